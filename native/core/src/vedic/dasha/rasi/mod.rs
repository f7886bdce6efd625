//! Rasi (sign) dashas of the Jaimini school: each is a starting sign, a direction, a rule for
//! the years of a sign and an order of sub-periods ([`systems`]); one engine ([`engine`]) nests
//! the periods (each sub-period a twelfth of its parent), lists them over a window and finds
//! the chain running at a moment. They share the graha dashas' request, year and levels.

pub mod brahma;
pub mod chara;
pub mod drig;
pub mod engine;
pub mod kendradi;
pub mod mandooka;
pub mod narayana;
pub mod shoola;
pub mod signs;
pub mod sthira;
pub mod strength;
pub mod sudasa;
pub mod systems;
pub mod trikona;
pub mod varnada;

use super::{at, birth_and_chart, levels, window, Ctx, DashaConventions, DashaRequest};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::{Error, Result};
use crate::zodiac::{Graha, Sign};
use engine::Schedule;
use serde::{Deserialize, Serialize};
use signs::RasiChart;
pub use systems::{rasi_system, RasiSystem, Variant, RASI_SYSTEMS};

/// A rasi dasha request: the dasha request and the system's variant.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct RasiDashaRequest {
    /// Birth, chart options, year, levels, window and `at`, as for every dasha.
    #[serde(flatten)]
    pub dasha: DashaRequest,
    /// The system's variant by key (each system's first variant when absent).
    pub variant: Option<String>,
}

/// One rasi dasha period at any level, with its sub-periods when the depth reaches them.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RasiPeriod {
    /// The sign of the period.
    pub sign: Sign,
    /// Stable lower-case key of the sign (aries … pisces).
    pub sign_key: &'static str,
    /// The lord the system reads for the sign (for Scorpio and Aquarius the co-lord it chose).
    pub lord: Graha,
    /// mahadasha, antardasha, pratyantardasha, sookshma, prana.
    pub level: &'static str,
    /// Start of the period (UT instant, also shown in the request's offset).
    pub start: EventTime,
    /// End of the period (UT instant, also shown in the request's offset); the next starts here.
    pub end: EventTime,
    /// Length of the period in dasha years (of `year_days` days each).
    pub years: f64,
    /// Sub-periods of the next level, present only when the requested depth reaches them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub periods: Vec<RasiPeriod>,
}

/// What a system works out for one chart: the schedule, the first sign and the direction.
#[derive(Debug, Clone)]
pub struct Built {
    /// Mahadashas, sub-period orders and lords.
    pub schedule: Schedule,
    /// The sign of the first mahadasha.
    pub first_sign: Sign,
    /// +1 when the mahadashas run forward through the zodiac, -1 backward.
    pub direction: i64,
}

impl Built {
    /// The schedule of a system whose mahadashas run sign by sign from `first` in `direction`,
    /// each for `years(sign)`, with sub-periods forward from the dasha sign and the signs' own
    /// lords (Sthira, Brahma, Varnada).
    pub fn sign_by_sign(
        chart: &RasiChart,
        birth: f64,
        year_days: f64,
        first: Sign,
        direction: i64,
        years: impl Fn(Sign) -> f64,
    ) -> Built {
        let all: Vec<(Sign, f64)> = signs::regular(first, direction).iter().map(|&s| (s, years(s))).collect();
        Built {
            schedule: Schedule {
                mahadashas: Schedule::spans(birth, &all, year_days),
                sub_order: std::array::from_fn(|i| signs::regular(Sign::from_index(i), 1)),
                lords: std::array::from_fn(|i| chart.lord(Sign::from_index(i), false)),
            },
            first_sign: first,
            direction,
        }
    }
}

/// How the schedule starts, as the answer states it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RasiStart {
    /// The sign of the first mahadasha.
    pub sign: Sign,
    /// Its lower-case key.
    pub sign_key: &'static str,
    /// `forward` (through the zodiac) or `backward`.
    pub direction: &'static str,
    /// The ascendant's sign at birth.
    pub lagna: Sign,
    /// The graha whose sign starts the dasha, when the system starts from one (Brahma, as the
    /// rule says, for sthira and brahma).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub graha: Option<Graha>,
    /// The sign of the hora lagna, when the system reads it (varnada).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hora_lagna: Option<Sign>,
    /// The sign of the varnada lagna, from which varnada dasa counts its years.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub varnada_lagna: Option<Sign>,
    /// The starting rule in words.
    pub rule: &'static str,
}

/// A rasi dasha of a birth, listed over a window of time.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RasiDasha {
    /// Path name of the system, e.g. `chara`.
    pub system: &'static str,
    /// Display name of the system.
    pub name: &'static str,
    /// The variant used (its key) and its name.
    pub variant: Variant,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The first sign, the direction and the rule that chose them.
    pub start: RasiStart,
    /// The schedule: from birth to the end of the last mahadasha.
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

/// The periods of a rasi dasha running at one moment, one per level.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RasiDashaCurrent {
    /// Path name of the system, e.g. `chara`.
    pub system: &'static str,
    /// Display name of the system.
    pub name: &'static str,
    /// The variant used (its key) and its name.
    pub variant: Variant,
    /// The moment asked about (the request's `at`).
    pub at: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// The first sign, the direction and the rule that chose them.
    pub start: RasiStart,
    /// Mahadasha to prana running at `at` (none once the schedule has ended).
    pub periods: Vec<RasiPeriod>,
    /// Conventions used: chart, year length, starting rule and sub-period rule.
    pub conventions: DashaConventions,
}

/// Longest window (years) the listing accepts at 4 and 5 levels, as for the graha dashas.
pub use super::vimshottari::MAX_WINDOW_YEARS;

struct Worked {
    system: &'static RasiSystem,
    variant: &'static Variant,
    birth: super::Birth,
    lagna: Sign,
    graha: Option<Graha>,
    /// The hora and varnada lagnas' signs (varnada only).
    lagnas: Option<(Sign, Sign)>,
    built: Built,
}

fn work(req: &RasiDashaRequest, slug: &str) -> Result<Worked> {
    let system = rasi_system(slug).ok_or_else(|| unknown(slug))?;
    let variant = system.variant(req.variant.as_deref())?;
    let (b, chart) = birth_and_chart(&req.dasha)?;
    let mut chart = RasiChart::of(&chart);
    if variant.needs_hora_lagna {
        chart = chart.with_hora_lagna(varnada::hora_lagna(&req.dasha)?);
    }
    let built = (variant.build)(&chart, b.jd, req.dasha.year.days());
    let graha = variant.seed_graha.map(|f| f(&chart));
    let lagnas = chart.hora_lagna.map(|_| (varnada::hora_sign(&chart), varnada::varnada_lagna(&chart)));
    Ok(Worked { system, variant, birth: b, lagna: chart.lagna, graha, lagnas, built })
}

fn unknown(slug: &str) -> Error {
    let names: Vec<&str> = RASI_SYSTEMS.iter().map(|s| s.slug).collect();
    Error::invalid("system", format!("{slug} is not one of: {}", names.join(", ")))
}

impl Worked {
    fn start(&self) -> RasiStart {
        RasiStart {
            sign: self.built.first_sign,
            sign_key: self.built.first_sign.key(),
            direction: if self.built.direction > 0 { "forward" } else { "backward" },
            lagna: self.lagna,
            graha: self.graha,
            hora_lagna: self.lagnas.map(|l| l.0),
            varnada_lagna: self.lagnas.map(|l| l.1),
            rule: self.variant.starting_rule,
        }
    }

    fn conventions(&self, req: &DashaRequest) -> DashaConventions {
        DashaConventions {
            chart: self.birth.conventions.clone(),
            year_length: req.year,
            year_days: req.year.days(),
            year: req.year.describe(),
            starting_point: self.variant.starting_rule,
            sub_periods: self.variant.sub_periods,
        }
    }
}

/// The listing of the rasi dasha `slug` (levels 1..5, default 3; at 4 and 5 levels the window
/// is limited as for Vimshottari).
pub fn rasi_dasha(req: &RasiDashaRequest, slug: &str) -> Result<RasiDasha> {
    let w = work(req, slug)?;
    let d = &req.dasha;
    let levels = levels(d, 5, 3)?;
    let year_days = d.year.days();
    let ctx = Ctx { year_days, offset: w.birth.offset };
    let end = w.built.schedule.end(year_days);
    let win = window(d, w.birth.jd, end)?;
    if (win.1 - win.0) / year_days > MAX_WINDOW_YEARS[levels - 1] + 1e-9 {
        return Err(Error::invalid(
            "to",
            format!("at {levels} levels the from/to window may span at most {} years", MAX_WINDOW_YEARS[levels - 1]),
        ));
    }
    let s = &w.built.schedule;
    Ok(RasiDasha {
        system: w.system.slug,
        name: w.system.name,
        variant: w.variant.clone(),
        birth: EventTime::new(w.birth.jd, w.birth.offset),
        start: w.start(),
        schedule: Interval::new(w.birth.jd, end, w.birth.offset),
        levels,
        window: Interval::new(win.0, win.1, w.birth.offset),
        periods: s.tree(&s.mahadashas, 0, levels, win, &ctx),
        conventions: w.conventions(d),
    })
}

/// The five periods of the rasi dasha `slug` running at the request's `at`.
pub fn rasi_dasha_current(req: &RasiDashaRequest, slug: &str) -> Result<RasiDashaCurrent> {
    let w = work(req, slug)?;
    let d = &req.dasha;
    let at = at(d, w.birth.jd)?;
    let ctx = Ctx { year_days: d.year.days(), offset: w.birth.offset };
    Ok(RasiDashaCurrent {
        system: w.system.slug,
        name: w.system.name,
        variant: w.variant.clone(),
        at: EventTime::new(at, w.birth.offset),
        birth: EventTime::new(w.birth.jd, w.birth.offset),
        start: w.start(),
        periods: w.built.schedule.running(at, 5, &ctx),
        conventions: w.conventions(d),
    })
}

/// For `/v1/dasha/systems`: each rasi system (its default variant) for a chart, with the years
/// its schedule spans and the chain of `levels` periods running at `at`. A system that reads the
/// hora lagna has no schedule (0 years, no periods) where the Sun does not rise, as Kaala there.
pub(crate) fn running_all(
    req: &DashaRequest,
    chart: &crate::vedic::chart::VedicChart,
    birth: &super::Birth,
    at: f64,
    levels: usize,
    year_days: f64,
) -> Vec<(&'static RasiSystem, f64, Vec<RasiPeriod>)> {
    let plain = RasiChart::of(chart);
    let with_hora = varnada::hora_lagna(req).ok().map(|h| plain.clone().with_hora_lagna(h));
    let ctx = Ctx { year_days, offset: birth.offset };
    RASI_SYSTEMS
        .iter()
        .map(|s| {
            let chart = match (s.variants[0].needs_hora_lagna, &with_hora) {
                (false, _) => &plain,
                (true, Some(c)) => c,
                (true, None) => return (s, 0.0, Vec::new()),
            };
            let built = (s.variants[0].build)(chart, birth.jd, year_days);
            let years = (built.schedule.end(year_days) - birth.jd) / year_days;
            (s, years, built.schedule.running(at, levels, &ctx))
        })
        .collect()
}

/// The JSON answer of a system name: `{slug}` (the listing) or `{slug}-current`.
pub fn answer(req: &RasiDashaRequest, system: &str) -> Result<String> {
    match system.strip_suffix("-current") {
        Some(slug) => crate::answer::json(rasi_dasha_current(req, slug)),
        None => crate::answer::json(rasi_dasha(req, system)),
    }
}

/// The JSON Schema of every system name's answer.
pub fn schemas(g: &mut schemars::SchemaGenerator) -> Vec<(&'static str, schemars::Schema)> {
    let listing = g.subschema_for::<RasiDasha>();
    let current = g.subschema_for::<RasiDashaCurrent>();
    RASI_SYSTEMS.iter().flat_map(|s| [(s.slug, listing.clone()), (s.current, current.clone())]).collect()
}
