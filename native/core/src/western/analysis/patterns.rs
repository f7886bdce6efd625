//! Aspect patterns (`/v1/western/natal/patterns`) among Sun … Pluto, each component aspect
//! within the orb of the aspect table (the `orbs` overrides apply):
//!
//! | pattern | members and aspects |
//! |---|---|
//! | grand trine | three planets, each pair trine |
//! | T-square | two planets in opposition, both square a third (the apex) |
//! | grand cross | four planets: two oppositions, each planet square the other two |
//! | yod | two planets in sextile, both quincunx a third (the apex) |
//! | kite | a grand trine, and a fourth planet opposite one of its corners (the apex) and sextile the other two |
//! | mystic rectangle | four planets: two oppositions, joined by two trines and two sextiles |
//! | stellium | three or more planets in one sign (or one house) |
//!
//! A T-square whose three planets belong to a grand cross is not listed again. A kite's grand
//! trine is listed as a grand trine too.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::aspects::{self, AspectOptions};
use crate::western::chart::{ChartConventions, NatalChart};
use crate::western::request::NatalRequest;
use crate::zodiac::sign::sign_index;
use crate::zodiac::SIGNS;
use serde::Serialize;

/// Fewest planets that make a stellium.
pub const STELLIUM_MIN: usize = 3;

/// One aspect inside a pattern.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PatternAspect {
    /// First planet.
    pub p1: &'static str,
    /// Second planet.
    pub p2: &'static str,
    /// Name of the aspect, e.g. `trine`.
    pub aspect: &'static str,
    /// |separation − angle|, degrees.
    pub orb: f64,
    /// Orb allowed for this aspect, degrees.
    pub max_orb: f64,
}

/// One aspect pattern found in the chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Pattern {
    /// `grand trine`, `T-square`, `grand cross`, `yod`, `kite`, `mystic rectangle` or `stellium`.
    pub kind: &'static str,
    /// The planets in the pattern, in chart order.
    pub planets: Vec<&'static str>,
    /// The focal planet of a T-square, yod or kite.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub apex: Option<&'static str>,
    /// Stellium: the sign (e.g. `Leo`) or house (e.g. `house 10`) that holds it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub place: Option<String>,
    /// The aspects that make the pattern, with their orbs (empty for a stellium).
    pub aspects: Vec<PatternAspect>,
}

/// The aspect patterns of a birth chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PatternsAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Every pattern found, grouped by kind in the order of the table above.
    pub patterns: Vec<Pattern>,
    /// How the patterns were found.
    pub conventions: PatternConventions,
}

/// How the patterns were found.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PatternConventions {
    /// How the chart and the aspects (orbs) were computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Which points take part.
    pub points: &'static str,
    /// The pattern definitions.
    pub definitions: &'static str,
}

/// The pairwise aspects of a set of points, looked up by index.
struct Grid {
    names: Vec<&'static str>,
    cells: Vec<Option<aspects::Aspect>>,
}

impl Grid {
    fn new(points: &[aspects::Body], opts: &AspectOptions) -> Grid {
        let n = points.len();
        let mut cells = vec![None; n * n];
        for i in 0..n {
            for j in 0..n {
                if i != j {
                    cells[i * n + j] = aspects::between(&points[i], &points[j], opts);
                }
            }
        }
        Grid { names: points.iter().map(|p| p.name).collect(), cells }
    }
    fn len(&self) -> usize {
        self.names.len()
    }
    fn is(&self, i: usize, j: usize, aspect: &str) -> bool {
        self.cells[i * self.len() + j].as_ref().is_some_and(|a| a.aspect == aspect)
    }
    fn aspect(&self, i: usize, j: usize) -> PatternAspect {
        let a = self.cells[i * self.len() + j].as_ref().expect("aspect in pattern");
        PatternAspect { p1: a.p1, p2: a.p2, aspect: a.aspect, orb: a.orb, max_orb: a.max_orb }
    }
    fn pattern(&self, kind: &'static str, members: &[usize], apex: Option<usize>) -> Pattern {
        let mut sorted = members.to_vec();
        sorted.sort_unstable();
        let mut list = Vec::new();
        for (x, &i) in sorted.iter().enumerate() {
            for &j in &sorted[x + 1..] {
                if self.cells[i * self.len() + j].is_some() {
                    list.push(self.aspect(i, j));
                }
            }
        }
        Pattern {
            kind,
            planets: sorted.iter().map(|&i| self.names[i]).collect(),
            apex: apex.map(|i| self.names[i]),
            place: None,
            aspects: list,
        }
    }
}

fn triples(n: usize) -> impl Iterator<Item = [usize; 3]> {
    (0..n).flat_map(move |i| (i + 1..n).flat_map(move |j| (j + 1..n).map(move |k| [i, j, k])))
}

fn quads(n: usize) -> impl Iterator<Item = [usize; 4]> {
    triples(n).flat_map(move |[i, j, k]| (k + 1..n).map(move |l| [i, j, k, l]))
}

/// The three ways of splitting four points in two pairs: (a, b) and (c, d).
fn pairings(q: [usize; 4]) -> [[usize; 4]; 3] {
    let [a, b, c, d] = q;
    [[a, b, c, d], [a, c, b, d], [a, d, b, c]]
}

fn focal(g: &Grid, t: [usize; 3], base: &str, arm: &str) -> Option<usize> {
    let [a, b, c] = t;
    [(a, b, c), (a, c, b), (b, c, a)]
        .into_iter()
        .find(|&(x, y, apex)| g.is(x, y, base) && g.is(x, apex, arm) && g.is(y, apex, arm))
        .map(|(_, _, apex)| apex)
}

fn four_point(g: &Grid, q: [usize; 4]) -> Vec<Pattern> {
    let mut out = Vec::new();
    for [a, b, c, d] in pairings(q) {
        if !(g.is(a, b, "opposition") && g.is(c, d, "opposition")) {
            continue;
        }
        let cross = [(a, c), (a, d), (b, c), (b, d)];
        if cross.iter().all(|&(x, y)| g.is(x, y, "square")) {
            out.push(g.pattern("grand cross", &q, None));
        }
        let trines = cross.iter().filter(|&&(x, y)| g.is(x, y, "trine")).count();
        let sextiles = cross.iter().filter(|&&(x, y)| g.is(x, y, "sextile")).count();
        if trines == 2 && sextiles == 2 {
            out.push(g.pattern("mystic rectangle", &q, None));
        }
    }
    // Kite: a grand trine of three of the four, the fourth opposite one corner, sextile the others.
    for apex_pos in 0..4 {
        let apex = q[apex_pos];
        let tri: Vec<usize> = q.iter().copied().filter(|&x| x != apex).collect();
        let is_grand_trine =
            g.is(tri[0], tri[1], "trine") && g.is(tri[0], tri[2], "trine") && g.is(tri[1], tri[2], "trine");
        if !is_grand_trine {
            continue;
        }
        let opposite = tri.iter().filter(|&&x| g.is(apex, x, "opposition")).count();
        let sextile = tri.iter().filter(|&&x| g.is(apex, x, "sextile")).count();
        if opposite == 1 && sextile == 2 {
            out.push(g.pattern("kite", &q, Some(apex)));
        }
    }
    out
}

/// The aspect patterns among `points` with the orbs of `opts`, without stellia.
pub fn aspect_patterns(points: &[aspects::Body], opts: &AspectOptions) -> Vec<Pattern> {
    let g = Grid::new(points, opts);
    let n = g.len();
    let mut four: Vec<Pattern> = quads(n).flat_map(|q| four_point(&g, q)).collect();
    let crosses: Vec<[usize; 4]> =
        quads(n).filter(|&q| four_point(&g, q).iter().any(|p| p.kind == "grand cross")).collect();
    let mut out = Vec::new();
    for t in triples(n) {
        let [a, b, c] = t;
        if g.is(a, b, "trine") && g.is(a, c, "trine") && g.is(b, c, "trine") {
            out.push(g.pattern("grand trine", &t, None));
        }
    }
    for t in triples(n) {
        if let Some(apex) = focal(&g, t, "opposition", "square") {
            if !crosses.iter().any(|q| t.iter().all(|x| q.contains(x))) {
                out.push(g.pattern("T-square", &t, Some(apex)));
            }
        }
    }
    let (mut grand_crosses, rest): (Vec<Pattern>, Vec<Pattern>) = four.drain(..).partition(|p| p.kind == "grand cross");
    out.append(&mut grand_crosses);
    for t in triples(n) {
        if let Some(apex) = focal(&g, t, "sextile", "quincunx") {
            out.push(g.pattern("yod", &t, Some(apex)));
        }
    }
    let (mut kites, mut rectangles): (Vec<Pattern>, Vec<Pattern>) = rest.into_iter().partition(|p| p.kind == "kite");
    out.append(&mut kites);
    out.append(&mut rectangles);
    out
}

/// Stellia: groups of at least [`STELLIUM_MIN`] of the ten planets in one sign, then in one house.
pub fn stellia(c: &NatalChart) -> Vec<Pattern> {
    let planets = &c.points[..10];
    let mut out = Vec::new();
    for (s, sign) in SIGNS.iter().enumerate() {
        let members: Vec<&'static str> =
            planets.iter().filter(|p| sign_index(p.longitude) == s).map(|p| p.name).collect();
        if members.len() >= STELLIUM_MIN {
            out.push(Pattern {
                kind: "stellium",
                planets: members,
                apex: None,
                place: Some(sign.name.into()),
                aspects: vec![],
            });
        }
    }
    for h in 1..=c.houses.cusps.len() as u8 {
        let members: Vec<&'static str> = planets.iter().filter(|p| p.house == h).map(|p| p.name).collect();
        if members.len() >= STELLIUM_MIN {
            out.push(Pattern {
                kind: "stellium",
                planets: members,
                apex: None,
                place: Some(format!("house {h}")),
                aspects: vec![],
            });
        }
    }
    out
}

/// `/v1/western/natal/patterns`.
pub fn natal_patterns(req: &NatalRequest) -> Result<PatternsAnswer> {
    let opts = req.aspects.options()?;
    let c = req.birth.chart()?;
    let planets: Vec<aspects::Body> = c.aspect_points().into_iter().take(10).collect();
    let mut patterns = aspect_patterns(&planets, &opts);
    patterns.extend(stellia(&c));
    Ok(PatternsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        patterns,
        conventions: PatternConventions {
            chart: c.chart_conventions(&opts),
            points: "Sun … Pluto (ten planets)",
            definitions: "grand trine: 3 mutual trines; T-square: opposition + both square an apex (not listed \
                          inside a grand cross); grand cross: 2 oppositions + 4 squares; yod: sextile + both \
                          quincunx an apex; kite: grand trine + a planet opposite one corner and sextile the other \
                          two; mystic rectangle: 2 oppositions + 2 trines + 2 sextiles; stellium: 3 or more \
                          planets in one sign or one house; every aspect within the orb of the table",
        },
    })
}
