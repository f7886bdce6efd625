//! Number prashna (Prasna Marga): the querent names a number, and the number, counted in equal
//! parts of the zodiac from 0° Aries, gives the prashna lagna; the planets are those of the
//! moment and place of the question, read in whole-sign houses from that lagna.
//!
//! Two schemes: `navamsa`, 1 … 108, the 108 navamsas of 3°20′ (nine to a sign: 1 … 9 Aries,
//! 10 … 18 Taurus …; the number's navamsa sign is the (n − 1) mod 12-th sign from Aries, as the
//! Parashari navamsa of that arc); `nadi-amsa`, 1 … 1800, the 1800 nadi-amsas of 0°12′ (150 to a
//! sign). The lagna is placed at the start of the number's part, as the KP horary number is.

use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, whole_sign_house, whole_sign_houses, ChartPoint, ChartRequest, Conventions};
use crate::vedic::chart::{GrahaPosition, House};
use crate::vedic::varga::{sign_in_varga, Varga};
use crate::zodiac::Sign;
use serde::{Deserialize, Serialize};

/// How the number divides the zodiac.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum NumberScheme {
    /// 108 navamsas of 3°20′, numbers 1 … 108.
    #[default]
    Navamsa,
    /// 1800 nadi-amsas of 0°12′, numbers 1 … 1800.
    NadiAmsa,
}

impl NumberScheme {
    /// How many parts the zodiac has in the scheme (the largest number).
    pub fn parts(self) -> u16 {
        match self {
            NumberScheme::Navamsa => 108,
            NumberScheme::NadiAmsa => 1800,
        }
    }

    /// The scheme's slug, as the API spells it.
    pub fn slug(self) -> &'static str {
        match self {
            NumberScheme::Navamsa => "navamsa",
            NumberScheme::NadiAmsa => "nadi-amsa",
        }
    }
}

/// The query of `/v1/prashna/number`: the moment and place of the question and the number.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PrashnaNumberRequest {
    /// The question's moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// The number the querent names: 1 … 108 (navamsa) or 1 … 1800 (nadi-amsa).
    pub number: u16,
    /// `navamsa` (default) or `nadi-amsa`.
    #[serde(default)]
    pub scheme: NumberScheme,
}

/// The lagna the number gives.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NumberLagna {
    /// The lagna's point: the start of the number's part (longitude, sign, nakshatra).
    #[serde(flatten)]
    pub point: ChartPoint,
    /// Where the number's part ends, sidereal degrees (exclusive).
    pub part_end: f64,
    /// Which part of its sign the number is, 1 … 9 (navamsa) or 1 … 150 (nadi-amsa).
    pub part_in_sign: u16,
    /// Navamsa sign of the lagna (Parashari navamsa of its longitude).
    pub navamsa_sign: Sign,
    /// Stable lower-case key of the navamsa sign.
    pub navamsa_sign_key: &'static str,
    /// The rule, in words.
    pub rule: &'static str,
}

/// The number prashna answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PrashnaNumber {
    /// The question's moment.
    pub moment: EventTime,
    /// The number asked.
    pub number: u16,
    /// `navamsa` or `nadi-amsa`.
    pub scheme: &'static str,
    /// The prashna lagna given by the number.
    pub prashna_lagna: NumberLagna,
    /// The ascendant actually rising at the moment and place (for comparison).
    pub rising_ascendant: ChartPoint,
    /// The nine grahas at the moment, houses counted from the number's lagna.
    pub planets: Vec<GrahaPosition>,
    /// The twelve whole-sign houses from the number's lagna.
    pub houses: Vec<House>,
    /// Zodiac, ayanamsa, node and house system.
    pub conventions: Conventions,
}

const NAVAMSA_RULE: &str = "the number-th navamsa (3°20′) of the zodiac from 0° Aries, 9 to a sign; the lagna at its \
     start (Prasna Marga number prashna)";
const NADI_RULE: &str = "the number-th nadi-amsa (0°12′) of the zodiac from 0° Aries, 150 to a sign; the lagna at its \
     start (Prasna Marga number prashna)";

/// Start and end (sidereal degrees) of the number's part; a 400 outside the scheme's range.
pub fn number_part(number: u16, scheme: NumberScheme) -> Result<(f64, f64)> {
    let parts = scheme.parts();
    if number == 0 || number > parts {
        return Err(Error::invalid(
            "number",
            format!("the {} scheme takes a number from 1 to {parts}; got {number}", scheme.slug()),
        ));
    }
    // Multiply first, divide last, so that sign boundaries come out exact (9 · 360 / 108 = 30).
    let start = f64::from(number - 1) * 360.0 / f64::from(parts);
    Ok((start, f64::from(number) * 360.0 / f64::from(parts)))
}

/// The number prashna: the number's lagna and the chart of the question's moment read from it.
pub fn prashna_number(req: &PrashnaNumberRequest) -> Result<PrashnaNumber> {
    let (start, end) = number_part(req.number, req.scheme)?;
    let chart = vedic_chart(&req.chart)?;
    let per_sign = req.scheme.parts() / 12;
    // The navamsa the lagna's degree falls in, counted in whole numbers (a float start can sit a
    // hair below a navamsa boundary), then its sign read at the navamsa's middle.
    let nth_navamsa = u32::from(req.number - 1) * 108 / u32::from(req.scheme.parts());
    let navamsa = Sign::from_index(sign_in_varga((f64::from(nth_navamsa) + 0.5) * 10.0 / 3.0, Varga::D9).0);
    let planets = chart
        .planets
        .into_iter()
        .map(|mut p| {
            p.house = whole_sign_house(p.longitude, start);
            p
        })
        .collect();
    Ok(PrashnaNumber {
        moment: chart.moment,
        number: req.number,
        scheme: req.scheme.slug(),
        prashna_lagna: NumberLagna {
            point: ChartPoint::of(start),
            part_end: end,
            part_in_sign: (req.number - 1) % per_sign + 1,
            navamsa_sign: navamsa,
            navamsa_sign_key: navamsa.key(),
            rule: if req.scheme == NumberScheme::Navamsa { NAVAMSA_RULE } else { NADI_RULE },
        },
        rising_ascendant: chart.ascendant,
        planets,
        houses: whole_sign_houses(start),
        conventions: chart.conventions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 1 … 9 are Aries, 108 the last navamsa of Pisces, 1800 the last nadi-amsa (invariants of
    /// the equal division); out-of-range numbers are invalid input.
    #[test]
    fn numbers_divide_the_zodiac() {
        assert_eq!(number_part(1, NumberScheme::Navamsa).unwrap(), (0.0, 10.0 / 3.0));
        assert_eq!(number_part(10, NumberScheme::Navamsa).unwrap().0, 30.0);
        assert_eq!(number_part(108, NumberScheme::Navamsa).unwrap().1, 360.0);
        assert_eq!(number_part(151, NumberScheme::NadiAmsa).unwrap().0, 30.0);
        assert!(matches!(number_part(0, NumberScheme::Navamsa), Err(Error::InvalidInput { .. })));
        assert!(matches!(number_part(109, NumberScheme::Navamsa), Err(Error::InvalidInput { .. })));
        assert!(matches!(number_part(1801, NumberScheme::NadiAmsa), Err(Error::InvalidInput { .. })));
    }
}
