//! Chandrabala and chandrashtama: the transiting Moon's sidereal sign counted from a janma rashi
//! (the natal Moon's sign).
//!
//! - Chandrabala (B.V. Raman, *Muhurtha*, ch. on Chandrabala; Muhurta Chintamani): the Moon in the
//!   1st, 3rd, 6th, 7th, 10th or 11th sign from the janma rashi is favourable, elsewhere not.
//! - Chandrashtama: the Moon in the 8th sign from the janma rashi, i.e. the janma rashi is the
//!   Moon's sign less seven.
//!
//! Both hold while the Moon stays in a sign; the sign spans come from the roots of the Moon's
//! sidereal longitude at multiples of 30°.

use super::angles::ElementKind;
use super::day::PanchangDay;
use crate::ephemeris::root::{newton_angle, next_angle_crossing};
use crate::ephemeris::time::Interval;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::zodiac::SIGNS;
use serde::Serialize;

/// Signs counted from the janma rashi (1 = the same sign) in which the Moon gives chandrabala.
pub const FAVOURABLE: [usize; 6] = [1, 3, 6, 7, 10, 11];

/// The Moon in one sidereal sign: sign 0 = Aries … 11 = Pisces, start and end (Julian days UT).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MoonSign {
    /// 0 = Aries … 11 = Pisces.
    pub sign: usize,
    /// When the Moon entered the sign.
    pub start: f64,
    /// When it leaves it.
    pub end: f64,
}

fn boundary(target: f64, guess: f64, from: f64, to: f64, ayanamsa: Ayanamsa) -> Result<f64> {
    let f = |t| ElementKind::Nakshatra.angle(t, ayanamsa);
    if let Some(t) = newton_angle(f, target, guess)?.filter(|t| *t >= from && *t <= to) {
        return Ok(t);
    }
    next_angle_crossing(f, target, from, to, 0.25)?
        .ok_or_else(|| Error::Ephemeris(format!("no Moon crossing of {target}° between JD {from} and {to}")))
}

/// The Moon's sign at `jd_ut` with its exact entry and exit (the Moon stays under 3 days in a sign).
pub fn moon_sign_at(jd_ut: f64, ayanamsa: Ayanamsa) -> Result<MoonSign> {
    let (lon, speed) = ElementKind::Nakshatra.angle(jd_ut, ayanamsa)?;
    let sign = ((lon / 30.0) as usize).min(11);
    let (lo, hi) = (sign as f64 * 30.0, ((sign + 1) % 12) as f64 * 30.0);
    let start = boundary(lo, jd_ut - (lon - lo) / speed, jd_ut - 3.0, jd_ut + 1e-9, ayanamsa)?;
    let end = boundary(hi, jd_ut + (sign as f64 * 30.0 + 30.0 - lon) / speed, jd_ut, jd_ut + 3.0, ayanamsa)?;
    Ok(MoonSign { sign, start, end })
}

/// Every Moon sign overlapping `[from, to)`, in order.
pub fn moon_signs_between(from: f64, to: f64, ayanamsa: Ayanamsa) -> Result<Vec<MoonSign>> {
    let mut out = vec![moon_sign_at(from, ayanamsa)?];
    while let Some(last) = out.last().copied() {
        if last.end >= to {
            break;
        }
        let next = moon_sign_at(last.end + 1e-6, ayanamsa)?;
        out.push(MoonSign { start: last.end, ..next });
    }
    Ok(out)
}

/// Sign of the Moon counted from a janma rashi: 1 = the same sign … 12.
pub fn count_from(janma: usize, moon: usize) -> usize {
    (moon + 12 - janma) % 12 + 1
}

/// Chandrabala of one janma rashi.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct RashiBala {
    /// Janma rashi (natal Moon sign), e.g. `Aries`.
    pub janma_rashi: &'static str,
    /// Sign of the transiting Moon counted from it (1..12), now.
    pub position: u8,
    /// Whether the Moon gives chandrabala now.
    pub favourable: bool,
    /// Whether it will after the Moon's next change of sign.
    pub favourable_after_change: bool,
}

/// Chandrabala for the 12 janma rashis at the moment.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Chandrabala {
    /// Sidereal sign of the Moon at the moment.
    pub moon_sign: &'static str,
    /// While the Moon is in it; `end` is the next change of chandrabala.
    pub moon_in_sign: Interval,
    /// Sign the Moon enters at that change.
    pub next_moon_sign: &'static str,
    /// Chandrabala of each janma rashi, Aries to Pisces.
    pub rashis: Vec<RashiBala>,
    /// The rule applied.
    pub definition: &'static str,
}

/// Chandrabala of every janma rashi now, and after the Moon's next change of sign.
pub fn chandrabala(day: &PanchangDay) -> Result<Chandrabala> {
    let now = moon_sign_at(day.moment.jd_ut, day.ayanamsa)?;
    let next = (now.sign + 1) % 12;
    let good = |janma: usize, moon: usize| FAVOURABLE.contains(&count_from(janma, moon));
    Ok(Chandrabala {
        moon_sign: SIGNS[now.sign].name,
        moon_in_sign: Interval::new(now.start, now.end, day.moment.offset_minutes),
        next_moon_sign: SIGNS[next].name,
        rashis: (0..12)
            .map(|j| RashiBala {
                janma_rashi: SIGNS[j].name,
                position: count_from(j, now.sign) as u8,
                favourable: good(j, now.sign),
                favourable_after_change: good(j, next),
            })
            .collect(),
        definition: "favourable when the transiting Moon's sidereal sign is the 1st, 3rd, 6th, 7th, 10th or 11th \
                     counted from the janma rashi (the natal Moon's sign)",
    })
}

/// One chandrashtama window.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct ChandrashtamaWindow {
    /// The janma rashi for which this is chandrashtama.
    pub janma_rashi: &'static str,
    /// The Moon's sign then (the 8th from the janma rashi).
    pub moon_sign: &'static str,
    /// While the Moon is in that sign.
    pub window: Interval,
}

/// Chandrashtama at the moment and during the Vedic day.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Chandrashtama {
    /// The window holding the request's moment.
    pub current: ChandrashtamaWindow,
    /// Every window overlapping the day (sunrise to next sunrise), in order.
    pub day: Vec<ChandrashtamaWindow>,
    /// The rule applied.
    pub definition: &'static str,
}

fn window(m: &MoonSign, off: i32) -> ChandrashtamaWindow {
    ChandrashtamaWindow {
        janma_rashi: SIGNS[(m.sign + 5) % 12].name,
        moon_sign: SIGNS[m.sign].name,
        window: Interval::new(m.start, m.end, off),
    }
}

/// Which janma rashi has chandrashtama now and through the day.
pub fn chandrashtama(day: &PanchangDay) -> Result<Chandrashtama> {
    let off = day.moment.offset_minutes;
    let b = day.bounds();
    let now = moon_sign_at(day.moment.jd_ut, day.ayanamsa)?;
    let spans = moon_signs_between(b.start, b.end, day.ayanamsa)?;
    Ok(Chandrashtama {
        current: window(&now, off),
        day: spans.iter().map(|m| window(m, off)).collect(),
        definition: "the transiting Moon in the 8th sidereal sign from the janma rashi: janma rashi = Moon's sign − 7",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 8th from the chandrashtama rashi is the Moon's sign, for every sign.
    #[test]
    fn eighth_from_janma_is_the_moon() {
        for moon in 0..12 {
            let janma = (moon + 5) % 12;
            assert_eq!(count_from(janma, moon), 8);
        }
    }
}
