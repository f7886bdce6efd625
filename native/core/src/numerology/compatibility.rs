//! Numerology compatibility of two people: life path, destiny (expression) and soul urge, each
//! pair read in one compatibility table, and a weighted score.
//!
//! The table (lovetoknow.com, "Numerology Compatibility Chart"; its "highly compatible" groups
//! 1-5-7, 2-4-8 and 3-6-9 are the three natural groups of kalm.com, "Life path compatibility",
//! and 1 with 5 or 7 in the-patternist.com): for each number 1 … 9 the numbers it is highly
//! compatible, compatible, neutral and challenging with. The table is symmetric. Master numbers
//! are read as their digit (11 as 2, 22 as 4, 33 as 6).
//!
//! The score is our convention, stated in the answer: each level has points (highly compatible
//! 100, compatible 75, neutral 50, challenging 25) and the three pairs weigh life path 50 %,
//! destiny 30 %, soul urge 20 %; the score is the weighted sum, 25 … 100.

use super::cycles::life_path;
use super::letters::{read_name, LetterSystem, YRule};
use super::lo_shu::single_digit;
use super::{name_number, Role};
use crate::error::Result;
use serde::{Deserialize, Serialize};

/// How well two numbers go together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// The same natural group (1-5-7, 2-4-8, 3-6-9).
    HighlyCompatible,
    /// Compatible.
    Compatible,
    /// Neither drawn together nor apart.
    Neutral,
    /// A challenging pair.
    Challenging,
}

impl Level {
    /// Points of the level in the score.
    pub fn points(self) -> u32 {
        match self {
            Level::HighlyCompatible => 100,
            Level::Compatible => 75,
            Level::Neutral => 50,
            Level::Challenging => 25,
        }
    }
}

/// For each number 1 … 9: highly compatible, compatible, neutral (the rest are challenging).
const TABLE: [(&[u32], &[u32], &[u32]); 9] = [
    (&[1, 5, 7], &[3, 9], &[8]),
    (&[2, 4, 8], &[3, 6], &[9]),
    (&[3, 6, 9], &[1, 2, 5], &[]),
    (&[2, 4, 8], &[6, 7], &[]),
    (&[1, 5, 7], &[3, 9], &[8]),
    (&[3, 6, 9], &[2, 4, 8], &[]),
    (&[1, 5, 7], &[4], &[9]),
    (&[2, 4, 8], &[6], &[1, 5]),
    (&[3, 6, 9], &[1, 5], &[2, 7]),
];

/// The level of two reduced numbers (master numbers read as their digit).
pub fn level(a: u32, b: u32) -> Level {
    let (high, compatible, neutral) = TABLE[single_digit(a) as usize - 1];
    let b = single_digit(b);
    if high.contains(&b) {
        Level::HighlyCompatible
    } else if compatible.contains(&b) {
        Level::Compatible
    } else if neutral.contains(&b) {
        Level::Neutral
    } else {
        Level::Challenging
    }
}

/// One person of the query.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct Person {
    /// Full name (birth name).
    pub name: String,
    /// Date of birth, YYYY-MM-DD.
    pub date: String,
}

/// The query of `/v1/numerology/compatibility`.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct CompatibilityRequest {
    /// The first person.
    pub p1: Person,
    /// The second person.
    pub p2: Person,
    /// `pythagorean` (default) or `chaldean`.
    pub system: Option<String>,
}

/// One of the three pairs.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Pair {
    /// `life_path`, `destiny` or `soul_urge`.
    pub key: &'static str,
    /// The first person's number.
    pub p1: u32,
    /// The second person's number.
    pub p2: u32,
    /// How the two go together by the table.
    pub level: Level,
    /// Points of the level.
    pub points: u32,
    /// Weight of the pair in the score, percent.
    pub weight: u32,
}

/// The rules used.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "CompatibilityConventions")]
pub struct CompatibilityConventions {
    /// The letter table of the name numbers.
    pub letter_system: LetterSystem,
    /// How each number is computed.
    pub numbers: &'static str,
    /// The compatibility table.
    pub table: &'static str,
    /// How the score is formed.
    pub score: &'static str,
}

/// The `/v1/numerology/compatibility` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Compatibility {
    /// Life path, destiny and soul urge pairs.
    pub pairs: Vec<Pair>,
    /// Weighted score, 25 … 100.
    pub score: f64,
    /// The rules used.
    pub conventions: CompatibilityConventions,
}

const WEIGHTS: [(&str, u32); 3] = [("life_path", 50), ("destiny", 30), ("soul_urge", 20)];

fn numbers(p: &Person, system: LetterSystem, param: &str) -> Result<[u32; 3]> {
    let prefixed = |e: crate::Error| match e {
        crate::Error::InvalidInput { param: inner, message } => {
            crate::Error::InvalidInput { param: format!("{param}_{inner}"), message }
        }
        other => other,
    };
    let lp = life_path(&p.date).map_err(prefixed)?.number;
    let read = read_name(&p.name, system, YRule::Auto).map_err(prefixed)?;
    let destiny = name_number(&read, Role::Destiny)?.answer.number;
    let soul = name_number(&read, Role::Soul).map_err(prefixed)?.answer.number;
    Ok([lp, destiny, soul])
}

/// Compatibility of two people.
pub fn compatibility(req: &CompatibilityRequest) -> Result<Compatibility> {
    let system = LetterSystem::from_slug(req.system.as_deref())?;
    let (a, b) = (numbers(&req.p1, system, "p1")?, numbers(&req.p2, system, "p2")?);
    let pairs: Vec<Pair> = WEIGHTS
        .iter()
        .enumerate()
        .map(|(i, &(key, weight))| {
            let l = level(a[i], b[i]);
            Pair { key, p1: a[i], p2: b[i], level: l, points: l.points(), weight }
        })
        .collect();
    let score = pairs.iter().map(|p| f64::from(p.points * p.weight)).sum::<f64>() / 100.0;
    Ok(Compatibility {
        pairs,
        score,
        conventions: CompatibilityConventions {
            letter_system: system,
            numbers: "life path: month, day and year of birth each reduced, summed and reduced (masters kept); destiny: all letters of the name; soul urge: its vowels (Y by the auto rule); master numbers read as their digit in the table",
            table: "1: highly 1 5 7, compatible 3 9, neutral 8; 2: highly 2 4 8, compatible 3 6, neutral 9; 3: highly 3 6 9, compatible 1 2 5; 4: highly 2 4 8, compatible 6 7; 5: highly 1 5 7, compatible 3 9, neutral 8; 6: highly 3 6 9, compatible 2 4 8; 7: highly 1 5 7, compatible 4, neutral 9; 8: highly 2 4 8, compatible 6, neutral 1 5; 9: highly 3 6 9, compatible 1 5, neutral 2 7; every other pair challenging",
            score: "points highly compatible 100, compatible 75, neutral 50, challenging 25; weights life path 50%, destiny 30%, soul urge 20%; score = weighted sum (25-100)",
        },
    })
}
