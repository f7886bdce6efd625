//! The clause trace of `/v1/yoga/detail/{name}` against the answers it explains, on the 200
//! random charts of `test/fixtures/yoga_pyjhora.json` and the 400 synthetic nabhasa charts of
//! `test/fixtures/yoga_nabhasa_pyjhora.json` (invariants, no outside oracle needed):
//! - the formations the detail reports are exactly those `/v1/yoga/list`, `/v1/yoga/raja` or
//!   `/v1/yoga/nabhasa` report for that key;
//! - for the yogas whose rule is a plain conjunction of conditions, the yoga is present exactly
//!   when every condition clause is met (so the trace can be read as the reason);
//! - every clause of a cancelled formation's cancellations appears met.

mod common;

use astrology_core::vedic::yoga::catalog::{yoga_catalog, CatalogRequest};
use astrology_core::vedic::yoga::detail::detail_of;
use astrology_core::vedic::yoga::nabhasa::nabhasa_of;
use astrology_core::vedic::yoga::raja::raja_yogas_of;
use astrology_core::vedic::yoga::{yogas_of, ClauseKind, YogaInput};
use common::{cases, fixture, num};

/// Keys whose rule is "every condition holds" (no alternatives, no loop over grahas or pairs).
const CONJUNCTIVE: [&str; 30] = [
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
    "parvata",
    "kahala",
    "lakshmi",
    "saraswati",
    "harsha",
    "sarala",
    "vimala",
    "chatussagara",
    "sakata",
    "rajju",
    "vajra",
    "kamala",
    "nauka",
    "kedara",
];

fn inputs() -> Vec<YogaInput> {
    let mut out = Vec::new();
    for name in ["yoga_pyjhora.json", "yoga_nabhasa_pyjhora.json"] {
        let doc = fixture(name);
        for c in cases(&doc, "cases") {
            let l: Vec<f64> = c["longitudes"].as_array().unwrap().iter().map(num).collect();
            out.push(YogaInput { ascendant: num(&c["ascendant"]), longitudes: std::array::from_fn(|i| l[i]) });
        }
    }
    out
}

#[test]
fn detail_reports_what_the_lists_report_and_the_trace_explains_it() {
    let catalog = yoga_catalog(&CatalogRequest {}).unwrap();
    let mut checked = 0;
    for input in inputs() {
        let list = yogas_of(&input);
        let raja = raja_yogas_of(&input);
        let nabhasa = nabhasa_of(&input);
        for y in &catalog.yogas {
            let (found, clauses) = detail_of(&input, y.key).unwrap();
            let expected: Vec<(Vec<_>, bool)> = match y.reported_by {
                "/v1/yoga/list" => {
                    list.iter().filter(|f| f.key == y.key).map(|f| (f.planets.clone(), f.cancelled)).collect()
                }
                "/v1/yoga/raja" => {
                    raja.iter().filter(|f| f.key == y.key).map(|f| (f.planets.clone(), f.cancelled)).collect()
                }
                _ => nabhasa.iter().filter(|f| f.key == y.key).map(|f| (f.planets.clone(), !f.in_force)).collect(),
            };
            let got: Vec<(Vec<_>, bool)> = found.iter().map(|f| (f.planets.clone(), f.cancelled)).collect();
            assert_eq!(got, expected, "{}", y.key);
            assert!(!clauses.is_empty(), "{} records no clause", y.key);
            assert!(clauses.iter().all(|c| !c.clause.is_empty() && c.planets.len() == c.houses.len()));
            if CONJUNCTIVE.contains(&y.key) {
                let all_met = clauses.iter().filter(|c| c.kind == ClauseKind::Condition).all(|c| c.met);
                assert_eq!(!found.is_empty(), all_met, "{}: {clauses:?}", y.key);
            }
            if found.iter().any(|f| f.cancelled) && y.reported_by == "/v1/yoga/list" {
                assert!(clauses.iter().any(|c| c.kind == ClauseKind::Cancellation && c.met), "{}", y.key);
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 600 * catalog.count);
}

#[test]
fn unknown_key_is_none() {
    let input = YogaInput { ascendant: 0.0, longitudes: [0.0; 9] };
    assert!(detail_of(&input, "no_such_yoga").is_none());
}
