//! Zodiacal releasing against the rule worked by hand from Valens' period table (Aries 15,
//! Taurus 8, Gemini 20, Cancer 25, Leo 19, Virgo 20, Libra 8, Scorpio 15, Sagittarius 12,
//! Capricorn 27, Aquarius 30, Pisces 12), and against a second, independent walk of the rule
//! written in this test.
mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::western::analysis::releasing::{
    release, zodiacal_releasing, ReleasingLot, ReleasingRequest, YearLength,
};
use astrology_core::western::lots::lots;
use astrology_core::western::request::Birth;
use common::SECOND;

const SIGNS: [&str; 12] = [
    "Aries",
    "Taurus",
    "Gemini",
    "Cancer",
    "Leo",
    "Virgo",
    "Libra",
    "Scorpio",
    "Sagittarius",
    "Capricorn",
    "Aquarius",
    "Pisces",
];
const YEARS: [f64; 12] = [15.0, 8.0, 20.0, 25.0, 19.0, 20.0, 8.0, 15.0, 12.0, 27.0, 30.0, 12.0];

#[test]
fn the_twelve_sign_periods_sum_to_211() {
    // Whole cycle of level 2 from Aries inside a parent long enough: 211 months, then the bond is loosed.
    let p = release(0, 0.0, 400.0 * 30.0, 2, 360.0, 0, 0);
    let first_cycle: f64 = p.iter().take(12).map(|x| x.days).sum();
    assert!((first_cycle - 211.0 * 30.0).abs() < 1e-9);
}

#[test]
fn capricorn_level_one_looses_the_bond_into_cancer_after_211_months() {
    // Worked by hand: Capricorn L1 = 27 years = 324 months of 30 days. Level 2 runs Capricorn 27,
    // Aquarius 30, Pisces 12, Aries 15, Taurus 8, Gemini 20, Cancer 25, Leo 19, Virgo 20,
    // Libra 8, Scorpio 15, Sagittarius 12 (211 months); instead of Capricorn again it jumps to
    // the opposite sign, Cancer 25, then Leo 19, Virgo 20, Libra 8, Scorpio 15, Sagittarius 12
    // (310 months), and Capricorn is cut after 14 months at 324.
    let l2 = release(9, 0.0, 27.0 * 360.0, 2, 360.0, 3, 0);
    let names: Vec<&str> = l2.iter().map(|p| p.sign).collect();
    assert_eq!(
        names,
        [
            "Capricorn",
            "Aquarius",
            "Pisces",
            "Aries",
            "Taurus",
            "Gemini",
            "Cancer",
            "Leo",
            "Virgo",
            "Libra",
            "Scorpio",
            "Sagittarius",
            "Cancer",
            "Leo",
            "Virgo",
            "Libra",
            "Scorpio",
            "Sagittarius",
            "Capricorn"
        ]
    );
    let months: Vec<f64> = l2.iter().map(|p| (p.days / 30.0 * 1e9).round() / 1e9).collect();
    assert_eq!(
        months,
        [27.0, 30.0, 12.0, 15.0, 8.0, 20.0, 25.0, 19.0, 20.0, 8.0, 15.0, 12.0, 25.0, 19.0, 20.0, 8.0, 15.0, 12.0, 14.0]
    );
    let loosed: Vec<usize> = l2.iter().enumerate().filter(|(_, p)| p.loosing_of_bond).map(|(i, _)| i).collect();
    assert_eq!(loosed, [12]);
    // Fortune in Cancer (index 3): Capricorn is 7th from it, Aries 10th, Libra 4th, Cancer 1st.
    let peak: Vec<(&str, u8)> = l2[..12].iter().filter(|p| p.peak).map(|p| (p.sign, p.from_fortune)).collect();
    assert_eq!(peak, [("Capricorn", 7), ("Aries", 10), ("Cancer", 1), ("Libra", 4)]);
}

#[test]
fn a_short_parent_never_looses_the_bond_and_level_units_divide_by_twelve() {
    // Libra L1 = 8 years = 96 months < 211: Libra 8, Scorpio 15, Sagittarius 12, Capricorn 27,
    // Aquarius 30, Pisces cut at 4.
    let l2 = release(6, 0.0, 8.0 * 360.0, 2, 360.0, 0, 0);
    assert!(l2.iter().all(|p| !p.loosing_of_bond));
    assert_eq!(l2.len(), 6);
    assert!((l2[5].days - 4.0 * 30.0).abs() < 1e-9);
    // Level 3 of Leo: 19 × 2.5 days; level 4 of Leo: 19 × 5 hours.
    assert!((release(4, 0.0, 1000.0, 3, 360.0, 0, 0)[0].days - 47.5).abs() < 1e-9);
    assert!((release(4, 0.0, 1000.0, 4, 360.0, 0, 0)[0].days - 19.0 * 5.0 / 24.0).abs() < 1e-9);
}

/// The rule walked again here: from `sign`, zodiacal order, a jump to the opposite sign after
/// every twelfth period, each period `YEARS[sign] × unit` days, cut at `end`.
fn walk(mut sign: usize, start: f64, end: f64, unit: f64) -> Vec<(usize, f64, f64)> {
    let mut out = vec![];
    let mut t = start;
    let mut n = 0;
    while t < end - 1e-9 {
        let e = (t + YEARS[sign] * unit).min(end);
        out.push((sign, t, e));
        t = e;
        n += 1;
        sign = if n % 12 == 0 { (sign + 7) % 12 } else { (sign + 1) % 12 };
    }
    out
}

#[test]
fn releasing_a_chart_follows_the_independent_walk_at_all_four_levels() {
    common::init();
    let birth = Birth::new(
        Moment { jd_ut: 2_447_893.0, offset_minutes: 60 }, // 1990-01-01 12:00 UT
        Place { lat: 48.85, lon: 2.35 },
    );
    let at = Moment { jd_ut: 2_447_893.0 + 36.3 * 365.25, offset_minutes: 60 };
    for (lot, key) in [(ReleasingLot::Spirit, 1), (ReleasingLot::Fortune, 0)] {
        for (year, days) in [(YearLength::Valens, 360.0), (YearLength::Julian, 365.25)] {
            let a = zodiacal_releasing(&ReleasingRequest { birth, lot, year, years: Some(80), at: Some(at) }).unwrap();
            let lot_lon = lots(&birth.chart().unwrap())[key].longitude;
            let start_sign = (lot_lon / 30.0) as usize;
            assert_eq!(a.lot_sign, SIGNS[start_sign]);
            let l1 = walk(start_sign, birth.moment.jd_ut, birth.moment.jd_ut + 80.0 * days, days);
            assert_eq!(a.level1.len(), l1.len());
            let mut l2 = vec![];
            for (p, w) in a.level1.iter().zip(&l1) {
                assert_eq!(p.sign, SIGNS[w.0]);
                assert!((p.start.jd_ut - w.1).abs() < SECOND && (p.end.jd_ut - w.2).abs() < SECOND);
                l2.extend(walk(w.0, w.1, w.2, days / 12.0));
            }
            assert_eq!(a.level2.len(), l2.len());
            for (p, w) in a.level2.iter().zip(&l2) {
                assert_eq!(p.sign, SIGNS[w.0]);
                assert!((p.start.jd_ut - w.1).abs() < SECOND && (p.end.jd_ut - w.2).abs() < SECOND);
            }
            // The current periods hold `at`, each inside its parent.
            assert_eq!(a.current.len(), 4);
            for (i, p) in a.current.iter().enumerate() {
                assert_eq!(p.level as usize, i + 1);
                assert!(p.start.jd_ut <= at.jd_ut && at.jd_ut < p.end.jd_ut);
            }
            let c2 = l2.iter().find(|w| w.1 <= at.jd_ut && at.jd_ut < w.2).unwrap();
            let l3 = walk(c2.0, c2.1, c2.2, days / 144.0);
            let got: Vec<&str> = a.level3.iter().map(|p| p.sign).collect();
            let want: Vec<&str> = l3.iter().map(|w| SIGNS[w.0]).collect();
            assert_eq!(got, want);
            let c3 = l3.iter().find(|w| w.1 <= at.jd_ut && at.jd_ut < w.2).unwrap();
            let l4: Vec<&str> = walk(c3.0, c3.1, c3.2, days / 1728.0).iter().map(|w| SIGNS[w.0]).collect();
            assert_eq!(a.level4.iter().map(|p| p.sign).collect::<Vec<_>>(), l4);
        }
    }
}
