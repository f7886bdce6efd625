//! Ashtakavarga: the Parashari bindu tables of a birth chart, and the transits weighed by them.
//!
//! One computation ([`ashtakavarga`]) gives the prastara (who gives which bindu where), the seven
//! bhinna (individual) tables and the sarva (total) table; the chart endpoints are views of it.
//! [`transit`] adds the kaksha of every transiting planet and a transit score.
//!
//! Conventions: the natal signs are those of the sidereal chart (whole signs, the ascendant's
//! sign for the eighth contributor). Rahu and Ketu have no ashtakavarga in BPHS and give no
//! bindus. Sarva = the sum of the seven bhinna tables (the ascendant's own bhinna, which some
//! software shows as an eighth row, is not part of it).

pub mod tables;
pub mod transit;
pub mod view;

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::ascendant;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::vedic::chart::{graha_positions, vedic_chart, ChartRequest, Conventions, SiderealShift, VedicChart};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};
pub use tables::{BINDU_PLACES, CLASSICAL_GRAND_TOTAL, CLASSICAL_TOTALS, CONTRIBUTORS, KAKSHA_LORDS, PLANETS};

/// Twelve values, index 0 = Aries … 11 = Pisces.
pub type SignRow = [u8; 12];

/// The bindu tables of one chart, as plain arrays (planet and contributor order as in [`tables`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Tables {
    /// `prastara[planet][contributor][sign]` is 1 when the contributor gives the planet a bindu there.
    pub prastara: [[SignRow; 8]; 7],
    /// `bhinna[planet][sign]`: bindus (0..8) the planet's own table has in each sign.
    pub bhinna: [SignRow; 7],
    /// Sarva table: bindus per sign summed over the seven bhinna tables (index 0 = Aries).
    pub sarva: SignRow,
}

/// The bindu tables from the signs (0 = Aries) of Sun … Saturn and the ascendant, in that order.
/// This is the whole method; everything else only finds the signs.
pub fn tables_from_signs(signs: [usize; 8]) -> Tables {
    let mut prastara = [[[0u8; 12]; 8]; 7];
    let mut bhinna = [[0u8; 12]; 7];
    let mut sarva = [0u8; 12];
    for (p, rows) in BINDU_PLACES.iter().enumerate() {
        for (c, houses) in rows.iter().enumerate() {
            for &h in houses.iter() {
                let s = (signs[c] % 12 + h as usize - 1) % 12;
                prastara[p][c][s] = 1;
                bhinna[p][s] += 1;
                sarva[s] += 1;
            }
        }
    }
    Tables { prastara, bhinna, sarva }
}

/// A value per planet, serialised with the planet names as keys (Sun … Saturn).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "PerPlanet_{T}")]
pub struct PerPlanet<T> {
    /// Value for the Sun (in this module's tables: bindus, or a row of bindus by sign).
    #[serde(rename = "Sun")]
    pub sun: T,
    /// Value for the Moon (in this module's tables: bindus, or a row of bindus by sign).
    #[serde(rename = "Moon")]
    pub moon: T,
    /// Value for Mars (in this module's tables: bindus, or a row of bindus by sign).
    #[serde(rename = "Mars")]
    pub mars: T,
    /// Value for Mercury (in this module's tables: bindus, or a row of bindus by sign).
    #[serde(rename = "Mercury")]
    pub mercury: T,
    /// Value for Jupiter (in this module's tables: bindus, or a row of bindus by sign).
    #[serde(rename = "Jupiter")]
    pub jupiter: T,
    /// Value for Venus (in this module's tables: bindus, or a row of bindus by sign).
    #[serde(rename = "Venus")]
    pub venus: T,
    /// Value for Saturn (in this module's tables: bindus, or a row of bindus by sign).
    #[serde(rename = "Saturn")]
    pub saturn: T,
}

impl<T: Clone> PerPlanet<T> {
    /// Builds the value of each planet from its index (0 = Sun … 6 = Saturn).
    pub fn from_fn(mut f: impl FnMut(usize) -> T) -> Self {
        PerPlanet { sun: f(0), moon: f(1), mars: f(2), mercury: f(3), jupiter: f(4), venus: f(5), saturn: f(6) }
    }
}

/// A value per contributor: the seven planets and the ascendant.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "PerContributor_{T}")]
pub struct PerContributor<T> {
    /// Values for the seven planets as contributors, keyed by planet name.
    #[serde(flatten)]
    pub planets: PerPlanet<T>,
    /// Value for the ascendant as contributor.
    #[serde(rename = "Ascendant")]
    pub ascendant: T,
}

/// Where each reference point stood in the natal chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalPoint {
    /// Reference point: a planet Sun … Saturn, or `Ascendant`.
    pub name: &'static str,
    /// Its sidereal longitude in the natal chart, in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sidereal sign it occupies, which is the sign the bindu houses are counted from.
    pub sign: crate::zodiac::Sign,
}

/// The spec's Ashtakavarga result plus the prastara and what produced it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AshtakavargaResult {
    /// Sum of the seven bhinna tables per sign; index 0 = Aries.
    pub sarva: SignRow,
    /// Total bindus of the sarva table; always 337.
    pub sarva_total: u32,
    /// Each planet's bhinna table: bindus (0..8) it receives per sign, index 0 = Aries.
    pub bhinna: PerPlanet<SignRow>,
    /// Sum over all seven bhinna tables; always 337.
    pub grand_total: u32,
    /// Each bhinna table's total (48, 49, 39, 54, 56, 52, 39).
    pub bhinna_totals: PerPlanet<u32>,
    /// `prastara.<planet>.<contributor>[sign]` = 1 when that contributor gives that planet a bindu there.
    pub prastara: PerPlanet<PerContributor<SignRow>>,
    /// The signs the tables were built from.
    pub natal_points: Vec<NatalPoint>,
    /// Moment of the chart (UT instant, also shown in the request's offset).
    pub moment: EventTime,
    /// Conventions used: chart ayanamsa and node model, bindu-table source and sarva rule.
    pub conventions: AshtakavargaConventions,
}

/// The conventions of an ashtakavarga answer: the chart's, plus the bindu-table source and sarva rule.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AshtakavargaConventions {
    /// Zodiac, ayanamsa, node model and ephemeris of the natal chart.
    #[serde(flatten)]
    pub chart: Conventions,
    /// Which classical bindu tables were used (see `BINDU_TABLES`).
    pub bindu_tables: &'static str,
    /// How the sarva table is formed (see `SARVA_RULE`).
    pub sarva: &'static str,
}

/// Source of the bindu tables, as reported in the answer's conventions.
pub const BINDU_TABLES: &str =
    "Parashari (BPHS ch. 66) as tabulated by P.V.R. Narasimha Rao (Moon from Moon 1 3 6 7 9 10 11, \
     from Mars 2 3 5 6 10 11; Venus from Mars 3 4 6 9 11 12); Rahu and Ketu give no bindus";
/// How the sarva table is formed, as reported in the answer's conventions.
pub const SARVA_RULE: &str = "sum of the seven bhinna tables (Sun to Saturn); the ascendant's own table is not added";

/// Natal longitudes of Sun … Saturn and the ascendant, with the chart's conventions.
pub(crate) struct NatalChart {
    pub longitudes: [f64; 8],
    pub conventions: Conventions,
    pub moment: EventTime,
}

pub(crate) fn natal_chart(req: &ChartRequest) -> Result<NatalChart> {
    let place = Place::checked(req.place.lat, req.place.lon)?;
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let jd = req.moment.jd_ut;
    let shift = SiderealShift::at(jd, ayanamsa)?;
    let asc = (ascendant(jd, place.lat, place.lon, Zodiac::Tropical)? - shift.value).rem_euclid(360.0);
    let grahas = graha_positions(jd, shift, req.node)?;
    let mut longitudes = [0.0; 8];
    for (i, (_, p)) in grahas.iter().take(7).enumerate() {
        longitudes[i] = p.longitude;
    }
    longitudes[7] = asc;
    Ok(NatalChart {
        longitudes,
        conventions: Conventions::sidereal(ayanamsa, shift.value, req.node),
        moment: EventTime::new(jd, req.moment.offset_minutes),
    })
}

pub(crate) fn signs_of(longitudes: &[f64; 8]) -> [usize; 8] {
    longitudes.map(sign_index)
}

fn total(row: &SignRow) -> u32 {
    row.iter().map(|&b| b as u32).sum()
}

/// The result of [`tables_from_signs`] in the API's shape.
pub fn result_from_longitudes(longitudes: [f64; 8], moment: EventTime, conventions: Conventions) -> AshtakavargaResult {
    let signs = signs_of(&longitudes);
    let t = tables_from_signs(signs);
    let bhinna_totals = PerPlanet::from_fn(|p| total(&t.bhinna[p]));
    AshtakavargaResult {
        sarva: t.sarva,
        sarva_total: total(&t.sarva),
        bhinna: PerPlanet::from_fn(|p| t.bhinna[p]),
        grand_total: t.bhinna.iter().map(total).sum(),
        bhinna_totals,
        prastara: PerPlanet::from_fn(|p| PerContributor {
            planets: PerPlanet::from_fn(|c| t.prastara[p][c]),
            ascendant: t.prastara[p][7],
        }),
        natal_points: (0..8)
            .map(|c| NatalPoint {
                name: CONTRIBUTORS[c],
                longitude: longitudes[c],
                sign: crate::zodiac::Sign::from_index(signs[c]),
            })
            .collect(),
        moment,
        conventions: AshtakavargaConventions { chart: conventions, bindu_tables: BINDU_TABLES, sarva: SARVA_RULE },
    }
}

/// The ashtakavarga of a chart already computed (its seven grahas and ascendant).
pub fn ashtakavarga_from_chart(chart: &VedicChart) -> AshtakavargaResult {
    let mut longitudes = [0.0; 8];
    for (i, p) in chart.planets.iter().take(7).enumerate() {
        longitudes[i] = p.longitude;
    }
    longitudes[7] = chart.ascendant.longitude;
    result_from_longitudes(longitudes, chart.moment.clone(), chart.conventions.clone())
}

/// The ashtakavarga of a birth chart.
pub fn ashtakavarga(req: &ChartRequest) -> Result<AshtakavargaResult> {
    Ok(ashtakavarga_from_chart(&vedic_chart(req)?))
}

/// Index (0 = Sun) of a planet given by its key (any letter case), as a request names it.
pub fn planet_index(key: &str) -> Result<usize> {
    Graha::from_key(key)
        .and_then(|g| PLANETS.iter().position(|p| *p == g))
        .ok_or_else(|| Error::invalid("planet", format!("must be one of {}", PLANETS.map(|p| p.key()).join(", "))))
}

/// A birth chart request plus one planet whose ashtakavarga is asked for.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetRequest {
    /// The birth chart: moment, place, ayanamsa and node model.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// Planet key, Sun … Saturn (any letter case); Rahu and Ketu have no ashtakavarga.
    pub planet: String,
}
