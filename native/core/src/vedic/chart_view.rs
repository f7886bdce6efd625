//! Views of one sidereal chart, each an endpoint of the chart group (`/v1/chart/planets`,
//! `/ascendant`, `/houses`, `/nakshatra`, `/house-occupants`, `/planet/{name}`) or of the transit
//! group (`/v1/transit/positions`, the sky without a place). Each view carries the chart's moment
//! and conventions.

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartPoint, ChartRequest, Conventions, GrahaPosition, House, VedicChart};
use crate::zodiac::{Graha, NakshatraPlacement, SignPlacement};
use serde::{Deserialize, Serialize};

/// A view's own fields followed by the chart's moment and conventions.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "ChartView_{T}")]
pub struct View<T> {
    /// The view's own fields, written at the top level of the answer.
    #[serde(flatten)]
    pub view: T,
    /// The moment of the chart.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

fn view<T>(c: &VedicChart, view: T) -> Result<View<T>> {
    Ok(View { view, moment: c.moment.clone(), conventions: c.conventions.clone() })
}

/// `/v1/chart/planets`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Planets {
    /// The sidereal ascendant (lagna).
    pub ascendant: ChartPoint,
    /// The nine grahas: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu.
    pub planets: Vec<GrahaPosition>,
}

/// `/v1/chart/ascendant`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Ascendant {
    /// The sidereal ascendant (lagna): the ecliptic point rising on the eastern horizon.
    pub ascendant: ChartPoint,
}

/// `/v1/chart/houses`: the twelve whole-sign houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "Houses_{H}")]
pub struct Houses<H> {
    /// Always `whole-sign` (the Vedic chart's houses).
    pub system: &'static str,
    /// Sidereal sign of the ascendant, which is house 1 (e.g. "Leo").
    pub ascendant_sign: crate::zodiac::Sign,
    /// The twelve houses, house 1 first.
    pub houses: Vec<H>,
}

/// A house with the grahas in it (`/v1/chart/house-occupants`).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct OccupiedHouse {
    /// The house: number, sign and lord.
    #[serde(flatten)]
    pub house: House,
    /// The grahas in the house's sign, in chart order (Sun … Ketu); empty when none.
    pub occupants: Vec<Graha>,
}

/// `/v1/chart/nakshatra`: the Moon's nakshatra.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonNakshatra {
    /// Name of the Moon's nakshatra (janma nakshatra).
    pub nakshatra: crate::zodiac::Nakshatra,
    /// 1 = Ashwini … 27 = Revati.
    pub nakshatra_index: u8,
    /// 1 … 4.
    pub pada: u8,
    /// Vimshottari lord of the nakshatra.
    pub lord: Graha,
    /// Fraction of the nakshatra already traversed, [0, 1).
    pub fraction_traversed: f64,
    /// Sidereal longitude of the Moon, degrees.
    pub moon_longitude: f64,
    /// The Moon's sidereal sign (rashi).
    pub moon_sign: crate::zodiac::Sign,
}

fn moon(c: &VedicChart) -> &GrahaPosition {
    c.planets.iter().find(|p| p.graha == Graha::Moon).expect("every chart has the Moon")
}

fn whole_sign<H>(c: &VedicChart, houses: Vec<H>) -> Houses<H> {
    Houses { system: "whole-sign", ascendant_sign: c.ascendant.sign.sign, houses }
}

crate::by_key! {
    "view", CHART_VIEWS, chart_view_json, chart_view_schemas, |c: &VedicChart| {
        "planets" => view(c, Planets { ascendant: c.ascendant.clone(), planets: c.planets.clone() }),
        "ascendant" => view(c, Ascendant { ascendant: c.ascendant.clone() }),
        "houses" => view(c, whole_sign(c, c.houses.clone())),
        "nakshatra" => {
            let m = moon(c);
            let n: &NakshatraPlacement = &m.nakshatra;
            view(c, MoonNakshatra {
                nakshatra: n.nakshatra,
                nakshatra_index: n.nakshatra_index,
                pada: n.pada,
                lord: n.nakshatra_lord,
                fraction_traversed: n.fraction_traversed,
                moon_longitude: m.longitude,
                moon_sign: m.sign.sign,
            })
        },
        "house-occupants" => {
            let occupied = c.houses.iter().map(|h| OccupiedHouse {
                house: h.clone(),
                occupants: c.planets.iter().filter(|p| p.house == h.number).map(|p| p.graha).collect(),
            });
            view(c, whole_sign(c, occupied.collect()))
        },
    }
}

/// A chart request and the view it asks for.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartViewRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// A view key as in the API path (`CHART_VIEWS`).
    pub view: String,
}

/// One view of the chart of a request.
pub fn chart_view(req: &ChartViewRequest) -> Result<String> {
    chart_view_json(&vedic_chart(&req.chart)?, &req.view)
}

/// A chart request and one graha (`/v1/chart/planet/{name}`).
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// The graha's lower-case key (`jupiter`, `ketu` …).
    pub name: String,
}

/// `/v1/chart/planet/{name}`: one graha of the chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetDetail {
    /// The moment of the chart.
    pub moment: EventTime,
    /// The graha's place: longitude, sign, nakshatra, house and motion.
    pub planet: GrahaPosition,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

/// One graha's place in the chart of a request.
pub fn planet_detail(req: &PlanetRequest) -> Result<PlanetDetail> {
    let graha = Graha::from_key(&req.name)
        .ok_or_else(|| Error::invalid("name", format!("must be one of: {}", Graha::ALL.map(|g| g.key()).join(", "))))?;
    let c = vedic_chart(&req.chart)?;
    let planet = c.planets.iter().find(|p| p.graha == graha).expect("every chart has the nine grahas").clone();
    Ok(PlanetDetail { moment: c.moment, planet, conventions: c.conventions })
}

/// A graha's sidereal place in the sky, without a house (`/v1/transit/positions`).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyPosition {
    /// The graha.
    pub name: Graha,
    /// Stable lower-case key of the graha (sun … ketu).
    pub key: &'static str,
    /// Sidereal ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Ecliptic latitude in degrees, north positive.
    pub latitude: f64,
    /// AU from the Earth's centre.
    pub distance: f64,
    /// Degrees per day in sidereal longitude.
    pub speed: f64,
    /// True when the longitude speed is negative (moving backwards).
    pub retrograde: bool,
    /// Sign of the longitude and degree within it.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Nakshatra and pada of the longitude.
    #[serde(flatten)]
    pub nakshatra: NakshatraPlacement,
}

/// The chart conventions without a house system (positions need no place).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyConventions {
    /// Always `sidereal`.
    pub zodiac: &'static str,
    /// Slug of the ayanamsa used, e.g. `lahiri`.
    pub ayanamsa: &'static str,
    /// Display name of the ayanamsa used.
    pub ayanamsa_name: &'static str,
    /// Degrees at the moment.
    pub ayanamsa_value: f64,
    /// Lunar node model used for Rahu and Ketu.
    pub node: NodeType,
    /// Kind of positions: apparent geocentric, true equinox of date.
    pub positions: &'static str,
    /// Ephemeris and version that computed the positions.
    pub ephemeris: &'static str,
}

/// `/v1/transit/positions`: where the nine grahas are at a moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyPositions {
    /// The moment asked for.
    pub moment: EventTime,
    /// The nine grahas, Sun … Saturn, Rahu, Ketu.
    pub planets: Vec<SkyPosition>,
    /// Zodiac, ayanamsa, node and ephemeris used.
    pub conventions: SkyConventions,
}

/// The sidereal positions of a request's moment (its place is not used).
pub fn sky_positions(req: &ChartRequest) -> Result<SkyPositions> {
    let c = vedic_chart(req)?;
    let planets = c
        .planets
        .into_iter()
        .map(|p| SkyPosition {
            name: p.graha,
            key: p.key,
            longitude: p.longitude,
            latitude: p.latitude,
            distance: p.distance,
            speed: p.speed,
            retrograde: p.retrograde,
            sign: p.sign,
            nakshatra: p.nakshatra,
        })
        .collect();
    let k = c.conventions;
    let conventions = SkyConventions {
        zodiac: k.zodiac,
        ayanamsa: k.ayanamsa,
        ayanamsa_name: k.ayanamsa_name,
        ayanamsa_value: k.ayanamsa_value,
        node: k.node,
        positions: k.positions,
        ephemeris: k.ephemeris,
    };
    Ok(SkyPositions { moment: c.moment, planets, conventions })
}
