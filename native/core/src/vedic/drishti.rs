//! Graha drishti (planetary aspects), sphuta drishti in virupas, and rashi drishti (sign aspects).
//!
//! - Graha drishti by whole signs: every graha aspects the 7th sign from itself fully; Mars also
//!   the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th (BPHS ch. 26). Rahu and
//!   Ketu are given the 7th only (BPHS assigns them no special aspects; the 5th/9th some
//!   modern authors give them is not used).
//! - Sphuta (exact) drishti in virupas (0 … 60) from the angle `d` measured from the aspecting
//!   to the aspected longitude, the piecewise rule of BPHS ch. 26 as tabulated by B.V. Raman,
//!   Graha and Bhava Balas (drik bala): 0–30° 0; 30–60° (d−30)/2; 60–90° d−45; 90–120°
//!   30+(120−d)/2; 120–150° 150−d; 150–180° 2(d−150); 180–300° (300−d)/2; 300–360° 0. Special
//!   additions: Mars +15 for 90–120° and 210–240°, Jupiter +30 for 120–150° and 240–270°, Saturn
//!   +45 for 60–90° and 270–300°. (So each special aspect peaks at exactly 60 virupas at 90/210°,
//!   120/240°, 60/270°; Saturn's addition can take the value above 60 just inside 90° and 270°,
//!   as in Raman's rule.) Only the seven visible grahas cast sphuta drishti.
//! - Rashi drishti (Jaimini, Upadesa Sutras 1.1.2-4; BPHS ch. 8): movable signs aspect the fixed
//!   signs except the adjacent one, fixed signs the movable signs except the adjacent one, dual
//!   signs the other three dual signs.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::zodiac::sign::{normalize, sign_index};
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::Serialize;

/// Houses (counted from the graha's sign, 1 = own sign) a graha aspects by graha drishti.
pub fn aspected_houses(graha: Graha) -> &'static [u8] {
    match graha {
        Graha::Mars => &[4, 7, 8],
        Graha::Jupiter => &[5, 7, 9],
        Graha::Saturn => &[3, 7, 10],
        _ => &[7],
    }
}

/// Sphuta drishti in virupas of `aspecting` on a point `angle` degrees ahead of it.
pub fn sphuta_drishti(aspecting: Graha, angle: f64) -> f64 {
    let d = normalize(angle);
    let base = match d {
        d if d < 30.0 => 0.0,
        d if d < 60.0 => (d - 30.0) / 2.0,
        d if d < 90.0 => d - 45.0,
        d if d < 120.0 => 30.0 + (120.0 - d) / 2.0,
        d if d < 150.0 => 150.0 - d,
        d if d < 180.0 => 2.0 * (d - 150.0),
        d if d < 300.0 => (300.0 - d) / 2.0,
        _ => 0.0,
    };
    let extra = match aspecting {
        Graha::Mars if (90.0..120.0).contains(&d) || (210.0..240.0).contains(&d) => 15.0,
        Graha::Jupiter if (120.0..150.0).contains(&d) || (240.0..270.0).contains(&d) => 30.0,
        Graha::Saturn if (60.0..90.0).contains(&d) || (270.0..300.0).contains(&d) => 45.0,
        _ => 0.0,
    };
    base + extra
}

/// Signs (0 … 11) a sign aspects by rashi drishti.
pub fn rashi_drishti(sign: usize) -> Vec<usize> {
    let s = sign % 12;
    let modality = s % 3; // 0 movable, 1 fixed, 2 dual
    (0..12)
        .filter(|&t| {
            let adjacent = (t + 1) % 12 == s || (s + 1) % 12 == t;
            match (modality, t % 3) {
                (0, 1) | (1, 0) => !adjacent,
                (2, 2) => t != s,
                _ => false,
            }
        })
        .collect()
}

/// The whole-sign aspects (graha drishti) one graha casts.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct GrahaDrishti {
    /// The aspecting graha.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Sidereal sign it occupies.
    pub sign: crate::zodiac::Sign,
    /// Houses counted from the planet (e.g. [4, 7, 8] for Mars).
    pub aspect_houses_from_planet: Vec<u8>,
    /// The signs aspected, in the order of `aspect_houses_from_planet`.
    pub aspected_signs: Vec<&'static str>,
    /// Whole-sign houses from the ascendant.
    pub aspected_houses: Vec<u8>,
    /// The grahas standing in the aspected signs.
    pub aspected_planets: Vec<Graha>,
}

/// The exact aspect (sphuta drishti) of one graha on another graha or the ascendant.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SphutaDrishti {
    /// The aspecting graha (one of the seven, Sun … Saturn).
    pub from: Graha,
    /// A graha's name, or `Ascendant`.
    pub to: &'static str,
    /// Degrees from the aspecting to the aspected longitude, [0, 360).
    pub angle: f64,
    /// Strength of the aspect in virupas, 60 = full; Saturn's special addition can exceed 60.
    pub virupas: f64,
    /// virupas / 60.
    pub strength: f64,
}

/// The sign aspects (Jaimini rashi drishti) of the sign a graha occupies.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RashiDrishti {
    /// The graha.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Sidereal sign it occupies.
    pub sign: crate::zodiac::Sign,
    /// The three signs that sign aspects, in zodiac order from Aries.
    pub aspected_signs: Vec<&'static str>,
    /// The same signs as whole-sign houses from the ascendant (1 … 12).
    pub aspected_houses: Vec<u8>,
    /// The grahas standing in the aspected signs.
    pub aspected_planets: Vec<Graha>,
}

/// The `/v1/chart/aspects` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AspectsResult {
    /// Whole-sign aspects of the nine grahas, in chart order.
    pub graha_drishti: Vec<GrahaDrishti>,
    /// Every one of the seven grahas on every other graha (nine) and the ascendant.
    pub sphuta_drishti: Vec<SphutaDrishti>,
    /// Sign aspects of the nine grahas' signs, in chart order.
    pub rashi_drishti: Vec<RashiDrishti>,
    /// The moment of the chart.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
    /// The rules used, in one paragraph.
    pub definitions: &'static str,
}

/// The `definitions` text of every aspects answer.
pub const DEFINITIONS: &str = "Graha drishti by whole signs: 7th for all; Mars 4th, 8th; Jupiter 5th, 9th; Saturn \
    3rd, 10th; Rahu/Ketu 7th only. Sphuta drishti in virupas (60 = full) by the BPHS ch. 26 piecewise rule as \
    tabulated by B.V. Raman (Graha and Bhava Balas), with the special additions Mars +15 (90-120, 210-240), \
    Jupiter +30 (120-150, 240-270), Saturn +45 (60-90, 270-300). Rashi drishti: movable <-> fixed except the \
    adjacent sign, dual <-> dual.";

fn planets_in(chart: &VedicChart, sign: usize) -> impl Iterator<Item = Graha> + '_ {
    chart.planets.iter().filter(move |p| p.sign.sign_index as usize - 1 == sign).map(|p| p.graha)
}

/// Graha drishti, sphuta drishti and rashi drishti of a chart.
pub fn aspects_of_chart(chart: &VedicChart) -> (Vec<GrahaDrishti>, Vec<SphutaDrishti>, Vec<RashiDrishti>) {
    let asc_sign = sign_index(chart.ascendant.longitude);
    let house_of = |s: usize| ((s + 12 - asc_sign) % 12) as u8 + 1;
    let graha = chart
        .planets
        .iter()
        .map(|p| {
            let s = p.sign.sign_index as usize - 1;
            let houses = aspected_houses(p.graha);
            let signs: Vec<usize> = houses.iter().map(|h| (s + *h as usize - 1) % 12).collect();
            GrahaDrishti {
                planet: p.graha,
                planet_key: p.graha.key(),
                sign: p.sign.sign,
                aspect_houses_from_planet: houses.to_vec(),
                aspected_signs: signs.iter().map(|&t| SIGNS[t].name).collect(),
                aspected_houses: signs.iter().map(|&t| house_of(t)).collect(),
                aspected_planets: signs.iter().flat_map(|&t| planets_in(chart, t)).filter(|g| *g != p.graha).collect(),
            }
        })
        .collect();
    let mut sphuta = Vec::new();
    for a in chart.planets.iter().take(7) {
        let targets = chart
            .planets
            .iter()
            .filter(|p| p.graha != a.graha)
            .map(|p| (p.graha.name(), p.longitude))
            .chain([("Ascendant", chart.ascendant.longitude)]);
        for (name, lon) in targets {
            let angle = normalize(lon - a.longitude);
            let virupas = sphuta_drishti(a.graha, angle);
            sphuta.push(SphutaDrishti { from: a.graha, to: name, angle, virupas, strength: virupas / 60.0 });
        }
    }
    let rashi = chart
        .planets
        .iter()
        .map(|p| {
            let signs = rashi_drishti(p.sign.sign_index as usize - 1);
            RashiDrishti {
                planet: p.graha,
                planet_key: p.graha.key(),
                sign: p.sign.sign,
                aspected_signs: signs.iter().map(|&t| SIGNS[t].name).collect(),
                aspected_houses: signs.iter().map(|&t| house_of(t)).collect(),
                aspected_planets: signs.iter().flat_map(|&t| planets_in(chart, t)).collect(),
            }
        })
        .collect();
    (graha, sphuta, rashi)
}

/// The `/v1/chart/aspects` answer for a chart already computed.
pub fn aspects_from_chart(chart: &VedicChart) -> AspectsResult {
    let (graha_drishti, sphuta_drishti, rashi_drishti) = aspects_of_chart(chart);
    AspectsResult {
        graha_drishti,
        sphuta_drishti,
        rashi_drishti,
        moment: chart.moment.clone(),
        conventions: chart.conventions.clone(),
        definitions: DEFINITIONS,
    }
}

/// `/v1/chart/aspects`.
pub fn aspects(req: &ChartRequest) -> Result<AspectsResult> {
    Ok(aspects_from_chart(&vedic_chart(req)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_aspects_peak_at_sixty() {
        // BPHS: full (60 virupas) aspect on the 7th for all and on the special houses.
        for (p, d) in [
            (Graha::Sun, 180.0),
            (Graha::Mars, 90.0),
            (Graha::Mars, 210.0),
            (Graha::Jupiter, 120.0),
            (Graha::Jupiter, 240.0),
        ] {
            assert_eq!(sphuta_drishti(p, d), 60.0, "{p} {d}");
        }
        assert_eq!(sphuta_drishti(Graha::Saturn, 60.0), 60.0);
        assert_eq!(sphuta_drishti(Graha::Saturn, 270.0), 60.0);
        assert_eq!(sphuta_drishti(Graha::Sun, 90.0), 45.0);
        assert_eq!(sphuta_drishti(Graha::Sun, 20.0), 0.0);
    }

    #[test]
    fn rashi_drishti_table() {
        // Aries (movable) aspects Leo, Scorpio, Aquarius; Taurus (fixed) Cancer, Libra, Capricorn;
        // Gemini (dual) Virgo, Sagittarius, Pisces.
        assert_eq!(rashi_drishti(0), vec![4, 7, 10]);
        assert_eq!(rashi_drishti(1), vec![3, 6, 9]);
        assert_eq!(rashi_drishti(2), vec![5, 8, 11]);
    }
}
