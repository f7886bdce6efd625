//! Vedic (sidereal) astrology.

pub mod ashtakavarga;
pub mod avakhada;
pub mod bundle;
pub mod calendar;
pub mod chart;
pub mod chart_view;
pub mod combustion;
pub mod dasha;
pub mod dignity;
pub mod dosha;
pub mod drishti;
pub mod gulika;
pub mod jaimini;
pub mod kp;
pub mod lalkitab;
pub mod milan;
pub mod muhurta;
pub mod panchang;
pub mod prashna;
pub mod prashna_number;
pub mod strength;
pub mod tara;
pub mod tools;
pub mod transit;
pub mod upagraha;
pub mod varga;
pub mod varshaphal;
pub mod yoga;
pub mod yuddha;

pub use chart::{vedic_chart, ChartRequest, VedicChart};
