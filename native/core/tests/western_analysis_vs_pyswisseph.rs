//! Western chart analysis against pyswisseph 2.10.3.2 and the rules recomputed in Python, on 60
//! random charts (`test/fixtures/western_analysis.json`, made by `tools/gen_western_analysis.py`):
//! declinations, out of bounds, parallels, antiscia, harmonic, heliocentric, draconic and
//! sidereal charts, the Uranian points and their 90° dial pictures, local space (`swe.azalt`).
mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::western::analysis::antiscia::{natal_antiscia, AntisciaRequest};
use astrology_core::western::analysis::declinations::{natal_declinations, DeclinationsRequest};
use astrology_core::western::analysis::frames::{
    natal_draconic, natal_heliocentric, natal_sidereal, DraconicRequest, FrameRequest, SiderealRequest,
};
use astrology_core::western::analysis::harmonic::{natal_harmonic, HarmonicRequest};
use astrology_core::western::analysis::local_space::local_space;
use astrology_core::western::analysis::uranian::{natal_uranian, UranianRequest};
use astrology_core::western::request::{AspectChoice, Birth};
use common::{angle_diff, cases, fixture, num, text, ARCSEC};
use serde_json::Value;

fn birth(c: &Value) -> Birth {
    common::init();
    Birth::new(
        Moment { jd_ut: num(&c["jd_ut"]), offset_minutes: 0 },
        Place { lat: num(&c["lat"]), lon: num(&c["lon"]) },
    )
}

fn frame(c: &Value) -> FrameRequest {
    FrameRequest { birth: birth(c), aspects: AspectChoice::default() }
}

fn key_pairs(v: &Value) -> Vec<String> {
    let mut out: Vec<String> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_array().unwrap().iter().map(text).collect::<Vec<_>>().join(" "))
        .collect();
    out.sort();
    out
}

#[test]
fn declinations_out_of_bounds_and_parallels_match_pyswisseph() {
    let doc = fixture("western_analysis.json");
    let (mut n, mut worst) = (0, 0.0f64);
    for c in cases(&doc, "cases") {
        let a = natal_declinations(&DeclinationsRequest { birth: birth(c), orb: None }).unwrap();
        assert!((a.obliquity - num(&c["obliquity"])).abs() < ARCSEC);
        assert_eq!(a.points.len(), 15);
        for p in &a.points {
            let e = &c["declinations"][p.key];
            let d = (p.declination - num(&e[0])).abs();
            assert!(d < ARCSEC, "{} declination {} vs {}", p.key, p.declination, e[0]);
            assert!(angle_diff(p.right_ascension, num(&e[1])) < ARCSEC, "{} RA", p.key);
            worst = worst.max(d);
            n += 1;
        }
        let oob: Vec<&str> = a.points.iter().filter(|p| p.out_of_bounds).map(|p| p.key).collect();
        let expected: Vec<&str> = c["out_of_bounds"].as_array().unwrap().iter().map(text).collect();
        assert_eq!(oob, expected);
        let key = |name: &str| a.points.iter().find(|p| p.name == name).unwrap().key;
        let mut ours: Vec<String> =
            a.parallels.iter().map(|p| format!("{} {} {}", key(p.p1), key(p.p2), p.aspect)).collect();
        ours.sort();
        assert_eq!(ours, key_pairs(&c["parallels"]), "parallels at jd {}", c["jd_ut"]);
    }
    eprintln!("declinations: {n} values, worst {:.1e}\"", worst / ARCSEC);
    assert_eq!(n, 60 * 15);
}

#[test]
fn antiscia_are_the_mirrors_of_the_pyswisseph_longitudes_with_the_same_contacts() {
    let doc = fixture("western_analysis.json");
    for c in cases(&doc, "cases") {
        let a = natal_antiscia(&AntisciaRequest { birth: birth(c), orb: None }).unwrap();
        for p in &a.points {
            let lon = match p.key {
                "ascendant" => num(&c["ascendant"]),
                "mc" => num(&c["mc"]),
                k => num(&c["tropical"][k]),
            };
            assert!(angle_diff(p.antiscion.longitude, 180.0 - lon) < ARCSEC, "{} antiscion", p.key);
            assert!(angle_diff(p.contra_antiscion.longitude, -lon) < ARCSEC, "{} contra-antiscion", p.key);
        }
        let key = |name: &str| a.points.iter().find(|p| p.name == name).unwrap().key;
        let mut ours: Vec<String> =
            a.contacts.iter().map(|x| format!("{} {} {}", key(x.point), x.kind, key(x.contacts))).collect();
        ours.sort();
        assert_eq!(ours, key_pairs(&c["antiscia_contacts"]), "contacts at jd {}", c["jd_ut"]);
    }
}

#[test]
fn harmonic_longitudes_are_n_times_the_pyswisseph_longitudes() {
    let doc = fixture("western_analysis.json");
    for c in cases(&doc, "cases") {
        let n = c["harmonic"].as_u64().unwrap() as u32;
        let a = natal_harmonic(&HarmonicRequest { birth: birth(c), aspects: AspectChoice::default(), n }).unwrap();
        assert_eq!(a.points.len(), 15);
        for p in &a.points {
            let lon = match p.key {
                "ascendant" => num(&c["ascendant"]),
                "mc" => num(&c["mc"]),
                k => num(&c["tropical"][k]),
            };
            // n times a longitude known to 1e-9° is known to n·1e-9°.
            assert!(angle_diff(p.longitude, (n as f64 * lon).rem_euclid(360.0)) < ARCSEC, "{} H{n}", p.key);
        }
        // Every aspect's separation is the shorter arc between the two harmonic longitudes.
        for asp in &a.aspects {
            let l = |name: &str| a.points.iter().find(|p| p.name == name).unwrap().longitude;
            assert!((angle_diff(l(asp.p1), l(asp.p2)) - asp.separation).abs() < 1e-9);
            assert!(asp.orb <= asp.max_orb);
        }
    }
}

#[test]
fn heliocentric_positions_match_pyswisseph_helctr() {
    let doc = fixture("western_analysis.json");
    let mut n = 0;
    for c in cases(&doc, "cases") {
        let a = natal_heliocentric(&frame(c)).unwrap();
        assert_eq!(a.chart.planets.len(), 10);
        for p in &a.chart.planets {
            let e = &c["heliocentric"][p.key];
            assert!(angle_diff(p.longitude, num(&e[0])) < ARCSEC, "{} {} vs {}", p.key, p.longitude, e[0]);
            assert!((p.latitude - num(&e[1])).abs() < ARCSEC, "{} latitude", p.key);
            assert!((p.speed - num(&e[2])).abs() < 1e-6, "{} speed", p.key);
            n += 1;
        }
        assert!(angle_diff(a.chart.ascendant.longitude, num(&c["ascendant"])) < ARCSEC);
    }
    assert_eq!(n, 600);
}

#[test]
fn draconic_longitudes_are_pyswisseph_longitudes_minus_the_node() {
    let doc = fixture("western_analysis.json");
    for c in cases(&doc, "cases") {
        for (node, node_lon) in [(None, num(&c["tropical"]["true_node"])), (Some(NodeType::Mean), num(&c["mean_node"]))]
        {
            let a = natal_draconic(&DraconicRequest { chart: frame(c), node }).unwrap();
            assert!(angle_diff(a.frame.node_longitude.unwrap(), node_lon) < ARCSEC);
            for p in &a.chart.planets {
                assert!(angle_diff(p.longitude, num(&c["tropical"][p.key]) - node_lon) < ARCSEC, "{}", p.key);
            }
            assert!(angle_diff(a.chart.ascendant.longitude, num(&c["ascendant"]) - node_lon) < ARCSEC);
            assert!(angle_diff(a.chart.mc.longitude, num(&c["mc"]) - node_lon) < ARCSEC);
            for (cusp, e) in a.chart.houses.iter().zip(c["cusps"].as_array().unwrap()) {
                assert!(angle_diff(cusp.longitude, num(e) - node_lon) < ARCSEC);
            }
            if node.is_none() {
                let n = a.chart.planets.iter().find(|p| p.key == "true_node").unwrap();
                assert!(angle_diff(n.longitude, 0.0) < 1e-9, "the true node stands at 0° Aries");
            }
        }
    }
}

#[test]
fn sidereal_positions_and_houses_match_pyswisseph_sidereal() {
    let doc = fixture("western_analysis.json");
    let mut n = 0;
    for c in cases(&doc, "cases") {
        for slug in [None, Some("lahiri")] {
            let e = &c["sidereal"][slug.unwrap_or("fagan_bradley")];
            let a = natal_sidereal(&SiderealRequest { chart: frame(c), ayanamsa: slug.map(String::from) }).unwrap();
            assert_eq!(a.frame.ayanamsa, Some(slug.unwrap_or("fagan_bradley")));
            assert!((a.frame.ayanamsa_value.unwrap() - num(&e["ayanamsa"])).abs() < ARCSEC);
            for p in &a.chart.planets {
                assert!(angle_diff(p.longitude, num(&e["positions"][p.key])) < ARCSEC, "{} sidereal", p.key);
                n += 1;
            }
            for (cusp, x) in a.chart.houses.iter().zip(e["cusps"].as_array().unwrap()) {
                assert!(angle_diff(cusp.longitude, num(x)) < ARCSEC, "cusp {}", cusp.house);
            }
            assert!(angle_diff(a.chart.ascendant.longitude, num(&e["ascendant"])) < ARCSEC);
            assert!(angle_diff(a.chart.mc.longitude, num(&e["mc"])) < ARCSEC);
        }
    }
    assert_eq!(n, 60 * 2 * 13);
}

#[test]
fn uranian_points_match_pyswisseph_bodies_40_to_47_and_pictures_follow_the_dial_rule() {
    let doc = fixture("western_analysis.json");
    let (mut n, mut pics) = (0, 0);
    for c in cases(&doc, "cases") {
        let a = natal_uranian(&UranianRequest { birth: birth(c), orb: None }).unwrap();
        assert_eq!(a.points.len(), 8);
        for p in &a.points {
            let e = &c["uranian"][p.key];
            assert!(angle_diff(p.longitude, num(&e[0])) < ARCSEC, "{} {} vs {}", p.key, p.longitude, e[0]);
            assert!((p.latitude - num(&e[1])).abs() < ARCSEC, "{} latitude", p.key);
            assert!((p.speed - num(&e[2])).abs() < 1e-6, "{} speed", p.key);
            n += 1;
        }
        // The pictures recomputed here from the pyswisseph longitudes: every (A, B, C) with C
        // within 1° of the shorter-arc midpoint of A and B, modulo 90°.
        let mut f: Vec<(String, f64)> = vec![("Aries Point".into(), 0.0)];
        for k in
            ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto", "true_node"]
        {
            let name = a.dial.iter().find(|d| d.name.to_lowercase().replace(' ', "_") == k).unwrap().name;
            f.push((name.into(), num(&c["tropical"][k])));
        }
        f.push(("Ascendant".into(), num(&c["ascendant"])));
        f.push(("MC".into(), num(&c["mc"])));
        for p in &a.points {
            f.push((p.name.into(), num(&c["uranian"][p.key][0])));
        }
        let (mut expected, mut possible) = (Vec::new(), Vec::new());
        for i in 0..f.len() {
            for j in i + 1..f.len() {
                let d = (f[j].1 - f[i].1).rem_euclid(360.0);
                let mid = if d <= 180.0 { f[i].1 + d / 2.0 } else { f[j].1 + (360.0 - d) / 2.0 };
                for (k, x) in f.iter().enumerate() {
                    let on_dial = (x.1 - mid).rem_euclid(90.0);
                    // Within 1e-6° of the orb's edge, rounding decides: such a picture may or may not be listed.
                    let dist = on_dial.min(90.0 - on_dial);
                    let name = format!("{}/{} = {}", f[i].0, f[j].0, x.0);
                    if k != i && k != j && dist <= 1.0 + 1e-6 {
                        if dist <= 1.0 - 1e-6 {
                            expected.push(name.clone());
                        }
                        possible.push(name);
                    }
                }
            }
        }
        let ours: Vec<&str> = a.pictures.iter().map(|p| p.picture.as_str()).collect();
        for e in &expected {
            assert!(ours.contains(&e.as_str()), "missing picture {e} at jd {}", c["jd_ut"]);
        }
        for o in &ours {
            assert!(possible.iter().any(|e| e == o), "extra picture {o} at jd {}", c["jd_ut"]);
        }
        pics += expected.len();
    }
    eprintln!("uranian: {n} points, {pics} pictures");
    assert_eq!(n, 480);
}

#[test]
fn local_space_azimuths_match_pyswisseph_azalt_and_lines_keep_their_bearing() {
    let doc = fixture("western_analysis.json");
    let mut n = 0;
    for c in cases(&doc, "cases") {
        let a = local_space(&birth(c)).unwrap();
        assert_eq!(a.lines.len(), 10);
        let (lat, lon) = (num(&c["lat"]).to_radians(), num(&c["lon"]));
        for l in &a.lines {
            let e = &c["local_space"][l.planet.to_lowercase()];
            assert!(angle_diff(l.azimuth, num(&e[0])) < ARCSEC, "{} azimuth {} vs {}", l.planet, l.azimuth, e[0]);
            assert!((l.altitude - num(&e[1])).abs() < ARCSEC, "{} altitude", l.planet);
            // Each point of the line: the initial bearing from the birth place to it (spherical
            // trigonometry, written here) is the azimuth (on the way out) or its opposite (on the
            // way back). 361 points, less a lone point the antimeridian cut may leave.
            let pts: Vec<[f64; 2]> = l.geometry.coordinates.iter().flatten().copied().collect();
            assert!(pts.len() >= 359, "{} points", pts.len());
            let (mut out, mut back) = (0, 0);
            for p in &pts {
                let (p2, dl) = (p[1].to_radians(), (p[0] - lon).to_radians());
                let cos_d = lat.sin() * p2.sin() + lat.cos() * p2.cos() * dl.cos();
                if cos_d.abs() > (0.5f64).to_radians().cos() {
                    continue; // within half a degree of the birth place or its antipode
                }
                let bearing =
                    (dl.sin() * p2.cos()).atan2(lat.cos() * p2.sin() - lat.sin() * p2.cos() * dl.cos()).to_degrees();
                if angle_diff(bearing, l.azimuth) < 1e-6 {
                    out += 1;
                } else {
                    assert!(angle_diff(bearing, l.azimuth + 180.0) < 1e-6, "{} bearing {bearing}", l.planet);
                    back += 1;
                }
            }
            assert!(out >= 177 && back >= 177, "{out} out, {back} back");
            n += 1;
        }
    }
    assert_eq!(n, 600);
}
