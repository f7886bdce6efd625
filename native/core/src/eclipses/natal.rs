//! Eclipses on a natal chart: the eclipses of a range whose degree falls within an orb of a
//! natal planet, angle or node, by conjunction or opposition. The degree of a solar eclipse is
//! the Sun's (and Moon's) longitude at greatest eclipse; of a lunar eclipse, the Moon's (the
//! Sun stands opposite, so an opposition to that degree is a conjunction with the Sun).

use crate::eclipses::lists::{lunar_between, solar_between};
use crate::eclipses::range::Span;
use crate::eclipses::{conventions, EclipseConventions};
use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::{self, position, NodeType, Zodiac};
use crate::ephemeris::houses::{houses, WHOLE_SIGN};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::moments::ingress::parse_zodiac;
use crate::zodiac::sign::SignPlacement;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// Default orb in degrees.
pub const DEFAULT_ORB: f64 = 3.0;
/// Largest orb accepted, in degrees.
pub const MAX_ORB: f64 = 10.0;

/// A birth chart and a span of eclipses to lay over it.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalRequest {
    /// Birth moment.
    pub birth: Moment,
    /// Birth place.
    pub place: Place,
    /// The span of eclipses; its offset is the answer's offset.
    #[serde(flatten)]
    pub span: Span,
    /// Orb in degrees (default 3, at most 10).
    pub orb: Option<f64>,
    /// `sidereal` (default) or `tropical`.
    pub zodiac: Option<String>,
    /// Ayanamsa slug for sidereal longitudes (default lahiri).
    pub ayanamsa: Option<String>,
    /// Node model for Rahu and Ketu (default mean).
    #[serde(default)]
    pub node: NodeType,
}

/// A natal point and its longitude.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalPoint {
    /// Sun … Saturn, Rahu, Ketu, Ascendant, MC.
    pub name: &'static str,
    /// Longitude in degrees [0, 360) in the answer's zodiac.
    pub longitude: f64,
}

/// A natal point an eclipse falls on.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct EclipseContact {
    /// The natal point.
    pub point: &'static str,
    /// `conjunction` (the eclipse degree on the point) or `opposition` (180° from it).
    pub aspect: &'static str,
    /// Distance from exact, in degrees (0 to the orb).
    pub orb: f64,
}

/// An eclipse that falls on the chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalEclipse {
    /// `solar` or `lunar`.
    pub kind: &'static str,
    /// Total, annular, hybrid, partial (solar); total, partial, penumbral (lunar).
    #[serde(rename = "type")]
    pub eclipse_type: &'static str,
    /// Greatest eclipse.
    pub maximum: EventTime,
    /// The eclipse degree: the Sun's longitude (solar) or the Moon's (lunar), in degrees.
    pub longitude: f64,
    /// Sign and degree in sign of that longitude.
    pub sign: crate::zodiac::Sign,
    /// Degrees within the sign, [0, 30).
    pub degree: f64,
    /// The natal points within the orb.
    pub contacts: Vec<EclipseContact>,
}

/// The eclipses of a range that fall on the chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalEclipses {
    /// `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// Orb used, in degrees.
    pub orb: f64,
    /// The natal points compared.
    pub natal_points: Vec<NatalPoint>,
    /// Eclipses with at least one contact, in time order.
    pub eclipses: Vec<NatalEclipse>,
    /// Ayanamsa (slug) for sidereal longitudes; `none` for tropical.
    pub ayanamsa: &'static str,
    /// Node model of Rahu and Ketu.
    pub node: NodeType,
    /// What produced the answer.
    pub conventions: EclipseConventions,
}

/// The nine grahas (Ketu opposite Rahu), the Ascendant and the MC at birth.
pub fn natal_points(birth: f64, place: Place, zodiac: Zodiac, node: NodeType) -> Result<Vec<NatalPoint>> {
    let mut out = Vec::new();
    for g in Graha::ALL {
        let longitude = match g {
            Graha::Rahu => position(birth, node.body(), zodiac)?.longitude,
            Graha::Ketu => position(birth, node.body(), zodiac)?.opposite().longitude,
            _ => position(birth, g.body().expect("the seven have bodies"), zodiac)?.longitude,
        };
        out.push(NatalPoint { name: g.name(), longitude });
    }
    let h = houses(birth, place.lat, place.lon, WHOLE_SIGN, zodiac)?;
    out.push(NatalPoint { name: "Ascendant", longitude: h.ascendant });
    out.push(NatalPoint { name: "MC", longitude: h.mc });
    Ok(out)
}

/// Angular distance in degrees, 0 to 180.
fn separation(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}

/// The natal points within `orb` of the eclipse degree or of the point opposite it.
pub fn contacts_of(longitude: f64, points: &[NatalPoint], orb: f64) -> Vec<EclipseContact> {
    let mut out = Vec::new();
    for p in points {
        let s = separation(longitude, p.longitude);
        if s <= orb {
            out.push(EclipseContact { point: p.name, aspect: "conjunction", orb: s });
        } else if 180.0 - s <= orb {
            out.push(EclipseContact { point: p.name, aspect: "opposition", orb: 180.0 - s });
        }
    }
    out
}

fn on_chart(
    jd: f64,
    (kind, eclipse_type): (&'static str, &'static str),
    zodiac: Zodiac,
    points: &[NatalPoint],
    orb: f64,
    offset: i32,
) -> Result<Option<NatalEclipse>> {
    let body = if kind == "solar" { bodies::SUN } else { bodies::MOON };
    let longitude = position(jd, body, zodiac)?.longitude;
    let contacts = contacts_of(longitude, points, orb);
    if contacts.is_empty() {
        return Ok(None);
    }
    let at = SignPlacement::of(longitude);
    Ok(Some(NatalEclipse {
        kind,
        eclipse_type,
        maximum: EventTime::new(jd, offset),
        longitude,
        sign: at.sign,
        degree: at.degree,
        contacts,
    }))
}

/// The eclipses of the span that fall within the orb of the chart's points.
pub fn natal_eclipses(req: &NatalRequest) -> Result<NatalEclipses> {
    let (a, b) = req.span.checked()?;
    let orb = req.orb.unwrap_or(DEFAULT_ORB);
    if !orb.is_finite() || !(0.0..=MAX_ORB).contains(&orb) {
        return Err(Error::invalid("orb", format!("must be a number of degrees from 0 to {MAX_ORB}")));
    }
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let (zodiac, zodiac_name) = parse_zodiac(req.zodiac.as_deref(), ayanamsa)?;
    let points = natal_points(req.birth.jd_ut, req.place, zodiac, req.node)?;
    let mut found: Vec<(f64, &'static str, &'static str)> =
        solar_between(a, b)?.iter().map(|e| (e.maximum.jd_ut, "solar", e.kind.name())).collect();
    found.extend(lunar_between(a, b)?.iter().map(|e| (e.maximum.jd_ut, "lunar", e.kind.name())));
    found.sort_by(|x, y| x.0.total_cmp(&y.0));
    let mut eclipses = Vec::new();
    for &(jd, kind, eclipse_type) in &found {
        eclipses.extend(on_chart(jd, (kind, eclipse_type), zodiac, &points, orb, req.span.offset())?);
    }
    Ok(NatalEclipses {
        zodiac: zodiac_name,
        orb,
        natal_points: points,
        eclipses,
        ayanamsa: if zodiac_name == "tropical" { "none" } else { ayanamsa.slug },
        node: req.node,
        conventions: conventions(
            "swe_sol_eclipse_when_glob, swe_lun_eclipse_when; apparent geocentric longitudes",
            "eclipse degree = the Sun's longitude at greatest solar eclipse, the Moon's at greatest lunar eclipse; \
             a contact is a natal point within the orb of that degree (conjunction) or of the point opposite \
             (opposition); Ascendant and MC at the birth place; Ketu opposite Rahu",
        ),
    })
}
