//! The rasi (sign) dashas against PyJHora 4.8.7 on the 100 random births of
//! test/fixtures/pyjhora_rasi_dasha.json (made by tools/gen_rasi_dasha_pyjhora.py), for both
//! year lengths, and the invariants of every schedule.
//!
//! Chara, variant `iranganti` (PyJHora chara_method IRANGATTI_MALE1): every mahadasha sign,
//! years and start (within a minute), and the antardashas of the first mahadasha. Variant `rao`
//! (PyJHora KN_RAO): the signs in order and their starts; the years of every sign but Scorpio and
//! Aquarius, whose co-lord the engine chooses by the arudha rules (the counts of births where
//! PyJHora's choice differs are printed and bounded); the antardashas: the same twelve signs, the
//! engine's order PyJHora's moved by one (K.N. Rao puts the dasha sign's own antardasha last,
//! PyJHora first; docs/dasha-rasi.md). A birth whose PyJHora chart has a sign other than the
//! engine's (a longitude within arcseconds of a cusp) is counted and skipped.
//!
//! The systems seeded by the strength of signs: every seed (and first antardasha) that differs
//! from PyJHora's is traced to the strength rule where the engine's reading (PVR §15.5.2) and
//! PyJHora's part, and the test asserts that rule system by system (docs/dasha-rasi.md).

mod common;

use astrology_core::vedic::dasha::rasi::signs::RasiChart;
use astrology_core::vedic::dasha::rasi::{rasi_dasha, rasi_dasha_current, RasiDashaRequest, RasiPeriod, RASI_SYSTEMS};
use astrology_core::vedic::dasha::YearLength;
use astrology_core::zodiac::{Graha, Sign};
use common::rasi_dasha::{engine_chart, rasi_request, same_signs, trace_stronger, Traced};
use common::{cases, fixture, init, num, text, Spread};
use serde_json::Value;

const MINUTE: f64 = 1.0 / 1440.0;
const SECOND: f64 = 1.0 / 86400.0;

fn request(case: &Value, year: YearLength, levels: u8, variant: &str) -> RasiDashaRequest {
    rasi_request(case, year, levels, Some(variant))
}

/// The signs of Rahu and Ketu in the engine's chart.
fn node_signs(req: &RasiDashaRequest) -> Vec<(Graha, Sign)> {
    engine_chart(req).planets.iter().filter(|p| p.graha.is_node()).map(|p| (p.graha, Sign::of(p.longitude))).collect()
}

/// True when the engine's chart has PyJHora's signs for the lagna and the nine grahas.
fn same_chart(case: &Value, req: &RasiDashaRequest) -> bool {
    same_signs(case, &engine_chart(req))
}

#[derive(Default)]
struct Tally {
    births: usize,
    skipped: usize,
    co_lord_births: usize,
    co_lord: usize,
    node_dignity: usize,
    md: Spread,
    ad: Spread,
}

fn compare_mahadashas(
    ours: &[RasiPeriod],
    theirs: &[Value],
    node_signs: &[(Graha, Sign)],
    exact_years: bool,
    t: &mut Tally,
) -> bool {
    let theirs: Vec<&Value> = theirs.iter().filter(|r| num(&r[2]) > 0.0).collect();
    let mut co_lord = false;
    let mut aligned = true;
    for (p, r) in ours.iter().zip(&theirs) {
        assert_eq!(p.sign.key(), text(&r[0]), "mahadasha signs");
        if aligned {
            let diff = p.start.jd_ut - num(&r[1]);
            t.md.add(diff);
            assert!(diff.abs() < MINUTE, "{} starts {diff} d off", p.sign);
        }
        if p.years != num(&r[2]) {
            let co = matches!(p.sign, Sign::Scorpio | Sign::Aquarius);
            assert!(!exact_years && co, "{} years {} vs {} (lord {})", p.sign, p.years, num(&r[2]), p.lord);
            co_lord = true;
            let node_sign = node_signs.iter().find(|(g, _)| *g == p.lord).map(|(_, s)| *s);
            let dignity = (p.years - num(&r[2])).abs() == 1.0
                && matches!(node_sign, Some(Sign::Gemini) | Some(Sign::Sagittarius));
            if dignity {
                t.node_dignity += 1;
            } else {
                t.co_lord += 1;
            }
            aligned = false; // later starts move by the difference
        }
    }
    co_lord
}

#[test]
fn chara_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_rasi_dasha.json");
    let mut tallies: Vec<(&str, Tally)> = vec![("rao", Tally::default()), ("iranganti", Tally::default())];
    for case in cases(&doc, "cases") {
        for (key, year) in [("julian", YearLength::Julian), ("sidereal", YearLength::Sidereal)] {
            for (variant, t) in tallies.iter_mut() {
                let refs = &case["years"][key][format!("chara/{variant}")];
                let req = request(case, year, 2, variant);
                if !same_chart(case, &req) {
                    t.skipped += 1;
                    continue;
                }
                t.births += 1;
                let ours = rasi_dasha(&req, "chara").expect("chara");
                let theirs = refs["mahadasha"].as_array().unwrap();
                let nodes = node_signs(&req);
                let co = compare_mahadashas(&ours.periods, theirs, &nodes, *variant == "iranganti", t);
                t.co_lord_births += co as usize;
                let Some(ads) = refs.get("antardasha") else { continue };
                let first: Vec<&Value> = ads.as_array().unwrap().iter().take(12).collect();
                let md = &ours.periods[0];
                for (k, a) in md.periods.iter().enumerate() {
                    // rao: ours is PyJHora's order moved on by one (the dasha sign last).
                    let r = if *variant == "rao" { first[(k + 1) % 12] } else { first[k] };
                    assert_eq!(a.sign.key(), text(&r[1]), "{variant} antardasha {k} of {}", md.sign);
                    if *variant == "iranganti" {
                        let diff = a.start.jd_ut - num(&r[2]);
                        t.ad.add(diff);
                        assert!(diff.abs() < MINUTE, "antardasha starts {diff} d off");
                    }
                }
            }
        }
    }
    for (variant, t) in &tallies {
        println!(
            "chara/{variant}: births x years compared {} (skipped, chart signs differ: {}); births with a Scorpio or \
             Aquarius dasha of other years {} (co-lord chosen differently {}, node's dignity {}); mahadasha starts \
             n={} max {:.2e} s; antardasha starts n={} max {:.2e} s",
            t.births,
            t.skipped,
            t.co_lord_births,
            t.co_lord,
            t.node_dignity,
            t.md.n,
            t.md.max * 86400.0,
            t.ad.n,
            t.ad.max * 86400.0
        );
        assert!(t.births >= 190, "{variant}: too many births skipped");
    }
    assert_eq!(tallies[1].1.co_lord_births, 0);
    assert!(tallies[0].1.co_lord_births <= 60);
}

/// Every schedule covers its span with no gap or overlap, sub-periods add up to their parent to
/// the second, and `/current` names the periods the listing has at that moment.
#[test]
fn every_schedule_tiles_and_current_agrees_with_the_listing() {
    init();
    let doc = fixture("pyjhora_rasi_dasha.json");
    for case in cases(&doc, "cases").iter().take(25) {
        for system in &RASI_SYSTEMS {
            for variant in system.variants {
                let mut req = request(case, YearLength::Julian, 3, variant.key);
                let ours = rasi_dasha(&req, system.slug).expect("listing");
                assert!((ours.periods[0].start.jd_ut - ours.birth.jd_ut).abs() < 1e-9);
                tiles(&ours.periods, ours.schedule.start.jd_ut, ours.schedule.end.jd_ut);
                for at in [0.13, 0.5, 0.91] {
                    let jd = ours.schedule.start.jd_ut + at * (ours.schedule.end.jd_ut - ours.schedule.start.jd_ut);
                    req.dasha.at = Some(jd);
                    let now = rasi_dasha_current(&req, system.slug).expect("current");
                    assert_eq!(now.periods.len(), 5);
                    let mut level = &ours.periods;
                    for p in now.periods.iter().take(3) {
                        let hit = level.iter().find(|q| q.start.jd_ut <= jd && jd < q.end.jd_ut).expect("listed");
                        assert_eq!((hit.sign, hit.start.jd_ut), (p.sign, p.start.jd_ut));
                        level = &hit.periods;
                    }
                }
            }
        }
    }
}

fn tiles(periods: &[RasiPeriod], start: f64, end: f64) {
    assert!((periods[0].start.jd_ut - start).abs() < SECOND, "first starts at its parent's start");
    for w in periods.windows(2) {
        assert!((w[1].start.jd_ut - w[0].end.jd_ut).abs() < SECOND, "gap or overlap");
    }
    assert!((periods.last().unwrap().end.jd_ut - end).abs() < SECOND, "last ends at its parent's end");
    for p in periods {
        assert!(p.years > 0.0);
        if !p.periods.is_empty() {
            assert_eq!(p.periods.len(), 12);
            tiles(&p.periods, p.start.jd_ut, p.end.jd_ut);
        }
    }
}

/// The strength comparisons a system's seed is chosen by, traced on the engine's and PyJHora's
/// readings of the rules (common::rasi_dasha::trace_stronger): the engine's seed, PyJHora's
/// reading's seed, and the comparison where the two part. None for the systems not seeded by
/// the strength of signs (drig from the 9th, sudasa from the Sree lagna).
fn seed_trace(key: &str, c: &RasiChart) -> Option<(Sign, Sign, Option<Traced>)> {
    let l = c.lagna;
    let one = |a: Sign, b: Sign| {
        let t = trace_stronger(c, a, b);
        (t.ours.0, t.theirs.0, t.parted_at.map(|_| t))
    };
    match key {
        "narayana" | "shoola" | "lagna-kendradi/lagna" | "mandooka/rao" => Some(one(l, l.plus(6))),
        "shoola/niryana" => Some(one(l.plus(1), l.plus(7))),
        "lagna-kendradi/karaka" => {
            let ak = c.sign_of(c.atmakaraka);
            Some(one(ak, ak.plus(6)))
        }
        "trikona" => {
            // The stronger of the 1st and 5th, then of that and the 9th, on each reading.
            let first = trace_stronger(c, l, l.plus(4));
            let ours = trace_stronger(c, first.ours.0, l.plus(8));
            let theirs = trace_stronger(c, first.theirs.0, l.plus(8));
            let parted = if ours.ours.0 == theirs.theirs.0 {
                None
            } else if first.parted_at.is_some() {
                Some(first)
            } else {
                Some(ours)
            };
            Some((ours.ours.0, theirs.theirs.0, parted))
        }
        _ => None,
    }
}

/// Which decided difference (docs/dasha-rasi.md) the rule where the readings part stands for.
fn difference(rule: u8) -> &'static str {
    match rule {
        2 => "difference 4: the lord in its own sign, a helper that is also the lord, either co-lord",
        3 => "difference 2: the nodes' exaltation",
        4 => "difference 14: the stronger co-lord of Scorpio or Aquarius in rule 4",
        6 => "difference 15: the nodes' advancement from the end of their sign",
        _ => panic!("no decided difference parts the readings at rule {rule}"),
    }
}

/// Traces a seed the engine and PyJHora choose differently: PyJHora's reading of the strength
/// rules must give PyJHora's own seed (`theirs`, the fixture's first sign), and the rule where
/// the readings part must be a decided difference. Returns that rule.
fn traced_seed(key: &str, date: &str, c: &RasiChart, ours: Sign, theirs: &str) -> Option<u8> {
    let (o, t, parted) = seed_trace(key, c)?;
    assert_eq!(o, ours, "{key} {date}: the traced comparison gives the engine's seed");
    assert_eq!(t.key(), theirs, "{key} {date}: PyJHora's reading of the strength rules gives PyJHora's seed");
    let p = parted?;
    let rule = p.parted_at.expect("parted");
    println!(
        "{key}: {date} seed {o} vs {t}: {} v {} parts at rule {rule} (ours {} by rule {}, PyJHora's {} by rule {}; {})",
        p.a,
        p.b,
        p.ours.0,
        p.ours.1,
        p.theirs.0,
        p.theirs.1,
        difference(rule)
    );
    Some(rule)
}

#[derive(Default)]
struct Agreement {
    births: usize,
    seed: usize,
    signs: usize,
    years: usize,
    first_antardashas: usize,
    first_antardasha_births: usize,
    starts: Spread,
    /// Dashas in the same order whose years differ, at Scorpio or Aquarius (the co-lord and
    /// node-dignity differences) and elsewhere.
    years_co_lord: usize,
    years_other: usize,
    /// Seeds that differ, by the strength rule where the two readings part (index 0 … 5).
    parted: [usize; 6],
    /// First antardashas that differ, by the rule where the readings of their seed part (index
    /// 1 … 6; 0: PyJHora's reading does not give its first antardasha).
    ad_parted: [usize; 7],
}

/// Agreement of one system with PyJHora, counted birth by birth: the seed, the order, the
/// years and the antardashas of the first dasha; starts within a minute wherever the order and
/// the years so far agree (asserted).
fn agreement(doc: &Value, key: &str, slug: &str, variant: Option<&str>, first_tol: f64) -> Agreement {
    let mut a = Agreement::default();
    for case in cases(doc, "cases") {
        let refs = &case["years"]["julian"][key];
        let req = request(case, YearLength::Julian, 2, "");
        let req = RasiDashaRequest { variant: variant.map(str::to_string), ..req };
        if !same_chart(case, &req) {
            continue;
        }
        a.births += 1;
        let ours = rasi_dasha(&req, slug).expect("rasi dasha");
        let theirs: Vec<&Value> = refs["mahadasha"].as_array().unwrap().iter().filter(|r| num(&r[2]) > 0.0).collect();
        let same_seed = ours.periods[0].sign.key() == text(&theirs[0][0]);
        a.seed += same_seed as usize;
        let chart = RasiChart::of(&engine_chart(&req));
        let date = text(&case["input"]["date"]);
        if let Some(rule) = traced_seed(key, date, &chart, ours.start.sign, text(&refs["mahadasha"][0][0])) {
            a.parted[rule as usize - 1] += 1;
        }
        // Years equal: to 1e-6, the first dasha to `first_tol` (sudasa's balance, below).
        let same_years =
            |k: usize, p: &RasiPeriod, r: &Value| (p.years - num(&r[2])).abs() < if k == 0 { first_tol } else { 1e-6 };
        let signs = ours.periods.len() == theirs.len()
            && ours.periods.iter().zip(&theirs).all(|(p, r)| p.sign.key() == text(&r[0]));
        a.signs += signs as usize;
        let years = signs && ours.periods.iter().zip(&theirs).enumerate().all(|(k, (p, r))| same_years(k, p, r));
        a.years += years as usize;
        for (_, (p, r)) in
            ours.periods.iter().zip(&theirs).enumerate().filter(|(k, (p, r))| signs && !same_years(*k, p, r))
        {
            if matches!(p.sign, Sign::Scorpio | Sign::Aquarius) {
                a.years_co_lord += 1;
            } else {
                a.years_other += 1;
                println!(
                    "{key}: {} {} {} years vs {} (lord {})",
                    text(&case["input"]["date"]),
                    p.sign,
                    p.years,
                    num(&r[2]),
                    p.lord
                );
            }
        }
        let tol = MINUTE + first_tol * 365.25;
        for (k, (p, r)) in ours.periods.iter().zip(&theirs).enumerate() {
            if p.sign.key() != text(&r[0]) {
                break;
            }
            let diff = p.start.jd_ut - num(&r[1]);
            a.starts.add(diff);
            assert!(diff.abs() < tol, "{key}: {} starts {diff} d off", p.sign);
            if !same_years(k, p, r) {
                break;
            }
        }
        if let Some(ads) = refs.get("antardasha") {
            if ours.periods[0].sign.key() == text(&theirs[0][0]) {
                first_antardashas(&mut a, &ours.periods[0], ads, tol, key, case, &chart);
            }
        }
    }
    println!(
        "{key}: births {}; same seed {}, same order {}, same order and years {}; antardashas of the first dasha \
         equal in {} of {}; dashas of other years: {} Scorpio/Aquarius, {} others; starts compared n={} max {:.2e} s; \
         seeds parting at rules 1-6: {:?}; first antardashas from another seed (not reproduced, then parting at rules 1-6): {:?}",
        a.births,
        a.seed,
        a.signs,
        a.years,
        a.first_antardashas,
        a.first_antardasha_births,
        a.years_co_lord,
        a.years_other,
        a.starts.n,
        a.starts.max.abs() * 86400.0,
        a.parted,
        a.ad_parted
    );
    a
}

/// The signs whose stronger starts the antardashas of a dasha sign `s`, for the systems whose
/// antardasha seed is a strength comparison: the signs of the lords of `s` and of its 7th
/// (narayana, niryana shoola), or `s` and its 7th (shoola, drig, sudasa).
fn antardasha_pair(key: &str, c: &RasiChart, s: Sign) -> Option<(Sign, Sign)> {
    match key {
        "narayana" | "shoola/niryana" => Some((c.sign_of(c.lord(s, false)), c.sign_of(c.lord(s.plus(6), false)))),
        "shoola" | "drig/pvr" | "sudasa/pvr" => Some((s, s.plus(6))),
        _ => None,
    }
}

/// The antardashas of the first mahadasha: signs equal and starts within `tol` days. Where the
/// first antardasha differs, its seed comparison is traced (returned: the rule where the
/// readings part, or 0 when PyJHora's reading does not give PyJHora's first antardasha).
fn first_antardashas(
    a: &mut Agreement,
    md: &RasiPeriod,
    ads: &Value,
    tol: f64,
    key: &str,
    case: &Value,
    c: &RasiChart,
) {
    a.first_antardasha_births += 1;
    let ads = ads.as_array().unwrap();
    let same = md
        .periods
        .iter()
        .zip(ads)
        .all(|(p, r)| p.sign.key() == text(&r[1]) && (p.start.jd_ut - num(&r[2])).abs() < tol);
    a.first_antardashas += same as usize;
    if !same {
        let ours: Vec<&str> = md.periods.iter().map(|p| p.sign.key()).collect();
        let theirs: Vec<&str> = ads.iter().map(|r| text(&r[1])).collect();
        let date = text(&case["input"]["date"]);
        println!("{key}: {date} antardashas {ours:?} vs {theirs:?}");
        if ours[0] == theirs[0] {
            return; // the same order: the starts differ with the years (Scorpio/Aquarius)
        }
        let Some((x, y)) = antardasha_pair(key, c, md.sign) else { return };
        let t = trace_stronger(c, x, y);
        let rule = if t.theirs.0.key() == theirs[0] { t.parted_at.unwrap_or(0) } else { 0 };
        println!(
            "{key}: {date} antardasha seed {x} v {y}: ours {} by rule {}, PyJHora's reading {} by rule {}; parting at rule {rule}",
            t.ours.0, t.ours.1, t.theirs.0, t.theirs.1
        );
        a.ad_parted[rule as usize] += 1;
    }
}

/// Checks one system's agreement: every birth compared, no year differing outside Scorpio and
/// Aquarius, every differing seed traced to the strength rule where the engine's and PyJHora's
/// readings part (`parted`, rules 1-6, as tools/trace_rasi_strength_pyjhora.py lists them
/// birth by birth; docs/dasha-rasi.md), and the measured floors of the order and the years.
/// Returns what does not hold, so every system is reported before the test fails.
fn check(key: &str, a: &Agreement, parted: [usize; 6], floors: [usize; 2], ad_rule_2: usize) -> Option<String> {
    let traced = a.births - a.seed == a.parted.iter().sum::<usize>();
    // First antardashas from another seed: each traced to rule 2 (PyJHora's reading reproduced).
    let ad_traced = a.ad_parted == [0, 0, ad_rule_2, 0, 0, 0, 0];
    let fine = a.births >= 99
        && a.years_other == 0
        && traced
        && ad_traced
        && a.parted == parted
        && [a.signs, a.years].iter().zip(floors).all(|(x, f)| *x >= f);
    (!fine).then(|| {
        format!(
            "{key}: seeds parting {:?} (expected {parted:?}), traced {traced}, first antardashas {:?} (expected \
             {ad_rule_2} at rule 2), floors {floors:?}",
            a.parted, a.ad_parted
        )
    })
}

/// Narayana, shoola and trikona (test/fixtures/pyjhora_rasi_dasha_strength.json, Julian year).
/// Seeds: the strength of signs, traced (decided differences 4, 14, 15); years at
/// Scorpio/Aquarius from the co-lord and node rules (2, 3).
#[test]
fn strength_seeded_systems_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_rasi_dasha_strength.json");
    // (system, seeds differing by the rule where the readings part, floors: same order, same
    // order and years, first antardashas of another seed parting at rule 2).
    let failures: Vec<String> = [
        ("narayana", [0, 1, 0, 0, 0, 1], [98, 80], 1),
        ("shoola", [0, 1, 0, 0, 0, 1], [98, 98], 0),
        ("trikona", [0, 3, 0, 0, 0, 0], [97, 78], 0),
    ]
    .iter()
    .filter_map(|(slug, parted, floors, ad)| {
        check(slug, &agreement(&doc, slug, slug, None, 1e-6), *parted, *floors, *ad)
    })
    .collect();
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Niryana shoola, drig, lagna and karaka kendradi, sudasa (test/fixtures/pyjhora_rasi_dasha_more.json,
/// Julian year); differences in docs/dasha-rasi.md: seeds from the strength rules, traced (4,
/// 14, 15), years at Scorpio/Aquarius from the co-lord and node rules (2, 3), kendradi orders
/// from Ketu's exception (8), sudasa's first dasha from the Sree lagna (9, its years to 0.01, its
/// later starts within 2 days).
#[test]
fn more_rasi_systems_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_rasi_dasha_more.json");
    let failures: Vec<String> = [
        ("shoola/niryana", "shoola", "niryana", [0, 6, 0, 1, 0, 0], [93, 93], 1),
        ("drig/pvr", "drig", "pvr", [0; 6], [100, 81], 1),
        ("lagna-kendradi/lagna", "lagna-kendradi", "lagna", [0, 1, 0, 0, 0, 1], [92, 75], 0),
        ("lagna-kendradi/karaka", "lagna-kendradi", "karaka", [0, 3, 0, 0, 0, 0], [89, 71], 0),
        ("sudasa/pvr", "sudasa", "pvr", [0; 6], [100, 81], 0),
    ]
    .iter()
    .filter_map(|(key, slug, variant, parted, floors, ad)| {
        let tol = if *slug == "sudasa" { 0.01 } else { 1e-6 };
        check(key, &agreement(&doc, key, slug, Some(variant), tol), *parted, *floors, *ad)
    })
    .collect();
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Mandooka (test/fixtures/pyjhora_rasi_dasha_mandooka.json, Julian year; PyJHora's K.N. Rao
/// method): the seed and the order of all twelve signs equal in every birth compared, and the
/// antardasha order of the first dasha; the years follow the chara count (less one), which
/// PyJHora does not take away (docs/dasha-rasi.md): the births whose years all agree are
/// counted, and every start is equal while the years before it agree.
#[test]
fn mandooka_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_rasi_dasha_mandooka.json");
    let (mut births, mut seeds, mut same_years, mut dashas, mut dashas_same) = (0, 0, 0, 0, 0);
    let mut parted = [0usize; 6];
    for case in cases(&doc, "cases") {
        let refs = &case["years"]["julian"]["mandooka/rao"];
        let req = request(case, YearLength::Julian, 2, "rao");
        if !same_chart(case, &req) {
            continue;
        }
        births += 1;
        let ours = rasi_dasha(&req, "mandooka").expect("mandooka");
        let theirs = refs["mahadasha"].as_array().unwrap();
        // The stronger of the lagna and the 7th, traced rule by rule on both readings.
        let chart = RasiChart::of(&engine_chart(&req));
        let date = text(&case["input"]["date"]);
        if let Some(rule) = traced_seed("mandooka/rao", date, &chart, ours.start.sign, text(&theirs[0][0])) {
            parted[rule as usize - 1] += 1;
            continue;
        }
        seeds += 1;
        // Our order is PyJHora's less the signs of 0 years (a debilitated lord one sign on).
        let order: Vec<&str> = ours.periods.iter().map(|p| p.sign.key()).collect();
        let their_order: Vec<&str> = theirs.iter().map(|r| text(&r[0])).filter(|s| order.contains(s)).collect();
        assert_eq!(order, their_order, "{}: order", text(&case["input"]["date"]));
        let mut agree_so_far = true;
        for r in theirs {
            let p = ours.periods.iter().find(|p| p.sign.key() == text(&r[0]));
            if let (true, Some(p)) = (agree_so_far, p) {
                assert!((p.start.jd_ut - num(&r[1])).abs() < MINUTE, "{}: start", p.sign);
            }
            let same = (p.map_or(0.0, |p| p.years) - num(&r[2])).abs() < 1e-6;
            dashas += 1;
            dashas_same += same as usize;
            agree_so_far &= same;
        }
        same_years += agree_so_far as usize;
        if let Some(ads) = refs.get("antardasha") {
            let ours_ad: Vec<&str> = ours.periods[0].periods.iter().map(|p| p.sign.key()).collect();
            let theirs_ad: Vec<&str> = ads.as_array().unwrap().iter().map(|r| text(&r[1])).collect();
            assert_eq!(ours_ad, theirs_ad, "antardashas of the first dasha");
        }
    }
    println!(
        "mandooka: births {births}; same seed and order {seeds}; all years equal in {same_years}; dashas of equal \
         years {dashas_same} of {dashas}; seeds parting at rules 1-6: {parted:?}"
    );
    // Seeds: 2001-08-10 parts at rule 2 (difference 4), 1987-11-24 at rule 6 (difference 15);
    // tools/trace_rasi_strength_pyjhora.py.
    assert!(births >= 99, "births skipped");
    assert_eq!(births - seeds, parted.iter().sum::<usize>(), "every other seed traced");
    assert_eq!(parted, [0, 1, 0, 0, 0, 1], "seeds parting by rule");
}
