//! Yogas against PyJHora 4.8.7 (`test/fixtures/yoga_pyjhora.json`, `tools/gen_yoga_pyjhora.py`):
//! 200 random charts, positions from pyswisseph handed to both PyJHora and `yogas_of`, so only
//! the definitions are compared. Per yoga (details in the README of the yoga group):
//! - equal definitions, every chart must agree: Ruchaka, Bhadra, Hamsa, Malavya, Sasa,
//!   Budha-Aditya, Chandra-Mangala, Chatussagara;
//! - Sunapha/Anapha/Durudhara and Vesi/Vosi/Ubhayachari: PyJHora also counts Rahu and Ketu and
//!   refuses the yoga when the Sun (Moon) shares the house; compared on the charts where neither
//!   happens. PyJHora also lists the one-sided yogas beside the two-sided one; BPHS ch. 37-38 and
//!   Raman (300IC nos. 2-4, 16-18) make them alternatives, as we do (tests/yoga_rules_classical.rs),
//!   so the one-sided ones are compared where PyJHora finds no two-sided yoga;
//! - one-way: PyJHora's Gajakesari adds Raman's conditions (PyJHora ⇒ ours); Kemadruma is ours
//!   with PyJHora's kendra-from-lagna cancellation built in (PyJHora ⇒ ours present, and ours
//!   uncancelled with no node in the checked houses ⇒ PyJHora); Adhi needs all three benefics
//!   here, PyJHora only Mercury when it is benefic (ours ⇒ PyJHora); Amala: PyJHora does not
//!   check for malefics (ours with Jupiter or Venus ⇒ PyJHora); Harsha/Sarala/Vimala: PyJHora
//!   wants the lord in its own house, ours in any dusthana (PyJHora ⇒ ours).

mod common;

use astrology_core::vedic::yoga::{yogas_of, YogaInput, CATALOG};
use common::{cases, fixture, num};
use std::collections::HashMap;

fn sign(l: f64) -> usize {
    (l / 30.0) as usize % 12
}

#[test]
fn yogas_agree_with_pyjhora_where_definitions_match() {
    let doc = fixture("yoga_pyjhora.json");
    let mut agree: HashMap<&str, (usize, usize)> = HashMap::new();
    for c in cases(&doc, "cases") {
        let l: Vec<f64> = c["longitudes"].as_array().unwrap().iter().map(num).collect();
        let input = YogaInput { ascendant: num(&c["ascendant"]), longitudes: std::array::from_fn(|i| l[i]) };
        let found = yogas_of(&input);
        let asc = sign(num(&c["ascendant"]));
        let has = |k: &str| found.iter().any(|y| y.key == k);
        let uncancelled = |k: &str| found.iter().any(|y| y.key == k && !y.cancelled);
        let pj = |k: &str| c["pyjhora"][k].as_bool().unwrap();
        let s: Vec<usize> = l.iter().map(|x| sign(*x)).collect();
        let mut check = |k: &'static str, ours: bool, theirs: bool| {
            let e = agree.entry(k).or_default();
            e.1 += 1;
            assert_eq!(ours, theirs, "{} {k}: ours {ours} PyJHora {theirs}", c["input"]);
            e.0 += 1;
        };
        for k in ["ruchaka", "bhadra", "hamsa", "malavya", "sasa", "budha_aditya", "chandra_mangala", "chatussagara"] {
            check(k, has(k), pj(k));
        }
        let node_or = |reference: usize, other: usize| {
            [1usize, 11].iter().any(|d| {
                let h = (reference + d) % 12;
                s[7] == h || s[8] == h || s[other] == h
            })
        };
        if !node_or(s[1], 0) {
            check("durudhara", has("durudhara"), pj("durudhara"));
            for k in ["sunapha", "anapha"] {
                check(k, has(k), pj(k) && !pj("durudhara"));
            }
        }
        // PyJHora's Vesi/Vosi also count the lagna itself as an occupant of the house.
        let lagna_by_sun = asc == (s[0] + 1) % 12 || asc == (s[0] + 11) % 12;
        if !node_or(s[0], 1) && !lagna_by_sun {
            check("ubhayachari", has("ubhayachari"), pj("ubhayachari"));
            for k in ["vesi", "vosi"] {
                check(k, has(k), pj(k) && !pj("ubhayachari"));
            }
        }
        if pj("gajakesari") {
            check("gajakesari (PyJHora => ours)", has("gajakesari"), true);
        }
        if pj("kemadruma") {
            check("kemadruma (PyJHora => ours present)", has("kemadruma"), true);
        }
        let kendra_lagna: Vec<usize> = [0, 3, 6, 9].iter().map(|d| (asc + d) % 12).collect();
        let moon_zone: Vec<usize> = [0, 1, 11].iter().map(|d| (s[1] + d) % 12).collect();
        let nodes_clear = [7, 8].iter().all(|&n| !kendra_lagna.contains(&s[n]) && !moon_zone.contains(&s[n]));
        if uncancelled("kemadruma") && nodes_clear {
            check("kemadruma (ours uncancelled => PyJHora)", true, pj("kemadruma"));
        }
        if has("adhi") {
            check("adhi (ours => PyJHora)", true, pj("adhi"));
        }
        if found
            .iter()
            .any(|y| y.key == "amala" && y.planets.iter().any(|p| p.name() == "Jupiter" || p.name() == "Venus"))
        {
            check("amala (ours => PyJHora)", true, pj("amala"));
        }
        for k in ["harsha", "sarala", "vimala"] {
            if pj(k) {
                check(k, has(k), true);
            }
        }
    }
    let mut keys: Vec<_> = agree.iter().collect();
    keys.sort();
    for (k, (a, n)) in keys {
        println!("{k:40} {a}/{n}");
    }
    // Each exact comparison really ran on many charts.
    for k in ["ruchaka", "sunapha", "vesi", "budha_aditya"] {
        assert!(agree[k].1 >= 50, "{k} compared on {} charts only", agree[k].1);
    }
}

#[test]
fn catalogue_is_complete_and_every_yoga_names_its_source() {
    for k in [
        "ruchaka",
        "bhadra",
        "hamsa",
        "malavya",
        "sasa",
        "gajakesari",
        "budha_aditya",
        "chandra_mangala",
        "adhi",
        "sunapha",
        "anapha",
        "durudhara",
        "kemadruma",
        "vesi",
        "vosi",
        "ubhayachari",
        "amala",
        "parvata",
        "kahala",
        "lakshmi",
        "saraswati",
        "raja_conjunction",
        "raja_aspect",
        "raja_exchange",
        "dhana",
        "harsha",
        "sarala",
        "vimala",
        "neecha_bhanga_raja",
        "maha_parivartana",
        "dainya_parivartana",
        "khala_parivartana",
        "chatussagara",
        "sakata",
        "shubha_kartari",
        "papa_kartari",
    ] {
        let e = CATALOG.iter().find(|e| e.key == k).unwrap_or_else(|| panic!("{k} missing"));
        assert!(!e.source.is_empty() && !e.definition.is_empty());
    }
}

#[test]
fn hand_built_charts_show_the_classical_cases() {
    // Lagna Aries 10°. Jupiter 5° Cancer (exalted, 4th): Hamsa, and with the Moon 20° Aries
    // (Jupiter 4th from the Moon) Gajakesari. Mars in Capricorn 28° (10th, exalted): Ruchaka.
    // Sun 15° Leo and Mercury 20° Leo: Budha-Aditya. Venus in Virgo 27° (debilitated) with
    // Mercury (exalted in Virgo)? Mercury is in Leo here; Jupiter (lord of Pisces, Venus's
    // exaltation sign) in a kendra: Neecha Bhanga. Saturn 10° Libra (7th, exalted): Sasa.
    let asc = 10.0;
    let lon = [135.0, 20.0, 298.0, 140.0, 95.0, 177.0, 190.0, 60.0, 240.0];
    let ys = yogas_of(&YogaInput { ascendant: asc, longitudes: lon });
    let keys: Vec<&str> = ys.iter().map(|y| y.key).collect();
    for k in ["hamsa", "gajakesari", "ruchaka", "budha_aditya", "sasa", "neecha_bhanga_raja"] {
        assert!(keys.contains(&k), "{k} missing from {keys:?}");
    }
    assert!(!keys.contains(&"bhadra") && !keys.contains(&"malavya"));
    // Exchange: Mars in Cancer and the Moon in Aries with lagna Aries: lords of 1 and 4 exchange
    // (maha parivartana) and form a kendra-trikona raja yoga by exchange.
    let lon2 = [135.0, 20.0, 100.0, 140.0, 95.0, 177.0, 190.0, 60.0, 240.0];
    let ys2 = yogas_of(&YogaInput { ascendant: asc, longitudes: lon2 });
    assert!(ys2.iter().any(|y| y.key == "maha_parivartana" && y.houses == vec![1, 4]));
    // Kemadruma with nothing around the Moon and nothing in the kendras of lagna or Moon:
    // Moon 5° Aries (lagna Taurus), the Sun with it; the tara-grahas only in Gemini, Virgo and
    // Sagittarius (3rd, 6th, 9th from the Moon; 2nd, 5th, 8th from the lagna).
    let lon3 = [2.0, 5.0, 65.0, 155.0, 245.0, 70.0, 160.0, 35.0, 215.0];
    let ys3 = yogas_of(&YogaInput { ascendant: 40.0, longitudes: lon3 });
    let k = ys3.iter().find(|y| y.key == "kemadruma").expect("kemadruma");
    assert!(!k.cancelled, "{:?}", k.notes);
}
