//! Aspects: the angular relations between two points, with orbs and applying/separating state.
//!
//! Default orb table (degrees, the same for every pair of bodies; override per call with
//! `orbs=conjunction:8,trine:6`):
//!
//! | aspect | angle | kind | orb |
//! |---|---|---|---|
//! | conjunction | 0 | major | 8 |
//! | opposition | 180 | major | 8 |
//! | trine | 120 | major | 7 |
//! | square | 90 | major | 7 |
//! | sextile | 60 | major | 5 |
//! | quincunx | 150 | minor | 3 |
//! | semi-sextile | 30 | minor | 2 |
//! | semi-square | 45 | minor | 2 |
//! | sesquiquadrate | 135 | minor | 2 |
//! | quintile | 72 | minor | 2 |
//! | biquintile | 144 | minor | 2 |
//!
//! Applying/separating: the orb |separation − aspect angle| is shrinking (applying) or growing
//! (separating) at the moment, from both bodies' longitude speeds.

use crate::ephemeris::root::wrap180;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// One aspect of the table: its name, exact angle, class and default orb.
#[derive(Debug, Clone, Copy)]
pub struct AspectDef {
    /// Name, e.g. `trine`, `semi-sextile`.
    pub name: &'static str,
    /// Exact angle of the aspect in degrees, 0 to 180.
    pub angle: f64,
    /// True for the five Ptolemaic (major) aspects.
    pub major: bool,
    /// Orb allowed when the request gives no override, degrees.
    pub default_orb: f64,
}

const fn def(name: &'static str, angle: f64, major: bool, default_orb: f64) -> AspectDef {
    AspectDef { name, angle, major, default_orb }
}

/// The aspect table: the five major aspects, then the minor ones (see the module docs for orbs).
pub const ASPECTS: [AspectDef; 11] = [
    def("conjunction", 0.0, true, 8.0),
    def("opposition", 180.0, true, 8.0),
    def("trine", 120.0, true, 7.0),
    def("square", 90.0, true, 7.0),
    def("sextile", 60.0, true, 5.0),
    def("quincunx", 150.0, false, 3.0),
    def("semi-sextile", 30.0, false, 2.0),
    def("semi-square", 45.0, false, 2.0),
    def("sesquiquadrate", 135.0, false, 2.0),
    def("quintile", 72.0, false, 2.0),
    def("biquintile", 144.0, false, 2.0),
];

/// Which aspects a grid lists.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum AspectSet {
    /// The five Ptolemaic aspects and the minor ones of the aspect table.
    #[default]
    All,
    /// Conjunction, sextile, square, trine and opposition only.
    Major,
}

/// The aspects in use and their orbs.
#[derive(Debug, Clone)]
pub struct AspectOptions {
    /// Orb in degrees of each aspect of [`ASPECTS`], same order; 0 switches the aspect off.
    pub orbs: [f64; 11],
    /// True when only the major aspects are looked for.
    pub major_only: bool,
}

/// One aspect of the table with the orb in use.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct OrbEntry {
    /// Name of the aspect, e.g. `trine`.
    pub aspect: &'static str,
    /// Exact angle of the aspect in degrees.
    pub angle: f64,
    /// `major` or `minor`.
    pub kind: &'static str,
    /// Orb allowed, degrees (0 when the aspect is switched off).
    pub orb: f64,
}

/// Which aspects were looked for, with which orbs, and what applying means.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AspectConventions {
    /// Each aspect looked for, with its orb.
    pub orbs: Vec<OrbEntry>,
    /// How applying and separating are decided.
    pub applying: &'static str,
}

impl Default for AspectOptions {
    fn default() -> Self {
        let mut orbs = [0.0; 11];
        for (o, a) in orbs.iter_mut().zip(ASPECTS.iter()) {
            *o = a.default_orb;
        }
        AspectOptions { orbs, major_only: false }
    }
}

impl AspectOptions {
    /// `orbs`: comma-separated `aspect:degrees` overrides (0 switches an aspect off);
    /// `set`: all aspects or the major ones.
    pub fn parse(orbs: Option<&str>, set: AspectSet) -> Result<AspectOptions> {
        let mut o = AspectOptions { major_only: set == AspectSet::Major, ..AspectOptions::default() };
        if let Some(text) = orbs {
            for part in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let (name, value) = part
                    .split_once(':')
                    .ok_or_else(|| Error::invalid("orbs", format!("'{part}' is not aspect:degrees")))?;
                let i = ASPECTS.iter().position(|a| a.name == name.trim()).ok_or_else(|| {
                    let names: Vec<&str> = ASPECTS.iter().map(|a| a.name).collect();
                    Error::invalid("orbs", format!("unknown aspect '{name}'; one of: {}", names.join(", ")))
                })?;
                let v: f64 =
                    value.trim().parse().ok().filter(|v: &f64| v.is_finite() && (0.0..=30.0).contains(v)).ok_or_else(
                        || Error::invalid("orbs", format!("orb of {name} must be a number from 0 to 30")),
                    )?;
                o.orbs[i] = v;
            }
        }
        Ok(o)
    }

    /// The conventions block listing the aspects in use and their orbs.
    pub fn conventions(&self) -> AspectConventions {
        AspectConventions {
            orbs: ASPECTS
                .iter()
                .zip(self.orbs)
                .filter(|(a, _)| a.major || !self.major_only)
                .map(|(a, orb)| OrbEntry { aspect: a.name, angle: a.angle, kind: kind(a), orb })
                .collect(),
            applying: "applying when |separation − aspect angle| shrinks, from both bodies' speeds \
                       (angles and natal points in transits count as fixed)",
        }
    }
}

fn kind(a: &AspectDef) -> &'static str {
    if a.major {
        "major"
    } else {
        "minor"
    }
}

/// A point with what aspect arithmetic needs.
#[derive(Debug, Clone, Copy)]
pub struct Body {
    /// Stable key of the point (`sun`, `mean_lilith`, `ascendant` …): what code matches on.
    pub key: &'static str,
    /// Display name of the point, e.g. `Sun`, `Ascendant`.
    pub name: &'static str,
    /// Ecliptic longitude in degrees.
    pub longitude: f64,
    /// Speed in longitude, degrees per day (0 for angles and fixed points).
    pub speed: f64,
}

/// An aspect found between two points.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Aspect {
    /// Display name of the first point.
    pub p1: &'static str,
    /// Display name of the second point.
    pub p2: &'static str,
    /// Stable keys of the two points (not in the answer; for drawing and joins).
    #[serde(skip)]
    pub p1_key: &'static str,
    /// Stable key of the second point (not in the answer).
    #[serde(skip)]
    pub p2_key: &'static str,
    /// Name of the aspect, e.g. `square`.
    pub aspect: &'static str,
    /// `major` or `minor`.
    pub kind: &'static str,
    /// Exact angle of the aspect, degrees.
    pub angle: f64,
    /// Shortest arc between the two longitudes, [0, 180].
    pub separation: f64,
    /// |separation − angle|.
    pub orb: f64,
    /// Orb allowed for this aspect, degrees.
    pub max_orb: f64,
    /// Percent: 100 when exact, 0 at the edge of the orb.
    pub exactness: f64,
    /// True when the orb is shrinking (the aspect is getting closer to exact).
    pub applying: bool,
    /// `applying`, `separating`, or `exact` (both fixed or the orb not changing).
    pub motion: &'static str,
}

/// The aspect (if any) between two points; the closest one when orbs overlap.
pub fn between(a: &Body, b: &Body, opts: &AspectOptions) -> Option<Aspect> {
    let d = wrap180(b.longitude - a.longitude);
    let sep = d.abs();
    let mut best: Option<(usize, f64)> = None;
    for (i, asp) in ASPECTS.iter().enumerate() {
        if opts.major_only && !asp.major {
            continue;
        }
        let orb = (sep - asp.angle).abs();
        if opts.orbs[i] > 0.0 && orb <= opts.orbs[i] && best.is_none_or(|(_, o)| orb < o) {
            best = Some((i, orb));
        }
    }
    let (i, orb) = best?;
    let asp = &ASPECTS[i];
    // d|sep − angle|/dt = sign(sep − angle) · sign(d) · (v_b − v_a)
    let rate = (sep - asp.angle).signum() * d.signum() * (b.speed - a.speed);
    let (applying, motion) = if rate < 0.0 {
        (true, "applying")
    } else if rate > 0.0 {
        (false, "separating")
    } else {
        (false, "exact")
    };
    Some(Aspect {
        p1: a.name,
        p2: b.name,
        p1_key: a.key,
        p2_key: b.key,
        aspect: asp.name,
        kind: kind(asp),
        angle: asp.angle,
        separation: sep,
        orb,
        max_orb: opts.orbs[i],
        exactness: 100.0 * (1.0 - orb / opts.orbs[i]),
        applying,
        motion,
    })
}

/// Every aspect among the points of one chart (each pair once, in list order).
pub fn within(points: &[Body], opts: &AspectOptions) -> Vec<Aspect> {
    let mut out = Vec::new();
    for i in 0..points.len() {
        for j in i + 1..points.len() {
            if let Some(a) = between(&points[i], &points[j], opts) {
                out.push(a);
            }
        }
    }
    out
}

/// Every aspect from each point of `a` to each point of `b` (transits, synastry).
pub fn across(a: &[Body], b: &[Body], opts: &AspectOptions) -> Vec<Aspect> {
    let mut out = Vec::new();
    for x in a {
        for y in b {
            if let Some(asp) = between(x, y, opts) {
                out.push(asp);
            }
        }
    }
    out
}
