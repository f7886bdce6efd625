//! Combustion (astangata): a planet too close to the Sun. Thresholds are the API contract's (its
//! Combustion result), which are the Surya Siddhanta's values as usually quoted: Moon 12°,
//! Mars 17°, Mercury 14° (13° when retrograde), Jupiter 11°, Venus 10° (8° when retrograde),
//! Saturn 15°. "Within the threshold" means an angular distance strictly below it.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::zodiac::Graha;
use serde::Serialize;

/// Threshold in degrees for a planet, given whether it is retrograde.
pub fn threshold(graha: Graha, retrograde: bool) -> Option<f64> {
    Some(match graha {
        Graha::Moon => 12.0,
        Graha::Mars => 17.0,
        Graha::Mercury if retrograde => 13.0,
        Graha::Mercury => 14.0,
        Graha::Jupiter => 11.0,
        Graha::Venus if retrograde => 8.0,
        Graha::Venus => 10.0,
        Graha::Saturn => 15.0,
        _ => return None,
    })
}

/// Angular separation of two longitudes, 0 … 180.
pub fn separation(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}

/// One planet's distance from the Sun against its combustion threshold.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CombustPlanet {
    /// The planet (Moon, Mars, Mercury, Jupiter, Venus or Saturn).
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Sidereal ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Angular distance in longitude from the Sun, degrees, 0 … 180.
    pub distance_from_sun: f64,
    /// True when `distance_from_sun` is strictly below `threshold_deg`.
    pub is_combust: bool,
    /// The planet's combustion threshold in degrees (smaller for retrograde Mercury and Venus).
    pub threshold_deg: f64,
    /// True when the planet is retrograde (this picks the threshold for Mercury and Venus).
    pub retrograde: bool,
}

/// The `/v1/chart/combustion` answer: which planets are combust (too close to the Sun).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CombustionResult {
    /// The Sun's sidereal longitude in degrees, 0 <= x < 360.
    pub sun_longitude: f64,
    /// Moon, Mars, Mercury, Jupiter, Venus and Saturn in chart order (Sun, Rahu and Ketu are
    /// never combust).
    pub planets: Vec<CombustPlanet>,
    /// The moment of the chart.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

/// The Sun's longitude and the combustion of each planet that can be combust, for a chart.
pub fn combustion_of_chart(chart: &VedicChart) -> (f64, Vec<CombustPlanet>) {
    let sun = chart.planets.iter().find(|p| p.graha == Graha::Sun).expect("a chart has the Sun").longitude;
    let planets = chart
        .planets
        .iter()
        .filter_map(|p| {
            let threshold_deg = threshold(p.graha, p.retrograde)?;
            let distance_from_sun = separation(p.longitude, sun);
            Some(CombustPlanet {
                name: p.graha,
                key: p.graha.key(),
                longitude: p.longitude,
                distance_from_sun,
                is_combust: distance_from_sun < threshold_deg,
                threshold_deg,
                retrograde: p.retrograde,
            })
        })
        .collect();
    (sun, planets)
}

/// The `/v1/chart/combustion` answer for a chart already computed.
pub fn combustion_from_chart(chart: &VedicChart) -> CombustionResult {
    let (sun_longitude, planets) = combustion_of_chart(chart);
    CombustionResult { sun_longitude, planets, moment: chart.moment.clone(), conventions: chart.conventions.clone() }
}

/// `/v1/chart/combustion`.
pub fn combustion(req: &ChartRequest) -> Result<CombustionResult> {
    Ok(combustion_from_chart(&vedic_chart(req)?))
}
