#![warn(missing_docs)]
//! astrology-core: all astronomy and astrology math of astrology-api.
//!
//! Pure Rust (plus the Swiss Ephemeris C library); nothing here knows about Node or HTTP.
//! `ephemeris` is the only module that talks to Swiss Ephemeris.

pub mod answer;
pub mod eclipses;
pub mod ephemeris;
pub mod error;
pub mod lang;
pub mod moments;
pub mod names;
pub mod numerology;
pub mod render;
pub mod reports;
pub mod sky;
pub mod vedic;
pub mod western;
pub mod zodiac;

pub use error::{Error, Result};
