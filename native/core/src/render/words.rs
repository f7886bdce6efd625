//! The words a chart image writes (`lang=`): planet and sign names and their short forms, the
//! ascendant's mark, aspect names, from the name tables (native/core/data/names). English is the
//! drawing's own; a thing a language's tables do not name (Rahu in German) stays English.
//!
//! Short forms follow the charts printed in each tradition: the first syllable (akshara) of the
//! name in an Indian script (सू चं मं बु गु शु श रा के in a Hindi kundli), the first two letters
//! in an alphabet (So, Mo, Ma in German); one more syllable or letter at a time until no two
//! names of the set share it (Tamil சந் for the Moon beside சனி for Saturn).

use crate::error::{Error, Result};
use crate::names::languages::{is_supported, LANGUAGES, VEDIC_LANGUAGES};
use crate::names::tables::name_of;
use crate::zodiac::{Graha, SIGNS};
use unicode_segmentation::UnicodeSegmentation;

/// Two-letter abbreviations of the signs in English, Aries first.
pub const SIGN_ABBR: [&str; 12] = ["Ar", "Ta", "Ge", "Cn", "Le", "Vi", "Li", "Sc", "Sg", "Cp", "Aq", "Pi"];

/// The language of an image's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    /// ISO 639-1 code, `en` by default.
    pub lang: &'static str,
}

impl Default for Words {
    fn default() -> Words {
        Words { lang: "en" }
    }
}

impl Words {
    /// The words of `lang` (`en` when absent); an unsupported code is a 400 naming `lang`.
    pub fn of(lang: Option<&str>) -> Result<Words> {
        let code = lang.unwrap_or("en");
        if !is_supported(code) {
            return Err(Error::invalid("lang", format!("must be one of: {}", LANGUAGES.join(", "))));
        }
        let lang = LANGUAGES.iter().copied().find(|l| *l == code).unwrap_or("en");
        Ok(Words { lang })
    }

    fn vedic(&self) -> bool {
        VEDIC_LANGUAGES.contains(&self.lang)
    }

    /// A graha's full name (`Sun` … `Ketu` in English).
    pub fn graha(&self, g: Graha) -> String {
        let family = if self.vedic() { "grahas" } else { "planets" };
        name_of(family, g.key(), self.lang).unwrap_or(g.name()).to_string()
    }

    /// A Western body by its key (`sun`, `uranus`, `mean_node` …), or `english` when untabled.
    pub fn body(&self, key: &str, english: &str) -> String {
        let family = if self.vedic() { "grahas" } else { "planets" };
        name_of(family, key, self.lang).unwrap_or(english).to_string()
    }

    /// The short form of each of the nine grahas, in [`Graha::ALL`] order.
    pub fn graha_abbreviations(&self) -> [String; 9] {
        if self.lang == "en" {
            return Graha::ALL.map(|g| g.abbreviation().to_string());
        }
        let names = Graha::ALL.map(|g| self.graha(g));
        let short = shortest_distinct(&names, self.min_parts());
        std::array::from_fn(|i| short[i].clone())
    }

    /// The name of sign `i` (0 = Aries).
    pub fn sign(&self, i: usize) -> String {
        name_of("signs", SIGNS[i].key, self.lang).unwrap_or(SIGNS[i].name).to_string()
    }

    /// The short form of each sign, Aries first.
    pub fn sign_abbreviations(&self) -> [String; 12] {
        if self.lang == "en" {
            return SIGN_ABBR.map(str::to_string);
        }
        let names: Vec<String> = (0..12).map(|i| self.sign(i)).collect();
        let short = shortest_distinct(&names, self.min_parts());
        std::array::from_fn(|i| short[i].clone())
    }

    /// The ascendant's name (`Ascendant`, लग्न, Aszendent).
    pub fn ascendant(&self) -> String {
        let family = if self.vedic() { "chart_points" } else { "planets" };
        name_of(family, "ascendant", self.lang).unwrap_or("Ascendant").to_string()
    }

    /// The ascendant's mark in a cell of an Indian chart (`Asc`, ल, Asz).
    pub fn ascendant_mark(&self) -> String {
        if self.lang == "en" {
            return "Asc".into();
        }
        let name = self.ascendant();
        let parts: Vec<&str> = name.graphemes(true).collect();
        parts[..parts.len().min(self.min_parts().max(if self.vedic() { 1 } else { 3 }))].concat()
    }

    /// An aspect's name by its key (`square`, `trine` …), English when untabled.
    pub fn aspect(&self, key: &str) -> String {
        name_of("aspects", key, self.lang).unwrap_or(key).to_string()
    }

    /// A house as words (`house 7`; `Siebtes Haus`).
    pub fn house(&self, n: usize) -> String {
        name_of("houses", &n.to_string(), self.lang).map_or_else(|| format!("house {n}"), str::to_string)
    }

    /// Syllables of an Indian script, letters of an alphabet: the least a short form takes.
    fn min_parts(&self) -> usize {
        if self.vedic() {
            1
        } else {
            2
        }
    }
}

/// Every word an Indian chart writes, worked out once per drawing.
#[derive(Debug, Clone)]
pub struct ChartWords {
    /// Full graha names, [`Graha::ALL`] order (tooltips).
    pub grahas: [String; 9],
    /// Graha short forms, [`Graha::ALL`] order (cell labels).
    pub graha_marks: [String; 9],
    /// Sign names, Aries first (tooltips).
    pub signs: [String; 12],
    /// Sign short forms, Aries first (cell corners).
    pub sign_marks: [String; 12],
    /// The ascendant's name (tooltip) and its mark in the cell.
    pub ascendant: String,
    /// The ascendant's mark in its cell.
    pub ascendant_mark: String,
}

impl ChartWords {
    /// The words of an Indian chart in the language of `w`.
    pub fn of(w: Words) -> ChartWords {
        ChartWords {
            grahas: Graha::ALL.map(|g| w.graha(g)),
            graha_marks: w.graha_abbreviations(),
            signs: std::array::from_fn(|i| w.sign(i)),
            sign_marks: w.sign_abbreviations(),
            ascendant: w.ascendant(),
            ascendant_mark: w.ascendant_mark(),
        }
    }
}

/// For each name, its shortest prefix of whole grapheme clusters (at least `min` of them) that
/// no other name of the set begins with the same way; a name that is never distinct is whole.
pub fn shortest_distinct(names: &[String], min: usize) -> Vec<String> {
    let parts: Vec<Vec<&str>> = names.iter().map(|n| n.graphemes(true).collect()).collect();
    let prefix = |p: &[&str], n: usize| p[..n.min(p.len())].concat();
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            (min..=p.len().max(min))
                .map(|n| (n, prefix(p, n)))
                .find(|(n, short)| parts.iter().enumerate().all(|(j, q)| j == i || prefix(q, *n) != *short))
                .map_or_else(|| p.concat(), |(_, short)| short)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{shortest_distinct, Words};

    /// The planet marks of a printed Hindi kundli (e.g. the charts of Thakur Prasad Panchang
    /// and of every Hindi janmapatrika): सू चं मं बु गु शु श रा के.
    #[test]
    fn hindi_marks_are_those_of_a_printed_kundli() {
        let w = Words::of(Some("hi")).unwrap();
        assert_eq!(w.graha_abbreviations().join(" "), "सू चं मं बु गु शु श रा के");
    }

    #[test]
    fn a_shared_first_syllable_takes_the_next() {
        let names = ["சந்திரன்", "சனி", "குரு"].map(str::to_string);
        assert_eq!(shortest_distinct(&names, 1), ["சந்", "சனி", "கு"]);
        let names = ["Sonne", "Saturn", "Mond", "Mars"].map(str::to_string);
        assert_eq!(shortest_distinct(&names, 2), ["So", "Sa", "Mo", "Ma"]);
    }

    #[test]
    fn an_unknown_language_is_refused() {
        assert!(Words::of(Some("xx")).is_err());
        assert_eq!(Words::of(None).unwrap().lang, "en");
    }
}
