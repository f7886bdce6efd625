//! The panchang day's shared sunrises and sunsets (`panchang::sun_events`) and the vara found
//! from the sunrise window (`panchang::vara_at`), each against Swiss Ephemeris' own searches
//! (`rise_set::next_sunrise`, `next_sunset`, `vedic_day_sunrise`: `swe_rise_trans`, whose
//! results the pyswisseph fixtures of `sunrise_vs_pyswisseph.rs` pin), on seeded random days
//! and places below 60° of latitude in both sunrise definitions:
//! - every event the chain hands out is the one the direct search from the caller's starting
//!   point finds, within 1 s (the same event: the fast method's refinement differs only in
//!   the last digits);
//! - the weekday the window decides without a search is the one of the searched sunrise, in
//!   every case it decides, and it decides most of them.

mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::rise_set::{next_sunrise, next_sunset, vedic_day_sunrise, SunriseDefinition};
use astrology_core::ephemeris::Moment;
use astrology_core::vedic::gulika::local_weekday;
use astrology_core::vedic::panchang::vara_at::{sunrise_window, vara_weekday_by_window};
use astrology_core::vedic::panchang::{PanchangDay, PanchangRequest};
use common::{init, SECOND};

const DEFINITIONS: [SunriseDefinition; 2] = [SunriseDefinition::UpperLimb, SunriseDefinition::DiscCenter];

/// A small seeded generator (xorshift64*), so the cases are the same on every run.
fn rng(seed: u64) -> impl FnMut() -> f64 {
    let mut x = seed;
    move || {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        (x.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// (moment, latitude, longitude, UTC offset in minutes): 1900–2100, |lat| < 60, any whole-hour
/// offset from −12 h to +14 h (so civil dates far from the solar day are covered too).
fn cases(n: usize, seed: u64) -> Vec<(f64, f64, f64, i32)> {
    let mut r = rng(seed);
    (0..n)
        .map(|_| {
            let jd = 2_415_020.5 + r() * 73_049.0;
            let lat = r() * 119.8 - 59.9;
            let lon = r() * 360.0 - 180.0;
            let offset = ((r() * 27.0).floor() as i32 - 12) * 60;
            (jd, lat, lon, offset)
        })
        .collect()
}

fn day(jd: f64, lat: f64, lon: f64, offset: i32, def: SunriseDefinition) -> PanchangDay {
    PanchangDay::new(&PanchangRequest {
        moment: Moment { jd_ut: jd, offset_minutes: offset },
        place: Place { lat, lon },
        ayanamsa: None,
        sunrise: def,
    })
    .expect("panchang day")
}

#[test]
fn shared_events_are_the_direct_searches_results() {
    init();
    let mut worst: f64 = 0.0;
    for (i, (jd, lat, lon, offset)) in cases(150, 0x5eed).into_iter().enumerate() {
        let def = DEFINITIONS[i % 2];
        let d = day(jd, lat, lon, offset, def);
        // The starting points the parts ask from: the civil date's midnight, a sunrise for the
        // sunset after it and a sunset for the sunrise after it (day and night length), and
        // around the Vedic day.
        let vd = d.vedic_day.expect("the Sun rises and sets below 60°");
        let around = [d.civil_day.start, d.civil_day.end, jd - 1.3, jd + 1.7];
        let rise_starts = around.iter().copied().chain([vd.sunset]);
        let set_starts = around.iter().copied().chain([vd.sunrise, vd.next_sunrise]);
        for from in rise_starts {
            let rise = d.sun.next_sunrise(from).unwrap().unwrap();
            let direct = next_sunrise(from, lat, lon, def).unwrap().unwrap();
            worst = worst.max((rise - direct).abs());
            assert!((rise - direct).abs() < SECOND, "case {i} rise from {from}: {rise} vs {direct}");
        }
        for from in set_starts {
            let set = d.sun.next_sunset(from).unwrap().unwrap();
            let direct = next_sunset(from, lat, lon, def).unwrap().unwrap();
            worst = worst.max((set - direct).abs());
            assert!((set - direct).abs() < SECOND, "case {i} set from {from}: {set} vs {direct}");
        }
        // The sunset before the day's sunrise: the direct search from 1.2 days before it.
        let before = d.sun.sunset_before(vd.sunrise).unwrap().expect("below 60° the chain gives it");
        let direct = next_sunset(vd.sunrise - 1.2, lat, lon, def).unwrap().unwrap();
        assert!(direct < vd.sunrise && (before - direct).abs() < SECOND, "case {i}: {before} vs {direct}");
    }
    println!("largest difference between a shared event and the direct search: {:.2e} s", worst / SECOND);
}

#[test]
fn the_window_gives_the_searched_sunrises_weekday() {
    init();
    let (mut decided, mut total) = (0, 0);
    for (i, (jd, lat, lon, offset)) in cases(3000, 0xda7e).into_iter().enumerate() {
        let def = DEFINITIONS[i % 2];
        total += 1;
        let Some(weekday) = vara_weekday_by_window(jd, lat, lon, offset) else { continue };
        decided += 1;
        let sunrise = vedic_day_sunrise(jd, lat, lon, def).unwrap().expect("the Sun rises below 60°");
        assert_eq!(weekday, local_weekday(sunrise, offset), "case {i}: jd {jd} lat {lat} lon {lon} offset {offset}");
    }
    println!("the window decided {decided} of {total} moments");
    // Every sunrise falls inside the window with more than a quarter of an hour to spare.
    for (i, (jd, lat, lon, _)) in cases(1000, 0x517e).into_iter().enumerate() {
        let def = DEFINITIONS[i % 2];
        let (w0, w1) = sunrise_window(lat);
        let sunrise = vedic_day_sunrise(jd, lat, lon, def).unwrap().expect("the Sun rises below 60°");
        let local = (sunrise + 0.5 + lon / 360.0).rem_euclid(1.0);
        assert!(local > w0 + 0.01 && local < w1 - 0.01, "case {i}: sunrise at {local} of the day, window {w0}..{w1}");
    }
    // Just outside the window's edges, where a sunrise would sit if the window were too narrow.
    for (i, (jd, lat, lon, offset)) in cases(1500, 0xed9e).into_iter().enumerate() {
        let def = DEFINITIONS[i % 2];
        let (w0, w1) = sunrise_window(lat);
        let midnight = (jd + 0.5 + lon / 360.0).floor() - 0.5 - lon / 360.0;
        for at in [midnight + w0 - 1e-4, midnight + w1 + 1e-4] {
            let Some(weekday) = vara_weekday_by_window(at, lat, lon, offset) else { continue };
            let sunrise = vedic_day_sunrise(at, lat, lon, def).unwrap().expect("the Sun rises below 60°");
            assert_eq!(weekday, local_weekday(sunrise, offset), "edge case {i}: jd {at} lat {lat} lon {lon}");
        }
    }
    assert!(decided * 10 >= total * 6, "{decided} of {total}");
    assert_eq!(vara_weekday_by_window(2_460_000.0, 60.0, 0.0, 0), None, "not from 60° on");
}
