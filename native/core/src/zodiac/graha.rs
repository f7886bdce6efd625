//! The nine grahas of Vedic astrology as a typed identity.
//!
//! Identity (`Graha::Jupiter`) is kept apart from display (`"Jupiter"`) and from lookup keys
//! (`"jupiter"`): tables are indexed by the enum, so a misspelt planet is a compile error, and
//! localised names become one table per language. Serialises as the English display name, which
//! is what every answer has always carried.

use crate::ephemeris::bodies::{self, Body};
use serde::{Serialize, Serializer};

/// Sun … Saturn in weekday order, then the lunar nodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Graha {
    /// The Sun (Surya).
    Sun,
    /// The Moon (Chandra).
    Moon,
    /// Mars (Mangala).
    Mars,
    /// Mercury (Budha).
    Mercury,
    /// Jupiter (Guru).
    Jupiter,
    /// Venus (Shukra).
    Venus,
    /// Saturn (Shani).
    Saturn,
    /// Rahu, the Moon's north node.
    Rahu,
    /// Ketu, the Moon's south node (180° from Rahu).
    Ketu,
}

impl Graha {
    /// All nine, in the order above (the order of every chart's planet list).
    pub const ALL: [Graha; 9] = [
        Graha::Sun,
        Graha::Moon,
        Graha::Mars,
        Graha::Mercury,
        Graha::Jupiter,
        Graha::Venus,
        Graha::Saturn,
        Graha::Rahu,
        Graha::Ketu,
    ];

    /// The seven visible planets (no nodes), weekday order: the set shadbala, dignity and the
    /// Tajika techniques work on.
    pub const SEVEN: [Graha; 7] =
        [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];

    /// Position in [`Graha::ALL`], for tables indexed by graha.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Stable lower-case key, as used in paths and options.
    pub const fn key(self) -> &'static str {
        match self {
            Graha::Sun => "sun",
            Graha::Moon => "moon",
            Graha::Mars => "mars",
            Graha::Mercury => "mercury",
            Graha::Jupiter => "jupiter",
            Graha::Venus => "venus",
            Graha::Saturn => "saturn",
            Graha::Rahu => "rahu",
            Graha::Ketu => "ketu",
        }
    }

    /// English display name, as every answer shows it.
    pub const fn name(self) -> &'static str {
        match self {
            Graha::Sun => "Sun",
            Graha::Moon => "Moon",
            Graha::Mars => "Mars",
            Graha::Mercury => "Mercury",
            Graha::Jupiter => "Jupiter",
            Graha::Venus => "Venus",
            Graha::Saturn => "Saturn",
            Graha::Rahu => "Rahu",
            Graha::Ketu => "Ketu",
        }
    }

    /// The graha whose key or display name this is, in any case.
    pub fn from_key(text: &str) -> Option<Graha> {
        Graha::ALL.into_iter().find(|g| g.key().eq_ignore_ascii_case(text))
    }

    /// The ephemeris body of Sun … Saturn; None for the nodes, whose body depends on the node
    /// model (`NodeType::body`) and, for Ketu, is Rahu's opposite point.
    pub const fn body(self) -> Option<Body> {
        match self {
            Graha::Sun => Some(bodies::SUN),
            Graha::Moon => Some(bodies::MOON),
            Graha::Mars => Some(bodies::MARS),
            Graha::Mercury => Some(bodies::MERCURY),
            Graha::Jupiter => Some(bodies::JUPITER),
            Graha::Venus => Some(bodies::VENUS),
            Graha::Saturn => Some(bodies::SATURN),
            Graha::Rahu | Graha::Ketu => None,
        }
    }

    /// The graha whose ephemeris body this is (Sun … Saturn); None for any other body.
    pub fn of_body(body: Body) -> Option<Graha> {
        Graha::SEVEN.into_iter().find(|g| g.body() == Some(body))
    }

    /// Two-letter abbreviation used in chart drawings (Su, Mo, Ma …).
    pub const fn abbreviation(self) -> &'static str {
        match self {
            Graha::Sun => "Su",
            Graha::Moon => "Mo",
            Graha::Mars => "Ma",
            Graha::Mercury => "Me",
            Graha::Jupiter => "Ju",
            Graha::Venus => "Ve",
            Graha::Saturn => "Sa",
            Graha::Rahu => "Ra",
            Graha::Ketu => "Ke",
        }
    }

    /// True for Rahu and Ketu (shadow planets: no body, no dignity of their own).
    pub const fn is_node(self) -> bool {
        matches!(self, Graha::Rahu | Graha::Ketu)
    }
}

impl std::fmt::Display for Graha {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Display names of grahas, comma-separated (for notes, tables and prose).
pub fn names(grahas: &[Graha]) -> String {
    grahas.iter().map(|g| g.name()).collect::<Vec<_>>().join(", ")
}

impl From<&Graha> for Graha {
    fn from(g: &Graha) -> Graha {
        *g
    }
}

impl Serialize for Graha {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// Answers name a graha by its display name; the schema lists the nine.
impl schemars::JsonSchema for Graha {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Graha".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let names: Vec<&str> = Graha::ALL.iter().map(|g| g.name()).collect();
        schemars::json_schema!({ "type": "string", "enum": names, "description": "A graha by its English name." })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_names_and_indices_agree() {
        for (i, g) in Graha::ALL.into_iter().enumerate() {
            assert_eq!(g.index(), i);
            assert_eq!(g.key(), g.name().to_ascii_lowercase());
            assert_eq!(Graha::from_key(g.name()), Some(g));
            assert_eq!(serde_json::to_string(&g).unwrap(), format!("\"{}\"", g.name()));
        }
        assert_eq!(Graha::from_key("pluto"), None);
        assert_eq!(Graha::SEVEN.len(), 7);
        assert!(Graha::SEVEN.iter().all(|g| !g.is_node()));
    }
}
