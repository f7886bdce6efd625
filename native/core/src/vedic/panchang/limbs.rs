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
    /// Start of the window (sunrise, or local midnight on the civil basis), in the request's UTC offset.
    pub start: EventTime,
    /// End of the window (next sunrise, or next local midnight), in the request's UTC offset.
    pub end: EventTime,
    /// `vedic_day` (sunrise to sunrise), or `civil_day` in polar day or night.
    pub basis: &'static str,
}

/// The day window as Julian days (UT) start and end, and as it appears in responses.
pub fn day_window(day: &PanchangDay) -> (f64, f64, DayWindow) {
    let off = day.moment.offset_minutes;
    let b = day.bounds();
    (b.start, b.end, DayWindow { start: EventTime::new(b.start, off), end: EventTime::new(b.end, off), basis: b.basis })
}

/// One limb at the request moment: the element in force, the next one and those beginning in the day.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ElementAnswer {
    /// Which limb: `tithi`, `karana`, `nakshatra` or `yoga`.
    pub kind: ElementKind,
    /// The element in force at the request moment.
    pub current: SpanView,
    /// The element that follows the current one.
    pub next: SpanView,
    /// Every element that begins within the day window (may be empty).
    pub began_in_day: Vec<SpanView>,
    /// The interval `began_in_day` covers.
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

/// The tithi (lunar day) at the request moment, with its paksha.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TithiAnswer {
    /// The tithi in force, the next one and those beginning in the day; flattened into this object.
    #[serde(flatten)]
    pub element: ElementAnswer,
    /// Shukla (waxing) or Krishna (waning).
    pub paksha: &'static str,
    /// Tithi within its paksha, 1..15.
    pub paksha_tithi: u8,
}

/// The tithi at the request moment, the next one and those that begin within the day.
pub fn tithi(day: &PanchangDay) -> Result<TithiAnswer> {
    let (element, current) = element_answer(day, ElementKind::Tithi)?;
    Ok(TithiAnswer { element, paksha: paksha(current.number), paksha_tithi: ((current.number - 1) % 15 + 1) as u8 })
}

/// The nakshatra at the request moment, with the Moon's pada and the nakshatra's lord.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NakshatraAnswer {
    /// The nakshatra in force, the next one and those beginning in the day; flattened into this object.
    #[serde(flatten)]
    pub element: ElementAnswer,
    /// Quarter (1..4) of the nakshatra the Moon is in, 3°20′ each.
    pub pada: u8,
    /// Planet ruling the current nakshatra (Vimshottari order, Ketu for Ashwini).
    pub lord: Graha,
    /// The Moon's sidereal longitude at the moment, in degrees, 0 <= x < 360.
    pub moon_longitude: f64,
}

/// The nakshatra at the request moment, with pada and lord, the next one and those beginning in the day.
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

/// The yoga (sidereal Sun + Moon in 27 parts) at the request moment, the next one and those beginning in the day.
pub fn yoga(day: &PanchangDay) -> Result<ElementAnswer> {
    Ok(element_answer(day, ElementKind::Yoga)?.0)
}

/// The karana (half-tithi) at the request moment, the next one and those beginning in the day.
pub fn karana(day: &PanchangDay) -> Result<ElementAnswer> {
    Ok(element_answer(day, ElementKind::Karana)?.0)
}

/// The vara (Vedic weekday, sunrise to sunrise) at the request moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VaraAnswer {
    /// Weekday of the Vedic day: before sunrise it is still the previous day's vara.
    pub vara: &'static str,
    /// Stable lower-case key of the weekday (`sunday` … `saturday`).
    #[serde(serialize_with = "crate::zodiac::key::as_key")]
    pub key: &'static str,
    /// Sanskrit name of the vara, e.g. `Ravivara` for Sunday.
    pub sanskrit: &'static str,
    /// Number of the weekday, 1 = Sunday to 7 = Saturday.
    pub number: u8,
    /// Planet ruling the weekday.
    pub lord: Graha,
    /// The interval of this vara: the Vedic day, or the civil day where the Sun does not rise.
    pub day: DayWindow,
    /// False in polar day or night, where the vara falls back to the civil weekday.
    pub sun_rises: bool,
}

const VARA_SANSKRIT: [&str; 7] =
    ["Ravivara", "Somavara", "Mangalavara", "Budhavara", "Guruvara", "Shukravara", "Shanivara"];

/// The vara at the request moment: before sunrise it is still the previous day's.
pub fn vara(day: &PanchangDay) -> Result<VaraAnswer> {
    let (_, _, window) = day_window(day);
    Ok(VaraAnswer {
        vara: day.weekday_name(),
        key: day.weekday_name(),
        sanskrit: VARA_SANSKRIT[day.weekday],
        number: day.weekday as u8 + 1,
        lord: day.weekday_lord(),
        day: window,
        sun_rises: day.vedic_day.is_some(),
    })
}
