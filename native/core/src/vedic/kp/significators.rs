//! KP significators: which planets signify which houses, at the four levels of strength.
//!
//! K.S. Krishnamurti's rule (KP Readers): a house is signified, strongest first, by
//! - A: the planets in the star (nakshatra) of the occupants of the house,
//! - B: the occupants of the house,
//! - C: the planets in the star of the lord of the house,
//! - D: the lord of the house (the sign lord of its cusp).
//!
//! A planet occupies the house whose cusp it has passed and whose next cusp it has not reached
//! (cusp-to-cusp houses, the Placidus bhavas of KP). The reverse table gives for each planet
//! the houses it signifies at each level: A the houses occupied by its star lord, B the house it
//! occupies, C the houses owned by its star lord, D the houses it owns.
//!
//! Rahu and Ketu own no sign, so they enter the plain table only through their occupation and
//! star lord. As agents (KP Readers: a node gives the results of the planets it is conjoined
//! with, the planets aspecting it and the lord of its sign) they are listed apart, with the
//! houses those planets signify, so the plain table stays the classical one.

use crate::vedic::drishti::aspected_houses;
use crate::zodiac::sign::{normalize, sign_index};
use crate::zodiac::{Graha, SIGNS};
use serde::Serialize;

/// A planet as the significator rule sees it.
#[derive(Debug, Clone, Copy)]
pub struct SigPlanet {
    /// The graha.
    pub graha: Graha,
    /// Sidereal longitude in degrees.
    pub longitude: f64,
    /// Lord of its nakshatra.
    pub star_lord: Graha,
}

/// The house (1 … 12) whose cusp-to-cusp span holds `longitude`: from cusp n (included) to the
/// next cusp in zodiacal order (excluded). `cusps[0]` is the cusp of house 1.
pub fn house_of(longitude: f64, cusps: &[f64]) -> u8 {
    let lon = normalize(longitude);
    let mut best = (f64::INFINITY, 1u8);
    // The house is the cusp with the smallest forward distance to the longitude.
    for (i, &c) in cusps.iter().enumerate() {
        let d = normalize(lon - c);
        if d < best.0 {
            best = (d, i as u8 + 1);
        }
    }
    best.1
}

/// The four levels of one house's significators.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct HouseSignificators {
    /// House number, 1 … 12.
    pub house: u8,
    /// Level A (strongest): planets in the star of an occupant of the house.
    pub a: Vec<Graha>,
    /// Level B: the occupants of the house.
    pub b: Vec<Graha>,
    /// Level C: planets in the star of the lord of the house.
    pub c: Vec<Graha>,
    /// Level D: the lord of the house (sign lord of the cusp).
    pub d: Vec<Graha>,
    /// Rahu or Ketu when one is an agent of a planet in A … D (see `nodes` of the answer).
    pub node_agents: Vec<Graha>,
}

/// The houses one planet signifies at each level.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct PlanetSignificators {
    /// The graha.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Level A: houses occupied by the planet's star lord.
    pub a: Vec<u8>,
    /// Level B: the house the planet occupies.
    pub b: Vec<u8>,
    /// Level C: houses owned by the planet's star lord.
    pub c: Vec<u8>,
    /// Level D: houses the planet owns (none for Rahu and Ketu).
    pub d: Vec<u8>,
    /// Every house of A … D, ascending.
    pub all: Vec<u8>,
}

/// Rahu or Ketu as an agent of other planets.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct NodeAgency {
    /// Rahu or Ketu.
    pub node: Graha,
    /// Planets in the node's sign (conjoined), Sun … Saturn.
    pub conjoined: Vec<Graha>,
    /// Planets aspecting the node's sign by graha drishti (7th; Mars 4th, 8th; Jupiter 5th,
    /// 9th; Saturn 3rd, 10th).
    pub aspected_by: Vec<Graha>,
    /// Lord of the node's sign.
    pub sign_lord: Graha,
    /// Lord of the node's star.
    pub star_lord: Graha,
    /// Houses signified (A … D) by the node itself and by the planets it represents, ascending.
    pub houses: Vec<u8>,
}

/// Both tables and the nodes' agency.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Significators {
    /// For each house 1 … 12 the four levels of significators.
    pub houses: Vec<HouseSignificators>,
    /// For each graha Sun … Ketu the houses it signifies at the four levels.
    pub planets: Vec<PlanetSignificators>,
    /// Rahu and Ketu as agents.
    pub nodes: Vec<NodeAgency>,
}

fn lord_of_cusp(cusp: f64) -> Graha {
    SIGNS[sign_index(cusp)].lord
}

fn sorted(mut v: Vec<u8>) -> Vec<u8> {
    v.sort_unstable();
    v.dedup();
    v
}

/// The significator tables of planets (nine, Sun … Ketu) and cusps (twelve, house 1 first).
pub fn significators(planets: &[SigPlanet], cusps: &[f64]) -> Significators {
    let house: Vec<u8> = planets.iter().map(|p| house_of(p.longitude, cusps)).collect();
    let occupied =
        |g: Graha| -> Vec<u8> { planets.iter().zip(&house).filter(|(p, _)| p.graha == g).map(|(_, &h)| h).collect() };
    let owned = |g: Graha| -> Vec<u8> {
        cusps.iter().enumerate().filter(|(_, &c)| lord_of_cusp(c) == g).map(|(i, _)| i as u8 + 1).collect()
    };
    let by_planet: Vec<PlanetSignificators> = planets
        .iter()
        .map(|p| {
            let (a, b, c, d) = (sorted(occupied(p.star_lord)), occupied(p.graha), owned(p.star_lord), owned(p.graha));
            let all = sorted([&a[..], &b[..], &c[..], &d[..]].concat());
            PlanetSignificators { planet: p.graha, planet_key: p.graha.key(), a, b, c, d, all }
        })
        .collect();
    let nodes: Vec<NodeAgency> =
        planets.iter().filter(|p| p.graha.is_node()).map(|p| agency(p, planets, &by_planet)).collect();
    let houses = (1..=12u8)
        .map(|h| {
            let b: Vec<Graha> = planets.iter().zip(&house).filter(|(_, &x)| x == h).map(|(p, _)| p.graha).collect();
            let a = planets.iter().filter(|p| b.contains(&p.star_lord)).map(|p| p.graha).collect();
            let lord = lord_of_cusp(cusps[h as usize - 1]);
            let c = planets.iter().filter(|p| p.star_lord == lord).map(|p| p.graha).collect();
            let mut s = HouseSignificators { house: h, a, b, c, d: vec![lord], node_agents: vec![] };
            s.node_agents = nodes
                .iter()
                .filter(|n| represented(n).any(|g| [&s.a, &s.b, &s.c, &s.d].iter().any(|l| l.contains(&g))))
                .map(|n| n.node)
                .collect();
            s
        })
        .collect();
    Significators { houses, planets: by_planet, nodes }
}

/// The planets a node represents: conjoined, aspecting, the sign lord.
fn represented(n: &NodeAgency) -> impl Iterator<Item = Graha> + '_ {
    n.conjoined.iter().chain(&n.aspected_by).copied().chain(std::iter::once(n.sign_lord))
}

fn agency(node: &SigPlanet, planets: &[SigPlanet], by_planet: &[PlanetSignificators]) -> NodeAgency {
    let sign = sign_index(node.longitude);
    let seven = planets.iter().filter(|p| !p.graha.is_node());
    let conjoined = seven.clone().filter(|p| sign_index(p.longitude) == sign).map(|p| p.graha).collect();
    let aspected_by = seven
        .filter(|p| {
            let from = sign_index(p.longitude);
            aspected_houses(p.graha).iter().any(|&h| (from + h as usize - 1) % 12 == sign)
        })
        .map(|p| p.graha)
        .collect();
    let mut n = NodeAgency {
        node: node.graha,
        conjoined,
        aspected_by,
        sign_lord: SIGNS[sign].lord,
        star_lord: node.star_lord,
        houses: vec![],
    };
    let mut houses = Vec::new();
    for g in represented(&n).chain([node.graha]) {
        if let Some(s) = by_planet.iter().find(|s| s.planet == g) {
            houses.extend_from_slice(&s.all);
        }
    }
    n.houses = sorted(houses);
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn house_of_counts_cusp_to_cusp_across_aries() {
        let cusps: Vec<f64> = (0..12).map(|i| normalize(350.0 + 30.0 * i as f64)).collect();
        assert_eq!(house_of(350.0, &cusps), 1);
        assert_eq!(house_of(5.0, &cusps), 1);
        assert_eq!(house_of(349.9, &cusps), 12);
        assert_eq!(house_of(20.0, &cusps), 2);
    }
}
