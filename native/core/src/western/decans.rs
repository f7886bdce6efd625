//! `/v1/western/decans`: the decan of each point, with its Chaldean face ruler and its
//! triplicity decan.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::ChartConventions;
use crate::western::dignities::{face_ruler, modern_ruler, ruler};
use crate::western::request::Birth;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::Serialize;

/// The decan of one chart point.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Decan {
    /// Display name of the point, e.g. `Sun`, `Ascendant`.
    pub name: &'static str,
    /// Tropical ecliptic longitude of the point in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Tropical sign of the point (Aries … Pisces).
    pub sign: &'static str,
    /// Degrees within the sign, 0 <= x < 30.
    pub degree: f64,
    /// Number of the decan within the sign: 1, 2 or 3.
    pub decan: u8,
    /// Chaldean face ruler (Mars from 0° Aries, then Sun, Venus, Mercury, Moon, Saturn, Jupiter).
    pub face_ruler: Graha,
    /// Triplicity decans: the sign of the same element the decan belongs to (1st: the sign
    /// itself, 2nd: the next of its element, 3rd: the last), with its traditional and modern ruler.
    pub triplicity_sign: &'static str,
    /// Traditional (seven-planet) ruler of the triplicity sign.
    pub triplicity_ruler: Graha,
    /// Modern ruler of the triplicity sign by English name (Pluto for Scorpio, Uranus for Aquarius,
    /// Neptune for Pisces).
    pub triplicity_modern_ruler: &'static str,
}

/// The decan of every natal point and of the ascendant and MC.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DecansAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Sun … Pluto, True Node, Chiron, Lilith, then the ascendant and MC.
    pub planets: Vec<Decan>,
    /// How the chart was computed.
    pub conventions: ChartConventions,
}

/// The decan of a tropical longitude in degrees (0 <= x < 360), under a point's display name.
pub fn decan_of(name: &'static str, longitude: f64) -> Decan {
    let s = sign_index(longitude);
    let degree = longitude - 30.0 * s as f64;
    let d = ((degree / 10.0) as usize).min(2);
    let t = (s + 4 * d) % 12;
    Decan {
        name,
        longitude,
        sign: SIGNS[s].name,
        degree,
        decan: d as u8 + 1,
        face_ruler: face_ruler(longitude),
        triplicity_sign: SIGNS[t].name,
        triplicity_ruler: ruler(t),
        triplicity_modern_ruler: modern_ruler(t),
    }
}

/// `/v1/western/decans`: every natal point and the two angles.
pub fn decans(birth: &Birth) -> Result<DecansAnswer> {
    let c = birth.chart()?;
    let mut planets: Vec<Decan> = c.points.iter().map(|p| decan_of(p.name, p.longitude)).collect();
    planets.push(decan_of("Ascendant", c.ascendant()));
    planets.push(decan_of("MC", c.mc()));
    Ok(DecansAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        planets,
        conventions: c.chart_conventions(&Default::default()),
    })
}
