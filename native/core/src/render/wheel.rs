//! The Western chart wheel as SVG: the ascendant on the left, longitude increasing
//! anticlockwise; zodiac ring with sign glyphs and degree ticks, house cusps with numbers,
//! planets with glyphs and degrees (spread apart when crowded, a leader to the exact degree),
//! and aspect lines in the centre.
//!
//! Every element a reader may check carries data attributes: `line.cusp[data-house]`,
//! `g.point[data-point][data-longitude]` (its `line.tick` points at the exact longitude),
//! `line.aspect[data-p1][data-p2][data-aspect]`.

use super::svg::{escape, num, Svg, SYMBOL_FONT};
use crate::western::chart::ChartAnswer;
use crate::zodiac::sign::normalize;
use crate::zodiac::SIGNS;

const W: f64 = 680.0;
const H: f64 = 750.0;
const CX: f64 = 340.0;
const CY: f64 = 372.0;
const R_OUT: f64 = 300.0;
const R_SIGN: f64 = 262.0;
const R_GLYPH: f64 = 236.0;
const R_DEGREE: f64 = 213.0;
const R_HOUSE_NUM: f64 = 176.0;
const R_ASPECT: f64 = 160.0;
/// Smallest angular distance between two planet glyphs, degrees.
const MIN_SEP: f64 = 7.5;

/// Unicode glyphs of the twelve signs, Aries first.
pub const SIGN_GLYPHS: [&str; 12] = ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"];
/// Sign colours by element: fire, earth, air, water.
const ELEMENT_COLOURS: [&str; 4] = ["#c0392b", "#2e7d32", "#b8860b", "#1f5fa8"];

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

/// Screen position of ecliptic longitude `lon` at radius `r`, the ascendant at 9 o'clock.
pub fn at(lon: f64, asc: f64, r: f64) -> (f64, f64) {
    let a = (180.0 + lon - asc).to_radians();
    (CX + r * a.cos(), CY - r * a.sin())
}

fn aspect_style(name: &str) -> Option<&'static str> {
    match name {
        "conjunction" => None,
        "opposition" | "square" => Some(r##"stroke="#c62828" stroke-width="1.3""##),
        "trine" => Some(r##"stroke="#1565c0" stroke-width="1.3""##),
        "sextile" => Some(r##"stroke="#2e7d32" stroke-width="1.2""##),
        _ => Some(r##"stroke="#8d8d8d" stroke-width="0.8" stroke-dasharray="4 3""##),
    }
}

/// Display angles for points at `lons`, pushed apart to at least MIN_SEP, order kept.
fn spread(lons: &[f64]) -> Vec<f64> {
    let n = lons.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| lons[a].total_cmp(&lons[b]));
    let mut d: Vec<f64> = order.iter().map(|&i| lons[i]).collect();
    if n > 1 && (n as f64) * MIN_SEP < 360.0 {
        for _ in 0..200 {
            let mut moved = false;
            for i in 0..n {
                let j = (i + 1) % n;
                // Signed gaps (no wrapping) so a pair pushed past each other is pushed back.
                let gap = if j == 0 { d[0] + 360.0 - d[i] } else { d[j] - d[i] };
                if gap < MIN_SEP - 1e-6 {
                    let push = (MIN_SEP - gap) / 2.0 + 1e-4;
                    d[i] -= push;
                    d[j] += push;
                    moved = true;
                }
            }
            if !moved {
                break;
            }
        }
    }
    let mut out = vec![0.0; n];
    for (k, &i) in order.iter().enumerate() {
        out[i] = d[k];
    }
    out
}

/// The whole wheel of a tropical chart as an SVG document, with a title and lines of legend.
pub fn wheel(chart: &ChartAnswer, title: &str, subtitle: &[String]) -> String {
    let mut svg = Svg::new(W, H, title);
    svg.text(CX, 24.0, 17.0, title, r##"font-weight="700" fill="#263238" class="title""##);
    draw_zodiac_ring(&mut svg, chart);
    draw_houses(&mut svg, chart);
    draw_angles(&mut svg, chart);
    draw_aspect_lines(&mut svg, chart);
    draw_planets(&mut svg, chart);
    draw_legend(&mut svg, subtitle);
    svg.finish()
}

/// Zodiac ring.
fn draw_zodiac_ring(svg: &mut Svg, chart: &ChartAnswer) {
    let asc = chart.ascendant.longitude;
    svg.circle(CX, CY, R_OUT, r##"fill="#fbfaf6" stroke="#37474f" stroke-width="2""##);
    svg.circle(CX, CY, R_SIGN, r##"fill="#ffffff" stroke="#37474f" stroke-width="1.4""##);
    for s in 0..12 {
        let start = s as f64 * 30.0;
        let (x0, y0) = at(start, asc, R_SIGN);
        let (x1, y1) = at(start, asc, R_OUT);
        svg.line(x0, y0, x1, y1, r##"stroke="#37474f" stroke-width="1.2""##);
        let (gx, gy) = at(start + 15.0, asc, (R_OUT + R_SIGN) / 2.0);
        svg.raw(&format!(
            r#"<text class="sign" data-sign="{}" x="{}" y="{}" font-size="22" font-family="{SYMBOL_FONT}" text-anchor="middle" dominant-baseline="central" fill="{}">{}&#xFE0E;<title>{}</title></text>"#,
            SIGNS[s].name,
            num(gx),
            num(gy),
            ELEMENT_COLOURS[s % 4],
            SIGN_GLYPHS[s],
            SIGNS[s].name
        ));
    }
    for d in 0..360 {
        if d % 30 == 0 {
            continue;
        }
        let len = if d % 10 == 0 {
            8.0
        } else if d % 5 == 0 {
            5.5
        } else {
            3.0
        };
        let (x0, y0) = at(d as f64, asc, R_SIGN);
        let (x1, y1) = at(d as f64, asc, R_SIGN + len);
        svg.line(x0, y0, x1, y1, r##"stroke="#78909c" stroke-width="0.7""##);
    }
}

/// Houses: cusp lines from the aspect circle to the zodiac ring, numbers mid-house.
fn draw_houses(svg: &mut Svg, chart: &ChartAnswer) {
    let asc = chart.ascendant.longitude;
    svg.circle(CX, CY, R_ASPECT, r##"fill="#ffffff" stroke="#90a4ae" stroke-width="1""##);
    svg.circle(CX, CY, R_HOUSE_NUM + 14.0, r##"fill="none" stroke="#cfd8dc" stroke-width="0.8""##);
    let cusps: Vec<f64> = chart.houses.iter().map(|c| c.longitude).collect();
    let n = cusps.len();
    for (i, &c) in cusps.iter().enumerate() {
        let angle = i % 3 == 0;
        let (x0, y0) = at(c, asc, R_ASPECT);
        let (x1, y1) = at(c, asc, R_SIGN);
        let style =
            if angle { r##"stroke="#263238" stroke-width="2""## } else { r##"stroke="#90a4ae" stroke-width="1""## };
        svg.line(
            x0,
            y0,
            x1,
            y1,
            &format!(r#"class="cusp" data-house="{}" data-longitude="{}" {style}"#, i + 1, num(c)),
        );
        let next = cusps[(i + 1) % n];
        let mid = c + normalize(next - c) / 2.0;
        let (hx, hy) = at(mid, asc, R_HOUSE_NUM);
        svg.text(
            hx,
            hy,
            12.0,
            &(i + 1).to_string(),
            &format!(r##"class="house-number" data-house="{}" fill="#607d8b""##, i + 1),
        );
    }
}

/// The angles, drawn through the zodiac ring and named outside it.
fn draw_angles(svg: &mut Svg, chart: &ChartAnswer) {
    let asc = chart.ascendant.longitude;
    for (name, lon) in
        [("ASC", asc), ("DSC", asc + 180.0), ("MC", chart.mc.longitude), ("IC", chart.mc.longitude + 180.0)]
    {
        let (x0, y0) = at(lon, asc, R_SIGN);
        let (x1, y1) = at(lon, asc, R_OUT + 6.0);
        svg.line(x0, y0, x1, y1, r##"stroke="#263238" stroke-width="2""##);
        let (lx, ly) = at(lon, asc, R_OUT + 20.0);
        svg.text(
            lx,
            ly,
            12.0,
            name,
            &format!(r##"class="angle" data-angle="{name}" font-weight="700" fill="#263238""##),
        );
    }
}

/// Aspect lines between exact positions on the aspect circle.
fn draw_aspect_lines(svg: &mut Svg, chart: &ChartAnswer) {
    let asc = chart.ascendant.longitude;
    let lon_of = |key: &str| -> Option<f64> {
        match key {
            "ascendant" => Some(asc),
            "mc" => Some(chart.mc.longitude),
            _ => chart.planets.iter().find(|p| p.key == key).map(|p| p.longitude),
        }
    };
    for a in &chart.aspects {
        let (Some(l1), Some(l2), Some(style)) = (lon_of(a.p1_key), lon_of(a.p2_key), aspect_style(a.aspect)) else {
            continue;
        };
        let (x1, y1) = at(l1, asc, R_ASPECT);
        let (x2, y2) = at(l2, asc, R_ASPECT);
        svg.raw(&format!(
            r#"<line class="aspect" data-p1="{}" data-p2="{}" data-aspect="{}" x1="{}" y1="{}" x2="{}" y2="{}" {style} stroke-opacity="0.85"><title>{} {} {} (orb {:.1}°)</title></line>"#,
            escape(a.p1),
            escape(a.p2),
            a.aspect,
            num(x1),
            num(y1),
            num(x2),
            num(y2),
            escape(a.p1),
            a.aspect,
            escape(a.p2),
            a.orb
        ));
    }
}

/// Planets.
fn draw_planets(svg: &mut Svg, chart: &ChartAnswer) {
    let asc = chart.ascendant.longitude;
    let lons: Vec<f64> = chart.planets.iter().map(|p| p.longitude).collect();
    let shown = spread(&lons);
    for (p, &d) in chart.planets.iter().zip(&shown) {
        let (tx0, ty0) = at(p.longitude, asc, R_SIGN);
        let (tx1, ty1) = at(p.longitude, asc, R_SIGN - 7.0);
        let (lx, ly) = at(d, asc, R_GLYPH + 13.0);
        let (gx, gy) = at(d, asc, R_GLYPH);
        let (dx, dy) = at(d, asc, R_DEGREE);
        let colour = if p.retrograde { "#8e24aa" } else { "#1a237e" };
        let deg = p.sign.degree;
        let minutes = ((deg - deg.floor()) * 60.0).floor();
        svg.raw(&format!(
            r#"<g class="point" data-point="{}" data-key="{}" data-longitude="{}" data-house="{}" data-retrograde="{}"><title>{} {}°{:02}′ {}{}, house {}</title>"#,
            p.name,
            p.key,
            num(p.longitude),
            p.house,
            p.retrograde,
            p.name,
            deg.floor() as i64,
            minutes as i64,
            p.sign.sign,
            if p.retrograde { " retrograde" } else { "" },
            p.house
        ));
        svg.line(tx0, ty0, tx1, ty1, &format!(r#"class="tick" stroke="{colour}" stroke-width="1.6""#));
        svg.line(
            tx1,
            ty1,
            lx,
            ly,
            &format!(r#"class="leader" stroke="{colour}" stroke-width="0.6" stroke-opacity="0.7""#),
        );
        svg.circle(gx, gy, 11.0, r##"fill="#ffffff" fill-opacity="0.9" stroke="none""##);
        svg.raw(&format!(
            r#"<text class="glyph" x="{}" y="{}" font-size="19" font-family="{SYMBOL_FONT}" text-anchor="middle" dominant-baseline="central" fill="{colour}">{}&#xFE0E;</text>"#,
            num(gx),
            num(gy),
            glyph(p.key)
        ));
        let label = format!("{}°{}", deg.floor() as i64, if p.retrograde { "℞" } else { "" });
        svg.text(dx, dy, 10.5, &label, &format!(r#"class="degree" fill="{colour}""#));
        svg.close("g");
    }
}

/// Legend and details.
fn draw_legend(svg: &mut Svg, subtitle: &[String]) {
    let mut y = CY + R_OUT + 34.0;
    for line in subtitle {
        svg.text(CX, y, 11.5, line, r##"fill="#546e7a" class="subtitle""##);
        y += 16.0;
    }
    let legend =
        [("#c62828", "square / opposition"), ("#1565c0", "trine"), ("#2e7d32", "sextile"), ("#8d8d8d", "minor")];
    let mut x = 16.0;
    for (c, t) in legend {
        svg.line(x, H - 14.0, x + 18.0, H - 14.0, &format!(r#"stroke="{c}" stroke-width="1.6""#));
        svg.raw(&format!(
            r##"<text x="{}" y="{}" font-size="10" dominant-baseline="central" fill="#546e7a">{}</text>"##,
            num(x + 22.0),
            num(H - 14.0),
            t
        ));
        x += 30.0 + t.len() as f64 * 5.6;
    }
}
