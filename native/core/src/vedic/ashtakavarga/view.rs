//! Views of the natal tables and of the transits over them: the sarva table by sign
//! (`/v1/ashtakavarga/sarva`), one planet's bhinna table with its contributors
//! (`/v1/ashtakavarga/bhinna/{planet}`, `/v1/chart/ashtakvarga/{planet}`) and the kakshas of
//! the transiting planets (`/v1/ashtakavarga/kaksha`).

use super::transit::{transit, KakshaPlacement, TransitConventions, TransitRequest};
use super::{ashtakavarga, AshtakavargaConventions, PerContributor, PerPlanet, SignRow};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::chart::ChartRequest;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// One sign's sarva bindus.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SignBindus {
    /// Sidereal sign name.
    pub sign: crate::zodiac::Sign,
    /// Sarva bindus in the sign (0–56; 28 is the average).
    pub bindus: u8,
}

/// `/v1/ashtakavarga/sarva`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Sarva {
    /// Bindus per sign, index 0 = Aries.
    pub sarva: SignRow,
    /// Total sarva bindus over the twelve signs; always 337.
    pub sarva_total: u32,
    /// The same bindus with the sign names.
    pub signs: Vec<SignBindus>,
    /// Moment of the birth chart (UT instant, also shown in the request's offset).
    pub moment: EventTime,
    /// Conventions used: chart ayanamsa and node model, bindu-table source and sarva rule.
    pub conventions: AshtakavargaConventions,
}

/// The sarva table of a birth, by sign.
pub fn sarva(req: &ChartRequest) -> Result<Sarva> {
    let r = ashtakavarga(req)?;
    let signs =
        crate::zodiac::Sign::ALL.into_iter().zip(r.sarva).map(|(sign, bindus)| SignBindus { sign, bindus }).collect();
    Ok(Sarva { sarva: r.sarva, sarva_total: r.sarva_total, signs, moment: r.moment, conventions: r.conventions })
}

/// A birth and one of the seven planets with an ashtakavarga.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct BhinnaRequest {
    /// The birth chart: moment, place, ayanamsa and node model.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// The planet's lower-case key, Sun … Saturn (Rahu and Ketu have no table).
    pub planet: String,
}

/// One planet's bhinna table.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Bhinna {
    /// The planet whose table this is, Sun … Saturn.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Bindus per sign, index 0 = Aries.
    pub bindus: SignRow,
    /// Total bindus of the table (fixed per planet: 48, 49, 39, 54, 56, 52, 39 for Sun … Saturn).
    pub total: u32,
    /// Which contributor gave a bindu in which sign (the planet's prastara rows).
    pub contributions: PerContributor<SignRow>,
    /// Moment of the birth chart (UT instant, also shown in the request's offset).
    pub moment: EventTime,
    /// Conventions used: chart ayanamsa and node model, bindu-table source and sarva rule.
    pub conventions: AshtakavargaConventions,
}

fn of<T: Clone>(p: &PerPlanet<T>, g: Graha) -> Option<T> {
    Some(
        match g {
            Graha::Sun => &p.sun,
            Graha::Moon => &p.moon,
            Graha::Mars => &p.mars,
            Graha::Mercury => &p.mercury,
            Graha::Jupiter => &p.jupiter,
            Graha::Venus => &p.venus,
            Graha::Saturn => &p.saturn,
            Graha::Rahu | Graha::Ketu => return None,
        }
        .clone(),
    )
}

/// One planet's bhinna table of a birth.
pub fn bhinna(req: &BhinnaRequest) -> Result<Bhinna> {
    let unknown = || Error::invalid("planet", "must be one of: sun, moon, mars, mercury, jupiter, venus, saturn");
    let planet = Graha::from_key(&req.planet).ok_or_else(unknown)?;
    let r = ashtakavarga(&req.chart)?;
    Ok(Bhinna {
        planet,
        planet_key: planet.key(),
        bindus: of(&r.bhinna, planet).ok_or_else(unknown)?,
        total: of(&r.bhinna_totals, planet).ok_or_else(unknown)?,
        contributions: of(&r.prastara, planet).ok_or_else(unknown)?,
        moment: r.moment,
        conventions: r.conventions,
    })
}

/// `/v1/ashtakavarga/kaksha`: the transiting planets' kakshas, without the transit score.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Kakshas {
    /// Transit moment (UT instant, also shown in the request's offset).
    pub transit_moment: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth_moment: EventTime,
    /// The seven transiting planets, Sun … Saturn, with their kaksha and bindus.
    pub planets: Vec<KakshaPlacement>,
    /// Conventions used: natal chart and tables, transit ayanamsa and kaksha rule.
    pub conventions: TransitConventions,
}

/// The kakshas of the transits of a request.
pub fn kakshas(req: &TransitRequest) -> Result<Kakshas> {
    let t = transit(req)?;
    Ok(Kakshas {
        transit_moment: t.transit_moment,
        birth_moment: t.birth_moment,
        planets: t.planets.into_iter().map(|p| p.placement).collect(),
        conventions: t.conventions,
    })
}
