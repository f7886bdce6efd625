//! The name tables, one JSON file per family in native/core/data/names/, compiled in and read
//! once. A family file names its languages' sources, the answer fields that speak of the family
//! (`hints`), and for each key the name in each language.

use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::sync::LazyLock;

/// One family of names (grahas, signs, tithis …) as its file gives it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Family {
    /// The family's name, e.g. `grahas`.
    pub family: String,
    /// What the family is, and where its keys come from in answers.
    pub about: String,
    /// Answer fields that speak of this family: a field named so, or ending in `_` + the word
    /// (`sign`, `moon_sign`), or an object whose `kind` is the word. They settle a key that two
    /// families of one language share with different names.
    pub hints: Vec<String>,
    /// Whether a bare display name (no key, no hinting field) is read in this family: only for
    /// families whose answers carry the name alone (`"name": "Rahu Kaal"`).
    #[serde(default)]
    pub by_name_alone: bool,
    /// The published source of each language's names.
    pub sources: BTreeMap<String, String>,
    /// Key → language → name.
    pub names: BTreeMap<String, BTreeMap<String, String>>,
}

/// The family files, in the order hints are tried.
const FILES: [(&str, &str); 16] = [
    ("grahas", include_str!("../../data/names/grahas.json")),
    ("planets", include_str!("../../data/names/planets.json")),
    ("signs", include_str!("../../data/names/signs.json")),
    ("nakshatras", include_str!("../../data/names/nakshatras.json")),
    ("tithis", include_str!("../../data/names/tithis.json")),
    ("pakshas", include_str!("../../data/names/pakshas.json")),
    ("yogas", include_str!("../../data/names/yogas.json")),
    ("karanas", include_str!("../../data/names/karanas.json")),
    ("varas", include_str!("../../data/names/varas.json")),
    ("months", include_str!("../../data/names/months.json")),
    ("kaals", include_str!("../../data/names/kaals.json")),
    ("doshas", include_str!("../../data/names/doshas.json")),
    ("chart_yogas", include_str!("../../data/names/chart_yogas.json")),
    ("aspects", include_str!("../../data/names/aspects.json")),
    ("houses", include_str!("../../data/names/houses.json")),
    ("chart_points", include_str!("../../data/names/chart_points.json")),
];

/// Every family, parsed once (a malformed file fails the first test that reads it).
pub static FAMILIES: LazyLock<Vec<Family>> = LazyLock::new(|| {
    FILES
        .iter()
        .map(|(file, text)| {
            let f: Family = serde_json::from_str(text).unwrap_or_else(|e| panic!("data/names/{file}.json: {e}"));
            assert_eq!(f.family, *file, "data/names/{file}.json names another family");
            f
        })
        .collect()
});

/// For one language: key → (family index, name) of every family that has the key.
pub type LanguageIndex = HashMap<&'static str, Vec<(usize, &'static str)>>;

static INDEX: LazyLock<HashMap<&'static str, LanguageIndex>> = LazyLock::new(|| {
    let mut index: HashMap<&'static str, LanguageIndex> = HashMap::new();
    for (i, family) in FAMILIES.iter().enumerate() {
        for (key, names) in &family.names {
            for (lang, name) in names {
                index.entry(lang.as_str()).or_default().entry(key.as_str()).or_default().push((i, name.as_str()));
            }
        }
    }
    index
});

/// The names of language `lang` by key (empty for a language with no tables, such as `en`).
pub fn language_index(lang: &str) -> Option<&'static LanguageIndex> {
    INDEX.get(lang)
}

/// The families read from a bare display name (see [`Family::by_name_alone`]), as a bit set.
pub fn alone_families() -> u64 {
    static ALONE: LazyLock<u64> = LazyLock::new(|| {
        FAMILIES.iter().enumerate().filter(|(_, f)| f.by_name_alone).fold(0, |mask, (i, _)| mask | (1 << i))
    });
    *ALONE
}

/// Hint word → the families it names, as a bit set.
static HINTS: LazyLock<HashMap<&'static str, u64>> = LazyLock::new(|| {
    let mut hints: HashMap<&'static str, u64> = HashMap::new();
    for (i, family) in FAMILIES.iter().enumerate() {
        for word in &family.hints {
            *hints.entry(word.as_str()).or_default() |= 1 << i;
        }
    }
    hints
});

/// The families a field name (or an object's `kind`) speaks of, as a bit set of family indices:
/// the field is a hint word, or ends in `_` and one (`moon_sign`, `sign_lord`). Answers are
/// walked member by member, so this is a few hash lookups, one per `_` of the field.
pub fn hinted_families(field: &str) -> u64 {
    let mut mask = HINTS.get(field).copied().unwrap_or(0);
    for (i, _) in field.match_indices('_') {
        mask |= HINTS.get(&field[i + 1..]).copied().unwrap_or(0);
    }
    mask
}

/// The name of `key` of family `family` in language `lang`, when the tables have it (the chart
/// images and the PDF reports name things by their keys, not by an answer's fields).
pub fn name_of(family: &str, key: &str, lang: &str) -> Option<&'static str> {
    let f = FAMILIES.iter().find(|f| f.family == family)?;
    f.names.get(key)?.get(lang).map(String::as_str)
}
