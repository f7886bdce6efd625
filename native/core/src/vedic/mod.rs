//! Vedic (sidereal) astrology.

pub mod chart;
pub mod gulika;
pub mod panchang;
pub mod prashna;

pub use chart::{vedic_chart, ChartRequest, VedicChart};
