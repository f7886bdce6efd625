//! Ascendant, MC and house cusps in every Swiss Ephemeris house system, chosen by slug.

use crate::ephemeris::{bodies::Zodiac, swe};
use crate::error::{Error, Result};
use serde::Serialize;
use swiss_eph as ffi;

/// A house system the API offers, named by slug.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HouseSystem {
    /// Identifier used in the `house_system` request option, e.g. `placidus`.
    pub slug: &'static str,
    /// Display name, e.g. `Placidus`.
    pub name: &'static str,
    /// Swiss Ephemeris one-letter code.
    #[serde(skip)]
    pub code: u8,
}

const fn hs(slug: &'static str, name: &'static str, code: u8) -> HouseSystem {
    HouseSystem { slug, name, code }
}

/// The single table of house systems; the API's `house_system` option is derived from it.
pub const HOUSE_SYSTEMS: &[HouseSystem] = &[
    hs("placidus", "Placidus", b'P'),
    hs("koch", "Koch", b'K'),
    hs("porphyry", "Porphyry", b'O'),
    hs("regiomontanus", "Regiomontanus", b'R'),
    hs("campanus", "Campanus", b'C'),
    hs("equal", "Equal (from the ascendant)", b'A'),
    hs("equal-mc", "Equal (from the MC)", b'D'),
    hs("equal-aries", "Equal (from 0° Aries)", b'N'),
    hs("whole-sign", "Whole sign", b'W'),
    hs("alcabitius", "Alcabitius", b'B'),
    hs("morinus", "Morinus", b'M'),
    hs("topocentric", "Topocentric (Polich/Page)", b'T'),
    hs("meridian", "Meridian (axial rotation)", b'X'),
    hs("vehlow", "Vehlow equal", b'V'),
    hs("horizontal", "Horizontal (azimuthal)", b'H'),
    hs("krusinski", "Krusinski-Pisa-Goelzer", b'U'),
    hs("apc", "APC houses", b'Y'),
    hs("carter", "Carter poli-equatorial", b'F'),
    hs("sripati", "Sripati", b'S'),
    hs("pullen-sd", "Pullen SD (sinusoidal delta)", b'L'),
    hs("pullen-sr", "Pullen SR (sinusoidal ratio)", b'Q'),
    hs("sunshine", "Sunshine (Makransky)", b'I'),
    hs("savard-a", "Savard-A", b'J'),
    hs("gauquelin", "Gauquelin sectors (36)", b'G'),
];

/// Placidus, the usual default of Western charts.
pub const PLACIDUS: HouseSystem = HOUSE_SYSTEMS[0];
/// Regiomontanus, the house system of Lilly's horary charts.
pub const REGIOMONTANUS: HouseSystem = HOUSE_SYSTEMS[3];
/// Whole sign houses (each house is one whole sign, the first is the ascendant's sign).
pub const WHOLE_SIGN: HouseSystem = HOUSE_SYSTEMS[8];

/// Requests name a house system by its slug; the table is the only list of valid ones.
impl<'de> serde::Deserialize<'de> for HouseSystem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let slug = String::deserialize(d)?;
        HouseSystem::from_slug(&slug).map_err(|e| serde::de::Error::custom(e.to_string()))
    }
}

/// Read as a slug from the table; written as `{slug, name}`.
impl schemars::JsonSchema for HouseSystem {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "HouseSystem".into()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        if g.contract().is_deserialize() {
            let slugs: Vec<&str> = HOUSE_SYSTEMS.iter().map(|h| h.slug).collect();
            schemars::json_schema!({ "type": "string", "enum": slugs, "description": "House system by slug." })
        } else {
            schemars::json_schema!({
                "type": "object",
                "required": ["slug", "name"],
                "properties": { "slug": { "type": "string" }, "name": { "type": "string" } }
            })
        }
    }
}

impl HouseSystem {
    /// The house system with this slug, or a 400 naming `house_system` listing the allowed slugs.
    pub fn from_slug(slug: &str) -> Result<HouseSystem> {
        HOUSE_SYSTEMS.iter().copied().find(|h| h.slug == slug).ok_or_else(|| {
            let allowed: Vec<&str> = HOUSE_SYSTEMS.iter().map(|h| h.slug).collect();
            Error::invalid("house_system", format!("must be one of: {}", allowed.join(", ")))
        })
    }

    /// Number of cusps: 36 Gauquelin sectors, 12 houses otherwise.
    pub fn cusp_count(&self) -> usize {
        if self.code == b'G' {
            36
        } else {
            12
        }
    }
}

/// Angles and house cusps of a chart, in the requested zodiac.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Houses {
    /// House system the cusps were computed in.
    pub system: HouseSystem,
    /// Cusp longitudes in house order (index 0 = house 1).
    pub cusps: Vec<f64>,
    /// Ascendant: ecliptic longitude in degrees, 0 <= x < 360.
    pub ascendant: f64,
    /// Midheaven (MC): ecliptic longitude in degrees, 0 <= x < 360.
    pub mc: f64,
    /// Right ascension of the MC (sidereal time in degrees).
    pub armc: f64,
    /// Vertex: ecliptic longitude in degrees, 0 <= x < 360.
    pub vertex: f64,
}

/// Ascendant, MC, vertex and cusps at a UT Julian day and place (latitude and east longitude
/// in degrees); Unsupported when the system fails inside the polar circle.
pub fn houses(jd_ut: f64, lat: f64, lon: f64, system: HouseSystem, zodiac: Zodiac) -> Result<Houses> {
    let mut flags = 0;
    if let Zodiac::Sidereal(ayanamsa) = zodiac {
        ayanamsa.activate()?;
        flags |= ffi::SEFLG_SIDEREAL;
    }
    let (cusps, ascmc, ok) = match (zodiac, system.code) {
        // Tropical (every chart of the API: sidereal ones subtract their ayanamsa after), other
        // than Sunshine houses, which also need the Sun: the same angles from the nutation
        // already computed for the moment, instead of computing it again.
        (Zodiac::Tropical, code) if code != b'I' => match swe::armc_and_obliquity(jd_ut, lon)? {
            Some((armc, eps)) => swe::houses_armc(armc, lat, eps, code),
            None => swe::houses_ex(jd_ut, flags, lat, lon, code)?,
        },
        (_, code) => swe::houses_ex(jd_ut, flags, lat, lon, code)?,
    };
    let n = system.cusp_count();
    let cusps: Vec<f64> = cusps[1..=n].to_vec();
    if !ok || cusps.iter().chain(ascmc.iter().take(4)).any(|v| !v.is_finite()) {
        return Err(Error::Unsupported(format!(
            "{} houses cannot be computed at latitude {lat}: inside the polar circle the ecliptic \
             does not cross every house circle; use porphyry, equal or whole-sign",
            system.name
        )));
    }
    Ok(Houses { system, cusps, ascendant: ascmc[0], mc: ascmc[1], armc: ascmc[2], vertex: ascmc[3] })
}

/// Ascendant alone, in the given zodiac.
pub fn ascendant(jd_ut: f64, lat: f64, lon: f64, zodiac: Zodiac) -> Result<f64> {
    Ok(houses(jd_ut, lat, lon, WHOLE_SIGN, zodiac)?.ascendant)
}
