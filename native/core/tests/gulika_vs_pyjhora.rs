//! Gulika (Lahiri) against PyJHora and against the fixture's classical recomputation.
//!
//! Expected values: `test/fixtures/pyjhora_gulika.json` (`tools/gen_pyjhora_gulika.py`):
//! - day births: PyJHora 4.8.7 `drik.gulika_longitude` (the ascendant at the start of Saturn's
//!   eighth of the daytime), on pyswisseph 2.10.03 and the same `.se1` files;
//! - night births: PyJHora 4.8.7 does not follow the rule at night (it puts the night portions
//!   on the daytime clock; the fixture marks these `pyjhora_matches_classical: false`), so the
//!   expected value is the fixture's `classical_recomputed`, computed by the generator from
//!   pyswisseph primitives with PyJHora's sunrise convention.
//!
//! Sunrise convention. PyJHora uses `BIT_HINDU_RISING` (disc centre, no refraction, and
//! `BIT_GEOCTR_NO_ECL_LAT`: geocentric, ecliptic latitude ignored) with `FLG_TRUEPOS` (no
//! aberration or light time). The core does not offer that exact variant; its nearest is `SunriseDefinition::DiscCenter`
//! (disc centre, no refraction, topocentric, apparent Sun), which is what is compared here. The
//! two differ by the Sun's parallax (8.8″) and aberration (20.5″), i.e. about a second at sunrise
//! and sunset; PyJHora also rounds its sunrise/sunset to whole seconds (which alone costs it up
//! to 0.0024° against the classical recomputation on day births).
//!
//! Tolerances. The weekday, day/night and Saturn's eighth must be identical. Times (sunrise,
//! sunset, portion start and end) within 2 s of the classical recomputation: the convention
//! difference above (observed ≤ 1 s). Longitudes within 0.01° (36″): the ascendant turns on
//! average 1° per 4 minutes of time (15″ per second) and up to a few times faster in
//! fast-rising signs at these latitudes (|lat| ≤ 50°), so 36″ is ~2 s of a fast ascendant.
//! Observed: ≤ 0.0032° (printed with --nocapture).

mod common;

use astrology_core::ephemeris::ayanamsa::LAHIRI;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::rise_set::SunriseDefinition;
use astrology_core::ephemeris::Moment;
use astrology_core::vedic::gulika::{gulika, WEEKDAY_NAMES};
use common::{angle_diff, cases, fixture, init, local_input, num, Spread, SECOND};
use serde_json::Value;

const LONGITUDE_TOLERANCE_DEG: f64 = 0.01;
const TIME_TOLERANCE_S: f64 = 2.0;

#[test]
fn gulika_matches_pyjhora_by_day_and_the_classical_rule_by_night() {
    init();
    let doc = fixture("pyjhora_gulika.json");
    let all = cases(&doc, "cases");
    assert_eq!(all.len(), 30);
    let (mut day_n, mut night_n) = (0, 0);
    let mut lon_day = Spread::default();
    let mut lon_night = Spread::default();
    let mut lon_classical = Spread::default();
    let mut times = Spread::default();
    for case in all {
        let input = &case["input"];
        let moment = Moment::from_local(&local_input(input)).unwrap();
        assert!((moment.jd_ut - num(&case["jd_ut"])).abs() < 1e-9, "jd of {input}");
        let place = Place::checked(num(&input["lat"]), num(&input["lon"])).unwrap();
        let g = gulika(moment.jd_ut, moment.offset_minutes, place, LAHIRI, SunriseDefinition::DiscCenter)
            .unwrap()
            .expect("the Sun rises and sets below 50°");
        let classical = &case["classical_recomputed"];
        let is_day = classical["period"] == "day";
        let pyjhora_ok = case["pyjhora_matches_classical"] == Value::Bool(true);
        // The fixture's own statement: PyJHora is right by day only.
        assert_eq!(is_day, pyjhora_ok, "fixture flags for {input}");

        // Which part of the day, which weekday, which eighth: exact.
        assert_eq!(g.daytime, is_day, "day/night of {input}");
        let weekday = classical["vedic_weekday"].as_u64().unwrap() as usize;
        assert_eq!(g.weekday, WEEKDAY_NAMES[weekday], "Vedic weekday of {input}");
        let (start, end) = (num(&classical["period_start_jd_ut"]), num(&classical["period_end_jd_ut"]));
        let part = (end - start) / 8.0;
        let k = classical["saturn_portion_index"].as_u64().unwrap() as f64;
        let (got_start, got_end) =
            if g.daytime { (g.day.sunrise, g.day.sunset) } else { (g.day.sunset, g.day.next_sunrise) };
        let got_k = ((g.portion_start - got_start) / (g.portion_end - g.portion_start)).round();
        assert_eq!(got_k, k, "Saturn's portion of {input}");

        // Times: only the sunrise conventions differ.
        for (what, got, want) in [
            ("period start", got_start, start),
            ("period end", got_end, end),
            ("portion start", g.portion_start, num(&classical["gulika_jd_ut"])),
            ("portion end", g.portion_end, num(&classical["gulika_jd_ut"]) + part),
        ] {
            let d = (got - want).abs() / SECOND;
            times.add(d);
            assert!(d <= TIME_TOLERANCE_S, "{what} of {input}: {d:.2} s from the classical recomputation");
        }

        let want_classical = num(&classical["longitude"]);
        let dc = angle_diff(g.longitude, want_classical);
        lon_classical.add(dc);
        assert!(dc <= LONGITUDE_TOLERANCE_DEG, "{input}: core {} vs classical {want_classical}", g.longitude);
        if is_day {
            day_n += 1;
            let want = num(&case["gulika_longitude"]);
            let d = angle_diff(g.longitude, want);
            lon_day.add(d);
            assert!(
                d <= LONGITUDE_TOLERANCE_DEG,
                "day birth {input}: core {} vs PyJHora {want} ({d:.4}°)",
                g.longitude
            );
        } else {
            night_n += 1;
            lon_night.add(dc);
        }
    }
    assert!(day_n >= 5 && night_n >= 5, "fixture should exercise both: {day_n} day, {night_n} night");
    println!("gulika (core DiscCenter) vs references, {day_n} day and {night_n} night births");
    println!("  day, vs PyJHora:              max {:.4}° mean {:.4}°", lon_day.max, lon_day.mean());
    println!("  night, vs classical:          max {:.4}° mean {:.4}°", lon_night.max, lon_night.mean());
    println!("  all, vs classical:            max {:.4}° mean {:.4}°", lon_classical.max, lon_classical.mean());
    println!("  sunrise/sunset/portion times: max {:.2} s mean {:.2} s", times.max, times.mean());
}
