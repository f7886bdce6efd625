//! An ephemeris error must not leave the thread in a different state: after a call that Swiss
//! Ephemeris refuses (a date past the end of the .se1 files: "sepl_24.se1 not found"), the same
//! thread must answer the last supported minute exactly as a fresh thread does. Before the
//! thread was reset after errors, the failed file look-up stuck to the thread and the request
//! alternated 500/200 across worker threads.
//!
//! Expected values: a fresh thread's answer (an invariant: same input, same bits).

mod common;

use astrology_core::ephemeris::bodies::{position, Body, Zodiac, ALL_BODIES};
use astrology_core::ephemeris::swe;
use astrology_core::ephemeris::time::Moment;
use astrology_core::moments::combustion_window::{combustion_window, CombustionWindowRequest};
use common::init;

/// 2399-12-31 23:59 UT, the last minute the API accepts.
const LAST_MINUTE: f64 = 2_597_641.499_305_555_6;
/// Past the end of the .se1 files (2400-02-28 UT).
const PAST_THE_END: f64 = 2_597_700.5;

fn answers(jd: f64) -> Vec<Option<u64>> {
    ALL_BODIES.iter().map(|b: &Body| position(jd, *b, Zodiac::Tropical).ok().map(|p| p.longitude.to_bits())).collect()
}

#[test]
fn a_failed_call_leaves_no_trace_on_its_thread() {
    init();
    let fresh = std::thread::spawn(|| answers(LAST_MINUTE)).join().unwrap();
    // Sun … Pluto and the nodes are in the files up to the last minute (Chiron and the other
    // asteroids end earlier in seas_18.se1; whatever a fresh thread answers is the reference).
    assert!(fresh[..12].iter().all(|a| a.is_some()), "a fresh thread answers Sun … Pluto and the nodes: {fresh:?}");
    let after_error = std::thread::spawn(|| {
        let mut rounds = Vec::new();
        for _ in 0..3 {
            // The Moon's next combustion change, asked at noon of the last day, searches past the
            // end of the files (the sequence an HTTP client reported).
            let noon = Moment { jd_ut: LAST_MINUTE - 0.5, offset_minutes: 0 };
            assert!(combustion_window(&CombustionWindowRequest { moment: noon, planet: "moon".into() }).is_err());
            rounds.push(answers(LAST_MINUTE));
            // Walk every body day by day past the end of the files, as an event search does.
            let mut failed = 0;
            for day in 0..60 {
                let jd = LAST_MINUTE + day as f64;
                failed += ALL_BODIES.iter().filter(|b| position(jd, **b, Zodiac::Tropical).is_err()).count();
            }
            assert!(failed > 0, "the files end before {PAST_THE_END}");
            rounds.push(answers(LAST_MINUTE));
        }
        rounds
    })
    .join()
    .unwrap();
    for round in after_error {
        assert_eq!(round, fresh, "same thread after errors answers as a fresh thread");
    }
    assert!(swe::version().starts_with("2.10"));
}
