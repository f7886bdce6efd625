//! Balance of the chart (`/v1/western/natal/balance`): elements, modalities and polarity by sign,
//! hemispheres and quadrants by house.
//!
//! Weights (stated in every answer): Sun, Moon and ascendant 2 each; Mercury … Pluto and the MC
//! 1 each; so 15 points of sign weight in all. Hemispheres and quadrants count the ten planets
//! (1 each, Sun and Moon 2 each: 12 in all) by their house; the angles define them and are left
//! out.
//!
//! - Elements: fire (Aries, Leo, Sagittarius), earth (Taurus, Virgo, Capricorn), air (Gemini,
//!   Libra, Aquarius), water (Cancer, Scorpio, Pisces).
//! - Modalities: cardinal (Aries, Cancer, Libra, Capricorn), fixed (Taurus, Leo, Scorpio,
//!   Aquarius), mutable (Gemini, Virgo, Sagittarius, Pisces).
//! - Polarity: positive (fire and air), negative (earth and water).
//! - Hemispheres: below the horizon houses 1–6 (north), above houses 7–12 (south); east houses
//!   10–12 and 1–3, west houses 4–9. Quadrants: houses 1–3, 4–6, 7–9, 10–12.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::ChartConventions;
use crate::western::request::Birth;
use crate::zodiac::sign::sign_index;
use serde::Serialize;

/// Weight of a point in the sign counts (key, weight).
pub const SIGN_WEIGHTS: [(&str, f64); 12] = [
    ("sun", 2.0),
    ("moon", 2.0),
    ("mercury", 1.0),
    ("venus", 1.0),
    ("mars", 1.0),
    ("jupiter", 1.0),
    ("saturn", 1.0),
    ("uranus", 1.0),
    ("neptune", 1.0),
    ("pluto", 1.0),
    ("ascendant", 2.0),
    ("mc", 1.0),
];

/// One category of a balance: its weight and the points in it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Share {
    /// Name of the category, e.g. `fire`, `cardinal`, `eastern`.
    pub name: &'static str,
    /// Sum of the weights of the points in it.
    pub weight: f64,
    /// Percentage of the total weight.
    pub percent: f64,
    /// The points in it.
    pub points: Vec<&'static str>,
}

/// The balance of a birth chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BalanceAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Fire, earth, air, water.
    pub elements: Vec<Share>,
    /// Cardinal, fixed, mutable.
    pub modalities: Vec<Share>,
    /// Positive (fire and air), negative (earth and water).
    pub polarity: Vec<Share>,
    /// Northern (houses 1–6, below the horizon), southern (7–12), eastern (10–3), western (4–9).
    pub hemispheres: Vec<Share>,
    /// First (houses 1–3), second (4–6), third (7–9), fourth (10–12).
    pub quadrants: Vec<Share>,
    /// The heaviest element (several on a tie).
    pub dominant_element: Vec<&'static str>,
    /// The heaviest modality (several on a tie).
    pub dominant_modality: Vec<&'static str>,
    /// How the balance was weighed.
    pub conventions: BalanceConventions,
}

/// How the balance was weighed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BalanceConventions {
    /// How the chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// The weights of the points.
    pub weights: &'static str,
}

fn shares(names: &[&'static str], items: &[(&'static str, f64, usize)]) -> Vec<Share> {
    let total: f64 = items.iter().map(|x| x.1).sum();
    names
        .iter()
        .enumerate()
        .map(|(i, &name)| {
            let inside: Vec<&(&str, f64, usize)> = items.iter().filter(|x| x.2 == i).collect();
            let weight: f64 = inside.iter().map(|x| x.1).sum();
            Share { name, weight, percent: 100.0 * weight / total, points: inside.iter().map(|x| x.0).collect() }
        })
        .collect()
}

fn dominant(s: &[Share]) -> Vec<&'static str> {
    let top = s.iter().map(|x| x.weight).fold(0.0, f64::max);
    s.iter().filter(|x| x.weight == top).map(|x| x.name).collect()
}

/// Weighted points in several overlapping categories (a hemisphere pair each).
fn halves(names: [&'static str; 2], items: &[(&'static str, f64, u8)], first: impl Fn(u8) -> bool) -> Vec<Share> {
    let sorted: Vec<(&'static str, f64, usize)> =
        items.iter().map(|&(n, w, h)| (n, w, if first(h) { 0 } else { 1 })).collect();
    shares(&names, &sorted)
}

/// `/v1/western/natal/balance`.
pub fn natal_balance(birth: &Birth) -> Result<BalanceAnswer> {
    let c = birth.chart()?;
    let pts = c.aspect_points();
    let weight = |key: &str| SIGN_WEIGHTS.iter().find(|w| w.0 == key).map(|w| w.1);
    let signed: Vec<(&'static str, f64, usize)> =
        pts.iter().filter_map(|p| weight(p.key).map(|w| (p.name, w, sign_index(p.longitude)))).collect();
    let by = |f: fn(usize) -> usize| -> Vec<(&'static str, f64, usize)> {
        signed.iter().map(|&(n, w, s)| (n, w, f(s))).collect()
    };
    let elements = shares(&["fire", "earth", "air", "water"], &by(|s| s % 4));
    let modalities = shares(&["cardinal", "fixed", "mutable"], &by(|s| s % 3));
    let polarity = shares(&["positive", "negative"], &by(|s| s % 2));
    let housed: Vec<(&'static str, f64, u8)> =
        c.points[..10].iter().map(|p| (p.name, weight(p.key).unwrap_or(1.0), p.house)).collect();
    // Quarters of the house circle: houses 1–3, 4–6, 7–9, 10–12 (sectors 1–9 … of Gauquelin's 36).
    let n = c.houses.cusps.len();
    let quarter = move |h: u8| (h as usize - 1) * 4 / n;
    let mut hemispheres = halves(["northern", "southern"], &housed, |h| quarter(h) < 2);
    hemispheres.extend(halves(["eastern", "western"], &housed, |h| quarter(h) == 0 || quarter(h) == 3));
    let quarters: Vec<(&'static str, f64, usize)> = housed.iter().map(|&(p, w, h)| (p, w, quarter(h))).collect();
    let quadrants = shares(&["first", "second", "third", "fourth"], &quarters);
    Ok(BalanceAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        dominant_element: dominant(&elements),
        dominant_modality: dominant(&modalities),
        elements,
        modalities,
        polarity,
        hemispheres,
        quadrants,
        conventions: BalanceConventions {
            chart: c.chart_conventions(&Default::default()),
            weights: "signs: Sun 2, Moon 2, ascendant 2, Mercury … Pluto 1 each, MC 1 (15 in all); houses \
                      (hemispheres, quadrants): the ten planets, Sun 2, Moon 2, the others 1 (12 in all); \
                      northern = houses 1–6 (below the horizon), eastern = houses 10–12 and 1–3",
        },
    })
}
