//! `/v1/western/natal/asteroids`: Chiron, the four main asteroids and Lilith in the natal houses.

use crate::ephemeris::bodies;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::{make_point, ChartConventions, Point};
use crate::western::request::Birth;
use serde::Serialize;

/// Chiron, the four main asteroids and Lilith at birth.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AsteroidsAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Chiron, Ceres, Pallas, Juno, Vesta and Lilith, in that order, with signs and natal houses.
    pub asteroids: Vec<Point>,
    /// How the positions were computed.
    pub conventions: ChartConventions,
}

/// Chiron, Ceres, Pallas, Juno, Vesta and Lilith (mean unless `lilith=true`).
pub fn natal_asteroids(birth: &Birth) -> Result<AsteroidsAnswer> {
    let c = birth.chart()?;
    let mut list = Vec::with_capacity(6);
    for b in [bodies::CHIRON, bodies::CERES, bodies::PALLAS, bodies::JUNO, bodies::VESTA, c.lilith] {
        list.push(make_point(b, c.moment.jd_ut, &c.houses.cusps)?);
    }
    Ok(AsteroidsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        asteroids: list,
        conventions: c.chart_conventions(&Default::default()),
    })
}
