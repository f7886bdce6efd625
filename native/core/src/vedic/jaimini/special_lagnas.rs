//! Special lagnas (`/v1/jaimini/special-lagnas`): points that stand in for the lagna in one
//! matter (BPHS ch. 4 "special ascendants"; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated
//! Approach, ch. 4; the Indu lagna as B.V. Raman gives it).
//!
//! Time since sunrise (ishta kaala) is counted from the sunrise that began the Vedic day of the
//! birth (centre of the Sun's disc on the geometric horizon, no refraction: the traditional
//! Hindu definition), so a birth before dawn counts from the previous sunrise.
//! - Bhava lagna: the Sun's longitude at that sunrise, plus one sign per 5 ghatis (2 hours)
//!   since sunrise (BPHS ch. 4): 0.25° per minute.
//! - Hora lagna: the same at one sign per 2.5 ghatis (1 hour, BPHS ch. 4): 0.5° per minute.
//! - Ghati lagna: one sign per ghati (24 minutes, BPHS ch. 4): 1.25° per minute.
//! - Vighati lagna: one sign per 2 minutes (15° per minute), the rate of Jagannatha Hora as
//!   PyJHora gives it (BPHS has no vighati lagna).
//! - Pranapada: the Sun at birth plus the ishta kaala in vighatis divided by 15 as signs (5° per
//!   minute), plus 0 when the Sun is in a movable sign, 240° in a fixed sign, 120° in a dual sign
//!   (BPHS, in the chapter on the upagrahas; PVR ch. 4).
//! - Sree lagna: the lagna plus 360° times the fraction of its nakshatra the Moon has crossed
//!   (PVR ch. 4).
//! - Indu lagna: the kalas of the 9th lords from the lagna and from the Moon (Sun 30, Moon 16,
//!   Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1) added, the remainder by 12 (0 read as 12)
//!   counted from the Moon's sign; its degree is the Moon's degree in its sign.
//! - Varnada lagna (of the 1st house, as B.V. Raman reads BPHS): count from Aries to the
//!   lagna if it is odd, from Pisces backwards if even; the same for the hora lagna; add the
//!   counts if both are odd or both even, else subtract the smaller from the larger; count the
//!   result from Aries (odd lagna) or backwards from Pisces (even lagna). Its degree is the
//!   lagna's degree in its sign.

use super::JaiminiRequest;
use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::{position, Zodiac, SUN};
use crate::ephemeris::rise_set::{vedic_day, SunriseDefinition};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartPoint, Conventions, VedicChart};
use crate::zodiac::sign::{normalize, sign_index, SIGNS};
use crate::zodiac::Graha;
use serde::Serialize;

/// Kalas of the seven grahas for the Indu lagna, Sun … Saturn (B.V. Raman).
pub const INDU_KALAS: [u32; 7] = [30, 16, 6, 8, 10, 12, 1];

/// Degrees per minute of time since sunrise of the bhava, hora, ghati and vighati lagnas.
pub const RATES: [(&str, &str, f64, &str); 4] = [
    ("bhava_lagna", "Bhava lagna", 0.25, "Sun at sunrise + 1 sign per 5 ghatis (2 h) since sunrise (BPHS ch. 4)"),
    ("hora_lagna", "Hora lagna", 0.5, "Sun at sunrise + 1 sign per 2.5 ghatis (1 h) since sunrise (BPHS ch. 4)"),
    ("ghati_lagna", "Ghati lagna", 1.25, "Sun at sunrise + 1 sign per ghati (24 min) since sunrise (BPHS ch. 4)"),
    (
        "vighati_lagna",
        "Vighati lagna",
        15.0,
        "Sun at sunrise + 1 sign per 2 minutes since sunrise (Jagannatha Hora's rate; not in BPHS)",
    ),
];

/// One special lagna.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SpecialLagna {
    /// Stable key, e.g. `hora_lagna`.
    pub key: &'static str,
    /// Display name, e.g. `Hora lagna`.
    pub name: &'static str,
    /// Longitude, sign and nakshatra of the lagna.
    #[serde(flatten)]
    pub point: ChartPoint,
    /// The rule that placed it, with its source.
    pub formula: &'static str,
}

/// The sunrise the special lagnas count from.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IshtaKaala {
    /// Sunrise that began the Vedic day of the birth (disc centre, no refraction).
    pub sunrise: EventTime,
    /// Sidereal longitude of the Sun at that sunrise.
    pub sun_at_sunrise: f64,
    /// Minutes from that sunrise to the birth.
    pub minutes: f64,
    /// The same in ghatis (24 minutes each).
    pub ghatis: f64,
}

/// The `/v1/jaimini/special-lagnas` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SpecialLagnas {
    /// Birth moment.
    pub moment: EventTime,
    /// The lagna itself, for reference.
    pub ascendant: ChartPoint,
    /// The time since sunrise the time-based lagnas use.
    pub ishta_kaala: IshtaKaala,
    /// Bhava, hora, ghati, vighati lagnas, pranapada, sree, indu and varnada lagnas, in that order.
    pub lagnas: Vec<SpecialLagna>,
    /// Zodiac, ayanamsa, node and ephemeris of the chart.
    pub conventions: Conventions,
}

/// The sunrise of the birth's Vedic day and the Sun's sidereal longitude then.
pub fn ishta_kaala(jd: f64, offset: i32, lat: f64, lon: f64, ayanamsa: Ayanamsa) -> Result<IshtaKaala> {
    let day = vedic_day(jd, lat, lon, SunriseDefinition::DiscCenter)?.ok_or_else(|| {
        Error::Unsupported("special lagnas need a sunrise before the birth; the Sun does not rise there then".into())
    })?;
    let sun = position(day.sunrise, SUN, Zodiac::Sidereal(ayanamsa))?.longitude;
    let minutes = (jd - day.sunrise) * 1440.0;
    Ok(IshtaKaala {
        sunrise: EventTime::new(day.sunrise, offset),
        sun_at_sunrise: sun,
        minutes,
        ghatis: minutes / 24.0,
    })
}

/// Longitude of a lagna that starts from the Sun at sunrise and moves `rate` degrees a minute
/// (the bhava, hora, ghati and vighati lagnas of [`RATES`]).
pub fn moving_lagna(ik: &IshtaKaala, rate: f64) -> f64 {
    normalize(ik.sun_at_sunrise + ik.minutes * rate)
}

/// The hora lagna (0.5° per minute, BPHS ch. 4): also the seed of varnada dasa, read from here.
pub fn hora_lagna(ik: &IshtaKaala) -> f64 {
    moving_lagna(ik, RATES[1].2)
}

/// Pranapada: the Sun at birth + 5° per minute since sunrise + 0 / 240 / 120 by the Sun's sign's
/// modality (movable / fixed / dual).
pub fn pranapada(sun: f64, minutes: f64) -> f64 {
    let shift = [0.0, 240.0, 120.0][sign_index(sun) % 3];
    normalize(sun + minutes * 5.0 + shift)
}

/// Sree lagna: the lagna + 360° x the fraction of its nakshatra the Moon has crossed.
pub fn sree_lagna(asc: f64, moon_fraction: f64) -> f64 {
    normalize(asc + 360.0 * moon_fraction)
}

/// Sign (0 … 11) of the Indu lagna for a lagna sign and a Moon sign.
pub fn indu_sign(lagna: usize, moon: usize) -> usize {
    let kala =
        |g: Graha| INDU_KALAS[Graha::SEVEN.iter().position(|&s| s == g).expect("a sign lord is one of the seven")];
    let ninth = |from: usize| SIGNS[(from + 8) % 12].lord;
    let r = (kala(ninth(lagna)) + kala(ninth(moon))) % 12;
    let r = if r == 0 { 12 } else { r as usize };
    (moon + r - 1) % 12
}

/// Sign (0 … 11) of the Varnada lagna of the 1st house from the lagna and hora lagna signs.
pub fn varnada_sign(lagna: usize, hora: usize) -> usize {
    let odd = |s: usize| s.is_multiple_of(2); // Aries (index 0) is the 1st, an odd sign
    let count = |s: usize| if odd(s) { s + 1 } else { 12 - s };
    let (c1, c2) = (count(lagna), count(hora));
    let n = if odd(lagna) == odd(hora) { (c1 + c2) % 12 } else { c1.abs_diff(c2) % 12 };
    if odd(lagna) {
        (n + 11) % 12
    } else {
        (12 - n) % 12
    }
}

fn lagna(key: &'static str, name: &'static str, longitude: f64, formula: &'static str) -> SpecialLagna {
    SpecialLagna { key, name, point: ChartPoint::of(longitude), formula }
}

fn lon_of(chart: &VedicChart, g: Graha) -> f64 {
    chart.planets.iter().find(|p| p.graha == g).expect("the chart has the nine grahas").longitude
}

/// The eight special lagnas of a chart, given its ishta kaala.
pub fn special_lagnas_of(chart: &VedicChart, ik: &IshtaKaala) -> Vec<SpecialLagna> {
    let asc = chart.ascendant.longitude;
    let (sun, moon) = (lon_of(chart, Graha::Sun), lon_of(chart, Graha::Moon));
    let mut out: Vec<SpecialLagna> =
        RATES.iter().map(|&(key, name, rate, formula)| lagna(key, name, moving_lagna(ik, rate), formula)).collect();
    let hora = hora_lagna(ik);
    out.push(lagna(
        "pranapada",
        "Pranapada lagna",
        pranapada(sun, ik.minutes),
        "Sun at birth + 1 sign per 15 vighatis (5° per minute) since sunrise, + 0°/240°/120° for the Sun in a \
         movable/fixed/dual sign (BPHS, Pranapada)",
    ));
    let moon_fraction = chart.planets[1].nakshatra.fraction_traversed;
    out.push(lagna(
        "sree_lagna",
        "Sree lagna",
        sree_lagna(asc, moon_fraction),
        "lagna + 360° x the part of its nakshatra the Moon has crossed (PVR ch. 4)",
    ));
    let moon_degree = moon - 30.0 * sign_index(moon) as f64;
    out.push(lagna(
        "indu_lagna",
        "Indu lagna",
        30.0 * indu_sign(sign_index(asc), sign_index(moon)) as f64 + moon_degree,
        "kalas of the 9th lords from the lagna and the Moon (Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, \
         Venus 12, Saturn 1) added, remainder by 12 counted from the Moon's sign; the Moon's degree (B.V. Raman)",
    ));
    let asc_degree = asc - 30.0 * sign_index(asc) as f64;
    out.push(lagna(
        "varnada_lagna",
        "Varnada lagna",
        30.0 * varnada_sign(sign_index(asc), sign_index(hora)) as f64 + asc_degree,
        "counts of the lagna and hora lagna from Aries (odd signs) or back from Pisces (even), added if alike \
         else subtracted, counted again from Aries or Pisces by the lagna; the lagna's degree (B.V. Raman)",
    ));
    out
}

/// `/v1/jaimini/special-lagnas`.
pub fn jaimini_special_lagnas(req: &JaiminiRequest) -> Result<SpecialLagnas> {
    let chart = vedic_chart(&req.chart)?;
    let ayanamsa = Ayanamsa::resolve(req.chart.ayanamsa.as_deref(), LAHIRI)?;
    let m = req.chart.moment;
    let ik = ishta_kaala(m.jd_ut, m.offset_minutes, req.chart.place.lat, req.chart.place.lon, ayanamsa)?;
    Ok(SpecialLagnas {
        moment: chart.moment.clone(),
        ascendant: chart.ascendant.clone(),
        lagnas: special_lagnas_of(&chart, &ik),
        ishta_kaala: ik,
        conventions: chart.conventions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varnada_counts_from_aries_or_pisces() {
        // Lagna Aries (odd, count 1), hora lagna Gemini (odd, count 3): 1 + 3 = 4 from Aries = Cancer.
        assert_eq!(varnada_sign(0, 2), 3);
        // Lagna Taurus (even, 11 from Pisces back), hora lagna Aries (odd, 1): 11 - 1 = 10 back from Pisces = Gemini.
        assert_eq!(varnada_sign(1, 0), 2);
    }

    #[test]
    fn indu_from_the_ninth_lords() {
        // Lagna Aries: 9th Sagittarius, Jupiter 10; Moon in Aries: same, 10; 20 mod 12 = 8: 8th from Aries = Scorpio.
        assert_eq!(indu_sign(0, 0), 7);
    }
}
