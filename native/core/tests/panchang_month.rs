//! Sankrantis and the Hindu lunisolar month against published almanac facts and an independent
//! bisection fixture.
//!
//! Sources of the expected values (all India, IST = UTC+05:30):
//! - Adhika months, as first and last civil day: Adhika Jyeshtha 16 May–13 June 2018
//!   (hindupad.com/adhik-maas-2018, "as per North Indian Hindi calendars ... May 16 ... June 13",
//!   same in Telugu/Kannada/Marathi/Gujarati calendars); Adhika Ashwin 18 Sep–16 Oct 2020
//!   (bhaktibharat.com/en/blogs/adhik-maas; latestly.com "Adhik Ashwin ... September 18 to
//!   October 16", Navratri from 17 Oct); Adhika Shravana 18 July–16 Aug 2023 (latestly.com
//!   "Malamas ... will start on July 18 and end on August 16", Sawan for North Indians from 4 July
//!   to 31 August).
//!   A Hindu civil day runs from sunrise, so a month's first day is the first sunrise after its
//!   opening new moon and its last day the last sunrise before its closing one; sunrise is taken
//!   as 06:00 IST (every new moon below is hours away from that).
//! - Makara Sankranti 2024: drikpanchang.com as quoted by Livemint (13 Jan 2024): "2:45 am on
//!   January 15" (pratidintime.com says 02:54); Mesha Sankranti 2023: drikpanchang as quoted by
//!   Jagran Josh: "Mesha Sankranti Moment 03:12 PM", 14 April 2023; Mesha Sankranti 2024 on
//!   13 April (latestly.com).
//!   Disagreement, written down rather than tuned away: Swiss Ephemeris Lahiri puts Mesha
//!   Sankranti 2023 at 14:58:58 IST, 13 min before the quoted 15:12 (and 2019 at 14:09 against a
//!   drikpanchang-style 14:25, templesinindiainfo.com), while Makara Sankranti 2024 (02:43:44)
//!   is 1.3 min from the 02:45 quote. A different ayanamsa constant would move both alike (the
//!   Sun's speed differs by 3% between January and April), so the quotes are not consistent with
//!   one model and the cause is unknown; the dates agree. Tolerances: 10 min (Makara), 20 min
//!   (Mesha).
//! - Vikram Samvat 2081 began with Chaitra Shukla Pratipada on Tuesday 9 April 2024
//!   (latestly.com, 9 Apr 2024; pratipada from 8 April 23:50 IST); Vikram Samvat 2082 on
//!   30 March 2025 (digitalnewsreporter.com, March 2025). Samvatsaras: 2024–25 Krodhi (Ugadi
//!   2024), 2018–19 Vilambi (hindupad.com), 1964 Krodhi and 1983 Rudhirodgari (telugurajyam.com).
//! - Kshaya months: the last in 1983 (hindupad.com/kshaya-masa), before it 1963-64
//!   (telugurajyam.com: 141 years after 1823, then 19 years later in 1983); next in 2124.
//!   Computed: Kartika from 16 Nov 1963 and Pausha from 14 Jan 1983 (Margashirsha and Magha
//!   skipped), i.e. in the lunar years Shobhakrit and Dundubhi; telugurajyam.com attaches them to
//!   the following samvatsaras (Krodhi, Rudhirodgari), so the test checks the Gregorian years
//!   (1963|1964, 1982|1983) and that each sits between two adhika months.
//! - New moons: NASA/Espenak phase tables, UTC to the minute: 2024-01-11 11:57, 2024-02-09
//!   22:59, 2024-04-08 18:21 (also lunaf.com), full moon 2023-07-03 11:39.
//! - Drik ritu: drikpanchang.com "Six Indian Ritus 2014" for Woodbridge, United States: Vasant
//!   from 18 Feb 2014 12:58:42 (EST, −05:00), Sharad from 23 Aug 2014 00:45:42 (EDT, −04:00).
//! - test/fixtures/month_reference.json (tools/gen_month_fixtures.py): 300 random moments
//!   1900–2100, sankrantis and new moons by plain bisection in pyswisseph.

mod common;

use astrology_core::ephemeris::ayanamsa::LAHIRI;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::rise_set::SunriseDefinition;
use astrology_core::ephemeris::time::{calendar_from_jd, iso_from_jd, LocalInput};
use astrology_core::ephemeris::Moment;
use astrology_core::vedic::panchang::month::{hindu_month, hindu_month_at, HinduMonth, LunarMonth};
use astrology_core::vedic::panchang::sankranti::{
    sankranti, sankranti_after, sankranti_before, sankrantis_between, sun_sidereal,
};
use astrology_core::vedic::panchang::{PanchangDay, PanchangRequest};
use chrono::{Datelike, NaiveDate};
use common::{cases, fixture, init, num, Spread, SECOND};

const IST: i32 = 330;

fn moment(date: &str, time: &str, tz: &str) -> Moment {
    Moment::from_local(&LocalInput { date: date.into(), time: time.into(), tz: Some(tz.into()), timezone: None })
        .unwrap()
}

fn ujjain_day(date: &str, time: &str) -> PanchangDay {
    PanchangDay::new(&PanchangRequest {
        moment: moment(date, time, "+05:30"),
        place: Place { lat: 23.18, lon: 75.78 },
        ayanamsa: None,
        sunrise: SunriseDefinition::default(),
    })
    .unwrap()
}

fn month_ist(date: &str, time: &str) -> HinduMonth {
    hindu_month_at(moment(date, time, "+05:30").jd_ut, IST, LAHIRI).unwrap()
}

fn ist_date(jd: f64) -> NaiveDate {
    calendar_from_jd(jd + IST as f64 / 1440.0).date()
}

/// First civil day of a month that opens at `jd` (sunrise taken as 06:00 IST).
fn first_day(jd: f64) -> NaiveDate {
    ist_date(jd + 18.0 / 24.0)
}

/// Last civil day of a month that closes at `jd`.
fn last_day(jd: f64) -> NaiveDate {
    ist_date(jd - 6.0 / 24.0)
}

fn date(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
}

#[test]
fn sankrantis_agree_with_independent_bisection_within_two_seconds() {
    init();
    let doc = fixture("month_reference.json");
    let mut last = Spread::default();
    let mut next = Spread::default();
    for case in cases(&doc, "cases") {
        let jd = num(&case["jd_ut"]);
        let before = sankranti_before(jd, LAHIRI).unwrap();
        let after = sankranti_after(jd, LAHIRI).unwrap();
        assert_eq!(before.sign + 1, num(&case["last_sankranti_sign"]) as usize, "JD {jd}");
        assert_eq!(after.sign + 1, num(&case["next_sankranti_sign"]) as usize, "JD {jd}");
        let d_last = (before.jd_ut - num(&case["last_sankranti_jd"])) / SECOND;
        let d_next = (after.jd_ut - num(&case["next_sankranti_jd"])) / SECOND;
        last.add(d_last);
        next.add(d_next);
        assert!(d_last.abs() < 2.0 && d_next.abs() < 2.0, "JD {jd}: {d_last:+.3} s / {d_next:+.3} s");
        assert!(before.jd_ut <= jd && after.jd_ut > jd);
    }
    println!(
        "{} moments: last sankranti max {:.4} s (mean {:.4}), next max {:.4} s (mean {:.4})",
        last.n,
        last.max,
        last.mean(),
        next.max,
        next.mean()
    );
}

#[test]
fn new_moons_and_month_names_agree_with_the_fixture() {
    init();
    let doc = fixture("month_reference.json");
    let mut spread = Spread::default();
    let mut adhika = 0;
    for case in cases(&doc, "cases") {
        let jd = num(&case["jd_ut"]);
        let m = hindu_month_at(jd, 0, LAHIRI).unwrap();
        for (got, key) in [(m.amanta.start.jd_ut, "new_moon_before_jd"), (m.amanta.end.jd_ut, "new_moon_after_jd")] {
            let d = (got - num(&case[key])) / SECOND;
            spread.add(d);
            assert!(d.abs() < 2.0, "JD {jd} {key}: {d:+.3} s");
        }
        assert_eq!(m.amanta.number as f64, num(&case["amanta_month"]), "JD {jd}");
        assert_eq!(m.amanta.is_adhika, case["is_adhika"].as_bool().unwrap(), "JD {jd}");
        adhika += m.amanta.is_adhika as usize;
    }
    println!(
        "{} new moons: max {:.4} s, mean {:.4} s; {adhika} moments in adhika months",
        spread.n,
        spread.max,
        spread.mean()
    );
}

#[test]
fn new_moons_match_nasa_within_a_minute() {
    init();
    // (a moment inside the month, the opening new moon UTC)
    for (inside, want) in [
        (("2024-01-20", "12:00"), ("2024-01-11", "11:57")),
        (("2024-02-20", "12:00"), ("2024-02-09", "22:59")),
        (("2024-04-20", "12:00"), ("2024-04-08", "18:21")),
    ] {
        let m = hindu_month_at(moment(inside.0, inside.1, "+00:00").jd_ut, 0, LAHIRI).unwrap();
        let d = (m.amanta.start.jd_ut - moment(want.0, want.1, "+00:00").jd_ut) / SECOND;
        println!("new moon {}: core {} ({d:+.0} s)", want.0, m.amanta.start.iso);
        assert!(d.abs() <= 60.0, "new moon {want:?}: {} ({d:+.0} s)", m.amanta.start.iso);
    }
}

#[test]
fn adhika_months_of_2018_2020_2023_match_the_almanacs() {
    init();
    // (a day inside, name, first day, last day)
    let published = [
        ("2018-05-25", "Jyeshtha", "2018-05-16", "2018-06-13"),
        ("2020-10-01", "Ashwin", "2020-09-18", "2020-10-16"),
        ("2023-08-01", "Shravana", "2023-07-18", "2023-08-16"),
    ];
    for (inside, name, first, last) in published {
        let m = month_ist(inside, "12:00");
        let a = &m.amanta;
        println!("{}: {} .. {} ({} sankrantis)", a.full_name, a.start.iso, a.end.iso, a.sankrantis.len());
        assert_eq!((a.name, a.is_adhika, a.full_name.as_str()), (name, true, format!("Adhika {name}").as_str()));
        assert!(a.sankrantis.is_empty());
        assert_eq!(a.sun_sign_at_start, a.sun_sign_at_end);
        assert_eq!(first_day(a.start.jd_ut), date(first), "{name} first day");
        assert_eq!(last_day(a.end.jd_ut), date(last), "{name} last day");
        // The adhika month is the same span in both systems.
        assert!(m.purnimanta.is_adhika && m.purnimanta.name == name);
        assert_eq!((m.purnimanta.start.jd_ut, m.purnimanta.end.jd_ut), (a.start.jd_ut, a.end.jd_ut));
        // The month after it is the nija month of the same name, with its one sankranti.
        let after = hindu_month_at(a.end.jd_ut + 5.0, IST, LAHIRI).unwrap();
        assert_eq!((after.amanta.name, after.amanta.is_nija, after.amanta.is_adhika), (name, true, false));
        assert_eq!(after.amanta.full_name, format!("Nija {name}"));
        assert_eq!(after.amanta.sankrantis.len(), 1);
    }
}

#[test]
fn purnimanta_shravana_2023_is_split_around_the_adhika_month() {
    init();
    // North-Indian Sawan 2023: 4 July to 31 August, with Adhika Shravana inside (latestly.com).
    let krishna = month_ist("2023-07-10", "12:00");
    assert_eq!((krishna.amanta.name, krishna.paksha), ("Ashadha", "Krishna"));
    assert_eq!((krishna.purnimanta.name, krishna.purnimanta.is_adhika), ("Shravana", false));
    assert_eq!(first_day(krishna.purnimanta.start.jd_ut), date("2023-07-04"));
    // Its Krishna half ends where the adhika month begins.
    assert_eq!(last_day(krishna.purnimanta.end.jd_ut), date("2023-07-17"));
    let shukla = month_ist("2023-08-25", "12:00");
    assert_eq!((shukla.amanta.full_name.as_str(), shukla.paksha), ("Nija Shravana", "Shukla"));
    assert_eq!(shukla.purnimanta.name, "Shravana");
    assert_eq!(first_day(shukla.purnimanta.start.jd_ut), date("2023-08-17"));
    assert_eq!(last_day(shukla.purnimanta.end.jd_ut), date("2023-08-31"));
    // Full moon 2023-07-03 11:39 UTC (NASA) opens the purnimanta Shravana.
    let d = (krishna.purnimanta.start.jd_ut - moment("2023-07-03", "11:39", "+00:00").jd_ut) / SECOND;
    assert!(d.abs() <= 60.0, "full moon {d:+.0} s");
    // An ordinary Krishna paksha: purnimanta is one month ahead and runs full moon to full moon.
    let m = month_ist("2024-01-28", "12:00");
    assert_eq!((m.amanta.name, m.paksha, m.purnimanta.name), ("Pausha", "Krishna", "Magha"));
    let length = m.purnimanta.end.jd_ut - m.purnimanta.start.jd_ut;
    assert!((29.2..29.9).contains(&length), "{length}");
}

#[test]
fn makara_and_mesha_sankranti_match_drikpanchang() {
    init();
    // Makara Sankranti 2024: 15 Jan, 02:45 IST (drikpanchang via Livemint; 02:54 elsewhere).
    let s = sankranti(&ujjain_day("2024-01-10", "12:00")).unwrap();
    assert_eq!((s.next.name, s.next.sign.name, s.next.sign.sanskrit), ("Makara Sankranti", "Capricorn", "Makara"));
    assert_eq!((s.last.name, s.sun_sign.sanskrit), ("Dhanu Sankranti", "Dhanu"));
    let d = (s.next.time.jd_ut - moment("2024-01-15", "02:45", "+05:30").jd_ut) / 60.0 / SECOND;
    println!("Makara Sankranti 2024: {} ({d:+.1} min from 02:45 IST)", s.next.time.iso);
    assert!(s.next.time.iso.starts_with("2024-01-15T02:"), "{}", s.next.time.iso);
    assert!(d.abs() <= 10.0, "{d:+.1} min");
    // Mesha Sankranti 2023: 14 Apr 15:12 IST.
    let s = sankranti(&ujjain_day("2023-04-20", "12:00")).unwrap();
    assert_eq!((s.last.name, s.last.sign.number), ("Mesha Sankranti", 1));
    let d = (s.last.time.jd_ut - moment("2023-04-14", "15:12", "+05:30").jd_ut) / 60.0 / SECOND;
    println!("Mesha Sankranti 2023: {} ({d:+.1} min from 15:12 IST)", s.last.time.iso);
    assert!(s.last.time.iso.starts_with("2023-04-14T"), "{}", s.last.time.iso);
    assert!(d.abs() <= 20.0, "{d:+.1} min");
    // Mesha Sankranti 2024 falls on 13 April (IST).
    let s = sankranti(&ujjain_day("2024-04-01", "12:00")).unwrap();
    assert_eq!(s.next.name, "Mesha Sankranti");
    assert!(s.next.time.iso.starts_with("2024-04-13T"), "{}", s.next.time.iso);
    // Makara Sankranti falls on 14 or 15 January throughout 2000–2030.
    for year in 2000..=2030 {
        let m = sankranti_after(moment(&format!("{year}-01-01"), "00:00", "+05:30").jd_ut, LAHIRI).unwrap();
        assert_eq!(m.name(), "Makara Sankranti");
        let day = ist_date(m.jd_ut);
        assert!(day.month() == 1 && (14..=15).contains(&day.day()), "{year}: {day}");
    }
}

#[test]
fn samvat_years_change_at_chaitra_shukla_pratipada() {
    init();
    let before = month_ist("2024-04-08", "12:00");
    assert_eq!(
        (before.amanta.name, before.paksha, before.samvat.vikram, before.samvat.shaka),
        ("Phalguna", "Krishna", 2080, 1945)
    );
    assert_eq!(before.samvat.samvatsara, "Shobhakrit");
    let after = month_ist("2024-04-09", "07:00");
    assert_eq!(
        (after.amanta.name, after.paksha, after.samvat.vikram, after.samvat.shaka),
        ("Chaitra", "Shukla", 2081, 1946)
    );
    assert_eq!((after.samvat.samvatsara, after.samvat.samvatsara_number), ("Krodhi", 38));
    assert_eq!(first_day(after.amanta.start.jd_ut), date("2024-04-09"));
    // Late in the year the Vikram year is still 2081 (Phalguna 2025).
    let phalguna = month_ist("2025-03-10", "12:00");
    assert_eq!((phalguna.amanta.name, phalguna.samvat.vikram), ("Phalguna", 2081));
    let vs2082 = month_ist("2025-03-30", "07:00");
    assert_eq!((vs2082.amanta.name, vs2082.samvat.vikram, vs2082.samvat.samvatsara), ("Chaitra", 2082, "Vishvavasu"));
    assert_eq!(first_day(vs2082.amanta.start.jd_ut), date("2025-03-30"));
    assert_eq!(month_ist("2018-06-01", "12:00").samvat.samvatsara, "Vilambi");
    assert_eq!(month_ist("1964-06-01", "12:00").samvat.samvatsara, "Krodhi");
    assert_eq!(month_ist("1983-06-01", "12:00").samvat.samvatsara, "Rudhirodgari");
}

#[test]
fn ritus_by_lunar_month_and_by_tropical_sun() {
    init();
    let m = month_ist("2024-04-20", "12:00");
    assert_eq!((m.amanta.name, m.ritu.lunar.name), ("Chaitra", "Vasanta"));
    let m = month_ist("2023-08-25", "12:00");
    assert_eq!(m.ritu.lunar.name, "Varsha");
    // drikpanchang 2014: Vasant from 18 Feb 12:58:42 EST, Sharad from 23 Aug 00:45:42 EDT.
    for (d, t, tz, want) in [
        ("2014-02-18", "12:50", "-05:00", "Shishira"),
        ("2014-02-18", "13:08", "-05:00", "Vasanta"),
        ("2014-08-23", "00:35", "-04:00", "Varsha"),
        ("2014-08-23", "00:55", "-04:00", "Sharad"),
    ] {
        let m = hindu_month_at(moment(d, t, tz).jd_ut, 0, LAHIRI).unwrap();
        assert_eq!(m.ritu.solar.name, want, "{d} {t}");
    }
}

#[test]
fn every_month_1900_2100_has_one_sankranti_except_adhika_and_kshaya() {
    init();
    let mut month = LunarMonth::at(moment("1900-01-15", "00:00", "+00:00").jd_ut, LAHIRI).unwrap();
    let end = moment("2100-01-01", "00:00", "+00:00").jd_ut;
    let (mut n, mut adhika, mut kshaya) = (0, Vec::new(), Vec::new());
    while month.start < end {
        let found = sankrantis_between(month.start, month.end, LAHIRI).unwrap();
        assert_eq!(found.len(), month.sankranti_count(), "month from {}", iso_from_jd(month.start, 0));
        assert!(found.len() <= 2);
        // Consecutive sankrantis enter consecutive signs, the first the sign after the opening one.
        for (i, s) in found.iter().enumerate() {
            assert_eq!(s.sign, (month.sign_at_start + 1 + i) % 12);
        }
        let length = month.end - month.start;
        assert!((29.2..29.9).contains(&length), "lunation of {length} d");
        if month.is_adhika() {
            adhika.push(month);
        }
        if month.is_kshaya() {
            kshaya.push(month);
        }
        n += 1;
        month = month.next(LAHIRI).unwrap();
    }
    let years: Vec<i32> = kshaya.iter().map(|m| calendar_from_jd(m.start).year()).collect();
    println!("{n} months 1900-2100: {} adhika, kshaya starting in {years:?}", adhika.len());
    for k in &kshaya {
        println!("  kshaya {} from {}", k.name(), iso_from_jd(k.start, IST));
    }
    // Published: kshaya months in 1963-64 and 1982-83 only, in this span; each year with one
    // has two adhika months (one before, one after) within the surrounding months.
    assert_eq!(kshaya.len(), 2, "{years:?}");
    assert!(matches!(years[0], 1963 | 1964) && matches!(years[1], 1982 | 1983), "{years:?}");
    for k in &kshaya {
        assert!(["Kartika", "Margashirsha", "Pausha"].contains(&k.name()), "{}", k.name());
        let near = adhika.iter().filter(|a| (a.start - k.start).abs() < 200.0).count();
        assert_eq!(near, 2, "kshaya {} should sit between two adhika months", k.name());
    }
    // A lunar year has 12 or 13 months: ~7 adhika per 19 years (Metonic), 200 years -> ~73.
    assert!((70..=77).contains(&adhika.len()), "{}", adhika.len());
    // Sanity of the Sun signal itself.
    let (lon, speed) = sun_sidereal(month.start, LAHIRI).unwrap();
    assert!((0.0..360.0).contains(&lon) && (0.94..1.03).contains(&speed));
}

#[test]
fn hindu_month_serialises_with_snake_case_fields() {
    init();
    let day = ujjain_day("2023-08-01", "12:00");
    let json = serde_json::to_value(hindu_month(&day).unwrap()).unwrap();
    assert_eq!(json["amanta"]["full_name"], "Adhika Shravana");
    assert_eq!(json["amanta"]["is_adhika"], true);
    assert!(json["amanta"]["start"]["iso"].as_str().unwrap().ends_with("+05:30"));
    assert_eq!(json["samvat"]["vikram"], 2080);
    assert_eq!(json["conventions"]["ayanamsa"]["slug"], "lahiri");
    let s = serde_json::to_value(sankranti(&day).unwrap()).unwrap();
    assert_eq!(s["next"]["name"], "Simha Sankranti");
    assert!(s["next"]["time"]["jd_ut"].as_f64().unwrap() > s["last"]["time"]["jd_ut"].as_f64().unwrap());
}
