//! Tropical houses are computed from the nutation Swiss Ephemeris already holds for the moment
//! (`swe::armc_and_obliquity` + `swe_houses_armc`) instead of through `swe_houses_ex`, which
//! computes it again. Invariant checked: the angles and cusps are the very same doubles as
//! `swe_houses_ex` gives (the C function the API used before, called here directly), in every
//! house system, whether or not the planets of the moment were computed just before, so no
//! answer moves by a bit.

mod common;

use astrology_core::ephemeris::bodies::{position, Zodiac, MOON, SUN};
use astrology_core::ephemeris::houses::{houses, HOUSE_SYSTEMS};
use astrology_core::ephemeris::swe;
use common::init;

#[test]
fn tropical_houses_are_the_doubles_of_swe_houses_ex() {
    init();
    // A fixed xorshift stream of moments 1800-2399 and places, polar ones included.
    let mut s: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        (s >> 11) as f64 / (1u64 << 53) as f64
    };
    let mut compared = 0;
    for case in 0..300 {
        let jd = 2_378_498.5 + next() * 219_000.0;
        let lat = next() * 178.0 - 89.0;
        let lon = next() * 360.0 - 180.0;
        if case % 2 == 0 {
            // The chart's order: the planets first, so their nutation is the one held.
            position(jd, SUN, Zodiac::Tropical).unwrap();
            position(jd, MOON, Zodiac::Tropical).unwrap();
        }
        for system in HOUSE_SYSTEMS.iter().filter(|h| h.code != b'I') {
            let (cusps, ascmc, ok) = swe::houses_ex(jd, 0, lat, lon, system.code).unwrap();
            match houses(jd, lat, lon, *system, Zodiac::Tropical) {
                Ok(h) => {
                    assert!(ok, "{} at {jd} {lat} {lon}: swe_houses_ex failed", system.slug);
                    let want: Vec<u64> = cusps[1..=system.cusp_count()].iter().map(|c| c.to_bits()).collect();
                    let got: Vec<u64> = h.cusps.iter().map(|c| c.to_bits()).collect();
                    assert_eq!(got, want, "{} cusps at {jd} {lat} {lon}", system.slug);
                    let angles = [h.ascendant, h.mc, h.armc, h.vertex].map(f64::to_bits);
                    assert_eq!(angles, [ascmc[0], ascmc[1], ascmc[2], ascmc[3]].map(f64::to_bits), "{}", system.slug);
                    compared += 1;
                }
                // The system fails inside the polar circle: swe_houses_ex said so too, or gave a
                // non-finite value the API refuses.
                Err(_) => assert!(
                    !ok || cusps.iter().chain(ascmc.iter().take(4)).any(|v| !v.is_finite()),
                    "{} at {jd} {lat} {lon}",
                    system.slug
                ),
            }
        }
    }
    assert!(compared > 5_000, "{compared}");
}
