//! A small SVG writer: elements appended to a string, coordinates rounded to 0.01 px, text
//! escaped. No layout logic lives here.

use super::theme::Theme;
use std::fmt::Write;

/// An SVG document being written, element by element.
pub struct Svg {
    buf: String,
}

/// A number for an attribute: at most two decimals, no trailing zeros.
pub fn num(x: f64) -> String {
    let s = format!("{:.2}", x);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

/// Text escaped for SVG content and attribute values (`&`, `<`, `>`, `"`).
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The font family of the whole image.
pub const FONT: &str = "DejaVu Sans, Verdana, Arial, sans-serif";
/// Fonts with the astrological symbols (DejaVu Sans has them all).
pub const SYMBOL_FONT: &str = "DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols, Noto Sans Symbols 2, sans-serif";

impl Svg {
    /// Opens a document of `width` × `height` user units with a `<title>` and the theme's
    /// background; shown `size` px wide (the height in proportion) when given.
    pub fn new(width: f64, height: f64, title: &str, theme: &Theme, size: Option<u32>) -> Svg {
        let mut buf = String::with_capacity(16 * 1024);
        let (shown_w, shown_h) = match size {
            Some(px) => (px as f64, (px as f64 * height / width).round()),
            None => (width, height),
        };
        let _ = write!(
            buf,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{sw}" height="{sh}" viewBox="0 0 {w} {h}" font-family="{FONT}" text-rendering="geometricPrecision" data-theme="{theme}"><title>{t}</title><rect width="{w}" height="{h}" fill="{bg}"/>"#,
            sw = num(shown_w),
            sh = num(shown_h),
            w = num(width),
            h = num(height),
            theme = theme.slug,
            bg = theme.background,
            t = escape(title)
        );
        Svg { buf }
    }

    /// Raw markup (already escaped).
    pub fn raw(&mut self, s: &str) {
        self.buf.push_str(s);
    }

    /// Opens an element, e.g. `g class="x"`; pair with [`Svg::close`].
    pub fn open(&mut self, tag_with_attrs: &str) {
        self.buf.push('<');
        self.buf.push_str(tag_with_attrs);
        self.buf.push('>');
    }

    /// Closes the element `tag` opened with [`Svg::open`].
    pub fn close(&mut self, tag: &str) {
        let _ = write!(self.buf, "</{tag}>");
    }

    /// A `<line>` from (x1, y1) to (x2, y2), with extra attributes.
    pub fn line(&mut self, x1: f64, y1: f64, x2: f64, y2: f64, attrs: &str) {
        let _ =
            write!(self.buf, r#"<line x1="{}" y1="{}" x2="{}" y2="{}" {attrs}/>"#, num(x1), num(y1), num(x2), num(y2));
    }

    /// A closed `<polygon>` through the points, with extra attributes.
    pub fn polygon(&mut self, points: &[(f64, f64)], attrs: &str) {
        let pts: Vec<String> = points.iter().map(|(x, y)| format!("{},{}", num(*x), num(*y))).collect();
        let _ = write!(self.buf, r#"<polygon points="{}" {attrs}/>"#, pts.join(" "));
    }

    /// A `<rect>` with top-left corner (x, y), width `w` and height `h`.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, attrs: &str) {
        let _ =
            write!(self.buf, r#"<rect x="{}" y="{}" width="{}" height="{}" {attrs}/>"#, num(x), num(y), num(w), num(h));
    }

    /// A `<circle>` of centre (cx, cy) and radius `r`.
    pub fn circle(&mut self, cx: f64, cy: f64, r: f64, attrs: &str) {
        let _ = write!(self.buf, r#"<circle cx="{}" cy="{}" r="{}" {attrs}/>"#, num(cx), num(cy), num(r));
    }

    /// A `<path>` with path data `d`.
    pub fn path(&mut self, d: &str, attrs: &str) {
        let _ = write!(self.buf, r#"<path d="{d}" {attrs}/>"#);
    }

    /// Text centred on (x, y) (middle anchor, central baseline).
    pub fn text(&mut self, x: f64, y: f64, size: f64, text: &str, attrs: &str) {
        let _ = write!(
            self.buf,
            r#"<text x="{}" y="{}" font-size="{}" text-anchor="middle" dominant-baseline="central" {attrs}>{}</text>"#,
            num(x),
            num(y),
            num(size),
            escape(text)
        );
    }

    /// Closes the `<svg>` element and returns the document.
    pub fn finish(mut self) -> String {
        self.buf.push_str("</svg>");
        self.buf
    }
}
