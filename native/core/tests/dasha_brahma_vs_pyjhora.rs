//! Brahma dasa against PyJHora 4.8.7 on the 100 random births of
//! test/fixtures/pyjhora_brahma_dasha.json (made by tools/gen_brahma_dasha_pyjhora.py, years of
//! 365.25 days): Brahma, every mahadasha sign and years, the starts (to the second) and the
//! antardashas of the first mahadasha (first 20 births).
//!
//! Decided differences (docs/dasha-rasi.md): Brahma itself as for Sthira dasa (the dignity table,
//! the stronger of two candidates, other candidates), births with another Brahma are counted
//! and not compared; PyJHora counts a sign's years modulo 12, so a lord of the 6th in the dasha
//! sign gives it 0 years (no dignity step) and one in the 12th counted gives -1 (the engine: 12,
//! +-1 for dignity, and 11, the rule of the counted dashas, PVR); such a sign must differ so, and the starts of that
//! birth are then not compared. A birth whose PyJHora chart has other signs is skipped.

mod common;

use astrology_core::vedic::dasha::rasi::brahma::{start, years, years_by};
use astrology_core::vedic::dasha::rasi::rasi_dasha;
use astrology_core::vedic::dasha::rasi::signs::{regular, RasiChart};
use astrology_core::vedic::dasha::rasi::sthira::brahma;
use astrology_core::vedic::dasha::YearLength;
use astrology_core::zodiac::{Graha, Sign};
use common::rasi_dasha::{engine_chart, rasi_request, same_signs};
use common::{cases, fixture, init, num, text, Spread};
use serde_json::Value;

const SECOND: f64 = 1.0 / 86400.0;

#[derive(Default)]
struct Tally {
    births: usize,
    skipped: usize,
    other_brahma: usize,
    wrapped_births: usize,
    wrapped_signs: usize,
    co_lord_births: usize,
    co_lord_signs: usize,
    node_births: usize,
    node_signs: usize,
    equal_births: usize,
    ad_births: usize,
    md: Spread,
    ad: Spread,
}

/// The co-lord of the 6th from `s` the engine did not choose (Scorpio: Mars, Ketu; Aquarius:
/// Saturn, Rahu).
fn other_co_lord(chart: &RasiChart, s: Sign) -> Option<Graha> {
    let pair = match s.plus(5) {
        Sign::Scorpio => [Graha::Mars, Graha::Ketu],
        Sign::Aquarius => [Graha::Saturn, Graha::Rahu],
        _ => return None,
    };
    let chosen = chart.lord(s.plus(5), false);
    pair.into_iter().find(|&g| g != chosen)
}

/// Compares one birth with the same Brahma (years of all twelve signs; starts when no sign's
/// years wrap in PyJHora).
fn compare(case: &Value, chart: &RasiChart, refs: &Value, t: &mut Tally) {
    let ours = rasi_dasha(&rasi_request(case, YearLength::Julian, 2, None), "brahma").expect("brahma");
    let rows = refs["mahadasha"].as_array().unwrap();
    let (mut wrapped, mut co_lord, mut node_dignity) = (0, 0, 0);
    let theirs: Vec<(&str, f64)> = rows.iter().map(|r| (text(&r[0]), num(&r[2]))).collect();
    let (first, direction) = start(chart.sign_of(brahma(chart)));
    assert_eq!(ours.periods[0].sign, first);
    let ours_all: Vec<(&str, f64)> = regular(first, direction).iter().map(|&s| (s.key(), years(chart, s))).collect();
    let order = regular(first, direction);
    for ((o, r), s) in ours_all.iter().zip(&theirs).zip(order) {
        assert_eq!(o.0, r.0, "mahadasha order");
        if o.1 != r.1 && other_co_lord(chart, s).is_some_and(|g| years_by(chart, s, g) == r.1) {
            // PyJHora's stronger co-lord of the 6th (Scorpio or Aquarius) is the other one.
            co_lord += 1;
        } else if o.1 != r.1 && chart.lord(s.plus(5), false).is_node() && (o.1 - r.1).abs() == 1.0 {
            // PyJHora's table: Rahu exalted in Taurus and Gemini, debilitated in Scorpio and
            // Sagittarius (Ketu the opposite); BPHS as the engine: Taurus / Scorpio only.
            node_dignity += 1;
        } else if o.1 != r.1 {
            // PyJHora's modulo-12 count: 11 -> -1 (+-1 for dignity, the same 12 apart); a lord in
            // the sign itself 0 with no dignity step (ours 12, 13 exalted, 11 debilitated).
            let wraps = o.1 - r.1 == 12.0 || (r.1 == 0.0 && (11.0..=13.0).contains(&o.1));
            assert!(
                r.1 <= 0.0 && wraps,
                "{}: {} vs PyJHora {}; lord {} in {}; {}",
                o.0,
                o.1,
                r.1,
                chart.lord(s.plus(5), false),
                chart.sign_of(chart.lord(s.plus(5), false)),
                case["pyjhora_chart"]
            );
            wrapped += 1;
        }
    }
    // Every start before the first sign whose years differ: equal to the second.
    for (p, r) in ours.periods.iter().zip(rows) {
        if (p.sign.key(), p.years) != (text(&r[0]), num(&r[2])) {
            break;
        }
        let diff = p.start.jd_ut - num(&r[1]);
        t.md.add(diff);
        assert!(diff.abs() < SECOND, "{} starts {diff} d off", p.sign);
    }
    // The antardashas of the first mahadasha whenever its years agree.
    if let Some(ads) = refs.get("antardasha").filter(|_| ours.periods[0].years == num(&rows[0][2])) {
        t.ad_births += 1;
        for (a, r) in ours.periods[0].periods.iter().zip(ads.as_array().unwrap()) {
            assert_eq!((ours.periods[0].sign.key(), a.sign.key()), (text(&r[0]), text(&r[1])), "antardasha");
            let diff = a.start.jd_ut - num(&r[2]);
            t.ad.add(diff);
            assert!(diff.abs() < SECOND, "antardasha starts {diff} d off");
        }
    }
    t.wrapped_signs += wrapped;
    t.co_lord_signs += co_lord;
    t.node_signs += node_dignity;
    if wrapped + co_lord + node_dignity > 0 {
        t.node_births += (node_dignity > 0) as usize;
        t.wrapped_births += (wrapped > 0) as usize;
        t.co_lord_births += (co_lord > 0) as usize;
        return;
    }
    t.equal_births += 1;
    // Zero-year signs (a debilitated lord one sign on) are left out of the answer, as PyJHora's
    // zero-length rows.
    let positive = rows.iter().filter(|r| num(&r[2]) > 0.0).count();
    assert_eq!(ours.periods.len(), positive);
}

#[test]
fn brahma_dasa_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_brahma_dasha.json");
    let mut t = Tally::default();
    for case in cases(&doc, "cases") {
        let req = rasi_request(case, YearLength::Julian, 2, None);
        let vc = engine_chart(&req);
        if !same_signs(case, &vc) {
            t.skipped += 1;
            continue;
        }
        t.births += 1;
        let refs = &case["brahma_dasa"];
        let chart = RasiChart::of(&vc);
        if brahma(&chart).key() != text(&refs["brahma"]) {
            // The Sthira differences (dignity table, stronger candidate): docs/dasha-rasi.md.
            t.other_brahma += 1;
            continue;
        }
        compare(case, &chart, refs, &mut t);
    }
    println!(
        "brahma dasa: births compared {} (skipped, chart signs differ: {}); other Brahma {}; PyJHora's modulo-12 \
         years in {} births ({} signs, 11 to 13 years off); the other co-lord of the 6th in {} births ({} signs); a node's second exaltation or debilitation sign in {} births ({} signs); all 12 mahadashas equal in {} births; starts up to the first differing years n={} max \
         {:.2e} s; antardashas of the first mahadasha (its years equal) in {} births, n={} max {:.2e} s",
        t.births,
        t.skipped,
        t.other_brahma,
        t.wrapped_births,
        t.wrapped_signs,
        t.co_lord_births,
        t.co_lord_signs,
        t.node_births,
        t.node_signs,
        t.equal_births,
        t.md.n,
        t.md.max * 86400.0,
        t.ad_births,
        t.ad.n,
        t.ad.max * 86400.0
    );
    assert!(t.births >= 95, "too many births skipped");
    assert!(t.births - t.other_brahma >= 85, "Brahma equal in at least 85 births");
}
