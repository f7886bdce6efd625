//! Numerology compatibility: the table against the published chart (lovetoknow.com, "Numerology
//! Compatibility Chart"), its symmetry, the natural groups of kalm.com, the life path of the
//! chart page's own worked example, and the weighted score.

use astrology_core::numerology::compatibility::{compatibility, level, CompatibilityRequest, Level, Person};
use astrology_core::numerology::cycles::life_path;
use astrology_core::Error;

use Level::*;

/// A row of the chart: number, highly compatible, compatible, neutral, challenging.
type Row = (u32, &'static [u32], &'static [u32], &'static [u32], &'static [u32]);

/// The chart row by row as lovetoknow.com prints it: number, highly compatible, compatible,
/// neutral, challenging.
#[test]
fn table_as_published() {
    let rows: [Row; 9] = [
        (1, &[1, 5, 7], &[3, 9], &[8], &[2, 4, 6]),
        (2, &[2, 4, 8], &[3, 6], &[9], &[1, 5, 7]),
        (3, &[3, 6, 9], &[1, 2, 5], &[], &[4, 7, 8]),
        (4, &[2, 4, 8], &[6, 7], &[], &[1, 3, 5, 9]),
        (5, &[1, 5, 7], &[3, 9], &[8], &[2, 4, 6]),
        (6, &[3, 6, 9], &[2, 4, 8], &[], &[1, 5, 7]),
        (7, &[1, 5, 7], &[4], &[9], &[2, 3, 6, 8]),
        (8, &[2, 4, 8], &[6], &[1, 5], &[3, 7, 9]),
        (9, &[3, 6, 9], &[1, 5], &[2, 7], &[4, 8]),
    ];
    for (n, high, comp, neutral, chall) in rows {
        for (set, want) in [(high, HighlyCompatible), (comp, Compatible), (neutral, Neutral), (chall, Challenging)] {
            for &m in set {
                assert_eq!(level(n, m), want, "{n} with {m}");
            }
        }
        assert_eq!(high.len() + comp.len() + neutral.len() + chall.len(), 9, "row {n} covers 1-9");
    }
}

/// Invariants: symmetric; the natural groups 1-5-7, 2-4-8, 3-6-9 (kalm.com) are exactly the
/// highly compatible pairs; master numbers read as their digit.
#[test]
fn table_invariants() {
    let group = |n: u32| [[1, 5, 7], [2, 4, 8], [3, 6, 9]].iter().position(|g| g.contains(&n));
    for a in 1..=9 {
        for b in 1..=9 {
            assert_eq!(level(a, b), level(b, a), "{a}-{b}");
            assert_eq!(level(a, b) == HighlyCompatible, group(a) == group(b), "{a}-{b}");
        }
    }
    assert_eq!(level(11, 4), level(2, 4));
    assert_eq!(level(22, 33), level(4, 6));
}

/// lovetoknow.com worked example: January 1, 2000 → 1 + 1 + 2 = 4; March 13, 2001 →
/// 3 + 4 + 3 = 10 → 1; "this is a challenging pairing".
#[test]
fn published_life_path_pair() {
    assert_eq!(life_path("2000-01-01").unwrap().number, 4);
    assert_eq!(life_path("2001-03-13").unwrap().number, 1);
    assert_eq!(level(4, 1), Challenging);
}

fn person(name: &str, date: &str) -> Person {
    Person { name: name.into(), date: date.into() }
}

/// The score is the weighted sum of the three pairs' points (50/30/20), within 25 … 100, and
/// the same person with themself scores 100; bad input names the person's parameter.
#[test]
fn score_and_errors() {
    let r = |a: Person, b: Person| compatibility(&CompatibilityRequest { p1: a, p2: b, system: None });
    let same = r(person("Anna Torres", "1990-07-15"), person("Anna Torres", "1990-07-15")).unwrap();
    assert_eq!(same.score, 100.0);
    let c = r(person("Anna Torres", "2000-01-01"), person("Ada Lovelace", "2001-03-13")).unwrap();
    let weighted: u32 = c.pairs.iter().map(|p| p.points * p.weight).sum();
    assert_eq!(c.score, f64::from(weighted) / 100.0);
    assert_eq!(c.pairs.iter().map(|p| p.weight).sum::<u32>(), 100);
    assert_eq!(c.pairs[0].level, Challenging, "life paths 4 and 1");
    assert!((25.0..=100.0).contains(&c.score));
    let e = r(person("Anna", "2000-02-30"), person("Ada", "2001-03-13"));
    assert!(matches!(e, Err(Error::InvalidInput { ref param, .. }) if param == "p1_date"));
    let e = r(person("Anna", "2000-02-01"), person("R2D2", "2001-03-13"));
    assert!(matches!(e, Err(Error::InvalidInput { ref param, .. }) if param == "p2_name"));
}
