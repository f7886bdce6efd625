//! The vara (the weekday of the sunrise that began the Vedic day) at a moment far from the
//! request's day, as panchaka needs for the spans it reports (up to a month away), without a
//! sunrise search whenever the moment is clearly before or after that date's sunrise.
//!
//! Below 60° of latitude the Sun rises every date, and only within a window of local mean solar
//! time fixed by the latitude: the Sun's centre is on the horizon at hour angle −H, where
//! cos H = (sin h − sin φ sin δ) / (cos φ cos δ), for a declination δ within ±24.5° (the
//! obliquity stays within 22.0°–24.5° over millennia) and a horizon altitude h of the centre
//! between −1° (upper limb with refraction: 34′ + 16′ ≈ −0.85°) and +0.1° (disc centre: 0°).
//! Apparent and mean solar time differ by the equation of time (under 17 minutes), and the
//! window has 43 minutes of margin on each side. A moment outside the window has the same
//! last sunrise as the window tells, and when the whole window falls on one date in the
//! request's UTC offset, that is the vara's date. Otherwise the sunrise is searched for.

use crate::ephemeris::rise_set::{vedic_day_sunrise, SunriseDefinition};
use crate::error::Result;
use crate::vedic::gulika::local_weekday;

/// Where the window holds: the Sun rises and sets every date.
const MAX_LATITUDE: f64 = 60.0;
/// Bound on the Sun's declination (degrees).
const MAX_DECLINATION: f64 = 24.5;
/// Bounds on the altitude of the Sun's centre at sunrise in either definition (degrees).
const HORIZON_ALTITUDES: [f64; 2] = [-1.0, 0.1];
/// Margin on each side of the window (days, 43 minutes): the equation of time and more.
const MARGIN_DAYS: f64 = 0.03;

/// Semi-diurnal arc (degrees) of the Sun's centre for a latitude, declination and horizon altitude.
fn semi_diurnal_arc(lat: f64, declination: f64, altitude: f64) -> f64 {
    let (phi, delta, h) = (lat.to_radians(), declination.to_radians(), altitude.to_radians());
    let cos_h = (h.sin() - phi.sin() * delta.sin()) / (phi.cos() * delta.cos());
    cos_h.clamp(-1.0, 1.0).acos().to_degrees()
}

/// The part of the local mean solar day (0 = mean midnight, 1 = the next) within which every
/// sunrise at this latitude falls, below 60°.
pub fn sunrise_window(lat: f64) -> (f64, f64) {
    let mut arcs = [0.0; 4];
    for (i, (d, h)) in [(-1.0, 0), (-1.0, 1), (1.0, 0), (1.0, 1)].into_iter().enumerate() {
        arcs[i] = semi_diurnal_arc(lat, d * MAX_DECLINATION, HORIZON_ALTITUDES[h]);
    }
    let longest = arcs.iter().copied().fold(f64::MIN, f64::max);
    let shortest = arcs.iter().copied().fold(f64::MAX, f64::min);
    (0.5 - longest / 360.0 - MARGIN_DAYS, 0.5 - shortest / 360.0 + MARGIN_DAYS)
}

/// Weekday (0 = Sunday, in the UTC offset) of the last sunrise at or before `jd_ut` from the
/// window alone, or None when the moment is inside the window, the window straddles midnight in
/// the offset, or the latitude is 60° or more.
pub fn vara_weekday_by_window(jd_ut: f64, lat: f64, lon: f64, offset_minutes: i32) -> Option<usize> {
    if lat.abs() >= MAX_LATITUDE {
        return None;
    }
    let (w0, w1) = sunrise_window(lat);
    // Local mean solar time: the Julian day's fraction counted from mean midnight.
    let to_local = 0.5 + lon / 360.0;
    let local = jd_ut + to_local;
    let date = local.floor();
    let into_day = local - date;
    let sunrise_date = if into_day > w1 {
        date
    } else if into_day < w0 {
        date - 1.0
    } else {
        return None;
    };
    let first = local_weekday(sunrise_date + w0 - to_local, offset_minutes);
    let last = local_weekday(sunrise_date + w1 - to_local, offset_minutes);
    (first == last).then_some(first)
}

/// Weekday of the vara containing `jd_ut` at a place: the window's answer, else the weekday of
/// the searched sunrise; the civil weekday in polar day or night.
pub fn vara_weekday(jd_ut: f64, lat: f64, lon: f64, def: SunriseDefinition, offset_minutes: i32) -> Result<usize> {
    if let Some(w) = vara_weekday_by_window(jd_ut, lat, lon, offset_minutes) {
        return Ok(w);
    }
    let sunrise = vedic_day_sunrise(jd_ut, lat, lon, def)?;
    Ok(local_weekday(sunrise.unwrap_or(jd_ut), offset_minutes))
}
