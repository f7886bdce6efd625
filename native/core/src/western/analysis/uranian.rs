//! Uranian astrology (`/v1/western/natal/uranian`), after the Hamburg school (Witte,
//! Sieggrün): the eight transneptunian points Cupido, Hades, Zeus, Kronos, Apollon, Admetos,
//! Vulkanus and Poseidon (Swiss Ephemeris bodies 40–47, its built-in orbital elements), and
//! the midpoint pictures of the 90° dial.
//!
//! Factors of the pictures: the Aries point (0° Aries), Sun … Pluto, the true node, the
//! ascendant, the MC and the eight points. A picture A/B = C: factor C stands within `orb`
//! (default 1°) of the near midpoint of A and B on the 90° dial (longitude mod 90°), i.e.
//! conjunct, square or opposite it on the zodiac. C is never A or B.

use super::orb_option;
use crate::ephemeris::bodies::{position, Body, Zodiac};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::{house_of, ChartConventions};
use crate::western::composite::near_midpoint;
use crate::western::midpoints::dial_distance;
use crate::western::request::Birth;
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// Default orb of midpoint pictures on the 90° dial, degrees.
pub const DEFAULT_ORB: f64 = 1.0;

/// The eight Hamburg points, Swiss Ephemeris bodies 40 to 47.
pub const TNPS: [Body; 8] = [
    Body { key: "cupido", name: "Cupido", swe_id: 40 },
    Body { key: "hades", name: "Hades", swe_id: 41 },
    Body { key: "zeus", name: "Zeus", swe_id: 42 },
    Body { key: "kronos", name: "Kronos", swe_id: 43 },
    Body { key: "apollon", name: "Apollon", swe_id: 44 },
    Body { key: "admetos", name: "Admetos", swe_id: 45 },
    Body { key: "vulkanus", name: "Vulkanus", swe_id: 46 },
    Body { key: "poseidon", name: "Poseidon", swe_id: 47 },
];

/// A natal chart and the orb of midpoint pictures.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct UranianRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Orb on the 90° dial in degrees (0..3); 1 when absent.
    pub orb: Option<f64>,
}

/// One transneptunian point.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct UranianPoint {
    /// Name, e.g. `Cupido`.
    pub name: &'static str,
    /// Key, e.g. `cupido`.
    pub key: &'static str,
    /// Tropical geocentric longitude in degrees.
    pub longitude: f64,
    /// Ecliptic latitude in degrees.
    pub latitude: f64,
    /// Degrees per day in longitude.
    pub speed: f64,
    /// Its sign.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// House among the natal cusps.
    pub house: u8,
    /// Position on the 90° dial, [0, 90).
    pub dial: f64,
}

/// A factor on the 90° dial.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DialFactor {
    /// Name of the factor.
    pub name: &'static str,
    /// Tropical longitude in degrees.
    pub longitude: f64,
    /// Longitude mod 90°.
    pub dial: f64,
}

/// A midpoint picture A/B = C.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Picture {
    /// "A/B = C".
    pub picture: String,
    /// First factor of the midpoint.
    pub a: &'static str,
    /// Second factor of the midpoint.
    pub b: &'static str,
    /// The factor standing on the midpoint.
    pub c: &'static str,
    /// Near midpoint of A and B on the zodiac, degrees.
    pub midpoint: f64,
    /// Distance of C from the midpoint on the 90° dial, degrees.
    pub orb: f64,
}

/// The Hamburg points and the midpoint pictures of a birth chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct UranianAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Cupido … Poseidon.
    pub points: Vec<UranianPoint>,
    /// Every factor sorted by its position on the 90° dial.
    pub dial: Vec<DialFactor>,
    /// Every picture within the orb, closest first.
    pub pictures: Vec<Picture>,
    /// How the points and pictures were computed.
    pub conventions: UranianConventions,
}

/// How the points and pictures were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct UranianConventions {
    /// How the natal chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Orb of the pictures on the dial, degrees.
    pub orb: f64,
    /// The rules used.
    pub rules: &'static str,
}

/// Every picture A/B = C among `factors` (name, longitude) within `orb` on the 90° dial.
pub fn pictures(factors: &[(&'static str, f64)], orb: f64) -> Vec<Picture> {
    let mut out = Vec::new();
    for (i, &(a, la)) in factors.iter().enumerate() {
        for &(b, lb) in &factors[i + 1..] {
            let mid = near_midpoint(la, lb);
            for &(c, lc) in factors.iter().filter(|f| f.0 != a && f.0 != b) {
                let d = dial_distance(lc, mid);
                if d <= orb {
                    out.push(Picture { picture: format!("{a}/{b} = {c}"), a, b, c, midpoint: mid, orb: d });
                }
            }
        }
    }
    out.sort_by(|x, y| x.orb.total_cmp(&y.orb));
    out
}

/// `/v1/western/natal/uranian`.
pub fn natal_uranian(req: &UranianRequest) -> Result<UranianAnswer> {
    let orb = orb_option(req.orb, DEFAULT_ORB, 3.0)?;
    let c = req.birth.chart()?;
    let mut points = Vec::with_capacity(8);
    for b in TNPS {
        let p = position(c.moment.jd_ut, b, Zodiac::Tropical)?;
        points.push(UranianPoint {
            name: b.name,
            key: b.key,
            longitude: p.longitude,
            latitude: p.latitude,
            speed: p.speed_longitude,
            sign: SignPlacement::of(p.longitude),
            house: house_of(p.longitude, &c.houses.cusps),
            dial: p.longitude.rem_euclid(90.0),
        });
    }
    let mut factors: Vec<(&'static str, f64)> = vec![("Aries Point", 0.0)];
    factors.extend(
        c.aspect_points().iter().filter(|p| !matches!(p.key, "chiron" | "lilith")).map(|p| (p.name, p.longitude)),
    );
    factors.extend(points.iter().map(|p| (p.name, p.longitude)));
    let mut dial: Vec<DialFactor> = factors
        .iter()
        .map(|&(name, longitude)| DialFactor { name, longitude, dial: longitude.rem_euclid(90.0) })
        .collect();
    dial.sort_by(|x, y| x.dial.total_cmp(&y.dial));
    Ok(UranianAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        pictures: pictures(&factors, orb),
        points,
        dial,
        conventions: UranianConventions {
            chart: c.chart_conventions(&Default::default()),
            orb,
            rules: "Cupido … Poseidon from Swiss Ephemeris bodies 40–47; picture A/B = C when C is within the \
                    orb of the near midpoint of A and B on the 90° dial; factors: Aries point, Sun … Pluto, \
                    true node, ascendant, MC and the eight points",
        },
    })
}
