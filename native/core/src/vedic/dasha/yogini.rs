//! Yogini dasha: eight yoginis of 1..8 years (36 in all), listed for three cycles from birth.
//!
//! The first yogini is (birth nakshatra number + 3) mod 8, 0 counting as 8 (Ashwini -> 4,
//! Bhramari); sub-periods are proportional (parent x yogini years / 36) starting with the parent's
//! yogini, the same rule as Vimshottari's.

use super::engine::{StartRule, Table};
use super::vimshottari::Balance;
use super::{at, birth, levels, window, Birth, Ctx, DashaConventions, DashaMoon, DashaRequest, Period, Span, System};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::zodiac::Graha;
use serde::Serialize;

/// Names of the eight yoginis in dasha order, Mangala first.
pub const YOGINIS: [&str; 8] = ["Mangala", "Pingala", "Dhanya", "Bhramari", "Bhadrika", "Ulka", "Siddha", "Sankata"];
/// Planet of each yogini, in the order of `YOGINIS`.
pub const YOGINI_LORDS: [Graha; 8] =
    [Graha::Moon, Graha::Sun, Graha::Jupiter, Graha::Mars, Graha::Mercury, Graha::Saturn, Graha::Venus, Graha::Rahu];
/// Years of each yogini's mahadasha, in the order of `YOGINIS` (1..8, 36 in all).
pub const YOGINI_YEARS: [f64; 8] = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
/// Number of 36-year Yogini cycles listed from the start of the birth cycle.
pub const CYCLES: usize = 3;

/// Yogini as data: the first yogini is (nakshatra number + 3) mod 8, counted from Mangala = 1.
pub const YOGINI_TABLE: Table = Table {
    lords: &YOGINI_LORDS,
    names: Some(&YOGINIS),
    years: &YOGINI_YEARS,
    total: 36.0,
    rule: StartRule::Remainder { add: 2 },
};

const YOGINI: System = YOGINI_TABLE.system();

/// The part of the first yogini mahadasha still to run at birth.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct YoginiBalance {
    /// Name of the yogini running at birth.
    pub yogini: &'static str,
    /// Her planet, the years and calendar time still to run, and when her period ends.
    #[serde(flatten)]
    pub balance: Balance,
}

/// Yogini dasha periods of a birth, listed over a window of time.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Yogini {
    /// Name of the dasha system, `yogini`.
    pub system: &'static str,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose nakshatra sets the first yogini.
    pub moon: DashaMoon,
    /// Balance of the first yogini mahadasha at birth.
    pub balance: YoginiBalance,
    /// Number of 36-year cycles in the schedule (3).
    pub cycles: usize,
    /// Start of the first yogini period (before birth) to the end of the third 36-year cycle.
    pub schedule: Interval,
    /// Number of levels listed (1 = mahadashas, 2 = antardashas, 3 = pratyantardashas).
    pub levels: usize,
    /// Listing window: only periods overlapping [start, end) are listed.
    pub window: Interval,
    /// Mahadashas overlapping the window, each with its sub-periods down to `levels`.
    pub periods: Vec<Period>,
    /// Conventions used: chart ayanamsa, year length, starting point and sub-period rule.
    pub conventions: DashaConventions,
}

/// The Yogini periods running at one moment, one per level.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct YoginiCurrent {
    /// Name of the dasha system, `yogini`.
    pub system: &'static str,
    /// The moment asked about (the request's `at`).
    pub at: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose nakshatra sets the first yogini.
    pub moon: DashaMoon,
    /// Mahadasha, antardasha and pratyantardasha running at `at`.
    pub periods: Vec<Period>,
    /// Conventions used: chart ayanamsa, year length, starting point and sub-period rule.
    pub conventions: DashaConventions,
}

fn conventions(b: &Birth, req: &DashaRequest) -> DashaConventions {
    DashaConventions {
        chart: b.conventions.clone(),
        year_length: req.year,
        year_days: req.year.days(),
        year: req.year.describe(),
        starting_point:
            "yogini (nakshatra number + 3) mod 8 of the Moon at birth; balance = part of the nakshatra still to cross",
        sub_periods: "proportional: parent years x yogini years / 36, starting with the parent's yogini",
    }
}

fn mahadashas(b: &Birth, year_days: f64, cycles: usize) -> Vec<Span> {
    YOGINI_TABLE.mahadashas(b, year_days, cycles)
}

/// Yogini periods of a birth over the requested window (three 36-year cycles), down to the
/// requested level (1..3, default 2).
pub fn yogini(req: &DashaRequest) -> Result<Yogini> {
    let b = birth(req)?;
    let levels = levels(req, 3, 2)?;
    let year_days = req.year.days();
    let ctx = Ctx { year_days, offset: b.offset };
    let mds = mahadashas(&b, year_days, CYCLES);
    let start = mds[0].start;
    let end = start + 36.0 * CYCLES as f64 * year_days;
    let win = window(req, b.jd, end)?;
    let first = mds[0];
    let first_end = first.start + first.years * year_days;
    Ok(Yogini {
        system: "yogini",
        birth: EventTime::new(b.jd, b.offset),
        balance: YoginiBalance {
            yogini: YOGINIS[first.lord],
            balance: Balance::at_birth(&b, YOGINI_LORDS[first.lord], first_end, year_days),
        },
        cycles: CYCLES,
        schedule: Interval::new(start, end, b.offset),
        levels,
        window: Interval::new(win.0, win.1, b.offset),
        periods: YOGINI.tree(&mds, 0, levels, win, &ctx),
        conventions: conventions(&b, req),
        moon: b.moon,
    })
}

/// The three Yogini periods (mahadasha, antardasha, pratyantardasha) running at the request's `at` moment.
pub fn yogini_current(req: &DashaRequest) -> Result<YoginiCurrent> {
    let b = birth(req)?;
    let at = at(req, b.jd)?;
    let year_days = req.year.days();
    let ctx = Ctx { year_days, offset: b.offset };
    let cycles = 1 + ((at - b.jd) / (36.0 * year_days)).ceil().max(0.0) as usize;
    let mds = mahadashas(&b, year_days, cycles);
    Ok(YoginiCurrent {
        system: "yogini",
        at: EventTime::new(at, b.offset),
        birth: EventTime::new(b.jd, b.offset),
        periods: YOGINI.running(&mds, at, 3, &ctx),
        conventions: conventions(&b, req),
        moon: b.moon,
    })
}
