//! Bodies the API computes, and the one function that gives a body's position.

use crate::ephemeris::{swe, Ayanamsa};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use swiss_eph as ffi;

/// A celestial body the ephemeris computes (planet, node, asteroid or Lilith).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Body {
    /// Lower-case key used in paths and options, e.g. `jupiter`, `mean_node`.
    pub key: &'static str,
    /// English display name, e.g. `Jupiter`, `Lilith (mean)`.
    pub name: &'static str,
    /// Swiss Ephemeris body number (`SE_*`); internal, not serialised.
    #[serde(skip)]
    pub swe_id: i32,
}

/// The Sun.
pub const SUN: Body = Body { key: "sun", name: "Sun", swe_id: ffi::SE_SUN };
/// The Moon.
pub const MOON: Body = Body { key: "moon", name: "Moon", swe_id: ffi::SE_MOON };
/// Mercury.
pub const MERCURY: Body = Body { key: "mercury", name: "Mercury", swe_id: ffi::SE_MERCURY };
/// Venus.
pub const VENUS: Body = Body { key: "venus", name: "Venus", swe_id: ffi::SE_VENUS };
/// Mars.
pub const MARS: Body = Body { key: "mars", name: "Mars", swe_id: ffi::SE_MARS };
/// Jupiter.
pub const JUPITER: Body = Body { key: "jupiter", name: "Jupiter", swe_id: ffi::SE_JUPITER };
/// Saturn.
pub const SATURN: Body = Body { key: "saturn", name: "Saturn", swe_id: ffi::SE_SATURN };
/// Uranus.
pub const URANUS: Body = Body { key: "uranus", name: "Uranus", swe_id: ffi::SE_URANUS };
/// Neptune.
pub const NEPTUNE: Body = Body { key: "neptune", name: "Neptune", swe_id: ffi::SE_NEPTUNE };
/// Pluto.
pub const PLUTO: Body = Body { key: "pluto", name: "Pluto", swe_id: ffi::SE_PLUTO };
/// Mean lunar north node (Rahu by the mean model).
pub const MEAN_NODE: Body = Body { key: "mean_node", name: "Mean Node", swe_id: ffi::SE_MEAN_NODE };
/// True (osculating) lunar north node.
pub const TRUE_NODE: Body = Body { key: "true_node", name: "True Node", swe_id: ffi::SE_TRUE_NODE };
/// Chiron (centaur 2060).
pub const CHIRON: Body = Body { key: "chiron", name: "Chiron", swe_id: ffi::SE_CHIRON };
/// Ceres (dwarf planet 1).
pub const CERES: Body = Body { key: "ceres", name: "Ceres", swe_id: ffi::SE_CERES };
/// Pallas (asteroid 2).
pub const PALLAS: Body = Body { key: "pallas", name: "Pallas", swe_id: ffi::SE_PALLAS };
/// Juno (asteroid 3).
pub const JUNO: Body = Body { key: "juno", name: "Juno", swe_id: ffi::SE_JUNO };
/// Vesta (asteroid 4).
pub const VESTA: Body = Body { key: "vesta", name: "Vesta", swe_id: ffi::SE_VESTA };
/// Mean Black Moon Lilith (mean lunar apogee).
pub const MEAN_LILITH: Body = Body { key: "mean_lilith", name: "Lilith (mean)", swe_id: ffi::SE_MEAN_APOG };

/// Every body Swiss Ephemeris computes for us, in display order.
pub const ALL_BODIES: [Body; 18] = [
    SUN,
    MOON,
    MERCURY,
    VENUS,
    MARS,
    JUPITER,
    SATURN,
    URANUS,
    NEPTUNE,
    PLUTO,
    MEAN_NODE,
    TRUE_NODE,
    CHIRON,
    CERES,
    PALLAS,
    JUNO,
    VESTA,
    MEAN_LILITH,
];

impl Body {
    /// The body with this key, or a 400 naming `planet` listing the allowed keys.
    pub fn from_key(key: &str) -> Result<Body> {
        ALL_BODIES.iter().copied().find(|b| b.key == key).ok_or_else(|| {
            let allowed: Vec<&str> = ALL_BODIES.iter().map(|b| b.key).collect();
            Error::invalid("planet", format!("must be one of: {}", allowed.join(", ")))
        })
    }
}

/// Lunar node model; Ketu is always exactly opposite Rahu.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum NodeType {
    /// Mean node: the smoothed, averaged node (the default).
    #[default]
    Mean,
    /// True node: the osculating node, with its short-period wobble.
    True,
}

impl NodeType {
    /// The ephemeris body of Rahu (north node) in this model.
    pub fn body(&self) -> Body {
        match self {
            NodeType::Mean => MEAN_NODE,
            NodeType::True => TRUE_NODE,
        }
    }
}

/// Tropical, or sidereal in a named ayanamsa.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Zodiac {
    /// Tropical zodiac (0° Aries at the vernal equinox of date).
    Tropical,
    /// Sidereal zodiac, shifted back by this ayanamsa.
    Sidereal(Ayanamsa),
}

/// Apparent geocentric ecliptic position of date, with daily speeds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Position {
    /// Ecliptic longitude in degrees, 0 <= x < 360, in the requested zodiac.
    pub longitude: f64,
    /// Ecliptic latitude in degrees, positive north.
    pub latitude: f64,
    /// AU (Earth radii are never used here).
    pub distance: f64,
    /// Degrees per day.
    pub speed_longitude: f64,
    /// Degrees of latitude per day.
    pub speed_latitude: f64,
    /// AU per day.
    pub speed_distance: f64,
}

impl Position {
    /// True when the body is retrograde (its longitude is decreasing).
    pub fn retrograde(&self) -> bool {
        self.speed_longitude < 0.0
    }

    /// The point exactly opposite (how Ketu follows Rahu).
    pub fn opposite(&self) -> Position {
        Position { longitude: (self.longitude + 180.0).rem_euclid(360.0), latitude: -self.latitude, ..*self }
    }
}

/// Apparent geocentric position and speeds of a body at a UT Julian day, in the given zodiac.
pub fn position(jd_ut: f64, body: Body, zodiac: Zodiac) -> Result<Position> {
    let mut flags = ffi::SEFLG_SPEED;
    if let Zodiac::Sidereal(ayanamsa) = zodiac {
        ayanamsa.activate()?;
        flags |= ffi::SEFLG_SIDEREAL;
    }
    let x = swe::calc_ut(jd_ut, body.swe_id, flags)?;
    Ok(Position {
        longitude: x[0],
        latitude: x[1],
        distance: x[2],
        speed_longitude: x[3],
        speed_latitude: x[4],
        speed_distance: x[5],
    })
}

/// Apparent geocentric right ascension and declination of date (degrees), the equatorial
/// counterpart of [`position`].
pub fn equatorial(jd_ut: f64, body: Body) -> Result<(f64, f64)> {
    let x = swe::calc_ut(jd_ut, body.swe_id, ffi::SEFLG_EQUATORIAL)?;
    Ok((x[0], x[1]))
}
