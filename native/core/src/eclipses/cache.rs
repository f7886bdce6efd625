//! The eclipses of each year, described once per process. Swiss Ephemeris's global searches
//! take 1–4 ms per eclipse (each one walks the lunations and refines the contacts), so a 50-year
//! list computed afresh takes a few hundred milliseconds; the set of eclipses never changes, so
//! each year is computed on first use and every later list of it is read from here.

use crate::ephemeris::time::{SUPPORTED_FIRST_JD, SUPPORTED_LAST_JD};
use crate::error::Result;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Length of one bucket in days (a Julian year).
const BUCKET_DAYS: f64 = 365.25;

/// Eclipses of one kind, by year bucket, each described in UTC.
pub struct YearCache<T> {
    years: OnceLock<Mutex<HashMap<i64, Arc<Vec<T>>>>>,
}

impl<T> YearCache<T> {
    /// An empty cache (a `static`).
    pub const fn new() -> Self {
        YearCache { years: OnceLock::new() }
    }
}

impl<T> Default for YearCache<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// The maximum (JD UT) of a described eclipse, by which buckets and ranges are cut.
pub trait AtMaximum {
    /// Julian day (UT) of greatest eclipse.
    fn maximum_jd(&self) -> f64;
}

impl<T: AtMaximum + Clone> YearCache<T> {
    /// Every eclipse with its maximum in [a, b), in time order; `compute(start, end)` describes
    /// those of one bucket when it is first needed.
    pub fn between(&self, a: f64, b: f64, compute: impl Fn(f64, f64) -> Result<Vec<T>>) -> Result<Vec<T>> {
        let first = ((a - SUPPORTED_FIRST_JD) / BUCKET_DAYS).floor() as i64;
        let last = ((b - SUPPORTED_FIRST_JD) / BUCKET_DAYS).floor() as i64;
        let mut out = Vec::new();
        for i in first..=last {
            let year = self.bucket(i, &compute)?;
            out.extend(year.iter().filter(|e| (a..b).contains(&e.maximum_jd())).cloned());
        }
        Ok(out)
    }

    fn bucket(&self, i: i64, compute: &impl Fn(f64, f64) -> Result<Vec<T>>) -> Result<Arc<Vec<T>>> {
        let years = self.years.get_or_init(|| Mutex::new(HashMap::new()));
        if let Some(v) = years.lock().unwrap_or_else(|e| e.into_inner()).get(&i) {
            return Ok(v.clone());
        }
        // Computed outside the lock: two threads may both compute a year, with the same result.
        let start = SUPPORTED_FIRST_JD + i as f64 * BUCKET_DAYS;
        let end = (start + BUCKET_DAYS).min(SUPPORTED_LAST_JD + 1.0);
        let v = Arc::new(if end > start { compute(start, end)? } else { Vec::new() });
        years.lock().unwrap_or_else(|e| e.into_inner()).insert(i, v.clone());
        Ok(v)
    }
}
