//! Vimshottari dasha (BPHS ch. 46): nine lords, 120 years, five levels.

use super::engine::{StartRule, Table};
use super::{
    at, birth, levels, window, Birth, Ctx, DashaConventions, DashaMoon, DashaRequest, Period, Span, System, Ymd,
};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::{Error, Result};
use crate::zodiac::nakshatra::NAKSHATRA_LORDS;
use crate::zodiac::Graha;
use serde::Serialize;

/// Years of each lord, in the Vimshottari order from Ketu (the order of `NAKSHATRA_LORDS`).
pub const VIMSHOTTARI_YEARS: [f64; 9] = [7.0, 20.0, 6.0, 10.0, 7.0, 18.0, 16.0, 19.0, 17.0];

/// Vimshottari as data: nine lords from Ketu, the k-th nakshatra from Ashwini ruled by lord k mod 9.
pub const VIMSHOTTARI_TABLE: Table = Table {
    lords: &NAKSHATRA_LORDS,
    names: None,
    years: &VIMSHOTTARI_YEARS,
    total: 120.0,
    rule: StartRule::Cycle { seed: 1, backward: false },
};

pub(crate) const VIMSHOTTARI: System = VIMSHOTTARI_TABLE.system();

/// Longest window (years) the listing accepts at 4 and 5 levels, so answers stay a sensible size
/// (a prana lasts ~6.7 days on average: 5 levels over 2 years is ~110 antardashas' worth).
pub const MAX_WINDOW_YEARS: [f64; 5] = [f64::INFINITY, f64::INFINITY, f64::INFINITY, 20.0, 2.0];

/// The part of the first mahadasha still to run at birth.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Balance {
    /// Lord of the mahadasha running at birth.
    pub lord: Graha,
    /// Years of the first mahadasha still to run at birth.
    pub years: f64,
    /// The same as calendar years, months and days from the birth date.
    pub ymd: Ymd,
    /// Fraction of the birth nakshatra already crossed (= elapsed part of the first dasha).
    pub elapsed_fraction: f64,
    /// End of the first mahadasha (UT instant, also shown in the request's offset).
    pub end: EventTime,
}

impl Balance {
    /// The balance at birth of a first period ruled by `lord` that ends at `first_end` (JD, UT).
    pub fn at_birth(b: &Birth, lord: Graha, first_end: f64, year_days: f64) -> Balance {
        Balance {
            lord,
            years: (first_end - b.jd) / year_days,
            ymd: super::calendar_difference(b.jd, first_end, b.offset),
            elapsed_fraction: b.moon.nakshatra.fraction_traversed,
            end: EventTime::new(first_end, b.offset),
        }
    }
}

/// Vimshottari dasha periods of a birth, listed over a window of time.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Vimshottari {
    /// Name of the dasha system, `vimshottari`.
    pub system: &'static str,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose nakshatra sets the dasha sequence.
    pub moon: DashaMoon,
    /// Balance of the first mahadasha at birth.
    pub balance: Balance,
    /// Start of the first mahadasha (before birth) and end of the 120-year cycle.
    pub cycle: Interval,
    /// Number of levels listed (1 = mahadashas only ... 5 = down to pranas).
    pub levels: usize,
    /// Listing window: only periods overlapping [start, end) are listed.
    pub window: Interval,
    /// Mahadashas overlapping the window, each with its sub-periods down to `levels`.
    pub periods: Vec<Period>,
    /// Conventions used: chart ayanamsa, year length, starting point and sub-period rule.
    pub conventions: DashaConventions,
}

/// The Vimshottari periods running at one moment, one per level.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VimshottariCurrent {
    /// Name of the dasha system, `vimshottari`.
    pub system: &'static str,
    /// The moment asked about (the request's `at`).
    pub at: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose nakshatra sets the dasha sequence.
    pub moon: DashaMoon,
    /// Mahadasha, antardasha, pratyantardasha, sookshma and prana running at `at`.
    pub periods: Vec<Period>,
    /// Conventions used: chart ayanamsa, year length, starting point and sub-period rule.
    pub conventions: DashaConventions,
}

pub(crate) fn conventions(b: &Birth, req: &DashaRequest) -> DashaConventions {
    DashaConventions {
        chart: b.conventions.clone(),
        year_length: req.year,
        year_days: req.year.days(),
        year: req.year.describe(),
        starting_point: "Moon's nakshatra at birth; balance = part of the nakshatra still to cross",
        sub_periods: "proportional: parent years x lord years / 120, starting with the parent's lord",
    }
}

/// The mahadashas from the start of the birth cycle, `cycles` x 9 of them.
pub(crate) fn mahadashas(b: &Birth, year_days: f64, cycles: usize) -> Vec<Span> {
    VIMSHOTTARI_TABLE.mahadashas(b, year_days, cycles)
}

/// Vimshottari periods of a birth over the requested window, down to the requested level
/// (1..5, default 3; at 4 and 5 levels the window is limited by `MAX_WINDOW_YEARS`).
pub fn vimshottari(req: &DashaRequest) -> Result<Vimshottari> {
    let b = birth(req)?;
    let levels = levels(req, 5, 3)?;
    let year_days = req.year.days();
    let ctx = Ctx { year_days, offset: b.offset };
    let mds = mahadashas(&b, year_days, 1);
    let cycle_start = mds[0].start;
    let cycle_end = cycle_start + 120.0 * year_days;
    let win = window(req, b.jd, cycle_end)?;
    let span_years = (win.1 - win.0) / year_days;
    if span_years > MAX_WINDOW_YEARS[levels - 1] + 1e-9 {
        return Err(Error::invalid(
            "to",
            format!(
                "at {levels} levels give a from/to window of at most {} years (this one is {span_years:.1})",
                MAX_WINDOW_YEARS[levels - 1]
            ),
        ));
    }
    let first = mds[0];
    let first_end = first.start + first.years * year_days;
    Ok(Vimshottari {
        system: "vimshottari",
        birth: EventTime::new(b.jd, b.offset),
        balance: Balance::at_birth(&b, NAKSHATRA_LORDS[first.lord], first_end, year_days),
        cycle: Interval::new(cycle_start, cycle_end, b.offset),
        levels,
        window: Interval::new(win.0, win.1, b.offset),
        periods: VIMSHOTTARI.tree(&mds, 0, levels, win, &ctx),
        conventions: conventions(&b, req),
        moon: b.moon,
    })
}

/// The five Vimshottari periods (mahadasha to prana) running at the request's `at` moment.
pub fn vimshottari_current(req: &DashaRequest) -> Result<VimshottariCurrent> {
    let b = birth(req)?;
    let at = at(req, b.jd)?;
    let year_days = req.year.days();
    let ctx = Ctx { year_days, offset: b.offset };
    // The cycle repeats after 120 years; two cycles cover any `at` up to 2400.
    let cycles = 1 + ((at - b.jd) / (120.0 * year_days)).ceil().max(0.0) as usize;
    let mds = mahadashas(&b, year_days, cycles);
    Ok(VimshottariCurrent {
        system: "vimshottari",
        at: EventTime::new(at, b.offset),
        birth: EventTime::new(b.jd, b.offset),
        periods: VIMSHOTTARI.running(&mds, at, 5, &ctx),
        conventions: conventions(&b, req),
        moon: b.moon,
    })
}

/// The running mahadasha and antardasha lords at `jd` (for compatibility timing), from spans.
pub(crate) fn running_lords(mds: &[Span], jd: f64, year_days: f64) -> (usize, usize, f64, f64) {
    let md = mds.iter().copied().find(|s| jd < s.start + s.years * year_days).unwrap_or(*mds.last().expect("spans"));
    let ads = VIMSHOTTARI.children(md, year_days);
    let ad = ads.iter().copied().find(|s| jd < s.start + s.years * year_days).unwrap_or(ads[8]);
    (md.lord, ad.lord, md.start + md.years * year_days, ad.start + ad.years * year_days)
}
