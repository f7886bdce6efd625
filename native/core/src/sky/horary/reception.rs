//! Reception: a planet receives another when it rules, by one of the five essential dignities,
//! the degree the other stands in (Lilly, *Christian Astrology*, Book I, "Of Reception"): by
//! domicile, exaltation, triplicity (the ruler of the chart's sect, as in the dignity scores),
//! term (Egyptian) or face (Chaldean). The rulers are those of `western::dignities` (reused).

use crate::western::dignities::dignity_of;
use crate::zodiac::Graha;
use serde::Serialize;

/// One planet receiving another.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Reception {
    /// The host: the planet that rules the other's degree.
    pub receiver: Graha,
    /// The guest: the planet standing in the receiver's dignities.
    pub received: Graha,
    /// The dignities of the guest's degree the host holds: `domicile`, `exaltation`,
    /// `triplicity`, `term`, `face` (strongest first).
    pub by: Vec<&'static str>,
    /// True when the guest also receives the host (by any dignity): mutual reception.
    pub mutual: bool,
}

/// The dignities of the degree `lon` that `host` rules, strongest first.
pub fn hosted_by(host: Graha, guest: Graha, lon: f64, day: bool) -> Vec<&'static str> {
    let d = dignity_of(guest, lon, day);
    let trip = if day { d.triplicity_rulers.day } else { d.triplicity_rulers.night };
    let mut by = Vec::new();
    for (name, ruler) in [
        ("domicile", Some(d.sign_ruler)),
        ("exaltation", d.exaltation_ruler),
        ("triplicity", Some(trip)),
        ("term", Some(d.term_ruler)),
        ("face", Some(d.face_ruler)),
    ] {
        if ruler == Some(host) {
            by.push(name);
        }
    }
    by
}

/// Every reception between distinct planets of `planets` ((planet, longitude) pairs).
pub fn receptions(planets: &[(Graha, f64)], day: bool) -> Vec<Reception> {
    let mut out = Vec::new();
    for &(host, host_lon) in planets {
        for &(guest, lon) in planets {
            if host == guest {
                continue;
            }
            let by = hosted_by(host, guest, lon, day);
            if by.is_empty() {
                continue;
            }
            let mutual = !hosted_by(guest, host, host_lon, day).is_empty();
            out.push(Reception { receiver: host, received: guest, by, mutual });
        }
    }
    out
}
