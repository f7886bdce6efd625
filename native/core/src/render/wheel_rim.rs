//! Outside the rim of a wheel: the degree of every house cusp ("12°♉34′") and the names of the
//! angles above their degree, spread so that no two overlap; and the four angle lines.

use super::spread::spread;
use super::svg::{num, Svg, SYMBOL_FONT};
use super::theme::Theme;
use super::wheel_geometry::{sign_degree_minute, Geometry, SIGN_GLYPHS, TEXT_STYLE};
use crate::western::chart::ChartAnswer;
use crate::zodiac::sign::normalize;

/// Room kept around the rim for these labels, px.
pub const RIM_MARGIN: f64 = 54.0;
/// Font size of a cusp degree.
const FONT: f64 = 10.0;
/// Width of "29°♉59′" in em (DejaVu Sans advances, rounded up), and of an angle name.
const LABEL_EM: f64 = 4.5;
/// Smallest angle between two rim labels: the diagonal of a two-line label (45 × 23 px) at
/// the rim (300 px) is 9.1°.
const SEP: f64 = 10.0;
/// Gap between the rim and the nearest edge of a label.
const GAP: f64 = 4.0;

/// One label: the longitude it marks and the angle it names, if any.
struct RimLabel {
    lon: f64,
    house: Option<usize>,
    angle: Option<&'static str>,
}

fn same(a: f64, b: f64) -> bool {
    (normalize(a - b + 180.0) - 180.0).abs() < 1e-6
}

/// The angles of a chart with their names, ASC first.
fn angles(chart: &ChartAnswer) -> [(&'static str, f64); 4] {
    let (asc, mc) = (chart.ascendant.longitude, chart.mc.longitude);
    [("ASC", asc), ("DSC", normalize(asc + 180.0)), ("MC", mc), ("IC", normalize(mc + 180.0))]
}

fn labels(chart: &ChartAnswer) -> Vec<RimLabel> {
    let named = angles(chart);
    let mut out: Vec<RimLabel> = chart
        .houses
        .iter()
        .enumerate()
        .map(|(i, c)| RimLabel {
            lon: c.longitude,
            house: Some(i + 1),
            angle: named.iter().find(|(_, a)| same(*a, c.longitude)).map(|(n, _)| *n),
        })
        .collect();
    // Angles that are no cusp (whole-sign and equal-from-MC houses) get labels of their own.
    for (name, lon) in named {
        if !chart.houses.iter().any(|c| same(c.longitude, lon)) {
            out.push(RimLabel { lon, house: None, angle: Some(name) });
        }
    }
    out
}

/// The four angle lines, from the aspect circle through the zodiac ring.
pub fn draw_angles(svg: &mut Svg, g: &Geometry, chart: &ChartAnswer, th: &Theme) {
    let asc = chart.ascendant.longitude;
    for (name, lon) in angles(chart) {
        let (x0, y0) = g.at(lon, asc, g.r_aspect);
        let (x1, y1) = g.at(lon, asc, g.r_out + 3.0);
        svg.line(
            x0,
            y0,
            x1,
            y1,
            &format!(r#"class="angle-line" data-angle="{name}" stroke="{}" stroke-width="2""#, th.ink),
        );
    }
}

/// Cusp degrees (and angle names) outside the rim.
pub fn draw_cusp_labels(svg: &mut Svg, g: &Geometry, chart: &ChartAnswer, th: &Theme) {
    let asc = chart.ascendant.longitude;
    let all = labels(chart);
    let lons: Vec<f64> = all.iter().map(|l| l.lon).collect();
    let placed = spread(&lons, &[], SEP);
    let w = FONT * LABEL_EM * placed.scale.max(0.6);
    let font = FONT * placed.scale.max(0.6);
    for (l, &shown) in all.iter().zip(&placed.angles) {
        let h = if l.angle.is_some() { 2.3 * font } else { font };
        let a = (180.0 + shown - asc).to_radians();
        let support = w / 2.0 * a.cos().abs() + h / 2.0 * a.sin().abs();
        let (x, y) = g.at(shown, asc, g.r_out + GAP + support);
        let (sign, deg, min) = sign_degree_minute(l.lon);
        let data = l.house.map_or(String::new(), |h| format!(r#" data-house="{h}""#));
        let dy = if l.angle.is_some() { 0.65 * font } else { 0.0 };
        if let Some(name) = l.angle {
            svg.text(
                x,
                y - dy,
                font,
                name,
                &format!(r#"class="angle" data-angle="{name}" font-weight="700" fill="{}""#, th.ink),
            );
        }
        svg.raw(&format!(
            r#"<text class="cusp-degree"{data} x="{}" y="{}" font-size="{}" text-anchor="middle" dominant-baseline="central" fill="{}">{deg}°<tspan font-family="{SYMBOL_FONT}" fill="{}">{}{TEXT_STYLE}</tspan>{min:02}′</text>"#,
            num(x),
            num(y + dy),
            num(font),
            if l.angle.is_some() { th.ink } else { th.muted },
            th.elements[sign % 4],
            SIGN_GLYPHS[sign]
        ));
    }
}
