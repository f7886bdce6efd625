//! Planetary dignity: exaltation, debilitation, moolatrikona, own sign, and the five-fold
//! compound relationship (natural + temporary) of BPHS ch. 3.
//!
//! Sources (classical tables, the same in BPHS ch. 3 (Santhanam tr.), B.V. Raman's Hindu
//! Predictive Astrology ch. 4 and Graha and Bhava Balas):
//! - exaltation (deep point): Sun Aries 10°, Moon Taurus 3°, Mars Capricorn 28°, Mercury Virgo 15°,
//!   Jupiter Cancer 5°, Venus Pisces 27°, Saturn Libra 20°; debilitation in the 7th sign at the
//!   same degree;
//! - moolatrikona: Sun Leo 0–20°, Moon Taurus 3–30°, Mars Aries 0–12°, Mercury Virgo 15–20°,
//!   Jupiter Sagittarius 0–10°, Venus Libra 0–15°, Saturn Aquarius 0–20°;
//! - natural (naisargika) friendships of BPHS ch. 3: see [`natural_relationship`];
//! - temporary (tatkalika) friendship: a planet in the 2nd, 3rd, 4th, 10th, 11th or 12th sign
//!   from another is its temporary friend, otherwise its temporary enemy (BPHS ch. 3);
//! - compound (panchadha): friend+friend = great friend, friend+enemy = neutral, neutral+friend =
//!   friend, neutral+enemy = enemy, enemy+enemy = great enemy (BPHS ch. 3).
//!
//! Rahu and Ketu: BPHS gives Rahu exaltation in Taurus and Ketu in Scorpio (debilitation in the
//! opposite sign), own signs Aquarius (Rahu) and Scorpio (Ketu); it gives them no natural
//! friendships, so their relationships are `null`.

use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::Serialize;

/// A planet's relationship towards another (BPHS ch. 3); natural and temporary relationships
/// use only friend, neutral and enemy, the compound one all five.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Relation {
    /// Adhi shatru: enemy by nature and by position.
    GreatEnemy,
    /// Shatru.
    Enemy,
    /// Sama.
    Neutral,
    /// Mitra.
    Friend,
    /// Adhi mitra: friend by nature and by position.
    GreatFriend,
}

impl Relation {
    /// -2 … +2 (great enemy … great friend).
    pub fn score(self) -> i8 {
        self as i8 - 2
    }

    fn from_score(score: i8) -> Relation {
        match score {
            i8::MIN..=-2 => Relation::GreatEnemy,
            -1 => Relation::Enemy,
            0 => Relation::Neutral,
            1 => Relation::Friend,
            _ => Relation::GreatFriend,
        }
    }
}

/// Classical dignity data of one graha (sign indices 0 = Aries).
#[derive(Debug, Clone, Copy, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DignityTable {
    /// Sign of exaltation, 0 = Aries … 11 = Pisces.
    pub exaltation_sign: usize,
    /// Degree of deepest exaltation within the sign (None for the nodes).
    pub exaltation_degree: Option<f64>,
    /// Sign of debilitation (the 7th from exaltation), 0 = Aries … 11 = Pisces.
    pub debilitation_sign: usize,
    /// Moolatrikona sign and degree range [from, to) (None for the nodes).
    pub moolatrikona: Option<(usize, f64, f64)>,
    /// Signs the graha owns, 0 = Aries … 11 = Pisces.
    pub own_signs: &'static [usize],
}

const fn table(ex: usize, deg: f64, mt: (usize, f64, f64), own: &'static [usize]) -> DignityTable {
    DignityTable {
        exaltation_sign: ex,
        exaltation_degree: Some(deg),
        debilitation_sign: (ex + 6) % 12,
        moolatrikona: Some(mt),
        own_signs: own,
    }
}

const TABLES: [DignityTable; 7] = [
    table(0, 10.0, (4, 0.0, 20.0), &[4]),
    table(1, 3.0, (1, 3.0, 30.0), &[3]),
    table(9, 28.0, (0, 0.0, 12.0), &[0, 7]),
    table(5, 15.0, (5, 15.0, 20.0), &[2, 5]),
    table(3, 5.0, (8, 0.0, 10.0), &[8, 11]),
    table(11, 27.0, (6, 0.0, 15.0), &[1, 6]),
    table(6, 20.0, (10, 0.0, 20.0), &[9, 10]),
];
const RAHU: DignityTable = DignityTable {
    exaltation_sign: 1,
    exaltation_degree: None,
    debilitation_sign: 7,
    moolatrikona: None,
    own_signs: &[10],
};
const KETU: DignityTable = DignityTable {
    exaltation_sign: 7,
    exaltation_degree: None,
    debilitation_sign: 1,
    moolatrikona: None,
    own_signs: &[7],
};

/// Index among the seven (Sun … Saturn, [`Graha::SEVEN`] order); None for the nodes.
pub fn seven_index(graha: Graha) -> Option<usize> {
    (!graha.is_node()).then_some(graha.index())
}

/// Exaltation, debilitation, moolatrikona and own signs of a graha.
pub fn dignity_table(graha: Graha) -> &'static DignityTable {
    match graha {
        Graha::Rahu => &RAHU,
        Graha::Ketu => &KETU,
        seven => &TABLES[seven.index()],
    }
}

/// Exaltation sign (0 … 11) and deep-exaltation degree.
pub fn exaltation(graha: Graha) -> (usize, Option<f64>) {
    let t = dignity_table(graha);
    (t.exaltation_sign, t.exaltation_degree)
}

/// Debilitation sign (0 … 11) and deep-debilitation degree.
pub fn debilitation(graha: Graha) -> (usize, Option<f64>) {
    let t = dignity_table(graha);
    (t.debilitation_sign, t.exaltation_degree)
}

/// Moolatrikona sign (0 … 11) and degree range [from, to).
pub fn moolatrikona(graha: Graha) -> Option<(usize, f64, f64)> {
    dignity_table(graha).moolatrikona
}

/// Signs (0 … 11) a graha owns; Aquarius for Rahu and Scorpio for Ketu.
pub fn own_signs(graha: Graha) -> &'static [usize] {
    dignity_table(graha).own_signs
}

/// Lord of a sign (0 = Aries).
pub fn sign_lord(sign: usize) -> Graha {
    SIGNS[sign % 12].lord
}

/// Whether a sidereal longitude lies in the planet's moolatrikona range.
pub fn in_moolatrikona(graha: Graha, longitude: f64) -> bool {
    moolatrikona(graha).is_some_and(|(sign, from, to)| {
        let s = sign_index(longitude);
        let deg = longitude.rem_euclid(360.0) - 30.0 * s as f64;
        s == sign && deg >= from && deg < to
    })
}

/// Natural friends, neutrals, enemies (BPHS ch. 3), as -1/0/+1 per [`Graha::SEVEN`] column.
const NATURAL: [[i8; 7]; 7] = [
    //Su Mo Ma Me Ju Ve Sa
    [0, 1, 1, 0, 1, -1, -1], // Sun: friends Moon, Mars, Jupiter; neutral Mercury; enemies Venus, Saturn
    [1, 0, 0, 1, 0, 0, 0],   // Moon: friends Sun, Mercury; the rest neutral
    [1, 1, 0, -1, 1, 0, 0],  // Mars: friends Sun, Moon, Jupiter; enemy Mercury
    [1, -1, 0, 0, 0, 1, 0],  // Mercury: friends Sun, Venus; enemy Moon
    [1, 1, 1, -1, 0, -1, 0], // Jupiter: friends Sun, Moon, Mars; enemies Mercury, Venus
    [-1, -1, 0, 1, 0, 0, 1], // Venus: friends Mercury, Saturn; enemies Sun, Moon
    [-1, -1, -1, 1, 0, 1, 0], // Saturn: friends Mercury, Venus; enemies Sun, Moon, Mars
];

/// Natural relationship of `planet` towards `other` (Friend, Neutral or Enemy); None for the
/// nodes, unknown names, or a planet with itself.
pub fn natural_relationship(graha: Graha, other: Graha) -> Option<Relation> {
    let (a, b) = (seven_index(graha)?, seven_index(other)?);
    (a != b).then(|| Relation::from_score(NATURAL[a][b]))
}

/// Temporary relationship from the signs (0 … 11) the two occupy: Friend or Enemy.
pub fn temporary_relationship(planet_sign: usize, other_sign: usize) -> Relation {
    let house = (other_sign + 12 - planet_sign % 12) % 12 + 1;
    if matches!(house, 2 | 3 | 4 | 10 | 11 | 12) {
        Relation::Friend
    } else {
        Relation::Enemy
    }
}

/// Compound relationship from the natural one and the signs (0 … 11) the two occupy.
pub fn compound_from_signs(graha: Graha, other: Graha, planet_sign: usize, other_sign: usize) -> Option<Relation> {
    let natural = natural_relationship(graha, other)?;
    let temporary = temporary_relationship(planet_sign, other_sign);
    Some(Relation::from_score(natural.score() + temporary.score()))
}

/// Compound (five-fold) relationship of `planet` towards `other` in a chart (signs of the rashi chart).
pub fn compound_relationship(graha: Graha, other: Graha, chart: &VedicChart) -> Option<Relation> {
    let sign_of = |g: Graha| chart.planets.iter().find(|p| p.graha == g).map(|p| p.sign.sign_index as usize - 1);
    compound_from_signs(graha, other, sign_of(graha)?, sign_of(other)?)
}

/// The 7×7 compound relationships of a chart, `[planet][other]` in [`Graha::SEVEN`] order (None on the diagonal).
pub fn compound_matrix(signs: &[usize; 7]) -> [[Option<Relation>; 7]; 7] {
    let mut m = [[None; 7]; 7];
    for a in 0..7 {
        for b in 0..7 {
            m[a][b] = compound_from_signs(Graha::SEVEN[a], Graha::SEVEN[b], signs[a], signs[b]);
        }
    }
    m
}

/// Signs (0 … 11) of the seven grahas in a chart, in [`Graha::SEVEN`] order.
pub fn seven_signs(chart: &VedicChart) -> [usize; 7] {
    let mut out = [0; 7];
    for (i, graha) in Graha::SEVEN.into_iter().enumerate() {
        let p = chart.planets.iter().find(|p| p.graha == graha).expect("a chart has the seven grahas");
        out[i] = p.sign.sign_index as usize - 1;
    }
    out
}

/// The dignity a planet has in a sign at a degree, by precedence. Where the moolatrikona range
/// lies inside the exaltation sign (Moon in Taurus, Mercury in Virgo) BPHS ch. 3 splits that
/// sign: Moon exalted to 3°, moolatrikona beyond; Mercury exalted to 15°, moolatrikona 15–20°,
/// own sign 20–30°.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// In the exaltation sign.
    Exalted,
    /// Within the moolatrikona degree range.
    Moolatrikona,
    /// In a sign it owns.
    OwnSign,
    /// In the sign of a great friend.
    GreatFriend,
    /// In the sign of a friend.
    Friend,
    /// In the sign of a neutral.
    Neutral,
    /// In the sign of an enemy.
    Enemy,
    /// In the sign of a great enemy.
    GreatEnemy,
    /// In the debilitation sign.
    Debilitated,
}

/// Status of `planet` at `longitude`, with `relation_to_lord` the relationship towards the sign
/// lord to use (compound in a chart, natural without one).
pub fn status(graha: Graha, longitude: f64, relation_to_lord: Option<Relation>) -> Option<Status> {
    let t = dignity_table(graha);
    let s = sign_index(longitude);
    if in_moolatrikona(graha, longitude) {
        return Some(Status::Moolatrikona);
    }
    if s == t.exaltation_sign {
        // Mercury's last 10° of Virgo are its own sign, not exaltation (BPHS).
        if graha == Graha::Mercury && longitude - 30.0 * s as f64 >= 20.0 {
            return Some(Status::OwnSign);
        }
        return Some(Status::Exalted);
    }
    if s == t.debilitation_sign {
        return Some(Status::Debilitated);
    }
    if t.own_signs.contains(&s) {
        return Some(Status::OwnSign);
    }
    Some(match relation_to_lord? {
        Relation::GreatFriend => Status::GreatFriend,
        Relation::Friend => Status::Friend,
        Relation::Neutral => Status::Neutral,
        Relation::Enemy => Status::Enemy,
        Relation::GreatEnemy => Status::GreatEnemy,
    })
}

/// A graha's relationship towards one other graha.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RelationEntry {
    /// The other graha.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Natural (naisargika) relationship: friend, neutral or enemy.
    pub natural: Relation,
    /// Temporary (tatkalika) relationship from the signs they occupy: friend or enemy.
    pub temporary: Relation,
    /// Compound (panchadha) relationship: natural and temporary combined.
    pub compound: Relation,
}

/// One graha's dignity in the chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetDignity {
    /// The graha.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Sidereal ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sidereal sign it occupies (Aries … Pisces).
    pub sign: crate::zodiac::Sign,
    /// Degrees within that sign, 0 <= x < 30.
    pub degree: f64,
    /// Lord of the occupied sign.
    pub sign_lord: Graha,
    /// Overall dignity by precedence: moolatrikona, exalted, debilitated, own_sign, then the
    /// compound relationship towards the sign lord (great_friend … great_enemy).
    pub dignity: Option<Status>,
    /// In the exaltation sign (whole sign).
    pub exalted: bool,
    /// In the debilitation sign (whole sign).
    pub debilitated: bool,
    /// Within the moolatrikona degree range.
    pub moolatrikona: bool,
    /// In one of the signs it owns.
    pub own_sign: bool,
    /// The graha's exaltation sign.
    pub exaltation_sign: crate::zodiac::Sign,
    /// Degree of deepest exaltation within that sign (and of deepest debilitation within the
    /// debilitation sign); null for the nodes.
    pub exaltation_degree: Option<f64>,
    /// The graha's debilitation sign, the 7th from its exaltation sign.
    pub debilitation_sign: crate::zodiac::Sign,
    /// The graha's moolatrikona sign; null for the nodes.
    pub moolatrikona_sign: Option<crate::zodiac::Sign>,
    /// [from, to) degrees within the moolatrikona sign.
    pub moolatrikona_range: Option<[f64; 2]>,
    /// The signs the graha owns.
    pub own_signs: Vec<crate::zodiac::Sign>,
    /// Compound relationship towards the lord of the occupied sign (None in own sign or for the nodes).
    pub relationship_to_sign_lord: Option<Relation>,
    /// Natural, temporary and compound relationship towards each of the other six (empty for the nodes).
    pub relationships: Vec<RelationEntry>,
}

/// The `/v1/chart/dignity` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DignityResult {
    /// The nine grahas in chart order (Sun … Ketu).
    pub planets: Vec<PlanetDignity>,
    /// The moment of the chart.
    pub moment: crate::ephemeris::time::EventTime,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
    /// The rules used, in one paragraph.
    pub definitions: &'static str,
}

/// The `definitions` text of every dignity answer.
pub const DEFINITIONS: &str = "BPHS ch. 3: exaltation/debilitation by whole sign (deep points given); moolatrikona \
    ranges Sun Leo 0-20, Moon Taurus 3-30, Mars Aries 0-12, Mercury Virgo 15-20, Jupiter Sagittarius 0-10, Venus \
    Libra 0-15, Saturn Aquarius 0-20; temporary friends in the 2nd, 3rd, 4th, 10th, 11th, 12th sign; compound = \
    natural + temporary. Nodes: Rahu exalted Taurus, own Aquarius; Ketu exalted Scorpio, own Scorpio; no \
    natural friendships.";

/// The dignity of each of the nine grahas of a chart, in chart order.
pub fn dignity_of_chart(chart: &VedicChart) -> Vec<PlanetDignity> {
    let signs = seven_signs(chart);
    chart
        .planets
        .iter()
        .map(|p| {
            let t = dignity_table(p.graha);
            let s = p.sign.sign_index as usize - 1;
            let lord = sign_lord(s);
            let rel_lord = if lord == p.graha { None } else { compound_relationship(p.graha, lord, chart) };
            let relationships = match seven_index(p.graha) {
                Some(a) => (0..7)
                    .filter(|&b| b != a)
                    .map(|b| RelationEntry {
                        planet: Graha::SEVEN[b],
                        planet_key: (Graha::SEVEN[b]).key(),
                        natural: natural_relationship(Graha::SEVEN[a], Graha::SEVEN[b]).expect("seven"),
                        temporary: temporary_relationship(signs[a], signs[b]),
                        compound: compound_from_signs(Graha::SEVEN[a], Graha::SEVEN[b], signs[a], signs[b])
                            .expect("seven"),
                    })
                    .collect(),
                None => vec![],
            };
            PlanetDignity {
                name: p.graha,
                key: p.graha.key(),
                longitude: p.longitude,
                sign: p.sign.sign,
                degree: p.sign.degree,
                sign_lord: lord,
                dignity: status(p.graha, p.longitude, rel_lord),
                exalted: s == t.exaltation_sign,
                debilitated: s == t.debilitation_sign,
                moolatrikona: in_moolatrikona(p.graha, p.longitude),
                own_sign: t.own_signs.contains(&s),
                exaltation_sign: crate::zodiac::Sign::from_index(t.exaltation_sign),
                exaltation_degree: t.exaltation_degree,
                debilitation_sign: crate::zodiac::Sign::from_index(t.debilitation_sign),
                moolatrikona_sign: t.moolatrikona.map(|m| crate::zodiac::Sign::from_index(m.0)),
                moolatrikona_range: t.moolatrikona.map(|m| [m.1, m.2]),
                own_signs: t.own_signs.iter().map(|&i| crate::zodiac::Sign::from_index(i)).collect(),
                relationship_to_sign_lord: rel_lord,
                relationships,
            }
        })
        .collect()
}

/// The `/v1/chart/dignity` answer for a chart already computed.
pub fn dignity_from_chart(chart: &VedicChart) -> DignityResult {
    DignityResult {
        planets: dignity_of_chart(chart),
        moment: chart.moment.clone(),
        conventions: chart.conventions.clone(),
        definitions: DEFINITIONS,
    }
}

/// `/v1/chart/dignity`.
pub fn dignity(req: &ChartRequest) -> Result<DignityResult> {
    Ok(dignity_from_chart(&vedic_chart(req)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compound_rules() {
        // Sun–Moon natural friends; Moon 2 signs ahead (2nd house) → temporary friend → great friend.
        assert_eq!(compound_from_signs(Graha::Sun, Graha::Moon, 0, 1), Some(Relation::GreatFriend));
        // Same sign (1st) → temporary enemy → friend + enemy = neutral.
        assert_eq!(compound_from_signs(Graha::Sun, Graha::Moon, 0, 0), Some(Relation::Neutral));
        // Saturn–Sun natural enemies, Sun in the 7th from Saturn → great enemy.
        assert_eq!(compound_from_signs(Graha::Saturn, Graha::Sun, 0, 6), Some(Relation::GreatEnemy));
        // Moon–Mars neutral, Mars in 10th → friend.
        assert_eq!(compound_from_signs(Graha::Moon, Graha::Mars, 0, 9), Some(Relation::Friend));
        assert_eq!(natural_relationship(Graha::Rahu, Graha::Sun), None);
    }

    #[test]
    fn split_signs() {
        assert_eq!(status(Graha::Moon, 31.0, None), Some(Status::Exalted));
        assert_eq!(status(Graha::Moon, 40.0, None), Some(Status::Moolatrikona));
        assert_eq!(status(Graha::Mercury, 160.0, None), Some(Status::Exalted));
        assert_eq!(status(Graha::Mercury, 167.0, None), Some(Status::Moolatrikona));
        assert_eq!(status(Graha::Mercury, 175.0, None), Some(Status::OwnSign));
        assert_eq!(status(Graha::Sun, 190.0, None), Some(Status::Debilitated));
    }
}
