//! The Western wheel endpoints: the natal wheel (`/v1/western/natal/wheel`, with transits on an
//! outer ring when a transit moment is given) and the synastry bi-wheel
//! (`/v1/western/synastry/wheel`), from the same engine calls as the chart, transit and
//! synastry endpoints.

use super::wheel::{self, AspectLine, WheelInput};
use super::{place_text, Image, ImageOptions};
use crate::ephemeris::place::Place;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::aspects::{self, Aspect};
use crate::western::chart::{house_of, natal_chart, ChartAnswer, Point};
use crate::western::request::NatalRequest;
use crate::western::synastry::PairRequest;
use crate::western::transits::{transit_chart, TransitRequest};
use serde::Deserialize;

/// The query of `/v1/western/natal/wheel`: a natal chart plus how to draw it.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct WheelRequest {
    /// The natal chart and its aspects.
    #[serde(flatten)]
    pub natal: NatalRequest,
    /// Moment of the transits drawn on an outer ring (a bi-wheel); a single wheel when absent.
    pub transit: Option<Moment>,
    /// Heading, size, theme, language and format.
    #[serde(flatten)]
    pub image: ImageOptions,
}

/// The query of `/v1/western/synastry/wheel`: two births plus how to draw them.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SynastryWheelRequest {
    /// The first person (inner ring, houses) and the second (outer ring).
    #[serde(flatten)]
    pub pair: PairRequest,
    /// Heading, size, theme, language and format.
    #[serde(flatten)]
    pub image: ImageOptions,
}

fn twelve_houses(answer: &ChartAnswer) -> Result<()> {
    if answer.houses.len() != 12 {
        return Err(Error::Unsupported(format!(
            "the wheel draws twelve houses; {} has {}",
            answer.conventions.base.house_system_name,
            answer.houses.len()
        )));
    }
    Ok(())
}

/// Longitude of an aspect's point by key (`ascendant` and `mc` included).
fn longitude_of(chart: &ChartAnswer, key: &str) -> Option<f64> {
    match key {
        "ascendant" => Some(chart.ascendant.longitude),
        "mc" => Some(chart.mc.longitude),
        _ => chart.planets.iter().find(|p| p.key == key).map(|p| p.longitude),
    }
}

/// Aspects as lines, each end found by its key in the points of its own chart.
fn aspect_lines(
    aspects: &[Aspect],
    first: impl Fn(&str) -> Option<f64>,
    second: impl Fn(&str) -> Option<f64>,
) -> Vec<AspectLine> {
    aspects
        .iter()
        .filter_map(|a| {
            Some(AspectLine {
                lon1: first(a.p1_key)?,
                lon2: second(a.p2_key)?,
                p1: a.p1,
                p2: a.p2,
                aspect: a.aspect,
                orb: a.orb,
            })
        })
        .collect()
}

fn wheel_subtitle(answer: &ChartAnswer, place: Place) -> Vec<String> {
    vec![
        format!("{} · {}", answer.moment.iso, place_text(place)),
        format!(
            "tropical · {} houses · {} · {}",
            answer.conventions.base.house_system_name, answer.conventions.node, answer.conventions.lilith
        ),
    ]
}

fn draw(
    chart: &ChartAnswer,
    outer: Option<&[Point]>,
    aspects: Vec<AspectLine>,
    subtitle: &[String],
    image: &ImageOptions,
) -> Result<Image> {
    let look = image.look()?;
    image.format()?;
    let input = WheelInput {
        chart,
        outer,
        aspects,
        title: image.name.as_deref(),
        subtitle,
        theme: look.theme,
        size: look.size,
        words: look.words,
    };
    image.encode(wheel::wheel(&input))
}

/// `/v1/western/natal/wheel`: the tropical natal wheel with cusps, planets and aspects; with a
/// transit moment, the transiting points on an outer ring and the transit-to-natal aspects.
pub fn natal_wheel(req: &WheelRequest) -> Result<Image> {
    req.image.look()?;
    let Some(at) = req.transit else {
        let answer = natal_chart(&req.natal)?;
        twelve_houses(&answer)?;
        let subtitle = wheel_subtitle(&answer, req.natal.birth.place);
        let lines = aspect_lines(&answer.aspects, |k| longitude_of(&answer, k), |k| longitude_of(&answer, k));
        return draw(&answer, None, lines, &subtitle, &req.image);
    };
    let t = transit_chart(&TransitRequest { birth: req.natal.birth, aspects: req.natal.aspects.clone(), at })?;
    let natal = t.natal.as_ref().expect("the transit chart carries the natal chart");
    twelve_houses(natal)?;
    // The transiting points, each in its natal house.
    let outer: Vec<Point> =
        t.transits.iter().flatten().map(|tp| Point { house: tp.natal_house, ..tp.point.clone() }).collect();
    let transit_lon = |k: &str| outer.iter().find(|p| p.key == k).map(|p| p.longitude);
    let lines = aspect_lines(&t.aspects, transit_lon, |k| longitude_of(natal, k));
    let mut subtitle = wheel_subtitle(natal, req.natal.birth.place);
    subtitle.push(format!("outer ring: transits at {}", t.transit_moment.iso));
    draw(natal, Some(&outer), lines, &subtitle, &req.image)
}

/// `/v1/western/synastry/wheel`: the first person's chart inside, the second person's points on
/// the outer ring (in the first person's houses), and the aspects between the two.
pub fn synastry_wheel(req: &SynastryWheelRequest) -> Result<Image> {
    req.image.look()?;
    let opts = req.pair.aspects.options()?;
    let (a, b) = req.pair.charts()?;
    let inner = a.answer(&opts);
    twelve_houses(&inner)?;
    let partner = b.answer(&opts);
    let cusps: Vec<f64> = inner.houses.iter().map(|c| c.longitude).collect();
    let outer: Vec<Point> =
        partner.planets.iter().map(|p| Point { house: house_of(p.longitude, &cusps), ..p.clone() }).collect();
    let across = aspects::across(&a.aspect_points(), &b.aspect_points(), &opts);
    let lines = aspect_lines(&across, |k| longitude_of(&inner, k), |k| longitude_of(&partner, k));
    let mut subtitle = wheel_subtitle(&inner, req.pair.birth.place);
    subtitle.push(format!("outer ring: {} · {}", partner.moment.iso, place_text(req.pair.partner.place)));
    draw(&inner, Some(&outer), lines, &subtitle, &req.image)
}
