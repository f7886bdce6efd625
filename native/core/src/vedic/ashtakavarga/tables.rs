//! The Parashari bindu (benefic point) tables.
//!
//! `BINDU_PLACES[planet][contributor]` lists the houses, counted from the contributor's sign
//! (the contributor's own sign = 1), in which the contributor gives the planet a bindu.
//! Planets and contributors are in the order Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn;
//! the eighth contributor is the ascendant.
//!
//! Source: Brihat Parashara Hora Shastra ch. 66 as tabulated by P.V.R. Narasimha Rao, "Vedic
//! Astrology: An Integrated Approach", ch. 12 (the table Jagannatha Hora and PyJHora use). Two
//! rows differ between printed editions; this table follows Narasimha Rao:
//! - Moon's ashtakavarga, from the Moon: 1 3 6 7 9 10 11 and from Mars: 2 3 5 6 10 11
//!   (Saravali 53.3 and Phaladeepika 23.4 give 1 3 6 7 10 11 and 2 3 5 6 9 10 11: same total);
//! - Venus' ashtakavarga, from Mars: 3 4 6 9 11 12 (Saravali: 3 5 6 9 11 12).
//!
//! Each planet's total is fixed by the table: 48, 49, 39, 54, 56, 52, 39 (sum 337), which the
//! unit test below checks.

use crate::zodiac::Graha;

/// Sun … Saturn, the planets that have an ashtakavarga.
pub const PLANETS: [Graha; 7] = Graha::SEVEN;
/// The eight reference points that give bindus.
pub const CONTRIBUTORS: [&str; 8] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Ascendant"];
/// Classical bhinna totals, Sun … Saturn.
pub const CLASSICAL_TOTALS: [u32; 7] = [48, 49, 39, 54, 56, 52, 39];
/// Classical sarva (grand) total.
pub const CLASSICAL_GRAND_TOTAL: u32 = 337;

/// `BINDU_PLACES[planet][contributor]`: houses (1..12, counted from the contributor's sign) where the
/// contributor gives the planet a bindu; planets Sun … Saturn, contributors Sun … Saturn then ascendant.
pub const BINDU_PLACES: [[&[u8]; 8]; 7] = [
    // Sun
    [
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[3, 6, 10, 11],
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[3, 5, 6, 9, 10, 11, 12],
        &[5, 6, 9, 11],
        &[6, 7, 12],
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[3, 4, 6, 10, 11, 12],
    ],
    // Moon
    [
        &[3, 6, 7, 8, 10, 11],
        &[1, 3, 6, 7, 9, 10, 11],
        &[2, 3, 5, 6, 10, 11],
        &[1, 3, 4, 5, 7, 8, 10, 11],
        &[1, 2, 4, 7, 8, 10, 11],
        &[3, 4, 5, 7, 9, 10, 11],
        &[3, 5, 6, 11],
        &[3, 6, 10, 11],
    ],
    // Mars
    [
        &[3, 5, 6, 10, 11],
        &[3, 6, 11],
        &[1, 2, 4, 7, 8, 10, 11],
        &[3, 5, 6, 11],
        &[6, 10, 11, 12],
        &[6, 8, 11, 12],
        &[1, 4, 7, 8, 9, 10, 11],
        &[1, 3, 6, 10, 11],
    ],
    // Mercury
    [
        &[5, 6, 9, 11, 12],
        &[2, 4, 6, 8, 10, 11],
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[1, 3, 5, 6, 9, 10, 11, 12],
        &[6, 8, 11, 12],
        &[1, 2, 3, 4, 5, 8, 9, 11],
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[1, 2, 4, 6, 8, 10, 11],
    ],
    // Jupiter
    [
        &[1, 2, 3, 4, 7, 8, 9, 10, 11],
        &[2, 5, 7, 9, 11],
        &[1, 2, 4, 7, 8, 10, 11],
        &[1, 2, 4, 5, 6, 9, 10, 11],
        &[1, 2, 3, 4, 7, 8, 10, 11],
        &[2, 5, 6, 9, 10, 11],
        &[3, 5, 6, 12],
        &[1, 2, 4, 5, 6, 7, 9, 10, 11],
    ],
    // Venus
    [
        &[8, 11, 12],
        &[1, 2, 3, 4, 5, 8, 9, 11, 12],
        &[3, 4, 6, 9, 11, 12],
        &[3, 5, 6, 9, 11],
        &[5, 8, 9, 10, 11],
        &[1, 2, 3, 4, 5, 8, 9, 10, 11],
        &[3, 4, 5, 8, 9, 10, 11],
        &[1, 2, 3, 4, 5, 8, 9, 11],
    ],
    // Saturn
    [
        &[1, 2, 4, 7, 8, 10, 11],
        &[3, 6, 11],
        &[3, 5, 6, 10, 11, 12],
        &[6, 8, 9, 10, 11, 12],
        &[5, 6, 11, 12],
        &[6, 11, 12],
        &[3, 5, 6, 11],
        &[1, 3, 4, 6, 10, 11],
    ],
];

/// The kaksha (1/8 of a sign, 3°45′) lords in order from 0° of every sign.
pub const KAKSHA_LORDS: [&str; 8] = ["Saturn", "Jupiter", "Mars", "Sun", "Venus", "Mercury", "Moon", "Ascendant"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_lengths_give_the_classical_totals() {
        for (p, rows) in BINDU_PLACES.iter().enumerate() {
            let total: usize = rows.iter().map(|r| r.len()).sum();
            assert_eq!(total as u32, CLASSICAL_TOTALS[p], "{}", PLANETS[p]);
            for r in rows {
                assert!(r.windows(2).all(|w| w[0] < w[1]) && r.iter().all(|&h| (1..=12).contains(&h)));
            }
        }
        assert_eq!(CLASSICAL_TOTALS.iter().sum::<u32>(), CLASSICAL_GRAND_TOTAL);
    }
}
