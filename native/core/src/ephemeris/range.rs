//! The span of dates the engine serves: where the shipped ephemeris files hold every body.
//!
//! Kept apart from `time` (which converts civil time and needs Swiss Ephemeris for ΔT) so that
//! the Swiss Ephemeris layer can name the range in its errors without an import cycle.

use crate::error::{Error, Result};
use chrono::DateTime;

/// First and last UT Julian day served (1800-01-03 to 2399-12-31, whole days).
///
/// The shipped `sepl_18`/`semo_18`/`seas_18` files begin at 1800-01-01 0h TT, but an apparent
/// position needs the body where it was one light-time earlier (up to ~6 h for Pluto), so on
/// 1800-01-01 the planets fail until 00:08 (Sun) … 05:45 UT (Pluto) with "sepl_12.se1 not
/// found"; day-based searches (sunrise, Vedic day, Gulika) also look back up to ~2 days. The
/// first two days are therefore left out. The files end after 2400-01-07, so the end needs no
/// such margin.
pub const SUPPORTED_FIRST_JD: f64 = 2_378_498.5;
/// Start of the last UT day served (2399-12-31 0h UT); the range runs to the end of that day.
pub const SUPPORTED_LAST_JD: f64 = 2_597_640.5;
/// The supported range as shown in error messages.
pub const SUPPORTED_RANGE_TEXT: &str = "1800-01-03 to 2399-12-31";

/// 400 naming `date` unless the moment is within the supported range (its last day included,
/// 2400-01-01 00:00 UT excluded).
pub fn check_supported(jd_ut: f64) -> Result<()> {
    if !(SUPPORTED_FIRST_JD..SUPPORTED_LAST_JD + 1.0).contains(&jd_ut) {
        return Err(Error::invalid(
            "date",
            format!("is outside the supported range {SUPPORTED_RANGE_TEXT} (the ephemeris files' span)"),
        ));
    }
    Ok(())
}

/// The UT calendar date (YYYY-MM-DD) of a Julian day, for messages about the range.
pub fn date_of(jd_ut: f64) -> String {
    let secs = ((jd_ut - 2_440_587.5) * 86_400.0).round() as i64;
    DateTime::from_timestamp(secs, 0).map_or_else(|| format!("JD {jd_ut}"), |d| d.format("%Y-%m-%d").to_string())
}
