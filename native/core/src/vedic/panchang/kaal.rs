//! The daily periods cut out of daytime and night: Rahu Kaal, Yamaganda, Gulika Kaal, Abhijit,
//! Brahma Muhurat, Pradosh Kaal and the Durmuhurtas.
//!
//! All of them belong to the Vedic day of the request (sunrise to next sunrise, see
//! `PanchangDay::vedic_day`) and its weekday; daytime is its sunrise to sunset, night its
//! sunset to the next sunrise. A muhurta is 1/15 of daytime or of night, so it is 48 minutes
//! only at the equinoxes. Each period is computed by a pure function of the sunrise, sunset and
//! weekday (`*_span`), which the tests check against the classical tables exactly.

use super::day::{require_vedic_day, PanchangDay};
use crate::ephemeris::rise_set::{next_sunset, SunriseDefinition, VedicDay};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::gulika::WEEKDAY_NAMES;
use serde::Serialize;

/// Part (1..8) of daytime ruled by Rahu, by weekday Sunday..Saturday.
///
/// Sources: PyJHora 4.8.5 `drik.trikalam` offsets (0.875, 0.125, 0.75, 0.5, 0.625, 0.375, 0.25
/// of daytime = parts 8, 2, 7, 5, 6, 4, 3) and drikpanchang.com's Rahu Kalam tables, which
/// agree. The usual mnemonic: Mon 2, Sat 3, Fri 4, Wed 5, Thu 6, Tue 7, Sun 8.
pub const RAHU_KAAL_PART: [u8; 7] = [8, 2, 7, 5, 6, 4, 3];
/// Part (1..8) of daytime of Yamaganda, Sunday..Saturday (PyJHora `trikalam` 'yamagandam'
/// offsets 0.5, 0.375, 0.25, 0.125, 0, 0.75, 0.625).
pub const YAMAGANDA_PART: [u8; 7] = [5, 4, 3, 2, 1, 7, 6];
/// Part (1..8) of daytime of Gulika Kaal, Sunday..Saturday (PyJHora `trikalam` 'gulikai'
/// offsets 0.75 … 0): Saturn's part in the weekday-lord division, as `vedic::gulika` computes it.
pub const GULIKA_KAAL_PART: [u8; 7] = [7, 6, 5, 4, 3, 2, 1];

/// Durmuhurtas by weekday, Sunday..Saturday: (day muhurtas, night muhurtas), each 1..15.
///
/// Muhurta Chintamani (Shubhashubha prakarana), as drikpanchang.com shows it: Sunday Aryaman
/// (14th of the day); Monday Brahma (9th) and Rakshasa (12th); Tuesday Pitri (4th) and, at
/// night, Agni (7th of the night); Wednesday Abhijit (8th); Thursday Jala (6th) and Rakshasa
/// (12th); Friday Brahma (9th) and Pitri (4th); Saturday Rudra (1st) and Ahi (2nd), which run
/// together from sunrise. PyJHora 4.8.5 `drik.durmuhurtam` (after K. Ramakumar) agrees except on
/// Saturday, where its offset 1.6/12 of daytime gives the 3rd muhurta only; it also sizes
/// Tuesday's night muhurta with the day's length. We follow the text on both points.
pub const DURMUHURTA: [(&[u8], &[u8]); 7] =
    [(&[14], &[]), (&[9, 12], &[]), (&[4], &[7]), (&[8], &[]), (&[6, 12], &[]), (&[4, 9], &[]), (&[1, 2], &[])];

/// The muhurta (1..15 of daytime) that is Abhijit.
pub const ABHIJIT_MUHURTA: u8 = 8;
/// The muhurta (1..15 of the night) that is Brahma Muhurat.
pub const BRAHMA_MUHURAT_NIGHT_MUHURTA: u8 = 14;
/// Pradosh Kaal lasts this fraction of the night (3 of its 15 muhurtas).
pub const PRADOSH_NIGHT_FRACTION: f64 = 0.2;

const KAAL_DEFINITION: &str =
    "daytime (sunrise to sunset) in 8 equal parts; the part is fixed by the weekday (classical table)";
const ABHIJIT_DEFINITION: &str = "8th of the 15 daytime muhurtas (sunrise to sunset / 15), centred on local apparent \
     noon taken as the midpoint of sunrise and sunset";
const ABHIJIT_WEDNESDAY_NOTE: &str =
    "on Wednesday Abhijit coincides with that day's durmuhurta and is traditionally not auspicious";
const BRAHMA_DEFINITION: &str = "14th of the 15 muhurtas of the night before sunrise (previous sunset to sunrise / \
     15): from 2 to 1 night-muhurtas before sunrise";
const PRADOSH_DEFINITION: &str = "sunset to sunset + 1/5 of the night (the first 3 of its 15 muhurtas), as \
     drikpanchang.com gives Pradosh Kaal";
const DURMUHURTA_DEFINITION: &str = "muhurtas (1/15 of daytime or of night) named by weekday in Muhurta Chintamani: \
     Sun 14; Mon 9, 12; Tue 4 and night 7; Wed 8; Thu 6, 12; Fri 4, 9; Sat 1, 2";

/// The k-th (1-based) of `n` equal parts of `[from, to]`.
pub fn equal_part(from: f64, to: f64, n: u8, k: u8) -> (f64, f64) {
    let len = (to - from) / n as f64;
    (from + (k - 1) as f64 * len, from + k as f64 * len)
}

/// Rahu Kaal (start, end) as Julian days (UT) for a Vedic day of the given weekday (0 = Sunday).
pub fn rahu_kaal_span(day: &VedicDay, weekday: usize) -> (f64, f64) {
    equal_part(day.sunrise, day.sunset, 8, RAHU_KAAL_PART[weekday])
}

/// Yamaganda (start, end) as Julian days (UT) for a Vedic day of the given weekday (0 = Sunday).
pub fn yamaganda_span(day: &VedicDay, weekday: usize) -> (f64, f64) {
    equal_part(day.sunrise, day.sunset, 8, YAMAGANDA_PART[weekday])
}

/// Gulika Kaal (start, end) as Julian days (UT) for a Vedic day of the given weekday (0 = Sunday).
pub fn gulika_kaal_span(day: &VedicDay, weekday: usize) -> (f64, f64) {
    equal_part(day.sunrise, day.sunset, 8, GULIKA_KAAL_PART[weekday])
}

/// Abhijit: the 8th of 15 daytime muhurtas, whose middle is the midpoint of sunrise and sunset.
pub fn abhijit_span(day: &VedicDay) -> (f64, f64) {
    equal_part(day.sunrise, day.sunset, 15, ABHIJIT_MUHURTA)
}

/// Brahma Muhurat before `sunrise`, for the night that began at `previous_sunset`.
pub fn brahma_muhurat_span(previous_sunset: f64, sunrise: f64) -> (f64, f64) {
    equal_part(previous_sunset, sunrise, 15, BRAHMA_MUHURAT_NIGHT_MUHURTA)
}

/// Pradosh Kaal after the Vedic day's sunset.
pub fn pradosh_span(day: &VedicDay) -> (f64, f64) {
    (day.sunset, day.sunset + PRADOSH_NIGHT_FRACTION * (day.next_sunrise - day.sunset))
}

/// One durmuhurta: daytime or night, which muhurta (1..15), and when.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DurmuhurtaSpan {
    /// True for a muhurta of daytime (sunrise to sunset), false for one of the night.
    pub daytime: bool,
    /// Which muhurta (1..15) of daytime or night.
    pub muhurta: u8,
    /// Start, as a Julian day (UT).
    pub start: f64,
    /// End, as a Julian day (UT).
    pub end: f64,
}

/// The weekday's durmuhurtas in time order.
pub fn durmuhurta_spans(day: &VedicDay, weekday: usize) -> Vec<DurmuhurtaSpan> {
    let (day_parts, night_parts) = DURMUHURTA[weekday];
    let by_day = day_parts.iter().map(|&k| (true, k, equal_part(day.sunrise, day.sunset, 15, k)));
    let by_night = night_parts.iter().map(|&k| (false, k, equal_part(day.sunset, day.next_sunrise, 15, k)));
    by_day
        .chain(by_night)
        .map(|(daytime, muhurta, (start, end))| DurmuhurtaSpan { daytime, muhurta, start, end })
        .collect()
}

/// Rahu Kaal, Yamaganda or Gulika Kaal.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Kaal {
    /// `Rahu Kaal`, `Yamaganda` or `Gulika Kaal`.
    pub name: &'static str,
    /// Weekday of the Vedic day.
    pub weekday: &'static str,
    /// Which of the 8 parts of daytime (1..8).
    pub part: u8,
    /// Start of the period, in the request's UTC offset.
    pub start: EventTime,
    /// End of the period, in the request's UTC offset.
    pub end: EventTime,
    /// How the period is computed.
    pub definition: &'static str,
}

fn kaal(day: &PanchangDay, name: &'static str, table: &[u8; 7]) -> Result<Kaal> {
    let vd = require_vedic_day(day, name)?;
    let part = table[day.weekday];
    let (start, end) = equal_part(vd.sunrise, vd.sunset, 8, part);
    let offset = day.moment.offset_minutes;
    Ok(Kaal {
        name,
        weekday: WEEKDAY_NAMES[day.weekday],
        part,
        start: EventTime::new(start, offset),
        end: EventTime::new(end, offset),
        definition: KAAL_DEFINITION,
    })
}

/// Rahu Kaal of the Vedic day: one eighth of daytime fixed by the weekday (needs a sunrise and sunset).
pub fn rahu_kaal(day: &PanchangDay) -> Result<Kaal> {
    kaal(day, "Rahu Kaal", &RAHU_KAAL_PART)
}

/// Yamaganda of the Vedic day: one eighth of daytime fixed by the weekday (needs a sunrise and sunset).
pub fn yamaganda(day: &PanchangDay) -> Result<Kaal> {
    kaal(day, "Yamaganda", &YAMAGANDA_PART)
}

/// Gulika Kaal of the Vedic day: one eighth of daytime fixed by the weekday (needs a sunrise and sunset).
pub fn gulika_kaal(day: &PanchangDay) -> Result<Kaal> {
    kaal(day, "Gulika Kaal", &GULIKA_KAAL_PART)
}

/// Abhijit muhurta: the 8th of the 15 muhurtas of daytime, around local midday.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Abhijit {
    /// Start of Abhijit, in the request's UTC offset.
    pub start: EventTime,
    /// End of Abhijit, in the request's UTC offset.
    pub end: EventTime,
    /// Midpoint of sunrise and sunset, the middle of Abhijit.
    pub midday: EventTime,
    /// Number of the muhurta within daytime, 1 … 15 (always 8).
    pub muhurta: u8,
    /// Weekday of the Vedic day.
    pub weekday: &'static str,
    /// False on Wednesday (the period is still reported).
    pub auspicious: bool,
    /// Why it is not auspicious, on Wednesday; absent otherwise.
    pub note: Option<&'static str>,
    /// How the period is computed.
    pub definition: &'static str,
}

/// Abhijit muhurta of the Vedic day (needs a sunrise and sunset).
pub fn abhijit(day: &PanchangDay) -> Result<Abhijit> {
    let vd = require_vedic_day(day, "Abhijit muhurta")?;
    let (start, end) = abhijit_span(&vd);
    let offset = day.moment.offset_minutes;
    let wednesday = day.weekday == 3;
    Ok(Abhijit {
        start: EventTime::new(start, offset),
        end: EventTime::new(end, offset),
        midday: EventTime::new(0.5 * (vd.sunrise + vd.sunset), offset),
        muhurta: ABHIJIT_MUHURTA,
        weekday: WEEKDAY_NAMES[day.weekday],
        auspicious: !wednesday,
        note: wednesday.then_some(ABHIJIT_WEDNESDAY_NOTE),
        definition: ABHIJIT_DEFINITION,
    })
}

/// Brahma Muhurat: the 14th of the 15 muhurtas of the night before sunrise.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct BrahmaMuhurat {
    /// Start of Brahma Muhurat, in the request's UTC offset.
    pub start: EventTime,
    /// End of Brahma Muhurat (one night-muhurta before sunrise), in the request's UTC offset.
    pub end: EventTime,
    /// Number of the muhurta within the night, 1 … 15 (always 14).
    pub muhurta: u8,
    /// The night it is cut from: the previous sunset to the Vedic day's sunrise.
    pub night_start: EventTime,
    /// The sunrise that opens the Vedic day and ends that night.
    pub sunrise: EventTime,
    /// How the period is computed.
    pub definition: &'static str,
}

/// The last sunset before the Vedic day's sunrise, searched for where the day's events do not
/// give it (from 60° of latitude on), or None when the Sun did not set in the day before.
fn previous_sunset_search(vd: &VedicDay, lat: f64, lon: f64, def: SunriseDefinition) -> Result<Option<f64>> {
    // Searching from three starts covers the 1.2 days before sunrise whether Swiss Ephemeris
    // uses its fast method (first event after the start) or, above 65° of latitude, its
    // ~26-hour scan; nights there can be only a few hours long. With the fast method the search
    // from 0.4 day before sunrise finds the next evening's sunset, which is dropped, whenever the
    // night is longer than 0.4 day: tonight's length stands for last night's, 0.05 day (far
    // more than a night changes in a day there) of margin.
    let long_night = lat.abs() < 60.0 && vd.next_sunrise - vd.sunset > 0.45;
    let mut previous: Option<f64> = None;
    for back in [1.2, 0.8, 0.4] {
        if back == 0.4 && long_night {
            continue;
        }
        if let Some(t) = next_sunset(vd.sunrise - back, lat, lon, def)?.filter(|t| *t < vd.sunrise) {
            previous = Some(previous.map_or(t, |p| p.max(t)));
        }
    }
    Ok(previous)
}

/// Brahma Muhurat at the dawn that opens the Vedic day.
pub fn brahma_muhurat(day: &PanchangDay) -> Result<BrahmaMuhurat> {
    let vd = require_vedic_day(day, "Brahma Muhurat")?;
    let (lat, lon, def) = (day.place.lat, day.place.lon, day.sunrise_definition);
    // The last sunset before this sunrise: from the day's events below 60° of latitude, else
    // searched here (`previous_sunset_search`).
    let previous = match day.sun.sunset_before(vd.sunrise)? {
        Some(t) => Some(t),
        None => previous_sunset_search(&vd, lat, lon, def)?,
    };
    let previous_sunset = previous.ok_or_else(|| {
        Error::Unsupported(format!(
            "Brahma Muhurat needs the night before sunrise, and at latitude {:.4} the Sun did not set in the \
             preceding day",
            lat
        ))
    })?;
    let (start, end) = brahma_muhurat_span(previous_sunset, vd.sunrise);
    let offset = day.moment.offset_minutes;
    Ok(BrahmaMuhurat {
        start: EventTime::new(start, offset),
        end: EventTime::new(end, offset),
        muhurta: BRAHMA_MUHURAT_NIGHT_MUHURTA,
        night_start: EventTime::new(previous_sunset, offset),
        sunrise: EventTime::new(vd.sunrise, offset),
        definition: BRAHMA_DEFINITION,
    })
}

/// Pradosh Kaal: from sunset for one fifth of the night (its first 3 of 15 muhurtas).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct PradoshKaal {
    /// Start of Pradosh Kaal (sunset), in the request's UTC offset.
    pub start: EventTime,
    /// End of Pradosh Kaal, in the request's UTC offset.
    pub end: EventTime,
    /// How the period is computed.
    pub definition: &'static str,
}

/// Pradosh Kaal.
///
/// Definitions differ (96 minutes, 2 h 24 min, or 1.5 h either side of sunset are all in use).
/// We follow drikpanchang.com, whose Pradosh Kaal is sunset plus one fifth of that night: for
/// New Delhi on 2022-10-24 it gave 17:43 to 20:16 (as quoted by the Free Press Journal):
/// sunset 17:42:56 and sunrise 06:28:07 the next morning (upper limb, Swiss Ephemeris) make a
/// night of 12 h 45 min, a fifth of which ends at 20:15:58; a fixed 2 h 24 min would end at
/// 20:07.
pub fn pradosh_kaal(day: &PanchangDay) -> Result<PradoshKaal> {
    let vd = require_vedic_day(day, "Pradosh Kaal")?;
    let (start, end) = pradosh_span(&vd);
    let offset = day.moment.offset_minutes;
    Ok(PradoshKaal {
        start: EventTime::new(start, offset),
        end: EventTime::new(end, offset),
        definition: PRADOSH_DEFINITION,
    })
}

/// One durmuhurta (inauspicious muhurta) of the day.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct DurmuhurtaPeriod {
    /// `day` or `night`.
    pub part: &'static str,
    /// Which muhurta (1..15) of daytime or night.
    pub muhurta: u8,
    /// Start of the durmuhurta, in the request's UTC offset.
    pub start: EventTime,
    /// End of the durmuhurta, in the request's UTC offset.
    pub end: EventTime,
}

/// The durmuhurtas of the Vedic day's weekday (Muhurta Chintamani).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Durmuhurta {
    /// Weekday of the Vedic day.
    pub weekday: &'static str,
    /// In time order; Saturday's two are contiguous.
    pub periods: Vec<DurmuhurtaPeriod>,
    /// How the periods are chosen and computed.
    pub definition: &'static str,
}

/// The Vedic day's durmuhurtas (needs a sunrise and sunset).
pub fn durmuhurta(day: &PanchangDay) -> Result<Durmuhurta> {
    let vd = require_vedic_day(day, "Durmuhurta")?;
    let offset = day.moment.offset_minutes;
    let periods = durmuhurta_spans(&vd, day.weekday)
        .into_iter()
        .map(|s| DurmuhurtaPeriod {
            part: if s.daytime { "day" } else { "night" },
            muhurta: s.muhurta,
            start: EventTime::new(s.start, offset),
            end: EventTime::new(s.end, offset),
        })
        .collect();
    Ok(Durmuhurta { weekday: WEEKDAY_NAMES[day.weekday], periods, definition: DURMUHURTA_DEFINITION })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vedic::gulika::saturn_portion;

    #[test]
    fn gulika_kaal_is_saturns_daytime_part() {
        for (w, part) in GULIKA_KAAL_PART.iter().enumerate() {
            assert_eq!(*part as usize, saturn_portion(w, true) + 1);
        }
    }

    #[test]
    fn equal_parts_tile_the_interval() {
        let (a, b) = equal_part(10.0, 18.0, 8, 1);
        assert_eq!((a, b), (10.0, 11.0));
        assert_eq!(equal_part(10.0, 18.0, 8, 8), (17.0, 18.0));
    }
}
