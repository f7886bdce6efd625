//! Yogas (planetary combinations) present in a birth chart (rashi chart, whole signs).
//!
//! Public API:
//! - [`yogas`]`(&ChartRequest) -> Result<YogaList>`: every yoga of this module found in the chart.
//! - [`yogas_of`]`(&YogaInput) -> Vec<Yoga>`: the same from longitudes alone (ascendant and the
//!   nine grahas, sidereal), for callers that already hold a chart ([`YogaInput::of_chart`]).
//! - [`CATALOG`]: every yoga this module knows, with category, definition and source.
//!
//! Conventions: houses are whole signs from the lagna; "in a kendra" = houses 1, 4, 7, 10; a
//! "graha" in occupancy rules is Mars, Mercury, Jupiter, Venus or Saturn (the tara-grahas) unless
//! the definition names others; natural benefics are Jupiter, Venus and Mercury, natural malefics
//! the Sun, Mars, Saturn, Rahu and Ketu (the Moon is left out of both: its nature depends on the
//! phase). Aspects are Parashari graha drishti by sign (7th for all; Mars 4/8, Jupiter 5/9,
//! Saturn 3/10). Own signs and exaltation as BPHS ch. 3 (`vedic::dignity`); Scorpio's lord is
//! Mars and Aquarius's Saturn. Each yoga carries its definition and source (B.V. Raman, "Three
//! Hundred Important Combinations" = 300IC, with his numbers; BPHS chapters; Phaladeepika).

use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions};
use crate::vedic::dignity::{exaltation, own_signs};
use crate::vedic::drishti::aspected_houses;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::Serialize;

pub mod catalog;
pub mod detail;
pub mod nabhasa;
pub mod raja;
mod rules;

/// The nine grahas in chart order.
pub const GRAHAS: [Graha; 9] = Graha::ALL;
const TARA: [Graha; 5] = [Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];
const BENEFICS: [Graha; 3] = [Graha::Mercury, Graha::Jupiter, Graha::Venus];
const MALEFICS: [Graha; 5] = [Graha::Sun, Graha::Mars, Graha::Saturn, Graha::Rahu, Graha::Ketu];
const KENDRAS: [u8; 4] = [1, 4, 7, 10];
const TRIKONAS: [u8; 3] = [1, 5, 9];
const DUSTHANAS: [u8; 3] = [6, 8, 12];

/// Sidereal longitudes of a chart: the ascendant and the nine grahas in [`GRAHAS`] order.
#[derive(Debug, Clone)]
pub struct YogaInput {
    /// Sidereal longitude of the ascendant in degrees.
    pub ascendant: f64,
    /// Sidereal longitudes of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu, in
    /// degrees.
    pub longitudes: [f64; 9],
}

impl YogaInput {
    /// The longitudes of a chart's ascendant and nine grahas.
    pub fn of_chart(chart: &crate::vedic::VedicChart) -> YogaInput {
        YogaInput {
            ascendant: chart.ascendant.longitude,
            longitudes: std::array::from_fn(|i| chart.planets[i].longitude),
        }
    }
}

/// A yoga found in the chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Yoga {
    /// Stable key, e.g. `hamsa`, `raja_conjunction`.
    pub key: &'static str,
    /// Display name, e.g. "Hamsa".
    pub name: String,
    /// Family of the yoga, e.g. `pancha mahapurusha`, `chandra`, `raja`, `viparita raja`.
    pub category: &'static str,
    /// The grahas that form the yoga in this chart.
    pub planets: Vec<Graha>,
    /// Whole-sign houses from the lagna (1 … 12) of those grahas.
    pub houses: Vec<u8>,
    /// The rule, in words.
    pub definition: &'static str,
    /// Classical source of the rule (300IC = Raman, Three Hundred Important Combinations).
    pub source: &'static str,
    /// Strength remarks and cancellations found in the chart.
    pub notes: Vec<String>,
    /// A cancellation applies (only for yogas that have classical cancellations).
    pub cancelled: bool,
}

/// The yoga list answer: every catalogued yoga present in the birth chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct YogaList {
    /// Number of yogas found (the length of `yogas`).
    pub count: usize,
    /// The yogas found, in catalogue order.
    pub yogas: Vec<Yoga>,
    /// Keys of every yoga checked (present or not).
    pub checked: Vec<&'static str>,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

/// One yoga of the catalogue.
pub struct Entry {
    /// Stable key, e.g. `hamsa`.
    pub key: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Family of the yoga.
    pub category: &'static str,
    /// The rule, in words.
    pub definition: &'static str,
    /// Classical source of the rule.
    pub source: &'static str,
}

const fn e(
    key: &'static str,
    name: &'static str,
    category: &'static str,
    definition: &'static str,
    source: &'static str,
) -> Entry {
    Entry { key, name, category, definition, source }
}

/// Every yoga this module checks, in the order the answers list them.
pub const CATALOG: &[Entry] = &[
    e("ruchaka", "Ruchaka", "pancha mahapurusha", "Mars in its own sign or exaltation (Aries, Scorpio, Capricorn) in a kendra from the lagna", "BPHS ch. 75; 300IC no. 22"),
    e("bhadra", "Bhadra", "pancha mahapurusha", "Mercury in its own sign or exaltation (Gemini, Virgo) in a kendra from the lagna", "BPHS ch. 75; 300IC no. 23"),
    e("hamsa", "Hamsa", "pancha mahapurusha", "Jupiter in its own sign or exaltation (Sagittarius, Pisces, Cancer) in a kendra from the lagna", "BPHS ch. 75; 300IC no. 19"),
    e("malavya", "Malavya", "pancha mahapurusha", "Venus in its own sign or exaltation (Taurus, Libra, Pisces) in a kendra from the lagna", "BPHS ch. 75; 300IC no. 20"),
    e("sasa", "Sasa", "pancha mahapurusha", "Saturn in its own sign or exaltation (Capricorn, Aquarius, Libra) in a kendra from the lagna", "BPHS ch. 75; 300IC no. 21"),
    e("gajakesari", "Gajakesari", "chandra", "Jupiter in a kendra from the Moon; notes weaken it when Jupiter is debilitated, in an enemy's sign or in the Sun's sign (combust), or no benefic joins or aspects Jupiter", "300IC no. 1; Phaladeepika 6.1"),
    e("budha_aditya", "Budha-Aditya", "surya", "the Sun and Mercury in the same sign", "300IC no. 26 (Nipuna)"),
    e("chandra_mangala", "Chandra-Mangala", "chandra", "the Moon and Mars in the same sign", "300IC no. 6"),
    e("adhi", "Adhi", "chandra", "Mercury, Jupiter and Venus all in the 6th, 7th or 8th from the Moon", "300IC no. 7; Phaladeepika 6.5"),
    e("sunapha", "Sunapha", "chandra", "a tara-graha (Mars to Saturn) in the 2nd from the Moon", "BPHS ch. 38; 300IC no. 2"),
    e("anapha", "Anapha", "chandra", "a tara-graha (Mars to Saturn) in the 12th from the Moon", "BPHS ch. 38; 300IC no. 3"),
    e("durudhara", "Durudhara", "chandra", "tara-grahas in both the 2nd and the 12th from the Moon", "BPHS ch. 38; 300IC no. 4"),
    e("kemadruma", "Kemadruma", "dosha yoga", "no tara-graha in the 2nd or 12th from the Moon; cancelled by a tara-graha with the Moon or any graha other than the nodes in a kendra from the lagna or the Moon", "300IC no. 5; Phaladeepika 6.6-7 (cancellations)"),
    e("vesi", "Vesi", "surya", "a tara-graha in the 2nd from the Sun", "BPHS ch. 38; 300IC no. 16"),
    e("vosi", "Vosi", "surya", "a tara-graha in the 12th from the Sun", "BPHS ch. 38; 300IC no. 17"),
    e("ubhayachari", "Ubhayachari", "surya", "tara-grahas in both the 2nd and the 12th from the Sun", "BPHS ch. 38; 300IC no. 18"),
    e("amala", "Amala", "other", "the 10th from the lagna or from the Moon holds a natural benefic and no malefic", "300IC no. 13"),
    e("parvata", "Parvata", "other", "every occupied kendra holds only benefics (at least one occupied), and the 6th and 8th are empty or hold only benefics", "300IC no. 14; BPHS ch. 36"),
    e("kahala", "Kahala", "other", "the 4th and 9th lords in kendras from each other and the lagna lord strong (own sign or exaltation, or in a kendra or trikona)", "300IC no. 15; BPHS ch. 36"),
    e("lakshmi", "Lakshmi", "dhana", "the 9th lord in its own sign or exaltation in a kendra or trikona, and the lagna lord strong (own sign or exaltation, or in a kendra or trikona)", "300IC no. 27; BPHS ch. 36"),
    e("saraswati", "Saraswati", "other", "Mercury, Jupiter and Venus each in a kendra, a trikona or the 2nd house, Jupiter in its own sign, exaltation or a natural friend's sign", "300IC no. 161; Phaladeepika 6.20"),
    e("raja_conjunction", "Raja yoga (conjunction)", "raja", "the lord of a kendra and the lord of a trikona (two different grahas) in the same sign", "BPHS ch. 39"),
    e("raja_aspect", "Raja yoga (mutual aspect)", "raja", "the lord of a kendra and the lord of a trikona aspect each other (graha drishti by sign)", "BPHS ch. 39"),
    e("raja_exchange", "Raja yoga (exchange)", "raja", "the lord of a kendra and the lord of a trikona in each other's signs", "BPHS ch. 39"),
    e("yogakaraka", "Yogakaraka", "raja", "one graha owns both a kendra and a trikona (other than the lagna)", "BPHS ch. 34"),
    e("dhana", "Dhana yoga", "dhana", "the lord of the 2nd or 11th joins, aspects mutually or exchanges signs with the lord of the 1st, 5th or 9th", "BPHS ch. 41"),
    e("harsha", "Harsha (Viparita Raja)", "viparita raja", "the 6th lord in the 6th, 8th or 12th", "300IC no. 105; Phaladeepika 6.63-68"),
    e("sarala", "Sarala (Viparita Raja)", "viparita raja", "the 8th lord in the 6th, 8th or 12th", "300IC no. 106; Phaladeepika 6.63-68"),
    e("vimala", "Vimala (Viparita Raja)", "viparita raja", "the 12th lord in the 6th, 8th or 12th", "300IC no. 107; Phaladeepika 6.63-68"),
    e("neecha_bhanga_raja", "Neecha Bhanga Raja", "raja", "a debilitated graha whose debilitation is cancelled: the lord of its debilitation sign or of its exaltation sign, or the graha exalted in its debilitation sign, is in a kendra from the lagna or the Moon", "Phaladeepika 7.26-27; BPHS ch. 28"),
    e("maha_parivartana", "Maha Parivartana", "parivartana", "two lords exchange signs, neither house being the 3rd, 6th, 8th or 12th", "Phaladeepika 6.32-33"),
    e("dainya_parivartana", "Dainya Parivartana", "parivartana", "two lords exchange signs, one of the houses being the 6th, 8th or 12th", "Phaladeepika 6.32-33"),
    e("khala_parivartana", "Khala Parivartana", "parivartana", "two lords exchange signs, one of the houses being the 3rd (the other not a dusthana)", "Phaladeepika 6.32-33"),
    e("chatussagara", "Chatussagara", "other", "all four kendras occupied by grahas (the nine)", "300IC no. 8"),
    e("sakata", "Sakata", "chandra", "the Moon in the 6th, 8th or 12th from Jupiter; cancelled when the Moon is in a kendra from the lagna", "300IC no. 11 (Sakata), with Raman's cancellation"),
    e("shubha_kartari", "Shubha Kartari", "kartari", "the lagna hemmed in: the 2nd and the 12th both occupied, only by natural benefics", "BPHS ch. 36 (kartari)"),
    e("papa_kartari", "Papa Kartari", "kartari", "the lagna hemmed in: the 2nd and the 12th both occupied, only by natural malefics", "BPHS ch. 36 (kartari)"),
];

fn entry(key: &str) -> &'static Entry {
    CATALOG.iter().find(|e| e.key == key).expect("a catalogued yoga")
}

/// What one clause of a rule checks: a condition of the yoga, or a cancellation or weakening.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ClauseKind {
    /// A condition the yoga needs (`met` = the condition holds).
    Condition,
    /// A cancellation (`met` = it applies and cancels the yoga).
    Cancellation,
    /// A weakening (`met` = it applies and weakens the yoga).
    Weakening,
}

/// One clause of a rule as the engine checked it in a chart.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct Clause {
    /// Condition, cancellation or weakening.
    pub kind: ClauseKind,
    /// What was checked, with the grahas, signs and houses of this chart.
    pub clause: String,
    /// Whether it holds in this chart.
    pub met: bool,
    /// The grahas the clause reads.
    pub planets: Vec<Graha>,
    /// Their whole-sign houses from the lagna, in the order of `planets`.
    pub houses: Vec<u8>,
}

/// A chart as the rules read it: the signs (0 = Aries) of the lagna and the nine grahas, and,
/// when a trace is asked for, the clauses the rules check (with the yoga key each belongs to).
pub struct Ctx {
    asc: usize,
    sign: [usize; 9],
    trace: std::cell::RefCell<Option<Vec<(&'static str, Clause)>>>,
}

impl Ctx {
    fn new(input: &YogaInput) -> Ctx {
        Ctx {
            asc: sign_index(input.ascendant),
            sign: std::array::from_fn(|i| sign_index(input.longitudes[i])),
            trace: std::cell::RefCell::new(None),
        }
    }
    /// Records a clause of yoga `key` when tracing; returns `met`.
    fn check(
        &self,
        key: &'static str,
        kind: ClauseKind,
        met: bool,
        planets: &[Graha],
        text: impl FnOnce() -> String,
    ) -> bool {
        if let Some(t) = self.trace.borrow_mut().as_mut() {
            let houses = planets.iter().map(|p| self.house(p)).collect();
            t.push((key, Clause { kind, clause: text(), met, planets: planets.to_vec(), houses }));
        }
        met
    }
    /// Records a condition of yoga `key`; returns `met`.
    fn cond(&self, key: &'static str, met: bool, planets: &[Graha], text: impl FnOnce() -> String) -> bool {
        self.check(key, ClauseKind::Condition, met, planets, text)
    }
    /// "Aries (house 1)": a sign with its house from the lagna.
    fn at(&self, sign: usize) -> String {
        format!("{} (house {})", SIGNS[sign].name, house_from(sign, self.asc))
    }
    fn s(&self, p: impl Into<Graha>) -> usize {
        self.sign[p.into().index()]
    }
    /// House (1..12) of a graha from the lagna.
    fn house(&self, p: impl Into<Graha>) -> u8 {
        house_from(self.s(p), self.asc)
    }
    fn lord(&self, house: u8) -> Graha {
        SIGNS[(self.asc + house as usize - 1) % 12].lord
    }
    /// Grahas (of `among`) in the sign `sign`.
    fn in_sign(&self, sign: usize, among: &[Graha]) -> Vec<Graha> {
        among.iter().copied().filter(|p| self.s(p) == sign).collect::<Vec<_>>()
    }
    fn sign_of_house(&self, house: u8) -> usize {
        (self.asc + house as usize - 1) % 12
    }
    fn aspects(&self, a: impl Into<Graha>, b: impl Into<Graha>) -> bool {
        let (a, b) = (a.into(), b.into());
        aspected_houses(a).contains(&house_from(self.s(b), self.s(a)))
    }
    fn strong_by_sign(&self, p: impl Into<Graha>) -> bool {
        let p = p.into();
        own_signs(p).contains(&self.s(p)) || exaltation(p).0 == self.s(p)
    }
}

fn house_from(sign: usize, reference: usize) -> u8 {
    ((sign + 12 - reference) % 12) as u8 + 1
}

fn yoga(key: &'static str, planets: Vec<Graha>, houses: Vec<u8>, notes: Vec<String>, cancelled: bool) -> Yoga {
    let e = entry(key);
    Yoga {
        key,
        name: e.name.to_string(),
        category: e.category,
        planets,
        houses,
        definition: e.definition,
        source: e.source,
        notes,
        cancelled,
    }
}

const ALL: [Graha; 9] = GRAHAS;

/// The rule families, in catalogue order: each adds the yogas of its family present in a chart.
pub const RULES: [fn(&Ctx, &mut Vec<Yoga>); 15] = [
    rules::pancha_mahapurusha,
    rules::gajakesari,
    rules::budha_aditya_chandra_mangala_adhi,
    rules::sunapha_anapha_durudhara_kemadruma,
    rules::vesi_vosi_ubhayachari,
    rules::amala,
    rules::parvata,
    rules::kahala_lakshmi,
    rules::saraswati,
    rules::raja_yogas,
    rules::viparita_raja,
    rules::neecha_bhanga_raja,
    rules::parivartana,
    rules::chatussagara_sakata,
    rules::kartari,
];

/// Every yoga of [`CATALOG`] present in the chart, in catalogue order.
pub fn yogas_of(input: &YogaInput) -> Vec<Yoga> {
    let c = Ctx::new(input);
    let mut out = Vec::new();
    for rule in RULES {
        rule(&c, &mut out);
    }
    out
}

/// The yogas of a birth chart.
pub fn yogas(req: &ChartRequest) -> Result<YogaList> {
    let chart = vedic_chart(req)?;
    let list = yogas_of(&YogaInput::of_chart(&chart));
    Ok(YogaList {
        count: list.len(),
        yogas: list,
        checked: CATALOG.iter().map(|e| e.key).collect(),
        conventions: chart.conventions,
    })
}
