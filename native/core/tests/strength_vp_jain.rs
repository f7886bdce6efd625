//! Shadbala against V.P. Jain's worked example: born 13 September 1981 at 1:30 am IST
//! (12 Sep 20:00 UT), New Delhi 28°39′ N, 77°13′ E, Lahiri ayanamsa.
//!
//! Printed values: the book's component tables as transcribed in PyJHora 4.8.7
//! (jhora/tests/pvr_tests.py, `shadbala_VPJainBook_tests`), every component of the seven
//! grahas, cross-checked here against the book's own arithmetic (the printed sthana, kala and
//! total of each graha are the sums of its printed parts).
//!
//! Positions. The book's positions are not reachable from here, and the list PyJHora keeps
//! beside the printed values (Sun 146°37′19″, Moon 309°50′ …) does not reproduce the book's
//! own uchcha balas (Sun 146°37′19″ gives 14.46, printed 14.54). Our Lahiri positions do: all
//! seven printed uchcha balas within 0.01 virupa, i.e. the book's longitudes agree with ours to
//! 0.03° (uchcha bala is the arc from the debilitation point ÷ 3), so the test feeds our own
//! positions and checks the method, not the ephemeris.
//!
//! Jain's reading of the method differs from the BPHS defaults in four places, each an option
//! of `/v1/chart/shadbala` (vedic::strength::method): Raman's saptavargaja scale with no
//! separate cheshta bala for the Sun and Moon (`school=raman`), the whole moolatrikona sign in
//! the rasi chart (`moolatrikona=sign`), cheshta from Raman's mean-motion tables
//! (`cheshta_means=raman-tables`) and the war won by the northern planet (`war_victor=latitude`,
//! the default). With those options every component is within 0.25 virupa of the book; with the
//! defaults the differences are exactly the ones those options explain (checked below).

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::strength::{
    shadbala_from_input, shadbala_input, CheshtaMeans, Moolatrikona, PlanetShadbala, ShadbalaMethod, ShadbalaSchool,
    StrengthRequest, WarVictor,
};

/// 1981-09-12 20:00 UT.
const BIRTH_JD_UT: f64 = 2_444_859.5 + 20.0 / 24.0;

// Printed components, Sun … Saturn, virupas.
const UCHCHA: [f64; 7] = [14.54, 32.17, 4.94, 58.16, 34.85, 3.09, 48.81];
const SAPTAVARGAJA: [f64; 7] = [127.5, 30.0, 135.0, 120.0, 58.13, 150.0, 82.5];
const OJAYUGMA: [f64; 7] = [15.0, 0.0, 15.0, 0.0, 0.0, 15.0, 0.0];
const STHANA: [f64; 7] = [172.04, 77.17, 184.94, 238.16, 152.98, 198.08, 206.31];
const DIG: [f64; 7] = [6.59, 12.22, 20.99, 31.97, 31.99, 53.29, 26.67];
const NATHONNATHA: [f64; 7] = [6.1, 53.9, 53.9, 60.0, 6.1, 6.1, 53.9];
const PAKSHA: [f64; 7] = [5.62, 108.76, 5.62, 54.38, 54.38, 54.38, 5.62];
const TRIBHAGA: [f64; 7] = [0.0, 0.0, 0.0, 0.0, 60.0, 60.0, 0.0];
const ABDA: [f64; 7] = [0.0, 0.0, 15.0, 0.0, 0.0, 0.0, 0.0];
const MASA: [f64; 7] = [0.0, 0.0, 30.0, 0.0, 0.0, 0.0, 0.0];
const VARA: [f64; 7] = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 45.0];
const HORA: [f64; 7] = [0.0, 0.0, 0.0, 60.0, 0.0, 0.0, 0.0];
const AYANA: [f64; 7] = [70.08, 43.19, 53.56, 37.10, 22.94, 15.41, 35.04];
const KALA: [f64; 7] = [81.80, 205.85, 158.08, 210.68, 144.22, 135.89, 139.56];
/// Sun and Moon: no separate cheshta bala in Jain's totals (as in Raman's).
const CHESHTA: [f64; 7] = [0.0, 0.0, 20.93, 28.76, 8.43, 28.18, 5.05];
const NAISARGIKA: [f64; 7] = [60.0, 51.43, 17.14, 25.71, 34.29, 42.86, 8.57];
const DRIK: [f64; 7] = [11.24, -0.32, -5.10, 4.29, 4.32, -2.86, 5.82];
const TOTAL: [f64; 7] = [331.67, 346.35, 396.98, 539.57, 376.23, 455.45, 391.98];

const JAIN: ShadbalaMethod = ShadbalaMethod {
    school: ShadbalaSchool::Raman,
    moolatrikona: Moolatrikona::Sign,
    cheshta_means: CheshtaMeans::RamanTables,
    war_victor: WarVictor::Latitude,
};

fn jain_chart(method: ShadbalaMethod) -> Vec<PlanetShadbala> {
    common::init();
    let req = StrengthRequest {
        moment: Moment { jd_ut: BIRTH_JD_UT, offset_minutes: 330 },
        place: Place { lat: 28.0 + 39.0 / 60.0, lon: 77.0 + 13.0 / 60.0 },
        ayanamsa: Some("lahiri".into()),
        node: NodeType::Mean,
        sunrise: Default::default(),
        method,
    };
    let (input, _) = shadbala_input(&req).expect("inputs");
    shadbala_from_input(&input).planets
}

/// Every (label, ours, printed) row of one answer.
fn rows(p: &[PlanetShadbala]) -> Vec<(&'static str, [f64; 7], [f64; 7])> {
    let get = |f: &dyn Fn(&PlanetShadbala) -> f64| -> [f64; 7] { std::array::from_fn(|i| f(&p[i])) };
    vec![
        ("uchcha", get(&|q| q.sthana.uchcha), UCHCHA),
        ("saptavargaja", get(&|q| q.sthana.saptavargaja), SAPTAVARGAJA),
        ("ojayugma", get(&|q| q.sthana.ojayugma), OJAYUGMA),
        ("sthana", get(&|q| q.sthana.total), STHANA),
        ("dig", get(&|q| q.dig), DIG),
        ("nathonnatha", get(&|q| q.kala.nathonnatha), NATHONNATHA),
        ("paksha", get(&|q| q.kala.paksha), PAKSHA),
        ("tribhaga", get(&|q| q.kala.tribhaga), TRIBHAGA),
        ("abda", get(&|q| q.kala.abda), ABDA),
        ("masa", get(&|q| q.kala.masa), MASA),
        ("vara", get(&|q| q.kala.vara), VARA),
        ("hora", get(&|q| q.kala.hora), HORA),
        ("ayana", get(&|q| q.kala.ayana), AYANA),
        ("kala", get(&|q| q.kala.total), KALA),
        ("cheshta", get(&|q| q.cheshta), CHESHTA),
        ("naisargika", get(&|q| q.naisargika), NAISARGIKA),
        ("drik", get(&|q| q.drik), DRIK),
        ("total", get(&|q| q.total_virupas), TOTAL),
    ]
}

#[test]
fn printed_parts_add_up_to_the_printed_totals() {
    for i in 0..7 {
        // Kala includes Jain's yuddha bala: Mercury and Jupiter are 0.06° apart, Jupiter (north)
        // gains 0.80 and Mercury loses it; the other five kala parts are printed above.
        let yuddha = [0.0, 0.0, 0.0, -0.80, 0.80, 0.0, 0.0][i];
        let kala = NATHONNATHA[i] + PAKSHA[i] + TRIBHAGA[i] + ABDA[i] + MASA[i] + VARA[i] + HORA[i] + AYANA[i];
        assert!((kala + yuddha - KALA[i]).abs() < 0.015, "kala of {i}: {kala} + {yuddha} vs {}", KALA[i]);
        let total = STHANA[i] + DIG[i] + KALA[i] + CHESHTA[i] + NAISARGIKA[i] + DRIK[i];
        assert!((total - TOTAL[i]).abs() < 0.015, "total of {i}: {total} vs {}", TOTAL[i]);
    }
}

#[test]
fn every_component_matches_the_book_with_jains_options() {
    let p = jain_chart(JAIN);
    let mut worst = 0.0_f64;
    for (label, ours, printed) in rows(&p) {
        // Exact table values (0, 15, 30 …) must match exactly; computed ones to 2 decimals
        // except where stated.
        let tolerance = match label {
            // Jain's ayana bala reads kranti from a table (Mars printed 53.56, ours 53.76).
            "ayana" | "kala" | "total" => 0.25,
            // Read off Raman's tables digit by digit (PyJHora's reading of the same tables
            // gives 20.91, 28.80, 8.44, 28.20, 5.07).
            "cheshta" => 0.05,
            // Printed to one decimal (6.1, 53.9): ours 6.06 and 53.94.
            "nathonnatha" => 0.05,
            _ => 0.02,
        };
        let mut largest = 0.0_f64;
        for i in 0..7 {
            let d = (ours[i] - printed[i]).abs();
            largest = largest.max(d);
            assert!(d <= tolerance, "{label} of {}: ours {:.3}, printed {:.2}", p[i].planet, ours[i], printed[i]);
        }
        eprintln!("{label:>12}: largest difference {largest:.3} virupa");
        worst = worst.max(largest);
    }
    // The war: Jupiter, north of Mercury, wins; the amount within 0.05 of the printed 0.80.
    eprintln!("yuddha: Jupiter {:+.3}, Mercury {:+.3}", p[4].kala.yuddha, p[3].kala.yuddha);
    assert!((p[4].kala.yuddha - 0.80).abs() < 0.05 && (p[3].kala.yuddha + p[4].kala.yuddha).abs() < 1e-12);
    eprintln!("largest difference on every component: {worst:.3} virupa");
}

#[test]
fn the_defaults_differ_only_where_the_options_say() {
    let jain = jain_chart(JAIN);
    // moolatrikona=degrees: the Sun at Leo 26°21′ and Mercury at Virgo 20°31′ are outside the
    // BPHS moolatrikona degrees (Leo 0–20°, Virgo 15–20°), so own sign 30 instead of 45.
    let degrees = jain_chart(ShadbalaMethod { moolatrikona: Moolatrikona::Degrees, ..JAIN });
    for i in 0..7 {
        let want = if i == 0 || i == 3 { -15.0 } else { 0.0 };
        assert_eq!(degrees[i].sthana.saptavargaja - jain[i].sthana.saptavargaja, want, "{}", jain[i].planet);
    }
    // cheshta_means=modern: within 1.2 virupas of the book except Mercury (4.4 less): the modern
    // mean heliocentric Mercury differs from Raman's table, as in Raman's own example.
    let modern = jain_chart(ShadbalaMethod { cheshta_means: CheshtaMeans::Modern, ..JAIN });
    for i in 2..7 {
        let d = modern[i].cheshta - CHESHTA[i];
        if i == 3 {
            assert!((-4.6..-4.1).contains(&d), "Mercury {d}");
        } else {
            assert!(d.abs() < 1.2, "{} {d}", jain[i].planet);
        }
    }
    // war_victor=strength: Mercury has the larger sthana + dig + kala, so it wins the same amount.
    let strength = jain_chart(ShadbalaMethod { war_victor: WarVictor::Strength, ..JAIN });
    assert_eq!(strength[3].kala.yuddha, jain[4].kala.yuddha);
    assert_eq!(strength[4].kala.yuddha, jain[3].kala.yuddha);
    // school=bphs: the Sun's cheshta is its ayana bala and the Moon's its paksha bala.
    let bphs = jain_chart(ShadbalaMethod { school: ShadbalaSchool::Bphs, ..JAIN });
    assert_eq!(bphs[0].cheshta, bphs[0].kala.ayana);
    assert_eq!(bphs[1].cheshta, bphs[1].kala.paksha);
}
