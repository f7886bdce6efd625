//! The natal chart every Western technique starts from: tropical positions of the planets,
//! the true node, Chiron and Lilith, the angles, the cusps, and where each point falls.

use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::houses::{houses, HouseSystem, Houses};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::{swe, Moment};
use crate::error::Result;
use crate::western::aspects::{self, Aspect, AspectOptions};
use crate::western::houses::{Angle, Cusp, WesternConventions};
use crate::western::request::{Birth, Lilith, NatalRequest};
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::Serialize;
use swiss_eph as ffi;

/// Osculating ("true") lunar apogee. Not in the shared body table, which only lists the mean
/// apogee; the Swiss Ephemeris id is used directly through the same `position` call.
pub const TRUE_LILITH: Body = Body { key: "true_lilith", name: "Lilith", swe_id: ffi::SE_OSCU_APOG };
/// Mean lunar apogee (mean Black Moon Lilith), keyed `mean_lilith`.
pub const MEAN_LILITH: Body = Body { key: "mean_lilith", name: "Lilith", swe_id: ffi::SE_MEAN_APOG };

/// Sun to Pluto: the ten bodies every Western technique uses.
pub const PLANETS: [Body; 10] = [
    bodies::SUN,
    bodies::MOON,
    bodies::MERCURY,
    bodies::VENUS,
    bodies::MARS,
    bodies::JUPITER,
    bodies::SATURN,
    bodies::URANUS,
    bodies::NEPTUNE,
    bodies::PLUTO,
];

impl Lilith {
    /// The Swiss Ephemeris body computed for this choice.
    pub fn body(self) -> Body {
        match self {
            Lilith::Mean => MEAN_LILITH,
            Lilith::True => TRUE_LILITH,
        }
    }
}

impl Birth {
    /// The natal points, angles and cusps of this birth.
    pub fn chart(&self) -> Result<NatalChart> {
        natal_points(self.moment, self.checked_place()?, self.house_system, self.lilith.body())
    }
}

/// One body or point of a chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Point {
    /// Display name, e.g. `Sun`, `True Node`, `Lilith`.
    pub name: &'static str,
    /// Key of the point, e.g. `sun`, `true_node`, `chiron`, `lilith`.
    pub key: &'static str,
    /// Tropical ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Ecliptic latitude in degrees, positive north.
    pub latitude: f64,
    /// Degrees per day in longitude.
    pub speed: f64,
    /// Tropical sign of the point (from `longitude`), with its classical ruler.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// House (1-based) by ecliptic longitude between the cusps of the chart's house system.
    pub house: u8,
    /// True when the point moves backwards in longitude (speed < 0).
    pub retrograde: bool,
}

/// Points, angles and cusps without aspects: the input of every technique.
#[derive(Debug, Clone)]
pub struct NatalChart {
    /// Birth moment (UT Julian day and the request's offset).
    pub moment: Moment,
    /// Birth place.
    pub place: Place,
    /// House system of the cusps.
    pub system: HouseSystem,
    /// Ascendant, MC, vertex and cusps, tropical.
    pub houses: Houses,
    /// Sun..Pluto, True Node, Chiron, Lilith, in that order.
    pub points: Vec<Point>,
    /// Body used for Lilith (mean or true lunar apogee).
    pub lilith: Body,
}

impl NatalChart {
    /// The point with this key (`sun`, `true_node`, `lilith` …); panics for a key not in the chart.
    pub fn point(&self, key: &str) -> &Point {
        self.points.iter().find(|p| p.key == key).expect("chart point")
    }
    /// Tropical longitude in degrees of the point with this key.
    pub fn lon(&self, key: &str) -> f64 {
        self.point(key).longitude
    }
    /// Tropical longitude of the ascendant in degrees.
    pub fn ascendant(&self) -> f64 {
        self.houses.ascendant
    }
    /// Tropical longitude of the MC in degrees.
    pub fn mc(&self) -> f64 {
        self.houses.mc
    }
    /// Day chart: the Sun above the horizon, i.e. between descendant and ascendant through the
    /// MC (houses 7–12 of the ecliptic ASC–DSC axis).
    pub fn is_day(&self) -> bool {
        normalize(self.lon("sun") - self.ascendant()) >= 180.0
    }
    /// Planets and points plus the ascendant and MC (speed 0), for aspect grids.
    pub fn aspect_points(&self) -> Vec<aspects::Body> {
        let mut v: Vec<aspects::Body> = self
            .points
            .iter()
            .map(|p| aspects::Body { key: p.key, name: p.name, longitude: p.longitude, speed: p.speed })
            .collect();
        v.push(aspects::Body { key: "ascendant", name: "Ascendant", longitude: self.ascendant(), speed: 0.0 });
        v.push(aspects::Body { key: "mc", name: "MC", longitude: self.mc(), speed: 0.0 });
        v
    }
    /// The house cusps, house 1 first, with their signs.
    pub fn cusps(&self) -> Vec<Cusp> {
        cusp_list(&self.houses.cusps)
    }
    /// The conventions block for this chart's house system.
    pub fn conventions(&self) -> WesternConventions {
        conventions(self.system)
    }
}

/// The conventions block of a Western answer for a house system (tropical, apparent geocentric).
pub fn conventions(system: HouseSystem) -> WesternConventions {
    WesternConventions {
        zodiac: "tropical",
        house_system: system.slug,
        house_system_name: system.name,
        positions: "apparent geocentric, true equinox of date",
        ephemeris: swe::label(),
    }
}

/// Cusp longitudes (house 1 first) as numbered cusps with their signs.
pub fn cusp_list(cusps: &[f64]) -> Vec<Cusp> {
    cusps
        .iter()
        .enumerate()
        .map(|(i, &lon)| Cusp { house: i as u8 + 1, longitude: lon, sign: SignPlacement::of(lon) })
        .collect()
}

/// House of a longitude: the cusp arc that contains it, in the direction the cusps run
/// (counter-clockwise for houses; Gauquelin sectors run the other way).
pub fn house_of(longitude: f64, cusps: &[f64]) -> u8 {
    let n = cusps.len();
    let forward = n < 2 || crate::ephemeris::root::wrap180(cusps[1] - cusps[0]) >= 0.0;
    for i in 0..n {
        let (a, b) = (cusps[i], cusps[(i + 1) % n]);
        let (span, off) = if forward {
            (normalize(b - a), normalize(longitude - a))
        } else {
            (normalize(a - b), normalize(a - longitude))
        };
        if off < span {
            return i as u8 + 1;
        }
    }
    1
}

/// A body's chart point at a Julian day (UT): tropical position, sign and house among `cusps`.
pub fn make_point(body: Body, jd_ut: f64, cusps: &[f64]) -> Result<Point> {
    let p = position(jd_ut, body, Zodiac::Tropical)?;
    Ok(Point {
        name: display_name(body),
        key: body_key(body),
        longitude: p.longitude,
        latitude: p.latitude,
        speed: p.speed_longitude,
        sign: SignPlacement::of(p.longitude),
        house: house_of(p.longitude, cusps),
        retrograde: p.speed_longitude < 0.0,
    })
}

fn display_name(body: Body) -> &'static str {
    match body.swe_id {
        ffi::SE_MEAN_APOG | ffi::SE_OSCU_APOG => "Lilith",
        _ => body.name,
    }
}

fn body_key(body: Body) -> &'static str {
    match body.swe_id {
        ffi::SE_MEAN_APOG | ffi::SE_OSCU_APOG => "lilith",
        _ => body.key,
    }
}

/// The chart without aspects.
pub fn natal_points(moment: Moment, place: Place, system: HouseSystem, lilith: Body) -> Result<NatalChart> {
    let h = houses(moment.jd_ut, place.lat, place.lon, system, Zodiac::Tropical)?;
    let mut points = Vec::with_capacity(13);
    for b in PLANETS.iter().copied().chain([bodies::TRUE_NODE, bodies::CHIRON, lilith]) {
        points.push(make_point(b, moment.jd_ut, &h.cusps)?);
    }
    Ok(NatalChart { moment, place, system, houses: h, points, lilith })
}

/// A natal chart: planets and points, angles, house cusps and aspects.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Sun … Pluto, True Node, Chiron and Lilith, in that order.
    pub planets: Vec<Point>,
    /// The ascendant.
    pub ascendant: Angle,
    /// The midheaven (MC).
    pub mc: Angle,
    /// House cusps, house 1 first.
    pub houses: Vec<Cusp>,
    /// Aspects between every pair of planets, points, ascendant and MC, within orb.
    pub aspects: Vec<Aspect>,
    /// True for a day birth (the Sun above the horizon: houses 7 to 12).
    pub day_chart: bool,
    /// How the chart was computed.
    pub conventions: ChartConventions,
}

/// How a natal chart was computed: zodiac, houses, node, Lilith and aspect rules.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartConventions {
    /// Zodiac, house system, kind of positions and ephemeris.
    #[serde(flatten)]
    pub base: WesternConventions,
    /// Which lunar node is shown: always the true node.
    pub node: &'static str,
    /// Which lunar apogee is shown as Lilith: mean or true (osculating).
    pub lilith: &'static str,
    /// Which aspects were looked for and with which orbs.
    #[serde(flatten)]
    pub aspects: aspects::AspectConventions,
}

impl NatalChart {
    /// The chart answer with its aspects found under these options.
    pub fn answer(&self, opts: &AspectOptions) -> ChartAnswer {
        let pts = self.aspect_points();
        ChartAnswer {
            moment: EventTime::new(self.moment.jd_ut, self.moment.offset_minutes),
            planets: self.points.clone(),
            ascendant: Angle::of(self.ascendant()),
            mc: Angle::of(self.mc()),
            houses: self.cusps(),
            aspects: aspects::within(&pts, opts),
            day_chart: self.is_day(),
            conventions: self.chart_conventions(opts),
        }
    }
    /// The conventions block of this chart under these aspect options.
    pub fn chart_conventions(&self, opts: &AspectOptions) -> ChartConventions {
        ChartConventions {
            base: self.conventions(),
            node: "true node",
            lilith: if self.lilith.swe_id == ffi::SE_OSCU_APOG {
                "true (osculating) lunar apogee"
            } else {
                "mean lunar apogee"
            },
            aspects: opts.conventions(),
        }
    }
}

/// `/v1/western/natal/chart`: points, angles, cusps and the aspect grid.
pub fn natal_chart(req: &NatalRequest) -> Result<ChartAnswer> {
    let opts = req.aspects.options()?;
    Ok(req.birth.chart()?.answer(&opts))
}

/// The natal aspect table (`/v1/western/natal/aspects`).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AspectsAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Aspects between every pair of planets, points, ascendant and MC, within orb.
    pub aspects: Vec<Aspect>,
    /// How the chart and aspects were computed.
    pub conventions: ChartConventions,
}

/// `/v1/western/natal/aspects`: the natal aspect table.
pub fn natal_aspects(req: &NatalRequest) -> Result<AspectsAnswer> {
    let opts = req.aspects.options()?;
    let c = req.birth.chart()?;
    Ok(AspectsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        aspects: aspects::within(&c.aspect_points(), &opts),
        conventions: c.chart_conventions(&opts),
    })
}
