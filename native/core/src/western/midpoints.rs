//! Cosmobiology (Ebertin): every midpoint of the chart's factors folded onto the 90° dial, and
//! the factors standing on it within an orb (on the dial: conjunct, square or opposite the
//! midpoint on the zodiac).
//!
//! Factors: Sun..Pluto, the true node, the ascendant and the MC. Orb default 1.5° (`orb`).
//! A factor never activates a midpoint of which it is one end.

use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::western::chart::ChartConventions;
use crate::western::composite::near_midpoint;
use crate::western::request::Birth;
use serde::Deserialize;
use serde::Serialize;

/// Default orb on the 90° dial, degrees.
pub const DEFAULT_ORB: f64 = 1.5;

/// A factor standing on a midpoint.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Activation {
    /// Display name of the activating factor, e.g. `Mars`.
    pub name: &'static str,
    /// Index of the activating factor in the factor list (the trees join on it).
    #[serde(skip)]
    pub factor: usize,
    /// Distance on the 90° dial, degrees.
    pub orb: f64,
}

/// The midpoint of two factors and the factors that activate it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Midpoint {
    /// "Sun/Moon".
    pub pair: String,
    /// Display name of the first factor of the pair.
    pub a: &'static str,
    /// Display name of the second factor of the pair.
    pub b: &'static str,
    /// Near midpoint on the zodiac.
    pub longitude: f64,
    /// Position on the 90° dial, [0, 90).
    pub dial: f64,
    /// Factors within the orb of this midpoint on the dial (never one of the pair itself).
    pub activated_by: Vec<Activation>,
}

/// One branch of a midpoint tree: a midpoint the factor stands on.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TreeBranch {
    /// The midpoint's pair, e.g. `Sun/Moon`.
    pub pair: String,
    /// Distance from the factor to the midpoint on the 90° dial, degrees.
    pub orb: f64,
}

/// A midpoint tree: one factor and the midpoints it stands on.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Tree {
    /// Display name of the factor, e.g. `Sun`, `Ascendant`.
    pub name: &'static str,
    /// Tropical ecliptic longitude of the factor in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Position of the factor on the 90° dial, 0 <= x < 90.
    pub dial: f64,
    /// Midpoints the factor stands on, closest first.
    pub midpoints: Vec<TreeBranch>,
}

/// Cosmobiology midpoints and midpoint trees of a birth chart on the 90° dial.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MidpointsAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Orb used on the 90° dial, degrees.
    pub orb: f64,
    /// Every midpoint of two factors, pair by pair in factor order.
    pub midpoints: Vec<Midpoint>,
    /// One tree per factor, in factor order: Sun … Pluto, True Node, Ascendant, MC.
    pub trees: Vec<Tree>,
    /// How the midpoints were computed.
    pub conventions: MidpointConventions,
}

/// How the midpoints were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MidpointConventions {
    /// How the natal chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// How midpoints are folded on the dial, what activates one, and which factors are used.
    pub dial: &'static str,
}

/// Distance of two dial positions on the 90° circle, [0, 45].
pub fn dial_distance(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(90.0);
    d.min(90.0 - d)
}

/// A natal chart and the orb of the midpoint trees.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct MidpointsRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Orb on the 90° dial in degrees (0..5); the default when absent.
    pub orb: Option<f64>,
}

/// `/v1/western/midpoints`: the midpoint trees of the natal chart on the 90° dial.
pub fn cosmobiology_midpoints(req: &MidpointsRequest) -> Result<MidpointsAnswer> {
    let orb = req.orb.unwrap_or(DEFAULT_ORB);
    if !(orb.is_finite() && (0.0..=5.0).contains(&orb)) {
        return Err(Error::invalid("orb", "must be from 0 to 5 degrees"));
    }
    let c = req.birth.chart()?;
    let factors: Vec<(&'static str, f64)> = c
        .aspect_points()
        .into_iter()
        .filter(|b| !matches!(b.key, "chiron" | "lilith"))
        .map(|b| (b.name, b.longitude))
        .collect();
    let mut mids = Vec::new();
    for i in 0..factors.len() {
        for j in i + 1..factors.len() {
            let lon = near_midpoint(factors[i].1, factors[j].1);
            let dial = lon.rem_euclid(90.0);
            let activated_by = factors
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != i && k != j)
                .filter_map(|(k, f)| {
                    let d = dial_distance(f.1, dial);
                    (d <= orb).then_some(Activation { name: f.0, factor: k, orb: d })
                })
                .collect();
            mids.push(Midpoint {
                pair: format!("{}/{}", factors[i].0, factors[j].0),
                a: factors[i].0,
                b: factors[j].0,
                longitude: lon,
                dial,
                activated_by,
            });
        }
    }
    let trees = factors
        .iter()
        .enumerate()
        .map(|(k, &(name, lon))| {
            let mut midpoints: Vec<TreeBranch> = mids
                .iter()
                .flat_map(|m| {
                    m.activated_by
                        .iter()
                        .filter(|a| a.factor == k)
                        .map(|a| TreeBranch { pair: m.pair.clone(), orb: a.orb })
                })
                .collect();
            midpoints.sort_by(|x, y| x.orb.total_cmp(&y.orb));
            Tree { name, longitude: lon, dial: lon.rem_euclid(90.0), midpoints }
        })
        .collect();
    Ok(MidpointsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        orb,
        midpoints: mids,
        trees,
        conventions: MidpointConventions {
            chart: c.chart_conventions(&Default::default()),
            dial: "near midpoints folded modulo 90°; a factor activates a midpoint when their dial distance \
                   is within the orb (conjunction, square or opposition on the zodiac); factors Sun..Pluto, \
                   true node, ascendant, MC",
        },
    })
}
