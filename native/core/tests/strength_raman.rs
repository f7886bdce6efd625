//! Shadbala and bhava bala against the worked example of B.V. Raman, "Graha and Bhava Balas"
//! (13th ed., UBSPD 1992/1996): his Standard Horoscope, born 16 October 1918 at 2h 6m 16s pm
//! LMT (08:55:56 UT), 13° N, 77° 35′ E (5h 10m 20s), Raman ayanamsa.
//!
//! Positions are fed AS PRINTED (Sun 180°53′55″, Moon 311°17′19″, Mars 229°30′34″, Mercury
//! 181°31′34″, Jupiter 84°0′49″, Venus 171°9′56″, Saturn 124°22′41″; bhava madhyas of ch. IX,
//! ascendant 298°27′, MC 216°36′), so the test checks the method, not the ephemeris. The
//! quantities of time (the Sun's hour angle, sunrise and sunset, ahargana) come from our own
//! engine for the printed moment: the book's apparent time 14h 20m gives the same nathonnatha.
//!
//! Printed values: the component tables of the book as transcribed in PyJHora 4.8.7
//! (jhora/tests/pvr_tests.py, `shadbala_BVRamanBook_tests`), cross-checked against the book's
//! printed totals (Sun 424.24, Moon 389.80, Mars 298.14, Mercury 537.02, Jupiter 433.77, Venus
//! 376.15, Saturn 389.21 — as also used by an independent reproduction, the "Raman IX Example
//! 59" test of a public JS project) and its cheshta worked inputs (Example 48). Three
//! transcription faults in PyJHora's list are corrected from the book's own arithmetic, each
//! noted where used: Mars dig 64.30 there is 120 − 55.70; only 55.70 makes the printed Mars
//! total 298.14 add up; Saturn uchcha 34.08 there is 34.80 transposed: only 34.80 makes the
//! printed Saturn sthana 177.30 add up; PyJHora's yuddha ±0.80 for Mercury/Jupiter is its own (they are 97°
//! apart; the printed kala totals hold no yuddha).

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::strength::bhava::{bhava_dig, sign_class, sripati_madhyas, SignClass};
use astrology_core::vedic::strength::method::ShadbalaSchool;
use astrology_core::vedic::strength::shadbala::{
    ahargana_of_jdn, cheshta_kendra_from, mean_and_seeghrochcha, time_lords,
};
use astrology_core::vedic::strength::{
    bhavabala_from_input, mean_tables, shadbala_from_input, shadbala_input, BhavaInput, CheshtaMeans, ShadbalaInput,
    ShadbalaMethod, StrengthRequest,
};

const fn dms(d: f64, m: f64, s: f64) -> f64 {
    d + m / 60.0 + s / 3600.0
}

const PRINTED_LONGITUDES: [f64; 7] = [
    dms(180.0, 53.0, 55.0),
    dms(311.0, 17.0, 19.0),
    dms(229.0, 30.0, 34.0),
    dms(181.0, 31.0, 34.0),
    dms(84.0, 0.0, 49.0),
    dms(171.0, 9.0, 56.0),
    dms(124.0, 22.0, 41.0),
];
const ASCENDANT: f64 = dms(298.0, 27.0, 0.0);
const MC: f64 = dms(216.0, 36.0, 0.0);
/// Bhava madhyas printed in ch. IX (Example 59), 1st … 12th.
const PRINTED_MADHYAS: [f64; 12] = [
    dms(298.0, 27.0, 0.0),
    dms(331.0, 10.0, 0.0),
    dms(3.0, 53.0, 0.0),
    dms(36.0, 36.0, 0.0),
    dms(63.0, 53.0, 0.0),
    dms(91.0, 10.0, 0.0),
    dms(118.0, 27.0, 0.0),
    dms(151.0, 10.0, 0.0),
    dms(183.0, 53.0, 0.0),
    dms(216.0, 36.0, 0.0),
    dms(243.0, 53.0, 0.0),
    dms(271.0, 10.0, 0.0),
];

// Printed components, Sun … Saturn, virupas.
/// Saturn: 34.80 (see the module doc).
const UCHCHA: [f64; 7] = [3.0, 32.75, 37.06, 54.5, 56.33, 1.95, 34.80];
const SAPTAVARGAJA: [f64; 7] = [90.0, 48.75, 90.0, 135.0, 71.25, 116.25, 97.5];
const OJAYUGMA: [f64; 7] = [30.0, 15.0, 15.0, 30.0, 15.0, 30.0, 15.0];
const KENDRADI: [f64; 7] = [60.0, 30.0, 30.0, 60.0, 15.0, 15.0, 30.0];
const DREKKANA: [f64; 7] = [15.0, 0.0, 0.0, 0.0, 0.0, 15.0, 0.0];
const STHANA: [f64; 7] = [198.0, 126.5, 172.06, 279.5, 157.58, 178.2, 177.3];
/// Mars: 55.70 (see the module doc).
const DIG: [f64; 7] = [48.10, 31.56, 55.70, 21.09, 11.50, 15.15, 58.02];
const NATHONNATHA: [f64; 7] = [48.32, 11.68, 11.68, 60.0, 48.32, 48.32, 11.68];
const PAKSHA: [f64; 7] = [16.54, 86.92, 16.54, 16.54, 43.46, 43.46, 16.54];
const TRIBHAGA: [f64; 7] = [0.0, 0.0, 0.0, 0.0, 60.0, 0.0, 60.0];
const ABDA: [f64; 7] = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 15.0];
const MASA: [f64; 7] = [0.0, 0.0, 0.0, 30.0, 0.0, 0.0, 0.0];
const VARA: [f64; 7] = [0.0, 0.0, 0.0, 45.0, 0.0, 0.0, 0.0];
const HORA: [f64; 7] = [0.0, 60.0, 0.0, 0.0, 0.0, 0.0, 0.0];
const AYANA: [f64; 7] = [38.12, 43.44, 1.84, 41.25, 59.4, 23.75, 13.75];
const KALA: [f64; 7] = [102.98, 202.04, 30.06, 192.79, 211.18, 115.53, 116.97];
/// Sun and Moon: no separate cheshta in Raman's totals.
const CHESHTA: [f64; 7] = [0.0, 0.0, 22.23, 2.30, 35.26, 5.95, 21.14];
const NAISARGIKA: [f64; 7] = [60.0, 51.43, 17.14, 25.70, 34.28, 42.85, 8.57];
const DRIK: [f64; 7] = [15.86, -21.73, 0.95, 15.64, -16.04, 18.47, 7.21];
const TOTAL: [f64; 7] = [424.24, 389.80, 298.14, 537.02, 433.77, 376.15, 389.21];

/// Raman's printed mean longitude, seeghrochcha and true longitude (sidereal, Example 48) and
/// the resulting cheshta bala, Mars … Saturn.
const CHESHTA_WORKED: [(f64, f64, f64, f64); 5] = [
    (229.50, 266.34, 181.23, 22.23),
    (181.52, 181.23, 174.49, 2.30),
    (84.01, 66.91, 181.23, 35.26),
    (171.16, 181.23, 158.35, 5.95),
    (124.39, 111.23, 181.23, 21.14),
];

const BIRTH_JD_UT: f64 = 2_421_882.5 + (8.0 + 55.0 / 60.0 + 56.0 / 3600.0) / 24.0;

fn raman_input(school: ShadbalaSchool) -> ShadbalaInput {
    common::init();
    let req = StrengthRequest {
        moment: Moment { jd_ut: BIRTH_JD_UT, offset_minutes: 310 },
        place: Place { lat: 13.0, lon: 77.0 + 35.0 / 60.0 },
        ayanamsa: Some("raman".into()),
        node: NodeType::Mean,
        sunrise: Default::default(),
        method: ShadbalaMethod { school, ..Default::default() },
    };
    let (mut input, conventions) = shadbala_input(&req).expect("inputs");
    input.longitudes = PRINTED_LONGITUDES;
    input.tropical_longitudes = PRINTED_LONGITUDES.map(|l| (l + conventions.ayanamsa_value).rem_euclid(360.0));
    input.ascendant = ASCENDANT;
    input.mc = MC;
    input
}

fn check(label: &str, got: &[f64], printed: &[f64], tolerance: f64, worst: &mut f64) {
    let mut largest = 0.0_f64;
    for (i, (g, p)) in got.iter().zip(printed).enumerate() {
        let d = (g - p).abs();
        largest = largest.max(d);
        assert!(d <= tolerance, "{label} [{i}]: ours {g:.3}, printed {p:.3} (difference {d:.3})");
    }
    *worst = worst.max(largest);
    eprintln!("{label:>12}: largest difference {largest:.3} virupa");
}

#[test]
fn shadbala_components_match_the_printed_example() {
    let input = raman_input(ShadbalaSchool::Raman);
    let out = shadbala_from_input(&input);
    let p = &out.planets;
    let get = |f: &dyn Fn(usize) -> f64| -> Vec<f64> { (0..7).map(f).collect() };
    let mut worst = 0.0_f64;
    // Time lords: Saturn's year, Mercury's month and day, the Moon's hora (Examples 20-22, 24).
    assert_eq!(out.lords.ahargana, 714_404_130_045);
    assert_eq!(
        [out.lords.year_lord, out.lords.month_lord, out.lords.weekday_lord, out.lords.hora_lord].map(|g| g.name()),
        ["Saturn", "Mercury", "Mercury", "Moon"]
    );
    assert!(!out.natures.mercury_benefic, "Mercury joined with the Sun is a malefic in Raman's example");
    // Mars: ours 37.17 = (229°30′34″ − 118°) / 3; the printed 37.06 is 111°11′ / 3 (a slip of 20′).
    check("uchcha", &get(&|i| p[i].sthana.uchcha), &UCHCHA, 0.15, &mut worst);
    check("saptavargaja", &get(&|i| p[i].sthana.saptavargaja), &SAPTAVARGAJA, 1e-9, &mut worst);
    check("ojayugma", &get(&|i| p[i].sthana.ojayugma), &OJAYUGMA, 0.0, &mut worst);
    check("kendradi", &get(&|i| p[i].sthana.kendradi), &KENDRADI, 0.0, &mut worst);
    check("drekkana", &get(&|i| p[i].sthana.drekkana), &DREKKANA, 0.0, &mut worst);
    check("sthana", &get(&|i| p[i].sthana.total), &STHANA, 0.15, &mut worst);
    check("dig", &get(&|i| p[i].dig), &DIG, 0.1, &mut worst);
    check("nathonnatha", &get(&|i| p[i].kala.nathonnatha), &NATHONNATHA, 0.1, &mut worst);
    check("paksha", &get(&|i| p[i].kala.paksha), &PAKSHA, 0.02, &mut worst);
    check("tribhaga", &get(&|i| p[i].kala.tribhaga), &TRIBHAGA, 0.0, &mut worst);
    check("abda", &get(&|i| p[i].kala.abda), &ABDA, 0.0, &mut worst);
    check("masa", &get(&|i| p[i].kala.masa), &MASA, 0.0, &mut worst);
    check("vara", &get(&|i| p[i].kala.vara), &VARA, 0.0, &mut worst);
    check("hora", &get(&|i| p[i].kala.hora), &HORA, 0.0, &mut worst);
    check("yuddha", &get(&|i| p[i].kala.yuddha), &[0.0; 7], 0.0, &mut worst);
    // Ayana: Raman reads kranti from a table (24° obliquity, rounded to 0.05°); ours is the
    // exact declination of the tropical ecliptic point with the mean obliquity of date.
    check("ayana", &get(&|i| p[i].kala.ayana), &AYANA, 1.0, &mut worst);
    check("kala", &get(&|i| p[i].kala.total), &KALA, 1.0, &mut worst);
    check("naisargika", &get(&|i| p[i].naisargika), &NAISARGIKA, 0.02, &mut worst);
    check("drik", &get(&|i| p[i].drik), &DRIK, 0.05, &mut worst);
    check("cheshta (Sun, Moon)", &get(&|i| p[i].cheshta)[..2], &CHESHTA[..2], 0.0, &mut worst);
    eprintln!("largest difference on the checked components: {worst:.3} virupa");
}

#[test]
fn printed_totals_add_up_except_the_sun() {
    // The book's own arithmetic, which the corrections above rely on.
    for i in 0..7 {
        let sum = STHANA[i] + KALA[i] + DIG[i] + CHESHTA[i] + NAISARGIKA[i] + DRIK[i];
        let d = (sum - TOTAL[i]).abs();
        if i == 0 {
            // Sun: 198 + 102.98 + 48.10 + 0 + 60 + 15.86 = 424.94, printed 424.24.
            assert!((d - 0.70).abs() < 0.011, "Sun {sum}");
        } else {
            assert!(d < 0.015, "planet {i}: components {sum:.2}, printed {}", TOTAL[i]);
        }
    }
}

#[test]
fn cheshta_formula_on_the_printed_means() {
    for (i, &(true_lon, mean, seeghrochcha, printed)) in CHESHTA_WORKED.iter().enumerate() {
        let v = cheshta_kendra_from(true_lon, mean, seeghrochcha) / 3.0;
        assert!((v - printed).abs() < 0.01, "planet {}: {v:.3} vs {printed}", i + 2);
    }
}

#[test]
fn cheshta_with_modern_mean_elements() {
    // Our means (Meeus, tropical of date) against Raman's printed sidereal means + ayanamsa:
    // within 1 virupa for Mars, Jupiter, Venus and Saturn. Mercury differs by 4.3 virupas, all
    // of it from the seeghrochcha: Raman's table gives 174.49°, the modern mean heliocentric
    // longitude of Mercury 12.1° less (the formula itself is checked on his printed means above).
    let input = raman_input(ShadbalaSchool::Raman);
    let ayanamsa = input.tropical_longitudes[0] - input.longitudes[0];
    let out = shadbala_from_input(&input);
    for (k, &(_, mean, seeghrochcha, printed)) in CHESHTA_WORKED.iter().enumerate() {
        let p = k + 2;
        let (m, s) = mean_and_seeghrochcha(p, input.centuries_tt);
        let dm = ((m - ayanamsa - mean + 540.0) % 360.0) - 180.0;
        let ds = ((s - ayanamsa - seeghrochcha + 540.0) % 360.0) - 180.0;
        let d = out.planets[p].cheshta - printed;
        eprintln!(
            "planet {p}: mean {dm:+.2}°, seeghrochcha {ds:+.2}°, cheshta ours {:.2} printed {printed} ({d:+.2})",
            out.planets[p].cheshta
        );
        if p == 3 {
            assert!((-12.5..-11.5).contains(&ds) && (3.5..5.0).contains(&d), "Mercury {ds} {d}");
        } else {
            assert!(d.abs() < 1.0, "planet {p}: {d}");
        }
    }
    // Totals: within 1 virupa of the printed ones except Mercury (its cheshta, above); the Sun
    // against the sum of its printed components (424.94; the printed 424.24 does not add up).
    let mut sums = TOTAL;
    sums[0] = 424.94;
    for (i, q) in out.planets.iter().enumerate() {
        let d = q.total_virupas - sums[i];
        eprintln!("{:8} total ours {:7.2} printed {:7.2} ({d:+.2})", q.planet, q.total_virupas, TOTAL[i]);
        if i != 3 {
            assert!(d.abs() < 1.0, "{} total {d}", q.planet);
        }
    }
}

#[test]
fn raman_tables_give_the_printed_means_and_cheshta() {
    // Raman's printed mean Sun 181.23 and the printed means / seeghrochchas of Example 48
    // (CHESHTA_WORKED) from his own tables (vedic::strength::mean_tables): within 0.07°.
    for (k, &(_, mean, seeghrochcha, _)) in CHESHTA_WORKED.iter().enumerate() {
        let (m, s) = mean_tables::mean_and_seeghrochcha(k + 2, BIRTH_JD_UT);
        let (dm, ds) = (((m - mean + 540.0) % 360.0) - 180.0, ((s - seeghrochcha + 540.0) % 360.0) - 180.0);
        eprintln!("planet {}: mean {dm:+.3}°, seeghrochcha {ds:+.3}°", k + 2);
        assert!(dm.abs() < 0.07 && ds.abs() < 0.07, "planet {}: {dm} {ds}", k + 2);
    }
    // With cheshta_means=raman-tables every printed cheshta bala, Mercury's too, is within
    // 0.1 virupa (the modern means leave Mercury 4.3 off: cheshta_with_modern_mean_elements).
    let mut input = raman_input(ShadbalaSchool::Raman);
    input.method.cheshta_means = CheshtaMeans::RamanTables;
    let out = shadbala_from_input(&input);
    for (q, printed) in out.planets.iter().zip(CHESHTA).skip(2) {
        assert!((q.cheshta - printed).abs() < 0.1, "{}: ours {:.2}, printed {printed}", q.planet, q.cheshta);
    }
}

#[test]
fn bphs_school_differs_only_where_documented() {
    let raman = shadbala_from_input(&raman_input(ShadbalaSchool::Raman));
    let bphs = shadbala_from_input(&raman_input(ShadbalaSchool::Bphs));
    for i in 0..7 {
        let (r, b) = (&raman.planets[i], &bphs.planets[i]);
        assert_eq!(r.dig, b.dig);
        assert_eq!(r.kala.total, b.kala.total);
        assert_eq!(r.drik, b.drik);
        if i >= 2 {
            assert_eq!(r.cheshta, b.cheshta);
        }
    }
    // BPHS: the Sun's cheshta is its ayana bala, the Moon's its paksha bala.
    assert_eq!(bphs.planets[0].cheshta, bphs.planets[0].kala.ayana);
    assert_eq!(bphs.planets[1].cheshta, bphs.planets[1].kala.paksha);
}

#[test]
fn bhava_bala_matches_the_printed_example() {
    // Sripati madhyas from the printed ascendant and MC reproduce the printed madhyas.
    let m = sripati_madhyas(ASCENDANT, MC);
    for (h, (&ours, &printed)) in m.iter().zip(&PRINTED_MADHYAS).enumerate() {
        let d = ((ours - printed + 540.0) % 360.0 - 180.0).abs() * 60.0;
        assert!(d <= 1.0, "madhya {}: {d:.2}′", h + 1);
    }
    let input = BhavaInput { longitudes: PRINTED_LONGITUDES, madhyas: PRINTED_MADHYAS, shadbala_virupas: TOTAL };
    let out = bhavabala_from_input(&input);
    let dig = [30.0, 40.0, 10.0, 0.0, 20.0, 40.0, 30.0, 10.0, 20.0, 30.0, 40.0, 40.0];
    let drishti = [54.18, 36.44, 58.99, 28.10, 11.57, 2.92, 5.70, 32.51, 44.80, 44.51, 33.12, 97.55];
    let lords = [
        "Saturn", "Jupiter", "Mars", "Venus", "Mercury", "Moon", "Moon", "Mercury", "Venus", "Mars", "Jupiter",
        "Saturn",
    ];
    let mut worst = 0.0_f64;
    for (h, b) in out.iter().enumerate() {
        assert_eq!(b.lord.name(), lords[h], "lord of bhava {}", h + 1);
        assert_eq!(b.dig, dig[h], "dig of bhava {}", h + 1);
        let d = (b.drishti - drishti[h]).abs();
        worst = worst.max(d);
        assert!(d < 0.3, "drishti of bhava {}: {:.2} vs {}", h + 1, b.drishti, drishti[h]);
        let printed_total = TOTAL[planet_index(lords[h])] + dig[h] + drishti[h];
        assert!((b.total_virupas - printed_total).abs() < 0.3, "total of bhava {}", h + 1);
    }
    eprintln!("bhava drishti: largest difference {worst:.3} virupa");
    // Raman's ranking: the 8th bhava strongest, the 3rd weakest.
    assert_eq!(out[7].rank, 1);
    assert_eq!(out[2].rank, 12);
}

fn planet_index(name: &str) -> usize {
    ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"].iter().position(|p| *p == name).unwrap()
}

#[test]
fn bhava_dig_classes() {
    // BPHS / Raman sign classes, with the split Sagittarius and Capricorn.
    assert_eq!(sign_class(245.0), SignClass::Nara);
    assert_eq!(sign_class(255.0), SignClass::Chatushpada);
    assert_eq!(sign_class(275.0), SignClass::Chatushpada);
    assert_eq!(sign_class(285.0), SignClass::Jalachara);
    assert_eq!(sign_class(215.0), SignClass::Keeta);
    assert_eq!(sign_class(315.0), SignClass::Nara);
    // 60 in the strong bhava, 0 in the opposite one.
    assert_eq!(bhava_dig(1, 65.0), 60.0);
    assert_eq!(bhava_dig(7, 65.0), 0.0);
    assert_eq!(bhava_dig(10, 5.0), 60.0);
    assert_eq!(bhava_dig(4, 95.0), 60.0);
    assert_eq!(bhava_dig(7, 215.0), 60.0);
    assert_eq!(bhava_dig(1, 215.0), 0.0);
}

#[test]
fn year_and_month_lords_of_other_published_days() {
    let mut input = raman_input(ShadbalaSchool::Raman);
    let name = |p: usize| ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"][p];
    // Santhanam's note to BPHS 27 (v. 13) works 1 June 1984 (JDN 2445853): year Jupiter, month
    // Venus, a Friday. V.P. Jain's example (born 13 Sep 1981, 1:30 am, so the Vedic day of
    // Saturday 12 Sep 1981, JDN 2444860): year Mars, month Mars (as transcribed in PyJHora's
    // shadbala_VPJainBook_tests).
    for (jdn, want) in [(2_445_853, ["Jupiter", "Venus", "Venus"]), (2_444_860, ["Mars", "Mars", "Saturn"])] {
        input.ahargana = ahargana_of_jdn(jdn);
        let (y, m, w, _) = time_lords(&input);
        assert_eq!([name(y), name(m), name(w)], want, "JDN {jdn}");
    }
}
