//! Void-of-course Moon: from the last exact Ptolemaic aspect the Moon makes to a planet while in
//! a sign until it enters the next sign (the traditional rule of Lilly's *Christian Astrology*,
//! 1647). When the Moon makes no aspect at all in a sign, it is void from the moment it enters.
//!
//! Planets that count: Sun … Saturn (`planets=traditional`, the default), or those and Uranus,
//! Neptune and Pluto (`planets=modern`). Sign changes come from `moments::ingress`, aspects from
//! `sky::aspects`; signs are in the request's zodiac (the periods differ between zodiacs, the
//! aspects do not).

use crate::ephemeris::bodies::{self, Body, NodeType};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::{Error, Result};
use crate::moments::ingress::{sign_changes, Mover};
use crate::moments::stations::MomentsConventions;
use crate::sky::aspects::exact_aspects;
use crate::sky::span::{Span, ZodiacChoice, MAX_EVENT_DAYS};
use serde::{Deserialize, Serialize};

/// The Moon and the planets it may aspect: the traditional seven first, then the modern three.
const BODIES: [Body; 10] = [
    bodies::MOON,
    bodies::SUN,
    bodies::MERCURY,
    bodies::VENUS,
    bodies::MARS,
    bodies::JUPITER,
    bodies::SATURN,
    bodies::URANUS,
    bodies::NEPTUNE,
    bodies::PLUTO,
];

/// Longest stay of the Moon in one sign (days), with margin: the scan starts this far before
/// the span so that the first period's last aspect is found.
const MOON_SIGN_DAYS: f64 = 3.0;

/// Request for the void-of-course periods of a span.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct VoidOfCourseRequest {
    /// The span scanned (at most 366 days); periods that overlap it are listed.
    #[serde(flatten)]
    pub span: Span,
    /// Zodiac of the signs.
    #[serde(flatten)]
    pub zodiac: ZodiacChoice,
    /// `traditional` (Sun … Saturn, the default) or `modern` (also Uranus, Neptune, Pluto).
    pub planets: Option<String>,
}

/// The aspect that opens a void period.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LastAspect {
    /// When the aspect is exact (the start of the period).
    pub time: EventTime,
    /// The planet aspected, e.g. `Saturn`.
    pub planet: &'static str,
    /// `conjunction`, `sextile`, `square`, `trine` or `opposition`.
    pub aspect: &'static str,
}

/// One void-of-course period.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VoidPeriod {
    /// From the last aspect (or the entry into the sign when there is none) to the next ingress.
    pub period: Interval,
    /// Length of the period, hours.
    pub hours: f64,
    /// The sign the Moon is void in.
    pub sign: crate::zodiac::Sign,
    /// The sign the Moon enters at the end of the period.
    pub next_sign: crate::zodiac::Sign,
    /// The last aspect in the sign; null when the Moon made none there.
    pub last_aspect: Option<LastAspect>,
}

/// The void-of-course periods of a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VoidOfCourseAnswer {
    /// Start of the span.
    pub from: EventTime,
    /// End of the span.
    pub to: EventTime,
    /// Zodiac of the signs: `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// `traditional` or `modern`.
    pub planets: &'static str,
    /// Names of the planets whose aspects count.
    pub planets_counted: Vec<&'static str>,
    /// Every period that overlaps the span, in time order.
    pub periods: Vec<VoidPeriod>,
    /// How the periods were computed.
    pub conventions: MomentsConventions,
}

/// Every void-of-course period of the Moon that overlaps the span.
pub fn void_of_course(req: &VoidOfCourseRequest) -> Result<VoidOfCourseAnswer> {
    let (from, to) = req.span.checked(MAX_EVENT_DAYS)?;
    let z = req.zodiac.resolve()?;
    let (set, count) = match req.planets.as_deref().unwrap_or("traditional") {
        "traditional" => ("traditional", 7),
        "modern" => ("modern", 10),
        _ => return Err(Error::invalid("planets", "must be traditional or modern")),
    };
    let list = &BODIES[..count];
    let offset = req.span.offset();
    let (start, end) = (from - MOON_SIGN_DAYS, to + MOON_SIGN_DAYS);
    let moon = Mover::from_key("moon", NodeType::Mean)?;
    let ingresses = sign_changes(moon, z.zodiac, start, end)?;
    // Only the Moon's aspects (pairs with index 0) count.
    let aspects = exact_aspects(list, |i, _| i == 0, start, end)?;
    let mut periods = Vec::new();
    for w in ingresses.windows(2) {
        let (entry, exit) = (w[0], w[1]);
        let last = aspects.iter().rev().find(|a| a.jd > entry.jd && a.jd < exit.jd);
        let begin = last.map_or(entry.jd, |a| a.jd);
        if exit.jd < from || begin > to {
            continue;
        }
        periods.push(VoidPeriod {
            period: Interval::new(begin, exit.jd, offset),
            hours: (exit.jd - begin) * 24.0,
            sign: crate::zodiac::Sign::from_index(exit.from),
            next_sign: crate::zodiac::Sign::from_index(exit.to),
            last_aspect: last.map(|a| LastAspect {
                time: EventTime::new(a.jd, offset),
                planet: list[a.b].name,
                aspect: a.aspect.name,
            }),
        });
    }
    Ok(VoidOfCourseAnswer {
        from: EventTime::new(from, offset),
        to: EventTime::new(to, offset),
        zodiac: z.name,
        planets: set,
        planets_counted: list[1..].iter().map(|b| b.name).collect(),
        periods,
        conventions: z.conventions(
            "void of course: from the Moon's last exact Ptolemaic aspect (0, 60, 90, 120, 180 degrees of \
             apparent geocentric longitude) to a counted planet while in a sign, until its next sign ingress; \
             from the ingress itself when it makes none",
        ),
    })
}
