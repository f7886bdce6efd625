//! Balance membership against Immanuel (an independent open-source Western engine) on 80 random
//! charts (`test/fixtures/western_balance_immanuel.json`, made by
//! `tools/gen_western_balance_immanuel.py`): which points fall in each element and modality (by
//! sign: Sun … Pluto, ascendant, MC) and which planets in each quadrant (by Placidus house).
//! Immanuel counts members; the weights are ours (docs/western.md) and are checked in
//! `western_analysis_rules.rs`.
mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::western::analysis::balance::{natal_balance, Share};
use astrology_core::western::request::Birth;
use common::{cases, fixture, num, text};
use serde_json::Value;

fn keys(share: &Share) -> Vec<String> {
    let mut v: Vec<String> = share.points.iter().map(|p| p.to_lowercase()).collect();
    v.sort();
    v
}

fn listed(v: &Value) -> Vec<String> {
    v.as_array().unwrap().iter().map(|x| text(x).to_string()).collect()
}

#[test]
fn elements_modalities_and_quadrants_hold_the_points_immanuel_puts_there() {
    let doc = fixture("western_balance_immanuel.json");
    for c in cases(&doc, "cases") {
        common::init();
        let birth = Birth::new(
            Moment { jd_ut: num(&c["jd_ut"]), offset_minutes: 0 },
            Place { lat: num(&c["lat"]), lon: num(&c["lon"]) },
        );
        let a = natal_balance(&birth).unwrap();
        for (shares, key) in [(&a.elements, "elements"), (&a.modalities, "modalities")] {
            for s in shares.iter() {
                assert_eq!(keys(s), listed(&c[key][s.name.to_lowercase()]), "{key} {} at {}", s.name, c["utc"]);
            }
        }
        for (q, s) in a.quadrants.iter().enumerate() {
            assert_eq!(keys(s), listed(&c["quadrants"][q]), "quadrant {} at {}", q + 1, c["utc"]);
        }
    }
}
