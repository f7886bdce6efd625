//! Applying aspects of the horary significators and the time to their perfection.
//!
//! An aspect applies when it becomes exact later while both planets stay in the signs they
//! hold at the question (Lilly, *Christian Astrology*, Book I, ch. on "application" and
//! "perfection"; an aspect completed after a planet changes sign does not count). The exact
//! moments come from the sky's aspect search (`sky::aspects::exact_aspects`: Ptolemaic aspects,
//! roots to 0.01 s): for the Moon up to 3 days (it leaves any sign within 2.5 days), for the other
//! significators up to `SLOW_WINDOW_DAYS`.

use crate::ephemeris::bodies::{position, Body, Zodiac};
use crate::ephemeris::root::wrap180;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::sky::aspects::exact_aspects;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::Serialize;

/// Longest look-ahead for the perfection of the significators other than the Moon, days.
pub const SLOW_WINDOW_DAYS: f64 = 90.0;
/// Look-ahead for the Moon's aspects, days.
pub const MOON_WINDOW_DAYS: f64 = 3.0;

/// An aspect of a significator that perfects while both planets keep their signs.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Applying {
    /// First planet.
    pub planet_a: Graha,
    /// Second planet.
    pub planet_b: Graha,
    /// `conjunction`, `sextile`, `square`, `trine` or `opposition`.
    pub aspect: &'static str,
    /// Exact angle of the aspect, degrees.
    pub angle: f64,
    /// Distance from exact at the question, degrees (how far the aspect still has to go).
    pub orb: f64,
    /// When the aspect perfects.
    pub perfects_at: EventTime,
    /// Days from the question to the perfection.
    pub days: f64,
}

fn body(g: Graha) -> Body {
    g.body().expect("classical planets have an ephemeris body")
}

/// Aspects between `list[i]` and `list[j]` (pairs `pair` admits) perfecting in `(t, t + window]`
/// with both planets in their present signs, the first perfection of each pair and aspect.
pub fn applying(
    list: &[Graha],
    pair: impl Fn(usize, usize) -> bool,
    t: f64,
    window: f64,
    offset: i32,
) -> Result<Vec<Applying>> {
    let bodies: Vec<Body> = list.iter().map(|&g| body(g)).collect();
    let sign_at = |b: Body, jd: f64| position(jd, b, Zodiac::Tropical).map(|p| sign_index(p.longitude));
    let mut out: Vec<Applying> = Vec::new();
    for e in exact_aspects(&bodies, pair, t, t + window)? {
        let (a, b) = (bodies[e.a], bodies[e.b]);
        if out.iter().any(|x| x.planet_a == list[e.a] && x.planet_b == list[e.b] && x.aspect == e.aspect.name) {
            continue;
        }
        if sign_at(a, e.jd)? != sign_at(a, t)? || sign_at(b, e.jd)? != sign_at(b, t)? {
            continue;
        }
        let la = position(t, a, Zodiac::Tropical)?.longitude;
        let lb = position(t, b, Zodiac::Tropical)?.longitude;
        let sep = wrap180(la - lb).abs();
        out.push(Applying {
            planet_a: list[e.a],
            planet_b: list[e.b],
            aspect: e.aspect.name,
            angle: e.aspect.angle,
            orb: (sep - e.aspect.angle).abs(),
            perfects_at: EventTime::new(e.jd, offset),
            days: e.jd - t,
        });
    }
    Ok(out)
}
