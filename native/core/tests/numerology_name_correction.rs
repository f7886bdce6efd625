//! Name correction: properties that must hold for every suggestion (its number recomputed by
//! the destiny number of `/v1/numerology/destiny`, the letter tables of `numerology/letters.rs`),
//! an exhaustive check on a short name, and the request's limits.

use astrology_core::numerology::letters::{read_name, LetterSystem, YRule};
use astrology_core::numerology::name_correction::{name_correction, one_edit, NameCorrectionRequest};
use astrology_core::numerology::{name_number, Role};
use astrology_core::Error;

fn req(name: &str, target: u32, system: &str, max_edits: u32) -> NameCorrectionRequest {
    NameCorrectionRequest {
        name: name.into(),
        target,
        system: Some(system.into()),
        max_edits: Some(max_edits),
        limit: Some(100),
    }
}

fn destiny(spelling: &str, system: LetterSystem) -> (u32, u32) {
    let n = name_number(&read_name(spelling, system, YRule::Auto).unwrap(), Role::Destiny).unwrap();
    (n.answer.compound, n.answer.number)
}

/// Every suggestion reaches the target when recomputed from scratch, keeps each word's first
/// letter, has at most `max_edits` edits, and appears once.
#[test]
fn every_suggestion_reaches_the_target() {
    for (name, system, ls) in [
        ("Ada Lovelace", "chaldean", LetterSystem::Chaldean),
        ("Rajesh Kumar", "pythagorean", LetterSystem::Pythagorean),
        ("Anna Torres", "chaldean", LetterSystem::Chaldean),
    ] {
        for target in [1, 5, 9, 11, 22] {
            let a = name_correction(&req(name, target, system, 2)).unwrap();
            let mut seen = std::collections::BTreeSet::new();
            for s in &a.suggestions {
                assert_eq!(destiny(&s.spelling, ls), (s.compound, target), "{name} → {}", s.spelling);
                assert!(!s.edits.is_empty() && s.edits.len() <= 2);
                let initials = |t: &str| t.split_whitespace().map(|w| w.as_bytes()[0]).collect::<Vec<u8>>();
                assert_eq!(initials(&s.spelling), initials(&a.name_normalized));
                assert!(seen.insert(s.spelling.clone()), "duplicate {}", s.spelling);
            }
            assert!(a.suggestions.windows(2).all(|w| w[0].edits.len() <= w[1].edits.len()));
            assert_eq!(a.already_matches, a.current_number == target);
        }
    }
}

/// Exhaustive on a short name: with one edit, the suggestions are exactly the one-edit
/// spellings (enumerated here independently, by brute force over the edit rules) that reach
/// the target.
#[test]
fn one_edit_search_is_complete_on_a_short_name() {
    let name = "ANA";
    for target in 1..=9 {
        let a = name_correction(&req(name, target, "pythagorean", 1)).unwrap();
        let got: std::collections::BTreeSet<String> = a.suggestions.iter().map(|s| s.spelling.clone()).collect();
        let mut want = std::collections::BTreeSet::new();
        // Doublings and added vowels after each letter, dropped inner vowel (A at index 2).
        let b = name.as_bytes();
        for (i, &letter) in b.iter().enumerate() {
            let mut d = b.to_vec();
            d.insert(i + 1, letter);
            want.insert(String::from_utf8(d).unwrap());
            for v in *b"AEIOU" {
                let mut d = b.to_vec();
                d.insert(i + 1, v);
                want.insert(String::from_utf8(d).unwrap());
            }
        }
        want.insert("AN".to_string());
        let want: std::collections::BTreeSet<String> =
            want.into_iter().filter(|s| destiny(s, LetterSystem::Pythagorean).1 == target).collect();
        assert_eq!(got, want, "target {target}");
    }
    assert_eq!(one_edit(&["ANA".to_string()]).len(), 3 * 6 + 1);
}

/// Transliteration swaps go both ways and never touch a first letter.
#[test]
fn transliteration_swaps() {
    let spellings: Vec<String> =
        one_edit(&["PHILIP".into(), "VEER".into()]).into_iter().map(|(s, _)| s.join(" ")).collect();
    assert!(spellings.contains(&"PHILIP VIR".to_string()), "EE -> I");
    assert!(spellings.contains(&"PHILIP VEEER".to_string()) || spellings.contains(&"PHILIP VEER".to_string()));
    assert!(!spellings.iter().any(|s| s.starts_with("FILIP") || s.ends_with(" WEER")), "first letters kept");
    let back: Vec<String> = one_edit(&["SUNIL".into()]).into_iter().map(|(s, _)| s.join(" ")).collect();
    assert!(back.contains(&"SUNEEL".to_string()), "I -> EE");
}

/// Bad requests are invalid-input errors naming the parameter.
#[test]
fn limits() {
    let bad = |r: NameCorrectionRequest, param: &str| {
        assert!(matches!(name_correction(&r), Err(Error::InvalidInput { param: ref p, .. }) if p == param), "{param}");
    };
    bad(req("Ann", 10, "pythagorean", 1), "target");
    bad(req("Ann", 5, "pythagorean", 3), "max_edits");
    bad(req("Ann", 5, "kabbalah", 1), "system");
    bad(req("Abcdefghij Abcdefghij Abcdefghijk", 5, "pythagorean", 2), "max_edits");
    assert!(name_correction(&req("Abcdefghij Abcdefghij Abcdefghijk", 5, "pythagorean", 1)).is_ok());
    bad(NameCorrectionRequest { limit: Some(0), ..req("Ann", 5, "pythagorean", 1) }, "limit");
}
