//! Bhava chalit: the twelve bhavas as arcs of the ecliptic around their madhyas (mid-points),
//! each graha's bhava, and the grahas whose bhava differs from their whole-sign house.
//!
//! Methods:
//! - `sripati` (default): Sripati Paddhati as worked by B.V. Raman (A Manual of Hindu Astrology):
//!   the 1st madhya is the ascendant, the 10th the MC, the 4th and 7th opposite them; each
//!   quadrant between them is trisected for the other madhyas; a bhava begins (sandhi) midway
//!   between its madhya and the previous one;
//! - `equal`: madhyas 30° apart from the ascendant's degree, sandhis 15° either side;
//! - `placidus`: the Placidus cusps as bhava starts (the KP convention), each madhya midway
//!   between a cusp and the next.

use super::{ToolConventions, ToolRequest};
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::{houses, PLACIDUS, WHOLE_SIGN};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::chart::vedic_chart;
use crate::vedic::strength::bhava::sripati_madhyas;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::Serialize;

/// How the bhavas are divided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChalitMethod {
    /// Sripati trisection of the quadrants (madhyas), sandhis midway.
    Sripati,
    /// Equal 30° bhavas with the ascendant degree as the 1st madhya.
    Equal,
    /// Placidus cusps as bhava starts (KP).
    Placidus,
}

impl ChalitMethod {
    /// The method of a slug; `sripati` when absent.
    pub fn from_slug(slug: Option<&str>) -> Result<ChalitMethod> {
        match slug.unwrap_or("sripati") {
            "sripati" => Ok(ChalitMethod::Sripati),
            "equal" => Ok(ChalitMethod::Equal),
            "placidus" => Ok(ChalitMethod::Placidus),
            _ => Err(Error::invalid("method", "must be one of: sripati, equal, placidus")),
        }
    }

    /// The slug of the method.
    pub fn slug(self) -> &'static str {
        match self {
            ChalitMethod::Sripati => "sripati",
            ChalitMethod::Equal => "equal",
            ChalitMethod::Placidus => "placidus",
        }
    }

    fn rule(self) -> &'static str {
        match self {
            ChalitMethod::Sripati => {
                "Sripati (B.V. Raman, A Manual of Hindu Astrology): madhya 1 = ascendant, madhya 10 = MC, 4 and 7 \
                 opposite; each quadrant trisected; a bhava starts midway between its madhya and the previous one"
            }
            ChalitMethod::Equal => {
                "equal bhavas: madhya n = ascendant + 30(n-1) degrees; sandhis 15 degrees either side"
            }
            ChalitMethod::Placidus => {
                "Placidus cusps as bhava starts (KP); each madhya midway between its cusp and the next"
            }
        }
    }
}

/// Forward arc from `a` to `b`, [0, 360).
fn arc(a: f64, b: f64) -> f64 {
    (b - a).rem_euclid(360.0)
}

/// Starts (sandhis) and madhyas of the twelve bhavas, bhava 1 first.
pub fn sripati_bhavas(ascendant: f64, mc: f64) -> ([f64; 12], [f64; 12]) {
    let madhyas = sripati_madhyas(ascendant, mc);
    let starts = std::array::from_fn(|h| {
        let prev = madhyas[(h + 11) % 12];
        (prev + arc(prev, madhyas[h]) / 2.0).rem_euclid(360.0)
    });
    (starts, madhyas)
}

/// Equal bhavas around the ascendant degree: (starts, madhyas).
pub fn equal_bhavas(ascendant: f64) -> ([f64; 12], [f64; 12]) {
    let madhyas: [f64; 12] = std::array::from_fn(|h| (ascendant + 30.0 * h as f64).rem_euclid(360.0));
    (madhyas.map(|m| (m - 15.0).rem_euclid(360.0)), madhyas)
}

/// Bhavas that start at the given cusps: (starts, madhyas).
pub fn cusp_bhavas(cusps: &[f64; 12]) -> ([f64; 12], [f64; 12]) {
    let madhyas = std::array::from_fn(|h| (cusps[h] + arc(cusps[h], cusps[(h + 1) % 12]) / 2.0).rem_euclid(360.0));
    (*cusps, madhyas)
}

/// The bhava (1 … 12) holding a longitude, from the bhava starts.
pub fn bhava_of(longitude: f64, starts: &[f64; 12]) -> u8 {
    (0..12).find(|&h| arc(starts[h], longitude) < arc(starts[h], starts[(h + 1) % 12])).map_or(12, |h| h as u8 + 1)
}

/// One bhava of the chalit chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Bhava {
    /// 1 … 12.
    pub number: u8,
    /// Sidereal longitude where the bhava begins (its sandhi with the previous bhava).
    pub start: f64,
    /// Sidereal longitude of the bhava madhya (its most powerful point).
    pub madhya: f64,
    /// Sidereal longitude where the bhava ends (the next bhava's start).
    pub end: f64,
    /// Sign of the madhya.
    pub sign: &'static str,
    /// Lord of the madhya's sign.
    pub lord: Graha,
    /// Grahas in the bhava, in chart order.
    pub planets: Vec<Graha>,
}

/// A graha's whole-sign house and its bhava.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ChalitPlacement {
    /// The graha.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Sidereal longitude, degrees.
    pub longitude: f64,
    /// Whole-sign house in the rashi chart.
    pub rashi_house: u8,
    /// Bhava (house number 1 … 12) in the chalit chart.
    pub bhava: u8,
    /// True when the bhava differs from the rashi house.
    pub shifted: bool,
}

/// `/v1/chart/bhava-chalit`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BhavaChalit {
    /// The moment of the chart.
    pub moment: EventTime,
    /// Sidereal ascendant, degrees.
    pub ascendant: f64,
    /// Sidereal MC, degrees.
    pub mc: f64,
    /// The twelve bhavas, bhava 1 first.
    pub bhavas: Vec<Bhava>,
    /// The nine grahas with their rashi house and bhava.
    pub planets: Vec<ChalitPlacement>,
    /// Grahas whose bhava differs from their whole-sign house.
    pub shifted: Vec<Graha>,
    /// Chart conventions and the bhava rule.
    pub conventions: ToolConventions,
}

/// The bhava chalit chart of a request (`method`: sripati, equal or placidus).
pub fn bhava_chalit(req: &ToolRequest) -> Result<BhavaChalit> {
    let method = ChalitMethod::from_slug(req.method.as_deref())?;
    let chart = vedic_chart(&req.chart)?;
    let shift = chart.conventions.ayanamsa_value;
    let system = if method == ChalitMethod::Placidus { PLACIDUS } else { WHOLE_SIGN };
    let h = houses(req.chart.moment.jd_ut, req.chart.place.lat, req.chart.place.lon, system, Zodiac::Tropical)?;
    let asc = chart.ascendant.longitude;
    let mc = (h.mc - shift).rem_euclid(360.0);
    let (starts, madhyas) = match method {
        ChalitMethod::Sripati => sripati_bhavas(asc, mc),
        ChalitMethod::Equal => equal_bhavas(asc),
        ChalitMethod::Placidus => cusp_bhavas(&std::array::from_fn(|i| (h.cusps[i] - shift).rem_euclid(360.0))),
    };
    let planets: Vec<ChalitPlacement> = chart
        .planets
        .iter()
        .map(|p| {
            let bhava = bhava_of(p.longitude, &starts);
            ChalitPlacement {
                name: p.graha,
                key: p.graha.key(),
                longitude: p.longitude,
                rashi_house: p.house,
                bhava,
                shifted: bhava != p.house,
            }
        })
        .collect();
    let bhavas = (0..12)
        .map(|i| {
            let sign = &SIGNS[sign_index(madhyas[i])];
            Bhava {
                number: i as u8 + 1,
                start: starts[i],
                madhya: madhyas[i],
                end: starts[(i + 1) % 12],
                sign: sign.name,
                lord: sign.lord,
                planets: planets.iter().filter(|p| p.bhava == i as u8 + 1).map(|p| p.name).collect(),
            }
        })
        .collect();
    let shifted = planets.iter().filter(|p| p.shifted).map(|p| p.name).collect();
    let conventions = ToolConventions { chart: chart.conventions, method: method.slug(), rules: vec![method.rule()] };
    Ok(BhavaChalit { moment: chart.moment, ascendant: asc, mc, bhavas, planets, shifted, conventions })
}
