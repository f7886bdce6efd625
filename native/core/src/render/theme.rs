//! Colour themes of the chart images (`theme=light|dark|print`): one palette of named roles that
//! every drawing paints with, so a theme is a table of colours and never a branch in a drawing.

use crate::error::{Error, Result};

/// The colours of one theme, by what they paint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Slug of the theme, as in the request.
    pub slug: &'static str,
    /// Page background.
    pub background: &'static str,
    /// Fill of the rings and chart cells.
    pub face: &'static str,
    /// Strong lines (rims, angles) and headings.
    pub ink: &'static str,
    /// Secondary text (subtitles, house and sign numbers).
    pub muted: &'static str,
    /// Thin lines: intermediate cusps, inner circles.
    pub faint: &'static str,
    /// Degree ticks on the zodiac ring.
    pub tick: &'static str,
    /// Planets moving forward.
    pub planet: &'static str,
    /// Retrograde planets.
    pub retrograde: &'static str,
    /// Planets of the outer ring of a bi-wheel (transits or the partner).
    pub outer: &'static str,
    /// The ascendant and its mark in the Indian charts.
    pub accent: &'static str,
    /// Lines of the Indian charts.
    pub chart_line: &'static str,
    /// Sign glyphs by element: fire, earth, air, water.
    pub elements: [&'static str; 4],
    /// Aspect lines: hard (square, opposition), trine, sextile, minor.
    pub aspects: [&'static str; 4],
}

/// Dark ink on white, coloured by element and aspect (the default).
pub const LIGHT: Theme = Theme {
    slug: "light",
    background: "#ffffff",
    face: "#fbfaf6",
    ink: "#263238",
    muted: "#546e7a",
    faint: "#90a4ae",
    tick: "#78909c",
    planet: "#1a237e",
    retrograde: "#8e24aa",
    outer: "#00695c",
    accent: "#b3261e",
    chart_line: "#5b4636",
    elements: ["#c0392b", "#2e7d32", "#b8860b", "#1f5fa8"],
    aspects: ["#c62828", "#1565c0", "#2e7d32", "#8d8d8d"],
};

/// Light ink on a near-black page, for dark interfaces.
pub const DARK: Theme = Theme {
    slug: "dark",
    background: "#12161c",
    face: "#1b222b",
    ink: "#e3e8ec",
    muted: "#a3b3bf",
    faint: "#5f707c",
    tick: "#82929d",
    planet: "#a9c8ff",
    retrograde: "#e3a6f2",
    outer: "#7fdcc8",
    accent: "#ff8a80",
    chart_line: "#cbb9a5",
    elements: ["#ff7b6b", "#8fd694", "#f0c75e", "#80b3ff"],
    aspects: ["#ff6f6f", "#6fb3ff", "#7fd18a", "#9a9a9a"],
};

/// Black and greys on white, no fills, for printing in black and white.
pub const PRINT: Theme = Theme {
    slug: "print",
    background: "#ffffff",
    face: "#ffffff",
    ink: "#000000",
    muted: "#333333",
    faint: "#808080",
    tick: "#555555",
    planet: "#000000",
    retrograde: "#000000",
    outer: "#404040",
    accent: "#000000",
    chart_line: "#000000",
    elements: ["#000000", "#000000", "#000000", "#000000"],
    aspects: ["#000000", "#404040", "#707070", "#a0a0a0"],
};

/// The theme of a request: `light` when absent.
pub fn theme_from(slug: Option<&str>) -> Result<&'static Theme> {
    match slug {
        None | Some("light") => Ok(&LIGHT),
        Some("dark") => Ok(&DARK),
        Some("print") => Ok(&PRINT),
        Some(_) => Err(Error::invalid("theme", "must be one of: light, dark, print")),
    }
}
