//! Numerology: the five core numbers of a birth date and a name.
//!
//! - driver: the day of the month of birth, reduced;
//! - conductor: the sum of every digit of the full date of birth (DD, MM and the four digits
//!   of YYYY), reduced;
//! - soul: the letter values of the vowels of the name, summed and reduced;
//! - personality: the same for the consonants;
//! - destiny: the same for every letter.
//!
//! Reduction: the digits of a number are added, and again, until the result is a single digit
//! 1 … 9 or one of the master numbers 11, 22, 33, where it stops (so 29 → 11 stops at 11,
//! 38 → 11 stops at 11, 44 → 8, 48 → 12 → 3). Every answer shows the whole chain.
//! A name's number is the sum of the values of all its counted letters, reduced once at the
//! end (not word by word); each word's sum is shown beside it.

pub mod compatibility;
pub mod cycles;
pub mod letters;
pub mod lo_shu;
pub mod meanings;
pub mod name_correction;

use crate::error::{Error, Result};
use letters::{read_name, LetterKind, LetterSystem, ReadName, YRule};
use serde::{Deserialize, Serialize};

/// The master numbers, where reduction stops instead of going on to a single digit.
pub const MASTER_NUMBERS: [u32; 3] = [11, 22, 33];

/// Sum of the decimal digits of `n`.
pub fn digit_sum(mut n: u32) -> u32 {
    let mut s = 0;
    while n > 0 {
        s += n % 10;
        n /= 10;
    }
    s
}

/// The reduction chain from `n` to a single digit or a master number, `n` first.
pub fn reduction(n: u32) -> Vec<u32> {
    let mut chain = vec![n];
    let mut x = n;
    while x > 9 && !MASTER_NUMBERS.contains(&x) {
        x = digit_sum(x);
        chain.push(x);
    }
    chain
}

/// Which of the five numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Day of the month of birth, reduced.
    Driver,
    /// Sum of every digit of the full date of birth, reduced.
    Conductor,
    /// Letter values of the vowels of the name, summed and reduced.
    Soul,
    /// Letter values of the consonants of the name, summed and reduced.
    Personality,
    /// Letter values of every letter of the name, summed and reduced.
    Destiny,
}

impl Role {
    /// The role's lower-case name, as used in URLs and messages (`driver` … `destiny`).
    pub fn key(self) -> &'static str {
        match self {
            Role::Driver => "driver",
            Role::Conductor => "conductor",
            Role::Soul => "soul",
            Role::Personality => "personality",
            Role::Destiny => "destiny",
        }
    }
}

/// The query of the numerology endpoints: a date for driver and conductor, a name for soul,
/// personality and destiny, both for the full profile.
#[derive(Debug, Clone, Deserialize, Default)]
#[derive(schemars::JsonSchema)]
pub struct NumerologyRequest {
    /// Date of birth, YYYY-MM-DD (Gregorian).
    pub date: Option<String>,
    /// Full name (birth name for the classical reading).
    pub name: Option<String>,
    /// `pythagorean` (default) or `chaldean`.
    pub system: Option<String>,
    /// `auto` (default), `true` or `false`.
    pub y_as_vowel: Option<String>,
}

/// What a number means in its role.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Meaning {
    /// A few keywords for the number.
    pub keywords: Vec<&'static str>,
    /// What the number stands for, followed by a sentence on it in this role.
    pub text: String,
}

/// One number with how it was reached and what it means.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NumberAnswer {
    /// The reduced number: 1 … 9, or a master number 11, 22 or 33.
    pub number: u32,
    /// The sum before any reduction (the "compound" number).
    pub compound: u32,
    /// compound → … → number.
    pub reduction: Vec<u32>,
    /// True when the number is a master number (11, 22 or 33).
    pub master: bool,
    /// Ruling planet of the number in Indian numerology.
    pub planet: &'static str,
    /// Keywords and text for the number in this role.
    pub meaning: Meaning,
}

impl NumberAnswer {
    fn of(compound: u32, role: Role) -> NumberAnswer {
        let chain = reduction(compound);
        let number = *chain.last().expect("chain");
        let m = meanings::meaning(number);
        NumberAnswer {
            number,
            compound,
            reduction: chain,
            master: MASTER_NUMBERS.contains(&number),
            planet: m.planet,
            meaning: Meaning { keywords: m.keywords.clone(), text: format!("{} {}", m.core, m.role(role)) },
        }
    }
}

/// A letter counted in a name number.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CountedLetter {
    /// The upper-case Latin letter A … Z.
    pub letter: char,
    /// Its value in the chosen letter table (1 … 9 Pythagorean, 1 … 8 Chaldean).
    pub value: u32,
}

/// One word of the name and the letters of it that a name number counted.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WordSum {
    /// The whole word as read (upper case, diacritics removed).
    pub word: String,
    /// The letters of the word that count for this number (vowels, consonants or all), in order.
    pub letters: Vec<CountedLetter>,
    /// Sum of their values, unreduced.
    pub sum: u32,
}

/// A name number: the answer plus the letters it counted, word by word.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NameNumber {
    /// The number, its reduction and its meaning.
    #[serde(flatten)]
    pub answer: NumberAnswer,
    /// Each word of the name with the letters counted and their sum.
    pub words: Vec<WordSum>,
}

/// The rules the answer was computed with, written out.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "NumerologyConventions")]
pub struct Conventions {
    /// The letter table used.
    pub letter_system: LetterSystem,
    /// The values of the letters under that table.
    pub letter_values: &'static str,
    /// How Y (and W) were classed as vowel or consonant.
    pub y_rule: &'static str,
    /// Which letters count as vowels.
    pub vowels: &'static str,
    /// How a sum is reduced to a single digit or a master number.
    pub reduction: &'static str,
    /// How the driver number is computed.
    pub driver: &'static str,
    /// How the conductor number is computed.
    pub conductor: &'static str,
    /// How the soul, personality and destiny numbers are computed.
    pub name_numbers: &'static str,
    /// How the name was turned into Latin letters and words.
    pub letters: &'static str,
}

impl Conventions {
    fn new(system: LetterSystem, y: YRule) -> Self {
        Conventions {
            letter_system: system,
            letter_values: system.table_text(),
            y_rule: y.text(),
            vowels: "A E I O U, and Y by the y_rule",
            reduction: "digits are added repeatedly until the result is 1-9 or a master number 11, 22 or 33, where reduction stops",
            driver: "day of the month of birth, reduced",
            conductor: "sum of all eight digits of DD MM YYYY, reduced",
            name_numbers: "sum of the values of all counted letters of the whole name, reduced once (soul: vowels, personality: consonants, destiny: all letters)",
            letters: "upper-cased; diacritics removed (É → E, Ñ → N); ß → SS, Æ → AE, Œ → OE, Ø → O, Þ → TH; spaces and hyphens separate words; apostrophes and periods ignored",
        }
    }
}

/// The answer of every numerology endpoint; each holds the fields it computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NumerologyAnswer {
    /// The date of birth as given (YYYY-MM-DD), when the endpoint uses it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// The name as given, when the endpoint uses it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The name as read: upper case, diacritics removed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name_normalized: Option<String>,
    /// Driver number: the day of the month of birth, reduced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub driver: Option<NumberAnswer>,
    /// Conductor number: all digits of the date of birth summed, reduced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conductor: Option<NumberAnswer>,
    /// Soul number: the vowels of the name. In the full profile, absent when the name has no
    /// vowels.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub soul: Option<NameNumber>,
    /// Personality number: the consonants of the name. In the full profile, absent when the
    /// name has no consonants.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub personality: Option<NameNumber>,
    /// Destiny number: every letter of the name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub destiny: Option<NameNumber>,
    /// The rules used.
    pub conventions: Conventions,
}

/// A Gregorian date `YYYY-MM-DD`, checked: (year, month, day).
pub fn parse_date(text: &str) -> Result<(u32, u32, u32)> {
    let bad = || Error::invalid("date", "must be a calendar date YYYY-MM-DD");
    let b = text.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return Err(bad());
    }
    let num = |s: &str| s.bytes().all(|c| c.is_ascii_digit()).then(|| s.parse::<u32>().ok()).flatten();
    let (y, m, d) =
        (num(&text[0..4]).ok_or_else(bad)?, num(&text[5..7]).ok_or_else(bad)?, num(&text[8..10]).ok_or_else(bad)?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(Error::invalid("date", format!("has no month {m}"))),
    };
    if y == 0 {
        return Err(Error::invalid("date", "year must be 0001 or later"));
    }
    if d == 0 || d > days {
        return Err(Error::invalid("date", format!("{text} does not exist (month {m} of {y} has {days} days)")));
    }
    Ok((y, m, d))
}

/// The driver number of a date of birth `YYYY-MM-DD`: the day of the month, reduced.
pub fn driver(date: &str) -> Result<NumberAnswer> {
    let (_, _, d) = parse_date(date)?;
    Ok(NumberAnswer::of(d, Role::Driver))
}

/// The conductor number of a date of birth `YYYY-MM-DD`: the digits of day, month and year
/// summed, reduced.
pub fn conductor(date: &str) -> Result<NumberAnswer> {
    let (y, m, d) = parse_date(date)?;
    Ok(NumberAnswer::of(digit_sum(d) + digit_sum(m) + digit_sum(y), Role::Conductor))
}

/// A name number of `role` (soul, personality or destiny) from a read name.
pub fn name_number(name: &ReadName, role: Role) -> Result<NameNumber> {
    let counts = |k: LetterKind| match role {
        Role::Soul => k == LetterKind::Vowel,
        Role::Personality => k == LetterKind::Consonant,
        _ => true,
    };
    let words: Vec<WordSum> = name
        .words
        .iter()
        .map(|w| {
            let letters: Vec<CountedLetter> = w
                .iter()
                .filter(|l| counts(l.kind))
                .map(|l| CountedLetter { letter: l.letter, value: l.value })
                .collect();
            WordSum { word: w.iter().map(|l| l.letter).collect(), sum: letters.iter().map(|l| l.value).sum(), letters }
        })
        .collect();
    let total: u32 = words.iter().map(|w| w.sum).sum();
    if total == 0 {
        let what = if role == Role::Soul { "vowels" } else { "consonants" };
        return Err(Error::Unsupported(format!(
            "name: has no {what} under the chosen Y rule, so its {} number is undefined",
            role.key()
        )));
    }
    Ok(NameNumber { answer: NumberAnswer::of(total, role), words })
}

fn required<'a>(v: &'a Option<String>, param: &str) -> Result<&'a str> {
    v.as_deref().ok_or_else(|| Error::invalid(param, "is required"))
}

/// One endpoint's answer: `which` is `driver`, `conductor`, `soul`, `personality`, `destiny`
/// or `full` (all five).
pub fn numerology(req: &NumerologyRequest, which: &str) -> Result<NumerologyAnswer> {
    let system = LetterSystem::from_slug(req.system.as_deref())?;
    let y = YRule::from_slug(req.y_as_vowel.as_deref())?;
    let mut a = NumerologyAnswer {
        date: None,
        name: None,
        name_normalized: None,
        driver: None,
        conductor: None,
        soul: None,
        personality: None,
        destiny: None,
        conventions: Conventions::new(system, y),
    };
    let uses_date = matches!(which, "driver" | "conductor" | "full");
    let uses_name = matches!(which, "soul" | "personality" | "destiny" | "full");
    if !uses_date && !uses_name {
        return Err(Error::invalid("number", format!("unknown numerology number {which}")));
    }
    if uses_date {
        let date = required(&req.date, "date")?;
        parse_date(date)?;
        a.date = Some(date.to_string());
        if matches!(which, "driver" | "full") {
            a.driver = Some(driver(date)?);
        }
        if matches!(which, "conductor" | "full") {
            a.conductor = Some(conductor(date)?);
        }
    }
    if uses_name {
        let name = required(&req.name, "name")?;
        let read = read_name(name, system, y)?;
        a.name = Some(name.to_string());
        let full = which == "full";
        // In the full profile a name without vowels (or consonants) leaves that number out
        // rather than failing the other four.
        if which == "soul" || full {
            a.soul = name_number(&read, Role::Soul).map(Some).or_else(|e| if full { Ok(None) } else { Err(e) })?;
        }
        if which == "personality" || full {
            a.personality =
                name_number(&read, Role::Personality).map(Some).or_else(|e| if full { Ok(None) } else { Err(e) })?;
        }
        if which == "destiny" || full {
            a.destiny = Some(name_number(&read, Role::Destiny)?);
        }
        a.name_normalized = Some(read.normalized);
    }
    Ok(a)
}
