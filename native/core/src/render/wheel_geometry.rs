//! What every part of the Western wheel shares: the glyphs, the sign-degree-minute split of a
//! longitude, and the wheel's radii and canvas. (The parts that draw the rim, the bands of points
//! and the whole wheel build on this file, never on each other in a loop.)

use crate::zodiac::sign::normalize;

/// Unicode glyphs of the twelve signs, Aries first.
pub const SIGN_GLYPHS: [&str; 12] = ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"];
/// Unicode "text presentation" selector: keeps the glyphs from turning into emoji.
pub const TEXT_STYLE: &str = "&#xFE0E;";

/// Unicode glyph of a point by its key (`sun`, `moon`, … `true_node`, `chiron`, `lilith`);
/// a bullet for any other point.
pub fn glyph(key: &str) -> &'static str {
    match key {
        "sun" => "☉",
        "moon" => "☽",
        "mercury" => "☿",
        "venus" => "♀",
        "mars" => "♂",
        "jupiter" => "♃",
        "saturn" => "♄",
        "uranus" => "♅",
        "neptune" => "♆",
        "pluto" => "♇",
        "true_node" | "mean_node" => "☊",
        "chiron" => "⚷",
        "lilith" => "⚸",
        _ => "•",
    }
}

/// Sign (0 = Aries), whole degrees and whole minutes of a longitude, truncated to the minute
/// as ephemerides print them (29°59′ never rounds up to the next sign).
pub fn sign_degree_minute(lon: f64) -> (usize, u32, u32) {
    let minutes = (normalize(lon) * 60.0 + 1e-9).floor() as u32 % (360 * 60);
    ((minutes / 1800) as usize, (minutes % 1800) / 60, minutes % 60)
}

/// Radii and canvas of a wheel; the bands of points lie between the house ring and the zodiac.
pub struct Geometry {
    /// Centre.
    pub cx: f64,
    /// Centre.
    pub cy: f64,
    /// Canvas width.
    pub width: f64,
    /// Canvas height.
    pub height: f64,
    /// Radius of the aspect circle (inner edge of the house-number ring).
    pub r_aspect: f64,
    /// (inner, outer) radius of each band of points, the natal band first.
    pub bands: Vec<(f64, f64)>,
    /// Inner radius of the zodiac ring.
    pub r_sign: f64,
    /// Outer radius of the zodiac ring (the rim).
    pub r_out: f64,
}

const R_ASPECT: f64 = 136.0;
/// Width of the ring of house numbers, px.
pub const HOUSE_RING: f64 = 18.0;
const ZODIAC_RING: f64 = 38.0;
const TITLE_PAD: f64 = 38.0;

impl Geometry {
    /// The geometry of a wheel with `bands` bands of points `band` px wide each, `lines` lines of
    /// legend and `rim_margin` px kept around the rim for the cusp labels.
    pub fn new(bands: usize, band: f64, lines: usize, title: bool, rim_margin: f64) -> Geometry {
        let first = R_ASPECT + HOUSE_RING;
        let bands: Vec<(f64, f64)> =
            (0..bands).map(|k| (first + k as f64 * band, first + (k + 1) as f64 * band)).collect();
        let r_sign = bands.last().map_or(first, |b| b.1);
        let r_out = r_sign + ZODIAC_RING;
        let half = r_out + rim_margin;
        let cy = if title { TITLE_PAD } else { 8.0 } + half;
        let height = cy + half + 10.0 + 16.0 * lines as f64 + 28.0;
        Geometry { cx: half + 4.0, cy, width: 2.0 * half + 8.0, height, r_aspect: R_ASPECT, bands, r_sign, r_out }
    }

    /// Screen position of ecliptic longitude `lon` at radius `r`, the ascendant at 9 o'clock.
    pub fn at(&self, lon: f64, asc: f64, r: f64) -> (f64, f64) {
        let a = (180.0 + lon - asc).to_radians();
        (self.cx + r * a.cos(), self.cy - r * a.sin())
    }
}
