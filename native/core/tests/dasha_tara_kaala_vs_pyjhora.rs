//! Tara and Kaala dashas against PyJHora 4.8.7 on 100 random births
//! (test/fixtures/pyjhora_tara_kaala.json, made by tools/gen_tara_kaala_pyjhora.py; years of
//! 365.25 days; PyJHora fed the engine's Moon for Tara's balance).
//!
//! Tara: the grahas in the kendras are PyJHora's; the first lord is the one the generator's own
//! implementation of PVR's co-lord strength rules picks (100/100); where PyJHora's pick is the
//! same (63/100), every mahadasha lord is equal and every start within one minute, and so are the
//! antardashas of the first 20 births. Where PyJHora's strength comparison picks another lord,
//! docs/dasha.md says why.
//!
//! Kaala: the engine's part of the day and its elapsed fraction against the same rule computed
//! in the generator from pyswisseph's sunrise and sunset (disc centre, no refraction); the 18
//! mahadashas from a fraction against both the generator's and PyJHora's (each from its own
//! fraction: the arithmetic, lords and starts within one minute); and how often PyJHora's own
//! part and fraction agree with ours (its sandhya widths differ, see docs/dasha.md).

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::chart::{vedic_chart, ChartRequest};
use astrology_core::vedic::dasha::graha::graha_dasha;
use astrology_core::vedic::dasha::kaala::{kaala_mahadashas, part_of_day};
use astrology_core::vedic::dasha::tara::kendra_candidates;
use astrology_core::vedic::dasha::{DashaRequest, YearLength};
use astrology_core::zodiac::Graha;
use common::{cases, fixture, init, local_input, num, text, Spread};
use serde_json::Value;

const MINUTE: f64 = 1.0 / 1440.0;

fn request(case: &Value, levels: u8) -> DashaRequest {
    let m = Moment::from_local(&local_input(&case["input"])).expect("moment");
    let jd = m.jd_ut;
    DashaRequest {
        moment: m,
        place: Place { lat: num(&case["input"]["lat"]), lon: num(&case["input"]["lon"]) },
        ayanamsa: None,
        node: NodeType::Mean,
        year: YearLength::Julian,
        levels: Some(levels),
        from: Some(jd - 200.0 * 366.0),
        to: Some(jd + 400.0 * 366.0),
        at: None,
    }
}

#[test]
fn tara_lords_and_starts_equal_pyjhora_where_the_first_lord_agrees() {
    init();
    let doc = fixture("pyjhora_tara_kaala.json");
    let (mut md, mut ad) = (Spread::default(), Spread::default());
    let (mut same_kendras, mut same_first, mut n) = (0, 0, 0);
    for case in cases(&doc, "cases") {
        let refs = &case["tara"];
        let level2 = !refs["antardasha"].as_array().unwrap().is_empty();
        let req = request(case, if level2 { 2 } else { 1 });
        let chart =
            vedic_chart(&ChartRequest { moment: req.moment, place: req.place, ayanamsa: None, node: NodeType::Mean })
                .expect("chart");
        let mut kendras: Vec<Graha> = kendra_candidates(&chart);
        kendras.sort_by_key(|g| g.index());
        let theirs_kendras: Vec<&str> = refs["kendra_grahas"].as_array().unwrap().iter().map(text).collect();
        same_kendras += usize::from(kendras.iter().map(|g| g.name()).eq(theirs_kendras.iter().copied()));
        n += 1;
        let ours = graha_dasha(&req, "tara").expect("tara");
        // The rule as docs/dasha.md reads it, written out independently in the generator.
        assert_eq!(
            ours.periods[0].lord.name(),
            text(&refs["classical_first_lord"]),
            "first lord for {}",
            case["input"]
        );
        let theirs = refs["mahadasha"].as_array().unwrap();
        if ours.periods[0].lord.name() != text(&theirs[0][0]) {
            println!(
                "first lord differs for {}: ours {} PyJHora {}",
                case["input"], ours.periods[0].lord, theirs[0][0]
            );
            continue;
        }
        same_first += 1;
        assert_eq!(ours.periods.len(), theirs.len());
        for (p, r) in ours.periods.iter().zip(theirs) {
            assert_eq!(p.lord.name(), text(&r[0]), "tara lords for {}", case["input"]);
            let diff = p.start.jd_ut - num(&r[1]);
            md.add(diff);
            assert!(diff.abs() < MINUTE, "tara {} starts {diff} d off for {}", p.lord, case["input"]);
        }
        let flat: Vec<_> = ours.periods.iter().flat_map(|m| m.periods.iter().map(move |a| (m, a))).collect();
        let theirs = refs["antardasha"].as_array().unwrap();
        if level2 {
            assert_eq!(flat.len(), theirs.len());
        }
        for ((m, a), r) in flat.iter().zip(theirs) {
            assert_eq!((m.lord.name(), a.lord.name()), (text(&r[0]), text(&r[1])));
            let diff = a.start.jd_ut - num(&r[2]);
            ad.add(diff);
            assert!(diff.abs() < MINUTE, "tara {}/{} starts {diff} d off", m.lord, a.lord);
        }
    }
    println!("kendra grahas equal: {same_kendras}/{n}; first lord equal: {same_first}/{n}");
    println!(
        "mahadasha starts: n={} max {:.2e} s; antardasha starts: n={} max {:.2e} s",
        md.n,
        md.max * 86400.0,
        ad.n,
        ad.max * 86400.0
    );
    assert_eq!(same_kendras, n);
    // PyJHora's strength comparison departs from the rules in three places (docs/dasha.md).
    assert!(same_first >= 60, "first lord agrees with PyJHora in {same_first}/{n}");
}

#[test]
fn kaala_part_of_day_and_mahadashas_match_the_references() {
    init();
    let doc = fixture("pyjhora_tara_kaala.json");
    let (mut frac, mut ours_md, mut pj_md, mut pj_frac) =
        (Spread::default(), Spread::default(), Spread::default(), Spread::default());
    let mut pj_same_part = 0;
    for case in cases(&doc, "cases") {
        let k = &case["kaala"];
        let jd = num(&case["jd_ut"]);
        let p = part_of_day(jd, num(&case["input"]["lat"]), num(&case["input"]["lon"])).expect("part");
        assert_eq!(p.part, text(&k["part"]), "part for {}", case["input"]);
        frac.add(p.fraction - num(&k["fraction"]));
        assert!((p.fraction - num(&k["fraction"])).abs() < 1e-6, "fraction for {}", case["input"]);
        // The arithmetic, from each reference's own fraction.
        for (f, rows, spread) in [
            (num(&k["fraction"]), &k["mahadasha"], &mut ours_md),
            (num(&k["pyjhora_fraction"]), &k["pyjhora_mahadasha"], &mut pj_md),
        ] {
            let spans = kaala_mahadashas(jd, f, 365.25);
            let rows = rows.as_array().unwrap();
            assert_eq!(spans.len(), rows.len());
            for (s, r) in spans.iter().zip(rows) {
                assert_eq!(Graha::ALL[s.lord].name(), text(&r[0]));
                let diff = s.start - num(&r[1]);
                spread.add(diff);
                assert!(diff.abs() < MINUTE, "kaala start {diff} d off for {}", case["input"]);
            }
        }
        if text(&k["pyjhora_part"]) == p.part {
            pj_same_part += 1;
            pj_frac.add(p.fraction - num(&k["pyjhora_fraction"]));
        }
    }
    println!("fraction vs the generator's rule: n={} max {:.2e}", frac.n, frac.max);
    println!("mahadasha starts from the generator's fraction: max {:.2e} s", ours_md.max * 86400.0);
    println!("mahadasha starts from PyJHora's fraction: max {:.2e} s", pj_md.max * 86400.0);
    println!(
        "PyJHora's part equal: {pj_same_part}/{}; fraction difference there: max {:.2e} mean {:.2e}",
        frac.n,
        pj_frac.max,
        pj_frac.mean()
    );
    assert!(pj_same_part >= 95);
}
