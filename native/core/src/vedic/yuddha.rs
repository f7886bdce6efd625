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

pub const WARRIORS: [Graha; 5] = [Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WarRule {
    #[default]
    Latitude,
    Longitude,
}

impl WarRule {
    pub fn from_slug(s: Option<&str>) -> Result<WarRule> {
        match s {
            None | Some("latitude") => Ok(WarRule::Latitude),
            Some("longitude") => Ok(WarRule::Longitude),
            Some(_) => Err(Error::invalid("rule", "must be one of: latitude, longitude")),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Combatant {
    pub name: Graha,
    pub longitude: f64,
    pub latitude: f64,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct War {
    pub planets: [Combatant; 2],
    /// Angular separation in longitude, degrees (< 1).
    pub separation: f64,
    pub winner: Option<Graha>,
    pub loser: Option<Graha>,
    pub reason: String,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct YuddhaResult {
    pub at_war: bool,
    pub wars: Vec<War>,
    pub rule: WarRule,
    pub definition: &'static str,
    pub moment: EventTime,
    pub conventions: Conventions,
}

pub const DEFINITION: &str = "War: two of Mars, Mercury, Jupiter, Venus, Saturn less than 1 degree apart in \
    longitude. rule=latitude (default): the planet further north in ecliptic latitude wins (Surya Siddhanta ch. 7). \
    rule=longitude: the planet with the greater longitude wins.";

pub fn wars_of_chart(chart: &VedicChart, rule: WarRule) -> Vec<War> {
    let fighters: Vec<Combatant> = chart
        .planets
        .iter()
        .filter(|p| WARRIORS.contains(&p.graha))
        .map(|p| Combatant { name: p.graha, longitude: p.longitude, latitude: p.latitude })
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

#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct YuddhaRequest {
    #[serde(flatten)]
    pub chart: ChartRequest,
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
