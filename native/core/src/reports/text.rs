//! The interpretation library: plain-text data files (`key = text`, `#` comments), compiled in
//! with `include_str!` and parsed once. Keys are `Planet/Sign`, `Planet/House`, `topic/N` …; see
//! the header of each file.

use crate::error::{Error, Result};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The text files of the library: (file key, contents).
pub const FILES: [(&str, &str); 11] = [
    ("horoscope", include_str!("../../data/reports/horoscope.txt")),
    ("yogas", include_str!("../../data/reports/yogas.txt")),
    ("planet_sign", include_str!("../../data/reports/planet_sign.txt")),
    ("planet_house", include_str!("../../data/reports/planet_house.txt")),
    ("houses", include_str!("../../data/reports/houses.txt")),
    ("nakshatras", include_str!("../../data/reports/nakshatras.txt")),
    ("dasha", include_str!("../../data/reports/dasha.txt")),
    ("transit", include_str!("../../data/reports/transit.txt")),
    ("varshaphal", include_str!("../../data/reports/varshaphal.txt")),
    ("forecast", include_str!("../../data/reports/forecast.txt")),
    ("chapters", include_str!("../../data/reports/chapters.txt")),
];
/// The `misc` file: headings, labels and short texts shared by the reports.
pub const MISC: &str = include_str!("../../data/reports/misc.txt");

/// The parsed library: (file key, text key) → text.
pub type Library = HashMap<(&'static str, &'static str), &'static str>;

fn parse_into(lib: &mut Library, file: &'static str, text: &'static str) -> std::result::Result<(), String> {
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(" = ").ok_or_else(|| format!("{file}.txt line {}: no ` = `", n + 1))?;
        // Texts are found by stable keys (`sun/aries`, `purva_phalguni`), never by display names.
        if key.trim().bytes().any(|b| b.is_ascii_uppercase() || b == b' ') {
            return Err(format!("{file}.txt line {}: key {key} is not a lower-case key", n + 1));
        }
        if lib.insert((file, key.trim()), value.trim()).is_some() {
            return Err(format!("{file}.txt line {}: duplicate key {key}", n + 1));
        }
    }
    Ok(())
}

/// Parses every file once; a malformed file is an internal error (tests parse them too).
pub fn library() -> Result<&'static Library> {
    static LIB: OnceLock<std::result::Result<Library, String>> = OnceLock::new();
    let lib = LIB.get_or_init(|| {
        let mut lib = Library::new();
        for (file, text) in FILES {
            parse_into(&mut lib, file, text)?;
        }
        parse_into(&mut lib, "misc", MISC)?;
        Ok(lib)
    });
    lib.as_ref().map_err(|e| Error::Ephemeris(format!("report text library: {e}")))
}

/// The text at `file`/`key`; empty when absent (a test checks every key the reports use).
pub fn get(file: &str, key: &str) -> &'static str {
    library().ok().and_then(|l| l.get(&(file_key(file), key)).copied()).unwrap_or("")
}

fn file_key(file: &str) -> &'static str {
    FILES.iter().map(|(f, _)| *f).chain(std::iter::once("misc")).find(|f| *f == file).unwrap_or("")
}

/// `get` with `{name}` placeholders filled in.
pub fn fill(file: &str, key: &str, vars: &[(&str, &str)]) -> String {
    let mut s = get(file, key).to_string();
    for (k, v) in vars {
        s = s.replace(&format!("{{{k}}}"), v);
    }
    s
}

/// The text at `key` of the `misc` file; empty when absent.
pub fn misc(key: &str) -> &'static str {
    get("misc", key)
}
