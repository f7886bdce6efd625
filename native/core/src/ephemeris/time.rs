//! Civil time to Julian days (UT and TT) and back.
//!
//! Calendar arithmetic is proleptic Gregorian (chrono); a Julian day is counted from the Unix
//! epoch (JD 2440587.5) in exact seconds, so ISO output never shows 59.9999 seconds.

pub use crate::ephemeris::range::{check_supported, SUPPORTED_FIRST_JD, SUPPORTED_LAST_JD, SUPPORTED_RANGE_TEXT};
use crate::ephemeris::swe;
use crate::error::{Error, Result};
use chrono::{DateTime, FixedOffset, LocalResult, NaiveDate, NaiveDateTime, NaiveTime, TimeZone};
use serde::{Deserialize, Serialize};

/// Julian day (UT) of 1970-01-01T00:00:00Z, the Unix epoch.
pub const UNIX_EPOCH_JD: f64 = 2_440_587.5;
const SECONDS_PER_DAY: f64 = 86_400.0;

/// A local civil moment as a client sends it.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalInput {
    /// `YYYY-MM-DD`
    pub date: String,
    /// `HH:MM` or `HH:MM:SS`
    pub time: String,
    /// Signed UTC offset `+HH:MM`; ignored when `timezone` is given.
    pub tz: Option<String>,
    /// IANA zone name, e.g. `Asia/Kolkata`; its historical offset for that date is used.
    pub timezone: Option<String>,
}

/// A resolved instant with the offset the client's wall clock had.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct Moment {
    /// The instant as a Julian day in Universal Time (UT).
    pub jd_ut: f64,
    /// Minutes east of UTC, used to express every output time in the request's offset.
    pub offset_minutes: i32,
}

/// What `resolve` tells the client about the moment it understood.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ResolvedMoment {
    /// The instant as a Julian day in Universal Time (UT).
    pub jd_ut: f64,
    /// The instant as a Julian day in Terrestrial Time (TT = UT + ΔT).
    pub jd_tt: f64,
    /// Offset of the request's wall clock, in minutes east of UTC.
    pub offset_minutes: i32,
    /// `+05:30` form of the offset used.
    pub utc_offset: String,
    /// ISO 8601 with offset.
    pub iso: String,
    /// Where the offset came from: `tz` or the IANA zone name.
    pub offset_source: String,
}

/// Parses a `date` parameter `YYYY-MM-DD` (proleptic Gregorian); a 400 naming `date` otherwise.
pub fn parse_date(date: &str) -> Result<NaiveDate> {
    let bad = || Error::invalid("date", "must be a calendar date YYYY-MM-DD");
    let parts: Vec<&str> = date.split('-').collect();
    if parts.len() != 3 || parts[0].len() != 4 || parts[1].len() != 2 || parts[2].len() != 2 {
        return Err(bad());
    }
    let nums: Vec<u32> = parts.iter().map(|p| p.parse::<u32>().map_err(|_| bad())).collect::<Result<_>>()?;
    NaiveDate::from_ymd_opt(nums[0] as i32, nums[1], nums[2])
        .ok_or_else(|| Error::invalid("date", "is not a real calendar date"))
}

/// Parses a `time` parameter `HH:MM` or `HH:MM:SS` (24-hour); a 400 naming `time` otherwise.
pub fn parse_time(time: &str) -> Result<NaiveTime> {
    let bad = || Error::invalid("time", "must be a 24-hour time HH:MM or HH:MM:SS");
    let parts: Vec<&str> = time.split(':').collect();
    if !(2..=3).contains(&parts.len()) || parts.iter().any(|p| p.len() != 2) {
        return Err(bad());
    }
    let nums: Vec<u32> = parts.iter().map(|p| p.parse::<u32>().map_err(|_| bad())).collect::<Result<_>>()?;
    let (h, m, s) = (nums[0], nums[1], *nums.get(2).unwrap_or(&0));
    if h > 23 || m > 59 || s > 59 {
        return Err(Error::invalid("time", "hour must be 00-23, minutes and seconds 00-59"));
    }
    Ok(NaiveTime::from_hms_opt(h, m, s).expect("checked range"))
}

/// Parses `+HH:MM` / `-HH:MM` (also `Z`) into minutes east of UTC; real offsets span −12 to +14 h.
pub fn parse_offset(tz: &str) -> Result<i32> {
    if tz == "Z" {
        return Ok(0);
    }
    let bad = || Error::invalid("tz", "must be a UTC offset +HH:MM or -HH:MM");
    let sign = match tz.as_bytes().first() {
        Some(b'+') => 1,
        Some(b'-') => -1,
        _ => return Err(bad()),
    };
    let rest = &tz[1..];
    let (h, m) = rest.split_once(':').ok_or_else(bad)?;
    if h.len() != 2 || m.len() != 2 {
        return Err(bad());
    }
    let h: i32 = h.parse().map_err(|_| bad())?;
    let m: i32 = m.parse().map_err(|_| bad())?;
    if m > 59 {
        return Err(Error::invalid("tz", "minutes of the offset must be 00-59"));
    }
    let minutes = sign * (h * 60 + m);
    if !(-12 * 60..=14 * 60).contains(&minutes) {
        return Err(Error::invalid("tz", "offset must lie between -12:00 and +14:00"));
    }
    Ok(minutes)
}

/// Offset of an IANA zone at a local wall-clock time; a DST gap or overlap is the caller's error.
pub fn zone_offset(zone: &str, local: NaiveDateTime) -> Result<i32> {
    let tz: chrono_tz::Tz =
        zone.parse().map_err(|_| Error::invalid("timezone", "is not a known IANA time zone name"))?;
    match tz.from_local_datetime(&local) {
        LocalResult::Single(dt) => Ok(dt.offset().fix().local_minus_utc() / 60),
        LocalResult::Ambiguous(a, b) => Err(Error::invalid(
            "time",
            format!(
                "is ambiguous in {zone} (clocks go back): it occurs at UTC{} and UTC{}; pass tz to choose",
                format_offset(a.offset().fix().local_minus_utc() / 60),
                format_offset(b.offset().fix().local_minus_utc() / 60)
            ),
        )),
        LocalResult::None => {
            Err(Error::invalid("time", format!("does not exist in {zone} (clocks go forward past it)")))
        }
    }
}

use chrono::Offset as _;

/// Minutes east of UTC as `+HH:MM` / `-HH:MM`.
pub fn format_offset(minutes: i32) -> String {
    let sign = if minutes < 0 { '-' } else { '+' };
    let a = minutes.abs();
    format!("{sign}{:02}:{:02}", a / 60, a % 60)
}

fn naive_to_jd(dt: NaiveDateTime) -> f64 {
    let secs = dt.and_utc().timestamp();
    UNIX_EPOCH_JD + secs as f64 / SECONDS_PER_DAY
}

/// UT Julian day of a UTC calendar moment (Gregorian).
pub fn julian_day(dt: NaiveDateTime) -> f64 {
    naive_to_jd(dt)
}

/// UTC calendar moment of a UT Julian day, rounded to the nearest second.
pub fn calendar_from_jd(jd_ut: f64) -> NaiveDateTime {
    let secs = ((jd_ut - UNIX_EPOCH_JD) * SECONDS_PER_DAY).round() as i64;
    DateTime::from_timestamp(secs, 0).expect("JD within chrono range").naive_utc()
}

/// ISO 8601 of a UT Julian day in a fixed offset, to the second.
///
/// Written byte by byte from the day count (no chrono, one allocation): every event time of
/// every answer passes here (one birth's dasha listings at 3 levels hold ~60,000), and chrono's
/// `format`, then its date conversion and a `format!` of the offset, profiled as the largest
/// part of the engine's time for such listings. Years outside 0..=9999 (which ISO writes with a
/// sign) go through chrono.
pub fn iso_from_jd(jd_ut: f64, offset_minutes: i32) -> String {
    let utc_secs = ((jd_ut - UNIX_EPOCH_JD) * SECONDS_PER_DAY).round() as i64;
    let local = utc_secs + i64::from(offset_minutes) * 60;
    let (year, month, day) = civil_from_days(local.div_euclid(86_400));
    if !(0..=9999).contains(&year) {
        let offset = FixedOffset::east_opt(offset_minutes * 60).expect("offset validated");
        let utc = DateTime::from_timestamp(utc_secs, 0).expect("JD within chrono range");
        return utc.with_timezone(&offset).format("%Y-%m-%dT%H:%M:%S%:z").to_string();
    }
    let second_of_day = local.rem_euclid(86_400) as u32;
    let mut out = *b"0000-00-00T00:00:00+00:00";
    put_digits(&mut out[0..4], year as u32);
    put_digits(&mut out[5..7], month);
    put_digits(&mut out[8..10], day);
    put_digits(&mut out[11..13], second_of_day / 3600);
    put_digits(&mut out[14..16], second_of_day / 60 % 60);
    put_digits(&mut out[17..19], second_of_day % 60);
    if offset_minutes < 0 {
        out[19] = b'-';
    }
    let off = offset_minutes.unsigned_abs();
    put_digits(&mut out[20..22], off / 60);
    put_digits(&mut out[23..25], off % 60);
    String::from_utf8(out.to_vec()).expect("digits and separators are ASCII")
}

/// Writes `value` in decimal into `out`, zero-padded to its length (`value` has at most that
/// many digits).
fn put_digits(out: &mut [u8], mut value: u32) {
    for b in out.iter_mut().rev() {
        *b = b'0' + (value % 10) as u8;
        value /= 10;
    }
}

/// Proleptic Gregorian (year, month, day) of a count of days from 1970-01-01: the era
/// (400-year cycle) arithmetic of H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"
/// (`civil_from_days`), with years starting on 1 March so the leap day ends the year.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468; // days from 0000-03-01
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097); // day of the era, 0..146096
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365; // year of the era, 0..399
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // day of the March-based year, 0..365
    let mp = (5 * doy + 2) / 153; // month from March, 0..11
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

impl Moment {
    /// Resolves a client's local date, time and offset or zone to a UT instant.
    pub fn from_local(input: &LocalInput) -> Result<Moment> {
        let date = parse_date(&input.date)?;
        let time = parse_time(&input.time)?;
        let local = NaiveDateTime::new(date, time);
        let offset_minutes = match (&input.timezone, &input.tz) {
            (Some(zone), _) => zone_offset(zone, local)?,
            (None, Some(tz)) => parse_offset(tz)?,
            (None, None) => return Err(Error::invalid("tz", "is required (or give timezone)")),
        };
        let jd_ut = naive_to_jd(local) - offset_minutes as f64 / 1440.0;
        check_supported(jd_ut)?;
        Ok(Moment { jd_ut, offset_minutes })
    }

    /// The instant as a Julian day in Terrestrial Time (UT + ΔT).
    pub fn jd_tt(&self) -> Result<f64> {
        Ok(self.jd_ut + swe::delta_t(self.jd_ut)?)
    }

    /// ISO 8601 of the instant in its own offset, to the second.
    pub fn iso(&self) -> String {
        iso_from_jd(self.jd_ut, self.offset_minutes)
    }

    /// Same offset, another instant: how every event time in a response is expressed.
    pub fn at(&self, jd_ut: f64) -> Moment {
        Moment { jd_ut, offset_minutes: self.offset_minutes }
    }

    /// What the client is told about the moment it sent: Julian days, offset and its source.
    pub fn describe(&self, input: &LocalInput) -> Result<ResolvedMoment> {
        Ok(ResolvedMoment {
            jd_ut: self.jd_ut,
            jd_tt: self.jd_tt()?,
            offset_minutes: self.offset_minutes,
            utc_offset: format_offset(self.offset_minutes),
            iso: self.iso(),
            offset_source: input.timezone.clone().unwrap_or_else(|| "tz".into()),
        })
    }
}

/// An event time as every response shows it: ISO in the request's offset plus the UT Julian day.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct EventTime {
    /// The time in ISO 8601 with the request's UTC offset, to the second.
    pub iso: String,
    /// The same time as a Julian day in Universal Time (UT).
    pub jd_ut: f64,
}

impl EventTime {
    /// An event at a Julian day (UT), shown in an offset of minutes east of UTC.
    pub fn new(jd_ut: f64, offset_minutes: i32) -> Self {
        EventTime { iso: iso_from_jd(jd_ut, offset_minutes), jd_ut }
    }
}

/// A span of time, `{start, end}`, both in the request's offset: the one interval type every
/// technique answers with.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Interval {
    /// Start of the span.
    pub start: EventTime,
    /// End of the span.
    pub end: EventTime,
}

impl Interval {
    /// Two Julian days (UT) as times in the request's offset.
    pub fn new(start_jd_ut: f64, end_jd_ut: f64, offset_minutes: i32) -> Interval {
        Interval { start: EventTime::new(start_jd_ut, offset_minutes), end: EventTime::new(end_jd_ut, offset_minutes) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(date: &str, time: &str, tz: Option<&str>, zone: Option<&str>) -> LocalInput {
        LocalInput { date: date.into(), time: time.into(), tz: tz.map(Into::into), timezone: zone.map(Into::into) }
    }

    /// The digit-by-digit ISO writer equals chrono's own `%Y-%m-%dT%H:%M:%S%:z` formatting (an
    /// independent formatter) over 1800-2400, odd offsets, and the edges of a day and a year.
    #[test]
    fn iso_from_jd_equals_chrono_formatting() {
        let chrono_iso = |jd: f64, off: i32| {
            let secs = ((jd - UNIX_EPOCH_JD) * SECONDS_PER_DAY).round() as i64;
            let offset = FixedOffset::east_opt(off * 60).unwrap();
            DateTime::from_timestamp(secs, 0).unwrap().with_timezone(&offset).format("%Y-%m-%dT%H:%M:%S%:z").to_string()
        };
        let offsets = [0, 330, 345, -210, -600, 840, -719, 59];
        let mut jd = 2_378_496.5; // 1800-01-01
        while jd < 2_597_641.5 {
            // 2400-01-01; a step of 7.3191 days walks through every hour, minute and second
            for off in offsets {
                assert_eq!(iso_from_jd(jd, off), chrono_iso(jd, off), "jd {jd} offset {off}");
            }
            jd += 7.319_137;
        }
        // Every year ISO writes unsigned (0..=9999): a step of 997.13 days.
        let mut jd = 1_721_059.5; // 0000-01-01
        while jd < 5_373_484.5 {
            // 10000-01-01
            for off in offsets {
                assert_eq!(iso_from_jd(jd, off), chrono_iso(jd, off), "jd {jd} offset {off}");
            }
            jd += 997.13;
        }
        assert_eq!(iso_from_jd(2_451_544.499_994_2, 0), "1999-12-31T23:59:59+00:00");
        assert_eq!(iso_from_jd(2_451_545.0, 330), "2000-01-01T17:30:00+05:30");
    }

    #[test]
    fn j2000_epoch_is_jd_2451545() {
        // Definition of the J2000.0 epoch: 2000-01-01 12:00 is JD 2451545.0.
        let m = Moment::from_local(&input("2000-01-01", "12:00", Some("+00:00"), None)).unwrap();
        assert_eq!(m.jd_ut, 2_451_545.0);
        let m = Moment::from_local(&input("2000-01-01", "17:30", Some("+05:30"), None)).unwrap();
        assert_eq!(m.jd_ut, 2_451_545.0);
    }

    #[test]
    fn supported_range_bounds_are_the_stated_dates() {
        // JD of 1800-01-01 0h is 2378496.5 per the Meeus algorithm tables; the range starts two
        // days later, and ends with 2399-12-31 (2400-01-01 0h is JD 2597641.5).
        assert_eq!(julian_day(parse_date("1800-01-01").unwrap().and_hms_opt(0, 0, 0).unwrap()), 2_378_496.5);
        assert_eq!(julian_day(parse_date("1800-01-03").unwrap().and_hms_opt(0, 0, 0).unwrap()), SUPPORTED_FIRST_JD);
        assert_eq!(julian_day(parse_date("2399-12-31").unwrap().and_hms_opt(0, 0, 0).unwrap()), SUPPORTED_LAST_JD);
    }

    #[test]
    fn rejects_impossible_inputs_naming_the_parameter() {
        let cases = [
            (input("2023-02-30", "10:00", Some("+00:00"), None), "date"),
            (input("2023-13-01", "10:00", Some("+00:00"), None), "date"),
            (input("1799-12-31", "10:00", Some("+00:00"), None), "date"),
            (input("2023-02-01", "25:00", Some("+00:00"), None), "time"),
            (input("2023-02-01", "10:60", Some("+00:00"), None), "time"),
            (input("2023-02-01", "10:00", Some("+25:00"), None), "tz"),
            (input("2023-02-01", "10:00", Some("05:30"), None), "tz"),
            (input("2023-02-01", "10:00", None, Some("Mars/Olympus")), "timezone"),
        ];
        for (case, param) in cases {
            match Moment::from_local(&case) {
                Err(Error::InvalidInput { param: p, .. }) => assert_eq!(p, param, "{case:?}"),
                other => panic!("{case:?} gave {other:?}"),
            }
        }
    }

    #[test]
    fn iana_zone_uses_historical_dst_and_refuses_gaps_and_overlaps() {
        // tz database: New York was on EDT (UTC−4) on 2021-07-04 and EST (UTC−5) on 2021-01-04.
        let summer = Moment::from_local(&input("2021-07-04", "12:00", None, Some("America/New_York"))).unwrap();
        assert_eq!(summer.offset_minutes, -240);
        let winter = Moment::from_local(&input("2021-01-04", "12:00", None, Some("America/New_York"))).unwrap();
        assert_eq!(winter.offset_minutes, -300);
        // 2021-03-14 02:30 did not exist there; 2021-11-07 01:30 happened twice.
        assert!(Moment::from_local(&input("2021-03-14", "02:30", None, Some("America/New_York"))).is_err());
        assert!(Moment::from_local(&input("2021-11-07", "01:30", None, Some("America/New_York"))).is_err());
        // India used UTC+05:30 in 2000 (IST).
        let ist = Moment::from_local(&input("2000-06-01", "12:00", None, Some("Asia/Kolkata"))).unwrap();
        assert_eq!(ist.offset_minutes, 330);
    }

    #[test]
    fn iso_round_trips_to_the_second() {
        let m = Moment::from_local(&input("1987-10-15", "23:59:59", Some("-03:30"), None)).unwrap();
        assert_eq!(m.iso(), "1987-10-15T23:59:59-03:30");
        assert_eq!(iso_from_jd(2_451_545.0, 330), "2000-01-01T17:30:00+05:30");
    }
}
