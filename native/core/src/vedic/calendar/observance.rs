//! The one resolver of tithi observances: an observance is a rule (which tithis, at which part
//! of the day) and the resolver finds, for every occurrence of the tithi, the civil date whose
//! part of the day it holds.
//!
//! Rule: among the dates whose chosen part of the day overlaps the tithi, the date where the
//! tithi covers the largest share of that part (an instant such as sunrise is covered wholly or
//! not at all); on a tie, the earlier date. When the tithi touches the part on no date (it
//! begins and ends between two of them), the fallback is the date whose Vedic day holds the
//! middle of the tithi, and the answer says so.

use super::days::{Chain, CivilDate};
use super::range::CheckedRange;
use crate::ephemeris::rise_set::next_moonrise;
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::Result;
use crate::vedic::gulika::{local_weekday, WEEKDAY_NAMES};
use crate::vedic::panchang::elements::Span;
use crate::vedic::panchang::kaal::equal_part;
use crate::vedic::panchang::month::{elongation, LunarMonth, MONTH_NAMES};
use crate::vedic::panchang::names::paksha;
use serde::Serialize;

/// The part of the day an observance's tithi must hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayPart {
    /// The instant of sunrise (udaya tithi).
    Sunrise,
    /// Pradosh Kaal: sunset to sunset + one fifth of the night (as the panchang's Pradosh Kaal).
    Pradosh,
    /// The instant of the first moonrise after the date's sunset minus three hours (evening moonrise).
    Moonrise,
    /// Nishita: the 8th of the 15 muhurtas of the night (around local midnight).
    Nishita,
    /// Pratahkala: the first of the five equal parts of the daytime.
    Pratahkala,
    /// Purvahna: the forenoon, sunrise to midday (the first half of the daytime).
    Purvahna,
    /// Madhyahna: the third of the five equal parts of the daytime (around midday).
    Madhyahna,
    /// Aparahna: the fourth of the five equal parts of the daytime (the afternoon).
    Aparahna,
}

/// How long before sunset the evening moonrise is looked for, in days (3 hours).
const EVENING_MOONRISE_LEAD: f64 = 0.125;

impl DayPart {
    /// The window (start, end as Julian days UT) of this part on a date; equal ends for an instant.
    pub fn window(self, d: &CivilDate, r: &CheckedRange) -> Result<(f64, f64)> {
        Ok(match self {
            DayPart::Sunrise => (d.sunrise, d.sunrise),
            DayPart::Pradosh => (d.sunset, d.sunset + d.night() / 5.0),
            DayPart::Moonrise => {
                let from = d.sunset - EVENING_MOONRISE_LEAD;
                let t = next_moonrise(from, r.place.lat, r.place.lon, r.sunrise)?.unwrap_or(d.sunset);
                (t, t)
            }
            DayPart::Nishita => equal_part(d.sunset, d.next_sunrise, 15, 8),
            DayPart::Pratahkala => equal_part(d.sunrise, d.sunset, 5, 1),
            DayPart::Purvahna => equal_part(d.sunrise, d.sunset, 2, 1),
            DayPart::Madhyahna => equal_part(d.sunrise, d.sunset, 5, 3),
            DayPart::Aparahna => equal_part(d.sunrise, d.sunset, 5, 4),
        })
    }

    /// The part's name in answers.
    pub fn slug(self) -> &'static str {
        match self {
            DayPart::Sunrise => "sunrise",
            DayPart::Pradosh => "pradosh",
            DayPart::Moonrise => "moonrise",
            DayPart::Nishita => "nishita",
            DayPart::Pratahkala => "pratahkala",
            DayPart::Purvahna => "purvahna",
            DayPart::Madhyahna => "madhyahna",
            DayPart::Aparahna => "aparahna",
        }
    }
}

/// Share of the window `(a, b)` the span covers: 1 or 0 for an instant.
pub fn coverage(span: &Span, (a, b): (f64, f64)) -> f64 {
    if b <= a {
        return if span.contains(a) { 1.0 } else { 0.0 };
    }
    ((span.end.min(b) - span.start.max(a)) / (b - a)).max(0.0)
}

/// A tithi occurrence as answers show it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TithiOccurrence {
    /// 1..30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya).
    pub number: u8,
    /// Name of the tithi, e.g. `Ekadashi`.
    pub name: &'static str,
    /// `Shukla` (waxing) or `Krishna` (waning).
    pub paksha: &'static str,
    /// When the tithi begins, in the request's UTC offset.
    pub start: EventTime,
    /// When the tithi ends.
    pub end: EventTime,
}

impl TithiOccurrence {
    /// The span in the request's offset.
    pub fn of(span: &Span, offset_minutes: i32) -> TithiOccurrence {
        TithiOccurrence {
            number: span.number as u8,
            name: span.name(),
            paksha: paksha(span.number),
            start: EventTime::new(span.start, offset_minutes),
            end: EventTime::new(span.end, offset_minutes),
        }
    }
}

/// The lunar month names of an instant: amanta and purnimanta, with the adhika prefix.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MonthNames {
    /// Amanta month (new moon to new moon), e.g. `Shravana` or `Adhika Shravana`.
    pub amanta: String,
    /// Purnimanta month (full moon to full moon): the amanta name in Shukla paksha, the next
    /// amanta month's name in Krishna paksha; an adhika month keeps its name in both.
    pub purnimanta: String,
    /// True when the instant falls in an adhika (leap) month.
    pub is_adhika: bool,
}

/// The amanta month holding an instant (for names), and the month names.
pub fn month_names(jd_ut: f64, r: &CheckedRange) -> Result<(LunarMonth, MonthNames)> {
    let m = LunarMonth::at(jd_ut, r.ayanamsa)?;
    let adhika = m.is_adhika();
    // The paksha from the elongation itself (not the lunation's midpoint in time, which can be
    // most of a day away from the full moon).
    let shukla = elongation(jd_ut)?.0 < 180.0;
    let names = if adhika {
        let n = format!("Adhika {}", m.name());
        MonthNames { amanta: n.clone(), purnimanta: n, is_adhika: true }
    } else {
        // In Krishna paksha the purnimanta month is named after the next amanta month; when
        // that next month is adhika, the purnimanta month still carries the following name
        // (the nija month of that name).
        let purnimanta = if shukla { m.name() } else { MONTH_NAMES[(m.index() + 1) % 12] };
        MonthNames { amanta: m.name().to_string(), purnimanta: purnimanta.to_string(), is_adhika: false }
    };
    Ok((m, names))
}

/// One observance day decided by a rule.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ObservanceDay {
    /// Local civil date of the observance, `YYYY-MM-DD`.
    pub date: String,
    /// Weekday of that date, e.g. `Monday`.
    pub weekday: &'static str,
    /// The tithi that decided it, with its start and end.
    pub tithi: TithiOccurrence,
    /// Lunar month names at the tithi's middle.
    pub month: MonthNames,
    /// The part of the day the rule looked at on that date (sunrise and moonrise are instants: start = end).
    pub checked: Interval,
    /// `prevails` when the tithi holds that part of the day on this date, or `fallback` when
    /// it holds it on no date (the date whose Vedic day holds the tithi's middle).
    pub decided_by: &'static str,
}

/// How a span was tied to a date under a part-of-day rule.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Decision {
    /// Index of the chosen date.
    pub index: usize,
    /// How many dates' part of the day the span touches (0: the kshaya fallback fired).
    pub candidates: usize,
}

impl Decision {
    /// True when the span touches the part on no date and the middle decided.
    pub fn is_fallback(&self) -> bool {
        self.candidates == 0
    }
}

/// The date chosen for a span under a part-of-day rule, and how many dates competed.
pub fn decide(span: &Span, dates: &[CivilDate], part: DayPart, r: &CheckedRange) -> Result<Decision> {
    let mut best: Option<(usize, f64)> = None;
    let mut candidates = 0;
    for (i, d) in dates.iter().enumerate() {
        // Only the dates whose day can meet the tithi: a part lies between sunrise and the next sunrise.
        if d.next_sunrise < span.start || d.sunrise > span.end {
            continue;
        }
        let share = coverage(span, part.window(d, r)?);
        if share > 0.0 {
            candidates += 1;
            if best.is_none_or(|(_, s)| share > s) {
                best = Some((i, share));
            }
        }
    }
    if let Some((index, _)) = best {
        return Ok(Decision { index, candidates });
    }
    let middle = (span.start + span.end) / 2.0;
    let index = dates.iter().position(|d| d.sunrise <= middle && middle < d.next_sunrise).unwrap_or(0);
    Ok(Decision { index, candidates: 0 })
}

/// The date index chosen for a span under a part-of-day rule, and whether it was the fallback.
pub fn choose_date(span: &Span, dates: &[CivilDate], part: DayPart, r: &CheckedRange) -> Result<(usize, bool)> {
    let d = decide(span, dates, part, r)?;
    Ok((d.index, d.is_fallback()))
}

/// Every occurrence of the given tithis in the chain, resolved to a date in the range.
pub fn resolve(
    tithis: &[usize],
    part: DayPart,
    dates: &[CivilDate],
    chain: &Chain,
    r: &CheckedRange,
) -> Result<Vec<ObservanceDay>> {
    let off = r.offset_minutes;
    let mut out = Vec::new();
    for span in chain.spans.iter().filter(|s| tithis.contains(&s.number)) {
        let (i, fallback) = choose_date(span, dates, part, r)?;
        let d = &dates[i];
        if !d.in_range {
            continue;
        }
        let (a, b) = part.window(d, r)?;
        out.push(ObservanceDay {
            date: d.date.clone(),
            weekday: WEEKDAY_NAMES[local_weekday(d.sunrise, off)],
            tithi: TithiOccurrence::of(span, off),
            month: month_names((span.start + span.end) / 2.0, r)?.1,
            checked: Interval::new(a, b, off),
            decided_by: if fallback { "fallback" } else { "prevails" },
        });
    }
    Ok(out)
}
