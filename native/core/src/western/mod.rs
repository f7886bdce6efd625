//! Western (tropical) astrology.

pub mod houses;
