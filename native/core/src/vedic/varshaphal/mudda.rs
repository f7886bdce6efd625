//! Mudda dasha: the Vimshottari order and proportions spread over one year of life.

use crate::ephemeris::time::EventTime;
use crate::zodiac::nakshatra::NAKSHATRA_SPAN;
use crate::zodiac::Graha;
use serde::Serialize;

/// Mudda dasha lords in order and their days of a 360-day year.
pub const MUDDA_LORDS: [Graha; 9] = [
    Graha::Sun,
    Graha::Moon,
    Graha::Mars,
    Graha::Rahu,
    Graha::Jupiter,
    Graha::Saturn,
    Graha::Mercury,
    Graha::Ketu,
    Graha::Venus,
];
/// Parts of each Mudda dasha lord out of 360, in the order of [`MUDDA_LORDS`] (the Vimshottari proportions).
pub const MUDDA_DAYS: [f64; 9] = [18.0, 30.0, 21.0, 54.0, 48.0, 57.0, 51.0, 21.0, 60.0];

/// One Mudda dasha period of the year.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MuddaPeriod {
    /// The period's lord.
    pub lord: Graha,
    /// Start of the period (UT instant, also shown in the request's offset).
    pub start: EventTime,
    /// End of the period (UT instant, also shown in the request's offset).
    pub end: EventTime,
    /// Length of the period in days (its share of the actual year between the two solar returns).
    pub days: f64,
}

/// The nine Mudda dasha periods of a year. `moon` is the natal sidereal Moon.
pub fn mudda_dasha(moon: f64, age: i32, start_jd: f64, end_jd: f64, offset: i32) -> Vec<MuddaPeriod> {
    let nak = ((moon.rem_euclid(360.0) / NAKSHATRA_SPAN) as usize).min(26);
    // Remainder 1 = Sun → index 0 … 0 = Venus → index 8.
    let first = (((nak as i64 + 1 + age as i64 - 2).rem_euclid(9) + 8) % 9) as usize;
    let elapsed = moon.rem_euclid(360.0) / NAKSHATRA_SPAN - nak as f64;
    let scale = (end_jd - start_jd) / 360.0;
    let mut t = start_jd - elapsed * MUDDA_DAYS[first] * scale;
    (0..9)
        .map(|k| {
            let i = (first + k) % 9;
            let days = MUDDA_DAYS[i] * scale;
            let p = MuddaPeriod {
                lord: MUDDA_LORDS[i],
                start: EventTime::new(t, offset),
                end: EventTime::new(t + days, offset),
                days,
            };
            t += days;
            p
        })
        .collect()
}
