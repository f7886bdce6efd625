//! Lal Kitab (Pt. Roop Chand Joshi, 1952 edition): the house chart with each planet's status.
//!
//! Public API:
//! - [`chart::lalkitab_chart`]`(&ChartRequest) -> Result<LalKitabChart>`: `/v1/lalkitab/chart`.
//! - [`tables`]: pakka ghar, exaltation and debilitation houses, the house-aspect table.
//!
//! The Lal Kitab reads houses, not signs: the sidereal birth chart's whole-sign houses from the
//! lagna are kept, and house n is given the fixed sign n (house 1 = Aries … 12 = Pisces)
//! whatever the lagna. Every table is one school's (stated as such in the answer).

pub mod chart;
pub mod tables;

pub use chart::{lalkitab_chart, LalKitabChart};
