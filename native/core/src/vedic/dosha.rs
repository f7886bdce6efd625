//! Doshas (afflictions) of one birth chart.
//!
//! Public API:
//! - [`doshas`]`(&DoshaRequest) -> Result<DoshaList>`: all the doshas below in one call.
//! - [`doshas_of_chart`]`(&VedicChart) -> Vec<Dosha>`: the chart-only doshas (everything but
//!   sade sati, which needs the transit moment).
//! - [`mangal`]`(&VedicChart) -> milan::dosha::PersonDosha`: Mangal dosha of one chart, by the
//!   matchmaking module's own rules (no table is duplicated here: the one-chart answer is the
//!   `boy` side of `milan::dosha::mangal` evaluated with the chart against itself; the couple
//!   rule R4 does not apply to one chart).
//!
//! Definitions (each dosha also carries them in the response):
//! - Mangal (Kuja): Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna, the Moon or
//!   Venus, less Raman's cancellations R1-R3 (see `vedic::milan::dosha`).
//! - Kala Sarpa: all seven grahas (Sun … Saturn) within the half of the zodiac from Rahu forward
//!   to Ketu (`direction = rahu_to_ketu`, the classic form) or from Ketu forward to Rahu
//!   (`ketu_to_rahu`, sometimes called Kala Amrita); a graha exactly on the arc's edge counts as
//!   inside. Partial when exactly one graha is outside. Named by Rahu's house from the lagna:
//!   Ananta (1), Kulika (2), Vasuki (3), Shankhapala (4), Padma (5), Mahapadma (6), Takshaka (7),
//!   Karkotaka (8), Shankhachuda (9), Ghataka (10), Vishadhara (11), Sheshanaga (12) — the
//!   names of the twelve nagas as the modern texts assign them (the dosha itself is not in BPHS;
//!   it is a later tradition, stated as such).
//! - Pitru: the Sun (karaka of the father) in the same sign as Rahu, Ketu or Saturn, or Rahu or
//!   Ketu in the 9th house, or the 9th lord with Rahu or Ketu (our statement of the popular
//!   rule; BPHS ch. 83 "pitri shapa" names the Sun afflicted by malefics in the 5th/9th context).
//! - Guru Chandal: Jupiter in the same sign as Rahu or Ketu.
//! - Grahan: the Sun or the Moon in the same sign as Rahu or Ketu (surya / chandra grahan).
//! - Shrapit: Saturn in the same sign as Rahu.
//! - Kemadruma: the yoga of `vedic::yoga` (no tara-graha in the 2nd or 12th from the Moon), with
//!   its cancellations.
//! - Sade sati: `vedic::transit::sade_sati` at the request's `at` moment.

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::place::Place;
use crate::ephemeris::Moment;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::vedic::dasha::{Birth, DashaMoon};
use crate::vedic::milan::dosha::PersonDosha;
use crate::vedic::milan::koota::MoonKey;
use crate::vedic::milan::{dosha as milan_dosha, Natal};
use crate::vedic::transit::{sade_sati, TransitRequest};
use crate::vedic::yoga::{yogas_of, YogaInput};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::{Deserialize, Serialize};

/// Names of the Kala Sarpa types by Rahu's house from the lagna, house 1 (Ananta) first.
pub const KALA_SARPA_NAMES: [&str; 12] = [
    "Ananta",
    "Kulika",
    "Vasuki",
    "Shankhapala",
    "Padma",
    "Mahapadma",
    "Takshaka",
    "Karkotaka",
    "Shankhachuda",
    "Ghataka",
    "Vishadhara",
    "Sheshanaga",
];

/// The query of `/v1/dosha/list`: a birth, its sidereal settings and the moment for sade sati.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct DoshaRequest {
    /// The birth moment.
    pub moment: Moment,
    /// The birth place (latitude and longitude).
    pub place: Place,
    /// Ayanamsa slug; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model for Rahu and Ketu: mean (default) or true.
    #[serde(default)]
    pub node: NodeType,
    /// Moment for sade sati (the HTTP layer passes now when absent).
    pub at: Moment,
}

/// One dosha of the chart: whether it is present, where, and by which rule.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Dosha {
    /// Stable key: `mangal`, `kala_sarpa`, `pitru`, `guru_chandal`, `grahan`, `shrapit`,
    /// `kemadruma` or `sade_sati`.
    pub key: &'static str,
    /// Display name of the dosha.
    pub name: &'static str,
    /// The dosha's condition is met (for Kala Sarpa: fully, not partially); true even when
    /// `cancelled`.
    pub present: bool,
    /// Present but removed by a classical cancellation.
    pub cancelled: bool,
    /// The grahas the dosha concerns (those found involved, where the rule finds any).
    pub planets: Vec<Graha>,
    /// The whole-sign houses (1 … 12, from the lagna) the dosha concerns.
    pub houses: Vec<u8>,
    /// What was found, one sentence per finding.
    pub details: Vec<String>,
    /// The rule applied, in words.
    pub definition: &'static str,
    /// Where the rule comes from.
    pub source: &'static str,
}

/// Kala Sarpa: the seven grahas hemmed within one half of the zodiac between Rahu and Ketu.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KalaSarpa {
    /// All seven grahas (Sun … Saturn) lie in one half (a graha on Rahu or Ketu counts inside).
    pub present: bool,
    /// Exactly one of the seven lies outside the half.
    pub partial: bool,
    /// rahu_to_ketu or ketu_to_rahu.
    pub direction: Option<&'static str>,
    /// Named by Rahu's house.
    pub kind: Option<&'static str>,
    /// Rahu's whole-sign house from the lagna, 1 … 12.
    pub rahu_house: u8,
    /// Grahas outside the hemmed half.
    pub outside: Vec<Graha>,
}

/// Whether sade sati is running at the request's `at` moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SadeSatiNow {
    /// Transit Saturn is in the 12th, 1st or 2nd sign from the natal Moon.
    pub active: bool,
    /// `rising` (12th), `peak` (1st) or `setting` (2nd) when active.
    pub phase: Option<&'static str>,
    /// Sidereal sign of transit Saturn at `at`.
    pub saturn_sign: crate::zodiac::Sign,
    /// Sign of transit Saturn counted from the natal Moon's sign, 1 … 12.
    pub saturn_house_from_moon: usize,
    /// Sidereal sign of the natal Moon.
    pub moon_sign: crate::zodiac::Sign,
}

/// The `/v1/dosha/list` answer: every dosha in a fixed order, with the detail of three of them.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DoshaList {
    /// Mangal, Kala Sarpa, Pitru, Guru Chandal, Grahan, Shrapit, Kemadruma, Sade Sati.
    pub doshas: Vec<Dosha>,
    /// Mangal dosha in detail: Mars from the lagna, the Moon and Venus, with cancellations.
    pub mangal: PersonDosha,
    /// Kala Sarpa in detail.
    pub kala_sarpa: KalaSarpa,
    /// Sade sati at the `at` moment.
    pub sade_sati: SadeSatiNow,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

fn natal_of(chart: &VedicChart) -> Natal {
    let moon = &chart.planets[1];
    Natal {
        moon: MoonKey::of(moon.longitude),
        ascendant_sign: sign_index(chart.ascendant.longitude),
        ascendant_longitude: chart.ascendant.longitude,
        signs: chart.planets.iter().map(|g| (g.graha, sign_index(g.longitude))).collect(),
        birth: Birth {
            jd: chart.moment.jd_ut,
            offset: 0,
            moon: DashaMoon { longitude: moon.longitude, sign: moon.sign.sign, nakshatra: moon.nakshatra.clone() },
            conventions: chart.conventions.clone(),
        },
    }
}

/// Mangal dosha of one chart (Raman's houses and cancellations R1-R3, from `vedic::milan`).
pub fn mangal(chart: &VedicChart) -> PersonDosha {
    let n = natal_of(chart);
    milan_dosha::mangal(&n, &n).boy
}

/// Kala Sarpa of a chart.
pub fn kala_sarpa(chart: &VedicChart) -> KalaSarpa {
    let rahu = chart.planets[7].longitude;
    let asc = sign_index(chart.ascendant.longitude);
    let rahu_house = ((sign_index(rahu) + 12 - asc) % 12) as u8 + 1;
    // Offset of each graha forward from Rahu: < 180 is the Rahu→Ketu half.
    let seven = &chart.planets[..7];
    let forward: Vec<(Graha, f64)> = seven.iter().map(|g| (g.graha, (g.longitude - rahu).rem_euclid(360.0))).collect();
    let out_rk: Vec<Graha> = forward.iter().filter(|(_, d)| *d > 180.0).map(|(g, _)| *g).collect();
    let out_kr: Vec<Graha> = forward.iter().filter(|(_, d)| *d < 180.0 && *d > 0.0).map(|(g, _)| *g).collect();
    let (direction, outside) =
        if out_rk.len() <= out_kr.len() { ("rahu_to_ketu", out_rk) } else { ("ketu_to_rahu", out_kr) };
    let present = outside.is_empty();
    let partial = outside.len() == 1;
    KalaSarpa {
        present,
        partial,
        direction: (present || partial).then_some(direction),
        kind: (present || partial).then_some(KALA_SARPA_NAMES[rahu_house as usize - 1]),
        rahu_house,
        outside,
    }
}

/// The nine grahas of a chart by their index in the chart (0 = Sun … 8 = Ketu).
struct Placed<'a>(&'a VedicChart);

impl Placed<'_> {
    fn sign(&self, i: usize) -> usize {
        sign_index(self.0.planets[i].longitude)
    }
    fn house(&self, i: usize) -> u8 {
        self.0.planets[i].house
    }
    fn name(&self, i: usize) -> Graha {
        self.0.planets[i].graha
    }
    /// Those of `others` in the same sign as `a`.
    fn with(&self, a: usize, others: &[usize]) -> Vec<usize> {
        others.iter().copied().filter(|&o| self.sign(o) == self.sign(a)).collect()
    }
}

/// The chart-only doshas (all but sade sati) in a fixed order.
pub fn doshas_of_chart(chart: &VedicChart) -> Vec<Dosha> {
    let mut out = vec![mangal_dosha(chart), kala_sarpa_dosha(chart), pitru_dosha(chart)];
    out.extend(conjunction_doshas(chart));
    out.push(kemadruma_dosha(chart));
    out
}

fn mangal_dosha(chart: &VedicChart) -> Dosha {
    let p = Placed(chart);

    let m = mangal(chart);
    let mut details: Vec<String> = m
        .references
        .iter()
        .filter(|r| r.in_dosha_house)
        .map(|r| {
            let c = if r.cancelled_by.is_empty() {
                String::new()
            } else {
                format!(", cancelled by {}", r.cancelled_by.join(", "))
            };
            format!("Mars in house {} from the {}{c}", r.house, r.from)
        })
        .collect();
    if details.is_empty() {
        details.push("Mars is not in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna, the Moon or Venus".into());
    }
    Dosha {
        key: "mangal",
        name: "Mangal (Kuja) dosha",
        present: m.in_dosha_house,
        cancelled: m.in_dosha_house && !m.has_dosha,
        planets: vec![Graha::Mars],
        houses: vec![p.house(2)],
        details,
        definition: "Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna, the Moon or Venus; cancellations R1-R3 of Raman",
        source: "B.V. Raman, Hindu Predictive Astrology / Muhurtha (as in /v1/milan/mangal-dosha)",
    }
}

fn kala_sarpa_dosha(chart: &VedicChart) -> Dosha {
    let k = kala_sarpa(chart);
    let mut kd = vec![format!("Rahu in house {}", k.rahu_house)];
    if let Some(kind) = k.kind {
        kd.push(format!("{kind} type ({})", k.direction.unwrap_or("")));
    }
    if !k.outside.is_empty() {
        kd.push(format!("outside the hemmed half: {}", crate::zodiac::graha::names(&k.outside)));
    }
    Dosha {
        key: "kala_sarpa",
        name: "Kala Sarpa dosha",
        present: k.present,
        cancelled: false,
        planets: vec![Graha::Rahu, Graha::Ketu],
        houses: vec![k.rahu_house, (k.rahu_house + 5) % 12 + 1],
        details: kd,
        definition: "all seven grahas within one half of the zodiac bounded by Rahu and Ketu; partial (see kala_sarpa.partial) when exactly one is outside; named by Rahu's house",
        source: "later (post-classical) tradition; not in BPHS",
    }
}

fn pitru_dosha(chart: &VedicChart) -> Dosha {
    let p = Placed(chart);
    let (sun, saturn, rahu, ketu) = (0, 6, 7, 8);
    let nodes = [rahu, ketu];
    let ninth_sign = (sign_index(chart.ascendant.longitude) + 8) % 12;
    let ninth_lord = SIGNS[ninth_sign].lord;
    let ninth_lord_idx = chart.planets.iter().position(|g| g.graha == ninth_lord).expect("a lord");
    let mut pd = Vec::new();
    for o in p.with(sun, &[rahu, ketu, saturn]) {
        pd.push(format!("the Sun with {}", p.name(o)));
    }
    for n in nodes {
        if p.house(n) == 9 {
            pd.push(format!("{} in the 9th house", p.name(n)));
        }
    }
    // When the Sun is the 9th lord, its conjunctions are already listed above.
    if ninth_lord != Graha::Sun {
        for o in p.with(ninth_lord_idx, &nodes) {
            pd.push(format!("9th lord {ninth_lord} with {}", p.name(o)));
        }
    }
    Dosha {
        key: "pitru",
        name: "Pitru dosha",
        present: !pd.is_empty(),
        cancelled: false,
        // The Sun once, also when it is the 9th lord (Leo in the 9th: Sagittarius ascendant).
        planets: if ninth_lord == Graha::Sun { vec![Graha::Sun] } else { vec![Graha::Sun, ninth_lord] },
        houses: vec![p.house(sun), 9],
        details: pd,
        definition: "the Sun in the same sign as Rahu, Ketu or Saturn, or Rahu/Ketu in the 9th house, or the 9th lord with Rahu/Ketu (this API's statement of the popular rule)",
        source: "popular rule after BPHS ch. 83 (pitri shapa: the Sun afflicted by malefics)",
    }
}

fn conjunction_doshas(chart: &VedicChart) -> Vec<Dosha> {
    let p = Placed(chart);
    let (sun, moon, jupiter, saturn, rahu) = (0, 1, 4, 6, 7);
    let nodes = [7, 8];
    let mut out = Vec::new();
    let conj = |key: &'static str,
                nm: &'static str,
                a: usize,
                others: &[usize],
                definition: &'static str,
                source: &'static str| {
        let w = p.with(a, others);
        Dosha {
            key,
            name: nm,
            present: !w.is_empty(),
            cancelled: false,
            planets: std::iter::once(p.name(a)).chain(w.iter().map(|&o| p.name(o))).collect(),
            houses: vec![p.house(a)],
            details: w
                .iter()
                .map(|&o| format!("{} with {} in {}", p.name(a), p.name(o), chart.planets[a].sign.sign))
                .collect(),
            definition,
            source,
        }
    };
    out.push(conj(
        "guru_chandal",
        "Guru Chandal dosha",
        jupiter,
        &nodes,
        "Jupiter in the same sign as Rahu or Ketu",
        "popular rule (Chandala yoga of later texts)",
    ));
    let mut grahan = conj(
        "grahan",
        "Grahan dosha",
        sun,
        &nodes,
        "the Sun or the Moon in the same sign as Rahu or Ketu",
        "popular rule",
    );
    let moon_nodes = p.with(moon, &nodes);
    if !moon_nodes.is_empty() {
        grahan.present = true;
        grahan.planets.push(Graha::Moon);
        grahan.planets.extend(moon_nodes.iter().map(|&o| p.name(o)));
        grahan.houses.push(p.house(moon));
        grahan.details.extend(
            moon_nodes.iter().map(|&o| format!("Moon with {} in {}", p.name(o), chart.planets[moon].sign.sign)),
        );
    }
    out.push(grahan);
    out.push(conj("shrapit", "Shrapit dosha", saturn, &[rahu], "Saturn in the same sign as Rahu", "popular rule"));
    out
}

fn kemadruma_dosha(chart: &VedicChart) -> Dosha {
    let p = Placed(chart);
    let (moon,) = (1,);
    let ys = yogas_of(&YogaInput::of_chart(chart));
    let kem = ys.iter().find(|y| y.key == "kemadruma");
    Dosha {
        key: "kemadruma",
        name: "Kemadruma",
        present: kem.is_some(),
        cancelled: kem.is_some_and(|y| y.cancelled),
        planets: vec![Graha::Moon],
        houses: vec![p.house(moon)],
        details: kem.map(|y| y.notes.clone()).unwrap_or_default(),
        definition: "no tara-graha in the 2nd or 12th from the Moon (see /v1/yoga/list for its cancellations)",
        source: "B.V. Raman, Three Hundred Important Combinations no. 5; Phaladeepika 6.6-7",
    }
}

/// Every dosha of a birth, sade sati at the request's `at` moment.
pub fn doshas(req: &DoshaRequest) -> Result<DoshaList> {
    let chart = vedic_chart(&ChartRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
    })?;
    let ss = sade_sati(&TransitRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
        at: req.at,
        from: Some(req.at.jd_ut - 1.0),
        to: Some(req.at.jd_ut + 1.0),
    })?;
    let sade = SadeSatiNow {
        active: ss.active,
        phase: ss.current_phase,
        saturn_sign: ss.saturn.sign,
        saturn_house_from_moon: ss.saturn.house_from_moon,
        moon_sign: ss.natal_moon.sign,
    };
    let mut list = doshas_of_chart(&chart);
    list.push(Dosha {
        key: "sade_sati",
        name: "Sade Sati (running now)",
        present: sade.active,
        cancelled: false,
        planets: vec![Graha::Saturn, Graha::Moon],
        houses: Vec::new(),
        details: vec![format!(
            "transit Saturn in {}, house {} from the natal Moon ({}){}",
            sade.saturn_sign,
            sade.saturn_house_from_moon,
            sade.moon_sign,
            sade.phase.map(|p| format!(": {p} phase")).unwrap_or_default()
        )],
        definition: "transit Saturn in the 12th, 1st or 2nd sign from the natal Moon at the `at` moment (see /v1/transit/sade-sati)",
        source: "classical gochara rule",
    });
    Ok(DoshaList {
        mangal: mangal(&chart),
        kala_sarpa: kala_sarpa(&chart),
        sade_sati: sade,
        doshas: list,
        conventions: chart.conventions,
    })
}
