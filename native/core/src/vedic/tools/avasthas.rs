//! Avasthas (planetary states, BPHS ch. 45 in Santhanam's numbering) of the seven planets:
//! - Baladi (5), by degree: in odd signs Bala 0–6°, Kumara 6–12°, Yuva 12–18°, Vriddha 18–24°,
//!   Mrita 24–30°; in even signs the same in reverse (Mrita first);
//! - Jagradadi (3), by dignity: Jagrat in exaltation or its own sign (moolatrikona included),
//!   Swapna in a friend's or neutral's sign, Sushupti in an enemy's sign or debilitation;
//! - Deeptadi (9): Deepta exalted, Swastha own sign, Mudita great friend's sign, Shanta
//!   friend's, Deena neutral's, Dukhita enemy's (or great enemy's), Khala debilitated, and
//!   besides these Vikala when joined (same sign) by a natural malefic, Kopa when combust;
//! - Lajjitadi (6), by association: Lajjita in the 5th house with Rahu, Ketu, the Sun, Saturn or
//!   Mars; Garvita exalted or in moolatrikona; Kshudhita in an enemy's sign, or joined or
//!   aspected by an enemy, or joined by Saturn; Trishita in a water sign aspected by a malefic and
//!   by no benefic; Mudita in a friend's sign, or joined or aspected by a friend, or joined by
//!   Jupiter; Kshobhita joined by the Sun and aspected by a malefic or an enemy.
//!
//! - Shayanadi (12), from chart numbers, with the cheshta sub-state from the name: `shayanadi.rs`.
//!
//! Relationships are the compound (panchadha) ones of `/v1/chart/dignity`; aspects are graha
//! drishti by sign (7th, and Mars 4/8, Jupiter 5/9, Saturn 3/10) as `/v1/chart/aspects`;
//! combustion is `/v1/chart/combustion`'s. Natural malefics: Sun, Mars, Saturn, Rahu, Ketu;
//! natural benefics: Jupiter, Venus, Mercury, Moon.

use super::shayanadi::{shayanadi, BirthNumbers, ShayanadiState};
use super::ToolConventions;
use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, GrahaPosition, VedicChart};
use crate::vedic::combustion::{separation, threshold};
use crate::vedic::dignity::{compound_relationship, sign_lord, status, Relation, Status};
use crate::vedic::drishti::aspected_houses;
use crate::vedic::jaimini::special_lagnas::{ishta_kaala, IshtaKaala};
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// The `/v1/chart/avasthas` request: the birth chart and, for the shayanadi sub-state, the
/// number of the first letter of the native's name.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct AvasthasRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// 1 … 5: the column of the name's first letter in BPHS's table of letters; the shayanadi
    /// sub-states are given only with it.
    #[serde(default)]
    pub name_number: Option<u32>,
}

/// Natural malefics for Vikala and the Lajjitadi states.
pub const MALEFICS: [Graha; 5] = [Graha::Sun, Graha::Mars, Graha::Saturn, Graha::Rahu, Graha::Ketu];
/// Natural benefics for Trishita.
pub const BENEFICS: [Graha; 4] = [Graha::Jupiter, Graha::Venus, Graha::Mercury, Graha::Moon];
/// Water signs (0 = Aries): Cancer, Scorpio, Pisces.
pub const WATER_SIGNS: [usize; 3] = [3, 7, 11];
/// Baladi states in the order of an odd sign's 6° parts.
pub const BALADI: [&str; 5] = ["Bala", "Kumara", "Yuva", "Vriddha", "Mrita"];

/// One state and the rule that produced it.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct State {
    /// Name of the state, e.g. `Yuva`, `Jagrat`, `Deepta`.
    pub name: &'static str,
    /// Stable lower-case key of the state, e.g. `yuva`.
    pub key: String,
    /// Why it holds, in words, with the chart's facts.
    pub rule: String,
}

fn state(name: &'static str, rule: String) -> State {
    State { name, key: name.to_lowercase(), rule }
}

/// The avasthas of one planet.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetAvasthas {
    /// The planet.
    pub name: Graha,
    /// Stable lower-case key of the planet.
    pub key: &'static str,
    /// Sidereal longitude, degrees.
    pub longitude: f64,
    /// Stable lower-case key of its sign.
    pub sign_key: &'static str,
    /// Degrees within the sign.
    pub degree: f64,
    /// Baladi (age) state, one of five.
    pub baladi: State,
    /// Jagradadi (wakefulness) state, one of three.
    pub jagradadi: State,
    /// Deeptadi states: the one by sign, then Vikala and Kopa where they hold.
    pub deeptadi: Vec<State>,
    /// Lajjitadi states that hold (none, one or several).
    pub lajjitadi: Vec<State>,
}

/// The `/v1/chart/avasthas` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Avasthas {
    /// Sun … Saturn, in chart order.
    pub planets: Vec<PlanetAvasthas>,
    /// Shayanadi states of the nine grahas; absent where the Sun did not rise before the birth
    /// (polar day or night), since the formula counts ghatis from sunrise.
    pub shayanadi: Option<Shayanadi>,
    /// The moment of the chart.
    pub moment: EventTime,
    /// The chart's settings and the rules applied.
    pub conventions: ToolConventions,
}

/// The shayanadi states and the birth's numbers they share.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Shayanadi {
    /// Janma nakshatra, whole ghatis since sunrise and lagna sign, as the formula adds them.
    pub birth: BirthNumbers,
    /// The sunrise the ghatis count from and the time elapsed since it.
    pub ishta_kaala: IshtaKaala,
    /// The name number used for the sub-states, when one was given.
    pub name_number: Option<u32>,
    /// Sun … Ketu, in chart order.
    pub planets: Vec<ShayanadiState>,
}

const RULES: [&str; 7] = [
    "Baladi (BPHS ch. 45): odd signs Bala, Kumara, Yuva, Vriddha, Mrita by 6° parts; even signs reversed",
    "Jagradadi (BPHS ch. 45): Jagrat exalted or own sign (moolatrikona included); Swapna friend's or neutral's sign; \
     Sushupti enemy's sign or debilitated",
    "Deeptadi (BPHS ch. 45): Deepta exalted, Swastha own, Mudita great friend's, Shanta friend's, Deena neutral's, \
     Dukhita enemy's or great enemy's sign, Khala debilitated; Vikala joined by a natural malefic; Kopa combust",
    "Lajjitadi (BPHS ch. 45): Lajjita 5th house with Rahu, Ketu, Sun, Saturn or Mars; Garvita exalted or moolatrikona; \
     Kshudhita enemy's sign, joined or aspected by an enemy, or joined by Saturn; Trishita water sign, aspected by a \
     malefic and no benefic; Mudita friend's sign, joined or aspected by a friend, or joined by Jupiter; Kshobhita \
     joined by the Sun and aspected by a malefic or an enemy",
    "relationships compound (panchadha) as /v1/chart/dignity; aspects graha drishti by sign; 'joined' = same sign; \
     natural malefics Sun, Mars, Saturn, Rahu, Ketu",
    "Shayanadi (BPHS ch. 45): (nakshatra of the graha x graha number (Sun 1 ... Ketu 9) x sign of its navamsa \
     (Aries 1) + Moon's nakshatra + whole ghatis from sunrise + lagna sign (Aries 1)) mod 12, counted from Shayana, \
     0 = Nidra; ghatis from the disc-centre sunrise that began the birth's Vedic day",
    "Shayanadi sub-state (BPHS ch. 45): ((state number)^2 + name number) mod 12 + the graha's constant (Sun 5, \
     Moon 2, Mars 2, Mercury 3, Jupiter 5, Venus 3, Saturn 3, Rahu and Ketu 4), mod 3: 1 Drishti, 2 Cheshta, \
     0 Vicheshta; only with name_number",
];

/// Baladi state of a longitude: the 6° part of its sign, reversed in even signs.
pub fn baladi(longitude: f64) -> State {
    let sign = (longitude / 30.0).floor() as usize % 12;
    let deg = longitude - 30.0 * (longitude / 30.0).floor();
    let part = ((deg / 6.0).floor() as usize).min(4);
    let odd = sign.is_multiple_of(2); // index 0 = Aries, an odd sign
    let i = if odd { part } else { 4 - part };
    let parity = if odd { "odd" } else { "even" };
    state(BALADI[i], format!("{deg:.2}° in an {parity} sign: 6° part {} of 5", part + 1))
}

/// The planet's dignity by sign (compound relationship to a sign lord that is not itself).
fn dignity_of(p: &GrahaPosition, chart: &VedicChart) -> Status {
    let lord = sign_lord(p.sign.sign_index as usize - 1);
    let rel = if lord == p.graha { None } else { compound_relationship(p.graha, lord, chart) };
    status(p.graha, p.longitude, rel).unwrap_or(Status::OwnSign)
}

/// Jagradadi state from the planet's dignity.
pub fn jagradadi(dignity: Status) -> State {
    let (name, why) = match dignity {
        Status::Exalted => ("Jagrat", "exalted"),
        Status::Moolatrikona => ("Jagrat", "in moolatrikona (its own sign)"),
        Status::OwnSign => ("Jagrat", "in its own sign"),
        Status::GreatFriend | Status::Friend => ("Swapna", "in a friend's sign"),
        Status::Neutral => ("Swapna", "in a neutral's sign"),
        Status::Enemy | Status::GreatEnemy => ("Sushupti", "in an enemy's sign"),
        Status::Debilitated => ("Sushupti", "debilitated"),
    };
    state(name, why.to_string())
}

fn deeptadi_by_sign(dignity: Status) -> State {
    let (name, why) = match dignity {
        Status::Exalted => ("Deepta", "exalted"),
        Status::Moolatrikona | Status::OwnSign => ("Swastha", "in its own sign"),
        Status::GreatFriend => ("Mudita", "in a great friend's sign"),
        Status::Friend => ("Shanta", "in a friend's sign"),
        Status::Neutral => ("Deena", "in a neutral's sign"),
        Status::Enemy => ("Dukhita", "in an enemy's sign"),
        Status::GreatEnemy => ("Dukhita", "in a great enemy's sign"),
        Status::Debilitated => ("Khala", "debilitated"),
    };
    state(name, why.to_string())
}

fn sign_of(p: &GrahaPosition) -> usize {
    p.sign.sign_index as usize - 1
}

/// Grahas in the same sign as `p` (other than `p`).
fn joined<'a>(p: &GrahaPosition, chart: &'a VedicChart) -> Vec<&'a GrahaPosition> {
    chart.planets.iter().filter(|o| o.graha != p.graha && sign_of(o) == sign_of(p)).collect()
}

/// Grahas aspecting `p`'s sign by graha drishti.
fn aspecting<'a>(p: &GrahaPosition, chart: &'a VedicChart) -> Vec<&'a GrahaPosition> {
    chart
        .planets
        .iter()
        .filter(|o| o.graha != p.graha)
        .filter(|o| aspected_houses(o.graha).contains(&(((sign_of(p) + 12 - sign_of(o)) % 12) as u8 + 1)))
        .collect()
}

fn names(list: &[Graha]) -> String {
    list.iter().map(|g| g.key()).collect::<Vec<_>>().join(", ")
}

/// Compound relation of `p` towards `other` (friend ≥ 1, enemy ≤ −1); None for the nodes.
fn relation(p: Graha, other: Graha, chart: &VedicChart) -> Option<Relation> {
    compound_relationship(p, other, chart)
}

fn deeptadi(p: &GrahaPosition, dignity: Status, chart: &VedicChart) -> Vec<State> {
    let mut out = vec![deeptadi_by_sign(dignity)];
    let bad: Vec<Graha> = joined(p, chart).iter().map(|o| o.graha).filter(|g| MALEFICS.contains(g)).collect();
    if !bad.is_empty() {
        out.push(state("Vikala", format!("joined by the malefic(s) {}", names(&bad))));
    }
    let sun = chart.planets.iter().find(|o| o.graha == Graha::Sun).expect("the Sun is in every chart");
    if let Some(limit) = threshold(p.graha, p.retrograde) {
        let d = separation(p.longitude, sun.longitude);
        if d < limit {
            out.push(state("Kopa", format!("combust: {d:.2}° from the Sun, within {limit}°")));
        }
    }
    out
}

fn lajjitadi(p: &GrahaPosition, dignity: Status, chart: &VedicChart) -> Vec<State> {
    let with: Vec<Graha> = joined(p, chart).iter().map(|o| o.graha).collect();
    let seen: Vec<Graha> = aspecting(p, chart).iter().map(|o| o.graha).collect();
    let is = |g: &Graha, friend: bool| {
        relation(p.graha, *g, chart).is_some_and(|r| if friend { r.score() > 0 } else { r.score() < 0 })
    };
    let mut out = Vec::new();
    let shamers: Vec<Graha> = with
        .iter()
        .copied()
        .filter(|g| matches!(g, Graha::Rahu | Graha::Ketu | Graha::Sun | Graha::Saturn | Graha::Mars))
        .collect();
    if p.house == 5 && !shamers.is_empty() {
        out.push(state("Lajjita", format!("in the 5th house with {}", names(&shamers))));
    }
    if matches!(dignity, Status::Exalted | Status::Moolatrikona) {
        out.push(state("Garvita", if dignity == Status::Exalted { "exalted" } else { "in moolatrikona" }.into()));
    }
    let enemies_with: Vec<Graha> = with.iter().copied().filter(|g| is(g, false) || *g == Graha::Saturn).collect();
    let enemies_seen: Vec<Graha> = seen.iter().copied().filter(|g| is(g, false)).collect();
    let in_enemy_sign = matches!(dignity, Status::Enemy | Status::GreatEnemy);
    if in_enemy_sign || !enemies_with.is_empty() || !enemies_seen.is_empty() {
        let why = format!(
            "enemy's sign: {in_enemy_sign}; joined by an enemy or Saturn: [{}]; aspected by an enemy: [{}]",
            names(&enemies_with),
            names(&enemies_seen)
        );
        out.push(state("Kshudhita", why));
    }
    let malefic_seen: Vec<Graha> = seen.iter().copied().filter(|g| MALEFICS.contains(g)).collect();
    if WATER_SIGNS.contains(&sign_of(p)) && !malefic_seen.is_empty() && !seen.iter().any(|g| BENEFICS.contains(g)) {
        out.push(state("Trishita", format!("water sign, aspected by {} and by no benefic", names(&malefic_seen))));
    }
    let friends_with: Vec<Graha> = with.iter().copied().filter(|g| is(g, true) || *g == Graha::Jupiter).collect();
    let friends_seen: Vec<Graha> = seen.iter().copied().filter(|g| is(g, true)).collect();
    let in_friend_sign = matches!(dignity, Status::Friend | Status::GreatFriend);
    if in_friend_sign || !friends_with.is_empty() || !friends_seen.is_empty() {
        let why = format!(
            "friend's sign: {in_friend_sign}; joined by a friend or Jupiter: [{}]; aspected by a friend: [{}]",
            names(&friends_with),
            names(&friends_seen)
        );
        out.push(state("Mudita", why));
    }
    let troublers: Vec<Graha> = seen.iter().copied().filter(|g| MALEFICS.contains(g) || is(g, false)).collect();
    if with.contains(&Graha::Sun) && !troublers.is_empty() {
        out.push(state("Kshobhita", format!("joined by the Sun, aspected by {}", names(&troublers))));
    }
    out
}

/// The avasthas of the seven planets of a chart.
pub fn avasthas_of_chart(chart: &VedicChart) -> Vec<PlanetAvasthas> {
    chart
        .planets
        .iter()
        .filter(|p| !matches!(p.graha, Graha::Rahu | Graha::Ketu))
        .map(|p| {
            let dignity = dignity_of(p, chart);
            PlanetAvasthas {
                name: p.graha,
                key: p.key,
                longitude: p.longitude,
                sign_key: p.sign.sign_key,
                degree: p.sign.degree,
                baladi: baladi(p.longitude),
                jagradadi: jagradadi(dignity),
                deeptadi: deeptadi(p, dignity, chart),
                lajjitadi: lajjitadi(p, dignity, chart),
            }
        })
        .collect()
}

/// The shayanadi states of the nine grahas, from the chart and the time since sunrise.
pub fn shayanadi_of_chart(chart: &VedicChart, ik: IshtaKaala, name_number: Option<u32>) -> Shayanadi {
    let moon = chart.planets.iter().find(|p| p.graha == Graha::Moon).expect("the Moon is in every chart");
    let birth = BirthNumbers {
        janma_nakshatra: moon.nakshatra.nakshatra_index as u32,
        ghatis: ik.ghatis.max(0.0).floor() as u32,
        lagna: chart.ascendant.sign.sign_index as u32,
    };
    let planets = chart.planets.iter().map(|p| shayanadi(p.graha, p.longitude, &birth, name_number)).collect();
    Shayanadi { birth, ishta_kaala: ik, name_number, planets }
}

/// `/v1/chart/avasthas`.
pub fn avasthas(req: &AvasthasRequest) -> Result<Avasthas> {
    if let Some(n) = req.name_number {
        if !(1..=5).contains(&n) {
            return Err(Error::invalid("name_number", format!("must be 1 to 5, got {n}")));
        }
    }
    let chart = vedic_chart(&req.chart)?;
    let ayanamsa = Ayanamsa::resolve(req.chart.ayanamsa.as_deref(), LAHIRI)?;
    let m = req.chart.moment;
    // No sunrise before the birth (polar night or day): the other families still answer.
    let ik = match ishta_kaala(m.jd_ut, m.offset_minutes, req.chart.place.lat, req.chart.place.lon, ayanamsa) {
        Ok(ik) => Some(ik),
        Err(Error::Unsupported(_)) => None,
        Err(e) => return Err(e),
    };
    Ok(Avasthas {
        planets: avasthas_of_chart(&chart),
        shayanadi: ik.map(|ik| shayanadi_of_chart(&chart, ik, req.name_number)),
        moment: chart.moment.clone(),
        conventions: ToolConventions { chart: chart.conventions.clone(), method: "bphs", rules: RULES.to_vec() },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// BPHS ch. 45 table: odd signs Bala → Mrita by 6° parts, even signs reversed.
    #[test]
    fn baladi_follows_the_six_degree_table() {
        assert_eq!(baladi(3.0).name, "Bala"); // Aries (odd) 3°
        assert_eq!(baladi(29.9).name, "Mrita"); // Aries 29.9°
        assert_eq!(baladi(30.0 + 3.0).name, "Mrita"); // Taurus (even) 3°
        assert_eq!(baladi(30.0 + 14.0).name, "Yuva"); // Taurus 14°: the middle part either way
        assert_eq!(baladi(60.0 + 20.0).name, "Vriddha"); // Gemini (odd) 20°
        assert_eq!(baladi(330.0 + 25.0).name, "Bala"); // Pisces (even) 25°
    }

    /// Jagradadi and the sign-based Deeptadi state cover every dignity.
    #[test]
    fn dignity_states() {
        assert_eq!(jagradadi(Status::Exalted).name, "Jagrat");
        assert_eq!(jagradadi(Status::Neutral).name, "Swapna");
        assert_eq!(jagradadi(Status::Debilitated).name, "Sushupti");
        assert_eq!(deeptadi_by_sign(Status::GreatFriend).name, "Mudita");
        assert_eq!(deeptadi_by_sign(Status::Debilitated).name, "Khala");
    }
}
