//! Two-person techniques: `/v1/western/relationship/davison` (the chart of the moment and place
//! midway between two births), `/synastry/house-overlays` (each person's points in the other's
//! houses) and `/synastry/score` (a weighted sum of cross aspects, every contribution listed).

use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::aspects::{self, Aspect};
use crate::western::chart::{house_of, natal_points, ChartAnswer, ChartConventions, NatalChart};
use crate::western::synastry::PairRequest;
use crate::zodiac::SignPlacement;
use serde::Serialize;

/// The Davison chart: the midpoint moment and place and the chart cast there.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DavisonAnswer {
    /// First person's birth moment.
    pub p1_moment: EventTime,
    /// Second person's birth moment.
    pub p2_moment: EventTime,
    /// The midpoint in time (mean of the two UT Julian days), in the first person's offset.
    pub moment: EventTime,
    /// The midpoint in space: the middle of the shorter great-circle arc between the births.
    pub place: Place,
    /// The chart at that moment and place, with its aspects.
    pub chart: ChartAnswer,
    /// How it was computed.
    pub conventions: RelationshipConventions,
}

/// Conventions of a two-person answer: the chart rules and the technique's definition.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RelationshipConventions {
    /// Zodiac, houses, node, Lilith and aspect rules (the first person's house system and Lilith).
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// What the technique computes.
    pub definition: &'static str,
}

/// The middle of the shorter great-circle arc between two places (spherical Earth).
pub fn great_circle_midpoint(a: Place, b: Place) -> Result<Place> {
    let v = |p: Place| {
        let (f, l) = (p.lat.to_radians(), p.lon.to_radians());
        [f.cos() * l.cos(), f.cos() * l.sin(), f.sin()]
    };
    let (x, y) = (v(a), v(b));
    let s = [x[0] + y[0], x[1] + y[1], x[2] + y[2]];
    let norm = (s[0] * s[0] + s[1] * s[1] + s[2] * s[2]).sqrt();
    if norm < 1e-9 {
        return Err(Error::invalid("p2_lat", "the two birth places are antipodal: their midpoint is undefined"));
    }
    let lat = (s[2] / norm).asin().to_degrees();
    let lon = if s[0].abs() < 1e-15 && s[1].abs() < 1e-15 { a.lon } else { s[1].atan2(s[0]).to_degrees() };
    Ok(Place { lat, lon })
}

/// `/v1/western/relationship/davison`.
pub fn davison(req: &PairRequest) -> Result<DavisonAnswer> {
    let opts = req.aspects.options()?;
    let (a, b) = req.charts()?;
    let jd = 0.5 * (a.moment.jd_ut + b.moment.jd_ut);
    let place = great_circle_midpoint(a.place, b.place)?;
    let moment = Moment { jd_ut: jd, offset_minutes: a.moment.offset_minutes };
    let c = natal_points(moment, place, a.system, a.lilith)?;
    Ok(DavisonAnswer {
        p1_moment: EventTime::new(a.moment.jd_ut, a.moment.offset_minutes),
        p2_moment: EventTime::new(b.moment.jd_ut, a.moment.offset_minutes),
        moment: EventTime::new(jd, a.moment.offset_minutes),
        place,
        chart: c.answer(&opts),
        conventions: RelationshipConventions {
            chart: c.chart_conventions(&opts),
            definition: "Davison: the chart of the mean of the two birth instants (UT) at the middle of the \
                         shorter great-circle arc between the two birth places",
        },
    })
}

/// One person's point in the other person's houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HouseOverlay {
    /// Display name of the point.
    pub name: &'static str,
    /// Key of the point.
    pub key: &'static str,
    /// Its tropical longitude, degrees.
    pub longitude: f64,
    /// Its sign.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Its house in its owner's own chart.
    pub own_house: u8,
    /// The house of the other person's chart it falls in.
    pub house: u8,
}

/// Each person's points in the other person's houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct OverlaysAnswer {
    /// First person's birth moment.
    pub p1_moment: EventTime,
    /// Second person's birth moment.
    pub p2_moment: EventTime,
    /// The first person's points in the second person's houses.
    pub p1_in_p2_houses: Vec<HouseOverlay>,
    /// The second person's points in the first person's houses.
    pub p2_in_p1_houses: Vec<HouseOverlay>,
    /// How it was computed.
    pub conventions: RelationshipConventions,
}

fn overlay(c: &NatalChart, other: &NatalChart) -> Vec<HouseOverlay> {
    c.aspect_points()
        .into_iter()
        .map(|b| HouseOverlay {
            name: b.name,
            key: b.key,
            longitude: b.longitude,
            sign: SignPlacement::of(b.longitude),
            own_house: house_of(b.longitude, &c.houses.cusps),
            house: house_of(b.longitude, &other.houses.cusps),
        })
        .collect()
}

/// `/v1/western/synastry/house-overlays`.
pub fn house_overlays(req: &PairRequest) -> Result<OverlaysAnswer> {
    let opts = req.aspects.options()?;
    let (a, b) = req.charts()?;
    Ok(OverlaysAnswer {
        p1_moment: EventTime::new(a.moment.jd_ut, a.moment.offset_minutes),
        p2_moment: EventTime::new(b.moment.jd_ut, a.moment.offset_minutes),
        p1_in_p2_houses: overlay(&a, &b),
        p2_in_p1_houses: overlay(&b, &a),
        conventions: RelationshipConventions {
            chart: a.chart_conventions(&opts),
            definition:
                "a point's house is the cusp arc of the other chart (same house system) that holds its longitude",
        },
    })
}

/// Weight of a pair of points (either order), from the score table; 0 when not scored.
pub fn pair_weight(a: &str, b: &str) -> f64 {
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    match (x, y) {
        ("sun", "sun") | ("moon", "moon") | ("moon", "sun") | ("mars", "venus") => 8.0,
        ("ascendant", "sun") | ("ascendant", "moon") => 6.0,
        ("ascendant", "venus") | ("ascendant", "ascendant") | ("sun", "venus") | ("moon", "venus") => 5.0,
        ("venus", "venus") => 5.0,
        ("ascendant", "mars") | ("mars", "sun") | ("mars", "moon") => 4.0,
        ("mars", "mars") | ("mercury", "mercury") | ("mercury", "moon") => 3.0,
        ("jupiter", "sun") | ("jupiter", "moon") | ("jupiter", "venus") => 3.0,
        ("saturn", "sun") | ("moon", "saturn") | ("saturn", "venus") => 3.0,
        ("mercury", "sun") => 2.0,
        _ => 0.0,
    }
}

/// Factor of a major aspect in the score.
pub fn aspect_factor(aspect: &str) -> f64 {
    match aspect {
        "conjunction" | "trine" => 1.0,
        "sextile" => 0.75,
        "opposition" => 0.5,
        "square" => 0.25,
        _ => 0.0,
    }
}

/// Tight aspects (orb ≤ this many degrees) count half again.
pub const TIGHT_ORB: f64 = 2.0;

/// One aspect's share of the score.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Contribution {
    /// The aspect (p1 the first person's point, p2 the second's).
    #[serde(flatten)]
    pub aspect: Aspect,
    /// Weight of the pair of points.
    pub weight: f64,
    /// Factor of the aspect.
    pub factor: f64,
    /// 1.5 when the orb is at most 2°, else 1.
    pub tightness: f64,
    /// weight × factor × tightness.
    pub points: f64,
}

/// A compatibility score: the sum of the listed contributions.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ScoreAnswer {
    /// Sum of the contributions' points.
    pub score: f64,
    /// `low` (< 15), `moderate` (15 to < 30), `high` (30 to < 50) or `very high` (≥ 50).
    pub rating: &'static str,
    /// Every scoring aspect between the two charts, largest first.
    pub contributions: Vec<Contribution>,
    /// How it was computed.
    pub conventions: RelationshipConventions,
}

fn rating(score: f64) -> &'static str {
    match score {
        s if s < 15.0 => "low",
        s if s < 30.0 => "moderate",
        s if s < 50.0 => "high",
        _ => "very high",
    }
}

/// `/v1/western/synastry/score`.
pub fn synastry_score(req: &PairRequest) -> Result<ScoreAnswer> {
    let mut opts = req.aspects.options()?;
    opts.major_only = true;
    let (a, b) = req.charts()?;
    let mut contributions: Vec<Contribution> = aspects::across(&a.aspect_points(), &b.aspect_points(), &opts)
        .into_iter()
        .filter_map(|asp| {
            let weight = pair_weight(asp.p1_key, asp.p2_key);
            let factor = aspect_factor(asp.aspect);
            let tightness = if asp.orb <= TIGHT_ORB { 1.5 } else { 1.0 };
            (weight * factor > 0.0).then_some(Contribution {
                points: weight * factor * tightness,
                aspect: asp,
                weight,
                factor,
                tightness,
            })
        })
        .collect();
    contributions.sort_by(|x, y| y.points.total_cmp(&x.points));
    let score: f64 = contributions.iter().map(|c| c.points).sum();
    Ok(ScoreAnswer {
        score,
        rating: rating(score),
        contributions,
        conventions: RelationshipConventions {
            chart: a.chart_conventions(&opts),
            definition: "score = Σ weight(pair) × factor(aspect) × tightness over the major cross aspects within orb; \
                         weights, factors and ratings are this API's convention (docs/western.md)",
        },
    })
}
