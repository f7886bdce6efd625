//! The classical tables of Kalachakra dasha (BPHS ch. 46, "Kalachakra dasa" as P.V.R. Narasimha
//! Rao teaches it): the years of each sign, the four chakras (groups) with the nine dasha signs
//! of each of their four padas, the paramayus of each pada, and which nakshatra belongs to which
//! group. Everything else in the system is arithmetic on these tables.

use crate::zodiac::Sign::{self, *};
use serde::Serialize;

/// Dasha years of each sign, Aries first: a sign's years are those of its lord (Mars 7, Venus
/// 16, Mercury 9, Moon 21, Sun 5, Jupiter 10, Saturn 4; BPHS 46).
pub const SIGN_YEARS: [f64; 12] = [7.0, 16.0, 9.0, 21.0, 5.0, 9.0, 16.0, 7.0, 10.0, 4.0, 4.0, 10.0];

/// The four chakras a nakshatra can belong to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Group {
    /// Savya (zodiacal) chakra headed by Ashwini.
    Ashwini,
    /// Savya (zodiacal) chakra headed by Bharani.
    Bharani,
    /// Apasavya (anti-zodiacal) chakra headed by Rohini.
    Rohini,
    /// Apasavya (anti-zodiacal) chakra headed by Mrigashira.
    Mrigashira,
}

impl Group {
    /// The group of a nakshatra (1 = Ashwini … 27 = Revati). The 27 run in triplets, savya and
    /// apasavya in turn (Ashwini-Bharani-Krittika savya, Rohini-Mrigashira-Ardra apasavya ...,
    /// BPHS 46.56-58); inside a triplet the first and the third take the head chakra (Ashwini
    /// or Rohini) and the middle one the second (Bharani or Mrigashira): so the Ashwini group is
    /// Ashwini, Krittika, Punarvasu, Ashlesha, Hasta, Swati, Mula, Uttarashadha, Purvabhadra
    /// and Revati, the Rohini group Rohini, Ardra, Magha, Uttaraphalguni, Vishakha, Jyeshtha,
    /// Shravana and Shatabhisha.
    pub fn of(nakshatra: u8) -> Group {
        let k = nakshatra as usize - 1;
        let savya = (k / 3).is_multiple_of(2);
        let middle = k % 3 == 1;
        match (savya, middle) {
            (true, false) => Group::Ashwini,
            (true, true) => Group::Bharani,
            (false, false) => Group::Rohini,
            (false, true) => Group::Mrigashira,
        }
    }

    /// True for the savya (zodiacal) chakras.
    pub fn savya(self) -> bool {
        matches!(self, Group::Ashwini | Group::Bharani)
    }

    /// The nine dasha signs of each pada (1..4) of the group, in dasha order (BPHS 46; the
    /// tables as P.V.R. Narasimha Rao's "Vedic Astrology: An Integrated Approach", ch. 24, and
    /// Jagannatha Hora print them).
    pub fn signs(self, pada: u8) -> &'static [Sign; 9] {
        &CHAKRAS[self as usize][pada as usize - 1]
    }
}

/// Paramayus (the years of the nine signs of a pada) of padas 1..4: savya 100, 85, 83, 86;
/// apasavya the reverse, 86, 83, 85, 100 (BPHS 46). Each equals the sum of its signs' years.
pub fn paramayus(group: Group, pada: u8) -> f64 {
    group.signs(pada).iter().map(|s| SIGN_YEARS[s.index()]).sum()
}

/// The dasha signs of the four padas of each group, in the order of [`Group`].
const CHAKRAS: [[[Sign; 9]; 4]; 4] = [
    // Ashwini group (savya): 100, 85, 83, 86 years.
    [
        [Aries, Taurus, Gemini, Cancer, Leo, Virgo, Libra, Scorpio, Sagittarius],
        [Capricorn, Aquarius, Pisces, Scorpio, Libra, Virgo, Cancer, Leo, Gemini],
        [Taurus, Aries, Pisces, Aquarius, Capricorn, Sagittarius, Aries, Taurus, Gemini],
        [Cancer, Leo, Virgo, Libra, Scorpio, Sagittarius, Capricorn, Aquarius, Pisces],
    ],
    // Bharani group (savya): 100, 85, 83, 86 years.
    [
        [Scorpio, Libra, Virgo, Cancer, Leo, Gemini, Taurus, Aries, Pisces],
        [Aquarius, Capricorn, Sagittarius, Aries, Taurus, Gemini, Cancer, Leo, Virgo],
        [Libra, Scorpio, Sagittarius, Capricorn, Aquarius, Pisces, Scorpio, Libra, Virgo],
        [Cancer, Leo, Gemini, Taurus, Aries, Pisces, Aquarius, Capricorn, Sagittarius],
    ],
    // Rohini group (apasavya): 86, 83, 85, 100 years.
    [
        [Sagittarius, Capricorn, Aquarius, Pisces, Aries, Taurus, Gemini, Leo, Cancer],
        [Virgo, Libra, Scorpio, Pisces, Aquarius, Capricorn, Sagittarius, Scorpio, Libra],
        [Virgo, Leo, Cancer, Gemini, Taurus, Aries, Sagittarius, Capricorn, Aquarius],
        [Pisces, Aries, Taurus, Gemini, Leo, Cancer, Virgo, Libra, Scorpio],
    ],
    // Mrigashira group (apasavya): 86, 83, 85, 100 years.
    [
        [Pisces, Aquarius, Capricorn, Sagittarius, Scorpio, Libra, Virgo, Leo, Cancer],
        [Gemini, Taurus, Aries, Sagittarius, Capricorn, Aquarius, Pisces, Aries, Taurus],
        [Gemini, Leo, Cancer, Virgo, Libra, Scorpio, Pisces, Aquarius, Capricorn],
        [Sagittarius, Scorpio, Libra, Virgo, Leo, Cancer, Gemini, Taurus, Aries],
    ],
];

/// The pada after `(nakshatra, pada)` in the zodiac (Revati's 4th is followed by Ashwini's 1st).
pub fn next_pada(nakshatra: u8, pada: u8) -> (u8, u8) {
    if pada < 4 {
        (nakshatra, pada + 1)
    } else {
        (nakshatra % 27 + 1, 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paramayus_are_the_classical_ones() {
        // BPHS 46: savya padas 100, 85, 83, 86 years; apasavya 86, 83, 85, 100.
        for g in [Group::Ashwini, Group::Bharani] {
            assert_eq!([1, 2, 3, 4].map(|p| paramayus(g, p)), [100.0, 85.0, 83.0, 86.0]);
        }
        for g in [Group::Rohini, Group::Mrigashira] {
            assert_eq!([1, 2, 3, 4].map(|p| paramayus(g, p)), [86.0, 83.0, 85.0, 100.0]);
        }
    }

    #[test]
    fn groups_follow_bphs() {
        // BPHS 46: 15 savya nakshatras (Ashwini group 10 with Revati, Bharani group 5), 12 apasavya.
        let count = |g: Group| (1..=27).filter(|&n| Group::of(n) == g).count();
        assert_eq!([count(Group::Ashwini), count(Group::Bharani)], [10, 5]);
        assert_eq!(count(Group::Rohini) + count(Group::Mrigashira), 12);
        assert_eq!(Group::of(27), Group::Ashwini);
        assert_eq!(Group::of(4), Group::Rohini);
        assert_eq!(Group::of(5), Group::Mrigashira);
        assert_eq!(Group::of(6), Group::Rohini);
    }
}
