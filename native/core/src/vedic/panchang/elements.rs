//! Spans of tithi, karana, nakshatra and yoga: which element holds at a moment, exactly when
//! it began and ends, and every element that begins within an interval.
//!
//! Each angle only ever increases, so an element's start is the unique crossing of its lower
//! boundary in the preceding `max_duration` days and its end the crossing of its upper boundary
//! in the following ones; both come from the shared root finder (to 0.01 s).

use super::angles::ElementKind;
use super::names::element_name;
use super::newton::{newton_angle, newton_angle_with_rate};
use crate::ephemeris::root::next_angle_crossing;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use serde::Serialize;

/// Scan step for bracketing boundary crossings (days); the angles move < 10° per step.
const SCAN_STEP: f64 = 0.25;

/// One element with its exact start and end (UT Julian days).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Span {
    /// Which of the four elements this is.
    pub kind: ElementKind,
    /// 1-based number within the cycle (tithi 1..30, karana 1..60, nakshatra and yoga 1..27).
    pub number: usize,
    /// When the element begins, as a Julian day (UT).
    pub start: f64,
    /// When the element ends (and the next begins), as a Julian day (UT).
    pub end: f64,
}

impl Span {
    /// Name of the element, e.g. `Pratipada` (tithi names omit the paksha) or `Ashwini`.
    pub fn name(&self) -> &'static str {
        element_name(self.kind, self.number)
    }

    /// Whether the moment `jd_ut` (Julian day UT) falls within `[start, end)`.
    pub fn contains(&self, jd_ut: f64) -> bool {
        self.start <= jd_ut && jd_ut < self.end
    }

    /// The element that follows this one.
    pub fn next(&self, ayanamsa: Ayanamsa) -> Result<Span> {
        // Search just past the boundary, then reuse the boundary itself as the start so that
        // consecutive spans share it exactly (so only the end is searched for).
        let (number, (end, _)) = number_and_end(self.kind, self.end + 1e-6, ayanamsa)?;
        Ok(Span { kind: self.kind, number, start: self.end, end })
    }

    /// The element that follows this one, where `end_rate` is the angle's rate the search for
    /// this one's end last saw (within a minute of it; 0 when unknown), with the same for it.
    /// At the boundary the angle is the next element's lower edge and its rate is that one, so
    /// nothing needs asking there.
    fn next_from_rate(&self, end_rate: f64, ayanamsa: Ayanamsa) -> Result<(Span, f64)> {
        if end_rate <= 0.0 {
            let (number, (end, rate)) = number_and_end(self.kind, self.end + 1e-6, ayanamsa)?;
            return Ok((Span { kind: self.kind, number, start: self.end, end }, rate));
        }
        let index = self.number % self.kind.count();
        let at = (index as f64 * self.kind.span(), end_rate);
        let (end, rate) = end_from(self.kind, self.end, at, index, ayanamsa)?;
        Ok((Span { kind: self.kind, number: index + 1, start: self.end, end }, rate))
    }

    /// The span as it appears in responses, with times in the given UTC offset (minutes east).
    pub fn view(&self, offset_minutes: i32) -> SpanView {
        SpanView {
            number: self.number as u8,
            name: self.name(),
            key: self.name(),
            start: EventTime::new(self.start, offset_minutes),
            end: EventTime::new(self.end, offset_minutes),
        }
    }
}

/// How a span appears in responses.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct SpanView {
    /// 1-based number within its cycle: tithi 1–30, karana 1–60, nakshatra and yoga 1–27.
    pub number: u8,
    /// Name of the element (for tithis without the paksha, e.g. `Pratipada`).
    pub name: &'static str,
    /// Stable lower-case key of the element (`pratipada`, `purva_phalguni`, `vishkambha`, `bava`).
    #[serde(serialize_with = "crate::zodiac::key::as_key")]
    pub key: &'static str,
    /// When the element begins, in the request's UTC offset.
    pub start: EventTime,
    /// When the element ends, in the request's UTC offset.
    pub end: EventTime,
}

fn crossing(kind: ElementKind, target: f64, from: f64, to: f64, ayanamsa: Ayanamsa) -> Result<f64> {
    next_angle_crossing(|t| kind.angle(t, ayanamsa), target, from, to, SCAN_STEP)?
        .ok_or_else(|| Error::Ephemeris(format!("no {kind:?} boundary at {target}° between JD {from} and {to}")))
}

/// The element in force at `jd_ut`.
pub fn span_at(kind: ElementKind, jd_ut: f64, ayanamsa: Ayanamsa) -> Result<Span> {
    Ok(span_and_rate_at(kind, jd_ut, ayanamsa)?.0)
}

/// [`span_at`], with the angle's rate the search for the end last saw (0 when unknown).
fn span_and_rate_at(kind: ElementKind, jd_ut: f64, ayanamsa: Ayanamsa) -> Result<(Span, f64)> {
    let (angle, speed) = kind.angle(jd_ut, ayanamsa)?;
    let index = index_of(kind, angle);
    let lower = index as f64 * kind.span();
    // Newton from the speed-predicted boundary time (3-5 evaluations); the bracketed scan is the
    // fallback, and the result must still enclose the moment.
    let start = newton_angle(|t| kind.angle(t, ayanamsa), lower, jd_ut - (angle - lower) / speed)?
        .filter(|t| *t <= jd_ut + 1e-9);
    let reach = kind.max_duration();
    let start = match start {
        Some(t) if jd_ut - t < reach => t,
        _ => crossing(kind, lower, jd_ut - reach, jd_ut + 1e-9, ayanamsa)?,
    };
    let (end, end_rate) = end_from(kind, jd_ut, (angle, speed), index, ayanamsa)?;
    Ok((Span { kind, number: index + 1, start, end }, end_rate))
}

/// 0-based index of the element an angle falls in.
fn index_of(kind: ElementKind, angle: f64) -> usize {
    ((angle / kind.span()) as usize).min(kind.count() - 1)
}

/// The number of the element in force at `jd_ut` and its end, searched for exactly as
/// `span_at` does (where a following span's start is already known).
fn number_and_end(kind: ElementKind, jd_ut: f64, ayanamsa: Ayanamsa) -> Result<(usize, (f64, f64))> {
    let (angle, speed) = kind.angle(jd_ut, ayanamsa)?;
    let index = index_of(kind, angle);
    Ok((index + 1, end_from(kind, jd_ut, (angle, speed), index, ayanamsa)?))
}

/// End of element `index`, in force at `jd_ut` where the angle and its speed are `at`: Newton
/// from the speed-predicted time, the bracketed scan as the fallback; with the rate Newton last
/// saw (0 after the scan).
fn end_from(kind: ElementKind, jd_ut: f64, at: (f64, f64), index: usize, ayanamsa: Ayanamsa) -> Result<(f64, f64)> {
    let (angle, speed) = at;
    let upper = ((index + 1) as f64 * kind.span()) % 360.0;
    let guess = jd_ut + (upper - angle).rem_euclid(360.0) / speed;
    let end = newton_angle_with_rate(|t| kind.angle(t, ayanamsa), upper, guess)?.filter(|(t, _)| *t > jd_ut);
    let reach = kind.max_duration();
    match end {
        Some((t, rate)) if t - jd_ut < reach => Ok((t, rate)),
        _ => Ok((crossing(kind, upper, jd_ut, jd_ut + reach, ayanamsa)?, 0.0)),
    }
}

/// Every element overlapping `[from, to)`, in order; the first may have begun before `from`.
pub fn spans_between(kind: ElementKind, from: f64, to: f64, ayanamsa: Ayanamsa) -> Result<Vec<Span>> {
    let (first, mut rate) = span_and_rate_at(kind, from, ayanamsa)?;
    let mut out = vec![first];
    while let Some(last) = out.last() {
        if last.end >= to {
            break;
        }
        let (next, next_rate) = last.next_from_rate(rate, ayanamsa)?;
        rate = next_rate;
        out.push(next);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ephemeris::ayanamsa::LAHIRI;
    use crate::ephemeris::time::{julian_day, parse_date};

    fn jd(date: &str, h: u32, m: u32) -> f64 {
        julian_day(parse_date(date).unwrap().and_hms_opt(h, m, 0).unwrap())
    }

    #[test]
    fn amavasya_ends_at_the_published_new_moon() {
        if crate::ephemeris::swe::ephemeris_path().is_none() && std::env::var("ASTROLOGY_EPHE_PATH").is_err() {
            return; // integration tests in tests/ cover this with the ephemeris configured
        }
        // NASA/USNO: new moon 2024-01-11 11:57 UTC; full moon 2024-01-25 17:54 UTC.
        let s = span_at(ElementKind::Tithi, jd("2024-01-11", 6, 0), LAHIRI).unwrap();
        assert_eq!((s.number, s.name()), (30, "Amavasya"));
        assert!((s.end - jd("2024-01-11", 11, 57)).abs() * 86400.0 < 60.0);
        let p = span_at(ElementKind::Tithi, jd("2024-01-25", 12, 0), LAHIRI).unwrap();
        assert_eq!(p.name(), "Purnima");
        assert!((p.end - jd("2024-01-25", 17, 54)).abs() * 86400.0 < 60.0);
        let all = spans_between(ElementKind::Karana, p.start + 1e-6, p.end, LAHIRI).unwrap();
        assert_eq!(all.len(), 2);
        assert!((all[1].start - all[0].end).abs() < 1e-9);
    }
}
