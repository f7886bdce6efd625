//! The East Indian chart (Bengal, Odisha, Assam): a 3 × 3 grid whose signs are fixed, Aries in
//! the top middle cell and the zodiac running anticlockwise; each corner cell is cut by its
//! diagonal (outer corner to inner corner) into two signs, the one touching the top or bottom
//! edge and the one touching the side. The centre cell carries the title.
//!
//! Same conventions as the other Indian charts: each sign is a `<polygon class="house">` with
//! `data-house` and `data-sign`, each planet one `<text class="planet">` inside it, and the
//! ascendant's cell holds the `Asc` label.

use super::indian::{labels_for, layout, Colours, IndianChart, Labels};
use super::svg::Svg;
use super::words::ChartWords;
use super::Look;
use crate::zodiac::SIGNS;

/// Each sign's cell in thirds of the chart (x right, y down) and where its abbreviation goes
/// (a point on the chart's border, and the offset in px into the cell).
type Cell = (&'static [(f64, f64)], (f64, f64), (f64, f64));

/// Aries first.
pub const EAST_CELLS: [Cell; 12] = [
    (&[(1.0, 0.0), (2.0, 0.0), (2.0, 1.0), (1.0, 1.0)], (1.5, 0.0), (0.0, 11.0)),
    (&[(0.0, 0.0), (1.0, 0.0), (1.0, 1.0)], (0.75, 0.0), (0.0, 11.0)),
    (&[(0.0, 0.0), (1.0, 1.0), (0.0, 1.0)], (0.0, 0.75), (14.0, 0.0)),
    (&[(0.0, 1.0), (1.0, 1.0), (1.0, 2.0), (0.0, 2.0)], (0.0, 1.5), (14.0, 0.0)),
    (&[(0.0, 2.0), (1.0, 2.0), (0.0, 3.0)], (0.0, 2.25), (14.0, 0.0)),
    (&[(1.0, 2.0), (1.0, 3.0), (0.0, 3.0)], (0.75, 3.0), (0.0, -11.0)),
    (&[(1.0, 2.0), (2.0, 2.0), (2.0, 3.0), (1.0, 3.0)], (1.5, 3.0), (0.0, -11.0)),
    (&[(2.0, 2.0), (3.0, 3.0), (2.0, 3.0)], (2.25, 3.0), (0.0, -11.0)),
    (&[(2.0, 2.0), (3.0, 2.0), (3.0, 3.0)], (3.0, 2.25), (-14.0, 0.0)),
    (&[(2.0, 1.0), (3.0, 1.0), (3.0, 2.0), (2.0, 2.0)], (3.0, 1.5), (-14.0, 0.0)),
    (&[(3.0, 0.0), (3.0, 1.0), (2.0, 1.0)], (3.0, 0.75), (-14.0, 0.0)),
    (&[(2.0, 0.0), (3.0, 0.0), (2.0, 1.0)], (2.25, 0.0), (0.0, 11.0)),
];

const S: f64 = 480.0;
const MARGIN: f64 = 12.0;

/// The East Indian chart.
pub fn east(chart: &IndianChart, look: &Look) -> String {
    let words = ChartWords::of(look.words);
    let c = Colours::of(look.theme);
    let width = S + 2.0 * MARGIN;
    let height = MARGIN + S + 14.0 + 17.0 * chart.subtitle.len() as f64 + 4.0;
    let mut svg = Svg::new(width, height, &chart.title, look.theme, look.size);
    let (ox, oy) = (MARGIN, MARGIN);
    let q = S / 3.0;
    svg.rect(ox, oy, S, S, &format!(r#"fill="{}" stroke="none""#, c.fill));
    for (sign, (cell, abbr_at, nudge)) in EAST_CELLS.iter().enumerate() {
        let poly: Vec<(f64, f64)> = cell.iter().map(|&(x, y)| (ox + x * q, oy + y * q)).collect();
        let house = (sign + 12 - chart.ascendant_sign) % 12 + 1;
        svg.polygon(
            &poly,
            &format!(
                r#"class="house" data-house="{house}" data-sign="{}" fill="none" stroke="{}" stroke-width="1.4" stroke-linejoin="round""#,
                SIGNS[sign].name,
                c.line
            ),
        );
        let (ax, ay) = (ox + abbr_at.0 * q + nudge.0, oy + abbr_at.1 * q + nudge.1);
        svg.text(
            ax,
            ay,
            10.5,
            &words.sign_marks[sign],
            &format!(r#"class="sign-name" data-sign="{}" fill="{}""#, SIGNS[sign].name, c.muted),
        );
        let labels: Labels = labels_for(chart, sign, house, &c, &words);
        let widths: Vec<usize> = labels.iter().map(|l| l.text.chars().count()).collect();
        let avoid = (ax - 12.0, ay - 8.0, ax + 12.0, ay + 8.0);
        let cy = poly.iter().map(|p| p.1).sum::<f64>() / poly.len() as f64;
        let (font, at) = layout(&poly, avoid, &widths, cy);
        super::indian::draw_labels(&mut svg, &labels, font, &at);
    }
    svg.rect(ox, oy, S, S, &format!(r#"fill="none" stroke="{}" stroke-width="2.5""#, c.line));
    svg.text(
        ox + S / 2.0,
        oy + S / 2.0,
        15.0,
        &chart.title,
        &format!(r#"font-weight="700" fill="{}" class="title""#, c.ink),
    );
    let mut y = oy + S + 16.0;
    for line in &chart.subtitle {
        svg.text(width / 2.0, y, 12.0, line, &format!(r#"fill="{}" class="subtitle""#, c.muted));
        y += 17.0;
    }
    svg.finish()
}
