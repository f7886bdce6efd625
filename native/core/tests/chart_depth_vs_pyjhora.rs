//! Divisional charts, vimshopaka, dignity, drishti, KP lords and combustion against
//! test/fixtures/chart_depth_reference.json (tools/gen_chart_depth_pyjhora.py: PyJHora 4.8.7's
//! varga / relationship / drishti functions and the classical KP rule, on 200 random charts).
//!
//! The rules are applied to the fixture's own (pyswisseph) longitudes, so these tests check the
//! method exactly, with no ephemeris tolerance; the endpoint-level comparison, where our own
//! positions are used, is in test/chart-depth.test.ts and `endpoints_agree_with_the_fixture` below.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::chart::ChartRequest;
use astrology_core::vedic::varga::{varga_sign, Varga, VargaMethod, ALL_VARGAS};
use astrology_core::vedic::{combustion, dignity, drishti, kp, varga};
use astrology_core::zodiac::Graha;
use common::{cases, fixture, num, text};
use serde_json::Value;

const NAMES: [&str; 9] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"];

fn longitudes(c: &Value) -> Vec<f64> {
    let mut v = vec![num(&c["ascendant"])];
    v.extend(NAMES.iter().map(|n| num(&c["planets"][n]["longitude"])));
    v
}

fn doc() -> Value {
    fixture("chart_depth_reference.json")
}

#[test]
fn vargas_match_pyjhora_on_200_charts() {
    let d = doc();
    let mut compared = 0;
    for c in cases(&d, "cases") {
        let lons = longitudes(c);
        for v in ALL_VARGAS {
            let expected = c["vargas"][v.code()].as_array().unwrap();
            for (i, lon) in lons.iter().enumerate() {
                let (sign, degree) = varga_sign(*lon, v, VargaMethod::Parashara).unwrap();
                assert_eq!(
                    sign as u64,
                    expected[i][0].as_u64().unwrap(),
                    "{} point {i} lon {lon} {:?}",
                    v.code(),
                    c["input"]
                );
                let dd = (degree - num(&expected[i][1])).abs();
                assert!(dd < 1e-6 || (30.0 - dd) < 1e-6, "{} degree {degree} vs {}", v.code(), expected[i][1]);
                compared += 1;
            }
        }
        for (key, varga, method) in [
            ("D2/parivritti", Varga::D2, VargaMethod::Parivritti),
            ("D3/parivritti", Varga::D3, VargaMethod::Parivritti),
            ("D3/jagannatha", Varga::D3, VargaMethod::Jagannatha),
        ] {
            let expected = c["varga_alternatives"][key].as_array().unwrap();
            for (i, lon) in lons.iter().enumerate() {
                assert_eq!(varga_sign(*lon, varga, method).unwrap().0 as u64, expected[i].as_u64().unwrap(), "{key}");
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 200 * 10 * 23);
}

#[test]
fn vimshopaka_matches_pyjhora_scoring_with_bphs_weights() {
    let d = doc();
    for c in cases(&d, "cases") {
        let lons = longitudes(c);
        let seven: [f64; 7] = std::array::from_fn(|i| lons[i + 1]);
        let ours = varga::vimshopaka::vimshopaka(&seven);
        for (p, v) in ours.iter().enumerate() {
            for (scheme, value) in [
                ("shadvarga", v.shadvarga),
                ("saptavarga", v.saptavarga),
                ("dashavarga", v.dashavarga),
                ("shodashavarga", v.shodashavarga),
            ] {
                let expected = num(&c["vimshopaka"][scheme][p]);
                assert!((value - expected).abs() < 1e-9, "{} {scheme}: {value} vs {expected}", v.name);
            }
        }
    }
}

#[test]
fn dignity_and_relationships_match_pyjhora() {
    let d = doc();
    for c in cases(&d, "cases") {
        let lons = longitudes(c);
        let signs: [usize; 7] = std::array::from_fn(|i| (lons[i + 1] / 30.0) as usize);
        let m = dignity::compound_matrix(&signs);
        for a in 0..7 {
            for b in 0..7 {
                let expected = &c["compound"][a][b];
                let ours = m[a][b].map(|r| serde_json::to_value(r).unwrap()).unwrap_or(Value::Null);
                assert_eq!(&ours, expected, "compound {} -> {}", Graha::SEVEN[a], Graha::SEVEN[b]);
                let nat = dignity::natural_relationship(Graha::SEVEN[a], Graha::SEVEN[b])
                    .map(|r| serde_json::to_value(r).unwrap())
                    .unwrap_or(Value::Null);
                assert_eq!(&nat, &c["natural"][a][b]);
            }
            let name = Graha::SEVEN[a];
            let lon = lons[a + 1];
            let t = dignity::dignity_table(name);
            let e = &c["dignity"][a];
            assert_eq!(signs[a] == t.exaltation_sign, e["exalted"].as_bool().unwrap(), "{name} exalted");
            assert_eq!(signs[a] == t.debilitation_sign, e["debilitated"].as_bool().unwrap(), "{name} debilitated");
            assert_eq!(dignity::in_moolatrikona(name, lon), e["moolatrikona"].as_bool().unwrap(), "{name} mt {lon}");
            assert_eq!(t.own_signs.contains(&signs[a]), e["own_sign"].as_bool().unwrap(), "{name} own");
        }
    }
}

#[test]
fn drishti_matches_pyjhora() {
    let d = doc();
    let mut pairs = 0;
    for c in cases(&d, "cases") {
        let lons = longitudes(c);
        for a in 0..7 {
            for b in 0..7 {
                if a == b {
                    continue;
                }
                let angle = (lons[b + 1] - lons[a + 1]).rem_euclid(360.0);
                let ours = drishti::sphuta_drishti(common::graha(NAMES[a]), angle);
                let expected = num(&c["sphuta_drishti"][a][b]);
                assert!(
                    (ours - expected).abs() < 1e-6,
                    "{} -> {} at {angle}: {ours} vs {expected}",
                    NAMES[a],
                    NAMES[b]
                );
                pairs += 1;
            }
        }
        for (p, name) in NAMES.iter().enumerate() {
            let sign = (lons[p + 1] / 30.0) as usize;
            let mut graha: Vec<u64> = drishti::aspected_houses(common::graha(name))
                .iter()
                .map(|h| ((sign + *h as usize - 1) % 12) as u64)
                .collect();
            graha.sort();
            let expected: Vec<u64> =
                c["graha_drishti_signs"][p].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
            assert_eq!(graha, expected, "graha drishti of {name}");
            let rashi: Vec<u64> = drishti::rashi_drishti(sign).into_iter().map(|s| s as u64).collect();
            let expected: Vec<u64> =
                c["rashi_drishti_signs"][p].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
            assert_eq!(rashi, expected, "rashi drishti from sign {sign}");
        }
    }
    assert_eq!(pairs, 200 * 42);
}

#[test]
fn kp_lords_match_the_classical_rule() {
    let d = doc();
    for c in cases(&d, "cases") {
        let rows = c["kp"]["cusps"]
            .as_array()
            .unwrap()
            .iter()
            .chain(NAMES.iter().map(|n| &c["kp"]["planets"][n]))
            .collect::<Vec<_>>();
        for row in rows {
            let lon = num(&row[0]);
            let (star, sub, subsub) = kp::lords(lon);
            let lords = astrology_core::zodiac::nakshatra::NAKSHATRA_LORDS;
            assert_eq!(
                (lords[star], lords[sub], lords[subsub]),
                (common::graha(text(&row[1])), common::graha(text(&row[2])), common::graha(text(&row[3]))),
                "{lon}"
            );
        }
    }
}

#[test]
fn combustion_follows_the_spec_thresholds() {
    let d = doc();
    for c in cases(&d, "cases") {
        let sun = num(&c["planets"]["Sun"]["longitude"]);
        for name in ["Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"] {
            let p = &c["planets"][name];
            let e = &c["combustion"][name];
            let retro = num(&p["speed"]) < 0.0;
            let thr = combustion::threshold(Graha::from_key(name).unwrap(), retro).unwrap();
            let sep = combustion::separation(num(&p["longitude"]), sun);
            assert_eq!(thr, num(&e["threshold"]));
            assert!((sep - num(&e["distance"])).abs() < 1e-9);
            assert_eq!(sep < thr, e["is_combust"].as_bool().unwrap());
        }
    }
}

/// Our own positions (Swiss Ephemeris through the core) must give the same varga signs and KP lords
/// except where the fixture longitude lies within 1″ of a part boundary.
#[test]
fn endpoints_agree_with_the_fixture() {
    common::init();
    let d = doc();
    let (mut compared, mut boundary) = (0, 0);
    for c in cases(&d, "cases").iter().take(60) {
        let input = common::local_input(&c["input"]);
        let moment = Moment::from_local(&input).unwrap();
        let place = Place { lat: num(&c["input"]["lat"]), lon: num(&c["input"]["lon"]) };
        let req = ChartRequest { moment, place, ayanamsa: None, node: NodeType::Mean };
        let lons = longitudes(c);
        for v in ALL_VARGAS {
            let req = varga::chart::DivisionalRequest { chart: req.clone(), varga: v.code(), method: None };
            let chart = varga::chart::divisional(&req).unwrap();
            let ours = std::iter::once(&chart.chart.ascendant).chain(chart.chart.planets.iter());
            for (i, p) in ours.enumerate() {
                let expected = c["vargas"][v.code()][i][0].as_u64().unwrap();
                compared += 1;
                if p.sign_index as u64 - 1 != expected {
                    // Must be a boundary case: the fixture longitude ±1″ straddles a part edge.
                    let a = varga_sign(lons[i] - 1.0 / 3600.0, v, VargaMethod::Parashara).unwrap().0;
                    let b = varga_sign(lons[i] + 1.0 / 3600.0, v, VargaMethod::Parashara).unwrap().0;
                    assert_ne!(a, b, "{} {} differs away from a boundary", v.code(), p.name);
                    boundary += 1;
                }
            }
        }
        let kp = kp::kp_sublords(&req).unwrap();
        for (i, cusp) in kp.cusps.iter().enumerate() {
            let row = &c["kp"]["cusps"][i];
            assert!(common::angle_diff(cusp.longitude, num(&row[0])) < 1.0 / 3600.0, "cusp {}", i + 1);
        }
        for p in &kp.planets {
            let row = &c["kp"]["planets"][p.name.name()];
            assert!(common::angle_diff(p.longitude, num(&row[0])) < 1.0 / 3600.0, "{}", p.name);
        }
    }
    println!("vargas compared {compared}, boundary cases {boundary}");
    assert!(boundary * 1000 < compared);
}
