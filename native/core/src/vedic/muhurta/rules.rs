//! The rule table of a purpose: one data row per purpose ([`super::rows::ROWS`]) that the one
//! evaluator and the one best-time scan read. A row names the value of every tithi, nakshatra,
//! weekday and lagna sign (first matching rule wins, else the row's default), the classical
//! exclusions in the order the answer lists them, the day periods avoided, how the scan treats
//! nakshatra padas, and the sources.

use super::Purpose;

/// One rule of a lookup table: the keys it covers, their value (−1, 0 or +1) and why.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// Keys covered: tithi 1..30, nakshatra 1..27, weekday 0..6 (Sunday first) or sign 0..11.
    pub keys: &'static [usize],
    /// −1 (inauspicious or forbidden), 0 (neutral) or +1 (listed as auspicious).
    pub value: f64,
    /// Why, as the answer explains it.
    pub why: &'static str,
}

/// A lookup table: the first rule whose keys contain the key decides, else `otherwise`.
#[derive(Debug, Clone, Copy)]
pub struct Table {
    /// Rules in order of precedence.
    pub rules: &'static [Rule],
    /// Value and reason for a key no rule covers.
    pub otherwise: (f64, &'static str),
}

impl Table {
    /// Value and reason for a key.
    pub fn value(&self, key: usize) -> (f64, &'static str) {
        self.rules.iter().find(|r| r.keys.contains(&key)).map_or(self.otherwise, |r| (r.value, r.why))
    }
}

/// A nakshatra pada overriding the nakshatra's value (nakshatra 1..27, pada 1..4, value, why).
pub type PadaRule = (usize, usize, f64, &'static str);

/// Which nakshatra pada boundaries the best-time scan treats as transitions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PadaMarks {
    /// None: only nakshatra boundaries matter.
    None,
    /// The padas the row's pada rules name (marriage: Magha 1, Mula 1, Revati 4).
    Ruled,
    /// Every pada (naming: the pada gives the name's first syllable; a window stays in one pada).
    Every,
}

/// A classical exclusion: a prohibition no score redeems.
#[derive(Debug, Clone, Copy)]
pub enum Exclusion {
    /// The Sun must be in one of `allowed` sidereal signs (0 = Aries); `rule` names it.
    SolarMonth {
        /// Rule identifier in the answer, e.g. `solar_month` or `uttarayana`.
        rule: &'static str,
        /// Sidereal signs of the Sun in which the undertaking is allowed.
        allowed: &'static [usize],
        /// What the rule says.
        why: &'static str,
    },
    /// The amanta month (0 = Chaitra) must be one of `allowed`.
    LunarMonth {
        /// Amanta months allowed.
        allowed: &'static [usize],
        /// What the rule says.
        why: &'static str,
    },
    /// No undertaking from Devshayani to Prabodhini Ekadashi.
    Chaturmas,
    /// No undertaking in an Adhika or Kshaya month.
    LeapMonth,
    /// No undertaking while Jupiter or Venus is combust.
    Combustion,
    /// No undertaking in Vishti (Bhadra) karana.
    Vishti,
    /// No undertaking on a Rikta tithi or Amavasya.
    RiktaAmavasya,
    /// No undertaking on Amavasya (`why` says what is forbidden).
    Amavasya {
        /// What the rule forbids, e.g. `no naming on Amavasya`.
        why: &'static str,
    },
    /// No undertaking in the yogas Vyatipata and Vaidhriti.
    VyatipataVaidhriti,
    /// The five-nakshatra panchaka: the Moon in sidereal Aquarius or Pisces.
    NakshatraPanchaka,
    /// The lagna panchaka: (tithi + weekday + nakshatra + lagna) mod 9 in 1, 2, 4, 6, 8.
    LagnaPanchaka,
    /// Disha shool: travel towards the weekday's shool direction (when a direction is given).
    DishaShool,
    /// Panchaka forbids journeys southward (when the direction given is south).
    PanchakaSouth,
}

/// The rule table of one purpose.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The purpose the row is for.
    pub purpose: Purpose,
    /// The purpose as the API spells it, e.g. `graha-pravesh`.
    pub slug: &'static str,
    /// Tithi 1..30.
    pub tithi: Table,
    /// Nakshatra 1..27.
    pub nakshatra: Table,
    /// Pada riders, read before the nakshatra table.
    pub padas: &'static [PadaRule],
    /// Weekday 0..6, Sunday first.
    pub vara: Table,
    /// Sign of the lagna 0..11 (before the Moon-from-lagna dosha).
    pub lagna: Table,
    /// The exclusions, in the order the answer lists them.
    pub exclusions: &'static [Exclusion],
    /// The day periods avoided (names from `periods::PERIODS`).
    pub periods: &'static [&'static str],
    /// Which pada boundaries the scan marks; `Every` also keeps a window inside one pada.
    pub pada_marks: PadaMarks,
    /// The texts and pages the row is taken from.
    pub sources: &'static [&'static str],
}

impl Rules {
    /// Value of the Moon's nakshatra and pada: a pada rider first, then the nakshatra table.
    pub fn nakshatra_value(&self, nakshatra: usize, pada: usize) -> (f64, &'static str) {
        self.padas
            .iter()
            .find(|(n, p, _, _)| *n == nakshatra && *p == pada)
            .map_or_else(|| self.nakshatra.value(nakshatra), |(_, _, v, why)| (*v, *why))
    }
}

/// Remainder of the lagna panchaka count: (tithi 1..30 + weekday, Sunday = 1, + nakshatra 1..27
/// + lagna sign, Aries = 1) mod 9.
pub fn lagna_panchaka_remainder(tithi: usize, weekday: usize, nakshatra: usize, lagna_sign: usize) -> usize {
    (tithi + weekday + 1 + nakshatra + lagna_sign + 1) % 9
}

/// Name of the lagna panchaka for a remainder, or `None` for the four free remainders (0, 3, 5, 7).
pub fn lagna_panchaka_name(remainder: usize) -> Option<&'static str> {
    match remainder {
        1 => Some("Mrityu"),
        2 => Some("Agni"),
        4 => Some("Raja"),
        6 => Some("Chora"),
        8 => Some("Roga"),
        _ => None,
    }
}
