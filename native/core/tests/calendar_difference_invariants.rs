//! The balance of a dasha at birth in calendar years, months and days
//! (`vedic::dasha::calendar_difference`), checked against the calendar itself: the start date plus
//! the years and months (the day clamped to the month's end) plus the days is the end date, the
//! days are never negative and fewer than a month. Includes the case a naive day subtraction
//! gets wrong: 31 January to 1 March is 1 month and 1 day (not 2 months and -30 days).

use astrology_core::ephemeris::time::julian_day;
use astrology_core::vedic::dasha::calendar_difference;
use chrono::{Months, NaiveDate};

fn jd(y: i32, m: u32, d: u32) -> f64 {
    julian_day(NaiveDate::from_ymd_opt(y, m, d).unwrap().and_hms_opt(12, 0, 0).unwrap())
}

#[test]
fn end_of_month_starts_never_give_negative_days() {
    let r = calendar_difference(jd(2023, 1, 31), jd(2023, 3, 1), 0);
    assert_eq!((r.years, r.months, r.days), (0, 1, 1));
    let r = calendar_difference(jd(2024, 1, 31), jd(2024, 3, 1), 0);
    assert_eq!((r.years, r.months, r.days), (0, 1, 1)); // 29 Feb 2024, then 1 day
    let r = calendar_difference(jd(1990, 7, 15), jd(2009, 2, 14), 0);
    assert_eq!((r.years, r.months, r.days), (18, 6, 30));
}

#[test]
fn start_plus_the_difference_is_the_end_for_every_pair_of_a_leap_cycle() {
    let first = NaiveDate::from_ymd_opt(2023, 12, 25).unwrap();
    let mut checked = 0;
    for i in 0..60 {
        let a = first + chrono::Days::new(i);
        for span in [1u64, 27, 28, 29, 30, 31, 59, 365, 366, 1461, 5000] {
            let b = a + chrono::Days::new(span);
            let r = calendar_difference(jd_of(a), jd_of(b), 0);
            assert!(r.days >= 0 && r.days < 31 && (0..12).contains(&r.months), "{a} -> {b}: {r:?}");
            let back = a.checked_add_months(Months::new((r.years * 12 + r.months) as u32)).unwrap()
                + chrono::Days::new(r.days as u64);
            assert_eq!(back, b, "{a} -> {b}: {r:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 660);
}

fn jd_of(d: NaiveDate) -> f64 {
    julian_day(d.and_hms_opt(12, 0, 0).unwrap())
}
