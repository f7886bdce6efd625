//! The calendar group against PyJHora 4.8.7 (jhora.panchanga.vratha) for New Delhi, 2023-2026,
//! recorded by tools/gen_calendar_pyjhora.py in test/fixtures/pyjhora_calendar.json:
//! - every tithi span PyJHora lists (Ekadashi, Purnima, Amavasya, Trayodashi, Krishna Chaturthi
//!   and Chaturdashi) starts and ends here within a second of a pyswisseph bisection and within
//!   PyJHora's extrapolation error (under 30 minutes) of PyJHora's times, and PyJHora's date
//!   (the first Vedic day the tithi touches) is the same date here;
//! - each observance date of ours is PyJHora's date or the next one (our rules look at a part of
//!   the day, PyJHora's list at the whole day; the counts are written in docs/calendar.md);
//! - the sankrantis equal the pyswisseph bisection of the Sun's sidereal ingress to a second;
//! - Pushya's spans start where PyJHora's start, and its dates agree (same date or the next).

mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::rise_set::SunriseDefinition;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::calendar::ekadashi::ekadashi;
use astrology_core::vedic::calendar::element_dates::{nakshatra_dates, tithi_dates, ElementDatesRequest};
use astrology_core::vedic::calendar::range::CalendarRequest;
use astrology_core::vedic::calendar::sankranti::sankranti;
use astrology_core::vedic::calendar::vrats::{masik_shivaratri, pradosh, purnima_amavasya, sankashti_chaturthi};
use common::{cases, fixture, num, text};
use std::collections::HashMap;

const OFFSET: i32 = 330;

/// A span as (date kept on, start, end as Julian days UT).
type KeptSpan = (String, f64, f64);
const YEARS: [i32; 4] = [2023, 2024, 2025, 2026];

/// Local midnight (+05:30) of 1 January as a Julian day (UT).
fn new_year(year: i32) -> f64 {
    let days = chrono::NaiveDate::from_ymd_opt(year, 1, 1)
        .unwrap()
        .signed_duration_since(chrono::NaiveDate::from_ymd_opt(2000, 1, 1).unwrap())
        .num_days();
    2_451_544.5 + days as f64 - OFFSET as f64 / 1440.0
}

fn year_request(year: i32) -> CalendarRequest {
    CalendarRequest {
        from: Moment { jd_ut: new_year(year), offset_minutes: OFFSET },
        to: Moment { jd_ut: new_year(year + 1), offset_minutes: OFFSET },
        place: Place { lat: 28.6139, lon: 77.2090 },
        ayanamsa: None,
        sunrise: SunriseDefinition::UpperLimb,
    }
}

fn year_of(date: &str) -> i32 {
    date[..4].parse().unwrap()
}

/// The civil date after `date`.
fn next_date(date: &str) -> String {
    let d = chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d").unwrap();
    d.succ_opt().unwrap().format("%Y-%m-%d").to_string()
}

#[test]
fn tithi_spans_and_dates_equal_pyjhora() {
    common::init();
    let doc = fixture("pyjhora_calendar.json");
    let mut ours: HashMap<(u8, i32), Vec<KeptSpan>> = HashMap::new();
    let (mut worst, mut worst_pyjhora, mut same_date, mut n) = (0.0_f64, 0.0_f64, 0, 0);
    for c in cases(&doc, "tithis") {
        let tithi = num(&c["tithi"]) as u8;
        let date = text(&c["date"]);
        let spans = ours.entry((tithi, year_of(date))).or_insert_with(|| {
            let a = tithi_dates(&ElementDatesRequest { range: year_request(year_of(date)), number: tithi }).unwrap();
            a.spans.iter().map(|s| (s.date.clone(), s.start.jd_ut, s.end.jd_ut)).collect()
        });
        let (start, end) = (num(&c["start_jd_ut"]), num(&c["end_jd_ut"]));
        let Some(mine) = spans.iter().find(|s| (s.1 - start).abs() < 0.5) else {
            // A span of PyJHora's first days whose start lies in the previous year is kept there.
            assert!(date.ends_with("-01-01") || date.ends_with("-01-02"), "no span for {c}");
            continue;
        };
        n += 1;
        // The times against the pyswisseph bisection, to a second.
        let exact =
            (mine.1 - num(&c["bisect_start_jd_ut"])).abs().max((mine.2 - num(&c["bisect_end_jd_ut"])).abs()) * 86_400.0;
        worst = worst.max(exact);
        assert!(exact < 1.0, "tithi {tithi} of {date}: {exact:.2} s from the bisection");
        // PyJHora extrapolates from the daily speeds: up to 27 minutes off (docs/calendar.md).
        let theirs = (mine.1 - start).abs().max((mine.2 - end).abs()) * 86_400.0;
        worst_pyjhora = worst_pyjhora.max(theirs);
        assert!(theirs < 1800.0, "tithi {tithi} of {date}: {theirs:.0} s from PyJHora");
        // PyJHora lists the first date whose Vedic day the tithi touches: ours, or the day before
        // when the tithi is at our sunrise but began in the previous Vedic day.
        if mine.0 == date {
            same_date += 1;
        } else {
            assert_eq!(next_date(date), mine.0, "tithi {tithi}: PyJHora {date}, ours {}", mine.0);
        }
    }
    println!(
        "tithi spans: {n} compared, worst {worst:.3} s from the bisection, {worst_pyjhora:.0} s from PyJHora; \
         kept-on date equal to PyJHora's in {same_date}"
    );
    assert!(n > 380);
}

/// Observance dates: ours is PyJHora's date (first Vedic day touched) or the next date.
#[test]
fn observance_dates_fall_on_pyjhoras_date_or_the_next() {
    common::init();
    let doc = fixture("pyjhora_calendar.json");
    let mut by_kind: HashMap<&str, Vec<String>> = HashMap::new();
    for c in cases(&doc, "tithis") {
        by_kind.entry(text(&c["observance"])).or_default().push(text(&c["date"]).to_string());
    }
    for year in YEARS {
        let req = year_request(year);
        let lists: [(&str, &[u8], Vec<String>); 5] = [
            (
                "purnima",
                &[15],
                purnima_amavasya(&req)
                    .unwrap()
                    .days
                    .iter()
                    .filter(|d| d.tithi.number == 15)
                    .map(|d| d.date.clone())
                    .collect(),
            ),
            (
                "amavasya",
                &[30],
                purnima_amavasya(&req)
                    .unwrap()
                    .days
                    .iter()
                    .filter(|d| d.tithi.number == 30)
                    .map(|d| d.date.clone())
                    .collect(),
            ),
            ("trayodashi", &[13, 28], pradosh(&req).unwrap().days.iter().map(|d| d.date.clone()).collect()),
            (
                "krishna_chaturthi",
                &[19],
                sankashti_chaturthi(&req).unwrap().days.iter().map(|d| d.date.clone()).collect(),
            ),
            (
                "krishna_chaturdashi",
                &[29],
                masik_shivaratri(&req).unwrap().days.iter().map(|d| d.date.clone()).collect(),
            ),
        ];
        let ekadashi_dates: Vec<String> =
            ekadashi(&req).unwrap().ekadashis.iter().map(|e| e.smarta.date.clone()).collect();
        for (kind, _, dates) in
            lists.iter().map(|(k, t, d)| (*k, *t, d)).chain([("ekadashi", &[11u8, 26][..], &ekadashi_dates)])
        {
            let theirs: Vec<&String> = by_kind[kind].iter().filter(|d| year_of(d) == year).collect();
            let mut same = 0;
            for d in dates {
                if theirs.contains(&d) {
                    same += 1;
                } else {
                    let before = theirs.iter().any(|t| next_date(t) == *d);
                    assert!(before, "{kind} {year}: our date {d} is neither PyJHora's date nor the next");
                }
            }
            println!(
                "{kind} {year}: {} dates, {same} on PyJHora's date, {} on the next",
                dates.len(),
                dates.len() - same
            );
        }
    }
}

#[test]
fn sankrantis_equal_the_pyswisseph_ingress() {
    common::init();
    let doc = fixture("pyjhora_calendar.json");
    let mut ours = Vec::new();
    for year in YEARS {
        ours.extend(sankranti(&year_request(year)).unwrap().sankrantis);
    }
    let theirs = cases(&doc, "sankrantis");
    assert_eq!(ours.len(), theirs.len());
    let mut worst = 0.0_f64;
    for (a, b) in ours.iter().zip(theirs) {
        assert_eq!(a.sign.number as f64 - 1.0, num(&b["sign"]));
        let diff = (a.time.jd_ut - num(&b["jd_ut"])).abs() * 86_400.0;
        worst = worst.max(diff);
        assert!(diff < 1.0, "{} differs by {diff:.2} s", a.name);
        // The punya kaal lies in daylight and within a day of the ingress.
        assert!(a.punya_kaal.end.jd_ut > a.punya_kaal.start.jd_ut);
        assert!((a.punya_kaal.start.jd_ut - a.time.jd_ut).abs() < 1.0);
    }
    println!("sankrantis: {} compared, worst {worst:.3} s", ours.len());
}

#[test]
fn pushya_starts_where_pyjhora_says() {
    common::init();
    let doc = fixture("pyjhora_calendar.json");
    let mut ours = Vec::new();
    for year in YEARS {
        ours.extend(nakshatra_dates(&ElementDatesRequest { range: year_request(year), number: 8 }).unwrap().spans);
    }
    let (mut n, mut worst) = (0, 0.0_f64);
    for c in cases(&doc, "nakshatras") {
        let start = num(&c["start_jd_ut"]);
        let Some(mine) = ours.iter().find(|s| (s.start.jd_ut - start).abs() < 0.5) else { continue };
        n += 1;
        let diff = (mine.start.jd_ut - start).abs() * 86_400.0;
        worst = worst.max(diff);
        assert!(diff < 1800.0, "Pushya starting {start}: {diff:.0} s");
        // PyJHora's date is the civil date at whose midnight it scanned: the span holds that
        // midnight or begins that date; ours is the date whose sunrise it holds, the same or the next.
        let date = text(&c["date"]);
        assert!(mine.date == date || mine.date == next_date(date), "Pushya: PyJHora {date}, ours {}", mine.date);
    }
    println!("Pushya: {n} of {} starts compared, worst {worst:.1} s", cases(&doc, "nakshatras").len());
    assert!(n > 45);
}
