//! The inputs every range scan of the sky group shares: the span `[from, to]` with its cap, and
//! the zodiac the signs are read in.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::moments::ingress::parse_zodiac;
use crate::moments::stations::{conventions, MomentsConventions};
use serde::Deserialize;

/// Longest span of an event list (days): one year and a leap day.
pub const MAX_EVENT_DAYS: f64 = 366.0;
/// Longest span of a Moon-phase list (days): five years and two leap days.
pub const MAX_PHASE_DAYS: f64 = 5.0 * 365.0 + 2.0;

/// A span of time: from one moment to another, both as the client gave them.
#[derive(Debug, Clone, Copy, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct Span {
    /// Start of the span (UT Julian day and the request's UTC offset).
    pub from: Moment,
    /// End of the span (UT Julian day; answers use the offset of `from`).
    pub to: Moment,
}

impl Span {
    /// `(from, to)` as UT Julian days, or a 400 naming `to` when the span is empty or longer
    /// than `max_days`.
    pub fn checked(&self, max_days: f64) -> Result<(f64, f64)> {
        let (a, b) = (self.from.jd_ut, self.to.jd_ut);
        if b <= a {
            return Err(Error::invalid("to", "must be after from"));
        }
        if b - a > max_days + 1e-9 {
            return Err(Error::invalid("to", format!("the span may be at most {max_days} days")));
        }
        Ok((a, b))
    }

    /// Minutes east of UTC every time of the answer is shown in (those of `from`).
    pub fn offset(&self) -> i32 {
        self.from.offset_minutes
    }
}

/// The zodiac signs are read in: `sidereal` (default, with an ayanamsa) or `tropical`.
#[derive(Debug, Clone, Default, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ZodiacChoice {
    /// `sidereal` (default) or `tropical`.
    pub zodiac: Option<String>,
    /// Ayanamsa slug for the sidereal zodiac; Lahiri when absent.
    pub ayanamsa: Option<String>,
}

/// A resolved zodiac choice: the zodiac, its name and the ayanamsa (named even when tropical).
#[derive(Debug, Clone, Copy)]
pub struct ZodiacUsed {
    /// The zodiac longitudes and signs are given in.
    pub zodiac: Zodiac,
    /// `sidereal` or `tropical`.
    pub name: &'static str,
    /// Ayanamsa of the sidereal zodiac (Lahiri by default).
    pub ayanamsa: Ayanamsa,
}

impl ZodiacChoice {
    /// The zodiac asked for, or a 400 naming `zodiac` or `ayanamsa`.
    pub fn resolve(&self) -> Result<ZodiacUsed> {
        let ayanamsa = Ayanamsa::resolve(self.ayanamsa.as_deref(), LAHIRI)?;
        let (zodiac, name) = parse_zodiac(self.zodiac.as_deref(), ayanamsa)?;
        Ok(ZodiacUsed { zodiac, name, ayanamsa })
    }
}

impl ZodiacUsed {
    /// The moments conventions block for this zodiac and a definition sentence.
    pub fn conventions(&self, definition: &'static str) -> MomentsConventions {
        conventions(self.name, self.ayanamsa, definition)
    }
}
