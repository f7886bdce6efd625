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
use crate::vedic::dignity::{debilitation, exaltation, natural_relationship, own_signs, Relation};
use crate::vedic::drishti::aspected_houses;
use crate::zodiac::graha::names;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::Serialize;

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
    pub ascendant: f64,
    pub longitudes: [f64; 9],
}

impl YogaInput {
    pub fn of_chart(chart: &crate::vedic::VedicChart) -> YogaInput {
        YogaInput {
            ascendant: chart.ascendant.longitude,
            longitudes: std::array::from_fn(|i| chart.planets[i].longitude),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Yoga {
    /// Stable key, e.g. `hamsa`, `raja_conjunction`.
    pub key: &'static str,
    pub name: String,
    pub category: &'static str,
    pub planets: Vec<Graha>,
    pub houses: Vec<u8>,
    pub definition: &'static str,
    pub source: &'static str,
    /// Strength remarks and cancellations found in the chart.
    pub notes: Vec<String>,
    /// A cancellation applies (only for yogas that have classical cancellations).
    pub cancelled: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct YogaList {
    pub count: usize,
    pub yogas: Vec<Yoga>,
    /// Keys of every yoga checked (present or not).
    pub checked: Vec<&'static str>,
    pub conventions: Conventions,
}

pub struct Entry {
    pub key: &'static str,
    pub name: &'static str,
    pub category: &'static str,
    pub definition: &'static str,
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

struct Ctx {
    asc: usize,
    sign: [usize; 9],
}

impl Ctx {
    fn new(input: &YogaInput) -> Ctx {
        Ctx { asc: sign_index(input.ascendant), sign: std::array::from_fn(|i| sign_index(input.longitudes[i])) }
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

/// Every yoga of [`CATALOG`] present in the chart, in catalogue order.
pub fn yogas_of(input: &YogaInput) -> Vec<Yoga> {
    let c = Ctx::new(input);
    let mut out = Vec::new();
    // Pancha mahapurusha.
    for (key, p) in [
        ("ruchaka", Graha::Mars),
        ("bhadra", Graha::Mercury),
        ("hamsa", Graha::Jupiter),
        ("malavya", Graha::Venus),
        ("sasa", Graha::Saturn),
    ] {
        if c.strong_by_sign(p) && KENDRAS.contains(&c.house(p)) {
            let mut notes = Vec::new();
            if exaltation(p).0 == c.s(p) {
                notes.push(format!("{p} exalted"));
            }
            if c.s(p) == c.s(Graha::Sun) && p != Graha::Sun {
                notes.push(format!("{p} with the Sun (possibly combust): weakened"));
            }
            out.push(yoga(key, vec![p], vec![c.house(p)], notes, false));
        }
    }
    // Gajakesari.
    let moon = c.s(Graha::Moon);
    let jup = c.s(Graha::Jupiter);
    if KENDRAS.contains(&house_from(jup, moon)) {
        let mut notes = Vec::new();
        if debilitation(Graha::Jupiter).0 == jup {
            notes.push("Jupiter debilitated: weakened".into());
        }
        let lord = SIGNS[jup].lord;
        if lord != Graha::Jupiter && natural_relationship(Graha::Jupiter, lord) == Some(Relation::Enemy) {
            notes.push(format!("Jupiter in the sign of its enemy {lord}: weakened"));
        }
        if c.s(Graha::Sun) == jup {
            notes.push("Jupiter with the Sun (combust): weakened".into());
        }
        let helped = [Graha::Mercury, Graha::Venus].iter().any(|b| c.s(b) == jup || c.aspects(b, Graha::Jupiter));
        if !helped {
            notes.push("no benefic joins or aspects Jupiter (Raman's second condition unmet)".into());
        }
        out.push(yoga(
            "gajakesari",
            vec![Graha::Jupiter, Graha::Moon],
            vec![c.house(Graha::Jupiter), c.house(Graha::Moon)],
            notes,
            false,
        ));
    }
    if c.s(Graha::Sun) == c.s(Graha::Mercury) {
        out.push(yoga("budha_aditya", vec![Graha::Sun, Graha::Mercury], vec![c.house(Graha::Sun)], Vec::new(), false));
    }
    if c.s(Graha::Moon) == c.s(Graha::Mars) {
        out.push(yoga(
            "chandra_mangala",
            vec![Graha::Moon, Graha::Mars],
            vec![c.house(Graha::Moon)],
            Vec::new(),
            false,
        ));
    }
    if BENEFICS.iter().all(|b| (6..=8).contains(&house_from(c.s(b), moon))) {
        out.push(yoga("adhi", BENEFICS.to_vec(), BENEFICS.iter().map(|b| c.house(b)).collect(), Vec::new(), false));
    }
    // Sunapha, Anapha, Durudhara, Kemadruma.
    let second = c.in_sign((moon + 1) % 12, &TARA);
    let twelfth = c.in_sign((moon + 11) % 12, &TARA);
    if !second.is_empty() {
        out.push(yoga("sunapha", second.clone(), vec![house_from((moon + 1) % 12, c.asc)], Vec::new(), false));
    }
    if !twelfth.is_empty() {
        out.push(yoga("anapha", twelfth.clone(), vec![house_from((moon + 11) % 12, c.asc)], Vec::new(), false));
    }
    if !second.is_empty() && !twelfth.is_empty() {
        let planets = second.iter().chain(twelfth.iter()).copied().collect();
        out.push(yoga("durudhara", planets, Vec::new(), Vec::new(), false));
    }
    if second.is_empty() && twelfth.is_empty() {
        let mut notes = Vec::new();
        let with_moon = c.in_sign(moon, &TARA);
        if !with_moon.is_empty() {
            notes.push(format!("cancelled: {} with the Moon", names(&with_moon)));
        }
        let seven = [Graha::Sun, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];
        let kendra_lagna: Vec<Graha> = seven.iter().copied().filter(|p| KENDRAS.contains(&c.house(p))).collect();
        if !kendra_lagna.is_empty() {
            notes.push(format!("cancelled: {} in a kendra from the lagna", names(&kendra_lagna)));
        }
        let kendra_moon: Vec<Graha> =
            seven.iter().copied().filter(|p| KENDRAS.contains(&house_from(c.s(p), moon)) && c.s(p) != moon).collect();
        if !kendra_moon.is_empty() {
            notes.push(format!("cancelled: {} in a kendra from the Moon", names(&kendra_moon)));
        }
        let cancelled = !notes.is_empty();
        out.push(yoga("kemadruma", vec![Graha::Moon], vec![c.house(Graha::Moon)], notes, cancelled));
    }
    // Vesi, Vosi, Ubhayachari.
    let sun = c.s(Graha::Sun);
    let s2 = c.in_sign((sun + 1) % 12, &TARA);
    let s12 = c.in_sign((sun + 11) % 12, &TARA);
    if !s2.is_empty() {
        out.push(yoga("vesi", s2.clone(), vec![house_from((sun + 1) % 12, c.asc)], Vec::new(), false));
    }
    if !s12.is_empty() {
        out.push(yoga("vosi", s12.clone(), vec![house_from((sun + 11) % 12, c.asc)], Vec::new(), false));
    }
    if !s2.is_empty() && !s12.is_empty() {
        out.push(yoga("ubhayachari", s2.iter().chain(s12.iter()).copied().collect(), Vec::new(), Vec::new(), false));
    }
    // Amala.
    for (from, reference) in [("lagna", c.asc), ("Moon", moon)] {
        let tenth = (reference + 9) % 12;
        let b = c.in_sign(tenth, &BENEFICS);
        if !b.is_empty() && c.in_sign(tenth, &MALEFICS).is_empty() {
            out.push(yoga("amala", b, vec![house_from(tenth, c.asc)], vec![format!("10th from the {from}")], false));
            break;
        }
    }
    // Parvata.
    let only_benefics = |h: u8| c.in_sign(c.sign_of_house(h), &ALL).iter().all(|p| BENEFICS.contains(p));
    let kendra_occupied = KENDRAS.iter().any(|&h| !c.in_sign(c.sign_of_house(h), &ALL).is_empty());
    if kendra_occupied && KENDRAS.iter().all(|&h| only_benefics(h)) && only_benefics(6) && only_benefics(8) {
        let planets = KENDRAS.iter().flat_map(|&h| c.in_sign(c.sign_of_house(h), &ALL)).collect();
        out.push(yoga("parvata", planets, KENDRAS.to_vec(), Vec::new(), false));
    }
    // Kahala, Lakshmi.
    let l1 = c.lord(1);
    let l1_strong = c.strong_by_sign(l1) || KENDRAS.contains(&c.house(l1)) || TRIKONAS.contains(&c.house(l1));
    let (l4, l9) = (c.lord(4), c.lord(9));
    if l4 != l9 && KENDRAS.contains(&house_from(c.s(l4), c.s(l9))) && l1_strong {
        out.push(yoga("kahala", vec![l4, l9, l1], vec![c.house(l4), c.house(l9)], Vec::new(), false));
    }
    if c.strong_by_sign(l9) && (KENDRAS.contains(&c.house(l9)) || TRIKONAS.contains(&c.house(l9))) && l1_strong {
        out.push(yoga("lakshmi", vec![l9, l1], vec![c.house(l9)], Vec::new(), false));
    }
    // Saraswati.
    let good = |p: Graha| KENDRAS.contains(&c.house(p)) || TRIKONAS.contains(&c.house(p)) || c.house(p) == 2;
    let jup_lord = SIGNS[jup].lord;
    let jup_ok =
        c.strong_by_sign(Graha::Jupiter) || natural_relationship(Graha::Jupiter, jup_lord) == Some(Relation::Friend);
    if BENEFICS.iter().all(|&p| good(p)) && jup_ok {
        out.push(yoga(
            "saraswati",
            BENEFICS.to_vec(),
            BENEFICS.iter().map(|b| c.house(b)).collect(),
            Vec::new(),
            false,
        ));
    }
    // Raja yogas: kendra lord with trikona lord.
    let lords_of = |houses: &[u8]| -> Vec<(Graha, u8)> { houses.iter().map(|&h| (c.lord(h), h)).collect() };
    let kendra_lords = lords_of(&KENDRAS);
    let trikona_lords = lords_of(&TRIKONAS);
    let exchange = |a: Graha, b: Graha| own_signs(a).contains(&c.s(b)) && own_signs(b).contains(&c.s(a));
    let mut seen: Vec<(&str, Graha, Graha)> = Vec::new();
    let mut associations =
        |key: &'static str, group_a: &[(Graha, u8)], group_b: &[(Graha, u8)], out: &mut Vec<Yoga>| {
            for &(a, ha) in group_a {
                for &(b, hb) in group_b {
                    if a == b {
                        continue;
                    }
                    let (x, y) = if a < b { (a, b) } else { (b, a) };
                    let kinds = [
                        (c.s(a) == c.s(b), "conjunction"),
                        (c.aspects(a, b) && c.aspects(b, a) && c.s(a) != c.s(b), "aspect"),
                        (exchange(a, b), "exchange"),
                    ];
                    for (present, kind) in kinds {
                        if !present {
                            continue;
                        }
                        let k: &'static str = match (key, kind) {
                            ("raja", "conjunction") => "raja_conjunction",
                            ("raja", "aspect") => "raja_aspect",
                            ("raja", _) => "raja_exchange",
                            _ => "dhana",
                        };
                        if seen.contains(&(k, x, y)) {
                            continue;
                        }
                        seen.push((k, x, y));
                        let note = format!("{a} (lord of {ha}) and {b} (lord of {hb}): {kind}");
                        out.push(yoga(k, vec![a, b], vec![c.house(a), c.house(b)], vec![note], false));
                    }
                }
            }
        };
    associations("raja", &kendra_lords, &trikona_lords, &mut out);
    for p in [Graha::Mars, Graha::Venus, Graha::Saturn, Graha::Moon, Graha::Sun, Graha::Mercury, Graha::Jupiter] {
        let owns = |hs: &[u8]| hs.iter().any(|&h| h != 1 && c.lord(h) == p);
        if owns(&KENDRAS) && owns(&TRIKONAS) {
            out.push(yoga("yogakaraka", vec![p], vec![c.house(p)], Vec::new(), false));
        }
    }
    associations("dhana", &lords_of(&[2, 11]), &lords_of(&[1, 5, 9]), &mut out);
    // Viparita raja.
    for (key, h) in [("harsha", 6u8), ("sarala", 8), ("vimala", 12)] {
        let l = c.lord(h);
        if DUSTHANAS.contains(&c.house(l)) {
            out.push(yoga(key, vec![l], vec![c.house(l)], Vec::new(), false));
        }
    }
    // Neecha bhanga raja.
    for p in [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn] {
        let (deb, _) = debilitation(p);
        if c.s(p) != deb {
            continue;
        }
        let kendra = |q: Graha| KENDRAS.contains(&c.house(q)) || KENDRAS.contains(&house_from(c.s(q), moon));
        let mut notes = Vec::new();
        let deb_lord = SIGNS[deb].lord;
        if kendra(deb_lord) {
            notes.push(format!("{deb_lord}, lord of the debilitation sign, in a kendra from the lagna or the Moon"));
        }
        {
            let (ex, _) = exaltation(p);
            let ex_lord = SIGNS[ex].lord;
            if kendra(ex_lord) {
                notes.push(format!("{ex_lord}, lord of the exaltation sign, in a kendra from the lagna or the Moon"));
            }
        }
        for q in [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn] {
            if exaltation(q).0 == deb && kendra(q) {
                notes.push(format!("{q}, exalted in {}, in a kendra from the lagna or the Moon", SIGNS[deb].name));
            }
        }
        if !notes.is_empty() {
            out.push(yoga("neecha_bhanga_raja", vec![p], vec![c.house(p)], notes, false));
        }
    }
    // Parivartana.
    for h1 in 1..=12u8 {
        for h2 in h1 + 1..=12u8 {
            let (a, b) = (c.lord(h1), c.lord(h2));
            if a == b || c.s(a) != c.sign_of_house(h2) || c.s(b) != c.sign_of_house(h1) {
                continue;
            }
            let key = if DUSTHANAS.contains(&h1) || DUSTHANAS.contains(&h2) {
                "dainya_parivartana"
            } else if h1 == 3 || h2 == 3 {
                "khala_parivartana"
            } else {
                "maha_parivartana"
            };
            out.push(yoga(key, vec![a, b], vec![h1, h2], Vec::new(), false));
        }
    }
    if KENDRAS.iter().all(|&h| !c.in_sign(c.sign_of_house(h), &ALL).is_empty()) {
        let planets = KENDRAS.iter().flat_map(|&h| c.in_sign(c.sign_of_house(h), &ALL)).collect();
        out.push(yoga("chatussagara", planets, KENDRAS.to_vec(), Vec::new(), false));
    }
    if [6, 8, 12].contains(&house_from(moon, jup)) {
        let cancelled = KENDRAS.contains(&c.house(Graha::Moon));
        let notes =
            if cancelled { vec!["cancelled: the Moon in a kendra from the lagna".to_string()] } else { Vec::new() };
        out.push(yoga(
            "sakata",
            vec![Graha::Moon, Graha::Jupiter],
            vec![c.house(Graha::Moon), c.house(Graha::Jupiter)],
            notes,
            cancelled,
        ));
    }
    let (h2, h12) = (c.in_sign((c.asc + 1) % 12, &ALL), c.in_sign((c.asc + 11) % 12, &ALL));
    if !h2.is_empty() && !h12.is_empty() {
        let both: Vec<Graha> = h2.iter().chain(h12.iter()).copied().collect();
        if both.iter().all(|p| BENEFICS.contains(p)) {
            out.push(yoga("shubha_kartari", both, vec![2, 12], Vec::new(), false));
        } else if both.iter().all(|p| MALEFICS.contains(p)) {
            out.push(yoga("papa_kartari", both, vec![2, 12], Vec::new(), false));
        }
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
