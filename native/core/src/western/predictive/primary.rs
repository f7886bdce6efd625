//! `/v1/western/directions/primary`: Placidus semi-arc primary directions.
//!
//! The sky turns after birth; a primary direction is the turn (the arc, in degrees of right
//! ascension of the MC) that brings a promissor to the mundane place of a significator, and each
//! degree stands for about a year of life by a key. Mundane places are proportions of semi-arcs
//! (see [`super::semi_arc`]): a point is at the significator's place when it stands at the same
//! mundane position m.
//! - Promissors: Sun … Pluto and their Ptolemaic aspects (conjunction, sextile, square, trine,
//!   opposition; sinister = forward in the zodiac, dexter = backward).
//! - Significators: Sun … Pluto, the ascendant (m = 270) and the MC (m = 0), at their true
//!   mundane places (the planets with their ecliptic latitude).
//! - Mundane: the promissor's body (with latitude) goes to the significator's mundane position
//!   moved by the aspect in mundo (30° of m per house; a sinister aspect d lies at m − d):
//!   arc = H′ − H, H′ the promissor's hour angle at m_S + d.
//! - Zodiacal (in zodiaco): the promissor's aspect point λ_P + d of the ecliptic goes to the
//!   significator's mundane position: without latitude (β = 0), or with latitude (the body's
//!   latitude β for the conjunction and −β for the opposition, the antipode; the other aspects
//!   without latitude, as Ptolemy casts them).
//! - Direct: the promissor is carried by the primary motion to the significator. Converse
//!   (`converse=true`, the classical sense): the significator is carried to the promissor's
//!   place (mundane: m_P − d; zodiacal: the aspect point's mundane position).
//! - Keys (degrees of arc per year of life): Ptolemy 1°, Naibod 0°59′08.33″ (360° / 365.24219,
//!   the Sun's mean daily motion; default), Cardan 0°59′12″; a year is 365.24219 days.

use super::semi_arc::SemiArc;
use super::{NAIBOD, TROPICAL_YEAR};
use crate::ephemeris::houses::PLACIDUS;
use crate::ephemeris::swe;
use crate::ephemeris::time::{check_supported, EventTime, Interval};
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::aspects::ASPECTS;
use crate::western::chart::NatalChart;
use crate::western::request::Birth;
use serde::{Deserialize, Serialize};

/// The key that turns an arc into years of life.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum DirectionKey {
    /// Ptolemy: one degree for one year.
    Ptolemy,
    /// Naibod: the Sun's mean daily motion, 0°59′08.33″, for one year.
    #[default]
    Naibod,
    /// Cardan: 0°59′12″ for one year.
    Cardan,
}

impl DirectionKey {
    /// Degrees of arc per year of life.
    pub fn degrees_per_year(self) -> f64 {
        match self {
            DirectionKey::Ptolemy => 1.0,
            DirectionKey::Naibod => NAIBOD,
            DirectionKey::Cardan => 59.0 / 60.0 + 12.0 / 3600.0,
        }
    }
}

/// A primary-directions request: the birth, the span of life and the options.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PrimaryRequest {
    /// The natal chart (its house system is ignored: the method is Placidus' own).
    #[serde(flatten)]
    pub birth: Birth,
    /// Start of the span of life searched.
    pub from: Moment,
    /// End of the span (at most 100 years after `from`).
    pub to: Moment,
    /// The key (default Naibod).
    #[serde(default)]
    pub key: DirectionKey,
    /// Converse directions (the significator carried to the promissor) instead of direct ones.
    #[serde(default)]
    pub converse: bool,
}

/// How the promissor is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DirectionMethod {
    /// In mundo: the body itself, aspects by proportional distance.
    Mundane,
    /// In zodiaco, the aspect point on the ecliptic (latitude 0).
    Zodiacal,
    /// In zodiaco, the conjunction and opposition with the body's latitude.
    ZodiacalWithLatitude,
}

/// One primary direction falling in the span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Direction {
    /// The promissor, e.g. `Saturn`.
    pub promissor: &'static str,
    /// Its key, e.g. `saturn`.
    pub promissor_key: &'static str,
    /// The aspect of the promissor directed: conjunction, sextile, square, trine, opposition.
    pub aspect: &'static str,
    /// The aspect's angle, degrees.
    pub aspect_angle: f64,
    /// `sinister` (forward in the zodiac), `dexter` (backward), or none for the conjunction
    /// and opposition.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side: Option<&'static str>,
    /// The significator, e.g. `Sun`, `Ascendant`, `MC`.
    pub significator: &'static str,
    /// Its key, e.g. `sun`, `ascendant`, `mc`.
    pub significator_key: &'static str,
    /// Mundane, zodiacal, or zodiacal with latitude.
    pub method: DirectionMethod,
    /// `direct` or `converse`.
    pub direction: &'static str,
    /// The arc of direction, degrees of right ascension.
    pub arc: f64,
    /// Age in years by the key.
    pub age: f64,
    /// The date by the key.
    pub at: EventTime,
    /// The formula used.
    pub formula: &'static str,
}

/// A point's place in the diurnal rotation at birth.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MundanePoint {
    /// Display name.
    pub name: &'static str,
    /// Key.
    pub key: &'static str,
    /// Right ascension, degrees.
    pub right_ascension: f64,
    /// Declination, degrees.
    pub declination: f64,
    /// Ascensional difference, degrees.
    pub ascensional_difference: f64,
    /// Diurnal semi-arc, degrees.
    pub diurnal_semi_arc: f64,
    /// Nocturnal semi-arc, degrees.
    pub nocturnal_semi_arc: f64,
    /// Hour angle (RAMC − RA, west positive), degrees.
    pub hour_angle: f64,
    /// Mundane position: 0 MC, 90 descendant, 180 IC, 270 ascendant (30° a Placidus house).
    pub mundane_position: f64,
}

/// How the directions were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PrimaryConventions {
    /// The method.
    pub method: &'static str,
    /// House system used (Placidus whatever was asked).
    pub house_system: &'static str,
    /// The key.
    pub key: DirectionKey,
    /// Degrees of arc per year of the key.
    pub degrees_per_year: f64,
    /// Length of a year of life, days.
    pub year_days: f64,
    /// Direct or converse.
    pub direction: &'static str,
    /// How the latitude of promissors is taken.
    pub latitude: &'static str,
    /// True obliquity of the ecliptic at birth, degrees.
    pub obliquity: f64,
    /// Right ascension of the MC at birth, degrees.
    pub ramc: f64,
    /// Ephemeris and version.
    pub ephemeris: &'static str,
}

/// Primary directions in a span of life.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PrimaryAnswer {
    /// The birth moment.
    pub natal_moment: EventTime,
    /// The span of life searched.
    pub span: Interval,
    /// The planets and angles in the diurnal rotation at birth.
    pub points: Vec<MundanePoint>,
    /// Points without a semi-arc at this latitude (never rising or never setting): no
    /// direction uses them.
    pub circumpolar: Vec<&'static str>,
    /// Every direction whose date falls in the span, in time order.
    pub directions: Vec<Direction>,
    /// How they were computed.
    pub conventions: PrimaryConventions,
}

const MUNDANE_DIRECT: &str = "m_S + d = target; arc = H′ − H of the promissor, H′ = its hour angle at the target \
                              (MD′ = MD_S · SA_P / SA_S in the significator's quadrant)";
const ZODIACAL_DIRECT: &str = "the ecliptic point λ_P + d (RA, dec from λ, β, ε) carried to m_S: arc = H′ − H of the \
                               point, MD′ = MD_S · SA_pt / SA_S";
const MUNDANE_CONVERSE: &str = "the significator carried to m_P − d: arc = H′ − H of the significator, \
                                MD′ = MD_P · SA_S / SA_P (shifted by the aspect in mundo)";
const ZODIACAL_CONVERSE: &str = "the significator carried to the mundane position of the point λ_P + d: arc = H′ − H \
                                 of the significator, MD′ = MD_pt · SA_S / SA_pt";

/// A natal point in the rotation, with its ecliptic place.
#[derive(Debug, Clone, Copy)]
struct Natal {
    name: &'static str,
    key: &'static str,
    lon: f64,
    lat: f64,
    arc: SemiArc,
}

/// The ten planets, then the ascendant and MC (ecliptic points), with their semi-arcs; the
/// circumpolar ones are returned apart.
fn natal_points(c: &NatalChart, eps: f64) -> (Vec<Natal>, Vec<&'static str>) {
    let (phi, ramc) = (c.place.lat, c.houses.armc);
    let mut pts = Vec::new();
    let mut polar = Vec::new();
    let planets = c.points.iter().take(10).map(|p| (p.name, p.key, p.longitude, p.latitude));
    let angles = [("Ascendant", "ascendant", c.ascendant(), 0.0), ("MC", "mc", c.mc(), 0.0)];
    for (name, key, lon, lat) in planets.chain(angles) {
        match SemiArc::of_ecliptic(lon, lat, eps, phi, ramc) {
            Ok(arc) => pts.push(Natal { name, key, lon, lat, arc }),
            Err(_) => polar.push(key),
        }
    }
    (pts, polar)
}

/// Fixed mundane positions of the angles (exact, not from their rounded ecliptic degrees).
fn place_of(n: &Natal) -> f64 {
    match n.key {
        "ascendant" => 270.0,
        "mc" => 0.0,
        _ => n.arc.position(),
    }
}

/// The Ptolemaic aspects with their sides: (name, angle, signed offset d, side).
fn aspect_offsets() -> Vec<(&'static str, f64, f64, Option<&'static str>)> {
    let mut v = Vec::new();
    for a in ASPECTS.iter().filter(|a| a.major) {
        if a.angle == 0.0 || a.angle == 180.0 {
            v.push((a.name, a.angle, a.angle, None));
        } else {
            v.push((a.name, a.angle, a.angle, Some("sinister")));
            v.push((a.name, a.angle, -a.angle, Some("dexter")));
        }
    }
    v
}

/// Every arc (degrees) for one promissor, aspect and significator: (method, arc).
fn arcs(p: &Natal, s: &Natal, d: f64, converse: bool, ctx: (f64, f64, f64)) -> Vec<(DirectionMethod, f64)> {
    let (eps, phi, ramc) = ctx;
    let mut out = Vec::new();
    // Mundane.
    let arc = if converse { s.arc.arc_to(place_of(p) - d) } else { p.arc.arc_to(place_of(s) + d) };
    out.push((DirectionMethod::Mundane, arc));
    // Zodiacal, without and with latitude.
    let with_lat = if d == 0.0 {
        Some(p.lat)
    } else if d == 180.0 {
        Some(-p.lat)
    } else {
        None
    };
    for (method, lat) in
        [(DirectionMethod::Zodiacal, 0.0), (DirectionMethod::ZodiacalWithLatitude, with_lat.unwrap_or(0.0))]
    {
        if method == DirectionMethod::ZodiacalWithLatitude && with_lat.is_none() {
            continue;
        }
        let Ok(pt) = SemiArc::of_ecliptic(p.lon + d, lat, eps, phi, ramc) else { continue };
        let arc = if converse { s.arc.arc_to(pt.position()) } else { pt.arc_to(place_of(s)) };
        out.push((method, arc));
    }
    out
}

fn formula(method: DirectionMethod, converse: bool) -> &'static str {
    match (method, converse) {
        (DirectionMethod::Mundane, false) => MUNDANE_DIRECT,
        (DirectionMethod::Mundane, true) => MUNDANE_CONVERSE,
        (_, false) => ZODIACAL_DIRECT,
        (_, true) => ZODIACAL_CONVERSE,
    }
}

fn span(req: &PrimaryRequest) -> Result<(f64, f64)> {
    let (from, to) = (req.from.jd_ut, req.to.jd_ut);
    if to <= from {
        return Err(Error::invalid("to", "must be after from"));
    }
    if to - from > 100.0 * TROPICAL_YEAR + 1.0 {
        return Err(Error::invalid("to", "the span may be at most 100 years"));
    }
    if from < req.birth.moment.jd_ut {
        return Err(Error::invalid("from", "must be on or after the birth"));
    }
    check_supported(to).map_err(|_| Error::invalid("to", "is outside the supported range"))?;
    Ok((from, to))
}

/// Every direction of the chart whose date by the key falls between two Julian days.
fn directions(pts: &[Natal], req: &PrimaryRequest, ctx: (f64, f64, f64), from: f64, to: f64) -> Vec<Direction> {
    let birth = req.birth.moment.jd_ut;
    let off = req.birth.moment.offset_minutes;
    let rate = req.key.degrees_per_year();
    let mut out = Vec::new();
    for p in pts.iter().filter(|p| p.key != "ascendant" && p.key != "mc") {
        for s in pts.iter().filter(|s| s.key != p.key) {
            for (aspect, angle, d, side) in aspect_offsets() {
                for (method, arc) in arcs(p, s, d, req.converse, ctx) {
                    let age = arc / rate;
                    let jd = birth + age * TROPICAL_YEAR;
                    if jd < from || jd > to {
                        continue;
                    }
                    out.push(Direction {
                        promissor: p.name,
                        promissor_key: p.key,
                        aspect,
                        aspect_angle: angle,
                        side,
                        significator: s.name,
                        significator_key: s.key,
                        method,
                        direction: if req.converse { "converse" } else { "direct" },
                        arc,
                        age,
                        at: EventTime::new(jd, off),
                        formula: formula(method, req.converse),
                    });
                }
            }
        }
    }
    out.sort_by(|a, b| a.arc.total_cmp(&b.arc));
    out
}

/// `/v1/western/directions/primary`.
pub fn primary_directions(req: &PrimaryRequest) -> Result<PrimaryAnswer> {
    let (from, to) = span(req)?;
    let natal = Birth { house_system: PLACIDUS, ..req.birth }.chart()?;
    let eps = swe::true_obliquity(natal.moment.jd_ut)?;
    let ctx = (eps, natal.place.lat, natal.houses.armc);
    let (pts, circumpolar) = natal_points(&natal, eps);
    let off = req.birth.moment.offset_minutes;
    Ok(PrimaryAnswer {
        natal_moment: EventTime::new(natal.moment.jd_ut, off),
        span: Interval::new(from, to, off),
        points: pts
            .iter()
            .map(|n| MundanePoint {
                name: n.name,
                key: n.key,
                right_ascension: n.arc.ra,
                declination: n.arc.dec,
                ascensional_difference: n.arc.ad,
                diurnal_semi_arc: n.arc.dsa,
                nocturnal_semi_arc: n.arc.nsa,
                hour_angle: n.arc.ha,
                mundane_position: place_of(n),
            })
            .collect(),
        circumpolar,
        directions: directions(&pts, req, ctx, from, to),
        conventions: PrimaryConventions {
            method: "Placidus semi-arc (mundane positions as proportions of each point's own semi-arc)",
            house_system: "placidus",
            key: req.key,
            degrees_per_year: req.key.degrees_per_year(),
            year_days: TROPICAL_YEAR,
            direction: if req.converse {
                "converse: the significator carried by the primary motion to the promissor"
            } else {
                "direct: the promissor carried by the primary motion to the significator"
            },
            latitude: "mundane: the body's own latitude; zodiacal: without latitude (β = 0); zodiacal with \
                       latitude: β for the conjunction, −β for the opposition, other aspects without latitude",
            obliquity: eps,
            ramc: natal.houses.armc,
            ephemeris: swe::label(),
        },
    })
}
