//! Shayanadi avasthas (BPHS ch. 45 in Santhanam's numbering): twelve states of each of the nine
//! grahas from a product and a sum of chart numbers, and a sub-state from the native's name.
//!
//! State: (nakshatra of the graha × its number × its navamsa + the janma nakshatra + the ghatis
//! of birth + the lagna) mod 12, the remainder counted from Shayana (0 = the 12th, Nidra).
//! - nakshatra: 1 = Ashwini … 27 = Revati;
//! - graha number: Sun 1, Moon 2, Mars 3, Mercury 4, Jupiter 5, Venus 6, Saturn 7, Rahu 8, Ketu 9;
//! - navamsa: the sign of the graha's navamsa, 1 = Aries … 12 = Pisces (astrologytree.net's
//!   reading of "the navamsa it occupies"; Santhanam's worked example is not at hand);
//! - janma nakshatra: the Moon's, 1 … 27;
//! - ghatis: whole ghatis (24 minutes) elapsed from the sunrise that began the birth's Vedic day
//!   (the ishta kaala of `/v1/jaimini/special-lagnas`, disc-centre sunrise);
//! - lagna: the ascendant's sign, 1 = Aries … 12 = Pisces.
//!
//! Sub-state (cheshta): (state number² + the number of the first letter of the name) mod 12, plus
//! the graha's constant (Sun 5, Moon 2, Mars 2, Mercury 3, Jupiter 5, Venus 3, Saturn 3, Rahu and
//! Ketu 4), mod 3: 1 drishti (half the result), 2 cheshta (the full result), 0 vicheshta (little
//! result). The letter number (1 … 5) is the caller's: the column of the name's first letter in
//! the five-column table of the alphabet that BPHS gives (not derived from Latin spellings, which
//! cannot tell the letters of that table apart).

use crate::vedic::varga::{sign_in_varga, Varga};
use crate::zodiac::nakshatra::NakshatraPlacement;
use crate::zodiac::Graha;
use serde::Serialize;

/// The twelve states in BPHS order (state number = index + 1).
pub const SHAYANADI: [&str; 12] = [
    "Shayana",
    "Upavesha",
    "Netrapani",
    "Prakasha",
    "Gamanechha",
    "Gamana",
    "Sabha",
    "Agama",
    "Bhojana",
    "Nrityalipsa",
    "Kautuka",
    "Nidra",
];

/// The constant BPHS adds for the sub-state, in [`Graha::ALL`] order.
pub const SUB_STATE_CONSTANT: [u32; 9] = [5, 2, 2, 3, 5, 3, 3, 4, 4];

/// Sub-states by the remainder mod 3 (index 0 = remainder 0).
pub const SUB_STATES: [&str; 3] = ["Vicheshta", "Drishti", "Cheshta"];

/// The chart numbers shared by every graha's formula.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct BirthNumbers {
    /// The Moon's nakshatra, 1 = Ashwini … 27 = Revati.
    pub janma_nakshatra: u32,
    /// Whole ghatis (24 minutes each) from the sunrise of the birth's Vedic day to the birth.
    pub ghatis: u32,
    /// The ascendant's sign, 1 = Aries … 12 = Pisces.
    pub lagna: u32,
}

/// One graha's shayanadi state with every number of its formula.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct ShayanadiState {
    /// The graha.
    pub name: Graha,
    /// Stable lower-case key of the graha.
    pub key: &'static str,
    /// The graha's number, Sun 1 … Saturn 7, Rahu 8, Ketu 9.
    pub graha_number: u32,
    /// The graha's nakshatra, 1 = Ashwini … 27 = Revati.
    pub nakshatra: u32,
    /// The sign of the graha's navamsa, 1 = Aries … 12 = Pisces.
    pub navamsa: u32,
    /// nakshatra × graha number × navamsa + janma nakshatra + ghatis + lagna.
    pub total: u32,
    /// The state's number, 1 … 12 (a remainder of 0 counts as 12).
    pub number: u32,
    /// Name of the state, e.g. `Prakasha`.
    pub state: &'static str,
    /// Stable lower-case key of the state, e.g. `prakasha`.
    pub state_key: String,
    /// Drishti, Cheshta or Vicheshta when a name number was given, else absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sub_state: Option<&'static str>,
}

/// The state number (1 … 12) of a graha from its numbers and the birth's.
pub fn state_number(graha_number: u32, nakshatra: u32, navamsa: u32, birth: &BirthNumbers) -> (u32, u32) {
    let total = nakshatra * graha_number * navamsa + birth.janma_nakshatra + birth.ghatis + birth.lagna;
    let r = total % 12;
    (total, if r == 0 { 12 } else { r })
}

/// The sub-state of a graha in state `number` for a name whose first letter has `name_number`.
pub fn sub_state(graha: Graha, number: u32, name_number: u32) -> &'static str {
    let first = (number * number + name_number) % 12;
    SUB_STATES[((first + SUB_STATE_CONSTANT[graha.index()]) % 3) as usize]
}

/// The shayanadi state of one graha.
pub fn shayanadi(graha: Graha, longitude: f64, birth: &BirthNumbers, name_number: Option<u32>) -> ShayanadiState {
    let graha_number = graha.index() as u32 + 1;
    let nakshatra = NakshatraPlacement::of(longitude).nakshatra_index as u32;
    let navamsa = sign_in_varga(longitude, Varga::D9).0 as u32 + 1;
    let (total, number) = state_number(graha_number, nakshatra, navamsa, birth);
    let state = SHAYANADI[number as usize - 1];
    ShayanadiState {
        name: graha,
        key: graha.key(),
        graha_number,
        nakshatra,
        navamsa,
        total,
        number,
        state,
        state_key: state.to_lowercase(),
        sub_state: name_number.map(|n| sub_state(graha, number, n)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The remainder 0 is the 12th state, Nidra; 1 is Shayana.
    #[test]
    fn remainders_count_from_shayana() {
        let birth = BirthNumbers { janma_nakshatra: 1, ghatis: 0, lagna: 1 };
        // 1 × 1 × 10 + 1 + 0 + 1 = 12 → Nidra; 1 × 1 × 11 + 2 = 13 → Shayana.
        assert_eq!(state_number(1, 1, 10, &birth), (12, 12));
        assert_eq!(state_number(1, 1, 11, &birth), (13, 1));
    }

    /// (n² + letter) mod 12 + constant, mod 3; e.g. the Sun in state 4, letter 1:
    /// 17 mod 12 = 5, + 5 = 10, 10 mod 3 = 1 → Drishti.
    #[test]
    fn sub_state_follows_the_formula() {
        assert_eq!(sub_state(Graha::Sun, 4, 1), "Drishti");
        // Moon, state 12, letter 5: 149 mod 12 = 5, + 2 = 7 → 1 Drishti.
        assert_eq!(sub_state(Graha::Moon, 12, 5), "Drishti");
        // Saturn, state 3, letter 2: 11 mod 12 = 11, + 3 = 14 → 2 Cheshta.
        assert_eq!(sub_state(Graha::Saturn, 3, 2), "Cheshta");
        // Rahu, state 1, letter 1: 2 + 4 = 6 → 0 Vicheshta.
        assert_eq!(sub_state(Graha::Rahu, 1, 1), "Vicheshta");
    }
}
