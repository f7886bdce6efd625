//! Varjyam (tyajya, "to be avoided", also visha ghatika) and Amrit Kalam (amrita ghatika): in
//! every nakshatra a window of 4 of its 60 ghatis begins at a ghati fixed for that nakshatra.
//!
//! A ghati here is 1/60 of the nakshatra's ACTUAL duration (the Moon's speed varies, so a
//! nakshatra lasts ~20–27 h): start = nakshatra start + ghati/60 · duration, length = 4/60 ·
//! duration. This is how the almanacs (and PyJHora, and drikpanchang's published Amrit Kalam)
//! scale the classical numbers, which are stated for a nominal nakshatra of 60 ghatis.

use super::angles::ElementKind;
use super::day::PanchangDay;
use super::elements::{Span, SpanView};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::Result;
use serde::Serialize;

/// Length of each window in ghatis of its nakshatra.
pub const WINDOW_GHATIS: f64 = 4.0;

// Both tables: starting ghati (of 60) of the window in each nakshatra, Ashwini..Revati.
//
// Sources (the numbers agree entry for entry unless noted):
// - PyJHora (github.com/naturalstupid/PyJHora, src/jhora/const.py,
//   `amrita_gadiya_varjyam_star_map`, citing "Panchangam Calculations", Karanam Ramakumar). It
//   stores each start as a fraction of 24 (hours of a nominal 24 h nakshatra); ×2.5 gives the
//   ghatis below, and its duration 1.6/24 is our 4/60.
// - teluguone.com, "నక్షత్ర త్యాజ మరియు అమృత కాల వివరములు" (toneastrology, catid=481):
//   the same 27 tyajya and 27 amrita ghatis, Mula with two tyajya values (20 and 56).
// - jyotishkishore.blogspot.com/2018/01/blog-post_17.html (Hindi, "विषघटी"): the same varjyam
//   ghatis (Dhanishta not listed), Mula 56 only.
// - wisdomlib.org, Radhakrishnan P., "Significance of the Moon in Ancient Civilizations", table
//   5.6 (Amrita ghatika per Prashnamarga, Visha ghatika): same, except the variants below.
//
// Known variants (the choice made here is the PyJHora / Telugu almanac reading):
// - Mula varjyam: 20 (wisdomlib table) or 56 (Hindi list); PyJHora and the Telugu table give
//   BOTH, i.e. Mula has two varjyam windows. Kept: both (so Mula yields two windows).
// - Ardra varjyam: 21 (PyJHora, Telugu, Hindi) or 11 (wisdomlib). Kept: 21.
// - Hasta varjyam: 21 (PyJHora, Telugu, Hindi) or 22 (wisdomlib). Kept: 21.
// - Anuradha amrit: 34 (PyJHora, Telugu) or 28 (wisdomlib). Kept: 34.

/// Varjyam starting ghatis; Mula (index 18) has two windows.
pub const VARJYAM_GHATIS: [&[f64]; 27] = [
    &[50.0],       // Ashwini
    &[24.0],       // Bharani
    &[30.0],       // Krittika
    &[40.0],       // Rohini
    &[14.0],       // Mrigashira
    &[21.0],       // Ardra (variant 11)
    &[30.0],       // Punarvasu
    &[20.0],       // Pushya
    &[32.0],       // Ashlesha
    &[30.0],       // Magha
    &[20.0],       // Purva Phalguni
    &[18.0],       // Uttara Phalguni
    &[21.0],       // Hasta (variant 22)
    &[20.0],       // Chitra
    &[14.0],       // Swati
    &[14.0],       // Vishakha
    &[10.0],       // Anuradha
    &[14.0],       // Jyeshtha
    &[20.0, 56.0], // Mula (texts give 20 or 56; both kept)
    &[24.0],       // Purva Ashadha
    &[20.0],       // Uttara Ashadha
    &[10.0],       // Shravana
    &[10.0],       // Dhanishta
    &[18.0],       // Shatabhisha
    &[16.0],       // Purva Bhadrapada
    &[24.0],       // Uttara Bhadrapada
    &[30.0],       // Revati
];

/// Amrit Kalam starting ghatis.
pub const AMRIT_GHATIS: [f64; 27] = [
    42.0, // Ashwini
    48.0, // Bharani
    54.0, // Krittika
    52.0, // Rohini
    38.0, // Mrigashira
    35.0, // Ardra
    54.0, // Punarvasu
    44.0, // Pushya
    56.0, // Ashlesha
    54.0, // Magha
    44.0, // Purva Phalguni
    42.0, // Uttara Phalguni
    45.0, // Hasta
    44.0, // Chitra
    38.0, // Swati
    38.0, // Vishakha
    34.0, // Anuradha (variant 28)
    38.0, // Jyeshtha
    44.0, // Mula
    48.0, // Purva Ashadha
    44.0, // Uttara Ashadha
    34.0, // Shravana
    34.0, // Dhanishta
    42.0, // Shatabhisha
    40.0, // Purva Bhadrapada
    48.0, // Uttara Bhadrapada
    54.0, // Revati
];

/// One window with the nakshatra it belongs to.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct NakshatraWindow {
    /// The nakshatra the window belongs to, with its start and end.
    pub nakshatra: SpanView,
    /// Starting ghati of the window out of the nakshatra's 60.
    pub ghati: f64,
    /// Start of the window, in the request's UTC offset.
    pub start: EventTime,
    /// End of the window (4 ghatis of the nakshatra later), in the request's UTC offset.
    pub end: EventTime,
}

/// The Varjyam or Amrit Kalam windows around the Vedic day.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct NakshatraWindows {
    /// `varjyam` or `amrit_kalam`.
    pub name: &'static str,
    /// `vedic_day` (sunrise to next sunrise) or `civil_day` (no sunrise at the place).
    pub day_basis: &'static str,
    /// The day the windows are collected for (sunrise to next sunrise, or the civil day).
    pub day: Interval,
    /// Every window that overlaps `day`, in time order; a window may begin before or end after
    /// it (it is shown whole, not clipped).
    pub windows: Vec<NakshatraWindow>,
    /// Length of each window in ghatis of its nakshatra (always 4 of 60).
    pub window_ghatis: f64,
}

/// `(start, end)` of the window beginning at `ghati` within `span`.
pub fn ghati_window(span: &Span, ghati: f64) -> (f64, f64) {
    let duration = span.end - span.start;
    let start = span.start + ghati / 60.0 * duration;
    (start, start + WINDOW_GHATIS / 60.0 * duration)
}

fn collect(day: &PanchangDay, name: &'static str, ghatis: impl Fn(usize) -> Vec<f64>) -> Result<NakshatraWindows> {
    let bounds = day.bounds();
    let offset = day.moment.offset_minutes;
    let mut windows = Vec::new();
    for span in day.spans(ElementKind::Nakshatra)? {
        for ghati in ghatis(span.number) {
            let (start, end) = ghati_window(&span, ghati);
            if end > bounds.start && start < bounds.end {
                windows.push(NakshatraWindow {
                    nakshatra: span.view(offset),
                    ghati,
                    start: EventTime::new(start, offset),
                    end: EventTime::new(end, offset),
                });
            }
        }
    }
    windows.sort_by(|a, b| a.start.jd_ut.total_cmp(&b.start.jd_ut));
    Ok(NakshatraWindows {
        name,
        day_basis: bounds.basis,
        day: Interval { start: EventTime::new(bounds.start, offset), end: EventTime::new(bounds.end, offset) },
        windows,
        window_ghatis: WINDOW_GHATIS,
    })
}

/// Varjyam windows overlapping the Vedic day of `day` (zero, one or more).
pub fn varjyam(day: &PanchangDay) -> Result<NakshatraWindows> {
    collect(day, "varjyam", |n| VARJYAM_GHATIS[n - 1].to_vec())
}

/// Amrit Kalam windows overlapping the Vedic day of `day`.
pub fn amrit_kalam(day: &PanchangDay) -> Result<NakshatraWindows> {
    collect(day, "amrit_kalam", |n| vec![AMRIT_GHATIS[n - 1]])
}
