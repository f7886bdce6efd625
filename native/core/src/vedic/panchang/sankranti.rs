//! Solar sankrantis: the moments the sidereal Sun enters a sign.
//!
//! A sankranti is the crossing of a multiple of 30° by the Sun's apparent sidereal longitude in
//! the day's ayanamsa (Lahiri unless asked otherwise). It is found with the shared root finder
//! (scan, then Newton with bisection safeguard, to 0.01 s), never extrapolated from the Sun's
//! speed. The Sun never moves backwards and spends 29.3–31.5 days in a sidereal sign, so a
//! 5-day scan step cannot skip a crossing, and the last and the next sankranti always lie
//! within `MAX_SIGN_DAYS` of any moment.

use super::day::PanchangDay;
use super::memo::position;
use super::newton::crossing_near;
use crate::ephemeris::bodies::{Zodiac, SUN};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::zodiac::sign::{sign_index, SIGNS};
use serde::Serialize;

/// Scan step (days) for bracketing an ingress: the Sun moves ~5° per step.
const SCAN_STEP: f64 = 5.0;
/// Longer than the Sun ever stays in one sidereal sign (about 31.5 days, in Mithuna).
const MAX_SIGN_DAYS: f64 = 33.0;

/// "Mesha Sankranti", ... in sign order (index 0 = entering Aries).
pub const SANKRANTI_NAMES: [&str; 12] = [
    "Mesha Sankranti",
    "Vrishabha Sankranti",
    "Mithuna Sankranti",
    "Karka Sankranti",
    "Simha Sankranti",
    "Kanya Sankranti",
    "Tula Sankranti",
    "Vrishchika Sankranti",
    "Dhanu Sankranti",
    "Makara Sankranti",
    "Kumbha Sankranti",
    "Meena Sankranti",
];

/// One sidereal ingress of the Sun, as a UT Julian day and the 0-based sign entered.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ingress {
    /// Moment of the ingress, as a Julian day (UT).
    pub jd_ut: f64,
    /// 0 = Aries (Mesha) … 11 = Pisces (Meena).
    pub sign: usize,
}

impl Ingress {
    /// Name of the sankranti, e.g. `Makara Sankranti`.
    pub fn name(&self) -> &'static str {
        SANKRANTI_NAMES[self.sign]
    }

    /// The ingress as responses show it, with the time in the given UTC offset (minutes east).
    pub fn view(&self, offset_minutes: i32) -> SankrantiEvent {
        SankrantiEvent {
            name: self.name(),
            sign: SignRef::of(self.sign),
            time: EventTime::new(self.jd_ut, offset_minutes),
        }
    }
}

/// A sign by its English and Sanskrit names.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SignRef {
    /// 1 = Aries … 12 = Pisces.
    pub number: u8,
    /// English name of the sign, e.g. `Capricorn`.
    pub name: &'static str,
    /// Sanskrit name of the sign, e.g. `Makara`.
    pub sanskrit: &'static str,
}

impl SignRef {
    /// From a 0-based sign index.
    pub fn of(index: usize) -> SignRef {
        let s = &SIGNS[index % 12];
        SignRef { number: (index % 12) as u8 + 1, name: s.name, sanskrit: s.sanskrit }
    }
}

/// A sankranti as responses show it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SankrantiEvent {
    /// e.g. `Makara Sankranti`.
    pub name: &'static str,
    /// The sign the Sun enters.
    pub sign: SignRef,
    /// Moment the Sun enters the sign, in the request's UTC offset.
    pub time: EventTime,
}

/// The sankrantis around the request moment.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Sankrantis {
    /// The most recent ingress at or before the moment: it began the current solar month.
    pub last: SankrantiEvent,
    /// The first ingress after the moment.
    pub next: SankrantiEvent,
    /// The sidereal sign the Sun is in at the moment (the solar month).
    pub sun_sign: SignRef,
    /// Sidereal longitude of the Sun at the moment, degrees.
    pub sun_longitude: f64,
    /// The ayanamsa used for the Sun's sidereal longitude.
    pub ayanamsa: Ayanamsa,
}

/// The Sun's apparent sidereal longitude and its daily speed.
pub fn sun_sidereal(jd_ut: f64, ayanamsa: Ayanamsa) -> Result<(f64, f64)> {
    let p = position(jd_ut, SUN, Zodiac::Sidereal(ayanamsa))?;
    Ok((p.longitude, p.speed_longitude))
}

/// The Sun's entry into `sign` within `[from, to]` (which holds exactly one): Newton from
/// `guess`, the scan when Newton leaves the window.
fn ingress_between(sign: usize, guess: f64, from: f64, to: f64, ayanamsa: Ayanamsa) -> Result<Ingress> {
    let target = 30.0 * sign as f64;
    let jd = crossing_near(|t| sun_sidereal(t, ayanamsa), target, guess, from, to, SCAN_STEP)?.ok_or_else(|| {
        Error::Ephemeris(format!("no solar ingress into sign {} between JD {from} and {to}", sign + 1))
    })?;
    Ok(Ingress { jd_ut: jd, sign })
}

/// The last sankranti at or before `jd_ut`: its time predicted from the Sun's place and speed
/// then (the speed changes by under 0.04°/day in a month, so the prediction is within a day).
pub fn sankranti_before(jd_ut: f64, ayanamsa: Ayanamsa) -> Result<Ingress> {
    let (lon, speed) = sun_sidereal(jd_ut, ayanamsa)?;
    let guess = jd_ut - lon.rem_euclid(30.0) / speed;
    ingress_between(sign_index(lon), guess, jd_ut - MAX_SIGN_DAYS, jd_ut, ayanamsa)
}

/// The first sankranti strictly after `jd_ut`: the Sun's entry into the following sign,
/// predicted the same way.
pub fn sankranti_after(jd_ut: f64, ayanamsa: Ayanamsa) -> Result<Ingress> {
    let (lon, speed) = sun_sidereal(jd_ut, ayanamsa)?;
    let next = (sign_index(lon) + 1) % 12;
    let guess = jd_ut + (30.0 - lon.rem_euclid(30.0)) / speed;
    ingress_between(next, guess, jd_ut, jd_ut + MAX_SIGN_DAYS, ayanamsa)
}

/// How far (degrees) the Sun must be from a sign's edge for `sankrantis_between` to know on
/// which side of an end of its interval the ingress falls without searching for it: the Sun
/// covers it in ~1e-4 day, ten thousand times the root finder's tolerance.
const CLEAR_DEG: f64 = 1e-4;

/// Every sankranti in `[from, to)`, in order.
pub fn sankrantis_between(from: f64, to: f64, ayanamsa: Ayanamsa) -> Result<Vec<Ingress>> {
    let mut out = Vec::new();
    let mut t = from;
    // The search from `t` may return `t` itself only if `t` is exactly on a boundary, which
    // `sankranti_before` covers; step past each hit so none is counted twice. Clearly inside
    // its sign at `from`, the Sun entered it before `from`: nothing to search for.
    let (lon_from, _) = sun_sidereal(from, ayanamsa)?;
    if lon_from.rem_euclid(30.0) < CLEAR_DEG {
        let first = sankranti_before(from, ayanamsa)?;
        if first.jd_ut >= from {
            out.push(first);
            t = first.jd_ut + 1e-6;
        }
    }
    let (lon_to, _) = sun_sidereal(to, ayanamsa)?;
    loop {
        // In the same sign at `t` and `to`, clearly short of its end (and less than a year
        // apart), the Sun enters no sign before `to`: the search would end the list.
        let (lon_t, _) = sun_sidereal(t, ayanamsa)?;
        let short_of_end = 30.0 - lon_to.rem_euclid(30.0) > CLEAR_DEG;
        if sign_index(lon_t) == sign_index(lon_to) && to - t < 300.0 && short_of_end {
            return Ok(out);
        }
        let next = sankranti_after(t, ayanamsa)?;
        if next.jd_ut >= to {
            return Ok(out);
        }
        t = next.jd_ut + 1e-6;
        out.push(next);
    }
}

/// The last and the next sankranti around the panchang moment.
pub fn sankranti(day: &PanchangDay) -> Result<Sankrantis> {
    let jd = day.moment.jd_ut;
    let offset = day.moment.offset_minutes;
    let (lon, _) = sun_sidereal(jd, day.ayanamsa)?;
    let last = sankranti_before(jd, day.ayanamsa)?;
    let next = sankranti_after(jd, day.ayanamsa)?;
    Ok(Sankrantis {
        last: last.view(offset),
        next: next.view(offset),
        sun_sign: SignRef::of(sign_index(lon)),
        sun_longitude: lon,
        ayanamsa: day.ayanamsa,
    })
}
