//! Antiscia (`/v1/western/natal/antiscia`), after Lilly (*Christian Astrology*, ch. on antiscions):
//! each point mirrored across the solstitial axis (0° Cancer–0° Capricorn) and, for the
//! contra-antiscion, across the equinoctial axis (0° Aries–0° Libra).
//!
//! - antiscion = (180° − λ) mod 360°: equal declination, equal day length.
//! - contra-antiscion = (360° − λ) mod 360° = the antiscion's opposite point.
//! - A contact: a point's antiscion or contra-antiscion within `orb` (default 1°) of another
//!   natal point's longitude (a conjunction with the mirrored point).

use super::orb_option;
use crate::ephemeris::root::wrap180;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::ChartConventions;
use crate::western::request::Birth;
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// Default orb of antiscia contacts, degrees.
pub const DEFAULT_ORB: f64 = 1.0;

/// A natal chart and the orb of antiscia contacts.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct AntisciaRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Orb of contacts in degrees (0..3); 1 when absent.
    pub orb: Option<f64>,
}

/// A mirrored position with its sign.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Mirror {
    /// Tropical longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Its sign, with the sign's classical ruler.
    #[serde(flatten)]
    pub sign: SignPlacement,
}

impl Mirror {
    fn of(longitude: f64) -> Mirror {
        let longitude = normalize(longitude);
        Mirror { longitude, sign: SignPlacement::of(longitude) }
    }
}

/// One point with its antiscion and contra-antiscion.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AntisciaPoint {
    /// Display name, e.g. `Venus`.
    pub name: &'static str,
    /// Key of the point.
    pub key: &'static str,
    /// Natal tropical longitude in degrees.
    pub longitude: f64,
    /// Mirror across 0° Cancer–0° Capricorn: 180° − longitude.
    pub antiscion: Mirror,
    /// Mirror across 0° Aries–0° Libra: 360° − longitude.
    pub contra_antiscion: Mirror,
}

/// A point's antiscion or contra-antiscion on another point.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AntisciaContact {
    /// The point whose mirror makes the contact.
    pub point: &'static str,
    /// `antiscion` or `contra-antiscion`.
    pub kind: &'static str,
    /// The natal point it falls on.
    pub contacts: &'static str,
    /// Distance in longitude between the mirror and the natal point, degrees.
    pub orb: f64,
}

/// Antiscia and contra-antiscia of a birth chart, and their contacts.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AntisciaAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Sun … Pluto, True Node, Chiron, Lilith, Ascendant, MC.
    pub points: Vec<AntisciaPoint>,
    /// Contacts within the orb. A mutual pair (A's antiscion on B and B's on A) appears twice.
    pub contacts: Vec<AntisciaContact>,
    /// How the antiscia were computed.
    pub conventions: AntisciaConventions,
}

/// How the antiscia were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AntisciaConventions {
    /// How the natal chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Orb of contacts, degrees.
    pub orb: f64,
    /// The formulas used.
    pub rules: &'static str,
}

/// The antiscion of a longitude: its mirror across the solstitial axis.
pub fn antiscion(longitude: f64) -> f64 {
    normalize(180.0 - longitude)
}

/// The contra-antiscion of a longitude: its mirror across the equinoctial axis.
pub fn contra_antiscion(longitude: f64) -> f64 {
    normalize(360.0 - longitude)
}

/// `/v1/western/natal/antiscia`.
pub fn natal_antiscia(req: &AntisciaRequest) -> Result<AntisciaAnswer> {
    let orb = orb_option(req.orb, DEFAULT_ORB, 3.0)?;
    let c = req.birth.chart()?;
    let pts = c.aspect_points();
    let points: Vec<AntisciaPoint> = pts
        .iter()
        .map(|p| AntisciaPoint {
            name: p.name,
            key: p.key,
            longitude: p.longitude,
            antiscion: Mirror::of(antiscion(p.longitude)),
            contra_antiscion: Mirror::of(contra_antiscion(p.longitude)),
        })
        .collect();
    let mut contacts = Vec::new();
    for a in &points {
        for (kind, mirror) in [("antiscion", &a.antiscion), ("contra-antiscion", &a.contra_antiscion)] {
            for b in pts.iter().filter(|b| b.key != a.key) {
                let d = wrap180(mirror.longitude - b.longitude).abs();
                if d <= orb {
                    contacts.push(AntisciaContact { point: a.name, kind, contacts: b.name, orb: d });
                }
            }
        }
    }
    Ok(AntisciaAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        points,
        contacts,
        conventions: AntisciaConventions {
            chart: c.chart_conventions(&Default::default()),
            orb,
            rules: "antiscion = 180° − longitude (mirror across 0° Cancer/Capricorn); contra-antiscion = \
                    360° − longitude (mirror across 0° Aries/Libra); a contact is a mirror within the orb \
                    of another natal point's longitude",
        },
    })
}
