//! Name correction: spellings of a name, a few small edits away, whose destiny (expression)
//! number reaches a target number.
//!
//! The edits are the ones name correctors make (Cheiro's practice of adjusting a spelling to a
//! wanted compound, as it is done in India today):
//! - double a letter (`SUNIL` → `SUNILL`, `RAMESH` → `RAAMESH`);
//! - add a vowel A, E, I, O or U after any letter (`RAMESH` → `RAMESHA`);
//! - drop a vowel that is not the first letter of a word nor its only vowel;
//! - swap a common transliteration variant, either way: EE ↔ I, OO ↔ U, PH ↔ F, V ↔ W,
//!   C ↔ K, CK ↔ K, KS ↔ X, TH ↔ T, DH ↔ D, BH ↔ B, GH ↔ G, KH ↔ K, SH ↔ S, Y ↔ I.
//!
//! The first letter of every word is never changed (the initials stay). Each candidate is valued
//! by the same letter tables and the same name number as `/v1/numerology/destiny` (all letters
//! summed over the whole name, reduced once, master numbers 11, 22, 33 kept).

use super::letters::{read_name, LetterSystem, YRule};
use super::{name_number, reduction, Role, MASTER_NUMBERS};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The query of `/v1/numerology/name-correction`.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct NameCorrectionRequest {
    /// The name to correct.
    pub name: String,
    /// The wanted destiny number: 1 … 9, 11, 22 or 33.
    pub target: u32,
    /// `pythagorean` (default) or `chaldean`.
    pub system: Option<String>,
    /// Most edits in one suggestion, 1 or 2 (default 2).
    pub max_edits: Option<u32>,
    /// Most suggestions returned, 1 … 100 (default 20).
    pub limit: Option<u32>,
}

/// One spelling that reaches the target.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Suggestion {
    /// The new spelling, upper case, words separated by spaces.
    pub spelling: String,
    /// The edits that lead from the name to it, in words.
    pub edits: Vec<String>,
    /// Sum of all letter values (the compound number).
    pub compound: u32,
    /// The reduced destiny number (equals the target).
    pub number: u32,
    /// compound → … → number.
    pub reduction: Vec<u32>,
}

/// The rules used.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "NameCorrectionConventions")]
pub struct NameCorrectionConventions {
    /// The letter table used.
    pub letter_system: LetterSystem,
    /// The values of the letters under that table.
    pub letter_values: &'static str,
    /// The edits tried.
    pub edits: &'static str,
    /// How the suggestions are ordered.
    pub order: &'static str,
}

/// The `/v1/numerology/name-correction` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NameCorrection {
    /// The name as given.
    pub name: String,
    /// The name as read (upper case, diacritics removed).
    pub name_normalized: String,
    /// The name's own destiny number.
    pub current_number: u32,
    /// Its compound (unreduced) value: the sum of its letters' numbers.
    pub current_compound: u32,
    /// The target number asked for.
    pub target: u32,
    /// The name already reaches the target.
    pub already_matches: bool,
    /// How many distinct spellings within the edit budget reach the target.
    pub found: usize,
    /// The best of them, fewest edits first.
    pub suggestions: Vec<Suggestion>,
    /// The rules used.
    pub conventions: NameCorrectionConventions,
}

const VOWELS: &[u8] = b"AEIOU";
/// Longest name (in letters) searched two edits deep: the candidates grow with the square of
/// the length (30 letters: about 60 000 spellings).
pub const MAX_LETTERS_TWO_EDITS: usize = 30;
const SWAPS: [(&str, &str); 14] = [
    ("EE", "I"),
    ("OO", "U"),
    ("PH", "F"),
    ("V", "W"),
    ("C", "K"),
    ("CK", "K"),
    ("KS", "X"),
    ("TH", "T"),
    ("DH", "D"),
    ("BH", "B"),
    ("GH", "G"),
    ("KH", "K"),
    ("SH", "S"),
    ("Y", "I"),
];

/// Every spelling one edit away from `words`, each with the edit in words.
pub fn one_edit(words: &[String]) -> Vec<(Vec<String>, String)> {
    let mut out = Vec::new();
    for (w, word) in words.iter().enumerate() {
        for (new, what) in word_edits(word.as_bytes()) {
            let mut next = words.to_vec();
            next[w] = new;
            out.push((next, format!("{what} in {word}")));
        }
    }
    out
}

fn word_edits(b: &[u8]) -> Vec<(String, String)> {
    let text = |v: Vec<u8>| String::from_utf8(v).expect("ASCII letters");
    let mut out = Vec::new();
    for (i, &letter) in b.iter().enumerate() {
        let (c, rest) = (letter as char, &b[i + 1..]);
        out.push((text([&b[..=i], &[letter], rest].concat()), format!("doubled {c}")));
        for &v in VOWELS {
            out.push((text([&b[..=i], &[v], rest].concat()), format!("added {} after {c}", v as char)));
        }
        let vowels = b.iter().filter(|x| VOWELS.contains(x)).count();
        if i > 0 && VOWELS.contains(&letter) && vowels > 1 {
            out.push((text([&b[..i], rest].concat()), format!("dropped {c}")));
        }
        for (x, y) in SWAPS.iter().flat_map(|&(x, y)| [(x, y), (y, x)]) {
            if i > 0 && b[i..].starts_with(x.as_bytes()) {
                out.push((text([&b[..i], y.as_bytes(), &b[i + x.len()..]].concat()), format!("{x} -> {y}")));
            }
        }
    }
    out
}

fn check(req: &NameCorrectionRequest) -> Result<(u32, usize)> {
    if !(1..=9).contains(&req.target) && !MASTER_NUMBERS.contains(&req.target) {
        return Err(Error::invalid("target", "must be 1-9 or a master number 11, 22, 33"));
    }
    let max_edits = req.max_edits.unwrap_or(2);
    if !(1..=2).contains(&max_edits) {
        return Err(Error::invalid("max_edits", "must be 1 or 2"));
    }
    let limit = req.limit.unwrap_or(20);
    if !(1..=100).contains(&limit) {
        return Err(Error::invalid("limit", "must be between 1 and 100"));
    }
    Ok((max_edits, limit as usize))
}

/// Spellings within the edit budget whose destiny number is the target, fewest edits first.
pub fn name_correction(req: &NameCorrectionRequest) -> Result<NameCorrection> {
    let system = LetterSystem::from_slug(req.system.as_deref())?;
    let (max_edits, limit) = check(req)?;
    let read = read_name(&req.name, system, YRule::Auto)?;
    let letters = read.words.iter().map(Vec::len).sum::<usize>();
    if max_edits == 2 && letters > MAX_LETTERS_TWO_EDITS {
        return Err(Error::invalid(
            "max_edits",
            format!("2 is allowed for names of up to {MAX_LETTERS_TWO_EDITS} letters (this one has {letters}); use 1"),
        ));
    }
    let own = name_number(&read, Role::Destiny)?.answer;
    let words: Vec<String> = read.normalized.split(' ').map(str::to_string).collect();
    // Breadth first: a spelling is reached by its fewest edits.
    let mut seen: BTreeMap<Vec<String>, Vec<String>> = BTreeMap::from([(words.clone(), Vec::new())]);
    let mut frontier = vec![words.clone()];
    for _ in 0..max_edits {
        let mut next = Vec::new();
        for s in &frontier {
            for (spelling, what) in one_edit(s) {
                if !seen.contains_key(&spelling) {
                    let mut path = seen[s].clone();
                    path.push(what);
                    seen.insert(spelling.clone(), path);
                    next.push(spelling);
                }
            }
        }
        frontier = next;
    }
    let value = |s: &[String]| s.iter().flat_map(|w| w.bytes()).map(|c| system.value(c)).sum::<u32>();
    let mut hits: Vec<(usize, String, Vec<String>, u32)> = seen
        .into_iter()
        .filter(|(s, path)| !path.is_empty() && *reduction(value(s)).last().expect("chain") == req.target)
        .map(|(s, path)| (path.len(), s.join(" "), path, value(&s)))
        .collect();
    hits.sort();
    let found = hits.len();
    let suggestions = hits
        .into_iter()
        .take(limit)
        .map(|(_, spelling, edits, compound)| {
            let chain = reduction(compound);
            Suggestion { spelling, edits, compound, number: *chain.last().expect("chain"), reduction: chain }
        })
        .collect();
    Ok(NameCorrection {
        name: req.name.clone(),
        name_normalized: read.normalized,
        current_number: own.number,
        current_compound: own.compound,
        target: req.target,
        already_matches: own.number == req.target,
        found,
        suggestions,
        conventions: NameCorrectionConventions {
            letter_system: system,
            letter_values: system.table_text(),
            edits: "double a letter; add a vowel A E I O U after a letter; drop a vowel that is not a word's first letter nor its only vowel; swap EE/I, OO/U, PH/F, V/W, C/K, CK/K, KS/X, TH/T, DH/D, BH/B, GH/G, KH/K, SH/S, Y/I either way; the first letter of each word never changes",
            order: "fewest edits first, then alphabetical; the value is the destiny number of the whole spelling (all letters summed, reduced once, master numbers kept)",
        },
    })
}
