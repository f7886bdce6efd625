//! The sunrises and sunsets around a panchang day, each searched for once and shared by every
//! part that needs one (the civil date's sunrise and sunset, day and night length, the sunset
//! before the day that Brahma Muhurat needs).
//!
//! Swiss Ephemeris' fast rise/set method refines a fixed number of times from an estimate made at
//! the start of the search, so the same sunrise searched from two starting points differs in the
//! last digits (microseconds). The parts used to search from their own starting points, one
//! `swe_rise_trans` each. Here every event has one canonical search, whoever asks first:
//! - `S0`, `E0` (its sunset) and `S1` are the Vedic day's (`rise_set::vedic_day`), unchanged;
//! - a later sunrise `S(k+1) = next_sunrise(S(k) + 0.95)` and sunset `E(k) = next_sunset(S(k))`;
//! - an earlier sunrise `S(k-1) = next_sunrise(S(k) - 1.05)` and sunset
//!   `E(k-1) = next_sunset(E(k) - 1.05)`.
//!
//! This holds below 60° of latitude, where the Sun rises and sets every day, sunrises (and
//! sunsets) are a day apart within a quarter of an hour and alternate: each search above starts
//! after the event before the one it wants and before the one it wants, so it finds that one.
//! Elsewhere (and in polar day or night) every question goes straight to Swiss Ephemeris as
//! before.

use crate::ephemeris::rise_set::{next_sunrise, next_sunset, SunriseDefinition, VedicDay};
use crate::error::Result;
use std::cell::RefCell;
use std::collections::BTreeMap;

/// Where the chain of events applies: the Sun rises and sets every day, a day apart.
const CHAIN_MAX_LATITUDE: f64 = 60.0;
/// Two sunrises (or sunsets) in a row are at least this far apart below 60° (days): a day, less
/// the quarter of an hour by which the time of sunrise can change from one day to the next.
const MIN_GAP: f64 = 0.95;
/// How far from the Vedic day the chain walks (events); anything further is searched directly.
const MAX_STEPS: i32 = 4;

/// Which of the two daily events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Rise,
    Set,
}

/// The Sun's rises and sets around one Vedic day at one place, indexed from its sunrise (`S0`).
#[derive(Debug, Clone)]
pub struct SunEvents {
    lat: f64,
    lon: f64,
    def: SunriseDefinition,
    /// The Vedic day the chain is anchored on; `None` when the chain does not apply.
    anchor: Option<VedicDay>,
    /// Sunrises `S(k)` and sunsets `E(k)` (the sunset after `S(k)`) found so far.
    found: RefCell<BTreeMap<(i32, bool), f64>>,
}

impl SunEvents {
    /// The events around `vedic_day` at a place (the chain applies below 60° of latitude).
    pub fn new(lat: f64, lon: f64, def: SunriseDefinition, vedic_day: Option<VedicDay>) -> SunEvents {
        let anchor = vedic_day.filter(|_| lat.abs() < CHAIN_MAX_LATITUDE);
        SunEvents { lat, lon, def, anchor, found: RefCell::new(BTreeMap::new()) }
    }

    /// The first sunrise after `jd_ut` (`rise_set::next_sunrise`), or None in polar day or night.
    pub fn next_sunrise(&self, jd_ut: f64) -> Result<Option<f64>> {
        match self.first_after(Kind::Rise, jd_ut)? {
            Some(t) => Ok(Some(t)),
            None => next_sunrise(jd_ut, self.lat, self.lon, self.def),
        }
    }

    /// The first sunset after `jd_ut` (`rise_set::next_sunset`), or None in polar day or night.
    pub fn next_sunset(&self, jd_ut: f64) -> Result<Option<f64>> {
        match self.first_after(Kind::Set, jd_ut)? {
            Some(t) => Ok(Some(t)),
            None => next_sunset(jd_ut, self.lat, self.lon, self.def),
        }
    }

    /// The last sunset before `jd_ut` from the chain; None when the chain does not apply or
    /// `jd_ut` is too far from the Vedic day (the caller then searches itself).
    pub fn sunset_before(&self, jd_ut: f64) -> Result<Option<f64>> {
        let Some(mut k) = self.first_index_after(Kind::Set, jd_ut)? else { return Ok(None) };
        k -= 1;
        if k < -MAX_STEPS {
            return Ok(None);
        }
        self.event(Kind::Set, k).map(Some)
    }

    /// The event of a kind that is the first after `jd_ut`, from the chain (None outside it).
    fn first_after(&self, kind: Kind, jd_ut: f64) -> Result<Option<f64>> {
        match self.first_index_after(kind, jd_ut)? {
            Some(k) => self.event(kind, k).map(Some),
            None => Ok(None),
        }
    }

    /// Index `k` of the first event of a kind after `jd_ut`: event(k − 1) ≤ `jd_ut` < event(k).
    /// Events of a kind are more than `MIN_GAP` apart, so an event less than that after `jd_ut`
    /// is the first one without searching for the one before it.
    fn first_index_after(&self, kind: Kind, jd_ut: f64) -> Result<Option<i32>> {
        if self.anchor.is_none() {
            return Ok(None);
        }
        let mut k = 0;
        while self.event(kind, k)? <= jd_ut {
            k += 1;
            if k > MAX_STEPS {
                return Ok(None);
            }
        }
        while self.event(kind, k)? - jd_ut >= MIN_GAP && self.event(kind, k - 1)? > jd_ut {
            k -= 1;
            if k < -MAX_STEPS {
                return Ok(None);
            }
        }
        Ok(Some(k))
    }

    /// Event `k` of a kind, by its canonical search (see the module notes); needs the anchor.
    fn event(&self, kind: Kind, k: i32) -> Result<f64> {
        let key = (k, kind == Kind::Rise);
        if let Some(t) = self.found.borrow().get(&key) {
            return Ok(*t);
        }
        let day = self.anchor.expect("the chain has its anchor");
        let t = match (kind, k) {
            (Kind::Rise, 0) => day.sunrise,
            (Kind::Rise, 1) => day.next_sunrise,
            (Kind::Set, 0) => day.sunset,
            (Kind::Rise, k) if k > 1 => self.search(Kind::Rise, self.event(Kind::Rise, k - 1)? + 0.95)?,
            (Kind::Rise, k) => self.search(Kind::Rise, self.event(Kind::Rise, k + 1)? - 1.05)?,
            (Kind::Set, k) if k > 0 => self.search(Kind::Set, self.event(Kind::Rise, k)?)?,
            (Kind::Set, k) => self.search(Kind::Set, self.event(Kind::Set, k + 1)? - 1.05)?,
        };
        self.found.borrow_mut().insert(key, t);
        Ok(t)
    }

    /// One Swiss Ephemeris search; below 60° of latitude the Sun always has a next rise and set.
    fn search(&self, kind: Kind, from: f64) -> Result<f64> {
        let found = match kind {
            Kind::Rise => next_sunrise(from, self.lat, self.lon, self.def)?,
            Kind::Set => next_sunset(from, self.lat, self.lon, self.def)?,
        };
        found.ok_or_else(|| {
            crate::error::Error::Ephemeris(format!(
                "no sunrise or sunset after JD {from} at latitude {:.4}, where the Sun rises and sets every day",
                self.lat
            ))
        })
    }
}
