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

/// The query of `/v1/prashna/chart`: the moment and place of the question.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PrashnaRequest {
    /// The question's moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// Which sunrise and sunset divide the day for Gulika; `upper-limb` by default.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// One graha in the prashna chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PrashnaPlanet {
    /// The graha.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Sidereal ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sidereal sign it occupies.
    pub sign: crate::zodiac::Sign,
    /// Degrees within that sign, 0 <= x < 30.
    pub degree: f64,
    /// Counted from the prashna ascendant's sign.
    pub house: u8,
    /// Nakshatra of the longitude.
    pub nakshatra: crate::zodiac::Nakshatra,
    /// Pada within the nakshatra, 1 … 4.
    pub pada: u8,
    /// True when the longitude speed is negative (moving backwards).
    pub retrograde: bool,
}

/// Gulika in the prashna chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct GulikaPosition {
    /// Gulika's sidereal longitude in degrees, 0 <= x < 360 (the ascendant at the start of
    /// Saturn's part).
    pub longitude: f64,
    /// Sign of the longitude and degree within it.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Whole-sign house counted from the prashna ascendant's sign, 1 … 12.
    pub house: u8,
    /// The rule used, in words.
    pub rule: &'static str,
    /// Saturn's eighth of the day or night whose start gives Gulika.
    pub portion: PortionTimes,
    /// Weekday of the Vedic day (sunrise to sunrise) of the question.
    pub weekday: &'static str,
    /// True when the question falls between sunrise and sunset.
    pub daytime: bool,
}

/// Start and end of Saturn's part of the day or night.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PortionTimes {
    /// Start of the part (Gulika rises with the ascendant of this moment).
    pub start: EventTime,
    /// End of the part.
    pub end: EventTime,
}

/// The prashna answer: the chart of the question's moment, with Gulika.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Prashna {
    /// ISO 8601 of the question moment, in the request's offset.
    pub moment: String,
    /// The question moment as a Julian day (UT).
    pub moment_jd: f64,
    /// The sidereal ascendant at the question's moment and place.
    pub prashna_ascendant: ChartPoint,
    /// Gulika and Saturn's part of the day or night that places it.
    pub gulika_position: GulikaPosition,
    /// The nine grahas, Sun … Saturn, Rahu, Ketu.
    pub planets: Vec<PrashnaPlanet>,
    /// Sunrise definition used to divide the day: `upper-limb` or `disc-center`.
    pub sunrise_definition: &'static str,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

/// The prashna chart of a question's moment and place; a 422 where the Sun does not rise and
/// set (Gulika cannot be placed).
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
                key: p.graha.key(),
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
