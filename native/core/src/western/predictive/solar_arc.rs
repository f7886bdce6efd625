//! `/v1/western/directions/solar-arc`: every natal point moved by the solar arc.
//!
//! The solar arc for a date of life is the secondary-progressed Sun's distance from the natal
//! Sun in longitude: arc(t) = λ☉(p(t)) − λ☉(birth), p(t) = birth + (t − birth) / 365.24219.
//! Each directed point is natal longitude + arc (the angles too). A directed-to-natal aspect is
//! exact when directed X − natal Y = ± the aspect angle; since the arc only grows, each such
//! arc is reached once, and its date is found by root finding on arc(t).

use super::progressions::ProgressionKind;
use super::TROPICAL_YEAR;
use crate::ephemeris::bodies::{self, position, Zodiac};
use crate::ephemeris::root::{refine, wrap180};
use crate::ephemeris::time::{check_supported, EventTime, Interval};
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::aspects::{self, Aspect, ASPECTS};
use crate::western::chart::{house_of, ChartConventions, NatalChart};
use crate::western::request::{AspectChoice, Birth};
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// A solar-arc request: the natal chart, the date of life, and the span of exact hits.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SolarArcRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs (orbs apply to the aspects at the date; hits are exact).
    #[serde(flatten)]
    pub aspects: AspectChoice,
    /// The date of life the chart is directed to.
    pub at: Moment,
    /// Start of the span of exact hits; `at` when absent.
    pub from: Option<Moment>,
    /// End of the span; ten years after its start when absent (at most 100 years).
    pub to: Option<Moment>,
}

/// A natal point moved by the solar arc.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DirectedPoint {
    /// Display name, e.g. `Venus`, `MC`.
    pub name: &'static str,
    /// Key, e.g. `venus`, `mc`.
    pub key: &'static str,
    /// Natal longitude, degrees.
    pub natal_longitude: f64,
    /// Directed longitude = natal + arc, degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sign of the directed longitude.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Natal house the directed point falls in.
    pub natal_house: u8,
}

/// A directed-to-natal aspect becoming exact.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ArcHit {
    /// The directed point.
    pub directed: &'static str,
    /// Key of the directed point, e.g. `true_node`.
    pub directed_key: &'static str,
    /// The natal point.
    pub natal: &'static str,
    /// Key of the natal point.
    pub natal_key: &'static str,
    /// Name of the aspect.
    pub aspect: &'static str,
    /// Exact angle of the aspect, degrees.
    pub angle: f64,
    /// When it is exact.
    pub at: EventTime,
    /// The solar arc then, degrees.
    pub arc: f64,
}

/// How the directions were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SolarArcConventions {
    /// Zodiac, houses, node, Lilith and aspect rules.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// The arc's definition.
    pub arc: &'static str,
}

/// Solar-arc directions for a date, with the exact hits in a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SolarArcAnswer {
    /// The birth moment.
    pub natal_moment: EventTime,
    /// The date of life directed to.
    pub target: EventTime,
    /// The solar arc at the target, degrees.
    pub arc: f64,
    /// Every natal point (planets, node, Chiron, Lilith, ascendant, MC) moved by the arc.
    pub directed: Vec<DirectedPoint>,
    /// Directed point (p1, moving at the arc's rate) to natal point (p2, fixed) at the target.
    pub aspects: Vec<Aspect>,
    /// The span searched for exact hits.
    pub span: Interval,
    /// Directed-to-natal aspects becoming exact in the span, in time order.
    pub hits: Vec<ArcHit>,
    /// How it was computed.
    pub conventions: SolarArcConventions,
}

/// The solar arc (degrees) and its rate (degrees per day of life) at a date of life.
pub fn solar_arc_at(natal: &NatalChart, t: f64) -> Result<(f64, f64)> {
    let kind = ProgressionKind::Secondary;
    let sun = position(kind.progressed_jd(natal.moment.jd_ut, t), bodies::SUN, Zodiac::Tropical)?;
    Ok((normalize(sun.longitude - natal.lon("sun")), sun.speed_longitude * kind.rate()))
}

fn span(req: &SolarArcRequest) -> Result<(f64, f64)> {
    let from = req.from.map_or(req.at.jd_ut, |m| m.jd_ut);
    let to = req.to.map_or(from + 10.0 * TROPICAL_YEAR, |m| m.jd_ut);
    if to <= from {
        return Err(Error::invalid("to", "must be after from"));
    }
    if to - from > 100.0 * TROPICAL_YEAR + 1.0 {
        return Err(Error::invalid("to", "the span may be at most 100 years"));
    }
    if from < req.birth.moment.jd_ut {
        return Err(Error::invalid("from", "must be on or after the birth"));
    }
    check_supported(from).map_err(|_| Error::invalid("from", "is outside the supported range"))?;
    check_supported(to).map_err(|_| Error::invalid("to", "is outside the supported range"))?;
    Ok((from, to))
}

/// Every directed-to-natal aspect exact between two dates of life, in time order.
pub fn arc_hits(
    natal: &NatalChart,
    opts: &aspects::AspectOptions,
    from: f64,
    to: f64,
    off: i32,
) -> Result<Vec<ArcHit>> {
    let pts = natal.aspect_points();
    let (a0, _) = solar_arc_at(natal, from)?;
    let (a1, _) = solar_arc_at(natal, to)?;
    let mut out = Vec::new();
    for (k, asp) in ASPECTS.iter().enumerate() {
        if opts.orbs[k] <= 0.0 || (opts.major_only && !asp.major) {
            continue;
        }
        let signs: &[f64] = if asp.angle == 0.0 || asp.angle == 180.0 { &[1.0] } else { &[1.0, -1.0] };
        for d in &pts {
            for n in &pts {
                for &s in signs {
                    let need = normalize(n.longitude + s * asp.angle - d.longitude);
                    // The arc needed, on the arc's own unwrapped scale from a0.
                    let ahead = normalize(need - a0);
                    if ahead > normalize(a1 - a0) || (a1 - a0).abs() < 1e-12 {
                        continue;
                    }
                    let mut g = |t: f64| {
                        let (arc, rate) = solar_arc_at(natal, t)?;
                        Ok((wrap180(arc - need), rate))
                    };
                    let t = refine(&mut g, from, to)?;
                    out.push(ArcHit {
                        directed: d.name,
                        directed_key: d.key,
                        natal: n.name,
                        natal_key: n.key,
                        aspect: asp.name,
                        angle: asp.angle,
                        at: EventTime::new(t, off),
                        arc: need,
                    });
                }
            }
        }
    }
    out.sort_by(|a, b| a.at.jd_ut.total_cmp(&b.at.jd_ut));
    Ok(out)
}

/// `/v1/western/directions/solar-arc`.
pub fn solar_arc(req: &SolarArcRequest) -> Result<SolarArcAnswer> {
    let opts = req.aspects.options()?;
    let natal = req.birth.chart()?;
    if req.at.jd_ut < natal.moment.jd_ut {
        return Err(Error::invalid("target_date", "must be on or after the birth"));
    }
    check_supported(req.at.jd_ut).map_err(|_| Error::invalid("target_date", "is outside the supported range"))?;
    let (from, to) = span(req)?;
    let off = req.at.offset_minutes;
    let (arc, rate) = solar_arc_at(&natal, req.at.jd_ut)?;
    let pts = natal.aspect_points();
    let directed: Vec<DirectedPoint> = pts
        .iter()
        .map(|b| {
            let lon = normalize(b.longitude + arc);
            DirectedPoint {
                name: b.name,
                key: b.key,
                natal_longitude: b.longitude,
                longitude: lon,
                sign: SignPlacement::of(lon),
                natal_house: house_of(lon, &natal.houses.cusps),
            }
        })
        .collect();
    let moving: Vec<aspects::Body> =
        pts.iter().map(|b| aspects::Body { longitude: normalize(b.longitude + arc), speed: rate, ..*b }).collect();
    let fixed: Vec<aspects::Body> = pts.iter().map(|b| aspects::Body { speed: 0.0, ..*b }).collect();
    Ok(SolarArcAnswer {
        natal_moment: EventTime::new(natal.moment.jd_ut, natal.moment.offset_minutes),
        target: EventTime::new(req.at.jd_ut, off),
        arc,
        directed,
        aspects: aspects::across(&moving, &fixed, &opts),
        span: Interval::new(from, to, off),
        hits: arc_hits(&natal, &opts, from, to, off)?,
        conventions: SolarArcConventions {
            chart: natal.chart_conventions(&opts),
            arc: "secondary-progressed Sun − natal Sun in longitude (1 day after birth = 1 tropical year of \
                  365.24219 days), added to every natal point and angle",
        },
    })
}
