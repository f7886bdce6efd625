//! Drig dasa (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, "Drig dasa";
//! Jaimini Upadesa Sutras 2.4.1-4), the dasa of spiritual growth, for the rasi chart.
//!
//! - Order: the 9th from the lagna and the three signs it aspects by rasi drishti, then the
//!   10th and the signs it aspects, then the 11th and the signs it aspects; the aspected signs
//!   of an odd-footed sign are taken counting forward from it, of an even-footed sign backward.
//! - Years: as in Narayana dasa (counted to the lord); a second cycle of 12 less the first.
//! - Antardashas (PVR, as Jagannatha Hora): from the stronger of the dasha sign and its 7th,
//!   forward from an odd dasha sign and backward from an even one; one by one for a movable
//!   sign, every 6th sign for a fixed sign, and for a dual sign the kendras, then the
//!   panapharas (5th, 8th, 11th, 2nd), then the apoklimas (9th, 12th, 3rd, 6th) from the seed.

use super::engine::Schedule;
use super::signs::{count, odd_footed, regular, years_to_lord, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::vedic::drishti::rashi_drishti;
use crate::zodiac::{Graha, Sign};

/// The houses a dual sign's antardashas run through from their seed.
const DUAL_HOUSES: [i64; 12] = [1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6];

/// A sign and the three signs it aspects, counted forward from an odd-footed sign and
/// backward from an even-footed one.
pub fn with_aspected(s: Sign) -> [Sign; 4] {
    let forward = odd_footed(s);
    let mut aspected: Vec<Sign> = rashi_drishti(s.index()).into_iter().map(Sign::from_index).collect();
    aspected.sort_by_key(|&t| count(s, t, forward));
    [s, aspected[0], aspected[1], aspected[2]]
}

/// The twelve dashas: the 9th, 10th and 11th from the lagna, each with the signs it aspects.
pub fn progression(lagna: Sign) -> [Sign; 12] {
    let groups = [8, 9, 10].map(|h| with_aspected(lagna.plus(h)));
    std::array::from_fn(|k| groups[k / 4][k % 4])
}

fn antardashas(chart: &RasiChart, s: Sign) -> [Sign; 12] {
    let seed = stronger_sign(chart, s, s.plus(6)).0;
    let d = if s.index().is_multiple_of(2) { 1 } else { -1 };
    match s.index() % 3 {
        0 => regular(seed, d),
        1 => regular(seed, 5 * d),
        _ => std::array::from_fn(|k| seed.plus(d * (DUAL_HOUSES[k] - 1))),
    }
}

/// Drig dasa of the rasi chart.
pub fn drig(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let order = progression(chart.lagna);
    let lords: [Graha; 12] = std::array::from_fn(|i| chart.lord(Sign::from_index(i), false));
    let first: Vec<(Sign, f64)> = order.iter().map(|&s| (s, years_to_lord(chart, s, lords[s.index()], true))).collect();
    let second = first.iter().map(|&(s, y)| (s, (12.0 - y).max(0.0)));
    let all: Vec<(Sign, f64)> = first.iter().copied().chain(second).collect();
    Built {
        schedule: Schedule {
            mahadashas: Schedule::spans(birth, &all, year_days),
            sub_order: std::array::from_fn(|i| antardashas(chart, Sign::from_index(i))),
            lords,
        },
        first_sign: order[0],
        direction: if odd_footed(order[0]) { 1 } else { -1 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Sign::*;

    #[test]
    fn aspected_signs_in_the_footed_direction() {
        // Aries (movable, odd-footed) aspects Leo, Scorpio, Aquarius, counted forward.
        assert_eq!(with_aspected(Aries), [Aries, Leo, Scorpio, Aquarius]);
        // Capricorn (movable, even-footed) aspects Taurus, Leo, Scorpio, counted backward.
        assert_eq!(with_aspected(Capricorn), [Capricorn, Scorpio, Leo, Taurus]);
    }
}
