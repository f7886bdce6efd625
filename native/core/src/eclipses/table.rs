//! The table of every solar and lunar eclipse of the supported range (1800–2400), as the live
//! search describes them (`global::search_solar`, `global::search_lunar`), committed in
//! `native/core/data/eclipses-{solar,lunar}.txt` and compiled in.
//!
//! Why a table: Swiss Ephemeris's global searches and the local search behind a central
//! duration take 2–5 ms per eclipse, so a first 50-year list cost about half a second; the set
//! of eclipses of the shipped ephemeris never changes, so it is computed once by
//! `native/core/examples/gen_eclipse_table.rs` and read here: a list finds its rows by bisection
//! on the maxima and parses only those (a 50-year list: about 120 rows per kind).
//! `tests/eclipses_table.rs` recomputes a random sample of rows live and finds them equal.
//!
//! Format: one eclipse per line, fields separated by one space, `-` for an absent value; numbers
//! in Rust's shortest round-trip form, so a row parses back to the very `f64`s the search gave.
//! The writer and the reader below are the only definition of the columns.

use crate::eclipses::global::{LunarContacts, LunarEclipse, SolarEclipse};
use crate::eclipses::{LunarType, Saros, SolarType};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use std::sync::OnceLock;

/// The committed tables (written by the generator named in their headers).
const SOLAR_TEXT: &str = include_str!("../../data/eclipses-solar.txt");
const LUNAR_TEXT: &str = include_str!("../../data/eclipses-lunar.txt");

/// Column names of the solar table, in order (its header line).
pub const SOLAR_COLUMNS: &str =
    "type maximum_jd_ut magnitude gamma saros central_duration_seconds lat lon first_contact_jd_ut last_contact_jd_ut";
/// Column names of the lunar table, in order (its header line).
pub const LUNAR_COLUMNS: &str = "type maximum_jd_ut magnitude penumbral_magnitude gamma saros total_duration_seconds \
    partial_duration_seconds penumbral_duration_seconds p1 u1 u2 u3 u4 p4";

/// One row of the solar table.
pub fn solar_row(e: &SolarEclipse) -> String {
    let g = e.greatest_eclipse;
    [
        e.kind.name().to_string(),
        e.maximum.jd_ut.to_string(),
        e.magnitude.to_string(),
        e.gamma.to_string(),
        saros_text(e.saros),
        opt_text(e.central_duration_seconds),
        g.lat.to_string(),
        g.lon.to_string(),
        e.first_contact.jd_ut.to_string(),
        e.last_contact.jd_ut.to_string(),
    ]
    .join(" ")
}

/// One row of the lunar table.
pub fn lunar_row(e: &LunarEclipse) -> String {
    let c = &e.contacts;
    let time = |t: &Option<EventTime>| opt_text(t.as_ref().map(|t| t.jd_ut));
    [
        e.kind.name().to_string(),
        e.maximum.jd_ut.to_string(),
        e.magnitude.to_string(),
        e.penumbral_magnitude.to_string(),
        e.gamma.to_string(),
        saros_text(e.saros),
        opt_text(e.total_duration_seconds),
        opt_text(e.partial_duration_seconds),
        e.penumbral_duration_seconds.to_string(),
        c.p1.jd_ut.to_string(),
        time(&c.u1),
        time(&c.u2),
        time(&c.u3),
        time(&c.u4),
        c.p4.jd_ut.to_string(),
    ]
    .join(" ")
}

fn opt_text(x: Option<f64>) -> String {
    x.map_or_else(|| "-".to_string(), |x| x.to_string())
}

fn saros_text(s: Option<Saros>) -> String {
    s.map_or_else(|| "-".to_string(), |s| format!("{}/{}", s.series, s.member))
}

/// The fields of one row, read left to right; a malformed field is an error naming it.
struct Fields<'a> {
    parts: std::str::SplitAsciiWhitespace<'a>,
}

impl<'a> Fields<'a> {
    fn next_text(&mut self) -> std::result::Result<&'a str, String> {
        self.parts.next().ok_or_else(|| "too few fields".to_string())
    }

    fn num(&mut self) -> std::result::Result<f64, String> {
        let t = self.next_text()?;
        t.parse().map_err(|_| format!("not a number: {t:?}"))
    }

    fn opt(&mut self) -> std::result::Result<Option<f64>, String> {
        match self.next_text()? {
            "-" => Ok(None),
            t => t.parse().map(Some).map_err(|_| format!("not a number: {t:?}")),
        }
    }

    /// A time in UTC (offset 0, as the table is served and then shifted to the request's offset).
    fn time(&mut self) -> std::result::Result<EventTime, String> {
        Ok(EventTime::new(self.num()?, 0))
    }

    fn opt_time(&mut self) -> std::result::Result<Option<EventTime>, String> {
        Ok(self.opt()?.map(|jd| EventTime::new(jd, 0)))
    }

    fn saros(&mut self) -> std::result::Result<Option<Saros>, String> {
        let t = self.next_text()?;
        if t == "-" {
            return Ok(None);
        }
        let bad = || format!("not a saros series/member: {t:?}");
        let (series, member) = t.split_once('/').ok_or_else(bad)?;
        Ok(Some(Saros { series: series.parse().map_err(|_| bad())?, member: member.parse().map_err(|_| bad())? }))
    }

    fn end(mut self) -> std::result::Result<(), String> {
        self.parts.next().map_or(Ok(()), |t| Err(format!("extra field {t:?}")))
    }
}

/// The type named in a row: one of the names the API writes.
fn kind<T: Copy>(text: &str, all: &[T], name: fn(T) -> &'static str) -> std::result::Result<T, String> {
    all.iter().copied().find(|k| name(*k) == text).ok_or_else(|| format!("unknown eclipse type {text:?}"))
}

/// A solar eclipse from its row.
pub fn parse_solar(line: &str) -> std::result::Result<SolarEclipse, String> {
    let mut f = Fields { parts: line.split_ascii_whitespace() };
    let all = [SolarType::Total, SolarType::Annular, SolarType::Hybrid, SolarType::Partial];
    let e = SolarEclipse {
        kind: kind(f.next_text()?, &all, SolarType::name)?,
        maximum: f.time()?,
        magnitude: f.num()?,
        gamma: f.num()?,
        saros: f.saros()?,
        central_duration_seconds: f.opt()?,
        greatest_eclipse: Place { lat: f.num()?, lon: f.num()? },
        first_contact: f.time()?,
        last_contact: f.time()?,
    };
    f.end()?;
    Ok(e)
}

/// A lunar eclipse from its row.
pub fn parse_lunar(line: &str) -> std::result::Result<LunarEclipse, String> {
    let mut f = Fields { parts: line.split_ascii_whitespace() };
    let all = [LunarType::Total, LunarType::Partial, LunarType::Penumbral];
    let e = LunarEclipse {
        kind: kind(f.next_text()?, &all, LunarType::name)?,
        maximum: f.time()?,
        magnitude: f.num()?,
        penumbral_magnitude: f.num()?,
        gamma: f.num()?,
        saros: f.saros()?,
        total_duration_seconds: f.opt()?,
        partial_duration_seconds: f.opt()?,
        penumbral_duration_seconds: f.num()?,
        contacts: LunarContacts {
            p1: f.time()?,
            u1: f.opt_time()?,
            u2: f.opt_time()?,
            u3: f.opt_time()?,
            u4: f.opt_time()?,
            p4: f.time()?,
        },
    };
    f.end()?;
    Ok(e)
}

/// Byte offsets of the data rows of a table text (comment lines start with `#`), in file order.
fn row_starts(text: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if !line.starts_with('#') && !line.trim().is_empty() {
            starts.push(at);
        }
        at += line.len();
    }
    starts
}

/// The row starting at byte `start`, without its line end.
fn row_at(text: &str, start: usize) -> &str {
    let rest = &text[start..];
    rest.split('\n').next().unwrap_or(rest)
}

/// The maximum (second field, JD UT) of the row at `start`; NaN if unreadable (the full parse in
/// the tests reports such a row).
fn maximum_at(text: &str, start: usize) -> f64 {
    row_at(text, start).split_ascii_whitespace().nth(1).and_then(|t| t.parse().ok()).unwrap_or(f64::NAN)
}

/// One committed table: its text and where its rows start.
struct Table {
    text: &'static str,
    starts: OnceLock<Vec<usize>>,
}

impl Table {
    const fn new(text: &'static str) -> Table {
        Table { text, starts: OnceLock::new() }
    }

    fn starts(&self) -> &[usize] {
        self.starts.get_or_init(|| row_starts(self.text))
    }

    /// The rows whose maximum falls in [a, b), parsed: found by bisection on the maxima (the rows
    /// are in time order), so a list parses only its own rows.
    fn between<T>(&self, a: f64, b: f64, parse: fn(&str) -> std::result::Result<T, String>) -> Result<Vec<T>> {
        let starts = self.starts();
        let first = starts.partition_point(|&s| maximum_at(self.text, s) < a);
        let last = starts.partition_point(|&s| maximum_at(self.text, s) < b).max(first);
        starts[first..last].iter().map(|&s| self.parse_row(s, parse)).collect()
    }

    /// Every row, parsed.
    fn all<T>(&self, parse: fn(&str) -> std::result::Result<T, String>) -> Result<Vec<T>> {
        self.starts().iter().map(|&s| self.parse_row(s, parse)).collect()
    }

    fn parse_row<T>(&self, start: usize, parse: fn(&str) -> std::result::Result<T, String>) -> Result<T> {
        parse(row_at(self.text, start)).map_err(|m| {
            let line = self.text[..start].matches('\n').count() + 1;
            Error::Ephemeris(format!("eclipse table line {line}: {m}"))
        })
    }
}

static SOLAR: Table = Table::new(SOLAR_TEXT);
static LUNAR: Table = Table::new(LUNAR_TEXT);

/// Every solar eclipse with its maximum (JD UT) in [a, b), in time order, times in UTC.
pub fn solar_between(a: f64, b: f64) -> Result<Vec<SolarEclipse>> {
    SOLAR.between(a, b, parse_solar)
}

/// Every lunar eclipse with its maximum (JD UT) in [a, b), in time order, times in UTC.
pub fn lunar_between(a: f64, b: f64) -> Result<Vec<LunarEclipse>> {
    LUNAR.between(a, b, parse_lunar)
}

/// Every solar eclipse of the table (1800-2400), in time order, times in UTC.
pub fn solar() -> Result<Vec<SolarEclipse>> {
    SOLAR.all(parse_solar)
}

/// Every lunar eclipse of the table (1800-2400), in time order, times in UTC.
pub fn lunar() -> Result<Vec<LunarEclipse>> {
    LUNAR.all(parse_lunar)
}
