//! Western (tropical) astrology.
//!
//! `chart` computes the natal points every technique starts from, `request` types what a
//! technique is asked (the birth, the aspect choices); each other module is one technique on
//! top of them, with its own request type when it reads more than the birth. Everything is
//! tropical, apparent geocentric, Placidus by default.

pub mod analysis;
pub mod aspects;
pub mod asteroids;
pub mod astrocartography;
pub mod chart;
pub mod composite;
pub mod decans;
pub mod dignities;
pub mod firdaria;
pub mod fixed_stars;
pub mod houses;
pub mod lots;
pub mod midpoints;
pub mod parans;
pub mod predictive;
pub mod profection;
pub mod request;
pub mod sabian;
pub mod solar_return;
pub mod synastry;
pub mod transits;

pub use chart::{natal_chart, NatalChart};
pub use request::{AspectChoice, Birth, NatalRequest, Person};
