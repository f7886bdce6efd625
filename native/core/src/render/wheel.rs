//! The Western chart wheel as SVG: the ascendant on the left, longitude increasing
//! anticlockwise; zodiac ring with sign glyphs and degree ticks, house cusps with their degrees
//! outside the rim, house numbers in a ring of their own, planets labelled with glyph, degree,
//! sign glyph and minutes (spread apart when crowded, a leader to the exact degree), and aspect
//! lines in the centre. A bi-wheel adds a second band of points (transits or a partner) between
//! the natal band and the zodiac ring, and draws the aspects between the two rings.
//!
//! Every element a reader may check carries a class or data attributes: `circle.rim` (the centre),
//! `line.cusp[data-house]`, `line.angle-line[data-angle]`, `g.point[data-ring]` (its `line.tick`
//! points at the exact longitude, its texts are `glyph`, `degree`, `sign`, `minute`,
//! `retrograde`), `polyline.leader`, `text.cusp-degree`, `text.angle`, `text.house-number`,
//! `line.aspect[data-p1][data-p2][data-aspect]`.

use super::svg::{escape, num, Svg, SYMBOL_FONT};
use super::theme::Theme;
use super::wheel_geometry::{Geometry, HOUSE_RING, SIGN_GLYPHS, TEXT_STYLE};
use super::wheel_points::{band_width, draw_band, Band};
use super::wheel_rim::{draw_angles, draw_cusp_labels, RIM_MARGIN};
use super::words::Words;
use crate::western::chart::{ChartAnswer, Point};
use crate::zodiac::sign::normalize;
use crate::zodiac::SIGNS;

/// An aspect line to draw: the two longitudes and what it is.
#[derive(Debug, Clone)]
pub struct AspectLine {
    /// Longitude of the first point.
    pub lon1: f64,
    /// Longitude of the second point.
    pub lon2: f64,
    /// Names of the two points.
    pub p1: &'static str,
    /// Second point's name.
    pub p2: &'static str,
    /// The aspect's name, e.g. `trine`.
    pub aspect: &'static str,
    /// Orb in degrees.
    pub orb: f64,
}

/// Everything a wheel shows.
pub struct WheelInput<'a> {
    /// The natal chart: houses, angles and the inner band of points.
    pub chart: &'a ChartAnswer,
    /// The outer band of a bi-wheel (transits or a partner), absent for a single wheel.
    pub outer: Option<&'a [Point]>,
    /// Aspect lines: natal aspects, or the aspects between the two rings of a bi-wheel.
    pub aspects: Vec<AspectLine>,
    /// Heading (the person's name), none when absent.
    pub title: Option<&'a str>,
    /// Lines of legend under the wheel.
    pub subtitle: &'a [String],
    /// Colours.
    pub theme: &'static Theme,
    /// Width in px of the image (the drawing scales); its natural width when absent.
    pub size: Option<u32>,
    /// The language of the tooltips and the legend (the drawing itself is glyphs and numbers).
    pub words: Words,
}

/// The whole wheel as an SVG document.
pub fn wheel(input: &WheelInput) -> String {
    let bands = 1 + usize::from(input.outer.is_some());
    let g = Geometry::new(bands, band_width(), input.subtitle.len(), input.title.is_some(), RIM_MARGIN);
    let th = input.theme;
    let title = input.title.unwrap_or("Chart wheel");
    let mut svg = Svg::new(g.width, g.height, title, th, input.size);
    if let Some(t) = input.title {
        svg.text(g.cx, 24.0, 17.0, t, &format!(r#"font-weight="700" fill="{}" class="title""#, th.ink));
    }
    let chart = input.chart;
    let asc = chart.ascendant.longitude;
    let angles = [asc, asc + 180.0, chart.mc.longitude, chart.mc.longitude + 180.0];
    draw_zodiac_ring(&mut svg, &g, asc, &angles, th, input.words);
    draw_houses(&mut svg, &g, chart, th);
    draw_aspect_lines(&mut svg, &g, asc, &input.aspects, th, input.words);
    draw_band(&mut svg, &g, Band { index: 0, points: &chart.planets }, asc, &angles, th, input.words);
    if let Some(outer) = input.outer {
        svg.circle(g.cx, g.cy, g.bands[0].1, &format!(r#"fill="none" stroke="{}" stroke-width="1""#, th.faint));
        draw_band(&mut svg, &g, Band { index: 1, points: outer }, asc, &angles, th, input.words);
    }
    draw_angles(&mut svg, &g, chart, th);
    draw_cusp_labels(&mut svg, &g, chart, th);
    draw_legend(&mut svg, &g, input.subtitle, th, input.words);
    svg.finish()
}

/// Where the glyph of a sign goes: mid-sign, unless an angle line runs through it.
fn sign_glyph_longitude(sign: usize, angles: &[f64]) -> f64 {
    let mid = sign as f64 * 30.0 + 15.0;
    for &a in angles {
        let d = normalize(a - mid + 180.0) - 180.0;
        if d.abs() < 5.0 {
            return mid - 9.0 * d.signum();
        }
    }
    mid
}

/// Zodiac ring: sign sectors with their glyphs and the degree ticks.
fn draw_zodiac_ring(svg: &mut Svg, g: &Geometry, asc: f64, angles: &[f64], th: &Theme, words: Words) {
    let (cx, cy) = (g.cx, g.cy);
    svg.circle(cx, cy, g.r_out, &format!(r#"class="rim" fill="{}" stroke="{}" stroke-width="2""#, th.face, th.ink));
    svg.circle(cx, cy, g.r_sign, &format!(r#"fill="{}" stroke="{}" stroke-width="1.4""#, th.background, th.ink));
    for s in 0..12 {
        let start = s as f64 * 30.0;
        let (x0, y0) = g.at(start, asc, g.r_sign);
        let (x1, y1) = g.at(start, asc, g.r_out);
        svg.line(x0, y0, x1, y1, &format!(r#"stroke="{}" stroke-width="1.2""#, th.ink));
        let (gx, gy) = g.at(sign_glyph_longitude(s, angles), asc, (g.r_out + g.r_sign) / 2.0);
        svg.raw(&format!(
            r#"<text class="zodiac-sign" data-sign="{}" x="{}" y="{}" font-size="20" font-family="{SYMBOL_FONT}" text-anchor="middle" dominant-baseline="central" fill="{}">{}{TEXT_STYLE}<title>{}</title></text>"#,
            SIGNS[s].name,
            num(gx),
            num(gy),
            th.elements[s % 4],
            SIGN_GLYPHS[s],
            escape(&words.sign(s))
        ));
    }
    for d in (0..360).filter(|d| d % 30 != 0) {
        let len = if d % 10 == 0 {
            8.0
        } else if d % 5 == 0 {
            5.5
        } else {
            3.0
        };
        let (x0, y0) = g.at(d as f64, asc, g.r_sign);
        let (x1, y1) = g.at(d as f64, asc, g.r_sign + len);
        svg.line(x0, y0, x1, y1, &format!(r#"stroke="{}" stroke-width="0.7""#, th.tick));
    }
}

/// Houses: cusp lines from the aspect circle to the zodiac ring, numbers mid-house in their ring.
fn draw_houses(svg: &mut Svg, g: &Geometry, chart: &ChartAnswer, th: &Theme) {
    let asc = chart.ascendant.longitude;
    let ring = g.r_aspect + HOUSE_RING;
    svg.circle(g.cx, g.cy, ring, &format!(r#"fill="none" stroke="{}" stroke-width="0.8""#, th.faint));
    svg.circle(g.cx, g.cy, g.r_aspect, &format!(r#"fill="{}" stroke="{}" stroke-width="1""#, th.background, th.faint));
    let cusps: Vec<f64> = chart.houses.iter().map(|c| c.longitude).collect();
    let n = cusps.len();
    let on_angle = |c: f64| {
        [asc, asc + 180.0, chart.mc.longitude, chart.mc.longitude + 180.0]
            .iter()
            .any(|&a| (normalize(c - a + 180.0) - 180.0).abs() < 1e-6)
    };
    for (i, &c) in cusps.iter().enumerate() {
        let (x0, y0) = g.at(c, asc, g.r_aspect);
        let (x1, y1) = g.at(c, asc, g.r_sign);
        let (colour, width) = if on_angle(c) { (th.ink, 2.0) } else { (th.faint, 1.0) };
        svg.line(
            x0,
            y0,
            x1,
            y1,
            &format!(
                r#"class="cusp" data-house="{}" data-longitude="{}" stroke="{colour}" stroke-width="{width}""#,
                i + 1,
                num(c)
            ),
        );
        let width = normalize(cusps[(i + 1) % n] - c);
        let (hx, hy) = g.at(c + width / 2.0, asc, g.r_aspect + HOUSE_RING / 2.0);
        // A house narrower than 6.8° (high latitudes) would put its number on a cusp line:
        // the number shrinks with the house.
        svg.text(
            hx,
            hy,
            10.5 * (width / 6.8).min(1.0),
            &(i + 1).to_string(),
            &format!(r#"class="house-number" data-house="{}" fill="{}""#, i + 1, th.muted),
        );
    }
}

fn aspect_style(name: &str, th: &Theme) -> Option<String> {
    let [hard, trine, sextile, minor] = th.aspects;
    match name {
        "conjunction" => None,
        "opposition" | "square" => Some(format!(r#"stroke="{hard}" stroke-width="1.3""#)),
        "trine" => Some(format!(r#"stroke="{trine}" stroke-width="1.3""#)),
        "sextile" => Some(format!(r#"stroke="{sextile}" stroke-width="1.2" stroke-dasharray="6 2""#)),
        _ => Some(format!(r#"stroke="{minor}" stroke-width="0.8" stroke-dasharray="3 3""#)),
    }
}

/// Aspect lines between exact positions on the aspect circle (conjunctions have no line).
fn draw_aspect_lines(svg: &mut Svg, g: &Geometry, asc: f64, lines: &[AspectLine], th: &Theme, words: Words) {
    for a in lines {
        let Some(style) = aspect_style(a.aspect, th) else { continue };
        let (x1, y1) = g.at(a.lon1, asc, g.r_aspect);
        let (x2, y2) = g.at(a.lon2, asc, g.r_aspect);
        svg.raw(&format!(
            r#"<line class="aspect" data-p1="{}" data-p2="{}" data-aspect="{}" x1="{}" y1="{}" x2="{}" y2="{}" {style} stroke-opacity="0.85"><title>{} {} {} (orb {:.1}°)</title></line>"#,
            escape(a.p1),
            escape(a.p2),
            a.aspect,
            num(x1),
            num(y1),
            num(x2),
            num(y2),
            escape(&words.body(&key_of(a.p1), a.p1)),
            escape(&words.aspect(a.aspect)),
            escape(&words.body(&key_of(a.p2), a.p2)),
            a.orb
        ));
    }
}

/// The key of a point from its display name (`Mean Node` → `mean_node`), as the name tables
/// key Western bodies.
fn key_of(name: &str) -> String {
    name.to_lowercase().replace(' ', "_")
}

/// Legend lines and the key to the aspect colours.
fn draw_legend(svg: &mut Svg, g: &Geometry, subtitle: &[String], th: &Theme, words: Words) {
    let mut y = g.cy + g.r_out + RIM_MARGIN + 10.0;
    for line in subtitle {
        svg.text(g.cx, y, 11.5, line, &format!(r#"fill="{}" class="subtitle""#, th.muted));
        y += 16.0;
    }
    let name = |key: &str| words.aspect(key);
    let legend = [
        ("square", format!("{} / {}", name("square"), name("opposition"))),
        ("trine", name("trine")),
        ("sextile", name("sextile")),
        // The minor aspects by their first, where the language names aspects at all.
        ("minor", if name("square") == "square" { "minor".to_string() } else { name("semi-sextile") + " …" }),
    ];
    let mut x = 16.0;
    let base = g.height - 14.0;
    for (aspect, t) in legend {
        let style = aspect_style(aspect, th).unwrap_or_default();
        svg.line(x, base, x + 18.0, base, &style);
        svg.raw(&format!(
            r#"<text x="{}" y="{}" font-size="10" dominant-baseline="central" fill="{}">{}</text>"#,
            num(x + 22.0),
            num(base),
            th.muted,
            escape(&t)
        ));
        x += 30.0 + t.chars().count() as f64 * 5.6;
    }
}
