//! Chart images checked by parsing the SVG: every planet label lies inside the polygon of the
//! house the chart endpoint gives it, the signs sit where the classical layouts put them, labels
//! do not overlap, and the wheel's ticks and cusps are at the chart's longitudes.
//! `RENDER_OUT=/some/dir cargo test --test render_charts` also writes the SVGs there.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::{LocalInput, Moment};
use astrology_core::render::indian::SOUTH_CELLS;
use astrology_core::render::{natal_wheel, ChartImageQuery, ChartImageRequest, Image, ImageOptions, WheelRequest};
use astrology_core::vedic::chart::{vedic_chart, ChartRequest};
use astrology_core::western::chart::natal_chart;
use astrology_core::western::{Birth, NatalRequest};
use astrology_core::zodiac::SIGNS;
use std::collections::HashMap;

/// Birth data of the test charts (date, time, offset, lat, lon).
const CHARTS: [(&str, &str, &str, f64, f64); 4] = [
    ("1990-07-15", "14:30", "+05:30", 28.6139, 77.2090),
    ("1984-11-02", "04:05", "+05:30", 13.0827, 80.2707),
    ("2001-03-21", "23:50", "-05:00", 40.7128, -74.0060),
    ("1969-07-20", "20:17", "+00:00", 51.5074, -0.1278),
];

fn moment(date: &str, time: &str, tz: &str) -> Moment {
    Moment::from_local(&LocalInput { date: date.into(), time: time.into(), tz: Some(tz.into()), timezone: None })
        .expect("moment")
}

fn request(i: usize, style: &str, varga: &str) -> ChartImageRequest {
    let (d, t, tz, lat, lon) = CHARTS[i];
    ChartImageRequest {
        chart: ChartRequest {
            moment: moment(d, t, tz),
            place: Place { lat, lon },
            ayanamsa: None,
            node: NodeType::Mean,
        },
        style: Some(style.into()),
        varga: Some(varga.into()),
        method: None,
    }
}

/// The chart image of a request with the default drawing options.
fn chart_image(req: &ChartImageRequest) -> astrology_core::Result<Image> {
    astrology_core::render::chart_image(&ChartImageQuery { chart: req.clone(), image: ImageOptions::default() })
}

/// Every element `<tag …>` with the given class, as attribute maps (plus `text` content).
fn elements(svg: &str, tag: &str, class: &str) -> Vec<HashMap<String, String>> {
    let mut out = Vec::new();
    let open = format!("<{tag} ");
    let mut rest = svg;
    while let Some(i) = rest.find(&open) {
        let after = &rest[i + open.len()..];
        let end = after.find('>').expect("tag end");
        let head = &after[..end];
        let mut attrs = HashMap::new();
        let mut s = head;
        while let Some(eq) = s.find("=\"") {
            let key = s[..eq].trim().rsplit(' ').next().unwrap().to_string();
            let v_end = s[eq + 2..].find('"').unwrap();
            attrs.insert(key, s[eq + 2..eq + 2 + v_end].to_string());
            s = &s[eq + 2 + v_end + 1..];
        }
        if !head.ends_with('/') {
            let body = &after[end + 1..];
            let close = body.find(&format!("</{tag}>")).unwrap_or(0);
            // Text content without a nested <title>…</title>.
            let mut text = body[..close].to_string();
            if let (Some(a), Some(b)) = (text.find("<title>"), text.find("</title>")) {
                text.replace_range(a..b + 8, "");
            }
            attrs.insert("text".into(), text);
        }
        if attrs.get("class").map(String::as_str) == Some(class) {
            out.push(attrs);
        }
        rest = &after[end..];
    }
    out
}

fn f(m: &HashMap<String, String>, k: &str) -> f64 {
    m[k].parse().unwrap_or_else(|_| panic!("{k} not a number: {:?}", m[k]))
}

fn polygon(m: &HashMap<String, String>) -> Vec<(f64, f64)> {
    m["points"]
        .split(' ')
        .map(|p| {
            let (x, y) = p.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect()
}

/// Strictly inside a convex polygon (either winding), with a margin in pixels.
fn inside(poly: &[(f64, f64)], x: f64, y: f64, margin: f64) -> bool {
    let n = poly.len();
    let mut sign = 0.0;
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        let cross = (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0);
        let dist = cross / ((b.0 - a.0).hypot(b.1 - a.1));
        if sign == 0.0 {
            sign = dist.signum();
        }
        if dist * sign < margin {
            return false;
        }
    }
    true
}

/// The label's box: width from its characters (DejaVu Sans averages under 0.62 em for these).
fn label_box(m: &HashMap<String, String>) -> (f64, f64, f64, f64) {
    let (x, y, size) = (f(m, "x"), f(m, "y"), f(m, "font-size"));
    let w = m["text"].chars().count() as f64 * size * 0.66;
    let h = size;
    (x - w / 2.0, y - h / 2.0, x + w / 2.0, y + h / 2.0)
}

/// Navamsha sign by the continuous-sequence property of BPHS ch. 6 (the nine parts of Aries
/// start at Aries, of Taurus at Capricorn …, which is the same as counting 3°20′ parts of the
/// whole zodiac from Aries): independent of the varga module.
fn navamsha_sign(lon: f64) -> usize {
    ((lon / (30.0 / 9.0)).floor() as usize) % 12
}

fn dump(name: &str, svg: &str) {
    if let Some(dir) = std::env::var_os("RENDER_OUT") {
        std::fs::write(std::path::Path::new(&dir).join(name), svg).expect("write svg");
    }
}

fn check_indian(svg: &str, expected_house: &HashMap<&str, u8>, asc_sign: usize, style: &str) {
    let houses = elements(svg, "polygon", "house");
    assert_eq!(houses.len(), 12);
    let poly_of: HashMap<u8, Vec<(f64, f64)>> =
        houses.iter().map(|h| (h["data-house"].parse().unwrap(), polygon(h))).collect();
    // The sign of each house follows from the ascendant.
    for h in &houses {
        let n: usize = h["data-house"].parse().unwrap();
        assert_eq!(h["data-sign"], SIGNS[(asc_sign + n - 1) % 12].name, "{style}: sign of house {n}");
    }
    let planets = elements(svg, "text", "planet");
    assert_eq!(planets.len(), 9, "{style}: nine planet labels");
    let mut boxes = Vec::new();
    for p in &planets {
        let name = p["data-planet"].as_str();
        let want = expected_house[name];
        let (x0, y0, x1, y1) = label_box(p);
        // The label's whole box is inside its house and its centre in no other house.
        for (hx, hy) in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] {
            assert!(inside(&poly_of[&want], hx, hy, -0.5), "{style}: {name} box corner outside house {want}");
        }
        for (n, poly) in &poly_of {
            if *n != want {
                assert!(!inside(poly, f(p, "x"), f(p, "y"), 0.0), "{style}: {name} also in house {n}");
            }
        }
        assert!(p["text"].starts_with(&name[..2]), "{style}: {name} label {:?}", p["text"]);
        boxes.push((name.to_string(), (x0, y0, x1, y1)));
    }
    let asc = elements(svg, "text", "ascendant");
    assert_eq!(asc.len(), 1);
    let (ax, ay) = (f(&asc[0], "x"), f(&asc[0], "y"));
    assert!(inside(&poly_of[&1], ax, ay, 0.0), "{style}: Asc label in house 1");
    boxes.push(("Asc".into(), label_box(&asc[0])));
    for i in 0..boxes.len() {
        for j in i + 1..boxes.len() {
            let (a, b) = (boxes[i].1, boxes[j].1);
            let overlap = a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3;
            assert!(!overlap, "{style}: labels {} and {} overlap", boxes[i].0, boxes[j].0);
        }
    }
}

#[test]
fn north_and_south_d1_put_every_planet_in_the_chart_endpoints_house() {
    common::init();
    for i in 0..CHARTS.len() {
        let chart = vedic_chart(&request(i, "north", "D1").chart).unwrap();
        let expected: HashMap<&str, u8> = chart.planets.iter().map(|g| (g.graha.name(), g.house)).collect();
        let asc_sign = chart.ascendant.sign.sign_index as usize - 1;
        for style in ["north", "south", "east"] {
            let svg = chart_image(&request(i, style, "D1")).unwrap().body;
            dump(&format!("chart{i}_{style}_D1.svg"), &svg);
            check_indian(&svg, &expected, asc_sign, style);
        }
    }
}

#[test]
fn navamsha_images_follow_the_continuous_navamsha_sequence() {
    common::init();
    for i in 0..CHARTS.len() {
        let chart = vedic_chart(&request(i, "north", "D9").chart).unwrap();
        let asc = navamsha_sign(chart.ascendant.longitude);
        let expected: HashMap<&str, u8> = chart
            .planets
            .iter()
            .map(|g| (g.graha.name(), ((navamsha_sign(g.longitude) + 12 - asc) % 12 + 1) as u8))
            .collect();
        for style in ["north", "south", "east"] {
            let svg = chart_image(&request(i, style, "D9")).unwrap().body;
            dump(&format!("chart{i}_{style}_D9.svg"), &svg);
            check_indian(&svg, &expected, asc, style);
            assert!(svg.contains("D9 Navamsha"));
        }
    }
}

/// Every varga draws: nine labels, none overlapping, each inside a house. The D2 hora puts all
/// planets in two signs, the most crowded case.
#[test]
fn every_varga_draws_without_overlaps() {
    common::init();
    for varga in ["D2", "D3", "D4", "D7", "D10", "D12", "D16", "D20", "D24", "D27", "D30", "D40", "D45", "D60"] {
        for style in ["north", "south", "east"] {
            let req = request(0, style, varga);
            let svg = chart_image(&req).unwrap().body;
            dump(&format!("chart0_{style}_{varga}.svg"), &svg);
            // Expected houses from the labels' own data-house (set from the varga module);
            // geometry and overlap are what is checked here.
            let labels = elements(&svg, "text", "planet");
            let expected: HashMap<&str, u8> =
                labels.iter().map(|l| (leak(&l["data-planet"]), l["data-house"].parse().unwrap())).collect();
            let houses = elements(&svg, "polygon", "house");
            let h1 = houses.iter().find(|h| h["data-house"] == "1").unwrap();
            let asc = SIGNS.iter().position(|s| s.name == h1["data-sign"]).unwrap();
            check_indian(&svg, &expected, asc, &format!("{style} {varga}"));
        }
    }
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

/// South Indian layout: Pisces in the top-left cell, then clockwise (the fixed-sign chart).
#[test]
fn south_cells_are_the_fixed_sign_layout() {
    common::init();
    let svg = chart_image(&request(0, "south", "D1")).unwrap().body;
    let houses = elements(&svg, "polygon", "house");
    let expected = [
        ("Pisces", 0, 0),
        ("Aries", 0, 1),
        ("Taurus", 0, 2),
        ("Gemini", 0, 3),
        ("Cancer", 1, 3),
        ("Leo", 2, 3),
        ("Virgo", 3, 3),
        ("Libra", 3, 2),
        ("Scorpio", 3, 1),
        ("Sagittarius", 3, 0),
        ("Capricorn", 2, 0),
        ("Aquarius", 1, 0),
    ];
    for (sign, row, col) in expected {
        let h = houses.iter().find(|h| h["data-sign"] == sign).unwrap();
        let p = polygon(h);
        let (x, y) = (p[0].0, p[0].1);
        assert_eq!(
            (((y - 12.0) / 120.0).round() as usize, ((x - 12.0) / 120.0).round() as usize),
            (row, col),
            "{sign}"
        );
    }
    assert_eq!(SOUTH_CELLS[11], (0, 0));
}

/// East Indian layout (Bengal/Odisha charts): Aries in the top middle cell, the zodiac running
/// anticlockwise, each corner cell cut by its diagonal into the sign by the top or bottom edge
/// and the sign by the side. Checked by where each cell's centroid lies (in thirds of the chart).
#[test]
fn east_cells_are_the_fixed_sign_layout() {
    common::init();
    let svg = chart_image(&request(0, "east", "D1")).unwrap().body;
    let houses = elements(&svg, "polygon", "house");
    // (sign, column, row, in a corner: true when the sign touches the top or bottom edge).
    let expected = [
        ("Aries", 1, 0, None),
        ("Taurus", 0, 0, Some(true)),
        ("Gemini", 0, 0, Some(false)),
        ("Cancer", 0, 1, None),
        ("Leo", 0, 2, Some(false)),
        ("Virgo", 0, 2, Some(true)),
        ("Libra", 1, 2, None),
        ("Scorpio", 2, 2, Some(true)),
        ("Sagittarius", 2, 2, Some(false)),
        ("Capricorn", 2, 1, None),
        ("Aquarius", 2, 0, Some(false)),
        ("Pisces", 2, 0, Some(true)),
    ];
    let third = 160.0;
    for (sign, col, row, by_edge) in expected {
        let h = houses.iter().find(|h| h["data-sign"] == sign).unwrap();
        let p = polygon(h);
        let cx = (p.iter().map(|q| q.0).sum::<f64>() / p.len() as f64 - 12.0) / third;
        let cy = (p.iter().map(|q| q.1).sum::<f64>() / p.len() as f64 - 12.0) / third;
        assert_eq!((cx.floor() as usize, cy.floor() as usize), (col, row), "{sign} cell");
        if let Some(top_or_bottom) = by_edge {
            // Within the cell: distance to the horizontal chart edge vs to the vertical one.
            let (fx, fy) = (cx - col as f64, cy - row as f64);
            let to_horizontal = if row == 0 { fy } else { 1.0 - fy };
            let to_vertical = if col == 0 { fx } else { 1.0 - fx };
            assert_eq!(to_horizontal < to_vertical, top_or_bottom, "{sign} side of the diagonal");
        }
    }
}

#[test]
fn bad_style_and_varga_are_400s() {
    common::init();
    let mut r = request(0, "west", "D1");
    assert!(matches!(chart_image(&r), Err(astrology_core::Error::InvalidInput { ref param, .. }) if param == "style"));
    r.style = None;
    r.varga = Some("D13".into());
    assert!(matches!(chart_image(&r), Err(astrology_core::Error::InvalidInput { ref param, .. }) if param == "varga"));
}

#[test]
fn wheel_ticks_and_cusps_sit_at_the_charts_longitudes() {
    common::init();
    for (i, &(d, t, tz, lat, lon)) in CHARTS.iter().enumerate() {
        let req = NatalRequest::new(Birth::new(moment(d, t, tz), Place { lat, lon }));
        let chart = natal_chart(&req).unwrap();
        let svg = natal_wheel(&WheelRequest { natal: req.clone(), transit: None, image: ImageOptions::default() })
            .unwrap()
            .body;
        dump(&format!("chart{i}_wheel.svg"), &svg);
        let asc = chart.ascendant.longitude;
        let rim = &elements(&svg, "circle", "rim")[0];
        let (cx, cy) = (f(rim, "cx"), f(rim, "cy"));
        let lon_at = |x: f64, y: f64| (asc - 180.0 + (cy - y).atan2(x - cx).to_degrees()).rem_euclid(360.0);
        let diff = |a: f64, b: f64| ((a - b + 540.0) % 360.0 - 180.0).abs();
        // Cusps.
        let cusps = elements(&svg, "line", "cusp");
        assert_eq!(cusps.len(), 12);
        let mut drawn = [0.0; 12];
        for c in &cusps {
            let n: usize = c["data-house"].parse().unwrap();
            drawn[n - 1] = lon_at(f(c, "x2"), f(c, "y2"));
            assert!(diff(drawn[n - 1], chart.houses[n - 1].longitude) < 0.01, "cusp {n}");
        }
        assert!(diff(drawn[0], asc) < 0.01, "cusp 1 is the ascendant");
        // Planets: the tick points at the exact longitude; the house between the drawn cusps
        // is the chart endpoint's house.
        let ticks = elements(&svg, "line", "tick");
        assert_eq!(ticks.len(), chart.planets.len());
        for (p, tick) in chart.planets.iter().zip(&ticks) {
            let l = lon_at(f(tick, "x1"), f(tick, "y1"));
            assert!(diff(l, p.longitude) < 0.01, "{}: tick at {l}, chart {}", p.name, p.longitude);
            let house = (0..12)
                .find(|&k| {
                    let (a, b) = (drawn[k], drawn[(k + 1) % 12]);
                    (l - a).rem_euclid(360.0) < (b - a).rem_euclid(360.0)
                })
                .unwrap()
                + 1;
            assert_eq!(house as u8, p.house, "{} in house", p.name);
        }
        // Aspect lines: every aspect of the chart except conjunctions.
        let lines = elements(&svg, "line", "aspect");
        let want = chart.aspects.iter().filter(|a| a.aspect != "conjunction").count();
        assert_eq!(lines.len(), want);
        assert_eq!(elements(&svg, "text", "zodiac-sign").len(), 12);
    }
}
