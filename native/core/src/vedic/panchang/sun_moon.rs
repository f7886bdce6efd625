//! Sunrise, sunset, moonrise and moonset on the request's local civil date.
//!
//! The civil date runs from midnight to midnight in the request's UTC offset. An event that
//! does not happen on that date is not an error: the Moon skips a rise or a set about once a
//! month everywhere, and near the poles the Sun skips both for weeks. Each such absence is said
//! in a boolean beside the (null) time.

use super::day::PanchangDay;
use crate::ephemeris::rise_set::{next_moonrise, next_moonset, sun_culmination_altitude, SunriseDefinition};
use crate::ephemeris::time::{iso_from_jd, EventTime};
use crate::error::Result;
use serde::Serialize;

/// How far ahead `next_moonrise`/`next_moonset` look past the date (days). Above 60° of
/// latitude the Moon can stay up or down for up to about two weeks; a month covers that.
const MOON_LOOKAHEAD_DAYS: usize = 32;

/// The rise/set definition a response used.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct RiseSetDefinition {
    /// `upper-limb` or `disc-center`, as the `sunrise` option takes it.
    pub slug: &'static str,
    /// What the definition means for this body, in one sentence.
    pub description: &'static str,
}

/// Sunrise and sunset on the request's local civil date, with day and night length.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct SunriseSunset {
    /// The local civil date, `YYYY-MM-DD`.
    pub date: String,
    /// Sunrise on the date, in the request's UTC offset; null when the Sun does not rise that date.
    pub sunrise: Option<EventTime>,
    /// Sunset on the date, in the request's UTC offset; null when the Sun does not set that date.
    pub sunset: Option<EventTime>,
    /// Whether the Sun rises on the date.
    pub sun_rises: bool,
    /// Whether the Sun sets on the date.
    pub sun_sets: bool,
    /// `polar_day` or `polar_night` when the Sun neither rises nor sets on the date.
    pub polar: Option<&'static str>,
    /// From this date's sunrise to the sunset that follows it; 24 in polar day, 0 in polar night.
    pub day_length_hours: Option<f64>,
    /// From that sunset to the sunrise that follows it; 0 in polar day, 24 in polar night.
    pub night_length_hours: Option<f64>,
    /// The sunrise definition used.
    pub definition: RiseSetDefinition,
}

/// Moonrise and moonset on the request's local civil date, and the next ones after it.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct MoonriseMoonset {
    /// The local civil date, `YYYY-MM-DD`.
    pub date: String,
    /// The first moonrise on the date (the Moon rises on most dates once, on some not at all).
    pub moonrise: Option<EventTime>,
    /// The first moonset on the date; null when the Moon does not set that date.
    pub moonset: Option<EventTime>,
    /// Whether the Moon rises on the date.
    pub moon_rises: bool,
    /// Whether the Moon sets on the date.
    pub moon_sets: bool,
    /// The first moonrise after the date (within a month).
    pub next_moonrise: Option<EventTime>,
    /// The first moonset after the date (within a month).
    pub next_moonset: Option<EventTime>,
    /// The rise/set definition used, applied to the Moon.
    pub definition: RiseSetDefinition,
}

/// Pure decision for a date on which the Sun neither rises nor sets: it is polar day when the
/// Sun's centre at local noon stands above the altitude the definition calls the horizon.
pub fn polar_state(noon_altitude: f64, def: SunriseDefinition) -> &'static str {
    if noon_altitude > def.solar_horizon_altitude() {
        "polar_day"
    } else {
        "polar_night"
    }
}

fn civil_date(day: &PanchangDay) -> String {
    iso_from_jd(day.civil_day.start, day.moment.offset_minutes)[..10].to_string()
}

/// Sunrise and sunset on the request's civil date, with day and night length and, when the Sun
/// neither rises nor sets, whether that is polar day or polar night.
pub fn sunrise_sunset(day: &PanchangDay) -> Result<SunriseSunset> {
    let (lat, lon, def) = (day.place.lat, day.place.lon, day.sunrise_definition);
    let offset = day.moment.offset_minutes;
    let (rise, set) = day.civil_sunrise_sunset()?;

    let polar = if rise.is_none() && set.is_none() {
        // Local mean noon of the civil date (0h UT of the date + 12 h − longitude): the Sun is
        // within ~16 minutes of its upper culmination then.
        let noon = day.civil_day.start + offset as f64 / 1440.0 + 0.5 - lon / 360.0;
        Some(polar_state(sun_culmination_altitude(noon, lat, true)?, def))
    } else {
        None
    };

    let (day_length_hours, night_length_hours) = match (polar, rise) {
        (Some("polar_day"), _) => (Some(24.0), Some(0.0)),
        (Some(_), _) => (Some(0.0), Some(24.0)),
        (None, Some(r)) => match day.sun.next_sunset(r)? {
            Some(s) => {
                let night = day.sun.next_sunrise(s)?.map(|n| (n - s) * 24.0);
                (Some((s - r) * 24.0), night)
            }
            None => (None, None),
        },
        (None, None) => (None, None),
    };

    Ok(SunriseSunset {
        date: civil_date(day),
        sunrise: rise.map(|t| EventTime::new(t, offset)),
        sunset: set.map(|t| EventTime::new(t, offset)),
        sun_rises: rise.is_some(),
        sun_sets: set.is_some(),
        polar,
        day_length_hours,
        night_length_hours,
        definition: RiseSetDefinition { slug: def.slug(), description: def.description() },
    })
}

type MoonSearch = fn(f64, f64, f64, SunriseDefinition) -> Result<Option<f64>>;

/// The first event at or after `from`, searching day by day when Swiss Ephemeris reports none
/// within its window (only above 60° of latitude).
fn first_moon_event(search: MoonSearch, from: f64, day: &PanchangDay) -> Result<Option<f64>> {
    let (lat, lon, def) = (day.place.lat, day.place.lon, day.sunrise_definition);
    for k in 0..MOON_LOOKAHEAD_DAYS {
        if let Some(t) = search(from + k as f64, lat, lon, def)? {
            return Ok(Some(t));
        }
    }
    Ok(None)
}

/// Moonrise and moonset on the request's civil date, and the first ones after it.
pub fn moonrise_moonset(day: &PanchangDay) -> Result<MoonriseMoonset> {
    let (lat, lon, def) = (day.place.lat, day.place.lon, day.sunrise_definition);
    let (start, end) = (day.civil_day.start, day.civil_day.end);
    let offset = day.moment.offset_minutes;
    let within = |t: Option<f64>| t.filter(|t| *t >= start && *t < end);
    let first_rise = next_moonrise(start, lat, lon, def)?;
    let first_set = next_moonset(start, lat, lon, def)?;
    let (rise, set) = (within(first_rise), within(first_set));
    // On a date without a moonrise (or moonset) the first one after its start is also the
    // first after its end: no second search.
    let after_end = |first: Option<f64>, search: MoonSearch| match first {
        Some(t) if t >= end => Ok(Some(t)),
        _ => first_moon_event(search, end, day),
    };
    let next_rise = after_end(first_rise, next_moonrise)?;
    let next_set = after_end(first_set, next_moonset)?;
    Ok(MoonriseMoonset {
        date: civil_date(day),
        moonrise: rise.map(|t| EventTime::new(t, offset)),
        moonset: set.map(|t| EventTime::new(t, offset)),
        moon_rises: rise.is_some(),
        moon_sets: set.is_some(),
        next_moonrise: next_rise.map(|t| EventTime::new(t, offset)),
        next_moonset: next_set.map(|t| EventTime::new(t, offset)),
        definition: RiseSetDefinition { slug: def.slug(), description: def.moon_description() },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polar_state_compares_with_the_definitions_horizon() {
        assert_eq!(polar_state(5.0, SunriseDefinition::UpperLimb), "polar_day");
        assert_eq!(polar_state(-5.0, SunriseDefinition::UpperLimb), "polar_night");
        // Between −50′ and 0: the upper limb still shows, the centre is below the horizon.
        assert_eq!(polar_state(-0.5, SunriseDefinition::UpperLimb), "polar_day");
        assert_eq!(polar_state(-0.5, SunriseDefinition::DiscCenter), "polar_night");
    }
}
