//! Nabhasa yogas against PyJHora 4.8.7 (`test/fixtures/yoga_nabhasa_pyjhora.json`, made by
//! `tools/gen_yoga_pyjhora.py`): 400 synthetic charts whose seven grahas are dealt into random
//! house sets (half of them the yogas' own shapes), judged by PyJHora's 32 nabhasa functions.
//! Per yoga (decisions in docs/yoga.md):
//! - equal definitions, every chart must agree: the seven sankhya yogas; Gada, Sakata, Vihaga,
//!   Sringataka, Hala (exact sets of occupied houses in both); Nauka, Kuta, Chatra, Chapa, Ardha
//!   Chandra, Chakra, Samudra (PyJHora: within the span and every house occupied = our exact
//!   set); Vapi (containment in both);
//! - Rajju, Musala, Nala: PyJHora also places Rahu and Ketu (which share one modality, being
//!   opposite); equal where the nodes are in signs of that modality, PyJHora ⇒ ours always;
//! - Kamala, Yupa, Ishu, Shakti, Danda: PyJHora accepts the grahas within the houses, we want
//!   each house occupied (so that Sakata or Gada is not also Kamala): ours ⇒ PyJHora;
//! - Mala, Sarpa: PyJHora's benefics are Jupiter, Venus and a well-placed Mercury, its
//!   malefics include the nodes; ours count the Moon by its phase and leave out the nodes:
//!   compared where the Moon and the nodes are out of the kendras (and, for Mala, Mercury is
//!   out of the kendras or benefic by PyJHora's rule);
//! - Vajra, Yava: PyJHora asks only that some benefic (Jupiter or Venus) occupy the 1st and 7th
//!   and some malefic the 4th and 10th; ours place every graha (BPHS: all seven in the
//!   kendras): agreement counted, not asserted.

mod common;

use astrology_core::vedic::yoga::nabhasa::{nabhasa_of, NabhasaClass, NABHASA};
use astrology_core::vedic::yoga::YogaInput;
use common::{cases, fixture, num};
use std::collections::BTreeMap;

fn sign(l: f64) -> usize {
    (l / 30.0) as usize % 12
}

#[test]
#[allow(clippy::too_many_lines)]
fn nabhasa_agrees_with_pyjhora_where_definitions_match() {
    let doc = fixture("yoga_nabhasa_pyjhora.json");
    let mut tally: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut loose: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for c in cases(&doc, "cases") {
        let l: Vec<f64> = c["longitudes"].as_array().unwrap().iter().map(num).collect();
        let input = YogaInput { ascendant: num(&c["ascendant"]), longitudes: std::array::from_fn(|i| l[i]) };
        let found = nabhasa_of(&input);
        let has = |k: &str| found.iter().any(|y| y.key == k);
        let pj = |k: &str| c["pyjhora"][k].as_bool().unwrap();
        let asc = sign(input.ascendant);
        let s: Vec<usize> = l.iter().map(|x| sign(*x)).collect();
        let in_kendra = |i: usize| [0, 3, 6, 9].contains(&((s[i] + 12 - asc) % 12));
        let mut check = |k: &str, ours: bool, theirs: bool| {
            let e = tally.entry(k.to_string()).or_default();
            e.1 += 1;
            assert_eq!(ours, theirs, "{k}: ours {ours} PyJHora {theirs} at {c}");
            e.0 += 1;
        };
        for k in [
            "vallaki",
            "dama",
            "pasa",
            "kedara",
            "shula",
            "yuga",
            "gola",
            "gada",
            "sakata_akriti",
            "vihaga",
            "sringataka",
            "hala",
            "nauka",
            "kuta",
            "chatra",
            "chapa",
            "ardha_chandra",
            "chakra",
            "samudra",
            "vapi",
        ] {
            check(k, has(k), pj(k));
        }
        for (k, m) in [("rajju", 0), ("musala", 1), ("nala", 2)] {
            if s[7] % 3 == m {
                check(k, has(k), pj(k));
            } else if pj(k) {
                check(&format!("{k} (PyJHora => ours)"), has(k), true);
            }
        }
        for k in ["kamala", "yupa", "ishu", "shakti", "danda"] {
            if has(k) {
                check(&format!("{k} (ours => PyJHora)"), true, pj(k));
            }
        }
        let nodes_out = !in_kendra(7) && !in_kendra(8);
        let mercury_benefic_pj = s[3] == s[4] || s[3] == s[5] || (0..9).filter(|&i| i != 3).all(|i| s[i] != s[3]);
        if nodes_out && !in_kendra(1) {
            check("sarpa (Moon, nodes out of kendras)", has("sarpa"), pj("sarpa"));
            if !in_kendra(3) || mercury_benefic_pj {
                check("mala (Moon, nodes out; Mercury as PyJHora)", has("mala"), pj("mala"));
            }
        }
        for k in ["vajra", "yava"] {
            let e = loose.entry(k).or_default();
            e.1 += 1;
            e.0 += usize::from(has(k) == pj(k));
        }
    }
    for (k, (a, n)) in &tally {
        println!("{k:45} {a}/{n}");
    }
    for (k, (a, n)) in &loose {
        println!("{k:45} {a}/{n} (counted, not asserted)");
    }
    for k in ["kedara", "gada", "kamala (ours => PyJHora)", "vapi", "rajju", "sarpa (Moon, nodes out of kendras)"] {
        assert!(tally[k].1 >= 5, "{k} compared on {} charts only", tally[k].1);
    }
}

/// Invariants of the definitions: exactly one sankhya yoga in every chart; at most one akriti
/// yoga (the shapes are exact occupied-house sets, Vapi excepted, which no other shape meets);
/// the precedence rules of Brihat Jataka 12.10 and 12.12.
#[test]
fn one_sankhya_at_most_one_akriti_and_precedence() {
    let doc = fixture("yoga_nabhasa_pyjhora.json");
    for c in cases(&doc, "cases") {
        let l: Vec<f64> = c["longitudes"].as_array().unwrap().iter().map(num).collect();
        let input = YogaInput { ascendant: num(&c["ascendant"]), longitudes: std::array::from_fn(|i| l[i]) };
        let found = nabhasa_of(&input);
        let of = |class: NabhasaClass| found.iter().filter(|y| y.class == class).count();
        assert_eq!(of(NabhasaClass::Sankhya), 1);
        assert!(of(NabhasaClass::Akriti) <= 1, "{:?}", found.iter().map(|y| y.key).collect::<Vec<_>>());
        let others = of(NabhasaClass::Ashraya) + of(NabhasaClass::Dala) + of(NabhasaClass::Akriti);
        let sankhya = found.iter().find(|y| y.class == NabhasaClass::Sankhya).unwrap();
        assert_eq!(sankhya.in_force, others == 0);
        for y in found.iter().filter(|y| y.class == NabhasaClass::Ashraya) {
            assert_eq!(y.in_force, of(NabhasaClass::Dala) + of(NabhasaClass::Akriti) == 0);
        }
    }
    assert_eq!(NABHASA.len(), 32);
    let count = |class: NabhasaClass| NABHASA.iter().filter(|e| e.class == class).count();
    assert_eq!(
        [
            count(NabhasaClass::Ashraya),
            count(NabhasaClass::Dala),
            count(NabhasaClass::Akriti),
            count(NabhasaClass::Sankhya)
        ],
        [3, 2, 20, 7]
    );
}

/// A hand-built chart: lagna Aries; Sun, Mercury, Venus in Aries (1st), Moon, Mars, Jupiter,
/// Saturn in Libra (7th): Sakata (BPHS ch. 35: all grahas in the 1st and 7th), Yuga (two signs),
/// Rajju (Aries and Libra movable). Sakata is in force; Rajju gives way to it (Brihat Jataka
/// 12.12) and Yuga too (12.10).
#[test]
fn hand_built_sakata() {
    let input = YogaInput { ascendant: 5.0, longitudes: [10.0, 190.0, 200.0, 15.0, 205.0, 20.0, 185.0, 100.0, 280.0] };
    let found = nabhasa_of(&input);
    let keys: Vec<&str> = found.iter().map(|y| y.key).collect();
    assert_eq!(keys, ["rajju", "sakata_akriti", "yuga"]);
    let by = |k: &str| found.iter().find(|y| y.key == k).unwrap();
    assert!(by("sakata_akriti").in_force);
    assert_eq!(by("rajju").superseded_by, ["sakata_akriti"]);
    assert_eq!(by("yuga").superseded_by, ["rajju", "sakata_akriti"]);
}
