//! Tara dasha's starting rule: the strongest graha in the kendras from the lagna runs first
//! (BPHS, the Tara dasha section of the nakshatra dashas; Sanjay Rath's ring of lords as JHora
//! and PyJHora use it). The ring and years are a row of [`super::graha::GRAHA_SYSTEMS`].
//!
//! The candidates are the grahas in the 1st, 4th, 7th and 10th signs from the lagna, the kendra
//! holding most grahas first (ties in the order 1st, 4th, 7th, 10th), each kendra's grahas in
//! the order Sun … Ketu. The first candidate is matched against each next one by the co-lord
//! strength rules of [`crate::vedic::jaimini::arudha::stronger`] (conjunctions; Jupiter,
//! Mercury and the dispositor; exaltation; sign modality; degree), the winner going on. When a
//! node is one of the pair, the node's own sign (Rahu Aquarius, Ketu Scorpio) plays the co-lord
//! rule 0: a graha sitting there yields to the other.

use crate::vedic::chart::VedicChart;
use crate::vedic::jaimini::arudha::{stronger, Placement};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;

/// The sign a node counts as its own in the strength comparison (Rahu Aquarius, Ketu Scorpio).
fn node_sign(g: Graha) -> Option<usize> {
    match g {
        Graha::Rahu => Some(10),
        Graha::Ketu => Some(7),
        _ => None,
    }
}

/// The grahas in the kendras from the lagna, in the order they are compared: the kendra holding
/// most grahas first (ties: 1st, 4th, 7th, 10th), each kendra's grahas in the order Sun … Ketu.
pub fn kendra_candidates(chart: &VedicChart) -> Vec<Graha> {
    let lagna = sign_index(chart.ascendant.longitude);
    let mut kendras: Vec<Vec<Graha>> = [0, 3, 6, 9]
        .iter()
        .map(|h| {
            let sign = (lagna + h) % 12;
            chart.planets.iter().filter(|p| sign_index(p.longitude) == sign).map(|p| p.graha).collect()
        })
        .collect();
    // A stable sort keeps the kendra order among kendras holding as many grahas.
    kendras.sort_by_key(|k| std::cmp::Reverse(k.len()));
    kendras.concat()
}

/// The strongest graha in the kendras from the lagna and the candidates compared; `None` when
/// every kendra is empty.
pub fn strongest_in_kendras(chart: &VedicChart) -> Option<(Graha, Vec<Graha>)> {
    let candidates = kendra_candidates(chart);
    let grahas: Vec<(Graha, f64)> = chart.planets.iter().map(|p| (p.graha, p.longitude)).collect();
    let placement = Placement { grahas: &grahas };
    let mut best = *candidates.first()?;
    for &next in &candidates[1..] {
        let own = node_sign(next).or(node_sign(best));
        best = stronger(&placement, own, next, best).0;
    }
    Some((best, candidates))
}
