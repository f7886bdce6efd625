//! `/v1/western/horary` against Lilly's rules evaluated independently with pyswisseph
//! (`test/fixtures/western_horary.json`, made by tools/gen_western_horary.py: Regiomontanus
//! chart, considerations before judgement, the Moon's applying aspects by its own scan and
//! bisection, planetary hours from swe.rise_trans), and receptions from Lilly's table of
//! essential dignities (*Christian Astrology*, 1647, p. 104).
mod common;

use astrology_core::ephemeris::houses::REGIOMONTANUS;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::Moment;
use astrology_core::sky::horary::reception::hosted_by;
use astrology_core::sky::horary::{horary, HoraryRequest};
use astrology_core::zodiac::Graha;
use common::{cases, fixture, num};
use serde_json::Value;

fn graha(v: &Value) -> Graha {
    Graha::from_key(v.as_str().unwrap()).unwrap()
}

#[test]
fn considerations_significators_moon_aspects_and_hours_follow_lillys_rules() {
    common::init();
    let doc = fixture("western_horary.json");
    let (mut worst, mut aspects) = (0.0_f64, 0);
    for c in cases(&doc, "cases") {
        let req = HoraryRequest {
            moment: Moment { jd_ut: num(&c["jd"]), offset_minutes: c["offset_minutes"].as_i64().unwrap() as i32 },
            place: Place { lat: num(&c["lat"]), lon: num(&c["lon"]) },
            house_system: REGIOMONTANUS,
            house: None,
        };
        let a = horary(&req).unwrap();
        let k = &a.considerations;
        let jd = num(&c["jd"]);
        assert!((k.ascendant_degree - num(&c["ascendant_degree"])).abs() < 1e-6, "ascendant degree at {jd}");
        assert_eq!(k.moon_via_combusta, c["via_combusta"].as_bool().unwrap());
        let house = c["saturn_house"].as_u64().unwrap();
        assert_eq!((k.saturn_in_first, k.saturn_in_seventh), (house == 1, house == 7), "Saturn at {jd}");
        assert_eq!(a.significators.querent, graha(&c["querent"]));
        assert_eq!(a.significators.quesited, graha(&c["quesited_7"]));
        // Void of course (the sky's engine) agrees with the independent scan of the Moon's aspects.
        assert_eq!(k.moon_void_of_course, c["moon_void"].as_bool().unwrap(), "void at {jd}");
        // The Moon's applying aspects: the same list, perfection within 1 s.
        let ours: Vec<_> =
            a.applying.iter().filter(|x| x.planet_a == Graha::Moon || x.planet_b == Graha::Moon).collect();
        let expected = c["moon_applying"].as_array().unwrap();
        assert_eq!(ours.len(), expected.len(), "Moon's applying aspects at {jd}: {ours:?} vs {expected:?}");
        for e in expected {
            let other = graha(&e[0]);
            let x = ours
                .iter()
                .find(|x| (x.planet_a == other || x.planet_b == other) && x.aspect == e[1].as_str().unwrap())
                .unwrap_or_else(|| panic!("missing {e:?} at {jd}"));
            let d = (x.perfects_at.jd_ut - num(&e[2])).abs() * 86_400.0;
            assert!(d < 1.0, "{e:?}: {d} s");
            worst = worst.max(d);
            aspects += 1;
        }
        let h = &c["hour"];
        assert_eq!(a.planetary_hour.number as u64, h["number"].as_u64().unwrap(), "hour number at {jd}");
        assert_eq!(a.planetary_hour.ruler, graha(&h["ruler"]), "hour ruler at {jd}");
        assert_eq!(a.planetary_hour.day_ruler, graha(&h["day_ruler"]), "day ruler at {jd}");
    }
    eprintln!("{aspects} Moon aspects, perfection within {worst:.3} s");
}

#[test]
fn receptions_follow_lillys_table_of_essential_dignities() {
    // Lilly, Christian Astrology p. 104: 10° Aries is Mars's house, the Sun's exaltation, the
    // Sun's triplicity by day (Jupiter's by night), Venus's term (6°–12°), the Sun's face (10°–20°).
    assert_eq!(hosted_by(Graha::Mars, Graha::Venus, 10.0, true), vec!["domicile"]);
    assert_eq!(hosted_by(Graha::Sun, Graha::Venus, 10.0, true), vec!["exaltation", "triplicity", "face"]);
    assert_eq!(hosted_by(Graha::Jupiter, Graha::Venus, 10.0, false), vec!["triplicity"]);
    assert!(hosted_by(Graha::Saturn, Graha::Venus, 10.0, true).is_empty());
    // 20° Libra (200°): Venus's house, Saturn's exaltation and day triplicity (air: Saturn by day,
    // Mercury by night), Jupiter's term (14°–21°) and face (20°–30°); 5° Libra is the Moon's face.
    assert_eq!(hosted_by(Graha::Saturn, Graha::Mars, 200.0, true), vec!["exaltation", "triplicity"]);
    assert_eq!(hosted_by(Graha::Jupiter, Graha::Mars, 200.0, true), vec!["term", "face"]);
    assert_eq!(hosted_by(Graha::Mercury, Graha::Mars, 200.0, false), vec!["triplicity"]);
    assert_eq!(hosted_by(Graha::Moon, Graha::Mars, 185.0, false), vec!["face"]);
}
