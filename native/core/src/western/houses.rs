//! Natal house cusps in any house system (tropical).

use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::houses;
use crate::ephemeris::swe;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::request::Birth;
use crate::zodiac::SignPlacement;
use serde::Serialize;

/// A house cusp: where a house begins.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Cusp {
    /// House number, 1-based (1 … 12, or 1 … 36 for Gauquelin sectors).
    pub house: u8,
    /// Tropical ecliptic longitude of the cusp in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Tropical sign of the cusp, with its classical ruler.
    #[serde(flatten)]
    pub sign: SignPlacement,
}

/// A chart angle (ascendant, MC, descendant, IC or vertex).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Angle {
    /// Tropical ecliptic longitude of the angle in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Tropical sign of the angle, with its classical ruler.
    #[serde(flatten)]
    pub sign: SignPlacement,
}

impl Angle {
    /// The angle at a tropical longitude in degrees.
    pub fn of(longitude: f64) -> Self {
        Angle { longitude, sign: SignPlacement::of(longitude) }
    }
}

/// How a Western answer was computed: zodiac, house system, positions and ephemeris.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternConventions {
    /// Zodiac of every longitude: always `tropical`.
    pub zodiac: &'static str,
    /// Slug of the house system, e.g. `placidus`.
    pub house_system: &'static str,
    /// Display name of the house system, e.g. `Placidus`.
    pub house_system_name: &'static str,
    /// Kind of positions: apparent geocentric, true equinox of date.
    pub positions: &'static str,
    /// Ephemeris and version used, e.g. `Swiss Ephemeris 2.10`.
    pub ephemeris: &'static str,
}

/// The house cusps and angles of a birth.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalHouses {
    /// The birth moment.
    pub moment: EventTime,
    /// Slug of the house system, e.g. `placidus`.
    pub system: &'static str,
    /// House cusps, house 1 first.
    pub cusps: Vec<Cusp>,
    /// The ascendant (cusp of the first house in most systems).
    pub ascendant: Angle,
    /// The midheaven (MC).
    pub mc: Angle,
    /// The descendant, opposite the ascendant.
    pub descendant: Angle,
    /// The imum coeli (IC), opposite the MC.
    pub ic: Angle,
    /// The vertex (where the prime vertical meets the ecliptic in the west).
    pub vertex: Angle,
    /// Sidereal time at the place, as the right ascension of the MC in degrees.
    pub armc: f64,
    /// How the houses were computed.
    pub conventions: WesternConventions,
}

/// `/v1/western/houses`: the cusps and angles of the birth's house system (Lilith unused).
pub fn natal_houses(req: &Birth) -> Result<NatalHouses> {
    let place = req.checked_place()?;
    let system = req.house_system;
    let h = houses(req.moment.jd_ut, place.lat, place.lon, system, Zodiac::Tropical)?;
    Ok(NatalHouses {
        moment: EventTime::new(req.moment.jd_ut, req.moment.offset_minutes),
        system: system.slug,
        cusps: h
            .cusps
            .iter()
            .enumerate()
            .map(|(i, &lon)| Cusp { house: i as u8 + 1, longitude: lon, sign: SignPlacement::of(lon) })
            .collect(),
        ascendant: Angle::of(h.ascendant),
        mc: Angle::of(h.mc),
        descendant: Angle::of((h.ascendant + 180.0).rem_euclid(360.0)),
        ic: Angle::of((h.mc + 180.0).rem_euclid(360.0)),
        vertex: Angle::of(h.vertex),
        armc: h.armc,
        conventions: WesternConventions {
            zodiac: "tropical",
            house_system: system.slug,
            house_system_name: system.name,
            positions: "apparent geocentric, true equinox of date",
            ephemeris: swe::label(),
        },
    })
}
