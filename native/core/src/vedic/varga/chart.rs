//! `/v1/chart/divisional/{varga}`: every graha and the ascendant placed in one varga, with the
//! vimshopaka strengths of the seven grahas.

use super::vimshopaka::{vimshopaka, Vimshopaka};
use super::{varga_sign, Varga, VargaMethod};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::{Deserialize, Serialize};

/// The query of `/v1/chart/divisional/{varga}`.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct DivisionalRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// `D1` … `D60`.
    pub varga: String,
    /// `parashara` (default), `parivritti`, `jagannatha` (D3 only).
    pub method: Option<String>,
}

/// A graha or the ascendant placed in a varga.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VargaPlacement {
    /// A graha's name, or `Ascendant`.
    pub name: &'static str,
    /// The graha placed (None for the ascendant): what code looks placements up by.
    #[serde(skip)]
    pub graha: Option<Graha>,
    /// Sidereal longitude in the rashi chart.
    pub longitude: f64,
    /// The sign it falls in within the varga.
    pub sign: crate::zodiac::Sign,
    /// 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// Degree within the varga sign (degree in the rashi sign × n, mod 30).
    pub degree: f64,
    /// Lord of the varga sign.
    pub sign_lord: Graha,
    /// Whole-sign house from the varga ascendant.
    pub house: u8,
}

/// One varga's own part of a divisional answer: what changes from varga to varga.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VargaChart {
    /// Code of the varga, `D1` … `D60`.
    pub varga: String,
    /// Sanskrit name of the varga, e.g. "Navamsha".
    pub name: &'static str,
    /// Number of parts a sign is divided into (1 … 60).
    pub division: u32,
    /// Method that mapped the parts to signs: `parashara`, `parivritti` or `jagannatha`.
    pub method: &'static str,
    /// The mapping rule of this varga and method, in words.
    pub rule: &'static str,
    /// The ascendant in the varga (house 1).
    pub ascendant: VargaPlacement,
    /// The nine grahas in the varga, Sun … Saturn, Rahu, Ketu.
    pub planets: Vec<VargaPlacement>,
}

/// The `/v1/chart/divisional/{varga}` answer: the varga's placements and what the chart's
/// vargas share (vimshopaka, moment, conventions).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DivisionalChart {
    /// The varga's own placements: ascendant and nine grahas.
    #[serde(flatten)]
    pub chart: VargaChart,
    /// Vimshopaka bala (0 … 20) of the seven grahas in the four BPHS schemes (always from the
    /// Parashari vargas, whatever `method` is).
    pub vimshopaka: Vec<Vimshopaka>,
    /// The birth moment.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system of the birth chart.
    pub conventions: Conventions,
}

fn rule_of(varga: Varga, method: VargaMethod) -> &'static str {
    match method {
        VargaMethod::Parashara => varga.rule(),
        VargaMethod::Parivritti => "parivritti (cyclic): part k of sign s goes to sign (s·n + k) mod 12",
        VargaMethod::Jagannatha => "Jagannatha drekkana: the movable, fixed and dual signs of the sign's element",
    }
}

/// The divisional answer of one varga for a chart already computed.
pub fn divisional_of_chart(chart: &VedicChart, varga: Varga, method: VargaMethod) -> Result<DivisionalChart> {
    Ok(DivisionalChart {
        chart: varga_chart(chart, varga, method)?,
        vimshopaka: vimshopaka_of_chart(chart),
        moment: chart.moment.clone(),
        conventions: chart.conventions.clone(),
    })
}

/// Vimshopaka of the seven grahas of a chart (the same for every varga of it).
pub fn vimshopaka_of_chart(chart: &VedicChart) -> Vec<Vimshopaka> {
    let seven: [f64; 7] = std::array::from_fn(|i| {
        chart.planets.iter().find(|p| p.graha == Graha::SEVEN[i]).expect("a chart has the seven grahas").longitude
    });
    vimshopaka(&seven)
}

/// The placements of one varga of a chart (without what the vargas share).
pub fn varga_chart(chart: &VedicChart, varga: Varga, method: VargaMethod) -> Result<VargaChart> {
    let (asc_sign, asc_degree) = varga_sign(chart.ascendant.longitude, varga, method)?;
    let place = |graha: Graha, longitude: f64| -> Result<VargaPlacement> {
        let (s, degree) = varga_sign(longitude, varga, method)?;
        Ok(VargaPlacement {
            name: graha.name(),
            graha: Some(graha),
            longitude,
            sign: crate::zodiac::Sign::from_index(s),
            sign_index: s as u8 + 1,
            degree,
            sign_lord: SIGNS[s].lord,
            house: ((s + 12 - asc_sign) % 12) as u8 + 1,
        })
    };
    let ascendant = VargaPlacement {
        name: "Ascendant",
        graha: None,
        longitude: chart.ascendant.longitude,
        sign: crate::zodiac::Sign::from_index(asc_sign),
        sign_index: asc_sign as u8 + 1,
        degree: asc_degree,
        sign_lord: SIGNS[asc_sign].lord,
        house: 1,
    };
    let planets = chart.planets.iter().map(|p| place(p.graha, p.longitude)).collect::<Result<Vec<_>>>()?;
    Ok(VargaChart {
        varga: varga.code(),
        name: varga.name(),
        division: varga.division(),
        method: method.slug(),
        rule: rule_of(varga, method),
        ascendant,
        planets,
    })
}

/// `/v1/chart/divisional/{varga}`: one varga of the birth chart; the `jagannatha` method is
/// allowed for D3 only.
pub fn divisional(req: &DivisionalRequest) -> Result<DivisionalChart> {
    let varga = Varga::from_code(&req.varga)?;
    let method = req.method.as_deref().map_or(Ok(VargaMethod::Parashara), VargaMethod::from_slug)?;
    if method == VargaMethod::Jagannatha && varga != Varga::D3 {
        return Err(crate::error::Error::invalid("method", "jagannatha is a drekkana (D3) method"));
    }
    let chart = vedic_chart(&req.chart)?;
    divisional_of_chart(&chart, varga, method)
}
