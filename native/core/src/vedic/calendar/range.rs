//! A calendar request over a range of local dates at a place, and its limits.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::SunriseDefinition;
use crate::ephemeris::time::Moment;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// Longest range a calendar scan accepts, in days (a leap year).
pub const MAX_RANGE_DAYS: f64 = 366.0;

/// A calendar request: the local dates from `from` (its midnight) to `to` (the midnight that
/// ends the last date), the place and the conventions.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct CalendarRequest {
    /// Local midnight that begins the first date; its UTC offset is the one every output time is given in.
    pub from: Moment,
    /// Local midnight that ends the last date (exclusive).
    pub to: Moment,
    /// Geographic place: latitude and longitude in degrees (north and east positive).
    pub place: Place,
    /// Ayanamsa slug for sidereal positions; Lahiri (Chitrapaksha) when absent.
    pub ayanamsa: Option<String>,
    /// How sunrise and sunset are defined; upper limb with refraction by default.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// A request checked once: place, ayanamsa and the range in Julian days (UT).
#[derive(Debug, Clone, Copy)]
pub struct CheckedRange {
    /// Local midnight that begins the range, as a Julian day (UT).
    pub from: f64,
    /// Local midnight that ends the range (exclusive), as a Julian day (UT).
    pub to: f64,
    /// UTC offset of every output time, minutes east (the offset of `from`).
    pub offset_minutes: i32,
    /// The validated place.
    pub place: Place,
    /// The ayanamsa for sidereal positions.
    pub ayanamsa: Ayanamsa,
    /// How sunrise and sunset are defined.
    pub sunrise: SunriseDefinition,
}

impl CalendarRequest {
    /// The request checked: a 400 naming `to` when the range is empty or longer than `max_days`.
    pub fn checked(&self, max_days: f64) -> Result<CheckedRange> {
        let place = Place::checked(self.place.lat, self.place.lon)?;
        let ayanamsa = Ayanamsa::resolve(self.ayanamsa.as_deref(), LAHIRI)?;
        let days = self.to.jd_ut - self.from.jd_ut;
        if days < 0.5 {
            return Err(Error::invalid("to", "must be on or after from"));
        }
        // A local midnight may move by an hour across a daylight-saving change.
        if days > max_days + 0.1 {
            return Err(Error::invalid("to", format!("the range may span at most {max_days} days")));
        }
        Ok(CheckedRange {
            from: self.from.jd_ut,
            to: self.to.jd_ut,
            offset_minutes: self.from.offset_minutes,
            place,
            ayanamsa,
            sunrise: self.sunrise,
        })
    }
}

/// The conventions every calendar answer states.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CalendarConventions {
    /// Slug of the ayanamsa used for sidereal positions (nakshatra, sankranti, month names).
    pub ayanamsa: &'static str,
    /// Sunrise definition used: `upper-limb` or `disc-center`.
    pub sunrise: &'static str,
    /// How a civil date is tied to the lunar calendar.
    pub day: &'static str,
    /// The rule that decided each date of this answer.
    pub rule: &'static str,
    /// Ephemeris and version that computed the positions.
    pub ephemeris: &'static str,
}

impl CheckedRange {
    /// The conventions block with the answer's own rule.
    pub fn conventions(&self, rule: &'static str) -> CalendarConventions {
        CalendarConventions {
            ayanamsa: self.ayanamsa.slug,
            sunrise: self.sunrise.slug(),
            day: "a civil date is the Vedic day that begins at its sunrise (sunrise to next sunrise); \
                  times in the UTC offset of `from`",
            rule,
            ephemeris: crate::ephemeris::swe::label(),
        }
    }
}
