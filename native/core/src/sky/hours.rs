//! Planetary hours of a civil day at a place: sunrise to sunset in twelve equal hours, sunset to
//! the next sunrise in twelve, ruled in Chaldean order from the weekday's ruler at sunrise.
//! The same division and order as the Vedic horas (`vedic::panchang::hora`), which this reuses;
//! here the day is the one whose sunrise falls on the requested local date.

use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{next_sunrise, next_sunset, SunriseDefinition, VedicDay};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::vedic::gulika::{local_weekday, WEEKDAY_LORDS, WEEKDAY_NAMES};
use crate::vedic::panchang::hora::{hora_lords, hora_spans, HoraEntry};
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// Request for the planetary hours of a date.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetaryHoursRequest {
    /// Local midnight starting the date (UT Julian day and the request's UTC offset).
    pub midnight: Moment,
    /// The place.
    pub place: Place,
    /// Sunrise definition: `upper-limb` (default) or `disc-center`.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// The planetary hours of a date.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetaryHoursAnswer {
    /// Local midnight starting the date.
    pub date: EventTime,
    /// The place.
    pub place: Place,
    /// Weekday of the date (English).
    pub weekday: &'static str,
    /// Ruler of the weekday, which rules the first hour after sunrise.
    pub day_ruler: Graha,
    /// Sunrise on the date.
    pub sunrise: EventTime,
    /// The following sunset.
    pub sunset: EventTime,
    /// The next sunrise, which ends the night.
    pub next_sunrise: EventTime,
    /// Length of each daytime hour, minutes.
    pub day_hour_minutes: f64,
    /// Length of each night hour, minutes.
    pub night_hour_minutes: f64,
    /// The 24 hours: 1–12 of the day (`part` = `day`), 13–24 of the night.
    pub hours: Vec<HoraEntry>,
    /// How the hours were computed.
    pub conventions: DayConventions,
}

/// How the day events of an answer were computed: the definition, the horizon, the ephemeris.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DayConventions {
    /// What the answer's times are, in one sentence.
    pub definition: &'static str,
    /// Slug of the horizon definition: `upper-limb` or `disc-center`.
    pub sunrise: &'static str,
    /// What the horizon definition means.
    pub horizon: &'static str,
    /// Ephemeris and version used, e.g. `Swiss Ephemeris 2.10.03`.
    pub ephemeris: &'static str,
}

/// The Chaldean planetary hours of the day whose sunrise falls on the requested local date.
pub fn planetary_hours(req: &PlanetaryHoursRequest) -> Result<PlanetaryHoursAnswer> {
    let jd0 = req.midnight.jd_ut;
    let offset = req.midnight.offset_minutes;
    let (lat, lon, def) = (req.place.lat, req.place.lon, req.sunrise);
    let polar = || Error::Unsupported("the Sun does not rise and set on this date at this latitude".into());
    let sunrise = next_sunrise(jd0, lat, lon, def)?.filter(|&t| t < jd0 + 1.0).ok_or_else(polar)?;
    let sunset = next_sunset(sunrise, lat, lon, def)?.ok_or_else(polar)?;
    let following = next_sunrise(sunset, lat, lon, def)?.ok_or_else(polar)?;
    let day = VedicDay { sunrise, sunset, next_sunrise: following };
    let weekday = local_weekday(jd0 + 0.5 / 24.0, offset);
    let lords = hora_lords(weekday);
    let spans = hora_spans(&day);
    let hours = (0..24)
        .map(|i| HoraEntry {
            number: (i + 1) as u8,
            lord: lords[i],
            part: if i < 12 { "day" } else { "night" },
            start: EventTime::new(spans[i].0, offset),
            end: EventTime::new(spans[i].1, offset),
        })
        .collect();
    Ok(PlanetaryHoursAnswer {
        date: EventTime::new(jd0, offset),
        place: req.place,
        weekday: WEEKDAY_NAMES[weekday],
        day_ruler: WEEKDAY_LORDS[weekday],
        sunrise: EventTime::new(sunrise, offset),
        sunset: EventTime::new(sunset, offset),
        next_sunrise: EventTime::new(following, offset),
        day_hour_minutes: (sunset - sunrise) * 1440.0 / 12.0,
        night_hour_minutes: (following - sunset) * 1440.0 / 12.0,
        hours,
        conventions: DayConventions {
            definition: "daytime (sunrise to sunset) and night (sunset to the next sunrise) each in 12 equal \
                         hours; rulers in Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon) from \
                         the weekday's ruler at sunrise",
            sunrise: def.slug(),
            horizon: def.description(),
            ephemeris: crate::ephemeris::swe::label(),
        },
    })
}
