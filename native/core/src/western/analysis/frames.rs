//! The natal chart seen in other frames, each with the answer shape of `natal/chart` plus a
//! `frame` block:
//!
//! - heliocentric (`natal/heliocentric`): `SEFLG_HELCTR` positions of Earth, Mercury … Pluto
//!   and Chiron (the Moon, the node and Lilith have no heliocentric meaning). They are placed
//!   in the geocentric houses of the birth; the aspects are among the heliocentric bodies only.
//! - draconic (`natal/draconic`), after Pamela Crane: every longitude, angle and cusp minus the
//!   north node's longitude (true node by default, `node=mean` for the mean one), so the node
//!   stands at 0° Aries. Speeds stay the tropical ones (a common rotation changes no aspect).
//! - sidereal (`natal/sidereal`): Swiss Ephemeris `SEFLG_SIDEREAL` positions and houses in the
//!   ayanamsa named by `ayanamsa` (Fagan/Bradley by default), the usual Western sidereal zodiac.

use crate::ephemeris::ayanamsa::Ayanamsa;
use crate::ephemeris::bodies::{self, position, Body, NodeType, Zodiac};
use crate::ephemeris::houses::{houses, Houses};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::aspects::{self, AspectOptions};
use crate::western::chart::{house_of, ChartAnswer, NatalChart, Point, PLANETS};
use crate::western::houses::Angle;
use crate::western::request::{AspectChoice, Birth};
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};
use swiss_eph as ffi;

/// The Earth, the centre of geocentric charts: the heliocentric chart's stand-in for the Sun.
pub const EARTH: Body = Body { key: "earth", name: "Earth", swe_id: ffi::SE_EARTH };

/// Default ayanamsa of the Western sidereal chart: Fagan/Bradley.
pub const FAGAN_BRADLEY: &str = "fagan_bradley";

/// A natal chart with its aspect choices (heliocentric chart).
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct FrameRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs.
    #[serde(flatten)]
    pub aspects: AspectChoice,
}

/// A natal chart, the aspect choices and the node that sets 0° Aries.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct DraconicRequest {
    /// The natal chart and aspects.
    #[serde(flatten)]
    pub chart: FrameRequest,
    /// `true` (default) or `mean` north node.
    pub node: Option<NodeType>,
}

/// A natal chart, the aspect choices and the ayanamsa.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SiderealRequest {
    /// The natal chart and aspects.
    #[serde(flatten)]
    pub chart: FrameRequest,
    /// Ayanamsa slug (see `/v1/meta`); `fagan_bradley` when absent.
    pub ayanamsa: Option<String>,
}

/// Which frame the chart is in, and its reference point.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Frame {
    /// `heliocentric`, `draconic` or `sidereal`.
    pub kind: &'static str,
    /// How longitudes were obtained from the tropical geocentric chart.
    pub rule: &'static str,
    /// Draconic: tropical longitude of the north node subtracted from every longitude.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node_longitude: Option<f64>,
    /// Sidereal: the ayanamsa's slug.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ayanamsa: Option<&'static str>,
    /// Sidereal: the ayanamsa's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ayanamsa_name: Option<&'static str>,
    /// Sidereal: the ayanamsa at birth, degrees.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ayanamsa_value: Option<f64>,
}

/// A natal chart in another frame: the shape of `natal/chart` plus the frame.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FrameAnswer {
    /// The chart in this frame.
    #[serde(flatten)]
    pub chart: ChartAnswer,
    /// The frame and its reference point.
    pub frame: Frame,
}

fn point(body: Body, p: bodies::Position, cusps: &[f64]) -> Point {
    Point {
        name: body.name,
        key: body.key,
        longitude: p.longitude,
        latitude: p.latitude,
        speed: p.speed_longitude,
        sign: SignPlacement::of(p.longitude),
        house: house_of(p.longitude, cusps),
        retrograde: p.speed_longitude < 0.0,
    }
}

/// The chart answer of `frame` (points and houses already in the frame), the angles included
/// in the aspect grid when `angles`.
fn answer(c: &NatalChart, frame: NatalChart, angles: bool, opts: &AspectOptions) -> ChartAnswer {
    let mut pts = frame.aspect_points();
    if !angles {
        pts.retain(|p| p.key != "ascendant" && p.key != "mc");
    }
    ChartAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        planets: frame.points.clone(),
        ascendant: Angle::of(frame.ascendant()),
        mc: Angle::of(frame.mc()),
        houses: frame.cusps(),
        aspects: aspects::within(&pts, opts),
        day_chart: c.is_day(),
        conventions: c.chart_conventions(opts),
    }
}

/// `/v1/western/natal/heliocentric`.
pub fn natal_heliocentric(req: &FrameRequest) -> Result<FrameAnswer> {
    let opts = req.aspects.options()?;
    let c = req.birth.chart()?;
    let mut points = Vec::with_capacity(11);
    for b in [EARTH].into_iter().chain(PLANETS[2..].iter().copied()).chain([bodies::CHIRON]) {
        let x = crate::ephemeris::swe::calc_ut(c.moment.jd_ut, b.swe_id, ffi::SEFLG_SPEED | ffi::SEFLG_HELCTR)?;
        let p = bodies::Position {
            longitude: x[0],
            latitude: x[1],
            distance: x[2],
            speed_longitude: x[3],
            speed_latitude: x[4],
            speed_distance: x[5],
        };
        points.push(point(b, p, &c.houses.cusps));
    }
    let frame = NatalChart { points, ..c.clone() };
    let mut chart = answer(&c, frame, false, &opts);
    chart.conventions.base.positions = "heliocentric (SEFLG_HELCTR), true equinox of date; geocentric houses";
    chart.conventions.node = "none (no Moon, node or Lilith in a heliocentric chart)";
    chart.conventions.lilith = "none";
    Ok(FrameAnswer {
        chart,
        frame: Frame {
            kind: "heliocentric",
            rule: "positions seen from the Sun; Earth replaces the Sun; aspects among the heliocentric bodies",
            node_longitude: None,
            ayanamsa: None,
            ayanamsa_name: None,
            ayanamsa_value: None,
        },
    })
}

/// `/v1/western/natal/draconic`.
pub fn natal_draconic(req: &DraconicRequest) -> Result<FrameAnswer> {
    let opts = req.chart.aspects.options()?;
    let c = req.chart.birth.chart()?;
    let node_type = req.node.unwrap_or(NodeType::True);
    let node = position(c.moment.jd_ut, node_type.body(), Zodiac::Tropical)?.longitude;
    let shift = |lon: f64| normalize(lon - node);
    let h = &c.houses;
    let cusps: Vec<f64> = h.cusps.iter().map(|&x| shift(x)).collect();
    let houses = Houses {
        cusps: cusps.clone(),
        ascendant: shift(h.ascendant),
        mc: shift(h.mc),
        vertex: shift(h.vertex),
        ..h.clone()
    };
    let points = c
        .points
        .iter()
        .map(|p| {
            let lon = shift(p.longitude);
            Point { longitude: lon, sign: SignPlacement::of(lon), house: house_of(lon, &cusps), ..p.clone() }
        })
        .collect();
    let frame = NatalChart { points, houses, ..c.clone() };
    let mut chart = answer(&c, frame, true, &opts);
    chart.conventions.base.zodiac = "draconic (0° Aries at the north node)";
    if node_type == NodeType::Mean {
        chart.conventions.node = "true node shown; the mean node sets 0° Aries";
    }
    Ok(FrameAnswer {
        chart,
        frame: Frame {
            kind: "draconic",
            rule: "draconic longitude = tropical longitude − north node longitude (mod 360°), for every \
                   point, angle and cusp",
            node_longitude: Some(node),
            ayanamsa: None,
            ayanamsa_name: None,
            ayanamsa_value: None,
        },
    })
}

/// `/v1/western/natal/sidereal`.
pub fn natal_sidereal(req: &SiderealRequest) -> Result<FrameAnswer> {
    let opts = req.chart.aspects.options()?;
    let ayanamsa = Ayanamsa::from_slug(req.ayanamsa.as_deref().unwrap_or(FAGAN_BRADLEY))?;
    let c = req.chart.birth.chart()?;
    let zodiac = Zodiac::Sidereal(ayanamsa);
    let (jd, place) = (c.moment.jd_ut, c.place);
    let h = houses(jd, place.lat, place.lon, c.system, zodiac)?;
    let mut points = Vec::with_capacity(c.points.len());
    for p in &c.points {
        let body = if p.key == "lilith" { c.lilith } else { bodies::Body::from_key(p.key)? };
        let mut pt = point(body, position(jd, body, zodiac)?, &h.cusps);
        (pt.name, pt.key) = (p.name, p.key);
        points.push(pt);
    }
    let frame = NatalChart { points, houses: h, ..c.clone() };
    let mut chart = answer(&c, frame, true, &opts);
    chart.conventions.base.zodiac = "sidereal";
    let value = ayanamsa.value(jd)?;
    Ok(FrameAnswer {
        chart,
        frame: Frame {
            kind: "sidereal",
            rule: "Swiss Ephemeris sidereal positions and houses (SEFLG_SIDEREAL) in the named ayanamsa",
            node_longitude: None,
            ayanamsa: Some(ayanamsa.slug),
            ayanamsa_name: Some(ayanamsa.name),
            ayanamsa_value: Some(value),
        },
    })
}
