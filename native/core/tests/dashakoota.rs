//! Dashakoota (the ten kootas beside the ashtakoota) against PyJHora 4.8.7.
//!
//! Expected values:
//! - the ten verdicts: `test/fixtures/porutham_pyjhora.json` (tools/gen_porutham_pyjhora.py,
//!   `compatibility.Ashtakoota(..., method="South")`), all 108 x 108 boy/girl star-and-pada pairs,
//!   compared wherever docs/porutham.md has no correction (gana with Pushya, rajju with Rohini or
//!   Hasta, vedha for star numbers adding to 19, 28 or 37);
//! - the counterparts' points: `test/fixtures/pyjhora_milan.json` (tools/gen_milan_pyjhora.py,
//!   `compatibility.Ashtakoota(...)` North), 200 whole births, end to end through `milan`, with the
//!   table differences that fixture's generator documents (PyJHora's tara is 3 minus the classical
//!   score; its vashya splits Sagittarius and Capricorn by pada; its yoni table differs in two cells);
//! - the maxima: the classical ashtakoota points (tara 3, yoni 4, graha maitri 5, gana 6, bhakoot 7,
//!   vashya 2, nadi 8);
//! - the conflicts: recomputed here from the two fixtures' values by the definition (the koota
//!   agrees while its counterpart scores 0, or fails while it scores its maximum);
//! - the rasi/bhakoot sentence of the pairing table: bhakoot's classical 2/12, 5/9, 6/8 rule and
//!   rasi's 7th-to-12th rule disagree exactly at sign counts 1, 3, 4, 8, 9, 12.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::dasha::YearLength;
use astrology_core::vedic::milan::dashakoota::{dashakoota, Dashakoota, PAIRINGS};
use astrology_core::vedic::milan::koota::{MoonKey, NAKSHATRA_YONI};
use astrology_core::vedic::milan::porutham::PORUTHAM_KEYS;
use astrology_core::vedic::milan::{milan, MilanAnswer, MilanRequest, Person};
use common::{cases, fixture, init, local_input, num};
use serde_json::Value;
use std::collections::HashMap;

/// The Moon in the middle of a star's pada (star 1..27, pada 1..4).
fn moon(star: usize, pada: usize) -> MoonKey {
    MoonKey::of(((star - 1) * 4 + pada - 1) as f64 * 360.0 / 108.0 + 360.0 / 216.0)
}

/// Whether docs/porutham.md corrects PyJHora's verdict of koota `key` for this pair of stars.
fn corrected(key: &str, b: usize, g: usize) -> bool {
    match key {
        "gana" => b == 8 || g == 8,
        "rajju" => [4, 13].contains(&b) || [4, 13].contains(&g),
        "vedha" => [19, 28, 37].contains(&(b + g)),
        _ => false,
    }
}

/// Classical maximum of each counterpart (the ashtakoota's 1..8 points by koota).
fn classical_max(key: &str) -> u32 {
    match key {
        "vashya" => 2,
        "tara" => 3,
        "yoni" => 4,
        "graha_maitri" => 5,
        "gana" => 6,
        "bhakoot" => 7,
        "nadi" => 8,
        other => panic!("{other} is not a counterpart"),
    }
}

/// The porutham fixture's rows by (boy star, boy pada, girl star, girl pada).
fn porutham_rows(doc: &Value) -> HashMap<(u64, u64, u64, u64), Value> {
    let pairs = doc["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 108 * 108);
    let n = |r: &Value, i: usize| r[i].as_u64().unwrap();
    pairs.iter().map(|r| ((n(r, 0), n(r, 1), n(r, 2), n(r, 3)), r.clone())).collect()
}

fn bits(row: &Value) -> Vec<bool> {
    row[4].as_str().unwrap().chars().map(|c| c == '1').collect()
}

#[test]
fn every_verdict_equals_pyjhora_on_all_108_by_108_pairs_but_the_corrections() {
    let doc = fixture("porutham_pyjhora.json");
    let order: Vec<&str> = doc["order"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert_eq!(order, PORUTHAM_KEYS);
    let (mut compared, mut skipped, mut tallies) = (0usize, 0usize, 0usize);
    for row in porutham_rows(&doc).values() {
        let n = |i: usize| row[i].as_u64().unwrap() as usize;
        let (b, g) = (n(0), n(2));
        let d = dashakoota(moon(b, n(1)), moon(g, n(3)));
        let theirs = bits(row);
        assert_eq!(d.kootas.len(), 10);
        let mut clean = true;
        for (i, k) in d.kootas.iter().enumerate() {
            assert_eq!(k.porutham.name, PORUTHAM_KEYS[i]);
            if corrected(k.porutham.name, b, g) {
                skipped += 1;
                clean = false;
                continue;
            }
            assert_eq!(k.porutham.agrees, theirs[i], "{} boy {b}/{} girl {g}/{}", k.porutham.name, n(1), n(3));
            compared += 1;
        }
        if clean {
            assert_eq!(d.count as u64, row[5].as_u64().unwrap(), "count boy {b} girl {g}");
            assert_eq!(d.minimum_met, row[6].as_bool().unwrap(), "minimum boy {b} girl {g}");
            tallies += 1;
        }
        check_shape(&d);
    }
    println!(
        "verdicts compared {compared}, under a correction {skipped}; count and minimum compared on {tallies} pairs"
    );
    assert_eq!(compared + skipped, 108 * 108 * 10);
    // Measured: 113 120 verdicts compared, 3 520 under a correction; 8 432 pairs free of any.
    assert_eq!((compared, skipped, tallies), (113_120, 3_520, 8_432));
}

/// The answer's own bookkeeping: counterparts where the pairing names one, the classical maxima,
/// the conflict flag by its definition, the list of conflicts, the count out of 10.
fn check_shape(d: &Dashakoota) {
    for (k, p) in d.kootas.iter().zip(PAIRINGS.iter()) {
        assert_eq!(k.rule_difference, p.rule_difference);
        match (&k.counterpart, p.counterpart) {
            (None, None) => assert_eq!(k.verdicts_conflict, None),
            (Some(c), Some(key)) => {
                assert_eq!(c.koota, key);
                assert_eq!(c.max, classical_max(key));
                let by_definition =
                    (k.porutham.agrees && c.score == 0.0) || (!k.porutham.agrees && c.score == c.max as f64);
                assert_eq!(k.verdicts_conflict, Some(by_definition));
            }
            _ => panic!("{} counterpart does not follow the pairing", k.porutham.name),
        }
    }
    let listed: Vec<&str> =
        d.kootas.iter().filter(|k| k.verdicts_conflict == Some(true)).map(|k| k.porutham.name).collect();
    assert_eq!(d.conflicts, listed);
    assert_eq!(d.count as usize, d.kootas.iter().filter(|k| k.porutham.agrees).count());
    assert_eq!((d.max, d.ashtakoota_max), (10, 36));
}

#[test]
fn rasi_and_bhakoot_conflict_exactly_at_the_sign_counts_the_pairing_names_and_yoni_never() {
    for b in 1..=27 {
        for g in 1..=27 {
            let (bm, gm) = (moon(b, 1), moon(g, 1));
            let d = dashakoota(bm, gm);
            let count = (bm.sign + 12 - gm.sign) % 12 + 1;
            let rasi = &d.kootas[5];
            assert_eq!(rasi.porutham.name, "rasi");
            assert_eq!(rasi.verdicts_conflict, Some([1, 3, 4, 8, 9, 12].contains(&count)), "count {count}");
            // docs/porutham.md: by the tables alone, yoni never conflicts.
            assert_eq!(d.kootas[4].verdicts_conflict, Some(false), "yoni boy {b} girl {g}");
        }
    }
}

fn person(p: &Value) -> Person {
    Person {
        moment: Moment::from_local(&local_input(&p["input"])).expect("moment"),
        place: Place { lat: num(&p["input"]["lat"]), lon: num(&p["input"]["lon"]) },
    }
}

fn request(case: &Value) -> MilanRequest {
    MilanRequest {
        boy: person(&case["boy"]),
        girl: person(&case["girl"]),
        ayanamsa: None,
        node: NodeType::Mean,
        check: "dashakoota".into(),
        koota: None,
        at: None,
        years: None,
        year: YearLength::Julian,
    }
}

/// PyJHora's points for a counterpart in our convention, or None where the generator documents
/// a table difference for this pair (vashya in Sagittarius or Capricorn, the two yoni cells).
fn pyjhora_points(case: &Value, key: &str) -> Option<f64> {
    let theirs = num(&case["pyjhora"][key]);
    let star = |who: &str| case[who]["nakshatra"].as_u64().unwrap() as usize - 1;
    let sign = |who: &str| (num(&case[who]["moon"]) / 30.0) as usize;
    match key {
        "tara" => Some(3.0 - theirs),
        "vashya" if [8, 9].contains(&sign("boy")) || [8, 9].contains(&sign("girl")) => None,
        "yoni" => {
            let (by, gy) = (NAKSHATRA_YONI[star("boy")], NAKSHATRA_YONI[star("girl")]);
            if (gy, by) == (0, 10) || (gy, by) == (13, 8) {
                None
            } else {
                Some(theirs)
            }
        }
        _ => Some(theirs),
    }
}

#[test]
fn counterparts_and_conflicts_follow_pyjhora_on_the_200_births() {
    init();
    let births = fixture("pyjhora_milan.json");
    let rows = porutham_rows(&fixture("porutham_pyjhora.json"));
    let (mut points, mut documented, mut conflicts, mut conflict_skipped) = (0usize, 0usize, 0usize, 0usize);
    for case in cases(&births, "cases") {
        let MilanAnswer::Dashakoota(a) = milan(&request(case)).expect("dashakoota") else { panic!("not dashakoota") };
        assert!((a.boy_moon.moon_longitude - num(&case["boy"]["moon"])).abs() < 1e-6);
        let key4 = |who: &str| (case[who]["nakshatra"].as_u64().unwrap(), case[who]["pada"].as_u64().unwrap());
        let ((bn, bp), (gn, gp)) = (key4("boy"), key4("girl"));
        assert_eq!((a.boy_moon.pada as u64, a.girl_moon.pada as u64), (bp, gp));
        let verdicts = bits(&rows[&(bn, bp, gn, gp)]);
        check_shape(&a.result);
        for (i, k) in a.result.kootas.iter().enumerate() {
            let Some(c) = &k.counterpart else { continue };
            let theirs = pyjhora_points(case, c.koota);
            match theirs {
                Some(p) => {
                    assert_eq!(c.score, p, "{} for {case}", c.koota);
                    points += 1;
                }
                None => documented += 1,
            }
            // The conflict from the fixtures alone: PyJHora's verdict and PyJHora's points.
            match (theirs, corrected(k.porutham.name, bn as usize, gn as usize)) {
                (Some(p), false) => {
                    let agrees = verdicts[i];
                    let expected = (agrees && p == 0.0) || (!agrees && p == classical_max(c.koota) as f64);
                    assert_eq!(k.verdicts_conflict, Some(expected), "{} conflict for {case}", k.porutham.name);
                    conflicts += 1;
                }
                _ => conflict_skipped += 1,
            }
        }
        // The counterparts and the total are the ashtakoota's own, not a second computation.
        let MilanAnswer::Ashtakoota(eight) =
            milan(&MilanRequest { check: "ashtakoota".into(), ..request(case) }).expect("ashtakoota")
        else {
            panic!("not ashtakoota")
        };
        assert_eq!(a.result.ashtakoota_total, eight.total);
        let table = serde_json::to_value(&eight.kootas).unwrap();
        for c in a.result.kootas.iter().filter_map(|k| k.counterpart.as_ref()) {
            assert_eq!(c.score, num(&table[c.koota]["score"]));
            assert_eq!(c.description, table[c.koota]["description"].as_str().unwrap());
        }
    }
    println!(
        "counterpart points equal to PyJHora {points}, under a documented table difference {documented}; \
         conflicts recomputed from the fixtures {conflicts}, skipped {conflict_skipped}"
    );
    // Measured: 1 329 of the 1 400 counterpart scores compared (71 under a documented table
    // difference); 1 293 conflicts recomputed from the fixtures (107 under a difference or correction).
    assert_eq!((points, documented, conflicts, conflict_skipped), (1_329, 71, 1_293, 107));
}

/// docs/porutham.md prints the pairing table: every sentence there is the core's, word for word.
#[test]
fn the_docs_print_the_core_pairing_table() {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/porutham.md");
    let doc = std::fs::read_to_string(path).expect("docs/porutham.md");
    for p in PAIRINGS {
        assert!(doc.contains(p.rule_difference), "docs/porutham.md lacks the {} sentence", p.koota);
    }
}
