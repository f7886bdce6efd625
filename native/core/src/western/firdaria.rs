//! `/v1/western/firdaria`: the Persian time-lord periods of a life (75 years) and their
//! Chaldean sub-periods.

use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::Result;
use crate::western::chart::ChartConventions;
use crate::western::dignities::CHALDEAN;
use crate::western::request::Birth;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// Where the lunar nodes' periods fall in a night chart's sequence.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum NodePlacement {
    /// After the seven planets, in day and night charts alike.
    #[default]
    End,
    /// Right after Mars in night charts (Bonatti's variant).
    AfterMars,
}

impl NodePlacement {
    /// The slug the answer echoes.
    pub fn slug(self) -> &'static str {
        match self {
            NodePlacement::End => "end",
            NodePlacement::AfterMars => "after-mars",
        }
    }
}

/// A natal chart, the node placement, and optionally the moment whose period is wanted.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct FirdariaRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Where the nodes go in night charts.
    #[serde(default)]
    pub node_placement: NodePlacement,
    /// The moment whose period and sub-period are reported as `current`.
    pub at: Option<Moment>,
}

/// Length of a firdaria year in days (tropical year).
pub const YEAR_DAYS: f64 = 365.242_19;

/// A firdaria lord: one of the seven planets, or a lunar node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirdarLord {
    /// One of the seven classical planets.
    Planet(Graha),
    /// The Moon's north node.
    NorthNode,
    /// The Moon's south node.
    SouthNode,
}

impl FirdarLord {
    /// The display name every answer shows.
    pub fn name(self) -> &'static str {
        match self {
            FirdarLord::Planet(g) => g.name(),
            FirdarLord::NorthNode => "North Node",
            FirdarLord::SouthNode => "South Node",
        }
    }
}

impl Serialize for FirdarLord {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// Answers name a firdaria lord by its display name: a planet or a node.
impl schemars::JsonSchema for FirdarLord {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "FirdarLord".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let mut names: Vec<&str> = crate::western::dignities::CHALDEAN.iter().map(|g| g.name()).collect();
        names.extend([FirdarLord::NorthNode.name(), FirdarLord::SouthNode.name()]);
        schemars::json_schema!({ "type": "string", "enum": names })
    }
}

use FirdarLord::Planet as P;

const DAY_ORDER: [(FirdarLord, f64); 9] = [
    (P(Graha::Sun), 10.0),
    (P(Graha::Venus), 8.0),
    (P(Graha::Mercury), 13.0),
    (P(Graha::Moon), 9.0),
    (P(Graha::Saturn), 11.0),
    (P(Graha::Jupiter), 12.0),
    (P(Graha::Mars), 7.0),
    (FirdarLord::NorthNode, 3.0),
    (FirdarLord::SouthNode, 2.0),
];
const NIGHT_ORDER: [(FirdarLord, f64); 9] = [
    (P(Graha::Moon), 9.0),
    (P(Graha::Saturn), 11.0),
    (P(Graha::Jupiter), 12.0),
    (P(Graha::Mars), 7.0),
    (P(Graha::Sun), 10.0),
    (P(Graha::Venus), 8.0),
    (P(Graha::Mercury), 13.0),
    (FirdarLord::NorthNode, 3.0),
    (FirdarLord::SouthNode, 2.0),
];
/// Night order with the nodes right after Mars (Bonatti's variant).
const NIGHT_ORDER_AFTER_MARS: [(FirdarLord, f64); 9] = [
    (P(Graha::Moon), 9.0),
    (P(Graha::Saturn), 11.0),
    (P(Graha::Jupiter), 12.0),
    (P(Graha::Mars), 7.0),
    (FirdarLord::NorthNode, 3.0),
    (FirdarLord::SouthNode, 2.0),
    (P(Graha::Sun), 10.0),
    (P(Graha::Venus), 8.0),
    (P(Graha::Mercury), 13.0),
];

/// One of the seven equal sub-periods of a planetary firdar.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SubPeriod {
    /// Lord of the sub-period.
    pub lord: Graha,
    /// Start of the sub-period.
    pub start: EventTime,
    /// End of the sub-period.
    pub end: EventTime,
}

/// One firdaria period (firdar) and its sub-periods.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Firdar {
    /// Lord of the period: a planet, `North Node` or `South Node`.
    pub lord: FirdarLord,
    /// Length of the period in firdaria years (365.24219 days each).
    pub years: f64,
    /// Start of the period.
    pub start: EventTime,
    /// End of the period.
    pub end: EventTime,
    /// Seven equal sub-periods from the lord in Chaldean order; none for the nodes.
    pub sub_periods: Vec<SubPeriod>,
}

/// The firdaria periods of a life, from birth to age 75.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FirdariaAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// True for a day birth (the Sun above the horizon); decides the sequence.
    pub day_chart: bool,
    /// Where the nodes were placed in a night chart: `end` or `after-mars`.
    pub node_placement: &'static str,
    /// The nine periods in order, from birth (75 years in all).
    pub periods: Vec<Firdar>,
    /// Period and sub-period in force at `at`; present only when the request gives `at` (the
    /// current moment is never assumed).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current: Option<CurrentFirdar>,
    /// The sequence and year length used.
    pub conventions: FirdariaConventions,
}

/// The firdar and sub-period in force at the requested moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CurrentFirdar {
    /// The moment asked about.
    pub at: EventTime,
    /// Lord of the period then, or `none (beyond 75 years)`.
    pub lord: &'static str,
    /// Lord of the sub-period then; absent in a node period or beyond 75 years.
    pub sub_lord: Option<Graha>,
}

/// How the firdaria were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FirdariaConventions {
    /// How the natal chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Period lords, their years, the night-chart node placement and the sub-period rule.
    pub sequence: &'static str,
    /// Length of the year the periods are counted in.
    pub year: &'static str,
}

/// The firdaria of a birth chart, with the period in force at `at` when given.
pub fn firdaria(req: &FirdariaRequest) -> Result<FirdariaAnswer> {
    let c = req.birth.chart()?;
    let day = c.is_day();
    let order = match (req.node_placement, day) {
        (_, true) => &DAY_ORDER,
        (NodePlacement::End, false) => &NIGHT_ORDER,
        (NodePlacement::AfterMars, false) => &NIGHT_ORDER_AFTER_MARS,
    };
    let off = c.moment.offset_minutes;
    let mut t = c.moment.jd_ut;
    let mut periods = Vec::with_capacity(9);
    for &(lord, years) in order.iter() {
        let len = years * YEAR_DAYS;
        let mut sub_periods = Vec::new();
        if let Some(k) = CHALDEAN.iter().position(|&p| FirdarLord::Planet(p) == lord) {
            for i in 0..7 {
                let s = t + len * i as f64 / 7.0;
                sub_periods.push(SubPeriod {
                    lord: CHALDEAN[(k + i) % 7],
                    start: EventTime::new(s, off),
                    end: EventTime::new(s + len / 7.0, off),
                });
            }
        }
        periods.push(Firdar {
            lord,
            years,
            start: EventTime::new(t, off),
            end: EventTime::new(t + len, off),
            sub_periods,
        });
        t += len;
    }
    let current = req.at.map(|at| {
        let p = periods.iter().find(|p| at.jd_ut >= p.start.jd_ut && at.jd_ut < p.end.jd_ut);
        CurrentFirdar {
            at: EventTime::new(at.jd_ut, at.offset_minutes),
            lord: p.map_or("none (beyond 75 years)", |p| p.lord.name()),
            sub_lord: p.and_then(|p| {
                p.sub_periods.iter().find(|s| at.jd_ut >= s.start.jd_ut && at.jd_ut < s.end.jd_ut).map(|s| s.lord)
            }),
        }
    });
    Ok(FirdariaAnswer {
        moment: EventTime::new(c.moment.jd_ut, off),
        day_chart: day,
        node_placement: req.node_placement.slug(),
        periods,
        current,
        conventions: FirdariaConventions {
            chart: c.chart_conventions(&Default::default()),
            sequence: "day: Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, North Node 3, \
                       South Node 2; night: from the Moon in the same order; node_placement=after-mars puts the \
                       nodes after Mars in night charts (Bonatti); sub-periods: 7 equal parts in Chaldean order",
            year: "tropical year of 365.24219 days from the birth moment",
        },
    })
}
