//! The 36 sahams (sensitive points A − B + C) of the annual chart, in Neelakanthi's order.

use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::{SignPlacement, SIGNS};
use serde::Serialize;

use super::idx;
use super::saham_id::SahamId;
use SahamId as Id;

/// One saham (sensitive point) of the annual chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Saham {
    /// Name of the saham, e.g. "Punya".
    pub name: &'static str,
    /// Stable lower-case key of the saham, e.g. `punya`.
    pub key: &'static str,
    /// What the saham signifies.
    pub meaning: &'static str,
    /// Formula used for this chart (A − B + C), after any night reversal.
    pub formula: String,
    /// Sidereal longitude of the saham in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sign of the saham and degree within it.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Whether 30° was added because C's sign does not fall between B's and A's.
    pub added_30: bool,
}

/// What the saham formulas need: sidereal longitudes of the annual chart.
#[derive(Debug, Clone)]
pub struct SahamInput {
    /// Sidereal longitude of the annual ascendant in degrees.
    pub ascendant: f64,
    /// Sun … Saturn in the order of [`SEVEN`].
    pub planets: [f64; 7],
    /// Whether the annual chart is a day chart (the Sun above the horizon).
    pub daytime: bool,
}

/// Is C's sign met counting forward from the sign after B's sign up to A's sign?
fn c_between(a: f64, b: f64, c: f64) -> bool {
    let (sa, sb, sc) = (sign_index(a), sign_index(b), sign_index(c));
    for k in 1..12 {
        let s = (sb + k) % 12;
        if s == sc {
            return true;
        }
        if s == sa {
            return false;
        }
    }
    false
}

#[derive(Clone, Copy, PartialEq)]
enum Term {
    Asc,
    P(Graha),
    House(u8),
    Lord(u8),
    Fixed(f64),
    Saham(SahamId),
    SignLordOf(Graha),
}

struct Formula {
    id: SahamId,
    meaning: &'static str,
    a: Term,
    b: Term,
    c: Term,
    reversed_at_night: bool,
}

const fn f(id: SahamId, meaning: &'static str, a: Term, b: Term, c: Term, rev: bool) -> Formula {
    Formula { id, meaning, a, b, c, reversed_at_night: rev }
}

use Term::{Asc, Fixed, House as H, Lord, Saham as S, P};

/// The sahams in Neelakanthi's order (PVR's table numbers 1-36); day formulas.
const FORMULAS: [Formula; 36] = [
    f(Id::Punya, "fortune, good deeds", P(Graha::Moon), P(Graha::Sun), Asc, true),
    f(Id::Vidya, "education", P(Graha::Sun), P(Graha::Moon), Asc, true),
    f(Id::Yasas, "fame", P(Graha::Jupiter), S(Id::Punya), Asc, true),
    f(Id::Mitra, "friends", P(Graha::Jupiter), S(Id::Punya), P(Graha::Venus), true),
    f(Id::Mahatmya, "greatness", S(Id::Punya), P(Graha::Mars), Asc, true),
    f(Id::Asha, "desires", P(Graha::Saturn), P(Graha::Mars), Asc, true),
    f(Id::Samartha, "enterprise, ability", P(Graha::Mars), Lord(1), Asc, true),
    f(Id::Bhratri, "brothers", P(Graha::Jupiter), P(Graha::Saturn), Asc, false),
    f(Id::Gaurava, "respect", P(Graha::Jupiter), P(Graha::Moon), P(Graha::Sun), true),
    f(Id::Pitri, "father", P(Graha::Saturn), P(Graha::Sun), Asc, true),
    f(Id::Rajya, "kingdom, power", P(Graha::Saturn), P(Graha::Sun), Asc, true),
    f(Id::Matri, "mother", P(Graha::Moon), P(Graha::Venus), Asc, true),
    f(Id::Putra, "children", P(Graha::Jupiter), P(Graha::Moon), Asc, true),
    f(Id::Jeeva, "life", P(Graha::Saturn), P(Graha::Jupiter), Asc, true),
    f(Id::Karma, "work", P(Graha::Mars), P(Graha::Mercury), Asc, true),
    f(Id::Roga, "disease", Asc, P(Graha::Moon), Asc, false),
    f(Id::Kali, "great misfortune", P(Graha::Jupiter), P(Graha::Mars), Asc, true),
    f(Id::Sastra, "sciences", P(Graha::Jupiter), P(Graha::Saturn), P(Graha::Mercury), true),
    f(Id::Bandhu, "relatives", P(Graha::Mercury), P(Graha::Moon), Asc, true),
    f(Id::Mrityu, "death", H(8), P(Graha::Moon), Asc, false),
    f(Id::Paradesa, "foreign lands, travel", H(9), Lord(9), Asc, false),
    f(Id::Artha, "money", H(2), Lord(2), Asc, false),
    f(Id::Paradara, "adultery", P(Graha::Venus), P(Graha::Sun), Asc, true),
    f(Id::Vanika, "commerce", P(Graha::Moon), P(Graha::Mercury), Asc, true),
    f(Id::Karyasiddhi, "success in endeavours", P(Graha::Saturn), P(Graha::Sun), Term::SignLordOf(Graha::Sun), true),
    f(Id::Vivaha, "marriage", P(Graha::Venus), P(Graha::Saturn), Asc, true),
    f(Id::Santapa, "sadness", P(Graha::Saturn), P(Graha::Moon), H(6), true),
    f(Id::Sraddha, "devotion", P(Graha::Venus), P(Graha::Mars), Asc, true),
    f(Id::Preeti, "love, attachment", S(Id::Sastra), S(Id::Punya), Asc, true),
    f(Id::Jadya, "chronic disease", P(Graha::Mars), P(Graha::Saturn), P(Graha::Mercury), true),
    f(Id::Vyapara, "business", P(Graha::Mars), P(Graha::Saturn), Asc, false),
    f(Id::Satru, "enemies", P(Graha::Mars), P(Graha::Saturn), Asc, true),
    f(Id::Jalapatana, "crossing water", Fixed(105.0), P(Graha::Saturn), Asc, true),
    f(Id::Bandhana, "imprisonment", S(Id::Punya), P(Graha::Saturn), Asc, true),
    f(Id::Apamrityu, "bad death", H(8), P(Graha::Mars), Asc, true),
    f(Id::Labha, "gains", H(11), Lord(11), Asc, true),
];

fn term_name(t: Term) -> String {
    match t {
        Asc => "Lagna".into(),
        P(p) => p.name().into(),
        H(h) => format!("house {h}"),
        Lord(h) => format!("lord of house {h}"),
        Fixed(x) => format!("{x} deg (Cancer 15)"),
        S(s) => format!("{} saham", s.name()),
        Term::SignLordOf(p) => format!("lord of the {p}'s sign"),
    }
}

/// All 36 sahams of a chart.
pub fn sahams(input: &SahamInput) -> Vec<Saham> {
    let asc = input.ascendant;
    let asc_sign = sign_index(asc);
    let lon_of = |p: Graha| input.planets[idx(p)];
    let lord_of_house = |h: u8| SIGNS[(asc_sign + h as usize - 1) % 12].lord;
    let mut done: Vec<(SahamId, f64)> = Vec::new();
    let mut out = Vec::new();
    for fm in &FORMULAS {
        let night = !input.daytime;
        let (mut a, mut b, mut c) = (fm.a, fm.b, fm.c);
        // Samartha: Jupiter stands for the lagna lord when Mars owns the lagna, and the
        // order turns round (Jupiter − Mars + Lagna by day).
        let mut reverse = night && fm.reversed_at_night;
        if fm.id == Id::Samartha && lord_of_house(1) == Graha::Mars {
            b = P(Graha::Jupiter);
            reverse = !reverse;
        }
        if fm.id == Id::Karyasiddhi && night {
            b = P(Graha::Moon);
            c = Term::SignLordOf(Graha::Moon);
            reverse = false;
        }
        if reverse {
            std::mem::swap(&mut a, &mut b);
        }
        let value = |t: Term| -> f64 {
            match t {
                Asc => asc,
                P(p) => lon_of(p),
                H(h) => (asc + 30.0 * (h as f64 - 1.0)).rem_euclid(360.0),
                Lord(h) => lon_of(lord_of_house(h)),
                Fixed(x) => x,
                S(s) => done.iter().find(|(n, _)| *n == s).map(|(_, v)| *v).expect("an earlier saham"),
                Term::SignLordOf(p) => lon_of(SIGNS[sign_index(lon_of(p))].lord),
            }
        };
        let (va, vb, vc) = (value(a), value(b), value(c));
        // When C is the very point A (Roga: Lagna − Moon + Lagna) it is reached by definition.
        let added_30 = a != c && !c_between(va, vb, vc);
        let lon = (va - vb + vc + if added_30 { 30.0 } else { 0.0 }).rem_euclid(360.0);
        done.push((fm.id, lon));
        out.push(Saham {
            name: fm.id.name(),
            key: fm.id.key(),
            meaning: fm.meaning,
            formula: format!("{} - {} + {}", term_name(a), term_name(b), term_name(c)),
            longitude: lon,
            sign: SignPlacement::of(lon),
            added_30,
        });
    }
    out
}
