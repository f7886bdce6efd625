//! The one engine behind every rasi (sign) dasha: a system gives its mahadashas (a sign and its
//! years each, from birth) and, for every sign, the order of the twelve signs its sub-periods
//! run through; this module nests them to any depth (each sub-period a twelfth of its parent,
//! the rule of the Jaimini dashas), keeps the periods inside a listing window, and finds the
//! chain running at one moment. Times use the graha dashas' year and [`Ctx`].

use super::RasiPeriod;
use crate::ephemeris::time::EventTime;
use crate::vedic::dasha::{Ctx, LEVEL_NAMES};
use crate::zodiac::{Graha, Sign};

/// A period in the abstract: its sign, start (JD, UT) and length in dasha years.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RasiSpan {
    /// The sign of the period.
    pub sign: Sign,
    /// Start, Julian day (UT).
    pub start: f64,
    /// Length in dasha years.
    pub years: f64,
}

/// A rasi dasha worked out for one chart: its mahadashas from birth, the sub-period order of
/// each sign, and the lord shown beside each sign.
#[derive(Debug, Clone)]
pub struct Schedule {
    /// The mahadashas in order; zero-length periods are left out.
    pub mahadashas: Vec<RasiSpan>,
    /// For each sign (Aries first), the twelve signs its sub-periods run through, in order.
    pub sub_order: [[Sign; 12]; 12],
    /// For each sign (Aries first), the lord the system reads for it.
    pub lords: [Graha; 12],
}

impl Schedule {
    /// The mahadashas of `(sign, years)` in order from `start` (JD, UT), zero-length ones dropped.
    pub fn spans(start: f64, periods: &[(Sign, f64)], year_days: f64) -> Vec<RasiSpan> {
        let mut at = start;
        periods
            .iter()
            .filter(|(_, y)| *y > 0.0)
            .map(|&(sign, years)| {
                let s = RasiSpan { sign, start: at, years };
                at += years * year_days;
                s
            })
            .collect()
    }

    /// End of the last mahadasha.
    pub fn end(&self, year_days: f64) -> f64 {
        let last = self.mahadashas.last().expect("a schedule has periods");
        last.start + last.years * year_days
    }

    /// The twelve sub-periods of a span: equal twelfths in the order of its sign.
    pub fn children(&self, parent: RasiSpan, year_days: f64) -> Vec<RasiSpan> {
        let years = parent.years / 12.0;
        self.sub_order[parent.sign.index()]
            .iter()
            .enumerate()
            .map(|(k, &sign)| RasiSpan { sign, start: parent.start + k as f64 * years * year_days, years })
            .collect()
    }

    fn period(&self, s: RasiSpan, level: usize, ctx: &Ctx, periods: Vec<RasiPeriod>) -> RasiPeriod {
        RasiPeriod {
            sign: s.sign,
            sign_key: s.sign.key(),
            lord: self.lords[s.sign.index()],
            level: LEVEL_NAMES[level],
            start: EventTime::new(s.start, ctx.offset),
            end: EventTime::new(s.start + s.years * ctx.year_days, ctx.offset),
            years: s.years,
            periods,
        }
    }

    /// The period tree of `spans` down to `levels`, keeping the periods overlapping [from, to).
    pub(crate) fn tree(
        &self,
        spans: &[RasiSpan],
        level: usize,
        levels: usize,
        window: (f64, f64),
        ctx: &Ctx,
    ) -> Vec<RasiPeriod> {
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

    /// The chain of periods running at `jd`, `levels` deep (none after the schedule ends).
    pub(crate) fn running(&self, jd: f64, levels: usize, ctx: &Ctx) -> Vec<RasiPeriod> {
        let mut out = Vec::with_capacity(levels);
        let mut spans = self.mahadashas.clone();
        for level in 0..levels {
            let end = |s: &RasiSpan| s.start + s.years * ctx.year_days;
            // Below the mahadashas the parent holds `jd`: the last child takes what rounding leaves.
            let found = spans.iter().copied().find(|s| s.start <= jd && jd < end(s));
            let Some(s) = found.or_else(|| if level > 0 { spans.last().copied() } else { None }) else {
                break;
            };
            out.push(self.period(s, level, ctx, Vec::new()));
            spans = self.children(s, ctx.year_days);
        }
        out
    }
}
