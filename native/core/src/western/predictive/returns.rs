//! `/v1/western/returns/lunar`, `/returns/planetary` and `/returns/list`: the moments a body
//! comes back to its natal longitude, and the charts cast there.
//!
//! A return is a crossing of the natal longitude by the body's apparent tropical longitude.
//! The search samples the longitude in steps short enough that the body turns at most once
//! per step (Moon ½ day; Sun, Mercury, Venus 1 day; Mars 2 days; Jupiter to Pluto and Chiron
//! 5 days), brackets each crossing by a change of sign and refines it with the shared root
//! finder (Newton with bisection, to 0.01 s). A planet that turns retrograde near its natal
//! place can cross it three times: these passes belong to one return when the planet stays
//! within 30° of its natal longitude between them. The chart is cast at the first pass.

use super::TROPICAL_YEAR;
use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::houses::houses;
use crate::ephemeris::place::Place;
use crate::ephemeris::root::{refine, wrap180};
use crate::ephemeris::time::{check_supported, EventTime};
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::chart::{natal_points, ChartAnswer, ChartConventions};
use crate::western::houses::Angle;
use crate::western::request::{AspectChoice, Birth};
use serde::{Deserialize, Serialize};

/// Bodies that have returns here, by key, with the scan step (days) and the longest wait
/// between two returns (days).
const RETURN_BODIES: [(Body, f64, f64); 12] = [
    (bodies::SUN, 1.0, 370.0),
    (bodies::MOON, 0.5, 30.0),
    (bodies::MERCURY, 1.0, 550.0),
    (bodies::VENUS, 1.0, 750.0),
    (bodies::MARS, 2.0, 1100.0),
    (bodies::JUPITER, 5.0, 13.5 * TROPICAL_YEAR),
    (bodies::SATURN, 5.0, 31.0 * TROPICAL_YEAR),
    (bodies::URANUS, 5.0, 86.0 * TROPICAL_YEAR),
    (bodies::NEPTUNE, 5.0, 167.0 * TROPICAL_YEAR),
    (bodies::PLUTO, 5.0, 252.0 * TROPICAL_YEAR),
    (bodies::CHIRON, 5.0, 53.0 * TROPICAL_YEAR),
    (bodies::TRUE_NODE, 1.0, 19.5 * TROPICAL_YEAR),
];
/// Passes belong to one return while the body stays within this many degrees of its natal place.
const PASS_WINDOW: f64 = 30.0;

fn body_entry(key: &str) -> Result<(Body, f64, f64)> {
    RETURN_BODIES.iter().copied().find(|(b, _, _)| b.key == key).ok_or_else(|| {
        Error::invalid("planet", "must be one of mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto, chiron")
    })
}

/// A return request: the natal chart, the body, the date to search from and the place.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ReturnRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs (in the return chart).
    #[serde(flatten)]
    pub aspects: AspectChoice,
    /// Key of the returning body: `moon`, `mercury` … `pluto`, `chiron`.
    pub planet: String,
    /// The first return on or after this moment is answered.
    pub at: Moment,
    /// Place of the return chart; the birth place when absent.
    pub return_place: Option<Place>,
}

/// One crossing of the natal longitude.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Pass {
    /// When the body is exactly at its natal longitude.
    pub at: EventTime,
    /// True when the body is retrograde at that pass.
    pub retrograde: bool,
}

/// How a return was found.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ReturnConventions {
    /// Zodiac, houses, node, Lilith and aspect rules of the return chart.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// What a return is and how passes are grouped.
    pub definition: &'static str,
}

/// A return: the instant, every pass of the same return, and the chart at the return place.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ReturnAnswer {
    /// Key of the returning body.
    pub planet: &'static str,
    /// The body's natal tropical longitude, degrees.
    pub natal_longitude: f64,
    /// The return instant: the first pass on or after the requested moment.
    pub return_moment: EventTime,
    /// Every pass of this return (1, or 3 around a retrograde loop), in time order.
    pub passes: Vec<Pass>,
    /// Where the chart is cast: `return_place`, else the birth place.
    pub place: Place,
    /// The chart at the return instant and place, with its aspects.
    pub chart: ChartAnswer,
    /// How it was computed.
    pub conventions: ReturnConventions,
}

const DEFINITION: &str = "the body's apparent tropical longitude equals its natal longitude (root finding to 0.01 s); \
                          crossings belong to one return while the body stays within 30° of its natal longitude";

/// The next crossing of `target` by `body` in `[start, end]`, stepping `step` days.
fn next_pass(body: Body, target: f64, start: f64, end: f64, step: f64) -> Result<Option<Pass>> {
    let lon = |t: f64| -> Result<(f64, f64)> {
        let p = position(t, body, Zodiac::Tropical)?;
        Ok((wrap180(p.longitude - target), p.speed_longitude))
    };
    let mut a = start;
    let (mut ga, _) = lon(a)?;
    while a < end {
        let b = (a + step).min(end);
        let (gb, _) = lon(b)?;
        if (ga < 0.0) != (gb < 0.0) && (ga - gb).abs() < 180.0 {
            let mut g = lon;
            let t = refine(&mut g, a, b)?;
            let retrograde = position(t, body, Zodiac::Tropical)?.speed_longitude < 0.0;
            return Ok(Some(Pass { at: EventTime::new(t, 0), retrograde }));
        }
        a = b;
        ga = gb;
    }
    Ok(None)
}

/// The passes of the first return of `body` to `target` on or after `start`.
pub fn return_passes(body: Body, target: f64, start: f64, step: f64, wait: f64) -> Result<Vec<Pass>> {
    let last = crate::ephemeris::range::SUPPORTED_LAST_JD;
    let end = (start + wait).min(last);
    let first = next_pass(body, target, start, end, step)?
        .ok_or_else(|| Error::invalid("date_date", "the next return falls outside the supported range of dates"))?;
    let mut passes = vec![first];
    // Later passes: keep scanning while the body stays near its natal place.
    let mut t = passes[0].at.jd_ut + 1e-6;
    loop {
        let stop = scan_until_far(body, target, t, step, last)?;
        match next_pass(body, target, t, stop, step)? {
            Some(p) if p.at.jd_ut < stop => {
                t = p.at.jd_ut + 1e-6;
                passes.push(p);
            }
            _ => break,
        }
    }
    Ok(passes)
}

/// First sample time after `t` at which the body is more than the pass window from `target`.
fn scan_until_far(body: Body, target: f64, t: f64, step: f64, last: f64) -> Result<f64> {
    let mut u = t;
    while u < last {
        u = (u + step).min(last);
        if wrap180(position(u, body, Zodiac::Tropical)?.longitude - target).abs() > PASS_WINDOW {
            return Ok(u);
        }
    }
    Ok(last)
}

/// `/v1/western/returns/lunar` and `/returns/planetary`.
pub fn planet_return(req: &ReturnRequest) -> Result<ReturnAnswer> {
    let opts = req.aspects.options()?;
    let (body, step, wait) = body_entry(&req.planet)?;
    let natal = req.birth.chart()?;
    check_supported(req.at.jd_ut).map_err(|_| Error::invalid("date_date", "is outside the supported range"))?;
    let target = position(natal.moment.jd_ut, body, Zodiac::Tropical)?.longitude;
    let off = req.at.offset_minutes;
    let passes: Vec<Pass> = return_passes(body, target, req.at.jd_ut, step, wait)?
        .into_iter()
        .map(|p| Pass { at: EventTime::new(p.at.jd_ut, off), ..p })
        .collect();
    let place = return_place(req.return_place, natal.place)?;
    let at = Moment { jd_ut: passes[0].at.jd_ut, offset_minutes: off };
    let c = natal_points(at, place, req.birth.house_system, req.birth.lilith.body())?;
    Ok(ReturnAnswer {
        planet: body.key,
        natal_longitude: target,
        return_moment: passes[0].at.clone(),
        passes,
        place,
        chart: c.answer(&opts),
        conventions: ReturnConventions { chart: c.chart_conventions(&opts), definition: DEFINITION },
    })
}

fn return_place(p: Option<Place>, birth: Place) -> Result<Place> {
    match p {
        Some(p) => Place::checked(p.lat, p.lon).map_err(|e| match e {
            Error::InvalidInput { message, param } => Error::InvalidInput { param: format!("return_{param}"), message },
            other => other,
        }),
        None => Ok(birth),
    }
}

/// Solar or lunar returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReturnKind {
    /// The Sun back at its natal longitude (about once a year).
    Solar,
    /// The Moon back at its natal longitude (about every 27.3 days).
    Lunar,
}

/// Every solar or lunar return in a span.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ReturnListRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// `solar` or `lunar`.
    pub kind: ReturnKind,
    /// Start of the span.
    pub from: Moment,
    /// End of the span (at most 100 years for solar, 10 years for lunar returns).
    pub to: Moment,
    /// Place the angles are cast for; the birth place when absent.
    pub return_place: Option<Place>,
}

/// One return of a list, with the angles at the return place.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ListedReturn {
    /// The return instant.
    pub at: EventTime,
    /// The ascendant of the return chart.
    pub ascendant: Angle,
    /// The MC of the return chart.
    pub mc: Angle,
}

/// Every return of a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ReturnListAnswer {
    /// `solar` or `lunar`.
    pub kind: &'static str,
    /// The natal longitude of the Sun or Moon, degrees.
    pub natal_longitude: f64,
    /// Where the angles are cast.
    pub place: Place,
    /// The returns, in time order.
    pub returns: Vec<ListedReturn>,
    /// What a return is.
    pub definition: &'static str,
}

/// `/v1/western/returns/list`.
pub fn return_list(req: &ReturnListRequest) -> Result<ReturnListAnswer> {
    let natal = req.birth.chart()?;
    let (body, slug, max_days, step) = match req.kind {
        ReturnKind::Solar => (bodies::SUN, "solar", 100.0 * TROPICAL_YEAR + 1.0, 5.0),
        ReturnKind::Lunar => (bodies::MOON, "lunar", 10.0 * TROPICAL_YEAR + 1.0, 1.0),
    };
    let (from, to) = (req.from.jd_ut, req.to.jd_ut);
    if to <= from {
        return Err(Error::invalid("to", "must be after from"));
    }
    if to - from > max_days {
        return Err(Error::invalid(
            "to",
            format!("the span may be at most {} years", if slug == "solar" { 100 } else { 10 }),
        ));
    }
    check_supported(from).map_err(|_| Error::invalid("from", "is outside the supported range"))?;
    check_supported(to).map_err(|_| Error::invalid("to", "is outside the supported range"))?;
    let target = natal.lon(body.key);
    let place = return_place(req.return_place, natal.place)?;
    let off = req.from.offset_minutes;
    let mut out = Vec::new();
    let mut t = from;
    while let Some(p) = next_pass(body, target, t, to, step)? {
        let h = houses(p.at.jd_ut, place.lat, place.lon, natal.system, Zodiac::Tropical)?;
        out.push(ListedReturn {
            at: EventTime::new(p.at.jd_ut, off),
            ascendant: Angle::of(h.ascendant),
            mc: Angle::of(h.mc),
        });
        t = p.at.jd_ut + 1e-6;
    }
    Ok(ReturnListAnswer { kind: slug, natal_longitude: target, place, returns: out, definition: DEFINITION })
}
