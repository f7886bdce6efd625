//! Western predictive techniques against direct pyswisseph computation
//! (`test/fixtures/western_predictive.json`, made by tools/gen_western_predictive.py: the
//! formulas of docs/western.md evaluated with swe.calc_ut / swe.houses_armc and bisection).
//! Positions within 1″, event times within 1 s.
mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::western::predictive::calendar::{transit_calendar, TransitCalendarRequest};
use astrology_core::western::predictive::progressions::{
    progressions, AngleMethod, ProgressionKind, ProgressionRequest,
};
use astrology_core::western::predictive::relationship::{davison, synastry_score};
use astrology_core::western::predictive::returns::{planet_return, ReturnRequest};
use astrology_core::western::predictive::solar_arc::{solar_arc, SolarArcRequest};
use astrology_core::western::synastry::PairRequest;
use astrology_core::western::{Birth, Person};
use common::{angle_diff, cases, fixture, num, text, ARCSEC, SECOND};
use serde_json::Value;

fn moment(jd: f64) -> Moment {
    Moment { jd_ut: jd, offset_minutes: 0 }
}

fn birth(input: &Value) -> Birth {
    common::init();
    Birth::new(moment(num(&input["jd"])), Place { lat: num(&input["lat"]), lon: num(&input["lon"]) })
}

fn target(c: &Value) -> Moment {
    moment(num(&c["input"]["target"]))
}

fn progression(c: &Value, kind: ProgressionKind, angles: AngleMethod) -> ProgressionRequest {
    ProgressionRequest {
        birth: birth(&c["input"]),
        aspects: Default::default(),
        kind,
        at: target(c),
        angles,
        from: None,
        to: None,
    }
}

#[test]
fn progressed_positions_and_angles_match_pyswisseph_within_an_arcsecond() {
    let doc = fixture("western_predictive.json");
    let mut worst: f64 = 0.0;
    for c in cases(&doc, "cases") {
        for (kind, key) in [
            (ProgressionKind::Secondary, "secondary"),
            (ProgressionKind::Tertiary, "tertiary"),
            (ProgressionKind::Minor, "minor"),
        ] {
            let e = &c["progressions"][key];
            for (method, mkey) in [(AngleMethod::Naibod, "naibod"), (AngleMethod::SolarArc, "solar_arc")] {
                let a = progressions(&progression(c, kind, method)).unwrap();
                assert!((a.progressed_moment.jd_ut - num(&e["p"])).abs() < 1e-9, "{key} progressed moment");
                for p in &a.planets {
                    if let Some(x) = e["planets"].get(p.point.key) {
                        let d = angle_diff(p.point.longitude, num(x));
                        worst = worst.max(d);
                        assert!(d < ARCSEC, "{key} {} {} vs {}", p.point.key, p.point.longitude, x);
                    }
                }
                let m = &e[mkey];
                let checks = [(a.ascendant.longitude, &m["asc"]), (a.mc.longitude, &m["mc"])];
                for (ours, theirs) in checks {
                    let d = angle_diff(ours, num(theirs));
                    worst = worst.max(d);
                    assert!(d < ARCSEC, "{key} {mkey} angle {ours} vs {theirs}");
                }
                for (cusp, x) in a.houses.iter().zip(m["cusps"].as_array().unwrap()) {
                    assert!(angle_diff(cusp.longitude, num(x)) < ARCSEC, "{key} {mkey} cusp {}", cusp.house);
                }
            }
        }
    }
    println!("progressions: worst difference {:.2e}″", worst * 3600.0);
}

#[test]
fn progressed_moon_changes_match_pyswisseph_bisection_within_a_second() {
    let doc = fixture("western_predictive.json");
    let mut n = 0;
    for c in cases(&doc, "cases") {
        let a = progressions(&progression(c, ProgressionKind::Secondary, AngleMethod::Naibod)).unwrap();
        let e = c["moon_changes"].as_array().unwrap();
        assert_eq!(a.moon_changes.len(), e.len(), "number of progressed Moon changes");
        for (ours, theirs) in a.moon_changes.iter().zip(e) {
            assert_eq!(ours.kind, text(&theirs["kind"]));
            assert!(
                (ours.at.jd_ut - num(&theirs["jd"])).abs() < SECOND,
                "{} at {} vs {}",
                ours.kind,
                ours.at.jd_ut,
                theirs["jd"]
            );
            assert!(angle_diff(ours.longitude, num(&theirs["longitude"])) < 1e-9);
            n += 1;
        }
    }
    assert!(n > 20, "only {n} changes compared");
    println!("progressed Moon: {n} sign and house changes compared");
}

#[test]
fn solar_arc_and_its_exact_hits_match_pyswisseph_bisection() {
    let doc = fixture("western_predictive.json");
    let mut n = 0;
    for c in cases(&doc, "cases") {
        let req = SolarArcRequest {
            birth: birth(&c["input"]),
            aspects: Default::default(),
            at: target(c),
            from: None,
            to: None,
        };
        let a = solar_arc(&req).unwrap();
        let e = &c["solar_arc"];
        assert!(angle_diff(a.arc, num(&e["arc_at_target"])) < ARCSEC, "arc {} vs {}", a.arc, e["arc_at_target"]);
        let hits = e["hits"].as_array().unwrap();
        assert_eq!(a.hits.len(), hits.len(), "number of hits");
        for h in hits {
            let t = num(&h["jd"]);
            let found = a.hits.iter().any(|x| {
                x.directed_key == text(&h["directed"])
                    && x.natal_key == text(&h["natal"])
                    && x.aspect == text(&h["aspect"])
                    && (x.at.jd_ut - t).abs() < SECOND
            });
            assert!(found, "hit {h} not found within 1 s");
            n += 1;
        }
    }
    assert!(n > 100, "only {n} hits compared");
    println!("solar arc: {n} exact hits compared");
}

#[test]
fn lunar_and_planetary_returns_match_pyswisseph_bisection_within_a_second() {
    let doc = fixture("western_predictive.json");
    let mut passes = 0;
    for c in cases(&doc, "cases") {
        for planet in ["moon", "mercury", "mars", "saturn"] {
            let req = ReturnRequest {
                birth: birth(&c["input"]),
                aspects: Default::default(),
                planet: planet.into(),
                at: target(c),
                return_place: None,
            };
            let a = planet_return(&req).unwrap();
            let e = c["returns"][planet].as_array().unwrap();
            assert_eq!(a.passes.len(), e.len(), "{planet} passes");
            for (ours, theirs) in a.passes.iter().zip(e) {
                assert!((ours.at.jd_ut - num(theirs)).abs() < SECOND, "{planet} pass {} vs {theirs}", ours.at.jd_ut);
                passes += 1;
            }
            assert_eq!(a.return_moment.jd_ut, a.passes[0].at.jd_ut);
        }
    }
    assert!(passes >= 80);
    println!("returns: {passes} passes compared");
}

#[test]
fn transit_calendar_crossings_match_pyswisseph_bisection_within_a_second() {
    let doc = fixture("western_predictive.json");
    let mut n = 0;
    for c in cases(&doc, "cases").iter().filter(|c| c.get("calendar").is_some()) {
        let cal = &c["calendar"];
        let req = TransitCalendarRequest {
            birth: birth(&c["input"]),
            aspects: Default::default(),
            from: moment(num(&cal["from"])),
            to: moment(num(&cal["to"])),
            planets: None,
        };
        let a = transit_calendar(&req).unwrap();
        // Every crossing of ours: enters, exacts and leaves.
        let mut ours: Vec<(String, String, &str, bool, f64)> = Vec::new();
        for e in &a.events {
            let key = |k: &str| k.to_string();
            for t in e.enters.iter().chain(e.leaves.iter()) {
                ours.push((key(e.transit_key), key(e.natal_key), e.aspect, false, t.jd_ut));
            }
            for x in &e.exact {
                ours.push((key(e.transit_key), key(e.natal_key), e.aspect, true, x.at.jd_ut));
            }
        }
        let theirs = cal["crossings"].as_array().unwrap();
        assert_eq!(ours.len(), theirs.len(), "number of crossings");
        for x in theirs {
            let exact = num(&x["level"]) == 0.0;
            let t = num(&x["jd"]);
            let natal = text(&x["natal"]);
            let hit = ours.iter().any(|o| {
                o.0 == text(&x["transit"])
                    && o.1 == natal
                    && o.2 == text(&x["aspect"])
                    && o.3 == exact
                    && (o.4 - t).abs() < SECOND
            });
            assert!(hit, "crossing {x} not found within 1 s");
            n += 1;
        }
    }
    assert!(n > 1000, "only {n} crossings compared");
    println!("transit calendar: {n} crossings compared");
}

fn pair(c: &Value, partner: &Value) -> PairRequest {
    PairRequest {
        birth: birth(&c["input"]),
        aspects: Default::default(),
        partner: Person {
            moment: moment(num(&partner["jd"])),
            place: Place { lat: num(&partner["lat"]), lon: num(&partner["lon"]) },
        },
    }
}

#[test]
fn davison_chart_matches_pyswisseph_at_the_midpoint_moment_and_place() {
    let doc = fixture("western_predictive.json");
    for c in cases(&doc, "cases") {
        let e = &c["davison"];
        let a = davison(&pair(c, &e["partner"])).unwrap();
        assert!((a.moment.jd_ut - num(&e["jd"])).abs() < 1e-9);
        assert!((a.place.lat - num(&e["lat"])).abs() < 1e-9, "lat {} vs {}", a.place.lat, e["lat"]);
        assert!(angle_diff(a.place.lon, num(&e["lon"])) < 1e-9, "lon {} vs {}", a.place.lon, e["lon"]);
        for p in &a.chart.planets {
            assert!(angle_diff(p.longitude, num(&e["points"][p.key])) < ARCSEC, "{}", p.key);
        }
        assert!(angle_diff(a.chart.ascendant.longitude, num(&e["points"]["ascendant"])) < ARCSEC);
        assert!(angle_diff(a.chart.mc.longitude, num(&e["points"]["mc"])) < ARCSEC);
        for (cusp, x) in a.chart.houses.iter().zip(e["cusps"].as_array().unwrap()) {
            assert!(angle_diff(cusp.longitude, num(x)) < ARCSEC);
        }
    }
}

#[test]
fn synastry_score_is_the_sum_of_its_contributions_and_symmetric() {
    // Invariants of the documented rule: the score is the sum of the listed points, and the
    // weights, factors and orbs do not depend on who is first.
    let doc = fixture("western_predictive.json");
    for c in cases(&doc, "cases") {
        let partner = &c["davison"]["partner"];
        let ab = synastry_score(&pair(c, partner)).unwrap();
        let sum: f64 = ab.contributions.iter().map(|x| x.points).sum();
        assert!((ab.score - sum).abs() < 1e-9);
        for x in &ab.contributions {
            assert!((x.points - x.weight * x.factor * x.tightness).abs() < 1e-12);
        }
        let swapped = PairRequest {
            birth: Birth::new(
                moment(num(&partner["jd"])),
                Place { lat: num(&partner["lat"]), lon: num(&partner["lon"]) },
            ),
            aspects: Default::default(),
            partner: Person {
                moment: moment(num(&c["input"]["jd"])),
                place: Place { lat: num(&c["input"]["lat"]), lon: num(&c["input"]["lon"]) },
            },
        };
        let ba = synastry_score(&swapped).unwrap();
        assert!((ab.score - ba.score).abs() < 1e-9, "score {} vs swapped {}", ab.score, ba.score);
        assert_eq!(ab.contributions.len(), ba.contributions.len());
    }
}

#[test]
fn secondary_progressions_match_immanuel_naibod_and_solar_arc() {
    // Immanuel 1.6 (charts.Progressed, astro.com's method; its own year length at birth and its
    // own ephemeris files): test/fixtures/western_predictive_immanuel.json.
    let doc = fixture("western_predictive_immanuel.json");
    let mut worst: f64 = 0.0;
    for c in cases(&doc, "cases") {
        for (method, key) in [(AngleMethod::Naibod, "naibod"), (AngleMethod::SolarArc, "solar_arc")] {
            let a = progressions(&progression(c, ProgressionKind::Secondary, method)).unwrap();
            let e = &c[key];
            let mut check = |name: &str, ours: f64| {
                let d = angle_diff(ours, num(&e[name]));
                worst = worst.max(d);
                assert!(d < ARCSEC, "{key} {name}: {ours} vs {}", e[name]);
            };
            for p in a.planets.iter().take(10) {
                check(p.point.key, p.point.longitude);
            }
            check("ascendant", a.ascendant.longitude);
            check("mc", a.mc.longitude);
        }
    }
    println!("Immanuel progressions: worst difference {:.3}″", worst * 3600.0);
}
