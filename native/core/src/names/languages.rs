//! The languages answers can name things in (`lang=`), by their ISO 639-1 codes.

/// Every supported code; `en` (the default) leaves an answer as it is.
pub const LANGUAGES: [&str; 16] =
    ["en", "hi", "sa", "ta", "te", "kn", "ml", "mr", "bn", "gu", "es", "fr", "de", "it", "pt", "ru"];

/// The Indian languages: Vedic names (grahas, rashis, nakshatras, panchang elements …).
pub const VEDIC_LANGUAGES: [&str; 9] = ["hi", "sa", "ta", "te", "kn", "ml", "mr", "bn", "gu"];

/// The European languages: Western names (planets and points, signs, aspects, houses).
pub const WESTERN_LANGUAGES: [&str; 6] = ["es", "fr", "de", "it", "pt", "ru"];

/// Whether `code` is a supported language.
pub fn is_supported(code: &str) -> bool {
    LANGUAGES.contains(&code)
}

/// The Unicode ranges the letters of a language's names come from (besides the space, the
/// hyphen and the zero-width joiners that Indic spelling uses), for the completeness test and
/// for docs/lang.md.
pub fn script_ranges(code: &str) -> &'static [(char, char)] {
    const LATIN: &[(char, char)] = &[('A', 'Z'), ('a', 'z'), ('\u{00C0}', '\u{024F}')];
    match code {
        "hi" | "sa" | "mr" => &[('\u{0900}', '\u{097F}')],
        "bn" => &[('\u{0980}', '\u{09FF}')],
        "gu" => &[('\u{0A80}', '\u{0AFF}')],
        "ta" => &[('\u{0B80}', '\u{0BFF}')],
        "te" => &[('\u{0C00}', '\u{0C7F}')],
        "kn" => &[('\u{0C80}', '\u{0CFF}')],
        "ml" => &[('\u{0D00}', '\u{0D7F}')],
        "ru" => &[('\u{0400}', '\u{04FF}')],
        _ => LATIN,
    }
}

/// Whether every character of `name` belongs to the script of language `code` (spaces, hyphens,
/// apostrophes and ZWJ/ZWNJ aside).
pub fn in_script(code: &str, name: &str) -> bool {
    let ranges = script_ranges(code);
    name.chars().all(|c| {
        matches!(c, ' ' | '-' | '\'' | '\u{200C}' | '\u{200D}') || ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&c))
    })
}
