//! Names of the panchang elements (classical tables).

use super::angles::ElementKind;
use crate::zodiac::NAKSHATRAS;

/// Tithis of one paksha; the 15th is Purnima in the bright half and Amavasya in the dark half.
pub const TITHI_NAMES: [&str; 15] = [
    "Pratipada",
    "Dwitiya",
    "Tritiya",
    "Chaturthi",
    "Panchami",
    "Shashthi",
    "Saptami",
    "Ashtami",
    "Navami",
    "Dashami",
    "Ekadashi",
    "Dwadashi",
    "Trayodashi",
    "Chaturdashi",
    "Purnima",
];

/// Names of the 27 yogas, from Vishkambha (1) to Vaidhriti (27).
pub const YOGA_NAMES: [&str; 27] = [
    "Vishkambha",
    "Priti",
    "Ayushman",
    "Saubhagya",
    "Shobhana",
    "Atiganda",
    "Sukarma",
    "Dhriti",
    "Shula",
    "Ganda",
    "Vriddhi",
    "Dhruva",
    "Vyaghata",
    "Harshana",
    "Vajra",
    "Siddhi",
    "Vyatipata",
    "Variyana",
    "Parigha",
    "Shiva",
    "Siddha",
    "Sadhya",
    "Shubha",
    "Shukla",
    "Brahma",
    "Indra",
    "Vaidhriti",
];

/// The seven movable (chara) karanas, repeating eight times from the 2nd half-tithi.
pub const MOVABLE_KARANAS: [&str; 7] = ["Bava", "Balava", "Kaulava", "Taitila", "Gara", "Vanija", "Vishti"];

/// Paksha (lunar fortnight) of a tithi number 1..=30.
pub fn paksha(tithi: usize) -> &'static str {
    if tithi <= 15 {
        "Shukla"
    } else {
        "Krishna"
    }
}

/// Name of a tithi numbered 1..=30 (1–15 bright half, 16–30 dark half; 30 is Amavasya).
pub fn tithi_name(tithi: usize) -> &'static str {
    if tithi == 30 {
        "Amavasya"
    } else {
        TITHI_NAMES[(tithi - 1) % 15]
    }
}

/// Karana of a half-tithi number 1..=60: Kimstughna first, the movable seven eight times,
/// then the fixed Shakuni, Chatushpada and Naga.
pub fn karana_name(karana: usize) -> &'static str {
    match karana {
        1 => "Kimstughna",
        58 => "Shakuni",
        59 => "Chatushpada",
        60 => "Naga",
        n => MOVABLE_KARANAS[(n - 2) % 7],
    }
}

/// Name of element `number` (1-based) of a kind.
pub fn element_name(kind: ElementKind, number: usize) -> &'static str {
    match kind {
        ElementKind::Tithi => tithi_name(number),
        ElementKind::Karana => karana_name(number),
        ElementKind::Nakshatra => NAKSHATRAS[number - 1],
        ElementKind::Yoga => YOGA_NAMES[number - 1],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn karana_cycle_matches_the_classical_table() {
        // Classical rule: the first half of Shukla Pratipada is Kimstughna, then Bava...;
        // the second half of Krishna Chaturdashi is Shakuni, Amavasya has Chatushpada and Naga.
        assert_eq!(karana_name(1), "Kimstughna");
        assert_eq!(karana_name(2), "Bava");
        assert_eq!(karana_name(8), "Vishti");
        assert_eq!(karana_name(9), "Bava");
        assert_eq!(karana_name(57), "Vishti");
        assert_eq!((karana_name(58), karana_name(59), karana_name(60)), ("Shakuni", "Chatushpada", "Naga"));
        assert_eq!(tithi_name(15), "Purnima");
        assert_eq!(tithi_name(30), "Amavasya");
        assert_eq!((tithi_name(16), paksha(16)), ("Pratipada", "Krishna"));
    }
}
