//! `/v1/dasha/systems`: for one birth, every dasha this service computes, whether
//! its classical condition holds (for the conditional ones), and the mahadasha, antardasha and
//! pratyantardasha of each running at one moment. One birth chart serves them all. Kaala (from
//! the part of the day), Naisargika and Kalachakra (from the Moon's pada) follow the Moon's
//! dashas, then the rasi (sign) dashas, each in its default variant.

use super::applicability::Applicability;
use super::graha::{GRAHA_SYSTEMS, SUB_PERIODS};
use super::kaala::{kaala_running, KAALA_YEARS};
use super::naisargika::{running_at, NaisargikaPeriod, NAISARGIKA_TOTAL};
use super::rasi::{running_all, RasiPeriod};
use super::vimshottari::VIMSHOTTARI_TABLE;
use super::yogini::YOGINI_TABLE;
use super::{at, birth_and_chart, DashaMoon, DashaRequest, Period, YearLength};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::Conventions;
use serde::Serialize;

/// Levels of the running chain given for each system (mahadasha, antardasha, pratyantardasha).
pub const OVERVIEW_LEVELS: usize = 3;

/// A running period as the overview gives it (the systems' own periods without sub-periods).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Running {
    /// Planet ruling the period (`Lagna` for the natural dasha's last period; for a sign dasha
    /// the lord the system reads for the sign).
    pub lord: &'static str,
    /// The sign of the period (the rasi dashas only), its lower-case key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sign: Option<&'static str>,
    /// Yogini name (Yogini dasha only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub yogini: Option<&'static str>,
    /// mahadasha, antardasha, pratyantardasha.
    pub level: &'static str,
    /// Start of the period (UT instant, also shown in the request's offset).
    pub start: EventTime,
    /// End of the period (UT instant, also shown in the request's offset).
    pub end: EventTime,
    /// Length of the period in dasha years.
    pub years: f64,
}

impl Running {
    fn of(p: Period) -> Running {
        Running {
            lord: p.lord.name(),
            sign: None,
            yogini: p.yogini,
            level: p.level,
            start: p.start,
            end: p.end,
            years: p.years,
        }
    }
    fn rasi(p: RasiPeriod) -> Running {
        let sign = Some(p.sign_key);
        Running { lord: p.lord.name(), sign, yogini: None, level: p.level, start: p.start, end: p.end, years: p.years }
    }
    fn natural(p: NaisargikaPeriod) -> Running {
        Running { lord: p.lord, sign: None, yogini: None, level: p.level, start: p.start, end: p.end, years: p.years }
    }
}

fn running(periods: Vec<Period>) -> Vec<Running> {
    periods.into_iter().map(Running::of).collect()
}

/// One system in the overview.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SystemSummary {
    /// Path name of the system (its own endpoint is `/v1/dasha/{system}`).
    pub system: &'static str,
    /// Display name of the system.
    pub name: &'static str,
    /// Years of one cycle (for a sign dasha, of its schedule for this chart).
    pub cycle_years: f64,
    /// The classical condition and whether it holds; absent for the unconditional systems
    /// (Vimshottari, Yogini, Naisargika).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applicable: Option<Applicability>,
    /// Mahadasha, antardasha and pratyantardasha running at `at` (none once the natural
    /// dasha's 132 years are over).
    pub periods: Vec<Running>,
}

/// Conventions of the overview: the chart's, the dasha year and the sub-period rule.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct OverviewConventions {
    /// Zodiac, ayanamsa, node model and ephemeris of the underlying birth chart.
    #[serde(flatten)]
    pub chart: Conventions,
    /// Year length option the answer used (`julian` or `sidereal`).
    pub year_length: YearLength,
    /// Days in one dasha year (365.25 or 365.256363).
    pub year_days: f64,
    /// The rule that divides a period into its sub-periods (the graha dashas; the natural and
    /// the rasi dashas' rules are stated by their own endpoints).
    pub sub_periods: &'static str,
}

/// Every dasha system of one birth at one moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DashaOverview {
    /// The moment asked about (the request's `at`).
    pub at: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose nakshatra sets every system's first lord.
    pub moon: DashaMoon,
    /// Each system, in the order of the API's dasha group.
    pub systems: Vec<SystemSummary>,
    /// Conventions used.
    pub conventions: OverviewConventions,
}

/// The overview of every system for the request's birth at its `at` moment.
pub fn dasha_systems(req: &DashaRequest) -> Result<DashaOverview> {
    let (b, chart) = birth_and_chart(req)?;
    let at = at(req, b.jd)?;
    let year_days = req.year.days();
    let mut systems = vec![
        SystemSummary {
            system: "vimshottari",
            name: "Vimshottari",
            cycle_years: VIMSHOTTARI_TABLE.total,
            applicable: None,
            periods: running(VIMSHOTTARI_TABLE.running_at(&b, at, OVERVIEW_LEVELS, year_days)),
        },
        SystemSummary {
            system: "yogini",
            name: "Yogini",
            cycle_years: YOGINI_TABLE.total,
            applicable: None,
            periods: running(YOGINI_TABLE.running_at(&b, at, OVERVIEW_LEVELS, year_days)),
        },
    ];
    systems.extend(GRAHA_SYSTEMS.iter().map(|s| SystemSummary {
        system: s.slug,
        name: s.name,
        cycle_years: s.table.total,
        applicable: Some(s.condition.check(&chart)),
        periods: running(s.running_at(&b, &chart, at, OVERVIEW_LEVELS, year_days)),
    }));
    systems.push(SystemSummary {
        system: "kaala",
        name: "Kaala",
        cycle_years: KAALA_YEARS,
        applicable: None,
        periods: running(kaala_running(&b, req, at, OVERVIEW_LEVELS, year_days)),
    });
    systems.push(SystemSummary {
        system: "naisargika",
        name: "Naisargika",
        cycle_years: NAISARGIKA_TOTAL,
        applicable: None,
        periods: running_at(&b, &chart, at, OVERVIEW_LEVELS, year_days)
            .unwrap_or_default()
            .into_iter()
            .map(Running::natural)
            .collect(),
    });
    // Kalachakra reads the Moon's pada, then the sign dashas follow.
    systems.push(SystemSummary {
        system: "kalachakra",
        name: "Kalachakra",
        cycle_years: super::kalachakra::birth_pada(&b).paramayus,
        applicable: None,
        periods: super::kalachakra::running_at(&b, at, OVERVIEW_LEVELS, year_days)
            .into_iter()
            .map(Running::rasi)
            .collect(),
    });
    systems.extend(running_all(req, &chart, &b, at, OVERVIEW_LEVELS, year_days).into_iter().map(
        |(s, years, periods)| SystemSummary {
            system: s.slug,
            name: s.name,
            cycle_years: years,
            applicable: None,
            periods: periods.into_iter().map(Running::rasi).collect(),
        },
    ));
    Ok(DashaOverview {
        at: EventTime::new(at, b.offset),
        birth: EventTime::new(b.jd, b.offset),
        systems,
        conventions: OverviewConventions {
            chart: b.conventions.clone(),
            year_length: req.year,
            year_days,
            sub_periods: SUB_PERIODS,
        },
        moon: b.moon,
    })
}
