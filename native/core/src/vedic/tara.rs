//! The nine taras: the count of a nakshatra from the birth nakshatra, in rounds of nine
//! (B.V. Raman, *Muhurtha*, Tarabala; Muhurta Chintamani). One table and one verdict for
//! transits, matchmaking and muhurta.

use serde::Serialize;

/// The verdict on a tara, the same wherever taras are used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum TaraQuality {
    /// Sampat, Kshema, Sadhaka, Mitra, Parama Mitra.
    Favourable,
    /// Vipat, Pratyari, Vadha.
    Unfavourable,
    /// Janma: good for some undertakings and bad for others, so it neither helps nor hurts a
    /// score.
    Mixed,
}

impl TaraQuality {
    /// +1, −1 or 0: how the verdict counts in a score (muhurta tarabala).
    pub fn value(self) -> f64 {
        match self {
            TaraQuality::Favourable => 1.0,
            TaraQuality::Unfavourable => -1.0,
            TaraQuality::Mixed => 0.0,
        }
    }
}

use TaraQuality::{Favourable, Mixed, Unfavourable};

/// (name, meaning, quality) of taras 1..9. Texts name some of them differently (Pratyak for
/// Pratyari, Sadhana for Sadhaka, Naidhana for Vadha); the meaning notes the synonym.
pub const TARAS: [(&str, &str, TaraQuality); 9] = [
    ("Janma", "birth", Mixed),
    ("Sampat", "wealth", Favourable),
    ("Vipat", "danger", Unfavourable),
    ("Kshema", "well-being", Favourable),
    ("Pratyari", "obstacles (pratyak)", Unfavourable),
    ("Sadhaka", "achievement (sadhana)", Favourable),
    ("Vadha", "destruction (naidhana)", Unfavourable),
    ("Mitra", "friend", Favourable),
    ("Parama Mitra", "great friend (ati-mitra)", Favourable),
];

/// Count from nakshatra `from` to `to` (0-based), inclusive: the same nakshatra is 1 (1..27).
pub fn count(from: usize, to: usize) -> usize {
    (to + 27 - from) % 27 + 1
}

/// Tara (1..9) of a count.
pub fn of_count(count: usize) -> usize {
    (count - 1) % 9 + 1
}

/// Name of tara 1..9 (1 = Janma).
pub fn name(tara: usize) -> &'static str {
    TARAS[tara - 1].0
}

/// Vipat, Pratyari and Vadha (3, 5, 7) are the unfavourable taras.
pub fn unfavourable(tara: usize) -> bool {
    TARAS[tara - 1].2 == Unfavourable
}

/// The verdict on tara 1..9.
pub fn quality(tara: usize) -> TaraQuality {
    TARAS[tara - 1].2
}
