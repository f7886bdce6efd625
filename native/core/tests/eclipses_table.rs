//! The eclipse table (native/core/data/eclipses-*.txt, written by
//! native/core/examples/gen_eclipse_table.rs) against the live search it was made from:
//! - a seeded random sample of rows (plus the first and the last), each recomputed by Swiss
//!   Ephemeris's search started the day after the row before it: the search must find exactly
//!   that row, every field equal (the same f64s), so no eclipse is missing before it either;
//! - the lists of seeded random ranges (bisection on the rows) equal the rows of the whole table
//!   whose maximum falls in the range;
//! - the invariant of eclipse seasons (Meeus, *Astronomical Algorithms*, ch. 54; the NASA canons'
//!   catalogues): eclipses happen only near the Moon's nodes, so two consecutive eclipses of one
//!   kind are 1, 5 or 6 synodic months apart; a gap of any other length is a missing row.
//!
//! The whole table is compared with a fresh search by
//! `cargo run --release -p astrology-core --example gen_eclipse_table -- --check`.
//! Set ECLIPSE_TABLE_SEED to sample other rows.

mod common;

use astrology_core::eclipses::global::{search_lunar, search_solar, LunarEclipse, SolarEclipse};
use astrology_core::eclipses::table;
use astrology_core::ephemeris::range::{SUPPORTED_FIRST_JD, SUPPORTED_LAST_JD};
use common::init;
use std::fmt::Debug;

/// Rows sampled per kind, besides the first and the last.
const SAMPLE: usize = 30;
/// Mean synodic month in days (Meeus, ch. 49).
const SYNODIC_MONTH: f64 = 29.530_588_861;

/// The sample's row indices: seeded xorshift64, the first and the last row always in.
fn sample(rows: usize) -> Vec<usize> {
    let seed = std::env::var("ECLIPSE_TABLE_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed_ec11_u64);
    println!("sample seed {seed} (ECLIPSE_TABLE_SEED)");
    let mut x = seed.max(1);
    let mut out = vec![0, rows - 1];
    for _ in 0..SAMPLE {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        out.push((x % rows as u64) as usize);
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Each sampled row is what the live search finds first after the row before it.
fn rows_equal_live<T: PartialEq + Debug>(
    rows: &[T],
    search: fn(f64, f64) -> astrology_core::error::Result<Vec<T>>,
    at: fn(&T) -> f64,
) -> usize {
    let picked = sample(rows.len());
    for &i in &picked {
        // found_between restarts a day after each maximum; so does this.
        let start = if i == 0 { SUPPORTED_FIRST_JD } else { at(&rows[i - 1]) + 1.0 };
        let live = search(start, at(&rows[i]) + 1.0).unwrap();
        assert_eq!(live.len(), 1, "row {i}: the live search from JD {start} finds {} eclipses", live.len());
        assert_eq!(live[0], rows[i], "row {i}");
    }
    // Nothing after the last row inside the supported range.
    let after = search(at(&rows[rows.len() - 1]) + 1.0, SUPPORTED_LAST_JD + 1.0).unwrap();
    assert!(after.is_empty(), "eclipses after the table's last row: {after:?}");
    picked.len()
}

#[test]
fn sampled_solar_rows_equal_the_live_search() {
    init();
    let n = rows_equal_live(&table::solar().unwrap(), search_solar, |e: &SolarEclipse| e.maximum.jd_ut);
    println!("solar table: {n} sampled rows equal to the live search");
}

#[test]
fn sampled_lunar_rows_equal_the_live_search() {
    init();
    let n = rows_equal_live(&table::lunar().unwrap(), search_lunar, |e: &LunarEclipse| e.maximum.jd_ut);
    println!("lunar table: {n} sampled rows equal to the live search");
}

/// Consecutive maxima are 1, 5 or 6 synodic months apart (within a day and a half: the true
/// lunation varies by about ±0.3 day around the mean); the table spans the supported range.
fn seasons_hold(maxima: &[f64], what: &str) {
    assert!(maxima[0] - SUPPORTED_FIRST_JD < 6.5 * SYNODIC_MONTH, "{what}: the first row is too late");
    assert!(
        SUPPORTED_LAST_JD + 1.0 - maxima[maxima.len() - 1] < 6.5 * SYNODIC_MONTH,
        "{what}: the last row is too early"
    );
    for w in maxima.windows(2) {
        let months = (w[1] - w[0]) / SYNODIC_MONTH;
        let whole = months.round();
        let ok = [1.0, 5.0, 6.0].contains(&whole) && (months - whole).abs() * SYNODIC_MONTH < 1.5;
        assert!(ok, "{what}: {months:.3} synodic months between JD {} and JD {}", w[0], w[1]);
    }
}

#[test]
fn consecutive_eclipses_follow_the_eclipse_seasons() {
    let solar: Vec<f64> = table::solar().unwrap().iter().map(|e| e.maximum.jd_ut).collect();
    let lunar: Vec<f64> = table::lunar().unwrap().iter().map(|e| e.maximum.jd_ut).collect();
    seasons_hold(&solar, "solar");
    seasons_hold(&lunar, "lunar");
    println!("{} solar and {} lunar rows, every gap 1, 5 or 6 synodic months", solar.len(), lunar.len());
}

/// The rows of the whole table with their maximum in [a, b), for comparison with a list.
fn filtered<T: Clone>(all: &[T], a: f64, b: f64, at: fn(&T) -> f64) -> Vec<T> {
    all.iter().filter(|e| (a..b).contains(&at(e))).cloned().collect()
}

#[test]
fn lists_of_random_ranges_equal_the_whole_table_filtered() {
    let (solar, lunar) = (table::solar().unwrap(), table::lunar().unwrap());
    let span = SUPPORTED_LAST_JD + 1.0 - SUPPORTED_FIRST_JD;
    let mut x = 0x0dd_ba11_u64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x >> 11) as f64 / (1u64 << 53) as f64
    };
    // Ends at the range's edges and exactly at a row's maximum (the end is exclusive) as well.
    let mut ranges =
        vec![(SUPPORTED_FIRST_JD, SUPPORTED_LAST_JD + 1.0), (solar[5].maximum.jd_ut, solar[9].maximum.jd_ut)];
    for _ in 0..200 {
        let a = SUPPORTED_FIRST_JD + next() * span;
        ranges.push((a, (a + next() * 50.0 * 365.25).min(SUPPORTED_LAST_JD + 1.0)));
    }
    for &(a, b) in &ranges {
        assert_eq!(
            table::solar_between(a, b).unwrap(),
            filtered(&solar, a, b, |e| e.maximum.jd_ut),
            "solar [{a}, {b})"
        );
        assert_eq!(
            table::lunar_between(a, b).unwrap(),
            filtered(&lunar, a, b, |e| e.maximum.jd_ut),
            "lunar [{a}, {b})"
        );
    }
    println!("{} ranges: lists equal to the whole table filtered", ranges.len());
}
