//! KP ruling planets of a moment and place.
//!
//! K.S. Krishnamurti (KP Readers): the planets ruling a moment are the lord of the day, the
//! sign, star and sub lords of the rising degree and the sign, star and sub lords of the Moon.
//! Their customary order of strength is the ascendant's star lord, the ascendant's sign lord,
//! the Moon's star lord, the Moon's sign lord, the day lord; the sub lords follow. Rahu and Ketu
//! rule as well when they represent a ruling planet: when it is the lord of the node's sign or
//! of its star, or when the node is conjoined with it (same sign).

use crate::zodiac::nakshatra::NAKSHATRA_LORDS;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::Serialize;

/// Sign, star and sub lords of one point.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct PointLords {
    /// Sidereal longitude of the point in degrees.
    pub longitude: f64,
    /// Lord of its sign.
    pub sign_lord: Graha,
    /// Lord of its nakshatra.
    pub star_lord: Graha,
    /// Lord of its KP sub.
    pub sub_lord: Graha,
}

/// One ruling planet with the places it rules from.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct RulingPlanet {
    /// The planet.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// What makes it rule, strongest first: `ascendant_star_lord`, `ascendant_sign_lord`,
    /// `moon_star_lord`, `moon_sign_lord`, `day_lord`, `ascendant_sub_lord`, `moon_sub_lord`,
    /// or `node_agent_of_<planet>` for Rahu and Ketu.
    pub roles: Vec<String>,
}

/// The ruling planets of a moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RulingPlanets {
    /// Lord of the Vedic weekday (sunrise to sunrise) of the moment.
    pub day_lord: Graha,
    /// English name of that weekday.
    pub weekday: &'static str,
    /// Lords of the ascendant.
    pub ascendant: PointLords,
    /// Lords of the Moon.
    pub moon: PointLords,
    /// The distinct ruling planets, strongest first, nodes after the planet they represent.
    pub ruling_planets: Vec<RulingPlanet>,
}

/// Lords of a sidereal longitude.
pub fn point_lords(longitude: f64) -> PointLords {
    let (star, sub, _) = super::lords(longitude);
    PointLords {
        longitude,
        sign_lord: SIGNS[sign_index(longitude)].lord,
        star_lord: NAKSHATRA_LORDS[star],
        sub_lord: NAKSHATRA_LORDS[sub],
    }
}

/// The ruling planets from the day lord, the ascendant's and Moon's longitudes and the nine
/// grahas' sidereal longitudes (for the nodes' agency).
pub fn ruling_planets(
    day_lord: Graha,
    weekday: &'static str,
    ascendant: f64,
    moon: f64,
    grahas: &[(Graha, f64)],
) -> RulingPlanets {
    let asc = point_lords(ascendant);
    let m = point_lords(moon);
    let ranked = [
        (asc.star_lord, "ascendant_star_lord"),
        (asc.sign_lord, "ascendant_sign_lord"),
        (m.star_lord, "moon_star_lord"),
        (m.sign_lord, "moon_sign_lord"),
        (day_lord, "day_lord"),
        (asc.sub_lord, "ascendant_sub_lord"),
        (m.sub_lord, "moon_sub_lord"),
    ];
    let mut out: Vec<RulingPlanet> = Vec::new();
    for (planet, role) in ranked {
        add(&mut out, planet, role.to_string());
    }
    let seven: Vec<Graha> = out.iter().map(|r| r.planet).filter(|g| !g.is_node()).collect();
    for &(node, lon) in grahas.iter().filter(|(g, _)| g.is_node()) {
        let (star, _, _) = super::lords(lon);
        let sign = sign_index(lon);
        for &p in &seven {
            let conjoined = grahas.iter().any(|&(g, l)| g == p && sign_index(l) == sign);
            if SIGNS[sign].lord == p || NAKSHATRA_LORDS[star] == p || conjoined {
                add(&mut out, node, format!("node_agent_of_{}", p.key()));
            }
        }
    }
    RulingPlanets { day_lord, weekday, ascendant: asc, moon: m, ruling_planets: out }
}

fn add(out: &mut Vec<RulingPlanet>, planet: Graha, role: String) {
    match out.iter_mut().find(|r| r.planet == planet) {
        Some(r) => r.roles.push(role),
        None => out.push(RulingPlanet { planet, planet_key: planet.key(), roles: vec![role] }),
    }
}
