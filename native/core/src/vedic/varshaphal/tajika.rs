//! Tajika aspects (drishti by sign distance, with deeptamsa orbs) and the Tajika yogas of the
//! annual chart (Tajika Neelakanthi; see the module above for the definitions).

use crate::vedic::dignity::debilitation;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::Serialize;

use super::idx;

/// Deeptamsa (orb of light) in degrees, in the order of [`SEVEN`] (Tajika Neelakanthi).
pub const DEEPTAMSA: [f64; 7] = [15.0, 12.0, 8.0, 7.0, 9.0, 7.0, 9.0];
/// Classical order of mean daily motion, fastest first (Moon … Saturn).
pub const FASTEST_FIRST: [Graha; 7] =
    [Graha::Moon, Graha::Mercury, Graha::Venus, Graha::Sun, Graha::Mars, Graha::Jupiter, Graha::Saturn];

/// The Tajika aspect between two of the seven grahas.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TajikaAspect {
    /// The faster graha of the pair (classical order Moon, Mercury, Venus, Sun, Mars, Jupiter, Saturn).
    pub from: Graha,
    /// The slower graha of the pair.
    pub to: Graha,
    /// Sign distance counted from `from` to `to`, 1..12.
    pub distance: u8,
    /// friendly, inimical or none.
    pub nature: &'static str,
    /// open (pratyaksha: 1/5/7/9) or secret (gupta: 3/4/10/11); null for none.
    pub kind: Option<&'static str>,
    /// |degree-in-sign difference| and the mean deeptamsa.
    pub degree_gap: f64,
    /// Orb: the mean of the two grahas' deeptamsas, in degrees.
    pub orb: f64,
    /// Whether there is an aspect and the degree gap is within the orb.
    pub within_orb: bool,
}

/// A Tajika yoga found in the annual chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TajikaYoga {
    /// Name of the yoga: Ithasala, Ishrafa, Nakta, Yamaya, Kamboola, Radda or Manahoo.
    pub name: &'static str,
    /// Stable lower-case key of the yoga (`ithasala` …), also the key of its report text.
    pub key: &'static str,
    /// The grahas taking part (the pair first, then any third graha).
    pub planets: Vec<Graha>,
    /// How the yoga is formed here, in one sentence.
    pub note: String,
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
        key: "ithasala",
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
            key: "radda",
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
            key: "kamboola",
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
                key: "manahoo",
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
                    key: "nakta",
                    planets: vec![a, b, c],
                    note: format!("{c}, faster than both, carries the light between {a} and {b}"),
                });
            } else if rc > ra && rc > rb {
                out.push(TajikaYoga {
                    name: "Yamaya",
                    key: "yamaya",
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
                key: "ishrafa",
                planets: vec![fast, slow],
                note: format!("{fast} (faster) has passed {slow}: separating"),
            }),
            None => {}
        }
    }
    transfers_of_light(longitudes, &pairs, &mut out);
    out
}

/// Rank of a graha in [`FASTEST_FIRST`] (0 = the Moon, the fastest).
fn speed_rank(graha: Graha) -> usize {
    FASTEST_FIRST.iter().position(|p| *p == graha).expect("one of the seven grahas")
}
