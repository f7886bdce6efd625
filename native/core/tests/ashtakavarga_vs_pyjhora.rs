//! Ashtakavarga against PyJHora 4.8.7 (Lahiri, mean nodes) on 200 random charts, against
//! P.V.R. Narasimha Rao's worked charts (Vedic Astrology: An Integrated Approach, ch. 12), and
//! the classical invariants on every chart.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::ashtakavarga::{
    ashtakavarga, tables_from_signs, transit, CLASSICAL_GRAND_TOTAL, CLASSICAL_TOTALS,
};
use astrology_core::vedic::chart::ChartRequest;
use common::{cases, fixture, local_input, num};
use serde_json::Value;

fn signs(v: &Value) -> [usize; 8] {
    let a = v.as_array().expect("signs");
    std::array::from_fn(|i| a[i].as_u64().expect("sign") as usize)
}

fn row(v: &Value) -> Vec<u8> {
    v.as_array().expect("row").iter().map(|x| x.as_u64().expect("bindu") as u8).collect()
}

fn invariants(bhinna: &[[u8; 12]; 7], sarva: &[u8; 12], what: &str) {
    for (p, r) in bhinna.iter().enumerate() {
        assert_eq!(r.iter().map(|&b| b as u32).sum::<u32>(), CLASSICAL_TOTALS[p], "{what}: bhinna total of planet {p}");
        assert!(r.iter().all(|&b| b <= 8), "{what}: more than 8 bindus");
    }
    assert_eq!(sarva.iter().map(|&b| b as u32).sum::<u32>(), CLASSICAL_GRAND_TOTAL, "{what}: sarva total");
    for s in 0..12 {
        assert_eq!(sarva[s], bhinna.iter().map(|r| r[s]).sum::<u8>(), "{what}: sarva = sum of bhinna");
    }
}

/// The method on PyJHora's own signs: every prastara cell, bhinna bindu and sarva bindu equal.
#[test]
fn every_bindu_equals_pyjhora_on_its_signs() {
    let doc = fixture("ashtakavarga_pyjhora.json");
    let mut cells = 0;
    for (i, c) in cases(&doc, "cases").iter().enumerate() {
        let t = tables_from_signs(signs(&c["signs"]));
        for p in 0..7 {
            assert_eq!(t.bhinna[p].to_vec(), row(&c["bhinna"][p]), "case {i} bhinna planet {p}");
            for k in 0..8 {
                assert_eq!(t.prastara[p][k].to_vec(), row(&c["prastara"][p][k]), "case {i} prastara {p}/{k}");
                cells += 12;
            }
        }
        assert_eq!(t.sarva.to_vec(), row(&c["sarva"]), "case {i} sarva");
        invariants(&t.bhinna, &t.sarva, &format!("case {i}"));
    }
    assert_eq!(cases(&doc, "cases").len(), 200);
    println!("200 charts, {cells} prastara cells equal to PyJHora");
}

/// The whole chart through the ephemeris: where both engines put all eight points in the same
/// sign the tables must be equal; a differing sign must be a boundary case (PyJHora's true
/// positions against our apparent ones, ~20″).
#[test]
fn whole_charts_agree_with_pyjhora() {
    common::init();
    let doc = fixture("ashtakavarga_pyjhora.json");
    let (mut same, mut boundary) = (0, 0);
    for (i, c) in cases(&doc, "cases").iter().enumerate() {
        let input = &c["input"];
        let req = ChartRequest {
            moment: Moment::from_local(&local_input(input)).expect("moment"),
            place: Place { lat: num(&input["lat"]), lon: num(&input["lon"]) },
            ayanamsa: None,
            node: NodeType::Mean,
        };
        let ours = ashtakavarga(&req).expect("ashtakavarga");
        let v = serde_json::to_value(&ours).expect("json");
        let mut all_same = true;
        for (k, point) in ours.natal_points.iter().enumerate() {
            let theirs = num(&c["longitudes"][k]);
            let their_sign = c["signs"][k].as_u64().unwrap() as usize;
            let our_sign = (point.longitude / 30.0) as usize;
            if our_sign != their_sign {
                all_same = false;
                let to_cusp = (theirs / 30.0).round() * 30.0 - theirs;
                assert!(to_cusp.abs() < 0.02, "case {i} point {k}: sign differs {to_cusp}° from a cusp");
            }
        }
        let bhinna: [[u8; 12]; 7] = std::array::from_fn(|p| {
            let name = astrology_core::vedic::ashtakavarga::PLANETS[p];
            std::array::from_fn(|s| v["bhinna"][name.name()][s].as_u64().unwrap() as u8)
        });
        invariants(&bhinna, &ours.sarva, &format!("chart {i}"));
        assert_eq!(ours.grand_total, 337);
        assert_eq!(ours.sarva_total, 337);
        if all_same {
            same += 1;
            assert_eq!(ours.sarva.to_vec(), row(&c["sarva"]), "case {i} sarva");
            for p in 0..7 {
                assert_eq!(bhinna[p].to_vec(), row(&c["bhinna"][p]), "case {i} bhinna {p}");
            }
        } else {
            boundary += 1;
        }
    }
    println!("{same} charts identical to PyJHora; {boundary} with a point within 0.02° of a sign cusp");
    assert!(same >= 195, "only {same} of 200 charts agree");
}

/// P.V.R. Narasimha Rao's worked charts (ch. 12, exercises 19-22).
#[test]
fn narasimha_rao_worked_charts() {
    let doc = fixture("ashtakavarga_pyjhora.json");
    let charts = cases(&doc, "pvr_charts");
    assert_eq!(charts.len(), 3);
    for c in charts {
        let t = tables_from_signs(signs(&c["signs"]));
        assert_eq!(t.sarva.to_vec(), row(&c["sarva"]), "{} sarva", c["name"]);
        if let Some(rows) = c["bhinna"].as_array() {
            for (p, expected) in rows.iter().enumerate().take(7) {
                assert_eq!(t.bhinna[p].to_vec(), row(expected), "{} bhinna {p}", c["name"]);
            }
        }
    }
}

/// Kaksha and transit score: the kaksha bindu is the prastara cell of the kaksha lord, and the
/// score is the bhinna bindus of the transited signs.
#[test]
fn transit_kaksha_reads_the_prastara() {
    common::init();
    let natal = ChartRequest {
        moment: Moment { jd_ut: 2_447_892.5, offset_minutes: 330 },
        place: Place { lat: 28.6139, lon: 77.209 },
        ayanamsa: None,
        node: NodeType::Mean,
    };
    let av = ashtakavarga(&natal).unwrap();
    let av = serde_json::to_value(&av).unwrap();
    let req = transit::TransitRequest { natal, transit: Moment { jd_ut: 2_460_000.5, offset_minutes: 0 } };
    let r = transit::transit(&req).unwrap();
    let mut total = 0u32;
    for tp in &r.planets {
        let s = tp.placement.sign_index as usize - 1;
        assert_eq!(tp.placement.bhinna_bindus as u64, av["bhinna"][tp.placement.planet.name()][s].as_u64().unwrap());
        assert_eq!(tp.placement.sarva_bindus as u64, av["sarva"][s].as_u64().unwrap());
        let k = (tp.placement.degree / 3.75).floor() as usize;
        assert_eq!(tp.placement.kaksha as usize, k + 1);
        let lords = ["Saturn", "Jupiter", "Mars", "Sun", "Venus", "Mercury", "Moon", "Ascendant"];
        assert_eq!(tp.placement.kaksha_lord, lords[k]);
        assert_eq!(
            tp.placement.kaksha_bindu,
            av["prastara"][tp.placement.planet.name()][tp.placement.kaksha_lord][s].as_u64().unwrap() == 1
        );
        total += tp.placement.bhinna_bindus as u32;
    }
    assert_eq!(r.score.total_bhinna_bindus, total);
    assert!((r.score.score - 100.0 * total as f64 / 56.0).abs() < 0.051);
}
