//! Pitru dosha when the Sun is itself the 9th lord (Sagittarius ascendant, Leo in the 9th): the
//! Sun is listed once, and each conjunction once. Charts from New Delhi, every hour of
//! 1-10 April 2024, when the sidereal Sun and Rahu were both in Pisces (a fact of the sky these
//! charts show themselves: the test asserts it holds for the charts it counts).

mod common;

use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::{LocalInput, Moment};
use astrology_core::vedic::chart::{vedic_chart, ChartRequest};
use astrology_core::vedic::dosha::doshas_of_chart;
use astrology_core::zodiac::{Graha, SIGNS};
use common::init;

#[test]
fn the_sun_as_ninth_lord_is_listed_once() {
    init();
    let mut counted = 0;
    for day in 1..=10 {
        for hour in 0..24 {
            let input = LocalInput {
                date: format!("2024-04-{day:02}"),
                time: format!("{hour:02}:00"),
                tz: Some("+05:30".into()),
                timezone: None,
            };
            let chart = vedic_chart(&ChartRequest {
                moment: Moment::from_local(&input).unwrap(),
                place: Place { lat: 28.6139, lon: 77.2090 },
                ayanamsa: None,
                node: Default::default(),
            })
            .unwrap();
            let ninth = (chart.ascendant.sign.sign_index as usize - 1 + 8) % 12;
            if SIGNS[ninth].lord != Graha::Sun {
                continue;
            }
            let sun = chart.planets.iter().find(|g| g.graha == Graha::Sun).unwrap();
            let rahu = chart.planets.iter().find(|g| g.graha == Graha::Rahu).unwrap();
            assert_eq!(sun.sign.sign_index, rahu.sign.sign_index, "the Sun with Rahu in these days");
            let d = doshas_of_chart(&chart);
            let pitru = d.iter().find(|x| x.key == "pitru").unwrap();
            assert!(pitru.present);
            assert_eq!(pitru.planets, vec![Graha::Sun], "{input:?}");
            let rahu_lines = pitru.details.iter().filter(|l| l.contains("Rahu")).count();
            assert_eq!(rahu_lines, 1, "{:?}", pitru.details);
            counted += 1;
        }
    }
    assert!(counted >= 10, "{counted} charts with a Sagittarius ascendant");
}
