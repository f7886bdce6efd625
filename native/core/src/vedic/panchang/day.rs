//! The context every panchang element is computed in: the request's moment and place, the
//! civil day and the Vedic (sunrise-to-sunrise) day around it, and the vara.

use super::angles::ElementKind;
use super::elements::{spans_between, Span};
use super::sun_events::SunEvents;
use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{vedic_day, SunriseDefinition, VedicDay};
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::vedic::gulika::{local_weekday, WEEKDAY_LORDS, WEEKDAY_NAMES};
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

/// A panchang request: the moment, the place and the conventions to compute with.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PanchangRequest {
    /// The moment the panchang is computed for, with the UTC offset every output time is given in.
    pub moment: Moment,
    /// Geographic place: latitude and longitude in degrees (north and east positive).
    pub place: Place,
    /// Ayanamsa slug for sidereal positions; Lahiri (Chitrapaksha) when absent.
    pub ayanamsa: Option<String>,
    /// How sunrise and sunset are defined (upper limb with refraction, or disc centre); upper limb by default.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// The local civil date of the request: midnight to midnight in the request's offset.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CivilDay {
    /// Start of the civil date: local midnight, as a Julian day (UT).
    pub start: f64,
    /// End of the civil date: the next local midnight, as a Julian day (UT).
    pub end: f64,
}

impl CivilDay {
    /// The civil date (in the moment's UTC offset) that contains the moment.
    pub fn containing(moment: Moment) -> CivilDay {
        let offset = moment.offset_minutes as f64 / 1440.0;
        let start = (moment.jd_ut + offset + 0.5).floor() - 0.5 - offset;
        CivilDay { start, end: start + 1.0 }
    }
}

/// The interval a day's answers are collected for: the Vedic day (sunrise to next sunrise), or
/// the civil day where the Sun does not rise or set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DayBounds {
    /// Start of the interval, as a Julian day (UT): sunrise, or local midnight on the civil basis.
    pub start: f64,
    /// End of the interval, as a Julian day (UT): the next sunrise, or the next local midnight.
    pub end: f64,
    /// `vedic_day` or `civil_day`.
    pub basis: &'static str,
}

/// Everything a panchang answer is computed from, for one request: the moment, place,
/// conventions, civil and Vedic day and vara, with the element spans cached.
#[derive(Debug, Clone)]
pub struct PanchangDay {
    /// The request's moment (Julian day UT and UTC offset).
    pub moment: Moment,
    /// The validated place (latitude and longitude in degrees).
    pub place: Place,
    /// The ayanamsa used for sidereal positions.
    pub ayanamsa: Ayanamsa,
    /// How sunrise and sunset are defined.
    pub sunrise_definition: SunriseDefinition,
    /// The local civil date containing the moment.
    pub civil_day: CivilDay,
    /// Sunrise to next sunrise around the moment; `None` in polar day or night.
    pub vedic_day: Option<VedicDay>,
    /// Weekday (0 = Sunday) of the Vedic day; the civil weekday when the Sun does not rise.
    pub weekday: usize,
    /// Element spans covering `bounds()`, searched once per kind and shared by every answer
    /// (limbs, varjyam, amrit kalam, siddha yogas) of this day.
    spans: RefCell<[Option<Vec<Span>>; 4]>,
    /// The sunrises and sunsets around the Vedic day, each searched for once.
    pub sun: SunEvents,
}

impl PanchangDay {
    /// Validates the place and ayanamsa and finds the Vedic day and vara around the moment.
    pub fn new(req: &PanchangRequest) -> Result<PanchangDay> {
        let place = Place::checked(req.place.lat, req.place.lon)?;
        let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
        let m = req.moment;
        let vedic_day = vedic_day(m.jd_ut, place.lat, place.lon, req.sunrise)?;
        // Before sunrise it is still the previous vara: the weekday of the sunrise that began it.
        let weekday = local_weekday(vedic_day.map_or(m.jd_ut, |d| d.sunrise), m.offset_minutes);
        Ok(PanchangDay {
            moment: m,
            place,
            ayanamsa,
            sunrise_definition: req.sunrise,
            civil_day: CivilDay::containing(m),
            vedic_day,
            weekday,
            spans: RefCell::new([None, None, None, None]),
            sun: SunEvents::new(place.lat, place.lon, req.sunrise, vedic_day),
        })
    }

    /// The interval the day's answers cover: the Vedic day, or the civil day where the Sun does not rise or set.
    pub fn bounds(&self) -> DayBounds {
        match self.vedic_day {
            Some(v) => DayBounds { start: v.sunrise, end: v.next_sunrise, basis: "vedic_day" },
            None => DayBounds { start: self.civil_day.start, end: self.civil_day.end, basis: "civil_day" },
        }
    }

    /// Every element of a kind overlapping the day's bounds, in order (cached).
    pub fn spans(&self, kind: ElementKind) -> Result<Vec<Span>> {
        let slot = kind as usize;
        if let Some(found) = &self.spans.borrow()[slot] {
            return Ok(found.clone());
        }
        let b = self.bounds();
        let found = spans_between(kind, b.start, b.end, self.ayanamsa)?;
        self.spans.borrow_mut()[slot] = Some(found.clone());
        Ok(found)
    }

    /// The conventions every panchang answer was computed with.
    pub fn conventions(&self) -> PanchangConventions {
        PanchangConventions {
            ayanamsa: self.ayanamsa.slug,
            ayanamsa_name: self.ayanamsa.name,
            sunrise: self.sunrise_definition.slug(),
            day: "the Vedic day runs from sunrise to the next sunrise",
            positions: "apparent geocentric, true equinox of date",
            ephemeris: crate::ephemeris::swe::label(),
        }
    }

    /// English name of the vara (weekday of the Vedic day), e.g. `Sunday`.
    pub fn weekday_name(&self) -> &'static str {
        WEEKDAY_NAMES[self.weekday]
    }

    /// Planet ruling the vara (Sun for Sunday, Moon for Monday …).
    pub fn weekday_lord(&self) -> Graha {
        WEEKDAY_LORDS[self.weekday]
    }

    /// First sunrise and sunset after the civil day's midnight (either may be missing at the poles).
    pub fn civil_sunrise_sunset(&self) -> Result<(Option<f64>, Option<f64>)> {
        let rise = self.sun.next_sunrise(self.civil_day.start)?.filter(|t| *t < self.civil_day.end);
        let set = self.sun.next_sunset(self.civil_day.start)?.filter(|t| *t < self.civil_day.end);
        Ok((rise, set))
    }
}

/// A panchang answer with the conventions that produced it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "WithConventions_{T}")]
pub struct WithConventions<T> {
    /// The answer itself; its fields are flattened into this object.
    #[serde(flatten)]
    pub answer: T,
    /// The conventions the answer was computed with.
    pub conventions: PanchangConventions,
}

impl PanchangDay {
    /// Wraps an answer with this day's conventions (errors pass through).
    pub fn answer<T>(&self, r: Result<T>) -> Result<WithConventions<T>> {
        r.map(|answer| WithConventions { answer, conventions: self.conventions() })
    }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
/// The conventions every panchang answer states.
pub struct PanchangConventions {
    /// Slug of the ayanamsa used for sidereal positions, e.g. `lahiri`.
    pub ayanamsa: &'static str,
    /// Full name of that ayanamsa.
    pub ayanamsa_name: &'static str,
    /// Sunrise definition used: `upper-limb` or `disc-center`.
    pub sunrise: &'static str,
    /// How the day is reckoned (sunrise to next sunrise).
    pub day: &'static str,
    /// The kind of planetary positions used (apparent geocentric, true equinox of date).
    pub positions: &'static str,
    /// Ephemeris and version that computed the positions.
    pub ephemeris: &'static str,
}

/// The Vedic day, or a 422 saying why these periods cannot exist at this place and date.
pub fn require_vedic_day(day: &PanchangDay, what: &str) -> Result<VedicDay> {
    day.vedic_day.ok_or_else(|| {
        Error::Unsupported(format!(
            "{what} is defined from sunrise and sunset, and at latitude {:.4} the Sun does not both rise and set \
             around this moment (polar day or night)",
            day.place.lat
        ))
    })
}
