//! Newton's method for the panchang's crossings (element boundaries, new and full moons,
//! sankrantis, panchaka), stopping as soon as the last step shows the next one negligible.
//!
//! `ephemeris::root::newton_angle` stops once a step is under its 0.01 s tolerance, which costs
//! one more position than the answer needs: Newton's error after a step of length s is about
//! C·s², with C = |g″| / (2|g′|) for the angle g. For the angles counted here (the Moon's
//! elongation, its sidereal longitude, the sum of the Sun and Moon, the Sun) g′ ≥ 10°/day for
//! the Moon's (its acceleration stays under 0.6°/day²) and g′ ≈ 1°/day with a far smaller
//! acceleration for the Sun's, so C < 0.03 per day. A step under `LAST_STEP_DAYS` (43 s)
//! therefore leaves under 0.03 × (5e-4)² ≈ 7.5e-9 day (0.65 ms), far inside that tolerance, and
//! the search ends there. Every step comes from an exact position, never an extrapolation.

use crate::ephemeris::root::{newton_angle_until, next_angle_crossing, next_increasing_crossing_until, TOLERANCE_DAYS};
use crate::error::Result;

/// A Newton step shorter than this (days) is the last one (see the module notes).
const LAST_STEP_DAYS: f64 = 5e-4;

/// Newton's method on `wrap180(angle − target)` from `t0`, converging to the crossing nearest
/// in angle for an angle that moves steadily one way; `None` if it does not converge.
pub fn newton_angle<F>(angle: F, target: f64, t0: f64) -> Result<Option<f64>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    Ok(newton_angle_with_rate(angle, target, t0)?.map(|(t, _)| t))
}

/// [`newton_angle`], with the angle's rate at the last position it asked for (less than
/// `LAST_STEP_DAYS` from the crossing): what the search for the next boundary starts from.
pub fn newton_angle_with_rate<F>(angle: F, target: f64, t0: f64) -> Result<Option<(f64, f64)>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    newton_angle_until(angle, target, t0, LAST_STEP_DAYS)
}

/// The crossing of `target` in `[start, end]` by an angle that only ever increases and crosses
/// it at most once there: Newton from `guess`, kept when it lands in the window; the bracketed
/// scan (`root::next_angle_crossing`, `step` days) otherwise.
pub fn crossing_near<F>(mut angle: F, target: f64, guess: f64, start: f64, end: f64, step: f64) -> Result<Option<f64>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    if let Some(t) = newton_angle(&mut angle, target, guess)? {
        if t >= start - TOLERANCE_DAYS && t <= end {
            return Ok(Some(t.max(start)));
        }
    }
    next_angle_crossing(angle, target, start, end, step)
}

/// First crossing of `target` in `[start, end]` for an angle that only ever increases:
/// `root::next_increasing_crossing` with this module's last Newton step.
pub fn next_increasing_crossing<F>(angle: F, target: f64, start: f64, end: f64, step: f64) -> Result<Option<f64>>
where
    F: FnMut(f64) -> Result<(f64, f64)>,
{
    next_increasing_crossing_until(angle, target, start, end, step, LAST_STEP_DAYS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stops_within_a_millisecond_of_the_root() {
        // A Moon-like angle with a strong acceleration: 350 + 12 t + 0.3 t² (degrees, days);
        // it reaches 370 (10°) where 0.3 t² + 12 t − 20 = 0.
        let root = (-12.0 + (144.0f64 + 24.0).sqrt()) / 0.6;
        let angle = |t: f64| Ok(((350.0 + 12.0 * t + 0.3 * t * t).rem_euclid(360.0), 12.0 + 0.6 * t));
        let found = newton_angle(angle, 10.0, 3.0).unwrap().unwrap();
        assert!((found - root).abs() * 86_400.0 < 1e-3, "{}", (found - root) * 86_400.0);
    }

    #[test]
    fn a_guess_outside_the_window_falls_back_to_the_scan() {
        // Uniform 13°/day; the crossing of 100° in [0, 10] is at t = 100/13, guessed far off.
        let angle = |t: f64| Ok(((13.0 * t).rem_euclid(360.0), 13.0));
        let found = crossing_near(angle, 100.0, 40.0, 0.0, 10.0, 1.0).unwrap().unwrap();
        assert!((found - 100.0 / 13.0).abs() < TOLERANCE_DAYS);
    }
}
