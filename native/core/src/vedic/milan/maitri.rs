//! Natural (naisargika) friendship of the grahas, BPHS ch. 3: friends, neutrals and enemies of
//! the seven planets. Rahu and Ketu have no Parashari entry; for compatibility timing they are
//! taken (a common convention, stated in the answers) as friends of Mercury, Venus and Saturn,
//! enemies of the Sun, Moon and Mars, neutral to Jupiter and to each other, and the seven see
//! them the same way back.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Maitri {
    Friend,
    Neutral,
    Enemy,
}

impl Maitri {
    pub fn name(self) -> &'static str {
        match self {
            Maitri::Friend => "a friend",
            Maitri::Neutral => "neutral",
            Maitri::Enemy => "an enemy",
        }
    }
}

const SEVEN: [&str; 7] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];

/// Row: how the planet sees each of the seven (F friend, N neutral, E enemy, - itself).
const TABLE: [&str; 7] = [
    "-FFNFEE", // Sun: friends Moon, Mars, Jupiter; neutral Mercury; enemies Venus, Saturn
    "F-NFNNN", // Moon: friends Sun, Mercury; the rest neutral
    "FF-EFNN", // Mars: friends Sun, Moon, Jupiter; enemy Mercury; neutral Venus, Saturn
    "FEN-NFN", // Mercury: friends Sun, Venus; enemy Moon
    "FFFE-EN", // Jupiter: friends Sun, Moon, Mars; enemies Mercury, Venus; neutral Saturn
    "EENFN-F", // Venus: friends Mercury, Saturn; enemies Sun, Moon
    "EEEFNF-", // Saturn: friends Mercury, Venus; enemies Sun, Moon, Mars; neutral Jupiter
];

fn node_view(other: &str) -> Maitri {
    match other {
        "Mercury" | "Venus" | "Saturn" => Maitri::Friend,
        "Sun" | "Moon" | "Mars" => Maitri::Enemy,
        _ => Maitri::Neutral,
    }
}

/// How `planet` regards `other`. Same planet counts as a friend.
pub fn naisargika(planet: &str, other: &str) -> Maitri {
    if planet == other {
        return Maitri::Friend;
    }
    let is_node = |p: &str| p == "Rahu" || p == "Ketu";
    if is_node(planet) {
        return node_view(other);
    }
    if is_node(other) {
        return node_view(planet);
    }
    let i = SEVEN.iter().position(|p| *p == planet).expect("a graha");
    let j = SEVEN.iter().position(|p| *p == other).expect("a graha");
    match TABLE[i].as_bytes()[j] {
        b'F' => Maitri::Friend,
        b'E' => Maitri::Enemy,
        _ => Maitri::Neutral,
    }
}
