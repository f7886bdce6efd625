//! The personal transit calendar (`vedic::transit::timeline`) against pyswisseph bisection
//! (test/fixtures/transit_timeline_pyswisseph.json, tools/gen_transit_timeline_pyswisseph.py:
//! sign ingresses and Jupiter/Saturn passes over the natal points, 2025-2029), against the
//! sade sati and dhaiya engines it composes, and its invariants (sorted, inside the range).

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::{julian_day, parse_date};
use astrology_core::ephemeris::Moment;
use astrology_core::vedic::transit::{sade_sati, transit_timeline, TimelineRequest, TransitRequest};

mod common;
use common::init;

const IST: i32 = 330;
const DELHI: Place = Place { lat: 28.6139, lon: 77.209 };

fn at(date: &str, hh: u32, mm: u32) -> Moment {
    let jd = julian_day(parse_date(date).unwrap().and_hms_opt(hh, mm, 0).unwrap()) - IST as f64 / 1440.0;
    Moment { jd_ut: jd, offset_minutes: IST }
}

fn request(include_mars: bool) -> TimelineRequest {
    init();
    TimelineRequest {
        moment: at("1990-07-15", 14, 30),
        place: DELHI,
        ayanamsa: None,
        node: NodeType::Mean,
        from: at("2025-01-01", 0, 0),
        to: at("2029-12-31", 0, 0),
        include_mars,
    }
}

fn fixture() -> serde_json::Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../test/fixtures/transit_timeline_pyswisseph.json"
    ))
    .expect("fixture");
    serde_json::from_str(&text).expect("json")
}

#[test]
fn ingresses_and_passes_match_pyswisseph_bisection() {
    let t = transit_timeline(&request(true)).unwrap();
    let fx = fixture();
    let ingresses: Vec<_> = t.events.iter().filter(|e| e.kind == "ingress").collect();
    let expected = fx["ingresses"].as_array().unwrap();
    assert_eq!(ingresses.len(), expected.len(), "ingress count");
    let mut worst: f64 = 0.0;
    for x in expected {
        let jd = x["jd_ut"].as_f64().unwrap();
        let planet = x["planet"].as_str().unwrap();
        let to = x["to"].as_u64().unwrap() as usize;
        let e = ingresses
            .iter()
            .filter(|e| e.planet == planet && e.sign.index() == to)
            .min_by(|a, b| (a.time.jd_ut - jd).abs().total_cmp(&(b.time.jd_ut - jd).abs()))
            .unwrap_or_else(|| panic!("no {planet} ingress into sign {to}"));
        let dt = (e.time.jd_ut - jd).abs() * 86400.0;
        worst = worst.max(dt);
    }
    // Both are apparent sidereal (Lahiri) longitudes of the same ephemeris: agreement to a second.
    assert!(worst < 1.0, "worst ingress difference {worst} s");
    let passes: Vec<_> = t.events.iter().filter(|e| e.kind == "conjunction").collect();
    let expected = fx["passes"].as_array().unwrap();
    assert_eq!(passes.len(), expected.len(), "pass count");
    let mut worst_pass: f64 = 0.0;
    for x in expected {
        let jd = x["jd_ut"].as_f64().unwrap();
        let e = passes
            .iter()
            .filter(|e| e.planet == x["planet"].as_str().unwrap() && e.key == x["point"].as_str())
            .min_by(|a, b| (a.time.jd_ut - jd).abs().total_cmp(&(b.time.jd_ut - jd).abs()))
            .expect("a pass");
        worst_pass = worst_pass.max((e.time.jd_ut - jd).abs() * 86400.0);
    }
    // The natal longitudes differ by the chart's apparent-vs-pyswisseph conventions (well under
    // an arcsecond); Saturn moves ~2'/day, so a pass agrees to about a minute.
    assert!(worst_pass < 120.0, "worst pass difference {worst_pass} s");
    println!("ingresses {} worst {worst:.3} s; passes {} worst {worst_pass:.1} s", ingresses.len(), passes.len());
}

#[test]
fn events_are_sorted_inside_the_range_and_compose_the_sade_sati_engine() {
    let req = request(false);
    let t = transit_timeline(&req).unwrap();
    assert!(t.events.windows(2).all(|w| w[0].time.jd_ut <= w[1].time.jd_ut));
    for e in &t.events {
        assert!(e.time.jd_ut >= req.from.jd_ut && e.time.jd_ut < req.to.jd_ut, "{} {}", e.kind, e.time.iso);
        assert!((1..=12).contains(&e.house_from_moon) && (1..=12).contains(&e.house_from_lagna));
        if let Some(end) = &e.end {
            assert!(end.jd_ut > e.time.jd_ut);
        }
    }
    assert!(!t.events.iter().any(|e| e.planet == "mars" && e.kind == "ingress"));
    // Every chandrashtama: the Moon 8th from the natal Moon; about one per sidereal month.
    let ch: Vec<_> = t.events.iter().filter(|e| e.kind == "chandrashtama").collect();
    assert!(ch.iter().all(|e| e.house_from_moon == 8));
    assert!((64..=68).contains(&ch.len()), "{} chandrashtamas in five years", ch.len());
    // Janma, anujanma, trijanma: three per sidereal month.
    let nk = t.events.iter().filter(|e| e.kind == "nakshatra_transit").count();
    assert!((193..=202).contains(&nk), "{nk} nakshatra transits");
    // Sade sati phase starts: exactly the phases of /v1/transit/sade-sati starting in the range.
    let ss = sade_sati(&TransitRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: None,
        node: NodeType::Mean,
        at: req.from,
        from: Some(req.from.jd_ut),
        to: Some(req.to.jd_ut),
    })
    .unwrap();
    let mut expected: Vec<f64> = ss
        .periods
        .iter()
        .flat_map(|p| p.phases.iter().map(|ph| ph.start.jd_ut))
        .filter(|&s| s >= req.from.jd_ut && s < req.to.jd_ut)
        .collect();
    expected.sort_by(f64::total_cmp);
    let got: Vec<f64> = t.events.iter().filter(|e| e.kind == "sade_sati_phase").map(|e| e.time.jd_ut).collect();
    assert_eq!(got, expected);
    // Every Saturn ingress carries the bindus of the sign entered in Saturn's own table (0..8)
    // and the sarva bindus; Rahu and Ketu have no bhinna table.
    for e in t.events.iter().filter(|e| e.kind == "ingress") {
        assert!(e.sarva_bindus.is_some());
        assert_eq!(e.bindus.is_some(), e.planet == "jupiter" || e.planet == "saturn");
        assert!(e.bindus.unwrap_or(0) <= 8);
    }
}

#[test]
fn ranges_longer_than_five_years_or_backwards_are_invalid() {
    let long = TimelineRequest { to: at("2030-01-03", 0, 0), ..request(false) };
    assert!(transit_timeline(&long).is_err());
    let back = TimelineRequest { to: at("2024-12-01", 0, 0), ..request(false) };
    assert!(transit_timeline(&back).is_err());
}
