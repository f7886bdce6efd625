//! Chart analysis on top of the natal chart: declinations, antiscia, harmonic, heliocentric,
//! draconic and sidereal charts, aspect patterns, balance, dispositors, almuten, Uranian points,
//! zodiacal releasing and local space. Each module is one technique with its own request and
//! answer types; every answer carries the conventions that produced it.

pub mod almuten;
pub mod antiscia;
pub mod balance;
pub mod declinations;
pub mod dispositors;
pub mod frames;
pub mod harmonic;
pub mod local_space;
pub mod patterns;
pub mod releasing;
pub mod uranian;

use crate::error::{Error, Result};

/// An orb option checked once: the default when absent, else a finite number in `[0, max]`.
pub fn orb_option(value: Option<f64>, default: f64, max: f64) -> Result<f64> {
    let orb = value.unwrap_or(default);
    if orb.is_finite() && (0.0..=max).contains(&orb) {
        Ok(orb)
    } else {
        Err(Error::invalid("orb", format!("must be from 0 to {max} degrees")))
    }
}
