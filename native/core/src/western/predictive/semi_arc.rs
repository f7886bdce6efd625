//! Placidus semi-arcs: where a point stands in the diurnal rotation, as a proportion of its
//! own semi-arc (Placidus de Titis, *Primum Mobile*, 1657; Martin Gansten, *Primary
//! Directions*, 2009, ch. on the Placidian method).
//!
//! For a point of right ascension α and declination δ at geographic latitude φ, with the right
//! ascension of the MC (RAMC):
//! - ascensional difference AD = arcsin(tan φ · tan δ);
//! - diurnal semi-arc DSA = 90° + AD, nocturnal semi-arc NSA = 90° − AD;
//! - hour angle H = RAMC − α (west positive, 0 ≤ H < 360), growing 1° per degree of primary motion;
//! - meridian distance MD: |H| from the upper meridian above the horizon (H < DSA or H > 360 − DSA),
//!   from the lower meridian below it.
//!
//! The mundane position m (0 ≤ m < 360) puts every point on the same scale of proportional
//! distance, 90° for each quadrant, increasing with the primary motion: m = 0 on the upper
//! meridian (MC), 90 at the western horizon, 180 on the lower meridian, 270 at the eastern
//! horizon (ASC): m = 90 · MD / SA in each quadrant, read from the meridian or the horizon the
//! quadrant starts at. Two points with the same m are in the same place of their own semi-arcs,
//! which is the Placidian definition of being in the same mundane position; 30° of m is one
//! Placidus house.

use crate::error::{Error, Result};

/// A point in the diurnal rotation: its equatorial place and semi-arcs at one latitude.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SemiArc {
    /// Right ascension, degrees.
    pub ra: f64,
    /// Declination, degrees.
    pub dec: f64,
    /// Ascensional difference, degrees.
    pub ad: f64,
    /// Diurnal semi-arc, degrees.
    pub dsa: f64,
    /// Nocturnal semi-arc, degrees.
    pub nsa: f64,
    /// Hour angle at the RAMC, degrees, west positive, 0 ≤ H < 360.
    pub ha: f64,
}

/// Right ascension and declination (degrees) of an ecliptic point of longitude λ and latitude β,
/// obliquity ε: sin δ = sin β cos ε + cos β sin ε sin λ; α = atan2(sin λ cos ε − tan β sin ε, cos λ).
pub fn equatorial_of(lon: f64, lat: f64, eps: f64) -> (f64, f64) {
    let (l, b, e) = (lon.to_radians(), lat.to_radians(), eps.to_radians());
    let dec = (b.sin() * e.cos() + b.cos() * e.sin() * l.sin()).asin();
    let ra = (l.sin() * e.cos() - b.tan() * e.sin()).atan2(l.cos());
    (ra.to_degrees().rem_euclid(360.0), dec.to_degrees())
}

impl SemiArc {
    /// The semi-arcs of a point at latitude φ and RAMC; `Unsupported` when the point never
    /// rises or never sets there (no semi-arc).
    pub fn new(ra: f64, dec: f64, geo_lat: f64, ramc: f64) -> Result<SemiArc> {
        let x = geo_lat.to_radians().tan() * dec.to_radians().tan();
        if x.abs() >= 1.0 {
            return Err(Error::Unsupported(format!(
                "a point of declination {dec:.2}° never rises or sets at latitude {geo_lat}: it has no semi-arc"
            )));
        }
        let ad = x.asin().to_degrees();
        Ok(SemiArc { ra, dec, ad, dsa: 90.0 + ad, nsa: 90.0 - ad, ha: (ramc - ra).rem_euclid(360.0) })
    }

    /// The ecliptic point (λ, β) under obliquity ε at latitude φ and RAMC.
    pub fn of_ecliptic(lon: f64, lat: f64, eps: f64, geo_lat: f64, ramc: f64) -> Result<SemiArc> {
        let (ra, dec) = equatorial_of(lon, lat, eps);
        SemiArc::new(ra, dec, geo_lat, ramc)
    }

    /// Mundane position at hour angle `h` (see the module docs), 0 ≤ m < 360.
    pub fn position_at(&self, h: f64) -> f64 {
        let h = h.rem_euclid(360.0);
        let (d, n) = (self.dsa, self.nsa);
        let m = if h < d {
            90.0 * h / d
        } else if h < 180.0 {
            90.0 + 90.0 * (h - d) / n
        } else if h < 180.0 + n {
            180.0 + 90.0 * (h - 180.0) / n
        } else {
            270.0 + 90.0 * (h - 180.0 - n) / d
        };
        m.rem_euclid(360.0)
    }

    /// Mundane position now.
    pub fn position(&self) -> f64 {
        self.position_at(self.ha)
    }

    /// The hour angle at which this point stands at mundane position `m`.
    pub fn hour_angle_at(&self, m: f64) -> f64 {
        let m = m.rem_euclid(360.0);
        let (d, n) = (self.dsa, self.nsa);
        let h = if m < 90.0 {
            m / 90.0 * d
        } else if m < 180.0 {
            d + (m - 90.0) / 90.0 * n
        } else if m < 270.0 {
            180.0 + (m - 180.0) / 90.0 * n
        } else {
            180.0 + n + (m - 270.0) / 90.0 * d
        };
        h.rem_euclid(360.0)
    }

    /// The primary motion (degrees of RAMC, 0 ≤ arc < 360) that brings this point to mundane
    /// position `m`.
    pub fn arc_to(&self, m: f64) -> f64 {
        (self.hour_angle_at(m) - self.ha).rem_euclid(360.0)
    }
}
