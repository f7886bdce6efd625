//! Reference tables of the options the API offers, with what each means, for
//! `/v1/meta/ayanamsas` and `/v1/meta/house-systems`. The properties of a house system are
//! computed, not asserted: whether it is a quadrant system (cusps 1 and 10 are the ascendant and
//! the MC) and whether it works inside the polar circles are found by computing it.

use crate::ephemeris::ayanamsa::AYANAMSAS;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::{houses, HOUSE_SYSTEMS};
use crate::ephemeris::swe;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// A date for the ayanamsa values.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct AyanamsaTableRequest {
    /// Julian day (UT) at which the values are given.
    pub jd_ut: f64,
}

/// One ayanamsa with its value at the date.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AyanamsaEntry {
    /// Slug of the `ayanamsa` request option.
    pub slug: &'static str,
    /// This API's display name.
    pub name: &'static str,
    /// Swiss Ephemeris's name of the sidereal mode.
    pub swiss_name: String,
    /// Swiss Ephemeris sidereal mode number (`SE_SIDM_*`).
    pub swiss_mode: i32,
    /// True ayanamsa at the date (with nutation in longitude), in degrees: what sidereal charts
    /// of this API subtract from tropical longitudes of date.
    pub value: f64,
    /// Mean ayanamsa at the date (without nutation), in degrees.
    pub mean_value: f64,
}

/// Every ayanamsa the API offers, valued at one date.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AyanamsaTable {
    /// Julian day (UT) of the values.
    pub jd_ut: f64,
    /// The nutation in longitude at the date, in degrees (value − mean_value for every entry).
    pub nutation_in_longitude: f64,
    /// The ayanamsas, the default (lahiri) first.
    pub ayanamsas: Vec<AyanamsaEntry>,
}

/// The ayanamsa table at a date.
pub fn ayanamsa_table(req: &AyanamsaTableRequest) -> Result<AyanamsaTable> {
    crate::ephemeris::range::check_supported(req.jd_ut)?;
    let mut out = Vec::with_capacity(AYANAMSAS.len());
    for a in AYANAMSAS {
        let value = a.value(req.jd_ut)?;
        let mean_value = swe::ayanamsa_mean_ut(req.jd_ut)?;
        out.push(AyanamsaEntry {
            slug: a.slug,
            name: a.name,
            swiss_name: swe::ayanamsa_name(a.swe_mode),
            swiss_mode: a.swe_mode,
            value,
            mean_value,
        });
    }
    // The same nutation for every mode: any entry gives it (the table is never empty).
    let nutation = out.first().map_or(0.0, |e| e.value - e.mean_value);
    Ok(AyanamsaTable { jd_ut: req.jd_ut, nutation_in_longitude: nutation, ayanamsas: out })
}

/// One house system and how it behaves.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HouseSystemEntry {
    /// Slug of the `house_system` request option.
    pub slug: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Swiss Ephemeris's one-letter code.
    pub swiss_letter: String,
    /// Number of cusps (12, or 36 Gauquelin sectors).
    pub cusps: usize,
    /// Cusp 1 is the ascendant and cusp 10 the MC (a quadrant system), found by computing it.
    pub quadrant: bool,
    /// `computes` when it gives cusps at every latitude up to 89°; `unsupported` when it cannot
    /// be computed inside the polar circles (the API then answers 422), found by computing it.
    pub polar: &'static str,
}

/// The house systems the API offers.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HouseSystemTable {
    /// How `quadrant` and `polar` were established.
    pub method: &'static str,
    /// The systems, placidus (the Western default) first.
    pub house_systems: Vec<HouseSystemEntry>,
}

/// Probe moments (a day apart across a year, so the sidereal time at the place sweeps round) and
/// latitudes for the computed properties.
const PROBE_JD: f64 = 2_451_545.0;
const POLAR_LATITUDES: [f64; 4] = [70.0, 80.0, -75.0, 89.0];

fn is_quadrant(system: crate::ephemeris::HouseSystem) -> Result<bool> {
    let h = houses(PROBE_JD, 48.85, 2.35, system, Zodiac::Tropical)?;
    let near = |a: f64, b: f64| ((a - b).rem_euclid(360.0)).min((b - a).rem_euclid(360.0)) < 1e-6;
    Ok(h.cusps.len() == 12 && near(h.cusps[0], h.ascendant) && near(h.cusps[9], h.mc))
}

fn works_near_poles(system: crate::ephemeris::HouseSystem) -> Result<bool> {
    for lat in POLAR_LATITUDES {
        for step in 0..24 {
            match houses(PROBE_JD + step as f64 * 15.2, lat, 15.0, system, Zodiac::Tropical) {
                Ok(_) => {}
                Err(Error::Unsupported(_)) => return Ok(false),
                Err(e) => return Err(e),
            }
        }
    }
    Ok(true)
}

/// The house-system table, its properties computed once per process.
pub fn house_system_table() -> Result<HouseSystemTable> {
    static TABLE: std::sync::OnceLock<Vec<HouseSystemEntry>> = std::sync::OnceLock::new();
    if let Some(t) = TABLE.get() {
        return Ok(HouseSystemTable { method: METHOD, house_systems: t.clone() });
    }
    let mut out = Vec::with_capacity(HOUSE_SYSTEMS.len());
    for h in HOUSE_SYSTEMS {
        out.push(HouseSystemEntry {
            slug: h.slug,
            name: h.name,
            swiss_letter: (h.code as char).to_string(),
            cusps: h.cusp_count(),
            quadrant: is_quadrant(*h)?,
            polar: if works_near_poles(*h)? { "computes" } else { "unsupported" },
        });
    }
    let t = TABLE.get_or_init(|| out);
    Ok(HouseSystemTable { method: METHOD, house_systems: t.clone() })
}

const METHOD: &str = "quadrant: cusp 1 equals the ascendant and cusp 10 the MC (Paris, 2000-01-01 12:00 UT); polar: cusps computed at latitudes 70°, 80°, -75° and 89° for 24 moments across a year";
