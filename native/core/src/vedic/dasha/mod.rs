//! Dashas: Vimshottari (120 years, five levels), Yogini (36-year cycles), the ten conditional
//! graha dashas of BPHS ([`graha`], Tara's starting rule in [`tara`]), Kaala dasha ([`kaala`],
//! from the part of the day), the natural dasha ([`naisargika`]), and the overview of them all
//! ([`overview`]). Every nakshatra dasha is a table read by one engine ([`engine`]).
//!
//! They start from the Moon's nakshatra at birth: the lord of that nakshatra runs first, and the
//! part of the nakshatra the Moon has still to cross is the part of that lord's period still to
//! run (the "balance"). Sub-periods divide their parent in proportion to the lords' years
//! (Vimshottari: BPHS ch. 46-47, "multiply the years mutually and divide by 120"; Yogini: the
//! same rule with 36), each sub-sequence beginning with the parent's own lord.
//!
//! A year is 365.25 days unless the request asks for the sidereal year (365.256363 days); the
//! answer names the one it used.

pub mod applicability;
pub mod engine;
pub mod graha;
pub mod kaala;
pub mod kalachakra;
pub mod naisargika;
pub mod overview;
pub mod rasi;
pub mod system;
pub mod tara;
pub mod vimshottari;
pub mod yogini;

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::zodiac::Graha;
use crate::zodiac::NakshatraPlacement;
use serde::{Deserialize, Serialize};

/// Length of the dasha year.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum YearLength {
    /// 365.25 days (the Julian year), the most common convention.
    #[default]
    Julian,
    /// The sidereal year, 365.256363 days.
    Sidereal,
}

impl YearLength {
    /// Length of this dasha year in days (365.25 or 365.256363).
    pub fn days(self) -> f64 {
        match self {
            YearLength::Julian => 365.25,
            YearLength::Sidereal => 365.256363,
        }
    }

    /// Human-readable description of the year length, as echoed in the answer's conventions.
    pub fn describe(self) -> &'static str {
        match self {
            YearLength::Julian => "365.25 days (Julian year)",
            YearLength::Sidereal => "365.256363 days (sidereal year)",
        }
    }
}

/// A birth and the options of a dasha answer. `from`, `to` and `at` are Julian days (UT).
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct DashaRequest {
    /// Birth moment: Julian day (UT) and the UTC offset in minutes used for every output time.
    pub moment: Moment,
    /// Birth place: latitude and longitude in degrees (north and east positive).
    pub place: Place,
    /// Ayanamsa slug for the sidereal zodiac; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model for Rahu and Ketu: `mean` (default) or `true`.
    #[serde(default)]
    pub node: NodeType,
    /// Length of the dasha year: `julian` (365.25 days, default) or `sidereal` (365.256363 days).
    #[serde(default)]
    pub year: YearLength,
    /// How many levels to list (Vimshottari 1..5, default 3; Yogini 1..3, default 2).
    pub levels: Option<u8>,
    /// Start of the listing window, Julian day (UT); defaults to the birth moment.
    pub from: Option<f64>,
    /// End of the listing window (exclusive), Julian day (UT); defaults to the end of the schedule.
    pub to: Option<f64>,
    /// The moment of the "current" answers; required there.
    pub at: Option<f64>,
}

/// The Moon at birth as the dasha sees it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DashaMoon {
    /// Sidereal longitude of the Moon at birth in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sidereal sign the Moon occupies at birth.
    pub sign: crate::zodiac::Sign,
    /// The Moon's birth nakshatra, pada, nakshatra lord and fraction of the nakshatra crossed.
    #[serde(flatten)]
    pub nakshatra: NakshatraPlacement,
}

/// The conventions a dasha answer was computed with: the chart's, plus the dasha year and period rules.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DashaConventions {
    /// Zodiac, ayanamsa, node model and ephemeris of the underlying birth chart.
    #[serde(flatten)]
    pub chart: Conventions,
    /// Year length option the answer used (`julian` or `sidereal`).
    pub year_length: YearLength,
    /// Days in one dasha year (365.25 or 365.256363).
    pub year_days: f64,
    /// The dasha year in words, e.g. "365.25 days (Julian year)".
    pub year: &'static str,
    /// How the first period and its balance at birth were chosen.
    pub starting_point: &'static str,
    /// The rule that divides a period into its sub-periods.
    pub sub_periods: &'static str,
}

/// One period at any level, with its sub-periods when the requested depth reaches them.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Period {
    /// Planet ruling the period (for Yogini dasha, the yogini's planet).
    pub lord: Graha,
    /// Yogini name (Yogini dasha only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub yogini: Option<&'static str>,
    /// mahadasha, antardasha, pratyantardasha, sookshma, prana.
    pub level: &'static str,
    /// Start of the period (UT instant, also shown in the request's offset).
    pub start: EventTime,
    /// End of the period (UT instant, also shown in the request's offset); the next period starts here.
    pub end: EventTime,
    /// Length of the period in dasha years (of `year_days` days each).
    pub years: f64,
    /// Sub-periods of the next level, present only when the requested number of levels reaches them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub periods: Vec<Period>,
}

/// Names of the five Vimshottari levels, from mahadasha (index 0) down to prana (index 4).
pub const LEVEL_NAMES: [&str; 5] = ["mahadasha", "antardasha", "pratyantardasha", "sookshma", "prana"];

/// A dasha system: a ring of lords with their years; sub-periods start from the parent lord.
pub(crate) struct System {
    pub lords: &'static [Graha],
    pub names: Option<&'static [&'static str]>,
    pub years: &'static [f64],
    pub total: f64,
}

/// A period in the abstract: index of its lord in the ring, start (JD) and length (years).
#[derive(Debug, Clone, Copy)]
pub struct Span {
    /// Index of the period's lord in the system's ring of lords (0-based; Vimshottari starts at Ketu).
    pub lord: usize,
    /// Start of the period, Julian day (UT).
    pub start: f64,
    /// Length of the period in dasha years.
    pub years: f64,
}

impl System {
    /// The sub-periods of a span: the ring from the span's own lord, each in proportion.
    pub fn children(&self, parent: Span, year_days: f64) -> Vec<Span> {
        let n = self.lords.len();
        let mut elapsed = 0.0;
        (0..n)
            .map(|k| {
                let lord = (parent.lord + k) % n;
                let years = parent.years * self.years[lord] / self.total;
                let span = Span { lord, start: parent.start + elapsed * year_days, years };
                elapsed += years;
                span
            })
            .collect()
    }

    /// Period tree of `spans` down to `levels`, keeping only periods overlapping [from, to).
    pub fn tree(&self, spans: &[Span], level: usize, levels: usize, window: (f64, f64), ctx: &Ctx) -> Vec<Period> {
        spans
            .iter()
            .filter(|s| s.start + s.years * ctx.year_days > window.0 && s.start < window.1)
            .map(|s| {
                let periods = if level + 1 < levels {
                    self.tree(&self.children(*s, ctx.year_days), level + 1, levels, window, ctx)
                } else {
                    Vec::new()
                };
                self.period(*s, level, ctx, periods)
            })
            .collect()
    }

    pub fn period(&self, s: Span, level: usize, ctx: &Ctx, periods: Vec<Period>) -> Period {
        Period {
            lord: self.lords[s.lord],
            yogini: self.names.map(|n| n[s.lord]),
            level: LEVEL_NAMES[level],
            start: EventTime::new(s.start, ctx.offset),
            end: EventTime::new(s.start + s.years * ctx.year_days, ctx.offset),
            years: s.years,
            periods,
        }
    }

    /// The chain of running periods at `jd`, `levels` deep, among consecutive top-level spans.
    pub fn running(&self, top: &[Span], jd: f64, levels: usize, ctx: &Ctx) -> Vec<Period> {
        let mut out = Vec::with_capacity(levels);
        let mut spans = top.to_vec();
        for level in 0..levels {
            let Some(s) =
                spans.iter().copied().find(|s| jd < s.start + s.years * ctx.year_days).or(spans.last().copied())
            else {
                break;
            };
            out.push(self.period(s, level, ctx, Vec::new()));
            spans = self.children(s, ctx.year_days);
        }
        out
    }
}

pub(crate) struct Ctx {
    pub year_days: f64,
    pub offset: i32,
}

/// Everything a dasha answer needs from the birth chart.
pub struct Birth {
    /// Birth moment, Julian day (UT).
    pub jd: f64,
    /// UTC offset of the birth moment in minutes east of UTC, used for output times.
    pub offset: i32,
    /// The Moon at birth (sidereal longitude, sign, nakshatra).
    pub moon: DashaMoon,
    /// Conventions of the birth chart (ayanamsa, node model, ephemeris).
    pub conventions: Conventions,
}

pub(crate) fn birth(req: &DashaRequest) -> Result<Birth> {
    birth_and_chart(req).map(|(b, _)| b)
}

/// The birth as the dasha sees it, and the whole birth chart (for the systems' conditions).
pub(crate) fn birth_and_chart(req: &DashaRequest) -> Result<(Birth, VedicChart)> {
    let chart = vedic_chart(&ChartRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
    })?;
    let moon = chart.planets.iter().find(|p| p.graha == Graha::Moon).expect("chart has the Moon");
    let b = Birth {
        jd: req.moment.jd_ut,
        offset: req.moment.offset_minutes,
        moon: DashaMoon { longitude: moon.longitude, sign: moon.sign.sign, nakshatra: moon.nakshatra.clone() },
        conventions: chart.conventions.clone(),
    };
    Ok((b, chart))
}

/// Levels option, checked.
pub(crate) fn levels(req: &DashaRequest, max: u8, default: u8) -> Result<usize> {
    let levels = req.levels.unwrap_or(default);
    if !(1..=max).contains(&levels) {
        return Err(Error::invalid("levels", format!("must be an integer from 1 to {max}")));
    }
    Ok(levels as usize)
}

/// The listing window: [from, to), defaulting to birth and the end of the schedule.
pub(crate) fn window(req: &DashaRequest, birth: f64, end: f64) -> Result<(f64, f64)> {
    let from = req.from.unwrap_or(birth);
    let to = req.to.unwrap_or(end);
    if !from.is_finite() || !to.is_finite() || to <= from {
        return Err(Error::invalid("to", "must be after from"));
    }
    Ok((from, to))
}

/// The `at` moment of a "current" answer.
pub(crate) fn at(req: &DashaRequest, birth: f64) -> Result<f64> {
    let at = req.at.ok_or_else(|| Error::invalid("at", "is required"))?;
    if !at.is_finite() || at < birth {
        return Err(Error::invalid("at", "must not be before the birth moment"));
    }
    Ok(at)
}

/// Years, months and days of a span of days, counted on the calendar from `start` (the way a
/// balance "4 y 8 m 27 d" is read: whole years, then whole months, then days, all local dates).
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Ymd {
    /// Whole calendar years.
    pub years: i32,
    /// Whole calendar months after the years, 0..11.
    pub months: i32,
    /// Remaining days after the months.
    pub days: i32,
}

/// Calendar years, months and days from `start_jd` to `end_jd` (Julian days, UT), counted on
/// local dates at `offset_minutes` east of UTC; the time of day is ignored.
pub fn calendar_difference(start_jd: f64, end_jd: f64, offset_minutes: i32) -> Ymd {
    use crate::ephemeris::time::calendar_from_jd;
    use chrono::Datelike;
    let shift = offset_minutes as f64 / 1440.0;
    let a = calendar_from_jd(start_jd + shift).date();
    let b = calendar_from_jd(end_jd + shift).date();
    let mut months = ((b.year() - a.year()) * 12 + b.month() as i32 - a.month() as i32).max(0);
    // `a` plus whole months, the day clamped to the month's end (31 Jan + 1 month = 28 Feb), so
    // the days left are never negative: 31 Jan to 1 Mar is 1 month and 1 day.
    let plus = |m: i32| a.checked_add_months(chrono::Months::new(m as u32)).expect("dates inside the supported range");
    if months > 0 && plus(months) > b {
        months -= 1;
    }
    let days = (b - plus(months)).num_days() as i32;
    Ymd { years: months / 12, months: months % 12, days }
}
