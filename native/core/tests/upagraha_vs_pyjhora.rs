//! Upagrahas (Lahiri) against PyJHora 4.8.7 and against the fixture's classical recomputation.
//!
//! Expected values: `test/fixtures/pyjhora_upagraha.json` (`tools/gen_upagraha_pyjhora.py`),
//! 100 random births, |lat| ≤ 50°, 1950-2050:
//! - Sun-based: PyJHora's `solar_upagraha_longitudes`, fed with pyswisseph's apparent Lahiri Sun
//!   (`sun_sidereal`, the same flags as the core's Sun): equal to 1e-6°.
//! - Time-based, day births: PyJHora's `kaala_longitude` … `maandi_longitude` where PyJHora puts
//!   the planet in the same eighth as BPHS. PyJHora's table of lords puts the lordless eighth
//!   right after Saturn's (BPHS and Phaladeepika: the 8th), so for planets whose part follows
//!   Saturn's it is one eighth later; there the core must differ from PyJHora by exactly that
//!   one part, and the fixture's recomputation with PyJHora's table shows PyJHora is otherwise
//!   the same computation.
//! - Time-based, all births (night ones above all, where PyJHora 4.8.7 does not follow the
//!   rule): the fixture's `classical` recomputation from pyswisseph primitives.
//!
//! Tolerances as in gulika_vs_pyjhora.rs: the core's `DiscCenter` sunrise differs from PyJHora's
//! `BIT_HINDU_RISING|FLG_TRUEPOS` by ~1 s (parallax, aberration), PyJHora rounds its sunrise to
//! whole seconds; 0.01° is ~2 s of a fast ascendant at |lat| ≤ 50°. Printed with --nocapture.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::rise_set::SunriseDefinition;
use astrology_core::ephemeris::Moment;
use astrology_core::vedic::chart::ChartRequest;
use astrology_core::vedic::gulika::WEEKDAY_NAMES;
use astrology_core::vedic::upagraha::{sun_based_longitudes, upagraha_positions, UpagrahaPositions, UpagrahaRequest};
use common::{angle_diff, cases, fixture, init, local_input, num, Spread};

const SUN_BASED_TOLERANCE_DEG: f64 = 1e-6;
const TIME_BASED_TOLERANCE_DEG: f64 = 0.01;
const TIME_BASED: [&str; 6] = ["Kala", "Mrityu", "Ardhaprahara", "Yamaghantaka", "Gulika", "Mandi"];

#[test]
fn upagrahas_match_pyjhora_and_the_classical_rule() {
    init();
    let doc = fixture("pyjhora_upagraha.json");
    let all = cases(&doc, "cases");
    assert_eq!(all.len(), 100);
    let mut st = Stats::default();
    for case in all {
        let input = &case["input"];
        let moment = Moment::from_local(&local_input(input)).unwrap();
        assert!((moment.jd_ut - num(&case["jd_ut"])).abs() < 1e-9, "jd of {input}");
        let req = UpagrahaRequest {
            chart: ChartRequest {
                moment,
                place: Place { lat: num(&input["lat"]), lon: num(&input["lon"]) },
                ayanamsa: Some("lahiri".into()),
                node: NodeType::Mean,
            },
            sunrise: SunriseDefinition::DiscCenter,
        };
        let got = upagraha_positions(&req).unwrap();
        assert!(got.unavailable.is_empty(), "{input}: the Sun rises and sets below 50°");
        assert_eq!(got.upagrahas.len(), 11);
        check_sun_based(case, &got, &mut st);
        check_time_based(case, &got, &mut st);
    }
    assert!(st.day_n >= 20 && st.night_n >= 20, "{} day, {} night", st.day_n, st.night_n);
    assert!(
        st.compared_with_pyjhora >= 100 && st.table_shifted >= 20,
        "{} / {}",
        st.compared_with_pyjhora,
        st.table_shifted
    );
    println!("upagrahas (core DiscCenter, Lahiri) vs references, {} day and {} night births", st.day_n, st.night_n);
    println!("  Sun, core vs pyswisseph:           max {:.2e}°", st.sun.max);
    println!("  Sun-based formula vs PyJHora:      max {:.2e}°", st.formula.max);
    println!("  Sun-based, core chain vs PyJHora:  max {:.2e}°", st.sun_based.max);
    println!(
        "  time-based day vs PyJHora ({}): max {:.4}° mean {:.4}°",
        st.compared_with_pyjhora,
        st.vs_pyjhora.max,
        st.vs_pyjhora.mean()
    );
    println!("  time-based day, PyJHora one part later (lordless-part table): {}", st.table_shifted);
    println!(
        "  time-based day vs classical:       max {:.4}° mean {:.4}°",
        st.vs_classical_day.max,
        st.vs_classical_day.mean()
    );
    println!(
        "  time-based night vs classical:     max {:.4}° mean {:.4}°",
        st.vs_classical_night.max,
        st.vs_classical_night.mean()
    );
}

#[test]
fn polar_day_keeps_the_sun_based_and_lists_the_time_based_as_unavailable() {
    init();
    // Longyearbyen (78.2°N) at the June solstice: the Sun never sets.
    let moment = Moment::from_local(&astrology_core::ephemeris::time::LocalInput {
        date: "2024-06-21".into(),
        time: "12:00".into(),
        tz: Some("+01:00".into()),
        timezone: None,
    })
    .unwrap();
    let req = UpagrahaRequest {
        chart: ChartRequest {
            moment,
            place: Place { lat: 78.2232, lon: 15.6267 },
            ayanamsa: None,
            node: NodeType::Mean,
        },
        sunrise: SunriseDefinition::UpperLimb,
    };
    let got = upagraha_positions(&req).unwrap();
    assert!(got.division.is_none());
    let names: Vec<&str> = got.upagrahas.iter().map(|u| u.name).collect();
    assert_eq!(names, ["Dhuma", "Vyatipata", "Parivesha", "Indrachapa", "Upaketu"]);
    let missing: Vec<&str> = got.unavailable.iter().map(|u| u.name).collect();
    assert_eq!(missing, TIME_BASED);
    // BPHS 3.64: Upaketu + one sign = the Sun.
    assert!(angle_diff(got.upagrahas[4].longitude + 30.0, got.sun.longitude) < 1e-9);
}

/// What the comparisons found, for the summary printed at the end.
#[derive(Default)]
struct Stats {
    sun: Spread,
    formula: Spread,
    sun_based: Spread,
    vs_pyjhora: Spread,
    vs_classical_day: Spread,
    vs_classical_night: Spread,
    compared_with_pyjhora: usize,
    table_shifted: usize,
    day_n: usize,
    night_n: usize,
}

/// Sun-based upagrahas: the formula on the same Sun, then the whole chain from the core's Sun.
fn check_sun_based(case: &serde_json::Value, got: &UpagrahaPositions, st: &mut Stats) {
    let input = &case["input"];
    let find = |name: &str| got.upagrahas.iter().find(|u| u.name == name).unwrap();
    let want_sun = num(&case["sun_sidereal"]);
    st.sun.add(angle_diff(got.sun.longitude, want_sun));
    for (name, lon) in sun_based_longitudes(want_sun) {
        let want = num(&case["sun_based"][name]);
        st.formula.add(angle_diff(lon, want));
        assert!(angle_diff(lon, want) < 1e-9, "{name} formula for {input}: {lon} vs PyJHora {want}");
        let u = find(name);
        assert_eq!(u.kind, "sun_based");
        let d = angle_diff(u.longitude, want);
        st.sun_based.add(d);
        assert!(d < SUN_BASED_TOLERANCE_DEG, "{name} of {input}: {} vs PyJHora {want}", u.longitude);
    }
}

/// Time-based upagrahas: day or night, weekday, part numbers exact; longitudes within 0.01°.
fn check_time_based(case: &serde_json::Value, got: &UpagrahaPositions, st: &mut Stats) {
    let input = &case["input"];
    let find = |name: &str| got.upagrahas.iter().find(|u| u.name == name).unwrap();
    let is_day = case["period"] == "day";
    let division = got.division.as_ref().expect("a divided day");
    assert_eq!(division.daytime, is_day, "day/night of {input}");
    let weekday = case["vedic_weekday"].as_u64().unwrap() as usize;
    assert_eq!(division.weekday, WEEKDAY_NAMES[weekday], "weekday of {input}");
    if is_day {
        st.day_n += 1;
    } else {
        st.night_n += 1;
    }
    for name in TIME_BASED {
        let e = &case["time_based"][name];
        let u = find(name);
        assert_eq!(u.kind, "time_based");
        let k = e["classical_part_index"].as_u64().unwrap() as u8;
        assert_eq!(u.part_number, Some(k + 1), "{name}'s eighth for {input}");
        let rises = u.rises_at.as_ref().unwrap().jd_ut;
        assert!((rises - num(&e["classical_jd_ut"])).abs() < 2.0 / 86_400.0, "{name} time for {input}");
        let want = num(&e["classical"]);
        let d = angle_diff(u.longitude, want);
        assert!(d <= TIME_BASED_TOLERANCE_DEG, "{name} of {input}: {} vs classical {want}", u.longitude);
        if is_day {
            st.vs_classical_day.add(d);
            let kp = e["pyjhora_table_part_index"].as_u64().unwrap() as u8;
            let pyjhora = num(&e["pyjhora"]);
            if kp == k {
                st.compared_with_pyjhora += 1;
                let dp = angle_diff(u.longitude, pyjhora);
                st.vs_pyjhora.add(dp);
                assert!(dp <= TIME_BASED_TOLERANCE_DEG, "day {name} of {input}: {} vs PyJHora {pyjhora}", u.longitude);
            } else {
                // The documented disagreement: PyJHora's part is exactly one later, and
                // PyJHora equals the recomputation with its own table.
                st.table_shifted += 1;
                assert_eq!(kp, k + 1, "{name} of {input}: PyJHora's part");
                assert!(angle_diff(pyjhora, num(&e["pyjhora_table_recomputed"])) <= TIME_BASED_TOLERANCE_DEG);
                assert_ne!(name, "Gulika");
                assert_ne!(name, "Mandi");
            }
        } else {
            st.vs_classical_night.add(d);
        }
    }
}
