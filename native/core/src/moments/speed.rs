//! A planet's speed and direction of motion at a moment.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::ephemeris::{swe, Moment};
use crate::error::Result;
use serde::{Deserialize, Serialize};

/// Mean geocentric daily motion in degrees (from the sidereal periods); Mercury and Venus
/// travel with the Sun on average, the nodes regress.
pub fn mean_daily_motion(body: Body) -> f64 {
    match body.key {
        "sun" | "mercury" | "venus" => 0.985_6,
        "moon" => 13.176_4,
        "mars" => 0.524_0,
        "jupiter" => 0.083_1,
        "saturn" => 0.033_5,
        "uranus" => 0.011_7,
        "neptune" => 0.006_0,
        "pluto" => 0.004_0,
        "mean_node" | "true_node" => -0.052_95,
        "chiron" => 0.019_5,
        "ceres" => 0.214_1,
        "pallas" => 0.213_6,
        "juno" => 0.226_0,
        "vesta" => 0.271_8,
        _ => 0.111_4, // mean lunar apogee (Lilith): one revolution in 8.85 years
    }
}

/// Below this fraction of its mean motion a planet is reported as stationary.
pub const STATIONARY_FRACTION: f64 = 0.05;

/// Request for a planet's speed and direction at a moment.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SpeedRequest {
    /// The moment to compute at (UT Julian day and the request's UTC offset).
    pub moment: Moment,
    /// Body key, e.g. `mars`, `mean_node`, `chiron`.
    pub planet: String,
    /// Ayanamsa slug for `sidereal_longitude`; Lahiri when absent.
    pub ayanamsa: Option<String>,
}

/// A planet's position, speed and direction of motion at a moment (apparent, geocentric).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetSpeed {
    /// Body key, e.g. `mars`.
    pub planet: &'static str,
    /// Display name of the body, e.g. `Mars`.
    pub name: &'static str,
    /// The moment the values are for.
    pub moment: EventTime,
    /// Tropical ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sidereal ecliptic longitude in degrees (in `ayanamsa`), 0 <= x < 360.
    pub sidereal_longitude: f64,
    /// Ecliptic latitude in degrees, positive north.
    pub latitude: f64,
    /// Distance from the Earth in AU.
    pub distance: f64,
    /// Degrees per day.
    pub speed_longitude: f64,
    /// Change of ecliptic latitude, degrees per day.
    pub speed_latitude: f64,
    /// Change of distance, AU per day.
    pub speed_distance: f64,
    /// The body's mean geocentric motion in degrees per day (negative for the regressing nodes).
    pub mean_daily_motion: f64,
    /// speed / |mean motion|: 1 = average pace, negative = backwards.
    pub relative_speed: f64,
    /// True when the longitude is decreasing (speed_longitude < 0).
    pub retrograde: bool,
    /// `direct`, `retrograde` or `stationary` (|speed| < 5% of the mean motion).
    pub motion: &'static str,
    /// Slug of the ayanamsa used for `sidereal_longitude`.
    pub ayanamsa: &'static str,
    /// Ephemeris and version that computed the values, e.g. `Swiss Ephemeris 2.10`.
    pub ephemeris: &'static str,
}

/// A planet's position, speed and direction of motion at the requested moment.
pub fn planet_speed(req: &SpeedRequest) -> Result<PlanetSpeed> {
    let body = Body::from_key(&req.planet)?;
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let jd = req.moment.jd_ut;
    let tropical = position(jd, body, Zodiac::Tropical)?;
    let sidereal = position(jd, body, Zodiac::Sidereal(ayanamsa))?;
    let mean = mean_daily_motion(body);
    let relative = tropical.speed_longitude / mean.abs();
    let motion = if relative.abs() < STATIONARY_FRACTION && body != bodies::MEAN_NODE {
        "stationary"
    } else if tropical.retrograde() {
        "retrograde"
    } else {
        "direct"
    };
    Ok(PlanetSpeed {
        planet: body.key,
        name: body.name,
        moment: EventTime::new(jd, req.moment.offset_minutes),
        longitude: tropical.longitude,
        sidereal_longitude: sidereal.longitude,
        latitude: tropical.latitude,
        distance: tropical.distance,
        speed_longitude: tropical.speed_longitude,
        speed_latitude: tropical.speed_latitude,
        speed_distance: tropical.speed_distance,
        mean_daily_motion: mean,
        relative_speed: relative,
        retrograde: tropical.retrograde(),
        motion,
        ayanamsa: ayanamsa.slug,
        ephemeris: swe::label(),
    })
}
