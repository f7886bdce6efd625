//! The 32 nabhasa yogas (BPHS ch. 35; Brihat Jataka ch. 12; Saravali ch. 21): shapes the seven
//! grahas (Sun to Saturn, never the nodes) make in the rashi chart, whole-sign houses from the
//! lagna.
//!
//! - ashraya (3): all seven in movable (Rajju), fixed (Musala) or dual (Nala) signs;
//! - dala (2): three kendras hold benefics (Mala) or malefics (Sarpa);
//! - akriti (20): the set of houses the seven occupy has a named shape;
//! - sankhya (7): how many signs the seven occupy (7 Vallaki … 1 Gola); always exactly one.
//!
//! Precedence (Brihat Jataka 12.10 and 12.12, Saravali 21.7): an ashraya yoga that comes with a
//! dala or akriti yoga gives way to it; a sankhya yoga counts only when no ashraya, dala or
//! akriti yoga is present. Both are still listed, with `superseded_by`.
//!
//! Key `sakata_akriti` (not `sakata`, the Moon-Jupiter yoga of `/v1/yoga/list`).
//!
//! Shapes are read as the exact set of occupied houses: Gada is "all seven in two adjacent
//! kendras, both occupied", Yupa "all seven in houses 1-4, each occupied", Nauka "one graha in
//! each of houses 1-7", and Kamala is the four kendras occupied with benefics and malefics
//! mixed ("mixed", Brihat Jataka 12.5: not the Vajra or Yava arrangement), so the akriti yogas
//! exclude each other (except Vapi, read as
//! containment: "all outside the kendras", Brihat Jataka 12.5). Benefics: Mercury, Jupiter,
//! Venus and the waxing Moon; malefics: the Sun, Mars, Saturn and the waning Moon (BPHS ch. 3).

use super::{house_from, Clause, ClauseKind};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::Serialize;

/// The four classes of nabhasa yogas.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum NabhasaClass {
    /// By the modality of the signs held (3).
    Ashraya,
    /// By benefics or malefics in the kendras (2).
    Dala,
    /// By the shape of the occupied houses (20).
    Akriti,
    /// By the number of signs occupied (7).
    Sankhya,
}

/// The shape test of one nabhasa yoga.
#[derive(Clone, Copy)]
pub enum Shape {
    /// Every graha in a sign of this modality (0 movable, 1 fixed, 2 dual).
    Modality(usize),
    /// Exactly three kendras hold a benefic (`true`) or a malefic (`false`).
    ThreeKendras(bool),
    /// The occupied houses are exactly one of these sets.
    Exactly(&'static [&'static [u8]]),
    /// The occupied houses lie within one of these sets.
    Within(&'static [&'static [u8]]),
    /// Benefics in houses 1 and 7, malefics in 4 and 10 (`true`), or the reverse.
    Cross(bool),
    /// All four kendras occupied, and not in a [`Shape::Cross`] arrangement.
    Mixed,
    /// Exactly this many signs occupied.
    Signs(usize),
}

/// One nabhasa yoga of the table.
pub struct NabhasaEntry {
    /// Stable key, e.g. `rajju`, `kamala`.
    pub key: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Class.
    pub class: NabhasaClass,
    /// The rule, in words.
    pub definition: &'static str,
    /// Classical source.
    pub source: &'static str,
    /// The test.
    pub shape: Shape,
}

const fn n(
    key: &'static str,
    name: &'static str,
    class: NabhasaClass,
    definition: &'static str,
    source: &'static str,
    shape: Shape,
) -> NabhasaEntry {
    NabhasaEntry { key, name, class, definition, source, shape }
}

use NabhasaClass::{Akriti, Ashraya, Dala, Sankhya};
use Shape::{Cross, Exactly, Mixed, Modality, Signs, ThreeKendras, Within};

const BJ4: &str = "BPHS ch. 35; Brihat Jataka 12.4";
const BJ5: &str = "BPHS ch. 35; Brihat Jataka 12.5";
const BJ7: &str = "BPHS ch. 35; Brihat Jataka 12.7";
const BJ8: &str = "BPHS ch. 35; Brihat Jataka 12.8";
const BJ9: &str = "BPHS ch. 35; Brihat Jataka 12.9";
const BJ10: &str = "BPHS ch. 35; Brihat Jataka 12.10";

/// The 32 nabhasa yogas in the order of BPHS ch. 35.
pub const NABHASA: [NabhasaEntry; 32] = [
    n("rajju", "Rajju", Ashraya, "all seven grahas in movable signs", "BPHS ch. 35; Brihat Jataka 12.2", Modality(0)),
    n("musala", "Musala", Ashraya, "all seven grahas in fixed signs", "BPHS ch. 35; Brihat Jataka 12.2", Modality(1)),
    n("nala", "Nala", Ashraya, "all seven grahas in dual signs", "BPHS ch. 35; Brihat Jataka 12.2", Modality(2)),
    n(
        "mala",
        "Mala (Srik)",
        Dala,
        "three of the four kendras hold a benefic",
        "BPHS ch. 35; Brihat Jataka 12.2",
        ThreeKendras(true),
    ),
    n(
        "sarpa",
        "Sarpa",
        Dala,
        "three of the four kendras hold a malefic",
        "BPHS ch. 35; Brihat Jataka 12.2",
        ThreeKendras(false),
    ),
    n(
        "gada",
        "Gada",
        Akriti,
        "all seven in two adjacent kendras (1-4, 4-7, 7-10 or 10-1)",
        BJ4,
        Exactly(&[&[1, 4], &[4, 7], &[7, 10], &[10, 1]]),
    ),
    n("sakata_akriti", "Sakata (nabhasa)", Akriti, "all seven in the 1st and the 7th", BJ4, Exactly(&[&[1, 7]])),
    n("vihaga", "Vihaga", Akriti, "all seven in the 4th and the 10th", BJ4, Exactly(&[&[4, 10]])),
    n("sringataka", "Sringataka", Akriti, "all seven in the 1st, 5th and 9th", BJ4, Exactly(&[&[1, 5, 9]])),
    n(
        "hala",
        "Hala",
        Akriti,
        "all seven in one trine other than the lagna's (2-6-10, 3-7-11 or 4-8-12)",
        "BPHS ch. 35",
        Exactly(&[&[2, 6, 10], &[3, 7, 11], &[4, 8, 12]]),
    ),
    n(
        "vajra",
        "Vajra",
        Akriti,
        "the benefics in the 1st and 7th, the malefics in the 4th and 10th, each of the four occupied",
        BJ5,
        Cross(true),
    ),
    n(
        "yava",
        "Yava",
        Akriti,
        "the malefics in the 1st and 7th, the benefics in the 4th and 10th, each of the four occupied",
        BJ5,
        Cross(false),
    ),
    n(
        "kamala",
        "Kamala (Padma)",
        Akriti,
        "all seven in the four kendras, each occupied, benefics and malefics mixed (not Vajra or Yava)",
        BJ5,
        Mixed,
    ),
    n(
        "vapi",
        "Vapi",
        Akriti,
        "all seven outside the kendras: all in panapharas (2, 5, 8, 11) or all in apoklimas (3, 6, 9, 12)",
        BJ5,
        Within(&[&[2, 5, 8, 11], &[3, 6, 9, 12]]),
    ),
    n("yupa", "Yupa", Akriti, "all seven in houses 1 to 4, each occupied", BJ7, Exactly(&[&[1, 2, 3, 4]])),
    n("ishu", "Ishu (Sara)", Akriti, "all seven in houses 4 to 7, each occupied", BJ7, Exactly(&[&[4, 5, 6, 7]])),
    n("shakti", "Shakti", Akriti, "all seven in houses 7 to 10, each occupied", BJ7, Exactly(&[&[7, 8, 9, 10]])),
    n("danda", "Danda", Akriti, "all seven in houses 10 to 1, each occupied", BJ7, Exactly(&[&[10, 11, 12, 1]])),
    n("nauka", "Nauka", Akriti, "one graha in each of houses 1 to 7", BJ8, Exactly(&[&[1, 2, 3, 4, 5, 6, 7]])),
    n("kuta", "Kuta", Akriti, "one graha in each of houses 4 to 10", BJ8, Exactly(&[&[4, 5, 6, 7, 8, 9, 10]])),
    n("chatra", "Chatra", Akriti, "one graha in each of houses 7 to 1", BJ8, Exactly(&[&[7, 8, 9, 10, 11, 12, 1]])),
    n("chapa", "Chapa", Akriti, "one graha in each of houses 10 to 4", BJ8, Exactly(&[&[10, 11, 12, 1, 2, 3, 4]])),
    n(
        "ardha_chandra",
        "Ardha Chandra",
        Akriti,
        "one graha in each of seven consecutive houses starting from a panaphara or an apoklima",
        BJ8,
        Exactly(&[
            &[2, 3, 4, 5, 6, 7, 8],
            &[3, 4, 5, 6, 7, 8, 9],
            &[5, 6, 7, 8, 9, 10, 11],
            &[6, 7, 8, 9, 10, 11, 12],
            &[8, 9, 10, 11, 12, 1, 2],
            &[9, 10, 11, 12, 1, 2, 3],
            &[11, 12, 1, 2, 3, 4, 5],
            &[12, 1, 2, 3, 4, 5, 6],
        ]),
    ),
    n(
        "chakra",
        "Chakra",
        Akriti,
        "the six odd houses from the lagna (1, 3, … 11) each occupied, no other",
        BJ9,
        Exactly(&[&[1, 3, 5, 7, 9, 11]]),
    ),
    n(
        "samudra",
        "Samudra",
        Akriti,
        "the six even houses from the lagna (2, 4, … 12) each occupied, no other",
        BJ9,
        Exactly(&[&[2, 4, 6, 8, 10, 12]]),
    ),
    n("vallaki", "Vallaki (Veena)", Sankhya, "the seven grahas in seven signs", BJ10, Signs(7)),
    n("dama", "Dama", Sankhya, "the seven grahas in six signs", BJ10, Signs(6)),
    n("pasa", "Pasa", Sankhya, "the seven grahas in five signs", BJ10, Signs(5)),
    n("kedara", "Kedara", Sankhya, "the seven grahas in four signs", BJ10, Signs(4)),
    n("shula", "Shula", Sankhya, "the seven grahas in three signs", BJ10, Signs(3)),
    n("yuga", "Yuga", Sankhya, "the seven grahas in two signs", BJ10, Signs(2)),
    n("gola", "Gola", Sankhya, "the seven grahas in one sign", BJ10, Signs(1)),
];

/// The precedence rules, in words, as the answer states them.
pub const PRECEDENCE: [&str; 2] = [
    "an ashraya yoga that comes with a dala or akriti yoga gives way to it (Brihat Jataka 12.12; Saravali 21.7)",
    "a sankhya yoga counts only when no ashraya, dala or akriti yoga is present (Brihat Jataka 12.10)",
];

/// One nabhasa yoga present in the chart.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct NabhasaYoga {
    /// Stable key, e.g. `kedara`.
    pub key: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Class: ashraya, dala, akriti or sankhya.
    pub class: NabhasaClass,
    /// The grahas that form it (for dala yogas the benefics or malefics in the kendras; else all seven).
    pub planets: Vec<Graha>,
    /// The whole-sign houses from the lagna those grahas occupy, ascending.
    pub houses: Vec<u8>,
    /// The rule, in words.
    pub definition: &'static str,
    /// Classical source (BPHS chapter; Brihat Jataka chapter.verse).
    pub source: &'static str,
    /// Whether it gives its results: false when a yoga of higher precedence is present.
    pub in_force: bool,
    /// Keys of the present yogas it gives way to (empty when in force).
    pub superseded_by: Vec<&'static str>,
}

/// The nabhasa answer: the nabhasa yogas present in a birth chart.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct NabhasaList {
    /// The yogas present, in the order of BPHS ch. 35 (a sankhya yoga is always among them).
    pub yogas: Vec<NabhasaYoga>,
    /// Keys of the present yogas in force after the precedence rules.
    pub in_force: Vec<&'static str>,
    /// Keys of the 32 yogas checked.
    pub checked: Vec<&'static str>,
    /// The precedence rules applied.
    pub precedence: Vec<&'static str>,
    /// Benefics and malefics as the dala, Vajra and Yava tests read them.
    pub benefics: Vec<Graha>,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

/// The seven grahas as the nabhasa tests read them: house of each and whether it is benefic.
struct Seven {
    house: [u8; 7],
    sign: [usize; 7],
    benefic: [bool; 7],
}

impl Seven {
    fn new(input: &super::YogaInput) -> Seven {
        let asc = sign_index(input.ascendant);
        let sign: [usize; 7] = std::array::from_fn(|i| sign_index(input.longitudes[i]));
        // The Moon is a benefic while waxing: less than 180° ahead of the Sun (BPHS ch. 3).
        let waxing = (input.longitudes[1] - input.longitudes[0]).rem_euclid(360.0) < 180.0;
        let benefic = std::array::from_fn(|i| match Graha::SEVEN[i] {
            Graha::Mercury | Graha::Jupiter | Graha::Venus => true,
            Graha::Moon => waxing,
            _ => false,
        });
        Seven { house: std::array::from_fn(|i| house_from(sign[i], asc)), sign, benefic }
    }
    fn occupied(&self) -> Vec<u8> {
        let mut h = self.house.to_vec();
        h.sort_unstable();
        h.dedup();
        h
    }
    fn of(&self, benefic: bool) -> impl Iterator<Item = usize> + '_ {
        (0..7).filter(move |&i| self.benefic[i] == benefic)
    }
    fn holds(&self, house: u8, benefic: bool) -> bool {
        self.of(benefic).any(|i| self.house[i] == house)
    }
    /// The test of one entry: the grahas that form it, if present.
    fn test(&self, shape: Shape) -> Option<Vec<usize>> {
        let all = || Some((0..7).collect::<Vec<usize>>());
        let occupied = self.occupied();
        let same = |set: &[u8]| {
            let mut s = set.to_vec();
            s.sort_unstable();
            s == occupied
        };
        match shape {
            Modality(m) => self.sign.iter().all(|s| s % 3 == m).then(all)?,
            ThreeKendras(b) => {
                let held = super::KENDRAS.iter().filter(|&&k| self.holds(k, b)).count();
                (held == 3).then(|| self.of(b).filter(|&i| super::KENDRAS.contains(&self.house[i])).collect())
            }
            Exactly(sets) => sets.iter().any(|s| same(s)).then(all)?,
            Within(sets) => sets.iter().any(|s| occupied.iter().all(|h| s.contains(h))).then(all)?,
            Cross(benefics_on_axis) => {
                let (axis, other) = ([1u8, 7], [4u8, 10]);
                let ok = |b: bool, pair: [u8; 2]| {
                    self.of(b).all(|i| pair.contains(&self.house[i])) && pair.iter().all(|&h| self.holds(h, b))
                };
                (ok(benefics_on_axis, axis) && ok(!benefics_on_axis, other)).then(all)?
            }
            Signs(count) => (occupied.len() == count).then(all)?,
            Mixed => (same(&super::KENDRAS) && self.test(Cross(true)).is_none() && self.test(Cross(false)).is_none())
                .then(all)?,
        }
    }
}

/// The clauses of one nabhasa yoga's test in a chart (for `/v1/yoga/detail/{name}`).
pub(super) fn clauses(input: &super::YogaInput, e: &NabhasaEntry) -> Vec<Clause> {
    let seven = Seven::new(input);
    let clause = |met: bool, members: &[usize], text: String| Clause {
        kind: ClauseKind::Condition,
        clause: text,
        met,
        planets: members.iter().map(|&i| Graha::SEVEN[i]).collect(),
        houses: members.iter().map(|&i| seven.house[i]).collect(),
    };
    let all: Vec<usize> = (0..7).collect();
    let occupied = seven.occupied();
    let sets = |sets: &[&[u8]]| sets.iter().map(|s| format!("{s:?}")).collect::<Vec<_>>().join(" or ");
    let kind = |b: bool| if b { "benefic" } else { "malefic" };
    match e.shape {
        Modality(m) => {
            let word = ["movable", "fixed", "dual"][m];
            (0..7)
                .map(|i| clause(seven.sign[i] % 3 == m, &[i], format!("{} in a {word} sign", Graha::SEVEN[i])))
                .collect()
        }
        ThreeKendras(b) => {
            let mut out: Vec<Clause> = super::KENDRAS
                .iter()
                .map(|&k| {
                    let there: Vec<usize> = seven.of(b).filter(|&i| seven.house[i] == k).collect();
                    clause(!there.is_empty(), &there, format!("house {k} holds a {}", kind(b)))
                })
                .collect();
            let held = out.iter().filter(|c| c.met).count();
            out.push(clause(held == 3, &[], format!("exactly three kendras so held ({held})")));
            out
        }
        Exactly(s) => vec![clause(
            seven.test(e.shape).is_some(),
            &all,
            format!("the occupied houses {occupied:?} are exactly {}", sets(s)),
        )],
        Within(s) => vec![clause(
            seven.test(e.shape).is_some(),
            &all,
            format!("the occupied houses {occupied:?} lie within {}", sets(s)),
        )],
        Cross(b) => {
            let (axis, other) = if b { ([1u8, 7], [4u8, 10]) } else { ([4u8, 10], [1u8, 7]) };
            let mut out: Vec<Clause> = (0..7)
                .map(|i| {
                    let pair = if seven.benefic[i] { axis } else { other };
                    let text =
                        format!("{} ({}) in house {} or {}", Graha::SEVEN[i], kind(seven.benefic[i]), pair[0], pair[1]);
                    clause(pair.contains(&seven.house[i]), &[i], text)
                })
                .collect();
            for (h, ben) in [(axis[0], true), (axis[1], true), (other[0], false), (other[1], false)] {
                out.push(clause(seven.holds(h, ben), &[], format!("house {h} holds a {}", kind(ben))));
            }
            out
        }
        Mixed => vec![
            clause(
                occupied == [1, 4, 7, 10],
                &all,
                format!("the occupied houses {occupied:?} are exactly [1, 4, 7, 10]"),
            ),
            clause(
                seven.test(Cross(true)).is_none() && seven.test(Cross(false)).is_none(),
                &all,
                "benefics and malefics mixed, not the Vajra or Yava arrangement (Brihat Jataka 12.5)".into(),
            ),
        ],
        Signs(count) => vec![clause(
            occupied.len() == count,
            &all,
            format!("the seven occupy {} signs (the yoga needs {count})", occupied.len()),
        )],
    }
}

/// The nabhasa yogas present, with precedence applied, from longitudes alone.
pub fn nabhasa_of(input: &super::YogaInput) -> Vec<NabhasaYoga> {
    let seven = Seven::new(input);
    let mut found: Vec<NabhasaYoga> = NABHASA
        .iter()
        .filter_map(|e| {
            let members = seven.test(e.shape)?;
            let mut houses: Vec<u8> = members.iter().map(|&i| seven.house[i]).collect();
            houses.sort_unstable();
            houses.dedup();
            Some(NabhasaYoga {
                key: e.key,
                name: e.name,
                class: e.class,
                planets: members.iter().map(|&i| Graha::SEVEN[i]).collect(),
                houses,
                definition: e.definition,
                source: e.source,
                in_force: true,
                superseded_by: Vec::new(),
            })
        })
        .collect();
    let keys_of = |found: &[NabhasaYoga], classes: &[NabhasaClass]| -> Vec<&'static str> {
        found.iter().filter(|y| classes.contains(&y.class)).map(|y| y.key).collect()
    };
    let over_ashraya = keys_of(&found, &[Dala, Akriti]);
    let over_sankhya = keys_of(&found, &[Ashraya, Dala, Akriti]);
    for y in &mut found {
        y.superseded_by = match y.class {
            Ashraya => over_ashraya.clone(),
            Sankhya => over_sankhya.clone(),
            _ => Vec::new(),
        };
        y.in_force = y.superseded_by.is_empty();
    }
    found
}

/// The nabhasa yogas of a birth chart.
pub fn nabhasa(req: &ChartRequest) -> crate::error::Result<NabhasaList> {
    let chart = vedic_chart(req)?;
    let input = super::YogaInput::of_chart(&chart);
    let yogas = nabhasa_of(&input);
    let seven = Seven::new(&input);
    Ok(NabhasaList {
        in_force: yogas.iter().filter(|y| y.in_force).map(|y| y.key).collect(),
        yogas,
        checked: NABHASA.iter().map(|e| e.key).collect(),
        precedence: PRECEDENCE.to_vec(),
        benefics: seven.of(true).map(|i| Graha::SEVEN[i]).collect(),
        conventions: chart.conventions,
    })
}
