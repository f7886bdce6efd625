//! North Indian (diamond) and South Indian (fixed-sign grid) charts as SVG.
//!
//! North: houses are fixed (house 1 the top diamond, then anticlockwise) and each house shows
//! the number of its sign (1 = Aries … 12 = Pisces). South: signs are fixed (Pisces top left,
//! then clockwise Aries … Aquarius) and the ascendant's cell carries a diagonal mark and `Asc`.
//! Each planet is one `<text class="planet">` laid out inside its cell's polygon; the cells are
//! `<polygon class="house">` with `data-house` and `data-sign`, so a reader can check the
//! placement geometrically.

use super::svg::{escape, num, Svg};
use super::theme::Theme;
use super::words::ChartWords;
use super::Look;
use crate::zodiac::{Graha, SIGNS};

/// One planet (or the ascendant) in a sign of the chart being drawn.
#[derive(Debug, Clone)]
pub struct Placement {
    /// The planet; its name (tooltip) and short form (cell) are in the image's language.
    pub graha: Graha,
    /// 0 = Aries.
    pub sign: usize,
    /// Degree within the sign of this chart (the varga degree for a divisional chart).
    pub degree: f64,
    /// Draw the retrograde mark `(R)`; always false for Rahu and Ketu.
    pub retrograde: bool,
}

/// Everything an Indian chart drawing shows.
#[derive(Debug, Clone)]
pub struct IndianChart {
    /// Heading above the chart, e.g. "D9 Navamsa".
    pub title: String,
    /// Lines of text below the chart (moment, place, ayanamsa, node and houses).
    pub subtitle: Vec<String>,
    /// Sign of the ascendant in this chart, 0 = Aries … 11 = Pisces.
    pub ascendant_sign: usize,
    /// Degree of the ascendant within that sign, 0 <= x < 30.
    pub ascendant_degree: f64,
    /// The planets to place, each in its sign.
    pub planets: Vec<Placement>,
}

/// The layout of an Indian chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// North Indian: fixed houses in a diamond, house 1 at the top.
    North,
    /// South Indian: fixed signs in a 4 × 4 grid, Pisces at the top left.
    South,
    /// East Indian: fixed signs in a 3 × 3 grid, Aries top middle, anticlockwise.
    East,
}

const S: f64 = 480.0;
const MARGIN: f64 = 12.0;

/// The colours an Indian chart paints with, taken from the theme.
pub struct Colours {
    /// Cell lines.
    pub line: &'static str,
    /// Chart background.
    pub fill: &'static str,
    /// Headings.
    pub ink: &'static str,
    /// Sign names and numbers, subtitles.
    pub muted: &'static str,
    /// Planets moving forward.
    pub planet: &'static str,
    /// Retrograde planets.
    pub retrograde: &'static str,
    /// The ascendant.
    pub accent: &'static str,
}

impl Colours {
    /// The roles of `theme` an Indian chart uses.
    pub fn of(theme: &Theme) -> Colours {
        Colours {
            line: theme.chart_line,
            fill: theme.face,
            ink: theme.ink,
            muted: theme.muted,
            planet: theme.planet,
            retrograde: theme.retrograde,
            accent: theme.accent,
        }
    }
}

/// One label of a cell: a planet or the ascendant.
pub struct Label {
    /// What the cell shows, e.g. `Ma(R) 12°`.
    pub text: String,
    tooltip: String,
    class: &'static str,
    data: String,
    color: &'static str,
}

/// The labels of one cell.
pub type Labels = Vec<Label>;

fn deg_text(d: f64) -> String {
    let whole = d.floor();
    let minutes = ((d - whole) * 60.0).floor();
    format!("{}°{:02}′", whole as i64, minutes as i64)
}

/// The labels of the cell of `sign` (house `house`): the ascendant if it is there, then planets.
/// Text is in the language of `w`; the `data-*` attributes keep the English names (stable keys).
pub fn labels_for(chart: &IndianChart, sign: usize, house: usize, c: &Colours, w: &ChartWords) -> Labels {
    let mut out = Vec::new();
    if sign == chart.ascendant_sign {
        out.push(Label {
            text: format!("{} {}°", w.ascendant_mark, chart.ascendant_degree.floor() as i64),
            tooltip: format!("{} {} {}", w.ascendant, deg_text(chart.ascendant_degree), w.signs[sign]),
            class: "ascendant",
            data: format!(r#"data-point="Ascendant" data-sign="{}" data-house="{house}""#, SIGNS[sign].name),
            color: c.accent,
        });
    }
    for p in chart.planets.iter().filter(|p| p.sign == sign) {
        // Rahu and Ketu carry no retrograde mark (see `Placement::retrograde`).
        let retro = p.retrograde;
        let r = if retro { "(R)" } else { "" };
        out.push(Label {
            text: format!("{}{} {}°", w.graha_marks[p.graha.index()], r, p.degree.floor() as i64),
            tooltip: format!(
                "{} {} {}{}",
                w.grahas[p.graha.index()],
                deg_text(p.degree),
                w.signs[sign],
                if retro { ", retrograde" } else { "" }
            ),
            class: "planet",
            data: format!(r#"data-planet="{}" data-sign="{}" data-house="{house}""#, p.graha.name(), SIGNS[sign].name),
            color: if retro { c.retrograde } else { c.planet },
        });
    }
    out
}

/// Horizontal extent of a convex polygon at height `y`.
fn extent_at(poly: &[(f64, f64)], y: f64) -> Option<(f64, f64)> {
    let mut xs: Vec<f64> = Vec::new();
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
        let (lo, hi) = if a.1 <= b.1 { (a, b) } else { (b, a) };
        if y < lo.1 - 1e-9 || y > hi.1 + 1e-9 {
            continue;
        }
        if (hi.1 - lo.1).abs() < 1e-9 {
            xs.push(a.0);
            xs.push(b.0);
        } else {
            xs.push(lo.0 + (y - lo.1) * (hi.0 - lo.0) / (hi.1 - lo.1));
        }
    }
    if xs.is_empty() {
        return None;
    }
    let min = xs.iter().cloned().fold(f64::INFINITY, f64::min);
    let max = xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    Some((min, max))
}

type Box2 = (f64, f64, f64, f64);
type Pt = (f64, f64);

/// Places `n` labels of `chars` characters inside a convex polygon, away from `avoid`, rows as
/// near `anchor_y` as possible; shrinks the font until they fit. Returns the font size and the
/// centre of each label.
pub fn layout(poly: &[(f64, f64)], avoid: Box2, widths: &[usize], anchor_y: f64) -> (f64, Vec<(f64, f64)>) {
    let n = widths.len();
    if n == 0 {
        return (13.0, Vec::new());
    }
    let ymin = poly.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let ymax = poly.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let chars = *widths.iter().max().expect("labels");
    for font in [14.0, 13.0, 12.0, 11.0, 10.0, 9.0, 8.0] {
        let w = chars as f64 * font * 0.68 + 8.0;
        let h = font * 1.3;
        let pad = 3.0;
        // Candidate rows on a grid: (top, left, right, capacity).
        let mut rows: Vec<(f64, f64, f64, usize)> = Vec::new();
        let mut top = ymin + pad;
        while top + h <= ymax - pad {
            if let (Some(a), Some(b)) = (extent_at(poly, top), extent_at(poly, top + h)) {
                let (mut x0, mut x1) = (a.0.max(b.0) + pad, a.1.min(b.1) - pad);
                let (ax0, ay0, ax1, ay1) = avoid;
                if top < ay1 && top + h > ay0 && x0 < ax1 && x1 > ax0 {
                    if (ax0 + ax1) / 2.0 > (x0 + x1) / 2.0 {
                        x1 = x1.min(ax0 - pad);
                    } else {
                        x0 = x0.max(ax1 + pad);
                    }
                }
                let cap = if x1 > x0 { ((x1 - x0) / w).floor() as usize } else { 0 };
                rows.push((top, x0, x1, cap));
            }
            top += h / 2.0;
        }
        // Rows advance by half a row height so windows can centre well; a window uses every
        // other candidate row (non-overlapping).
        for k in 1..=rows.len() {
            let mut best: Option<(f64, usize)> = None;
            for start in 0..rows.len() {
                let picked: Vec<usize> = (0..k).map(|j| start + 2 * j).collect();
                if *picked.last().expect("k ≥ 1") >= rows.len() {
                    break;
                }
                let cap: usize = picked.iter().map(|&i| rows[i].3).sum();
                if cap < n || picked.iter().any(|&i| rows[i].3 == 0) {
                    continue;
                }
                let centre = (rows[picked[0]].0 + rows[*picked.last().expect("k")].0 + h) / 2.0;
                let off = (centre - anchor_y).abs();
                if best.is_none_or(|(b, _)| off < b) {
                    best = Some((off, start));
                }
            }
            if let Some((_, start)) = best {
                let mut out = Vec::with_capacity(n);
                let mut left = n;
                for j in 0..k {
                    let (top, x0, x1, cap) = rows[start + 2 * j];
                    let here = left.div_ceil(k - j).min(cap);
                    let mid = (x0 + x1) / 2.0;
                    for i in 0..here {
                        let x = mid + (i as f64 - (here as f64 - 1.0) / 2.0) * w;
                        out.push((x, top + h / 2.0));
                    }
                    left -= here;
                }
                if left == 0 {
                    return (font, out);
                }
            }
        }
    }
    // Nothing fits (cannot happen with nine planets): stack on the anchor.
    let cx = poly.iter().map(|p| p.0).sum::<f64>() / poly.len() as f64;
    (8.0, (0..n).map(|i| (cx, anchor_y + (i as f64 - n as f64 / 2.0) * 10.0)).collect())
}

/// Draws the labels of a cell at the centres `layout` chose.
pub fn draw_labels(svg: &mut Svg, labels: &[Label], font: f64, at: &[(f64, f64)]) {
    for (l, (x, y)) in labels.iter().zip(at) {
        svg.raw(&format!(
            r#"<text class="{}" {} x="{}" y="{}" font-size="{}" font-weight="600" fill="{}" text-anchor="middle" dominant-baseline="central"><title>{}</title>{}</text>"#,
            l.class,
            l.data,
            num(*x),
            num(*y),
            num(font),
            l.color,
            escape(&l.tooltip),
            escape(&l.text)
        ));
    }
}

fn centroid(poly: &[(f64, f64)]) -> (f64, f64) {
    let n = poly.len() as f64;
    (poly.iter().map(|p| p.0).sum::<f64>() / n, poly.iter().map(|p| p.1).sum::<f64>() / n)
}

fn header(svg: &mut Svg, chart: &IndianChart, width: f64, c: &Colours) {
    svg.text(width / 2.0, 22.0, 17.0, &chart.title, &format!(r#"font-weight="700" fill="{}" class="title""#, c.ink));
}

/// The North Indian chart in the light theme at its natural size.
pub fn north(chart: &IndianChart) -> String {
    north_with(chart, &Look::default())
}

/// The South Indian chart in the light theme at its natural size.
pub fn south(chart: &IndianChart) -> String {
    south_with(chart, &Look::default())
}

/// The North Indian chart with the look (theme, size) asked for.
pub fn north_with(chart: &IndianChart, look: &Look) -> String {
    let words = ChartWords::of(look.words);
    let col = Colours::of(look.theme);
    let top = 40.0;
    let width = S + 2.0 * MARGIN;
    let height = top + S + 14.0 + 17.0 * chart.subtitle.len() as f64 + 4.0;
    let mut svg = Svg::new(width, height, &chart.title, look.theme, look.size);
    header(&mut svg, chart, width, &col);
    let (ox, oy) = (MARGIN, top);
    let p = |x: f64, y: f64| (ox + x * S, oy + y * S);
    // Corners, midpoints, centre and the four inner points where diagonals meet the diamond.
    let (tl, tr, br, bl) = (p(0.0, 0.0), p(1.0, 0.0), p(1.0, 1.0), p(0.0, 1.0));
    let (t, r, b, l, c) = (p(0.5, 0.0), p(1.0, 0.5), p(0.5, 1.0), p(0.0, 0.5), p(0.5, 0.5));
    let (itl, itr, ibr, ibl) = (p(0.25, 0.25), p(0.75, 0.25), p(0.75, 0.75), p(0.25, 0.75));
    // House polygons, house 1 the top diamond, then anticlockwise; the inner vertex of each
    // (where its sign number goes) is listed with it.
    let houses: [(Vec<Pt>, Pt); 12] = [
        (vec![t, itr, c, itl], c),
        (vec![tl, t, itl], itl),
        (vec![tl, itl, l], itl),
        (vec![l, itl, c, ibl], c),
        (vec![l, ibl, bl], ibl),
        (vec![bl, ibl, b], ibl),
        (vec![b, ibl, c, ibr], c),
        (vec![b, ibr, br], ibr),
        (vec![br, ibr, r], ibr),
        (vec![r, ibr, c, itr], c),
        (vec![r, itr, tr], itr),
        (vec![tr, itr, t], itr),
    ];
    svg.rect(ox, oy, S, S, &format!(r#"fill="{}" stroke="none""#, col.fill));
    for (i, (poly, _)) in houses.iter().enumerate() {
        let sign = (chart.ascendant_sign + i) % 12;
        svg.polygon(
            poly,
            &format!(
                r#"class="house" data-house="{}" data-sign="{}" fill="none" stroke="{}" stroke-width="1.4" stroke-linejoin="round""#,
                i + 1,
                SIGNS[sign].name,
                col.line
            ),
        );
    }
    svg.rect(ox, oy, S, S, &format!(r#"fill="none" stroke="{}" stroke-width="2.5""#, col.line));
    for (i, (poly, inner)) in houses.iter().enumerate() {
        let sign = (chart.ascendant_sign + i) % 12;
        let (cx, cy) = centroid(poly);
        let (dx, dy) = (cx - inner.0, cy - inner.1);
        let len = (dx * dx + dy * dy).sqrt();
        let d = if i % 3 == 0 { 17.0 } else { 15.0 };
        let (nx, ny) = (inner.0 + dx / len * d, inner.1 + dy / len * d);
        svg.text(
            nx,
            ny,
            12.0,
            &(sign + 1).to_string(),
            &format!(r#"class="sign-number" data-house="{}" fill="{}""#, i + 1, col.muted),
        );
        let labels = labels_for(chart, sign, i + 1, &col, &words);
        let widths: Vec<usize> = labels.iter().map(|l| l.text.chars().count()).collect();
        let avoid = (nx - 9.0, ny - 9.0, nx + 9.0, ny + 9.0);
        let (font, at) = layout(poly, avoid, &widths, cy);
        draw_labels(&mut svg, &labels, font, &at);
    }
    let mut y = oy + S + 16.0;
    for line in &chart.subtitle {
        svg.text(width / 2.0, y, 12.0, line, &format!(r#"fill="{}" class="subtitle""#, col.muted));
        y += 17.0;
    }
    svg.finish()
}

/// Grid cell (row, column) of each sign in the South Indian chart.
pub const SOUTH_CELLS: [(usize, usize); 12] =
    [(0, 1), (0, 2), (0, 3), (1, 3), (2, 3), (3, 3), (3, 2), (3, 1), (3, 0), (2, 0), (1, 0), (0, 0)];

/// The South Indian chart with the look (theme, size) asked for.
pub fn south_with(chart: &IndianChart, look: &Look) -> String {
    let words = ChartWords::of(look.words);
    let c = Colours::of(look.theme);
    let width = S + 2.0 * MARGIN;
    let height = S + 2.0 * MARGIN;
    let mut svg = Svg::new(width, height, &chart.title, look.theme, look.size);
    let (ox, oy) = (MARGIN, MARGIN);
    let q = S / 4.0;
    svg.rect(ox, oy, S, S, &format!(r#"fill="{}" stroke="none""#, c.fill));
    for sign in 0..12 {
        let (row, col) = SOUTH_CELLS[sign];
        let (x, y) = (ox + col as f64 * q, oy + row as f64 * q);
        let house = (sign + 12 - chart.ascendant_sign) % 12 + 1;
        let poly = vec![(x, y), (x + q, y), (x + q, y + q), (x, y + q)];
        svg.polygon(
            &poly,
            &format!(
                r#"class="house" data-house="{house}" data-sign="{}" fill="none" stroke="{}" stroke-width="1.4""#,
                SIGNS[sign].name, c.line
            ),
        );
        svg.text(
            x + 14.0,
            y + 11.0,
            10.5,
            &words.sign_marks[sign],
            &format!(r#"class="sign-name" data-sign="{}" fill="{}""#, SIGNS[sign].name, c.muted),
        );
        if sign == chart.ascendant_sign {
            // The traditional mark of the lagna: a diagonal across the cell's top-right corner.
            svg.line(
                x + q - 26.0,
                y,
                x + q,
                y + 26.0,
                &format!(r#"class="ascendant-mark" stroke="{}" stroke-width="1.6""#, c.accent),
            );
        }
        let labels = labels_for(chart, sign, house, &c, &words);
        let widths: Vec<usize> = labels.iter().map(|l| l.text.chars().count()).collect();
        let avoid = (x, y, x + 28.0, y + 20.0);
        let inner = if sign == chart.ascendant_sign {
            // Keep labels clear of the corner mark.
            vec![(x, y + 16.0), (x + q - 28.0, y + 16.0), (x + q, y + 28.0), (x + q, y + q), (x, y + q)]
        } else {
            poly.clone()
        };
        let (font, at) = layout(&inner, avoid, &widths, y + q / 2.0 + 4.0);
        draw_labels(&mut svg, &labels, font, &at);
    }
    svg.rect(ox, oy, S, S, &format!(r#"fill="none" stroke="{}" stroke-width="2.5""#, c.line));
    svg.rect(ox + q, oy + q, 2.0 * q, 2.0 * q, &format!(r#"fill="none" stroke="{}" stroke-width="1.4""#, c.line));
    let cx = ox + S / 2.0;
    let lines = 1 + chart.subtitle.len();
    let mut y = oy + S / 2.0 - (lines as f64 - 1.0) * 9.0 - 4.0;
    svg.text(cx, y, 16.0, &chart.title, &format!(r#"font-weight="700" fill="{}" class="title""#, c.ink));
    y += 24.0;
    for line in &chart.subtitle {
        svg.text(cx, y, 11.0, line, &format!(r#"fill="{}" class="subtitle""#, c.muted));
        y += 16.0;
    }
    svg.finish()
}
