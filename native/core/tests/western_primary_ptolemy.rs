//! Primary directions against a published worked example: Ptolemy's prorogation from the
//! beginning of Aries to the beginning of Gemini by horary times (Tetrabiblos III.10), the
//! proportion of semi-arcs that Placidus' directions are built on
//! (`test/fixtures/western_primary_ptolemy.json`, which cites the printed pages).
//!
//! Ptolemy's inputs are fed to the engine's own semi-arc functions, the ones
//! `directions/primary` uses (`SemiArc::of_ecliptic`, `arc_to` the significator's mundane
//! position): his clime (Lower Egypt, φ = 30;22°), his obliquity (23;51,20°) and two ecliptic
//! points without latitude. The engine's ephemeris plays no part, so old and new tables of the
//! planets cannot differ here; what remains is Ptolemy's rounding. He counts whole "times"
//! (equatorial degrees) read from his tables of ascensions and calls them "nearly" (proxime):
//! the tolerance is 1 time, and the test prints the largest difference.
mod common;

use astrology_core::western::predictive::semi_arc::SemiArc;
use common::{fixture, num};

/// The significator (Aries 0, declination 0, semi-arcs of 90°) `hours` seasonal hours west of
/// the upper meridian: each of its seasonal hours is 15° of hour angle, so RAMC = 15 · hours.
fn ramc_with_aries_at(hours: f64) -> f64 {
    (15.0 * hours).rem_euclid(360.0)
}

#[test]
fn the_arcs_of_ptolemys_example_agree_within_one_time() {
    let doc = fixture("western_primary_ptolemy.json");
    let (phi, eps) = (num(&doc["inputs"]["latitude_deg"]), num(&doc["inputs"]["obliquity_deg"]));
    let printed = &doc["printed"];
    let mut worst: f64 = 0.0;
    for row in printed["arcs"].as_array().unwrap() {
        let ramc = ramc_with_aries_at(num(&row["hours_west_of_meridian"]));
        let sig = SemiArc::of_ecliptic(0.0, 0.0, eps, phi, ramc).unwrap();
        let prom = SemiArc::of_ecliptic(60.0, 0.0, eps, phi, ramc).unwrap();
        let arc = prom.arc_to(sig.position());
        for key in ["arc", "arc_ashmand"] {
            if row.get(key).is_some() {
                let diff = (arc - num(&row[key])).abs();
                assert!(diff <= 1.0, "{}: engine {arc:.3}, printed {}", row["significator_at"], row[key]);
                worst = worst.max(diff);
            }
        }
    }
    println!("Ptolemy's four arcs: largest difference {worst:.3} times");
}

#[test]
fn the_semi_arc_and_meridian_distances_of_gemini_agree_within_one_time() {
    let doc = fixture("western_primary_ptolemy.json");
    let (phi, eps) = (num(&doc["inputs"]["latitude_deg"]), num(&doc["inputs"]["obliquity_deg"]));
    let p = &doc["printed"];
    let at = |hours: f64| SemiArc::of_ecliptic(60.0, 0.0, eps, phi, ramc_with_aries_at(hours)).unwrap();
    let gemini = at(0.0);
    // Hour angle, west positive, folded to −180..180 (east of the meridian is negative).
    let west = |s: &SemiArc| if s.ha > 180.0 { s.ha - 360.0 } else { s.ha };
    let checks = [
        ("semi-diurnal arc", gemini.dsa, num(&p["semi_diurnal_arc_of_gemini_0"])),
        ("horary time", gemini.dsa / 6.0, num(&p["horary_time_of_gemini_0"])),
        ("west of the meridian as Aries sets", west(&at(6.0)), num(&p["gemini_0_west_of_meridian_when_aries_0_sets"])),
        (
            "east of the meridian, Aries 3 hours west",
            -west(&at(3.0)),
            num(&p["gemini_0_east_of_meridian_when_aries_0_is_three_hours_west"]),
        ),
        (
            "three of its seasonal hours west",
            gemini.hour_angle_at(45.0),
            num(&p["gemini_0_three_seasonal_hours_west_of_meridian"]),
        ),
    ];
    for (what, engine, printed) in checks {
        assert!((engine - printed).abs() <= 1.0, "{what}: engine {engine:.3}, printed {printed}");
        println!("{what}: engine {engine:.3}, printed {printed}");
    }
}
