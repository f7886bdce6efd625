//! The context every panchang element is computed in: the request's moment and place, the
//! civil day and the Vedic (sunrise-to-sunrise) day around it, and the vara.

use super::angles::ElementKind;
use super::elements::{spans_between, Span};
use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{next_sunrise, next_sunset, vedic_day, SunriseDefinition, VedicDay};
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::vedic::gulika::{local_weekday, WEEKDAY_LORDS, WEEKDAY_NAMES};
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PanchangRequest {
    pub moment: Moment,
    pub place: Place,
    pub ayanamsa: Option<String>,
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// The local civil date of the request: midnight to midnight in the request's offset.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CivilDay {
    pub start: f64,
    pub end: f64,
}

impl CivilDay {
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
    pub start: f64,
    pub end: f64,
    /// `vedic_day` or `civil_day`.
    pub basis: &'static str,
}

#[derive(Debug, Clone)]
pub struct PanchangDay {
    pub moment: Moment,
    pub place: Place,
    pub ayanamsa: Ayanamsa,
    pub sunrise_definition: SunriseDefinition,
    pub civil_day: CivilDay,
    /// Sunrise to next sunrise around the moment; `None` in polar day or night.
    pub vedic_day: Option<VedicDay>,
    /// Weekday (0 = Sunday) of the Vedic day; the civil weekday when the Sun does not rise.
    pub weekday: usize,
    /// Element spans covering `bounds()`, searched once per kind and shared by every answer
    /// (limbs, varjyam, amrit kalam, siddha yogas) of this day.
    spans: RefCell<[Option<Vec<Span>>; 4]>,
}

impl PanchangDay {
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
        })
    }

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

    pub fn weekday_name(&self) -> &'static str {
        WEEKDAY_NAMES[self.weekday]
    }

    pub fn weekday_lord(&self) -> Graha {
        WEEKDAY_LORDS[self.weekday]
    }

    /// First sunrise and sunset after the civil day's midnight (either may be missing at the poles).
    pub fn civil_sunrise_sunset(&self) -> Result<(Option<f64>, Option<f64>)> {
        let (lat, lon) = (self.place.lat, self.place.lon);
        let rise =
            next_sunrise(self.civil_day.start, lat, lon, self.sunrise_definition)?.filter(|t| *t < self.civil_day.end);
        let set =
            next_sunset(self.civil_day.start, lat, lon, self.sunrise_definition)?.filter(|t| *t < self.civil_day.end);
        Ok((rise, set))
    }
}

/// A panchang answer with the conventions that produced it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "WithConventions_{T}")]
pub struct WithConventions<T> {
    #[serde(flatten)]
    pub answer: T,
    pub conventions: PanchangConventions,
}

impl PanchangDay {
    pub fn answer<T>(&self, r: Result<T>) -> Result<WithConventions<T>> {
        r.map(|answer| WithConventions { answer, conventions: self.conventions() })
    }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
/// The conventions every panchang answer states.
pub struct PanchangConventions {
    pub ayanamsa: &'static str,
    pub ayanamsa_name: &'static str,
    pub sunrise: &'static str,
    pub day: &'static str,
    pub positions: &'static str,
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
