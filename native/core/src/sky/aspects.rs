//! Exact Ptolemaic aspects between transiting planets: the moments the difference of two
//! apparent geocentric longitudes equals 0°, ±60°, ±90°, ±120° or 180°.
//!
//! Longitude differences are the same in every zodiac, so the search runs on tropical
//! longitudes. All bodies are sampled on one grid (6 h with the Moon, 12 h without: the Moon's
//! differences move ~3–4° in 6 h, the others' turn slowly), a change of sign of
//! `difference − angle` between two samples brackets a crossing, and `ephemeris::root::refine`
//! finds it (Newton on the speed difference, bisection as the safeguard).

use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::root::{refine, wrap180};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::moments::stations::MomentsConventions;
use crate::sky::span::{Span, ZodiacChoice, ZodiacUsed, MAX_EVENT_DAYS};
use crate::western::aspects::{AspectDef, ASPECTS};
use serde::{Deserialize, Serialize};

/// The transiting planets, Sun to Pluto: the Western chart's ten (one list).
pub use crate::western::chart::PLANETS;

/// An exact aspect found by the search.
#[derive(Debug, Clone, Copy)]
pub struct Exact {
    /// When the aspect is exact, Julian day UT.
    pub jd: f64,
    /// Index of the first body in the list searched.
    pub a: usize,
    /// Index of the second body (the first's longitude minus the second's is the angle).
    pub b: usize,
    /// The aspect of the table (`western::aspects::ASPECTS`).
    pub aspect: AspectDef,
}

/// The signed longitude differences that make the five Ptolemaic aspects, with their aspect.
fn targets() -> Vec<(f64, AspectDef)> {
    let mut out = Vec::new();
    for a in ASPECTS.iter().filter(|a| a.major) {
        out.push((a.angle, *a));
        if a.angle != 0.0 && a.angle != 180.0 {
            out.push((360.0 - a.angle, *a));
        }
    }
    out
}

/// Every exact Ptolemaic aspect in `[from, to]` between the pairs of `list` that `pair` admits,
/// in time order.
pub fn exact_aspects(list: &[Body], pair: impl Fn(usize, usize) -> bool, from: f64, to: f64) -> Result<Vec<Exact>> {
    let step = if list.contains(&bodies::MOON) { 0.25 } else { 0.5 };
    let n = ((to - from) / step).ceil().max(1.0) as usize;
    let sample = |t: f64| {
        list.iter().map(|&b| position(t, b, Zodiac::Tropical).map(|p| p.longitude)).collect::<Result<Vec<_>>>()
    };
    let targets = targets();
    let mut out = Vec::new();
    let mut ta = from;
    let mut la = sample(ta)?;
    for k in 1..=n {
        let tb = (from + k as f64 * step).min(to);
        let lb = sample(tb)?;
        for i in 0..list.len() {
            for j in (i + 1)..list.len() {
                if !pair(i, j) {
                    continue;
                }
                for &(angle, aspect) in &targets {
                    let ga = wrap180(la[i] - la[j] - angle);
                    let gb = wrap180(lb[i] - lb[j] - angle);
                    // A jump near ±180° is the wrap-around, not a crossing.
                    if (ga < 0.0) != (gb < 0.0) && (ga - gb).abs() < 90.0 {
                        let jd = crossing(list[i], list[j], angle, ta, tb)?;
                        out.push(Exact { jd, a: i, b: j, aspect });
                    }
                }
            }
        }
        ta = tb;
        la = lb;
    }
    out.sort_by(|x, y| x.jd.total_cmp(&y.jd));
    Ok(out)
}

fn crossing(a: Body, b: Body, angle: f64, lo: f64, hi: f64) -> Result<f64> {
    let mut g = |t: f64| {
        let pa = position(t, a, Zodiac::Tropical)?;
        let pb = position(t, b, Zodiac::Tropical)?;
        Ok((wrap180(pa.longitude - pb.longitude - angle), pa.speed_longitude - pb.speed_longitude))
    };
    refine(&mut g, lo, hi)
}

/// Request for the exact aspects between transiting planets in a span.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyAspectsRequest {
    /// The span scanned (at most 366 days).
    #[serde(flatten)]
    pub span: Span,
    /// Zodiac of the longitudes shown.
    #[serde(flatten)]
    pub zodiac: ZodiacChoice,
}

/// A planet's place at an event.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetAt {
    /// Planet key, e.g. `venus`.
    pub planet: &'static str,
    /// Display name, e.g. `Venus`.
    pub name: &'static str,
    /// Longitude, degrees in the answer's zodiac, 0 <= x < 360.
    pub longitude: f64,
    /// Speed in longitude, degrees per day (negative when retrograde).
    pub speed: f64,
}

/// Where a planet is at a moment, in a zodiac.
pub fn planet_at(jd: f64, body: Body, z: &ZodiacUsed) -> Result<PlanetAt> {
    let p = position(jd, body, z.zodiac)?;
    Ok(PlanetAt { planet: body.key, name: body.name, longitude: p.longitude, speed: p.speed_longitude })
}

/// One exact aspect.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyAspect {
    /// When the aspect is exact.
    pub time: EventTime,
    /// `conjunction`, `sextile`, `square`, `trine` or `opposition`.
    pub aspect: &'static str,
    /// The aspect's angle, degrees (0, 60, 90, 120, 180).
    pub angle: f64,
    /// The planet listed first in the order Sun, Moon, Mercury … Pluto; the aspect is its longitude minus the second's.
    pub first: PlanetAt,
    /// The other planet.
    pub second: PlanetAt,
}

/// The exact aspects of a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyAspectsAnswer {
    /// Start of the span.
    pub from: EventTime,
    /// End of the span.
    pub to: EventTime,
    /// Zodiac of the longitudes: `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// Every exact aspect in the span, in time order.
    pub aspects: Vec<SkyAspect>,
    /// How the aspects were computed.
    pub conventions: MomentsConventions,
}

/// Every exact Ptolemaic aspect between two of Sun … Pluto in the span.
pub fn sky_aspects(req: &SkyAspectsRequest) -> Result<SkyAspectsAnswer> {
    let (from, to) = req.span.checked(MAX_EVENT_DAYS)?;
    let z = req.zodiac.resolve()?;
    let offset = req.span.offset();
    let aspects = exact_aspects(&PLANETS, |_, _| true, from, to)?
        .into_iter()
        .map(|e| {
            Ok(SkyAspect {
                time: EventTime::new(e.jd, offset),
                aspect: e.aspect.name,
                angle: e.aspect.angle,
                first: planet_at(e.jd, PLANETS[e.a], &z)?,
                second: planet_at(e.jd, PLANETS[e.b], &z)?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(SkyAspectsAnswer {
        from: EventTime::new(from, offset),
        to: EventTime::new(to, offset),
        zodiac: z.name,
        aspects,
        conventions: z.conventions(
            "exact aspects: the difference of two apparent geocentric longitudes equals 0, 60, 90, 120 or 180 \
             degrees (either side); Sun, Moon, Mercury … Pluto, every pair",
        ),
    })
}
