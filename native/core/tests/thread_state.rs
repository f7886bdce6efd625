//! Swiss Ephemeris keeps its state (ephemeris path, sidereal mode, caches) per thread. The core
//! must give every thread the same answers regardless of what other threads are doing and of
//! what the same thread computed before (another ayanamsa, the tropical zodiac).
//!
//! Expected values: the same functions run single-threaded first (an invariant test, no
//! external reference). Equality is bit-for-bit: the same inputs through the same code must
//! give the same doubles; any difference means state leaked between calls or threads.

mod common;

use astrology_core::ephemeris::ayanamsa::Ayanamsa;
use astrology_core::ephemeris::bodies::{self, position, Body, Zodiac, MOON};
use astrology_core::ephemeris::houses::ascendant;
use astrology_core::ephemeris::swe;
use common::{init, Rng};
use std::sync::{Arc, Barrier};

const AYANAMSAS: [&str; 6] = ["lahiri", "krishnamurti", "raman", "true_chitra", "yukteshwar", "fagan_bradley"];
const SIDEREAL_BODIES: [Body; 8] = [
    bodies::SUN,
    bodies::MOON,
    bodies::MARS,
    bodies::MERCURY,
    bodies::JUPITER,
    bodies::VENUS,
    bodies::SATURN,
    bodies::MEAN_NODE,
];
const THREADS: usize = 16;
const ITERATIONS: usize = 200;

#[derive(Clone, Copy)]
struct Chart {
    jd: f64,
    lat: f64,
    lon: f64,
}

/// 9 grahas' sidereal longitudes, the sidereal ascendant, the ayanamsa value, and the tropical
/// Moon (which must not see the sidereal mode), as raw bits.
fn compute(chart: Chart, ayanamsa: Ayanamsa) -> Vec<u64> {
    // Swiss Ephemeris' own sidereal mode (SEFLG_SIDEREAL), which is per-thread state.
    let mut out: Vec<u64> = SIDEREAL_BODIES
        .iter()
        .map(|b| position(chart.jd, *b, Zodiac::Sidereal(ayanamsa)).unwrap().longitude.to_bits())
        .collect();
    out.push(ascendant(chart.jd, chart.lat, chart.lon, Zodiac::Sidereal(ayanamsa)).unwrap().to_bits());
    out.push(ayanamsa.value(chart.jd).unwrap().to_bits());
    out.push(position(chart.jd, MOON, Zodiac::Tropical).unwrap().longitude.to_bits());
    out
}

fn charts() -> Vec<Chart> {
    let mut rng = Rng(20_240_615);
    (0..20)
        .map(|_| Chart {
            jd: rng.range(2_415_020.5, 2_488_069.5), // 1900–2100
            lat: rng.range(-60.0, 60.0),
            lon: rng.range(-180.0, 180.0),
        })
        .collect()
}

fn run(reconfigure_meanwhile: bool) {
    init();
    let charts = Arc::new(charts());
    let ayanamsas: Vec<Ayanamsa> = AYANAMSAS.iter().map(|s| Ayanamsa::from_slug(s).unwrap()).collect();
    // Single-threaded reference, on this thread, chart by chart then ayanamsa by ayanamsa.
    let reference: Arc<Vec<Vec<Vec<u64>>>> =
        Arc::new(charts.iter().map(|&c| ayanamsas.iter().map(|&a| compute(c, a)).collect()).collect());

    let start = Arc::new(Barrier::new(THREADS + 1));
    let handles: Vec<_> = (0..THREADS)
        .map(|t| {
            let (charts, reference, start) = (charts.clone(), reference.clone(), start.clone());
            let ayanamsas = ayanamsas.clone();
            std::thread::spawn(move || {
                // Every (chart, ayanamsa) pair in this thread's own shuffled order, starting from a
                // different ayanamsa in each thread, so neighbouring calls switch sidereal mode.
                let mut order: Vec<(usize, usize)> =
                    (0..charts.len()).flat_map(|c| (0..ayanamsas.len()).map(move |a| (c, a))).collect();
                let mut rng = Rng(1000 + t as u64);
                rng.shuffle(&mut order);
                start.wait();
                let mut mismatches = Vec::new();
                for i in 0..ITERATIONS {
                    let (c, a) = order[i % order.len()];
                    let a = (a + t) % ayanamsas.len();
                    let got = compute(charts[c], ayanamsas[a]);
                    if got != reference[c][a] {
                        mismatches.push(format!("thread {t}, iteration {i}: chart {c}, {}", ayanamsas[a].slug));
                    }
                }
                mismatches
            })
        })
        .collect();
    start.wait();
    if reconfigure_meanwhile {
        // Re-applying the configuration makes every thread re-open its files and reset its
        // sidereal mode at its next call; answers must not change.
        let dir = swe::ephemeris_path().expect("configured by init()");
        for _ in 0..20 {
            swe::set_ephemeris_path(&dir).unwrap();
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
    }
    let mut mismatches = Vec::new();
    for h in handles {
        mismatches.extend(h.join().expect("worker thread panicked"));
    }
    assert!(
        mismatches.is_empty(),
        "{} of {} multi-threaded results differ from the single-threaded ones, e.g.\n{}",
        mismatches.len(),
        THREADS * ITERATIONS,
        mismatches.iter().take(10).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn sixteen_threads_switching_ayanamsas_agree_bit_for_bit() {
    run(false);
}

#[test]
fn answers_survive_reconfiguration_while_threads_compute() {
    run(true);
}
