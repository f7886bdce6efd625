//! Gulika (Mandi's classical sibling): the sub-period of Saturn in the eightfold division of
//! the day or night, and the sidereal ascendant rising at its start.
//!
//! Rule (Kalaprakashika, as followed by B.V. Raman and most software): the daytime from sunrise
//! to sunset is cut into eight equal parts ruled in weekday order starting from the lord of the
//! day; the eighth part has no lord. At night the count starts from the lord of the fifth
//! weekday counted from the day. Gulika's longitude is the ascendant at the START of Saturn's part.

use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::ascendant;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{vedic_day, SunriseDefinition, VedicDay};
use crate::ephemeris::Ayanamsa;
use crate::error::Result;
use crate::zodiac::Graha;
use serde::Serialize;

/// Weekday lords, Sunday first (the order of the week itself).
/// Lords of the weekdays, Sunday first (the seven in their weekday order).
pub const WEEKDAY_LORDS: [Graha; 7] = Graha::SEVEN;
/// English names of the weekdays, Sunday first.
pub const WEEKDAY_NAMES: [&str; 7] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const SATURN_INDEX: usize = 6;

/// Weekday (0 = Sunday) of the local civil date on which a UT instant falls.
pub fn local_weekday(jd_ut: f64, offset_minutes: i32) -> usize {
    let day_number = (jd_ut + offset_minutes as f64 / 1440.0 + 0.5).floor() as i64;
    // JD day number 0 was a Monday.
    (day_number + 1).rem_euclid(7) as usize
}

/// Index (0-based) of Saturn's eighth of the day or night for a weekday (0 = Sunday).
pub fn saturn_portion(weekday: usize, daytime: bool) -> usize {
    let first_lord = if daytime { weekday } else { (weekday + 4) % 7 };
    (SATURN_INDEX + 7 - first_lord) % 7
}

/// Gulika for one moment: Saturn's part of the day or night and the ascendant at its start.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Gulika {
    /// Gulika's longitude: the sidereal ascendant at the start of Saturn's part, in degrees,
    /// 0 <= x < 360.
    pub longitude: f64,
    /// Start of Saturn's part (an eighth of the daytime or night), Julian day UT.
    pub portion_start: f64,
    /// End of Saturn's part, Julian day UT.
    pub portion_end: f64,
    /// True when the moment falls between sunrise and sunset (the daytime division is used).
    pub daytime: bool,
    /// Weekday of the Vedic day (sunrise to sunrise).
    pub weekday: &'static str,
    /// The Vedic day containing the moment: sunrise, sunset and next sunrise.
    pub day: VedicDay,
}

/// Gulika for the day or night containing `jd_ut`; `None` when the Sun does not rise or set.
pub fn gulika(
    jd_ut: f64,
    offset_minutes: i32,
    place: Place,
    ayanamsa: Ayanamsa,
    sunrise: SunriseDefinition,
) -> Result<Option<Gulika>> {
    let Some(day) = vedic_day(jd_ut, place.lat, place.lon, sunrise)? else { return Ok(None) };
    let weekday = local_weekday(day.sunrise, offset_minutes);
    let daytime = day.is_daytime(jd_ut);
    let (start, end) = if daytime { (day.sunrise, day.sunset) } else { (day.sunset, day.next_sunrise) };
    let part = (end - start) / 8.0;
    let k = saturn_portion(weekday, daytime) as f64;
    let portion_start = start + k * part;
    let longitude = ascendant(portion_start, place.lat, place.lon, Zodiac::Sidereal(ayanamsa))?;
    Ok(Some(Gulika {
        longitude,
        portion_start,
        portion_end: portion_start + part,
        daytime,
        weekday: WEEKDAY_NAMES[weekday],
        day,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weekday_of_known_dates() {
        // 2000-01-01 was a Saturday; 1969-07-20 (Apollo 11 landing) a Sunday.
        assert_eq!(local_weekday(2_451_544.5, 0), 6);
        assert_eq!(local_weekday(2_440_422.5 + 0.8, 0), 0);
        // 23:30 UT on a Saturday is already Sunday at UTC+05:30.
        assert_eq!(local_weekday(2_451_544.5 + 23.5 / 24.0, 330), 0);
    }

    #[test]
    fn classical_gulika_portions() {
        // Classical table of Gulika's daytime part: Sunday 7th, Monday 6th, Tuesday 5th,
        // Wednesday 4th, Thursday 3rd, Friday 2nd, Saturday 1st; night: Sunday 3rd, Monday 2nd,
        // Tuesday 1st, Wednesday 7th, Thursday 6th, Friday 5th, Saturday 4th.
        let day: Vec<usize> = (0..7).map(|w| saturn_portion(w, true) + 1).collect();
        assert_eq!(day, vec![7, 6, 5, 4, 3, 2, 1]);
        let night: Vec<usize> = (0..7).map(|w| saturn_portion(w, false) + 1).collect();
        assert_eq!(night, vec![3, 2, 1, 7, 6, 5, 4]);
    }
}
