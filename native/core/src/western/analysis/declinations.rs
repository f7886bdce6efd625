//! Declinations (`/v1/western/natal/declinations`): each point's apparent declination of date,
//! the points out of bounds, and the parallels and contraparallels between them.
//!
//! - Planets and points: `swe_calc_ut` with `SEFLG_EQUATORIAL` (ecliptic latitude included).
//! - Ascendant and MC (ecliptic points, latitude 0): δ = asin(sin ε · sin λ), ε the true
//!   obliquity of date (`SE_ECL_NUT`).
//! - Out of bounds: |δ| > ε, beyond the Sun's greatest declination of the date.
//! - Parallel: |δ₁ − δ₂| ≤ orb (same side of the equator). Contraparallel: |δ₁ + δ₂| ≤ orb
//!   (opposite sides). Default orb 1°.

use super::orb_option;
use crate::ephemeris::swe;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::{ChartConventions, NatalChart};
use crate::western::request::Birth;
use serde::{Deserialize, Serialize};
use swiss_eph as ffi;

/// Default orb of parallels and contraparallels, degrees of declination.
pub const DEFAULT_ORB: f64 = 1.0;

/// A natal chart and the orb of parallels.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct DeclinationsRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Orb of parallels and contraparallels in degrees (0..3); 1 when absent.
    pub orb: Option<f64>,
}

/// One point's declination.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Declination {
    /// Display name, e.g. `Moon`, `Ascendant`.
    pub name: &'static str,
    /// Key of the point, e.g. `moon`, `ascendant`.
    pub key: &'static str,
    /// Apparent declination of date in degrees, positive north.
    pub declination: f64,
    /// Apparent right ascension of date in degrees.
    pub right_ascension: f64,
    /// Degrees per day in declination (0 for the angles).
    pub speed: f64,
    /// True when |declination| exceeds the obliquity of the ecliptic.
    pub out_of_bounds: bool,
}

/// A parallel or contraparallel between two points.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Parallel {
    /// Display name of the first point.
    pub p1: &'static str,
    /// Display name of the second point.
    pub p2: &'static str,
    /// `parallel` (same declination) or `contraparallel` (equal and opposite).
    pub aspect: &'static str,
    /// |δ₁ − δ₂| for a parallel, |δ₁ + δ₂| for a contraparallel, degrees.
    pub orb: f64,
}

/// Declinations, out-of-bounds points, parallels and contraparallels of a birth chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DeclinationsAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// True obliquity of the ecliptic at birth, degrees: the out-of-bounds limit.
    pub obliquity: f64,
    /// Sun … Pluto, True Node, Chiron, Lilith, Ascendant, MC.
    pub points: Vec<Declination>,
    /// Names of the points out of bounds.
    pub out_of_bounds: Vec<&'static str>,
    /// Every parallel and contraparallel within the orb, each pair once.
    pub parallels: Vec<Parallel>,
    /// How the declinations were computed.
    pub conventions: DeclinationConventions,
}

/// How the declinations were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DeclinationConventions {
    /// How the natal chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Orb of parallels and contraparallels in degrees.
    pub orb: f64,
    /// The rules used.
    pub rules: &'static str,
}

/// True obliquity of the ecliptic of date (degrees) at a UT Julian day.
pub fn true_obliquity(jd_ut: f64) -> Result<f64> {
    Ok(swe::calc_ut(jd_ut, ffi::SE_ECL_NUT, 0)?[0])
}

/// Right ascension and declination (degrees) of an ecliptic point of latitude 0.
pub fn ecliptic_to_equatorial(longitude: f64, obliquity: f64) -> (f64, f64) {
    let (l, e) = (longitude.to_radians(), obliquity.to_radians());
    let dec = (e.sin() * l.sin()).asin();
    let ra = (l.sin() * e.cos()).atan2(l.cos());
    (ra.to_degrees().rem_euclid(360.0), dec.to_degrees())
}

/// Declinations of the chart's points and angles.
pub fn declinations(c: &NatalChart, obliquity: f64) -> Result<Vec<Declination>> {
    let jd = c.moment.jd_ut;
    let mut out = Vec::with_capacity(c.points.len() + 2);
    for p in &c.points {
        let id = if p.key == "lilith" { c.lilith.swe_id } else { body_id(p.key) };
        let x = swe::calc_ut(jd, id, ffi::SEFLG_EQUATORIAL | ffi::SEFLG_SPEED)?;
        out.push(Declination {
            name: p.name,
            key: p.key,
            declination: x[1],
            right_ascension: x[0],
            speed: x[4],
            out_of_bounds: x[1].abs() > obliquity,
        });
    }
    for (name, key, lon) in [("Ascendant", "ascendant", c.ascendant()), ("MC", "mc", c.mc())] {
        let (ra, dec) = ecliptic_to_equatorial(lon, obliquity);
        out.push(Declination {
            name,
            key,
            declination: dec,
            right_ascension: ra,
            speed: 0.0,
            out_of_bounds: dec.abs() > obliquity,
        });
    }
    Ok(out)
}

fn body_id(key: &str) -> i32 {
    crate::ephemeris::bodies::ALL_BODIES.iter().find(|b| b.key == key).map(|b| b.swe_id).expect("chart body")
}

/// Every parallel and contraparallel within `orb` among the points, each pair once.
pub fn parallels(points: &[Declination], orb: f64) -> Vec<Parallel> {
    let mut out = Vec::new();
    for (i, a) in points.iter().enumerate() {
        for b in &points[i + 1..] {
            let (same, opposite) = ((a.declination - b.declination).abs(), (a.declination + b.declination).abs());
            if same <= orb {
                out.push(Parallel { p1: a.name, p2: b.name, aspect: "parallel", orb: same });
            } else if opposite <= orb {
                out.push(Parallel { p1: a.name, p2: b.name, aspect: "contraparallel", orb: opposite });
            }
        }
    }
    out
}

/// `/v1/western/natal/declinations`.
pub fn natal_declinations(req: &DeclinationsRequest) -> Result<DeclinationsAnswer> {
    let orb = orb_option(req.orb, DEFAULT_ORB, 3.0)?;
    let c = req.birth.chart()?;
    let obliquity = true_obliquity(c.moment.jd_ut)?;
    let points = declinations(&c, obliquity)?;
    Ok(DeclinationsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        obliquity,
        out_of_bounds: points.iter().filter(|p| p.out_of_bounds).map(|p| p.name).collect(),
        parallels: parallels(&points, orb),
        points,
        conventions: DeclinationConventions {
            chart: c.chart_conventions(&Default::default()),
            orb,
            rules: "apparent declination of date (ecliptic latitude included; the angles at latitude 0); \
                    out of bounds when |declination| > true obliquity; parallel |δ1 − δ2| ≤ orb, \
                    contraparallel |δ1 + δ2| ≤ orb",
        },
    })
}
