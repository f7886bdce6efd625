//! Divisional charts (vargas) D1 … D60 by the Parashari rules of Brihat Parashara Hora Shastra
//! (BPHS ch. 6), with the common alternatives for the hora (D2) and drekkana (D3), and the
//! vimshopaka strength of BPHS ch. 7 (see [`vimshopaka`]).
//!
//! Every varga divides a sign into `n` equal parts (the trimshamsha D30 into five unequal ones)
//! and maps part `k` of a sign to a sign of the zodiac. The degree in the varga is the degree in
//! the sign multiplied by `n`, modulo 30 (the convention of Jagannatha Hora and PyJHora; for
//! D30 too, although its parts are unequal).

pub mod chart;
pub mod vimshopaka;

use crate::error::{Error, Result};
use crate::zodiac::sign::{normalize, sign_index};
use serde::Serialize;

/// The twenty standard vargas.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[derive(schemars::JsonSchema)]
pub enum Varga {
    /// Rashi: the birth chart itself, 1 part of 30°.
    D1,
    /// Hora: 2 parts of 15°.
    D2,
    /// Drekkana: 3 parts of 10°.
    D3,
    /// Chaturthamsha: 4 parts of 7°30′.
    D4,
    /// Panchamsha: 5 parts of 6°.
    D5,
    /// Shashthamsha: 6 parts of 5°.
    D6,
    /// Saptamsha: 7 parts of 4°17′.
    D7,
    /// Ashtamsha: 8 parts of 3°45′.
    D8,
    /// Navamsha: 9 parts of 3°20′.
    D9,
    /// Dashamsha: 10 parts of 3°.
    D10,
    /// Rudramsha: 11 parts of 2°43′38″.
    D11,
    /// Dvadashamsha: 12 parts of 2°30′.
    D12,
    /// Shodashamsha: 16 parts of 1°52′30″.
    D16,
    /// Vimshamsha: 20 parts of 1°30′.
    D20,
    /// Chaturvimshamsha: 24 parts of 1°15′.
    D24,
    /// Saptavimshamsha (Bhamsha): 27 parts of 1°6′40″.
    D27,
    /// Trimshamsha: 5 unequal parts of 5°, 5°, 8°, 7°, 5° (odd signs).
    D30,
    /// Khavedamsha: 40 parts of 45′.
    D40,
    /// Akshavedamsha: 45 parts of 40′.
    D45,
    /// Shashtyamsha: 60 parts of 30′.
    D60,
}

/// The twenty vargas in order of division, D1 first.
pub const ALL_VARGAS: [Varga; 20] = [
    Varga::D1,
    Varga::D2,
    Varga::D3,
    Varga::D4,
    Varga::D5,
    Varga::D6,
    Varga::D7,
    Varga::D8,
    Varga::D9,
    Varga::D10,
    Varga::D11,
    Varga::D12,
    Varga::D16,
    Varga::D20,
    Varga::D24,
    Varga::D27,
    Varga::D30,
    Varga::D40,
    Varga::D45,
    Varga::D60,
];

impl Varga {
    /// Number of divisions of a sign (1, 2, 3 … 60).
    pub fn division(self) -> u32 {
        match self {
            Varga::D1 => 1,
            Varga::D2 => 2,
            Varga::D3 => 3,
            Varga::D4 => 4,
            Varga::D5 => 5,
            Varga::D6 => 6,
            Varga::D7 => 7,
            Varga::D8 => 8,
            Varga::D9 => 9,
            Varga::D10 => 10,
            Varga::D11 => 11,
            Varga::D12 => 12,
            Varga::D16 => 16,
            Varga::D20 => 20,
            Varga::D24 => 24,
            Varga::D27 => 27,
            Varga::D30 => 30,
            Varga::D40 => 40,
            Varga::D45 => 45,
            Varga::D60 => 60,
        }
    }

    /// `D9` etc.
    pub fn code(self) -> String {
        format!("D{}", self.division())
    }

    /// Sanskrit name of the varga, e.g. "Navamsha" for D9.
    pub fn name(self) -> &'static str {
        match self {
            Varga::D1 => "Rashi",
            Varga::D2 => "Hora",
            Varga::D3 => "Drekkana",
            Varga::D4 => "Chaturthamsha",
            Varga::D5 => "Panchamsha",
            Varga::D6 => "Shashthamsha",
            Varga::D7 => "Saptamsha",
            Varga::D8 => "Ashtamsha",
            Varga::D9 => "Navamsha",
            Varga::D10 => "Dashamsha",
            Varga::D11 => "Rudramsha",
            Varga::D12 => "Dvadashamsha",
            Varga::D16 => "Shodashamsha",
            Varga::D20 => "Vimshamsha",
            Varga::D24 => "Chaturvimshamsha",
            Varga::D27 => "Saptavimshamsha (Bhamsha)",
            Varga::D30 => "Trimshamsha",
            Varga::D40 => "Khavedamsha",
            Varga::D45 => "Akshavedamsha",
            Varga::D60 => "Shashtyamsha",
        }
    }

    /// From the API's path value `D9` (case-insensitive), or 400 listing the allowed ones.
    pub fn from_code(code: &str) -> Result<Varga> {
        let n: Option<u32> = code.strip_prefix(['D', 'd']).and_then(|s| s.parse().ok());
        ALL_VARGAS.iter().copied().find(|v| Some(v.division()) == n).ok_or_else(|| {
            let allowed: Vec<String> = ALL_VARGAS.iter().map(|v| v.code()).collect();
            Error::invalid("varga", format!("must be one of: {}", allowed.join(", ")))
        })
    }

    /// The Parashari rule in one line, stated in every response.
    pub fn rule(self) -> &'static str {
        match self {
            Varga::D1 => "the sign itself",
            Varga::D2 => "odd signs: 0-15° Leo (Sun), 15-30° Cancer (Moon); even signs: the reverse (BPHS ch. 6)",
            Varga::D3 => "10° parts go to the sign itself, the 5th and the 9th from it (BPHS ch. 6)",
            Varga::D4 => "7°30′ parts go to the sign itself, the 4th, 7th and 10th (BPHS ch. 6)",
            Varga::D5 => {
                "6° parts: odd signs Aries, Aquarius, Sagittarius, Gemini, Libra; even signs Taurus, \
                          Virgo, Pisces, Capricorn, Scorpio (Mars, Saturn, Jupiter, Mercury, Venus)"
            }
            Varga::D6 => "5° parts counted from Aries in odd signs, from Libra in even signs",
            Varga::D7 => "counted from the sign itself in odd signs, from the 7th in even signs (BPHS ch. 6)",
            Varga::D8 => "counted from Aries for movable, Sagittarius for fixed, Leo for dual signs",
            Varga::D9 => "counted from Aries, Capricorn, Libra, Cancer for fire, earth, air, water signs (BPHS ch. 6)",
            Varga::D10 => "counted from the sign itself in odd signs, from the 9th in even signs (BPHS ch. 6)",
            Varga::D11 => {
                "Rudramsha (Sanjay Rath, as Jagannatha Hora): counted from Aries for Aries and \
                           backwards through the zodiac for the later signs (start = 12 − sign)"
            }
            Varga::D12 => "counted from the sign itself (BPHS ch. 6)",
            Varga::D16 => "counted from Aries, Leo, Sagittarius for movable, fixed, dual signs (BPHS ch. 6)",
            Varga::D20 => "counted from Aries, Sagittarius, Leo for movable, fixed, dual signs (BPHS ch. 6)",
            Varga::D24 => "counted from Leo in odd signs, from Cancer in even signs (BPHS ch. 6)",
            Varga::D27 => "counted from Aries, Cancer, Libra, Capricorn for fire, earth, air, water signs (BPHS ch. 6)",
            Varga::D30 => {
                "odd signs: 5° Aries (Mars), 5° Aquarius (Saturn), 8° Sagittarius (Jupiter), 7° Gemini \
                           (Mercury), 5° Libra (Venus); even signs the reverse: 5° Taurus, 7° Virgo, 8° Pisces, \
                           5° Capricorn, 5° Scorpio (BPHS ch. 6)"
            }
            Varga::D40 => "counted from Aries in odd signs, from Libra in even signs (BPHS ch. 6)",
            Varga::D45 => "counted from Aries, Leo, Sagittarius for movable, fixed, dual signs (BPHS ch. 6)",
            Varga::D60 => "counted from the sign itself: part k goes to the (k+1)th sign from it (BPHS ch. 6)",
        }
    }
}

/// How a varga maps its parts to signs where traditions differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum VargaMethod {
    /// BPHS (the default); for D2 only Leo and Cancer occur.
    #[default]
    Parashara,
    /// Parivritti (cyclic): part k of sign s goes to sign (s·n + k) mod 12, for any varga.
    /// For D2 this is the "parivritti-dvaya" hora (Aries: Aries, Taurus; Gemini: Gemini, Cancer …),
    /// for D3 the "parivritti-traya" drekkana.
    Parivritti,
    /// Jagannatha drekkana (D3 only): the three parts go to the movable, fixed and dual signs of
    /// the sign's element (fire: Aries, Leo, Sagittarius; earth: Capricorn, Taurus, Virgo …).
    Jagannatha,
}

/// Slugs of the varga methods, as the `method` parameter takes them.
pub const VARGA_METHODS: [&str; 3] = ["parashara", "parivritti", "jagannatha"];

impl VargaMethod {
    /// Parses the `method` parameter: `parashara`, `parivritti` or `jagannatha`.
    pub fn from_slug(slug: &str) -> Result<VargaMethod> {
        match slug {
            "parashara" => Ok(VargaMethod::Parashara),
            "parivritti" => Ok(VargaMethod::Parivritti),
            "jagannatha" => Ok(VargaMethod::Jagannatha),
            _ => Err(Error::invalid("method", format!("must be one of: {}", VARGA_METHODS.join(", ")))),
        }
    }

    /// The method's slug, as the `method` parameter takes it.
    pub fn slug(self) -> &'static str {
        match self {
            VargaMethod::Parashara => "parashara",
            VargaMethod::Parivritti => "parivritti",
            VargaMethod::Jagannatha => "jagannatha",
        }
    }
}

/// Modality: 0 movable (Aries, Cancer, Libra, Capricorn), 1 fixed, 2 dual.
pub fn modality(sign: usize) -> usize {
    sign % 3
}

/// Element: 0 fire (Aries …), 1 earth (Taurus …), 2 air (Gemini …), 3 water (Cancer …).
pub fn element(sign: usize) -> usize {
    sign % 4
}

/// Odd sign in the classical (1-based) sense: Aries, Gemini, Leo …
pub fn is_odd_sign(sign: usize) -> bool {
    sign.is_multiple_of(2)
}

/// Trimshamsha parts: (end degree, sign) for odd signs and for even signs.
const TRIMSHAMSHA_ODD: [(f64, usize); 5] = [(5.0, 0), (10.0, 10), (18.0, 8), (25.0, 2), (30.0, 6)];
const TRIMSHAMSHA_EVEN: [(f64, usize); 5] = [(5.0, 1), (12.0, 5), (20.0, 11), (25.0, 9), (30.0, 7)];
const PANCHAMSHA_ODD: [usize; 5] = [0, 10, 8, 2, 6];
const PANCHAMSHA_EVEN: [usize; 5] = [1, 5, 11, 9, 7];

/// Parashari sign (0 = Aries … 11 = Pisces) and degree of a sidereal longitude in a varga.
pub fn sign_in_varga(longitude: f64, varga: Varga) -> (usize, f64) {
    varga_sign(longitude, varga, VargaMethod::Parashara).expect("the Parashari method serves every varga")
}

/// Sign (0 … 11) and degree in a varga by a chosen method; Jagannatha applies to D3 only.
pub fn varga_sign(longitude: f64, varga: Varga, method: VargaMethod) -> Result<(usize, f64)> {
    let lon = normalize(longitude);
    let s = sign_index(lon);
    let deg = lon - 30.0 * s as f64;
    let n = varga.division() as usize;
    // Count in whole arcseconds-of-part via the product, so exact boundaries land in the next part.
    let part = ((deg * n as f64 / 30.0) as usize).min(n - 1);
    let degree = (deg * n as f64).rem_euclid(30.0);
    let sign = match method {
        VargaMethod::Parivritti => (s * n + part) % 12,
        VargaMethod::Jagannatha => {
            if varga != Varga::D3 {
                return Err(Error::invalid("method", "jagannatha is a drekkana (D3) method"));
            }
            // Movable sign of the element: fire Aries, earth Capricorn, air Libra, water Cancer.
            let movable = [0, 9, 6, 3][element(s)];
            (movable + 4 * part) % 12
        }
        VargaMethod::Parashara => parashari(s, deg, part, varga),
    };
    Ok((sign, degree))
}

fn parashari(s: usize, deg: f64, k: usize, varga: Varga) -> usize {
    let odd = is_odd_sign(s);
    let by_modality = |starts: [usize; 3]| (starts[modality(s)] + k) % 12;
    match varga {
        Varga::D1 => s,
        Varga::D2 => {
            if odd == (k == 0) {
                4 // Leo, the Sun's hora
            } else {
                3 // Cancer, the Moon's hora
            }
        }
        Varga::D3 => (s + 4 * k) % 12,
        Varga::D4 => (s + 3 * k) % 12,
        Varga::D5 => {
            if odd {
                PANCHAMSHA_ODD[k]
            } else {
                PANCHAMSHA_EVEN[k]
            }
        }
        Varga::D6 | Varga::D40 => (if odd { 0 } else { 6 } + k) % 12,
        Varga::D7 => (s + if odd { 0 } else { 6 } + k) % 12,
        Varga::D8 => by_modality([0, 8, 4]),
        Varga::D9 | Varga::D27 => (s * varga.division() as usize + k) % 12,
        Varga::D10 => (s + if odd { 0 } else { 8 } + k) % 12,
        Varga::D11 => (12 - s + k) % 12,
        Varga::D12 | Varga::D60 => (s + k) % 12,
        Varga::D16 | Varga::D45 => by_modality([0, 4, 8]),
        Varga::D20 => by_modality([0, 8, 4]),
        Varga::D24 => (if odd { 4 } else { 3 } + k) % 12,
        Varga::D30 => {
            let table = if odd { &TRIMSHAMSHA_ODD } else { &TRIMSHAMSHA_EVEN };
            table.iter().find(|(end, _)| deg < *end).map_or(table[4].1, |(_, sign)| *sign)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn navamsha_by_element_equals_the_cyclic_count() {
        // BPHS 6.11: fire signs from Aries, earth from Capricorn, air from Libra, water from Cancer.
        for s in 0..12 {
            let (first, _) = sign_in_varga(s as f64 * 30.0 + 0.1, Varga::D9);
            assert_eq!(first, [0, 9, 6, 3][s % 4]);
        }
    }

    #[test]
    fn trimshamsha_boundaries() {
        // Aries 4.9° → Aries (Mars); 5.0° → Aquarius (Saturn); Taurus 12.5° → Pisces (Jupiter).
        assert_eq!(sign_in_varga(4.9, Varga::D30).0, 0);
        assert_eq!(sign_in_varga(5.0, Varga::D30).0, 10);
        assert_eq!(sign_in_varga(42.5, Varga::D30).0, 11);
        assert_eq!(sign_in_varga(59.99, Varga::D30).0, 7);
    }
}
