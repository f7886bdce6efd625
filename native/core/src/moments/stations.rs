//! Stations (the moments a planet turns retrograde or direct) and the retrograde window with its
//! shadow period.
//!
//! A station is a root of the planet's apparent geocentric speed in TROPICAL longitude: the
//! astronomical definition, independent of the ayanamsa (a sidereal speed differs by the
//! ayanamsa's rate, ~1e-5 °/day with nutation, which moves a Saturn station by up to ~20 min).
//! The speed's sign change is bracketed by a scan whose step is shorter than the shortest
//! retrograde or direct run of the planet, then refined with `ephemeris::root::refine`.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::root::{next_angle_crossing, refine};
use crate::ephemeris::time::{EventTime, Interval};
use crate::ephemeris::{swe, Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// Planets that station (the Sun, Moon and mean node never do).
pub const STATION_BODIES: [Body; 8] = [
    bodies::MERCURY,
    bodies::VENUS,
    bodies::MARS,
    bodies::JUPITER,
    bodies::SATURN,
    bodies::URANUS,
    bodies::NEPTUNE,
    bodies::PLUTO,
];

/// Scan step (days): shorter than the planet's shortest retrograde run (Mercury ~19 d,
/// Venus ~40 d, Mars ~58 d, the others > 110 d), so a step never holds two stations.
fn station_step(body: Body) -> f64 {
    match body.key {
        "mercury" => 4.0,
        "venus" => 8.0,
        "mars" => 10.0,
        _ => 15.0,
    }
}

/// Longest gap between consecutive stations (days), with margin: Mars ~ 720 d of direct motion.
fn station_horizon(body: Body) -> f64 {
    match body.key {
        "mars" => 800.0,
        "mercury" => 150.0,
        "venus" => 600.0,
        _ => 400.0,
    }
}

/// Looks a body up among those that station; 400 naming `planet` otherwise.
pub fn station_body(key: &str) -> Result<Body> {
    STATION_BODIES.iter().copied().find(|b| b.key == key).ok_or_else(|| {
        let allowed: Vec<&str> = STATION_BODIES.iter().map(|b| b.key).collect();
        Error::invalid(
            "planet",
            format!("must be one of: {} (the Sun, Moon and nodes do not station)", allowed.join(", ")),
        )
    })
}

/// Tropical apparent speed (°/day) and its rate (°/day², central difference over ±1 h).
pub fn speed_and_acceleration(jd: f64, body: Body) -> Result<(f64, f64)> {
    const H: f64 = 1.0 / 24.0;
    let v = position(jd, body, Zodiac::Tropical)?.speed_longitude;
    let before = position(jd - H, body, Zodiac::Tropical)?.speed_longitude;
    let after = position(jd + H, body, Zodiac::Tropical)?.speed_longitude;
    Ok((v, (after - before) / (2.0 * H)))
}

fn speed(jd: f64, body: Body) -> Result<f64> {
    Ok(position(jd, body, Zodiac::Tropical)?.speed_longitude)
}

/// A station: when, and which way the planet turns.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Station {
    /// Moment of the station, Julian day UT.
    pub jd: f64,
    /// True when the planet turns retrograde here (speed goes from + to −).
    pub retrograde: bool,
}

/// First station strictly after `from` (forward) or strictly before it (`backward`).
pub fn find_station(body: Body, from: f64, backward: bool) -> Result<Station> {
    let step = if backward { -station_step(body) } else { station_step(body) };
    let horizon = station_horizon(body);
    let mut a = from;
    let mut va = speed(a, body)?;
    while (a - from).abs() < horizon {
        let b = a + step;
        let vb = speed(b, body)?;
        if (va < 0.0) != (vb < 0.0) {
            let (lo, hi) = if a < b { (a, b) } else { (b, a) };
            let mut g = |t: f64| speed_and_acceleration(t, body);
            let jd = refine(&mut g, lo, hi)?;
            let v_lo = if a < b { va } else { vb };
            return Ok(Station { jd, retrograde: v_lo > 0.0 });
        }
        a = b;
        va = vb;
    }
    Err(Error::Ephemeris(format!("no station of {} within {horizon} days of JD {from}", body.name)))
}

/// Every station in `[from, to]`, in order.
pub fn stations_between(body: Body, from: f64, to: f64) -> Result<Vec<Station>> {
    let mut out = Vec::new();
    let mut t = from;
    loop {
        let s = find_station(body, t, false)?;
        if s.jd > to {
            return Ok(out);
        }
        t = s.jd + 1e-3;
        out.push(s);
    }
}

fn tropical_longitude(jd: f64, body: Body) -> Result<(f64, f64)> {
    let p = position(jd, body, Zodiac::Tropical)?;
    Ok((p.longitude, p.speed_longitude))
}

/// Request for a planet's current or next retrograde period.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct RetrogradeRequest {
    /// The moment to search from (UT Julian day and the request's UTC offset).
    pub moment: Moment,
    /// Key of a planet that stations: `mercury` … `pluto`.
    pub planet: String,
    /// Ayanamsa slug for the sidereal longitudes and signs; Lahiri when absent.
    pub ayanamsa: Option<String>,
}

/// One event with the planet's place then.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetEvent {
    /// When the event happens.
    pub time: EventTime,
    /// Tropical longitude (the zodiac the station is defined in).
    pub tropical_longitude: f64,
    /// Sidereal longitude in degrees (in the answer's ayanamsa), 0 <= x < 360.
    pub sidereal_longitude: f64,
    /// Sidereal sign of the planet then (from `sidereal_longitude`).
    #[serde(flatten)]
    pub sign: SignPlacement,
}

/// The planet's tropical and sidereal place at a Julian day (UT), timed in an offset of minutes
/// east of UTC.
pub fn planet_event(jd: f64, body: Body, ayanamsa: Ayanamsa, offset: i32) -> Result<PlanetEvent> {
    let tropical = position(jd, body, Zodiac::Tropical)?.longitude;
    let sidereal = (tropical - ayanamsa.value(jd)?).rem_euclid(360.0);
    Ok(PlanetEvent {
        time: EventTime::new(jd, offset),
        tropical_longitude: tropical,
        sidereal_longitude: sidereal,
        sign: SignPlacement::of(sidereal),
    })
}

/// How the moments of an answer were computed: zodiac, ayanamsa, definition, precision.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MomentsConventions {
    /// Zodiac the events are defined in: `tropical`, `sidereal`, or a note when it does not matter.
    pub zodiac: &'static str,
    /// Slug of the ayanamsa used for sidereal longitudes.
    pub ayanamsa: &'static str,
    /// Display name of that ayanamsa.
    pub ayanamsa_name: &'static str,
    /// What the computed events are, in one sentence.
    pub definition: &'static str,
    /// Kind of positions used: apparent geocentric, true equinox of date.
    pub positions: &'static str,
    /// How precise the event times are.
    pub precision: &'static str,
    /// Ephemeris and version used, e.g. `Swiss Ephemeris 2.10`.
    pub ephemeris: &'static str,
}

/// The conventions block of a moments answer, for a zodiac, ayanamsa and definition sentence.
pub fn conventions(zodiac: &'static str, ayanamsa: Ayanamsa, definition: &'static str) -> MomentsConventions {
    MomentsConventions {
        zodiac,
        ayanamsa: ayanamsa.slug,
        ayanamsa_name: ayanamsa.name,
        definition,
        positions: "apparent geocentric, true equinox of date",
        precision: "event times are roots of the defining function, converged to 0.01 s (promise: 1 s)",
        ephemeris: swe::label(),
    }
}

/// A planet's retrograde period, in progress or next, with its stations and shadow periods.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RetrogradeWindow {
    /// Body key, e.g. `mercury`.
    pub planet: &'static str,
    /// Display name of the planet, e.g. `Mercury`.
    pub name: &'static str,
    /// The moment the search started from.
    pub moment: EventTime,
    /// Whether the planet is retrograde at the moment (then the window below is the current one).
    pub retrograde_now: bool,
    /// True when the window contains the moment (same value as `retrograde_now`).
    pub in_progress: bool,
    /// The station retrograde that opens the window.
    pub station_retrograde: PlanetEvent,
    /// The station direct that closes the window.
    pub station_direct: PlanetEvent,
    /// Station retrograde to station direct.
    pub retrograde: Interval,
    /// Length of the retrograde period in days.
    pub retrograde_days: f64,
    /// From the planet's first arrival at the station-direct longitude to the station retrograde.
    pub pre_shadow: Interval,
    /// From the station direct until the planet regains the station-retrograde longitude.
    pub post_shadow: Interval,
    /// Pre-shadow start to post-shadow end.
    pub shadow: Interval,
    /// How the stations and shadows were computed.
    pub conventions: MomentsConventions,
}

/// What a station time is worth. Near a station the speed changes slowly, so definitions that
/// differ by a hair in speed put the root far apart: measured with pyswisseph
/// (tools/measure_station_definitions.py), the sidereal speed or true instead of apparent
/// positions move a station by up to 7 min for Mercury, Venus and Mars, 40-75 min for Jupiter
/// and Saturn, 1-4 h for Uranus, Neptune and Pluto.
const STATION_PRECISION: &str = "stations: root of the defining speed to 0.01 s, but other valid definitions \
     (sidereal speed, true positions) move a station by up to 7 min (Mercury, Venus, Mars), 75 min \
     (Jupiter, Saturn) or 4 h (Uranus, Neptune, Pluto); shadow ends are longitude crossings, to 1 s";

/// The last time in `(start, end)` that the body's tropical longitude crosses `target`.
fn last_crossing_before(body: Body, target: f64, start: f64, end: f64) -> Result<Option<f64>> {
    // A step of an eighth of the run keeps each step well under half a circle of motion.
    let step = ((end - start) / 8.0).max(1.0);
    let mut last = None;
    let mut from = start;
    while let Some(t) = next_angle_crossing(|t| tropical_longitude(t, body), target, from, end, step)? {
        last = Some(t);
        from = t + 1e-3;
    }
    Ok(last)
}

/// The retrograde period in progress at the moment, else the next one, with its shadow.
pub fn retrograde_window(req: &RetrogradeRequest) -> Result<RetrogradeWindow> {
    let body = station_body(&req.planet)?;
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let jd = req.moment.jd_ut;
    let offset = req.moment.offset_minutes;
    let retrograde_now = speed(jd, body)? < 0.0;
    // The station retrograde opening the window: the last one if retrograde now, else the next.
    let sr = if retrograde_now {
        find_station(body, jd, true)?
    } else {
        let mut s = find_station(body, jd, false)?;
        if !s.retrograde {
            s = find_station(body, s.jd + 1e-3, false)?;
        }
        s
    };
    let sd = find_station(body, sr.jd + 1e-3, false)?;
    let before = find_station(body, sr.jd - 1e-3, true)?; // the previous station direct
    let after = find_station(body, sd.jd + 1e-3, false)?; // the next station retrograde
    let (sr_lon, _) = tropical_longitude(sr.jd, body)?;
    let (sd_lon, _) = tropical_longitude(sd.jd, body)?;
    // Between the previous station direct and the station retrograde the longitude only
    // increases, but Mars and Venus can cover more than a full circle in that run (Mars ~400°
    // in ~700 days), so the station-direct longitude may be crossed twice: the pre-shadow starts
    // at the LAST crossing before the station retrograde. The post-shadow ends at the FIRST
    // crossing of the station-retrograde longitude after the station direct.
    let pre = last_crossing_before(body, sd_lon, before.jd, sr.jd)?
        .ok_or_else(|| Error::Ephemeris(format!("{}: no pre-shadow start", body.name)))?;
    let span = (after.jd - sd.jd).max(1.0);
    let post = next_angle_crossing(|t| tropical_longitude(t, body), sr_lon, sd.jd, after.jd, span / 8.0)?
        .ok_or_else(|| Error::Ephemeris(format!("{}: no post-shadow end", body.name)))?;
    Ok(RetrogradeWindow {
        planet: body.key,
        name: body.name,
        moment: EventTime::new(jd, offset),
        retrograde_now,
        in_progress: retrograde_now,
        station_retrograde: planet_event(sr.jd, body, ayanamsa, offset)?,
        station_direct: planet_event(sd.jd, body, ayanamsa, offset)?,
        retrograde: Interval::new(sr.jd, sd.jd, offset),
        retrograde_days: sd.jd - sr.jd,
        pre_shadow: Interval::new(pre, sr.jd, offset),
        post_shadow: Interval::new(sd.jd, post, offset),
        shadow: Interval::new(pre, post, offset),
        conventions: MomentsConventions {
            precision: STATION_PRECISION,
            ..conventions(
                "tropical",
                ayanamsa,
                "stations are roots of the apparent geocentric speed in tropical longitude; sidereal \
                 longitudes use the ayanamsa; shadow: the arc between the two station longitudes",
            )
        },
    })
}
