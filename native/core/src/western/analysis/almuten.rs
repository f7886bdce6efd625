//! Almuten (`/v1/western/natal/almuten`): the planet with the most essential dignity over a
//! degree, scored with the table `natal/dignities` uses (`western::dignities`): domicile 5,
//! exaltation 4, triplicity ruler of the chart's sect 3, Egyptian term 2, Chaldean face 1.
//!
//! Almuten figuris after Ibn Ezra (*Beginning of Wisdom*): the planet whose points, summed over
//! the five hylegical places, are highest. The places: the Sun, the Moon, the ascendant, the
//! Lot of Fortune (Paulus' formula, as `natal/lots`) and the prenatal syzygy, the last new or
//! full moon before birth. The syzygy's degree is the conjunction degree for a new moon; for a
//! full moon it is the degree of the luminary above the horizon at the birth place at that
//! moment (Ptolemy, *Tetrabiblos* III.2). Ties are all listed.
//!
//! The almuten of each house is the almuten of its cusp's degree.

use crate::ephemeris::bodies::{self, position, Zodiac};
use crate::ephemeris::houses::ascendant;
use crate::ephemeris::root::newton_angle;
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::western::chart::{ChartConventions, NatalChart};
use crate::western::dignities::{face_ruler, ruler, term_ruler, CLASSICAL, EXALTATIONS, TRIPLICITY};
use crate::western::lots::lots;
use crate::western::request::Birth;
use crate::zodiac::sign::{normalize, sign_index};
use crate::zodiac::{Graha, SignPlacement};
use serde::Serialize;

/// Mean synodic speed of the Moon from the Sun, degrees per day (first guess only).
const MEAN_ELONGATION_SPEED: f64 = 12.19;

/// The points each planet has over one degree, and the almuten(s) of that degree.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DegreeScore {
    /// What the degree is: `Sun`, `Fortune`, `Prenatal syzygy`, `House 5` …
    pub name: String,
    /// Tropical longitude in degrees.
    pub longitude: f64,
    /// Its sign.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Points of Sun, Moon, Mercury, Venus, Mars, Jupiter and Saturn, in that order.
    pub scores: Vec<PlanetScore>,
    /// The planet(s) with the most points.
    pub almuten: Vec<Graha>,
}

/// One planet's points.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetScore {
    /// The planet.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Its points.
    pub score: i32,
}

/// The prenatal syzygy.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Syzygy {
    /// `new moon` or `full moon`.
    pub kind: &'static str,
    /// When it was exact.
    pub moment: EventTime,
    /// The degree used (see the module docs).
    pub longitude: f64,
}

/// Almuten figuris and the almuten of each house.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AlmutenAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// True for a day birth; decides the triplicity ruler that scores.
    pub day_chart: bool,
    /// The last new or full moon before birth.
    pub syzygy: Syzygy,
    /// The five hylegical places: Sun, Moon, Ascendant, Fortune, Prenatal syzygy.
    pub places: Vec<DegreeScore>,
    /// Each planet's points summed over the five places.
    pub totals: Vec<PlanetScore>,
    /// The almuten figuris (several on a tie).
    pub almuten_figuris: Vec<Graha>,
    /// The almuten of each house cusp, house 1 first.
    pub houses: Vec<DegreeScore>,
    /// How the almutens were found.
    pub conventions: AlmutenConventions,
}

/// How the almutens were found.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AlmutenConventions {
    /// How the chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Points of each dignity.
    pub scores: &'static str,
    /// The places of the almuten figuris.
    pub places: &'static str,
}

/// Points of each classical planet (in [`CLASSICAL`] order) over a degree, in a day or night chart.
pub fn degree_points(longitude: f64, day: bool) -> [i32; 7] {
    let s = sign_index(longitude);
    let mut pts = [0; 7];
    let mut add = |g: Graha, n: i32| {
        if let Some(i) = CLASSICAL.iter().position(|&c| c == g) {
            pts[i] += n;
        }
    };
    add(ruler(s), 5);
    for &(g, sign, _) in &EXALTATIONS {
        if sign == s {
            add(g, 4);
        }
    }
    add(TRIPLICITY[s % 4][if day { 0 } else { 1 }], 3);
    add(term_ruler(longitude), 2);
    add(face_ruler(longitude), 1);
    pts
}

fn best(pts: &[i32; 7]) -> Vec<Graha> {
    let top = *pts.iter().max().expect("seven planets");
    CLASSICAL.iter().zip(pts).filter(|(_, &p)| p == top).map(|(&g, _)| g).collect()
}

fn scored(name: String, longitude: f64, pts: [i32; 7]) -> DegreeScore {
    DegreeScore {
        name,
        longitude,
        sign: SignPlacement::of(longitude),
        scores: CLASSICAL
            .iter()
            .zip(pts)
            .map(|(&planet, score)| PlanetScore { planet, planet_key: planet.key(), score })
            .collect(),
        almuten: best(&pts),
    }
}

/// The last new or full moon before the birth: (UT Julian day, kind, degree used).
pub fn prenatal_syzygy(c: &NatalChart) -> Result<(f64, &'static str, f64)> {
    let jd = c.moment.jd_ut;
    let elongation = |t: f64| -> Result<(f64, f64)> {
        let (s, m) = (position(t, bodies::SUN, Zodiac::Tropical)?, position(t, bodies::MOON, Zodiac::Tropical)?);
        Ok((normalize(m.longitude - s.longitude), m.speed_longitude - s.speed_longitude))
    };
    let (e, _) = elongation(jd)?;
    let (target, kind) = if e < 180.0 { (0.0, "new moon") } else { (180.0, "full moon") };
    let guess = jd - (e - target) / MEAN_ELONGATION_SPEED;
    let t = newton_angle(elongation, target, guess)?
        .filter(|&t| t <= jd + 1e-9 && t > jd - 20.0)
        .ok_or_else(|| Error::Ephemeris("prenatal syzygy not found".into()))?;
    let moon = position(t, bodies::MOON, Zodiac::Tropical)?.longitude;
    if kind == "new moon" {
        return Ok((t, kind, moon));
    }
    let sun = position(t, bodies::SUN, Zodiac::Tropical)?.longitude;
    let asc = ascendant(t, c.place.lat, c.place.lon, Zodiac::Tropical)?;
    // The Sun above the horizon: between descendant and ascendant through the MC.
    let sun_up = normalize(sun - asc) >= 180.0;
    Ok((t, kind, if sun_up { sun } else { moon }))
}

/// `/v1/western/natal/almuten`.
pub fn natal_almuten(birth: &Birth) -> Result<AlmutenAnswer> {
    let c = birth.chart()?;
    let day = c.is_day();
    let (sz_jd, sz_kind, sz_lon) = prenatal_syzygy(&c)?;
    let fortune = lots(&c)[0].longitude;
    let places: Vec<DegreeScore> = [
        ("Sun", c.lon("sun")),
        ("Moon", c.lon("moon")),
        ("Ascendant", c.ascendant()),
        ("Fortune", fortune),
        ("Prenatal syzygy", sz_lon),
    ]
    .iter()
    .map(|&(n, lon)| scored(n.into(), lon, degree_points(lon, day)))
    .collect();
    let mut total = [0; 7];
    for p in &places {
        for (t, s) in total.iter_mut().zip(&p.scores) {
            *t += s.score;
        }
    }
    let houses = c
        .houses
        .cusps
        .iter()
        .enumerate()
        .map(|(i, &lon)| scored(format!("House {}", i + 1), lon, degree_points(lon, day)))
        .collect();
    Ok(AlmutenAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        day_chart: day,
        syzygy: Syzygy { kind: sz_kind, moment: EventTime::new(sz_jd, c.moment.offset_minutes), longitude: sz_lon },
        places,
        totals: CLASSICAL
            .iter()
            .zip(total)
            .map(|(&planet, score)| PlanetScore { planet, planet_key: planet.key(), score })
            .collect(),
        almuten_figuris: best(&total),
        houses,
        conventions: AlmutenConventions {
            chart: c.chart_conventions(&Default::default()),
            scores: "domicile 5, exaltation 4, triplicity ruler of the sect 3 (Dorothean), Egyptian term 2, \
                     Chaldean face 1",
            places: "Ibn Ezra: Sun, Moon, ascendant, Lot of Fortune, prenatal syzygy (new moon: its degree; full \
                     moon: the luminary above the horizon at the birth place)",
        },
    })
}
