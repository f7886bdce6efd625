//! Vimshottari balances and dates printed in P.V.R. Narasimha Rao, "Vedic Astrology: An
//! Integrated Approach" (Sagar, 2001), section 16.4, Examples 50-55 (birth data and printed
//! values as transcribed in PyJHora's jhora/tests/pvr_tests.py, `_vimsottari_test_1..5`).
//! Balances are read as calendar years, months and days from the birth date; the book's
//! rounding and year length leave a day either way.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::{LocalInput, Moment};
use astrology_core::vedic::dasha::{vimshottari, DashaRequest, YearLength};

fn request(date: &str, time: &str, tz: &str, lat: f64, lon: f64) -> DashaRequest {
    let m =
        Moment::from_local(&LocalInput { date: date.into(), time: time.into(), tz: Some(tz.into()), timezone: None })
            .expect("moment");
    DashaRequest {
        moment: m,
        place: Place { lat, lon },
        ayanamsa: None,
        node: NodeType::Mean,
        year: YearLength::Julian,
        levels: Some(1),
        from: None,
        to: None,
        at: None,
    }
}

/// Days between two (y, m, d) balances read as 365.25-day years and 30.4375-day months.
fn days(ymd: (i32, i32, i32)) -> f64 {
    ymd.0 as f64 * 365.25 + ymd.1 as f64 * 30.4375 + ymd.2 as f64
}

#[test]
fn balances_at_birth_as_printed() {
    common::init();
    // (example, date, time, tz, lat, lon, lord, printed balance y/m/d)
    let examples = [
        ("Example 53 / Chart 18", "1972-06-01", "04:16", "+05:30", 16.25, 81.2, "Sun", (4, 8, 27)),
        ("Example 50/51", "2000-04-28", "05:50", "-04:00", 16.25, 81.2, "Mars", (2, 2, 29)),
        ("Example 52 / Chart 17", "1963-08-07", "21:14", "+05:30", 21.45, 83.966_666, "Rahu", (0, 0, 13)),
        ("Example 55 / Chart 20", "1954-11-12", "07:52", "+05:30", 12.5, 78.833_333, "Moon", (4, 7, 3)),
    ];
    for (name, date, time, tz, lat, lon, lord, printed) in examples {
        let v = vimshottari::vimshottari(&request(date, time, tz, lat, lon)).expect("vimshottari");
        assert_eq!(v.balance.lord.name(), lord, "{name}");
        let ours = (v.balance.ymd.years, v.balance.ymd.months, v.balance.ymd.days);
        println!("{name}: printed {printed:?}, ours {ours:?} ({:.4} years)", v.balance.years);
        assert!((days(ours) - days(printed)).abs() <= 1.0, "{name}: printed {printed:?}, ours {ours:?}");
    }
}

#[test]
fn mercury_mahadasha_dates_of_example_54() {
    common::init();
    // Example 54 / Chart 19: 1946-10-16 12:58 IST, 20°30'N 85°50'E; Mercury dasha 1991-05-29 to
    // 2008-05-28 (the book starts the listing with Rahu's dasha, as the PyJHora transcription notes).
    let v = vimshottari::vimshottari(&request("1946-10-16", "12:58", "+05:30", 20.5, 85.833_333)).expect("vimshottari");
    assert_eq!(v.balance.lord.name(), "Rahu");
    let merc = v.periods.iter().find(|p| p.lord.name() == "Mercury").expect("Mercury mahadasha");
    for (got, printed) in [(&merc.start, "1991-05-29"), (&merc.end, "2008-05-28")] {
        let jd_printed = astrology_core::ephemeris::time::julian_day(
            chrono::NaiveDate::parse_from_str(printed, "%Y-%m-%d").unwrap().and_hms_opt(12, 0, 0).unwrap(),
        ) - 5.5 / 24.0;
        println!("Mercury: printed {printed}, ours {}", got.iso);
        assert!((got.jd_ut - jd_printed).abs() <= 1.5, "printed {printed}, ours {}", got.iso);
    }
}
