//! Combustion windows: when a planet enters and leaves combustion, i.e. its longitudinal
//! distance from the Sun falls below the spec's threshold (Moon 12°, Mars 17°, Mercury 14° or 13°
//! when retrograde, Jupiter 11°, Venus 10° or 8° when retrograde, Saturn 15°).
//!
//! The distance is the angle between the geocentric longitudes (0..180°), the same in either
//! zodiac. `distance − threshold` is continuous except where Mercury or Venus stations and its
//! threshold switches; the bracketed root finder converges on whichever sign change lies in the
//! bracket, so an entry or exit caused by the switch is reported at the station itself.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::root::{refine, wrap180};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::time::Interval;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::moments::stations::{conventions, MomentsConventions};
use serde::{Deserialize, Serialize};

/// (key, body, threshold direct, threshold retrograde), from the spec's Combustion result.
pub const COMBUSTION_THRESHOLDS: [(&str, Body, f64, f64); 6] = [
    ("moon", bodies::MOON, 12.0, 12.0),
    ("mars", bodies::MARS, 17.0, 17.0),
    ("mercury", bodies::MERCURY, 14.0, 13.0),
    ("jupiter", bodies::JUPITER, 11.0, 11.0),
    ("venus", bodies::VENUS, 10.0, 8.0),
    ("saturn", bodies::SATURN, 15.0, 15.0),
];

#[derive(Debug, Clone, Copy)]
struct Combustible {
    key: &'static str,
    body: Body,
    direct: f64,
    retrograde: f64,
}

impl Combustible {
    fn from_key(key: &str) -> Result<Combustible> {
        COMBUSTION_THRESHOLDS
            .iter()
            .find(|(k, ..)| *k == key)
            .map(|&(key, body, direct, retrograde)| Combustible { key, body, direct, retrograde })
            .ok_or_else(|| {
                let keys: Vec<&str> = COMBUSTION_THRESHOLDS.iter().map(|t| t.0).collect();
                Error::invalid("planet", format!("must be one of: {}", keys.join(", ")))
            })
    }

    /// Scan step (days): well under the shortest combust or free run near a threshold.
    fn step(&self) -> f64 {
        match self.key {
            "moon" => 0.25,
            "mercury" => 1.0,
            "venus" => 2.0,
            _ => 4.0,
        }
    }

    /// Longest search (days): more than one synodic period (Mars 780 d).
    fn horizon(&self) -> f64 {
        match self.key {
            "moon" => 32.0,
            "mars" => 820.0,
            "venus" => 600.0,
            "mercury" => 130.0,
            _ => 420.0,
        }
    }

    /// (distance, its rate, planet speed, threshold in force).
    fn state(&self, jd: f64) -> Result<(f64, f64, f64, f64)> {
        let sun = position(jd, bodies::SUN, Zodiac::Tropical)?;
        let p = position(jd, self.body, Zodiac::Tropical)?;
        let w = wrap180(p.longitude - sun.longitude);
        let rate = w.signum() * (p.speed_longitude - sun.speed_longitude);
        let threshold = if p.speed_longitude < 0.0 { self.retrograde } else { self.direct };
        Ok((w.abs(), rate, p.speed_longitude, threshold))
    }

    /// distance − threshold: negative while combust.
    fn margin(&self, jd: f64) -> Result<(f64, f64)> {
        let (d, rate, _, thr) = self.state(jd)?;
        Ok((d - thr, rate))
    }

    /// First change of combustion state after `from` (or before it, scanning backward).
    fn next_change(&self, from: f64, backward: bool) -> Result<Option<f64>> {
        let step = if backward { -self.step() } else { self.step() };
        let mut a = from;
        let (mut ga, _) = self.margin(a)?;
        while (a - from).abs() < self.horizon() {
            let b = a + step;
            let (gb, _) = self.margin(b)?;
            if (ga < 0.0) != (gb < 0.0) {
                let (lo, hi) = if a < b { (a, b) } else { (b, a) };
                let mut g = |t: f64| self.margin(t);
                return refine(&mut g, lo, hi).map(Some);
            }
            a = b;
            ga = gb;
        }
        Ok(None)
    }
}

/// Request for a planet's current or next combustion window.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct CombustionWindowRequest {
    /// The moment to search from (UT Julian day and the request's UTC offset).
    pub moment: Moment,
    /// Planet key: `moon`, `mars`, `mercury`, `jupiter`, `venus` or `saturn`.
    pub planet: String,
}

/// A moment the planet enters or leaves combustion.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CombustionEvent {
    /// When the planet crosses the threshold.
    pub time: EventTime,
    /// Geocentric longitudinal distance from the Sun then, degrees, 0 to 180.
    pub distance_from_sun: f64,
    /// Threshold in force then, degrees (the retrograde one while the planet is retrograde).
    pub threshold_deg: f64,
    /// True when the planet is retrograde then.
    pub retrograde: bool,
}

/// A planet's combustion window (too close to the Sun), in progress or next.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CombustionWindow {
    /// Planet key, e.g. `venus`.
    pub planet: &'static str,
    /// Display name, e.g. `Venus`.
    pub name: &'static str,
    /// The moment the search started from.
    pub moment: EventTime,
    /// Geocentric longitudinal distance from the Sun at the moment, degrees, 0 to 180.
    pub distance_from_sun: f64,
    /// Threshold in force at the moment, degrees.
    pub threshold_deg: f64,
    /// True when the planet is combust at the moment (distance below the threshold).
    pub is_combust: bool,
    /// True when the window below is the one in force at the moment (its entry is past).
    pub in_progress: bool,
    /// When the planet enters combustion.
    pub entry: CombustionEvent,
    /// When the planet leaves combustion.
    pub exit: CombustionEvent,
    /// Entry to exit.
    pub window: Interval,
    /// Length of the window in days.
    pub duration_days: f64,
    /// The planet's combustion thresholds, direct and retrograde.
    pub thresholds: Thresholds,
    /// How the window was computed.
    pub conventions: MomentsConventions,
}

/// A planet's combustion thresholds in degrees of longitudinal distance from the Sun.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Thresholds {
    /// Threshold while the planet moves direct, degrees.
    pub direct: f64,
    /// Threshold while the planet is retrograde, degrees.
    pub retrograde: f64,
}

/// The combustion window in force at the moment, else the next one, for the requested planet.
pub fn combustion_window(req: &CombustionWindowRequest) -> Result<CombustionWindow> {
    let c = Combustible::from_key(&req.planet)?;
    let jd = req.moment.jd_ut;
    let offset = req.moment.offset_minutes;
    let (d, _, _, thr) = c.state(jd)?;
    let combust = d < thr;
    let lost = || Error::Ephemeris(format!("{}: no combustion change within {} days", c.body.name, c.horizon()));
    let entry = if combust {
        c.next_change(jd, true)?.ok_or_else(lost)?
    } else {
        c.next_change(jd, false)?.ok_or_else(lost)?
    };
    let exit = c.next_change(entry + 1e-6, false)?.ok_or_else(lost)?;
    let event = |t: f64| -> Result<CombustionEvent> {
        let (d, _, v, thr) = c.state(t)?;
        Ok(CombustionEvent {
            time: EventTime::new(t, offset),
            distance_from_sun: d,
            threshold_deg: thr,
            retrograde: v < 0.0,
        })
    };
    Ok(CombustionWindow {
        planet: c.key,
        name: c.body.name,
        moment: EventTime::new(jd, offset),
        distance_from_sun: d,
        threshold_deg: thr,
        is_combust: combust,
        in_progress: combust,
        entry: event(entry)?,
        exit: event(exit)?,
        window: Interval::new(entry, exit, offset),
        duration_days: exit - entry,
        thresholds: Thresholds { direct: c.direct, retrograde: c.retrograde },
        conventions: MomentsConventions {
            zodiac: "either (the distance from the Sun does not depend on it)",
            ayanamsa: "none",
            ayanamsa_name: "none",
            ..conventions(
                "",
                LAHIRI,
                "combust while the geocentric longitudinal distance from the Sun is below the threshold \
                 (the retrograde threshold while the planet's speed is negative)",
            )
        },
    })
}
