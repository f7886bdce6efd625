//! Local space (`/v1/western/astrocartography/local-space`), after Michael Erlewine: each
//! planet's azimuth and altitude at the birth place and moment, and its azimuth line, the great
//! circle leaving the birth place in the planet's direction.
//!
//! - Horizontal coordinates from the apparent right ascension α and declination δ of date and
//!   the local apparent sidereal time θ (ARMC): hour angle H = θ − α;
//!   altitude h = asin(sin φ sin δ + cos φ cos δ cos H);
//!   azimuth A = atan2(−sin H, cos φ tan δ − sin φ cos H), from north through east.
//!   The geometric altitude (no refraction).
//! - The line: points at angular distance d = 0°, 1°, … 360° along the great circle of initial
//!   bearing A (a sphere): φ₂ = asin(sin φ cos d + cos φ sin d cos A),
//!   λ₂ = λ + atan2(sin A sin d cos φ, cos d − sin φ sin φ₂). It goes round the Earth and back,
//!   so it holds the opposite direction A + 180° too. GeoJSON MultiLineString cut at the
//!   antimeridian.

use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::{houses, WHOLE_SIGN};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::astrocartography::{equatorial, split, wrap_lon, Geometry};
use crate::western::houses::WesternConventions;
use crate::western::request::Birth;
use serde::Serialize;

/// One planet's direction from the birth place and its line.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalSpaceLine {
    /// Display name of the planet, e.g. `Mars`.
    pub planet: &'static str,
    /// Azimuth in degrees from north through east, 0 <= x < 360.
    pub azimuth: f64,
    /// Geometric altitude in degrees (no refraction), negative below the horizon.
    pub altitude: f64,
    /// Compass point of the azimuth (16 points), e.g. `NNE`.
    pub compass: &'static str,
    /// The great circle through the birth place in that direction.
    pub geometry: Geometry,
}

/// Local-space directions and lines of a birth.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalSpaceAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Sun … Pluto.
    pub lines: Vec<LocalSpaceLine>,
    /// How the directions and lines were computed.
    pub conventions: LocalSpaceConventions,
}

/// How the directions and lines were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalSpaceConventions {
    /// Zodiac, positions and ephemeris.
    #[serde(flatten)]
    pub base: WesternConventions,
    /// The rules used.
    pub rules: &'static str,
}

const COMPASS: [&str; 16] =
    ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"];

/// Azimuth (from north through east) and altitude, degrees, of a body at right ascension `ra`
/// and declination `dec` seen from latitude `lat` when the local sidereal time is `armc`.
pub fn horizontal(ra: f64, dec: f64, lat: f64, armc: f64) -> (f64, f64) {
    let (h, d, p) = ((armc - ra).to_radians(), dec.to_radians(), lat.to_radians());
    let alt = (p.sin() * d.sin() + p.cos() * d.cos() * h.cos()).asin();
    let az = (-h.sin()).atan2(p.cos() * d.tan() - p.sin() * h.cos());
    (az.to_degrees().rem_euclid(360.0), alt.to_degrees())
}

/// The point at angular distance `dist` (degrees) from (`lat`, `lon`) along initial bearing
/// `bearing`, on a sphere: `[lon, lat]`.
pub fn destination(lat: f64, lon: f64, bearing: f64, dist: f64) -> [f64; 2] {
    let (p, t, d) = (lat.to_radians(), bearing.to_radians(), dist.to_radians());
    let p2 = (p.sin() * d.cos() + p.cos() * d.sin() * t.cos()).asin();
    let l2 = lon.to_radians() + (t.sin() * d.sin() * p.cos()).atan2(d.cos() - p.sin() * p2.sin());
    [wrap_lon(l2.to_degrees()), p2.to_degrees()]
}

/// `/v1/western/astrocartography/local-space`.
pub fn local_space(birth: &Birth) -> Result<LocalSpaceAnswer> {
    let place = birth.checked_place()?;
    let jd = birth.moment.jd_ut;
    let armc = houses(jd, place.lat, place.lon, WHOLE_SIGN, Zodiac::Tropical)?.armc;
    let (_, eq) = equatorial(jd)?;
    let lines = eq
        .iter()
        .map(|e| {
            let (azimuth, altitude) = horizontal(e.right_ascension, e.declination, place.lat, armc);
            let points = (0..=360).map(|d| destination(place.lat, place.lon, azimuth, d as f64)).collect();
            LocalSpaceLine {
                planet: e.planet,
                azimuth,
                altitude,
                compass: COMPASS[((azimuth / 22.5).round() as usize) % 16],
                geometry: Geometry { kind: "MultiLineString", coordinates: split(points) },
            }
        })
        .collect();
    Ok(LocalSpaceAnswer {
        moment: EventTime::new(jd, birth.moment.offset_minutes),
        lines,
        conventions: LocalSpaceConventions {
            base: crate::western::chart::conventions(birth.house_system),
            rules: "apparent right ascension and declination of date and the local apparent sidereal time \
                    (ARMC); azimuth from north through east, geometric altitude (no refraction); each line is \
                    the great circle (spherical Earth) leaving the birth place at the planet's azimuth, \
                    sampled every 1° of arc, GeoJSON [lon, lat] cut at the antimeridian",
        },
    })
}
