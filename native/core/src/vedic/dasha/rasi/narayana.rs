//! Narayana dasa (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, "Narayana
//! dasa"; Sanjay Rath, *Narayana Dasa*, 2004), for the rasi chart.
//!
//! - Seed: the stronger of the lagna and the 7th ([`stronger_sign`]).
//! - Order: from the seed in the direction its 9th sign gives (odd-footed forward, even-footed
//!   backward): one by one from a movable seed, every 6th sign from a fixed seed, and trine by
//!   trine from a dual seed (the seed, its 5th and 9th, then the 10th from the seed and its
//!   trines, and so on, all counted in the direction). Exceptions: Ketu in the seed reverses the
//!   direction; otherwise Saturn in the seed makes the order one by one forward.
//! - Years: counted from the sign to its lord as in chara dasha (the stronger co-lord of Scorpio
//!   and Aquarius; forward from odd-footed signs, backward from even-footed ones, less one; 12
//!   with the lord in the sign; +1 exalted, -1 debilitated, Mercury's exaltation counting as its
//!   own sign, PVR); the second cycle gives each sign 12 less its first years.
//! - Antardashas, as Jagannatha Hora computes them: from the stronger of the signs holding the
//!   dasha sign's lord and the 7th sign's lord, forward from an odd sign and backward from an
//!   even one (forward when Saturn is there; reversed when Ketu is in the dasha sign), one by one.

use super::engine::Schedule;
use super::signs::{ninth_direction, regular, years_to_lord, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::zodiac::{Graha, Sign};

/// The order of the twelve dashas from a seed sign, with Narayana's exceptions.
pub fn progression(chart: &RasiChart, seed: Sign) -> ([Sign; 12], i64) {
    let ketu = chart.sign_of(Graha::Ketu) == seed;
    if !ketu && chart.sign_of(Graha::Saturn) == seed {
        return (regular(seed, 1), 1);
    }
    let d = if ketu { -ninth_direction(seed) } else { ninth_direction(seed) };
    let order = match seed.index() % 3 {
        0 => regular(seed, d),
        1 => regular(seed, 5 * d),
        _ => std::array::from_fn(|k| seed.plus(-3 * d * (k / 3) as i64 + 4 * d * (k % 3) as i64)),
    };
    (order, d)
}

/// Narayana's antardasha order of a dasha sign (shared by niryana shoola dasa, PVR).
pub(crate) fn antardashas(chart: &RasiChart, s: Sign) -> [Sign; 12] {
    let own = chart.sign_of(chart.lord(s, false));
    let seventh = chart.sign_of(chart.lord(s.plus(6), false));
    let seed = stronger_sign(chart, own, seventh).0;
    let mut d = if seed.index().is_multiple_of(2) { 1 } else { -1 };
    if chart.sign_of(Graha::Saturn) == seed {
        d = 1;
    }
    if chart.sign_of(Graha::Ketu) == s {
        d = -d;
    }
    regular(seed, d)
}

/// Narayana dasa of the rasi chart.
pub fn narayana(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let seed = stronger_sign(chart, chart.lagna, chart.lagna.plus(6)).0;
    let (order, direction) = progression(chart, seed);
    let first: Vec<(Sign, f64)> =
        order.iter().map(|&s| (s, years_to_lord(chart, s, chart.lord(s, false), true))).collect();
    let second = first.iter().map(|&(s, y)| (s, (12.0 - y).max(0.0)));
    let all: Vec<(Sign, f64)> = first.iter().copied().chain(second).collect();
    let lords = std::array::from_fn(|i| chart.lord(Sign::from_index(i), false));
    let sub_order = std::array::from_fn(|i| antardashas(chart, Sign::from_index(i)));
    Built {
        schedule: Schedule { mahadashas: Schedule::spans(birth, &all, year_days), sub_order, lords },
        first_sign: seed,
        direction,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Sign::*;

    fn chart_with_nodes_elsewhere() -> RasiChart {
        // Every graha in Aries except Saturn and Ketu, who are kept out of the seeds below.
        let mut grahas: Vec<(Graha, f64)> = Graha::ALL.iter().map(|&g| (g, 5.0)).collect();
        grahas[6].1 = 95.0; // Saturn in Cancer
        grahas[8].1 = 185.0; // Ketu in Libra
        RasiChart { lagna: Aries, grahas, atmakaraka: Graha::Sun, sree_lagna: 0.0, hora_lagna: None }
    }

    #[test]
    fn progressions_as_pvr_examples() {
        let c = chart_with_nodes_elsewhere();
        // PVR: "Leo (forward) - Le, Cp, Ge, Sc, Ar"; "Virgo (forward) - Vi, Cp, Ta, Ge, Li, Aq, Pi, Cn".
        assert_eq!(progression(&c, Leo).0[..5], [Leo, Capricorn, Gemini, Scorpio, Aries]);
        assert_eq!(progression(&c, Virgo).0[..8], [Virgo, Capricorn, Taurus, Gemini, Libra, Aquarius, Pisces, Cancer]);
        // "Taurus (backward) - Ta, Sg, Cn, Aq, Vi, Ar".
        assert_eq!(progression(&c, Taurus).0[..6], [Taurus, Sagittarius, Cancer, Aquarius, Virgo, Aries]);
    }
}
