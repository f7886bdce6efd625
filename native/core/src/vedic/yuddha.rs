//! Graha yuddha (planetary war): two of Mars, Mercury, Jupiter, Venus, Saturn within 1° of
//! ecliptic longitude of each other.
//!
//! Who wins (`rule`):
//! - `latitude` (default): the planet further north in ecliptic latitude wins — Surya Siddhanta
//!   ch. 7 (Grahayuti, "conjunction of planets"), which judges the war by the planets' north–south
//!   separation, the northern one being the victor (also Varahamihira, Brihat Samhita ch. 17,
//!   which adds brightness; brightness is not modelled here).
//! - `longitude`: the planet ahead in longitude wins — a positional shortcut found in some modern
//!   software, offered for comparison; it is not the classical rule.
//!
//! The loser is the other planet; an exact tie (same latitude or longitude to 1e-9°) has no winner.

use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::vedic::combustion::separation;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// The five star planets (tara grahas) that can be at war.
pub const WARRIORS: [Graha; 5] = [Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];

/// How the winner of a planetary war is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WarRule {
    /// The planet further north in ecliptic latitude wins (Surya Siddhanta ch. 7); the default.
    #[default]
    Latitude,
    /// The planet ahead in longitude wins (a modern shortcut, not the classical rule).
    Longitude,
}

impl WarRule {
    /// Parses the `rule` parameter: `latitude` (the default when absent) or `longitude`.
    pub fn from_slug(s: Option<&str>) -> Result<WarRule> {
        match s {
            None | Some("latitude") => Ok(WarRule::Latitude),
            Some("longitude") => Ok(WarRule::Longitude),
            Some(_) => Err(Error::invalid("rule", "must be one of: latitude, longitude")),
        }
    }
}

/// One planet in a war.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Combatant {
    /// The planet.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Sidereal ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Ecliptic latitude in degrees, north positive.
    pub latitude: f64,
}

/// One planetary war: two star planets less than 1° apart in longitude.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct War {
    /// The two planets, in chart order.
    pub planets: [Combatant; 2],
    /// Angular separation in longitude, degrees (< 1).
    pub separation: f64,
    /// The victor by the rule; null on an exact tie.
    pub winner: Option<Graha>,
    /// The vanquished planet; null on an exact tie.
    pub loser: Option<Graha>,
    /// Why the winner won, in words.
    pub reason: String,
}

/// The `/v1/chart/graha-yuddha` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct YuddhaResult {
    /// True when at least one war is found.
    pub at_war: bool,
    /// Every pair of star planets at war.
    pub wars: Vec<War>,
    /// The rule that decided the winners.
    pub rule: WarRule,
    /// The definition of a war and of both rules, in words.
    pub definition: &'static str,
    /// The moment of the chart.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

/// The `definition` text of every graha yuddha answer.
pub const DEFINITION: &str = "War: two of Mars, Mercury, Jupiter, Venus, Saturn less than 1 degree apart in \
    longitude. rule=latitude (default): the planet further north in ecliptic latitude wins (Surya Siddhanta ch. 7). \
    rule=longitude: the planet further along the zodiac wins (the one ahead, counting across 0° Aries).";

/// The wars among the five star planets of a chart, decided by `rule`.
pub fn wars_of_chart(chart: &VedicChart, rule: WarRule) -> Vec<War> {
    let fighters: Vec<Combatant> = chart
        .planets
        .iter()
        .filter(|p| WARRIORS.contains(&p.graha))
        .map(|p| Combatant { name: p.graha, key: p.graha.key(), longitude: p.longitude, latitude: p.latitude })
        .collect();
    wars_among(&fighters, rule)
}

/// The wars among `fighters` (any of the five star planets) and who wins each by `rule`; the
/// one place the API decides a war (shadbala's yuddha bala asks here too).
pub fn wars_among(fighters: &[Combatant], rule: WarRule) -> Vec<War> {
    let mut wars = Vec::new();
    for i in 0..fighters.len() {
        for j in i + 1..fighters.len() {
            let (a, b) = (&fighters[i], &fighters[j]);
            let sep = separation(a.longitude, b.longitude);
            if sep >= 1.0 {
                continue;
            }
            let (key_a, key_b, what) = match rule {
                WarRule::Latitude => (a.latitude, b.latitude, "further north in ecliptic latitude"),
                // "Ahead" measured across 0° Aries too: b is ahead of a when b − a mod 360 < 180.
                WarRule::Longitude => {
                    let ahead = (b.longitude - a.longitude).rem_euclid(360.0);
                    (0.0, if ahead < 180.0 { ahead } else { ahead - 360.0 }, "ahead in longitude")
                }
            };
            let (winner, loser) = if (key_a - key_b).abs() < 1e-9 {
                (None, None)
            } else if key_a > key_b {
                (Some(a.name), Some(b.name))
            } else {
                (Some(b.name), Some(a.name))
            };
            let reason = match winner {
                Some(w) => format!("{w} is {what}"),
                None => "a tie: neither is ahead".to_string(),
            };
            wars.push(War { planets: [a.clone(), b.clone()], separation: sep, winner, loser, reason });
        }
    }
    wars
}

/// The query of `/v1/chart/graha-yuddha`.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct YuddhaRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// `latitude` (default) or `longitude`: how the winner is decided.
    pub rule: Option<String>,
}

/// The `/v1/chart/graha-yuddha` answer for a chart already computed.
pub fn graha_yuddha_from_chart(chart: &VedicChart, rule: WarRule) -> YuddhaResult {
    let wars = wars_of_chart(chart, rule);
    YuddhaResult {
        at_war: !wars.is_empty(),
        wars,
        rule,
        definition: DEFINITION,
        moment: chart.moment.clone(),
        conventions: chart.conventions.clone(),
    }
}

/// `/v1/chart/graha-yuddha`.
pub fn graha_yuddha(req: &YuddhaRequest) -> Result<YuddhaResult> {
    let rule = WarRule::from_slug(req.rule.as_deref())?;
    Ok(graha_yuddha_from_chart(&vedic_chart(&req.chart)?, rule))
}
