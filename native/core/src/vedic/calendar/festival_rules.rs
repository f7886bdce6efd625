//! The festival rule table: each major Hindu festival is one row (lunar month, tithi, part of
//! the day, fallback) for the one resolver in `festivals`. The rules are those of the Nirnaya
//! Sindhu and the Dharma Sindhu as the almanacs (drikpanchang.com, the Rashtriya Panchang) cite
//! them; each row names its rule in words, and docs/festivals.md sets them out with sources.
//!
//! Months are amanta (new moon to new moon), 0 = Chaitra; a Krishna-paksha festival therefore
//! sits in the amanta month before the purnimanta month of the same name (Janmashtami is amanta
//! Shravana Krishna Ashtami, purnimanta Bhadrapada). Tithis are 1..30 (16..30 Krishna).
//! A tithi in an adhika (leap) month never holds a festival: the nija month does.

use super::observance::DayPart;
use crate::zodiac::Sign;

/// Amanta month indices (0 = Chaitra), as `panchang::month::MONTH_NAMES` orders them.
pub mod months {
    /// Chaitra.
    pub const CHAITRA: usize = 0;
    /// Vaishakha.
    pub const VAISHAKHA: usize = 1;
    /// Ashadha.
    pub const ASHADHA: usize = 3;
    /// Shravana.
    pub const SHRAVANA: usize = 4;
    /// Bhadrapada.
    pub const BHADRAPADA: usize = 5;
    /// Ashwin.
    pub const ASHWIN: usize = 6;
    /// Kartika.
    pub const KARTIKA: usize = 7;
    /// Magha.
    pub const MAGHA: usize = 10;
    /// Phalguna.
    pub const PHALGUNA: usize = 11;
}
use months::*;

/// A tithi of an amanta month, observed on the date whose part of the day it holds.
#[derive(Debug, Clone, Copy)]
pub struct TithiRule {
    /// Amanta month, 0 = Chaitra.
    pub month: usize,
    /// Tithi 1..30 (1–15 Shukla, 16–30 Krishna).
    pub tithi: usize,
    /// The part of the day the tithi must hold.
    pub part: DayPart,
}

/// What decides a Purnima festival whose part of the day lies wholly in bhadra (Vishti karana).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BhadraFallback {
    /// Holika Dahan: the next date's pradosh when Purnima lasts at least three prahars (3/4 of
    /// the daytime) of that date, else after bhadra ends (until the end of nishita).
    NextPradoshAfterThreePrahars,
    /// Raksha Bandhan: the next morning when Purnima lasts at least six ghatis (144 minutes)
    /// after its sunrise, else after bhadra ends on the first date (until the end of pradosh).
    NextMorningSixGhatis,
}

/// How one festival's date is decided.
#[derive(Debug, Clone, Copy)]
pub enum FestivalKind {
    /// The tithi at a part of the day: the date where it covers the largest share of the part
    /// (the earlier on a tie); when it touches the part on no date (kshaya), the date whose
    /// Vedic day holds its middle.
    Tithi(TithiRule),
    /// Purnima at a part of the day free of bhadra, with the bhadra fallback.
    BhadraFree(TithiRule, BhadraFallback),
    /// The date of the punya kaal of the Sun's sidereal ingress into a sign.
    Sankranti(Sign),
    /// The civil date after another festival (by key).
    DayAfter(&'static str),
}

/// One festival: its stable key, display name, rule, and the rule in words with its source.
#[derive(Debug, Clone, Copy)]
pub struct FestivalRule {
    /// Stable key, e.g. `diwali`.
    pub key: &'static str,
    /// Display name, e.g. `Diwali (Lakshmi Puja)`.
    pub name: &'static str,
    /// How the date is decided.
    pub kind: FestivalKind,
    /// The rule in words, with the text it follows.
    pub rule: &'static str,
}

const fn tithi(month: usize, tithi: usize, part: DayPart) -> TithiRule {
    TithiRule { month, tithi, part }
}

const fn row(key: &'static str, name: &'static str, kind: FestivalKind, rule: &'static str) -> FestivalRule {
    FestivalRule { key, name, kind, rule }
}

use DayPart::*;
use FestivalKind::{BhadraFree, DayAfter, Sankranti, Tithi};

/// The festivals, in the order of the amanta year from Makar Sankranti (a `DayAfter` row comes
/// after the row it follows).
pub const FESTIVALS: &[FestivalRule] = &[
    row("makar-sankranti", "Makar Sankranti", Sankranti(Sign::Capricorn),
        "the date of the punya kaal of the Sun's sidereal ingress into Makara (40 ghatis after it; a night ingress moves it to the next morning; Dharma Sindhu)"),
    row("vasant-panchami", "Vasant Panchami", Tithi(tithi(MAGHA, 5, Purvahna)),
        "Magha Shukla Panchami prevailing in the forenoon (purvahna; Nirnaya Sindhu)"),
    row("maha-shivaratri", "Maha Shivaratri", Tithi(tithi(MAGHA, 29, Nishita)),
        "amanta Magha (purnimanta Phalguna) Krishna Chaturdashi prevailing at nishita (Nirnaya Sindhu)"),
    row("holika-dahan", "Holika Dahan", BhadraFree(tithi(PHALGUNA, 15, Pradosh), BhadraFallback::NextPradoshAfterThreePrahars),
        "Phalguna Purnima at pradosh free of bhadra; when bhadra covers it, the next pradosh if Purnima lasts three prahars of that day, else after bhadra ends (Dharma Sindhu)"),
    row("holi", "Holi (Dhulandi)", DayAfter("holika-dahan"),
        "the date after Holika Dahan (purnimanta Chaitra Krishna Pratipada)"),
    row("ugadi", "Ugadi / Gudi Padwa", Tithi(tithi(CHAITRA, 1, Sunrise)),
        "Chaitra Shukla Pratipada at sunrise (udaya tithi); the year begins with the nija Chaitra"),
    row("ram-navami", "Ram Navami", Tithi(tithi(CHAITRA, 9, Madhyahna)),
        "Chaitra Shukla Navami prevailing at madhyahna (the third fifth of the daytime; Nirnaya Sindhu)"),
    row("hanuman-jayanti", "Hanuman Jayanti", Tithi(tithi(CHAITRA, 15, Sunrise)),
        "Chaitra Purnima at sunrise (udaya tithi; north-Indian reckoning)"),
    row("akshaya-tritiya", "Akshaya Tritiya", Tithi(tithi(VAISHAKHA, 3, Purvahna)),
        "Vaishakha Shukla Tritiya prevailing in the forenoon (purvahna; Nirnaya Sindhu)"),
    row("guru-purnima", "Guru Purnima", Tithi(tithi(ASHADHA, 15, Sunrise)),
        "Ashadha Purnima at sunrise (udaya tithi)"),
    row("nag-panchami", "Nag Panchami", Tithi(tithi(SHRAVANA, 5, Purvahna)),
        "Shravana Shukla Panchami prevailing in the forenoon (purvahna)"),
    row("raksha-bandhan", "Raksha Bandhan", BhadraFree(tithi(SHRAVANA, 15, Aparahna), BhadraFallback::NextMorningSixGhatis),
        "Shravana Purnima at aparahna free of bhadra; when bhadra covers it, the next morning if Purnima lasts six ghatis after sunrise, else after bhadra ends (Nirnaya Sindhu)"),
    row("krishna-janmashtami", "Krishna Janmashtami", Tithi(tithi(SHRAVANA, 23, Nishita)),
        "amanta Shravana (purnimanta Bhadrapada) Krishna Ashtami prevailing at nishita (Smarta rule; Nirnaya Sindhu)"),
    row("ganesh-chaturthi", "Ganesh Chaturthi", Tithi(tithi(BHADRAPADA, 4, Madhyahna)),
        "Bhadrapada Shukla Chaturthi prevailing at madhyahna (Nirnaya Sindhu)"),
    row("navaratri-ghatasthapana", "Sharad Navaratri (Ghatasthapana)", Tithi(tithi(ASHWIN, 1, Pratahkala)),
        "Ashwin Shukla Pratipada prevailing in pratahkala (the first fifth of the daytime; Nirnaya Sindhu)"),
    row("durga-ashtami", "Durga Ashtami", Tithi(tithi(ASHWIN, 8, Sunrise)),
        "Ashwin Shukla Ashtami at sunrise (udaya tithi)"),
    row("dussehra", "Dussehra (Vijayadashami)", Tithi(tithi(ASHWIN, 10, Aparahna)),
        "Ashwin Shukla Dashami prevailing at aparahna (the fourth fifth of the daytime; Nirnaya Sindhu)"),
    row("karva-chauth", "Karva Chauth", Tithi(tithi(ASHWIN, 19, Moonrise)),
        "amanta Ashwin (purnimanta Kartika) Krishna Chaturthi prevailing at moonrise"),
    row("dhanteras", "Dhanteras", Tithi(tithi(ASHWIN, 28, Pradosh)),
        "amanta Ashwin (purnimanta Kartika) Krishna Trayodashi prevailing at pradosh"),
    row("diwali", "Diwali (Lakshmi Puja)", Tithi(tithi(ASHWIN, 30, Pradosh)),
        "amanta Ashwin (purnimanta Kartika) Amavasya prevailing at pradosh; the puja window is pradosh while Amavasya holds (Dharma Sindhu)"),
    row("govardhan-puja", "Govardhan Puja", Tithi(tithi(KARTIKA, 1, Pratahkala)),
        "Kartika Shukla Pratipada prevailing in pratahkala"),
    row("bhai-dooj", "Bhai Dooj", Tithi(tithi(KARTIKA, 2, Aparahna)),
        "Kartika Shukla Dwitiya prevailing at aparahna"),
    row("chhath-puja", "Chhath Puja", Tithi(tithi(KARTIKA, 6, Sunrise)),
        "Kartika Shukla Shashthi at sunrise (udaya tithi; the evening arghya of that date)"),
];
