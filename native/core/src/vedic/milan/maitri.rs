//! Natural (naisargika) friendship of the grahas, BPHS ch. 3: friends, neutrals and enemies of
//! the seven planets. Rahu and Ketu have no Parashari entry; for compatibility timing they are
//! taken (a common convention, stated in the answers) as friends of Mercury, Venus and Saturn,
//! enemies of the Sun, Moon and Mars, neutral to Jupiter and to each other, and the seven see
//! them the same way back.

use crate::vedic::dignity::natural_relationship;
use crate::zodiac::Graha;
use serde::Serialize;

/// How one graha regards another by natural (naisargika) friendship.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Maitri {
    /// Counts the other as a friend.
    Friend,
    /// Neither friend nor enemy.
    Neutral,
    /// Counts the other as an enemy.
    Enemy,
}

impl Maitri {
    /// The relation as a phrase for a sentence: "a friend", "neutral" or "an enemy".
    pub fn name(self) -> &'static str {
        match self {
            Maitri::Friend => "a friend",
            Maitri::Neutral => "neutral",
            Maitri::Enemy => "an enemy",
        }
    }
}

fn node_view(other: Graha) -> Maitri {
    match other {
        Graha::Mercury | Graha::Venus | Graha::Saturn => Maitri::Friend,
        Graha::Sun | Graha::Moon | Graha::Mars => Maitri::Enemy,
        _ => Maitri::Neutral,
    }
}

/// How `planet` regards `other`. Same planet counts as a friend.
pub fn naisargika(planet: Graha, other: Graha) -> Maitri {
    if planet == other {
        return Maitri::Friend;
    }
    if planet.is_node() {
        return node_view(other);
    }
    if other.is_node() {
        return node_view(planet);
    }
    // The BPHS table itself lives in `dignity` (one source for dignity, strength and matchmaking).
    match natural_relationship(planet, other).expect("one of the seven grahas").score() {
        s if s > 0 => Maitri::Friend,
        0 => Maitri::Neutral,
        _ => Maitri::Enemy,
    }
}
