//! The natal ashtakavarga with the moment's transits laid over it.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::ChartRequest;
use serde::Serialize;

use super::TransitRequest;

/// The natal ashtakavarga (Parashari bindus, from `vedic::ashtakavarga`) with the transits of
/// the moment laid over it: for each of Sun … Saturn the sign it transits, its own bhinna bindus
/// and the sarva bindus there, its kaksha, and the ashtakavarga transit score.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AshtakavargaOverlay {
    /// The transit moment, in its UTC offset.
    pub at: EventTime,
    /// Natal sarva ashtakavarga: bindus per sidereal sign, index 0 = Aries.
    pub sarva: crate::vedic::ashtakavarga::SignRow,
    /// Total bindus of the natal sarva table (always 337).
    pub sarva_total: u32,
    /// Each planet's natal bhinna table: bindus (0..8) per sidereal sign, index 0 = Aries.
    pub bhinna: crate::vedic::ashtakavarga::PerPlanet<crate::vedic::ashtakavarga::SignRow>,
    /// For each of Sun … Saturn at the moment: the sign transited, its bindus there and its kaksha.
    pub transits: Vec<crate::vedic::ashtakavarga::transit::TransitPlanet>,
    /// The ashtakavarga transit score of the moment.
    pub score: crate::vedic::ashtakavarga::transit::TransitScore,
    /// The conventions the transit positions were computed with.
    pub conventions: crate::vedic::ashtakavarga::transit::TransitConventions,
}

/// The natal ashtakavarga with the transits of `req.at` laid over it.
pub fn ashtakavarga_overlay(req: &TransitRequest) -> Result<AshtakavargaOverlay> {
    use crate::vedic::ashtakavarga as av;
    let natal = ChartRequest { moment: req.moment, place: req.place, ayanamsa: req.ayanamsa.clone(), node: req.node };
    let tables = av::ashtakavarga(&natal)?;
    let t = av::transit::transit(&av::transit::TransitRequest { natal, transit: req.at })?;
    Ok(AshtakavargaOverlay {
        at: EventTime::new(req.at.jd_ut, req.at.offset_minutes),
        sarva: tables.sarva,
        sarva_total: tables.sarva_total,
        bhinna: tables.bhinna,
        transits: t.planets,
        score: t.score,
        conventions: t.conventions,
    })
}
