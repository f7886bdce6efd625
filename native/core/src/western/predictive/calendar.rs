//! `/v1/western/transit/calendar`: every transiting-to-natal aspect of a span, with the moment
//! it comes within orb, every exact pass (retrograde ones too) and the moment it leaves orb.
//!
//! For a transiting body T, a natal point N and an aspect of angle A, the signed distance is
//! f(t) = wrap180(λT(t) − λN − s·A), s = ±1 (one sign for the conjunction and opposition).
//! The aspect is within orb while |f| ≤ orb, and exact when f = 0. Each body is sampled on its
//! own grid (Moon 6 h; the true node 12 h; Mercury 1 day; Sun, Venus, Mars 2 days; the others 4 days);
//! a step in which the speed changes sign is split at the station (found by bisection on the
//! speed), so the longitude is monotonic inside every piece and each level (−orb, 0, +orb) is
//! crossed at most once there. A crossing is bracketed by the piece. It is read off the degree-7
//! Hermite interpolant of the piece's and its neighbours' samples (longitudes and speeds) when
//! that agrees with the piece's own cubic ([`piece_crossings`]); otherwise the cubic's guess is
//! polished by Newton steps on the ephemeris (usually one call), and the shared root finder
//! (Newton with bisection, to 0.01 s) takes over whenever that does not converge.

use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::hermite::{Hermite, Node};
use crate::ephemeris::root::{refine, wrap180};
use crate::ephemeris::time::{check_supported, EventTime, Interval};
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::aspects::{self, ASPECTS};
use crate::western::chart::{ChartConventions, PLANETS};
use crate::western::request::{AspectChoice, Birth};
use crate::zodiac::sign::normalize;
use serde::{Deserialize, Serialize};

/// Longest span of a calendar, days (a year and a leap day).
pub const MAX_CALENDAR_DAYS: f64 = 366.0;

/// A transit calendar request.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitCalendarRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs.
    #[serde(flatten)]
    pub aspects: AspectChoice,
    /// Start of the span.
    pub from: Moment,
    /// End of the span (at most 366 days after the start).
    pub to: Moment,
    /// Comma-separated transiting bodies: sun, moon, mercury … pluto, true_node, chiron.
    /// Sun to Pluto without the Moon when absent.
    pub planets: Option<String>,
}

/// One exact pass of a transit.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ExactPass {
    /// When the aspect is exact.
    pub at: EventTime,
    /// True when the transiting body is retrograde then.
    pub retrograde: bool,
}

/// One stretch of time a transiting body holds an aspect to a natal point within orb.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitEvent {
    /// The transiting body, e.g. `Saturn`.
    pub transit: &'static str,
    /// Its key, e.g. `saturn`.
    pub transit_key: &'static str,
    /// The natal point, e.g. `Sun`, `MC`.
    pub natal: &'static str,
    /// Its key.
    pub natal_key: &'static str,
    /// Name of the aspect.
    pub aspect: &'static str,
    /// Exact angle of the aspect, degrees.
    pub angle: f64,
    /// Orb used, degrees.
    pub orb: f64,
    /// When it comes within orb; absent when already within orb at the start of the span.
    pub enters: Option<EventTime>,
    /// Every exact pass within the span, in time order (empty when it never perfects in the span).
    pub exact: Vec<ExactPass>,
    /// When it leaves orb; absent when still within orb at the end of the span.
    pub leaves: Option<EventTime>,
}

/// How the calendar was computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CalendarConventions {
    /// Zodiac, houses, node, Lilith and aspect rules (the orbs are the entering and leaving orbs).
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// The transiting bodies.
    pub transiting: Vec<&'static str>,
    /// What an event is.
    pub definition: &'static str,
}

/// The transit calendar of a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitCalendarAnswer {
    /// The birth moment.
    pub natal_moment: EventTime,
    /// The span.
    pub span: Interval,
    /// Every event, ordered by its first moment in the span.
    pub events: Vec<TransitEvent>,
    /// How it was computed.
    pub conventions: CalendarConventions,
}

const TRANSITING: [Body; 12] = [
    bodies::SUN,
    bodies::MOON,
    bodies::MERCURY,
    bodies::VENUS,
    bodies::MARS,
    bodies::JUPITER,
    bodies::SATURN,
    bodies::URANUS,
    bodies::NEPTUNE,
    bodies::PLUTO,
    bodies::TRUE_NODE,
    bodies::CHIRON,
];

fn parse_planets(text: Option<&str>) -> Result<Vec<Body>> {
    let Some(text) = text else {
        return Ok(PLANETS.iter().copied().filter(|b| *b != bodies::MOON).collect());
    };
    let mut out = Vec::new();
    for key in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let b = TRANSITING.iter().copied().find(|b| b.key == key).ok_or_else(|| {
            Error::invalid("planets", format!("unknown body '{key}'; one of sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto, true_node, chiron"))
        })?;
        if !out.contains(&b) {
            out.push(b);
        }
    }
    if out.is_empty() {
        return Err(Error::invalid("planets", "must name at least one body"));
    }
    Ok(out)
}

fn step_of(b: Body) -> f64 {
    match b.key {
        "moon" => 0.25,
        "true_node" => 0.5,
        "mercury" => 1.0,
        "sun" | "venus" | "mars" => 2.0,
        _ => 4.0,
    }
}

/// One level a transit can cross: pair `pair`, level −1 (−orb), 0 (exact) or +1 (+orb).
#[derive(Clone, Copy)]
struct Level {
    value: f64,
    pair: usize,
    level: i8,
}

/// A natal point and a signed aspect: the pair a transiting body is tested against.
struct Pair {
    natal: usize,
    aspect: usize,
    shift: f64,
    orb: f64,
}

/// A crossing found: pair, level, time and the body's speed then.
struct Crossing {
    pair: usize,
    level: i8,
    jd: f64,
    speed: f64,
}

fn pairs(natal: &[aspects::Body], opts: &aspects::AspectOptions) -> Vec<Pair> {
    let mut out = Vec::new();
    for (n, _) in natal.iter().enumerate() {
        for (k, asp) in ASPECTS.iter().enumerate() {
            if opts.orbs[k] <= 0.0 || (opts.major_only && !asp.major) {
                continue;
            }
            let signs: &[f64] = if asp.angle == 0.0 || asp.angle == 180.0 { &[1.0] } else { &[1.0, -1.0] };
            for &s in signs {
                out.push(Pair { natal: n, aspect: k, shift: s * asp.angle, orb: opts.orbs[k] });
            }
        }
    }
    out
}

/// Levels sorted by longitude, for a binary search of the arc a body sweeps in one piece.
fn levels(natal: &[aspects::Body], pairs: &[Pair]) -> Vec<Level> {
    let mut out = Vec::with_capacity(pairs.len() * 3);
    for (i, p) in pairs.iter().enumerate() {
        let centre = natal[p.natal].longitude + p.shift;
        for level in [-1i8, 0, 1] {
            out.push(Level { value: normalize(centre + level as f64 * p.orb), pair: i, level });
        }
    }
    out.sort_by(|a, b| a.value.total_cmp(&b.value));
    out
}

/// Levels strictly after `lo` and up to `lo + len` on the circle.
fn swept(levels: &[Level], lo: f64, len: f64) -> impl Iterator<Item = &Level> {
    let hi = lo + len;
    let first = levels.partition_point(|l| l.value <= lo);
    let a = levels[first..].iter().take_while(move |l| l.value <= hi);
    let wrap = if hi >= 360.0 { hi - 360.0 } else { -1.0 };
    let b = levels.iter().take_while(move |l| l.value <= wrap);
    a.chain(b)
}

/// A sample of a body's longitude: (Julian day, longitude, speed).
type Sample = (f64, f64, f64);

fn sample(body: Body, t: f64) -> Result<Sample> {
    position(t, body, Zodiac::Tropical).map(|p| (t, p.longitude, p.speed_longitude))
}

/// The station between two samples whose speeds differ in sign: the chord (secant) method on
/// the speed, kept inside the bracket by the shared root finder.
fn station(body: Body, a: Sample, b: Sample) -> Result<f64> {
    let slope = (b.2 - a.2) / (b.0 - a.0);
    let mut g = |t: f64| Ok((position(t, body, Zodiac::Tropical)?.speed_longitude, slope));
    refine(&mut g, a.0, b.0)
}

/// First guess of the time a piece reaches longitude `x`: the cubic Hermite interpolant of the
/// two samples (positions and speeds), solved by a few Newton steps on the polynomial.
fn hermite_guess(p: Sample, q: Sample, x: f64) -> f64 {
    let h = q.0 - p.0;
    let l1 = p.1 + wrap180(q.1 - p.1);
    let xu = p.1 + wrap180(x - p.1);
    let (m0, m1) = (p.2 * h, q.2 * h);
    let value = |s: f64| {
        let (s2, s3) = (s * s, s * s * s);
        (2.0 * s3 - 3.0 * s2 + 1.0) * p.1 + (s3 - 2.0 * s2 + s) * m0 + (-2.0 * s3 + 3.0 * s2) * l1 + (s3 - s2) * m1
    };
    let slope = |s: f64| {
        let s2 = s * s;
        (6.0 * s2 - 6.0 * s) * p.1
            + (3.0 * s2 - 4.0 * s + 1.0) * m0
            + (-6.0 * s2 + 6.0 * s) * l1
            + (3.0 * s2 - 2.0 * s) * m1
    };
    let mut s = if l1 != p.1 { ((xu - p.1) / (l1 - p.1)).clamp(0.0, 1.0) } else { 0.5 };
    for _ in 0..4 {
        let d = slope(s);
        if d == 0.0 {
            break;
        }
        s = (s - (value(s) - xu) / d).clamp(0.0, 1.0);
    }
    p.0 + s * h
}

/// The time in piece `[p, q]` the body's longitude is `x`: Newton from the Hermite guess, one
/// ephemeris call when the guess is good (the error left after a step is about
/// acceleration × step² / (2 × speed), accepted below 1e-7 day, 0.009 s); otherwise the shared
/// root finder on the piece.
fn level_time(body: Body, p: Sample, q: Sample, x: f64) -> Result<f64> {
    let accel = ((q.2 - p.2) / (q.0 - p.0)).abs().max(1e-6);
    let mut t = hermite_guess(p, q, x);
    for _ in 0..3 {
        let (_, lon, v) = sample(body, t)?;
        if v.abs() < 1e-3 {
            break;
        }
        let step = wrap180(lon - x) / v;
        t -= step;
        if t < p.0 || t > q.0 {
            break;
        }
        if accel * step * step / (2.0 * v.abs()) < 1e-7 {
            return Ok(t);
        }
    }
    let mut g = |t: f64| {
        let x0 = position(t, body, Zodiac::Tropical)?;
        Ok((wrap180(x0.longitude - x), x0.speed_longitude))
    };
    refine(&mut g, p.0, q.0)
}

/// Every level crossing of one transiting body in `[from, to]`.
fn crossings(body: Body, levels: &[Level], from: f64, to: f64) -> Result<Vec<Crossing>> {
    let step = step_of(body);
    let n = ((to - from) / step).ceil().max(1.0) as usize;
    let grid = (0..=n).map(|k| sample(body, (from + k as f64 * step).min(to))).collect::<Result<Vec<Sample>>>()?;
    let mut out = Vec::new();
    for k in 0..n {
        let (a, b) = (grid[k], grid[k + 1]);
        if (a.2 < 0.0) != (b.2 < 0.0) {
            let s = sample(body, station(body, a, b)?)?;
            piece_crossings(body, levels, a, s, None, &mut out)?;
            piece_crossings(body, levels, s, b, None, &mut out)?;
        } else {
            let wide = (k >= 1 && k + 2 <= n).then(|| &grid[k - 1..=k + 2]);
            piece_crossings(body, levels, a, b, wide, &mut out)?;
        }
    }
    Ok(out)
}

/// Largest stray of the cubic interpolant of a piece, as time (the longitude stray at the
/// piece's middle over the slowest speed there), for which the degree-7 interpolant through the
/// piece and its two neighbours is trusted to place crossings without asking the ephemeris:
/// the degree-7 error is smaller than the cubic's by orders of magnitude (step⁸ against step⁴),
/// so crossings read off it are good to about 0.01 s (test: western_predictive_vs_pyswisseph).
const WIDE_TRUST: f64 = 1e-6;

/// Slowest speed (degrees a day) at which crossings are read off an interpolant. The ephemeris's
/// speeds are not exactly the slope of its positions; an interpolant built on them strays by a
/// small angle, which a slow body takes long to cover (0.5 s for Pluto in tests), a fast one not.
const FAST: f64 = 0.3;

/// The crossings of one monotonic piece `[p, q]`. With `wide` (four grid samples around the
/// piece), the degree-7 Hermite interpolant through them places every crossing when it agrees
/// with the piece's own cubic (see [`WIDE_TRUST`]): no ephemeris call at all, where a fast body
/// crosses several levels per piece. Otherwise each crossing is polished by [`level_time`].
fn piece_crossings(
    body: Body,
    levels: &[Level],
    p: Sample,
    q: Sample,
    wide: Option<&[Sample]>,
    out: &mut Vec<Crossing>,
) -> Result<()> {
    let forward = normalize(q.1 - p.1) < 180.0;
    let (lo, len) = if forward { (p.1, normalize(q.1 - p.1)) } else { (q.1, normalize(p.1 - q.1)) };
    if len == 0.0 {
        return Ok(());
    }
    let speed = if forward { 1.0 } else { -1.0 };
    let trusted = wide.and_then(|w| trusted_interpolant(p, q, w));
    for l in swept(levels, lo, len) {
        let read = trusted.and_then(|h| h.solve(p.1 + wrap180(l.value - p.1), hermite_guess(p, q, l.value), p.0, q.0));
        let jd = match read {
            Some(t) => t,
            None => level_time(body, p, q, l.value)?,
        };
        out.push(Crossing { pair: l.pair, level: l.level, jd, speed });
    }
    Ok(())
}

/// The degree-7 interpolant through `wide` (longitudes unwrapped about `p`'s), when its value at
/// the middle of `[p, q]` is within [`WIDE_TRUST`] (as time) of the piece's cubic.
fn trusted_interpolant(p: Sample, q: Sample, wide: &[Sample]) -> Option<Hermite> {
    let unwrap = |s: &Sample| (s.0, p.1 + wrap180(s.1 - p.1), s.2);
    let nodes: Vec<Node> = wide.iter().map(unwrap).collect();
    let septic = Hermite::through(&nodes);
    let cubic = Hermite::through(&[unwrap(&p), unwrap(&q)]);
    let mid = 0.5 * (p.0 + q.0);
    let (v7, d7) = septic.at(mid);
    let slowest = p.2.abs().min(q.2.abs()).min(d7.abs());
    (slowest >= FAST && (v7 - cubic.at(mid).0).abs() / slowest <= WIDE_TRUST).then_some(septic)
}

/// Turns one pair's crossings (time order) into events.
fn events_of(
    body: Body,
    pair: &Pair,
    natal: &aspects::Body,
    inside_at_start: bool,
    cs: &[&Crossing],
    off: i32,
) -> Vec<TransitEvent> {
    let asp = &ASPECTS[pair.aspect];
    let blank = |enters: Option<EventTime>| TransitEvent {
        transit: body.name,
        transit_key: body.key,
        natal: natal.name,
        natal_key: natal.key,
        aspect: asp.name,
        angle: asp.angle,
        orb: pair.orb,
        enters,
        exact: Vec::new(),
        leaves: None,
    };
    let mut out = Vec::new();
    let mut open = inside_at_start.then(|| blank(None));
    for c in cs {
        let at = EventTime::new(c.jd, off);
        match c.level {
            0 => open.get_or_insert_with(|| blank(None)).exact.push(ExactPass { at, retrograde: c.speed < 0.0 }),
            lv => {
                // Entering: moving from beyond the orb towards the exact point.
                let entering = (lv > 0) == (c.speed < 0.0);
                match (entering, open.take()) {
                    (true, None) => open = Some(blank(Some(at))),
                    (true, Some(e)) => open = Some(e),
                    (false, Some(mut e)) => {
                        e.leaves = Some(at);
                        out.push(e);
                    }
                    (false, None) => {}
                }
            }
        }
    }
    out.extend(open);
    out
}

fn first_time(e: &TransitEvent, from: f64) -> f64 {
    e.enters.as_ref().or(e.exact.first().map(|x| &x.at)).map_or(from, |t| t.jd_ut)
}

/// `/v1/western/transit/calendar`.
pub fn transit_calendar(req: &TransitCalendarRequest) -> Result<TransitCalendarAnswer> {
    let opts = req.aspects.options()?;
    let bodies_used = parse_planets(req.planets.as_deref())?;
    let natal = req.birth.chart()?;
    let (from, to) = (req.from.jd_ut, req.to.jd_ut);
    if to <= from {
        return Err(Error::invalid("to", "must be after from"));
    }
    if to - from > MAX_CALENDAR_DAYS + 1e-9 {
        return Err(Error::invalid("to", format!("the span may be at most {MAX_CALENDAR_DAYS} days")));
    }
    check_supported(from).map_err(|_| Error::invalid("from", "is outside the supported range"))?;
    check_supported(to).map_err(|_| Error::invalid("to", "is outside the supported range"))?;
    let off = req.from.offset_minutes;
    let points = natal.aspect_points();
    let pairs = pairs(&points, &opts);
    let levels = levels(&points, &pairs);
    let mut events = Vec::new();
    for &body in &bodies_used {
        let start = position(from, body, Zodiac::Tropical)?.longitude;
        let cs = crossings(body, &levels, from, to)?;
        let mut by_pair: Vec<Vec<&Crossing>> = (0..pairs.len()).map(|_| Vec::new()).collect();
        for c in &cs {
            by_pair[c.pair].push(c);
        }
        for (i, p) in pairs.iter().enumerate() {
            let f0 = wrap180(start - points[p.natal].longitude - p.shift);
            let inside = f0.abs() <= p.orb;
            if !inside && by_pair[i].is_empty() {
                continue;
            }
            by_pair[i].sort_by(|a, b| a.jd.total_cmp(&b.jd));
            events.extend(events_of(body, p, &points[p.natal], inside, &by_pair[i], off));
        }
    }
    events.sort_by(|a, b| first_time(a, from).total_cmp(&first_time(b, from)));
    Ok(TransitCalendarAnswer {
        natal_moment: EventTime::new(natal.moment.jd_ut, natal.moment.offset_minutes),
        span: Interval::new(from, to, off),
        events,
        conventions: CalendarConventions {
            chart: natal.chart_conventions(&opts),
            transiting: bodies_used.iter().map(|b| b.key).collect(),
            definition:
                "an event is one stretch of time in which |transit longitude − natal longitude ∓ aspect angle| \
                         ≤ the aspect's orb; enters and leaves are the orb crossings, exact lists every pass of 0",
        },
    })
}
