//! The Hindu calendar of a place: a Gregorian month day by day, and the recurring observances
//! (Ekadashi, Purnima and Amavasya, Pradosh, Sankashti Chaturthi, Masik Shivaratri, the
//! sankrantis), the major festivals (one rule row each, `festival_rules`) and the dates of any
//! tithi or nakshatra over a range.
//!
//! Everything is built on the panchang engine: the day is the Vedic day (sunrise to sunrise)
//! of `panchang::day`, the tithi and nakshatra spans come from `panchang::elements`, the months
//! from `panchang::month` and the ingresses from `panchang::sankranti`. An observance is a rule
//! (which tithi, at which part of the day) applied by one resolver (`observance`).

pub mod days;
pub mod ekadashi;
pub mod element_dates;
pub mod festival_bhadra;
pub mod festival_rules;
pub mod festivals;
pub mod month;
pub mod observance;
pub mod range;
pub mod sankranti;
pub mod vrats;
