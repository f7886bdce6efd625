//! Shadbala and bhava bala: classical facts of the method (BPHS ch. 27 / Raman's tables) and
//! invariants on random charts. The printed worked example is in strength_raman.rs.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::strength::shadbala::{dig, drekkana, drishti, kendradi, uchcha, NAISARGIKA};
use astrology_core::vedic::strength::{bhavabala, shadbala, StrengthRequest};
use common::Rng;

#[test]
fn classical_values() {
    // Uchcha: 60 at deep exaltation, 0 at deep debilitation (Sun Aries 10°, Saturn Libra 20°).
    assert!((uchcha(0, 10.0) - 60.0).abs() < 1e-9 && uchcha(0, 190.0).abs() < 1e-9);
    assert!((uchcha(6, 200.0) - 60.0).abs() < 1e-9 && (uchcha(6, 110.0) - 30.0).abs() < 1e-9);
    // Naisargika: 60/7 steps, Saturn weakest.
    assert!((NAISARGIKA[6] - 8.571_428).abs() < 1e-5 && (NAISARGIKA[1] - 51.428_571).abs() < 1e-5);
    // BPHS drishti: 3rd/10th quarter, 5th/9th half, 4th/8th three quarters, 7th full.
    for (d, v) in
        [(60.0, 15.0), (90.0, 45.0), (120.0, 30.0), (180.0, 60.0), (240.0, 30.0), (270.0, 15.0), (210.0, 45.0)]
    {
        assert!((drishti(0, d) - v).abs() < 1e-9, "drishti {d}");
    }
    // Special aspects reach the full 60: Saturn 3rd/10th, Mars 4th/8th, Jupiter 5th/9th.
    assert_eq!(drishti(6, 60.0), 60.0);
    assert_eq!(drishti(2, 90.0), 60.0);
    assert_eq!(drishti(4, 240.0), 60.0);
    // Kendradi and drekkana.
    assert_eq!(kendradi(100.0, 5.0), 60.0); // 4th sign
    assert_eq!(kendradi(35.0, 5.0), 30.0); // 2nd
    assert_eq!(kendradi(65.0, 5.0), 15.0); // 3rd
    assert_eq!(drekkana(0, 5.0), 15.0);
    assert_eq!(drekkana(1, 25.0), 15.0);
    assert_eq!(drekkana(6, 15.0), 15.0);
    assert_eq!(drekkana(6, 5.0), 0.0);
    // Dig: Sun 60 on the MC, 0 on the IC; Saturn 60 on the descendant.
    assert!((dig(0, 100.0, 10.0, 100.0) - 60.0).abs() < 1e-9 && dig(0, 280.0, 10.0, 100.0).abs() < 1e-9);
    assert!((dig(6, 190.0, 10.0, 100.0) - 60.0).abs() < 1e-9);
}

#[test]
fn invariants_on_random_charts() {
    common::init();
    let mut rng = Rng(4_2025);
    for _ in 0..60 {
        let req = StrengthRequest {
            moment: Moment { jd_ut: rng.range(2_415_020.0, 2_488_070.0), offset_minutes: 0 },
            place: Place { lat: rng.range(-55.0, 55.0), lon: rng.range(-180.0, 180.0) },
            ayanamsa: None,
            node: NodeType::Mean,
            sunrise: Default::default(),
            method: Default::default(),
        };
        let r = shadbala(&req).expect("shadbala");
        let b = bhavabala(&req).expect("bhavabala");
        // Bhava bala: madhyas in zodiacal order from the ascendant, the 10th on the MC; the
        // lord's strength is the shadbala total; dig a multiple of 10 in 0..=60; sums and ranks.
        assert!((b.houses[0].madhya - b.ascendant).abs() < 1e-9 && (b.houses[9].madhya - b.mc).abs() < 1e-9);
        let mut around = 0.0;
        for (h, x) in b.houses.iter().enumerate() {
            let next = b.houses[(h + 1) % 12].madhya;
            around += (next - x.madhya).rem_euclid(360.0);
            let lord = r.planets.iter().find(|p| p.planet == x.lord).expect("lord");
            assert_eq!(x.bhavadhipati, lord.total_virupas);
            assert!(x.dig % 10.0 == 0.0 && (0.0..=60.0).contains(&x.dig));
            let drishti: f64 = x.aspects.iter().map(|a| a.contribution).sum();
            assert!((drishti - x.drishti).abs() < 1e-9);
            assert!((x.bhavadhipati + x.dig + x.drishti - x.total_virupas).abs() < 1e-9);
        }
        assert!((around - 360.0).abs() < 1e-6, "madhyas go once around the zodiac");
        let mut ranks: Vec<u8> = b.houses.iter().map(|x| x.rank).collect();
        ranks.sort();
        assert_eq!(ranks, (1..=12).collect::<Vec<u8>>());
        let mut lords = [0; 4];
        for (i, p) in r.planets.iter().enumerate() {
            let s = &p.sthana;
            assert!((0.0..=60.0).contains(&s.uchcha));
            assert!((14.0..=45.0 + 6.0 * 30.0).contains(&s.saptavargaja));
            assert!((0.0..=60.0).contains(&p.dig));
            assert!((0.0..=60.0).contains(&p.kala.nathonnatha));
            assert!((0.0..=60.0).contains(&p.cheshta) || i < 2, "{} cheshta {}", p.planet, p.cheshta);
            let six = s.total + p.dig + p.kala.total + p.cheshta + p.naisargika + p.drik;
            assert!((six - p.total_virupas).abs() < 1e-9);
            assert!((p.total_rupas * 60.0 - p.total_virupas).abs() < 1e-9);
            assert!((p.ratio - p.total_rupas / p.minimum_rupas).abs() < 1e-12);
            lords[0] += (p.kala.abda > 0.0) as u32;
            lords[1] += (p.kala.masa > 0.0) as u32;
            lords[2] += (p.kala.vara > 0.0) as u32;
            lords[3] += (p.kala.hora > 0.0) as u32;
        }
        assert_eq!(lords, [1, 1, 1, 1], "exactly one lord each of year, month, day, hour");
        // Diurnal + nocturnal nathonnatha = 60 (Sun vs Moon); benefic + malefic paksha = 60.
        assert!((r.planets[0].kala.nathonnatha + r.planets[1].kala.nathonnatha - 60.0).abs() < 1e-9);
        assert!((r.planets[4].kala.paksha + r.planets[0].kala.paksha - 60.0).abs() < 1e-9);
        // Tribhaga: Jupiter always 60 and exactly one other graha 60.
        assert_eq!(r.planets[4].kala.tribhaga, 60.0);
        assert_eq!(r.planets.iter().filter(|p| p.kala.tribhaga == 60.0).count(), 2);
        let mut ranks: Vec<u8> = r.planets.iter().map(|p| p.rank).collect();
        ranks.sort();
        assert_eq!(ranks, vec![1, 2, 3, 4, 5, 6, 7]);
    }
}
