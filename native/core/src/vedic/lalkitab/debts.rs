//! `/v1/lalkitab/debts`: the rins (karmic debts) of the Lal Kitab whose trigger two or more
//! published renderings give alike, each read from the planets' Lal Kitab houses.
//!
//! Each rule is one row of [`DEBTS`] with its sources; the debts whose renderings disagree are
//! listed in [`NOT_EVALUATED`] with the disagreement, and are not guessed.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions};
use crate::zodiac::Graha;
use serde::Serialize;

/// One debt rule: the debt is present when any of `planets` stands in any of `houses`.
#[derive(Debug, Clone, Copy)]
pub struct DebtRule {
    /// Stable key, e.g. `pitri_rin`.
    pub key: &'static str,
    /// Name, e.g. `Pitri rin`.
    pub name: &'static str,
    /// Whose debt it is, in English.
    pub meaning: &'static str,
    /// The planets that trigger it.
    pub planets: &'static [Graha],
    /// The Lal Kitab houses in which they trigger it.
    pub houses: &'static [u8],
    /// The published renderings that give this trigger.
    pub sources: &'static str,
}

/// The debts evaluated, each with the renderings that agree on its trigger.
pub const DEBTS: [DebtRule; 3] = [
    DebtRule {
        key: "pitri_rin",
        name: "Pitri rin",
        meaning: "debt of the ancestors",
        planets: &[Graha::Venus, Graha::Mercury, Graha::Rahu],
        houses: &[2, 5, 9, 12],
        sources: "webdunia.com (Lal Kitab ke upay, 2019): Venus, Mercury or Rahu in 2, 5, 9 or 12; abtakmedia.com \
                  (Gujarati): the same planets and houses",
    },
    DebtRule {
        key: "sva_rin",
        name: "Sva rin",
        meaning: "the native's own debt",
        planets: &[Graha::Venus, Graha::Saturn, Graha::Rahu],
        houses: &[5],
        sources: "ramalshastra.com: Venus, Saturn or Rahu in 5; futuresamachar.com (Pramod Kothari) and shastriji.in: \
                  malefic planets (Saturn, Rahu) in 5; hi.letsdiskuss.com: Venus in 5",
    },
    DebtRule {
        key: "matri_rin",
        name: "Matri rin",
        meaning: "debt of the mother",
        planets: &[Graha::Ketu],
        houses: &[4],
        sources: "futuresamachar.com (Pramod Kothari) and shastriji.in: Ketu in 4; bhaktipravah.in: Ketu in 4 (with \
                  the Moon outside 2 and 4)",
    },
];

/// Debts the API does not evaluate, with why.
pub const NOT_EVALUATED: [&str; 6] = [
    "stri rin (the woman's debt): Sun, Rahu or Ketu in 2 or 7 in some renderings, Sun, Moon or Rahu in 2 or 7 with \
     Venus elsewhere in bhaktipravah.in",
    "bhai-bandhu rin (relatives' debt): Mercury or Ketu in 1 or 8 in shastriji.in only among the pages read",
    "behen/beti rin (sister's or daughter's debt): the Moon in 3 or 6 in some renderings, Rahu in 3 or 6 in others",
    "nirdayi (zulm) rin (debt of cruelty): Sun, Moon or Mars in 10 or 11 in one rendering only",
    "ajanma rin (debt of the unborn): Sun, Venus or Mars / Rahu in 12, the planets differ between renderings",
    "daivik (ishwariya) rin (divine debt): Moon, Mars or Ketu in 6 in one rendering only",
];

/// A planet and house that trigger a debt.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Trigger {
    /// The planet.
    pub planet: Graha,
    /// Its Lal Kitab house, 1 ... 12.
    pub house: u8,
}

/// One debt of the answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Debt {
    /// Stable key, e.g. `pitri_rin`.
    pub key: &'static str,
    /// Name, e.g. `Pitri rin`.
    pub name: &'static str,
    /// Whose debt it is.
    pub meaning: &'static str,
    /// True when at least one trigger holds.
    pub present: bool,
    /// The placements of this chart that trigger it (empty when absent).
    pub triggered_by: Vec<Trigger>,
    /// The rule, in words.
    pub rule: String,
    /// The published renderings the rule is taken from.
    pub sources: &'static str,
}

/// The rules of the answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DebtConventions {
    /// Zodiac, ayanamsa, node and house system of the birth chart.
    #[serde(flatten)]
    pub chart: Conventions,
    /// The school of the rules.
    pub school: &'static str,
    /// Which houses are read.
    pub houses: &'static str,
    /// The debts not evaluated and why.
    pub not_evaluated: Vec<&'static str>,
}

/// The `/v1/lalkitab/debts` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Debts {
    /// The birth moment.
    pub moment: EventTime,
    /// Every evaluated debt, present or not.
    pub debts: Vec<Debt>,
    /// Keys of the debts present.
    pub present: Vec<&'static str>,
    /// The rules used.
    pub conventions: DebtConventions,
}

fn rule_text(rule: &DebtRule) -> String {
    let planets: Vec<&str> = rule.planets.iter().map(|g| g.name()).collect();
    let houses: Vec<String> = rule.houses.iter().map(|h| h.to_string()).collect();
    format!("{} in house {}", planets.join(" or "), houses.join(" or "))
}

/// The evaluated debts of planets placed in Lal Kitab houses.
pub fn debts_of(placed: &[(Graha, u8)]) -> Vec<Debt> {
    DEBTS
        .iter()
        .map(|rule| {
            let triggered_by: Vec<Trigger> = placed
                .iter()
                .filter(|(g, h)| rule.planets.contains(g) && rule.houses.contains(h))
                .map(|&(planet, house)| Trigger { planet, house })
                .collect();
            Debt {
                key: rule.key,
                name: rule.name,
                meaning: rule.meaning,
                present: !triggered_by.is_empty(),
                triggered_by,
                rule: rule_text(rule),
                sources: rule.sources,
            }
        })
        .collect()
}

/// `/v1/lalkitab/debts`.
pub fn lalkitab_debts(req: &ChartRequest) -> Result<Debts> {
    let chart = vedic_chart(req)?;
    let placed: Vec<(Graha, u8)> = chart.planets.iter().map(|p| (p.graha, p.house)).collect();
    let debts = debts_of(&placed);
    let present = debts.iter().filter(|d| d.present).map(|d| d.key).collect();
    Ok(Debts {
        moment: chart.moment,
        debts,
        present,
        conventions: DebtConventions {
            chart: chart.conventions,
            school: "Lal Kitab, Pt. Roop Chand Joshi, 1952 edition (single school)",
            houses: "the planets' houses of /v1/lalkitab/chart (whole-sign houses from the lagna, house n = sign n)",
            not_evaluated: NOT_EVALUATED.to_vec(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn present(placed: &[(Graha, u8)]) -> Vec<&'static str> {
        debts_of(placed).into_iter().filter(|d| d.present).map(|d| d.key).collect()
    }

    /// A chart built for each rule triggers that debt alone; a chart clear of every trigger
    /// triggers none (placements chosen by hand from the rules of DEBTS' sources).
    #[test]
    fn each_rule_is_triggered_by_its_placements() {
        let clear = [
            (Graha::Sun, 1u8),
            (Graha::Moon, 4),
            (Graha::Mars, 3),
            (Graha::Mercury, 7),
            (Graha::Jupiter, 9),
            (Graha::Venus, 7),
            (Graha::Saturn, 10),
            (Graha::Rahu, 6),
            (Graha::Ketu, 12),
        ];
        assert!(present(&clear).is_empty());
        for (graha, house, key) in [
            (Graha::Venus, 2, "pitri_rin"),
            (Graha::Mercury, 12, "pitri_rin"),
            (Graha::Rahu, 9, "pitri_rin"),
            (Graha::Saturn, 5, "sva_rin"),
            (Graha::Ketu, 4, "matri_rin"),
        ] {
            let chart: Vec<(Graha, u8)> =
                clear.iter().map(|&(g, h)| if g == graha { (g, house) } else { (g, h) }).collect();
            assert_eq!(present(&chart), vec![key], "{graha:?} in {house}");
        }
        // Venus or Rahu in 5 is both the ancestors' and the native's own debt.
        let both: Vec<(Graha, u8)> =
            clear.iter().map(|&(g, h)| if g == Graha::Rahu { (g, 5) } else { (g, h) }).collect();
        assert_eq!(present(&both), vec!["pitri_rin", "sva_rin"]);
    }
}
