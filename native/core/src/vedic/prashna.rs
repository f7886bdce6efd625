//! Prashna (horary): the chart of the moment a question is asked, with Gulika.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::SunriseDefinition;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartPoint, ChartRequest, Conventions};
use crate::vedic::gulika::gulika;
use crate::zodiac::Graha;
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PrashnaRequest {
    #[serde(flatten)]
    pub chart: ChartRequest,
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PrashnaPlanet {
    pub name: Graha,
    pub longitude: f64,
    pub sign: &'static str,
    pub degree: f64,
    /// Counted from the prashna ascendant's sign.
    pub house: u8,
    pub nakshatra: &'static str,
    pub pada: u8,
    pub retrograde: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct GulikaPosition {
    pub longitude: f64,
    #[serde(flatten)]
    pub sign: SignPlacement,
    pub house: u8,
    pub rule: &'static str,
    /// Saturn's eighth of the day or night whose start gives Gulika.
    pub portion: PortionTimes,
    pub weekday: &'static str,
    pub daytime: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PortionTimes {
    pub start: EventTime,
    pub end: EventTime,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Prashna {
    /// ISO 8601 of the question moment, in the request's offset.
    pub moment: String,
    pub moment_jd: f64,
    pub prashna_ascendant: ChartPoint,
    pub gulika_position: GulikaPosition,
    pub planets: Vec<PrashnaPlanet>,
    pub sunrise_definition: &'static str,
    pub conventions: Conventions,
}

pub fn prashna(req: &PrashnaRequest) -> Result<Prashna> {
    let chart = vedic_chart(&req.chart)?;
    let place = Place::checked(req.chart.place.lat, req.chart.place.lon)?;
    let ayanamsa = Ayanamsa::resolve(req.chart.ayanamsa.as_deref(), LAHIRI)?;
    let m = req.chart.moment;
    let g = gulika(m.jd_ut, m.offset_minutes, place, ayanamsa, req.sunrise)?.ok_or_else(|| {
        Error::Unsupported(format!(
            "the Sun does not both rise and set at latitude {} around this date, so the day and \
             night cannot be divided to place Gulika",
            place.lat
        ))
    })?;
    let asc = chart.ascendant.longitude;
    Ok(Prashna {
        moment: m.iso(),
        moment_jd: m.jd_ut,
        gulika_position: GulikaPosition {
            longitude: g.longitude,
            sign: SignPlacement::of(g.longitude),
            house: crate::vedic::chart::whole_sign_house(g.longitude, asc),
            rule: "ascendant at the start of Saturn's eighth of the day (or night), Kalaprakashika",
            portion: PortionTimes {
                start: EventTime::new(g.portion_start, m.offset_minutes),
                end: EventTime::new(g.portion_end, m.offset_minutes),
            },
            weekday: g.weekday,
            daytime: g.daytime,
        },
        planets: chart
            .planets
            .iter()
            .map(|p| PrashnaPlanet {
                name: p.graha,
                longitude: p.longitude,
                sign: p.sign.sign,
                degree: p.sign.degree,
                house: p.house,
                nakshatra: p.nakshatra.nakshatra,
                pada: p.nakshatra.pada,
                retrograde: p.retrograde,
            })
            .collect(),
        prashna_ascendant: chart.ascendant,
        sunrise_definition: req.sunrise.slug(),
        conventions: chart.conventions,
    })
}
