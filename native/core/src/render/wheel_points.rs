//! The points of one band of a wheel: each point is a radial stack of short texts (glyph,
//! degree, sign glyph, minutes, ℞) at a display angle chosen by [`spread`], with a tick at the
//! exact longitude and a leader from the tick to the stack.
//!
//! Why a radial stack: each text is two or three characters wide, so a label needs only about
//! 7° of arc at any position around the wheel, where a one-line "12°♉34′" would need twice that
//! at the top and bottom. The radial gap between two texts of a stack is the diagonal of their
//! half-boxes, so they cannot touch whatever the angle; the arc between two stacks covers the
//! diagonal of the widest text at the innermost radius.

use super::spread::{delta, spread};
use super::svg::{escape, num, Svg, SYMBOL_FONT};
use super::theme::Theme;
use super::wheel_geometry::{glyph, sign_degree_minute, Geometry, SIGN_GLYPHS, TEXT_STYLE};
use super::words::Words;
use crate::western::chart::Point;

/// One text of a stack: class, font size and width in em (DejaVu Sans advances, rounded up).
struct Part {
    class: &'static str,
    font: f64,
    em: f64,
    symbol: bool,
}

/// The stack from the outside in; the ℞ is drawn only for retrograde points.
const PARTS: [Part; 5] = [
    Part { class: "glyph", font: 16.0, em: 1.0, symbol: true },
    Part { class: "degree", font: 10.5, em: 1.8, symbol: false },
    Part { class: "sign", font: 11.0, em: 1.0, symbol: true },
    Part { class: "minute", font: 9.5, em: 1.7, symbol: false },
    Part { class: "retrograde", font: 9.5, em: 1.0, symbol: true },
];
/// Length of the tick at the exact longitude, px.
const TICK: f64 = 7.0;
/// Space kept between two texts, px.
const GAP: f64 = 1.5;
/// Smallest angle between two stacks, degrees (covers the widest text's diagonal, 18.7 px for
/// the minutes at 180 px from the centre, with 3 px to spare).
const SEP: f64 = 7.0;

fn half_box(p: &Part) -> (f64, f64) {
    (p.font * p.em / 2.0, p.font / 2.0)
}

/// Distance of each text's centre below the band's outer edge.
fn offsets() -> [f64; 5] {
    let mut out = [0.0; 5];
    let (w0, h0) = half_box(&PARTS[0]);
    out[0] = TICK + 2.0 + w0.hypot(h0);
    for k in 1..PARTS.len() {
        let (wa, ha) = half_box(&PARTS[k - 1]);
        let (wb, hb) = half_box(&PARTS[k]);
        out[k] = out[k - 1] + (wa + wb).hypot(ha + hb) + GAP;
    }
    out
}

/// Radial width a band of points needs.
pub fn band_width() -> f64 {
    let o = offsets();
    let (w, h) = half_box(&PARTS[4]);
    o[4] + w.hypot(h) + 2.0
}

/// Points of a leader from the tick (at `lon`) to the stack (at `shown`): a straight line in
/// polar coordinates, so two leaders whose ends are in the same order never cross.
fn leader(g: &Geometry, asc: f64, lon: f64, shown: f64, r0: f64, r1: f64) -> String {
    let d = delta(lon, shown);
    (0..=8)
        .map(|i| {
            let t = i as f64 / 8.0;
            let (x, y) = g.at(lon + t * d, asc, r0 + t * (r1 - r0));
            format!("{},{}", num(x), num(y))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Draws band `band` of the wheel: every point's tick, leader and stack.
/// The points of band `band` (0 the inner, 1 the outer ring) of a wheel.
pub struct Band<'a> {
    /// 0 for the natal ring, 1 for the outer ring of a bi-wheel.
    pub index: usize,
    /// The points drawn in it.
    pub points: &'a [Point],
}

/// Draws a band; tooltips in the language of `words`.
pub fn draw_band(svg: &mut Svg, g: &Geometry, b: Band<'_>, asc: f64, barriers: &[f64], th: &Theme, words: Words) {
    let (band, points) = (b.index, b.points);
    let outer = g.bands[band].1;
    let ring = if band == 0 { "natal" } else { "outer" };
    let lons: Vec<f64> = points.iter().map(|p| p.longitude).collect();
    let placed = spread(&lons, barriers, SEP);
    let k = placed.scale;
    let off = offsets();
    for (p, &shown) in points.iter().zip(&placed.angles) {
        let colour = if band == 1 {
            th.outer
        } else if p.retrograde {
            th.retrograde
        } else {
            th.planet
        };
        let (sign, deg, min) = sign_degree_minute(p.longitude);
        svg.raw(&format!(
            r#"<g class="point" data-ring="{ring}" data-point="{}" data-key="{}" data-house="{}" data-retrograde="{}"><title>{} {}°{:02}′ {}{}, house {}</title>"#,
            p.name,
            p.key,
            p.house,
            p.retrograde,
            escape(&words.body(p.key, p.name)),
            deg,
            min,
            escape(&words.sign(sign)),
            if p.retrograde { " retrograde" } else { "" },
            p.house
        ));
        let (tx0, ty0) = g.at(p.longitude, asc, outer);
        let (tx1, ty1) = g.at(p.longitude, asc, outer - TICK);
        svg.line(tx0, ty0, tx1, ty1, &format!(r#"class="tick" stroke="{colour}" stroke-width="1.6""#));
        let glyph_top = outer - off[0] + half_box(&PARTS[0]).1 * k + 1.0;
        svg.raw(&format!(
            r#"<polyline class="leader" points="{}" fill="none" stroke="{colour}" stroke-width="0.6" stroke-opacity="0.7"/>"#,
            leader(g, asc, p.longitude, shown, outer - TICK, glyph_top)
        ));
        let texts = [
            format!("{}{TEXT_STYLE}", glyph(p.key)),
            format!("{deg}°"),
            format!("{}{TEXT_STYLE}", SIGN_GLYPHS[sign]),
            format!("{min:02}′"),
            "℞".to_string(),
        ];
        let parts = if p.retrograde { 5 } else { 4 };
        for (j, (part, text)) in PARTS.iter().zip(&texts).take(parts).enumerate() {
            let (x, y) = g.at(shown, asc, outer - off[j]);
            let family = if part.symbol { format!(r#" font-family="{SYMBOL_FONT}""#) } else { String::new() };
            svg.raw(&format!(
                r#"<text class="{}" x="{}" y="{}" font-size="{}"{family} text-anchor="middle" dominant-baseline="central" fill="{colour}" stroke="{}" stroke-width="2.5" paint-order="stroke">{text}</text>"#,
                part.class,
                num(x),
                num(y),
                num(part.font * k),
                th.background
            ));
        }
        svg.close("g");
    }
}
