//! Dashakoota: the ten South Indian kootas (the poruthams) set beside the ashtakoota, koota by
//! koota, to show where the two systems differ for a couple.
//!
//! Nothing here computes a koota: each verdict is `porutham::verdicts` and each counterpart's
//! points are `koota::kootas`, so this answer always equals /v1/milan/porutham and
//! /v1/milan/ashtakoota for the same births. What is new is the pairing of the two systems
//! ([`PAIRINGS`], the one table of which koota answers to which and how their rules differ) and
//! the conflicts it shows.
//!
//! No points total is given for the ten: the published ten-koota points tables disagree with
//! each other (docs/porutham.md names them), so any total would be one source's choice.

use super::koota::{kootas, Kootas, MoonKey, KOOTA_KEYS};
use super::porutham::{poruthams, Porutham};
use crate::vedic::chart::Conventions;
use serde::Serialize;

/// One row of the pairing: a koota of the ten, its ashtakoota counterpart and how the rules differ.
pub struct Pairing {
    /// Key of the koota among the ten, as /v1/milan/porutham names it.
    pub koota: &'static str,
    /// Key of the ashtakoota koota that judges the same thing (`koota::KOOTA_KEYS`), if any.
    pub counterpart: Option<&'static str>,
    /// How the ten-koota rule differs from its counterpart's, in one sentence.
    pub rule_difference: &'static str,
}

/// The ten kootas in the classical order, each with its ashtakoota counterpart.
///
/// Sources of the two sides: the ten-koota rules are `porutham.rs` (Tamil panchangam rules as
/// tabulated in PyJHora 4.8.7's south mode, with the three corrections of docs/porutham.md); the
/// ashtakoota rules are `koota.rs` (Future Point's "Horoscope Matching" for the vashya groups and
/// tara, Maitreya's bride x groom tables for vashya, yoni and gana, BPHS ch. 3 for the natural
/// friendships of graha maitri). The pairing itself follows the kootas' names and what they read:
/// the same star count (dina, tara), the same class table (gana, yoni), the same two Moon signs
/// (rasi, bhakoot; rasi adhipathi, graha maitri; vasya, vashya) and the same idea of a star
/// grouping that must differ (rajju, nadi). docs/porutham.md prints this table; a test keeps the
/// two equal.
pub const PAIRINGS: [Pairing; 10] = [
    Pairing {
        koota: "dina",
        counterpart: Some("tara"),
        rule_difference: "Dina counts one way, the girl's star from the boy's, and agrees for 15 listed counts (with pada and same-sign exceptions); tara counts both ways, takes each count's tara (remainder by 9) and scores 1.5 for each direction that is not Vipat, Pratyari or Vadha.",
    },
    Pairing {
        koota: "gana",
        counterpart: Some("gana"),
        rule_difference: "Both read the same Deva, Manushya or Rakshasa class of each star; gana porutham agrees for Deva and Manushya in any mix and for two Rakshasas only when the girl's star is after Chitra, while the ashtakoota scores 0 to 6 from a bride x groom table that gives two Rakshasas 6 whatever the stars.",
    },
    Pairing {
        koota: "mahendra",
        counterpart: None,
        rule_difference: "The ashtakoota has no such koota: mahendra agrees when the boy's star is 4th, 7th, 10th ... 25th from the girl's.",
    },
    Pairing {
        koota: "stree_deergha",
        counterpart: None,
        rule_difference: "The ashtakoota has no such koota: stree deergha agrees when the boy's star is more than 7 from the girl's.",
    },
    Pairing {
        koota: "yoni",
        counterpart: Some("yoni"),
        rule_difference: "Both read the same yoni animal of each star; yoni porutham fails only for the eight enemy pairs (serpent-rat among them), while the ashtakoota scores 0 to 4 from Maitreya's bride x groom table (4 the same animal, 0 the sworn enemies, serpent-rat 1).",
    },
    Pairing {
        koota: "rasi",
        counterpart: Some("bhakoot"),
        rule_difference: "Both count the boy's Moon sign from the girl's; rasi agrees when it is 7th to 12th, bhakoot scores 0 for the 2/12, 5/9 and 6/8 relations and 7 for the rest, so the two disagree when the count is 1, 3, 4, 8, 9 or 12.",
    },
    Pairing {
        koota: "rasi_adhipathi",
        counterpart: Some("graha_maitri"),
        rule_difference: "Both judge the lords of the two Moon signs; rasi adhipathi looks the boy's lord up in the girl's lord's row of the Tamil friendship table (agrees or not), while graha maitri scores 0 to 5 from the Parashari natural friendship of each lord to the other.",
    },
    Pairing {
        koota: "vasya",
        counterpart: Some("vashya"),
        rule_difference: "Vasya asks whether the boy's sign is in the girl's sign's list of vasya signs; vashya puts each Moon into one of five groups (quadruped, human, water, wild, insect; Sagittarius and Capricorn split at 15 degrees) and scores 0 to 2 from Maitreya's bride x groom table.",
    },
    Pairing {
        koota: "rajju",
        counterpart: Some("nadi"),
        rule_difference: "Both group the 27 stars and fault a couple in the same group, by different tables: rajju uses five body parts (foot, waist, stomach, neck, head) and passes a same-part couple when one star is aaroha and the other not, nadi uses three nadis (Aadi, Madhya, Antya) in a zig-zag of six and scores 8 for different nadis, 0 for the same.",
    },
    Pairing {
        koota: "vedha",
        counterpart: None,
        rule_difference: "The ashtakoota has no such koota: vedha fails for the thirteen classical pairs of stars that pierce each other.",
    },
];

/// Where the ashtakoota's rules come from (the tables of `koota.rs`).
pub const ASHTAKOOTA_RULES: &str = "Ashtakoota of /v1/milan/ashtakoota: varna by the Moon sign's element; vashya groups of \
     Future Point's Horoscope Matching with Maitreya's bride x groom points; tara by Future Point (1.5 points a direction); \
     yoni and gana by Maitreya's bride x groom tables; graha maitri by the natural friendships of BPHS ch. 3; bhakoot 0 for \
     2/12, 5/9 and 6/8; nadi 0 for the same nadi (docs/vedic.md, native/core/src/vedic/milan/koota.rs)";

/// Why the answer gives no points total for the ten.
pub const NO_POINTS_TOTAL: &str = "No points total is given for the ten kootas: the published ten-koota points tables \
     disagree (Maitreya 8's Partner.cpp scores the ashtakoota plus rajju out of 40; AstroWay the 36 plus mahendra 2 and \
     vedha 1, 39; Asterwise the 36 plus mahendra and stree deergha, 38; astrojyoti.com one 27 x 27 star table without \
     per-koota points). The ten are judged agree or not, as /v1/milan/porutham does; the points are the ashtakoota's.";

/// An ashtakoota koota as /v1/milan/ashtakoota scores it.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Counterpart {
    /// Key of the ashtakoota koota, e.g. `tara` or `graha_maitri`.
    pub koota: &'static str,
    /// Points earned, as /v1/milan/ashtakoota gives them.
    pub score: f64,
    /// Maximum points of that koota.
    pub max: u32,
    /// How the points were reached, as /v1/milan/ashtakoota words it.
    pub description: String,
}

/// One of the ten kootas beside its ashtakoota counterpart.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct TenKoota {
    /// Key, verdict and what was compared, exactly as /v1/milan/porutham gives them.
    #[serde(flatten)]
    pub porutham: Porutham,
    /// The ashtakoota koota that judges the same thing, with its points; null for mahendra,
    /// stree deergha and vedha, which the ashtakoota does not have.
    pub counterpart: Option<Counterpart>,
    /// How this koota's rule differs from its counterpart's, in one sentence.
    pub rule_difference: &'static str,
    /// Whether the two systems disagree for this couple: the koota agrees while its counterpart
    /// scores 0, or it fails while its counterpart scores its full maximum. Null without a counterpart.
    pub verdicts_conflict: Option<bool>,
}

/// The ten kootas of a couple beside the ashtakoota.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Dashakoota {
    /// The ten, in the order dina, gana, mahendra, stree deergha, yoni, rasi, rasi adhipathi, vasya, rajju, vedha.
    pub kootas: Vec<TenKoota>,
    /// How many of the ten agree.
    pub count: u8,
    /// Out of 10.
    pub max: u8,
    /// Whether the minimum set (rajju, dina, gana, rasi and yoni) all agree, as /v1/milan/porutham says.
    pub minimum_met: bool,
    /// The minimum set.
    pub minimum: [&'static str; 5],
    /// The ashtakoota total of all eight kootas (varna included, which has no place among the ten), 0..36.
    pub ashtakoota_total: f64,
    /// Maximum ashtakoota total, 36.
    pub ashtakoota_max: u32,
    /// Keys of the kootas whose verdict conflicts with their counterpart's points, in the order of `kootas`.
    pub conflicts: Vec<&'static str>,
}

/// The rules behind both systems and the chart conventions.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DashakootaConventions {
    /// Conventions of the charts (the boy's chart; both use the same ayanamsa and node model).
    #[serde(flatten)]
    pub chart: Conventions,
    /// Where the ten kootas' rules come from (those of /v1/milan/porutham).
    pub porutham_rules: &'static str,
    /// Where the ashtakoota's rules come from (those of /v1/milan/ashtakoota).
    pub ashtakoota_rules: &'static str,
    /// Why no points total is given for the ten, and the tables that disagree.
    pub points_total: &'static str,
}

impl DashakootaConventions {
    /// The rules of both systems beside the charts' conventions.
    pub fn of(chart: Conventions) -> Self {
        DashakootaConventions {
            chart,
            porutham_rules: super::porutham::SOURCE,
            ashtakoota_rules: ASHTAKOOTA_RULES,
            points_total: NO_POINTS_TOTAL,
        }
    }
}

/// Score, maximum and description of the ashtakoota koota with key `key`.
fn counterpart_of(k: &Kootas, key: &'static str) -> Counterpart {
    let (score, max, description) = match key {
        "varna" => (k.varna.score, k.varna.max, &k.varna.description),
        "vashya" => (k.vashya.score, k.vashya.max, &k.vashya.description),
        "tara" => (k.tara.score, k.tara.max, &k.tara.description),
        "yoni" => (k.yoni.score, k.yoni.max, &k.yoni.description),
        "graha_maitri" => (k.graha_maitri.score, k.graha_maitri.max, &k.graha_maitri.description),
        "gana" => (k.gana.score, k.gana.max, &k.gana.description),
        "bhakoot" => (k.bhakoot.score, k.bhakoot.max, &k.bhakoot.description),
        "nadi" => (k.nadi.score, k.nadi.max, &k.nadi.description),
        other => unreachable!("{other} is not an ashtakoota koota ({KOOTA_KEYS:?})"),
    };
    Counterpart { koota: key, score, max, description: description.clone() }
}

/// Whether a verdict and its counterpart's points disagree: agrees with 0 points, or fails with all of them.
pub fn conflict(agrees: bool, score: f64, max: u32) -> bool {
    (agrees && score == 0.0) || (!agrees && score == max as f64)
}

/// The ten kootas of two birth Moons (the boy's first) beside the ashtakoota.
pub fn dashakoota(boy: MoonKey, girl: MoonKey) -> Dashakoota {
    let ten = poruthams(boy, girl);
    let eight = kootas(boy, girl);
    let kootas: Vec<TenKoota> = ten
        .poruthams
        .into_iter()
        .zip(PAIRINGS.iter())
        .map(|(porutham, pairing)| {
            debug_assert_eq!(porutham.name, pairing.koota);
            let counterpart = pairing.counterpart.map(|key| counterpart_of(&eight, key));
            let verdicts_conflict = counterpart.as_ref().map(|c| conflict(porutham.agrees, c.score, c.max));
            TenKoota { porutham, counterpart, rule_difference: pairing.rule_difference, verdicts_conflict }
        })
        .collect();
    Dashakoota {
        conflicts: kootas.iter().filter(|k| k.verdicts_conflict == Some(true)).map(|k| k.porutham.name).collect(),
        kootas,
        count: ten.count,
        max: ten.max,
        minimum_met: ten.minimum_met,
        minimum: ten.minimum,
        ashtakoota_total: eight.scores().iter().sum(),
        ashtakoota_max: 36,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vedic::milan::porutham::PORUTHAM_KEYS;

    /// The pairing covers the ten in the order /v1/milan/porutham answers them, and names only
    /// ashtakoota kootas, each at most once (varna, the eighth, has no place among the ten).
    #[test]
    fn pairings_follow_the_ten_and_name_real_kootas() {
        let keys: Vec<&str> = PAIRINGS.iter().map(|p| p.koota).collect();
        assert_eq!(keys, PORUTHAM_KEYS);
        let named: Vec<&str> = PAIRINGS.iter().filter_map(|p| p.counterpart).collect();
        assert_eq!(named.len(), 7);
        for k in &named {
            assert!(KOOTA_KEYS.contains(k));
            assert_eq!(named.iter().filter(|n| *n == k).count(), 1);
        }
        assert!(!named.contains(&"varna"));
    }
}
