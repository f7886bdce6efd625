//! The yoga catalogue answer: every yoga the engine evaluates (the chart yogas of
//! [`super::CATALOG`], dharma-karmadhipati of [`super::raja`] and the nabhasa yogas of
//! [`super::nabhasa::NABHASA`]), with its family,
//! rule, source and the cancellations the engine checks. No birth needed.

use super::nabhasa::{NabhasaClass, NABHASA};
use super::CATALOG;
use crate::error::Result;
use serde::{Deserialize, Serialize};

/// The catalogue takes no input.
#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
pub struct CatalogRequest {}

/// Cancellations and weakenings each yoga's rule checks, keyed by yoga (one source of truth:
/// the rules in `rules.rs` write these conditions into `notes` and `cancelled`).
const CANCELLATIONS: [(&str, &[&str]); 10] = [
    ("ruchaka", &["weakened when Mars is with the Sun (possibly combust)"]),
    ("bhadra", &["weakened when Mercury is with the Sun (possibly combust)"]),
    ("hamsa", &["weakened when Jupiter is with the Sun (possibly combust)"]),
    ("malavya", &["weakened when Venus is with the Sun (possibly combust)"]),
    ("sasa", &["weakened when Saturn is with the Sun (possibly combust)"]),
    (
        "gajakesari",
        &[
            "weakened when Jupiter is debilitated (Capricorn)",
            "weakened when Jupiter is in the sign of a natural enemy",
            "weakened when Jupiter is with the Sun (combust)",
            "weakened when neither Mercury nor Venus joins or aspects Jupiter (Raman's second condition)",
        ],
    ),
    (
        "kemadruma",
        &[
            "cancelled by a tara-graha (Mars to Saturn) with the Moon",
            "cancelled by any graha other than the nodes in a kendra from the lagna",
            "cancelled by any graha other than the nodes in a kendra from the Moon",
        ],
    ),
    ("sakata", &["cancelled when the Moon is in a kendra from the lagna"]),
    (
        "neecha_bhanga_raja",
        &[
            "the debilitation is cancelled (and the yoga formed) by the lord of the debilitation sign in a kendra from the lagna or the Moon",
            "or by the lord of the exaltation sign in a kendra from the lagna or the Moon",
            "or by the graha exalted in the debilitation sign in a kendra from the lagna or the Moon",
        ],
    ),
    ("vallaki", &["set aside, like every sankhya yoga, when an ashraya, dala or akriti yoga is present"]),
];

/// One yoga of the catalogue.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct CatalogYoga {
    /// Stable key: the `{name}` of `/v1/yoga/detail/{name}`.
    pub key: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Family, e.g. `pancha mahapurusha`, `raja`, `nabhasa (akriti)`.
    pub family: String,
    /// The rule, in words.
    pub definition: &'static str,
    /// Classical source (300IC = B.V. Raman, Three Hundred Important Combinations, with his numbers).
    pub source: &'static str,
    /// Cancellations and weakenings the engine checks (empty when the rule has none).
    pub cancellations: Vec<&'static str>,
    /// The endpoint that reports it in a chart: `/v1/yoga/list`, `/v1/yoga/raja` or `/v1/yoga/nabhasa`.
    pub reported_by: &'static str,
}

/// How the engine reads a chart, for every yoga of the catalogue.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct CatalogConventions {
    /// Houses.
    pub houses: &'static str,
    /// Aspects.
    pub aspects: &'static str,
    /// Natural benefics and malefics.
    pub benefics: &'static str,
    /// Dignities.
    pub dignity: &'static str,
}

/// The yoga catalogue answer.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct YogaCatalog {
    /// Number of yogas (the length of `yogas`).
    pub count: usize,
    /// The families, in catalogue order.
    pub families: Vec<String>,
    /// Every yoga the engine evaluates.
    pub yogas: Vec<CatalogYoga>,
    /// How the rules read a chart.
    pub conventions: CatalogConventions,
}

fn class_name(class: NabhasaClass) -> &'static str {
    match class {
        NabhasaClass::Ashraya => "nabhasa (ashraya)",
        NabhasaClass::Dala => "nabhasa (dala)",
        NabhasaClass::Akriti => "nabhasa (akriti)",
        NabhasaClass::Sankhya => "nabhasa (sankhya)",
    }
}

fn cancellations(key: &str) -> Vec<&'static str> {
    let sankhya = NABHASA.iter().any(|e| e.key == key && e.class == NabhasaClass::Sankhya);
    let key = if sankhya { "vallaki" } else { key };
    CANCELLATIONS.iter().find(|(k, _)| *k == key).map(|(_, c)| c.to_vec()).unwrap_or_default()
}

/// The catalogue row of a key, if the engine knows it.
pub fn find(key: &str) -> Option<CatalogYoga> {
    yoga_catalog(&CatalogRequest {}).ok()?.yogas.into_iter().find(|y| y.key == key)
}

/// Every yoga the engine evaluates.
pub fn yoga_catalog(_req: &CatalogRequest) -> Result<YogaCatalog> {
    let chart = CATALOG.iter().map(|e| CatalogYoga {
        key: e.key,
        name: e.name,
        family: e.category.to_string(),
        definition: e.definition,
        source: e.source,
        cancellations: cancellations(e.key),
        reported_by: "/v1/yoga/list",
    });
    let nabhasa = NABHASA.iter().map(|e| CatalogYoga {
        key: e.key,
        name: e.name,
        family: class_name(e.class).to_string(),
        definition: e.definition,
        source: e.source,
        cancellations: cancellations(e.key),
        reported_by: "/v1/yoga/nabhasa",
    });
    let raja = std::iter::once(CatalogYoga {
        key: "dharma_karmadhipati",
        name: "Dharma-Karmadhipati",
        family: "raja".to_string(),
        definition: super::raja::DHARMA_KARMA_DEF,
        source: super::raja::DHARMA_KARMA_SRC,
        cancellations: Vec::new(),
        reported_by: "/v1/yoga/raja",
    });
    let yogas: Vec<CatalogYoga> = chart.chain(raja).chain(nabhasa).collect();
    let mut families: Vec<String> = Vec::new();
    for y in &yogas {
        if !families.contains(&y.family) {
            families.push(y.family.clone());
        }
    }
    Ok(YogaCatalog {
        count: yogas.len(),
        families,
        yogas,
        conventions: CatalogConventions {
            houses: "whole signs from the lagna (rashi chart); kendras 1, 4, 7, 10; trikonas 1, 5, 9; dusthanas 6, 8, 12",
            aspects: "Parashari graha drishti by sign: 7th for all; Mars also 4th and 8th, Jupiter 5th and 9th, Saturn 3rd and 10th",
            benefics: "Jupiter, Venus and Mercury benefic; the Sun, Mars, Saturn, Rahu and Ketu malefic; the Moon \
                       counted only by the nabhasa yogas (benefic while waxing)",
            dignity: "own signs and exaltation as BPHS ch. 3; Scorpio's lord Mars, Aquarius's Saturn",
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key is unique, and every cancellation row names a catalogued yoga.
    #[test]
    fn keys_unique_and_cancellations_known() {
        let c = yoga_catalog(&CatalogRequest {}).unwrap();
        let mut keys: Vec<&str> = c.yogas.iter().map(|y| y.key).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), c.count);
        assert_eq!(c.count, CATALOG.len() + 1 + 32);
        for (k, _) in CANCELLATIONS {
            assert!(keys.contains(&k), "{k}");
        }
    }
}
