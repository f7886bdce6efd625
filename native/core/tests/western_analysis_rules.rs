//! Balance, dispositors and almuten against the rules recomputed in Python from pyswisseph
//! positions on 60 random charts (`test/fixtures/western_analysis.json`, made by
//! `tools/gen_western_analysis.py`); aspect patterns against hand-built configurations whose
//! answer follows from the definitions (docs/western.md, "Aspect patterns").
mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::western::analysis::almuten::natal_almuten;
use astrology_core::western::analysis::balance::natal_balance;
use astrology_core::western::analysis::dispositors::natal_dispositors;
use astrology_core::western::analysis::patterns::aspect_patterns;
use astrology_core::western::aspects::{AspectOptions, Body};
use astrology_core::western::request::Birth;
use common::{angle_diff, cases, fixture, num, text, ARCSEC, SECOND};
use serde_json::Value;

fn birth(c: &Value) -> Birth {
    common::init();
    Birth::new(
        Moment { jd_ut: num(&c["jd_ut"]), offset_minutes: 0 },
        Place { lat: num(&c["lat"]), lon: num(&c["lon"]) },
    )
}

fn lower(s: &str) -> String {
    s.to_lowercase()
}

#[test]
fn balance_weights_match_the_rule_recomputed_from_pyswisseph() {
    let doc = fixture("western_analysis.json");
    for c in cases(&doc, "cases") {
        let a = natal_balance(&birth(c)).unwrap();
        let e = &c["balance"];
        for (ours, key) in [
            (&a.elements, "elements"),
            (&a.modalities, "modalities"),
            (&a.polarity, "polarity"),
            (&a.quadrants, "quadrants"),
            (&a.hemispheres, "hemispheres"),
        ] {
            let w: Vec<f64> = ours.iter().map(|s| s.weight).collect();
            let x: Vec<f64> = e[key].as_array().unwrap().iter().map(num).collect();
            assert_eq!(w, x, "{key} at jd {}", c["jd_ut"]);
        }
        let total: f64 = a.elements.iter().map(|s| s.weight).sum();
        assert_eq!(total, 15.0);
        assert!((a.quadrants.iter().map(|s| s.percent).sum::<f64>() - 100.0).abs() < 1e-9);
    }
}

#[test]
fn dispositors_and_final_dispositor_match_the_rule_recomputed_from_pyswisseph() {
    let doc = fixture("western_analysis.json");
    let mut finals = 0;
    for c in cases(&doc, "cases") {
        let a = natal_dispositors(&birth(c)).unwrap();
        let e = &c["dispositors"];
        for (scheme, key, fin) in
            [(&a.traditional, "traditional", "final_traditional"), (&a.modern, "modern", "final_modern")]
        {
            for d in &scheme.planets {
                assert_eq!(lower(d.dispositor), text(&e[key][lower(d.planet)]), "{key} {}", d.planet);
                // The chain is made of dispositors: each link rules the previous one's sign.
                assert_eq!(d.chain[0], d.planet);
            }
            let expected = e[fin].as_str().map(String::from);
            assert_eq!(scheme.final_dispositor.map(lower), expected, "{fin} at jd {}", c["jd_ut"]);
            finals += expected.is_some() as usize;
        }
        // A mutual reception by domicile is a two-planet loop of the chains.
        for r in a.traditional.mutual_receptions.iter().filter(|r| r.kind == "domicile") {
            let d = a.traditional.planets.iter().find(|d| d.planet == r.p1).unwrap();
            assert_eq!(d.dispositor, r.p2);
        }
    }
    eprintln!("dispositors: {finals} final dispositors among 120 schemes");
    assert!(finals > 0, "the fixture exercises final dispositors");
}

#[test]
fn almuten_figuris_syzygy_and_house_almutens_match_the_rule_recomputed_from_pyswisseph() {
    let doc = fixture("western_analysis.json");
    for c in cases(&doc, "cases") {
        let a = natal_almuten(&birth(c)).unwrap();
        let sz = &c["syzygy"];
        assert_eq!(a.syzygy.kind, text(&sz[1]));
        assert!((a.syzygy.moment.jd_ut - num(&sz[0])).abs() < SECOND, "syzygy at jd {}", c["jd_ut"]);
        assert!(angle_diff(a.syzygy.longitude, num(&sz[2])) < ARCSEC);
        assert!(angle_diff(a.places[3].longitude, num(&c["fortune"])) < ARCSEC);
        let mut fig: Vec<&str> = a.almuten_figuris.iter().map(|g| g.key()).collect();
        fig.sort_unstable();
        let expected: Vec<&str> = c["almuten_figuris"].as_array().unwrap().iter().map(text).collect();
        assert_eq!(fig, expected, "almuten figuris at jd {}", c["jd_ut"]);
        for (h, e) in a.houses.iter().zip(c["cusp_almutens"].as_array().unwrap()) {
            let mut ours: Vec<&str> = h.almuten.iter().map(|g| g.key()).collect();
            ours.sort_unstable();
            let x: Vec<&str> = e.as_array().unwrap().iter().map(text).collect();
            assert_eq!(ours, x, "{} at jd {}", h.name, c["jd_ut"]);
        }
    }
}

fn bodies(lons: &[f64]) -> Vec<Body> {
    const NAMES: [&str; 10] =
        ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
    lons.iter().zip(NAMES).map(|(&longitude, name)| Body { key: name, name, longitude, speed: 1.0 }).collect()
}

fn kinds(lons: &[f64]) -> Vec<(String, Vec<&'static str>, Option<&'static str>)> {
    aspect_patterns(&bodies(lons), &AspectOptions::default())
        .into_iter()
        .map(|p| (p.kind.to_string(), p.planets, p.apex))
        .collect()
}

#[test]
fn patterns_follow_their_definitions_on_hand_built_charts() {
    // Grand trine Sun 10° Aries, Moon 12° Leo, Mercury 8° Sagittarius; the rest far from aspects.
    let gt = kinds(&[10.0, 132.0, 248.0]);
    assert_eq!(gt, vec![("grand trine".into(), vec!["Sun", "Moon", "Mercury"], None)]);
    // Kite: that grand trine and Venus opposite the Sun (190°), sextile Moon and Mercury.
    let kite = kinds(&[10.0, 132.0, 248.0, 190.0]);
    assert!(kite.contains(&("kite".into(), vec!["Sun", "Moon", "Mercury", "Venus"], Some("Venus"))));
    assert!(kite.iter().any(|k| k.0 == "grand trine"));
    // T-square: Sun 0°, Moon 180° (opposition), Mercury 90° the apex.
    assert_eq!(kinds(&[0.0, 180.0, 93.0]), vec![("T-square".into(), vec!["Sun", "Moon", "Mercury"], Some("Mercury"))]);
    // Grand cross: 0, 90, 180, 270; its four T-squares are not listed again.
    let gc = kinds(&[0.0, 90.0, 180.0, 272.0]);
    assert_eq!(gc, vec![("grand cross".into(), vec!["Sun", "Moon", "Mercury", "Venus"], None)]);
    // Yod: Sun 0°, Moon 60° (sextile), Mercury 210° quincunx both (150° from each).
    assert_eq!(kinds(&[0.0, 60.0, 210.0]), vec![("yod".into(), vec!["Sun", "Moon", "Mercury"], Some("Mercury"))]);
    // Mystic rectangle: 0, 60, 180, 240: oppositions 0–180 and 60–240, trines 0–240 and 60–180,
    // sextiles 0–60 and 180–240.
    assert_eq!(
        kinds(&[0.0, 60.0, 180.0, 240.0]),
        vec![("mystic rectangle".into(), vec!["Sun", "Moon", "Mercury", "Venus"], None)]
    );
    // Just outside the trine orb (7°): no grand trine.
    assert!(kinds(&[10.0, 137.5, 248.0]).is_empty());
}
