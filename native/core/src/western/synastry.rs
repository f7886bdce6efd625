//! `/v1/western/synastry/aspects`: aspects between two natal charts and each person's points in
//! the other's houses.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::aspects::{self, Aspect};
use crate::western::chart::{house_of, ChartConventions, NatalChart};
use crate::western::request::{AspectChoice, Birth, Person};
use serde::{Deserialize, Serialize};

/// Two births: the first person's (`p1_`, alias `boy_`) and the second's (`p2_`, alias `girl_`).
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PairRequest {
    /// The first person's chart, whose house system and Lilith both charts use.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs.
    #[serde(flatten)]
    pub aspects: AspectChoice,
    /// The second person.
    pub partner: Person,
}

impl PairRequest {
    /// Both natal charts, cast with the same conventions.
    pub fn charts(&self) -> Result<(NatalChart, NatalChart)> {
        let a = self.birth.chart()?;
        let b = self.birth.other(self.partner.moment, self.partner.place).chart()?;
        Ok((a, b))
    }
}

/// One person's point placed in the other person's houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Overlay {
    /// Display name of the point, e.g. `Venus`, `Ascendant`.
    pub name: &'static str,
    /// Tropical ecliptic longitude of the point in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// House of the other person's chart this point falls in.
    pub house: u8,
}

/// Synastry: aspects between two natal charts and each person's points in the other's houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SynastryAnswer {
    /// Birth moment of the first person (`p1_` parameters, alias `boy_`).
    pub p1_moment: EventTime,
    /// Birth moment of the second person (`p2_` parameters, alias `girl_`).
    pub p2_moment: EventTime,
    /// Each aspect's `p1` is the first person's point, `p2` the second's.
    pub aspects: Vec<Aspect>,
    /// The first person's points in the second person's houses.
    pub p1_in_p2_houses: Vec<Overlay>,
    /// The second person's points in the first person's houses.
    pub p2_in_p1_houses: Vec<Overlay>,
    /// How both charts and the aspects were computed (the first person's house system and Lilith).
    pub conventions: ChartConventions,
}

fn overlays(c: &NatalChart, other: &NatalChart) -> Vec<Overlay> {
    c.aspect_points()
        .into_iter()
        .map(|b| Overlay { name: b.name, longitude: b.longitude, house: house_of(b.longitude, &other.houses.cusps) })
        .collect()
}

/// `/v1/western/synastry/aspects`.
pub fn synastry_aspects(req: &PairRequest) -> Result<SynastryAnswer> {
    let opts = req.aspects.options()?;
    let (a, b) = req.charts()?;
    Ok(SynastryAnswer {
        p1_moment: EventTime::new(a.moment.jd_ut, a.moment.offset_minutes),
        p2_moment: EventTime::new(b.moment.jd_ut, b.moment.offset_minutes),
        aspects: aspects::across(&a.aspect_points(), &b.aspect_points(), &opts),
        p1_in_p2_houses: overlays(&a, &b),
        p2_in_p1_houses: overlays(&b, &a),
        conventions: a.chart_conventions(&opts),
    })
}
