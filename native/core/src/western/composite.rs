//! `/v1/western/composite`: the midpoint composite of two charts.

use crate::ephemeris::root::wrap180;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::aspects::{self, Aspect};
use crate::western::chart::{cusp_list, house_of, ChartConventions};
use crate::western::houses::{Angle, Cusp};
use crate::western::synastry::PairRequest;
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::Serialize;

/// Midpoint on the shorter arc between two longitudes (for exact oppositions, the one at a + 90°).
pub fn near_midpoint(a: f64, b: f64) -> f64 {
    normalize(a + wrap180(b - a) / 2.0)
}

/// A point of the composite chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CompositePoint {
    /// Stable key of the point (not in the answer).
    #[serde(skip)]
    pub key: &'static str,
    /// Display name of the point, e.g. `Sun`, `Lilith`.
    pub name: &'static str,
    /// Tropical longitude in degrees, 0 <= x < 360: the near midpoint of the two natal longitudes.
    pub longitude: f64,
    /// Tropical sign of the composite point, with its classical ruler.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// House (1-based) of the composite point among the composite cusps.
    pub house: u8,
}

/// The midpoint composite chart of two people.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CompositeAnswer {
    /// Birth moment of the first person (`p1_` parameters, alias `boy_`).
    pub p1_moment: EventTime,
    /// Birth moment of the second person (`p2_` parameters, alias `girl_`).
    pub p2_moment: EventTime,
    /// Composite Sun … Pluto, True Node, Chiron and Lilith, in that order.
    pub planets: Vec<CompositePoint>,
    /// Composite ascendant: near midpoint of the two ascendants.
    pub ascendant: Angle,
    /// Composite MC: near midpoint of the two MCs.
    pub mc: Angle,
    /// Composite house cusps (near midpoints of the two charts' cusps), house 1 first.
    pub houses: Vec<Cusp>,
    /// Aspects among the composite points, ascendant and MC, within orb (no motion: never applying).
    pub aspects: Vec<Aspect>,
    /// How the composite was computed.
    pub conventions: CompositeConventions,
}

/// How a composite chart was computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CompositeConventions {
    /// The first chart's conventions (house system, Lilith, aspects and orbs).
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// How the composite points, cusps and angles are derived from the two charts.
    pub method: &'static str,
}

/// `/v1/western/composite`.
pub fn composite(req: &PairRequest) -> Result<CompositeAnswer> {
    let opts = req.aspects.options()?;
    let (a, b) = req.charts()?;
    let cusps: Vec<f64> = a.houses.cusps.iter().zip(&b.houses.cusps).map(|(&x, &y)| near_midpoint(x, y)).collect();
    let planets: Vec<CompositePoint> = a
        .points
        .iter()
        .zip(&b.points)
        .map(|(p, q)| {
            let lon = near_midpoint(p.longitude, q.longitude);
            CompositePoint {
                key: p.key,
                name: p.name,
                longitude: lon,
                sign: SignPlacement::of(lon),
                house: house_of(lon, &cusps),
            }
        })
        .collect();
    let asc = near_midpoint(a.ascendant(), b.ascendant());
    let mc = near_midpoint(a.mc(), b.mc());
    let mut pts: Vec<aspects::Body> = planets
        .iter()
        .map(|p| aspects::Body { key: p.key, name: p.name, longitude: p.longitude, speed: 0.0 })
        .collect();
    pts.push(aspects::Body { key: "ascendant", name: "Ascendant", longitude: asc, speed: 0.0 });
    pts.push(aspects::Body { key: "mc", name: "MC", longitude: mc, speed: 0.0 });
    Ok(CompositeAnswer {
        p1_moment: EventTime::new(a.moment.jd_ut, a.moment.offset_minutes),
        p2_moment: EventTime::new(b.moment.jd_ut, b.moment.offset_minutes),
        planets,
        ascendant: Angle::of(asc),
        mc: Angle::of(mc),
        houses: cusp_list(&cusps),
        aspects: aspects::within(&pts, &opts),
        conventions: CompositeConventions {
            chart: a.chart_conventions(&opts),
            method: "near midpoints of each pair of points; cusps, ascendant and MC as near midpoints of the \
                     two charts' cusps and angles; composite points do not move (aspects have no motion)",
        },
    })
}
