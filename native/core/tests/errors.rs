//! Input validation and refusals: the error kind, the parameter named, and the allowed values
//! listed, as the HTTP layer turns them into 400 / 422 responses.
//!
//! Expected values: the API's stated conventions ("unknown values → 400 listing
//! the allowed ones", "422 unsupported for valid input a method cannot serve"), and the span of
//! the shipped `.se1` files: they start at 1800-01-01 0h TT and end after 2400-01-07, and an
//! apparent position needs the body one light-time earlier (hours for the outer planets), so the
//! served range is 1800-01-03 to 2399-12-31 (UT) and every calculation must work at both ends.

mod common;

use astrology_core::ephemeris::ayanamsa::AYANAMSAS;
use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::bodies::{position, Zodiac, ALL_BODIES};
use astrology_core::ephemeris::houses::HOUSE_SYSTEMS;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::{LocalInput, SUPPORTED_RANGE_TEXT};
use astrology_core::ephemeris::{Ayanamsa, Body, HouseSystem, Moment};
use astrology_core::moments::speed::{planet_speed, SpeedRequest};
use astrology_core::vedic::chart::ChartRequest;
use astrology_core::vedic::prashna::{prashna, PrashnaRequest};
use astrology_core::vedic::vedic_chart;
use astrology_core::western::houses::natal_houses;
use astrology_core::western::Birth;
use astrology_core::Error;

fn utc(date: &str, time: &str) -> LocalInput {
    LocalInput { date: date.into(), time: time.into(), tz: Some("+00:00".into()), timezone: None }
}

fn assert_invalid<T: std::fmt::Debug>(result: astrology_core::Result<T>, param: &str) -> String {
    match result {
        Err(e @ Error::InvalidInput { .. }) => {
            let Error::InvalidInput { param: p, message } = &e else { unreachable!() };
            assert_eq!(p, param, "wrong parameter named: {e}");
            assert_eq!(e.code(), "invalid_request");
            message.clone()
        }
        other => panic!("expected InvalidInput on {param}, got {other:?}"),
    }
}

#[test]
fn dates_outside_the_served_range_are_refused_on_date() {
    common::init();
    for (date, time) in [
        ("1799-12-31", "12:00"),
        // On the files' first day the planets' light-time points before the file: refused
        // cleanly (400) instead of failing inside Swiss Ephemeris (500).
        ("1800-01-01", "00:00"),
        ("1800-01-02", "23:59"),
        ("2400-01-01", "00:01"),
        ("2400-01-02", "00:00"),
        ("2400-01-02", "12:00"),
    ] {
        let message = assert_invalid(Moment::from_local(&utc(date, time)), "date");
        assert!(message.contains(SUPPORTED_RANGE_TEXT), "message should state the range: {message}");
    }
    assert_eq!(SUPPORTED_RANGE_TEXT, "1800-01-03 to 2399-12-31");
}

/// Both ends of the range are served, from the files (`calc_ut` refuses a Moshier fallback), for
/// every body, and for the day-based searches that look back or ahead of the moment.
#[test]
fn the_first_and_last_minutes_of_the_range_are_served() {
    common::init();
    for (date, time) in [("1800-01-03", "00:00"), ("2399-12-31", "23:59")] {
        let moment = Moment::from_local(&utc(date, time)).unwrap_or_else(|e| panic!("{date} {time}: {e}"));
        for body in ALL_BODIES {
            position(moment.jd_ut, body, Zodiac::Tropical)
                .unwrap_or_else(|e| panic!("{} at {date} {time}: {e}", body.key));
        }
        // Prashna = whole chart + Vedic day (sunrise before, sunrise after) + Gulika; at
        // longitudes where this UT is just before and just after local sunrise.
        for lon in [-170.0, -90.0, 0.0, 90.0, 170.0] {
            let req = PrashnaRequest {
                chart: ChartRequest { moment, place: Place { lat: 40.0, lon }, ayanamsa: None, node: NodeType::True },
                sunrise: Default::default(),
            };
            prashna(&req).unwrap_or_else(|e| panic!("prashna at {date} {time}, lon {lon}: {e}"));
        }
    }
}
#[test]
fn coordinates_out_of_range_name_lat_or_lon() {
    assert_invalid(Place::checked(95.0, 0.0), "lat");
    assert_invalid(Place::checked(-90.5, 0.0), "lat");
    assert_invalid(Place::checked(f64::NAN, 0.0), "lat");
    assert_invalid(Place::checked(0.0, 200.0), "lon");
    assert_invalid(Place::checked(0.0, -180.1), "lon");
    assert_invalid(Place::checked(0.0, f64::INFINITY), "lon");
    assert!(Place::checked(90.0, 180.0).is_ok() && Place::checked(-90.0, -180.0).is_ok());

    // The chart and house entry points check too, before any computation.
    common::init();
    let moment = Moment::from_local(&utc("2000-01-01", "12:00")).unwrap();
    let bad = ChartRequest { moment, place: Place { lat: 95.0, lon: 0.0 }, ayanamsa: None, node: NodeType::Mean };
    assert_invalid(vedic_chart(&bad), "lat");
    let bad = Birth::new(moment, Place { lat: 10.0, lon: 200.0 });
    assert_invalid(natal_houses(&bad), "lon");
}

fn assert_lists_all(message: &str, allowed: &[&str]) {
    assert!(message.starts_with("must be one of: "), "{message}");
    let listed: Vec<&str> = message["must be one of: ".len()..].split(", ").collect();
    assert_eq!(listed, allowed, "the message must list exactly the allowed values");
}

#[test]
fn unknown_slugs_list_the_allowed_values() {
    let ayanamsas: Vec<&str> = AYANAMSAS.iter().map(|a| a.slug).collect();
    let systems: Vec<&str> = HOUSE_SYSTEMS.iter().map(|h| h.slug).collect();
    let planets: Vec<&str> = ALL_BODIES.iter().map(|b| b.key).collect();

    assert_lists_all(&assert_invalid(Ayanamsa::from_slug("lahiry"), "ayanamsa"), &ayanamsas);
    assert_lists_all(&assert_invalid(HouseSystem::from_slug("Placidus"), "house_system"), &systems);
    assert_lists_all(&assert_invalid(Body::from_key("rahu"), "planet"), &planets);
    // Slugs are case-sensitive and exact.
    assert!(Ayanamsa::from_slug("Lahiri").is_err() && HouseSystem::from_slug("whole_sign").is_err());

    // Through the entry points that take them.
    common::init();
    let moment = Moment::from_local(&utc("2000-01-01", "12:00")).unwrap();
    let place = Place { lat: 28.6, lon: 77.2 };
    let req = ChartRequest { moment, place, ayanamsa: Some("sayana".into()), node: NodeType::Mean };
    assert_lists_all(&assert_invalid(vedic_chart(&req), "ayanamsa"), &ayanamsas);
    // A typed request refuses an unknown house system when it is read, with the same message.
    let json = serde_json::json!({ "moment": { "jd_ut": moment.jd_ut, "offset_minutes": 0 }, "place": place, "house_system": "koch2" });
    let refused = serde_json::from_value::<Birth>(json).unwrap_err().to_string();
    let message = refused.strip_prefix("house_system: ").expect("the error names house_system");
    assert_lists_all(message, &systems);
    let req = SpeedRequest { moment, planet: "earth".into(), ayanamsa: None };
    assert_lists_all(&assert_invalid(planet_speed(&req), "planet"), &planets);
}

/// At 80° N around the June solstice the Sun neither rises nor sets, so there is no day and
/// night to divide for Gulika: 422, not a made-up answer. The same at 80° S in December and in
/// the polar night.
#[test]
fn prashna_in_the_polar_day_or_night_is_unsupported() {
    common::init();
    for (date, lat) in [("2024-06-21", 80.0), ("2024-12-21", 80.0), ("2024-12-21", -80.0), ("2024-06-21", -80.0)] {
        let moment = Moment::from_local(&utc(date, "12:00")).unwrap();
        let req = PrashnaRequest {
            chart: ChartRequest { moment, place: Place { lat, lon: 10.0 }, ayanamsa: None, node: NodeType::Mean },
            sunrise: Default::default(),
        };
        match prashna(&req) {
            Err(e @ Error::Unsupported(_)) => {
                assert_eq!(e.code(), "unsupported");
                assert!(e.to_string().contains("does not both rise and set"), "{e}");
            }
            other => panic!("prashna at lat {lat} on {date} should be Unsupported, got {other:?}"),
        }
    }
    // The same question at a normal latitude is answered.
    let moment = Moment::from_local(&utc("2024-06-21", "12:00")).unwrap();
    let req = PrashnaRequest {
        chart: ChartRequest { moment, place: Place { lat: 45.0, lon: 10.0 }, ayanamsa: None, node: NodeType::Mean },
        sunrise: Default::default(),
    };
    prashna(&req).expect("prashna at 45° N");
}
