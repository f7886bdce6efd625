//! Aspect patterns against Immanuel (an independent open-source Western engine) on 160 random
//! charts (`test/fixtures/western_patterns_immanuel.json`, made by
//! `tools/gen_western_patterns_immanuel.py`): the same ten longitudes, Immanuel configured to our
//! orbs, conjunctions off on both sides (Immanuel merges conjunct planets into one vertex).
//!
//! Every pattern Immanuel finds of our six kinds is ours too, with the same planets and apex.
//! Ours that Immanuel does not list are only those its one documented rule drops: a pattern whose
//! planets all belong to a larger pattern (a kite's grand trine, which docs/western.md lists on
//! purpose; anything inside Immanuel's cradles and grand sextiles, kinds we do not compute).
mod common;

use astrology_core::western::analysis::patterns::aspect_patterns;
use astrology_core::western::aspects::{AspectOptions, Body};
use common::{cases, fixture, num, text};
use serde_json::Value;

const NAMES: [&str; 10] =
    ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
const OURS: [&str; 6] = ["grand trine", "T-square", "grand cross", "yod", "kite", "mystic rectangle"];

/// A pattern as (kind, planets sorted, apex).
type Found = (String, Vec<String>, Option<String>);

fn sorted(planets: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut v: Vec<String> = planets.into_iter().collect();
    v.sort();
    v
}

fn ours(c: &Value) -> Vec<Found> {
    let bodies: Vec<Body> = c["longitudes"]
        .as_array()
        .unwrap()
        .iter()
        .zip(NAMES)
        .map(|(l, name)| Body { key: name, name, longitude: num(l), speed: 1.0 })
        .collect();
    let mut opts = AspectOptions::default();
    opts.orbs[0] = 0.0; // conjunction off, as in the fixture
    aspect_patterns(&bodies, &opts)
        .into_iter()
        .map(|p| (p.kind.to_string(), sorted(p.planets.iter().map(|s| s.to_string())), p.apex.map(str::to_string)))
        .collect()
}

/// Immanuel's patterns; the apex is the vertex its search order puts it at (T-square: the
/// planet square the other two; yod: the one quincunx both; kite: the one opposite a corner).
fn immanuel(c: &Value) -> Vec<Found> {
    c["patterns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let planets: Vec<String> = p["planets"].as_array().unwrap().iter().map(|x| text(x).to_string()).collect();
            let kind = text(&p["kind"]).to_string();
            let apex = match kind.as_str() {
                "T-square" => Some(planets[1].clone()),
                "yod" => Some(planets[2].clone()),
                "kite" => Some(planets[2].clone()),
                _ => None,
            };
            (kind, sorted(planets), apex)
        })
        .collect()
}

fn strictly_inside(small: &[String], big: &[String]) -> bool {
    small.len() < big.len() && small.iter().all(|p| big.contains(p))
}

#[test]
fn patterns_agree_with_immanuel_except_where_its_nesting_rule_drops_one() {
    let doc = fixture("western_patterns_immanuel.json");
    let (mut agreed, mut nested) = (0, 0);
    for c in cases(&doc, "cases") {
        let (ours, theirs) = (ours(c), immanuel(c));
        for t in theirs.iter().filter(|t| OURS.contains(&t.0.as_str())) {
            assert!(ours.contains(t), "Immanuel's {t:?} missing from ours {ours:?} at {}", c["utc"]);
            agreed += 1;
        }
        for o in ours.iter().filter(|o| !theirs.contains(o)) {
            let inside = ours.iter().chain(theirs.iter()).any(|big| strictly_inside(&o.1, &big.1));
            assert!(
                inside,
                "our {o:?} is not in Immanuel's {theirs:?} and not inside a larger pattern at {}",
                c["utc"]
            );
            nested += 1;
        }
    }
    // The comparison has substance: most patterns agree outright, and some nesting occurs.
    assert!(agreed >= 150, "only {agreed} patterns compared");
    assert!(nested > 0, "no nested pattern seen: the exemption is untested");
}
