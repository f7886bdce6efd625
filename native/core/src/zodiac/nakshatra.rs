//! The 27 nakshatras of 13°20′, their padas of 3°20′, and their Vimshottari lords.

use super::graha::Graha;
use super::sign::normalize;
use serde::{Serialize, Serializer};

/// Width of one nakshatra in degrees: 13°20′ (360/27).
pub const NAKSHATRA_SPAN: f64 = 360.0 / 27.0;
/// Width of one pada (quarter of a nakshatra) in degrees: 3°20′.
pub const PADA_SPAN: f64 = NAKSHATRA_SPAN / 4.0;

/// Names of the 27 nakshatras, Ashwini first (index 0 starts at 0° sidereal Aries).
pub const NAKSHATRAS: [&str; 27] = [
    "Ashwini",
    "Bharani",
    "Krittika",
    "Rohini",
    "Mrigashira",
    "Ardra",
    "Punarvasu",
    "Pushya",
    "Ashlesha",
    "Magha",
    "Purva Phalguni",
    "Uttara Phalguni",
    "Hasta",
    "Chitra",
    "Swati",
    "Vishakha",
    "Anuradha",
    "Jyeshtha",
    "Mula",
    "Purva Ashadha",
    "Uttara Ashadha",
    "Shravana",
    "Dhanishta",
    "Shatabhisha",
    "Purva Bhadrapada",
    "Uttara Bhadrapada",
    "Revati",
];

/// Stable keys of the 27 nakshatras, in the order of [`NAKSHATRAS`].
pub const NAKSHATRA_KEYS: [&str; 27] = [
    "ashwini",
    "bharani",
    "krittika",
    "rohini",
    "mrigashira",
    "ardra",
    "punarvasu",
    "pushya",
    "ashlesha",
    "magha",
    "purva_phalguni",
    "uttara_phalguni",
    "hasta",
    "chitra",
    "swati",
    "vishakha",
    "anuradha",
    "jyeshtha",
    "mula",
    "purva_ashadha",
    "uttara_ashadha",
    "shravana",
    "dhanishta",
    "shatabhisha",
    "purva_bhadrapada",
    "uttara_bhadrapada",
    "revati",
];

/// One of the 27 nakshatras as a typed identity (Ashwini first, at 0° sidereal Aries): tables
/// are indexed by it, and it serialises as its display name (what every answer has always
/// carried). Its stable lower-case key (`purva_phalguni` …) stands beside it as `nakshatra_key`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Nakshatra {
    /// Ashwini: 0°00′ to 13°20′.
    Ashwini,
    /// Bharani: 13°20′ to 26°40′.
    Bharani,
    /// Krittika: 26°40′ to 40°00′.
    Krittika,
    /// Rohini: 40°00′ to 53°20′.
    Rohini,
    /// Mrigashira: 53°20′ to 66°40′.
    Mrigashira,
    /// Ardra: 66°40′ to 80°00′.
    Ardra,
    /// Punarvasu: 80°00′ to 93°20′.
    Punarvasu,
    /// Pushya: 93°20′ to 106°40′.
    Pushya,
    /// Ashlesha: 106°40′ to 120°00′.
    Ashlesha,
    /// Magha: 120°00′ to 133°20′.
    Magha,
    /// Purva Phalguni: 133°20′ to 146°40′.
    PurvaPhalguni,
    /// Uttara Phalguni: 146°40′ to 160°00′.
    UttaraPhalguni,
    /// Hasta: 160°00′ to 173°20′.
    Hasta,
    /// Chitra: 173°20′ to 186°40′.
    Chitra,
    /// Swati: 186°40′ to 200°00′.
    Swati,
    /// Vishakha: 200°00′ to 213°20′.
    Vishakha,
    /// Anuradha: 213°20′ to 226°40′.
    Anuradha,
    /// Jyeshtha: 226°40′ to 240°00′.
    Jyeshtha,
    /// Mula: 240°00′ to 253°20′.
    Mula,
    /// Purva Ashadha: 253°20′ to 266°40′.
    PurvaAshadha,
    /// Uttara Ashadha: 266°40′ to 280°00′.
    UttaraAshadha,
    /// Shravana: 280°00′ to 293°20′.
    Shravana,
    /// Dhanishta: 293°20′ to 306°40′.
    Dhanishta,
    /// Shatabhisha: 306°40′ to 320°00′.
    Shatabhisha,
    /// Purva Bhadrapada: 320°00′ to 333°20′.
    PurvaBhadrapada,
    /// Uttara Bhadrapada: 333°20′ to 346°40′.
    UttaraBhadrapada,
    /// Revati: 346°40′ to 360°00′.
    Revati,
}

impl Nakshatra {
    /// All 27, Ashwini first.
    pub const ALL: [Nakshatra; 27] = [
        Nakshatra::Ashwini,
        Nakshatra::Bharani,
        Nakshatra::Krittika,
        Nakshatra::Rohini,
        Nakshatra::Mrigashira,
        Nakshatra::Ardra,
        Nakshatra::Punarvasu,
        Nakshatra::Pushya,
        Nakshatra::Ashlesha,
        Nakshatra::Magha,
        Nakshatra::PurvaPhalguni,
        Nakshatra::UttaraPhalguni,
        Nakshatra::Hasta,
        Nakshatra::Chitra,
        Nakshatra::Swati,
        Nakshatra::Vishakha,
        Nakshatra::Anuradha,
        Nakshatra::Jyeshtha,
        Nakshatra::Mula,
        Nakshatra::PurvaAshadha,
        Nakshatra::UttaraAshadha,
        Nakshatra::Shravana,
        Nakshatra::Dhanishta,
        Nakshatra::Shatabhisha,
        Nakshatra::PurvaBhadrapada,
        Nakshatra::UttaraBhadrapada,
        Nakshatra::Revati,
    ];

    /// The nakshatra of a 0-based index (0 = Ashwini), counted round the circle.
    pub const fn from_index(index: usize) -> Nakshatra {
        Nakshatra::ALL[index % 27]
    }

    /// 0-based position (Ashwini 0 … Revati 26), for tables indexed by nakshatra.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The nakshatra `n` on (n may be negative), counting forward.
    pub const fn plus(self, n: i64) -> Nakshatra {
        Nakshatra::ALL[(self as i64 + n).rem_euclid(27) as usize]
    }

    /// Display name (Ashwini … Revati).
    pub const fn name(self) -> &'static str {
        NAKSHATRAS[self as usize]
    }

    /// Stable lower-case key (`ashwini` … `revati`, spaces as underscores).
    pub const fn key(self) -> &'static str {
        NAKSHATRA_KEYS[self as usize]
    }

    /// Vimshottari lord (ruler) of the nakshatra.
    pub const fn lord(self) -> Graha {
        NAKSHATRA_LORDS[self as usize % 9]
    }

    /// The nakshatra whose key or display name this is, in any case (spaces or underscores).
    pub fn from_key(text: &str) -> Option<Nakshatra> {
        let wanted = text.replace(' ', "_");
        Nakshatra::ALL.into_iter().find(|n| n.key().eq_ignore_ascii_case(&wanted))
    }
}

impl Serialize for Nakshatra {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl schemars::JsonSchema for Nakshatra {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Nakshatra".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "type": "string", "enum": NAKSHATRAS, "description": "Name of one of the 27 nakshatras." })
    }
}

impl std::fmt::Display for Nakshatra {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Vimshottari order of lords; nakshatra n is ruled by `NAKSHATRA_LORDS[n % 9]`.
pub const NAKSHATRA_LORDS: [Graha; 9] = [
    Graha::Ketu,
    Graha::Venus,
    Graha::Sun,
    Graha::Moon,
    Graha::Mars,
    Graha::Rahu,
    Graha::Jupiter,
    Graha::Saturn,
    Graha::Mercury,
];

/// Where a sidereal longitude falls among the 27 nakshatras and their padas.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NakshatraPlacement {
    /// Name of the nakshatra.
    pub nakshatra: Nakshatra,
    /// Stable lower-case key of the nakshatra (ashwini … revati).
    pub nakshatra_key: &'static str,
    /// 1 = Ashwini … 27 = Revati.
    pub nakshatra_index: u8,
    /// 1 … 4.
    pub pada: u8,
    /// Vimshottari lord (ruler) of the nakshatra.
    pub nakshatra_lord: Graha,
    /// Fraction of the nakshatra already traversed, [0, 1).
    pub fraction_traversed: f64,
}

impl NakshatraPlacement {
    /// For a sidereal longitude.
    pub fn of(sidereal_longitude: f64) -> Self {
        let lon = normalize(sidereal_longitude);
        // Count in padas (108 to the circle) so exact boundaries like 180° land exactly.
        let padas = ((lon * 108.0 / 360.0) as usize).min(107);
        let n = padas / 4;
        let pada = (padas % 4) as u8 + 1;
        let within = lon - n as f64 * NAKSHATRA_SPAN;
        let nakshatra = Nakshatra::from_index(n);
        NakshatraPlacement {
            nakshatra,
            nakshatra_key: nakshatra.key(),
            nakshatra_index: n as u8 + 1,
            pada,
            nakshatra_lord: nakshatra.lord(),
            fraction_traversed: within / NAKSHATRA_SPAN,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classical_landmarks() {
        // Classical tables: Rohini spans 40°00′–53°20′ (lord Moon); Magha starts at 0° Leo
        // (lord Ketu); Revati ends at 360° (lord Mercury); Chitra straddles Virgo/Libra at 180°.
        let rohini = NakshatraPlacement::of(40.0);
        assert_eq!((rohini.nakshatra, rohini.pada, rohini.nakshatra_lord), (Nakshatra::Rohini, 1, Graha::Moon));
        let magha = NakshatraPlacement::of(120.0);
        assert_eq!((magha.nakshatra, magha.nakshatra_lord), (Nakshatra::Magha, Graha::Ketu));
        let revati = NakshatraPlacement::of(359.99);
        assert_eq!((revati.nakshatra, revati.pada, revati.nakshatra_lord), (Nakshatra::Revati, 4, Graha::Mercury));
        let chitra = NakshatraPlacement::of(180.0);
        assert_eq!((chitra.nakshatra, chitra.pada, chitra.nakshatra_key), (Nakshatra::Chitra, 3, "chitra"));
        // 3°20′ per pada: 3.3333° is still pada 1 of Ashwini, 3.3334° is pada 2.
        assert_eq!(NakshatraPlacement::of(3.3333).pada, 1);
        assert_eq!(NakshatraPlacement::of(3.3334).pada, 2);
    }

    #[test]
    fn keys_and_names_find_the_same_nakshatra() {
        assert_eq!(Nakshatra::from_key("purva phalguni"), Some(Nakshatra::PurvaPhalguni));
        assert_eq!(Nakshatra::from_key("UTTARA_BHADRAPADA"), Some(Nakshatra::UttaraBhadrapada));
        assert_eq!(Nakshatra::from_key("Revati"), Some(Nakshatra::Revati));
        assert_eq!(Nakshatra::from_key("revat"), None);
        for (i, n) in Nakshatra::ALL.into_iter().enumerate() {
            assert_eq!((n.index(), Nakshatra::from_index(i + 27)), (i, n));
            assert_eq!(n.key(), n.name().to_ascii_lowercase().replace(' ', "_"));
        }
        // Vimshottari: Ashwini, Magha and Mula are Ketu's; Revati Mercury's.
        assert_eq!([Nakshatra::Ashwini.lord(), Nakshatra::Magha.lord(), Nakshatra::Mula.lord()], [Graha::Ketu; 3]);
        assert_eq!(Nakshatra::Revati.plus(1), Nakshatra::Ashwini);
    }
}
