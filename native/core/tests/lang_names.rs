//! The name tables of native/core/data/names/ and the `lang=` pass over answers.
//!
//! Sources of the expected values: the engine's own key lists (every key an answer can carry
//! has a name in every language of its family), the Unicode block of each language's script,
//! and standard names (Hindi सूर्य for the Sun, German Sonne and Widder, Tamil அஷ்டமி for
//! Ashtami, Hindi श्रावण for the month and श्रवण for the nakshatra Shravana).

use astrology_core::ephemeris::bodies::ALL_BODIES;
use astrology_core::lang::localize;
use astrology_core::lang::localize::lookup;
use astrology_core::names::languages::{in_script, LANGUAGES, VEDIC_LANGUAGES, WESTERN_LANGUAGES};
use astrology_core::names::tables::{hinted_families, language_index, Family, FAMILIES};
use astrology_core::vedic::gulika::WEEKDAY_NAMES;
use astrology_core::vedic::panchang::choghadiya::Kind;
use astrology_core::vedic::panchang::month::MONTH_NAMES;
use astrology_core::vedic::panchang::names::{karana_name, tithi_name, YOGA_NAMES};
use astrology_core::western::aspects::ASPECTS;
use astrology_core::zodiac::key::key_from_name;
use astrology_core::zodiac::nakshatra::NAKSHATRA_KEYS;
use astrology_core::zodiac::{Graha, Sign};
use std::collections::BTreeSet;

fn family(name: &str) -> &'static Family {
    FAMILIES.iter().find(|f| f.family == name).unwrap_or_else(|| panic!("no family {name}"))
}

fn keys(name: &str) -> BTreeSet<String> {
    family(name).names.keys().cloned().collect()
}

fn set<I: IntoIterator<Item = S>, S: Into<String>>(items: I) -> BTreeSet<String> {
    items.into_iter().map(Into::into).collect()
}

#[test]
fn every_table_is_complete_in_every_language_and_script() {
    for f in FAMILIES.iter() {
        assert!(!f.sources.is_empty(), "{}: no languages", f.family);
        for (lang, source) in &f.sources {
            assert!(LANGUAGES.contains(&lang.as_str()) && lang != "en", "{}: unsupported language {lang}", f.family);
            assert!(source.len() > 10, "{}: no source for {lang}", f.family);
        }
        for (key, names) in &f.names {
            let langs: BTreeSet<&String> = names.keys().collect();
            assert_eq!(langs, f.sources.keys().collect(), "{}.{key}: languages differ from the family's", f.family);
            for (lang, name) in names {
                assert!(!name.trim().is_empty() && name.trim() == name, "{}.{key}.{lang}: empty or padded", f.family);
                assert!(in_script(lang, name), "{}.{key}.{lang}: {name:?} is not in the {lang} script", f.family);
            }
        }
    }
}

#[test]
fn every_language_has_its_families() {
    let vedic = [
        "grahas",
        "signs",
        "nakshatras",
        "tithis",
        "pakshas",
        "yogas",
        "karanas",
        "varas",
        "months",
        "kaals",
        "doshas",
        "chart_yogas",
        "chart_points",
    ];
    let western = ["planets", "signs", "aspects", "houses"];
    for lang in VEDIC_LANGUAGES {
        for f in vedic {
            assert!(family(f).sources.contains_key(lang), "{f} lacks {lang}");
        }
    }
    for lang in WESTERN_LANGUAGES {
        for f in western {
            assert!(family(f).sources.contains_key(lang), "{f} lacks {lang}");
        }
    }
}

#[test]
fn the_tables_name_every_key_the_engine_writes() {
    assert_eq!(keys("grahas"), set(Graha::ALL.map(|g| g.key())));
    assert_eq!(keys("signs"), set(Sign::ALL.map(|s| s.key())));
    assert_eq!(keys("nakshatras"), set(NAKSHATRA_KEYS));
    assert_eq!(keys("tithis"), set((1..=30).map(|t| key_from_name(tithi_name(t)))));
    assert_eq!(keys("yogas"), set(YOGA_NAMES.map(key_from_name)));
    assert_eq!(keys("karanas"), set((1..=60).map(|k| key_from_name(karana_name(k)))));
    assert_eq!(keys("varas"), set(WEEKDAY_NAMES.map(key_from_name)));
    assert_eq!(keys("months"), set(MONTH_NAMES.map(key_from_name)));
    assert_eq!(keys("houses"), set((1..=12).map(|h| h.to_string())));
    let aspects = keys("aspects");
    assert!(ASPECTS.iter().all(|a| aspects.contains(a.name)), "an aspect of the table has no names");
    let planets = keys("planets");
    assert!(ALL_BODIES.iter().all(|b| planets.contains(b.key)), "a body has no Western names");
    // The names the kaal answers and the choghadiya write (golden answers of /v1/panchang/…).
    let kaals = keys("kaals");
    let chog = [Kind::Udveg, Kind::Char, Kind::Labh, Kind::Amrit, Kind::Kaal, Kind::Shubh, Kind::Rog];
    for name in ["Rahu Kaal", "Yamaganda", "Gulika Kaal", "varjyam", "amrit_kalam"]
        .into_iter()
        .chain(chog.iter().map(|k| k.name()))
    {
        assert!(kaals.contains(&key_from_name(name)), "no kaal names for {name}");
    }
}

#[test]
fn a_key_two_families_name_differently_is_settled_only_by_a_hint() {
    // Invariant: wherever two families of one language share a key with different names, each
    // has hint words the other lacks, a hint picks its own family's name, and no hint gives none.
    let mut settled = 0;
    for lang in LANGUAGES.iter().filter(|l| **l != "en") {
        let index = language_index(lang).unwrap();
        for (key, found) in index {
            let names: BTreeSet<&str> = found.iter().map(|(_, n)| *n).collect();
            if names.len() < 2 {
                continue;
            }
            assert_eq!(lookup(index, key, 0), None, "{lang}.{key}: guessed without a hint");
            for (family, name) in found {
                let f = &FAMILIES[*family];
                let word = f.hints.first().unwrap_or_else(|| panic!("{} has no hints", f.family));
                let mask = hinted_families(word);
                assert!(found.iter().all(|(other, n)| other == family || mask & (1 << other) == 0 || n == name));
                assert_eq!(lookup(index, key, mask), Some(*name), "{lang}.{key} with hint {word}");
                settled += 1;
            }
        }
    }
    // Shravana, Magha and Jyeshtha (month and nakshatra) at least, in the Indian languages.
    assert!(settled >= 3 * 2 * 5, "expected the month/nakshatra collisions, found {settled}");
}

fn localized(answer: &str, lang: &str) -> serde_json::Value {
    serde_json::from_str(&localize(answer, lang).unwrap()).unwrap()
}

#[test]
fn shravana_is_the_month_or_the_nakshatra_by_its_field() {
    // Hindi: the month श्रावण, the nakshatra श्रवण (standard Hindi almanac spelling).
    let month = localized(r#"{"amanta":{"number":5,"name":"Shravana","full_name":"Shravana"}}"#, "hi");
    assert_eq!(month["amanta"]["name_localized"], "श्रावण");
    let span = localized(r#"{"kind":"nakshatra","current":{"number":22,"name":"Shravana","key":"shravana"}}"#, "hi");
    assert_eq!(span["current"]["name_localized"], "श्रवण");
    let planet = localized(r#"{"name":"Moon","key":"moon","nakshatra":"Shravana","nakshatra_key":"shravana"}"#, "hi");
    assert_eq!(
        (planet["name_localized"].as_str(), planet["nakshatra_localized"].as_str()),
        (Some("चंद्र"), Some("श्रवण"))
    );
    // With nothing to say which: no name rather than a wrong one.
    let bare = localized(r#"{"name":"Shravana","key":"shravana"}"#, "hi");
    assert!(bare.get("name_localized").is_none());
    // Tamil: Shukla the paksha (வளர்பிறை) and Shukla the nitya yoga (சுக்லம்).
    let t = localized(r#"{"paksha":"Shukla","yoga":{"kind":"yoga","name":"Shukla","key":"shukla"}}"#, "ta");
    assert_eq!(
        (t["paksha_localized"].as_str(), t["yoga"]["name_localized"].as_str()),
        (Some("வளர்பிறை"), Some("சுக்லம்"))
    );
}

#[test]
fn names_go_right_after_what_they_name_and_nothing_else_changes() {
    let text = r#"{"name":"Sun","key":"sun","longitude":88.898159167,"sign":"Gemini","sign_key":"gemini","house":9,"sign_lord":"Mercury"}"#;
    let out = localize(text, "de").unwrap();
    assert_eq!(
        out,
        r#"{"name":"Sun","name_localized":"Sonne","key":"sun","longitude":88.898159167,"sign":"Gemini","sign_localized":"Zwillinge","sign_key":"gemini","house":9,"house_localized":"Neuntes Haus","sign_lord":"Mercury","sign_lord_localized":"Merkur"}"#
    );
    // A muhurta named after a nakshatra, with no field to say which, is not guessed.
    let night = localized(r#"{"night":[{"number":4,"name":"Pushya","part":"night"}]}"#, "ta");
    assert!(night["night"][0].get("name_localized").is_none());
    // Names carried alone are read in the families that carry them so (kaals).
    let kaal = localized(r#"{"name":"Rahu Kaal","weekday":"Sunday","part":8}"#, "hi");
    assert_eq!(
        (kaal["name_localized"].as_str(), kaal["weekday_localized"].as_str()),
        (Some("राहु काल"), Some("रविवार"))
    );
}

#[test]
fn english_is_untouched_and_an_unknown_language_is_refused() {
    let text = r#"{"b":1,"a":"Sun"}"#;
    assert_eq!(localize(text, "en").unwrap(), text);
    let err = localize(text, "xx").unwrap_err();
    assert_eq!(err.code(), "invalid_request");
    assert!(err.to_string().starts_with("lang: must be one of: en, hi, sa"), "{err}");
}
