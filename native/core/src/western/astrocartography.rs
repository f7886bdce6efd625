//! Astrocartography (Jim Lewis's A*C*G): where on Earth each planet was on an angle at birth.
//!
//! With α, δ the planet's apparent right ascension and declination of date (its ecliptic
//! latitude included: lines "in mundo") and θ₀ the Greenwich apparent sidereal time, both in
//! degrees:
//! - MC line: the meridian λ = α − θ₀ (hour angle 0); IC line: λ = α − θ₀ + 180°.
//! - ASC / DSC lines: for each latitude φ where the planet rises and sets, the semi-diurnal arc
//!   H₀ = arccos(−tan φ tan δ); rising at hour angle −H₀ (λ = α − H₀ − θ₀), setting at +H₀.
//!   Geometric horizon (altitude 0, no refraction).
//!
//! Lines are GeoJSON MultiLineString coordinates ([lon, lat] pairs), cut at the antimeridian.
//!
//! Score of a place: each line within `INFLUENCE_KM` contributes weight × (1 − d / INFLUENCE_KM),
//! d the great-circle distance from the place to the line. Weights (documented convention of this
//! API, benefic positive): Jupiter +10, Venus +9, Sun +8, Moon +6, Mercury +4, Mars −6,
//! Saturn −7, Uranus −3, Neptune −3, Pluto −4; the four angles weigh alike.

use crate::ephemeris::bodies::{self, Body, Zodiac};
use crate::ephemeris::houses::{houses, WHOLE_SIGN};
use crate::ephemeris::place::Place;
use crate::ephemeris::swe;
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::western::chart::PLANETS;
use crate::western::request::Birth;
use serde::Deserialize;
use serde::Serialize;
use swiss_eph as ffi;

/// Mean radius of the Earth in km, used for great-circle distances.
pub const EARTH_RADIUS_KM: f64 = 6371.0;
/// Radius within which a line influences a place's score, km.
pub const INFLUENCE_KM: f64 = 800.0;
/// Latitude step of the ASC/DSC and MC/IC polylines, degrees.
pub const LAT_STEP: f64 = 1.0;

/// Score weight of each planet's lines (benefic positive, malefic negative), the same for all
/// four angles.
pub const WEIGHTS: [(Body, f64); 10] = [
    (bodies::SUN, 8.0),
    (bodies::MOON, 6.0),
    (bodies::MERCURY, 4.0),
    (bodies::VENUS, 9.0),
    (bodies::MARS, -6.0),
    (bodies::JUPITER, 10.0),
    (bodies::SATURN, -7.0),
    (bodies::URANUS, -3.0),
    (bodies::NEPTUNE, -3.0),
    (bodies::PLUTO, -4.0),
];

/// A GeoJSON geometry.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Geometry {
    /// GeoJSON type: always `MultiLineString`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// Line strings of `[longitude, latitude]` pairs in degrees (east and north positive).
    pub coordinates: Vec<Vec<[f64; 2]>>,
}

/// One astrocartography line: where on Earth a planet was on one angle at the moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Line {
    /// Display name of the planet, e.g. `Venus`.
    pub planet: &'static str,
    /// The body drawn (not in the answer; what the score matches weights on).
    #[serde(skip)]
    pub body: Body,
    /// `MC`, `IC`, `ASC` or `DSC`.
    pub angle: &'static str,
    /// For MC/IC, the line's longitude.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub longitude: Option<f64>,
    /// The line on the map, cut into pieces at the antimeridian.
    pub geometry: Geometry,
}

/// A planet's apparent equatorial position of date.
#[derive(Debug, Clone, Copy, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Equatorial {
    /// The planet's ephemeris body (not in the answer).
    #[serde(skip)]
    pub body: Body,
    /// Display name of the planet, e.g. `Venus`.
    pub planet: &'static str,
    /// Apparent right ascension of date in degrees, 0 <= x < 360.
    pub right_ascension: f64,
    /// Apparent declination of date in degrees, positive north.
    pub declination: f64,
}

/// A longitude in degrees brought into [-180, 180], +180 kept as such.
pub(crate) fn wrap_lon(x: f64) -> f64 {
    let y = (x + 180.0).rem_euclid(360.0) - 180.0;
    if y == -180.0 {
        180.0
    } else {
        y
    }
}

/// Greenwich apparent sidereal time (degrees) and each planet's apparent RA/declination.
pub fn equatorial(jd_ut: f64) -> Result<(f64, Vec<Equatorial>)> {
    let gast = houses(jd_ut, 0.0, 0.0, WHOLE_SIGN, Zodiac::Tropical)?.armc;
    let mut v = Vec::with_capacity(10);
    for b in PLANETS {
        let x = swe::calc_ut(jd_ut, b.swe_id, ffi::SEFLG_EQUATORIAL)?;
        v.push(Equatorial { body: b, planet: b.name, right_ascension: x[0], declination: x[1] });
    }
    Ok((gast, v))
}

/// A line of `[lon, lat]` points cut into pieces where it crosses the antimeridian.
pub(crate) fn split(points: Vec<[f64; 2]>) -> Vec<Vec<[f64; 2]>> {
    let mut out: Vec<Vec<[f64; 2]>> = Vec::new();
    let mut cur: Vec<[f64; 2]> = Vec::new();
    for p in points {
        if let Some(last) = cur.last() {
            if (p[0] - last[0]).abs() > 180.0 {
                out.push(std::mem::take(&mut cur));
            }
        }
        cur.push(p);
    }
    if cur.len() > 1 {
        out.push(cur);
    }
    out.retain(|s| s.len() > 1);
    out
}

/// The MC, IC, ASC and DSC lines of each planet, from the Greenwich apparent sidereal time and
/// the planets' right ascensions and declinations (all in degrees).
pub fn lines_for(gast: f64, eq: &[Equatorial]) -> Vec<Line> {
    let lats: Vec<f64> = (0..).map(|i| -89.0 + i as f64 * LAT_STEP).take_while(|&l| l <= 89.0 + 1e-9).collect();
    let mut out = Vec::with_capacity(eq.len() * 4);
    for e in eq {
        let mc = wrap_lon(e.right_ascension - gast);
        let ic = wrap_lon(mc + 180.0);
        for (angle, lon) in [("MC", mc), ("IC", ic)] {
            out.push(Line {
                body: e.body,
                planet: e.planet,
                angle,
                longitude: Some(lon),
                geometry: Geometry {
                    kind: "MultiLineString",
                    coordinates: vec![lats.iter().map(|&l| [lon, l]).collect()],
                },
            });
        }
        let td = e.declination.to_radians().tan();
        for (angle, sign) in [("ASC", -1.0), ("DSC", 1.0)] {
            let pts: Vec<[f64; 2]> = lats
                .iter()
                .filter_map(|&lat| {
                    let c = -lat.to_radians().tan() * td;
                    (c.abs() <= 1.0).then(|| {
                        let h0 = c.acos().to_degrees();
                        [wrap_lon(e.right_ascension + sign * h0 - gast), lat]
                    })
                })
                .collect();
            out.push(Line {
                body: e.body,
                planet: e.planet,
                angle,
                longitude: None,
                geometry: Geometry { kind: "MultiLineString", coordinates: split(pts) },
            });
        }
    }
    out
}

/// Astrocartography lines of the ten planets for a birth moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LinesAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Greenwich apparent sidereal time at the moment, in degrees (0 to 360).
    pub greenwich_sidereal_time: f64,
    /// Apparent right ascension and declination of each planet, Sun … Pluto.
    pub planets: Vec<Equatorial>,
    /// Four lines per planet (MC, IC, ASC, DSC), planet by planet.
    pub lines: Vec<Line>,
    /// How the lines were computed.
    pub conventions: AcgConventions,
}

/// How astrocartography lines were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AcgConventions {
    /// Zodiac of the planets' positions: `tropical`.
    pub zodiac: &'static str,
    /// Coordinates the lines are computed from (apparent, in mundo).
    pub coordinates: &'static str,
    /// Horizon used for the ASC and DSC lines (geometric, no refraction).
    pub horizon: &'static str,
    /// Shape and format of the lines.
    pub geometry: &'static str,
    /// Ephemeris and version used, e.g. `Swiss Ephemeris 2.10`.
    pub ephemeris: &'static str,
}

fn acg_conventions() -> AcgConventions {
    AcgConventions {
        zodiac: "tropical",
        coordinates: "apparent right ascension and declination of date (in mundo: the planet's latitude included)",
        horizon: "geometric (altitude 0, no refraction)",
        geometry: "GeoJSON MultiLineString, [lon, lat], 1° latitude steps, cut at the antimeridian",
        ephemeris: swe::label(),
    }
}

/// `/v1/western/astrocartography/lines`: where on Earth each planet is angular at the birth
/// moment (the lines depend on the moment only; the birth place is checked, not used).
pub fn astrocartography_lines(birth: &Birth) -> Result<LinesAnswer> {
    let m = birth.moment;
    birth.checked_place()?;
    let (gast, eq) = equatorial(m.jd_ut)?;
    Ok(LinesAnswer {
        moment: EventTime::new(m.jd_ut, m.offset_minutes),
        greenwich_sidereal_time: gast,
        lines: lines_for(gast, &eq),
        planets: eq,
        conventions: acg_conventions(),
    })
}

fn unit(lon: f64, lat: f64) -> [f64; 3] {
    let (l, p) = (lon.to_radians(), lat.to_radians());
    [p.cos() * l.cos(), p.cos() * l.sin(), p.sin()]
}
fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}
fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}
fn angle_between(a: [f64; 3], b: [f64; 3]) -> f64 {
    cross(a, b).iter().map(|x| x * x).sum::<f64>().sqrt().atan2(dot(a, b))
}

/// Great-circle distance (km) from a point to a geodesic segment.
pub fn segment_distance_km(p: [f64; 3], a: [f64; 3], b: [f64; 3]) -> f64 {
    let n = cross(a, b);
    let nn = dot(n, n).sqrt();
    let ends = angle_between(p, a).min(angle_between(p, b));
    if nn < 1e-15 {
        return ends * EARTH_RADIUS_KM;
    }
    let n = [n[0] / nn, n[1] / nn, n[2] / nn];
    let s = dot(p, n);
    let proj = [p[0] - s * n[0], p[1] - s * n[1], p[2] - s * n[2]];
    let inside = dot(cross(a, proj), n) >= 0.0 && dot(cross(proj, b), n) >= 0.0;
    let d = if inside { s.clamp(-1.0, 1.0).asin().abs() } else { ends };
    d * EARTH_RADIUS_KM
}

/// Shortest great-circle distance in km from a place to any piece of a line.
pub fn line_distance_km(place: Place, line: &Line) -> f64 {
    let p = unit(place.lon, place.lat);
    let mut best = f64::INFINITY;
    for seg in &line.geometry.coordinates {
        for w in seg.windows(2) {
            best = best.min(segment_distance_km(p, unit(w[0][0], w[0][1]), unit(w[1][0], w[1][1])));
        }
    }
    best
}

/// One line near the scored place and what it adds to the score.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LineScore {
    /// Display name of the planet, e.g. `Jupiter`.
    pub planet: &'static str,
    /// `MC`, `IC`, `ASC` or `DSC`.
    pub angle: &'static str,
    /// Great-circle distance from the place to the line, km (below `influence_km`).
    pub distance_km: f64,
    /// The planet's weight (see the conventions).
    pub weight: f64,
    /// weight × (1 − distance_km / influence_km): what this line adds to the score.
    pub contribution: f64,
}

/// How favourable a place is by the astrocartography lines passing near it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ScoreAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// The scored place.
    pub place: Place,
    /// Sum of every line's contribution: favourable + challenging.
    pub score: f64,
    /// Sum of the positive contributions.
    pub favourable: f64,
    /// Sum of the negative contributions (zero or below).
    pub challenging: f64,
    /// Every line within the influence radius, nearest first.
    pub lines: Vec<LineScore>,
    /// Influence radius, weights and formula of the score.
    pub conventions: ScoreConventions,
}

/// How a place's score was computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ScoreConventions {
    /// How the lines were computed.
    #[serde(flatten)]
    pub lines: AcgConventions,
    /// Radius within which a line counts, km.
    pub influence_km: f64,
    /// The score formula.
    pub formula: &'static str,
    /// Weight of each planet's lines, as `[planet, weight]` pairs.
    pub weights: Vec<(&'static str, f64)>,
}

/// A birth and the place whose lines are scored.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ScoreRequest {
    /// The birth chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// The place to score.
    pub target: Place,
}

/// `/v1/western/astrocartography/score`: the lines passing near a place, weighted.
pub fn astrocartography_score(req: &ScoreRequest) -> Result<ScoreAnswer> {
    let m = req.birth.moment;
    req.birth.checked_place()?;
    let target = req.target;
    let target = Place::checked(target.lat, target.lon).map_err(|e| match e {
        Error::InvalidInput { param, message } => Error::InvalidInput { param: format!("place_{param}"), message },
        other => other,
    })?;
    let (gast, eq) = equatorial(m.jd_ut)?;
    let mut scored: Vec<LineScore> = lines_for(gast, &eq)
        .iter()
        .filter_map(|l| {
            let d = line_distance_km(target, l);
            let w = WEIGHTS.iter().find(|w| w.0 == l.body).map_or(0.0, |w| w.1);
            (d < INFLUENCE_KM).then(|| LineScore {
                planet: l.planet,
                angle: l.angle,
                distance_km: d,
                weight: w,
                contribution: w * (1.0 - d / INFLUENCE_KM),
            })
        })
        .collect();
    scored.sort_by(|a, b| a.distance_km.total_cmp(&b.distance_km));
    let favourable = scored.iter().map(|s| s.contribution.max(0.0)).sum();
    let challenging = scored.iter().map(|s| s.contribution.min(0.0)).sum();
    Ok(ScoreAnswer {
        moment: EventTime::new(m.jd_ut, m.offset_minutes),
        place: target,
        score: scored.iter().map(|s| s.contribution).sum(),
        favourable,
        challenging,
        lines: scored,
        conventions: ScoreConventions {
            lines: acg_conventions(),
            influence_km: INFLUENCE_KM,
            formula: "sum over lines within influence_km of weight × (1 − distance / influence_km)",
            weights: WEIGHTS.iter().map(|(b, w)| (b.name, *w)).collect(),
        },
    })
}
