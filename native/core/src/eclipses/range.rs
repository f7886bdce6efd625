//! The span of an eclipse list: from and to as instants (the HTTP layer turns the calendar
//! dates into local midnights), at most 50 years apart.

use crate::ephemeris::time::check_supported;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use serde::Deserialize;

/// Longest range served, in years (a 50-year list takes a few tens of milliseconds).
pub const MAX_YEARS: f64 = 50.0;
const DAYS_PER_YEAR: f64 = 365.25;

/// A span of time to list eclipses in.
#[derive(Debug, Clone, Copy, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct Span {
    /// Start of the span (local midnight of `from`); its offset is the answers' offset.
    pub from: Moment,
    /// End of the span (the end of the `to` day).
    pub to: Moment,
}

impl Span {
    /// The span as Julian days (UT), or a 400 naming `to` when it is reversed or too long.
    pub fn checked(&self) -> Result<(f64, f64)> {
        let (a, b) = (self.from.jd_ut, self.to.jd_ut);
        if b <= a || b.is_nan() {
            return Err(Error::invalid("to", "must be after from"));
        }
        if b - a > MAX_YEARS * DAYS_PER_YEAR + 1.0 {
            return Err(Error::invalid("to", format!("the range may span at most {MAX_YEARS} years")));
        }
        check_supported(a).map_err(|_| Error::invalid("from", "is outside the supported range"))?;
        check_supported(b - 1e-6).map_err(|_| Error::invalid("to", "is outside the supported range"))?;
        Ok((a, b))
    }

    /// Offset (minutes east of UTC) every time of the answer is shown in.
    pub fn offset(&self) -> i32 {
        self.from.offset_minutes
    }
}
