//! Mean longitudes for cheshta bala from the tables of B.V. Raman, Graha and Bhava Balas
//! (Tables IV–IX: mean solar daily motion, mean motions of Mars, Jupiter and Saturn, Mercury's
//! and Venus' product tables), the tables his worked example and V.P. Jain's use.
//!
//! The tables add, digit by digit, the motion of 1…9 units, tens, hundreds, thousands and ten
//! thousands of days elapsed since the epoch to a sidereal mean longitude at the epoch, then
//! a correction that grows by the year; read as a whole they are one linear motion per body:
//! L = L₀ + n·d + c(y), d = days since 1 Jan 1900 0h Ujjain mean time, y = years since then.
//! The daily motions n below are the tables' 10,000-day entries ÷ 10,000 (their most precise
//! reading); L₀ and the corrections are the book's, as transcribed in PyJHora 4.8.7
//! (`jhora/horoscope/chart/strength.py`). Checked against Raman's printed means for 16 Oct
//! 1918 (Example 48) in `tests/strength_raman.rs`.
//!
//! For Mars, Jupiter and Saturn the table gives the mean planet and the seeghrochcha is the
//! mean Sun; for Mercury and Venus the table gives the seeghrochcha and the mean planet is the
//! mean Sun (as in [`super::shadbala::mean_and_seeghrochcha`]).

/// Julian day (UT) of 1 Jan 1900 0h at Ujjain (75°46′ E) mean time.
const EPOCH_JD_UT: f64 = 2_415_020.5 - (75.0 + 46.0 / 60.0) / 360.0;

/// (L₀ at the epoch, degrees per day, constant correction, correction per year) for the
/// mean Sun and for Mars, Mercury's seeghrochcha, Jupiter, Venus' seeghrochcha, Saturn.
const SUN: (f64, f64, f64, f64) = (257.4568, 0.985_602_65, 0.0, 0.0);
const BODIES: [(f64, f64, f64, f64); 5] = [
    (270.22, 0.524_019, 0.0, 0.0),        // Mars
    (164.00, 4.092_318, 6.67, -0.001_33), // Mercury (seeghrochcha)
    (220.04, 0.083_096, -3.3, -0.006_7),  // Jupiter
    (328.51, 1.602_146, -5.0, -0.000_1),  // Venus (seeghrochcha)
    (236.74, 0.033_439, 5.0, 0.001),      // Saturn
];

fn longitude((l0, n, c0, c1): (f64, f64, f64, f64), days: f64) -> f64 {
    let years = days / 365.25;
    (l0 + n * days + c0 + c1 * years).rem_euclid(360.0)
}

/// Days since the tables' epoch for a Julian day in UT.
pub fn days_since_epoch(jd_ut: f64) -> f64 {
    jd_ut - EPOCH_JD_UT
}

/// Sidereal mean planet and seeghrochcha of Mars … Saturn (p = 2 … 6) by Raman's tables.
pub fn mean_and_seeghrochcha(p: usize, jd_ut: f64) -> (f64, f64) {
    let d = days_since_epoch(jd_ut);
    let mean_sun = longitude(SUN, d);
    let table = longitude(BODIES[p - 2], d);
    match p {
        3 | 5 => (mean_sun, table),
        _ => (table, mean_sun),
    }
}
