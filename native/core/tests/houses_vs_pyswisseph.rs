//! House cusps and angles in all 24 house systems against pyswisseph.
//!
//! Expected values: `test/fixtures/swisseph_reference.json` (`tools/gen_swisseph_fixtures.py`,
//! pyswisseph 2.10.3.2 = Swiss Ephemeris 2.10.03): `swe.houses_ex(jd_ut, lat, lon, code)`,
//! tropical, for 200 charts at |lat| ≤ 60°, plus 10 polar charts (|lat| 67–89°) where Placidus
//! and Koch are undefined and pyswisseph raises.
//!
//! Tolerance: 1 arcsecond for every cusp and angle. The reference is the same C function with
//! the same arguments, so the real agreement is ~1e-7″ (the fixture's 10 decimals).

mod common;

use astrology_core::ephemeris::bodies::Zodiac;
use astrology_core::ephemeris::houses::{houses, HouseSystem, HOUSE_SYSTEMS};
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::error::Error;
use astrology_core::western::houses::natal_houses;
use astrology_core::western::Birth;
use common::{angle_diff, cases, fixture, init, local_input, num, Spread, ARCSEC};
use serde_json::Value;

fn reference() -> Value {
    init();
    fixture("swisseph_reference.json")
}

fn check(what: &str, got: f64, want: f64, spread: &mut Spread) {
    let d = angle_diff(got, want);
    spread.add(d / ARCSEC);
    assert!(d <= ARCSEC, "{what}: core {got} vs pyswisseph {want} ({:.6}″)", d / ARCSEC);
}

fn cusps_of(v: &Value) -> Vec<f64> {
    v.as_array().expect("cusp array").iter().map(num).collect()
}

#[test]
fn fixture_covers_exactly_the_offered_house_systems() {
    let doc = reference();
    let in_fixture = doc["conventions"]["house_systems"].as_object().unwrap();
    assert_eq!(in_fixture.len(), HOUSE_SYSTEMS.len());
    for system in HOUSE_SYSTEMS {
        let code = in_fixture.get(system.slug).unwrap_or_else(|| panic!("fixture lacks house system {}", system.slug));
        // Same slug must mean the same Swiss Ephemeris letter.
        assert_eq!(code.as_str().unwrap().as_bytes(), [system.code], "{}", system.slug);
    }
}

#[test]
fn cusps_and_angles_in_all_24_systems() {
    let doc = reference();
    let mut spread = Spread::default();
    let mut count = 0;
    for case in cases(&doc, "cases") {
        let jd = num(&case["jd_ut"]);
        let (lat, lon) = (num(&case["input"]["lat"]), num(&case["input"]["lon"]));
        for system in HOUSE_SYSTEMS {
            let want = &case["houses"][system.slug];
            let h = houses(jd, lat, lon, *system, Zodiac::Tropical)
                .unwrap_or_else(|e| panic!("{} at JD {jd}, lat {lat}: {e}", system.slug));
            let want_cusps = cusps_of(&want["cusps"]);
            let n = if system.slug == "gauquelin" { 36 } else { 12 };
            assert_eq!(h.cusps.len(), n, "{} cusp count", system.slug);
            assert_eq!(want_cusps.len(), n, "fixture {} cusp count", system.slug);
            for (i, (&got, &w)) in h.cusps.iter().zip(&want_cusps).enumerate() {
                check(&format!("{} cusp {} at JD {jd}", system.slug, i + 1), got, w, &mut spread);
            }
            let what = |angle: &str| format!("{} {angle} at JD {jd}, lat {lat}", system.slug);
            check(&what("ascendant"), h.ascendant, num(&want["ascendant"]), &mut spread);
            check(&what("mc"), h.mc, num(&want["mc"]), &mut spread);
            check(&what("armc"), h.armc, num(&want["armc"]), &mut spread);
            check(&what("vertex"), h.vertex, num(&want["vertex"]), &mut spread);
            count += 1;
        }
    }
    assert_eq!(count, 200 * 24);
    println!("houses vs pyswisseph, 200 charts × 24 systems: max {:.2e}″ mean {:.2e}″", spread.max, spread.mean());
}

/// The Western endpoint's view: same numbers from a local date/time, numbered cusps, derived
/// descendant and IC, and Placidus when no system is named.
#[test]
fn natal_houses_view_matches() {
    let doc = reference();
    let mut spread = Spread::default();
    for case in cases(&doc, "cases") {
        let moment = Moment::from_local(&local_input(&case["input"])).unwrap();
        let place = Place { lat: num(&case["input"]["lat"]), lon: num(&case["input"]["lon"]) };
        for system in HOUSE_SYSTEMS.iter().map(Some).chain([None]) {
            // No system named: the request as the binding reads it, so the default is the serde one.
            let req = match system {
                Some(&s) => Birth { house_system: s, ..Birth::new(moment, place) },
                None => serde_json::from_value(serde_json::json!({
                    "moment": { "jd_ut": moment.jd_ut, "offset_minutes": moment.offset_minutes },
                    "place": { "lat": place.lat, "lon": place.lon },
                }))
                .unwrap(),
            };
            let slug = system.map_or("placidus", |s| s.slug);
            let want = &case["houses"][slug];
            let got = natal_houses(&req).unwrap();
            assert_eq!(got.system, slug);
            assert_eq!(got.conventions.house_system, slug);
            let want_cusps = cusps_of(&want["cusps"]);
            assert_eq!(got.cusps.len(), want_cusps.len());
            for (i, (cusp, &w)) in got.cusps.iter().zip(&want_cusps).enumerate() {
                assert_eq!(cusp.house as usize, i + 1);
                check(&format!("{slug} cusp {}", i + 1), cusp.longitude, w, &mut spread);
            }
            let asc = num(&want["ascendant"]);
            let mc = num(&want["mc"]);
            check("ascendant", got.ascendant.longitude, asc, &mut spread);
            check("mc", got.mc.longitude, mc, &mut spread);
            check("descendant", got.descendant.longitude, asc + 180.0, &mut spread);
            check("ic", got.ic.longitude, mc + 180.0, &mut spread);
            check("vertex", got.vertex.longitude, num(&want["vertex"]), &mut spread);
            check("armc", got.armc, num(&want["armc"]), &mut spread);
        }
    }
    println!("natal_houses vs pyswisseph: max {:.2e}″", spread.max);
}

/// Inside the polar circle Swiss Ephemeris' C function quietly returns Porphyry cusps for
/// Placidus and Koch (pyswisseph raises); the core must refuse instead, while Porphyry works.
#[test]
fn polar_latitudes_refuse_placidus_and_koch_but_serve_porphyry() {
    let doc = reference();
    let polar = cases(&doc, "polar_cases");
    assert_eq!(polar.len(), 10);
    let porphyry = HouseSystem::from_slug("porphyry").unwrap();
    let mut spread = Spread::default();
    for case in polar {
        let jd = num(&case["jd_ut"]);
        let (lat, lon) = (num(&case["input"]["lat"]), num(&case["input"]["lon"]));
        assert!(lat.abs() > 66.6, "polar case at lat {lat}");
        let moment = Moment::from_local(&local_input(&case["input"])).unwrap();
        assert!((moment.jd_ut - jd).abs() < 1e-9);
        for slug in ["placidus", "koch"] {
            assert_eq!(case[format!("{slug}_fails")], Value::Bool(true), "fixture says {slug} fails at lat {lat}");
            let system = HouseSystem::from_slug(slug).unwrap();
            match houses(jd, lat, lon, system, Zodiac::Tropical) {
                Err(Error::Unsupported(msg)) => assert!(msg.contains("polar"), "{msg}"),
                other => panic!("{slug} at lat {lat} should be Unsupported, got {other:?}"),
            }
            let req = Birth { house_system: system, ..Birth::new(moment, Place { lat, lon }) };
            assert!(matches!(natal_houses(&req), Err(Error::Unsupported(_))), "natal_houses {slug} at lat {lat}");
        }
        let h = houses(jd, lat, lon, porphyry, Zodiac::Tropical).expect("porphyry works at any latitude");
        for (i, (&got, want)) in h.cusps.iter().zip(cusps_of(&case["porphyry_cusps"])).enumerate() {
            check(&format!("porphyry cusp {} at lat {lat}", i + 1), got, want, &mut spread);
        }
        check("porphyry ascendant", h.ascendant, num(&case["ascendant"]), &mut spread);
        check("porphyry mc", h.mc, num(&case["mc"]), &mut spread);
    }
    println!("polar porphyry vs pyswisseph: max {:.2e}″", spread.max);
}
