//! Letter values and the reading of a name: diacritics folded to the 26 Latin letters, each
//! letter classed as vowel or consonant (with the rule for Y), each valued by a letter table.

use crate::error::{Error, Result};
use serde::Serialize;

/// Which letter table values a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LetterSystem {
    /// A … I = 1 … 9, J … R = 1 … 9, S … Z = 1 … 8: the value is the alphabet position
    /// reduced modulo 9 (the "Pythagorean" table of modern Western numerology).
    #[default]
    Pythagorean,
    /// Cheiro's table (Cheiro's Book of Numbers, 1926): values 1 … 8 by sound, no letter is 9.
    Chaldean,
}

impl LetterSystem {
    /// Parses the `system` request parameter: `pythagorean` (the default when absent) or
    /// `chaldean`; anything else is an invalid-parameter error.
    pub fn from_slug(slug: Option<&str>) -> Result<LetterSystem> {
        match slug {
            None | Some("pythagorean") => Ok(LetterSystem::Pythagorean),
            Some("chaldean") => Ok(LetterSystem::Chaldean),
            Some(_) => Err(Error::invalid("system", "must be one of: pythagorean, chaldean")),
        }
    }

    /// Value of an upper-case Latin letter A … Z.
    pub fn value(self, letter: u8) -> u32 {
        let i = (letter - b'A') as usize;
        match self {
            LetterSystem::Pythagorean => (i % 9) as u32 + 1,
            LetterSystem::Chaldean => CHALDEAN[i] as u32,
        }
    }

    /// The letter table written out in one line, for the answer's method notes.
    pub fn table_text(self) -> &'static str {
        match self {
            LetterSystem::Pythagorean => "Pythagorean: A J S = 1, B K T = 2, C L U = 3, D M V = 4, E N W = 5, F O X = 6, G P Y = 7, H Q Z = 8, I R = 9",
            LetterSystem::Chaldean => "Chaldean (Cheiro): A I J Q Y = 1, B K R = 2, C G L S = 3, D M T = 4, E H N X = 5, U V W = 6, O Z = 7, F P = 8; no letter is 9",
        }
    }
}

/// Cheiro's values for A … Z.
const CHALDEAN: [u8; 26] = [1, 2, 3, 4, 5, 8, 3, 5, 1, 1, 2, 3, 4, 5, 7, 8, 1, 2, 3, 4, 6, 6, 6, 5, 1, 7];

/// How the letter Y is classed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum YRule {
    /// Y is a vowel unless it follows a vowel letter (Murray, Maloney) or begins a word before a
    /// vowel letter (Yolanda); so Bryan, Wyatt, Lynn, Mary and Yvonne sound it as a vowel.
    #[default]
    Auto,
    /// Y is always a vowel.
    Vowel,
    /// Y is always a consonant.
    Consonant,
}

impl YRule {
    /// Parses the `y_as_vowel` request parameter: `auto` (the default when absent), `true`
    /// (always a vowel) or `false` (always a consonant).
    pub fn from_slug(slug: Option<&str>) -> Result<YRule> {
        match slug {
            None | Some("auto") => Ok(YRule::Auto),
            Some("true") => Ok(YRule::Vowel),
            Some("false") => Ok(YRule::Consonant),
            Some(_) => Err(Error::invalid("y_as_vowel", "must be one of: auto, true, false")),
        }
    }

    /// The rule for Y (and W) written out in one sentence, for the answer's method notes.
    pub fn text(self) -> &'static str {
        match self {
            YRule::Auto => "auto: Y is a vowel unless it directly follows a vowel letter (A E I O U) or begins a word and directly precedes one; W is always a consonant",
            YRule::Vowel => "Y is always a vowel; W is always a consonant",
            YRule::Consonant => "Y is always a consonant; W is always a consonant",
        }
    }
}

/// Whether a letter is read as a vowel or a consonant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LetterKind {
    /// A, E, I, O, U, and Y when the Y rule makes it a vowel.
    Vowel,
    /// Every other letter (W is always a consonant).
    Consonant,
}

/// One Latin letter of the name, after folding.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Letter {
    /// The upper-case Latin letter A … Z.
    pub letter: char,
    /// The letter's value in the chosen letter table: 1 … 9 (Pythagorean) or 1 … 8 (Chaldean).
    pub value: u32,
    /// Whether this letter counts as a vowel or a consonant here (Y depends on the Y rule).
    pub kind: LetterKind,
}

/// A name read into words of valued letters.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ReadName {
    /// The name as the letters were read: upper case, diacritics removed, words joined by spaces.
    pub normalized: String,
    /// The words of the name in order, each as its letters in order.
    pub words: Vec<Vec<Letter>>,
}

const VOWELS: &[u8] = b"AEIOU";

/// Base letters of the upper-case Latin letters with diacritics (Latin-1, Latin Extended-A and
/// B, and the Vietnamese block), and the ligatures and special letters spelled out.
const FOLDS: &[(&str, &str)] = &[
    ("A", "ÀÁÂÃÄÅĀĂĄǍǞǠǺȀȂȦȺẠẢẤẦẨẪẬẮẰẲẴẶ"),
    ("B", "ƁɃḂḄḆ"),
    ("C", "ÇĆĈĊČƇȻḈ"),
    ("D", "ĎĐƊḊḌḎḐḒÐ"),
    ("E", "ÈÉÊËĒĔĖĘĚȄȆȨɆẸẺẼẾỀỂỄỆḔḖḘḚḜ"),
    ("F", "ƑḞ"),
    ("G", "ĜĞĠĢƓǤǦǴḠ"),
    ("H", "ĤĦȞḢḤḦḨḪ"),
    ("I", "ÌÍÎÏĨĪĬĮİƗǏȈȊỈỊḬḮ"),
    ("J", "ĴɈ"),
    ("K", "ĶƘǨḰḲḴ"),
    ("L", "ĹĻĽĿŁȽḶḸḺḼ"),
    ("M", "ḾṀṂ"),
    ("N", "ÑŃŅŇǸṄṆṈṊ"),
    ("O", "ÒÓÔÕÖØŌŎŐƟƠǑǪǬǾȌȎȪȬȮȰỌỎỐỒỔỖỘỚỜỞỠỢṌṎṐṒ"),
    ("P", "ƤṔṖ"),
    ("R", "ŔŖŘȐȒɌṘṚṜṞ"),
    ("S", "ŚŜŞŠȘṠṢṤṦṨ"),
    ("T", "ŢŤŦƬƮȚȾṪṬṮṰ"),
    ("U", "ÙÚÛÜŨŪŬŮŰŲƯǓǕǗǙǛȔȖɄỤỦỨỪỬỮỰṲṴṶṸṺ"),
    ("V", "ƲṼṾ"),
    ("W", "ŴẀẂẄẆẈ"),
    ("X", "ẊẌ"),
    ("Y", "ÝŶŸƳȲɎẎỲỴỶỸ"),
    ("Z", "ŹŻŽƵȤẐẒẔ"),
    ("AE", "ÆǢǼ"),
    ("OE", "Œ"),
    ("TH", "Þ"),
    ("IJ", "Ĳ"),
    ("SS", "ẞ"),
];

fn fold(c: char) -> Option<&'static str> {
    FOLDS.iter().find(|(_, variants)| variants.contains(c)).map(|(base, _)| *base)
}

fn is_combining_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
}

/// Reads a name: upper-cases it, drops combining marks, folds letters with diacritics to their
/// base letter, splits words at spaces and hyphens (apostrophes and periods are dropped inside
/// a word). A name with no letters is a 400; other symbols (digits, @ …) are a 400; letters of
/// another script are a 422 (the letter tables are defined for the Latin alphabet only).
pub fn read_name(name: &str, system: LetterSystem, y: YRule) -> Result<ReadName> {
    let mut words: Vec<Vec<u8>> = vec![Vec::new()];
    for c in name.chars() {
        if is_combining_mark(c) {
            continue;
        }
        if c.is_whitespace() || matches!(c, '-' | '‐' | '‑' | '–' | '_') {
            if !words.last().expect("one word").is_empty() {
                words.push(Vec::new());
            }
            continue;
        }
        if matches!(c, '\'' | '’' | 'ʼ' | '‘' | '.' | ',') {
            continue;
        }
        if !c.is_alphabetic() {
            return Err(Error::invalid(
                "name",
                format!("may hold letters, spaces, hyphens, apostrophes and periods only (found {c:?})"),
            ));
        }
        for u in c.to_uppercase() {
            let word = words.last_mut().expect("one word");
            if u.is_ascii_uppercase() {
                word.push(u as u8);
            } else if let Some(base) = fold(u) {
                word.extend_from_slice(base.as_bytes());
            } else {
                return Err(Error::Unsupported(format!(
                    "name: the letter {c:?} is not a Latin letter; numerology letter tables are defined for the Latin alphabet A-Z only (transliterate the name)"
                )));
            }
        }
    }
    words.retain(|w| !w.is_empty());
    if words.is_empty() {
        return Err(Error::invalid("name", "must contain at least one letter"));
    }
    let normalized = words.iter().map(|w| String::from_utf8_lossy(w).into_owned()).collect::<Vec<_>>().join(" ");
    let words = words
        .iter()
        .map(|w| {
            (0..w.len())
                .map(|i| Letter { letter: w[i] as char, value: system.value(w[i]), kind: kind(w, i, y) })
                .collect()
        })
        .collect();
    Ok(ReadName { normalized, words })
}

fn kind(word: &[u8], i: usize, y: YRule) -> LetterKind {
    let c = word[i];
    if VOWELS.contains(&c) {
        return LetterKind::Vowel;
    }
    if c != b'Y' {
        return LetterKind::Consonant;
    }
    let vowel = match y {
        YRule::Vowel => true,
        YRule::Consonant => false,
        YRule::Auto => {
            let after_vowel = i > 0 && VOWELS.contains(&word[i - 1]);
            let opens_before_vowel = i == 0 && word.get(1).is_some_and(|n| VOWELS.contains(n));
            !after_vowel && !opens_before_vowel
        }
    };
    if vowel {
        LetterKind::Vowel
    } else {
        LetterKind::Consonant
    }
}
