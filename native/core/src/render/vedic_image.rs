//! `/v1/chart/image`: the request and the data of the Indian charts (any varga).

use super::indian::{self, IndianChart, Placement, Style};
use super::{place_text, Image, ImageOptions, Look};
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest};
use crate::vedic::varga::{varga_sign, Varga, VargaMethod};
use serde::Deserialize;

/// The query of `/v1/chart/image`: a sidereal chart request plus how to draw it.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartImageRequest {
    /// The birth moment, place and sidereal settings of the chart.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// `north` (default), `south` or `east`.
    pub style: Option<String>,
    /// `D1` (default) … `D60`.
    pub varga: Option<String>,
    /// Varga method slug (`parashara` default).
    pub method: Option<String>,
}

/// The query of `/v1/chart/image` as the endpoint takes it: the chart and its drawing options.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartImageQuery {
    /// The chart, varga and style.
    #[serde(flatten)]
    pub chart: ChartImageRequest,
    /// Heading, size, theme, language and format.
    #[serde(flatten)]
    pub image: ImageOptions,
}

/// Parses the `style` parameter: `north` (the default when absent), `south` or `east`.
pub fn style_from(slug: Option<&str>) -> Result<Style> {
    match slug {
        None | Some("north") => Ok(Style::North),
        Some("south") => Ok(Style::South),
        Some("east") => Ok(Style::East),
        Some(_) => Err(Error::invalid("style", "must be one of: north, south, east")),
    }
}

/// The sidereal chart of the request in one varga, as the data the drawings need.
pub fn indian_chart(req: &ChartImageRequest) -> Result<IndianChart> {
    let varga = req.varga.as_deref().map_or(Ok(Varga::D1), Varga::from_code)?;
    let method = req.method.as_deref().map_or(Ok(VargaMethod::default()), VargaMethod::from_slug)?;
    let c = vedic_chart(&req.chart)?;
    let (asc_sign, asc_deg) = varga_sign(c.ascendant.longitude, varga, method)?;
    let mut planets = Vec::with_capacity(9);
    for g in &c.planets {
        let (sign, degree) = varga_sign(g.longitude, varga, method)?;
        // Rahu and Ketu always move backwards (mean nodes): no retrograde mark for them.
        planets.push(Placement { graha: g.graha, sign, degree, retrograde: g.retrograde && !g.graha.is_node() });
    }
    let method_note = if method == VargaMethod::Parashara { String::new() } else { format!(" ({})", method.slug()) };
    Ok(IndianChart {
        title: format!("{} {}{}", varga.code(), varga.name(), method_note),
        subtitle: vec![
            c.moment.iso.clone(),
            place_text(req.chart.place),
            format!("{} ayanamsa {:.4}°", c.conventions.ayanamsa_name, c.conventions.ayanamsa_value),
            format!(
                "{} node · whole-sign houses",
                match c.conventions.node {
                    crate::ephemeris::bodies::NodeType::Mean => "mean",
                    crate::ephemeris::bodies::NodeType::True => "true",
                }
            ),
        ],
        ascendant_sign: asc_sign,
        ascendant_degree: asc_deg,
        planets,
    })
}

/// `/v1/chart/image`: the North, South or East Indian chart of a varga.
pub fn chart_image(req: &ChartImageQuery) -> Result<Image> {
    let style = style_from(req.chart.style.as_deref())?;
    let look = req.image.look()?;
    req.image.format()?;
    let mut chart = indian_chart(&req.chart)?;
    if let Some(name) = &req.image.name {
        chart.title = format!("{name} · {}", chart.title);
    }
    req.image.encode(draw(&chart, style, &look))
}

/// The chart in `style`, with the look (theme, size) asked for. (Here rather than in indian.rs,
/// which east.rs builds on: the style switch sits above both.)
pub fn draw(chart: &IndianChart, style: Style, look: &Look) -> String {
    match style {
        Style::North => indian::north_with(chart, look),
        Style::South => indian::south_with(chart, look),
        Style::East => super::east::east(chart, look),
    }
}
