//! The sign facts the rasi dashas share: the chart as signs, savya (odd-footed) and apasavya
//! (even-footed) signs, the direction a sign sets, the lord a sign's period is counted to (the
//! stronger co-lord of Scorpio and Aquarius) and the years counted from a sign to its lord.
//!
//! Odd-footed (savya, vishamapada) signs are the groups of three from Aries taken alternately:
//! Aries, Taurus, Gemini and Libra, Scorpio, Sagittarius; the rest are even-footed (apasavya,
//! samapada). BPHS 46.156 ("meshadi tritribhir ... padaojapada kramat"): counting from an
//! odd-footed sign goes forward through the zodiac, from an even-footed sign backward.

use crate::vedic::chart::VedicChart;
use crate::vedic::dignity::{debilitation, exaltation};
use crate::vedic::jaimini::arudha::{stronger_co_lord, Placement};
use crate::vedic::jaimini::chara_karakas;
use crate::vedic::jaimini::special_lagnas::sree_lagna;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, Sign};

/// The birth chart as the rasi dashas read it: the lagna's sign and each graha's sign and
/// longitude (in [`Graha::ALL`] order).
#[derive(Debug, Clone)]
pub struct RasiChart {
    /// Sign of the ascendant.
    pub lagna: Sign,
    /// (graha, sidereal longitude) of the nine, Sun … Ketu.
    pub grahas: Vec<(Graha, f64)>,
    /// The atmakaraka of the eight-karaka scheme (Sun … Saturn and Rahu, BPHS 32; PVR), the seed
    /// of karaka kendradi dasa.
    pub atmakaraka: Graha,
    /// Sidereal longitude of the Sree lagna (PVR ch. 4), the seed of sudasa.
    pub sree_lagna: f64,
    /// Sidereal longitude of the hora lagna (BPHS ch. 4), which varnada dasa reads; it needs the
    /// sunrise, so it is worked out only for the systems that read it ([`RasiChart::with_hora_lagna`]).
    pub hora_lagna: Option<f64>,
}

impl RasiChart {
    /// The signs of a computed birth chart.
    pub fn of(chart: &VedicChart) -> RasiChart {
        let moon = chart.planets.iter().find(|p| p.graha == Graha::Moon).expect("the Moon");
        let moon_fraction = moon.nakshatra.fraction_traversed;
        RasiChart {
            lagna: Sign::of(chart.ascendant.longitude),
            grahas: chart.planets.iter().map(|p| (p.graha, p.longitude)).collect(),
            atmakaraka: chara_karakas(chart, 8)[0].planet,
            sree_lagna: sree_lagna(chart.ascendant.longitude, moon_fraction),
            hora_lagna: None,
        }
    }

    /// The same chart with its hora lagna (sidereal longitude).
    pub fn with_hora_lagna(self, hora_lagna: f64) -> RasiChart {
        RasiChart { hora_lagna: Some(hora_lagna), ..self }
    }

    /// The sign a graha occupies.
    pub fn sign_of(&self, g: Graha) -> Sign {
        Sign::of(self.grahas.iter().find(|(x, _)| *x == g).expect("the nine grahas").1)
    }

    /// The grahas in a sign, Sun … Ketu.
    pub fn in_sign(&self, s: Sign) -> impl Iterator<Item = Graha> + '_ {
        self.grahas.iter().filter(move |(_, l)| sign_index(*l) == s.index()).map(|(g, _)| *g)
    }

    /// The lord of a sign for these dashas: its one lord, or for Scorpio (Mars, Ketu) and
    /// Aquarius (Saturn, Rahu) the stronger co-lord by the rules of the arudha padas
    /// ([`stronger_co_lord`]), or the classical lord when `classical_co_lords`.
    pub fn lord(&self, s: Sign, classical_co_lords: bool) -> Graha {
        let place = Placement { grahas: &self.grahas };
        match s {
            _ if classical_co_lords => s.lord(),
            Sign::Scorpio => stronger_co_lord(&place, s.index(), Graha::Mars, Graha::Ketu).0,
            Sign::Aquarius => stronger_co_lord(&place, s.index(), Graha::Saturn, Graha::Rahu).0,
            _ => s.lord(),
        }
    }
}

/// True for the odd-footed (savya) signs: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius.
pub const fn odd_footed(s: Sign) -> bool {
    (s.index() / 3).is_multiple_of(2)
}

/// +1 (forward) or -1 (backward): the direction a sequence takes from `s` when the 9th sign
/// from it is odd-footed or even-footed (Jaimini Upadesa Sutras 1.1.22; the chara dasha from the
/// lagna, and the antardashas from their dasha sign, K.N. Rao's school).
pub const fn ninth_direction(s: Sign) -> i64 {
    if odd_footed(s.plus(8)) {
        1
    } else {
        -1
    }
}

/// The twelve signs from `first`, one by one in `direction` (+1 or -1).
pub fn regular(first: Sign, direction: i64) -> [Sign; 12] {
    std::array::from_fn(|k| first.plus(direction * k as i64))
}

/// Signs counted from `from` to `to` inclusive (1 … 12), forward or backward.
pub const fn count(from: Sign, to: Sign, forward: bool) -> i64 {
    let d = (to.index() + 12 - from.index()) % 12;
    if forward {
        d as i64 + 1
    } else {
        ((12 - d) % 12) as i64 + 1
    }
}

/// The years of a sign counted to its lord (BPHS 46.156; Jaimini Upadesa Sutras 1.1.23-26):
/// from the sign to the sign its lord occupies, forward from an odd-footed sign and backward
/// from an even-footed one, less one; a lord in the sign itself gives 12; when
/// `dignity_adjusts`, an exalted lord adds a year and a debilitated lord takes one away, except
/// that Mercury in Virgo counts as in its own sign, not exalted (P.V.R. Narasimha Rao).
pub fn years_to_lord(chart: &RasiChart, s: Sign, lord: Graha, dignity_adjusts: bool) -> f64 {
    let at = chart.sign_of(lord);
    let mut years = count(s, at, odd_footed(s)) - 1;
    if years == 0 {
        years = 12;
    }
    if dignity_adjusts {
        if exaltation(lord).0 == at.index() && lord != Graha::Mercury {
            years += 1;
        } else if debilitation(lord).0 == at.index() {
            years -= 1;
        }
    }
    years as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn footedness_and_direction_follow_the_groups_of_three() {
        // Odd-footed: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius (BPHS 46.156).
        let odd: Vec<Sign> = Sign::ALL.into_iter().filter(|&s| odd_footed(s)).collect();
        assert_eq!(odd, [Sign::Aries, Sign::Taurus, Sign::Gemini, Sign::Libra, Sign::Scorpio, Sign::Sagittarius]);
        // K.N. Rao's direct lagnas: Aries, Leo, Virgo, Libra, Aquarius, Pisces.
        let direct: Vec<Sign> = Sign::ALL.into_iter().filter(|&s| ninth_direction(s) == 1).collect();
        assert_eq!(direct, [Sign::Aries, Sign::Leo, Sign::Virgo, Sign::Libra, Sign::Aquarius, Sign::Pisces]);
    }

    #[test]
    fn counting_is_inclusive_both_ways() {
        assert_eq!(count(Sign::Aries, Sign::Gemini, true), 3);
        assert_eq!(count(Sign::Aries, Sign::Gemini, false), 11);
        assert_eq!(count(Sign::Leo, Sign::Leo, false), 1);
    }
}
