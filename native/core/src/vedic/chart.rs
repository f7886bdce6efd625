//! The sidereal birth chart (kundli) core: nine grahas, ascendant, whole-sign houses.
//!
//! One call computes the whole chart; the HTTP endpoints (planets, planet/{name}, ascendant,
//! houses, nakshatra, house-occupants, transit positions) are views of it.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::{position, Position, Zodiac};
use crate::ephemeris::houses::ascendant;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::{swe, Ayanamsa, Moment};
use crate::error::Result;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, NakshatraPlacement, Sign, SignPlacement};
use serde::{Deserialize, Serialize};
use std::cell::Cell;

/// What a sidereal chart is computed for: a moment, a place and the sidereal settings.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartRequest {
    /// The moment of the chart (UT Julian day plus the offset of the client's clock).
    pub moment: Moment,
    /// Where the chart is cast (latitude and longitude); it fixes the ascendant.
    pub place: Place,
    /// Ayanamsa slug; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model for Rahu and Ketu: mean (default) or true.
    #[serde(default)]
    pub node: NodeType,
}

/// The conventions that produced a result; every computed response carries one.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Conventions {
    /// Always `sidereal`.
    pub zodiac: &'static str,
    /// Slug of the ayanamsa used, e.g. `lahiri`.
    pub ayanamsa: &'static str,
    /// Display name of the ayanamsa used.
    pub ayanamsa_name: &'static str,
    /// Degrees at the moment of the chart.
    pub ayanamsa_value: f64,
    /// Lunar node model used for Rahu and Ketu.
    pub node: NodeType,
    /// House system: `whole-sign` (house 1 is the ascendant's sign).
    pub house_system: &'static str,
    /// Kind of positions: apparent geocentric, true equinox of date.
    pub positions: &'static str,
    /// Ephemeris and version that computed the positions.
    pub ephemeris: &'static str,
}

impl Conventions {
    /// The conventions of a sidereal whole-sign chart with this ayanamsa (its value in degrees
    /// at the chart's moment) and node model.
    pub fn sidereal(ayanamsa: Ayanamsa, value: f64, node: NodeType) -> Self {
        Conventions {
            zodiac: "sidereal",
            ayanamsa: ayanamsa.slug,
            ayanamsa_name: ayanamsa.name,
            ayanamsa_value: value,
            node,
            house_system: "whole-sign",
            positions: "apparent geocentric, true equinox of date",
            ephemeris: swe::label(),
        }
    }
}

/// One graha's place in a sidereal chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct GrahaPosition {
    /// Serialised under `name`, as every chart answer has always shown it.
    #[serde(rename = "name")]
    pub graha: Graha,
    /// Stable lower-case key of the graha (sun … ketu), the same in every language.
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
    /// Whole-sign house counted from the ascendant's sign.
    pub house: u8,
}

/// A point of a sidereal chart (such as the ascendant): its longitude, sign and nakshatra.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartPoint {
    /// Sidereal ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sign of the longitude and degree within it.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Nakshatra and pada of the longitude.
    #[serde(flatten)]
    pub nakshatra: NakshatraPlacement,
}

impl ChartPoint {
    /// The point at a sidereal longitude in degrees.
    pub fn of(longitude: f64) -> Self {
        ChartPoint { longitude, sign: SignPlacement::of(longitude), nakshatra: NakshatraPlacement::of(longitude) }
    }
}

/// One whole-sign house of a chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct House {
    /// House number, 1 … 12 (1 = the ascendant's sign).
    pub number: u8,
    /// English name of the house's sign (Aries … Pisces).
    pub sign: Sign,
    /// Stable lower-case key of the house's sign (aries … pisces).
    pub sign_key: &'static str,
    /// 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// Lord of the sign (the bhava lord).
    pub lord: Graha,
}

/// A sidereal birth chart: nine grahas, the ascendant and the twelve whole-sign houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedicChart {
    /// The moment of the chart.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system used.
    pub conventions: Conventions,
    /// The sidereal ascendant (lagna).
    pub ascendant: ChartPoint,
    /// Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu, in that order.
    pub planets: Vec<GrahaPosition>,
    /// The twelve whole-sign houses, house 1 first.
    pub houses: Vec<House>,
}

/// The seven visible grahas in the traditional order; Rahu and Ketu follow.
/// Whole-sign house of a longitude counted from the ascendant's sign (1 … 12).
pub fn whole_sign_house(longitude: f64, ascendant: f64) -> u8 {
    ((sign_index(longitude) + 12 - sign_index(ascendant)) % 12) as u8 + 1
}

/// Whole-sign houses from the ascendant's sign, house 1 first.
pub fn whole_sign_houses(ascendant: f64) -> Vec<House> {
    let first = sign_index(ascendant);
    (0..12)
        .map(|h| {
            let s = (first + h) % 12;
            let sign = Sign::from_index(s);
            House { number: h as u8 + 1, sign, sign_key: sign.key(), sign_index: s as u8 + 1, lord: sign.lord() }
        })
        .collect()
}

fn graha(graha: Graha, p: Position, ascendant: f64) -> GrahaPosition {
    GrahaPosition {
        graha,
        key: graha.key(),
        longitude: p.longitude,
        latitude: p.latitude,
        distance: p.distance,
        speed: p.speed_longitude,
        retrograde: p.retrograde(),
        sign: SignPlacement::of(p.longitude),
        nakshatra: NakshatraPlacement::of(p.longitude),
        house: whole_sign_house(p.longitude, ascendant),
    }
}

/// What a memoised shift was computed for: the Julian day's bits, the sidereal mode and the
/// ephemeris configuration ([`swe::config_generation`]).
type ShiftKey = (u64, i32, u64);

thread_local! {
    /// The last shift computed on this thread, by [`ShiftKey`]: the charts of one moment (the
    /// views of one birth asked one after another, the chart bundle's) reuse it. Two ayanamsa
    /// values (each with its nutation) were a third of the ephemeris time of a chart whose
    /// planets Swiss Ephemeris had kept.
    static LAST_SHIFT: Cell<Option<(ShiftKey, SiderealShift)>> = const { Cell::new(None) };
}

/// The ayanamsa at a moment and its rate, so a whole chart can be made sidereal with one value.
#[derive(Debug, Clone, Copy)]
pub struct SiderealShift {
    /// The ayanamsa in degrees at the moment.
    pub value: f64,
    /// Degrees per day (precession, ~3.8e-5).
    pub rate: f64,
}

impl SiderealShift {
    /// The shift of an ayanamsa at a Julian day (UT).
    pub fn at(jd_ut: f64, ayanamsa: Ayanamsa) -> Result<SiderealShift> {
        let key = (jd_ut.to_bits(), ayanamsa.swe_mode, swe::config_generation());
        if let Some((k, shift)) = LAST_SHIFT.with(Cell::get) {
            if k == key {
                return Ok(shift);
            }
        }
        // Forward difference over one day: the ayanamsa is linear to ~1e-9° on that scale.
        let value = ayanamsa.value(jd_ut)?;
        let rate = ayanamsa.value(jd_ut + 1.0)? - value;
        let shift = SiderealShift { value, rate };
        LAST_SHIFT.with(|c| c.set(Some((key, shift))));
        Ok(shift)
    }

    /// Tropical to sidereal. Swiss Ephemeris' own SEFLG_SIDEREAL gives the same longitude to
    /// ~1e-9″ (the ayanamsa it subtracts is this value); doing it once per chart instead of per
    /// body saves a sidereal transformation per call.
    pub fn apply(&self, p: Position) -> Position {
        Position {
            longitude: (p.longitude - self.value).rem_euclid(360.0),
            speed_longitude: p.speed_longitude - self.rate,
            ..p
        }
    }
}

/// Tropical Sun … Saturn and Rahu: what every sidereal chart of a moment shares, so that a
/// caller making charts in two ayanamsas (the chart bundle: Lahiri and KP's Krishnamurti) asks
/// the ephemeris once.
pub fn tropical_grahas(jd_ut: f64, node: NodeType) -> Result<[(Graha, Position); 8]> {
    let mut out = [(Graha::Rahu, Position::default()); 8];
    for (slot, graha) in out.iter_mut().zip(Graha::SEVEN) {
        let body = graha.body().expect("the seven have bodies");
        *slot = (graha, position(jd_ut, body, Zodiac::Tropical)?);
    }
    out[7] = (Graha::Rahu, position(jd_ut, node.body(), Zodiac::Tropical)?);
    Ok(out)
}

/// Nine grahas (Sun … Saturn, Rahu, Ketu) from their tropical positions ([`tropical_grahas`])
/// shifted into a sidereal zodiac.
pub fn sidereal_grahas(tropical: &[(Graha, Position); 8], shift: SiderealShift) -> Vec<(Graha, Position)> {
    let mut out: Vec<(Graha, Position)> = tropical.iter().map(|&(graha, p)| (graha, shift.apply(p))).collect();
    let rahu = out[7].1;
    out.push((Graha::Ketu, rahu.opposite()));
    out
}

/// Nine grahas (Sun … Saturn, Rahu, Ketu) shifted into a sidereal zodiac.
pub fn graha_positions(jd_ut: f64, shift: SiderealShift, node: NodeType) -> Result<Vec<(Graha, Position)>> {
    Ok(sidereal_grahas(&tropical_grahas(jd_ut, node)?, shift))
}

/// The whole sidereal chart of a request; the chart endpoints are views of it.
pub fn vedic_chart(req: &ChartRequest) -> Result<VedicChart> {
    // The place is checked once, in vedic_chart_from.
    vedic_chart_from(req, &tropical_grahas(req.moment.jd_ut, req.node)?)
}

/// [`vedic_chart`] from the moment's tropical grahas already found ([`tropical_grahas`]).
pub fn vedic_chart_from(req: &ChartRequest, tropical: &[(Graha, Position); 8]) -> Result<VedicChart> {
    let place = Place::checked(req.place.lat, req.place.lon)?;
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let jd = req.moment.jd_ut;
    let shift = SiderealShift::at(jd, ayanamsa)?;
    let asc = (ascendant(jd, place.lat, place.lon, Zodiac::Tropical)? - shift.value).rem_euclid(360.0);
    let planets = sidereal_grahas(tropical, shift).into_iter().map(|(name, p)| graha(name, p, asc)).collect();
    Ok(VedicChart {
        moment: EventTime::new(jd, req.moment.offset_minutes),
        conventions: Conventions::sidereal(ayanamsa, shift.value, req.node),
        ascendant: ChartPoint::of(asc),
        planets,
        houses: whole_sign_houses(asc),
    })
}
