//! Charts against charts and moments against charts: asteroids, transits, the solar return,
//! synastry and the midpoint composite.

use crate::ephemeris::bodies::{self, position, Zodiac};
use crate::ephemeris::place::Place;
use crate::ephemeris::root::{next_angle_crossing, wrap180};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::western::aspects::{self, Aspect};
use crate::western::chart::{
    cusp_list, house_of, make_point, natal_points, ChartAnswer, ChartConventions, NatalChart, Point, WesternRequest,
    PLANETS,
};
use crate::western::houses::{Angle, Cusp};
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::Serialize;

// ---------- asteroids ----------

#[derive(Debug, Clone, Serialize)]
pub struct AsteroidsAnswer {
    pub moment: EventTime,
    pub asteroids: Vec<Point>,
    pub conventions: ChartConventions,
}

/// Chiron, Ceres, Pallas, Juno, Vesta and Lilith (mean unless `lilith=true`).
pub fn natal_asteroids(req: &WesternRequest) -> Result<AsteroidsAnswer> {
    let c = req.natal()?;
    let mut list = Vec::with_capacity(6);
    for b in [bodies::CHIRON, bodies::CERES, bodies::PALLAS, bodies::JUNO, bodies::VESTA, c.lilith] {
        list.push(make_point(b, c.moment.jd_ut, &c.houses.cusps)?);
    }
    Ok(AsteroidsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        asteroids: list,
        conventions: c.chart_conventions(&Default::default()),
    })
}

// ---------- transits ----------

#[derive(Debug, Clone, Serialize)]
pub struct TransitPoint {
    #[serde(flatten)]
    pub point: Point,
    /// House of the natal chart the transiting point falls in.
    pub natal_house: u8,
}

#[derive(Debug, Clone, Serialize)]
pub struct TransitAnswer {
    pub natal_moment: EventTime,
    pub transit_moment: EventTime,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub natal: Option<ChartAnswer>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub transits: Option<Vec<TransitPoint>>,
    /// Transiting point (p1) to natal point (p2).
    pub aspects: Vec<Aspect>,
    pub conventions: ChartConventions,
}

fn transit_answer(req: &WesternRequest, full: bool) -> Result<TransitAnswer> {
    let opts = req.aspect_options()?;
    let c = req.natal()?;
    let at = req.at.ok_or_else(|| Error::invalid("transit_date", "is required"))?;
    crate::ephemeris::time::check_supported(at.jd_ut)?;
    // Transiting points: the same bodies, houses of the natal chart.
    let mut transits = Vec::with_capacity(13);
    for b in PLANETS.iter().copied().chain([bodies::TRUE_NODE, bodies::CHIRON, c.lilith]) {
        let p = make_point(b, at.jd_ut, &c.houses.cusps)?;
        transits.push(TransitPoint { natal_house: p.house, point: p });
    }
    let moving: Vec<aspects::Body> = transits
        .iter()
        .map(|t| aspects::Body {
            key: t.point.key,
            name: t.point.name,
            longitude: t.point.longitude,
            speed: t.point.speed,
        })
        .collect();
    // The natal chart does not move: its points are fixed targets.
    let fixed: Vec<aspects::Body> = c.aspect_points().into_iter().map(|b| aspects::Body { speed: 0.0, ..b }).collect();
    Ok(TransitAnswer {
        natal_moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        transit_moment: EventTime::new(at.jd_ut, at.offset_minutes),
        natal: full.then(|| c.answer(&opts)),
        transits: full.then_some(transits),
        aspects: aspects::across(&moving, &fixed, &opts),
        conventions: c.chart_conventions(&opts),
    })
}

pub fn transit_chart(req: &WesternRequest) -> Result<TransitAnswer> {
    transit_answer(req, true)
}

pub fn transit_aspects(req: &WesternRequest) -> Result<TransitAnswer> {
    transit_answer(req, false)
}

// ---------- solar return ----------

#[derive(Debug, Clone, Serialize)]
pub struct SolarReturnAnswer {
    pub year: i32,
    pub natal_sun: f64,
    /// The moment the apparent Sun is back at its natal longitude.
    pub return_moment: EventTime,
    pub place: Place,
    pub chart: ChartAnswer,
    pub conventions: ChartConventions,
}

/// Sun at its natal longitude within the requested year (root finder, converged to 0.01 s),
/// chart cast there at the birth place or `other_place`.
pub fn solar_return(req: &WesternRequest) -> Result<SolarReturnAnswer> {
    let opts = req.aspect_options()?;
    let moment = req.moment()?;
    let birth_place = req.place()?;
    let year = req.year.ok_or_else(|| Error::invalid("year", "is required"))?;
    let natal_sun = position(moment.jd_ut, bodies::SUN, Zodiac::Tropical)?.longitude;
    let birth_year = crate::ephemeris::time::calendar_from_jd(moment.jd_ut + moment.offset_minutes as f64 / 1440.0)
        .format("%Y")
        .to_string()
        .parse::<i32>()
        .unwrap_or(2000);
    // Near the birthday of that year; the Sun moves ~1°/day, so ±5 days brackets it.
    let guess = moment.jd_ut + (year - birth_year) as f64 * 365.242_19;
    let sun = |t: f64| -> Result<(f64, f64)> {
        let p = position(t, bodies::SUN, Zodiac::Tropical)?;
        Ok((p.longitude, p.speed_longitude))
    };
    let (start, end) = (guess - 5.0, guess + 5.0);
    crate::ephemeris::time::check_supported(start)
        .and_then(|_| crate::ephemeris::time::check_supported(end))
        .map_err(|_| Error::invalid("year", "puts the return outside the supported range"))?;
    let jd = next_angle_crossing(sun, natal_sun, start, end, 1.0)?
        .ok_or_else(|| Error::Ephemeris("solar return not bracketed".into()))?;
    let place = match req.other_place {
        Some(p) => Place::checked(p.lat, p.lon).map_err(|e| match e {
            Error::InvalidInput { message, param } => Error::InvalidInput { param: format!("return_{param}"), message },
            other => other,
        })?,
        None => birth_place,
    };
    let at = crate::ephemeris::Moment { jd_ut: jd, offset_minutes: moment.offset_minutes };
    let c = natal_points(at, place, req.house_system()?, req.lilith()?)?;
    Ok(SolarReturnAnswer {
        year,
        natal_sun,
        return_moment: EventTime::new(jd, moment.offset_minutes),
        place,
        chart: c.answer(&opts),
        conventions: c.chart_conventions(&opts),
    })
}

// ---------- synastry ----------

fn partner(req: &WesternRequest) -> Result<NatalChart> {
    let p = req.partner.as_ref().ok_or_else(|| Error::invalid("girl_date", "is required"))?;
    let place = Place::checked(p.place.lat, p.place.lon)?;
    natal_points(p.moment, place, req.house_system()?, req.lilith()?)
}

#[derive(Debug, Clone, Serialize)]
pub struct Overlay {
    pub name: &'static str,
    pub longitude: f64,
    /// House of the other person's chart this point falls in.
    pub house: u8,
}

#[derive(Debug, Clone, Serialize)]
pub struct SynastryAnswer {
    pub boy_moment: EventTime,
    pub girl_moment: EventTime,
    /// p1 is the boy's point, p2 the girl's.
    pub aspects: Vec<Aspect>,
    /// The boy's points in the girl's houses.
    pub boy_in_girl_houses: Vec<Overlay>,
    /// The girl's points in the boy's houses.
    pub girl_in_boy_houses: Vec<Overlay>,
    pub conventions: ChartConventions,
}

fn overlays(c: &NatalChart, other: &NatalChart) -> Vec<Overlay> {
    c.aspect_points()
        .into_iter()
        .map(|b| Overlay { name: b.name, longitude: b.longitude, house: house_of(b.longitude, &other.houses.cusps) })
        .collect()
}

pub fn synastry_aspects(req: &WesternRequest) -> Result<SynastryAnswer> {
    let opts = req.aspect_options()?;
    let a = req.natal()?;
    let b = partner(req)?;
    Ok(SynastryAnswer {
        boy_moment: EventTime::new(a.moment.jd_ut, a.moment.offset_minutes),
        girl_moment: EventTime::new(b.moment.jd_ut, b.moment.offset_minutes),
        aspects: aspects::across(&a.aspect_points(), &b.aspect_points(), &opts),
        boy_in_girl_houses: overlays(&a, &b),
        girl_in_boy_houses: overlays(&b, &a),
        conventions: a.chart_conventions(&opts),
    })
}

// ---------- composite ----------

/// Midpoint on the shorter arc between two longitudes (for exact oppositions, the one at a + 90°).
pub fn near_midpoint(a: f64, b: f64) -> f64 {
    normalize(a + wrap180(b - a) / 2.0)
}

#[derive(Debug, Clone, Serialize)]
pub struct CompositePoint {
    /// Stable key of the point (not in the answer).
    #[serde(skip)]
    pub key: &'static str,
    pub name: &'static str,
    pub longitude: f64,
    #[serde(flatten)]
    pub sign: SignPlacement,
    pub house: u8,
}

#[derive(Debug, Clone, Serialize)]
pub struct CompositeAnswer {
    pub boy_moment: EventTime,
    pub girl_moment: EventTime,
    pub planets: Vec<CompositePoint>,
    pub ascendant: Angle,
    pub mc: Angle,
    pub houses: Vec<Cusp>,
    pub aspects: Vec<Aspect>,
    pub conventions: CompositeConventions,
}

#[derive(Debug, Clone, Serialize)]
pub struct CompositeConventions {
    #[serde(flatten)]
    pub chart: ChartConventions,
    pub method: &'static str,
}

pub fn composite(req: &WesternRequest) -> Result<CompositeAnswer> {
    let opts = req.aspect_options()?;
    let a = req.natal()?;
    let b = partner(req)?;
    let cusps: Vec<f64> = a.houses.cusps.iter().zip(&b.houses.cusps).map(|(&x, &y)| near_midpoint(x, y)).collect();
    let planets: Vec<CompositePoint> = a
        .points
        .iter()
        .zip(&b.points)
        .map(|(p, q)| {
            let lon = near_midpoint(p.longitude, q.longitude);
            CompositePoint {
                key: p.key,
                name: p.name,
                longitude: lon,
                sign: SignPlacement::of(lon),
                house: house_of(lon, &cusps),
            }
        })
        .collect();
    let asc = near_midpoint(a.ascendant(), b.ascendant());
    let mc = near_midpoint(a.mc(), b.mc());
    let mut pts: Vec<aspects::Body> = planets
        .iter()
        .map(|p| aspects::Body { key: p.key, name: p.name, longitude: p.longitude, speed: 0.0 })
        .collect();
    pts.push(aspects::Body { key: "ascendant", name: "Ascendant", longitude: asc, speed: 0.0 });
    pts.push(aspects::Body { key: "mc", name: "MC", longitude: mc, speed: 0.0 });
    Ok(CompositeAnswer {
        boy_moment: EventTime::new(a.moment.jd_ut, a.moment.offset_minutes),
        girl_moment: EventTime::new(b.moment.jd_ut, b.moment.offset_minutes),
        planets,
        ascendant: Angle::of(asc),
        mc: Angle::of(mc),
        houses: cusp_list(&cusps),
        aspects: aspects::within(&pts, &opts),
        conventions: CompositeConventions {
            chart: a.chart_conventions(&opts),
            method: "near midpoints of each pair of points; cusps, ascendant and MC as near midpoints of the \
                     two charts' cusps and angles; composite points do not move (aspects have no motion)",
        },
    })
}
