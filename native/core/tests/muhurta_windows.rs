//! Best-time windows as a person choosing a muhurta reads them:
//! - a window is not cut where nothing that matters changes: neighbouring stretches of equal
//!   score are one window (so a 41-minute score-100 naming window is not lost as two 20-minute
//!   pieces under the default 30-minute minimum);
//! - no window overlaps the day's Rahu Kaal, Yamaganda or Gulika Kaal as the panchang endpoints
//!   give them (`vedic::panchang::kaal`, the weekday tables of the eighths of the daytime);
//! - a naming window lies in one nakshatra pada (the pada gives the name's first syllable), and
//!   every other window lists every pada it spans.
//!
//! The Moon's pada is read from the sidereal chart of the moment (`vedic_chart`).

mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::rise_set::SunriseDefinition;
use astrology_core::ephemeris::time::{julian_day, parse_date};
use astrology_core::ephemeris::Moment;
use astrology_core::vedic::chart::{vedic_chart, ChartRequest};
use astrology_core::vedic::muhurta::scan::{best_time, BestTime, BestTimeRequest};
use astrology_core::vedic::muhurta::Purpose;
use astrology_core::vedic::panchang::kaal::{gulika_kaal, rahu_kaal, yamaganda};
use astrology_core::vedic::panchang::{PanchangDay, PanchangRequest};
use common::{init, SECOND};

const PUNE: Place = Place { lat: 18.5204, lon: 73.8567 };
const LONDON: Place = Place { lat: 51.5074, lon: -0.1278 };
const VARANASI: Place = Place { lat: 25.3176, lon: 82.9739 };

fn midnight(date: &str, offset: i32) -> Moment {
    let jd = julian_day(parse_date(date).unwrap().and_hms_opt(0, 0, 0).unwrap()) - offset as f64 / 1440.0;
    Moment { jd_ut: jd, offset_minutes: offset }
}

fn scan(purpose: Purpose, from: &str, to: &str, place: Place, offset: i32) -> BestTime {
    best_time(&BestTimeRequest {
        purpose,
        start: midnight(from, offset),
        end: midnight(to, offset),
        place,
        ayanamsa: None,
        sunrise: SunriseDefinition::default(),
        persons: vec![],
        min_minutes: Some(10.0),
        limit: Some(50),
        direction: None,
    })
    .unwrap()
}

/// (purpose, place, UTC offset of the place, answer).
fn scans() -> Vec<(Purpose, Place, i32, BestTime)> {
    vec![
        (Purpose::Naamkaran, PUNE, 330, scan(Purpose::Naamkaran, "2029-07-25", "2029-07-30", PUNE, 330)),
        (Purpose::GrahaPravesh, VARANASI, 330, scan(Purpose::GrahaPravesh, "2026-05-01", "2026-05-08", VARANASI, 330)),
        (Purpose::Vivah, LONDON, 0, scan(Purpose::Vivah, "2030-03-10", "2030-03-20", LONDON, 0)),
    ]
}

/// (nakshatra, pada) of the sidereal Moon at `jd`.
fn pada_at(jd: f64, place: Place) -> (u8, u8) {
    let c = vedic_chart(&ChartRequest {
        moment: Moment { jd_ut: jd, offset_minutes: 0 },
        place,
        ayanamsa: None,
        node: Default::default(),
    })
    .unwrap();
    let moon = &c.planets[1].nakshatra;
    (moon.nakshatra_index, moon.pada)
}

#[test]
fn windows_of_equal_score_are_not_cut() {
    init();
    for (purpose, _, _, r) in scans() {
        for a in &r.windows {
            for b in &r.windows {
                let touching = (a.end.jd_ut - b.start.jd_ut).abs() < 1e-9;
                let pada_change = purpose == Purpose::Naamkaran && a.padas != b.padas;
                assert!(
                    !touching || a.score != b.score || pada_change,
                    "{} and {} touch at equal score {}",
                    a.start.iso,
                    b.start.iso,
                    a.score
                );
            }
        }
    }
}

#[test]
fn no_window_overlaps_rahu_kaal_yamaganda_or_gulika_kaal() {
    init();
    let mut checked = 0;
    for (_, place, offset, r) in scans() {
        for w in &r.windows {
            for t in [w.start.jd_ut + SECOND, w.end.jd_ut - SECOND] {
                let day = PanchangDay::new(&PanchangRequest {
                    // The Vedic day's weekday is the local one at sunrise: the place's own offset.
                    moment: Moment { jd_ut: t, offset_minutes: offset },
                    place,
                    ayanamsa: None,
                    sunrise: SunriseDefinition::default(),
                })
                .unwrap();
                for k in [rahu_kaal(&day).unwrap(), yamaganda(&day).unwrap(), gulika_kaal(&day).unwrap()] {
                    let overlap = w.start.jd_ut < k.end.jd_ut - SECOND && k.start.jd_ut + SECOND < w.end.jd_ut;
                    assert!(
                        !overlap,
                        "window {} to {} overlaps {} {} to {}",
                        w.start.iso, w.end.iso, k.name, k.start.iso, k.end.iso
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "{checked} window ends checked");
}

#[test]
fn a_naming_window_has_one_pada_and_others_list_theirs() {
    init();
    for (purpose, place, _, r) in scans() {
        for w in &r.windows {
            let (first, last) = (pada_at(w.start.jd_ut + SECOND, place), pada_at(w.end.jd_ut - SECOND, place));
            if purpose == Purpose::Naamkaran {
                assert_eq!(w.padas.len(), 1, "{}: {:?}", w.start.iso, w.padas);
                assert_eq!(first, last, "naming window {} to {} spans two padas", w.start.iso, w.end.iso);
            } else {
                assert_eq!(w.padas.len() > 1, first != last, "{}: {:?}", w.start.iso, w.padas);
            }
        }
    }
}

#[test]
fn the_naming_window_of_27_july_2029_at_pune_is_whole() {
    // The audit's example: 09:49:56 to 10:31 IST scores 100 for a naming, but was cut at a yoga
    // change into two ~20-minute pieces and lost under the 30-minute minimum. With the default
    // minimum it is one window now (ending where the day's avoided periods or its pada end).
    init();
    let r = best_time(&BestTimeRequest {
        purpose: Purpose::Naamkaran,
        start: midnight("2029-07-27", 330),
        end: midnight("2029-07-28", 330),
        place: PUNE,
        ayanamsa: None,
        sunrise: SunriseDefinition::default(),
        persons: vec![],
        min_minutes: None,
        limit: Some(50),
        direction: None,
    })
    .unwrap();
    let w = r.windows.iter().find(|w| w.start.iso.starts_with("2029-07-27T09:49")).expect("the 09:49 window");
    assert!(w.duration_minutes >= 30.0 && w.score == 100.0, "{} minutes at {}", w.duration_minutes, w.score);
    assert!(w.changes_within.iter().any(|c| c.kinds.contains(&"yoga")), "the yoga change no longer cuts it");
}
