//! The twelve signs with their classical (Parashari, seven-planet) lords.

use super::graha::Graha;
use serde::Serialize;

/// One of the twelve zodiac signs of 30°.
#[derive(Serialize)]
pub struct Sign {
    /// English name (Aries … Pisces).
    pub name: &'static str,
    /// Sanskrit name (Mesha … Meena).
    pub sanskrit: &'static str,
    /// Classical (seven-planet) ruler of the sign.
    pub lord: Graha,
}

const fn sign(name: &'static str, sanskrit: &'static str, lord: Graha) -> Sign {
    Sign { name, sanskrit, lord }
}

/// Aries first; lords by the classical rulerships (no outer planets).
pub const SIGNS: [Sign; 12] = [
    sign("Aries", "Mesha", Graha::Mars),
    sign("Taurus", "Vrishabha", Graha::Venus),
    sign("Gemini", "Mithuna", Graha::Mercury),
    sign("Cancer", "Karka", Graha::Moon),
    sign("Leo", "Simha", Graha::Sun),
    sign("Virgo", "Kanya", Graha::Mercury),
    sign("Libra", "Tula", Graha::Venus),
    sign("Scorpio", "Vrishchika", Graha::Mars),
    sign("Sagittarius", "Dhanu", Graha::Jupiter),
    sign("Capricorn", "Makara", Graha::Saturn),
    sign("Aquarius", "Kumbha", Graha::Saturn),
    sign("Pisces", "Meena", Graha::Jupiter),
];

/// Normalises any angle to [0, 360).
pub fn normalize(longitude: f64) -> f64 {
    let x = longitude.rem_euclid(360.0);
    // rem_euclid can return 360.0 for tiny negative inputs.
    if x >= 360.0 {
        0.0
    } else {
        x
    }
}

/// 0-based sign index of a longitude.
pub fn sign_index(longitude: f64) -> usize {
    ((normalize(longitude) / 30.0) as usize).min(11)
}

/// Where a longitude falls among the twelve signs, and the sign's classical ruler.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SignPlacement {
    /// English name of the sign (Aries … Pisces).
    pub sign: &'static str,
    /// 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// Degrees within the sign, [0, 30).
    pub degree: f64,
    /// Classical (seven-planet) ruler of the sign.
    pub sign_lord: Graha,
}

impl SignPlacement {
    /// Placement of an ecliptic longitude in degrees (any value; normalised to [0, 360)), tropical
    /// or sidereal as given.
    pub fn of(longitude: f64) -> Self {
        let lon = normalize(longitude);
        let i = sign_index(lon);
        SignPlacement {
            sign: SIGNS[i].name,
            sign_index: i as u8 + 1,
            degree: lon - 30.0 * i as f64,
            sign_lord: SIGNS[i].lord,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundaries_fall_in_the_following_sign() {
        assert_eq!(SignPlacement::of(0.0).sign, "Aries");
        assert_eq!(SignPlacement::of(30.0).sign, "Taurus");
        assert_eq!(SignPlacement::of(359.999_999).sign, "Pisces");
        assert_eq!(SignPlacement::of(-0.5).sign, "Pisces");
        assert_eq!(SignPlacement::of(360.0).sign, "Aries");
        let p = SignPlacement::of(245.5);
        assert_eq!((p.sign, p.sign_index, p.sign_lord), ("Sagittarius", 9, Graha::Jupiter));
        assert!((p.degree - 5.5).abs() < 1e-12);
    }
}
