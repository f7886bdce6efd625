//! Harmonic chart (`/v1/western/natal/harmonic?n=`), after John Addey (*Harmonics in
//! Astrology*, 1976): every longitude multiplied by n, λₙ = n·λ mod 360°, and the aspects
//! among the harmonic positions with the usual orb table. Speeds are multiplied by n too, so
//! applying and separating keep their meaning. n = 1 is the natal chart.

use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::western::aspects::{self, Aspect};
use crate::western::chart::ChartConventions;
use crate::western::request::{AspectChoice, Birth};
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// A natal chart, the harmonic number and the aspect choices.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct HarmonicRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs.
    #[serde(flatten)]
    pub aspects: AspectChoice,
    /// The harmonic number, 1..180.
    pub n: u32,
}

/// A point of the harmonic chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HarmonicPoint {
    /// Display name, e.g. `Sun`, `Ascendant`.
    pub name: &'static str,
    /// Key of the point.
    pub key: &'static str,
    /// Natal tropical longitude in degrees.
    pub natal_longitude: f64,
    /// Harmonic longitude n·λ mod 360, degrees.
    pub longitude: f64,
    /// Sign of the harmonic longitude.
    #[serde(flatten)]
    pub sign: SignPlacement,
}

/// The harmonic chart of a birth and its aspects.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HarmonicAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// The harmonic number.
    pub harmonic: u32,
    /// Sun … Pluto, True Node, Chiron, Lilith, Ascendant, MC at their harmonic longitudes.
    pub points: Vec<HarmonicPoint>,
    /// Aspects among the harmonic positions, within orb.
    pub aspects: Vec<Aspect>,
    /// How the chart was computed.
    pub conventions: HarmonicConventions,
}

/// How the harmonic chart was computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HarmonicConventions {
    /// How the natal chart and the aspects were computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// The formula.
    pub harmonic_rule: &'static str,
}

/// The harmonic longitude of a natal longitude.
pub fn harmonic_longitude(longitude: f64, n: u32) -> f64 {
    normalize(longitude * n as f64)
}

/// `/v1/western/natal/harmonic`.
pub fn natal_harmonic(req: &HarmonicRequest) -> Result<HarmonicAnswer> {
    if !(1..=180).contains(&req.n) {
        return Err(Error::invalid("n", "must be a whole number from 1 to 180"));
    }
    let opts = req.aspects.options()?;
    let c = req.birth.chart()?;
    let n = req.n;
    let bodies: Vec<aspects::Body> = c
        .aspect_points()
        .into_iter()
        .map(|b| aspects::Body { longitude: harmonic_longitude(b.longitude, n), speed: b.speed * n as f64, ..b })
        .collect();
    let points = c
        .aspect_points()
        .iter()
        .zip(&bodies)
        .map(|(natal, h)| HarmonicPoint {
            name: h.name,
            key: h.key,
            natal_longitude: natal.longitude,
            longitude: h.longitude,
            sign: SignPlacement::of(h.longitude),
        })
        .collect();
    Ok(HarmonicAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        harmonic: n,
        points,
        aspects: aspects::within(&bodies, &opts),
        conventions: HarmonicConventions {
            chart: c.chart_conventions(&opts),
            harmonic_rule: "harmonic longitude = n × natal longitude mod 360°; speeds × n; aspects among the \
                            harmonic positions with the orb table",
        },
    })
}
