//! The twelve signs with their classical (Parashari, seven-planet) lords.

use super::graha::Graha;
use serde::{Serialize, Serializer};

/// One of the twelve zodiac signs of 30°, as a typed identity: tables are indexed by it, and it
/// serialises as its English display name (what every answer has always carried). Its stable
/// lower-case key (`aries` …) stands beside the name in answers as `sign_key`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sign {
    /// 0°–30°.
    Aries,
    /// 30°–60°.
    Taurus,
    /// 60°–90°.
    Gemini,
    /// 90°–120°.
    Cancer,
    /// 120°–150°.
    Leo,
    /// 150°–180°.
    Virgo,
    /// 180°–210°.
    Libra,
    /// 210°–240°.
    Scorpio,
    /// 240°–270°.
    Sagittarius,
    /// 270°–300°.
    Capricorn,
    /// 300°–330°.
    Aquarius,
    /// 330°–360°.
    Pisces,
}

impl Sign {
    /// All twelve, Aries first.
    pub const ALL: [Sign; 12] = [
        Sign::Aries,
        Sign::Taurus,
        Sign::Gemini,
        Sign::Cancer,
        Sign::Leo,
        Sign::Virgo,
        Sign::Libra,
        Sign::Scorpio,
        Sign::Sagittarius,
        Sign::Capricorn,
        Sign::Aquarius,
        Sign::Pisces,
    ];

    /// The sign of a 0-based index (0 = Aries), counted round the circle (12 is Aries again).
    pub const fn from_index(index: usize) -> Sign {
        Sign::ALL[index % 12]
    }

    /// The sign a longitude in degrees falls in (any value; normalised to [0, 360)).
    pub fn of(longitude: f64) -> Sign {
        Sign::from_index(sign_index(longitude))
    }

    /// 0-based position (Aries 0 … Pisces 11), for tables indexed by sign.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The sign `n` signs on (n may be negative), counting forward through the zodiac.
    pub const fn plus(self, n: i64) -> Sign {
        Sign::ALL[(self as i64 + n).rem_euclid(12) as usize]
    }

    /// The facts of the sign in the one table, [`SIGNS`].
    pub const fn facts(self) -> &'static SignFacts {
        &SIGNS[self as usize]
    }

    /// English display name (Aries … Pisces).
    pub const fn name(self) -> &'static str {
        self.facts().name
    }

    /// Stable lower-case key (`aries` … `pisces`), as used in paths and options.
    pub const fn key(self) -> &'static str {
        self.facts().key
    }

    /// Sanskrit name (Mesha … Meena).
    pub const fn sanskrit(self) -> &'static str {
        self.facts().sanskrit
    }

    /// Classical (seven-planet) ruler of the sign.
    pub const fn lord(self) -> Graha {
        self.facts().lord
    }

    /// The sign whose key, English or Sanskrit name this is, in any case.
    pub fn from_key(text: &str) -> Option<Sign> {
        Sign::ALL.into_iter().find(|s| s.key().eq_ignore_ascii_case(text) || s.sanskrit().eq_ignore_ascii_case(text))
    }
}

impl Serialize for Sign {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl schemars::JsonSchema for Sign {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Sign".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let names: Vec<&str> = Sign::ALL.iter().map(|s| s.name()).collect();
        schemars::json_schema!({ "type": "string", "enum": names, "description": "English name of a zodiac sign." })
    }
}

impl std::fmt::Display for Sign {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// What the one sign table records of each sign.
#[derive(Debug, Serialize)]
pub struct SignFacts {
    /// Stable lower-case key (aries … pisces).
    pub key: &'static str,
    /// English name (Aries … Pisces).
    pub name: &'static str,
    /// Sanskrit name (Mesha … Meena).
    pub sanskrit: &'static str,
    /// Classical (seven-planet) ruler of the sign.
    pub lord: Graha,
}

const fn sign(key: &'static str, name: &'static str, sanskrit: &'static str, lord: Graha) -> SignFacts {
    SignFacts { key, name, sanskrit, lord }
}

/// Aries first; lords by the classical rulerships (no outer planets). Indexed by [`Sign`].
pub const SIGNS: [SignFacts; 12] = [
    sign("aries", "Aries", "Mesha", Graha::Mars),
    sign("taurus", "Taurus", "Vrishabha", Graha::Venus),
    sign("gemini", "Gemini", "Mithuna", Graha::Mercury),
    sign("cancer", "Cancer", "Karka", Graha::Moon),
    sign("leo", "Leo", "Simha", Graha::Sun),
    sign("virgo", "Virgo", "Kanya", Graha::Mercury),
    sign("libra", "Libra", "Tula", Graha::Venus),
    sign("scorpio", "Scorpio", "Vrishchika", Graha::Mars),
    sign("sagittarius", "Sagittarius", "Dhanu", Graha::Jupiter),
    sign("capricorn", "Capricorn", "Makara", Graha::Saturn),
    sign("aquarius", "Aquarius", "Kumbha", Graha::Saturn),
    sign("pisces", "Pisces", "Meena", Graha::Jupiter),
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
    pub sign: Sign,
    /// Stable lower-case key of the sign (aries … pisces).
    pub sign_key: &'static str,
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
        let sign = Sign::from_index(i);
        SignPlacement {
            sign,
            sign_key: sign.key(),
            sign_index: i as u8 + 1,
            degree: lon - 30.0 * i as f64,
            sign_lord: sign.lord(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundaries_fall_in_the_following_sign() {
        assert_eq!(SignPlacement::of(0.0).sign, Sign::Aries);
        assert_eq!(SignPlacement::of(30.0).sign, Sign::Taurus);
        assert_eq!(SignPlacement::of(359.999_999).sign, Sign::Pisces);
        assert_eq!(SignPlacement::of(-0.5).sign, Sign::Pisces);
        assert_eq!(SignPlacement::of(360.0).sign, Sign::Aries);
        let p = SignPlacement::of(245.5);
        assert_eq!(
            (p.sign.name(), p.sign_key, p.sign_index, p.sign_lord),
            ("Sagittarius", "sagittarius", 9, Graha::Jupiter)
        );
        assert!((p.degree - 5.5).abs() < 1e-12);
    }

    #[test]
    fn keys_names_and_sanskrit_names_find_the_same_sign() {
        // Classical table: Mesha = Aries … Meena = Pisces, twelve in zodiacal order.
        assert_eq!(Sign::from_key("ARIES"), Some(Sign::Aries));
        assert_eq!(Sign::from_key("meena"), Some(Sign::Pisces));
        assert_eq!(Sign::from_key("Vrishchika"), Some(Sign::Scorpio));
        assert_eq!(Sign::from_key("aries "), None);
        for (i, s) in Sign::ALL.into_iter().enumerate() {
            assert_eq!((s.index(), Sign::from_index(i + 12)), (i, s));
            assert_eq!(s.key(), s.name().to_ascii_lowercase());
            assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{}\"", s.name()));
        }
        assert_eq!(Sign::Aries.plus(-1), Sign::Pisces);
        assert_eq!(Sign::Leo.plus(13), Sign::Virgo);
    }
}
