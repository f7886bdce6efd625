//! Combustion (astangata): a planet too close to the Sun. Thresholds are the spec's (SPEC.md,
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

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CombustPlanet {
    pub name: Graha,
    pub longitude: f64,
    pub distance_from_sun: f64,
    pub is_combust: bool,
    pub threshold_deg: f64,
    pub retrograde: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CombustionResult {
    pub sun_longitude: f64,
    pub planets: Vec<CombustPlanet>,
    pub moment: EventTime,
    pub conventions: Conventions,
}

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
