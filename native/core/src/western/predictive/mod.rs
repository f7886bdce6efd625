//! Western predictive techniques: the chart moved forward in time, by symbolic measures
//! (progressions, solar-arc directions) or by the sky itself (returns, the transit calendar),
//! and the two-person charts built from a moment between two births (Davison), with house
//! overlays and a compatibility score.
//!
//! Shared constants: the tropical year and the tropical month that every time key uses.

pub mod calendar;
pub mod primary;
pub mod progressions;
pub mod relationship;
pub mod returns;
pub mod semi_arc;
pub mod solar_arc;

/// Mean tropical year in days (J2000): one year of life in every key.
pub const TROPICAL_YEAR: f64 = 365.242_19;
/// Mean tropical month in days (J2000): the Moon back at the same tropical longitude.
pub const TROPICAL_MONTH: f64 = 27.321_582;
/// Naibod's key: the Sun's mean motion in degrees per day, 360° / tropical year (59′08.33″).
pub const NAIBOD: f64 = 360.0 / TROPICAL_YEAR;
