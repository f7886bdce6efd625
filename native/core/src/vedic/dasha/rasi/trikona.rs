//! Trikona dasa (Jaimini Upadesa Sutras; as Jagannatha Hora computes it): the dashas start from
//! the strongest of the lagna's trines (the stronger of the 1st and 5th, then of that and the
//! 9th, by [`stronger_sign`]) and run one by one, forward from an odd sign and backward from an
//! even one; each sign's years are counted to its lord as in Narayana dasa (with the dignity
//! year, no Mercury exception); one cycle. The antardashas of a sign start from the sign itself,
//! one by one, forward from an odd sign and backward from an even one.

use super::engine::Schedule;
use super::signs::{regular, years_to_lord, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::zodiac::Sign;

const fn gender_direction(s: Sign) -> i64 {
    if s.index().is_multiple_of(2) {
        1
    } else {
        -1
    }
}

/// Trikona dasa of the rasi chart.
pub fn trikona(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let l = chart.lagna;
    let first = stronger_sign(chart, l, l.plus(4)).0;
    let seed = stronger_sign(chart, first, l.plus(8)).0;
    let direction = gender_direction(seed);
    let lords: [crate::zodiac::Graha; 12] = std::array::from_fn(|i| chart.lord(Sign::from_index(i), false));
    let all: Vec<(Sign, f64)> =
        regular(seed, direction).iter().map(|&s| (s, years_to_lord(chart, s, lords[s.index()], true))).collect();
    let sub_order = std::array::from_fn(|i| {
        let s = Sign::from_index(i);
        regular(s, gender_direction(s))
    });
    Built {
        schedule: Schedule { mahadashas: Schedule::spans(birth, &all, year_days), sub_order, lords },
        first_sign: seed,
        direction,
    }
}
