//! The 27 nakshatras of 13°20′, their padas of 3°20′, and their Vimshottari lords.

use super::graha::Graha;
use super::sign::normalize;
use serde::Serialize;

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
    pub nakshatra: &'static str,
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
        NakshatraPlacement {
            nakshatra: NAKSHATRAS[n],
            nakshatra_index: n as u8 + 1,
            pada,
            nakshatra_lord: NAKSHATRA_LORDS[n % 9],
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
        assert_eq!((rohini.nakshatra, rohini.pada, rohini.nakshatra_lord), ("Rohini", 1, Graha::Moon));
        let magha = NakshatraPlacement::of(120.0);
        assert_eq!((magha.nakshatra, magha.nakshatra_lord), ("Magha", Graha::Ketu));
        let revati = NakshatraPlacement::of(359.99);
        assert_eq!((revati.nakshatra, revati.pada, revati.nakshatra_lord), ("Revati", 4, Graha::Mercury));
        let chitra = NakshatraPlacement::of(180.0);
        assert_eq!((chitra.nakshatra, chitra.pada), ("Chitra", 3));
        // 3°20′ per pada: 3.3333° is still pada 1 of Ashwini, 3.3334° is pada 2.
        assert_eq!(NakshatraPlacement::of(3.3333).pada, 1);
        assert_eq!(NakshatraPlacement::of(3.3334).pada, 2);
    }
}
