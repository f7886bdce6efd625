//! Rise, upper transit (culmination) and set of any planet on a local date at a place: Swiss
//! Ephemeris' `swe_rise_trans` through `ephemeris::rise_set`, each searched from local midnight
//! and kept when it falls before the next midnight.

use crate::ephemeris::bodies::Body;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{next_daily_event, DailyEvent, SunriseDefinition};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::sky::aspects::PLANETS;
use crate::sky::hours::DayConventions;
use serde::{Deserialize, Serialize};

/// Request for a body's rise, transit and set on a date.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct RiseSetRequest {
    /// Local midnight starting the date (UT Julian day and the request's UTC offset).
    pub midnight: Moment,
    /// The place.
    pub place: Place,
    /// Body key: `sun`, `moon`, `mercury` … `pluto`.
    pub body: String,
    /// Horizon definition: `upper-limb` (default, with refraction) or `disc-center`.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// A body's rise, transit and set on a date.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RiseSetAnswer {
    /// Body key, e.g. `venus`.
    pub body: &'static str,
    /// Display name, e.g. `Venus`.
    pub name: &'static str,
    /// Local midnight starting the date.
    pub date: EventTime,
    /// The place.
    pub place: Place,
    /// Rise on the date; null when the body does not rise then.
    pub rise: Option<EventTime>,
    /// Upper transit (culmination, the crossing of the meridian above the pole) on the date; null when none.
    pub upper_transit: Option<EventTime>,
    /// Set on the date; null when the body does not set then.
    pub set: Option<EventTime>,
    /// How the events were computed.
    pub conventions: DayConventions,
}

/// The body a request names, among Sun … Pluto; a 400 naming `body` otherwise.
fn body_of(key: &str) -> Result<Body> {
    PLANETS.iter().copied().find(|b| b.key == key).ok_or_else(|| {
        let keys: Vec<&str> = PLANETS.iter().map(|b| b.key).collect();
        Error::invalid("body", format!("must be one of: {}", keys.join(", ")))
    })
}

/// Rise, upper transit and set of the body in the 24 hours from local midnight.
pub fn rise_set(req: &RiseSetRequest) -> Result<RiseSetAnswer> {
    let body = body_of(&req.body)?;
    let jd0 = req.midnight.jd_ut;
    let offset = req.midnight.offset_minutes;
    let event = |e: DailyEvent| -> Result<Option<EventTime>> {
        let t = next_daily_event(body, e, jd0, req.place.lat, req.place.lon, req.sunrise)?;
        Ok(t.filter(|&t| t < jd0 + 1.0).map(|t| EventTime::new(t, offset)))
    };
    Ok(RiseSetAnswer {
        body: body.key,
        name: body.name,
        date: EventTime::new(jd0, offset),
        place: req.place,
        rise: event(DailyEvent::Rise)?,
        upper_transit: event(DailyEvent::UpperTransit)?,
        set: event(DailyEvent::Set)?,
        conventions: DayConventions {
            definition: "rise, upper transit and set searched from local midnight (swe_rise_trans) and kept when \
                         before the next midnight; null when the event does not happen that day",
            sunrise: req.sunrise.slug(),
            horizon: match req.sunrise {
                SunriseDefinition::UpperLimb => {
                    "upper limb on the horizon with standard refraction (1013.25 hPa, 15 °C, 0 m); topocentric"
                }
                SunriseDefinition::DiscCenter => "centre of the disc on the geometric horizon, without refraction",
            },
            ephemeris: crate::ephemeris::swe::label(),
        },
    })
}
