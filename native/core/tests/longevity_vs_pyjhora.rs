//! Longevity (BPHS ch. 43) against test/fixtures/longevity_reference.json
//! (tools/gen_longevity_pyjhora.py: PyJHora 4.8.7 aayu.py on pyswisseph positions, 200 drawn
//! births): the pindayu, nisargayu and amsayu base years of the seven planets and the enemy-sign
//! table of shatru-kshetra harana, on the fixture's own longitudes; then the endpoint on 20 of the
//! births (our ephemeris) for the same base years and the totals' arithmetic.
//!
//! Where PyJHora differs from BPHS it is not compared (docs/chart-tools.md): its chakrapata table
//! gives benefics the malefics' loss and the reverse, and its astangata harana also halves
//! retrograde planets.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::chart::ChartRequest;
use astrology_core::vedic::dignity::debilitation;
use astrology_core::vedic::tools::longevity::{
    amsayu_years, in_enemy_sign, longevity, proportional_years, NISARGAYU_YEARS, PINDAYU_YEARS,
};
use astrology_core::vedic::tools::ToolRequest;
use astrology_core::zodiac::Graha;
use common::{cases, fixture, num};
use serde_json::Value;

const NAMES: [&str; 7] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];

fn seven() -> [Graha; 7] {
    [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn]
}

#[test]
fn base_years_and_enemy_signs_match_pyjhora_on_200_charts() {
    let d = fixture("longevity_reference.json");
    let mut max = 0.0f64;
    let (mut compared, mut debilitated) = (0, 0);
    for c in cases(&d, "cases") {
        for (i, g) in seven().into_iter().enumerate() {
            let lon = num(&c["planets"][NAMES[i]]);
            let pairs = [
                (proportional_years(g, lon, PINDAYU_YEARS[i]), num(&c["pindayu_base"][NAMES[i]])),
                (proportional_years(g, lon, NISARGAYU_YEARS[i]), num(&c["nisargayu_base"][NAMES[i]])),
                (amsayu_years(lon), num(&c["amsayu_base"][NAMES[i]])),
            ];
            for (ours, theirs) in pairs {
                // Amsayu wraps at 12: compare on the circle of 12 years.
                let d = (ours - theirs).abs();
                max = max.max(d.min((12.0 - d).abs()));
            }
            // PyJHora's table marks the debilitation sign "debilitated" rather than "enemy"; of the
            // seven, the Sun in Libra (Venus's) and Saturn in Aries (Mars's) are in an enemy's sign
            // there, and BPHS's harana names the sign's lord, so we reduce them (docs/chart-tools.md).
            // Its table also lists Jupiter in Virgo as a friend's sign though Gemini, Mercury's
            // other sign, is an enemy's: BPHS ch. 3 makes Mercury Jupiter's natural enemy.
            let jupiter_in_virgo = g == Graha::Jupiter && (lon / 30.0) as usize == 5;
            if (lon / 30.0) as usize == (debilitation(g).0) || jupiter_in_virgo {
                debilitated += 1;
                continue;
            }
            let enemy = c["enemy_sign"].as_array().unwrap().iter().any(|v| v.as_str() == Some(NAMES[i]));
            assert_eq!(in_enemy_sign(g, lon), enemy, "{} at {lon} {:?}", NAMES[i], c["input"]);
            compared += 1;
        }
    }
    println!("base years: max difference {max:.2e} years; enemy sign equal in {compared}, {debilitated} debilitated or Jupiter in Virgo not compared");
    assert!(compared > 1200);
    assert!(max < 1e-8, "max difference {max}");
}

fn request(c: &Value) -> ToolRequest {
    let moment = Moment::from_local(&common::local_input(&c["input"])).unwrap();
    let place = Place { lat: num(&c["input"]["lat"]), lon: num(&c["input"]["lon"]) };
    ToolRequest { chart: ChartRequest { moment, place, ayanamsa: None, node: NodeType::Mean }, method: None }
}

#[test]
fn endpoint_base_years_and_totals_on_20_charts() {
    common::init();
    let d = fixture("longevity_reference.json");
    for c in cases(&d, "cases").iter().take(20) {
        let a = longevity(&request(c)).unwrap();
        assert_eq!(a.planets.len(), 7);
        for (i, p) in a.planets.iter().enumerate() {
            assert!((p.pindayu.base_years - num(&c["pindayu_base"][NAMES[i]])).abs() < 1e-4, "{:?}", c["input"]);
            assert!((p.nisargayu.base_years - num(&c["nisargayu_base"][NAMES[i]])).abs() < 1e-4);
            // Each share is its base times its factors, and no harana adds years.
            let product = p.pindayu.adjustments.iter().fold(p.pindayu.base_years, |y, a| y * a.factor);
            assert!((product - p.pindayu.years).abs() < 1e-12);
            assert!(p.pindayu.years <= p.pindayu.base_years + 1e-12);
        }
        let total: f64 = a.planets.iter().map(|p| p.pindayu.years).sum::<f64>() + a.lagna.pindayu_years;
        assert!((total - a.totals.pindayu).abs() < 1e-9);
        let expected = match a.applies.method {
            "pindayu" => a.totals.pindayu,
            "nisargayu" => a.totals.nisargayu,
            _ => a.totals.amsayu,
        };
        assert_eq!(a.applies.years, expected);
    }
}
