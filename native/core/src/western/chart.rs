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
    pub name: &'static str,
    pub key: &'static str,
    pub longitude: f64,
    pub latitude: f64,
    /// Degrees per day in longitude.
    pub speed: f64,
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// House (1-based) by ecliptic longitude between the cusps of the chart's house system.
    pub house: u8,
    pub retrograde: bool,
}

/// Points, angles and cusps without aspects: the input of every technique.
#[derive(Debug, Clone)]
pub struct NatalChart {
    pub moment: Moment,
    pub place: Place,
    pub system: HouseSystem,
    pub houses: Houses,
    /// Sun..Pluto, True Node, Chiron, Lilith, in that order.
    pub points: Vec<Point>,
    pub lilith: Body,
}

impl NatalChart {
    pub fn point(&self, key: &str) -> &Point {
        self.points.iter().find(|p| p.key == key).expect("chart point")
    }
    pub fn lon(&self, key: &str) -> f64 {
        self.point(key).longitude
    }
    pub fn ascendant(&self) -> f64 {
        self.houses.ascendant
    }
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
    pub fn cusps(&self) -> Vec<Cusp> {
        cusp_list(&self.houses.cusps)
    }
    pub fn conventions(&self) -> WesternConventions {
        conventions(self.system)
    }
}

pub fn conventions(system: HouseSystem) -> WesternConventions {
    WesternConventions {
        zodiac: "tropical",
        house_system: system.slug,
        house_system_name: system.name,
        positions: "apparent geocentric, true equinox of date",
        ephemeris: swe::label(),
    }
}

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

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartAnswer {
    pub moment: EventTime,
    pub planets: Vec<Point>,
    pub ascendant: Angle,
    pub mc: Angle,
    pub houses: Vec<Cusp>,
    pub aspects: Vec<Aspect>,
    pub day_chart: bool,
    pub conventions: ChartConventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartConventions {
    #[serde(flatten)]
    pub base: WesternConventions,
    pub node: &'static str,
    pub lilith: &'static str,
    #[serde(flatten)]
    pub aspects: aspects::AspectConventions,
}

impl NatalChart {
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
    pub moment: EventTime,
    pub aspects: Vec<Aspect>,
    pub conventions: ChartConventions,
}

pub fn natal_aspects(req: &NatalRequest) -> Result<AspectsAnswer> {
    let opts = req.aspects.options()?;
    let c = req.birth.chart()?;
    Ok(AspectsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        aspects: aspects::within(&c.aspect_points(), &opts),
        conventions: c.chart_conventions(&opts),
    })
}
