//! The conditional nakshatra (graha) dashas of BPHS as rows of one table: each is its ring of
//! lords, their years, the starting rule, the number of cycles listed and its condition; the
//! shared engine ([`super::engine`]) and [`super::System`] do the rest.
//!
//! Sub-periods are proportional (parent years x lord years / the cycle's total), each sequence
//! starting with its parent's lord, the rule BPHS gives for Vimshottari applied to every system.
//! The number of cycles listed covers a human life (the systems under 100 years repeat).

use super::applicability::{Applicability, Condition};
use super::engine::{StartRule, Table};
use super::vimshottari::{Balance, MAX_WINDOW_YEARS};
use super::{at, birth_and_chart, levels, window, Birth, Ctx, DashaConventions, DashaMoon, DashaRequest, Period};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::{Error, Result};
use crate::vedic::chart::VedicChart;
use crate::zodiac::Graha::{self, *};
use serde::Serialize;

/// One nakshatra dasha system: its table and how it is presented.
#[derive(Debug, Clone, Copy)]
pub struct GrahaSystem {
    /// Path name, e.g. `ashtottari`.
    pub slug: &'static str,
    /// Name of its `/current` answer, e.g. `ashtottari-current`.
    pub current: &'static str,
    /// Display name, e.g. `Ashtottari`.
    pub name: &'static str,
    /// Lords, years and starting rule.
    pub table: Table,
    /// Number of cycles listed from the start of the birth period.
    pub cycles: usize,
    /// The classical condition under which the system applies.
    pub condition: Condition,
    /// The starting rule in words.
    pub starting_rule: &'static str,
}

const fn cycle(seed: u8) -> StartRule {
    StartRule::Cycle { seed, backward: false }
}

/// The ten conditional graha dashas, in the order the API lists them.
pub const GRAHA_SYSTEMS: [GrahaSystem; 10] = [
    GrahaSystem {
        slug: "ashtottari",
        current: "ashtottari-current",
        name: "Ashtottari",
        table: Table {
            lords: &[Sun, Moon, Mars, Mercury, Saturn, Jupiter, Rahu, Venus],
            names: None,
            years: &[6.0, 15.0, 8.0, 17.0, 10.0, 19.0, 12.0, 21.0],
            total: 108.0,
            rule: StartRule::Groups { seed: 6, counts: &[4, 3, 4, 3, 3, 3, 4, 3], balance_over_group: true },
        },
        cycles: 1,
        condition: Condition::RahuFromLagnaLord,
        starting_rule: "from Ardra, runs of 4, 3, 4, 3, 3, 3, 4, 3 nakshatras to Sun, Moon, Mars, Mercury, Saturn, \
                        Jupiter, Rahu, Venus; the Moon's run gives the first lord; balance = part of that whole run \
                        still to cross",
    },
    GrahaSystem {
        slug: "shodasottari",
        current: "shodasottari-current",
        name: "Shodasottari",
        table: Table {
            lords: &[Sun, Mars, Jupiter, Saturn, Ketu, Moon, Mercury, Venus],
            names: None,
            years: &[11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0],
            total: 116.0,
            rule: cycle(8),
        },
        cycles: 1,
        condition: Condition::HoraAndPaksha,
        starting_rule: "counting from Pushya forwards, the k-th nakshatra (Pushya = 0) belongs to lord k mod 8 of \
                        Sun, Mars, Jupiter, Saturn, Ketu, Moon, Mercury, Venus; balance = part of the Moon's \
                        nakshatra still to cross",
    },
    GrahaSystem {
        slug: "dwadasottari",
        current: "dwadasottari-current",
        name: "Dwadasottari",
        table: Table {
            lords: &[Sun, Jupiter, Ketu, Mercury, Rahu, Mars, Saturn, Moon],
            names: None,
            years: &[7.0, 9.0, 11.0, 13.0, 15.0, 17.0, 19.0, 21.0],
            total: 112.0,
            rule: StartRule::Cycle { seed: 27, backward: true },
        },
        cycles: 1,
        condition: Condition::VenusNavamsa,
        starting_rule: "counting from Revati backwards (from the Moon's nakshatra forwards to Revati), the k-th \
                        nakshatra (Revati = 0) belongs to lord k mod 8 of Sun, Jupiter, Ketu, Mercury, Rahu, Mars, \
                        Saturn, Moon; balance = part of the Moon's nakshatra still to cross",
    },
    GrahaSystem {
        slug: "panchottari",
        current: "panchottari-current",
        name: "Panchottari",
        table: Table {
            lords: &[Sun, Mercury, Saturn, Mars, Venus, Moon, Jupiter],
            names: None,
            years: &[12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0],
            total: 105.0,
            rule: cycle(17),
        },
        cycles: 1,
        condition: Condition::CancerDwadasamsa,
        starting_rule: "counting from Anuradha forwards, the k-th nakshatra (Anuradha = 0) belongs to lord k mod 7 \
                        of Sun, Mercury, Saturn, Mars, Venus, Moon, Jupiter; balance = part of the Moon's nakshatra \
                        still to cross",
    },
    GrahaSystem {
        slug: "shatabdika",
        current: "shatabdika-current",
        name: "Shatabdika",
        table: Table {
            lords: &[Sun, Moon, Venus, Mercury, Jupiter, Mars, Saturn],
            names: None,
            years: &[5.0, 5.0, 10.0, 10.0, 20.0, 20.0, 30.0],
            total: 100.0,
            rule: cycle(27),
        },
        cycles: 1,
        condition: Condition::Vargottama,
        starting_rule: "counting from Revati forwards, the k-th nakshatra (Revati = 0) belongs to lord k mod 7 of \
                        Sun, Moon, Venus, Mercury, Jupiter, Mars, Saturn; balance = part of the Moon's nakshatra \
                        still to cross",
    },
    GrahaSystem {
        slug: "chaturaseeti-sama",
        current: "chaturaseeti-sama-current",
        name: "Chaturaseeti-sama",
        table: Table { lords: &Graha::SEVEN, names: None, years: &[12.0; 7], total: 84.0, rule: cycle(15) },
        cycles: 1,
        condition: Condition::TenthLordInTenth,
        starting_rule: "counting from Swati forwards, the k-th nakshatra (Swati = 0) belongs to lord k mod 7 of \
                        Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn; balance = part of the Moon's nakshatra \
                        still to cross",
    },
    GrahaSystem {
        slug: "dwisaptati-sama",
        current: "dwisaptati-sama-current",
        name: "Dwisaptati-sama",
        table: Table {
            lords: &[Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu],
            names: None,
            years: &[9.0; 8],
            total: 72.0,
            rule: cycle(19),
        },
        cycles: 2,
        condition: Condition::LagnaSeventhExchange,
        starting_rule: "counting from Mula forwards, the k-th nakshatra (Mula = 0) belongs to lord k mod 8 of Sun, \
                        Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu; balance = part of the Moon's nakshatra \
                        still to cross",
    },
    GrahaSystem {
        slug: "shashtihayani",
        current: "shashtihayani-current",
        name: "Shashtihayani",
        table: Table {
            lords: &[Jupiter, Sun, Mars, Moon, Mercury, Venus, Saturn, Rahu],
            names: None,
            years: &[10.0, 10.0, 10.0, 6.0, 6.0, 6.0, 6.0, 6.0],
            total: 60.0,
            rule: StartRule::Groups { seed: 1, counts: &[3, 4, 3, 4, 3, 4, 3, 3], balance_over_group: false },
        },
        cycles: 2,
        condition: Condition::SunInLagna,
        starting_rule: "from Ashwini, runs of 3, 4, 3, 4, 3, 4, 3, 3 nakshatras to Jupiter, Sun, Mars, Moon, \
                        Mercury, Venus, Saturn, Rahu; the Moon's run gives the first lord; balance = part of the \
                        Moon's own nakshatra still to cross",
    },
    GrahaSystem {
        slug: "shattrimsa-sama",
        current: "shattrimsa-sama-current",
        name: "Shattrimsa-sama",
        table: Table {
            lords: &[Moon, Sun, Jupiter, Mars, Mercury, Saturn, Venus, Rahu],
            names: None,
            years: &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
            total: 36.0,
            rule: cycle(22),
        },
        cycles: 3,
        condition: Condition::HoraAndDaytime,
        starting_rule: "counting from Shravana forwards, the k-th nakshatra (Shravana = 0) belongs to lord k mod 8 \
                        of Moon, Sun, Jupiter, Mars, Mercury, Saturn, Venus, Rahu; balance = part of the Moon's \
                        nakshatra still to cross",
    },
    GrahaSystem {
        slug: "tara",
        current: "tara-current",
        name: "Tara",
        table: Table {
            lords: &[Venus, Moon, Ketu, Saturn, Jupiter, Mercury, Rahu, Mars, Sun],
            names: None,
            years: &[20.0, 10.0, 7.0, 19.0, 16.0, 17.0, 18.0, 7.0, 6.0],
            total: 120.0,
            rule: StartRule::StrongestInKendras,
        },
        cycles: 1,
        condition: Condition::AllKendrasOccupied,
        starting_rule: "the strongest graha in the kendras from the lagna runs first (kendra with most grahas \
                        first, pairs decided by the co-lord strength rules), then the ring Venus, Moon, Ketu, \
                        Saturn, Jupiter, Mercury, Rahu, Mars, Sun with the Vimshottari years; balance = part of \
                        the Moon's nakshatra still to cross",
    },
];

/// The system of a path name.
pub fn graha_system(slug: &str) -> Option<&'static GrahaSystem> {
    GRAHA_SYSTEMS.iter().find(|s| s.slug == slug)
}

/// A conditional nakshatra dasha of a birth, listed over a window of time.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct GrahaDasha {
    /// Path name of the system, e.g. `ashtottari`.
    pub system: &'static str,
    /// Display name of the system.
    pub name: &'static str,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose nakshatra sets the first lord.
    pub moon: DashaMoon,
    /// The system's classical condition and whether this chart meets it (computed either way).
    pub applicable: Applicability,
    /// How the first lord and the balance were found.
    pub starting_rule: &'static str,
    /// Balance of the first mahadasha at birth.
    pub balance: Balance,
    /// Years of one cycle of the system.
    pub cycle_years: f64,
    /// Number of cycles in the schedule.
    pub cycles: usize,
    /// Start of the first mahadasha (before birth) to the end of the last cycle.
    pub schedule: Interval,
    /// Number of levels listed (1 = mahadashas ... 5 = down to pranas).
    pub levels: usize,
    /// Listing window: only periods overlapping [start, end) are listed.
    pub window: Interval,
    /// Mahadashas overlapping the window, each with its sub-periods down to `levels`.
    pub periods: Vec<Period>,
    /// Conventions used: chart ayanamsa, year length, starting point and sub-period rule.
    pub conventions: DashaConventions,
}

/// The periods of a conditional nakshatra dasha running at one moment, one per level.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct GrahaDashaCurrent {
    /// Path name of the system, e.g. `ashtottari`.
    pub system: &'static str,
    /// Display name of the system.
    pub name: &'static str,
    /// The moment asked about (the request's `at`).
    pub at: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose nakshatra sets the first lord.
    pub moon: DashaMoon,
    /// The system's classical condition and whether this chart meets it (computed either way).
    pub applicable: Applicability,
    /// Mahadasha, antardasha, pratyantardasha, sookshma and prana running at `at`.
    pub periods: Vec<Period>,
    /// Conventions used: chart ayanamsa, year length, starting point and sub-period rule.
    pub conventions: DashaConventions,
}

/// The sub-period rule every nakshatra dasha here uses.
pub const SUB_PERIODS: &str =
    "proportional: parent years x lord years / the cycle's total years, starting with the parent's lord";

pub(crate) fn conventions(b: &Birth, req: &DashaRequest, starting_rule: &'static str) -> DashaConventions {
    DashaConventions {
        chart: b.conventions.clone(),
        year_length: req.year,
        year_days: req.year.days(),
        year: req.year.describe(),
        starting_point: starting_rule,
        sub_periods: SUB_PERIODS,
    }
}

/// The listing window, no longer than the level count allows (as for Vimshottari).
pub(crate) fn checked_window(req: &DashaRequest, birth: f64, end: f64, levels: usize) -> Result<(f64, f64)> {
    let win = window(req, birth, end)?;
    let span_years = (win.1 - win.0) / req.year.days();
    if span_years > MAX_WINDOW_YEARS[levels - 1] + 1e-9 {
        return Err(Error::invalid(
            "to",
            format!("at {levels} levels the from/to window may span at most {} years", MAX_WINDOW_YEARS[levels - 1]),
        ));
    }
    Ok(win)
}

/// A chart where the starting rule finds no first lord (Tara dasha with every kendra empty).
fn no_first_lord(s: &GrahaSystem) -> Error {
    Error::Unsupported(format!("{} dasha needs a graha in a kendra from the lagna; this chart has none", s.name))
}

fn unknown(slug: &str) -> Error {
    let names: Vec<&str> = GRAHA_SYSTEMS.iter().map(|s| s.slug).collect();
    Error::invalid("system", format!("{slug} is not one of: {}", names.join(", ")))
}

impl GrahaSystem {
    /// The first lord (index in the ring) and the elapsed fraction of its period at birth;
    /// `None` for Tara when every kendra is empty.
    pub fn start(&self, b: &Birth, chart: &VedicChart) -> Option<(usize, f64)> {
        let strongest = match self.table.rule {
            StartRule::StrongestInKendras => super::tara::strongest_in_kendras(chart).map(|(g, _)| g),
            _ => None,
        };
        self.table.start(b, strongest)
    }

    /// The running chain at `at`, `levels` deep (empty without a first lord).
    pub(crate) fn running_at(
        &self,
        b: &Birth,
        chart: &VedicChart,
        at: f64,
        levels: usize,
        year_days: f64,
    ) -> Vec<Period> {
        self.table.running_from(self.start(b, chart), b, at, levels, year_days)
    }

    /// The listing of this system for a birth whose chart is already computed.
    pub fn listing_of(&self, req: &DashaRequest, b: Birth, chart: &VedicChart) -> Result<GrahaDasha> {
        let levels = levels(req, 5, 3)?;
        let year_days = req.year.days();
        let ctx = Ctx { year_days, offset: b.offset };
        let mds = self.table.mahadashas_from(self.start(&b, chart), &b, year_days, self.cycles);
        let Some(&first) = mds.first() else { return Err(no_first_lord(self)) };
        let start = first.start;
        let end = start + self.table.total * self.cycles as f64 * year_days;
        let win = checked_window(req, b.jd, end, levels)?;
        let first_end = first.start + first.years * year_days;
        let (_, elapsed) = self.start(&b, chart).ok_or_else(|| no_first_lord(self))?;
        let balance = Balance {
            elapsed_fraction: elapsed,
            ..Balance::at_birth(&b, self.table.lords[first.lord], first_end, year_days)
        };
        Ok(GrahaDasha {
            system: self.slug,
            name: self.name,
            birth: EventTime::new(b.jd, b.offset),
            applicable: self.condition.check(chart),
            starting_rule: self.starting_rule,
            balance,
            cycle_years: self.table.total,
            cycles: self.cycles,
            schedule: Interval::new(start, end, b.offset),
            levels,
            window: Interval::new(win.0, win.1, b.offset),
            periods: self.table.system().tree(&mds, 0, levels, win, &ctx),
            conventions: conventions(&b, req, self.starting_rule),
            moon: b.moon,
        })
    }

    /// The five periods running at the request's `at` for a birth whose chart is computed.
    pub fn current_of(&self, req: &DashaRequest, b: Birth, chart: &VedicChart) -> Result<GrahaDashaCurrent> {
        let at = at(req, b.jd)?;
        let start = self.start(&b, chart);
        if start.is_none() {
            return Err(no_first_lord(self));
        }
        Ok(GrahaDashaCurrent {
            system: self.slug,
            name: self.name,
            at: EventTime::new(at, b.offset),
            birth: EventTime::new(b.jd, b.offset),
            applicable: self.condition.check(chart),
            periods: self.table.running_from(start, &b, at, 5, req.year.days()),
            conventions: conventions(&b, req, self.starting_rule),
            moon: b.moon,
        })
    }
}

/// The listing of the system named `slug` (levels 1..5, default 3; at 4 and 5 levels the window
/// is limited as for Vimshottari).
pub fn graha_dasha(req: &DashaRequest, slug: &str) -> Result<GrahaDasha> {
    let system = graha_system(slug).ok_or_else(|| unknown(slug))?;
    let (b, chart) = birth_and_chart(req)?;
    system.listing_of(req, b, &chart)
}

/// The periods of the system named `slug` running at the request's `at` moment.
pub fn graha_dasha_current(req: &DashaRequest, slug: &str) -> Result<GrahaDashaCurrent> {
    let system = graha_system(slug).ok_or_else(|| unknown(slug))?;
    let (b, chart) = birth_and_chart(req)?;
    system.current_of(req, b, &chart)
}
