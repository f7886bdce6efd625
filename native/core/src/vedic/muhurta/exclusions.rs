//! The exclusions the later purposes added: the five-nakshatra panchaka, the lagna panchaka
//! (panchaka rahita), disha shool and the southward panchaka of travel. Each reads only the
//! constant state of a stretch (`Observed`), so the best-time scan's transitions (Moon sign,
//! tithi, nakshatra, sunrise, lagna) bound every window exactly.

use super::observed::{check, tithi_label, ExclusionCheck, Observed};
use super::rules::{lagna_panchaka_name, lagna_panchaka_remainder};
use super::tables::WEEKDAY_NAMES;
use super::Direction;
use crate::zodiac::{Sign, NAKSHATRAS};

/// Sidereal signs of the Moon in panchaka: Aquarius and Pisces (Dhanishta 3rd pada to Revati),
/// as `vedic::panchang::panchaka` defines it (300° to 360°).
fn in_panchaka(o: &Observed) -> bool {
    let start = (crate::vedic::panchang::panchaka::PANCHAKA_START_DEG / 30.0) as usize;
    o.moon_sign >= start
}

/// The Moon in the five panchaka nakshatras (Dhanishta 3rd pada to Revati).
pub fn nakshatra_panchaka(o: &Observed) -> ExclusionCheck {
    check(
        "nakshatra_panchaka",
        in_panchaka(o),
        format!(
            "Moon in {} ({}); panchaka runs from Dhanishta 3rd pada to the end of Revati (Moon in Aquarius or Pisces)",
            Sign::from_index(o.moon_sign),
            NAKSHATRAS[o.nakshatra - 1]
        ),
    )
}

/// The lagna panchaka: (tithi + weekday + nakshatra + lagna) mod 9 gives 1 Mrityu, 2 Agni,
/// 4 Raja, 6 Chora, 8 Roga; 0, 3, 5, 7 are free.
pub fn lagna_panchaka(o: &Observed) -> ExclusionCheck {
    let r = lagna_panchaka_remainder(o.tithi, o.weekday, o.nakshatra, o.lagna_sign);
    let what = lagna_panchaka_name(r).map_or_else(|| "free of panchaka".to_string(), |n| format!("{n} panchaka"));
    check(
        "lagna_panchaka",
        lagna_panchaka_name(r).is_some(),
        format!(
            "tithi {} ({}) + {} ({}) + {} ({}) + lagna {} ({}) = {} ≡ {r} (mod 9): {what}",
            tithi_label(o.tithi),
            o.tithi,
            WEEKDAY_NAMES[o.weekday],
            o.weekday + 1,
            NAKSHATRAS[o.nakshatra - 1],
            o.nakshatra,
            Sign::from_index(o.lagna_sign),
            o.lagna_sign + 1,
            o.tithi + o.weekday + 1 + o.nakshatra + o.lagna_sign + 1
        ),
    )
}

/// Disha shool: no journey towards the weekday's shool direction.
pub fn disha_shool(o: &Observed) -> ExclusionCheck {
    let shool = Direction::shool_of(o.weekday);
    match o.direction {
        Some(d) => check(
            "disha_shool",
            d == shool,
            format!("{}: disha shool in the {}; journey to the {}", WEEKDAY_NAMES[o.weekday], shool.slug(), d.slug()),
        ),
        None => check(
            "disha_shool",
            false,
            format!("{}: disha shool in the {}; no direction given", WEEKDAY_NAMES[o.weekday], shool.slug()),
        ),
    }
}

/// Panchaka forbids setting out southward.
pub fn panchaka_south(o: &Observed) -> ExclusionCheck {
    let south = o.direction == Some(Direction::South);
    check(
        "panchaka_south",
        south && in_panchaka(o),
        format!(
            "Moon in {}{}; no journey southward during panchaka",
            Sign::from_index(o.moon_sign),
            if in_panchaka(o) { " (panchaka)" } else { "" }
        ),
    )
}
