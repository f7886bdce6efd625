//! Keys written from display names, for the families whose names are single classical words
//! (tithis, yogas, karanas, varas): lower case, spaces as underscores (`Purva Phalguni` →
//! `purva_phalguni`), the same rule the key tables of signs, nakshatras and grahas follow. The
//! name table stays the one source; the key is how it is written for programs.

use serde::Serializer;

/// The key of a display name: lower case, spaces as underscores.
pub fn key_from_name(name: &str) -> String {
    name.trim().to_lowercase().replace(' ', "_")
}

/// serde `serialize_with` for a field that holds a display name and is written as its key.
pub fn as_key<S: Serializer>(name: &&'static str, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&key_from_name(name))
}

#[cfg(test)]
mod tests {
    use super::key_from_name;
    use crate::zodiac::{Graha, Nakshatra, Sign};

    #[test]
    fn the_key_tables_follow_the_same_rule() {
        // Invariant: every hand-written key table agrees with the rule used for the others.
        for n in Nakshatra::ALL {
            assert_eq!(key_from_name(n.name()), n.key());
        }
        for s in Sign::ALL {
            assert_eq!(key_from_name(s.name()), s.key());
        }
        for g in Graha::ALL {
            assert_eq!(key_from_name(g.name()), g.key());
        }
    }
}
