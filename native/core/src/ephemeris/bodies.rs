//! Bodies the API computes, and the one function that gives a body's position.

use crate::ephemeris::{swe, Ayanamsa};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use swiss_eph as ffi;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Body {
    /// Lower-case key used in paths and options, e.g. `jupiter`, `mean_node`.
    pub key: &'static str,
    pub name: &'static str,
    #[serde(skip)]
    pub swe_id: i32,
}

pub const SUN: Body = Body { key: "sun", name: "Sun", swe_id: ffi::SE_SUN };
pub const MOON: Body = Body { key: "moon", name: "Moon", swe_id: ffi::SE_MOON };
pub const MERCURY: Body = Body { key: "mercury", name: "Mercury", swe_id: ffi::SE_MERCURY };
pub const VENUS: Body = Body { key: "venus", name: "Venus", swe_id: ffi::SE_VENUS };
pub const MARS: Body = Body { key: "mars", name: "Mars", swe_id: ffi::SE_MARS };
pub const JUPITER: Body = Body { key: "jupiter", name: "Jupiter", swe_id: ffi::SE_JUPITER };
pub const SATURN: Body = Body { key: "saturn", name: "Saturn", swe_id: ffi::SE_SATURN };
pub const URANUS: Body = Body { key: "uranus", name: "Uranus", swe_id: ffi::SE_URANUS };
pub const NEPTUNE: Body = Body { key: "neptune", name: "Neptune", swe_id: ffi::SE_NEPTUNE };
pub const PLUTO: Body = Body { key: "pluto", name: "Pluto", swe_id: ffi::SE_PLUTO };
pub const MEAN_NODE: Body = Body { key: "mean_node", name: "Mean Node", swe_id: ffi::SE_MEAN_NODE };
pub const TRUE_NODE: Body = Body { key: "true_node", name: "True Node", swe_id: ffi::SE_TRUE_NODE };
pub const CHIRON: Body = Body { key: "chiron", name: "Chiron", swe_id: ffi::SE_CHIRON };
pub const CERES: Body = Body { key: "ceres", name: "Ceres", swe_id: ffi::SE_CERES };
pub const PALLAS: Body = Body { key: "pallas", name: "Pallas", swe_id: ffi::SE_PALLAS };
pub const JUNO: Body = Body { key: "juno", name: "Juno", swe_id: ffi::SE_JUNO };
pub const VESTA: Body = Body { key: "vesta", name: "Vesta", swe_id: ffi::SE_VESTA };
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
    #[default]
    Mean,
    True,
}

impl NodeType {
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
    Tropical,
    Sidereal(Ayanamsa),
}

/// Apparent geocentric ecliptic position of date, with daily speeds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Position {
    pub longitude: f64,
    pub latitude: f64,
    /// AU (Earth radii are never used here).
    pub distance: f64,
    /// Degrees per day.
    pub speed_longitude: f64,
    pub speed_latitude: f64,
    /// AU per day.
    pub speed_distance: f64,
}

impl Position {
    pub fn retrograde(&self) -> bool {
        self.speed_longitude < 0.0
    }

    /// The point exactly opposite (how Ketu follows Rahu).
    pub fn opposite(&self) -> Position {
        Position { longitude: (self.longitude + 180.0).rem_euclid(360.0), latitude: -self.latitude, ..*self }
    }
}

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
