//! Everything that touches Swiss Ephemeris: time scales, bodies, ayanamsa, houses, rise/set, eclipses,
//! and the root finder every event search uses.

pub mod ayanamsa;
pub mod bodies;
pub mod clock;
pub mod eclipse;
// Linux with glibc: the link wraps fopen there (see the build scripts).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub mod files_in_memory;
pub mod fixed_stars;
pub mod hermite;
pub mod houses;
pub mod place;
pub mod range;
pub mod reference;
pub mod rise_set;
pub mod root;
pub mod swe;
pub mod time;

pub use ayanamsa::Ayanamsa;
pub use bodies::{Body, NodeType, Position};
pub use houses::{HouseSystem, Houses};
pub use place::Place;
pub use time::Moment;
