//! Eclipses against the published canon: F. Espenak and J. Meeus, *Five Millennium Canon of
//! Solar Eclipses: -1999 to +3000* (NASA/TP-2006-214141) and *Five Millennium Canon of Lunar
//! Eclipses: -1999 to +3000* (NASA/TP-2009-214172), as tabulated on NASA's eclipse pages: the
//! date (UT) of greatest eclipse, the type, the Saros series, gamma (4 decimals) and, for central
//! solar eclipses, the duration of totality or annularity at greatest eclipse (whole seconds).
//! Gamma is computed here from the shadow geometry (Swiss Ephemeris gives none), so it is an
//! independent check of both the instant and the positions.

mod common;

use astrology_core::eclipses::lists::{lunar_eclipses, solar_eclipses};
use astrology_core::eclipses::range::Span;
use astrology_core::ephemeris::time::Moment;
use common::init;

/// 1999-01-01 to 2029-01-01 (UT).
fn thirty_years() -> Span {
    Span {
        from: Moment { jd_ut: 2_451_179.5, offset_minutes: 0 },
        to: Moment { jd_ut: 2_461_772.5, offset_minutes: 0 },
    }
}

/// Date of greatest eclipse (UT), type, Saros series, and where we hold the canon's figure:
/// gamma and the central duration at greatest eclipse (seconds; the canon prints m s).
type SolarRow = (&'static str, &'static str, i32, Option<f64>, Option<f64>);
const SOLAR: [SolarRow; 22] = [
    ("1999-08-11", "total", 145, None, None),
    ("2001-06-21", "total", 127, None, Some(297.0)), // 4m57s
    ("2005-04-08", "hybrid", 129, None, None),
    ("2006-03-29", "total", 139, None, None),
    ("2008-08-01", "total", 126, None, None),
    ("2009-07-22", "total", 136, None, Some(399.0)),   // 6m39s
    ("2010-01-15", "annular", 141, None, Some(668.0)), // 11m08s
    ("2010-07-11", "total", 146, None, None),
    ("2012-05-20", "annular", 128, None, None),
    ("2012-11-13", "total", 133, None, None),
    ("2013-11-03", "hybrid", 143, None, None),
    ("2015-03-20", "total", 120, None, None),
    ("2016-03-09", "total", 130, None, None),
    ("2017-08-21", "total", 145, Some(0.4367), Some(160.0)), // 2m40s
    ("2019-07-02", "total", 127, Some(-0.6466), Some(273.0)), // 4m33s
    ("2020-06-21", "annular", 137, None, None),
    ("2020-12-14", "total", 142, Some(-0.2939), Some(130.0)), // 2m10s
    ("2021-06-10", "annular", 147, Some(0.9152), None),
    ("2023-04-20", "hybrid", 129, Some(-0.3952), None),
    ("2023-10-14", "annular", 134, Some(0.3753), None),
    ("2024-04-08", "total", 139, Some(0.3431), Some(268.0)), // 4m28s
    ("2026-08-12", "total", 126, Some(0.8977), None),
];

/// Date of greatest eclipse (UT), type, Saros series, gamma where we hold it.
const LUNAR: [(&str, &str, i32, Option<f64>); 16] = [
    ("2014-04-15", "total", 122, None),
    ("2014-10-08", "total", 127, None),
    ("2015-04-04", "total", 132, None),
    ("2015-09-28", "total", 137, None),
    ("2018-07-27", "total", 129, Some(0.1168)),
    ("2019-01-21", "total", 134, Some(0.3684)),
    ("2021-05-26", "total", 121, Some(0.4774)),
    ("2021-11-19", "partial", 126, None),
    ("2022-05-16", "total", 131, Some(-0.2532)),
    ("2022-11-08", "total", 136, Some(0.2570)),
    ("2023-05-05", "penumbral", 141, None),
    ("2023-10-28", "partial", 146, None),
    ("2024-09-18", "partial", 118, None),
    ("2025-03-14", "total", 123, Some(0.3485)),
    ("2025-09-07", "total", 128, Some(-0.2752)),
    ("2026-03-03", "total", 133, None),
];

#[test]
fn solar_eclipses_match_the_nasa_canon() {
    init();
    let ours = solar_eclipses(&thirty_years()).unwrap().eclipses;
    let mut worst_gamma = 0.0_f64;
    for (date, kind, series, gamma, duration) in SOLAR {
        let e = ours
            .iter()
            .find(|e| e.maximum.iso.starts_with(date))
            .unwrap_or_else(|| panic!("no solar eclipse on {date}"));
        assert_eq!(e.kind.name(), kind, "{date}: type");
        assert_eq!(e.saros.unwrap().series, series, "{date}: saros series");
        // The canon prints gamma to 4 decimals: agreement within rounding and a few seconds of time.
        if let Some(gamma) = gamma {
            assert!((e.gamma - gamma).abs() < 3e-4, "{date}: gamma {} vs {gamma}", e.gamma);
            worst_gamma = worst_gamma.max((e.gamma - gamma).abs());
        }
        if let Some(duration) = duration {
            let d = e.central_duration_seconds.expect("central");
            assert!((d - duration).abs() <= 1.0, "{date}: central duration {d} s vs {duration} s");
        }
    }
    println!("NASA canon, {} solar eclipses: worst gamma difference {worst_gamma:.5}", SOLAR.len());
}

#[test]
fn lunar_eclipses_match_the_nasa_canon() {
    init();
    let ours = lunar_eclipses(&thirty_years()).unwrap().eclipses;
    let mut worst_gamma = 0.0_f64;
    for (date, kind, series, gamma) in LUNAR {
        let e = ours
            .iter()
            .find(|e| e.maximum.iso.starts_with(date))
            .unwrap_or_else(|| panic!("no lunar eclipse on {date}"));
        assert_eq!(e.kind.name(), kind, "{date}: type");
        assert_eq!(e.saros.unwrap().series, series, "{date}: saros series");
        if let Some(gamma) = gamma {
            assert!((e.gamma - gamma).abs() < 3e-4, "{date}: gamma {} vs {gamma}", e.gamma);
            worst_gamma = worst_gamma.max((e.gamma - gamma).abs());
        }
    }
    println!("NASA canon, {} lunar eclipses: worst gamma difference {worst_gamma:.5}", LUNAR.len());
}
