//! The Lal Kitab (1952) house tables, written once and keyed by [`Graha`].
//!
//! Sources (published renderings of the 1952 tables, cross-checked):
//! - pakka ghar (permanent houses): Sun 1, Moon 4, Mars 3 and 8, Mercury 7, Jupiter 2, 5, 9 and
//!   11, Venus 7, Saturn 8 and 10, Rahu 12, Ketu 6 — Yograj Prabhakar, "Basics of Lal Kitab"
//!   (aryabhatt.com/lal_kitab/LalKitab_Planet1.htm), vaastuinternational.com/lalkitab6.html and
//!   "Lal Kitab Learning" (scribd 73689792), identical lists;
//! - exaltation and debilitation houses: the house is the sign (Aries = 1), so for the seven
//!   planets they are the classical exaltation and debilitation signs of
//!   [`crate::vedic::dignity`] (Sun 1/7, Moon 2/8, Mars 10/4, Mercury 6/12, Jupiter 4/10,
//!   Venus 12/6, Saturn 7/1 — the same houses in Prabhakar's page and in "Planets and Their
//!   Effects" (1library.net/document/zx8264dq): Sun exalted 1, debilitated 7; Jupiter 4 and
//!   10); the nodes follow the Lal Kitab's own table, Rahu
//!   exalted in 3 and 6, Ketu in 9 and 12, each debilitated in the houses opposite (Prabhakar:
//!   "Mercury and Rahu in Virgo … Ketu in Sagittarius … Venus and Ketu in Pisces. Rahu gets
//!   exalted in Gemini also. The houses of debilitation … 180 degrees apart");
//! - aspects (drishti) between houses: 1 → 7 and 4 → 10 at 100 %, 3 → 9, 3 → 11 and 5 → 9 at
//!   50 %, 2 → 6 and 6 → 12 at 25 % — the lines on which sushmajee.com ("Planets Aspects,
//!   Drishti Siddhaant", from the Lal_Kitab discussion group) and astrobix.com ("Aspects of
//!   planets in Lal Kitab") agree. sushmajee adds 2 → 12, astrobix adds 8 → 12 and an
//!   "inverted" 8 → 2; those are not used (see docs/lalkitab.md).

use crate::vedic::dignity;
use crate::zodiac::Graha;

/// Pakka ghar (permanent houses) of a planet.
pub fn pakka_ghar(graha: Graha) -> &'static [u8] {
    match graha {
        Graha::Sun => &[1],
        Graha::Moon => &[4],
        Graha::Mars => &[3, 8],
        Graha::Mercury => &[7],
        Graha::Jupiter => &[2, 5, 9, 11],
        Graha::Venus => &[7],
        Graha::Saturn => &[8, 10],
        Graha::Rahu => &[12],
        Graha::Ketu => &[6],
    }
}

/// Houses of exaltation of a planet in the Lal Kitab chart (house = sign, Aries = 1).
pub fn exaltation_houses(graha: Graha) -> Vec<u8> {
    match graha {
        Graha::Rahu => vec![3, 6],
        Graha::Ketu => vec![9, 12],
        seven => vec![dignity::exaltation(seven).0 as u8 + 1],
    }
}

/// Houses of debilitation: the houses opposite the houses of exaltation.
pub fn debilitation_houses(graha: Graha) -> Vec<u8> {
    exaltation_houses(graha).into_iter().map(|h| (h + 5) % 12 + 1).collect()
}

/// One aspect of the Lal Kitab table: planets in `from` look at the house `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HouseAspect {
    /// The aspecting house.
    pub from: u8,
    /// The aspected house.
    pub to: u8,
    /// Strength in percent: 100, 50 or 25.
    pub percent: u8,
}

const fn aspect(from: u8, to: u8, percent: u8) -> HouseAspect {
    HouseAspect { from, to, percent }
}

/// The house aspects of the Lal Kitab used here (the lines both renderings agree on).
pub const ASPECTS: [HouseAspect; 7] = [
    aspect(1, 7, 100),
    aspect(4, 10, 100),
    aspect(3, 9, 50),
    aspect(3, 11, 50),
    aspect(5, 9, 50),
    aspect(2, 6, 25),
    aspect(6, 12, 25),
];
