//! Jaimini astrology: chara karakas, the karakamsa and swamsa, and rasi drishti; the arudhas
//! ([`arudha`]), the special lagnas ([`special_lagnas`]) and the sphutas ([`sphutas`]).
//!
//! Chara karakas (Jaimini Upadesa Sutras 1.1.10-18; P.V.R. Narasimha Rao, Vedic Astrology: An
//! Integrated Approach, ch. 8): the planets ranked by their degree within their sign, highest
//! first, become Atma (self), Amatya, Bhratri, Matri, Putra, Gnati and Dara karakas in the
//! seven-karaka scheme (Sun … Saturn). In the eight-karaka scheme Rahu joins, its degree counted
//! backwards from the end of its sign (30° minus its degree, Rahu moving backwards), and Pitri
//! karaka comes after Matri. Ties: the degrees are compared to the full precision of the
//! longitudes, so two planets tie only when their longitudes within the sign are equal; the
//! planet earlier in the order Sun … Rahu is then ranked first (PVR's rule of a tied karaka
//! being replaced by the sthira karaka is not applied).
//!
//! Karakamsa: the navamsa sign of the Atmakaraka. The karakamsa chart puts that sign as the
//! first house of the rasi (D1) positions; the swamsa chart puts it as the first house of the
//! navamsa (D9) positions (PVR ch. 8).
//!
//! Rasi drishti (Jaimini Sutras 1.1.2-4): movable signs aspect the fixed signs except the
//! adjacent one, fixed signs aspect the movable signs except the adjacent one, dual signs
//! aspect the other dual signs; a planet aspects what its sign aspects.

pub mod arudha;
pub mod special_lagnas;
pub mod sphutas;

use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::vedic::drishti::rashi_drishti;
use crate::vedic::varga::{sign_in_varga, Varga};
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::{Deserialize, Serialize};

/// Names of the karakas of the eight-karaka scheme, strongest first.
pub const EIGHT_KARAKAS: [&str; 8] = [
    "Atmakaraka",
    "Amatyakaraka",
    "Bhratrikaraka",
    "Matrikaraka",
    "Pitrikaraka",
    "Putrakaraka",
    "Gnatikaraka",
    "Darakaraka",
];
/// Names of the karakas of the seven-karaka scheme, strongest first.
pub const SEVEN_KARAKAS: [&str; 7] =
    ["Atmakaraka", "Amatyakaraka", "Bhratrikaraka", "Matrikaraka", "Putrakaraka", "Gnatikaraka", "Darakaraka"];

/// A Jaimini request: the chart and the karaka scheme.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct JaiminiRequest {
    /// Moment, place, ayanamsa (Lahiri when absent) and node model.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// Number of chara karakas: 7 (Sun … Saturn, default) or 8 (with Rahu).
    #[serde(default)]
    pub karakas: Option<u8>,
}

/// One chara karaka.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Karaka {
    /// The karaka's name, e.g. `Atmakaraka`.
    pub karaka: &'static str,
    /// The planet holding it.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Sidereal longitude of the planet.
    pub longitude: f64,
    /// Degree within its sign used for the ranking (for Rahu: 30° minus its degree).
    pub ranking_degree: f64,
}

/// The rules of a Jaimini answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct JaiminiRules {
    /// Zodiac, ayanamsa, node and house system.
    #[serde(flatten)]
    pub base: Conventions,
    /// The karaka scheme: `7 (Sun … Saturn)` or `8 (Sun … Saturn and Rahu, Rahu counted backwards)`.
    pub karaka_scheme: &'static str,
}

fn scheme(req: &JaiminiRequest) -> Result<(usize, &'static str)> {
    match req.karakas.unwrap_or(7) {
        7 => Ok((7, "7 (Sun … Saturn by degree in sign)")),
        8 => Ok((8, "8 (Sun … Saturn and Rahu, Rahu's degree counted backwards from the end of its sign)")),
        _ => Err(Error::invalid("karakas", "must be 7 or 8")),
    }
}

/// The chara karakas of a chart's planets, strongest first.
pub fn chara_karakas(chart: &VedicChart, count: usize) -> Vec<Karaka> {
    let mut ranked: Vec<(Graha, f64, f64)> = chart
        .planets
        .iter()
        .filter(|p| p.graha != Graha::Ketu && (count == 8 || p.graha != Graha::Rahu))
        .map(|p| {
            let deg = p.longitude - 30.0 * sign_index(p.longitude) as f64;
            (p.graha, p.longitude, if p.graha == Graha::Rahu { 30.0 - deg } else { deg })
        })
        .collect();
    // Stable: a tie keeps the order Sun … Rahu.
    ranked.sort_by(|a, b| b.2.total_cmp(&a.2));
    let names: &[&'static str] = if count == 8 { &EIGHT_KARAKAS } else { &SEVEN_KARAKAS };
    ranked
        .into_iter()
        .zip(names)
        .map(|((planet, longitude, ranking_degree), &karaka)| Karaka {
            karaka,
            planet,
            planet_key: planet.key(),
            longitude,
            ranking_degree,
        })
        .collect()
}

/// The `/v1/jaimini/karakas` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KarakasAnswer {
    /// The chara karakas, Atmakaraka first.
    pub karakas: Vec<Karaka>,
    /// The Atmakaraka.
    pub atmakaraka: Graha,
    /// The Darakaraka (the last karaka).
    pub darakaraka: Graha,
    /// The rules that produced the answer.
    pub conventions: JaiminiRules,
}

/// `/v1/jaimini/karakas`.
pub fn jaimini_karakas(req: &JaiminiRequest) -> Result<KarakasAnswer> {
    let (count, text) = scheme(req)?;
    let chart = vedic_chart(&req.chart)?;
    let karakas = chara_karakas(&chart, count);
    Ok(KarakasAnswer {
        atmakaraka: karakas[0].planet,
        darakaraka: karakas[count - 1].planet,
        karakas,
        conventions: JaiminiRules { base: chart.conventions, karaka_scheme: text },
    })
}

/// One house of a chart counted from the karakamsa.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KarakamsaHouse {
    /// House from the karakamsa, 1 … 12.
    pub house: u8,
    /// The sign.
    pub sign: &'static str,
    /// The planets in it (and `Ascendant` for the natal ascendant).
    pub planets: Vec<&'static str>,
}

/// The `/v1/jaimini/karakamsa` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KarakamsaAnswer {
    /// The Atmakaraka.
    pub atmakaraka: Graha,
    /// Its navamsa sign: the karakamsa.
    pub karakamsa: &'static str,
    /// Rasi (D1) positions counted from the karakamsa as the first house.
    pub karakamsa_chart: Vec<KarakamsaHouse>,
    /// Navamsa (D9) positions counted from the karakamsa as the first house.
    pub swamsa_chart: Vec<KarakamsaHouse>,
    /// The rules that produced the answer.
    pub conventions: JaiminiRules,
}

fn houses_from(first: usize, signs: &[(&'static str, usize)]) -> Vec<KarakamsaHouse> {
    (0..12)
        .map(|h| {
            let sign = (first + h) % 12;
            KarakamsaHouse {
                house: h as u8 + 1,
                sign: SIGNS[sign].name,
                planets: signs.iter().filter(|(_, s)| *s == sign).map(|(n, _)| *n).collect(),
            }
        })
        .collect()
}

/// `/v1/jaimini/karakamsa`.
pub fn jaimini_karakamsa(req: &JaiminiRequest) -> Result<KarakamsaAnswer> {
    let (count, text) = scheme(req)?;
    let chart = vedic_chart(&req.chart)?;
    let ak = chara_karakas(&chart, count)[0].clone();
    let karakamsa = sign_in_varga(ak.longitude, Varga::D9).0;
    let points = || {
        std::iter::once(("Ascendant", chart.ascendant.longitude))
            .chain(chart.planets.iter().map(|p| (p.graha.name(), p.longitude)))
    };
    let d1: Vec<(&'static str, usize)> = points().map(|(n, l)| (n, sign_index(l))).collect();
    let d9: Vec<(&'static str, usize)> = points().map(|(n, l)| (n, sign_in_varga(l, Varga::D9).0)).collect();
    Ok(KarakamsaAnswer {
        atmakaraka: ak.planet,
        karakamsa: SIGNS[karakamsa].name,
        karakamsa_chart: houses_from(karakamsa, &d1),
        swamsa_chart: houses_from(karakamsa, &d9),
        conventions: JaiminiRules { base: chart.conventions, karaka_scheme: text },
    })
}

/// What one sign aspects and is aspected by.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SignDrishti {
    /// The sign.
    pub sign: &'static str,
    /// Signs it aspects.
    pub aspects: Vec<&'static str>,
    /// Planets in the signs that aspect it (so aspecting it), Sun … Ketu.
    pub aspected_by_planets: Vec<Graha>,
    /// Planets in it, Sun … Ketu.
    pub planets: Vec<Graha>,
}

/// The `/v1/jaimini/rasi-drishti` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RasiDrishtiAnswer {
    /// The twelve signs, Aries first.
    pub signs: Vec<SignDrishti>,
    /// The ascendant's sign.
    pub ascendant_sign: &'static str,
    /// The rules that produced the answer.
    pub conventions: Conventions,
}

/// `/v1/jaimini/rasi-drishti`.
pub fn jaimini_rasi_drishti(req: &ChartRequest) -> Result<RasiDrishtiAnswer> {
    let chart = vedic_chart(req)?;
    let in_sign = |s: usize| -> Vec<Graha> {
        chart.planets.iter().filter(|p| sign_index(p.longitude) == s).map(|p| p.graha).collect()
    };
    let signs = (0..12)
        .map(|s| SignDrishti {
            sign: SIGNS[s].name,
            aspects: rashi_drishti(s).into_iter().map(|t| SIGNS[t].name).collect(),
            aspected_by_planets: chart
                .planets
                .iter()
                .filter(|p| rashi_drishti(sign_index(p.longitude)).contains(&s))
                .map(|p| p.graha)
                .collect(),
            planets: in_sign(s),
        })
        .collect();
    Ok(RasiDrishtiAnswer {
        signs,
        ascendant_sign: SIGNS[sign_index(chart.ascendant.longitude)].name,
        conventions: chart.conventions,
    })
}

/// One bhava arudha pada.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ArudhaPada {
    /// `A1` … `A12`.
    pub pada: String,
    /// Traditional name where there is one: `Arudha Lagna (AL)`, `Darapada (A7)`, `Upapada (UL)`.
    pub name: Option<&'static str>,
    /// The house (from the ascendant) whose pada this is.
    pub house: u8,
    /// The sign of that house.
    pub house_sign: &'static str,
    /// The lord used (for Scorpio and Aquarius the stronger co-lord).
    pub lord: Graha,
    /// For Scorpio and Aquarius: the rule (0 … 5, see `conventions.co_lords`) that chose the lord.
    pub co_lord_rule: Option<u8>,
    /// The sign of the pada.
    pub sign: &'static str,
    /// The house of the pada counted from the ascendant.
    pub house_from_lagna: u8,
    /// True when the 1st/7th exception moved the pada (to the 10th/4th from the house).
    pub exception: bool,
}

/// The rules of an arudha answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ArudhaRules {
    /// Zodiac, ayanamsa, node and house system.
    #[serde(flatten)]
    pub base: Conventions,
    /// How a pada is counted.
    pub pada: &'static str,
    /// How the stronger lord of Scorpio and Aquarius is chosen.
    pub co_lords: &'static str,
}

/// The `/v1/jaimini/arudha-padas` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ArudhaAnswer {
    /// A1 … A12.
    pub padas: Vec<ArudhaPada>,
    /// Sign of the arudha lagna (A1).
    pub arudha_lagna: &'static str,
    /// Sign of the upapada (A12).
    pub upapada: &'static str,
    /// The rules that produced the answer.
    pub conventions: ArudhaRules,
}

/// `/v1/jaimini/arudha-padas`.
pub fn jaimini_arudha_padas(req: &ChartRequest) -> Result<ArudhaAnswer> {
    let chart = vedic_chart(req)?;
    let grahas: Vec<(Graha, f64)> = chart.planets.iter().map(|p| (p.graha, p.longitude)).collect();
    let place = arudha::Placement { grahas: &grahas };
    let asc = sign_index(chart.ascendant.longitude);
    let padas: Vec<ArudhaPada> = (0..12)
        .map(|h| {
            let sign = (asc + h) % 12;
            let (lord, rule) = arudha::arudha_lord(&place, sign);
            let lord_sign = sign_index(grahas.iter().find(|(g, _)| *g == lord).expect("nine").1);
            let (pada, exception) = arudha::pada(sign, lord_sign);
            ArudhaPada {
                pada: format!("A{}", h + 1),
                name: match h {
                    0 => Some("Arudha Lagna (AL)"),
                    6 => Some("Darapada (A7)"),
                    11 => Some("Upapada (UL)"),
                    _ => None,
                },
                house: h as u8 + 1,
                house_sign: SIGNS[sign].name,
                lord,
                co_lord_rule: rule,
                sign: SIGNS[pada].name,
                house_from_lagna: ((pada + 12 - asc) % 12) as u8 + 1,
                exception,
            }
        })
        .collect();
    Ok(ArudhaAnswer {
        arudha_lagna: padas[0].sign,
        upapada: padas[11].sign,
        padas,
        conventions: ArudhaRules {
            base: chart.conventions,
            pada: "count from the house to its lord and as many again from the lord; on the house itself take \
                   the 10th from it, on the 7th from it take the 4th from it (BPHS ch. 29)",
            co_lords: "Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu): 0 the lord outside the sign if the other is \
                       in it; 1 more planets conjoined; 2 more of Jupiter, Mercury and its dispositor conjoined or \
                       aspecting by rasi drishti; 3 exalted; 4 dual over fixed over movable sign; 5 more advanced \
                       in its sign",
        },
    })
}

/// The natural malefics for argala from the 3rd: Sun, Mars, Saturn, Rahu, Ketu.
const MALEFICS: [Graha; 5] = [Graha::Sun, Graha::Mars, Graha::Saturn, Graha::Rahu, Graha::Ketu];

/// One pair of argala and its obstruction on a house.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ArgalaPair {
    /// House (from the house judged) whose planets intervene: 2, 4, 11 or the secondary 5.
    pub argala_from: u8,
    /// House whose planets obstruct it: 12, 10, 3 or 9.
    pub virodha_from: u8,
    /// Planets in the argala house (for the 11th: with the malefics of the 3rd, which intervene too).
    pub argala: Vec<Graha>,
    /// Planets in the obstructing house (for the 3rd: its benefics only).
    pub virodha: Vec<Graha>,
    /// `none` (no planet intervenes), `unobstructed` (more intervene than obstruct), `obstructed`
    /// (more obstruct), or `equal` (as many: strength decides, which is not judged here).
    pub outcome: &'static str,
}

/// Argala on one house.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HouseArgala {
    /// House from the ascendant, 1 … 12.
    pub house: u8,
    /// Its sign.
    pub sign: &'static str,
    /// The four pairs: 2/12, 4/10, 11/3, 5/9.
    pub pairs: Vec<ArgalaPair>,
    /// Number of pairs whose argala is unobstructed.
    pub unobstructed: u8,
    /// Number of pairs whose argala is obstructed.
    pub obstructed: u8,
}

/// The `/v1/jaimini/argala` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ArgalaAnswer {
    /// The twelve houses from the ascendant.
    pub houses: Vec<HouseArgala>,
    /// The rules that produced the answer.
    pub conventions: ArgalaRules,
}

/// The rules of an argala answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ArgalaRules {
    /// Zodiac, ayanamsa, node and house system.
    #[serde(flatten)]
    pub base: Conventions,
    /// The rule used.
    pub argala: &'static str,
}

fn argala_pair(in_house: &dyn Fn(usize) -> Vec<Graha>, sign: usize, from: u8, against: u8) -> ArgalaPair {
    let at = |n: u8| in_house((sign + n as usize - 1) % 12);
    let mut argala = at(from);
    let mut virodha = at(against);
    if from == 11 {
        // Jaimini Upadesa Sutras 1.1.9: malefics in the 3rd intervene instead of obstructing.
        argala.extend(virodha.iter().filter(|g| MALEFICS.contains(g)));
        virodha.retain(|g| !MALEFICS.contains(g));
    }
    let outcome = match (argala.len(), virodha.len()) {
        (0, _) => "none",
        (a, v) if a > v => "unobstructed",
        (a, v) if a < v => "obstructed",
        _ => "equal",
    };
    ArgalaPair { argala_from: from, virodha_from: against, argala, virodha, outcome }
}

/// `/v1/jaimini/argala`.
pub fn jaimini_argala(req: &ChartRequest) -> Result<ArgalaAnswer> {
    let chart = vedic_chart(req)?;
    let in_house = |s: usize| -> Vec<Graha> {
        chart.planets.iter().filter(|p| sign_index(p.longitude) == s).map(|p| p.graha).collect()
    };
    let asc = sign_index(chart.ascendant.longitude);
    let houses = (0..12)
        .map(|h| {
            let sign = (asc + h) % 12;
            let pairs: Vec<ArgalaPair> =
                [(2, 12), (4, 10), (11, 3), (5, 9)].iter().map(|&(a, v)| argala_pair(&in_house, sign, a, v)).collect();
            let count = |o: &str| pairs.iter().filter(|p| p.outcome == o).count() as u8;
            HouseArgala {
                house: h as u8 + 1,
                sign: SIGNS[sign].name,
                unobstructed: count("unobstructed"),
                obstructed: count("obstructed"),
                pairs,
            }
        })
        .collect();
    Ok(ArgalaAnswer {
        houses,
        conventions: ArgalaRules {
            base: chart.conventions,
            argala:
                "planets in the 2nd, 4th and 11th (and secondarily the 5th) from a house intervene; planets in the \
                     12th, 10th and 3rd (9th) obstruct; malefics (Sun, Mars, Saturn, Rahu, Ketu) in the 3rd intervene \
                     like the 11th instead; the argala holds when the intervening planets outnumber the obstructing \
                     ones (Jaimini Upadesa Sutras 1.1.5-9); counted forward for every planet",
        },
    })
}
