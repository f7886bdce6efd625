//! The sky group's scans against an independent search (test/fixtures/sky_reference.json, made
//! by tools/gen_sky_reference.py: pyswisseph, fixed-step scans and plain bisection, no shared
//! code): Moon phases (1850, 2024, 2300), stations (2024), ingresses (2024 Q1, sidereal and
//! tropical), exact aspects (first half of March 2024) and void-of-course Moon periods
//! (March 2024), each event within 1 s and none missing or extra.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::Moment;
use astrology_core::sky::aspects::{sky_aspects, SkyAspectsRequest};
use astrology_core::sky::ingresses::{sky_ingresses, SkyIngressesRequest};
use astrology_core::sky::phases::{moon_phases, MoonPhasesRequest};
use astrology_core::sky::span::{Span, ZodiacChoice};
use astrology_core::sky::stations::{sky_stations, SkyStationsRequest};
use astrology_core::sky::void_of_course::{void_of_course, VoidOfCourseRequest};
use common::{cases, fixture, init, num, text, SECOND};
use serde_json::Value;

fn span(pair: &Value) -> Span {
    let m = |v: &Value| Moment { jd_ut: num(v), offset_minutes: 0 };
    Span { from: m(&pair[0]), to: m(&pair[1]) }
}

fn zodiac(name: &str) -> ZodiacChoice {
    ZodiacChoice { zodiac: Some(name.into()), ayanamsa: None }
}

/// Pairs ours with theirs in order, asserting equal counts; returns the worst time difference (s).
fn compare(what: &str, ours: &[(f64, String)], theirs: &[(f64, String)]) -> f64 {
    assert_eq!(ours.len(), theirs.len(), "{what}: {} events against {} in the reference", ours.len(), theirs.len());
    let mut worst = 0.0_f64;
    for (o, t) in ours.iter().zip(theirs) {
        assert_eq!(o.1, t.1, "{what} at JD {}", t.0);
        let diff = (o.0 - t.0).abs() / SECOND;
        assert!(diff < 1.0, "{what} {} at JD {}: {diff:.3} s off", t.1, t.0);
        worst = worst.max(diff);
    }
    worst
}

#[test]
fn moon_phases_match_the_bisection_to_a_second() {
    init();
    let doc = fixture("sky_reference.json");
    let mut worst = 0.0_f64;
    let mut n = 0;
    for pair in cases(&doc, "phase_spans") {
        let s = span(pair);
        let ans = moon_phases(&MoonPhasesRequest { span: s, zodiac: zodiac("sidereal") }).unwrap();
        let ours: Vec<_> =
            ans.phases.iter().map(|p| (p.time.jd_ut, format!("{} {}", p.elongation, p.moon_sign.sign_index))).collect();
        let theirs: Vec<_> = cases(&doc, "phases")
            .iter()
            .filter(|p| num(&p["jd_ut"]) > s.from.jd_ut && num(&p["jd_ut"]) < s.to.jd_ut)
            .map(|p| (num(&p["jd_ut"]), format!("{} {}", num(&p["elongation"]), num(&p["sign_index"]))))
            .collect();
        n += ours.len();
        worst = worst.max(compare("phase", &ours, &theirs));
    }
    println!("moon phases: {n} events, worst difference {worst:.4} s");
}

#[test]
fn stations_match_the_bisection_to_a_second() {
    init();
    let doc = fixture("sky_reference.json");
    let ans =
        sky_stations(&SkyStationsRequest { span: span(&doc["station_span"]), zodiac: zodiac("tropical") }).unwrap();
    let ours: Vec<_> = ans.stations.iter().map(|s| (s.time.jd_ut, format!("{} {}", s.planet, s.direction))).collect();
    let theirs: Vec<_> = cases(&doc, "stations")
        .iter()
        .map(|s| (num(&s["jd_ut"]), format!("{} {}", text(&s["planet"]), text(&s["direction"]))))
        .collect();
    // The speed of a slow planet near its station changes by ~1e-4 °/day per day (Pluto), so
    // the ephemeris' own rounding in the speed (~1e-9 °/day) shifts where it crosses zero by
    // seconds: measured here for Uranus, Neptune and Pluto up to ~3 s, against < 0.05 s for
    // Mercury … Saturn. The outer planets are held to 5 s, the rest to 1 s.
    assert_eq!(ours.len(), theirs.len(), "stations: {} against {} in the reference", ours.len(), theirs.len());
    let (mut inner, mut outer) = (0.0_f64, 0.0_f64);
    for (o, t) in ours.iter().zip(&theirs) {
        assert_eq!(o.1, t.1);
        let diff = (o.0 - t.0).abs() / SECOND;
        let slow = ["uranus", "neptune", "pluto"].iter().any(|p| o.1.starts_with(p));
        assert!(diff < if slow { 5.0 } else { 1.0 }, "station {} at JD {}: {diff:.3} s off", t.1, t.0);
        if slow {
            outer = outer.max(diff);
        } else {
            inner = inner.max(diff);
        }
    }
    // Every station opens or closes one of the retrograde periods answered (found again from
    // another starting point, so equal to the second, not to the bit), and each period's shadow
    // encloses its retrograde run.
    let near = |a: f64, b: f64| (a - b).abs() < SECOND;
    for s in &ans.stations {
        assert!(ans.retrograde_periods.iter().any(|p| p.planet == s.planet
            && (near(p.retrograde.start.jd_ut, s.time.jd_ut) || near(p.retrograde.end.jd_ut, s.time.jd_ut))));
    }
    for p in &ans.retrograde_periods {
        assert!(
            p.pre_shadow.start.jd_ut < p.retrograde.start.jd_ut && p.retrograde.end.jd_ut < p.post_shadow.end.jd_ut
        );
    }
    println!(
        "stations: {} events, worst difference {inner:.4} s (Mercury … Saturn), {outer:.4} s (Uranus … Pluto)",
        ours.len()
    );
}

#[test]
fn ingresses_match_the_bisection_to_a_second() {
    init();
    let doc = fixture("sky_reference.json");
    for z in ["sidereal", "tropical"] {
        let req = SkyIngressesRequest { span: span(&doc["ingress_span"]), zodiac: zodiac(z), node: NodeType::Mean };
        let ans = sky_ingresses(&req).unwrap();
        let ours: Vec<_> =
            ans.ingresses.iter().map(|i| (i.time.jd_ut, format!("{} {}", i.planet, i.to_sign_index))).collect();
        let theirs: Vec<_> = cases(&doc, "ingresses")
            .iter()
            .filter(|i| text(&i["zodiac"]) == z)
            .map(|i| (num(&i["jd_ut"]), format!("{} {}", text(&i["planet"]), num(&i["to_sign_index"]))))
            .collect();
        // Ties in time (Rahu and Ketu cross together) are ordered by name on both sides.
        let sorted = |mut v: Vec<(f64, String)>| {
            v.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            v
        };
        let worst = compare(z, &sorted(ours.clone()), &sorted(theirs));
        println!("{z} ingresses: {} events, worst difference {worst:.4} s", ours.len());
    }
}

#[test]
fn aspects_match_the_bisection_to_a_second() {
    init();
    let doc = fixture("sky_reference.json");
    let ans = sky_aspects(&SkyAspectsRequest { span: span(&doc["aspect_span"]), zodiac: zodiac("tropical") }).unwrap();
    let ours: Vec<_> = ans
        .aspects
        .iter()
        .map(|a| (a.time.jd_ut, format!("{} {} {}", a.first.planet, a.aspect, a.second.planet)))
        .collect();
    let theirs: Vec<_> = cases(&doc, "aspects")
        .iter()
        .map(|a| (num(&a["jd_ut"]), format!("{} {} {}", text(&a["first"]), text(&a["aspect"]), text(&a["second"]))))
        .collect();
    let worst = compare("aspect", &ours, &theirs);
    println!("aspects: {} events, worst difference {worst:.4} s", ours.len());
}

#[test]
fn void_of_course_periods_match_the_bisection_to_a_second() {
    init();
    let doc = fixture("sky_reference.json");
    for (z, planets) in [("sidereal", "traditional"), ("tropical", "modern")] {
        let req =
            VoidOfCourseRequest { span: span(&doc["void_span"]), zodiac: zodiac(z), planets: Some(planets.into()) };
        let ans = void_of_course(&req).unwrap();
        let theirs: Vec<_> = cases(&doc, "void").iter().filter(|v| text(&v["zodiac"]) == z).collect();
        assert_eq!(ans.periods.len(), theirs.len(), "{z}: number of periods");
        let mut worst = 0.0_f64;
        for (p, t) in ans.periods.iter().zip(&theirs) {
            for (ours, field) in [(p.period.start.jd_ut, "start_jd"), (p.period.end.jd_ut, "end_jd")] {
                let diff = (ours - num(&t[field])).abs() / SECOND;
                assert!(diff < 1.0, "{z} period ending JD {}: {field} {diff:.3} s off", num(&t["end_jd"]));
                worst = worst.max(diff);
            }
            assert_eq!(p.next_sign.name(), text(&t["next_sign"]));
            let last = p.last_aspect.as_ref().map(|a| a.planet.to_lowercase());
            assert_eq!(last.as_deref(), t["last_planet"].as_str(), "{z} period ending JD {}", num(&t["end_jd"]));
        }
        println!("void of course ({z}, {planets}): {} periods, worst boundary difference {worst:.4} s", theirs.len());
    }
}
