//! Western (tropical) astrology.
//!
//! `chart` computes the natal points every technique starts from; each other module is one
//! technique on top of it. Everything is tropical, apparent geocentric, Placidus by default.

pub mod aspects;
pub mod astrocartography;
pub mod chart;
pub mod dignities;
pub mod fixed_stars;
pub mod houses;
pub mod lots;
pub mod midpoints;
pub mod relations;
pub mod techniques;

pub use chart::{natal_chart, NatalChart, WesternRequest};
