//! The Moon at a moment: phase angle, illuminated fraction, elongation, age since the last new
//! Moon, distance, apparent diameter, and its next perigee and apogee.
//!
//! Phase angle, illumination and diameter are Swiss Ephemeris' `swe_pheno_ut`. Perigee and
//! apogee are the minimum and maximum of the Moon's apparent geocentric distance: roots of the
//! distance's rate, bracketed by a one-day scan (the anomalistic month is 27.55 days, so a day
//! never holds two extremes) and refined by `ephemeris::root::refine`.

use crate::ephemeris::bodies::{position, Zodiac, MOON};
use crate::ephemeris::root::{newton_angle, refine};
use crate::ephemeris::swe;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::moments::stations::MomentsConventions;
use crate::sky::phases::elongation;
use crate::sky::span::ZodiacChoice;
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// Kilometres in one astronomical unit (IAU 2012, exact).
pub const KM_PER_AU: f64 = 149_597_870.7;

/// Request for the Moon at a moment.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonRequest {
    /// The moment (UT Julian day and the request's UTC offset).
    pub moment: Moment,
    /// Zodiac of the Moon's longitude and sign.
    #[serde(flatten)]
    pub zodiac: ZodiacChoice,
}

/// A distance extreme of the Moon.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Apsis {
    /// When the distance is smallest (perigee) or largest (apogee).
    pub time: EventTime,
    /// Geocentric distance then, kilometres.
    pub distance_km: f64,
    /// Time from the request's moment, days.
    pub days_from_moment: f64,
}

/// The Moon at a moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonAnswer {
    /// The moment asked about.
    pub moment: EventTime,
    /// Zodiac of `longitude` and `sign`: `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// The Moon's longitude, degrees in `zodiac`, 0 <= x < 360.
    pub longitude: f64,
    /// The Moon's sign in `zodiac`.
    pub sign: SignPlacement,
    /// Elongation of the Moon from the Sun in longitude, degrees, 0 <= x < 360 (0 new, 180 full).
    pub elongation: f64,
    /// Phase angle Sun–Moon–Earth, degrees, 0 (full) to 180 (new).
    pub phase_angle: f64,
    /// Fraction of the disc lit, 0 to 1.
    pub illumination: f64,
    /// `waxing` (elongation below 180°) or `waning`.
    pub trend: &'static str,
    /// Name of the phase: the principal phase within 12 hours of the moment
    /// (`new_moon`, `first_quarter`, `full_moon`, `last_quarter`), otherwise `waxing_crescent`,
    /// `waxing_gibbous`, `waning_gibbous` or `waning_crescent`.
    pub phase: &'static str,
    /// Days since the last new Moon (elongation 0°).
    pub age_days: f64,
    /// The last new Moon.
    pub last_new_moon: EventTime,
    /// Geocentric distance, kilometres.
    pub distance_km: f64,
    /// Apparent diameter of the disc, degrees.
    pub apparent_diameter: f64,
    /// The next perigee (least distance) after the moment.
    pub next_perigee: Apsis,
    /// The next apogee (greatest distance) after the moment.
    pub next_apogee: Apsis,
    /// How the values were computed.
    pub conventions: MomentsConventions,
}

/// Distance (AU) and its rate (AU/day) of the Moon.
fn distance(jd_ut: f64) -> Result<(f64, f64)> {
    let p = position(jd_ut, MOON, Zodiac::Tropical)?;
    Ok((p.distance, p.speed_distance))
}

/// The next distance extreme after `jd_ut`: the perigee (`perigee`) or the apogee.
pub fn next_apsis(jd_ut: f64, perigee: bool) -> Result<f64> {
    let mut a = jd_ut;
    let mut va = distance(a)?.1;
    for _ in 0..40 {
        let b = a + 1.0;
        let vb = distance(b)?.1;
        // Perigee: the distance stops falling (rate − to +); apogee: + to −.
        if (va < 0.0) != (vb < 0.0) && (vb > 0.0) == perigee {
            let mut g = |t: f64| {
                let h = 1.0 / 24.0;
                Ok((distance(t)?.1, (distance(t + h)?.1 - distance(t - h)?.1) / (2.0 * h)))
            };
            return refine(&mut g, a, b);
        }
        a = b;
        va = vb;
    }
    Err(Error::Ephemeris(format!(
        "no lunar {} within 40 days of JD {jd_ut}",
        if perigee { "perigee" } else { "apogee" }
    )))
}

/// The last new Moon at or before `jd_ut`.
pub fn last_new_moon(jd_ut: f64) -> Result<f64> {
    let (e, speed) = elongation(jd_ut)?;
    // Start Newton from the time the mean rate predicts; a step back a month if it overshoots.
    for guess in [jd_ut - e / speed, jd_ut - e / speed - 29.53] {
        if let Some(t) = newton_angle(elongation, 0.0, guess)? {
            if t <= jd_ut {
                return Ok(t);
            }
        }
    }
    Err(Error::Ephemeris(format!("no new Moon found before JD {jd_ut}")))
}

/// The phase's name from the elongation (degrees) and its rate (degrees per day); shared with
/// the Western horoscopes, which name each day's phase by it.
pub fn phase_name(elongation: f64, speed: f64) -> &'static str {
    // Within 12 hours of a principal phase (half a day's motion of the elongation) the moment is
    // named by it, as calendars name the day of the phase.
    let near = |angle: f64| crate::ephemeris::root::wrap180(elongation - angle).abs() < 0.5 * speed;
    match elongation {
        _ if near(0.0) => "new_moon",
        _ if near(90.0) => "first_quarter",
        _ if near(180.0) => "full_moon",
        _ if near(270.0) => "last_quarter",
        e if e < 90.0 => "waxing_crescent",
        e if e < 180.0 => "waxing_gibbous",
        e if e < 270.0 => "waning_gibbous",
        _ => "waning_crescent",
    }
}

fn apsis(jd_ut: f64, perigee: bool, offset: i32) -> Result<Apsis> {
    let t = next_apsis(jd_ut, perigee)?;
    Ok(Apsis { time: EventTime::new(t, offset), distance_km: distance(t)?.0 * KM_PER_AU, days_from_moment: t - jd_ut })
}

/// The Moon at the request's moment.
pub fn moon(req: &MoonRequest) -> Result<MoonAnswer> {
    let z = req.zodiac.resolve()?;
    let jd = req.moment.jd_ut;
    let offset = req.moment.offset_minutes;
    let p = position(jd, MOON, z.zodiac)?;
    let (e, speed) = elongation(jd)?;
    let [phase_angle, illumination, _, diameter, _] = swe::pheno_ut(jd, MOON.swe_id)?;
    let new = last_new_moon(jd)?;
    Ok(MoonAnswer {
        moment: EventTime::new(jd, offset),
        zodiac: z.name,
        longitude: p.longitude,
        sign: SignPlacement::of(p.longitude),
        elongation: e,
        phase_angle,
        illumination,
        trend: if e < 180.0 { "waxing" } else { "waning" },
        phase: phase_name(e, speed),
        age_days: jd - new,
        last_new_moon: EventTime::new(new, offset),
        distance_km: p.distance * KM_PER_AU,
        apparent_diameter: diameter,
        next_perigee: apsis(jd, true, offset)?,
        next_apogee: apsis(jd, false, offset)?,
        conventions: z.conventions(
            "apparent geocentric Moon; phase angle, illumination and diameter from swe_pheno_ut; age: days since \
             the elongation was last 0°; perigee and apogee: extremes of the geocentric distance",
        ),
    })
}
