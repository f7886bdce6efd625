//! Sthira dasa (Jaimini Upadesa Sutras 2.4; P.V.R. Narasimha Rao, *Vedic Astrology: An
//! Integrated Approach*, "Sthira dasa"): the fixed dasa, whose years depend only on the nature
//! of a sign (movable 7, fixed 8, dual 9; 96 years in all). It starts from the sign of Brahma
//! ([`brahma`]) and runs forward through the zodiac; the antardashas of a sign run forward
//! from that sign, as Jagannatha Hora lists them.
//!
//! Brahma, the graha of the Jaimini longevity trinity that starts this dasa: among the lords of
//! the 6th, 8th and 12th from the stronger of the lagna and the 7th (the nodes never count), the
//! two that best meet PVR's three marks, one point each: well placed (own sign, exaltation or a
//! natural friend's sign, never debilitation), in an odd sign, and in the first seven houses
//! counted from that stronger sign (the reading Jagannatha Hora and PyJHora give); of those two
//! (ties keep the order 6th, 8th, 12th) the stronger graha by the co-lord rules.

use super::shoola::modality_years;
use super::signs::RasiChart;
use super::strength::stronger_sign;
use super::Built;
use crate::vedic::dignity::{debilitation, exaltation, natural_relationship, own_signs, Relation};
use crate::vedic::jaimini::arudha::{stronger, Placement};
use crate::zodiac::{Graha, Sign};

/// PVR's first mark of Brahma: own sign, exaltation or a natural friend's sign, never its
/// debilitation (BPHS 3 for the friendships).
fn well_placed(g: Graha, at: Sign) -> bool {
    let s = at.index();
    if debilitation(g).0 == s {
        return false;
    }
    own_signs(g).contains(&s)
        || exaltation(g).0 == s
        || matches!(natural_relationship(g, at.lord()), Some(Relation::Friend | Relation::GreatFriend))
}

/// The two candidates for Brahma with most marks, best first (equal marks in house order).
pub fn brahma_candidates(chart: &RasiChart) -> Vec<Graha> {
    let seed = stronger_sign(chart, chart.lagna, chart.lagna.plus(6)).0;
    let mut lords: Vec<(Graha, u8)> = [5, 7, 11]
        .iter()
        .map(|&h| chart.lord(seed.plus(h), false))
        .filter(|g| !g.is_node())
        .map(|g| {
            let at = chart.sign_of(g);
            let marks = well_placed(g, at) as u8
                + at.index().is_multiple_of(2) as u8
                + ((at.index() + 12 - seed.index()) % 12 <= 6) as u8;
            (g, marks)
        })
        .collect();
    // Stable: equal marks keep the order of the houses.
    lords.sort_by_key(|&(_, m)| std::cmp::Reverse(m));
    lords.iter().take(2).map(|&(g, _)| g).collect()
}

/// Brahma of the chart (see the module's rule).
pub fn brahma(chart: &RasiChart) -> Graha {
    match brahma_candidates(chart).as_slice() {
        [only] => *only,
        [a, b, ..] => stronger(&Placement { grahas: &chart.grahas }, None, *a, *b).0,
        [] => unreachable!("Scorpio and Aquarius are never two of the 6th, 8th and 12th from one sign"),
    }
}

/// Sthira dasa of the rasi chart.
pub fn sthira(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let seed = chart.sign_of(brahma(chart));
    Built::sign_by_sign(chart, birth, year_days, seed, 1, modality_years)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn well_placed_follows_dignity_and_natural_friendship() {
        // BPHS 3: the Sun's friends are the Moon, Mars and Jupiter; Venus is debilitated in Virgo
        // although Mercury is its friend; Jupiter counts Mercury an enemy.
        assert!(well_placed(Graha::Sun, Sign::Cancer));
        assert!(!well_placed(Graha::Venus, Sign::Virgo));
        assert!(!well_placed(Graha::Jupiter, Sign::Virgo));
        assert!(well_placed(Graha::Saturn, Sign::Libra));
    }
}
