//! Sunrise, sunset, moonrise and moonset, in the two definitions almanacs use.

use crate::ephemeris::{
    bodies::{Body, MOON, SUN},
    swe,
};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use swiss_eph as ffi;

/// Which point of the Sun's disc meets which horizon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SunriseDefinition {
    /// Upper limb on the horizon with standard refraction (1013.25 hPa, 15 °C): civil almanacs.
    #[default]
    UpperLimb,
    /// Centre of the disc on the geometric horizon, no refraction: the traditional Hindu rule.
    DiscCenter,
}

impl SunriseDefinition {
    /// The definition named by a `sunrise` option slug (`upper-limb`, `disc-center`), or a 400.
    pub fn from_slug(slug: &str) -> Result<Self> {
        match slug {
            "upper-limb" => Ok(SunriseDefinition::UpperLimb),
            "disc-center" => Ok(SunriseDefinition::DiscCenter),
            _ => Err(Error::invalid("sunrise", "must be one of: upper-limb, disc-center")),
        }
    }

    /// Slug of the definition as used in the `sunrise` option.
    pub fn slug(&self) -> &'static str {
        match self {
            SunriseDefinition::UpperLimb => "upper-limb",
            SunriseDefinition::DiscCenter => "disc-center",
        }
    }

    /// One sentence saying what the definition means for the Sun.
    pub fn description(&self) -> &'static str {
        match self {
            SunriseDefinition::UpperLimb => {
                "upper limb of the Sun on the horizon with standard refraction (1013.25 hPa, 15 °C, 0 m): \
                 the civil almanac definition"
            }
            SunriseDefinition::DiscCenter => {
                "centre of the Sun's disc on the geometric horizon, without refraction: the traditional Hindu definition"
            }
        }
    }

    /// The same definition applied to the Moon. Swiss Ephemeris computes the Moon topocentrically
    /// in both cases, so its horizontal parallax (up to ~1°) is always taken into account.
    pub fn moon_description(&self) -> &'static str {
        match self {
            SunriseDefinition::UpperLimb => {
                "upper limb of the Moon on the horizon with standard refraction (1013.25 hPa, 15 °C, 0 m), \
                 topocentric (lunar parallax included)"
            }
            SunriseDefinition::DiscCenter => {
                "centre of the Moon's disc on the geometric horizon, without refraction, topocentric \
                 (lunar parallax included)"
            }
        }
    }

    /// Altitude (degrees) of the Sun's centre, geometric and geocentric, at which the definition
    /// counts the Sun as on the horizon: −(34′ refraction + 16′ semidiameter) for the upper
    /// limb, 0 for the disc centre. Only used to tell polar day from polar night, never for
    /// event times.
    pub fn solar_horizon_altitude(&self) -> f64 {
        match self {
            SunriseDefinition::UpperLimb => -50.0 / 60.0,
            SunriseDefinition::DiscCenter => 0.0,
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

/// Next moonrise after `jd_ut` in the same definition as the Sun's (upper limb with refraction,
/// or disc centre without), or None when Swiss Ephemeris finds none: above 60° of latitude it
/// searches only the next ~26 hours, so None there means "not within about a day".
pub fn next_moonrise(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<f64>> {
    next_body_event(MOON.swe_id, jd_ut, ffi::SE_CALC_RISE | def.flags(), lat, lon)
}

/// Next moonset after `jd_ut`; see `next_moonrise`.
pub fn next_moonset(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<f64>> {
    next_body_event(MOON.swe_id, jd_ut, ffi::SE_CALC_SET | def.flags(), lat, lon)
}

/// The three daily events of a body at a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DailyEvent {
    /// Crossing the horizon upwards.
    Rise,
    /// Crossing the upper meridian (culmination).
    UpperTransit,
    /// Crossing the horizon downwards.
    Set,
}

/// Next rise, upper transit or set of any body after `jd_ut` (Julian day UT), in the given
/// horizon definition (the transit ignores it); None when the body stays above or below the
/// horizon through Swiss Ephemeris' search.
pub fn next_daily_event(
    body: Body,
    event: DailyEvent,
    jd_ut: f64,
    lat: f64,
    lon: f64,
    def: SunriseDefinition,
) -> Result<Option<f64>> {
    let rsmi = match event {
        DailyEvent::Rise => ffi::SE_CALC_RISE | def.flags(),
        DailyEvent::Set => ffi::SE_CALC_SET | def.flags(),
        DailyEvent::UpperTransit => ffi::SE_CALC_MTRANSIT,
    };
    next_body_event(body.swe_id, jd_ut, rsmi, lat, lon)
}

/// Altitude (degrees, geometric and geocentric) of the Sun's centre at its upper culmination
/// (`upper = true`) or lower culmination on the day of `jd_ut`, from its declination then.
pub fn sun_culmination_altitude(jd_ut: f64, lat: f64, upper: bool) -> Result<f64> {
    let declination = swe::calc_ut(jd_ut, SUN.swe_id, ffi::SEFLG_EQUATORIAL)?[1];
    Ok(if upper { 90.0 - (lat - declination).abs() } else { (lat + declination).abs() - 90.0 })
}

fn next_event(jd_ut: f64, rsmi: i32, lat: f64, lon: f64) -> Result<Option<f64>> {
    next_body_event(SUN.swe_id, jd_ut, rsmi, lat, lon)
}

fn next_body_event(body: i32, jd_ut: f64, rsmi: i32, lat: f64, lon: f64) -> Result<Option<f64>> {
    match swe::rise_trans(jd_ut, body, rsmi, lat, lon)? {
        swe::RiseSet::At(t) => Ok(Some(t)),
        swe::RiseSet::Never => Ok(None),
    }
}

/// The sunrise-to-sunrise Vedic day that contains a moment, split at sunset.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedicDay {
    /// Sunrise that starts the day, Julian day UT.
    pub sunrise: f64,
    /// Sunset that ends the daytime half, Julian day UT.
    pub sunset: f64,
    /// Next sunrise, which ends the day, Julian day UT.
    pub next_sunrise: f64,
}

impl VedicDay {
    /// True when the moment (Julian day UT) is before this day's sunset; assumes it lies in the day.
    pub fn is_daytime(&self, jd_ut: f64) -> bool {
        jd_ut < self.sunset
    }
}

/// Where a moment falls in its Vedic day: the day's sunrise and sunset, and the next sunrise
/// only when the moment is in the night (a birth's shadbala needs no more). Every value equals
/// [`vedic_day`]'s (the same searches from the same starting points); a daytime moment saves
/// the search for the next sunrise. Beyond 60° of latitude it is [`vedic_day`] itself.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DayPart {
    /// Sunrise that starts the day, Julian day UT.
    pub sunrise: f64,
    /// Sunset of that day, Julian day UT.
    pub sunset: f64,
    /// None when the moment is before sunset.
    pub next_sunrise: Option<f64>,
}

/// Where a moment (Julian day UT) falls in its Vedic day at a place (degrees, east longitude);
/// `Ok(None)` when the Sun does not rise or set there.
pub fn day_part(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<DayPart>> {
    if lat.abs() >= 60.0 {
        let day = vedic_day(jd_ut, lat, lon, def)?;
        return Ok(day.map(|d| DayPart {
            sunrise: d.sunrise,
            sunset: d.sunset,
            next_sunrise: (jd_ut >= d.sunset).then_some(d.next_sunrise),
        }));
    }
    // Below 60° the Sun rises and sets every day, sunrise and sunset alternating.
    let Some(mut sunrise) = first_sunrise_candidate(jd_ut, lat, lon, def)? else { return Ok(None) };
    loop {
        let Some(sunset) = next_sunset(sunrise, lat, lon, def)? else { return Ok(None) };
        if jd_ut < sunset {
            // The next sunrise is after this sunset, hence after the moment.
            return Ok(Some(DayPart { sunrise, sunset, next_sunrise: None }));
        }
        let Some(following) = next_sunrise(past_sunrise(sunrise), lat, lon, def)? else { return Ok(None) };
        if following > jd_ut {
            return Ok(Some(DayPart { sunrise, sunset, next_sunrise: Some(following) }));
        }
        sunrise = following;
    }
}

/// Where to search for the sunrise after `sunrise`: just after it (1e-3 day). Starting the search
/// later (0.95 day on, where Swiss Ephemeris' fast method converges in one run) was tried and
/// gives the same sunrise within milliseconds, but not the same double: Kaala dasha multiplies a
/// sunrise's difference by its years (a millisecond moves a period start by about a minute), and
/// its periods then parted from PyJHora's by more than a minute. The search starts where the
/// references' does.
fn past_sunrise(sunrise: f64) -> f64 {
    sunrise + 1e-3
}

/// A sunrise at or before the moment, at most one day before the last one (the search of
/// [`vedic_day`] and [`day_part`] starts here): the last sunrise lies within the previous ~26 hours.
fn first_sunrise_candidate(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<f64>> {
    let Some(sunrise) = next_sunrise(jd_ut - 1.1, lat, lon, def)? else { return Ok(None) };
    if sunrise <= jd_ut {
        return Ok(Some(sunrise));
    }
    next_sunrise(jd_ut - 2.2, lat, lon, def)
}

/// The sunrise that began the Vedic day containing `jd_ut`: [`vedic_day`]'s `sunrise`, with
/// fewer searches below 60° of latitude, where the Sun rises and sets every day and consecutive
/// sunrises are 24 hours apart within a quarter of an hour: a sunrise less than 0.95 day before
/// the moment is the last one, and neither the next sunrise nor the sunset is needed.
pub fn vedic_day_sunrise(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<f64>> {
    if lat.abs() >= 60.0 {
        return Ok(vedic_day(jd_ut, lat, lon, def)?.map(|d| d.sunrise));
    }
    let Some(mut sunrise) = first_sunrise_candidate(jd_ut, lat, lon, def)? else { return Ok(None) };
    while jd_ut - sunrise >= 0.95 {
        let Some(following) = next_sunrise(past_sunrise(sunrise), lat, lon, def)? else { return Ok(None) };
        if following > jd_ut {
            break;
        }
        sunrise = following;
    }
    Ok(Some(sunrise))
}

/// Finds the Vedic day containing `jd_ut`; `Ok(None)` when the Sun does not rise or set there.
pub fn vedic_day(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<VedicDay>> {
    let Some(mut sunrise) = first_sunrise_candidate(jd_ut, lat, lon, def)? else { return Ok(None) };
    loop {
        let Some(following) = next_sunrise(past_sunrise(sunrise), lat, lon, def)? else { return Ok(None) };
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
