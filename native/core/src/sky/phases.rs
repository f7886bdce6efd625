//! The four principal Moon phases in a span: the moments the Moon's elongation from the Sun
//! (apparent geocentric, tropical longitudes, so the same in every zodiac) is 0° (new Moon),
//! 90° (first quarter), 180° (full Moon) and 270° (last quarter).
//!
//! The elongation only ever increases (the Moon is always faster than the Sun), so each phase
//! is one Newton solve from the speed-predicted time, with a bracketing scan as fallback
//! (`ephemeris::root::next_increasing_crossing`).

use crate::ephemeris::bodies::{position, Zodiac, MOON, SUN};
use crate::ephemeris::root::next_increasing_crossing;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::moments::stations::MomentsConventions;
use crate::sky::span::{Span, ZodiacChoice, MAX_PHASE_DAYS};
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// The principal phases: key, display name, elongation (degrees).
pub const PHASES: [(&str, &str, f64); 4] = [
    ("new_moon", "New Moon", 0.0),
    ("first_quarter", "First Quarter", 90.0),
    ("full_moon", "Full Moon", 180.0),
    ("last_quarter", "Last Quarter", 270.0),
];

/// Elongation of the Moon from the Sun (degrees, 0 <= x < 360) and its rate (degrees per day).
pub fn elongation(jd_ut: f64) -> Result<(f64, f64)> {
    let moon = position(jd_ut, MOON, Zodiac::Tropical)?;
    let sun = position(jd_ut, SUN, Zodiac::Tropical)?;
    Ok(((moon.longitude - sun.longitude).rem_euclid(360.0), moon.speed_longitude - sun.speed_longitude))
}

/// The first moment strictly after `after` (Julian day UT) at which the elongation reaches
/// `target` degrees, if before `until`.
pub fn next_elongation(target: f64, after: f64, until: f64) -> Result<Option<f64>> {
    // One day of scan never covers more than ~16°, far from the 180° limit of the bracket.
    next_increasing_crossing(elongation, target, after, until, 1.0)
}

/// Request for the Moon phases of a span.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonPhasesRequest {
    /// The span scanned (at most five years).
    #[serde(flatten)]
    pub span: Span,
    /// Zodiac of the Moon's sign at each phase.
    #[serde(flatten)]
    pub zodiac: ZodiacChoice,
}

/// One principal phase.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonPhase {
    /// `new_moon`, `first_quarter`, `full_moon` or `last_quarter`.
    pub phase: &'static str,
    /// Display name, e.g. `Full Moon`.
    pub name: &'static str,
    /// When the elongation reaches the phase's angle.
    pub time: EventTime,
    /// Elongation of the phase, degrees: 0, 90, 180 or 270.
    pub elongation: f64,
    /// The Moon's longitude then, degrees in the answer's zodiac, 0 <= x < 360.
    pub moon_longitude: f64,
    /// The Moon's sign then, in the answer's zodiac.
    pub moon_sign: SignPlacement,
}

/// The principal phases of a span, in order.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonPhasesAnswer {
    /// Start of the span.
    pub from: EventTime,
    /// End of the span.
    pub to: EventTime,
    /// Zodiac of the signs: `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// Every principal phase in the span, in time order.
    pub phases: Vec<MoonPhase>,
    /// How the phases were computed.
    pub conventions: MomentsConventions,
}

/// Every new Moon, first quarter, full Moon and last quarter in the span.
pub fn moon_phases(req: &MoonPhasesRequest) -> Result<MoonPhasesAnswer> {
    let (from, to) = req.span.checked(MAX_PHASE_DAYS)?;
    let z = req.zodiac.resolve()?;
    let offset = req.span.offset();
    let mut phases = Vec::new();
    let mut t = from;
    loop {
        // The next quarter after the elongation now.
        let k = ((elongation(t)?.0 / 90.0).floor() as usize + 1) % 4;
        let (key, name, angle) = PHASES[k];
        let Some(jd) = next_elongation(angle, t, to)? else { break };
        let moon = position(jd, MOON, z.zodiac)?.longitude;
        phases.push(MoonPhase {
            phase: key,
            name,
            time: EventTime::new(jd, offset),
            elongation: angle,
            moon_longitude: moon,
            moon_sign: SignPlacement::of(moon),
        });
        // Resume a few seconds on, past this quarter.
        t = jd + 1e-4;
    }
    Ok(MoonPhasesAnswer {
        from: EventTime::new(from, offset),
        to: EventTime::new(to, offset),
        zodiac: z.name,
        phases,
        conventions: z.conventions(
            "phases: the Moon's elongation from the Sun (apparent geocentric longitudes) reaches 0° (new), \
             90° (first quarter), 180° (full), 270° (last quarter); the sign is the Moon's then",
        ),
    })
}
