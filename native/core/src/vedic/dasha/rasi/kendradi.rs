//! Lagna kendradi and karaka kendradi rasi dasa (P.V.R. Narasimha Rao, *Vedic Astrology: An
//! Integrated Approach*, "Kendradi rasi dasa"; Jaimini Upadesa Sutras 2.3), for the rasi chart.
//!
//! - Seed: the stronger ([`stronger_sign`]) of the lagna and the 7th (`lagna`), or of the sign
//!   of the atmakaraka (eight-karaka scheme) and the 7th from it (`karaka`).
//! - Direction: forward from an odd seed and backward from an even one; Saturn in the seed makes
//!   it forward, then Ketu in it reverses it ([`direction`]).
//! - Order: the kendras from the seed (1st, 4th, 7th, 10th), then the panapharas (2nd, 5th,
//!   8th, 11th), then the apoklimas (3rd, 6th, 9th, 12th), counted in the direction.
//! - Years: as in Narayana dasa (counted to the lord); a second cycle of 12 less the first.
//! - Antardashas: from the dasha sign itself, one by one, in the direction the same rules give
//!   for that sign.

use super::engine::Schedule;
use super::signs::{regular, years_to_lord, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::zodiac::{Graha, Sign};

/// The houses from the seed in kendradi order: kendras, panapharas, apoklimas.
pub const KENDRADI_HOUSES: [i64; 12] = [1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12];

/// The direction a sign gives in kendradi dasa and sudasa: forward from an odd sign and
/// backward from an even one; Saturn in it makes it forward, then Ketu in it reverses it (the
/// exceptions of Narayana dasa, PVR; as Jagannatha Hora orders the antardashas).
pub fn direction(chart: &RasiChart, s: Sign) -> i64 {
    let mut d = if s.index().is_multiple_of(2) { 1 } else { -1 };
    if chart.sign_of(Graha::Saturn) == s {
        d = 1;
    }
    if chart.sign_of(Graha::Ketu) == s {
        d = -d;
    }
    d
}

/// The twelve signs from `seed` in kendradi order, counted in `direction`.
pub fn kendradi_order(seed: Sign, direction: i64) -> [Sign; 12] {
    std::array::from_fn(|k| seed.plus(direction * (KENDRADI_HOUSES[k] - 1)))
}

fn from_seed(chart: &RasiChart, base: Sign, birth: f64, year_days: f64) -> Built {
    let seed = stronger_sign(chart, base, base.plus(6)).0;
    let d = direction(chart, seed);
    let lords: [Graha; 12] = std::array::from_fn(|i| chart.lord(Sign::from_index(i), false));
    let first: Vec<(Sign, f64)> =
        kendradi_order(seed, d).iter().map(|&s| (s, years_to_lord(chart, s, lords[s.index()], true))).collect();
    let second = first.iter().map(|&(s, y)| (s, (12.0 - y).max(0.0)));
    let all: Vec<(Sign, f64)> = first.iter().copied().chain(second).collect();
    let sub_order = std::array::from_fn(|i| {
        let s = Sign::from_index(i);
        regular(s, direction(chart, s))
    });
    Built {
        schedule: Schedule { mahadashas: Schedule::spans(birth, &all, year_days), sub_order, lords },
        first_sign: seed,
        direction: d,
    }
}

/// Lagna kendradi rasi dasa: seeded by the stronger of the lagna and the 7th.
pub fn lagna(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    from_seed(chart, chart.lagna, birth, year_days)
}

/// Karaka kendradi rasi dasa: seeded by the stronger of the atmakaraka's sign and the 7th from it.
pub fn karaka(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    from_seed(chart, chart.sign_of(chart.atmakaraka), birth, year_days)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Sign::*;

    #[test]
    fn kendras_then_panapharas_then_apoklimas() {
        // From Aries forward: Ar Cn Li Cp, Ta Le Sc Aq, Ge Vi Sg Pi (PVR, "Kendradi rasi dasa").
        assert_eq!(
            kendradi_order(Aries, 1),
            [Aries, Cancer, Libra, Capricorn, Taurus, Leo, Scorpio, Aquarius, Gemini, Virgo, Sagittarius, Pisces]
        );
        // Backward from Taurus: Ta Aq Sc Le, Ar Cp Li Cn, Pi Sg Vi Ge.
        assert_eq!(kendradi_order(Taurus, -1)[..5], [Taurus, Aquarius, Scorpio, Leo, Aries]);
    }
}
