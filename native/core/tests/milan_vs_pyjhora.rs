//! Ashtakoota against PyJHora 4.8.7 on 200 random pairs (test/fixtures/pyjhora_milan.json,
//! tools/gen_milan_pyjhora.py), end to end from the birth data. Every koota must agree except
//! where PyJHora's tables are known to differ (documented in the generator and the README):
//!   varna  - PyJHora puts earth signs in Shudra and air signs in Vaishya (we: the reverse);
//!   vashya - PyJHora splits Sagittarius and Capricorn by pada instead of at 15°;
//!   tara   - PyJHora scores the inauspicious taras 3/5/7, i.e. 3 minus the classical score;
//!   yoni   - two cells of Maitreya's table (bride Horse x groom Deer, bride Lion x groom Buffalo).

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::dasha::YearLength;
use astrology_core::vedic::milan::koota::{varna, NAKSHATRA_YONI};
use astrology_core::vedic::milan::{milan, MilanAnswer, MilanRequest, Person};
use common::{cases, fixture, init, local_input, num};
use serde_json::Value;

fn person(p: &Value) -> Person {
    Person {
        moment: Moment::from_local(&local_input(&p["input"])).expect("moment"),
        place: Place { lat: num(&p["input"]["lat"]), lon: num(&p["input"]["lon"]) },
    }
}

#[test]
fn every_koota_agrees_with_pyjhora_except_documented_differences() {
    init();
    let doc = fixture("pyjhora_milan.json");
    let keys = ["varna", "vashya", "tara", "yoni", "graha_maitri", "gana", "bhakoot", "nadi"];
    let mut agree = [0usize; 8];
    let mut documented = [0usize; 8];
    let n = cases(&doc, "cases").len();
    for case in cases(&doc, "cases") {
        let req = MilanRequest {
            boy: person(&case["boy"]),
            girl: person(&case["girl"]),
            ayanamsa: None,
            node: NodeType::Mean,
            check: "ashtakoota".into(),
            koota: None,
            at: None,
            years: None,
            year: YearLength::Julian,
        };
        let MilanAnswer::Ashtakoota(a) = milan(&req).expect("ashtakoota") else { panic!("not an ashtakoota answer") };
        // Same Moons as the fixture (same library, same conventions).
        assert!((a.boy.moon_longitude - num(&case["boy"]["moon"])).abs() < 1e-6);
        assert!((a.girl.moon_longitude - num(&case["girl"]["moon"])).abs() < 1e-6);
        let ours = a.kootas.scores();
        let (bm, gm) = (a.boy.moon_longitude, a.girl.moon_longitude);
        let (bs, gs) = ((bm / 30.0) as usize, (gm / 30.0) as usize);
        let (bn, gn) = ((bm * 27.0 / 360.0) as usize, (gm * 27.0 / 360.0) as usize);
        for (i, key) in keys.iter().enumerate() {
            let theirs = num(&case["pyjhora"][*key]);
            if (ours[i] - theirs).abs() < 1e-9 {
                agree[i] += 1;
                continue;
            }
            let explained = match *key {
                // PyJHora's varna: earth Shudra, air Vaishya; with that swap the scores agree.
                "varna" => {
                    let swap = |s: usize| match varna(s) {
                        2 => 3,
                        3 => 2,
                        v => v,
                    };
                    (if swap(bs) <= swap(gs) { 1.0 } else { 0.0 }) == theirs
                }
                "vashya" => [bs, gs].iter().any(|s| *s == 8 || *s == 9),
                "tara" => (ours[i] - (3.0 - theirs)).abs() < 1e-9,
                "yoni" => {
                    let (by, gy) = (NAKSHATRA_YONI[bn], NAKSHATRA_YONI[gn]);
                    (gy, by) == (0, 10) || (gy, by) == (13, 8)
                }
                _ => false,
            };
            assert!(explained, "{key}: ours {} PyJHora {theirs} for {case}", ours[i]);
            documented[i] += 1;
        }
        // The tara relation holds in every case, not only where the scores differ.
        assert!((ours[2] - (3.0 - num(&case["pyjhora"]["tara"]))).abs() < 1e-9);
    }
    for (i, key) in keys.iter().enumerate() {
        println!("{key}: {} of {n} equal, {} documented differences", agree[i], documented[i]);
    }
    // Kootas with no known table difference agree everywhere.
    for i in [4, 5, 6, 7] {
        assert_eq!(agree[i], n, "{}", keys[i]);
    }
}
