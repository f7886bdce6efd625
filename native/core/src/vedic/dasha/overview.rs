//! `/v1/dasha/systems`: for one birth, every nakshatra dasha this service computes, whether
//! its classical condition holds (for the conditional ones), and the mahadasha, antardasha and
//! pratyantardasha of each running at one moment. One birth chart serves them all.

use super::applicability::Applicability;
use super::graha::{GRAHA_SYSTEMS, SUB_PERIODS};
use super::vimshottari::VIMSHOTTARI_TABLE;
use super::yogini::YOGINI_TABLE;
use super::{at, birth_and_chart, DashaMoon, DashaRequest, Period, YearLength};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::Conventions;
use serde::Serialize;

/// Levels of the running chain given for each system (mahadasha, antardasha, pratyantardasha).
pub const OVERVIEW_LEVELS: usize = 3;

/// One system in the overview.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SystemSummary {
    /// Path name of the system (its own endpoint is `/v1/dasha/{system}`).
    pub system: &'static str,
    /// Display name of the system.
    pub name: &'static str,
    /// Years of one cycle.
    pub cycle_years: f64,
    /// The classical condition and whether it holds; absent for the unconditional systems
    /// (Vimshottari, Yogini).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applicable: Option<Applicability>,
    /// Mahadasha, antardasha and pratyantardasha running at `at`.
    pub periods: Vec<Period>,
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
    /// The rule that divides a period into its sub-periods (every system here).
    pub sub_periods: &'static str,
}

/// Every nakshatra dasha of one birth at one moment.
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
            periods: VIMSHOTTARI_TABLE.running_at(&b, at, OVERVIEW_LEVELS, year_days),
        },
        SystemSummary {
            system: "yogini",
            name: "Yogini",
            cycle_years: YOGINI_TABLE.total,
            applicable: None,
            periods: YOGINI_TABLE.running_at(&b, at, OVERVIEW_LEVELS, year_days),
        },
    ];
    systems.extend(GRAHA_SYSTEMS.iter().map(|s| SystemSummary {
        system: s.slug,
        name: s.name,
        cycle_years: s.table.total,
        applicable: Some(s.condition.check(&chart)),
        periods: s.table.running_at(&b, at, OVERVIEW_LEVELS, year_days),
    }));
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
