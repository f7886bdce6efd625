//! Natal house cusps in any house system (tropical).

use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::houses;
use crate::ephemeris::swe;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::request::Birth;
use crate::zodiac::SignPlacement;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Cusp {
    pub house: u8,
    pub longitude: f64,
    #[serde(flatten)]
    pub sign: SignPlacement,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Angle {
    pub longitude: f64,
    #[serde(flatten)]
    pub sign: SignPlacement,
}

impl Angle {
    pub fn of(longitude: f64) -> Self {
        Angle { longitude, sign: SignPlacement::of(longitude) }
    }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternConventions {
    pub zodiac: &'static str,
    pub house_system: &'static str,
    pub house_system_name: &'static str,
    pub positions: &'static str,
    pub ephemeris: &'static str,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalHouses {
    pub moment: EventTime,
    pub system: &'static str,
    pub cusps: Vec<Cusp>,
    pub ascendant: Angle,
    pub mc: Angle,
    pub descendant: Angle,
    pub ic: Angle,
    pub vertex: Angle,
    /// Sidereal time at the place, as the right ascension of the MC in degrees.
    pub armc: f64,
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
