//! The month calendar: every civil date of a Gregorian month with its sunrise, sunset,
//! moonrise and moonset and the panchang at sunrise. Each date is one `PanchangDay` reckoned
//! one second after that date's sunrise, and every value is taken from the panchang's own
//! answers (limbs, sun_moon, month), so the month equals the panchang endpoints asked at that
//! moment, by construction and by test.

use super::range::{CalendarConventions, CalendarRequest};
use crate::ephemeris::rise_set::next_sunrise;
use crate::ephemeris::time::{iso_from_jd, EventTime, Moment};
use crate::error::Result;
use crate::vedic::panchang::elements::SpanView;
use crate::vedic::panchang::month::HinduMonth;
use crate::vedic::panchang::sankranti::SignRef;
use crate::vedic::panchang::{limbs, month, sun_moon, PanchangDay, PanchangRequest};
use crate::zodiac::sign::sign_index;
use serde::Serialize;

/// Longest range the month calendar takes, in days.
pub const MAX_MONTH_DAYS: f64 = 31.0;

/// One second, in days: the moment of each date is just after sunrise, inside the new Vedic day.
const SECOND: f64 = 1.0 / 86_400.0;

const RULE: &str = "each date is reckoned one second after its sunrise (local midnight where the Sun does not rise): \
the tithi, nakshatra, yoga, karana, vara, Moon sign and months are those of the panchang at that moment";

/// One civil date of the month.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MonthDay {
    /// Local civil date, `YYYY-MM-DD`.
    pub date: String,
    /// The moment the date's panchang is reckoned at: one second after sunrise.
    pub reckoned_at: EventTime,
    /// Sunrise on the date; null when the Sun does not rise.
    pub sunrise: Option<EventTime>,
    /// Sunset on the date; null when the Sun does not set.
    pub sunset: Option<EventTime>,
    /// First moonrise on the date; null when the Moon does not rise that date.
    pub moonrise: Option<EventTime>,
    /// First moonset on the date; null when the Moon does not set that date.
    pub moonset: Option<EventTime>,
    /// Tithi at sunrise with its start and end.
    pub tithi: SpanView,
    /// `Shukla` or `Krishna`.
    pub paksha: &'static str,
    /// Nakshatra at sunrise with its start and end.
    pub nakshatra: SpanView,
    /// Yoga at sunrise with its start and end.
    pub yoga: SpanView,
    /// Karana at sunrise with its start and end.
    pub karana: SpanView,
    /// Vara (weekday of the Vedic day), e.g. `Monday`.
    pub vara: &'static str,
    /// Sidereal sign of the Moon at sunrise.
    pub moon_sign: SignRef,
    /// Amanta month at sunrise, e.g. `Shravana`, `Adhika Shravana`, `Nija Shravana`.
    pub amanta_month: String,
    /// Purnimanta month at sunrise.
    pub purnimanta_month: String,
}

/// The month calendar.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MonthCalendar {
    /// Every civil date of the month, in order.
    pub days: Vec<MonthDay>,
    /// How each date was reckoned.
    pub conventions: CalendarConventions,
}

/// The lunar months of the dates: a month's names hold from its opening to its closing new (or
/// full) moon, so the new- and full-moon and sankranti searches of `hindu_month` run about three
/// times a calendar month instead of once a date. A date reuses the last answer only when its
/// moment lies inside both that answer's amanta and purnimanta spans, where `hindu_month` itself
/// would name the same months (the test compares every date with /v1/panchang/month).
#[derive(Default)]
struct MonthNames {
    last: Option<HinduMonth>,
}

impl MonthNames {
    fn at(&mut self, day: &PanchangDay) -> Result<(String, String)> {
        let jd = day.moment.jd_ut;
        let inside = |m: &HinduMonth| {
            (m.amanta.start.jd_ut..m.amanta.end.jd_ut).contains(&jd)
                && (m.purnimanta.start.jd_ut..m.purnimanta.end.jd_ut).contains(&jd)
        };
        if !self.last.as_ref().is_some_and(inside) {
            self.last = Some(month::hindu_month(day)?);
        }
        let m = self.last.as_ref().expect("set above");
        Ok((m.amanta.full_name.clone(), m.purnimanta.full_name.clone()))
    }
}

fn month_day(midnight: f64, req: &CalendarRequest, offset: i32, names: &mut MonthNames) -> Result<MonthDay> {
    let (lat, lon) = (req.place.lat, req.place.lon);
    let sunrise = next_sunrise(midnight, lat, lon, req.sunrise)?.filter(|t| *t < midnight + 1.0);
    let at = sunrise.map_or(midnight, |t| t + SECOND);
    let day = PanchangDay::new(&PanchangRequest {
        moment: Moment { jd_ut: at, offset_minutes: offset },
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        sunrise: req.sunrise,
    })?;
    let tithi = limbs::tithi(&day)?;
    let nakshatra = limbs::nakshatra(&day)?;
    let sun = sun_moon::sunrise_sunset(&day)?;
    let moon = sun_moon::moonrise_moonset(&day)?;
    let (amanta_month, purnimanta_month) = names.at(&day)?;
    Ok(MonthDay {
        date: iso_from_jd(midnight + SECOND, offset)[..10].to_string(),
        reckoned_at: EventTime::new(at, offset),
        sunrise: sun.sunrise,
        sunset: sun.sunset,
        moonrise: moon.moonrise,
        moonset: moon.moonset,
        tithi: tithi.element.current,
        paksha: tithi.paksha,
        moon_sign: SignRef::of(sign_index(nakshatra.moon_longitude)),
        nakshatra: nakshatra.element.current,
        yoga: limbs::yoga(&day)?.current,
        karana: limbs::karana(&day)?.current,
        vara: day.weekday_name(),
        amanta_month,
        purnimanta_month,
    })
}

/// Every civil date of the request's range (at most 31 days: one month) with its panchang at sunrise.
pub fn month_calendar(req: &CalendarRequest) -> Result<MonthCalendar> {
    let r = req.checked(MAX_MONTH_DAYS)?;
    let count = ((r.to - r.from) + 0.5).floor() as usize;
    let mut names = MonthNames::default();
    let days = (0..count)
        .map(|k| month_day(r.from + k as f64, req, r.offset_minutes, &mut names))
        .collect::<Result<Vec<_>>>()?;
    Ok(MonthCalendar { days, conventions: r.conventions(RULE) })
}
