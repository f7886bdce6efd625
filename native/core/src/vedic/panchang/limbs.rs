//! The five limbs at the request moment: tithi, nakshatra, yoga, karana (each with its exact
//! span, the next one, and every one that begins within the Vedic day) and vara.

use super::angles::ElementKind;
use super::day::PanchangDay;
use super::elements::{span_at, Span, SpanView};
use super::names::paksha;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::zodiac::nakshatra::{NakshatraPlacement, NAKSHATRA_LORDS};
use crate::zodiac::Graha;
use serde::Serialize;

/// The interval whose beginnings are listed: the Vedic day (sunrise to next sunrise), or the
/// civil day where the Sun does not rise.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DayWindow {
    pub start: EventTime,
    pub end: EventTime,
    /// `vedic_day` (sunrise to sunrise), or `civil_day` in polar day or night.
    pub basis: &'static str,
}

pub fn day_window(day: &PanchangDay) -> (f64, f64, DayWindow) {
    let off = day.moment.offset_minutes;
    let b = day.bounds();
    (b.start, b.end, DayWindow { start: EventTime::new(b.start, off), end: EventTime::new(b.end, off), basis: b.basis })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ElementAnswer {
    pub kind: ElementKind,
    /// The element in force at the request moment.
    pub current: SpanView,
    pub next: SpanView,
    /// Every element that begins within the day window (may be empty).
    pub began_in_day: Vec<SpanView>,
    pub day: DayWindow,
}

/// Elements in force at the moment, with what begins in the day. One chain of spans covers the
/// whole day window (which contains the moment), so every boundary is searched for once and
/// `current`, `next` and `began_in_day` share their times exactly.
pub fn element_answer(day: &PanchangDay, kind: ElementKind) -> Result<(ElementAnswer, Span)> {
    let off = day.moment.offset_minutes;
    let (from, to, window) = day_window(day);
    let jd = day.moment.jd_ut;
    let mut spans = day.spans(kind)?;
    let i = match spans.iter().position(|s| s.contains(jd)) {
        Some(i) => i,
        None => {
            // The moment sits within root-finder tolerance of a boundary: start from it.
            spans = vec![span_at(kind, jd, day.ayanamsa)?];
            0
        }
    };
    if i + 1 == spans.len() {
        let following = spans[i].next(day.ayanamsa)?;
        spans.push(following);
    }
    let current = spans[i];
    let began = spans.iter().filter(|s| s.start >= from && s.start < to).map(|s| s.view(off)).collect();
    Ok((
        ElementAnswer {
            kind,
            current: current.view(off),
            next: spans[i + 1].view(off),
            began_in_day: began,
            day: window,
        },
        current,
    ))
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TithiAnswer {
    #[serde(flatten)]
    pub element: ElementAnswer,
    /// Shukla (waxing) or Krishna (waning).
    pub paksha: &'static str,
    /// Tithi within its paksha, 1..15.
    pub paksha_tithi: u8,
}

pub fn tithi(day: &PanchangDay) -> Result<TithiAnswer> {
    let (element, current) = element_answer(day, ElementKind::Tithi)?;
    Ok(TithiAnswer { element, paksha: paksha(current.number), paksha_tithi: ((current.number - 1) % 15 + 1) as u8 })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NakshatraAnswer {
    #[serde(flatten)]
    pub element: ElementAnswer,
    pub pada: u8,
    pub lord: Graha,
    pub moon_longitude: f64,
}

pub fn nakshatra(day: &PanchangDay) -> Result<NakshatraAnswer> {
    let (element, current) = element_answer(day, ElementKind::Nakshatra)?;
    let (moon, _) = ElementKind::Nakshatra.angle(day.moment.jd_ut, day.ayanamsa)?;
    Ok(NakshatraAnswer {
        element,
        pada: NakshatraPlacement::of(moon).pada,
        lord: NAKSHATRA_LORDS[(current.number - 1) % 9],
        moon_longitude: moon,
    })
}

pub fn yoga(day: &PanchangDay) -> Result<ElementAnswer> {
    Ok(element_answer(day, ElementKind::Yoga)?.0)
}

pub fn karana(day: &PanchangDay) -> Result<ElementAnswer> {
    Ok(element_answer(day, ElementKind::Karana)?.0)
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VaraAnswer {
    /// Weekday of the Vedic day: before sunrise it is still the previous day's vara.
    pub vara: &'static str,
    pub sanskrit: &'static str,
    pub number: u8,
    pub lord: Graha,
    pub day: DayWindow,
    pub sun_rises: bool,
}

const VARA_SANSKRIT: [&str; 7] =
    ["Ravivara", "Somavara", "Mangalavara", "Budhavara", "Guruvara", "Shukravara", "Shanivara"];

pub fn vara(day: &PanchangDay) -> Result<VaraAnswer> {
    let (_, _, window) = day_window(day);
    Ok(VaraAnswer {
        vara: day.weekday_name(),
        sanskrit: VARA_SANSKRIT[day.weekday],
        number: day.weekday as u8 + 1,
        lord: day.weekday_lord(),
        day: window,
        sun_rises: day.vedic_day.is_some(),
    })
}
