//! Kalachakra dasha against the worked examples of P.V.R. Narasimha Rao's "Vedic Astrology: An
//! Integrated Approach" (ch. 24: Example 95, Exercise 34, with the book's answers), against
//! PyJHora 4.8.7 (jhora/horoscope/dhasa/raasi/kalachakra.py) on the 100 random births of
//! test/fixtures/pyjhora_kalachakra.json (tools/gen_kalachakra_pyjhora.py), and its invariants.
//!
//! PyJHora and the engine differ by rule in three places (docs/dasha.md, "Kalachakra"):
//! PyJHora puts Revati in the Bharani group and Ardra, Uttaraphalguni, Jyeshtha and Shatabhisha
//! in the Mrigashira group (BPHS 46: Revati with Ashwini, the other four with Rohini); after the
//! birth pada PyJHora keeps the chakra (changing group only after a 4th pada) where the engine
//! takes the next pada of the zodiac in its own chakra; and PyJHora starts the antardashas of a
//! sign met twice in a pada from its first place, the engine from the period's own place. Where
//! neither applies, every sign and start must agree within a minute; the rest are counted.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::dasha::kalachakra::schedule::{children, mahadashas, pada_fraction, KSpan};
use astrology_core::vedic::dasha::kalachakra::tables::Group;
use astrology_core::vedic::dasha::kalachakra::{kalachakra, kalachakra_current};
use astrology_core::vedic::dasha::{DashaRequest, YearLength};
use astrology_core::zodiac::Sign::{self, *};
use common::{cases, fixture, init, local_input, num};
use serde_json::Value;

const MINUTE: f64 = 1.0 / 1440.0;

/// Nakshatra (1..27) and pada (1..4) of a sidereal longitude.
fn pada_of(longitude: f64) -> (u8, u8) {
    let k = (longitude * 108.0 / 360.0) as usize;
    ((k / 4 + 1) as u8, (k % 4 + 1) as u8)
}

/// The mahadashas of a Moon at `longitude`, from a birth at JD 0 in years of one day.
fn book(longitude: f64, until: f64) -> Vec<KSpan> {
    let (nak, pada) = pada_of(longitude);
    mahadashas(nak, pada, pada_fraction(longitude), 0.0, 1.0, until)
}

fn first_years(mds: &[KSpan]) -> f64 {
    mds[0].start + mds[0].years
}

#[test]
fn narasimha_raos_worked_examples() {
    // Example 95: Moon 15Ta50 (Rohini 2). Answer: Sc (4.75), Li, Vi, Le, Cn, Ge, Ta, Ar, Sg.
    let mds = book(45.0 + 50.0 / 60.0, 0.0);
    assert!((first_years(&mds) - 4.75).abs() < 1e-9);
    let signs: Vec<Sign> = mds.iter().map(|s| s.sign).collect();
    assert_eq!(signs, [Scorpio, Libra, Virgo, Leo, Cancer, Gemini, Taurus, Aries, Sagittarius]);
    // Example 95, second Moon: 3Cn00 (Punarvasu 4). Answer: Pi (8.6), Sc, Li, Vi, Cn, Le, Ge, Ta, Ar.
    let mds = book(93.0, 0.0);
    assert!((first_years(&mds) - 8.6).abs() < 1e-9);
    let signs: Vec<Sign> = mds.iter().map(|s| s.sign).collect();
    assert_eq!(signs, [Pisces, Scorpio, Libra, Virgo, Cancer, Leo, Gemini, Taurus, Aries]);
    // Exercise 34: Moon 5Aq50 (Dhanishta 4). Answer: Ge (2), Ta, Ar, then Shatabhisha 1's signs
    // Sg, Cp, Aq, Pi, Ar, Ta, Ge.
    let mds = book(305.0 + 50.0 / 60.0, 90.0);
    assert!((first_years(&mds) - 2.0).abs() < 1e-9);
    let signs: Vec<Sign> = mds.iter().take(10).map(|s| s.sign).collect();
    assert_eq!(signs, [Gemini, Taurus, Aries, Sagittarius, Capricorn, Aquarius, Pisces, Aries, Taurus, Gemini]);
}

/// PyJHora's chakra of a nakshatra (its const.savya_stars_1 ... lists), to predict where the
/// two must agree.
fn pyjhora_group(nak: u8) -> Group {
    let k = nak - 1;
    if [0, 2, 6, 8, 12, 14, 18, 20, 24].contains(&k) {
        Group::Ashwini
    } else if [1, 7, 13, 19, 25, 26].contains(&k) {
        Group::Bharani
    } else if [3, 9, 15, 21].contains(&k) {
        Group::Rohini
    } else {
        Group::Mrigashira
    }
}

/// The chakra PyJHora uses for the pada after a 4th pada: the other group of the same kind.
fn pyjhora_next(g: Group) -> Group {
    match g {
        Group::Ashwini => Group::Bharani,
        Group::Bharani => Group::Ashwini,
        Group::Rohini => Group::Mrigashira,
        Group::Mrigashira => Group::Rohini,
    }
}

/// True when PyJHora reads the same table as the engine for this period.
fn same_tables(birth: (u8, u8), s: &KSpan) -> bool {
    let theirs = pyjhora_group(birth.0);
    if (s.nakshatra, s.pada) == birth {
        return theirs == Group::of(s.nakshatra);
    }
    let theirs_next = if birth.1 == 4 { pyjhora_next(theirs) } else { theirs };
    theirs == Group::of(birth.0) && theirs_next == Group::of(s.nakshatra)
}

fn request(case: &Value, year: YearLength) -> DashaRequest {
    DashaRequest {
        moment: Moment::from_local(&local_input(&case["input"])).expect("moment"),
        place: Place { lat: num(&case["input"]["lat"]), lon: num(&case["input"]["lon"]) },
        ayanamsa: None,
        node: NodeType::Mean,
        year,
        levels: Some(1),
        from: None,
        to: None,
        at: None,
    }
}

#[test]
fn mahadashas_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_kalachakra.json");
    let (mut agree, mut differ, mut births_all_agree) = (0, 0, 0);
    for case in cases(&doc, "cases") {
        let moon = num(&case["moon"]);
        let birth = pada_of(moon);
        let jd = num(&case["jd_ut"]);
        for (key, year) in [("julian", YearLength::Julian), ("sidereal", YearLength::Sidereal)] {
            let days = year.days();
            let mds = mahadashas(birth.0, birth.1, pada_fraction(moon), jd, days, jd);
            let theirs = case["years"][key]["mahadasha"].as_array().expect("mahadashas");
            assert_eq!(theirs.len(), 9);
            let mut all = true;
            for (k, (row, s)) in theirs.iter().zip(&mds).enumerate() {
                // PyJHora starts its first period at birth; the engine at the period's true start.
                let start = if k == 0 { jd } else { s.start };
                let same = row[0].as_u64() == Some(s.sign.index() as u64) && (num(&row[1]) - start).abs() < MINUTE;
                if same_tables(birth, s) {
                    assert!(same, "{key} {:?} period {k}: {row:?} v {s:?}", case["input"]);
                }
                if same {
                    agree += 1;
                } else {
                    differ += 1;
                    all = false;
                }
            }
            births_all_agree += all as usize;
        }
    }
    println!(
        "kalachakra mahadashas: {agree} agree, {differ} differ by rule; births wholly agreeing {births_all_agree}/200"
    );
    assert_eq!(agree + differ, 1800);
    // Measured with the fixture: 1544 of 1800 (9 mahadashas x 100 births x 2 year lengths).
    assert_eq!(agree, 1544);
}

#[test]
fn antardashas_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_kalachakra.json");
    let (mut agree, mut differ) = (0, 0);
    for case in cases(&doc, "cases").iter().take(20) {
        let moon = num(&case["moon"]);
        let birth = pada_of(moon);
        let jd = num(&case["jd_ut"]);
        let days = YearLength::Julian.days();
        let mds = mahadashas(birth.0, birth.1, pada_fraction(moon), jd, days, jd);
        let theirs = case["years"]["julian"]["antardasha"].as_array().expect("antardashas");
        for (k, md) in mds.iter().take(9).enumerate() {
            let rows = &theirs[k * 9..k * 9 + 9];
            // PyJHora squeezes the first mahadasha's nine antardashas into the balance from birth;
            // the engine runs them over the whole period from its start before birth (as every
            // dasha's balance is read): that one differs by rule.
            let ours = children(md, days);
            let signs = Group::of(md.nakshatra).signs(md.pada);
            let once = signs.iter().filter(|&&s| s == md.sign).count() == 1;
            let same = rows
                .iter()
                .zip(&ours)
                .all(|(r, s)| r[1].as_u64() == Some(s.sign.index() as u64) && (num(&r[2]) - s.start).abs() < MINUTE);
            if k > 0 && same_tables(birth, md) && once {
                assert!(same, "{:?} md {k}", case["input"]);
            }
            if same {
                agree += 1;
            } else {
                differ += 1;
            }
        }
    }
    println!("kalachakra antardashas: {agree} mahadashas' nine agree, {differ} differ by rule");
    // Measured with the fixture: 129 of 180 (20 births x 9 mahadashas; the 20 first ones differ by rule).
    assert_eq!(agree, 129);
}

#[test]
fn listing_and_current_agree_and_cover_without_gaps() {
    init();
    let doc = fixture("pyjhora_kalachakra.json");
    for case in cases(&doc, "cases").iter().take(20) {
        let mut req = request(case, YearLength::Julian);
        req.levels = Some(3);
        let d = kalachakra(&req).expect("listing");
        let b = d.birth.jd_ut;
        assert!(d.periods.len() >= 9);
        assert!(d.schedule.end.jd_ut - b >= 120.0 * 365.25);
        for w in d.periods.windows(2) {
            assert!((w[0].end.jd_ut - w[1].start.jd_ut).abs() < 1e-6);
        }
        // The first mahadasha starts before birth: the window (from birth) leaves its early antardashas out.
        for p in d.periods.iter().skip(1) {
            // The nine antardashas fill their mahadasha to the second (the paramayus is their whole).
            assert_eq!(p.periods.len(), 9);
            let sum: f64 = p.periods.iter().map(|q| q.years).sum();
            assert!((sum - p.years).abs() * 365.25 * 86400.0 < 1.0);
            assert!((p.periods[8].end.jd_ut - p.end.jd_ut).abs() * 86400.0 < 1.0);
        }
        // The deha and jeeva are the ends of the birth pada's nine signs.
        let c = &d.chakra;
        let (first, last) = (c.signs[0], c.signs[8]);
        let savya = c.direction == "savya";
        assert_eq!((c.deha, c.jeeva), if savya { (first, last) } else { (last, first) });
        assert!([100.0, 85.0, 83.0, 86.0].contains(&c.paramayus));
        // /current at 40 years is the chain the listing holds.
        req.at = Some(b + 40.0 * 365.25);
        let at = req.at.unwrap();
        let cur = kalachakra_current(&req).expect("current");
        assert_eq!(cur.periods.len(), 5);
        let mut level = &d.periods;
        for p in cur.periods.iter().take(3) {
            let hit = level.iter().find(|q| q.start.jd_ut <= at && at < q.end.jd_ut).expect("listed");
            assert_eq!((hit.sign, hit.start.jd_ut, hit.end.jd_ut), (p.sign, p.start.jd_ut, p.end.jd_ut));
            level = &hit.periods;
        }
    }
}
