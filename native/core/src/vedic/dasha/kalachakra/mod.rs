//! Kalachakra dasha (BPHS ch. 46, "Kalachakra dasa" as P.V.R. Narasimha Rao teaches it): a sign
//! dasha read from the pada of the Moon's nakshatra at birth. The pada's chakra (savya or
//! apasavya, [`tables::Group`]) gives nine dasha signs with their paramayus; the first sign is
//! the deha and the last the jeeva in a savya pada, the other way round in an apasavya one.
//! [`schedule`] works the periods out; this module states them as the API answers.

pub mod schedule;
pub mod tables;

use super::vimshottari::MAX_WINDOW_YEARS;
use super::{at, birth, levels, window, Birth, Ctx, DashaConventions, DashaMoon, DashaRequest, Ymd};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::{Error, Result};
use crate::vedic::dasha::rasi::RasiPeriod;
use crate::zodiac::Sign;
use schedule::{mahadashas, pada_fraction, running, tree, KSpan};
use serde::Serialize;
use tables::{paramayus, Group};

/// Years after birth the listing reaches at least (whole padas, so it ends a little later).
pub const LISTED_YEARS: f64 = 120.0;

/// How the first mahadasha and its balance are found, in words.
pub const STARTING_RULE: &str = "the Moon's nakshatra pada at birth: its chakra (savya: Ashwini or Bharani group; \
    apasavya: Rohini or Mrigashira group; the first and third nakshatra of each triplet in the head group) gives nine \
    signs and the paramayus; the crossed part of the pada times the paramayus is the part of the nine dashas already \
    lived, and the sign reached there runs first with the rest of its years; after the ninth sign the dashas go on \
    with the nine signs of the next pada of the zodiac in its own chakra (BPHS 46, P.V.R. Narasimha Rao)";

/// How a period is divided, in words.
pub const SUB_PERIODS: &str = "proportional: the nine signs of the period's own pada from the period's own place \
    among them, each for parent years x sign years / the pada's paramayus (sign years: Aries 7, Taurus 16, Gemini 9, \
    Cancer 21, Leo 5, Virgo 9, Libra 16, Scorpio 7, Sagittarius 10, Capricorn 4, Aquarius 4, Pisces 10); the same \
    rule at every level";

/// The Moon's pada at birth as Kalachakra reads it.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct KalachakraPada {
    /// The nakshatra (1 = Ashwini … 27 = Revati).
    pub nakshatra_index: u8,
    /// Its lower-case key.
    pub nakshatra_key: &'static str,
    /// The pada, 1..4.
    pub pada: u8,
    /// `savya` (zodiacal chakra) or `apasavya` (anti-zodiacal).
    pub direction: &'static str,
    /// The chakra: `ashwini` or `bharani` (savya), `rohini` or `mrigashira` (apasavya).
    pub group: Group,
    /// The pada's nine dasha signs in dasha order.
    pub signs: Vec<Sign>,
    /// Paramayus of the pada in years (the sum of its nine signs' years: 100, 85, 83 or 86).
    pub paramayus: f64,
    /// Deha sign: the first of the nine in a savya pada, the last in an apasavya one.
    pub deha: Sign,
    /// Jeeva sign: the last of the nine in a savya pada, the first in an apasavya one.
    pub jeeva: Sign,
    /// Fraction of the pada the Moon has crossed, 0..1.
    pub elapsed_fraction: f64,
    /// Years of the pada's dashas already lived at birth (elapsed fraction x paramayus).
    pub elapsed_years: f64,
}

/// The mahadasha running at birth and what is left of it.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct KalachakraBalance {
    /// The sign running at birth.
    pub sign: Sign,
    /// Years of it still to run at birth.
    pub years: f64,
    /// The same as calendar years, months and days from the birth date.
    pub ymd: Ymd,
    /// End of the first mahadasha (UT instant, also shown in the request's offset).
    pub end: EventTime,
}

/// Kalachakra dasha of a birth, listed over a window of time.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct KalachakraDasha {
    /// Path name of the system: `kalachakra`.
    pub system: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose pada sets the schedule.
    pub moon: DashaMoon,
    /// The birth pada: chakra, nine signs, paramayus, deha and jeeva.
    pub chakra: KalachakraPada,
    /// Balance of the first mahadasha at birth.
    pub balance: KalachakraBalance,
    /// Start of the first mahadasha (before birth) to the end of the last listed pada.
    pub schedule: Interval,
    /// Number of levels listed (1 = mahadashas … 5 = down to pranas).
    pub levels: usize,
    /// Listing window: only periods overlapping [start, end) are listed.
    pub window: Interval,
    /// Mahadashas overlapping the window, each with its sub-periods down to `levels`.
    pub periods: Vec<RasiPeriod>,
    /// Conventions used: chart, year length, starting rule and sub-period rule.
    pub conventions: DashaConventions,
}

/// The Kalachakra periods running at one moment, one per level.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct KalachakraDashaCurrent {
    /// Path name of the system: `kalachakra`.
    pub system: &'static str,
    /// Display name.
    pub name: &'static str,
    /// The moment asked about (the request's `at`).
    pub at: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The Moon at birth, whose pada sets the schedule.
    pub moon: DashaMoon,
    /// The birth pada: chakra, nine signs, paramayus, deha and jeeva.
    pub chakra: KalachakraPada,
    /// Mahadasha to prana running at `at`.
    pub periods: Vec<RasiPeriod>,
    /// Conventions used: chart, year length, starting rule and sub-period rule.
    pub conventions: DashaConventions,
}

/// The birth pada of a birth.
pub fn birth_pada(b: &Birth) -> KalachakraPada {
    let n = &b.moon.nakshatra;
    let group = Group::of(n.nakshatra_index);
    let signs = group.signs(n.pada);
    let (first, last) = (signs[0], signs[8]);
    let (deha, jeeva) = if group.savya() { (first, last) } else { (last, first) };
    let fraction = pada_fraction(b.moon.longitude);
    let whole = paramayus(group, n.pada);
    KalachakraPada {
        nakshatra_index: n.nakshatra_index,
        nakshatra_key: n.nakshatra_key,
        pada: n.pada,
        direction: if group.savya() { "savya" } else { "apasavya" },
        group,
        signs: signs.to_vec(),
        paramayus: whole,
        deha,
        jeeva,
        elapsed_fraction: fraction,
        elapsed_years: fraction * whole,
    }
}

/// The mahadashas of a birth until one ends at or after `until` (JD, UT).
pub fn mahadashas_of(b: &Birth, year_days: f64, until: f64) -> Vec<KSpan> {
    let n = &b.moon.nakshatra;
    mahadashas(n.nakshatra_index, n.pada, pada_fraction(b.moon.longitude), b.jd, year_days, until)
}

/// The chain of `levels` periods running at `at` for a birth (for `/v1/dasha/systems`).
pub(crate) fn running_at(b: &Birth, at: f64, levels: usize, year_days: f64) -> Vec<RasiPeriod> {
    let ctx = Ctx { year_days, offset: b.offset };
    running(&mahadashas_of(b, year_days, at.max(b.jd)), at, levels, &ctx)
}

fn conventions(b: &Birth, req: &DashaRequest) -> DashaConventions {
    DashaConventions {
        chart: b.conventions.clone(),
        year_length: req.year,
        year_days: req.year.days(),
        year: req.year.describe(),
        starting_point: STARTING_RULE,
        sub_periods: SUB_PERIODS,
    }
}

/// The Kalachakra listing of a birth (levels 1..5, default 3; at 4 and 5 levels the window is
/// limited as for Vimshottari).
pub fn kalachakra(req: &DashaRequest) -> Result<KalachakraDasha> {
    let b = birth(req)?;
    let levels = levels(req, 5, 3)?;
    let year_days = req.year.days();
    let ctx = Ctx { year_days, offset: b.offset };
    let mds = mahadashas_of(&b, year_days, b.jd + LISTED_YEARS * year_days);
    let first = mds[0];
    let end = mds.last().expect("nine mahadashas at least").end(year_days);
    let win = window(req, b.jd, end)?;
    if (win.1 - win.0) / year_days > MAX_WINDOW_YEARS[levels - 1] + 1e-9 {
        return Err(Error::invalid(
            "to",
            format!("at {levels} levels the from/to window may span at most {} years", MAX_WINDOW_YEARS[levels - 1]),
        ));
    }
    let first_end = first.end(year_days);
    Ok(KalachakraDasha {
        system: "kalachakra",
        name: "Kalachakra",
        birth: EventTime::new(b.jd, b.offset),
        chakra: birth_pada(&b),
        balance: KalachakraBalance {
            sign: first.sign,
            years: (first_end - b.jd) / year_days,
            ymd: super::calendar_difference(b.jd, first_end, b.offset),
            end: EventTime::new(first_end, b.offset),
        },
        schedule: Interval::new(first.start, end, b.offset),
        levels,
        window: Interval::new(win.0, win.1, b.offset),
        periods: tree(&mds, 0, levels, win, &ctx),
        conventions: conventions(&b, req),
        moon: b.moon,
    })
}

/// The five Kalachakra periods running at the request's `at`.
pub fn kalachakra_current(req: &DashaRequest) -> Result<KalachakraDashaCurrent> {
    let b = birth(req)?;
    let at = at(req, b.jd)?;
    Ok(KalachakraDashaCurrent {
        system: "kalachakra",
        name: "Kalachakra",
        at: EventTime::new(at, b.offset),
        birth: EventTime::new(b.jd, b.offset),
        chakra: birth_pada(&b),
        periods: running_at(&b, at, 5, req.year.days()),
        conventions: conventions(&b, req),
        moon: b.moon,
    })
}
