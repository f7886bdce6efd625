//! Every sign ingress of Sun … Pluto and the lunar nodes in a span: the ingress engine of
//! `moments::ingress` run over each body, merged in time order.

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::moments::ingress::{sign_changes, Mover, INGRESS_PLANETS};
use crate::moments::stations::MomentsConventions;
use crate::sky::span::{Span, ZodiacChoice, MAX_EVENT_DAYS};
use serde::{Deserialize, Serialize};

/// Request for the ingresses of a span.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyIngressesRequest {
    /// The span scanned (at most 366 days).
    #[serde(flatten)]
    pub span: Span,
    /// Zodiac of the signs.
    #[serde(flatten)]
    pub zodiac: ZodiacChoice,
    /// Lunar node model for Rahu and Ketu: `mean` (default) or `true`.
    #[serde(default)]
    pub node: NodeType,
}

/// One sign ingress.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyIngress {
    /// Planet key, e.g. `jupiter`, `rahu`.
    pub planet: &'static str,
    /// Display name, e.g. `Jupiter`.
    pub name: &'static str,
    /// When the longitude crosses the boundary.
    pub time: EventTime,
    /// The sign left.
    pub from_sign: crate::zodiac::Sign,
    /// The sign entered.
    pub to_sign: crate::zodiac::Sign,
    /// 1 = Aries … 12 = Pisces, of the sign entered.
    pub to_sign_index: u8,
    /// `direct` (into the next sign) or `retrograde` (back into the previous one).
    pub direction: &'static str,
}

/// The ingresses of a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyIngressesAnswer {
    /// Start of the span.
    pub from: EventTime,
    /// End of the span.
    pub to: EventTime,
    /// Zodiac of the signs: `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// Lunar node model used for Rahu and Ketu.
    pub node: NodeType,
    /// Every ingress in the span, in time order.
    pub ingresses: Vec<SkyIngress>,
    /// How the ingresses were computed.
    pub conventions: MomentsConventions,
}

/// Every sign ingress of Sun … Pluto, Rahu and Ketu in the span.
pub fn sky_ingresses(req: &SkyIngressesRequest) -> Result<SkyIngressesAnswer> {
    let (from, to) = req.span.checked(MAX_EVENT_DAYS)?;
    let z = req.zodiac.resolve()?;
    let offset = req.span.offset();
    let mut ingresses = Vec::new();
    for key in INGRESS_PLANETS {
        let mover = Mover::from_key(key, req.node)?;
        for c in sign_changes(mover, z.zodiac, from, to)? {
            ingresses.push(SkyIngress {
                planet: mover.key,
                name: mover.name,
                time: EventTime::new(c.jd, offset),
                from_sign: crate::zodiac::Sign::from_index(c.from),
                to_sign: crate::zodiac::Sign::from_index(c.to),
                to_sign_index: c.to as u8 + 1,
                direction: if c.retrograde { "retrograde" } else { "direct" },
            });
        }
    }
    ingresses.sort_by(|a, b| a.time.jd_ut.total_cmp(&b.time.jd_ut));
    Ok(SkyIngressesAnswer {
        from: EventTime::new(from, offset),
        to: EventTime::new(to, offset),
        zodiac: z.name,
        node: req.node,
        ingresses,
        conventions: z.conventions(
            "ingress: the apparent geocentric longitude crosses a multiple of 30 degrees (either way); Rahu is the \
             lunar north node of the chosen model, Ketu the point opposite",
        ),
    })
}
