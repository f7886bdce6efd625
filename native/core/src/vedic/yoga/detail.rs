//! One yoga of the catalogue evaluated in a birth chart with its clause-by-clause trace: every
//! condition, cancellation and weakening the rule checked, with the grahas and houses it read
//! and whether it held. The trace is recorded by the rules themselves while they run (see
//! [`super::Ctx::cond`]), so it is the rule, not a description of it.

use super::catalog::{self, CatalogYoga};
use super::nabhasa::{self, NABHASA};
use super::{raja, Clause, Ctx, Yoga, YogaInput, RULES};
use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::place::Place;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions};
use serde::{Deserialize, Serialize};

/// A birth and the key of the yoga to evaluate.
#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
pub struct DetailRequest {
    /// The moment of the chart.
    pub moment: Moment,
    /// Where the chart is cast.
    pub place: Place,
    /// Ayanamsa slug; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model: mean (default) or true.
    #[serde(default)]
    pub node: NodeType,
    /// The yoga's key, as `/v1/yoga/catalog` lists them (e.g. `gajakesari`).
    pub name: String,
}

/// One yoga evaluated in a chart, with its trace.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct YogaDetail {
    /// The yoga as the catalogue describes it.
    pub yoga: CatalogYoga,
    /// Whether the yoga is formed in the chart (cancelled or not).
    pub present: bool,
    /// Whether every formation found is cancelled (for nabhasa yogas: set aside by precedence).
    pub cancelled: bool,
    /// The formations found, as the reporting endpoint gives them (a yoga such as a raja
    /// yoga by conjunction can form more than once).
    pub found: Vec<Yoga>,
    /// Every clause the rule checked, in the order it checked them.
    pub clauses: Vec<Clause>,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

/// The trace of the chart rules (and dharma-karmadhipati) for `key`, and what they found.
fn traced(input: &YogaInput, key: &str) -> (Vec<Yoga>, Vec<Clause>) {
    let c = Ctx::new(input);
    *c.trace.borrow_mut() = Some(Vec::new());
    let mut found = Vec::new();
    if key == "dharma_karmadhipati" {
        found.extend(raja::dharma_karmadhipati(&c));
    } else {
        for rule in RULES {
            rule(&c, &mut found);
        }
    }
    found.retain(|y| y.key == key);
    let trace = c.trace.borrow_mut().take().unwrap_or_default();
    (found, trace.into_iter().filter(|(k, _)| *k == key).map(|(_, clause)| clause).collect())
}

/// A nabhasa yoga's formation as a [`Yoga`] row: precedence shown as notes and `cancelled`.
fn nabhasa_found(input: &YogaInput, key: &str) -> Vec<Yoga> {
    nabhasa::nabhasa_of(input)
        .into_iter()
        .filter(|y| y.key == key)
        .map(|y| Yoga {
            key: y.key,
            name: y.name.to_string(),
            category: "nabhasa",
            planets: y.planets,
            houses: y.houses,
            definition: y.definition,
            source: y.source,
            notes: y.superseded_by.iter().map(|k| format!("set aside: {k} is present (precedence)")).collect(),
            cancelled: !y.in_force,
        })
        .collect()
}

/// The formations and the clause trace of yoga `key` from longitudes alone; `None` for a key
/// the catalogue does not know.
pub fn detail_of(input: &YogaInput, key: &str) -> Option<(Vec<Yoga>, Vec<Clause>)> {
    let yoga = catalog::find(key)?;
    Some(match NABHASA.iter().find(|e| e.key == yoga.key) {
        Some(e) => (nabhasa_found(input, e.key), nabhasa::clauses(input, e)),
        None => traced(input, yoga.key),
    })
}

/// One yoga of `/v1/yoga/catalog` evaluated in a birth chart, clause by clause.
pub fn yoga_detail(req: &DetailRequest) -> Result<YogaDetail> {
    let yoga = catalog::find(&req.name).ok_or_else(|| {
        Error::invalid("name", format!("unknown yoga `{}`: the keys are listed by /v1/yoga/catalog", req.name))
    })?;
    let chart = vedic_chart(&ChartRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
    })?;
    let (found, clauses) = detail_of(&YogaInput::of_chart(&chart), yoga.key).unwrap_or_default();
    Ok(YogaDetail {
        present: !found.is_empty(),
        cancelled: !found.is_empty() && found.iter().all(|y| y.cancelled),
        found,
        clauses,
        yoga,
        conventions: chart.conventions,
    })
}
