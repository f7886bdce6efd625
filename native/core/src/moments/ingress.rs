//! Sign ingresses: the moments a planet's longitude crosses a multiple of 30°, sidereal (with
//! the request's ayanamsa, the default) or tropical.
//!
//! A scan in steps over which the planet moves well under one sign brackets each change of
//! sign; when the speed changes sign inside a step the step is split at the station, so a
//! planet that touches a boundary and turns back is never missed. The crossing itself is the
//! root of `longitude − boundary`, found by `ephemeris::root`.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::root::{next_angle_crossing, refine};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::moments::stations::{conventions, MomentsConventions};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::{Deserialize, Serialize};

/// Planets whose ingresses are served (lower-case keys as in the API).
pub const INGRESS_PLANETS: [&str; 12] =
    ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "rahu", "ketu", "uranus", "neptune", "pluto"];

/// A planet as the ingress search sees it: a body, possibly the point opposite it (Ketu).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mover {
    pub key: &'static str,
    pub name: &'static str,
    pub body: Body,
    pub opposite: bool,
}

impl Mover {
    pub fn from_key(key: &str, node: NodeType) -> Result<Mover> {
        // The nine grahas by their typed identity; the outer planets only as ephemeris bodies.
        let (k, name, body, opposite) = match (Graha::from_key(key), key) {
            (Some(Graha::Rahu), _) => ("rahu", "Rahu", node.body(), false),
            (Some(Graha::Ketu), _) => ("ketu", "Ketu", node.body(), true),
            (Some(g), _) => (g.key(), g.name(), g.body().expect("the seven have bodies"), false),
            (None, "uranus") => ("uranus", "Uranus", bodies::URANUS, false),
            (None, "neptune") => ("neptune", "Neptune", bodies::NEPTUNE, false),
            (None, "pluto") => ("pluto", "Pluto", bodies::PLUTO, false),
            _ => return Err(Error::invalid("planet", format!("must be one of: {}", INGRESS_PLANETS.join(", ")))),
        };
        Ok(Mover { key: k, name, body, opposite })
    }

    /// Longitude in the zodiac and its speed (°/day).
    pub fn longitude(&self, jd: f64, zodiac: Zodiac) -> Result<(f64, f64)> {
        let p = position(jd, self.body, zodiac)?;
        let lon = if self.opposite { (p.longitude + 180.0).rem_euclid(360.0) } else { p.longitude };
        Ok((lon, p.speed_longitude))
    }

    /// Scan step (days): the planet moves < 8° per step and turns at most once in it.
    fn step(&self) -> f64 {
        match (self.key, self.body.key) {
            ("moon", _) => 0.5,
            (_, "true_node") => 1.0,
            ("mercury", _) | ("venus", _) => 2.0,
            ("sun", _) | ("mars", _) => 4.0,
            _ => 10.0,
        }
    }

    /// Longest stay in one sign (days), with margin for retrograde loops.
    pub fn horizon(&self) -> f64 {
        match self.key {
            "moon" => 4.0,
            "sun" => 33.0,
            "mercury" => 120.0,
            "venus" => 160.0,
            "mars" => 250.0,
            "jupiter" => 500.0,
            "saturn" => 1300.0,
            "rahu" | "ketu" => 650.0,
            "uranus" => 3500.0,
            "neptune" => 6000.0,
            _ => 12_000.0, // Pluto stays up to ~30 years in one sign
        }
    }
}

/// One sign change.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SignChange {
    pub jd: f64,
    /// 0-based sign left and entered.
    pub from: usize,
    pub to: usize,
    pub retrograde: bool,
}

fn crossing_in(mover: Mover, zodiac: Zodiac, a: f64, b: f64, sa: usize, sb: usize) -> Result<SignChange> {
    // Entering the next sign crosses its start; falling back crosses the start of the sign left.
    let forward = (sb + 12 - sa) % 12 == 1;
    let boundary = if forward { sb as f64 * 30.0 } else { sa as f64 * 30.0 };
    let jd = next_angle_crossing(|t| mover.longitude(t, zodiac), boundary, a, b, b - a)?
        .ok_or_else(|| Error::Ephemeris(format!("{}: lost the crossing of {boundary}°", mover.name)))?;
    Ok(SignChange { jd, from: sa, to: sb, retrograde: !forward })
}

/// First sign change after `from` (strictly), or `None` before `until`.
pub fn next_sign_change(mover: Mover, zodiac: Zodiac, from: f64, until: f64) -> Result<Option<SignChange>> {
    let step = mover.step();
    let mut a = from;
    let (la, mut va) = mover.longitude(a, zodiac)?;
    let mut sa = sign_index(la);
    while a < until {
        let b = (a + step).min(until);
        let (lb, vb) = mover.longitude(b, zodiac)?;
        let sb = sign_index(lb);
        // A turn inside the step: look at the sign at the station too.
        if (va < 0.0) != (vb < 0.0) {
            let mut g = |t: f64| {
                let h = 1.0 / 24.0;
                let v = mover.longitude(t, zodiac)?.1;
                let d = (mover.longitude(t + h, zodiac)?.1 - mover.longitude(t - h, zodiac)?.1) / (2.0 * h);
                Ok((v, d))
            };
            let ts = refine(&mut g, a, b)?;
            let ss = sign_index(mover.longitude(ts, zodiac)?.0);
            if ss != sa {
                return crossing_in(mover, zodiac, a, ts, sa, ss).map(Some);
            }
            if sb != ss {
                return crossing_in(mover, zodiac, ts, b, ss, sb).map(Some);
            }
        } else if sb != sa {
            return crossing_in(mover, zodiac, a, b, sa, sb).map(Some);
        }
        a = b;
        va = vb;
        sa = sb;
    }
    Ok(None)
}

/// Every sign change in `(from, to]`, in order.
pub fn sign_changes(mover: Mover, zodiac: Zodiac, from: f64, to: f64) -> Result<Vec<SignChange>> {
    let mut out = Vec::new();
    let mut t = from;
    while let Some(c) = next_sign_change(mover, zodiac, t, to)? {
        // Resume just past the crossing, on the new side of the boundary.
        t = c.jd + 1e-5;
        out.push(c);
    }
    Ok(out)
}

#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct IngressRequest {
    pub moment: Moment,
    pub planet: String,
    /// `sidereal` (default) or `tropical`.
    pub zodiac: Option<String>,
    pub ayanamsa: Option<String>,
    #[serde(default)]
    pub node: NodeType,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "IngressSign")]
pub struct SignRef {
    pub sign: &'static str,
    pub sign_index: u8,
}

fn sign_ref(i: usize) -> SignRef {
    SignRef { sign: SIGNS[i].name, sign_index: i as u8 + 1 }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IngressEvent {
    pub time: EventTime,
    pub from: SignRef,
    pub to: SignRef,
    /// `direct` (into the next sign) or `retrograde` (back into the previous one).
    pub direction: &'static str,
    /// The boundary crossed, in the zodiac of the answer.
    pub longitude: f64,
    pub days_from_moment: f64,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IngressAnswer {
    pub planet: &'static str,
    pub name: &'static str,
    pub moment: EventTime,
    pub zodiac: &'static str,
    pub longitude: f64,
    pub speed: f64,
    pub current: SignRef,
    pub ingress: IngressEvent,
    pub conventions: IngressConventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IngressConventions {
    #[serde(flatten)]
    pub base: MomentsConventions,
    pub node: NodeType,
}

pub fn parse_zodiac(zodiac: Option<&str>, ayanamsa: Ayanamsa) -> Result<(Zodiac, &'static str)> {
    match zodiac.unwrap_or("sidereal") {
        "sidereal" => Ok((Zodiac::Sidereal(ayanamsa), "sidereal")),
        "tropical" => Ok((Zodiac::Tropical, "tropical")),
        _ => Err(Error::invalid("zodiac", "must be sidereal or tropical")),
    }
}

pub fn next_ingress(req: &IngressRequest) -> Result<IngressAnswer> {
    let mover = Mover::from_key(&req.planet, req.node)?;
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let (zodiac, zodiac_name) = parse_zodiac(req.zodiac.as_deref(), ayanamsa)?;
    let jd = req.moment.jd_ut;
    let offset = req.moment.offset_minutes;
    let (lon, speed) = mover.longitude(jd, zodiac)?;
    let change = next_sign_change(mover, zodiac, jd, jd + mover.horizon())?
        .ok_or_else(|| Error::Ephemeris(format!("{}: no ingress within {} days", mover.name, mover.horizon())))?;
    let boundary = if change.retrograde { change.from } else { change.to } as f64 * 30.0;
    Ok(IngressAnswer {
        planet: mover.key,
        name: mover.name,
        moment: EventTime::new(jd, offset),
        zodiac: zodiac_name,
        longitude: lon,
        speed,
        current: sign_ref(sign_index(lon)),
        ingress: IngressEvent {
            time: EventTime::new(change.jd, offset),
            from: sign_ref(change.from),
            to: sign_ref(change.to),
            direction: if change.retrograde { "retrograde" } else { "direct" },
            longitude: boundary,
            days_from_moment: change.jd - jd,
        },
        conventions: IngressConventions {
            base: conventions(
                zodiac_name,
                ayanamsa,
                "ingress: the longitude crosses a multiple of 30° (either way; a retrograde planet can \
                 re-enter the previous sign)",
            ),
            node: req.node,
        },
    })
}
