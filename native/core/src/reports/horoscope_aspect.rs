//! The Moon's and the fast planets' aspects of a day, for the horoscopes: the angular
//! separation of two longitudes and the major (Ptolemaic) aspect it forms within an orb of 8°
//! (conjunction 0°, sextile 60°, square 90°, trine 120°, opposition 180°; Ptolemy, Tetrabiblos
//! I.13). The separation is stated in whole degrees, so a sentence built on the Moon's
//! separation names a different figure every day (the Moon gains at least 10° a day on any
//! planet).

use serde::Serialize;

/// Orb of a major aspect, in degrees.
pub const ORB: f64 = 8.0;

const ASPECTS: [(f64, &str); 5] =
    [(0.0, "conjunction"), (60.0, "sextile"), (90.0, "square"), (120.0, "trine"), (180.0, "opposition")];

/// The separation of two longitudes (0 to 180°) and the major aspect within the orb, if any.
#[derive(Debug, Clone, Copy, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Separation {
    /// Angular distance between the two longitudes, 0 to 180 degrees.
    pub degrees: f64,
    /// `conjunction`, `sextile`, `square`, `trine`, `opposition`, or absent.
    pub aspect: Option<&'static str>,
    /// Distance from the exact aspect, degrees.
    pub orb: Option<f64>,
}

pub fn separation(a: f64, b: f64) -> Separation {
    let d = (a - b).rem_euclid(360.0);
    let degrees = if d > 180.0 { 360.0 - d } else { d };
    let hit = ASPECTS.iter().map(|(angle, name)| (name, (degrees - angle).abs())).find(|(_, orb)| *orb <= ORB);
    Separation { degrees, aspect: hit.map(|(n, _)| *n), orb: hit.map(|(_, o)| o) }
}

/// The text key of a separation (`conjunction` … or `none`).
pub fn key(s: &Separation) -> &'static str {
    s.aspect.unwrap_or("none")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separations_fold_to_half_circle_and_name_the_aspect() {
        let s = separation(10.0, 250.0);
        assert!((s.degrees - 120.0).abs() < 1e-9);
        assert_eq!(s.aspect, Some("trine"));
        assert_eq!(separation(0.0, 45.0).aspect, None);
        assert_eq!(separation(355.0, 3.0).aspect, Some("conjunction"));
    }
}
