//! The civil dates of a range with their sunrise, sunset and next sunrise, and the chain of
//! element spans (tithi or nakshatra) covering them: what every observance rule reads.

use super::range::CheckedRange;
use crate::ephemeris::rise_set::{next_sunrise, next_sunset};
use crate::ephemeris::time::iso_from_jd;
use crate::error::{Error, Result};
use crate::vedic::panchang::angles::ElementKind;
use crate::vedic::panchang::elements::{spans_between, Span};

/// One local civil date and the Vedic day that begins at its sunrise.
#[derive(Debug, Clone)]
pub struct CivilDate {
    /// The date, `YYYY-MM-DD`.
    pub date: String,
    /// Local midnight that begins the date, as a Julian day (UT).
    pub midnight: f64,
    /// Sunrise on the date, as a Julian day (UT).
    pub sunrise: f64,
    /// The sunset after that sunrise, as a Julian day (UT).
    pub sunset: f64,
    /// The sunrise after that (start of the next Vedic day), as a Julian day (UT).
    pub next_sunrise: f64,
    /// False for the margin days before and after the requested range (kept for rules that
    /// look at the previous or next day).
    pub in_range: bool,
}

impl CivilDate {
    /// The daytime's length in days (sunrise to sunset).
    pub fn daytime(&self) -> f64 {
        self.sunset - self.sunrise
    }

    /// The night's length in days (sunset to the next sunrise).
    pub fn night(&self) -> f64 {
        self.next_sunrise - self.sunset
    }
}

/// Days kept after the range, for rules that look ahead (an Ekadashi's parana two days on).
const MARGIN_AFTER: i64 = 3;

/// Every civil date of the range, with one margin date before it and `MARGIN_AFTER` after.
pub fn civil_dates(r: &CheckedRange) -> Result<Vec<CivilDate>> {
    let (lat, lon, def) = (r.place.lat, r.place.lon, r.sunrise);
    let count = ((r.to - r.from) + 0.5).floor() as i64;
    let mut out = Vec::with_capacity((count + 1 + MARGIN_AFTER) as usize);
    for k in -1..count + MARGIN_AFTER {
        let midnight = r.from + k as f64;
        let polar = || {
            Error::Unsupported(format!(
                "the calendar is reckoned from sunrise, and at latitude {lat:.4} the Sun does not rise and set every day of this range"
            ))
        };
        let sunrise = next_sunrise(midnight, lat, lon, def)?.filter(|t| *t < midnight + 1.0).ok_or_else(polar)?;
        let sunset = next_sunset(sunrise, lat, lon, def)?.ok_or_else(polar)?;
        let next = next_sunrise(sunrise + 0.5, lat, lon, def)?.ok_or_else(polar)?;
        out.push(CivilDate {
            // Labelled at local noon: a midnight a few seconds early must not name the day before.
            date: iso_from_jd(midnight + 0.5, r.offset_minutes)[..10].to_string(),
            midnight,
            sunrise,
            sunset,
            next_sunrise: next,
            in_range: k >= 0 && k < count,
        });
    }
    Ok(out)
}

/// The spans of one element kind covering a stretch of time, looked up by instant.
#[derive(Debug, Clone)]
pub struct Chain {
    /// The spans in order; consecutive spans share their boundary exactly.
    pub spans: Vec<Span>,
}

impl Chain {
    /// Every span of `kind` overlapping the dates (from the first sunrise to the last next sunrise).
    pub fn over(kind: ElementKind, dates: &[CivilDate], r: &CheckedRange) -> Result<Chain> {
        let first = dates.first().map_or(r.from, |d| d.midnight);
        let last = dates.last().map_or(r.to, |d| d.next_sunrise);
        Ok(Chain { spans: spans_between(kind, first, last + 0.01, r.ayanamsa)? })
    }

    /// The span in force at `jd_ut`, if the chain covers it.
    pub fn at(&self, jd_ut: f64) -> Option<&Span> {
        let i = self.spans.partition_point(|s| s.end <= jd_ut);
        self.spans.get(i).filter(|s| s.start <= jd_ut)
    }

    /// Number (1-based) of the span in force at `jd_ut`, 0 when outside the chain.
    pub fn number_at(&self, jd_ut: f64) -> usize {
        self.at(jd_ut).map_or(0, |s| s.number)
    }
}
