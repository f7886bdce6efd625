//! Eclipses: every solar and lunar eclipse of a range (global circumstances), the eclipses seen
//! at a place (local circumstances), the next ones seen there, the Hindu sutak window, and the
//! eclipses that fall on a natal chart.
//!
//! The astronomy is Swiss Ephemeris's own eclipse search (`ephemeris::eclipse`); this module
//! names its results, lists them over a range and applies the rules above them. The global
//! lists are read from a table of every eclipse of the supported range that the same search
//! produced (`table`).

pub mod global;
pub mod lists;
pub mod local;
pub mod natal;
pub mod range;
pub mod sutak;
pub mod table;

use crate::ephemeris::eclipse::flags;
use crate::ephemeris::swe;
use serde::Serialize;

/// A Saros series and the eclipse's place in it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Saros {
    /// Saros series number (the NASA canon's numbering, from Swiss Ephemeris's table).
    pub series: i32,
    /// Member number of the eclipse within its series, 1 for the first.
    pub member: i32,
}

impl Saros {
    /// From Swiss Ephemeris's attributes 9 and 10 (`None` outside its series table).
    pub fn from_attr(attr: &[f64; 20]) -> Option<Saros> {
        (attr[9] > 0.0).then(|| Saros { series: attr[9].round() as i32, member: attr[10].round() as i32 })
    }
}

/// The type of a solar eclipse, globally or as seen at a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum SolarType {
    /// The Moon covers the whole Sun (somewhere, or at the place).
    Total,
    /// The Moon passes centrally but too small: a ring of Sun remains.
    Annular,
    /// Total along part of the path and annular along the rest (global type only).
    Hybrid,
    /// The Moon covers only part of the Sun.
    Partial,
}

impl SolarType {
    /// The type as the API writes it.
    pub fn name(self) -> &'static str {
        match self {
            SolarType::Total => "total",
            SolarType::Annular => "annular",
            SolarType::Hybrid => "hybrid",
            SolarType::Partial => "partial",
        }
    }

    /// From Swiss Ephemeris's `SE_ECL_*` flags.
    pub fn from_flags(f: i32) -> SolarType {
        if f & flags::HYBRID != 0 {
            SolarType::Hybrid
        } else if f & flags::TOTAL != 0 {
            SolarType::Total
        } else if f & flags::ANNULAR != 0 {
            SolarType::Annular
        } else {
            SolarType::Partial
        }
    }
}

/// The type of a lunar eclipse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum LunarType {
    /// The Moon passes wholly into the Earth's umbra.
    Total,
    /// Part of the Moon enters the umbra.
    Partial,
    /// The Moon enters only the penumbra.
    Penumbral,
}

impl LunarType {
    /// The type as the API writes it.
    pub fn name(self) -> &'static str {
        match self {
            LunarType::Total => "total",
            LunarType::Partial => "partial",
            LunarType::Penumbral => "penumbral",
        }
    }

    /// From Swiss Ephemeris's `SE_ECL_*` flags.
    pub fn from_flags(f: i32) -> LunarType {
        if f & flags::TOTAL != 0 {
            LunarType::Total
        } else if f & flags::PARTIAL != 0 {
            LunarType::Partial
        } else {
            LunarType::Penumbral
        }
    }
}

/// What produced an eclipse answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct EclipseConventions {
    /// Ephemeris and version, e.g. `Swiss Ephemeris 2.10.03`.
    pub ephemeris: &'static str,
    /// The Swiss Ephemeris functions that found and described the eclipses.
    pub method: &'static str,
    /// How the numbers are defined (magnitude, gamma, durations, contacts).
    pub definitions: &'static str,
    /// How precise the times are.
    pub precision: &'static str,
}

/// The conventions block of every eclipse answer, with the functions used.
pub fn conventions(method: &'static str, definitions: &'static str) -> EclipseConventions {
    EclipseConventions {
        ephemeris: swe::label(),
        method,
        definitions,
        precision: "times as Swiss Ephemeris's eclipse search finds them (agree with pyswisseph 2.10.03 to \
                    well under 1 s), shown to the second; Delta T from Swiss Ephemeris",
    }
}

/// Seconds in a day, for durations.
pub(crate) const DAY_SECONDS: f64 = 86_400.0;
