//! Personal cycles of Pythagorean numerology: personal year, month and day at a date, and the
//! four pinnacles and four challenges of a life with their age spans.
//!
//! Definitions (Hans Decoz, *Numerology: Key to Your Inner Self*, and his course pages; the same
//! rules in Juno Jordan, *Numerology: The Romance in Your Name*):
//! - the birth units: the month, the day and the year of birth, each reduced on its own (master
//!   numbers 11, 22, 33 kept): 15 → 6, 1949 → 23 → 5, November → 11;
//! - life path: the three units summed and reduced (masters kept);
//! - personal year: birth month + birth day + the calendar year asked about, reduced to one
//!   digit (master numbers are reduced: they do not apply to the personal cycles); personal
//!   month: personal year + calendar month, reduced; personal day: personal month + calendar
//!   day, reduced;
//! - pinnacles: 1st = month + day, 2nd = day + year, 3rd = 1st + 2nd, 4th = month + year (units
//!   as above, sums reduced with the masters kept);
//! - challenges: the units reduced to one digit, then 1st = |month − day|, 2nd = |day − year|,
//!   3rd (the main challenge) = |1st − 2nd|, 4th = |month − year|; 0 is a valid challenge;
//! - spans: the first pinnacle runs from birth to the age 36 − life path (the life path reduced
//!   to one digit), the 2nd and 3rd nine years each, the 4th for the rest of life; each
//!   challenge is read over the span of the pinnacle of the same rank.

use super::lo_shu::single_digit;
use super::{digit_sum, parse_date, reduction};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// The query of `/v1/numerology/personal-cycles`.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct CyclesRequest {
    /// Date of birth, YYYY-MM-DD (Gregorian).
    pub date: String,
    /// The date the personal year, month and day are asked for, YYYY-MM-DD (the HTTP layer
    /// passes today's UTC date when absent).
    pub at: String,
}

/// A number with the sum it was reduced from.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CycleNumber {
    /// The reduced number: 1 … 9 (or a master number where the rule keeps it; 0 for a challenge).
    pub number: u32,
    /// The sum before reduction.
    pub sum: u32,
    /// How the sum was formed, e.g. "5 + 6".
    pub formula: String,
}

impl CycleNumber {
    fn keeping_masters(sum: u32, formula: String) -> CycleNumber {
        CycleNumber { number: *reduction(sum).last().expect("chain"), sum, formula }
    }
    fn single(sum: u32, formula: String) -> CycleNumber {
        CycleNumber { number: single_digit(sum), sum, formula }
    }
}

/// One pinnacle or challenge and the ages it covers.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Period {
    /// 1 … 4.
    pub rank: u32,
    /// The number of the period and how it was formed.
    #[serde(flatten)]
    pub value: CycleNumber,
    /// Age (completed years) at which the period begins.
    pub from_age: u32,
    /// Age in years at which the next period begins; absent for the 4th (the rest of life).
    pub to_age: Option<u32>,
    /// Calendar year of the birthday that begins the period.
    pub from_year: u32,
    /// Calendar year of the birthday that ends it; absent for the 4th.
    pub to_year: Option<u32>,
    /// The period in force at `at`.
    pub current: bool,
}

/// The birth date's units, each reduced on its own.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BirthUnits {
    /// Month of birth reduced (11 kept).
    pub month: u32,
    /// Day of birth reduced (11 and 22 kept).
    pub day: u32,
    /// Year of birth reduced (11, 22, 33 kept).
    pub year: u32,
}

/// The rules used.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "CyclesConventions")]
pub struct CyclesConventions {
    /// The school of the definitions.
    pub system: &'static str,
    /// How the life path is formed.
    pub life_path: &'static str,
    /// How personal year, month and day are formed.
    pub personal: &'static str,
    /// How the pinnacles are formed.
    pub pinnacles: &'static str,
    /// How the challenges are formed.
    pub challenges: &'static str,
    /// How the spans are fixed.
    pub spans: &'static str,
}

/// The `/v1/numerology/personal-cycles` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PersonalCycles {
    /// The date of birth as given.
    pub date: String,
    /// The date asked about.
    pub at: String,
    /// Completed years of age at `at`.
    pub age: u32,
    /// Month, day and year of birth, each reduced.
    pub units: BirthUnits,
    /// Life path: the three units summed and reduced (masters kept).
    pub life_path: CycleNumber,
    /// Universal year: the digits of the calendar year of `at`, reduced to one digit.
    pub universal_year: CycleNumber,
    /// Personal year at `at`.
    pub personal_year: CycleNumber,
    /// Personal month at `at`.
    pub personal_month: CycleNumber,
    /// Personal day at `at`.
    pub personal_day: CycleNumber,
    /// The four pinnacles with their spans.
    pub pinnacles: Vec<Period>,
    /// The four challenges with the spans of the pinnacles of the same rank.
    pub challenges: Vec<Period>,
    /// The rules used.
    pub conventions: CyclesConventions,
}

fn unit(n: u32) -> u32 {
    *reduction(n).last().expect("chain")
}

fn unit_of_year(y: u32) -> u32 {
    unit(digit_sum(y))
}

/// The four spans as (from_age, to_age): the first ends at 36 − life path (one digit).
pub fn spans(life_path: u32) -> [(u32, Option<u32>); 4] {
    let end = 36 - single_digit(life_path);
    [(0, Some(end)), (end, Some(end + 9)), (end + 9, Some(end + 18)), (end + 18, None)]
}

fn periods(values: [CycleNumber; 4], life_path: u32, birth_year: u32, age: u32) -> Vec<Period> {
    values
        .into_iter()
        .zip(spans(life_path))
        .enumerate()
        .map(|(i, (value, (from_age, to_age)))| Period {
            rank: i as u32 + 1,
            value,
            from_age,
            to_age,
            from_year: birth_year + from_age,
            to_year: to_age.map(|a| birth_year + a),
            current: age >= from_age && to_age.is_none_or(|t| age < t),
        })
        .collect()
}

fn age_at(birth: (u32, u32, u32), at: (u32, u32, u32)) -> Result<u32> {
    if at < birth {
        return Err(Error::invalid("at", "must not be before the date of birth"));
    }
    let had_birthday = (at.1, at.2) >= (birth.1, birth.2);
    Ok(at.0 - birth.0 - u32::from(!had_birthday))
}

/// The Pythagorean life path of a date of birth `YYYY-MM-DD`: month, day and year each reduced
/// (masters kept), summed and reduced (masters kept).
pub fn life_path(date: &str) -> Result<CycleNumber> {
    let (y, m, d) = parse_date(date)?;
    let (m, d, y) = (unit(m), unit(d), unit_of_year(y));
    Ok(CycleNumber::keeping_masters(m + d + y, format!("{m} + {d} + {y}")))
}

/// Personal year, month and day at `at`, and the pinnacles and challenges of the life.
pub fn personal_cycles(req: &CyclesRequest) -> Result<PersonalCycles> {
    let (by, bm, bd) = parse_date(&req.date)?;
    let (ay, am, ad) = parse_date(&req.at).map_err(|_| Error::invalid("at", "must be a calendar date YYYY-MM-DD"))?;
    let age = age_at((by, bm, bd), (ay, am, ad))?;
    let units = BirthUnits { month: unit(bm), day: unit(bd), year: unit_of_year(by) };
    let (m, d, y) = (units.month, units.day, units.year);
    let life_path = CycleNumber::keeping_masters(m + d + y, format!("{m} + {d} + {y}"));
    let universal_year = CycleNumber::single(digit_sum(ay), format!("digits of {ay}"));
    let personal_year = CycleNumber::single(bm + bd + ay, format!("{bm} + {bd} + {ay}"));
    let personal_month = CycleNumber::single(personal_year.number + am, format!("{} + {am}", personal_year.number));
    let personal_day = CycleNumber::single(personal_month.number + ad, format!("{} + {ad}", personal_month.number));
    let p1 = CycleNumber::keeping_masters(m + d, format!("{m} + {d}"));
    let p2 = CycleNumber::keeping_masters(d + y, format!("{d} + {y}"));
    let p3 = CycleNumber::keeping_masters(p1.number + p2.number, format!("{} + {}", p1.number, p2.number));
    let p4 = CycleNumber::keeping_masters(m + y, format!("{m} + {y}"));
    let (m1, d1, y1) = (single_digit(m), single_digit(d), single_digit(y));
    let diff =
        |a: u32, b: u32| CycleNumber { number: a.abs_diff(b), sum: a.abs_diff(b), formula: format!("|{a} - {b}|") };
    let c1 = diff(m1, d1);
    let c2 = diff(d1, y1);
    let c3 = diff(c1.number, c2.number);
    let c4 = diff(m1, y1);
    let lp = life_path.number;
    Ok(PersonalCycles {
        date: req.date.clone(),
        at: req.at.clone(),
        age,
        units,
        pinnacles: periods([p1, p2, p3, p4], lp, by, age),
        challenges: periods([c1, c2, c3, c4], lp, by, age),
        life_path,
        universal_year,
        personal_year,
        personal_month,
        personal_day,
        conventions: CyclesConventions {
            system: "Pythagorean (Decoz; Jordan)",
            life_path: "month, day and year of birth each reduced (11, 22, 33 kept), then summed and reduced (masters kept); differs from the conductor, which sums every digit at once",
            personal: "personal year = birth month + birth day + calendar year, reduced to one digit; personal month = personal year + calendar month; personal day = personal month + calendar day; master numbers reduced",
            pinnacles: "1st = month + day, 2nd = day + year, 3rd = 1st + 2nd, 4th = month + year, from the reduced birth units; master numbers kept",
            challenges: "birth units reduced to one digit; 1st = |month - day|, 2nd = |day - year|, 3rd (main) = |1st - 2nd|, 4th = |month - year|",
            spans: "1st pinnacle from birth to age 36 - life path (life path reduced to one digit), 2nd and 3rd nine years each, 4th for the rest of life; each challenge over the span of the pinnacle of the same rank; ages are completed years at `at`",
        },
    })
}
