//! Varshaphal: the Tajika annual chart (varsha pravesha) of a birth for one year of life.
//!
//! Public API (used by the HTTP layer and by the reports):
//! - [`varshaphal`]`(&VarshaphalRequest) -> Result<Varshaphal>`: the whole year in one call.
//! - [`solar_return`]`(birth_jd, natal_sun, age, ayanamsa) -> Result<f64>`: the moment (JD UT) the
//!   sidereal Sun comes back to its natal sidereal longitude for the `age`-th time.
//! - [`muntha_sign`]`(natal_ascendant_sign, age) -> usize`, [`tri_rashi_pati`]`(sign, day)`.
//! - [`sahams`]`(&SahamInput) -> Vec<Saham>`, [`tajika_aspect`]`(from_sign, to_sign)`,
//!   [`tajika_aspects`] and [`tajika_yogas`] of a chart's seven grahas, [`mudda_dasha`].
//!
//! Definitions (every one stated again in the response's `definitions`):
//! - Solar return: the sidereal (request ayanamsa, Lahiri by default) apparent longitude of the
//!   Sun equals its natal value; found by `ephemeris::root` (bracketing scan + Newton, 0.01 s).
//!   Age n = the n-th return after birth (n = 0 is the birth itself). `year` (calendar) means
//!   age = year − the birth's calendar year.
//! - The annual chart is cast for the return moment at the birth place (or the place given),
//!   whole-sign houses from the annual ascendant.
//! - Day or night: the Sun above the horizon, i.e. its sidereal longitude lies in the half of the
//!   ecliptic from the descendant to the ascendant (houses 7 → 12 by degree). The Sun's ecliptic
//!   latitude (< 1.2″) is ignored; no refraction.
//! - Muntha: natal ascendant's sign advanced one sign per completed year (Tajika Neelakanthi,
//!   Samjna Tantra; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 30).
//! - Year lord (Varsheshwara) — the five office-bearers (pancha-adhikari) of Tajika Neelakanthi:
//!   (1) the muntha lord, (2) the lord of the natal ascendant's sign, (3) the tri-rashi pati of the
//!   annual ascendant (day or night table), (4) the lord of the Sun's sign by day or the Moon's
//!   sign by night (annual chart), (5) the lord of the annual ascendant. The year lord is the
//!   strongest of the office-bearers that aspect the annual ascendant's sign with a Tajika aspect
//!   (any of the 1/3/4/5/7/9/10/11 sign relations); if none aspects it, the strongest of all.
//!   Strength here is the Shadbala total in rupas of the annual chart (this API's stand-in for
//!   Neelakanthi's pancha-vargeeya bala, which needs the Tajika hadda table); where Shadbala
//!   cannot be computed (no sunrise) the first candidate in the order above wins. The Moon is
//!   never made year lord (Neelakanthi): it is skipped and the next candidate considered.
//! - Sahams: A − B + C; when C is not between B and A (counting signs forward from the sign
//!   after B's up to A's sign) 30° is added; by night the formulas marked `reversed_at_night`
//!   use B − A + C; when C is the point A itself (Roga) nothing is added (Tajika Neelakanthi, Samjna Tantra, saham chapter, as tabulated by
//!   P.V.R. Narasimha Rao, ch. 30). House points are the annual ascendant + 30° × (house − 1).
//! - Tajika aspects (Neelakanthi): sign distances 3/11 secret friendly, 5/9 open friendly,
//!   4/10 secret inimical, 1/7 open inimical; 2/6/8/12 no aspect. Orbs (deeptamsa): Sun 15,
//!   Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9; two planets are within orb when
//!   the difference of their degrees within their signs is at most the mean of their deeptamsas.
//! - Tajika yogas: see [`tajika_yogas`].
//! - Mudda dasha: Vimshottari order and proportions (Sun 18, Moon 30, Mars 21, Rahu 54, Jupiter
//!   48, Saturn 57, Mercury 51, Ketu 21, Venus 60 of 360 parts) spread over the year from this
//!   return to the next; the first lord = (janma nakshatra number + completed years − 2) mod 9
//!   counted Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury, Ketu, Venus (0 = Venus), i.e. the
//!   nakshatra lord advanced one step per year (P.V.R. Narasimha Rao, ch. 30, "Mudda dasa"); the
//!   first period's balance is the unelapsed fraction of the natal Moon's nakshatra, as in natal
//!   Vimshottari, so the nine periods start before the return by the elapsed part.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::{self, position, Zodiac};
use crate::ephemeris::place::Place;
use crate::ephemeris::root::next_angle_crossing;
use crate::ephemeris::time::{calendar_from_jd, EventTime};
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartPoint, ChartRequest, Conventions, House, VedicChart};
use crate::vedic::dignity::debilitation;
use crate::vedic::strength::{shadbala, StrengthRequest};
use crate::zodiac::nakshatra::NAKSHATRA_SPAN;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::{NakshatraPlacement, SignPlacement, SIGNS};
use chrono::Datelike;
use serde::{Deserialize, Serialize};

pub const SEVEN: [Graha; 7] = Graha::SEVEN;
/// Deeptamsa (orb of light) in degrees, in the order of [`SEVEN`] (Tajika Neelakanthi).
pub const DEEPTAMSA: [f64; 7] = [15.0, 12.0, 8.0, 7.0, 9.0, 7.0, 9.0];
/// Classical order of mean daily motion, fastest first (Moon … Saturn).
pub const FASTEST_FIRST: [Graha; 7] =
    [Graha::Moon, Graha::Mercury, Graha::Venus, Graha::Sun, Graha::Mars, Graha::Jupiter, Graha::Saturn];
/// Tri-rashi pati by day and by night, Aries first (Tajika Neelakanthi).
pub const TRI_RASHI_DAY: [Graha; 12] = [
    Graha::Sun,
    Graha::Venus,
    Graha::Saturn,
    Graha::Venus,
    Graha::Jupiter,
    Graha::Moon,
    Graha::Mercury,
    Graha::Mars,
    Graha::Saturn,
    Graha::Mars,
    Graha::Jupiter,
    Graha::Moon,
];
pub const TRI_RASHI_NIGHT: [Graha; 12] = [
    Graha::Jupiter,
    Graha::Moon,
    Graha::Mercury,
    Graha::Mars,
    Graha::Sun,
    Graha::Venus,
    Graha::Saturn,
    Graha::Venus,
    Graha::Saturn,
    Graha::Mars,
    Graha::Jupiter,
    Graha::Moon,
];
/// Mudda dasha lords in order and their days of a 360-day year.
pub const MUDDA_LORDS: [Graha; 9] = [
    Graha::Sun,
    Graha::Moon,
    Graha::Mars,
    Graha::Rahu,
    Graha::Jupiter,
    Graha::Saturn,
    Graha::Mercury,
    Graha::Ketu,
    Graha::Venus,
];
pub const MUDDA_DAYS: [f64; 9] = [18.0, 30.0, 21.0, 54.0, 48.0, 57.0, 51.0, 21.0, 60.0];
const SIDEREAL_YEAR: f64 = 365.256_363;

#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct VarshaphalRequest {
    /// Birth moment and place.
    pub moment: Moment,
    pub place: Place,
    pub ayanamsa: Option<String>,
    #[serde(default)]
    pub node: NodeType,
    /// Completed years (0..=120); or give `year` (with both, they must agree).
    pub age: Option<i32>,
    /// Calendar year of the return (age = year − birth year).
    pub year: Option<i32>,
    /// Place of the annual chart; the birth place when absent.
    pub annual_place: Option<Place>,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TajikaPlanet {
    pub name: Graha,
    pub longitude: f64,
    pub speed: f64,
    pub retrograde: bool,
    #[serde(flatten)]
    pub sign: SignPlacement,
    #[serde(flatten)]
    pub nakshatra: NakshatraPlacement,
    pub house: u8,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AnnualChart {
    pub ascendant: ChartPoint,
    pub planets: Vec<TajikaPlanet>,
    pub houses: Vec<House>,
    pub daytime: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Muntha {
    pub sign: &'static str,
    pub sign_index: u8,
    /// House of the muntha in the annual chart.
    pub house: u8,
    pub lord: Graha,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Office {
    pub office: &'static str,
    pub planet: Graha,
    /// Has a Tajika aspect (or conjunction) on the annual ascendant's sign.
    pub aspects_ascendant: bool,
    /// Shadbala total in rupas in the annual chart (null when not computable).
    pub strength_rupas: Option<f64>,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct YearLord {
    pub planet: Graha,
    pub candidates: Vec<Office>,
    pub rule: &'static str,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Saham {
    pub name: &'static str,
    pub meaning: &'static str,
    /// Formula used for this chart (A − B + C), after any night reversal.
    pub formula: String,
    pub longitude: f64,
    #[serde(flatten)]
    pub sign: SignPlacement,
    pub added_30: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TajikaAspect {
    pub from: Graha,
    pub to: Graha,
    /// Sign distance counted from `from` to `to`, 1..12.
    pub distance: u8,
    /// friendly, inimical or none.
    pub nature: &'static str,
    /// open (pratyaksha: 1/5/7/9) or secret (gupta: 3/4/10/11); null for none.
    pub kind: Option<&'static str>,
    /// |degree-in-sign difference| and the mean deeptamsa.
    pub degree_gap: f64,
    pub orb: f64,
    pub within_orb: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TajikaYoga {
    pub name: &'static str,
    pub planets: Vec<Graha>,
    pub note: String,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MuddaPeriod {
    pub lord: Graha,
    pub start: EventTime,
    pub end: EventTime,
    pub days: f64,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Varshaphal {
    pub age: i32,
    pub year: i32,
    pub birth: EventTime,
    pub natal_sun_longitude: f64,
    pub natal_ascendant_sign: &'static str,
    /// The varsha pravesha: sidereal solar return.
    pub solar_return: EventTime,
    pub next_solar_return: EventTime,
    pub annual_place: Place,
    pub chart: AnnualChart,
    pub muntha: Muntha,
    pub year_lord: YearLord,
    pub sahams: Vec<Saham>,
    pub tajika_aspects: Vec<TajikaAspect>,
    pub tajika_yogas: Vec<TajikaYoga>,
    pub mudda_dasha: Vec<MuddaPeriod>,
    pub definitions: Definitions,
    pub conventions: Conventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Definitions {
    pub solar_return: &'static str,
    pub daytime: &'static str,
    pub muntha: &'static str,
    pub sahams: &'static str,
    pub tajika_aspects: &'static str,
    pub tajika_yogas: &'static str,
    pub mudda_dasha: &'static str,
}

const DEFINITIONS: Definitions = Definitions {
    solar_return: "moment the sidereal apparent Sun returns to its natal sidereal longitude (root finding, 0.01 s); age n = n-th return",
    daytime: "Sun above the horizon: its longitude between the descendant and the ascendant (houses 7-12 by degree)",
    muntha: "natal ascendant sign + completed years (Tajika Neelakanthi; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 30)",
    sahams: "A - B + C, +30 degrees when C's sign is not met counting from the sign after B's to A's sign; night reversal B - A + C where marked (Tajika Neelakanthi, saham chapter, table of P.V.R. Narasimha Rao ch. 30)",
    tajika_aspects: "sign distance 3/11 secret friendly, 5/9 open friendly, 4/10 secret inimical, 1/7 open inimical, 2/6/8/12 none; deeptamsa Sun 15 Moon 12 Mars 8 Mercury 7 Jupiter 9 Venus 7 Saturn 9, within orb when the degree-in-sign gap <= the mean of the two (Tajika Neelakanthi)",
    tajika_yogas: "Ithasala: Tajika aspect within orb, the faster planet (classical order Moon Mercury Venus Sun Mars Jupiter Saturn) fewer degrees into its sign (applying); Ishrafa: same but the faster has passed; Nakta: two planets without a Tajika aspect both in ithasala with a planet faster than both; Yamaya: the same through a planet slower than both; Kamboola: an ithasala of two planets other than the Moon with the Moon in ithasala with either; Radda: an ithasala with one of the pair retrograde or in its debilitation sign; Manahoo: an ithasala where Mars or Saturn has an inimical aspect within orb on the faster planet (Tajika Neelakanthi, Samjna Tantra, after P.V.R. Narasimha Rao ch. 30)",
    mudda_dasha: "Vimshottari proportions (Sun 18 Moon 30 Mars 21 Rahu 54 Jupiter 48 Saturn 57 Mercury 51 Ketu 21 Venus 60 of 360) over the actual year from this return to the next; first lord = (janma nakshatra + completed years - 2) mod 9 from Sun (0 = Venus); balance as natal Vimshottari (P.V.R. Narasimha Rao ch. 30)",
};

fn idx(graha: Graha) -> usize {
    SEVEN.iter().position(|p| *p == graha).expect("one of the seven grahas")
}

fn speed_rank(graha: Graha) -> usize {
    FASTEST_FIRST.iter().position(|p| *p == graha).expect("one of the seven grahas")
}

/// The `age`-th sidereal solar return after a birth at `birth_jd` with natal Sun `natal_sun`.
pub fn solar_return(birth_jd: f64, natal_sun: f64, age: i32, ayanamsa: Ayanamsa) -> Result<f64> {
    if age == 0 {
        return Ok(birth_jd);
    }
    let guess = birth_jd + age as f64 * SIDEREAL_YEAR;
    let sun = |t: f64| -> Result<(f64, f64)> {
        let p = position(t, bodies::SUN, Zodiac::Sidereal(ayanamsa))?;
        Ok((p.longitude, p.speed_longitude))
    };
    // The sidereal year is fixed; nutation and aberration move the return by minutes, so ±3 days
    // brackets it with room to spare.
    next_angle_crossing(sun, natal_sun, guess - 3.0, guess + 3.0, 1.0)?
        .ok_or_else(|| Error::Ephemeris("solar return not bracketed".into()))
}

pub fn muntha_sign(natal_ascendant_sign: usize, age: i32) -> usize {
    (natal_ascendant_sign as i64 + age as i64).rem_euclid(12) as usize
}

pub fn tri_rashi_pati(sign: usize, daytime: bool) -> Graha {
    if daytime {
        TRI_RASHI_DAY[sign]
    } else {
        TRI_RASHI_NIGHT[sign]
    }
}

/// Nature and kind of the Tajika aspect from one sign to another.
pub fn tajika_aspect(from_sign: usize, to_sign: usize) -> (u8, &'static str, Option<&'static str>) {
    let d = ((to_sign + 12 - from_sign) % 12 + 1) as u8;
    let (nature, kind) = match d {
        5 | 9 => ("friendly", Some("open")),
        3 | 11 => ("friendly", Some("secret")),
        1 | 7 => ("inimical", Some("open")),
        4 | 10 => ("inimical", Some("secret")),
        _ => ("none", None),
    };
    (d, nature, kind)
}

fn degree_in_sign(lon: f64) -> f64 {
    lon.rem_euclid(30.0)
}

/// All Tajika aspects between the seven grahas (each unordered pair once, `from` the faster).
pub fn tajika_aspects(longitudes: &[f64; 7]) -> Vec<TajikaAspect> {
    let mut out = Vec::new();
    for (i, a) in FASTEST_FIRST.iter().enumerate() {
        for b in &FASTEST_FIRST[i + 1..] {
            let (a, b) = (*a, *b);
            let (la, lb) = (longitudes[idx(a)], longitudes[idx(b)]);
            let (distance, nature, kind) = tajika_aspect(sign_index(la), sign_index(lb));
            let gap = (degree_in_sign(la) - degree_in_sign(lb)).abs();
            let orb = (DEEPTAMSA[idx(a)] + DEEPTAMSA[idx(b)]) / 2.0;
            out.push(TajikaAspect {
                from: a,
                to: b,
                distance,
                nature,
                kind,
                degree_gap: gap,
                orb,
                within_orb: kind.is_some() && gap <= orb,
            });
        }
    }
    out
}

/// (faster, slower, applying) for a pair in aspect within orb.
fn contact(longitudes: &[f64; 7], a: Graha, b: Graha) -> Option<(Graha, Graha, bool)> {
    let (fast, slow) = if speed_rank(a) < speed_rank(b) { (a, b) } else { (b, a) };
    let (lf, ls) = (longitudes[idx(fast)], longitudes[idx(slow)]);
    let (_, _, kind) = tajika_aspect(sign_index(lf), sign_index(ls));
    let orb = (DEEPTAMSA[idx(fast)] + DEEPTAMSA[idx(slow)]) / 2.0;
    kind?;
    if (degree_in_sign(lf) - degree_in_sign(ls)).abs() > orb {
        return None;
    }
    Some((fast, slow, degree_in_sign(lf) < degree_in_sign(ls)))
}

fn ithasala(l: &[f64; 7], a: Graha, b: Graha) -> bool {
    a != b && matches!(contact(l, a, b), Some((_, _, true)))
}

/// An ithasala of `fast` and `slow`, and the yogas that qualify it: Radda (obstructed),
/// Kamboola (the Moon joins), Manahoo (Mars or Saturn spoils it).
fn ithasala_and_its_variants(
    longitudes: &[f64; 7],
    retrograde: &[bool; 7],
    fast: Graha,
    slow: Graha,
    out: &mut Vec<TajikaYoga>,
) {
    out.push(TajikaYoga {
        name: "Ithasala",
        planets: vec![fast, slow],
        note: format!("{fast} (faster) applies to {slow} within orb"),
    });
    let afflicted: Vec<&str> = [fast, slow]
        .into_iter()
        .filter(|&p| retrograde[idx(p)] || debilitation(p).0 == sign_index(longitudes[idx(p)]))
        .map(Graha::name)
        .collect();
    if !afflicted.is_empty() {
        out.push(TajikaYoga {
            name: "Radda",
            planets: vec![fast, slow],
            note: format!("the ithasala is obstructed: {} retrograde or debilitated", afflicted.join(", ")),
        });
    }
    if fast != Graha::Moon
        && slow != Graha::Moon
        && (ithasala(longitudes, Graha::Moon, fast) || ithasala(longitudes, Graha::Moon, slow))
    {
        out.push(TajikaYoga {
            name: "Kamboola",
            planets: vec![fast, slow, Graha::Moon],
            note: format!("the Moon is in ithasala with the ithasala of {fast} and {slow}"),
        });
    }
    for m in [Graha::Mars, Graha::Saturn] {
        if m == fast || m == slow {
            continue;
        }
        let (lf, lm) = (longitudes[idx(fast)], longitudes[idx(m)]);
        let (_, nature, _) = tajika_aspect(sign_index(lm), sign_index(lf));
        let orb = (DEEPTAMSA[idx(m)] + DEEPTAMSA[idx(fast)]) / 2.0;
        if nature == "inimical" && (degree_in_sign(lf) - degree_in_sign(lm)).abs() <= orb {
            out.push(TajikaYoga {
                name: "Manahoo",
                planets: vec![fast, slow, m],
                note: format!("{m} has an inimical aspect within orb on {fast}"),
            });
        }
    }
}

/// Nakta and Yamaya: transfer of light between two planets without a Tajika aspect.
fn transfers_of_light(longitudes: &[f64; 7], pairs: &[(Graha, Graha)], out: &mut Vec<TajikaYoga>) {
    for &(a, b) in pairs {
        let (_, _, kind) = tajika_aspect(sign_index(longitudes[idx(a)]), sign_index(longitudes[idx(b)]));
        if kind.is_some() {
            continue;
        }
        for c in FASTEST_FIRST {
            if c == a || c == b || !ithasala(longitudes, c, a) || !ithasala(longitudes, c, b) {
                continue;
            }
            let (rc, ra, rb) = (speed_rank(c), speed_rank(a), speed_rank(b));
            if rc < ra && rc < rb {
                out.push(TajikaYoga {
                    name: "Nakta",
                    planets: vec![a, b, c],
                    note: format!("{c}, faster than both, carries the light between {a} and {b}"),
                });
            } else if rc > ra && rc > rb {
                out.push(TajikaYoga {
                    name: "Yamaya",
                    planets: vec![a, b, c],
                    note: format!("{c}, slower than both, joins {a} and {b}"),
                });
            }
        }
    }
}

/// Tajika yogas of the seven grahas. `retrograde` in the order of [`SEVEN`].
pub fn tajika_yogas(longitudes: &[f64; 7], retrograde: &[bool; 7]) -> Vec<TajikaYoga> {
    let mut out = Vec::new();
    let pairs: Vec<(Graha, Graha)> = FASTEST_FIRST
        .iter()
        .enumerate()
        .flat_map(|(i, a)| FASTEST_FIRST[i + 1..].iter().map(move |b| (*a, *b)))
        .collect();
    for &(fast, slow) in &pairs {
        match contact(longitudes, fast, slow) {
            Some((_, _, true)) => ithasala_and_its_variants(longitudes, retrograde, fast, slow, &mut out),
            Some((_, _, false)) => out.push(TajikaYoga {
                name: "Ishrafa",
                planets: vec![fast, slow],
                note: format!("{fast} (faster) has passed {slow}: separating"),
            }),
            None => {}
        }
    }
    transfers_of_light(longitudes, &pairs, &mut out);
    out
}

/// What the saham formulas need: sidereal longitudes of the annual chart.
#[derive(Debug, Clone)]
pub struct SahamInput {
    pub ascendant: f64,
    /// Sun … Saturn in the order of [`SEVEN`].
    pub planets: [f64; 7],
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
    Saham(&'static str),
    SignLordOf(Graha),
}

struct Formula {
    name: &'static str,
    meaning: &'static str,
    a: Term,
    b: Term,
    c: Term,
    reversed_at_night: bool,
}

const fn f(name: &'static str, meaning: &'static str, a: Term, b: Term, c: Term, rev: bool) -> Formula {
    Formula { name, meaning, a, b, c, reversed_at_night: rev }
}

use Term::{Asc, Fixed, House as H, Lord, Saham as S, P};

/// The sahams in Neelakanthi's order (PVR's table numbers 1-36); day formulas.
const FORMULAS: [Formula; 36] = [
    f("Punya", "fortune, good deeds", P(Graha::Moon), P(Graha::Sun), Asc, true),
    f("Vidya", "education", P(Graha::Sun), P(Graha::Moon), Asc, true),
    f("Yasas", "fame", P(Graha::Jupiter), S("Punya"), Asc, true),
    f("Mitra", "friends", P(Graha::Jupiter), S("Punya"), P(Graha::Venus), true),
    f("Mahatmya", "greatness", S("Punya"), P(Graha::Mars), Asc, true),
    f("Asha", "desires", P(Graha::Saturn), P(Graha::Mars), Asc, true),
    f("Samartha", "enterprise, ability", P(Graha::Mars), Lord(1), Asc, true),
    f("Bhratri", "brothers", P(Graha::Jupiter), P(Graha::Saturn), Asc, false),
    f("Gaurava", "respect", P(Graha::Jupiter), P(Graha::Moon), P(Graha::Sun), true),
    f("Pitri", "father", P(Graha::Saturn), P(Graha::Sun), Asc, true),
    f("Rajya", "kingdom, power", P(Graha::Saturn), P(Graha::Sun), Asc, true),
    f("Matri", "mother", P(Graha::Moon), P(Graha::Venus), Asc, true),
    f("Putra", "children", P(Graha::Jupiter), P(Graha::Moon), Asc, true),
    f("Jeeva", "life", P(Graha::Saturn), P(Graha::Jupiter), Asc, true),
    f("Karma", "work", P(Graha::Mars), P(Graha::Mercury), Asc, true),
    f("Roga", "disease", Asc, P(Graha::Moon), Asc, false),
    f("Kali", "great misfortune", P(Graha::Jupiter), P(Graha::Mars), Asc, true),
    f("Sastra", "sciences", P(Graha::Jupiter), P(Graha::Saturn), P(Graha::Mercury), true),
    f("Bandhu", "relatives", P(Graha::Mercury), P(Graha::Moon), Asc, true),
    f("Mrityu", "death", H(8), P(Graha::Moon), Asc, false),
    f("Paradesa", "foreign lands, travel", H(9), Lord(9), Asc, false),
    f("Artha", "money", H(2), Lord(2), Asc, false),
    f("Paradara", "adultery", P(Graha::Venus), P(Graha::Sun), Asc, true),
    f("Vanika", "commerce", P(Graha::Moon), P(Graha::Mercury), Asc, true),
    f("Karyasiddhi", "success in endeavours", P(Graha::Saturn), P(Graha::Sun), Term::SignLordOf(Graha::Sun), true),
    f("Vivaha", "marriage", P(Graha::Venus), P(Graha::Saturn), Asc, true),
    f("Santapa", "sadness", P(Graha::Saturn), P(Graha::Moon), H(6), true),
    f("Sraddha", "devotion", P(Graha::Venus), P(Graha::Mars), Asc, true),
    f("Preeti", "love, attachment", S("Sastra"), S("Punya"), Asc, true),
    f("Jadya", "chronic disease", P(Graha::Mars), P(Graha::Saturn), P(Graha::Mercury), true),
    f("Vyapara", "business", P(Graha::Mars), P(Graha::Saturn), Asc, false),
    f("Satru", "enemies", P(Graha::Mars), P(Graha::Saturn), Asc, true),
    f("Jalapatana", "crossing water", Fixed(105.0), P(Graha::Saturn), Asc, true),
    f("Bandhana", "imprisonment", S("Punya"), P(Graha::Saturn), Asc, true),
    f("Apamrityu", "bad death", H(8), P(Graha::Mars), Asc, true),
    f("Labha", "gains", H(11), Lord(11), Asc, true),
];

fn term_name(t: Term) -> String {
    match t {
        Asc => "Lagna".into(),
        P(p) => p.name().into(),
        H(h) => format!("house {h}"),
        Lord(h) => format!("lord of house {h}"),
        Fixed(x) => format!("{x} deg (Cancer 15)"),
        S(s) => format!("{s} saham"),
        Term::SignLordOf(p) => format!("lord of the {p}'s sign"),
    }
}

/// All 36 sahams of a chart.
pub fn sahams(input: &SahamInput) -> Vec<Saham> {
    let asc = input.ascendant;
    let asc_sign = sign_index(asc);
    let lon_of = |p: Graha| input.planets[idx(p)];
    let lord_of_house = |h: u8| SIGNS[(asc_sign + h as usize - 1) % 12].lord;
    let mut done: Vec<(&'static str, f64)> = Vec::new();
    let mut out = Vec::new();
    for fm in &FORMULAS {
        let night = !input.daytime;
        let (mut a, mut b, mut c) = (fm.a, fm.b, fm.c);
        // Samartha: Jupiter stands for the lagna lord when Mars owns the lagna, and the
        // order turns round (Jupiter − Mars + Lagna by day).
        let mut reverse = night && fm.reversed_at_night;
        if fm.name == "Samartha" && lord_of_house(1) == Graha::Mars {
            b = P(Graha::Jupiter);
            reverse = !reverse;
        }
        if fm.name == "Karyasiddhi" && night {
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
        done.push((fm.name, lon));
        out.push(Saham {
            name: fm.name,
            meaning: fm.meaning,
            formula: format!("{} - {} + {}", term_name(a), term_name(b), term_name(c)),
            longitude: lon,
            sign: SignPlacement::of(lon),
            added_30,
        });
    }
    out
}

/// The nine Mudda dasha periods of a year. `moon` is the natal sidereal Moon.
pub fn mudda_dasha(moon: f64, age: i32, start_jd: f64, end_jd: f64, offset: i32) -> Vec<MuddaPeriod> {
    let nak = ((moon.rem_euclid(360.0) / NAKSHATRA_SPAN) as usize).min(26);
    // Remainder 1 = Sun → index 0 … 0 = Venus → index 8.
    let first = (((nak as i64 + 1 + age as i64 - 2).rem_euclid(9) + 8) % 9) as usize;
    let elapsed = moon.rem_euclid(360.0) / NAKSHATRA_SPAN - nak as f64;
    let scale = (end_jd - start_jd) / 360.0;
    let mut t = start_jd - elapsed * MUDDA_DAYS[first] * scale;
    (0..9)
        .map(|k| {
            let i = (first + k) % 9;
            let days = MUDDA_DAYS[i] * scale;
            let p = MuddaPeriod {
                lord: MUDDA_LORDS[i],
                start: EventTime::new(t, offset),
                end: EventTime::new(t + days, offset),
                days,
            };
            t += days;
            p
        })
        .collect()
}

/// Tajika aspect of a planet's sign on a sign (conjunction counts).
fn aspects_sign(planet_sign: usize, sign: usize) -> bool {
    tajika_aspect(planet_sign, sign).2.is_some()
}

/// The year of life asked for, by `age` (completed years) or calendar `year`, checked.
fn year_of_life(req: &VarshaphalRequest, birth_year: i32) -> Result<i32> {
    let age = match (req.age, req.year) {
        (Some(a), Some(y)) if y - birth_year == a => a,
        (Some(_), Some(_)) => return Err(Error::invalid("year", "disagrees with age (age = year - birth year)")),
        (Some(a), None) => a,
        (None, Some(y)) => y - birth_year,
        (None, None) => return Err(Error::invalid("age", "give age (completed years) or year")),
    };
    if !(0..=120).contains(&age) {
        let param = if req.age.is_some() { "age" } else { "year" };
        return Err(Error::invalid(param, "the year of life must be from 0 to 120 years after birth"));
    }
    Ok(age)
}

/// The lord of the year among the five office-bearers of the annual chart.
fn year_lord(
    req: &VarshaphalRequest,
    annual: &VedicChart,
    t0: f64,
    natal_asc_sign: usize,
    muntha_lord: Graha,
) -> Result<YearLord> {
    let offset = req.moment.offset_minutes;
    let annual_place = annual_place_of(req)?;
    let asc_sign = sign_index(annual.ascendant.longitude);
    let longitudes: [f64; 7] = std::array::from_fn(|i| annual.planets[i].longitude);
    let daytime = (longitudes[0] - annual.ascendant.longitude).rem_euclid(360.0) >= 180.0;
    let strengths: Option<Vec<(Graha, f64)>> = shadbala(&StrengthRequest {
        moment: Moment { jd_ut: t0, offset_minutes: offset },
        place: annual_place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
        sunrise: Default::default(),
        method: Default::default(),
    })
    .ok()
    .map(|s| s.planets.iter().map(|p| (p.planet, p.total_rupas)).collect());
    let luminary = if daytime { longitudes[0] } else { longitudes[1] };
    let offices = [
        ("muntha lord", muntha_lord),
        ("lord of the natal ascendant", SIGNS[natal_asc_sign].lord),
        ("tri-rashi pati of the annual ascendant", tri_rashi_pati(asc_sign, daytime)),
        (
            if daytime { "lord of the Sun's sign (day)" } else { "lord of the Moon's sign (night)" },
            SIGNS[sign_index(luminary)].lord,
        ),
        ("lord of the annual ascendant", SIGNS[asc_sign].lord),
    ];
    let candidates: Vec<Office> = offices
        .iter()
        .map(|&(office, planet)| Office {
            office,
            planet,
            aspects_ascendant: aspects_sign(sign_index(longitudes[idx(planet)]), asc_sign),
            strength_rupas: strengths.as_ref().and_then(|s| s.iter().find(|(n, _)| *n == planet).map(|(_, v)| *v)),
        })
        .collect();
    let eligible: Vec<&Office> = candidates.iter().filter(|c| c.planet != Graha::Moon).collect();
    let aspecting: Vec<&Office> = eligible.iter().copied().filter(|c| c.aspects_ascendant).collect();
    let pool = if aspecting.is_empty() { &eligible } else { &aspecting };
    let strongest = pool
        .iter()
        .copied()
        .fold(None::<&Office>, |best, c| match (best, c.strength_rupas) {
            (None, _) => Some(c),
            (Some(b), Some(s)) if s > b.strength_rupas.unwrap_or(f64::NEG_INFINITY) => Some(c),
            (Some(b), _) => Some(b),
        })
        .map(|c| c.planet)
        .unwrap_or(SIGNS[asc_sign].lord);
    Ok(YearLord {
        planet: strongest,
        candidates,
        rule: "the strongest (Shadbala rupas of the annual chart) of the five office-bearers that aspect the annual ascendant by a Tajika aspect; if none does, the strongest of all; the Moon is never year lord (Tajika Neelakanthi; strength measure: this API's choice)",
    })
}

/// Where the annual chart is cast: the annual place if given, else the birth place.
fn annual_place_of(req: &VarshaphalRequest) -> Result<Place> {
    match req.annual_place {
        Some(p) => Place::checked(p.lat, p.lon),
        None => Ok(req.place),
    }
}

pub fn varshaphal(req: &VarshaphalRequest) -> Result<Varshaphal> {
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let natal = vedic_chart(&ChartRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
    })?;
    let offset = req.moment.offset_minutes;
    let birth_year = calendar_from_jd(req.moment.jd_ut + offset as f64 / 1440.0).year();
    let age = year_of_life(req, birth_year)?;
    let annual_place = annual_place_of(req)?;
    let sun = natal.planets[0].longitude;
    let moon = natal.planets[1].longitude;
    let t0 = solar_return(req.moment.jd_ut, sun, age, ayanamsa)?;
    let t1 = solar_return(req.moment.jd_ut, sun, age + 1, ayanamsa)?;
    crate::ephemeris::time::check_supported(t1)?;
    let annual = vedic_chart(&ChartRequest {
        moment: Moment { jd_ut: t0, offset_minutes: offset },
        place: annual_place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
    })?;
    let asc = annual.ascendant.longitude;
    let asc_sign = sign_index(asc);
    let longitudes: [f64; 7] = std::array::from_fn(|i| annual.planets[i].longitude);
    let retro: [bool; 7] = std::array::from_fn(|i| annual.planets[i].retrograde);
    let daytime = (longitudes[0] - asc).rem_euclid(360.0) >= 180.0;
    let natal_asc_sign = sign_index(natal.ascendant.longitude);
    let m = muntha_sign(natal_asc_sign, age);
    let muntha = Muntha {
        sign: SIGNS[m].name,
        sign_index: m as u8 + 1,
        house: ((m + 12 - asc_sign) % 12 + 1) as u8,
        lord: SIGNS[m].lord,
    };
    let year_lord = year_lord(req, &annual, t0, natal_asc_sign, muntha.lord)?;
    let planets = annual
        .planets
        .iter()
        .map(|g| TajikaPlanet {
            name: g.graha,
            longitude: g.longitude,
            speed: g.speed,
            retrograde: g.retrograde,
            sign: g.sign.clone(),
            nakshatra: g.nakshatra.clone(),
            house: g.house,
        })
        .collect();
    Ok(Varshaphal {
        age,
        year: birth_year + age,
        birth: EventTime::new(req.moment.jd_ut, offset),
        natal_sun_longitude: sun,
        natal_ascendant_sign: SIGNS[natal_asc_sign].name,
        solar_return: EventTime::new(t0, offset),
        next_solar_return: EventTime::new(t1, offset),
        annual_place,
        sahams: sahams(&SahamInput { ascendant: asc, planets: longitudes, daytime }),
        tajika_aspects: tajika_aspects(&longitudes),
        tajika_yogas: tajika_yogas(&longitudes, &retro),
        mudda_dasha: mudda_dasha(moon, age, t0, t1, offset),
        chart: AnnualChart { ascendant: annual.ascendant.clone(), planets, houses: annual.houses.clone(), daytime },
        muntha,
        year_lord,
        definitions: DEFINITIONS,
        conventions: annual.conventions,
    })
}
