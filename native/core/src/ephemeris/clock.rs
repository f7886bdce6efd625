//! One moment on every clock an astrologer reads: UTC, Terrestrial Time and ΔT, the Julian days,
//! the place's local mean and apparent solar time, sidereal time, and the ghatis and palas since
//! the sunrise that began the Vedic day (`/v1/time/convert`).
//!
//! Definitions: local mean time = UT + longitude / 15 h; local apparent time = local mean time +
//! the equation of time (Swiss Ephemeris `swe_time_equ`); sidereal time is apparent (Greenwich
//! apparent sidereal time from `swe_sidtime`, plus longitude / 15 h locally); 1 ghati = 24
//! minutes = 60 palas, 1 pala = 24 seconds = 60 vipalas.

use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{vedic_day, SunriseDefinition};
use crate::ephemeris::swe;
use crate::ephemeris::time::{EventTime, Moment, UNIX_EPOCH_JD};
use crate::error::Result;
use chrono::DateTime;
use serde::{Deserialize, Serialize};

/// What `/v1/time/convert` asks: a moment and a place.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ClockRequest {
    /// The moment to express on every clock.
    pub moment: Moment,
    /// The place whose local times and sunrise are wanted.
    pub place: Place,
    /// How sunrise is defined for the ghatis since sunrise.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// Sidereal time at the moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SiderealTime {
    /// Greenwich apparent sidereal time in hours, 0 <= x < 24.
    pub greenwich_hours: f64,
    /// Local apparent sidereal time at the place in hours, 0 <= x < 24.
    pub local_hours: f64,
    /// Local apparent sidereal time as `HH:MM:SS.sss`.
    pub local: String,
}

/// Time elapsed in the Vedic day, counted from its sunrise.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SinceSunrise {
    /// The sunrise that began the Vedic day containing the moment.
    pub sunrise: EventTime,
    /// Whole ghatis (24 minutes each) since that sunrise, 0..60 or a little more near the poles.
    pub ghati: u32,
    /// Whole palas (24 seconds each) after the ghatis, 0..59.
    pub pala: u32,
    /// Vipalas (0.4 second each) after the palas, 0 <= x < 60.
    pub vipala: f64,
    /// The whole span in ghatis, with the fraction.
    pub ghatis: f64,
}

/// What produced the answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ClockConventions {
    /// How ΔT (TT − UT) was obtained.
    pub delta_t: &'static str,
    /// Which sidereal time is given.
    pub sidereal_time: &'static str,
    /// How local mean and apparent times are defined.
    pub local_time: &'static str,
    /// The sunrise definition used for the ghatis.
    pub sunrise: SunriseDefinition,
    /// The units of the Indian time count.
    pub ghati: &'static str,
}

/// One moment on every clock.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TimeScales {
    /// The moment in the request's offset, to the second.
    pub moment: EventTime,
    /// The moment in UTC, ISO 8601 to the millisecond.
    pub utc: String,
    /// Julian day in Universal Time.
    pub jd_ut: f64,
    /// Julian day in Terrestrial Time (UT + ΔT).
    pub jd_tt: f64,
    /// ΔT = TT − UT in seconds.
    pub delta_t_seconds: f64,
    /// Terrestrial Time as a calendar date and time, to the millisecond (no offset: TT is a time scale).
    pub terrestrial_time: String,
    /// Local mean (solar) time at the place's longitude, to the millisecond, no offset.
    pub local_mean_time: String,
    /// Local apparent (sundial) time at the place, to the millisecond, no offset.
    pub local_apparent_time: String,
    /// Equation of time (apparent minus mean solar time) in minutes.
    pub equation_of_time_minutes: f64,
    /// Sidereal time, Greenwich and local.
    pub sidereal_time: SiderealTime,
    /// Ghatis and palas since the sunrise that began the Vedic day; null where the Sun does not
    /// rise and set on that day (polar day or night).
    pub since_sunrise: Option<SinceSunrise>,
    /// What produced the answer.
    pub conventions: ClockConventions,
}

/// A Julian day as a calendar date and time to the millisecond, without an offset.
fn calendar_ms(jd: f64) -> String {
    let ms = ((jd - UNIX_EPOCH_JD) * 86_400_000.0).round() as i64;
    let dt = DateTime::from_timestamp_millis(ms).expect("within the supported range");
    dt.naive_utc().format("%Y-%m-%dT%H:%M:%S%.3f").to_string()
}

/// Hours as `HH:MM:SS.sss`.
fn hms(hours: f64) -> String {
    let ms = (hours * 3_600_000.0).round() as i64;
    let (h, rest) = (ms / 3_600_000, ms % 3_600_000);
    format!("{:02}:{:02}:{:02}.{:03}", h % 24, rest / 60_000, (rest % 60_000) / 1000, rest % 1000)
}

fn since_sunrise(req: &ClockRequest) -> Result<Option<SinceSunrise>> {
    let m = req.moment;
    let Some(day) = vedic_day(m.jd_ut, req.place.lat, req.place.lon, req.sunrise)? else { return Ok(None) };
    let ghatis = (m.jd_ut - day.sunrise) * 60.0;
    let vipalas_total = ghatis * 3600.0;
    let ghati = (vipalas_total / 3600.0).floor();
    let pala = ((vipalas_total - ghati * 3600.0) / 60.0).floor();
    let vipala = vipalas_total - ghati * 3600.0 - pala * 60.0;
    Ok(Some(SinceSunrise {
        sunrise: EventTime::new(day.sunrise, m.offset_minutes),
        ghati: ghati as u32,
        pala: pala as u32,
        vipala,
        ghatis,
    }))
}

/// Every clock at a moment and place.
pub fn time_scales(req: &ClockRequest) -> Result<TimeScales> {
    let jd_ut = req.moment.jd_ut;
    let delta_t = swe::delta_t(jd_ut)?;
    let lon_days = req.place.lon / 360.0;
    let eot = swe::equation_of_time(jd_ut)?;
    let gast = swe::sidereal_time(jd_ut)?;
    let local = (gast + req.place.lon / 15.0).rem_euclid(24.0);
    Ok(TimeScales {
        moment: EventTime::new(jd_ut, req.moment.offset_minutes),
        utc: format!("{}Z", calendar_ms(jd_ut)),
        jd_ut,
        jd_tt: jd_ut + delta_t,
        delta_t_seconds: delta_t * 86_400.0,
        terrestrial_time: calendar_ms(jd_ut + delta_t),
        local_mean_time: calendar_ms(jd_ut + lon_days),
        local_apparent_time: calendar_ms(jd_ut + lon_days + eot),
        equation_of_time_minutes: eot * 1440.0,
        sidereal_time: SiderealTime { greenwich_hours: gast, local_hours: local, local: hms(local) },
        since_sunrise: since_sunrise(req)?,
        conventions: ClockConventions {
            delta_t: "Swiss Ephemeris's ΔT model (swe_deltat_ex)",
            sidereal_time: "apparent sidereal time (with nutation), swe_sidtime; local = Greenwich + longitude / 15 h",
            local_time: "local mean time = UT + longitude / 15 h; local apparent time = local mean time + equation of time (swe_time_equ)",
            sunrise: req.sunrise,
            ghati: "1 ghati = 24 minutes = 60 palas; 1 pala = 24 seconds = 60 vipalas",
        },
    })
}
