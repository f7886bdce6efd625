//! The four angles the panchang elements count: the Moon's elongation from the Sun (tithi,
//! karana), the Moon's sidereal longitude (nakshatra) and the sum of the sidereal Sun and Moon
//! (yoga). Each comes with its rate in degrees per day, which the root finder uses.

use super::memo::position;
use crate::ephemeris::bodies::{Zodiac, MOON, SUN};
use crate::ephemeris::Ayanamsa;
use crate::error::Result;
use serde::Serialize;

/// The four elements of the panchang that are counted in equal divisions of an angle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ElementKind {
    /// Lunar day: 1/30 of the Moon's elongation from the Sun (12° each).
    Tithi,
    /// Half a tithi: 1/60 of the elongation (6° each).
    Karana,
    /// Lunar mansion: 1/27 of the Moon's sidereal longitude (13°20′ each).
    Nakshatra,
    /// Yoga: 1/27 of the sum of the sidereal longitudes of the Sun and Moon (13°20′ each).
    Yoga,
}

impl ElementKind {
    /// Number of elements in the 360° cycle.
    pub fn count(&self) -> usize {
        match self {
            ElementKind::Tithi => 30,
            ElementKind::Karana => 60,
            ElementKind::Nakshatra | ElementKind::Yoga => 27,
        }
    }

    /// Degrees of angle per element.
    pub fn span(&self) -> f64 {
        360.0 / self.count() as f64
    }

    /// Longest an element can last, in days, with margin: the angles above never move slower
    /// than ~10°/day (elongation), so 12° takes under 1.25 days.
    pub fn max_duration(&self) -> f64 {
        match self {
            ElementKind::Karana => 0.75,
            _ => 1.4,
        }
    }

    /// The angle (degrees in [0, 360)) and its rate (degrees per day) at a UT Julian day.
    pub fn angle(&self, jd_ut: f64, ayanamsa: Ayanamsa) -> Result<(f64, f64)> {
        match self {
            ElementKind::Tithi | ElementKind::Karana => {
                // The elongation is the same in both zodiacs; tropical avoids the sidereal step.
                let sun = position(jd_ut, SUN, Zodiac::Tropical)?;
                let moon = position(jd_ut, MOON, Zodiac::Tropical)?;
                Ok(((moon.longitude - sun.longitude).rem_euclid(360.0), moon.speed_longitude - sun.speed_longitude))
            }
            ElementKind::Nakshatra => {
                let moon = position(jd_ut, MOON, Zodiac::Sidereal(ayanamsa))?;
                Ok((moon.longitude, moon.speed_longitude))
            }
            ElementKind::Yoga => {
                let sun = position(jd_ut, SUN, Zodiac::Sidereal(ayanamsa))?;
                let moon = position(jd_ut, MOON, Zodiac::Sidereal(ayanamsa))?;
                Ok(((sun.longitude + moon.longitude).rem_euclid(360.0), sun.speed_longitude + moon.speed_longitude))
            }
        }
    }
}
