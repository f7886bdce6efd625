//! Avakhada chakra: the birth-star profile printed in Indian horoscopes, from the Moon at birth.
//!
//! Sources of the classical tables (all standard; the same tables are printed in B.V. Raman,
//! Muhurtha (Electional Astrology) ch. on marriage, in the Muhurta Chintamani's vivaha
//! prakarana, and in the Avakahada Chakra of Indian almanacs):
//! - varna, vashya, tatva: from the Moon's sign (determined by the nakshatra pada). Varna: water
//!   signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra. Vashya: Aries, Taurus
//!   Chatushpada; Gemini, Virgo, Libra, Aquarius Manava; Cancer, Pisces Jalachara; Leo Vanachara;
//!   Scorpio Keeta; Sagittarius Manava in its first half, Chatushpada in its second; Capricorn
//!   Chatushpada in its first half, Jalachara in its second (Muhurta Chintamani).
//!   Tatva: the element of that sign.
//! - yoni (14 animals, one male and one female star each, Mongoose's female star being Abhijit),
//!   gana (Deva/Manushya/Rakshasa) and nadi (Aadi/Madhya/Antya, running 1-2-3-3-2-1 through the
//!   stars) by nakshatra.
//! - rajju by nakshatra: Pada (feet), Kati (waist), Nabhi (navel), Kantha (neck), Shiro (head)
//!   running up and down in groups of nine (Ashwini Pada … Mrigashira Shiro … Ashlesha Pada).
//! - vedha: the pairs Ashwini–Jyeshtha, Bharani–Anuradha, Krittika–Vishakha, Rohini–Swati,
//!   Ardra–Shravana, Punarvasu–Uttara Ashadha, Pushya–Purva Ashadha, Ashlesha–Mula,
//!   Magha–Revati, Purva Phalguni–Uttara Bhadrapada, Uttara Phalguni–Purva Bhadrapada,
//!   Hasta–Shatabhisha, and Mrigashira, Chitra, Dhanishta mutually.
//! - name syllables: the four syllables of the Avakahada chakra for the four padas.
//! - paya: the Moon's whole-sign house from the ascendant — 1, 6, 11 gold; 2, 5, 9 silver;
//!   3, 7, 10 copper; 4, 8, 12 iron (the Janma Rashi paya; it needs the ascendant as well as the
//!   Moon, the one field not fixed by the nakshatra alone).

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::vedic::milan::koota;
use crate::zodiac::Graha;
use crate::zodiac::NAKSHATRAS;
use serde::Serialize;

// Varna, vashya, yoni animal, gana and nadi are the matchmaking tables of `milan::koota`: one
// source for both the avakhada chakra and the ashtakoota. Only what matchmaking does not need
// (yoni gender, tatva, paya, rajju, vedha, name syllables) is tabled here.

/// Gender of each nakshatra's yoni (Ashwini first); the animal is `koota::NAKSHATRA_YONI`.
pub const YONI_GENDER: [&str; 27] = [
    "Male", "Male", "Female", "Male", "Female", "Female", "Female", "Male", "Male", "Male", "Female", "Male", "Female",
    "Female", "Male", "Male", "Female", "Male", "Male", "Male", "Male", "Female", "Female", "Female", "Male", "Female",
    "Female",
];

/// Each vashya group of `koota::VASHYAS` (same order) with its gloss, as the chakra shows it.
const VASHYA_LABELS: [&str; 5] =
    ["Chatushpada (quadruped)", "Manava (human)", "Jalachara (water-dwelling)", "Vanachara (wild)", "Keeta (insect)"];

/// The five rajjus with their gloss, index 0 Pada … 4 Shiro (see [`rajju`]).
pub const RAJJU_NAMES: [&str; 5] = ["Pada (feet)", "Kati (waist)", "Nabhi (navel)", "Kantha (neck)", "Shiro (head)"];

/// Rajju index (0 Pada … 4 Shiro): up and down in groups of nine.
pub fn rajju(nakshatra: usize) -> usize {
    [0, 1, 2, 3, 4, 3, 2, 1, 0][nakshatra % 9]
}

/// Vedha partners of a nakshatra (0-based indices).
pub fn vedha(nakshatra: usize) -> Vec<usize> {
    // Mrigashira (4), Chitra (13), Dhanishta (22) are mutually vedha.
    const TRIPLE: [usize; 3] = [4, 13, 22];
    if TRIPLE.contains(&nakshatra) {
        return TRIPLE.iter().copied().filter(|&n| n != nakshatra).collect();
    }
    // Otherwise pairs within the three groups of nine stars whose 1-based numbers sum to 19, 28, 37.
    let one = nakshatra + 1;
    let sum = match nakshatra {
        0..=3 | 14..=17 => 19,
        5..=8 | 18..=21 => 28,
        _ => 37,
    };
    vec![sum - one - 1]
}

/// The four name syllables of each nakshatra (Ashwini first), one per pada 1 … 4.
pub const NAME_SYLLABLES: [[&str; 4]; 27] = [
    ["Chu", "Che", "Cho", "La"],
    ["Li", "Lu", "Le", "Lo"],
    ["A", "I", "U", "E"],
    ["O", "Va", "Vi", "Vu"],
    ["Ve", "Vo", "Ka", "Ki"],
    ["Ku", "Gha", "Na", "Chha"],
    ["Ke", "Ko", "Ha", "Hi"],
    ["Hu", "He", "Ho", "Da"],
    ["Di", "Du", "De", "Do"],
    ["Ma", "Mi", "Mu", "Me"],
    ["Mo", "Ta", "Ti", "Tu"],
    ["Te", "To", "Pa", "Pi"],
    ["Pu", "Sha", "Na", "Tha"],
    ["Pe", "Po", "Ra", "Ri"],
    ["Ru", "Re", "Ro", "Ta"],
    ["Ti", "Tu", "Te", "To"],
    ["Na", "Ni", "Nu", "Ne"],
    ["No", "Ya", "Yi", "Yu"],
    ["Ye", "Yo", "Bha", "Bhi"],
    ["Bhu", "Dha", "Pha", "Dha"],
    ["Bhe", "Bho", "Ja", "Ji"],
    ["Khi", "Khu", "Khe", "Kho"],
    ["Ga", "Gi", "Gu", "Ge"],
    ["Go", "Sa", "Si", "Su"],
    ["Se", "So", "Da", "Di"],
    ["Du", "Tha", "Jha", "Na"],
    ["De", "Do", "Cha", "Chi"],
];

/// Tatva (element) of a sign, 0 = Aries … 11 = Pisces, with its gloss, e.g. `Agni (fire)`.
pub fn tatva(sign: usize) -> &'static str {
    ["Agni (fire)", "Prithvi (earth)", "Vayu (air)", "Jala (water)"][sign % 4]
}

/// Vashya of a sidereal Moon longitude with its gloss, e.g. `Jalachara (water-dwelling)`.
pub fn vashya(longitude: f64) -> &'static str {
    VASHYA_LABELS[koota::vashya(longitude)]
}

/// Paya from the Moon's whole-sign house (1 … 12) counted from the ascendant.
pub fn paya(house: u8) -> &'static str {
    match house {
        1 | 6 | 11 => "gold",
        2 | 5 | 9 => "silver",
        3 | 7 | 10 => "copper",
        _ => "iron",
    }
}

/// The avakhada chakra of a birth, from the Moon's nakshatra, pada and sign.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Avakhada {
    /// Varna of the Moon's sign: Brahmin (water signs), Kshatriya (fire), Vaishya (earth),
    /// Shudra (air).
    pub varna: &'static str,
    /// Vashya of the Moon's sign (half-sign for Sagittarius and Capricorn), with its gloss.
    pub vashya: &'static str,
    /// Yoni animal of the nakshatra and its gender, e.g. `Horse (Male)`.
    pub yoni: String,
    /// Gana of the nakshatra: Deva, Manushya or Rakshasa.
    pub gana: &'static str,
    /// Nadi of the nakshatra: Aadi, Madhya or Antya.
    pub nadi: &'static str,
    /// Tatva (element) of the Moon's sign, e.g. `Jala (water)`.
    pub tatva: &'static str,
    /// Paya from the Moon's whole-sign house from the ascendant: gold, silver, copper or iron.
    pub paya: &'static str,
    /// Rajju of the nakshatra, e.g. `Kantha (neck)`.
    pub rajju: &'static str,
    /// The nakshatra(s) in vedha with the birth star, comma-separated.
    pub vedha: String,
    /// The four name syllables of the nakshatra, one per pada 1 … 4; the syllable of the birth
    /// pada is the one at index `pada - 1`.
    pub name_first_letter: [&'static str; 4],
    /// The birth star these derive from.
    pub nakshatra: crate::zodiac::Nakshatra,
    /// Pada of the Moon in the birth star, 1 … 4.
    pub pada: u8,
    /// The Moon's sidereal sign (rashi), e.g. "Taurus".
    pub moon_sign: crate::zodiac::Sign,
    /// The birth moment.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system of the chart used.
    pub conventions: Conventions,
}

/// The avakhada chakra of a chart already computed.
pub fn avakhada_of_chart(chart: &VedicChart) -> Avakhada {
    let moon = chart.planets.iter().find(|p| p.graha == Graha::Moon).expect("a chart has the Moon");
    let n = moon.nakshatra.nakshatra_index as usize - 1;
    let sign = moon.sign.sign_index as usize - 1;
    Avakhada {
        varna: koota::VARNAS[koota::varna(sign)],
        vashya: vashya(moon.longitude),
        yoni: format!("{} ({})", koota::YONIS[koota::NAKSHATRA_YONI[n]], YONI_GENDER[n]),
        gana: koota::GANAS[koota::NAKSHATRA_GANA[n]],
        nadi: koota::NADIS[koota::nadi(n)],
        tatva: tatva(sign),
        paya: paya(moon.house),
        rajju: RAJJU_NAMES[rajju(n)],
        vedha: vedha(n).iter().map(|&v| NAKSHATRAS[v]).collect::<Vec<_>>().join(", "),
        name_first_letter: NAME_SYLLABLES[n],
        nakshatra: moon.nakshatra.nakshatra,
        pada: moon.nakshatra.pada,
        moon_sign: moon.sign.sign,
        moment: chart.moment.clone(),
        conventions: chart.conventions.clone(),
    }
}

/// `/v1/chart/avakhada`.
pub fn avakhada(req: &ChartRequest) -> Result<Avakhada> {
    Ok(avakhada_of_chart(&vedic_chart(req)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vedha_pairs_are_symmetric() {
        for n in 0..27 {
            for v in vedha(n) {
                assert!(vedha(v).contains(&n), "{n} {v}");
            }
        }
        assert_eq!(vedha(0), vec![17]); // Ashwini – Jyeshtha
        assert_eq!(vedha(9), vec![26]); // Magha – Revati
    }
}
