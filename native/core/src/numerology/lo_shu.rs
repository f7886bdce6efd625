//! The Lo Shu grid of a birth date, as Indian numerology reads it.
//!
//! The Lo Shu magic square places the digits 1 … 9 in three rows, 4 9 2 / 3 5 7 / 8 1 6 (every
//! row, column and diagonal sums to 15). Each non-zero digit of the date of birth (DD, MM and the
//! four digits of YYYY; zeros have no cell) is written in its cell, as often as it occurs. The
//! Indian practice then adds two numbers of the date:
//! - the conductor (all digits of the date summed and reduced to one digit, master numbers too:
//!   11 → 2, 22 → 4, 33 → 6), always;
//! - the driver (the day reduced to one digit), only when the day has two digits (10 … 31): for
//!   days 1 … 9 the driver is the day's own digit, already in the grid.
//!
//! The eight lines of the square are read as planes: the rows (mental 4-9-2, emotional 3-5-7,
//! practical 8-1-6), the columns (thought 4-3-8, will 9-5-1, action 2-7-6) and the diagonals
//! (the "golden" 4-5-6 and "silver" 2-5-8 yogas). A plane is complete when all three of its
//! numbers are present and empty when none is.

use super::{digit_sum, parse_date};
use crate::error::Result;
use serde::Serialize;

/// The Lo Shu square, top row first: 4 9 2 / 3 5 7 / 8 1 6.
pub const LO_SHU: [[u32; 3]; 3] = [[4, 9, 2], [3, 5, 7], [8, 1, 6]];

/// Whether a plane is a row, a column or a diagonal of the square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlaneKind {
    /// A horizontal line of the square.
    Row,
    /// A vertical line of the square.
    Column,
    /// A diagonal of the square.
    Diagonal,
}

/// The eight planes: key, name, kind and the three numbers of the line.
const PLANES: [(&str, &str, PlaneKind, [u32; 3]); 8] = [
    ("mental", "Mental plane", PlaneKind::Row, [4, 9, 2]),
    ("emotional", "Emotional plane", PlaneKind::Row, [3, 5, 7]),
    ("practical", "Practical plane", PlaneKind::Row, [8, 1, 6]),
    ("thought", "Thought plane", PlaneKind::Column, [4, 3, 8]),
    ("will", "Will plane", PlaneKind::Column, [9, 5, 1]),
    ("action", "Action plane", PlaneKind::Column, [2, 7, 6]),
    ("golden_yog", "Golden yog (Raj yog)", PlaneKind::Diagonal, [4, 5, 6]),
    ("silver_yog", "Silver yog", PlaneKind::Diagonal, [2, 5, 8]),
];

/// One cell of the grid.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LoShuCell {
    /// The cell's number, 1 … 9.
    pub number: u32,
    /// How many times the number occurs (date digits plus the added driver and conductor).
    pub count: u32,
    /// The cell as written on a grid: the number repeated `count` times ("" when absent).
    pub text: String,
}

/// A line of the square read as a plane.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Plane {
    /// Stable key: mental, emotional, practical, thought, will, action, golden_yog, silver_yog.
    pub key: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Row, column or diagonal.
    pub kind: PlaneKind,
    /// The three numbers of the line.
    pub numbers: [u32; 3],
    /// All three numbers are present.
    pub complete: bool,
    /// None of the three numbers is present.
    pub empty: bool,
    /// The numbers of the line that are absent.
    pub missing: Vec<u32>,
}

/// A number of the date that the Indian practice adds to the grid.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AddedNumber {
    /// The number reduced to one digit, 1 … 9.
    pub number: u32,
    /// Whether it was written into the grid.
    pub added: bool,
    /// Why it was (or was not) added.
    pub rule: &'static str,
}

/// The rules the grid was built with.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "LoShuConventions")]
pub struct LoShuConventions {
    /// The square's layout.
    pub layout: &'static str,
    /// Which digits of the date are written.
    pub digits: &'static str,
    /// When the driver is added.
    pub driver: &'static str,
    /// When the conductor is added.
    pub conductor: &'static str,
    /// How the planes are read.
    pub planes: &'static str,
}

/// The `/v1/numerology/lo-shu-grid` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LoShuGrid {
    /// The date of birth as given (YYYY-MM-DD).
    pub date: String,
    /// The non-zero digits of DD MM YYYY in order.
    pub date_digits: Vec<u32>,
    /// The driver (day of birth reduced to one digit) and whether it was added.
    pub driver: AddedNumber,
    /// The conductor (whole date reduced to one digit) and whether it was added.
    pub conductor: AddedNumber,
    /// The three rows of the square, top first (4 9 2 / 3 5 7 / 8 1 6), each cell with its count.
    pub grid: Vec<Vec<LoShuCell>>,
    /// How many times each number 1 … 9 occurs (index 0 = number 1).
    pub counts: [u32; 9],
    /// The numbers 1 … 9 absent from the grid.
    pub missing_numbers: Vec<u32>,
    /// The numbers that occur more than once.
    pub repeated_numbers: Vec<u32>,
    /// The eight planes of the square.
    pub planes: Vec<Plane>,
    /// The rules used.
    pub conventions: LoShuConventions,
}

/// Reduces `n` to one digit 1 … 9 (the digital root; master numbers are reduced too).
pub fn single_digit(n: u32) -> u32 {
    if n == 0 {
        0
    } else {
        1 + (n - 1) % 9
    }
}

fn digits_of(n: u32, width: usize) -> Vec<u32> {
    format!("{n:0width$}").bytes().map(|b| u32::from(b - b'0')).collect()
}

/// The Lo Shu grid of a date of birth `YYYY-MM-DD`.
pub fn lo_shu_grid(date: &str) -> Result<LoShuGrid> {
    let (y, m, d) = parse_date(date)?;
    let date_digits: Vec<u32> =
        [digits_of(d, 2), digits_of(m, 2), digits_of(y, 4)].concat().into_iter().filter(|&x| x != 0).collect();
    let driver = AddedNumber {
        number: single_digit(d),
        added: d >= 10,
        rule: "added when the day of birth has two digits (10-31)",
    };
    let conductor = AddedNumber {
        number: single_digit(digit_sum(d) + digit_sum(m) + digit_sum(y)),
        added: true,
        rule: "always added",
    };
    let mut counts = [0u32; 9];
    let extra = [&driver, &conductor].into_iter().filter(|a| a.added).map(|a| a.number);
    for n in date_digits.iter().copied().chain(extra) {
        counts[n as usize - 1] += 1;
    }
    let count = |n: u32| counts[n as usize - 1];
    let grid = LO_SHU
        .iter()
        .map(|row| {
            row.iter()
                .map(|&n| LoShuCell { number: n, count: count(n), text: n.to_string().repeat(count(n) as usize) })
                .collect()
        })
        .collect();
    let planes = PLANES
        .iter()
        .map(|&(key, name, kind, numbers)| {
            let missing: Vec<u32> = numbers.iter().copied().filter(|&n| count(n) == 0).collect();
            Plane { key, name, kind, numbers, complete: missing.is_empty(), empty: missing.len() == 3, missing }
        })
        .collect();
    Ok(LoShuGrid {
        date: date.to_string(),
        date_digits,
        driver,
        conductor,
        grid,
        counts,
        missing_numbers: (1..=9).filter(|&n| count(n) == 0).collect(),
        repeated_numbers: (1..=9).filter(|&n| count(n) > 1).collect(),
        planes,
        conventions: LoShuConventions {
            layout: "Lo Shu magic square, rows 4 9 2 / 3 5 7 / 8 1 6 (each line sums to 15)",
            digits: "every non-zero digit of DD, MM and YYYY, as often as it occurs; zeros have no cell",
            driver: "the day of birth reduced to one digit; added only when the day has two digits (10-31), since a day 1-9 is already its own digit in the grid",
            conductor: "all digits of the date summed and reduced to one digit (master numbers reduced too); always added",
            planes: "rows mental 4-9-2, emotional 3-5-7, practical 8-1-6; columns thought 4-3-8, will 9-5-1, action 2-7-6; diagonals golden yog 4-5-6, silver yog 2-5-8; complete = all three present, empty = none present",
        },
    })
}
