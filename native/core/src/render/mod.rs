//! Chart images as SVG: the North and South Indian charts of any varga, and the Western wheel.
//! The drawings take their numbers from the same engine calls as the chart endpoints.

pub mod indian;
pub mod svg;
pub mod wheel;

use crate::ephemeris::place::Place;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest};
use crate::vedic::varga::{varga_sign, Varga, VargaMethod};
use crate::western::chart::natal_chart;
use crate::western::request::NatalRequest;
use indian::{IndianChart, Placement, Style};
use serde::{Deserialize, Serialize};

/// An image answer; the HTTP layer sends `body` with `content_type`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Image {
    /// MIME type of the body, `image/svg+xml`.
    pub content_type: &'static str,
    /// The image itself: the complete SVG document as text.
    pub body: String,
}

fn svg(body: String) -> Image {
    Image { content_type: "image/svg+xml", body }
}

/// The query of `/v1/chart/image`: a sidereal chart request plus how to draw it.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartImageRequest {
    /// The birth moment, place and sidereal settings of the chart.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// `north` (default) or `south`.
    pub style: Option<String>,
    /// `D1` (default) … `D60`.
    pub varga: Option<String>,
    /// Varga method slug (`parashara` default).
    pub method: Option<String>,
}

/// Parses the `style` parameter: `north` (the default when absent) or `south`.
pub fn style_from(slug: Option<&str>) -> Result<Style> {
    match slug {
        None | Some("north") => Ok(Style::North),
        Some("south") => Ok(Style::South),
        Some(_) => Err(Error::invalid("style", "must be one of: north, south")),
    }
}

fn place_text(p: Place) -> String {
    format!(
        "{:.4}°{} {:.4}°{}",
        p.lat.abs(),
        if p.lat >= 0.0 { "N" } else { "S" },
        p.lon.abs(),
        if p.lon >= 0.0 { "E" } else { "W" }
    )
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
        let abbr = g.graha.abbreviation();
        // Rahu and Ketu always move backwards (mean nodes): no retrograde mark for them.
        planets.push(Placement {
            name: g.graha.name(),
            abbr,
            sign,
            degree,
            retrograde: g.retrograde && !g.graha.is_node(),
        });
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

/// `/v1/chart/image`: the North or South Indian chart of a varga.
pub fn chart_image(req: &ChartImageRequest) -> Result<Image> {
    let style = style_from(req.style.as_deref())?;
    let chart = indian_chart(req)?;
    Ok(svg(match style {
        Style::North => indian::north(&chart),
        Style::South => indian::south(&chart),
    }))
}

/// `/v1/western/natal/wheel`: the tropical natal wheel with cusps, planets and aspects.
pub fn natal_wheel(req: &NatalRequest) -> Result<Image> {
    let answer = natal_chart(req)?;
    if answer.houses.len() != 12 {
        return Err(Error::Unsupported(format!(
            "the wheel draws twelve houses; {} has {}",
            answer.conventions.base.house_system_name,
            answer.houses.len()
        )));
    }
    let place = req.birth.place;
    let subtitle = vec![
        format!("{} · {}", answer.moment.iso, place_text(place)),
        format!(
            "tropical · {} houses · {} · {}",
            answer.conventions.base.house_system_name, answer.conventions.node, answer.conventions.lilith
        ),
    ];
    Ok(svg(wheel::wheel(&answer, "Natal chart", &subtitle)))
}
