//! Tithi, karana, nakshatra and yoga transition times against an independent search.
//!
//! Expected values: `test/fixtures/panchang_transitions.json` (`tools/gen_panchang_transitions.py`):
//! 300 random moments 1900–2100 (random places, civil offsets near local mean time). For each,
//! the generator finds the element in force, its start and end, and the end of the following
//! element by plain stepping and bisection on pyswisseph 2.10.03 positions (tropical Moon − Sun
//! for tithi and karana; Lahiri sidereal Moon for nakshatra and Sun + Moon for yoga), to 0.01 s.
//! It shares no code with the core's root finder.
//!
//! Tolerance: 2 s on every start and end (the requirement: "transition times within 2 seconds
//! of an independent search on at least 300 random days and places from 1900 to 2100"). Both
//! sides use the same Swiss Ephemeris files and flags and search to 0.01 s, so the observed
//! differences are far smaller (printed with --nocapture).

mod common;

use astrology_core::ephemeris::ayanamsa::LAHIRI;
use astrology_core::ephemeris::Moment;
use astrology_core::vedic::panchang::elements::span_at;
use astrology_core::vedic::panchang::ElementKind;
use common::{cases, fixture, init, local_input, num, Spread, SECOND};
use serde_json::Value;

const TOLERANCE_S: f64 = 2.0;

const KINDS: [(&str, ElementKind); 4] = [
    ("tithi", ElementKind::Tithi),
    ("karana", ElementKind::Karana),
    ("nakshatra", ElementKind::Nakshatra),
    ("yoga", ElementKind::Yoga),
];

fn int(v: &Value) -> usize {
    v.as_u64().unwrap_or_else(|| panic!("expected an integer, found {v}")) as usize
}

#[test]
fn transitions_match_an_independent_bisection_within_two_seconds() {
    init();
    let doc = fixture("panchang_transitions.json");
    let all = cases(&doc, "cases");
    assert!(all.len() >= 300, "the requirement asks for at least 300 cases, fixture has {}", all.len());
    let mut failures = Vec::new();
    let mut spreads = [Spread::default(); 4];
    for case in all {
        let input = &case["input"];
        let jd_ut = num(&case["jd_ut"]);
        let moment = Moment::from_local(&local_input(input)).unwrap();
        assert!((moment.jd_ut - jd_ut).abs() < 1e-9, "jd of {input}: {} vs {jd_ut}", moment.jd_ut);
        for (k, (key, kind)) in KINDS.iter().enumerate() {
            let want = &case[*key];
            let span = span_at(*kind, moment.jd_ut, LAHIRI).unwrap();
            let next = span.next(LAHIRI).unwrap();
            if span.number != int(&want["number"]) || next.number != int(&want["next_number"]) {
                failures.push(format!(
                    "{input} {key}: number {} then {}, expected {} then {}",
                    span.number, next.number, want["number"], want["next_number"]
                ));
                continue;
            }
            for (what, got, expected) in [
                ("start", span.start, num(&want["start_jd_ut"])),
                ("end", span.end, num(&want["end_jd_ut"])),
                ("next end", next.end, num(&want["next_end_jd_ut"])),
            ] {
                let diff_s = (got - expected) / SECOND;
                spreads[k].add(diff_s);
                if diff_s.abs() > TOLERANCE_S {
                    failures.push(format!("{input} {key} #{}: {what} off by {diff_s:.3} s", span.number));
                }
            }
        }
    }
    println!("panchang transitions vs independent bisection, {} moments (seconds):", all.len());
    println!("  {:<10} {:>10} {:>10} {:>6}", "element", "max |d|", "mean |d|", "n");
    for (k, (key, _)) in KINDS.iter().enumerate() {
        println!("  {:<10} {:>10.4} {:>10.4} {:>6}", key, spreads[k].max, spreads[k].mean(), spreads[k].n);
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}
