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

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CompositePoint {
    /// Stable key of the point (not in the answer).
    #[serde(skip)]
    pub key: &'static str,
    pub name: &'static str,
    pub longitude: f64,
    #[serde(flatten)]
    pub sign: SignPlacement,
    pub house: u8,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CompositeAnswer {
    pub boy_moment: EventTime,
    pub girl_moment: EventTime,
    pub planets: Vec<CompositePoint>,
    pub ascendant: Angle,
    pub mc: Angle,
    pub houses: Vec<Cusp>,
    pub aspects: Vec<Aspect>,
    pub conventions: CompositeConventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CompositeConventions {
    #[serde(flatten)]
    pub chart: ChartConventions,
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
        boy_moment: EventTime::new(a.moment.jd_ut, a.moment.offset_minutes),
        girl_moment: EventTime::new(b.moment.jd_ut, b.moment.offset_minutes),
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
