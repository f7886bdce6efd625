//! Ekadashi: the 11th tithi of each paksha (11 and 26), its name, the Smarta and the Vaishnava
//! fasting dates and the parana (fast-breaking) window.
//!
//! Rules (written out in docs/calendar.md):
//! - Smarta: the date on whose sunrise Ekadashi prevails; when it prevails at two sunrises, the
//!   first; when at none, the date whose Vedic day holds its middle (the `observance` resolver).
//! - Vaishnava (Dashami-viddha rule): the Smarta date, unless Dashami is still in force at that
//!   date's arunodaya (4 ghatis = 96 minutes before sunrise) or Ekadashi also prevails at the
//!   next sunrise; then the next date.
//! - Parana, on the date after the fast: from sunrise, but not before Hari Vasara (the first
//!   quarter of Dwadashi) ends; until the end of pratahkala (the first fifth of the daytime), or,
//!   when Hari Vasara runs past it, until midday, or, when it runs past midday, until sunset;
//!   cut short at the end of Dwadashi when that comes first (the fast is broken within Dwadashi).

use super::days::{civil_dates, Chain, CivilDate};
use super::observance::{choose_date, month_names, DayPart, MonthNames, TithiOccurrence};
use super::range::{CalendarConventions, CalendarRequest, CheckedRange, MAX_RANGE_DAYS};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::gulika::{local_weekday, WEEKDAY_NAMES};
use crate::vedic::panchang::angles::ElementKind;
use crate::vedic::panchang::elements::Span;
use serde::Serialize;

/// Ekadashi names by amanta month (0 = Chaitra): (Shukla, Krishna). In the purnimanta reckoning
/// the Krishna one belongs to the next month (Varuthini is Vaishakha Krishna there).
pub const EKADASHI_NAMES: [(&str, &str); 12] = [
    ("Kamada", "Varuthini"),
    ("Mohini", "Apara"),
    ("Nirjala", "Yogini"),
    ("Devshayani", "Kamika"),
    ("Shravana Putrada", "Aja"),
    ("Parsva", "Indira"),
    ("Papankusha", "Rama"),
    ("Devutthana", "Utpanna"),
    ("Mokshada", "Saphala"),
    ("Pausha Putrada", "Shattila"),
    ("Jaya", "Vijaya"),
    ("Amalaki", "Papmochani"),
];

/// The two Ekadashis of an adhika month: (Shukla, Krishna).
pub const ADHIKA_EKADASHI_NAMES: (&str, &str) = ("Padmini", "Parama");

/// Arunodaya: 4 ghatis (96 minutes) before sunrise, in days.
const ARUNODAYA: f64 = 96.0 / 1440.0;

const RULE: &str = "Smarta: the date on whose sunrise Ekadashi prevails (the first of two; the date holding its \
middle when it touches no sunrise). Vaishnava: the next date when Dashami is in force at the Smarta date's arunodaya \
(96 minutes before sunrise) or Ekadashi also prevails at the next sunrise. Parana on the following date: from sunrise \
and after Hari Vasara (first quarter of Dwadashi), until the end of the first fifth of the daytime (midday when \
Hari Vasara runs past it, sunset when it runs past midday), and not after Dwadashi ends";

/// The fast-breaking window on the morning after the fast.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Parana {
    /// Local civil date of the parana, `YYYY-MM-DD`.
    pub date: String,
    /// Start of the window: sunrise, or the end of Hari Vasara when later.
    pub start: EventTime,
    /// End of the window (see the rule in `conventions`).
    pub end: EventTime,
    /// End of Hari Vasara: the first quarter of Dwadashi.
    pub hari_vasara_end: EventTime,
    /// End of Dwadashi; when it is before the date's sunrise, parana is simply after sunrise.
    pub dwadashi_end: EventTime,
}

/// One tradition's fasting date with its parana.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FastDay {
    /// Local civil date of the fast, `YYYY-MM-DD`.
    pub date: String,
    /// Weekday of that date.
    pub weekday: &'static str,
    /// The parana window on the next date.
    pub parana: Parana,
}

/// One Ekadashi.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Ekadashi {
    /// Name, e.g. `Nirjala Ekadashi` (`Padmini`/`Parama` in an adhika month).
    pub name: String,
    /// The Ekadashi tithi with its start and end.
    pub tithi: TithiOccurrence,
    /// Lunar month names at the tithi's middle.
    pub month: MonthNames,
    /// The Smarta (householder) fasting date.
    pub smarta: FastDay,
    /// The Vaishnava fasting date (Dashami-viddha rule).
    pub vaishnava: FastDay,
    /// True when the two traditions fast on different dates.
    pub dates_differ: bool,
    /// Why the Vaishnava date moved: `dashami_at_arunodaya` or `ekadashi_at_two_sunrises`; null when it did not.
    pub vaishnava_shift: Option<&'static str>,
}

/// Every Ekadashi in the range.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct EkadashiList {
    /// The Ekadashis whose Smarta date falls in the range, in order.
    pub ekadashis: Vec<Ekadashi>,
    /// How the dates and windows were decided.
    pub conventions: CalendarConventions,
}

fn missing() -> Error {
    Error::Ephemeris("the calendar days do not reach the parana date".into())
}

fn parana(dates: &[CivilDate], fast: usize, dwadashi: &Span, r: &CheckedRange) -> Result<Parana> {
    let d = dates.get(fast + 1).ok_or_else(missing)?;
    let hari_vasara_end = dwadashi.start + (dwadashi.end - dwadashi.start) / 4.0;
    let start = d.sunrise.max(hari_vasara_end);
    let pratah_end = d.sunrise + d.daytime() / 5.0;
    let midday = d.sunrise + d.daytime() / 2.0;
    // Pratahkala is preferred; madhyahna is avoided, so a Hari Vasara that ends after midday
    // leaves the rest of the daytime.
    let mut end = if start < pratah_end {
        pratah_end
    } else if start < midday {
        midday
    } else {
        d.sunset
    };
    if dwadashi.end > start && dwadashi.end < end {
        end = dwadashi.end;
    }
    let off = r.offset_minutes;
    Ok(Parana {
        date: d.date.clone(),
        start: EventTime::new(start, off),
        end: EventTime::new(end.max(start), off),
        hari_vasara_end: EventTime::new(hari_vasara_end, off),
        dwadashi_end: EventTime::new(dwadashi.end, off),
    })
}

fn fast_day(dates: &[CivilDate], i: usize, dwadashi: &Span, r: &CheckedRange) -> Result<FastDay> {
    let d = &dates[i];
    Ok(FastDay {
        date: d.date.clone(),
        weekday: WEEKDAY_NAMES[local_weekday(d.sunrise, r.offset_minutes)],
        parana: parana(dates, i, dwadashi, r)?,
    })
}

fn one(span: &Span, dwadashi: &Span, dates: &[CivilDate], chain: &Chain, r: &CheckedRange) -> Result<Option<Ekadashi>> {
    let (s, _) = choose_date(span, dates, DayPart::Sunrise, r)?;
    if !dates[s].in_range {
        return Ok(None);
    }
    let dashami_viddha = matches!(chain.number_at(dates[s].sunrise - ARUNODAYA), 10 | 25);
    let two_sunrises = dates.get(s + 1).is_some_and(|n| span.contains(n.sunrise));
    let shift = if dashami_viddha {
        Some("dashami_at_arunodaya")
    } else if two_sunrises {
        Some("ekadashi_at_two_sunrises")
    } else {
        None
    };
    let v = if shift.is_some() { s + 1 } else { s };
    let (lunar, month) = month_names((span.start + span.end) / 2.0, r)?;
    let shukla = span.number == 11;
    let (a, b) = if month.is_adhika { ADHIKA_EKADASHI_NAMES } else { EKADASHI_NAMES[lunar.index()] };
    Ok(Some(Ekadashi {
        name: format!("{} Ekadashi", if shukla { a } else { b }),
        tithi: TithiOccurrence::of(span, r.offset_minutes),
        month,
        smarta: fast_day(dates, s, dwadashi, r)?,
        vaishnava: fast_day(dates, v, dwadashi, r)?,
        dates_differ: v != s,
        vaishnava_shift: shift,
    }))
}

/// Every Ekadashi whose Smarta date falls in the request's range.
pub fn ekadashi(req: &CalendarRequest) -> Result<EkadashiList> {
    let r = req.checked(MAX_RANGE_DAYS)?;
    let dates = civil_dates(&r)?;
    let chain = Chain::over(ElementKind::Tithi, &dates, &r)?;
    let mut out = Vec::new();
    for span in chain.spans.iter().filter(|s| s.number == 11 || s.number == 26) {
        let dwadashi = span.next(r.ayanamsa)?;
        if let Some(e) = one(span, &dwadashi, &dates, &chain, &r)? {
            out.push(e);
        }
    }
    Ok(EkadashiList { ekadashis: out, conventions: r.conventions(RULE) })
}
