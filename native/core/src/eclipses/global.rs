//! Every solar and every lunar eclipse of a range, with their global circumstances: type,
//! greatest eclipse, magnitude, gamma, Saros, durations and contacts.

use crate::eclipses::{EclipseConventions, LunarType, Saros, SolarType, DAY_SECONDS};
use crate::ephemeris::eclipse::{self, GlobalEclipse};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::{EventTime, SUPPORTED_LAST_JD};
use crate::error::Result;
use serde::Serialize;

/// One solar eclipse, globally.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SolarEclipse {
    /// Total, annular, hybrid (annular-total) or partial.
    #[serde(rename = "type")]
    pub kind: SolarType,
    /// Greatest eclipse: the instant the shadow axis passes closest to the Earth's centre.
    pub maximum: EventTime,
    /// Magnitude at greatest eclipse as NASA defines it: the fraction of the Sun's diameter
    /// covered for a partial eclipse, the ratio of the Moon's apparent diameter to the Sun's for
    /// a central one.
    pub magnitude: f64,
    /// Gamma: distance of the shadow axis from the Earth's centre at greatest eclipse, in Earth
    /// equatorial radii, positive north.
    pub gamma: f64,
    /// Saros series and member.
    pub saros: Option<Saros>,
    /// Duration of totality or annularity at the place of greatest eclipse, in seconds; none for
    /// a partial eclipse.
    pub central_duration_seconds: Option<f64>,
    /// The place of greatest eclipse (lat, lon in degrees; on the central line when central).
    pub greatest_eclipse: Place,
    /// First contact of the penumbra with the Earth (the partial eclipse begins somewhere).
    pub first_contact: EventTime,
    /// Last contact of the penumbra with the Earth.
    pub last_contact: EventTime,
}

/// One lunar eclipse, globally (the same for every place that sees it).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LunarEclipse {
    /// Total, partial or penumbral.
    #[serde(rename = "type")]
    pub kind: LunarType,
    /// Greatest eclipse: the Moon closest to the axis of the Earth's shadow.
    pub maximum: EventTime,
    /// Umbral magnitude at greatest eclipse: the fraction of the Moon's diameter inside the
    /// umbra (above 1 for a total eclipse; 0 for a penumbral one, as Swiss Ephemeris gives it).
    pub magnitude: f64,
    /// Penumbral magnitude at greatest eclipse.
    pub penumbral_magnitude: f64,
    /// Gamma: distance of the Moon's centre from the shadow axis at greatest eclipse, in Earth
    /// equatorial radii, positive when the Moon passes north of it.
    pub gamma: f64,
    /// Saros series and member.
    pub saros: Option<Saros>,
    /// Duration of totality (U2 to U3) in seconds; none unless total.
    pub total_duration_seconds: Option<f64>,
    /// Duration of the umbral phase (U1 to U4) in seconds; none for a penumbral eclipse.
    pub partial_duration_seconds: Option<f64>,
    /// Duration of the whole eclipse (P1 to P4) in seconds.
    pub penumbral_duration_seconds: f64,
    /// The contacts of the Moon's limb with the penumbra (P) and umbra (U).
    pub contacts: LunarContacts,
}

/// Contacts of a lunar eclipse; the umbral ones only when the Moon reaches the umbra.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LunarContacts {
    /// P1: the Moon enters the penumbra.
    pub p1: EventTime,
    /// U1: the Moon enters the umbra (partial phase begins).
    pub u1: Option<EventTime>,
    /// U2: the Moon is wholly in the umbra (totality begins).
    pub u2: Option<EventTime>,
    /// U3: totality ends.
    pub u3: Option<EventTime>,
    /// U4: the Moon leaves the umbra.
    pub u4: Option<EventTime>,
    /// P4: the Moon leaves the penumbra.
    pub p4: EventTime,
}

/// Every solar eclipse of a range.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SolarEclipses {
    /// The eclipses whose greatest eclipse falls in the range, in time order.
    pub eclipses: Vec<SolarEclipse>,
    /// What produced the answer.
    pub conventions: EclipseConventions,
}

/// Every lunar eclipse of a range.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LunarEclipses {
    /// The eclipses whose greatest eclipse falls in the range, in time order.
    pub eclipses: Vec<LunarEclipse>,
    /// What produced the answer.
    pub conventions: EclipseConventions,
}

/// A time Swiss Ephemeris gives (0 when the phase does not happen).
pub(crate) fn phase(jd: f64, offset: i32) -> Option<EventTime> {
    (jd > 0.0).then(|| EventTime::new(jd, offset))
}

/// The global eclipses of one kind whose maximum falls in [a, b), found one after the other.
pub(crate) fn found_between(
    a: f64,
    b: f64,
    next: fn(f64, bool) -> Result<GlobalEclipse>,
) -> Result<Vec<GlobalEclipse>> {
    let mut out = Vec::new();
    let mut t = a;
    loop {
        let e = match next(t, false) {
            Ok(e) => e,
            // In the last months of the files the next eclipse lies past them: none is left
            // inside the range.
            Err(_) if t > SUPPORTED_LAST_JD - 200.0 && b > SUPPORTED_LAST_JD => return Ok(out),
            Err(e) => return Err(e),
        };
        if e.times[0] >= b {
            return Ok(out);
        }
        // Restart just after this maximum: the next eclipse is at least a fortnight later.
        t = e.times[0] + 1.0;
        out.push(e);
    }
}

/// Describes one global solar eclipse found by the search.
pub fn describe_solar(e: &GlobalEclipse, offset: i32) -> Result<SolarEclipse> {
    let max = e.times[0];
    let (place, attr) = eclipse::solar_where(max)?;
    let kind = SolarType::from_flags(e.flags);
    let central_duration_seconds = match kind {
        SolarType::Partial => None,
        // Second to third contact where the eclipse is greatest, from the local search there.
        _ => {
            let local = eclipse::solar_when_loc(e.times[2] - 0.01, place)?;
            (local.times[2] > 0.0 && local.times[3] > 0.0)
                .then(|| ((local.times[3] - local.times[2]) * DAY_SECONDS * 10.0).round() / 10.0)
        }
    };
    Ok(SolarEclipse {
        kind,
        maximum: EventTime::new(max, offset),
        magnitude: attr[8],
        gamma: eclipse::solar_gamma(max)?,
        saros: Saros::from_attr(&attr),
        central_duration_seconds,
        greatest_eclipse: place,
        first_contact: EventTime::new(e.times[2], offset),
        last_contact: EventTime::new(e.times[3], offset),
    })
}

/// Describes one lunar eclipse found by the search.
pub fn describe_lunar(e: &GlobalEclipse, offset: i32) -> Result<LunarEclipse> {
    let t = e.times;
    let how = eclipse::lunar_how(t[0], Place { lat: 0.0, lon: 0.0 })?;
    let span = |a: f64, b: f64| (a > 0.0 && b > 0.0).then(|| ((b - a) * DAY_SECONDS).round());
    Ok(LunarEclipse {
        kind: LunarType::from_flags(e.flags),
        maximum: EventTime::new(t[0], offset),
        magnitude: how.attr[0],
        penumbral_magnitude: how.attr[1],
        gamma: eclipse::lunar_gamma(t[0])?,
        saros: Saros::from_attr(&how.attr),
        total_duration_seconds: span(t[4], t[5]),
        partial_duration_seconds: span(t[2], t[3]),
        penumbral_duration_seconds: ((t[7] - t[6]) * DAY_SECONDS).round(),
        contacts: LunarContacts {
            p1: EventTime::new(t[6], offset),
            u1: phase(t[2], offset),
            u2: phase(t[4], offset),
            u3: phase(t[5], offset),
            u4: phase(t[3], offset),
            p4: EventTime::new(t[7], offset),
        },
    })
}

/// The same time in another offset.
fn shift(t: &EventTime, offset: i32) -> EventTime {
    EventTime::new(t.jd_ut, offset)
}

impl SolarEclipse {
    /// The same eclipse with its times in another offset (minutes east of UTC).
    pub fn in_offset(&self, offset: i32) -> SolarEclipse {
        SolarEclipse {
            maximum: shift(&self.maximum, offset),
            first_contact: shift(&self.first_contact, offset),
            last_contact: shift(&self.last_contact, offset),
            ..self.clone()
        }
    }
}

impl LunarEclipse {
    /// The same eclipse with its times in another offset (minutes east of UTC).
    pub fn in_offset(&self, offset: i32) -> LunarEclipse {
        let c = &self.contacts;
        let opt = |t: &Option<EventTime>| t.as_ref().map(|t| shift(t, offset));
        LunarEclipse {
            maximum: shift(&self.maximum, offset),
            contacts: LunarContacts {
                p1: shift(&c.p1, offset),
                u1: opt(&c.u1),
                u2: opt(&c.u2),
                u3: opt(&c.u3),
                u4: opt(&c.u4),
                p4: shift(&c.p4, offset),
            },
            ..self.clone()
        }
    }
}

/// Every solar eclipse with its maximum in [a, b), searched and described afresh by Swiss
/// Ephemeris, times in UTC: the definition of each row of the eclipse table (a few ms each).
pub fn search_solar(a: f64, b: f64) -> Result<Vec<SolarEclipse>> {
    found_between(a, b, eclipse::solar_when_glob)?.iter().map(|e| describe_solar(e, 0)).collect()
}

/// Every lunar eclipse with its maximum in [a, b), searched and described afresh, times in UTC.
pub fn search_lunar(a: f64, b: f64) -> Result<Vec<LunarEclipse>> {
    found_between(a, b, eclipse::lunar_when)?.iter().map(|e| describe_lunar(e, 0)).collect()
}
