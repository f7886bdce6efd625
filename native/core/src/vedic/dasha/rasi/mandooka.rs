//! Mandooka dasa (the "frog" dasa of the Jaimini Upadesa Sutras, K.N. Rao's reading as PyJHora
//! 4.8.7 lists it): the dashas start from the stronger of the lagna and the 7th
//! ([`stronger_sign`]) and leap by kendras: the four signs of the seed's nature (movable,
//! fixed or dual) every 3rd sign, forward from an odd seed and backward from an even one, then
//! the four signs of the next nature (movable to dual to fixed to movable), each group from its
//! first sign in the zodiac (Aries, Taurus or Gemini) in the same direction. The antardashas of
//! a sign run through the same order starting at that sign.
//!
//! The years: counted to the sign's lord as in chara dasha (the rule of [`years_to_lord`], the
//! stronger co-lord of Scorpio and Aquarius, one cycle). PyJHora counts inclusively without
//! taking one away (a lord in the 12th from an odd sign gives no dasha) and gives 10 years for a
//! lord in the 7th; docs/dasha-rasi.md counts how many births that changes.

use super::engine::Schedule;
use super::signs::{years_to_lord, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::zodiac::{Graha, Sign};

/// The twelve dasha signs from `seed`: its nature's kendras, then the next natures' signs.
pub fn leaps(seed: Sign, direction: i64) -> [Sign; 12] {
    let nature = seed.index() % 3;
    std::array::from_fn(|k| {
        let (group, step) = (k / 4, (k % 4) as i64 * 3 * direction);
        if group == 0 {
            seed.plus(step)
        } else {
            // movable (0) -> dual (2) -> fixed (1) -> movable: one nature back each group.
            let first = Sign::from_index((nature + 3 - group) % 3);
            first.plus(step)
        }
    })
}

/// Mandooka dasa of the rasi chart.
pub fn mandooka(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let seed = stronger_sign(chart, chart.lagna, chart.lagna.plus(6)).0;
    let direction = if seed.index().is_multiple_of(2) { 1 } else { -1 };
    let order = leaps(seed, direction);
    let lords: [Graha; 12] = std::array::from_fn(|i| chart.lord(Sign::from_index(i), false));
    let all: Vec<(Sign, f64)> = order.iter().map(|&s| (s, years_to_lord(chart, s, lords[s.index()], true))).collect();
    let sub_order = std::array::from_fn(|i| {
        let at = order.iter().position(|s| s.index() == i).expect("every sign is in the order");
        std::array::from_fn(|k| order[(at + k) % 12])
    });
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

    #[test]
    fn leaps_as_pyjhora_lists_them() {
        // PyJHora 4.8.7 mandooka.dhasa_order, seeds Aries (forward), Virgo and Scorpio (backward).
        assert_eq!(
            leaps(Aries, 1),
            [Aries, Cancer, Libra, Capricorn, Gemini, Virgo, Sagittarius, Pisces, Taurus, Leo, Scorpio, Aquarius]
        );
        assert_eq!(
            leaps(Virgo, -1),
            [Virgo, Gemini, Pisces, Sagittarius, Taurus, Aquarius, Scorpio, Leo, Aries, Capricorn, Libra, Cancer]
        );
        assert_eq!(
            leaps(Scorpio, -1),
            [Scorpio, Leo, Taurus, Aquarius, Aries, Capricorn, Libra, Cancer, Gemini, Pisces, Sagittarius, Virgo]
        );
    }
}
