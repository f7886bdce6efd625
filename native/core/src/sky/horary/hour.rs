//! The planetary hour of the question and whether it agrees with the ascendant (Lilly,
//! *Christian Astrology*, 1647, Book II, "Considerations before judgement", p. 121-122: the
//! question is radical when the lord of the hour and the lord of the ascendant are the same
//! planet or of one triplicity).
//!
//! The hours are those of `/v1/sky/planetary-hours` (`sky::hours`, reused): the day runs from
//! sunrise (upper limb, refraction), twelve equal hours to sunset and twelve to the next sunrise,
//! in Chaldean order from the weekday's ruler.

use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::SunriseDefinition;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::sky::hours::{planetary_hours, PlanetaryHoursRequest};
use crate::western::dignities::{ruler, TRIPLICITY};
use crate::zodiac::Graha;
use serde::Serialize;

/// The planetary hour running at the moment of the question.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HourOfQuestion {
    /// Ruler of the hour.
    pub ruler: Graha,
    /// Ruler of the day (weekday of the sunrise that starts it).
    pub day_ruler: Graha,
    /// Hour number 1–24 from sunrise.
    pub number: u8,
    /// `day` or `night`.
    pub part: &'static str,
    /// Start of the hour.
    pub start: EventTime,
    /// End of the hour.
    pub end: EventTime,
    /// Lord of the ascendant (traditional ruler of the rising sign).
    pub ascendant_ruler: Graha,
    /// True when the hour ruler is the ascendant's ruler or one of the three triplicity rulers
    /// of the ascendant's element.
    pub agrees: bool,
    /// Why it agrees or not: `same planet`, `triplicity ruler of the ascendant`, or `no`.
    pub agreement: &'static str,
}

/// The planetary hour at `at` and its agreement with an ascendant sign (0 = Aries).
pub fn hour_of(at: Moment, place: Place, asc_sign: usize) -> Result<HourOfQuestion> {
    let local = at.jd_ut + f64::from(at.offset_minutes) / 1440.0;
    let midnight = (local - 0.5).floor() + 0.5 - f64::from(at.offset_minutes) / 1440.0;
    // The day of the hours starts at the sunrise before the moment: today's, or yesterday's
    // when the question comes before today's sunrise.
    for back in [0.0, 1.0] {
        let req = PlanetaryHoursRequest {
            midnight: Moment { jd_ut: midnight - back, offset_minutes: at.offset_minutes },
            place,
            sunrise: SunriseDefinition::default(),
        };
        let day = planetary_hours(&req)?;
        if let Some(h) = day.hours.iter().find(|h| h.start.jd_ut <= at.jd_ut && at.jd_ut < h.end.jd_ut) {
            let asc_ruler = ruler(asc_sign);
            let (agrees, agreement) = if h.lord == asc_ruler {
                (true, "same planet")
            } else if TRIPLICITY[asc_sign % 4].contains(&h.lord) {
                (true, "triplicity ruler of the ascendant")
            } else {
                (false, "no")
            };
            return Ok(HourOfQuestion {
                ruler: h.lord,
                day_ruler: day.day_ruler,
                number: h.number,
                part: h.part,
                start: h.start.clone(),
                end: h.end.clone(),
                ascendant_ruler: asc_ruler,
                agrees,
                agreement,
            });
        }
    }
    Err(Error::Unsupported("the Sun does not rise and set around this moment at this latitude".into()))
}
