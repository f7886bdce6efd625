//! `/v1/lalkitab/varshphal`: the Lal Kitab annual chart of one year of life, each planet moved
//! from its birth-chart house by the 120-year table (`varshphal_table.rs`).

use super::varshphal_table::{annual_house, VARSHPHAL, YEARS};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions};
use crate::zodiac::{Graha, Sign};
use serde::{Deserialize, Serialize};

/// The `/v1/lalkitab/varshphal` request: the birth and the year of life.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct VarshphalRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// Year of life, 1 ... 120 (1 = birth to the first birthday).
    pub year: u32,
}

/// One planet of the annual chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VarshphalPlanet {
    /// The planet (Sun ... Ketu).
    pub name: Graha,
    /// Stable lower-case key (sun ... ketu).
    pub key: &'static str,
    /// Its Lal Kitab house in the birth chart, 1 ... 12.
    pub natal_house: u8,
    /// Its house in the annual chart, 1 ... 12.
    pub house: u8,
}

/// One house of the annual chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VarshphalHouse {
    /// House number, 1 ... 12.
    pub number: u8,
    /// The fixed sign of the house (house 1 = Aries ...).
    pub sign: Sign,
    /// Stable key of `sign`.
    pub sign_key: &'static str,
    /// The birth-chart house whose planets come here this year.
    pub from_natal_house: u8,
    /// The planets in the house this year.
    pub planets: Vec<Graha>,
}

/// The rules of the answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VarshphalConventions {
    /// Zodiac, ayanamsa, node and house system of the birth chart.
    #[serde(flatten)]
    pub chart: Conventions,
    /// The school of the table.
    pub school: &'static str,
    /// How the year of life is counted.
    pub year: &'static str,
    /// Where the table comes from.
    pub table: &'static str,
}

/// The `/v1/lalkitab/varshphal` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Varshphal {
    /// The birth moment.
    pub moment: EventTime,
    /// The year of life asked for.
    pub year: u32,
    /// The table's row for the year: the annual house of natal houses 1 ... 12.
    pub row: [u8; 12],
    /// Sun ... Ketu with their natal and annual houses.
    pub planets: Vec<VarshphalPlanet>,
    /// The twelve houses of the annual chart, house 1 first.
    pub houses: Vec<VarshphalHouse>,
    /// The rules used.
    pub conventions: VarshphalConventions,
}

/// The annual chart of planets placed in natal houses, for a year of life (already checked).
pub fn annual_chart(placed: &[(Graha, u8)], year: u32) -> (Vec<VarshphalPlanet>, Vec<VarshphalHouse>) {
    let planets: Vec<VarshphalPlanet> = placed
        .iter()
        .map(|&(g, h)| VarshphalPlanet { name: g, key: g.key(), natal_house: h, house: annual_house(year, h) })
        .collect();
    let row = VARSHPHAL[year as usize - 1];
    let houses = (1..=12u8)
        .map(|n| {
            let sign = Sign::from_index(n as usize - 1);
            let from = row.iter().position(|&h| h == n).expect("every row is a permutation of 1 ... 12") as u8 + 1;
            let here = planets.iter().filter(|p| p.house == n).map(|p| p.name).collect();
            VarshphalHouse { number: n, sign, sign_key: sign.key(), from_natal_house: from, planets: here }
        })
        .collect();
    (planets, houses)
}

/// `/v1/lalkitab/varshphal`.
pub fn lalkitab_varshphal(req: &VarshphalRequest) -> Result<Varshphal> {
    if !YEARS.contains(&req.year) {
        return Err(Error::invalid("year", format!("must be a year of life from 1 to 120, got {}", req.year)));
    }
    let chart = vedic_chart(&req.chart)?;
    let placed: Vec<(Graha, u8)> = chart.planets.iter().map(|p| (p.graha, p.house)).collect();
    let (planets, houses) = annual_chart(&placed, req.year);
    Ok(Varshphal {
        moment: chart.moment,
        year: req.year,
        row: VARSHPHAL[req.year as usize - 1],
        planets,
        houses,
        conventions: VarshphalConventions {
            chart: chart.conventions,
            school: "Lal Kitab, Pt. Roop Chand Joshi, 1952 edition (single school)",
            year: "year of life: 1 = birth to the first birthday, N = the running N-th year (N - 1 years completed)",
            table: "the 120-year varshphal table as AstroSage's Lal Kitab software prints it (see docs/lalkitab.md); \
                    natal houses are the /v1/lalkitab/chart houses",
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every year's row sends the twelve natal houses to twelve different houses.
    #[test]
    fn every_row_is_a_permutation_of_the_houses() {
        for (i, row) in VARSHPHAL.iter().enumerate() {
            let mut sorted = *row;
            sorted.sort_unstable();
            assert_eq!(sorted, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "year {}", i + 1);
        }
    }

    /// blog.saptarishis.app, "Lal Kitab Varshphal": Donald Trump's running 75th year puts natal
    /// Mars (1) in 9, Jupiter (2) in 10, Ketu (4) in 3, Sun and Rahu (10) in 4, Mercury (11) in
    /// 12, Venus and Saturn (12) in 11.
    #[test]
    fn year_75_matches_the_published_example() {
        for (natal, annual) in [(1, 9), (2, 10), (4, 3), (10, 4), (11, 12), (12, 11)] {
            assert_eq!(annual_house(75, natal), annual, "natal house {natal}");
        }
    }

    /// The houses list inverts the row: house n receives the natal house the row sends to n.
    #[test]
    fn houses_receive_the_planets_the_row_sends() {
        let placed = [(Graha::Sun, 10u8), (Graha::Mars, 1)];
        let (planets, houses) = annual_chart(&placed, 75);
        assert_eq!(planets[0].house, 4);
        assert_eq!(houses[3].from_natal_house, 10);
        assert_eq!(houses[3].planets, vec![Graha::Sun]);
        assert_eq!(houses[8].planets, vec![Graha::Mars]);
    }
}
