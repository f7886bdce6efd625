//! Bhava bala, the strength of the twelve houses (BPHS ch. 27, worked as in B.V. Raman,
//! "Graha and Bhava Balas", ch. IX). All values in virupas (60 virupas = 1 rupa).
//!
//! [`bhavabala_from_input`] is the method on explicit inputs (sidereal longitudes of the seven
//! grahas, the twelve bhava madhyas and the shadbala totals of the seven), so a printed example
//! can be fed in as printed; [`super::bhavabala`] finds those inputs for a birth.
//!
//! Choices (also stated in the answer's `conventions`):
//! - houses: Sripati bhava madhyas (Raman's method): the 1st madhya is the ascendant, the 10th
//!   the MC, the 4th and 7th their opposite points; each quadrant is trisected for the two
//!   madhyas inside it. The sandhi (start) of a bhava is the midpoint between its madhya and the
//!   previous one;
//! - bhavadhipati bala: the shadbala total of the lord of the sign holding the bhava madhya;
//! - bhava dig bala: by the class of the sign of the madhya — nara (Gemini, Virgo, Libra,
//!   Aquarius, Sagittarius 0–15°) strongest in the 1st bhava, jalachara (Cancer, Pisces,
//!   Capricorn 15–30°) in the 4th, chatushpada (Aries, Taurus, Leo, Sagittarius 15–30°,
//!   Capricorn 0–15°) in the 10th, keeta (Scorpio) in the 7th; 60 virupas in that bhava and 10
//!   fewer for each bhava counted away from it (0 in the opposite one), as in Raman's worked
//!   Example 59 (every printed value a multiple of 10);
//! - bhava drishti bala: the BPHS drishti of each graha on the madhya, by the same virupa rule
//!   as drik bala (special aspects of Mars, Jupiter, Saturn included); a quarter of the drishti
//!   of the Sun, Moon, Mars, Venus and Saturn, the full drishti of Jupiter and Mercury; added
//!   for benefics (Jupiter, Venus, Mercury — always benefic here, as Raman states — and the
//!   waxing Moon) and subtracted for malefics (Sun, Mars, Saturn, the waning Moon);
//! - total = bhavadhipati + dig + drishti; rank 1 = strongest.

use super::shadbala::{drishti, PLANETS};
use crate::vedic::dignity::sign_lord;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// Everything the bhava bala method needs, in explicit form.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BhavaInput {
    /// Sidereal longitudes, Sun … Saturn.
    pub longitudes: [f64; 7],
    /// Sidereal bhava madhyas, 1st … 12th.
    pub madhyas: [f64; 12],
    /// Shadbala totals in virupas, Sun … Saturn.
    pub shadbala_virupas: [f64; 7],
}

/// Sign classes for bhava dig bala, by where a madhya in that sign is strongest.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SignClass {
    /// Human (Gemini, Virgo, Libra, Aquarius, Sagittarius 0–15°): strong in the 1st bhava.
    Nara,
    /// Watery (Cancer, Pisces, Capricorn 15–30°): strong in the 4th bhava.
    Jalachara,
    /// Quadruped (Aries, Taurus, Leo, Sagittarius 15–30°, Capricorn 0–15°): strong in the 10th bhava.
    Chatushpada,
    /// Insect (Scorpio): strong in the 7th bhava.
    Keeta,
}

impl SignClass {
    /// The bhava (1-based) in which a madhya of this class has full dig bala.
    pub fn strong_in(self) -> usize {
        match self {
            SignClass::Nara => 1,
            SignClass::Jalachara => 4,
            SignClass::Keeta => 7,
            SignClass::Chatushpada => 10,
        }
    }
}

/// One graha's aspect on a bhava madhya.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DrishtiOnBhava {
    /// The aspecting graha, Sun … Saturn.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// BPHS drishti on the madhya, virupas.
    pub drishti: f64,
    /// Signed share added to the bhava (¼ or full; + benefic, − malefic).
    pub contribution: f64,
}

/// The strength of one bhava (house), in virupas.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BhavaStrength {
    /// Bhava number, 1 … 12.
    pub house: u8,
    /// Sidereal longitude of the bhava madhya and of its start (sandhi with the previous bhava).
    pub madhya: f64,
    /// Start of the bhava (sandhi with the previous one): sidereal longitude in degrees, 0 <= x < 360.
    pub start: f64,
    /// Sidereal sign of the madhya.
    pub sign: crate::zodiac::Sign,
    /// Lord of that sign.
    pub lord: Graha,
    /// Class of the madhya's sign for bhava dig bala.
    pub sign_class: SignClass,
    /// Bhavadhipati bala: shadbala total of the sign lord, virupas.
    pub bhavadhipati: f64,
    /// Bhava dig bala: 60 where the sign class is strong, 10 less per bhava away, virupas.
    pub dig: f64,
    /// Bhava drishti bala: sum of the aspects' contributions, virupas (may be negative).
    pub drishti: f64,
    /// Each graha's aspect on the madhya and its contribution.
    pub aspects: Vec<DrishtiOnBhava>,
    /// bhavadhipati + dig + drishti, virupas.
    pub total_virupas: f64,
    /// The total in rupas (total_virupas ÷ 60).
    pub total_rupas: f64,
    /// 1 = strongest.
    pub rank: u8,
}

/// The class of a sidereal longitude's sign for bhava dig bala.
pub fn sign_class(lon: f64) -> SignClass {
    let lon = lon.rem_euclid(360.0);
    let first_half = lon.rem_euclid(30.0) < 15.0;
    match sign_index(lon) {
        2 | 5 | 6 | 10 => SignClass::Nara,
        3 | 11 => SignClass::Jalachara,
        7 => SignClass::Keeta,
        8 if first_half => SignClass::Nara,
        9 if !first_half => SignClass::Jalachara,
        _ => SignClass::Chatushpada, // Aries, Taurus, Leo, Sagittarius 15–30, Capricorn 0–15
    }
}

/// Bhava dig bala of the `house`-th bhava (1-based) whose madhya is at `madhya`.
pub fn bhava_dig(house: usize, madhya: f64) -> f64 {
    let strong = sign_class(madhya).strong_in();
    let d = (house + 12 - strong) % 12;
    60.0 - 10.0 * d.min(12 - d) as f64
}

/// Sripati bhava madhyas (sidereal) from the ascendant and the MC.
pub fn sripati_madhyas(ascendant: f64, mc: f64) -> [f64; 12] {
    let asc = ascendant.rem_euclid(360.0);
    let ic = (mc + 180.0).rem_euclid(360.0);
    let mut m = [0.0; 12];
    // Quadrants: 1→4 (asc→IC), 4→7 (IC→desc), 7→10 (desc→MC), 10→1 (MC→asc).
    let corners = [asc, ic, (asc + 180.0).rem_euclid(360.0), (ic + 180.0).rem_euclid(360.0)];
    for q in 0..4 {
        let from = corners[q];
        let span = (corners[(q + 1) % 4] - from).rem_euclid(360.0);
        for k in 0..3 {
            m[3 * q + k] = (from + span * k as f64 / 3.0).rem_euclid(360.0);
        }
    }
    m
}

/// Bhava bala of the twelve bhavas from explicit inputs, ranked (1 = strongest).
pub fn bhavabala_from_input(input: &BhavaInput) -> Vec<BhavaStrength> {
    let lon = &input.longitudes;
    let waxing = (lon[1] - lon[0]).rem_euclid(360.0) < 180.0;
    let mut out: Vec<BhavaStrength> = (0..12)
        .map(|h| {
            let madhya = input.madhyas[h].rem_euclid(360.0);
            let previous = input.madhyas[(h + 11) % 12];
            let start = (previous + (madhya - previous).rem_euclid(360.0) / 2.0).rem_euclid(360.0);
            let sign = sign_index(madhya);
            let lord = sign_lord(sign);
            let l = PLANETS.iter().position(|q| *q == lord).expect("sign lords are among the seven");
            let aspects: Vec<DrishtiOnBhava> = (0..7)
                .map(|q| {
                    let v = drishti(q, madhya - lon[q]);
                    let benefic = match q {
                        3..=5 => true,
                        1 => waxing,
                        _ => false,
                    };
                    let share = if q == 3 || q == 4 { v } else { v / 4.0 };
                    DrishtiOnBhava {
                        planet: PLANETS[q],
                        planet_key: PLANETS[q].key(),
                        drishti: v,
                        contribution: if benefic { share } else { -share },
                    }
                })
                .collect();
            let drishti_bala: f64 = aspects.iter().map(|a| a.contribution).sum();
            let dig = bhava_dig(h + 1, madhya);
            let bhavadhipati = input.shadbala_virupas[l];
            let total = bhavadhipati + dig + drishti_bala;
            BhavaStrength {
                house: h as u8 + 1,
                madhya,
                start,
                sign: crate::zodiac::Sign::from_index(sign),
                lord,
                sign_class: sign_class(madhya),
                bhavadhipati,
                dig,
                drishti: drishti_bala,
                aspects,
                total_virupas: total,
                total_rupas: total / 60.0,
                rank: 0,
            }
        })
        .collect();
    let mut order: Vec<usize> = (0..12).collect();
    order.sort_by(|&a, &b| out[b].total_virupas.total_cmp(&out[a].total_virupas));
    for (r, &h) in order.iter().enumerate() {
        out[h].rank = r as u8 + 1;
    }
    out
}
