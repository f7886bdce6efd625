//! Sunrise and sunset, in the two definitions almanacs use.

use crate::ephemeris::{bodies::SUN, swe};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use swiss_eph as ffi;

/// Which point of the Sun's disc meets which horizon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum SunriseDefinition {
    /// Upper limb on the horizon with standard refraction (1013.25 hPa, 15 °C): civil almanacs.
    #[default]
    UpperLimb,
    /// Centre of the disc on the geometric horizon, no refraction: the traditional Hindu rule.
    DiscCenter,
}

impl SunriseDefinition {
    pub fn from_slug(slug: &str) -> Result<Self> {
        match slug {
            "upper-limb" => Ok(SunriseDefinition::UpperLimb),
            "disc-center" => Ok(SunriseDefinition::DiscCenter),
            _ => Err(Error::invalid("sunrise", "must be one of: upper-limb, disc-center")),
        }
    }

    pub fn slug(&self) -> &'static str {
        match self {
            SunriseDefinition::UpperLimb => "upper-limb",
            SunriseDefinition::DiscCenter => "disc-center",
        }
    }

    fn flags(&self) -> i32 {
        match self {
            SunriseDefinition::UpperLimb => 0,
            SunriseDefinition::DiscCenter => ffi::SE_BIT_DISC_CENTER | ffi::SE_BIT_NO_REFRACTION,
        }
    }
}

/// Next sunrise after `jd_ut`, or None during polar night/day.
pub fn next_sunrise(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<f64>> {
    next_event(jd_ut, ffi::SE_CALC_RISE | def.flags(), lat, lon)
}

/// Next sunset after `jd_ut`, or None during polar night/day.
pub fn next_sunset(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<f64>> {
    next_event(jd_ut, ffi::SE_CALC_SET | def.flags(), lat, lon)
}

fn next_event(jd_ut: f64, rsmi: i32, lat: f64, lon: f64) -> Result<Option<f64>> {
    match swe::rise_trans(jd_ut, SUN.swe_id, rsmi, lat, lon)? {
        swe::RiseSet::At(t) => Ok(Some(t)),
        swe::RiseSet::Never => Ok(None),
    }
}

/// The sunrise-to-sunrise Vedic day that contains a moment, split at sunset.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct VedicDay {
    pub sunrise: f64,
    pub sunset: f64,
    pub next_sunrise: f64,
}

impl VedicDay {
    pub fn is_daytime(&self, jd_ut: f64) -> bool {
        jd_ut < self.sunset
    }
}

/// Finds the Vedic day containing `jd_ut`; `Ok(None)` when the Sun does not rise or set there.
pub fn vedic_day(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<VedicDay>> {
    // The last sunrise at or before the moment lies within the previous ~26 hours.
    let Some(mut sunrise) = next_sunrise(jd_ut - 1.1, lat, lon, def)? else { return Ok(None) };
    if sunrise > jd_ut {
        let Some(earlier) = next_sunrise(jd_ut - 2.2, lat, lon, def)? else { return Ok(None) };
        sunrise = earlier;
    }
    loop {
        let Some(following) = next_sunrise(sunrise + 1e-3, lat, lon, def)? else { return Ok(None) };
        if following > jd_ut {
            let Some(sunset) = next_sunset(sunrise, lat, lon, def)? else { return Ok(None) };
            if sunset > following {
                return Ok(None);
            }
            return Ok(Some(VedicDay { sunrise, sunset, next_sunrise: following }));
        }
        sunrise = following;
    }
}
