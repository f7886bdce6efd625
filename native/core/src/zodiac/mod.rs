//! Signs and nakshatras: where a longitude falls and who rules it. Shared by Vedic and Western.

pub mod graha;
pub mod key;
pub mod nakshatra;
pub mod sign;

pub use graha::Graha;
pub use nakshatra::{Nakshatra, NakshatraPlacement, NAKSHATRAS};
pub use sign::{Sign, SignPlacement, SIGNS};
