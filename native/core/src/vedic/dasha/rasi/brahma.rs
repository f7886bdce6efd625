//! Brahma dasa, also called Brahma grahashrita dasa (Jaimini Upadesa Sutras 2.4; P.V.R.
//! Narasimha Rao, *Vedic Astrology: An Integrated Approach*; the order as PyJHora 4.8.7 lists
//! it): the dashas start from the sign of Brahma ([`sthira::brahma`], the same graha that starts
//! Sthira dasa). From an odd sign they run forward from that sign; from an even sign they run
//! backward starting from the 7th sign from it. One cycle.
//!
//! The years of a sign are counted to the lord of the 6th from it (the stronger co-lord of
//! Scorpio and Aquarius): forward from an odd sign and backward from an even one (odd and even
//! signs here, as PyJHora counts, not the footedness of [`super::signs::years_to_lord`]), less
//! one, 12 when that lord is in the sign itself, +1 exalted (not Mercury), -1 debilitated. PyJHora counts modulo 12 and so gives 0 for a lord in
//! the sign and -1 for a lord in the 12th counted (ours: 12 and 11); docs/dasha-rasi.md counts
//! how many births that changes. The antardashas of a sign run forward from that sign.

use super::signs::{count, RasiChart};
use super::sthira::brahma as brahma_graha;
use super::Built;
use crate::vedic::dignity::{debilitation, exaltation};
use crate::zodiac::{Graha, Sign};

/// The first sign and direction of the mahadashas from the sign Brahma occupies.
pub fn start(brahma_sign: Sign) -> (Sign, i64) {
    if brahma_sign.index().is_multiple_of(2) {
        (brahma_sign, 1)
    } else {
        (brahma_sign.plus(6), -1)
    }
}

/// The years of a sign: counted to the lord of the 6th from it.
pub fn years(chart: &RasiChart, s: Sign) -> f64 {
    years_by(chart, s, chart.lord(s.plus(5), false))
}

/// The years of a sign counted to `lord` (its 6th's lord, or for a test the other co-lord).
pub fn years_by(chart: &RasiChart, s: Sign, lord: Graha) -> f64 {
    let at = chart.sign_of(lord);
    let mut years = count(s, at, s.index().is_multiple_of(2)) - 1;
    if years == 0 {
        years = 12;
    }
    if exaltation(lord).0 == at.index() && lord != Graha::Mercury {
        years += 1;
    } else if debilitation(lord).0 == at.index() {
        years -= 1;
    }
    years as f64
}

/// Brahma dasa of the rasi chart.
pub fn brahma(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let (first, direction) = start(chart.sign_of(brahma_graha(chart)));
    Built::sign_by_sign(chart, birth, year_days, first, direction, |s| years(chart, s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_seed_starts_from_its_seventh_backward() {
        // PyJHora 4.8.7 brahma.get_dhasa_antardhasa: (seed + 6 - h) % 12 for an even seed.
        assert_eq!(start(Sign::Leo), (Sign::Leo, 1));
        assert_eq!(start(Sign::Taurus), (Sign::Scorpio, -1));
    }
}
