//! `/v1/western/transit/chart` and `/transit/aspects`: the sky of a second moment against the
//! natal chart, in the natal houses.

use crate::ephemeris::bodies;
use crate::ephemeris::time::{check_supported, EventTime};
use crate::ephemeris::Moment;
use crate::error::Result;
use crate::western::aspects::{self, Aspect};
use crate::western::chart::{make_point, ChartAnswer, ChartConventions, Point, PLANETS};
use crate::western::request::{AspectChoice, Birth};
use serde::{Deserialize, Serialize};

/// A natal chart and the moment of the transits.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "WesternTransitRequest")]
pub struct TransitRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs.
    #[serde(flatten)]
    pub aspects: AspectChoice,
    /// The transit moment.
    pub at: Moment,
}

/// A transiting point with its place in the natal houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitPoint {
    /// The transiting point: tropical position, speed, sign and (natal) house at the transit moment.
    #[serde(flatten)]
    pub point: Point,
    /// House of the natal chart the transiting point falls in.
    pub natal_house: u8,
}

/// Transits: the sky of a second moment against the natal chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitAnswer {
    /// The birth moment.
    pub natal_moment: EventTime,
    /// The transit moment.
    pub transit_moment: EventTime,
    /// The natal chart with its aspects (transit chart only; absent from transit aspects).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub natal: Option<ChartAnswer>,
    /// Sun … Pluto, True Node, Chiron and Lilith at the transit moment (transit chart only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub transits: Option<Vec<TransitPoint>>,
    /// Transiting point (p1) to natal point (p2).
    pub aspects: Vec<Aspect>,
    /// How the charts and aspects were computed (natal and transiting points alike).
    pub conventions: ChartConventions,
}

fn transit_answer(req: &TransitRequest, full: bool) -> Result<TransitAnswer> {
    let opts = req.aspects.options()?;
    let c = req.birth.chart()?;
    let at = req.at;
    check_supported(at.jd_ut)?;
    // Transiting points: the same bodies, houses of the natal chart.
    let mut transits = Vec::with_capacity(13);
    for b in PLANETS.iter().copied().chain([bodies::TRUE_NODE, bodies::CHIRON, c.lilith]) {
        let p = make_point(b, at.jd_ut, &c.houses.cusps)?;
        transits.push(TransitPoint { natal_house: p.house, point: p });
    }
    let moving: Vec<aspects::Body> = transits
        .iter()
        .map(|t| aspects::Body {
            key: t.point.key,
            name: t.point.name,
            longitude: t.point.longitude,
            speed: t.point.speed,
        })
        .collect();
    // The natal chart does not move: its points are fixed targets.
    let fixed: Vec<aspects::Body> = c.aspect_points().into_iter().map(|b| aspects::Body { speed: 0.0, ..b }).collect();
    Ok(TransitAnswer {
        natal_moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        transit_moment: EventTime::new(at.jd_ut, at.offset_minutes),
        natal: full.then(|| c.answer(&opts)),
        transits: full.then_some(transits),
        aspects: aspects::across(&moving, &fixed, &opts),
        conventions: c.chart_conventions(&opts),
    })
}

/// `/v1/western/transit/chart`: the natal chart, the transiting points and the aspects.
pub fn transit_chart(req: &TransitRequest) -> Result<TransitAnswer> {
    transit_answer(req, true)
}

/// `/v1/western/transit/aspects`: the transit-to-natal aspects only.
pub fn transit_aspects(req: &TransitRequest) -> Result<TransitAnswer> {
    transit_answer(req, false)
}
