//! Western positions, houses in every house system, Lilith, asteroids and fixed stars against
//! pyswisseph on 300 random charts (`test/fixtures/western_swisseph.json`, made by
//! `tools/gen_western_oracles.py swisseph`).
mod common;

use astrology_core::ephemeris::fixed_stars;
use astrology_core::ephemeris::houses::HOUSE_SYSTEMS;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::western::asteroids::natal_asteroids;
use astrology_core::western::chart::{natal_points, MEAN_LILITH, TRUE_LILITH};
use astrology_core::western::fixed_stars::{self as conj, FixedStarsRequest, StarSet};
use astrology_core::western::request::{Birth, Lilith};
use common::{angle_diff, cases, fixture, num, text, ARCSEC};
use serde_json::Value;

fn moment(c: &Value) -> Moment {
    common::init();
    Moment { jd_ut: num(&c["jd_ut"]), offset_minutes: 0 }
}

fn place(c: &Value) -> Place {
    Place { lat: num(&c["lat"]), lon: num(&c["lon"]) }
}

#[test]
fn chart_points_and_every_house_system_match_pyswisseph_within_an_arcsecond() {
    let doc = fixture("western_swisseph.json");
    let all = cases(&doc, "cases");
    assert_eq!(all.len(), 300);
    let (mut cusps, mut points, mut worst_cusp, mut worst_point) = (0, 0, 0.0f64, 0.0f64);
    for c in all {
        let (m, p) = (moment(c), place(c));
        for system in HOUSE_SYSTEMS {
            let letter = (system.code as char).to_string();
            let e = c["houses"][&letter].as_array().unwrap_or_else(|| panic!("no houses {letter}"));
            let chart = natal_points(m, p, *system, MEAN_LILITH).unwrap();
            let n = system.cusp_count();
            assert_eq!(e.len(), n + 2, "{letter}");
            assert_eq!(chart.houses.cusps.len(), n, "{letter}");
            let ours = chart.houses.cusps.iter().chain([&chart.houses.ascendant, &chart.houses.mc]);
            for (i, (o, x)) in ours.zip(e).enumerate() {
                let d = angle_diff(*o, num(x));
                assert!(d < ARCSEC, "{} cusp {} at jd {}: {o} vs {x}", system.slug, i + 1, c["jd_ut"]);
                worst_cusp = worst_cusp.max(d);
                cusps += 1;
            }
            // Houses of the points follow the cusps they were computed with.
            for pt in &chart.points {
                assert!((1..=n as u8).contains(&pt.house), "{} house {}", pt.name, pt.house);
            }
            if system.slug == "placidus" {
                for pt in &chart.points {
                    let key = if pt.key == "lilith" { "mean_lilith" } else { pt.key };
                    let x = &c["positions"][key];
                    let d = angle_diff(pt.longitude, num(&x[0]));
                    assert!(d < ARCSEC, "{key} longitude {} vs {}", pt.longitude, x[0]);
                    assert!((pt.latitude - num(&x[1])).abs() < ARCSEC, "{key} latitude");
                    assert!((pt.speed - num(&x[2])).abs() < 1e-6, "{key} speed");
                    worst_point = worst_point.max(d);
                    points += 1;
                }
            }
        }
    }
    eprintln!(
        "western_swisseph: {cusps} cusps/angles (24 systems), worst {:.1e}\"; {points} points, worst {:.1e}\"",
        worst_cusp / ARCSEC,
        worst_point / ARCSEC
    );
    assert_eq!(points, 300 * 13);
    assert_eq!(cusps, 300 * (23 * 14 + 38));
}

#[test]
fn asteroids_and_both_liliths_match_pyswisseph_within_an_arcsecond() {
    let doc = fixture("western_swisseph.json");
    let mut n = 0;
    for c in cases(&doc, "cases") {
        let mut r = Birth::new(moment(c), place(c));
        for (lilith, key) in [(Lilith::Mean, "mean_lilith"), (Lilith::True, "true_lilith")] {
            r.lilith = lilith;
            let ast = natal_asteroids(&r).unwrap();
            let keys = ["chiron", "ceres", "pallas", "juno", "vesta", key];
            assert_eq!(ast.asteroids.len(), keys.len());
            for (a, k) in ast.asteroids.iter().zip(keys) {
                let x = &c["positions"][k];
                assert!(angle_diff(a.longitude, num(&x[0])) < ARCSEC, "{k}: {} vs {}", a.longitude, x[0]);
                assert!((a.latitude - num(&x[1])).abs() < ARCSEC, "{k} latitude");
                assert!((a.speed - num(&x[2])).abs() < 1e-6, "{k} speed");
                n += 1;
            }
        }
        // The true Lilith through the chart itself.
        let chart = natal_points(moment(c), place(c), HOUSE_SYSTEMS[0], TRUE_LILITH).unwrap();
        assert!(angle_diff(chart.lon("lilith"), num(&c["positions"]["true_lilith"][0])) < ARCSEC);
    }
    assert_eq!(n, 300 * 12);
}

#[test]
fn default_fixed_stars_match_pyswisseph_fixstar2_within_an_arcsecond() {
    let doc = fixture("western_swisseph.json");
    let mut n = 0;
    for c in cases(&doc, "cases").iter().filter(|c| c.get("stars").is_some()) {
        let stars = fixed_stars::default_stars(moment(c).jd_ut).unwrap();
        assert_eq!(stars.len(), 36);
        for s in &stars {
            let e = &c["stars"][&s.nomenclature];
            assert!(angle_diff(s.longitude, num(&e[0])) < ARCSEC, "{} {} vs {}", s.name, s.longitude, e[0]);
            assert!((s.latitude - num(&e[1])).abs() < ARCSEC, "{} latitude", s.name);
            assert_eq!(s.magnitude, num(&e[2]), "{} magnitude", s.name);
            n += 1;
        }
    }
    assert_eq!(n, 50 * 36);
}

#[test]
fn whole_catalogue_matches_pyswisseph_under_every_name_and_nomenclature() {
    let doc = fixture("western_swisseph.json");
    for cat in cases(&doc, "catalogue") {
        common::init();
        let jd = num(&cat["jd_ut"]);
        let ours = fixed_stars::all_stars(jd).unwrap();
        let rows = cat["stars"].as_array().unwrap();
        for row in rows {
            // [searched, found "name,nomenclature", longitude, latitude, magnitude]
            let found = text(&row[1]);
            let (name, nom) = found.split_once(',').unwrap();
            let (name, nom) = (name.trim(), nom.trim());
            let ok = ours.iter().any(|(s, aliases)| {
                s.nomenclature == nom
                    && (name.is_empty() || s.name == name || aliases.iter().any(|a| a == name))
                    && angle_diff(s.longitude, num(&row[2])) < ARCSEC
                    && (s.latitude - num(&row[3])).abs() < ARCSEC
                    && s.magnitude == num(&row[4])
            });
            assert!(ok, "{} → {found} at jd {jd}: no star of ours has that name and position", row[0]);
        }
        // Every name of the file is kept, once.
        let mut names: Vec<&str> = ours
            .iter()
            .flat_map(|(s, a)| std::iter::once(s.name.as_str()).chain(a.iter().map(|x| x.as_str())))
            .collect();
        let n = names.len();
        names.sort();
        names.dedup();
        assert!(ours.len() > 1000 && n > ours.len(), "{} stars, {n} names", ours.len());
        eprintln!(
            "catalogue at jd {jd}: {} lookups matched; {} distinct stars, {n} names ({} distinct)",
            rows.len(),
            ours.len(),
            names.len()
        );
    }
}

#[test]
fn conjunctions_are_within_the_orb_and_complete() {
    let doc = fixture("western_swisseph.json");
    let (mut found, mut total_all) = (0, 0);
    for c in cases(&doc, "cases").iter().filter(|c| c.get("stars").is_some()) {
        let mut r =
            FixedStarsRequest { birth: Birth::new(moment(c), place(c)), orb: Some(2.0), stars: StarSet::Default };
        let a = conj::fixed_stars(&r).unwrap();
        // Independent recount from the fixture's star and point longitudes.
        let chart = r.birth.chart().unwrap();
        let mut pts: Vec<f64> = chart.points.iter().map(|p| p.longitude).collect();
        pts.extend([chart.ascendant(), chart.mc(), chart.ascendant() + 180.0, chart.mc() + 180.0]);
        let mut expected = 0;
        for s in c["stars"].as_object().unwrap().values() {
            expected += pts.iter().filter(|&&p| angle_diff(p, num(&s[0])) <= 2.0).count();
        }
        assert_eq!(a.conjunctions.len(), expected, "at jd {}", c["jd_ut"]);
        assert!(a.conjunctions.iter().all(|x| x.orb <= 2.0 && angle_diff(x.point_longitude, x.star_longitude) <= 2.0));
        assert!(a.conjunctions.windows(2).all(|w| w[0].orb <= w[1].orb));
        assert_eq!(a.stars.len(), 36);
        found += expected;
        if total_all < 3 {
            r.stars = StarSet::All;
            let b = conj::fixed_stars(&r).unwrap();
            assert!(b.stars_checked > 1000);
            assert!(b.conjunctions.len() >= a.conjunctions.len());
            assert!(b.stars.iter().all(|s| b.conjunctions.iter().any(|x| x.star == s.name)));
            total_all += 1;
        }
    }
    assert!(found > 50, "{found}");
    let c = &cases(&doc, "cases")[0];
    let bad = FixedStarsRequest { birth: Birth::new(moment(c), place(c)), orb: Some(11.0), stars: StarSet::Default };
    assert!(conj::fixed_stars(&bad).is_err());
}
