//! `/v1/western/astrocartography/parans`: the latitudes where two planets are angular at the
//! same moment (paranatellonta, "rising alongside"), per pair, from the birth positions.
//!
//! With α, δ a planet's apparent right ascension and declination of date and φ a latitude, its
//! hour angle H (west positive, = local sidereal time − α) on each angle is: culminating 0,
//! anti-culminating 180°, rising −D(φ), setting +D(φ), where D(φ) = arccos(−tan φ tan δ) is the
//! semi-diurnal arc (geometric horizon, no refraction, as the astrocartography lines). Planets A
//! and B are angular together when the local sidereal times agree: α_A + H_A = α_B + H_B.
//! - one on the horizon, the other on the meridian: D_A = ±(α_B + H_B − α_A), so
//!   tan φ = −cos D_A / tan δ_A (one latitude, when the sign of the hour angle fits the angle);
//! - both on the horizon: f(φ) = H_A(φ) − H_B(φ) − (α_B − α_A) = 0, solved by a 0.1° scan of the
//!   latitudes where both rise and set (|φ| ≤ 90° − |δ|, ends included), refined by bisection to 1e-10°;
//! - both on the meridian: no latitude depends on it (never or everywhere), so no paran line.
//!
//! Each paran also names the longitude where it happens at the birth moment (the crossing of
//! the two astrocartography lines): λ = α_A + H_A − θ₀, θ₀ the Greenwich apparent sidereal time.

use crate::ephemeris::root::wrap180;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::astrocartography::{equatorial, wrap_lon, Equatorial};
use crate::western::request::Birth;
use serde::Serialize;

/// Latitude scan step for horizon–horizon parans, degrees.
pub const SCAN_STEP: f64 = 0.1;

/// One of the four angles a planet can be on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AngleEvent {
    /// On the eastern horizon (hour angle −D).
    Rising,
    /// On the upper meridian (hour angle 0).
    Culminating,
    /// On the western horizon (hour angle +D).
    Setting,
    /// On the lower meridian (hour angle 180°).
    AntiCulminating,
}

impl AngleEvent {
    const ALL: [AngleEvent; 4] =
        [AngleEvent::Rising, AngleEvent::Culminating, AngleEvent::Setting, AngleEvent::AntiCulminating];

    fn on_horizon(self) -> bool {
        matches!(self, AngleEvent::Rising | AngleEvent::Setting)
    }

    /// Hour angle (degrees, west positive) at latitude φ for declination δ; None when the body
    /// neither rises nor sets there.
    fn hour_angle(self, lat: f64, dec: f64) -> Option<f64> {
        match self {
            AngleEvent::Culminating => Some(0.0),
            AngleEvent::AntiCulminating => Some(180.0),
            AngleEvent::Rising | AngleEvent::Setting => {
                let c = -lat.to_radians().tan() * dec.to_radians().tan();
                (c.abs() <= 1.0 + 1e-9).then(|| {
                    let c = c.clamp(-1.0, 1.0);
                    let d = c.acos().to_degrees();
                    if self == AngleEvent::Rising {
                        -d
                    } else {
                        d
                    }
                })
            }
        }
    }
}

/// Two planets angular together at one latitude.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Paran {
    /// First planet, e.g. `Venus`.
    pub planet_a: &'static str,
    /// Its key, e.g. `venus`.
    pub planet_a_key: &'static str,
    /// Where the first planet is.
    pub angle_a: AngleEvent,
    /// Second planet.
    pub planet_b: &'static str,
    /// Its key.
    pub planet_b_key: &'static str,
    /// Where the second planet is.
    pub angle_b: AngleEvent,
    /// The paran latitude, degrees north positive: along this parallel both events fall at the
    /// same moment, every day the positions hold.
    pub latitude: f64,
    /// Longitude (east positive) on that parallel where it happens at the birth moment.
    pub longitude_at_birth: f64,
    /// Local sidereal time of the paran, degrees (= α_A + H_A).
    pub local_sidereal_time: f64,
}

/// How the parans were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ParanConventions {
    /// Zodiac: `tropical` (positions are equatorial; stated for the group).
    pub zodiac: &'static str,
    /// Coordinates of the planets.
    pub coordinates: &'static str,
    /// Horizon used for rising and setting.
    pub horizon: &'static str,
    /// The condition solved.
    pub formula: &'static str,
    /// Ephemeris and version.
    pub ephemeris: &'static str,
}

/// The parans of the ten planets at a birth moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ParansAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Greenwich apparent sidereal time at the moment, degrees.
    pub greenwich_sidereal_time: f64,
    /// Apparent right ascension and declination of Sun … Pluto.
    pub planets: Vec<Equatorial>,
    /// Every paran, pair by pair (Sun first), then by latitude.
    pub parans: Vec<Paran>,
    /// How they were computed.
    pub conventions: ParanConventions,
}

/// Latitudes (degrees) where `a` on `ea` and `b` on `eb` share the local sidereal time.
pub fn paran_latitudes(a: &Equatorial, ea: AngleEvent, b: &Equatorial, eb: AngleEvent) -> Vec<f64> {
    let (da, db) = (a.declination, b.declination);
    match (ea.on_horizon(), eb.on_horizon()) {
        (false, false) => Vec::new(),
        (true, false) => meridian_case(a, ea, b, eb).into_iter().collect(),
        (false, true) => meridian_case(b, eb, a, ea).into_iter().collect(),
        (true, true) => {
            let f = |lat: f64| -> Option<f64> {
                let (ha, hb) = (ea.hour_angle(lat, da)?, eb.hour_angle(lat, db)?);
                Some(wrap180(a.right_ascension + ha - b.right_ascension - hb))
            };
            // Both rise and set where |φ| ≤ 90° − |δ| for each.
            let limit = (90.0 - da.abs()).min(90.0 - db.abs()) - 1e-9;
            scan(f, limit)
        }
    }
}

/// `a` on the horizon event `ea`, `b` on the meridian event `eb`.
fn meridian_case(a: &Equatorial, ea: AngleEvent, b: &Equatorial, eb: AngleEvent) -> Option<f64> {
    let hb = eb.hour_angle(0.0, b.declination)?;
    let ha = wrap180(b.right_ascension + hb - a.right_ascension);
    let d = match ea {
        AngleEvent::Rising if ha < 0.0 => -ha,
        AngleEvent::Setting if ha > 0.0 => ha,
        _ => return None,
    };
    let td = a.declination.to_radians().tan();
    if td.abs() < 1e-12 {
        return None;
    }
    let lat = (-d.to_radians().cos() / td).atan().to_degrees();
    (lat.abs() < 90.0).then_some(lat)
}

/// Roots of a function of latitude on `[-limit, limit]` (where both bodies rise and set), the
/// ends included: scan and bisect; a jump of the wrapped difference (±180°) is not a root.
fn scan<F: Fn(f64) -> Option<f64>>(f: F, limit: f64) -> Vec<f64> {
    let mut out = Vec::new();
    let n = ((2.0 * limit / SCAN_STEP).ceil() as i32).max(1);
    let mut prev: Option<(f64, f64)> = None;
    for i in 0..=n {
        let lat = -limit + 2.0 * limit * f64::from(i) / f64::from(n);
        let cur = f(lat).map(|v| (lat, v));
        if let (Some((l0, v0)), Some((l1, v1))) = (prev, cur) {
            if v0 == 0.0 {
                out.push(l0);
            } else if v0.signum() != v1.signum() && (v1 - v0).abs() < 90.0 {
                out.push(bisect(&f, l0, l1, v0));
            }
        }
        prev = cur;
    }
    out
}

fn bisect<F: Fn(f64) -> Option<f64>>(f: &F, mut a: f64, mut b: f64, mut fa: f64) -> f64 {
    while b - a > 1e-10 {
        let m = 0.5 * (a + b);
        let fm = f(m).unwrap_or(fa);
        if fm.signum() == fa.signum() {
            a = m;
            fa = fm;
        } else {
            b = m;
        }
    }
    0.5 * (a + b)
}

/// Every paran between two planets.
pub fn pair_parans(a: &Equatorial, b: &Equatorial, gast: f64) -> Vec<Paran> {
    let mut out = Vec::new();
    for ea in AngleEvent::ALL {
        for eb in AngleEvent::ALL {
            for lat in paran_latitudes(a, ea, b, eb) {
                let Some(ha) = ea.hour_angle(lat, a.declination) else { continue };
                let lst = (a.right_ascension + ha).rem_euclid(360.0);
                out.push(Paran {
                    planet_a: a.planet,
                    planet_a_key: a.body.key,
                    angle_a: ea,
                    planet_b: b.planet,
                    planet_b_key: b.body.key,
                    angle_b: eb,
                    latitude: lat,
                    longitude_at_birth: wrap_lon(lst - gast),
                    local_sidereal_time: lst,
                });
            }
        }
    }
    out.sort_by(|x, y| x.latitude.total_cmp(&y.latitude));
    out
}

/// `/v1/western/astrocartography/parans`: the paran latitudes of every pair of planets at the
/// birth moment (the birth place is checked, not used).
pub fn astrocartography_parans(birth: &Birth) -> Result<ParansAnswer> {
    let m = birth.moment;
    birth.checked_place()?;
    let (gast, eq) = equatorial(m.jd_ut)?;
    let mut parans = Vec::new();
    for (i, a) in eq.iter().enumerate() {
        for b in &eq[i + 1..] {
            parans.extend(pair_parans(a, b, gast));
        }
    }
    Ok(ParansAnswer {
        moment: EventTime::new(m.jd_ut, m.offset_minutes),
        greenwich_sidereal_time: gast,
        planets: eq,
        parans,
        conventions: ParanConventions {
            zodiac: "tropical",
            coordinates: "apparent right ascension and declination of date at the birth moment (in mundo), held \
                          fixed through the day",
            horizon: "geometric (altitude 0, no refraction, centre of the disc)",
            formula: "α_A + H_A = α_B + H_B with H = 0 (culminating), 180° (anti-culminating), ∓arccos(−tan φ tan δ) \
                      (rising/setting); horizon–meridian pairs in closed form, horizon–horizon pairs by scan \
                      (0.1°) and bisection",
            ephemeris: crate::ephemeris::swe::label(),
        },
    })
}
