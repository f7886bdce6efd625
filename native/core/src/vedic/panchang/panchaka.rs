//! Panchaka (panchak): the Moon's passage through the second half of Dhanishta, Shatabhisha,
//! Purva Bhadrapada, Uttara Bhadrapada and Revati — sidereal 300° to 360°, i.e. the Moon in
//! Aquarius and Pisces — about 4–5 days every sidereal month (~27.3 days).
//!
//! Boundary: Dhanishta (293°20′–306°40′) has its 1st and 2nd padas in Capricorn and its 3rd
//! pada begins at 300°00′. The sources all define panchaka from the 3rd pada of Dhanishta, or
//! equivalently the Moon in Kumbha and Meena (astrobix.com "पंचक" 2023 and 2024 pages,
//! webdunia.com panchak-2020, madamastro.com, bejandaruwalla.com "types of panchak"), so it
//! starts at 300°, not at 296°40′ (which is the start of Dhanishta's 2nd pada). Published start
//! times agree with 300° (see tests/panchang_nakshatra_yogas.rs).
//!
//! Kind, from the weekday (vara, sunrise to sunrise) on which the panchaka began: Sunday Roga,
//! Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu (pioneeralliance.in, ompandit.com,
//! livehindustan.com, bejandaruwalla.com, madamastro.com, prabhusharnam.com all give this
//! mapping). A panchaka beginning on Wednesday or Thursday has no named kind; those sources
//! describe it as free of the special dosha (only the five classical panchaka prohibitions
//! apply), so `kind` is `None` for it.

use super::day::PanchangDay;
use super::memo::position;
use super::newton::next_increasing_crossing;
use super::vara_at;
use crate::ephemeris::bodies::{Zodiac, MOON};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::vedic::gulika::{local_weekday, WEEKDAY_NAMES};
use serde::Serialize;

/// Sidereal longitude of the Moon at which panchaka begins (Dhanishta 3rd pada).
pub const PANCHAKA_START_DEG: f64 = 300.0;
/// ... and at which it ends (end of Revati), as the wrapped longitude 0°.
pub const PANCHAKA_END_DEG: f64 = 360.0;

/// Kind by the weekday (0 = Sunday) on which the panchaka began.
pub const PANCHAKA_KINDS: [Option<&str>; 7] =
    [Some("Roga"), Some("Raja"), Some("Agni"), None, None, Some("Chora"), Some("Mrityu")];

/// The Moon covers the 60° in 3.9–5.1 days; these bound the searches with margin.
const LONGEST_PANCHAKA_DAYS: f64 = 6.0;
const LONGEST_RETURN_DAYS: f64 = 30.0;
/// Scan step: the Moon moves < 8° in half a day.
const SCAN_STEP: f64 = 0.5;

/// One panchaka: the Moon's passage from sidereal 300° to 360° (Aquarius and Pisces).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct PanchakaSpan {
    /// When the Moon enters sidereal 300° (Dhanishta 3rd pada), in the request's UTC offset.
    pub start: EventTime,
    /// When the Moon leaves Revati (sidereal 360°/0°), in the request's UTC offset.
    pub end: EventTime,
    /// Weekday of the vara (sunrise to sunrise) in which the panchaka began; `kind` follows it.
    pub began_on: &'static str,
    /// Calendar weekday of the start in the request's offset. It differs from `began_on` when
    /// the Moon enters Aquarius between midnight and sunrise; almanacs that name the kind by
    /// the calendar date then give a different kind (e.g. 2025-08-10 02:11 IST: vara Saturday,
    /// Mrityu here; abplive.com called it Roga).
    pub civil_weekday: &'static str,
    /// Roga, Raja, Agni, Chora or Mrityu; `None` when it began on a Wednesday or Thursday.
    pub kind: Option<&'static str>,
}

/// Whether the Moon is in panchaka at the request moment, with the current and the next one.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Panchaka {
    /// Whether the Moon is in the panchaka span at the request's moment.
    pub in_panchaka: bool,
    /// Sidereal longitude of the Moon at the moment (degrees).
    pub moon_longitude: f64,
    /// Sidereal longitude (degrees) at which panchaka begins: always 300.
    pub start_longitude: f64,
    /// Sidereal longitude (degrees) at which panchaka ends: always 360 (0° wrapped).
    pub end_longitude: f64,
    /// The panchaka in force at the moment, if any.
    pub current: Option<PanchakaSpan>,
    /// The next panchaka to begin after the moment (after the current one, if in it).
    pub next: PanchakaSpan,
}

fn moon_longitude(jd_ut: f64, ayanamsa: Ayanamsa) -> Result<(f64, f64)> {
    let p = position(jd_ut, MOON, Zodiac::Sidereal(ayanamsa))?;
    Ok((p.longitude, p.speed_longitude))
}

fn moon_crossing(target: f64, from: f64, to: f64, ayanamsa: Ayanamsa) -> Result<f64> {
    next_increasing_crossing(|t| moon_longitude(t, ayanamsa), target, from, to, SCAN_STEP)?
        .ok_or_else(|| Error::Ephemeris(format!("Moon does not reach {target}° between JD {from} and {to}")))
}

/// Weekday of the vara containing `jd_ut` at the day's place; the civil weekday in polar day
/// or night.
fn vara_weekday(day: &PanchangDay, jd_ut: f64) -> Result<usize> {
    let (lat, lon) = (day.place.lat, day.place.lon);
    vara_at::vara_weekday(jd_ut, lat, lon, day.sunrise_definition, day.moment.offset_minutes)
}

fn span_from(day: &PanchangDay, start: f64) -> Result<PanchakaSpan> {
    let end = moon_crossing(0.0, start, start + LONGEST_PANCHAKA_DAYS, day.ayanamsa)?;
    let weekday = vara_weekday(day, start)?;
    let offset = day.moment.offset_minutes;
    Ok(PanchakaSpan {
        start: EventTime::new(start, offset),
        end: EventTime::new(end, offset),
        began_on: WEEKDAY_NAMES[weekday],
        civil_weekday: WEEKDAY_NAMES[local_weekday(start, offset)],
        kind: PANCHAKA_KINDS[weekday],
    })
}

/// Whether the Moon is in panchaka at `day.moment`, the current span and the next one.
pub fn panchaka(day: &PanchangDay) -> Result<Panchaka> {
    let now = day.moment.jd_ut;
    let (longitude, _) = moon_longitude(now, day.ayanamsa)?;
    let in_panchaka = longitude >= PANCHAKA_START_DEG;
    let (current, search_from) = if in_panchaka {
        let start = moon_crossing(PANCHAKA_START_DEG, now - LONGEST_PANCHAKA_DAYS, now, day.ayanamsa)?;
        let span = span_from(day, start)?;
        let end = span.end.jd_ut;
        (Some(span), end)
    } else {
        (None, now)
    };
    let next_start = moon_crossing(PANCHAKA_START_DEG, search_from, search_from + LONGEST_RETURN_DAYS, day.ayanamsa)?;
    Ok(Panchaka {
        in_panchaka,
        moon_longitude: longitude,
        start_longitude: PANCHAKA_START_DEG,
        end_longitude: PANCHAKA_END_DEG,
        current,
        next: span_from(day, next_start)?,
    })
}
