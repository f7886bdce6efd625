//! Root finding for event times: "when does this angle reach that value?".
//!
//! Every event search (tithi ends, ingresses, returns, stations) goes through here. A scan in
//! fixed steps brackets the crossing; inside the bracket Newton's method uses the analytic speed
//! that Swiss Ephemeris gives, and falls back to bisection whenever a Newton step would leave the
//! bracket, so convergence is guaranteed. Results are good to `TOLERANCE_DAYS` (far below the
//! 1 second promised), never a one-step extrapolation.

use crate::error::Result;

/// 0.01 s: convergence target; the promise to users is 1 s.
pub const TOLERANCE_DAYS: f64 = 0.01 / 86_400.0;
const MAX_ITERATIONS: usize = 100;

/// Maps an angle difference to (−180, 180].
pub fn wrap180(deg: f64) -> f64 {
    let x = deg.rem_euclid(360.0);
    if x > 180.0 {
        x - 360.0
    } else {
        x
    }
}

/// A signed function of time with its derivative (per day), e.g. angle − target and its speed.
pub trait Signal {
    /// The signal's value and its rate of change per day at a Julian day.
    fn eval(&mut self, jd: f64) -> Result<(f64, f64)>;
}

impl<F: FnMut(f64) -> Result<(f64, f64)>> Signal for F {
    fn eval(&mut self, jd: f64) -> Result<(f64, f64)> {
        self(jd)
    }
}

/// Refines a root of `g` inside `[a, b]`, where `g(a)` and `g(b)` have opposite signs.
pub fn refine<S: Signal>(g: &mut S, mut a: f64, mut b: f64) -> Result<f64> {
    let (mut ga, _) = g.eval(a)?;
    if ga == 0.0 {
        return Ok(a);
    }
    let mut t = 0.5 * (a + b);
    for _ in 0..MAX_ITERATIONS {
        let (gt, dg) = g.eval(t)?;
        if gt == 0.0 {
            return Ok(t);
        }
        // Keep the sign change inside [a, b].
        if (gt < 0.0) == (ga < 0.0) {
            a = t;
            ga = gt;
        } else {
            b = t;
        }
        if b - a < TOLERANCE_DAYS {
            return Ok(0.5 * (a + b));
        }
        let newton = if dg != 0.0 { t - gt / dg } else { f64::NAN };
        let next = if newton.is_finite() && newton > a && newton < b { newton } else { 0.5 * (a + b) };
        if (next - t).abs() < TOLERANCE_DAYS {
            return Ok(next);
        }
        t = next;
    }
    Ok(0.5 * (a + b))
}

/// First time in `[start, end]` at which `angle(t)` (degrees, with its speed) reaches `target`.
///
/// `step` must be short enough that the angle moves less than 180° and reverses at most once
/// per step (e.g. 1 day for the Moon, 5 days for the Sun).
pub fn next_angle_crossing<F>(mut angle: F, target: f64, start: f64, end: f64, step: f64) -> Result<Option<f64>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    let mut g = |t: f64| -> Result<(f64, f64)> {
        let (value, speed) = angle(t)?;
        Ok((wrap180(value - target), speed))
    };
    let mut a = start;
    let (mut ga, _) = g(a)?;
    if ga == 0.0 {
        return Ok(Some(a));
    }
    while a < end {
        let b = (a + step).min(end);
        let (gb, _) = g(b)?;
        // A sign change near ±180 is the wrap-around, not a crossing of the target.
        if (ga < 0.0) != (gb < 0.0) && (ga - gb).abs() < 180.0 {
            return refine(&mut g, a, b).map(Some);
        }
        a = b;
        ga = gb;
    }
    Ok(None)
}

/// Newton's method on `wrap180(angle − target)` from `t0`. For an angle that moves steadily in
/// one direction (the Sun, the Moon, their elongation and sum) it converges in 3–5 steps to the
/// crossing nearest in angle. `None` if it does not converge; callers then fall back to a scan.
pub fn newton_angle<F>(angle: F, target: f64, t0: f64) -> Result<Option<f64>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    Ok(newton_angle_until(angle, target, t0, TOLERANCE_DAYS)?.map(|(t, _)| t))
}

/// [`newton_angle`], stopping after the first step shorter than `last_step` days (a caller that
/// knows its angle's curvature can stop sooner than `TOLERANCE_DAYS`: the error left after a step
/// s is about C·s²), with the angle's rate at the last position it asked for.
pub fn newton_angle_until<F>(mut angle: F, target: f64, t0: f64, last_step: f64) -> Result<Option<(f64, f64)>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    let mut t = t0;
    for _ in 0..12 {
        let (value, speed) = angle(t)?;
        if speed == 0.0 || !speed.is_finite() {
            return Ok(None);
        }
        let step = wrap180(value - target) / speed;
        t -= step;
        if step.abs() < last_step {
            return Ok(Some((t, speed)));
        }
    }
    Ok(None)
}

/// First crossing of `target` in `[start, end]` for an angle that only ever increases (speed
/// always positive): one Newton solve from the speed-predicted time, with the scan of
/// `next_angle_crossing` as the fallback should Newton fail or land outside the window.
pub fn next_increasing_crossing<F>(angle: F, target: f64, start: f64, end: f64, step: f64) -> Result<Option<f64>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    next_increasing_crossing_until(angle, target, start, end, step, TOLERANCE_DAYS)
}

/// [`next_increasing_crossing`] with Newton stopping after a step shorter than `last_step` days
/// (see [`newton_angle_until`]).
pub fn next_increasing_crossing_until<F>(
    mut angle: F,
    target: f64,
    start: f64,
    end: f64,
    step: f64,
    last_step: f64,
) -> Result<Option<f64>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    let (value, speed) = angle(start)?;
    if speed > 0.0 {
        let ahead = (target - value).rem_euclid(360.0);
        if let Some((t, _)) = newton_angle_until(&mut angle, target, start + ahead / speed, last_step)? {
            // Uniqueness: an increasing angle reaches the target once per turn.
            if t >= start - TOLERANCE_DAYS && t <= end {
                return Ok(Some(t.max(start)));
            }
            if t > end {
                return Ok(None);
            }
        }
    }
    next_angle_crossing(angle, target, start, end, step)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap180_maps_into_half_open_range() {
        assert_eq!(wrap180(190.0), -170.0);
        assert_eq!(wrap180(-190.0), 170.0);
        assert_eq!(wrap180(180.0), 180.0);
        assert_eq!(wrap180(360.0), 0.0);
    }

    #[test]
    fn finds_a_uniform_motion_crossing_across_the_wrap() {
        // angle = 350 + 13.2 t (Moon-like); reaches 10° at t = 20/13.2 days.
        let root = next_angle_crossing(|t| Ok(((350.0 + 13.2 * t).rem_euclid(360.0), 13.2)), 10.0, 0.0, 5.0, 1.0)
            .unwrap()
            .unwrap();
        assert!((root - 20.0 / 13.2).abs() < TOLERANCE_DAYS);
    }

    #[test]
    fn handles_a_retrograde_loop_and_bad_derivatives() {
        // angle = 100 + sin(t): reaches 100.5 first at t = asin(0.5) = pi/6; the derivative given
        // is deliberately wrong, so the bisection safeguard must carry the search.
        let root = next_angle_crossing(|t: f64| Ok((100.0 + t.sin(), -5.0)), 100.5, 0.0, 10.0, 0.3).unwrap().unwrap();
        assert!((root - std::f64::consts::FRAC_PI_6).abs() < TOLERANCE_DAYS);
    }

    #[test]
    fn reports_no_crossing_when_there_is_none() {
        let none = next_angle_crossing(|t| Ok((10.0 + t, 1.0)), 200.0, 0.0, 20.0, 1.0).unwrap();
        assert_eq!(none, None);
    }
}
