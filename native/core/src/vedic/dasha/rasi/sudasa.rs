//! Sudasa (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, "Sudasa"; Jaimini
//! Upadesa Sutras), the dasa of wealth and status, from the Sree lagna.
//!
//! - Seed: the sign of the Sree lagna; forward from an odd sign, backward from an even one
//!   (Saturn in it forward, then Ketu in it reverses: [`direction`]).
//! - Order: the kendras from the seed, then the panapharas, then the apoklimas ([`kendradi_order`]).
//! - Years: as in Narayana dasa (counted to the lord); the first dasha runs only for the part
//!   of its years the Sree lagna has still to cross in its sign (the balance at birth); a
//!   second cycle gives each sign 12 years less its full first-cycle years.
//! - Antardashas (as Jagannatha Hora, PyJHora's default option): one by one from the stronger
//!   of the dasha sign and its 7th, forward from an even sign and backward from an odd one.

use super::engine::Schedule;
use super::kendradi::{direction, kendradi_order};
use super::signs::{regular, years_to_lord, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::zodiac::{Graha, Sign};

fn antardashas(chart: &RasiChart, s: Sign) -> [Sign; 12] {
    let seed = stronger_sign(chart, s, s.plus(6)).0;
    regular(seed, if seed.index().is_multiple_of(2) { -1 } else { 1 })
}

/// Sudasa of the rasi chart.
pub fn sudasa(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let seed = Sign::of(chart.sree_lagna);
    let d = direction(chart, seed);
    let left = (30.0 * (seed.index() + 1) as f64 - chart.sree_lagna) / 30.0;
    let lords: [Graha; 12] = std::array::from_fn(|i| chart.lord(Sign::from_index(i), false));
    let full: Vec<(Sign, f64)> =
        kendradi_order(seed, d).iter().map(|&s| (s, years_to_lord(chart, s, lords[s.index()], true))).collect();
    let first = full.iter().enumerate().map(|(k, &(s, y))| (s, if k == 0 { y * left } else { y }));
    let second = full.iter().map(|&(s, y)| (s, (12.0 - y).max(0.0)));
    let all: Vec<(Sign, f64)> = first.chain(second).collect();
    Built {
        schedule: Schedule {
            mahadashas: Schedule::spans(birth, &all, year_days),
            sub_order: std::array::from_fn(|i| antardashas(chart, Sign::from_index(i))),
            lords,
        },
        first_sign: seed,
        direction: d,
    }
}
