//! Chart images: the North, South and East Indian charts of any varga and the Western wheel
//! (natal, natal with transits, synastry), as SVG or PNG, in a theme and at a size. The drawings
//! take their numbers from the same engine calls as the chart endpoints.

pub mod east;
pub mod indian;
pub mod png;
pub mod spread;
pub mod svg;
pub mod theme;
mod vedic_image;
pub mod wheel;
pub mod wheel_geometry;
mod wheel_points;
mod wheel_request;
mod wheel_rim;
pub mod words;

pub use vedic_image::{chart_image, indian_chart, style_from, ChartImageQuery, ChartImageRequest};
pub use wheel_request::{natal_wheel, synastry_wheel, SynastryWheelRequest, WheelRequest};

use crate::ephemeris::place::Place;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use theme::Theme;
use words::Words;

/// An image answer; the HTTP layer sends `body` with `content_type`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Image {
    /// MIME type of the body: `image/svg+xml` or `image/png`.
    pub content_type: &'static str,
    /// The image itself: the SVG document as text, or the PNG file in base64 (RFC 4648).
    pub body: String,
}

/// How an image looks: its colours and its width in px (the natural width when absent).
#[derive(Debug, Clone, Copy)]
pub struct Look {
    /// Colours.
    pub theme: &'static Theme,
    /// Width in px.
    pub size: Option<u32>,
    /// The language of the labels.
    pub words: Words,
}

impl Default for Look {
    fn default() -> Look {
        Look { theme: &theme::LIGHT, size: None, words: Words::default() }
    }
}

/// Smallest and largest `size`, px: below 200 no label is legible, above 4000 a PNG is tens of MB.
pub const SIZE_RANGE: (u32, u32) = (200, 4000);

/// The options every image takes.
#[derive(Debug, Clone, Default, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ImageOptions {
    /// Heading of the image (the person's name); no heading when absent.
    pub name: Option<String>,
    /// Width of the image in px, 200 … 4000; the drawing's natural width when absent.
    pub size: Option<u32>,
    /// `light` (default), `dark` or `print`.
    pub theme: Option<String>,
    /// Language of the labels (`en` by default; see [`words`]).
    pub lang: Option<String>,
    /// `svg` (default) or `png`.
    pub format: Option<String>,
}

/// The file format of an image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `image/svg+xml`.
    Svg,
    /// `image/png`, rendered from the SVG with resvg.
    Png,
}

impl ImageOptions {
    /// Theme and size, checked.
    pub fn look(&self) -> Result<Look> {
        let theme = theme::theme_from(self.theme.as_deref())?;
        if let Some(px) = self.size {
            if px < SIZE_RANGE.0 || px > SIZE_RANGE.1 {
                return Err(Error::invalid("size", format!("must be {} to {} px", SIZE_RANGE.0, SIZE_RANGE.1)));
            }
        }
        Ok(Look { theme, size: self.size, words: Words::of(self.lang.as_deref())? })
    }

    /// The format asked for, checked.
    pub fn format(&self) -> Result<Format> {
        match self.format.as_deref() {
            None | Some("svg") => Ok(Format::Svg),
            Some("png") => Ok(Format::Png),
            Some(_) => Err(Error::invalid("format", "must be one of: svg, png")),
        }
    }

    /// The drawn SVG document as the answer in the format asked for.
    pub fn encode(&self, svg: String) -> Result<Image> {
        Ok(match self.format()? {
            Format::Svg => Image { content_type: "image/svg+xml", body: svg },
            Format::Png => Image { content_type: "image/png", body: png::base64(&png::png_of(&svg)?) },
        })
    }
}

/// A place as `28.6139°N 77.2090°E`.
pub fn place_text(p: Place) -> String {
    format!(
        "{:.4}°{} {:.4}°{}",
        p.lat.abs(),
        if p.lat >= 0.0 { "N" } else { "S" },
        p.lon.abs(),
        if p.lon >= 0.0 { "E" } else { "W" }
    )
}
