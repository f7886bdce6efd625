//! Special lagnas and sphutas against PyJHora 4.8.7 on 200 random births
//! (test/fixtures/pyjhora_special_lagnas.json, made by tools/gen_special_lagnas_pyjhora.py;
//! Lahiri, mean nodes, PyJHora's own chart). Tolerances follow from PyJHora's chart and sunrise
//! agreeing with ours to about an arcsecond and a second of time, times the factor each formula
//! multiplies them by; the conventions where PyJHora departs (a birth before sunrise; its
//! ghati count for pranapada) are left out of the equality and counted, as docs/kp-jaimini.md
//! explains.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::chart::ChartRequest;
use astrology_core::vedic::jaimini::special_lagnas::jaimini_special_lagnas;
use astrology_core::vedic::jaimini::sphutas::jaimini_sphutas;
use astrology_core::vedic::jaimini::JaiminiRequest;
use common::{cases, fixture, init, local_input, num, Spread};
use serde_json::Value;
use std::collections::BTreeMap;

fn request(case: &Value) -> JaiminiRequest {
    let m = Moment::from_local(&local_input(&case["input"])).expect("moment");
    JaiminiRequest {
        chart: ChartRequest {
            moment: m,
            place: Place { lat: num(&case["input"]["lat"]), lon: num(&case["input"]["lon"]) },
            ayanamsa: None,
            node: NodeType::Mean,
        },
        karakas: None,
    }
}

fn diff(a: f64, b: f64) -> f64 {
    (a - b + 540.0).rem_euclid(360.0) - 180.0
}

/// Largest difference (degrees) accepted for each PyJHora value.
fn tolerance(key: &str) -> f64 {
    match key {
        // PyJHora's sunrise is about a second off ours (mean 0.8 s): 15° per minute makes a
        // second 0.25° of the vighati lagna, 0.02° of the ghati lagna, 0.08° of the pranapada.
        "vighati_lagna" => 0.5,
        "ghati_lagna" => 0.05,
        "pranapada_lagna" => 0.2,
        // 7 times Gulika (an ascendant, ~0.01° apart).
        "mrityu_sphuta" | "sookshma_tri_sphuta" => 0.15,
        // PyJHora's planets are ~10" off ours (its ayanamsa): sums of three planets 0.03°.
        _ => 0.04,
    }
}

#[test]
fn special_lagnas_and_sphutas_equal_pyjhora() {
    init();
    let doc = fixture("pyjhora_special_lagnas.json");
    let mut spreads: BTreeMap<String, Spread> = BTreeMap::new();
    let (mut before_sunrise, mut night, mut n) = (0, 0, 0);
    let mut pranapada_raw = Spread::default();
    for case in cases(&doc, "cases") {
        let req = request(case);
        let lagnas = jaimini_special_lagnas(&req).expect("special lagnas");
        let sphutas = jaimini_sphutas(&req).expect("sphutas");
        n += 1;
        let early = case["before_sunrise"].as_bool().unwrap();
        before_sunrise += usize::from(early);
        let mut check = |key: &str, ours: f64, theirs: &Value| {
            let d = diff(ours, num(theirs));
            spreads.entry(key.to_string()).or_default().add(d);
            assert!(d.abs() < tolerance(key), "{key} {d}° off for {}", case["input"]);
        };
        let shift = num(&case["sun_shift"]);
        for l in &lagnas.lagnas {
            let key = if l.key == "pranapada" { "pranapada_lagna" } else { l.key };
            // PyJHora counts negative time from the civil date's sunrise before dawn.
            let timed = ["bhava_lagna", "hora_lagna", "ghati_lagna", "vighati_lagna", "varnada_lagna"].contains(&key);
            if early && timed {
                continue;
            }
            match key {
                // PyJHora's Sun is taken the UTC offset after sunrise: its motion is taken off.
                "bhava_lagna" | "hora_lagna" | "ghati_lagna" | "vighati_lagna" => {
                    check(key, l.point.longitude + shift, &case["lagnas"][key]);
                }
                // PyJHora's own value cuts the time to whole seconds, counted 1 instead of 2.5
                // tharparai each: the rule written out in the generator is compared.
                "pranapada_lagna" => {
                    check(key, l.point.longitude, &case["pranapada_rule"]);
                    pranapada_raw.add(diff(l.point.longitude, num(&case["lagnas"][key])));
                }
                _ => check(key, l.point.longitude, &case["lagnas"][key]),
            }
        }
        // PyJHora's night-time Gulika is not the rule (pyjhora_gulika.json's caveat).
        let daytime = case["daytime"].as_bool().unwrap();
        night += usize::from(!daytime);
        for s in &sphutas.sphutas {
            if daytime || ["beeja_sphuta", "kshetra_sphuta"].contains(&s.key) {
                check(s.key, s.point.longitude, &case["sphutas"][s.key]);
            }
        }
        if daytime {
            check("gulika", sphutas.gulika.longitude, &case["gulika"]);
        }
        check("yogi_sphuta", sphutas.yogi.yogi_point.longitude, &case["sphutas"]["yogi_sphuta"]);
        check("avayogi_sphuta", sphutas.yogi.avayogi_point.longitude, &case["sphutas"]["avayogi_sphuta"]);
    }
    for (key, s) in &spreads {
        println!("{key}: n={} max {:.2e}° mean {:.2e}°", s.n, s.max, s.mean());
    }
    println!("births before sunrise (time-based lagnas not compared): {before_sunrise}/{n}");
    println!("night births (Gulika sphutas not compared): {night}/{n}");
    println!("pranapada vs PyJHora's own value: max {:.2}° mean {:.2}°", pranapada_raw.max, pranapada_raw.mean());
    assert_eq!(n, 200);
}
