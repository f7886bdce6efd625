//! Western techniques checked by invariants and classical tables: astrocartography lines
//! (hour angle 0 on MC lines, altitude 0 on horizon lines, by Swiss Ephemeris' own azalt),
//! orb overrides, dignity tables, Sabian numbers, profection and firdaria sequences.
mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::western::firdaria::{firdaria, FirdariaRequest, NodePlacement};
use astrology_core::western::profection::{profection, ProfectionRequest};
use astrology_core::western::{astrocartography as acg, chart, dignities, sabian, AspectChoice, Birth, NatalRequest};
use astrology_core::zodiac::Graha;
use swiss_eph as ffi;

fn req() -> Birth {
    common::init();
    let m = Moment::from_local(&astrology_core::ephemeris::time::LocalInput {
        date: "1990-07-15".into(),
        time: "14:30".into(),
        tz: Some("+05:30".into()),
        timezone: None,
    })
    .unwrap();
    Birth::new(m, Place { lat: 28.6139, lon: 77.209 })
}

#[test]
fn acg_lines_put_the_planet_on_the_meridian_and_on_the_horizon() {
    let r = req();
    let ans = acg::astrocartography_lines(&r).unwrap();
    let jd = r.moment.jd_ut;
    let mut checked = 0;
    for line in &ans.lines {
        let eq = ans.planets.iter().find(|p| p.planet == line.planet).unwrap();
        for seg in &line.geometry.coordinates {
            for pt in seg.iter().step_by(7) {
                let (lon, lat) = (pt[0], pt[1]);
                let mut geo = [lon, lat, 0.0];
                let mut xin = [eq.right_ascension, eq.declination, 1.0];
                let mut xaz = [0.0; 3];
                // SAFETY: arrays of the sizes swe_azalt reads and writes.
                unsafe {
                    ffi::swe_azalt(jd, ffi::SE_EQU2HOR, geo.as_mut_ptr(), 0.0, 0.0, xin.as_mut_ptr(), xaz.as_mut_ptr())
                };
                let (azimuth, altitude) = (xaz[0], xaz[1]);
                match line.angle {
                    // Upper culmination: on the meridian (azimuth 0 or 180 from south) and highest.
                    "MC" | "IC" => {
                        let on_meridian = (azimuth.sin()).abs() < 1.0 && {
                            let a = azimuth.rem_euclid(180.0);
                            a.min(180.0 - a) < 0.01 || lat.abs() > 88.0
                        };
                        assert!(on_meridian, "{} {} at {lat},{lon}: azimuth {azimuth}", line.planet, line.angle);
                    }
                    _ => assert!(
                        altitude.abs() < 0.01,
                        "{} {} at {lat},{lon}: altitude {altitude}",
                        line.planet,
                        line.angle
                    ),
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn acg_score_is_the_weight_on_a_line_and_zero_far_from_all() {
    let r = req();
    let ans = acg::astrocartography_lines(&r).unwrap();
    let jup_mc = ans.lines.iter().find(|l| l.planet == "Jupiter" && l.angle == "MC").unwrap();
    let target = Place { lat: 0.0, lon: jup_mc.longitude.unwrap() };
    let s = acg::astrocartography_score(&acg::ScoreRequest { birth: r, target }).unwrap();
    let hit = s.lines.iter().find(|l| l.planet == "Jupiter" && l.angle == "MC").unwrap();
    assert!(hit.distance_km < 1e-6 && (hit.contribution - 10.0).abs() < 1e-6);
}

#[test]
fn orb_override_changes_the_grid_and_bad_overrides_name_the_parameter() {
    let orbs =
        |o: &str| NatalRequest { birth: req(), aspects: AspectChoice { orbs: Some(o.into()), ..Default::default() } };
    let r = orbs("conjunction:0.2");
    let a = chart::natal_aspects(&r).unwrap();
    // Sun 22°37′ Cancer and Jupiter 22°31′ Cancer: 0.106° apart (ephemeris), within 0.2.
    assert!(a.aspects.iter().any(|x| x.p1 == "Sun" && x.p2 == "Jupiter" && x.aspect == "conjunction"));
    let r = orbs("conjunction:0.05");
    let a = chart::natal_aspects(&r).unwrap();
    assert!(!a.aspects.iter().any(|x| x.p1 == "Sun" && x.p2 == "Jupiter"));
    let r = orbs("wobble:3");
    let e = chart::natal_aspects(&r).unwrap_err();
    assert!(matches!(e, astrology_core::Error::InvalidInput { ref param, .. } if param == "orbs"));
}

#[test]
fn classical_tables() {
    // Lilly, Christian Astrology: Sun in 19° Aries exalted; Mars term 20-25 Aries; faces.
    assert_eq!(dignities::term_ruler(21.0).name(), "Mars");
    assert_eq!(dignities::face_ruler(5.0).name(), "Mars");
    assert_eq!(dignities::face_ruler(15.0).name(), "Sun");
    assert_eq!(dignities::face_ruler(355.0).name(), "Mars"); // last face of Pisces
    let d = dignities::dignity_of(Graha::Sun, 19.0, true);
    assert!(d.exaltation && d.triplicity && !d.peregrine);
    assert!(d.face); // 10-20 Aries is the Sun's face
    assert_eq!(d.score, 4 + 3 + 1);
    let s = dignities::dignity_of(Graha::Saturn, 15.0, false);
    assert!(s.fall && s.peregrine && s.score == -4 - 5);
    // Sabian: 0°00′ Aries → 1; 15°30′ Taurus → 46; 29°59′ Pisces → 360.
    assert_eq!(sabian::sabian_of("x", 0.001).symbol, 1);
    assert_eq!(sabian::sabian_of("x", 45.5).symbol, 46);
    assert_eq!(sabian::sabian_of("x", 359.99).symbol, 360);
}

#[test]
fn firdaria_sum_to_75_years_and_profection_cycles_every_12() {
    let f = firdaria(&FirdariaRequest { birth: req(), node_placement: NodePlacement::End, at: None }).unwrap();
    let total: f64 = f.periods.iter().map(|p| p.years).sum();
    assert_eq!(total, 75.0);
    assert_eq!(f.periods[0].lord.name(), if f.day_chart { "Sun" } else { "Moon" });
    let at_age = |age| profection(&ProfectionRequest { birth: req(), age: Some(age), at: None }).unwrap();
    let p0 = at_age(0);
    let p12 = at_age(12);
    assert_eq!(p0.sign, p12.sign);
    assert_eq!(p0.sign, p0.ascendant_sign);
    let p33 = at_age(33);
    assert_eq!(p33.profected_house, 10);
}

#[test]
fn sabian_keynotes_are_360_distinct_lines_one_per_degree() {
    let text = include_str!("../data/western/sabian.txt");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 360);
    let mut distinct = lines.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 360, "every line differs");
    let notes = sabian::sabian_keynotes();
    let mut k: Vec<&str> = notes.to_vec();
    k.sort();
    k.dedup();
    assert_eq!(k.len(), 360, "every keynote differs");
    // Line n is symbol n: "Taurus 16" is symbol 46.
    assert!(lines[45].starts_with("Taurus 16: "));
    assert_eq!(sabian::sabian_of("x", 45.5).keynote, notes[45]);
    assert_eq!(sabian::sabian_of("x", 359.99).keynote, notes[359]);
    assert!(notes.iter().all(|n| n.len() > 10 && n.len() < 100));
}
