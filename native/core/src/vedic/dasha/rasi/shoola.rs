//! Shoola dasa (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, "Shoola
//! dasa"; Jaimini Upadesa Sutras 2.4): a longevity dasa of 9 years per sign, 108 years in all.
//! The dashas start from the stronger of the lagna and the 7th ([`stronger_sign`]) and always
//! run forward through the zodiac; the antardashas of a sign start from the stronger of that
//! sign and the 7th from it and run forward too.
//!
//! Niryana shoola dasa (same chapter of PVR; the `niryana` variant): the dasa of the time of
//! death, from the stronger of the 2nd and the 8th, forward from an odd sign and backward from
//! an even one, movable signs 7 years, fixed 8, dual 9 (96 years), then, as Jagannatha Hora
//! lists it, a second cycle of 12 years less the first (48 years); the antardashas as in
//! Narayana dasa.

use super::engine::Schedule;
use super::narayana::antardashas as narayana_antardashas;
use super::signs::{regular, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::zodiac::Sign;

/// Years of every shoola dasha.
pub const SHOOLA_YEARS: f64 = 9.0;

/// Years of a sign by its nature (niryana shoola and sthira dasa, PVR): movable 7, fixed 8, dual 9.
pub const fn modality_years(s: Sign) -> f64 {
    7.0 + (s.index() % 3) as f64
}

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

/// Niryana shoola dasa of the rasi chart.
pub fn niryana(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let seed = stronger_sign(chart, chart.lagna.plus(1), chart.lagna.plus(7)).0;
    let direction = if seed.index().is_multiple_of(2) { 1 } else { -1 };
    let first: Vec<(Sign, f64)> = regular(seed, direction).iter().map(|&s| (s, modality_years(s))).collect();
    let second = first.iter().map(|&(s, y)| (s, 12.0 - y));
    let all: Vec<(Sign, f64)> = first.iter().copied().chain(second).collect();
    Built {
        schedule: Schedule {
            mahadashas: Schedule::spans(birth, &all, year_days),
            sub_order: std::array::from_fn(|i| narayana_antardashas(chart, Sign::from_index(i))),
            lords: std::array::from_fn(|i| chart.lord(Sign::from_index(i), false)),
        },
        first_sign: seed,
        direction,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modality_years_as_pvr() {
        // PVR, "Niryana shoola dasa": movable signs 7 years, fixed 8, dual 9.
        assert_eq!(modality_years(Sign::Aries), 7.0);
        assert_eq!(modality_years(Sign::Leo), 8.0);
        assert_eq!(modality_years(Sign::Pisces), 9.0);
    }
}
