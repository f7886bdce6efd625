//! Shoola dasa (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, "Shoola
//! dasa"; Jaimini Upadesa Sutras 2.4): a longevity dasa of 9 years per sign, 108 years in all.
//! The dashas start from the stronger of the lagna and the 7th ([`stronger_sign`]) and always
//! run forward through the zodiac; the antardashas of a sign start from the stronger of that
//! sign and the 7th from it and run forward too.

use super::engine::Schedule;
use super::signs::{regular, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::zodiac::Sign;

/// Years of every shoola dasha.
pub const SHOOLA_YEARS: f64 = 9.0;

/// Shoola dasa of the rasi chart.
pub fn shoola(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let seed = stronger_sign(chart, chart.lagna, chart.lagna.plus(6)).0;
    let all: Vec<(Sign, f64)> = regular(seed, 1).iter().map(|&s| (s, SHOOLA_YEARS)).collect();
    let sub_order = std::array::from_fn(|i| {
        let s = Sign::from_index(i);
        regular(stronger_sign(chart, s, s.plus(6)).0, 1)
    });
    Built {
        schedule: Schedule {
            mahadashas: Schedule::spans(birth, &all, year_days),
            sub_order,
            lords: std::array::from_fn(|i| chart.lord(Sign::from_index(i), false)),
        },
        first_sign: seed,
        direction: 1,
    }
}
