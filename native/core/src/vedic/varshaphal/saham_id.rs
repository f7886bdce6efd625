//! The identities of the 36 sahams, in Neelakanthi's order (P.V.R. Narasimha Rao's table 1-36).

/// One of the 36 sahams of the Tajika annual chart; formulas refer to each other by this id.
// Each variant is the saham's own name; what it signifies is in the formula table (sahams.rs).
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SahamId {
    Punya,
    Vidya,
    Yasas,
    Mitra,
    Mahatmya,
    Asha,
    Samartha,
    Bhratri,
    Gaurava,
    Pitri,
    Rajya,
    Matri,
    Putra,
    Jeeva,
    Karma,
    Roga,
    Kali,
    Sastra,
    Bandhu,
    Mrityu,
    Paradesa,
    Artha,
    Paradara,
    Vanika,
    Karyasiddhi,
    Vivaha,
    Santapa,
    Sraddha,
    Preeti,
    Jadya,
    Vyapara,
    Satru,
    Jalapatana,
    Bandhana,
    Apamrityu,
    Labha,
}

/// Key and display name of each saham, indexed by [`SahamId`] (Neelakanthi's order).
const KEYS_AND_NAMES: [(&str, &str); 36] = [
    ("punya", "Punya"),
    ("vidya", "Vidya"),
    ("yasas", "Yasas"),
    ("mitra", "Mitra"),
    ("mahatmya", "Mahatmya"),
    ("asha", "Asha"),
    ("samartha", "Samartha"),
    ("bhratri", "Bhratri"),
    ("gaurava", "Gaurava"),
    ("pitri", "Pitri"),
    ("rajya", "Rajya"),
    ("matri", "Matri"),
    ("putra", "Putra"),
    ("jeeva", "Jeeva"),
    ("karma", "Karma"),
    ("roga", "Roga"),
    ("kali", "Kali"),
    ("sastra", "Sastra"),
    ("bandhu", "Bandhu"),
    ("mrityu", "Mrityu"),
    ("paradesa", "Paradesa"),
    ("artha", "Artha"),
    ("paradara", "Paradara"),
    ("vanika", "Vanika"),
    ("karyasiddhi", "Karyasiddhi"),
    ("vivaha", "Vivaha"),
    ("santapa", "Santapa"),
    ("sraddha", "Sraddha"),
    ("preeti", "Preeti"),
    ("jadya", "Jadya"),
    ("vyapara", "Vyapara"),
    ("satru", "Satru"),
    ("jalapatana", "Jalapatana"),
    ("bandhana", "Bandhana"),
    ("apamrityu", "Apamrityu"),
    ("labha", "Labha"),
];

impl SahamId {
    /// Stable lower-case key (`punya`), also the key of the saham's report text.
    pub const fn key(self) -> &'static str {
        KEYS_AND_NAMES[self as usize].0
    }

    /// English display name (`Punya`).
    pub const fn name(self) -> &'static str {
        KEYS_AND_NAMES[self as usize].1
    }
}
