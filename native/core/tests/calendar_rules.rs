//! The calendar rules as exact invariants, for New Delhi over 2023-2026 (every answer, not a
//! sample): each date holds the part of the day its rule names, every Vaishnava shift has the
//! cause it names (checked with the panchang's own `span_at`, independently of the resolver),
//! every parana window obeys its three bounds, and every punya kaal lies in daylight within its
//! table length.

mod common;

use astrology_core::ephemeris::ayanamsa::LAHIRI;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::rise_set::{next_sunrise, next_sunset, SunriseDefinition};
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::calendar::ekadashi::ekadashi;
use astrology_core::vedic::calendar::range::CalendarRequest;
use astrology_core::vedic::calendar::sankranti::{sankranti, PUNYA_GHATIS};
use astrology_core::vedic::calendar::vrats::pradosh;
use astrology_core::vedic::panchang::angles::ElementKind;
use astrology_core::vedic::panchang::elements::span_at;

const OFFSET: i32 = 330;
const LAT: f64 = 28.6139;
const LON: f64 = 77.2090;
const SECOND: f64 = 1.0 / 86_400.0;

fn year_request(year: i32) -> CalendarRequest {
    let days = chrono::NaiveDate::from_ymd_opt(year, 1, 1)
        .unwrap()
        .signed_duration_since(chrono::NaiveDate::from_ymd_opt(2000, 1, 1).unwrap())
        .num_days();
    let from = 2_451_544.5 + days as f64 - OFFSET as f64 / 1440.0;
    let length = if year % 4 == 0 { 366.0 } else { 365.0 };
    CalendarRequest {
        from: Moment { jd_ut: from, offset_minutes: OFFSET },
        to: Moment { jd_ut: from + length, offset_minutes: OFFSET },
        place: Place { lat: LAT, lon: LON },
        ayanamsa: None,
        sunrise: SunriseDefinition::UpperLimb,
    }
}

/// Sunrise of the Vedic day holding `jd` (the last sunrise at or before it).
fn sunrise_before(jd: f64) -> f64 {
    let rise = |t: f64| next_sunrise(t, LAT, LON, SunriseDefinition::UpperLimb).unwrap().unwrap();
    let mut s = rise(jd - 1.2);
    while rise(s + 0.5) <= jd {
        s = rise(s + 0.5);
    }
    s
}

fn tithi_at(jd: f64) -> usize {
    span_at(ElementKind::Tithi, jd, LAHIRI).unwrap().number
}

#[test]
fn ekadashi_dates_shifts_and_parana_obey_their_rules() {
    common::init();
    for year in 2023..=2026 {
        let list = ekadashi(&year_request(year)).unwrap().ekadashis;
        assert!((24..=26).contains(&list.len()), "{year}: {} Ekadashis", list.len());
        for e in &list {
            // The parana starts at sunrise of its date or at the end of Hari Vasara, whichever is later.
            let p = &e.smarta.parana;
            let sunrise = sunrise_before(p.start.jd_ut + SECOND);
            assert!(
                p.start.jd_ut >= sunrise - SECOND && p.start.jd_ut >= p.hari_vasara_end.jd_ut - SECOND,
                "{}",
                e.name
            );
            assert!((p.start.jd_ut - sunrise.max(p.hari_vasara_end.jd_ut)).abs() < SECOND, "{}", e.name);
            assert!(p.end.jd_ut > p.start.jd_ut, "{}: empty parana {:?}", e.name, (&e.tithi, p));
            if p.dwadashi_end.jd_ut > p.start.jd_ut {
                assert!(p.end.jd_ut <= p.dwadashi_end.jd_ut + SECOND, "{}: parana after Dwadashi", e.name);
            }
            // Hari Vasara is the first quarter of the Dwadashi that follows this Ekadashi.
            let quarter = (p.dwadashi_end.jd_ut - e.tithi.end.jd_ut) / 4.0;
            assert!((p.hari_vasara_end.jd_ut - (e.tithi.end.jd_ut + quarter)).abs() < SECOND);
            // The cause of every Vaishnava shift, from span_at directly. The Smarta date's sunrise
            // is the one before its parana date's sunrise.
            let smarta_sunrise = sunrise_before(sunrise - 0.5);
            match e.vaishnava_shift {
                Some("dashami_at_arunodaya") => {
                    assert!(
                        matches!(tithi_at(smarta_sunrise - 96.0 / 1440.0), 10 | 25),
                        "{}: no Dashami at arunodaya",
                        e.name
                    );
                }
                Some("ekadashi_at_two_sunrises") => {
                    assert!(
                        e.tithi.start.jd_ut <= smarta_sunrise && sunrise <= e.tithi.end.jd_ut,
                        "{}: not at two sunrises",
                        e.name
                    );
                }
                None => {
                    assert_eq!(e.vaishnava.date, e.smarta.date);
                    assert!(
                        !matches!(tithi_at(smarta_sunrise - 96.0 / 1440.0), 10 | 25),
                        "{}: Dashami at arunodaya",
                        e.name
                    );
                }
                Some(other) => panic!("unknown shift {other}"),
            }
            assert_eq!(e.dates_differ, e.vaishnava_shift.is_some());
        }
    }
}

#[test]
fn pradosh_dates_hold_trayodashi_in_their_pradosh_kaal() {
    common::init();
    for year in 2023..=2026 {
        for d in pradosh(&year_request(year)).unwrap().days {
            // Pradosh Kaal as the panchang defines it: sunset to sunset + a fifth of the night.
            let sunset = d.checked.start.jd_ut;
            let next = next_sunrise(sunset, LAT, LON, SunriseDefinition::UpperLimb).unwrap().unwrap();
            assert!((d.checked.end.jd_ut - (sunset + (next - sunset) / 5.0)).abs() < SECOND);
            if d.decided_by == "prevails" {
                assert!(d.tithi.start.jd_ut < d.checked.end.jd_ut && d.tithi.end.jd_ut > sunset, "{}", d.date);
                assert!(matches!(
                    tithi_at((sunset.max(d.tithi.start.jd_ut) + d.checked.end.jd_ut.min(d.tithi.end.jd_ut)) / 2.0),
                    13 | 28
                ));
            }
        }
    }
}

#[test]
fn punya_kaal_is_daylight_within_its_table_length() {
    common::init();
    let def = SunriseDefinition::UpperLimb;
    for year in 2023..=2026 {
        for s in sankranti(&year_request(year)).unwrap().sankrantis {
            let (a, b) = (s.punya_kaal.start.jd_ut, s.punya_kaal.end.jd_ut);
            let rise = sunrise_before(a + SECOND);
            let set = next_sunset(rise, LAT, LON, def).unwrap().unwrap();
            assert!(a >= rise - SECOND && b <= set + SECOND && b > a, "{} {}: not in daylight", s.name, s.date);
            let (before, after) = PUNYA_GHATIS[s.sign.number as usize - 1];
            assert!((b - a) * 60.0 <= before + after + 1e-6, "{}: longer than its ghatis", s.name);
            if !s.night_ingress {
                assert!(
                    a <= s.time.jd_ut + SECOND && s.time.jd_ut <= b + SECOND,
                    "{}: a day ingress lies in its window",
                    s.name
                );
            }
        }
    }
}
