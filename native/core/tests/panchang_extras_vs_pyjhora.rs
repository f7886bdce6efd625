//! Panchang extras (muhurtas, disha shool, nivas, Anandadi yoga, chandrabala, chandrashtama,
//! lagna table) against PyJHora 4.8.7 on 300 days.
//!
//! Expected values: `test/fixtures/panchang_extras_pyjhora.json`, written by
//! `tools/gen_panchang_extras_pyjhora.py` from PyJHora's `drik.muhurthas`, `vijaya_muhurtha`,
//! `godhuli_muhurtha`, `nishita_muhurtha`, `sandhya_periods`, `disha_shool`, `shiva_vaasa`
//! (method 2), `agni_vaasa`, `yogini_vaasa`, `anandhaadhi_yoga`, `chandrashtama` and
//! `next_ascendant_entry_date` (the loop of `udhaya_lagna_muhurtha`), Lahiri, 1950-2049, |lat| ≤ 50°.
//!
//! Sunrise convention: PyJHora takes the disc centre without refraction and keeps whole seconds;
//! the core is run with `SunriseDefinition::DiscCenter` (disc centre, no refraction, topocentric,
//! apparent), so sunrise-based times differ by about a second. Tolerance for every time: 60 s
//! (the brief's minute); the observed maxima are printed with --nocapture.
//!
//! Where PyJHora's tables differ from the classical rule the core follows (docs/panchang-extras.md):
//! - Anandadi yoga, Tuesday: PyJHora starts the count at Pushya, the table at Ashlesha (one star
//!   later), so PyJHora's index is ours + 1; and PyJHora never puts the Moon in Abhijit
//!   (276°40′–280°53′20″), so moments there are counted but not compared.
//! - Yogini vasa on the 4th and 12th tithi of either paksha: PyJHora says north-west, the rule
//!   south-west.

mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::rise_set::SunriseDefinition;
use astrology_core::ephemeris::Moment;
use astrology_core::vedic::panchang::anandadi::{anandadi_yoga, ABHIJIT_END, ABHIJIT_START};
use astrology_core::vedic::panchang::chandrabala::{chandrabala, chandrashtama, count_from, FAVOURABLE};
use astrology_core::vedic::panchang::lagna_table::lagna_table;
use astrology_core::vedic::panchang::muhurtas::muhurtas;
use astrology_core::vedic::panchang::nivas::{disha_shool, nivas};
use astrology_core::vedic::panchang::{ElementKind, PanchangDay, PanchangRequest};
use astrology_core::zodiac::SIGNS;
use common::{cases, fixture, init, local_input, num, Spread, SECOND};
use serde_json::Value;

const TIME_TOLERANCE_S: f64 = 60.0;

fn day_of(case: &Value) -> PanchangDay {
    let input = &case["input"];
    let moment = Moment::from_local(&local_input(input)).unwrap();
    assert!((moment.jd_ut - num(&case["jd_ut"])).abs() < 1e-6, "jd of {input}");
    let place = Place { lat: num(&input["lat"]), lon: num(&input["lon"]) };
    PanchangDay::new(&PanchangRequest { moment, place, ayanamsa: None, sunrise: SunriseDefinition::DiscCenter })
        .unwrap()
}

fn close(spread: &mut Spread, what: &str, got: f64, want: &Value, case: &Value) {
    let d = (got - num(want)) / SECOND;
    assert!(d.abs() < TIME_TOLERANCE_S, "{what}: {d:.1} s off for {}", case["input"]);
    spread.add(d);
}

fn pair(spread: &mut Spread, what: &str, got: &astrology_core::ephemeris::time::Interval, want: &Value, case: &Value) {
    close(spread, what, got.start.jd_ut, &want[0], case);
    close(spread, what, got.end.jd_ut, &want[1], case);
}

/// Seconds from the moment to the nearest boundary of the element in force.
fn margin_s(day: &PanchangDay, kind: ElementKind) -> f64 {
    let jd = day.moment.jd_ut;
    let s = astrology_core::vedic::panchang::elements::span_at(kind, jd, day.ayanamsa).unwrap();
    (jd - s.start).min(s.end - jd) / SECOND
}

#[test]
fn muhurtas_match_pyjhora() {
    init();
    let doc = fixture("panchang_extras_pyjhora.json");
    let all = cases(&doc, "cases");
    assert_eq!(all.len(), 300);
    let mut spread = Spread::default();
    for case in all {
        let day = day_of(case);
        let m = muhurtas(&day).unwrap();
        let want = case["muhurtas"].as_array().unwrap();
        for (i, got) in m.day.iter().chain(m.night.iter()).enumerate() {
            let w = &want[i];
            // PyJHora spells the names its own way; the order and the marks must agree.
            assert_eq!(got.auspicious, w[1].as_u64() == Some(1), "mark of muhurta {i} ({})", got.name);
            close(&mut spread, got.name, got.window.start.jd_ut, &w[2], case);
            close(&mut spread, got.name, got.window.end.jd_ut, &w[3], case);
        }
        pair(&mut spread, "vijaya", &m.vijaya, &case["vijaya_day"], case);
        pair(&mut spread, "vijaya night", &m.vijaya_night, &case["vijaya_night"], case);
        pair(&mut spread, "godhuli", &m.godhuli, &case["godhuli"], case);
        pair(&mut spread, "nishita", &m.nishita, &case["nishita"], case);
        let s = &case["sandhya"];
        pair(&mut spread, "pratah sandhya", &m.sandhya.pratah, &s[0], case);
        pair(&mut spread, "madhyahna sandhya", &m.sandhya.madhyahna, &s[1], case);
        pair(&mut spread, "sayam sandhya", &m.sandhya.sayam, &s[2], case);
    }
    println!("muhurta times vs PyJHora: max {:.2} s, mean {:.2} s over {}", spread.max, spread.mean(), spread.n);
}

const DIRECTIONS: [&str; 4] = ["east", "south", "west", "north"];
const YOGINI: [&str; 8] = ["east", "south", "west", "north", "south-west", "north-west", "north-east", "south-east"];
/// PyJHora's Shiva vasa index (1..7) for each of our abodes (remainder 0..6 of 2t + 5 mod 7).
const SHIVA_FROM_REMAINDER: [u64; 7] = [1, 5, 2, 6, 3, 7, 4];

#[test]
fn disha_shool_and_nivas_match_pyjhora() {
    init();
    let doc = fixture("panchang_extras_pyjhora.json");
    let (mut compared, mut near_boundary, mut yogini_rule) = (0, 0, 0);
    for case in cases(&doc, "cases") {
        let day = day_of(case);
        let at = &case["at_moment"];
        assert_eq!(day.weekday as u64, at["vara"].as_u64().unwrap(), "vara of {}", case["input"]);
        let shool = disha_shool(&day).unwrap();
        assert_eq!(shool.direction, DIRECTIONS[at["disha_shool"].as_u64().unwrap() as usize]);
        if margin_s(&day, ElementKind::Tithi) < 120.0 {
            near_boundary += 1;
            continue;
        }
        let n = nivas(&day).unwrap();
        assert_eq!(n.tithi as u64, at["tithi"].as_u64().unwrap(), "tithi of {}", case["input"]);
        let t = n.tithi as usize;
        let shiva_remainder = (2 * t + 5) % 7;
        assert_eq!(SHIVA_FROM_REMAINDER[shiva_remainder], at["shiva_vaasa"].as_u64().unwrap());
        let agni_earth = at["agni_vaasa"].as_u64() == Some(1);
        assert_eq!(n.agni_vasa.favourable, agni_earth, "agni vasa of {}", case["input"]);
        let pyjhora_yogini = YOGINI[at["yogini_vaasa"].as_u64().unwrap() as usize];
        if t % 15 == 4 || t % 15 == 12 {
            // The documented difference: PyJHora north-west, the rule south-west.
            assert_eq!((pyjhora_yogini, n.yogini_vasa), ("north-west", "south-west"));
            yogini_rule += 1;
        } else {
            assert_eq!(n.yogini_vasa, pyjhora_yogini, "yogini vasa of tithi {t}");
        }
        compared += 1;
    }
    println!("nivas: {compared} compared, {near_boundary} within 2 min of a tithi end, {yogini_rule} on the 4th/12th");
    assert!(compared >= 280);
}

#[test]
fn anandadi_yoga_matches_pyjhora_but_for_tuesday_and_abhijit() {
    init();
    let doc = fixture("panchang_extras_pyjhora.json");
    let (mut compared, mut tuesdays, mut abhijit, mut near) = (0, 0, 0, 0);
    for case in cases(&doc, "cases") {
        let day = day_of(case);
        let at = &case["at_moment"];
        if margin_s(&day, ElementKind::Nakshatra) < 120.0 {
            near += 1;
            continue;
        }
        let (moon, _) = ElementKind::Nakshatra.angle(day.moment.jd_ut, day.ayanamsa).unwrap();
        let a = anandadi_yoga(&day).unwrap();
        let ours = a.current.number as u64 - 1;
        if (ABHIJIT_START..ABHIJIT_END).contains(&moon) {
            assert_eq!(a.current.nakshatra, "Abhijit");
            abhijit += 1;
            continue;
        }
        let theirs = at["anandadi_index"].as_u64().unwrap();
        if day.weekday == 2 {
            assert_eq!(theirs, (ours + 1) % 28, "Tuesday at {}", case["input"]);
            tuesdays += 1;
        } else {
            assert_eq!(theirs, ours, "{} at {}", a.weekday, case["input"]);
        }
        // The day's list covers the moment with the same yoga, and its windows chain.
        assert!(a.day.iter().any(|y| y == &a.current));
        for w in a.day.windows(2) {
            assert!((w[0].window.end.jd_ut - w[1].window.start.jd_ut).abs() < 1e-9);
        }
        compared += 1;
    }
    println!("anandadi: {compared} compared ({tuesdays} Tuesdays), {abhijit} in Abhijit, {near} near a star boundary");
    assert!(compared >= 250);
}

fn moon_sign_is_pisces(janma: usize) -> bool {
    (janma + 7) % 12 == 11
}

#[test]
fn chandrashtama_and_chandrabala_follow_pyjhoras_moon() {
    init();
    let doc = fixture("panchang_extras_pyjhora.json");
    let (mut spread, mut pisces) = (Spread::default(), 0);
    for case in cases(&doc, "cases") {
        let day = day_of(case);
        let at = &case["at_moment"];
        let c8 = chandrashtama(&day).unwrap();
        let janma = at["chandrashtama_rasi"].as_u64().unwrap() as usize - 1;
        let moon_end = c8.current.window.end.jd_ut;
        if (moon_end - day.moment.jd_ut) / SECOND < 120.0
            || (day.moment.jd_ut - c8.current.window.start.jd_ut) / SECOND < 120.0
        {
            continue;
        }
        assert_eq!(c8.current.janma_rashi, SIGNS[janma].name, "at {}", case["input"]);
        if moon_sign_is_pisces(janma) {
            // Moon in Pisces: PyJHora's interpolation does not cross 360°/0° and stops short
            // (its time has the Moon at ~359.9°), so only the sign is compared.
            pisces += 1;
        } else {
            close(&mut spread, "Moon leaves its sign", moon_end, &at["moon_leaves_sign_jd_ut"], case);
        }
        // Chandrabala: the same Moon, and the classical favourable places (B.V. Raman, Muhurtha).
        let cb = chandrabala(&day).unwrap();
        let moon = (janma + 7) % 12;
        assert_eq!(cb.moon_sign, SIGNS[moon].name);
        assert!((cb.moon_in_sign.end.jd_ut - moon_end).abs() < 1e-9);
        for (j, r) in cb.rashis.iter().enumerate() {
            assert_eq!(r.favourable, FAVOURABLE.contains(&count_from(j, moon)));
            assert_eq!(r.favourable_after_change, FAVOURABLE.contains(&count_from(j, (moon + 1) % 12)));
        }
        assert!(c8.day.iter().any(|w| w.janma_rashi == c8.current.janma_rashi));
    }
    println!(
        "Moon sign change vs PyJHora: max {:.2} s, mean {:.2} s over {} ({pisces} Pisces left out)",
        spread.max,
        spread.mean(),
        spread.n
    );
    assert!(spread.n >= 240);
}

#[test]
fn lagna_table_matches_pyjhora() {
    init();
    let doc = fixture("panchang_extras_pyjhora.json");
    let mut spread = Spread::default();
    for case in cases(&doc, "cases") {
        let day = day_of(case);
        let t = lagna_table(&day).unwrap();
        let entries: Vec<f64> = case["lagna"]["next_entries_jd_ut"].as_array().unwrap().iter().map(num).collect();
        let cur = &t.current.window;
        if (day.moment.jd_ut - cur.start.jd_ut) / SECOND > 120.0 && (cur.end.jd_ut - day.moment.jd_ut) / SECOND > 120.0
        {
            assert_eq!(t.current.number as u64, case["lagna"]["rising_sign"].as_u64().unwrap());
            close(&mut spread, "current sign's exit", cur.end.jd_ut, &Value::from(entries[0]), case);
        }
        // Every PyJHora entry inside the table is one of its boundaries.
        let (first, last) = (t.signs[0].window.start.jd_ut, t.signs.last().unwrap().window.end.jd_ut);
        let bounds: Vec<f64> = t.signs.iter().map(|s| s.window.start.jd_ut).chain([last]).collect();
        for e in entries.iter().filter(|e| **e >= first - 30.0 * SECOND && **e <= last + 30.0 * SECOND) {
            let nearest = bounds.iter().map(|b| (b - e).abs()).fold(f64::MAX, f64::min) / SECOND;
            assert!(nearest < TIME_TOLERANCE_S, "entry {e} is {nearest:.1} s from the table of {}", case["input"]);
            spread.add(nearest);
        }
        for w in t.signs.windows(2) {
            assert_eq!(w[1].number, w[0].number % 12 + 1, "signs rise in order");
        }
    }
    println!("lagna entries vs PyJHora: max {:.4} s, mean {:.4} s over {}", spread.max, spread.mean(), spread.n);
}
