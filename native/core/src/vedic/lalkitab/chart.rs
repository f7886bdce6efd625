//! The Lal Kitab house chart: each planet in its house from the lagna, the houses carrying the
//! fixed signs (house 1 = Aries … house 12 = Pisces), and each planet's and house's status.

use super::tables::{debilitation_houses, exaltation_houses, pakka_ghar, ASPECTS};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartPoint, ChartRequest, Conventions};
use crate::zodiac::{Graha, Sign};
use serde::Serialize;

/// One planet of the Lal Kitab chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LalKitabPlanet {
    /// The planet (Sun … Ketu).
    pub name: Graha,
    /// Stable lower-case key (sun … ketu).
    pub key: &'static str,
    /// Lal Kitab house, 1 … 12: the whole-sign house from the lagna.
    pub house: u8,
    /// The sign the Lal Kitab fixes to that house (house 1 = Aries … 12 = Pisces).
    pub house_sign: Sign,
    /// Stable key of `house_sign`.
    pub house_sign_key: &'static str,
    /// The sidereal sign the planet actually occupies in the birth chart.
    pub natal_sign: Sign,
    /// Stable key of `natal_sign`.
    pub natal_sign_key: &'static str,
    /// Sidereal longitude in degrees.
    pub longitude: f64,
    /// Pakka ghar (permanent houses) of the planet.
    pub pakka_ghar: &'static [u8],
    /// The planet stands in one of its pakka ghar.
    pub in_pakka_ghar: bool,
    /// Lal Kitab houses of exaltation.
    pub exaltation_houses: Vec<u8>,
    /// Lal Kitab houses of debilitation (opposite the houses of exaltation).
    pub debilitation_houses: Vec<u8>,
    /// The planet stands in a house of exaltation.
    pub exalted: bool,
    /// The planet stands in a house of debilitation.
    pub debilitated: bool,
    /// Soya (sleeping) planet by the rule of the halves (see `conventions`).
    pub sleeping: bool,
    /// Why the planet is sleeping or awake, in one sentence.
    pub sleeping_reason: String,
}

/// One house of the Lal Kitab chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LalKitabHouse {
    /// House number, 1 … 12.
    pub number: u8,
    /// The fixed sign of the house (house 1 = Aries …).
    pub sign: Sign,
    /// Stable key of `sign`.
    pub sign_key: &'static str,
    /// The planets in the house.
    pub planets: Vec<Graha>,
    /// The occupied houses whose planets aspect this house by the Lal Kitab table.
    pub aspected_from: Vec<u8>,
    /// Soya (sleeping) house: no planet in it and none aspecting it.
    pub sleeping: bool,
}

/// The rules of the answer: the chart's own conventions and the Lal Kitab ones.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LalKitabConventions {
    /// Zodiac, ayanamsa, node and house system of the birth chart.
    #[serde(flatten)]
    pub chart: Conventions,
    /// The school of the tables.
    pub school: &'static str,
    /// How the Lal Kitab houses are numbered.
    pub houses: &'static str,
    /// Rahu and Ketu.
    pub nodes: &'static str,
    /// The sleeping-planet rule.
    pub sleeping_planets: &'static str,
    /// The sleeping-house rule and the aspect table it uses.
    pub sleeping_houses: &'static str,
    /// Where the tables come from.
    pub tables: &'static str,
}

/// The `/v1/lalkitab/chart` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LalKitabChart {
    /// The birth moment.
    pub moment: EventTime,
    /// The sidereal lagna of the birth chart (its sign becomes Lal Kitab house 1).
    pub ascendant: ChartPoint,
    /// Sun … Ketu, each in its Lal Kitab house with its status.
    pub planets: Vec<LalKitabPlanet>,
    /// The twelve houses, house 1 first.
    pub houses: Vec<LalKitabHouse>,
    /// The rules used.
    pub conventions: LalKitabConventions,
}

/// Sleeping state of each planet by the rule of the halves, with the reason.
///
/// A planet in a pakka ghar is always awake. Otherwise, when houses 1-6 hold no planet the
/// planets in 7-12 sleep, and when houses 7-12 hold none the planets in 1-6 sleep.
pub fn sleeping_planets(placed: &[(Graha, u8)]) -> Vec<(bool, String)> {
    let first_empty = placed.iter().all(|&(_, h)| h > 6);
    let second_empty = placed.iter().all(|&(_, h)| h <= 6);
    placed
        .iter()
        .map(|&(g, h)| {
            if pakka_ghar(g).contains(&h) {
                (false, format!("awake: house {h} is a pakka ghar of {}", g.name()))
            } else if h > 6 && first_empty {
                (true, "sleeping: houses 1-6 hold no planet, so the planets in 7-12 sleep".to_string())
            } else if h <= 6 && second_empty {
                (true, "sleeping: houses 7-12 hold no planet, so the planets in 1-6 sleep".to_string())
            } else {
                (false, "awake: both halves of the chart hold planets".to_string())
            }
        })
        .collect()
}

/// The twelve houses with their planets, the occupied houses aspecting them, and sleep.
pub fn houses_of(placed: &[(Graha, u8)]) -> Vec<LalKitabHouse> {
    let occupied = |h: u8| placed.iter().any(|&(_, p)| p == h);
    (1..=12u8)
        .map(|n| {
            let sign = Sign::from_index(n as usize - 1);
            let planets: Vec<Graha> = placed.iter().filter(|&&(_, h)| h == n).map(|&(g, _)| g).collect();
            let aspected_from: Vec<u8> =
                ASPECTS.iter().filter(|a| a.to == n && occupied(a.from)).map(|a| a.from).collect();
            let sleeping = planets.is_empty() && aspected_from.is_empty();
            LalKitabHouse { number: n, sign, sign_key: sign.key(), planets, aspected_from, sleeping }
        })
        .collect()
}

fn conventions(chart: Conventions) -> LalKitabConventions {
    LalKitabConventions {
        chart,
        school: "Lal Kitab, Pt. Roop Chand Joshi, 1952 edition (single school)",
        houses: "the sidereal birth chart's whole-sign houses from the lagna; Lal Kitab house n carries the fixed sign n (1 = Aries ... 12 = Pisces) whatever the lagna",
        nodes: "Rahu and Ketu as in the birth chart (mean node unless node=true), Ketu opposite Rahu",
        sleeping_planets: "a planet in a pakka ghar is awake; otherwise, if houses 1-6 are empty the planets in 7-12 sleep, and if houses 7-12 are empty the planets in 1-6 sleep",
        sleeping_houses: "a house with no planet and no planet aspecting it; aspects 1>7 and 4>10 (100%), 3>9, 3>11, 5>9 (50%), 2>6, 6>12 (25%)",
        tables: "pakka ghar, exaltation/debilitation houses and aspects as published renderings of the 1952 tables give them (see docs/lalkitab.md)",
    }
}

/// The Lal Kitab chart of a birth.
pub fn lalkitab_chart(req: &ChartRequest) -> Result<LalKitabChart> {
    let chart = vedic_chart(req)?;
    let placed: Vec<(Graha, u8)> = chart.planets.iter().map(|p| (p.graha, p.house)).collect();
    let sleep = sleeping_planets(&placed);
    let planets = chart
        .planets
        .iter()
        .zip(sleep)
        .map(|(p, (sleeping, sleeping_reason))| {
            let house_sign = Sign::from_index(p.house as usize - 1);
            let (ex, deb) = (exaltation_houses(p.graha), debilitation_houses(p.graha));
            LalKitabPlanet {
                name: p.graha,
                key: p.graha.key(),
                house: p.house,
                house_sign,
                house_sign_key: house_sign.key(),
                natal_sign: p.sign.sign,
                natal_sign_key: p.sign.sign_key,
                longitude: p.longitude,
                pakka_ghar: pakka_ghar(p.graha),
                in_pakka_ghar: pakka_ghar(p.graha).contains(&p.house),
                exalted: ex.contains(&p.house),
                debilitated: deb.contains(&p.house),
                exaltation_houses: ex,
                debilitation_houses: deb,
                sleeping,
                sleeping_reason,
            }
        })
        .collect();
    Ok(LalKitabChart {
        moment: chart.moment,
        ascendant: chart.ascendant,
        planets,
        houses: houses_of(&placed),
        conventions: conventions(chart.conventions),
    })
}
