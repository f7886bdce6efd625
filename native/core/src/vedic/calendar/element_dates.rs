//! Every span of one tithi or one nakshatra in a range, with the civil date it is kept on:
//! the date on whose sunrise it prevails (the first of two), or, when it touches no sunrise,
//! the date whose Vedic day holds its middle. This is how a birthday by the Hindu calendar
//! (janma tithi, janma nakshatra) is found in a year.

use super::days::{civil_dates, Chain, CivilDate};
use super::range::{CalendarConventions, CalendarRequest, CheckedRange, MAX_RANGE_DAYS};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::panchang::angles::ElementKind;
use crate::vedic::panchang::elements::Span;
use serde::{Deserialize, Serialize};

/// A request for the dates of one tithi or nakshatra.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ElementDatesRequest {
    /// The range, place and conventions.
    pub range: CalendarRequest,
    /// Which element: tithi 1..30 (1–15 Shukla, 16–30 Krishna) or nakshatra 1..27 (1 = Ashwini).
    pub number: u8,
}

/// One span of the element with the date it is kept on.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ElementDate {
    /// Local civil date it is kept on, `YYYY-MM-DD` (see `conventions.rule`).
    pub date: String,
    /// `sunrise` when it prevails at that date's sunrise, `fallback` when it touches no sunrise.
    pub decided_by: &'static str,
    /// Every date in the range on whose sunrise it prevails (two when it spans two sunrises).
    pub at_sunrise: Vec<String>,
    /// When the span begins, in the request's UTC offset.
    pub start: EventTime,
    /// When the span ends.
    pub end: EventTime,
}

/// The dates of one tithi or nakshatra over the range.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ElementDates {
    /// `tithi` or `nakshatra`.
    pub kind: ElementKind,
    /// Its number (tithi 1..30, nakshatra 1..27).
    pub number: u8,
    /// Its name, e.g. `Pushya`; a tithi's name without the paksha.
    pub name: &'static str,
    /// `Shukla` or `Krishna` for a tithi; null for a nakshatra.
    pub paksha: Option<&'static str>,
    /// Every span that begins or ends in the range, in order.
    pub spans: Vec<ElementDate>,
    /// How the dates were decided.
    pub conventions: CalendarConventions,
}

const RULE: &str = "each span is kept on the date on whose sunrise it prevails (the first of two); when it touches \
no sunrise, on the date whose Vedic day (sunrise to next sunrise) holds its middle";

fn element_date(span: &Span, dates: &[CivilDate], r: &CheckedRange) -> Option<ElementDate> {
    let at_sunrise: Vec<&CivilDate> = dates.iter().filter(|d| span.contains(d.sunrise)).collect();
    let middle = (span.start + span.end) / 2.0;
    let (kept, how) = match at_sunrise.first() {
        Some(d) => (*d, "sunrise"),
        None => (dates.iter().find(|d| d.sunrise <= middle && middle < d.next_sunrise)?, "fallback"),
    };
    if !kept.in_range {
        return None;
    }
    Some(ElementDate {
        date: kept.date.clone(),
        decided_by: how,
        at_sunrise: at_sunrise.iter().filter(|d| d.in_range).map(|d| d.date.clone()).collect(),
        start: EventTime::new(span.start, r.offset_minutes),
        end: EventTime::new(span.end, r.offset_minutes),
    })
}

fn element_dates(req: &ElementDatesRequest, kind: ElementKind, param: &str) -> Result<ElementDates> {
    let n = req.number as usize;
    if n == 0 || n > kind.count() {
        return Err(Error::invalid(param, format!("must be a whole number from 1 to {}", kind.count())));
    }
    let r = req.range.checked(MAX_RANGE_DAYS)?;
    let dates = civil_dates(&r)?;
    let chain = Chain::over(kind, &dates, &r)?;
    let list = chain.spans.iter().filter(|s| s.number == n).filter_map(|s| element_date(s, &dates, &r)).collect();
    // A span only to name the element (its times are not used).
    let named = Span { kind, number: n, start: 0.0, end: 0.0 };
    Ok(ElementDates {
        kind,
        number: req.number,
        name: named.name(),
        paksha: (kind == ElementKind::Tithi).then(|| crate::vedic::panchang::names::paksha(n)),
        spans: list,
        conventions: r.conventions(RULE),
    })
}

/// Every span of one tithi (1..30) in the range, with the date it is kept on.
pub fn tithi_dates(req: &ElementDatesRequest) -> Result<ElementDates> {
    element_dates(req, ElementKind::Tithi, "tithi")
}

/// Every span of one nakshatra (1..27) in the range, with the date it is kept on.
pub fn nakshatra_dates(req: &ElementDatesRequest) -> Result<ElementDates> {
    element_dates(req, ElementKind::Nakshatra, "nakshatra")
}
