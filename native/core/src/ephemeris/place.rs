//! A point on the Earth, checked once where a request enters the engine.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// A point on the Earth, validated.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Place {
    /// Geographic latitude in degrees, -90 to 90, positive north.
    pub lat: f64,
    /// Geographic longitude in degrees, -180 to 180, positive east.
    pub lon: f64,
}

impl Place {
    /// The place, or a 400 naming `lat` or `lon` when it is out of range or not finite.
    pub fn checked(lat: f64, lon: f64) -> Result<Place> {
        if !lat.is_finite() || !(-90.0..=90.0).contains(&lat) {
            return Err(Error::invalid("lat", "must be a number from -90 to 90"));
        }
        if !lon.is_finite() || !(-180.0..=180.0).contains(&lon) {
            return Err(Error::invalid("lon", "must be a number from -180 to 180"));
        }
        Ok(Place { lat, lon })
    }
}
