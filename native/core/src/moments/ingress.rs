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
use serde::{Deserialize, Serialize};

/// Planets whose ingresses are served (lower-case keys as in the API).
pub const INGRESS_PLANETS: [&str; 12] =
    ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "rahu", "ketu", "uranus", "neptune", "pluto"];

/// A planet as the ingress search sees it: a body, possibly the point opposite it (Ketu).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mover {
    /// Planet key as in the API, e.g. `ketu`.
    pub key: &'static str,
    /// Display name, e.g. `Ketu`.
    pub name: &'static str,
    /// Ephemeris body whose position is used (for Rahu and Ketu, the node of the chosen model).
    pub body: Body,
    /// True when the planet is the point opposite `body` (Ketu, 180° from Rahu).
    pub opposite: bool,
}

impl Mover {
    /// The planet with this key (one of [`INGRESS_PLANETS`]), the nodes in the given model; a 400
    /// naming `planet` otherwise.
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
    /// Moment of the crossing, Julian day UT.
    pub jd: f64,
    /// 0-based sign left and entered.
    pub from: usize,
    /// 0-based index of the sign entered (0 = Aries).
    pub to: usize,
    /// True when the planet moved backwards into the previous sign.
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

/// Request for a planet's next sign ingress.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct IngressRequest {
    /// The moment to search from (UT Julian day and the request's UTC offset).
    pub moment: Moment,
    /// Planet key: `sun`, `moon`, `mercury` … `pluto`, `rahu` or `ketu`.
    pub planet: String,
    /// `sidereal` (default) or `tropical`.
    pub zodiac: Option<String>,
    /// Ayanamsa slug for the sidereal zodiac; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model for Rahu and Ketu: `mean` (default) or `true`.
    #[serde(default)]
    pub node: NodeType,
}

/// A sign, by name and number.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "IngressSign")]
pub struct SignRef {
    /// English name of the sign (Aries … Pisces).
    pub sign: crate::zodiac::Sign,
    /// 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
}

fn sign_ref(i: usize) -> SignRef {
    SignRef { sign: crate::zodiac::Sign::from_index(i), sign_index: i as u8 + 1 }
}

/// A sign ingress: when the planet crosses a sign boundary and which way.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IngressEvent {
    /// When the planet crosses the boundary.
    pub time: EventTime,
    /// The sign the planet leaves.
    pub from: SignRef,
    /// The sign the planet enters.
    pub to: SignRef,
    /// `direct` (into the next sign) or `retrograde` (back into the previous one).
    pub direction: &'static str,
    /// The boundary crossed, degrees of longitude in the zodiac of the answer.
    pub longitude: f64,
    /// Time from the request's moment to the ingress, in days.
    pub days_from_moment: f64,
}

/// A planet's place at a moment and its next sign ingress.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IngressAnswer {
    /// Planet key, e.g. `jupiter`.
    pub planet: &'static str,
    /// Display name, e.g. `Jupiter`.
    pub name: &'static str,
    /// The moment the search started from.
    pub moment: EventTime,
    /// Zodiac of the longitudes and signs: `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// The planet's longitude at the moment, in degrees in `zodiac`, 0 <= x < 360.
    pub longitude: f64,
    /// The planet's speed in longitude at the moment, degrees per day (negative when retrograde).
    pub speed: f64,
    /// The sign the planet is in at the moment.
    pub current: SignRef,
    /// The next sign change after the moment.
    pub ingress: IngressEvent,
    /// How the ingress was computed.
    pub conventions: IngressConventions,
}

/// How an ingress was computed: the shared moments conventions plus the node model.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IngressConventions {
    /// Zodiac, ayanamsa, definition, precision and ephemeris.
    #[serde(flatten)]
    pub base: MomentsConventions,
    /// Lunar node model used for Rahu and Ketu.
    pub node: NodeType,
}

/// The zodiac a `zodiac` option names (`sidereal`, the default, or `tropical`) and its name;
/// a 400 naming `zodiac` otherwise.
pub fn parse_zodiac(zodiac: Option<&str>, ayanamsa: Ayanamsa) -> Result<(Zodiac, &'static str)> {
    match zodiac.unwrap_or("sidereal") {
        "sidereal" => Ok((Zodiac::Sidereal(ayanamsa), "sidereal")),
        "tropical" => Ok((Zodiac::Tropical, "tropical")),
        _ => Err(Error::invalid("zodiac", "must be sidereal or tropical")),
    }
}

/// The next sign ingress of the requested planet after the moment, in the requested zodiac.
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
