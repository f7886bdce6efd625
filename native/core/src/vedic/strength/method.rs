//! The readings of the shadbala method a request can choose, where the published workings
//! differ. Each is one option of `/v1/chart/shadbala` (and bhava bala, which uses the totals),
//! and each answer names the ones it used in its `conventions`.
//!
//! Defaults follow BPHS (Santhanam's translation) and the rule the API uses elsewhere (the
//! war's victor as `/v1/chart/graha-yuddha` decides it); the alternatives reproduce the worked
//! examples of B.V. Raman (Graha and Bhava Balas) and V.P. Jain (his Shadbala example of
//! 13 Sep 1981), see `native/core/tests/strength_raman.rs` and `strength_vp_jain.rs`.

use serde::{Deserialize, Serialize};

/// The two readings of the method where BPHS (Santhanam's translation) and Raman's Graha and
/// Bhava Balas differ.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ShadbalaSchool {
    /// BPHS 27: saptavargaja great friend 20, friend 15, neutral 10, enemy 4, great enemy 2;
    /// the Sun's cheshta bala is its ayana bala and the Moon's its paksha bala (BPHS 27.
    /// cheshta verses), counted again in the total.
    #[default]
    Bphs,
    /// Raman: saptavargaja 22.5, 15, 7.5, 3.75, 1.875; no separate cheshta bala for the Sun
    /// and Moon (their ayana and paksha balas stand in kala bala only), as in his totals.
    Raman,
}

impl ShadbalaSchool {
    /// The school's option value: `bphs` or `raman`.
    pub fn slug(self) -> &'static str {
        match self {
            ShadbalaSchool::Bphs => "bphs",
            ShadbalaSchool::Raman => "raman",
        }
    }
}

/// Which part of the moolatrikona sign earns the 45 virupas of saptavargaja in the rasi chart.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Moolatrikona {
    /// BPHS ch. 3 degree ranges (Sun Leo 0–20°, Moon Taurus 3–30°, Mars Aries 0–12°, Mercury
    /// Virgo 15–20°, Jupiter Sagittarius 0–10°, Venus Libra 0–15°, Saturn Aquarius 0–20°); the
    /// rest of the sign counts as own sign (30).
    #[default]
    Degrees,
    /// The whole moolatrikona sign, as V.P. Jain's worked example scores it (the Sun at Leo
    /// 26° and Mercury at Virgo 20°31′ get 45) and as PyJHora does.
    Sign,
}

/// Where the mean longitudes of cheshta bala come from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CheshtaMeans {
    /// Modern mean elements (Meeus, Astronomical Algorithms table 31.A), tropical, with the
    /// true tropical longitude.
    #[default]
    Modern,
    /// The mean-motion tables of Raman's Graha and Bhava Balas (sidereal mean longitudes at
    /// 1 Jan 1900, Ujjain mean midnight, daily motions and secular corrections; see
    /// [`super::mean_tables`]) with the true sidereal longitude, as both Raman's and V.P.
    /// Jain's worked examples compute it.
    RamanTables,
}

/// Who wins a planetary war in yuddha bala (the amount is the same either way).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum WarVictor {
    /// The planet further north in ecliptic latitude (Surya Siddhanta ch. 7), the rule of
    /// `/v1/chart/graha-yuddha`; V.P. Jain's example (Jupiter, north, beats Mercury) works so.
    #[default]
    Latitude,
    /// The planet with the larger sthana + dig + kala bala (the aggregate decides, as Raman
    /// describes the war).
    Strength,
}

/// The method's options together (flattened into requests and into the echoed inputs).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ShadbalaMethod {
    /// Which saptavargaja scale and Sun/Moon cheshta rule to use: `bphs` (default) or `raman`.
    #[serde(default)]
    pub school: ShadbalaSchool,
    /// Which part of the moolatrikona sign earns 45 virupas: `degrees` (BPHS ranges, default) or `sign`.
    #[serde(default)]
    pub moolatrikona: Moolatrikona,
    /// Source of the mean longitudes for cheshta bala: `modern` (default) or `raman-tables`.
    #[serde(default)]
    pub cheshta_means: CheshtaMeans,
    /// Who wins a planetary war: `latitude` (further north, default) or `strength`.
    #[serde(default)]
    pub war_victor: WarVictor,
}

impl Moolatrikona {
    /// The option value: `degrees` or `sign`.
    pub fn slug(self) -> &'static str {
        match self {
            Moolatrikona::Degrees => "degrees",
            Moolatrikona::Sign => "sign",
        }
    }
}

impl CheshtaMeans {
    /// The option value: `modern` or `raman-tables`.
    pub fn slug(self) -> &'static str {
        match self {
            CheshtaMeans::Modern => "modern",
            CheshtaMeans::RamanTables => "raman-tables",
        }
    }
}

impl WarVictor {
    /// The option value: `latitude` or `strength`.
    pub fn slug(self) -> &'static str {
        match self {
            WarVictor::Latitude => "latitude",
            WarVictor::Strength => "strength",
        }
    }
}
