//! Kalachakra periods in the abstract: the mahadashas from the Moon's pada at birth, the
//! sub-periods of any period, and the chain running at a moment.
//!
//! - Balance: the part of the birth pada the Moon has crossed, times the pada's paramayus, is
//!   the part of the pada's nine dashas already lived; the sign reached there runs at birth with
//!   the rest of its years (BPHS 46; P.V.R. Narasimha Rao, ch. 24, Example 95).
//! - After the ninth sign of a pada the dashas go on with the nine signs of the next pada of the
//!   zodiac, in its own chakra (Narasimha Rao, Exercise 34: Dhanishta 4 goes on with Shatabhisha 1).
//! - Sub-periods: the nine signs of the period's own pada, starting from the period's own place
//!   in it, each for parent years x sign years / paramayus (the proportional rule of BPHS 46
//!   for Vimshottari, with the pada's paramayus as the whole); the same at every level.

use super::tables::{next_pada, paramayus, Group, SIGN_YEARS};
use crate::ephemeris::time::EventTime;
use crate::vedic::dasha::rasi::RasiPeriod;
use crate::vedic::dasha::{Ctx, LEVEL_NAMES};
use crate::zodiac::Sign;

/// A period: its sign, the pada whose nine signs it belongs to, its place among them, its start
/// (JD, UT) and its length in dasha years.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KSpan {
    /// The sign of the period.
    pub sign: Sign,
    /// Nakshatra (1..27) of the pada the period belongs to.
    pub nakshatra: u8,
    /// Pada (1..4) the period belongs to.
    pub pada: u8,
    /// Place (0..8) of the sign among the pada's nine.
    pub place: usize,
    /// Start, Julian day (UT).
    pub start: f64,
    /// Length in dasha years.
    pub years: f64,
}

impl KSpan {
    /// End of the period, Julian day (UT).
    pub fn end(&self, year_days: f64) -> f64 {
        self.start + self.years * year_days
    }
}

/// Fraction (0..1) of its pada a sidereal longitude has crossed.
pub fn pada_fraction(longitude: f64) -> f64 {
    let x = longitude.rem_euclid(360.0) * 108.0 / 360.0;
    (x - x.floor()).clamp(0.0, 1.0)
}

/// Index (0..8) of the sign running after `elapsed` years of a pada's dashas, and the years of
/// that sign already run.
pub fn running_place(group: Group, pada: u8, elapsed: f64) -> (usize, f64) {
    let mut before = 0.0;
    for (i, s) in group.signs(pada).iter().enumerate() {
        let years = SIGN_YEARS[s.index()];
        if elapsed < before + years || i == 8 {
            return (i, (elapsed - before).min(years));
        }
        before += years;
    }
    unreachable!("a pada has nine signs")
}

/// The mahadashas from the one running at birth until one ends at or after `until` (JD, UT):
/// the rest of the birth pada, then whole padas in zodiacal order.
pub fn mahadashas(nakshatra: u8, pada: u8, fraction: f64, birth: f64, year_days: f64, until: f64) -> Vec<KSpan> {
    let group = Group::of(nakshatra);
    let (first, run) = running_place(group, pada, fraction * paramayus(group, pada));
    let mut out = Vec::new();
    let mut start = birth - run * year_days;
    let (mut nak, mut pd, mut place) = (nakshatra, pada, first);
    loop {
        let sign = Group::of(nak).signs(pd)[place];
        let years = SIGN_YEARS[sign.index()];
        out.push(KSpan { sign, nakshatra: nak, pada: pd, place, start, years });
        start += years * year_days;
        if start >= until && out.len() >= 9 {
            return out;
        }
        place += 1;
        if place == 9 {
            (nak, pd) = next_pada(nak, pd);
            place = 0;
        }
    }
}

/// The nine sub-periods of a period: its pada's signs from its own place on, in proportion.
pub fn children(parent: &KSpan, year_days: f64) -> Vec<KSpan> {
    let group = Group::of(parent.nakshatra);
    let signs = group.signs(parent.pada);
    let whole = paramayus(group, parent.pada);
    let mut start = parent.start;
    (0..9)
        .map(|k| {
            let place = (parent.place + k) % 9;
            let sign = signs[place];
            let years = parent.years * SIGN_YEARS[sign.index()] / whole;
            let span = KSpan { sign, nakshatra: parent.nakshatra, pada: parent.pada, place, start, years };
            start += years * year_days;
            span
        })
        .collect()
}

fn period(s: &KSpan, level: usize, ctx: &Ctx, periods: Vec<RasiPeriod>) -> RasiPeriod {
    RasiPeriod {
        sign: s.sign,
        sign_key: s.sign.key(),
        lord: s.sign.lord(),
        level: LEVEL_NAMES[level],
        start: EventTime::new(s.start, ctx.offset),
        end: EventTime::new(s.end(ctx.year_days), ctx.offset),
        years: s.years,
        periods,
    }
}

/// The period tree of `spans` down to `levels`, keeping the periods overlapping [from, to).
pub(crate) fn tree(spans: &[KSpan], level: usize, levels: usize, window: (f64, f64), ctx: &Ctx) -> Vec<RasiPeriod> {
    spans
        .iter()
        .filter(|s| s.end(ctx.year_days) > window.0 && s.start < window.1)
        .map(|s| {
            let periods = if level + 1 < levels {
                tree(&children(s, ctx.year_days), level + 1, levels, window, ctx)
            } else {
                Vec::new()
            };
            period(s, level, ctx, periods)
        })
        .collect()
}

/// The chain of periods running at `jd`, `levels` deep, among consecutive mahadashas.
pub(crate) fn running(mahadashas: &[KSpan], jd: f64, levels: usize, ctx: &Ctx) -> Vec<RasiPeriod> {
    let mut out = Vec::with_capacity(levels);
    let mut spans = mahadashas.to_vec();
    for level in 0..levels {
        // The parent holds `jd`: the last child takes what rounding leaves at its end.
        let Some(s) = spans.iter().find(|s| jd < s.end(ctx.year_days)).or(spans.last()).copied() else { break };
        out.push(period(&s, level, ctx, Vec::new()));
        spans = children(&s, ctx.year_days);
    }
    out
}
