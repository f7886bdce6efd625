//! Naisargika (natural) dasha: the planets rule fixed spans of life from birth, in the order and
//! years of BPHS (Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50), followed
//! by the lagna for 12 years as PyJHora adds (132 years in all). No balance:
//! the first period starts at birth.
//!
//! Sub-periods: the planets (Sun to Saturn) in the kendras from the sign of the period's lord
//! (1st, 4th, 7th, 10th from it), then in the panapharas (2nd, 5th, 8th, 11th), then in the
//! apoklimas (3rd, 6th, 9th, 12th), in that house order and, within a sign, in weekday order; the
//! period's own lord is left out; each gets an equal share. The same rule nests at every level.

use super::vimshottari::MAX_WINDOW_YEARS;
use super::{at, birth_and_chart, levels, window, DashaConventions, DashaMoon, DashaRequest, LEVEL_NAMES};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::{Error, Result};
use crate::vedic::chart::VedicChart;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha::{self, *};
use serde::Serialize;

/// The mahadashas in order: the planet (None = the lagna) and its years.
pub const NAISARGIKA_YEARS: [(Option<Graha>, f64); 8] = [
    (Some(Moon), 1.0),
    (Some(Mars), 2.0),
    (Some(Mercury), 9.0),
    (Some(Venus), 20.0),
    (Some(Jupiter), 18.0),
    (Some(Sun), 20.0),
    (Some(Saturn), 50.0),
    (None, 12.0),
];
/// Years of the whole schedule.
pub const NAISARGIKA_TOTAL: f64 = 132.0;
/// Houses counted from the period lord's sign, in the order its sub-periods take them.
const HOUSE_ORDER: [usize; 12] = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11];

const STARTING_RULE: &str = "from birth (no balance): Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, \
                             Saturn 50 years, then the lagna 12";
const SUB_PERIODS: &str = "equal shares among the planets (Sun to Saturn) in the kendras, then panapharas, then \
                           apoklimas from the sign of the period's lord, leaving that lord out";

/// One naisargika period at any level.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NaisargikaPeriod {
    /// Planet ruling the period, or `Lagna`.
    pub lord: &'static str,
    /// mahadasha, antardasha, pratyantardasha, sookshma, prana.
    pub level: &'static str,
    /// Start of the period (UT instant, also shown in the request's offset).
    pub start: EventTime,
    /// End of the period; the next period starts here.
    pub end: EventTime,
    /// Length of the period in dasha years.
    pub years: f64,
    /// Sub-periods of the next level, present only when the requested number of levels reaches them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub periods: Vec<NaisargikaPeriod>,
}

/// Naisargika dasha of a birth, listed over a window of time.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Naisargika {
    /// Name of the dasha system, `naisargika`.
    pub system: &'static str,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth (for reference; the natural dasha does not depend on it).
    pub moon: DashaMoon,
    /// The order and years of the mahadashas.
    pub starting_rule: &'static str,
    /// Birth to the end of the 132 years.
    pub schedule: Interval,
    /// Number of levels listed (1 = mahadashas ... 5 = down to pranas).
    pub levels: usize,
    /// Listing window: only periods overlapping [start, end) are listed.
    pub window: Interval,
    /// Mahadashas overlapping the window, each with its sub-periods down to `levels`.
    pub periods: Vec<NaisargikaPeriod>,
    /// Conventions used: chart ayanamsa, year length, starting point and sub-period rule.
    pub conventions: DashaConventions,
}

/// The naisargika periods running at one moment, one per level.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NaisargikaCurrent {
    /// Name of the dasha system, `naisargika`.
    pub system: &'static str,
    /// The moment asked about (the request's `at`).
    pub at: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// Mahadasha, antardasha, pratyantardasha, sookshma and prana running at `at`.
    pub periods: Vec<NaisargikaPeriod>,
    /// Conventions used: chart ayanamsa, year length, starting point and sub-period rule.
    pub conventions: DashaConventions,
}

/// A lord of the natural dasha: a planet or the lagna.
#[derive(Clone, Copy)]
struct Lord(Option<Graha>);

impl Lord {
    fn name(self) -> &'static str {
        self.0.map_or("Lagna", |g| g.name())
    }
}

/// Signs of the lagna and of Sun .. Saturn, and the schedule's arithmetic.
struct Chart {
    lagna: usize,
    signs: [usize; 7],
    year_days: f64,
    offset: i32,
}

#[derive(Clone, Copy)]
struct Span {
    lord: Lord,
    start: f64,
    years: f64,
}

impl Chart {
    fn of(chart: &VedicChart, year_days: f64, offset: i32) -> Chart {
        let mut signs = [0; 7];
        for p in chart.planets.iter().filter(|p| p.graha.index() < 7) {
            signs[p.graha.index()] = sign_index(p.longitude);
        }
        Chart { lagna: sign_index(chart.ascendant.longitude), signs, year_days, offset }
    }

    fn mahadashas(&self, birth: f64) -> Vec<Span> {
        let mut start = birth;
        NAISARGIKA_YEARS
            .iter()
            .map(|&(g, years)| {
                let s = Span { lord: Lord(g), start, years };
                start += years * self.year_days;
                s
            })
            .collect()
    }

    fn children(&self, parent: Span) -> Vec<Span> {
        let from = parent.lord.0.map_or(self.lagna, |g| self.signs[g.index()]);
        let lords: Vec<Graha> = HOUSE_ORDER
            .iter()
            .flat_map(|h| Graha::SEVEN.into_iter().filter(move |g| self.signs[g.index()] == (from + h) % 12))
            .filter(|g| Some(*g) != parent.lord.0)
            .collect();
        let years = parent.years / lords.len() as f64;
        lords
            .iter()
            .enumerate()
            .map(|(k, g)| Span { lord: Lord(Some(*g)), start: parent.start + k as f64 * years * self.year_days, years })
            .collect()
    }

    fn end(&self, s: Span) -> f64 {
        s.start + s.years * self.year_days
    }

    fn period(&self, s: Span, level: usize, periods: Vec<NaisargikaPeriod>) -> NaisargikaPeriod {
        NaisargikaPeriod {
            lord: s.lord.name(),
            level: LEVEL_NAMES[level],
            start: EventTime::new(s.start, self.offset),
            end: EventTime::new(self.end(s), self.offset),
            years: s.years,
            periods,
        }
    }

    fn tree(&self, spans: &[Span], level: usize, levels: usize, win: (f64, f64)) -> Vec<NaisargikaPeriod> {
        spans
            .iter()
            .filter(|s| self.end(**s) > win.0 && s.start < win.1)
            .map(|s| {
                let kids =
                    if level + 1 < levels { self.tree(&self.children(*s), level + 1, levels, win) } else { Vec::new() };
                self.period(*s, level, kids)
            })
            .collect()
    }

    fn running(&self, top: Vec<Span>, at: f64, levels: usize) -> Vec<NaisargikaPeriod> {
        let mut out = Vec::with_capacity(levels);
        let mut spans = top;
        for level in 0..levels {
            let Some(s) = spans.iter().copied().find(|s| at < self.end(*s)) else { break };
            out.push(self.period(s, level, Vec::new()));
            spans = self.children(s);
        }
        out
    }
}

fn conventions(b: &super::Birth, req: &DashaRequest) -> DashaConventions {
    DashaConventions {
        chart: b.conventions.clone(),
        year_length: req.year,
        year_days: req.year.days(),
        year: req.year.describe(),
        starting_point: STARTING_RULE,
        sub_periods: SUB_PERIODS,
    }
}

/// Naisargika periods of a birth over the requested window (levels 1..5, default 3; at 4 and 5
/// levels the window is limited as for Vimshottari).
pub fn naisargika(req: &DashaRequest) -> Result<Naisargika> {
    let (b, chart) = birth_and_chart(req)?;
    let levels = levels(req, 5, 3)?;
    let c = Chart::of(&chart, req.year.days(), b.offset);
    let end = b.jd + NAISARGIKA_TOTAL * c.year_days;
    let win = window(req, b.jd, end)?;
    if (win.1 - win.0) / c.year_days > MAX_WINDOW_YEARS[levels - 1] + 1e-9 {
        return Err(Error::invalid(
            "to",
            format!("at {levels} levels the from/to window may span at most {} years", MAX_WINDOW_YEARS[levels - 1]),
        ));
    }
    Ok(Naisargika {
        system: "naisargika",
        birth: EventTime::new(b.jd, b.offset),
        starting_rule: STARTING_RULE,
        schedule: Interval::new(b.jd, end, b.offset),
        levels,
        window: Interval::new(win.0, win.1, b.offset),
        periods: c.tree(&c.mahadashas(b.jd), 0, levels, win),
        conventions: conventions(&b, req),
        moon: b.moon,
    })
}

/// The running periods at `at` for a computed chart (`levels` deep); None past the 132 years.
pub(crate) fn running_at(
    b: &super::Birth,
    chart: &VedicChart,
    at: f64,
    levels: usize,
    year_days: f64,
) -> Option<Vec<NaisargikaPeriod>> {
    let c = Chart::of(chart, year_days, b.offset);
    (at < b.jd + NAISARGIKA_TOTAL * year_days).then(|| c.running(c.mahadashas(b.jd), at, levels))
}

/// The five naisargika periods running at the request's `at` (within the 132 years from birth).
pub fn naisargika_current(req: &DashaRequest) -> Result<NaisargikaCurrent> {
    let (b, chart) = birth_and_chart(req)?;
    let at = at(req, b.jd)?;
    let periods = running_at(&b, &chart, at, 5, req.year.days())
        .ok_or_else(|| Error::invalid("at", "must be within the 132 years of the natural dasha from birth"))?;
    Ok(NaisargikaCurrent {
        system: "naisargika",
        at: EventTime::new(at, b.offset),
        birth: EventTime::new(b.jd, b.offset),
        periods,
        conventions: conventions(&b, req),
    })
}
