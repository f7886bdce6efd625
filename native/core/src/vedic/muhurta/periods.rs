//! The parts of each day a muhurta avoids, whatever the elements say: Rahu Kaal, Yamaganda and
//! Gulika Kaal (the eighths of the daytime by the weekday tables), Durmuhurta (the weekday's
//! muhurtas of the day and night) and Varjyam (four ghatis of each nakshatra from its classical
//! starting ghati). They are the same spans the panchang endpoints answer with
//! (`vedic::panchang::kaal`, `vedic::panchang::varjyam`), so a window never overlaps a period the
//! API itself names.
//!
//! Which purposes avoid which period ([`avoided`]): this API avoids all five for marriage, house
//! entry and naming, the common rule of the muhurta manuals (Rahu Kaal, Yamaganda and Gulika Kaal
//! are shunned for auspicious beginnings; the durmuhurtas and the tyajya (varjyam) ghatis of
//! Muhurta Chintamani likewise). Each answer names the periods it applied.

use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{vedic_day, SunriseDefinition, VedicDay};
use crate::error::{Error, Result};
use crate::vedic::gulika::local_weekday;
use crate::vedic::panchang::elements::Span;
use crate::vedic::panchang::kaal::{durmuhurta_spans, gulika_kaal_span, rahu_kaal_span, yamaganda_span};
use crate::vedic::panchang::varjyam::{ghati_window, VARJYAM_GHATIS};

/// The periods, in the order of [`PeriodFlags`].
pub const PERIODS: [&str; 5] = ["rahu_kaal", "yamaganda", "gulika_kaal", "durmuhurta", "varjyam"];

/// Which of [`PERIODS`] a moment falls in.
pub type PeriodFlags = [bool; 5];

/// One occurrence of a period.
#[derive(Debug, Clone, Copy)]
pub struct Period {
    /// Index into [`PERIODS`].
    pub kind: usize,
    /// Start, as a Julian day (UT).
    pub start: f64,
    /// End, as a Julian day (UT).
    pub end: f64,
}

/// The day periods of every Vedic day that begins at one of `sunrises`, and the varjyam of every
/// nakshatra span, as far as they touch `[start, end]`.
pub fn periods_between(
    sunrises: &[f64],
    nakshatras: &[Span],
    place: Place,
    sunrise: SunriseDefinition,
    offset_minutes: i32,
    (start, end): (f64, f64),
) -> Result<Vec<Period>> {
    let mut out = Vec::new();
    for &rise in sunrises {
        let day = vedic_day(rise + 1e-5, place.lat, place.lon, sunrise)?.ok_or_else(|| {
            Error::Unsupported("the Sun does not rise on some day of the range at this latitude".into())
        })?;
        day_periods(&day, local_weekday(day.sunrise, offset_minutes), &mut out);
    }
    for span in nakshatras {
        for &ghati in VARJYAM_GHATIS[span.number - 1] {
            let (s, e) = ghati_window(span, ghati);
            out.push(Period { kind: 4, start: s, end: e });
        }
    }
    out.retain(|p| p.end > start && p.start < end);
    Ok(out)
}

fn day_periods(day: &VedicDay, weekday: usize, out: &mut Vec<Period>) {
    for (kind, (s, e)) in [rahu_kaal_span(day, weekday), yamaganda_span(day, weekday), gulika_kaal_span(day, weekday)]
        .into_iter()
        .enumerate()
    {
        out.push(Period { kind, start: s, end: e });
    }
    for d in durmuhurta_spans(day, weekday) {
        out.push(Period { kind: 3, start: d.start, end: d.end });
    }
}

/// Which periods are in force at `t`.
pub fn flags_at(periods: &[Period], t: f64) -> PeriodFlags {
    let mut f = [false; 5];
    for p in periods.iter().filter(|p| p.start <= t && t < p.end) {
        f[p.kind] = true;
    }
    f
}
