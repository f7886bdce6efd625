//! The nine taras: the count of a nakshatra from the birth nakshatra, in rounds of nine
//! (B.V. Raman, *Muhurtha*, Tarabala; Muhurta Chintamani). One table for transits, matchmaking
//! and muhurta; each of them scores the taras its own way from `quality`.

/// (name, meaning, quality) of taras 1..9. Texts name some of them differently (Pratyak for
/// Pratyari, Sadhana for Sadhaka, Naidhana for Vadha); the meaning notes the synonym.
pub const TARAS: [(&str, &str, &str); 9] = [
    ("Janma", "birth", "mixed"),
    ("Sampat", "wealth", "favourable"),
    ("Vipat", "danger", "unfavourable"),
    ("Kshema", "well-being", "favourable"),
    ("Pratyari", "obstacles (pratyak)", "unfavourable"),
    ("Sadhaka", "achievement (sadhana)", "favourable"),
    ("Vadha", "destruction (naidhana)", "unfavourable"),
    ("Mitra", "friend", "favourable"),
    ("Parama Mitra", "great friend (ati-mitra)", "favourable"),
];

/// Count from nakshatra `from` to `to` (0-based), inclusive: the same nakshatra is 1 (1..27).
pub fn count(from: usize, to: usize) -> usize {
    (to + 27 - from) % 27 + 1
}

/// Tara (1..9) of a count.
pub fn of_count(count: usize) -> usize {
    (count - 1) % 9 + 1
}

pub fn name(tara: usize) -> &'static str {
    TARAS[tara - 1].0
}

/// Vipat, Pratyari and Vadha (3, 5, 7) are the unfavourable taras.
pub fn unfavourable(tara: usize) -> bool {
    TARAS[tara - 1].2 == "unfavourable"
}
