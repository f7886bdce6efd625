//! Best-time scan: every transition that can change a muhurta score within a range, the
//! constant stretches between them, each scored, and the best ranked.
//!
//! Transitions (all exact, from the root finder):
//! - tithi, karana, nakshatra, yoga: `panchang::elements::spans_between`, the same spans the
//!   panchang endpoints report;
//! - sunrises (the vara changes at sunrise);
//! - lagna: the sidereal ascendant crossing each multiple of 30°. It moves ~360° per sidereal
//!   day, unevenly (signs of short and long ascension), so each crossing is found by Newton's
//!   method from the rate-predicted time, the rate being a finite difference of the ascendant
//!   over 8.6 s; a bracketed scan (5-minute steps) is the fallback;
//! - the Moon entering a sign (chandrabala and the Moon-from-lagna dosha), and for marriage the
//!   pada marks of Magha 1, Mula 1 and Revati 4; sign boundaries that are also nakshatra
//!   boundaries (0°, 120°, 240°) come from the nakshatra spans;
//! - sankrantis (the Sun's sign: the solar-month rule of marriage);
//! - Jupiter and Venus entering or leaving combustion.
//!
//! The lunar month changes at the new moon, which is a tithi boundary already. The stretch
//! between two consecutive transitions has one constant state; it is evaluated once (at its
//! midpoint, which no transition can reach) and kept if it is not excluded and lasts at least
//! `min_minutes`. Neighbouring stretches with equal scores are merged into one window (listed in
//! its `stretches`); a window's start and end are always transitions.

use super::evaluate::{evaluate, tithi_label, Assessment, Natal, Observed};
use super::periods::{flags_at, periods_between, Period};
use super::rules::PadaMarks;
use super::{conventions, pada_of, resolve_persons, scoring, sidereal_ascendant, sky_at, tables};
use super::{MuhurtaConventions, PersonInput, Purpose, Scoring};
use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::{position, Zodiac, JUPITER, MOON, SUN, VENUS};
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{next_sunrise, vedic_day, SunriseDefinition};
use crate::ephemeris::root::{newton_angle, next_angle_crossing, next_increasing_crossing, wrap180, TOLERANCE_DAYS};
use crate::ephemeris::time::Interval;
use crate::ephemeris::time::{check_supported, EventTime};
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::vedic::combustion::threshold;
use crate::vedic::gulika::local_weekday;
use crate::vedic::panchang::elements::{spans_between, Span};
use crate::vedic::panchang::month::{LunarMonth, MONTH_NAMES};
use crate::vedic::panchang::names::{karana_name, YOGA_NAMES};
use crate::vedic::panchang::sankranti::sankrantis_between;
use crate::vedic::panchang::ElementKind;
use crate::zodiac::nakshatra::PADA_SPAN;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::NAKSHATRAS;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Longest range scanned, in days.
pub const MAX_DAYS: f64 = 90.0;
/// Default and largest number of windows returned.
pub const DEFAULT_LIMIT: usize = 10;
/// Largest number of windows a scan may return.
pub const MAX_LIMIT: usize = 50;
/// Default shortest window returned, in minutes.
pub const DEFAULT_MIN_MINUTES: f64 = 30.0;
/// Beyond this latitude the ascendant can jump across signs; the scan is not offered there.
pub const MAX_LATITUDE: f64 = 66.0;

/// A request for the best windows for a purpose within a range of dates.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct BestTimeRequest {
    /// What the muhurta is for, e.g. `vivah`, `graha-pravesh`, `travel` or `panchaka-rahita`.
    pub purpose: Purpose,
    /// First instant scanned (the local midnight that begins the start date).
    pub start: Moment,
    /// End of the scan (the local midnight that ends the end date).
    pub end: Moment,
    /// The place of the event: latitude and longitude in degrees (north and east positive), at
    /// most 66° from the equator.
    pub place: Place,
    /// Ayanamsa slug for sidereal positions; Lahiri (Chitrapaksha) when absent.
    pub ayanamsa: Option<String>,
    /// How sunrise and sunset are defined (upper limb with refraction, or disc centre); upper limb by default.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
    /// Up to three persons whose birth Moon tarabala and chandrabala count from; none by default.
    #[serde(default)]
    pub persons: Vec<PersonInput>,
    /// Shortest window returned, in minutes, 0 to 1440; 30 when absent.
    pub min_minutes: Option<f64>,
    /// Number of windows returned, best first, 1 to 50; 10 when absent.
    pub limit: Option<usize>,
    /// Direction of the journey (travel only): disha shool and the southward panchaka read it.
    #[serde(default)]
    pub direction: Option<super::Direction>,
}

/// A kind of moment at which the muhurta score can change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Transition {
    /// The start of the scanned range.
    RangeStart,
    /// The end of the scanned range.
    RangeEnd,
    /// A tithi ends and the next begins.
    Tithi,
    /// A karana ends and the next begins.
    Karana,
    /// The Moon enters a new nakshatra.
    Nakshatra,
    /// A yoga ends and the next begins.
    Yoga,
    /// Sunrise: the vara (Vedic weekday) changes.
    Sunrise,
    /// The sidereal ascendant enters a new sign.
    Lagna,
    /// The Moon enters a new sidereal sign.
    MoonSign,
    /// The Moon enters a nakshatra pada the purpose reads (marriage: Magha 1, Mula 1, Revati 4; naming: every pada).
    MoonPada,
    /// A sankranti: the Sun enters a new sidereal sign.
    Sankranti,
    /// Jupiter or Venus enters or leaves combustion.
    Combustion,
    /// Start or end of an avoided period of the day (`periods::PERIODS`).
    Period,
}

impl Transition {
    /// The transition as windows name it, e.g. `tithi`, `moon_sign` or `avoided_period`.
    pub fn slug(&self) -> &'static str {
        match self {
            Transition::RangeStart => "range_start",
            Transition::RangeEnd => "range_end",
            Transition::Tithi => "tithi",
            Transition::Karana => "karana",
            Transition::Nakshatra => "nakshatra",
            Transition::Yoga => "yoga",
            Transition::Sunrise => "sunrise",
            Transition::Lagna => "lagna",
            Transition::MoonSign => "moon_sign",
            Transition::MoonPada => "moon_pada",
            Transition::Sankranti => "sankranti",
            Transition::Combustion => "combustion",
            Transition::Period => "avoided_period",
        }
    }
}

/// What was in force during a window.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WindowElements {
    /// Tithi with its paksha, e.g. `Shukla Dwitiya`.
    pub tithi: String,
    /// Nakshatra and pada of the Moon, e.g. `Rohini pada 2`.
    pub nakshatra: String,
    /// Yoga, e.g. `Siddhi`.
    pub yoga: &'static str,
    /// Karana, e.g. `Bava`.
    pub karana: &'static str,
    /// Vara (weekday of the Vedic day), e.g. `Monday`.
    pub vara: &'static str,
    /// Sign of the sidereal ascendant, e.g. `Gemini`.
    pub lagna: crate::zodiac::Sign,
    /// Sidereal sign of the Moon, e.g. `Taurus`.
    pub moon_sign: crate::zodiac::Sign,
    /// Sidereal sign of the Sun, e.g. `Aries`.
    pub sun_sign: crate::zodiac::Sign,
    /// Amanta lunar month, with `Adhika ` or `Kshaya ` before the name when it is one.
    pub lunar_month: String,
}

/// One window of constant score, not excluded by any classical rule or avoided period.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Window {
    /// Rank among the windows returned: 1 = best (highest score, then longest, then earliest).
    pub rank: usize,
    /// Start of the window, in the UTC offset of the range start.
    pub start: EventTime,
    /// End of the window, in the UTC offset of the range start.
    pub end: EventTime,
    /// Length of the window in minutes, to one decimal.
    pub duration_minutes: f64,
    /// Composite score 0–100 of the window, one decimal.
    pub score: f64,
    /// `auspicious` (≥ 75), `acceptable` (≥ 50) or `inauspicious`; excluded windows are never returned.
    pub verdict: &'static str,
    /// Sum of the factors' points (value × weight).
    pub points: f64,
    /// Sum of the weights of the factors present: 10 without persons, 14 with.
    pub max_points: f64,
    /// The transitions that open and close the window.
    pub starts_at: Vec<&'static str>,
    /// The transitions that close the window, e.g. `lagna` or `range_end`.
    pub ends_at: Vec<&'static str>,
    /// Constant stretches merged into the window (neighbours of equal score).
    pub stretches: usize,
    /// Transitions inside the window that left its score unchanged.
    pub changes_within: Vec<WindowChange>,
    /// Every nakshatra pada the window spans (one for a naming window).
    pub padas: Vec<String>,
    /// What was in force at the start of the window.
    pub elements: WindowElements,
    /// One line per factor: signed points, factor, element and why.
    pub reasons: Vec<String>,
}

/// What the scan saw in the range: counts of stretches and windows, excluded time and transitions.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ScanStats {
    /// Number of constant stretches in the range.
    pub stretches: usize,
    /// Windows (runs of neighbouring eligible stretches of equal score) shorter than `min_minutes`.
    pub too_short: usize,
    /// Stretches at least `min_minutes` long excluded by a classical rule or an avoided period.
    pub excluded: usize,
    /// Windows at least `min_minutes` long, scored and ranked.
    pub eligible: usize,
    /// Minutes of the range under each exclusion rule (stretches of any length).
    pub excluded_minutes_by_rule: BTreeMap<&'static str, f64>,
    /// Transitions found in the range, by kind.
    pub transitions: BTreeMap<&'static str, usize>,
}

/// The best windows for a purpose within a range, ranked, with what the scan saw.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BestTime {
    /// The purpose scanned for, e.g. `vivah`, `graha-pravesh` or `travel`.
    pub purpose: &'static str,
    /// The range scanned, in the UTC offset of its start.
    pub range: Interval,
    /// Shortest window returned, in minutes.
    pub min_minutes: f64,
    /// Largest number of windows returned.
    pub limit: usize,
    /// The best windows, ranked (at most `limit`; may be empty).
    pub windows: Vec<Window>,
    /// Counts of stretches, windows and transitions seen, and minutes excluded by each rule.
    pub scanned: ScanStats,
    /// The persons' birth Moons, as tarabala and chandrabala used them.
    pub persons: Vec<Natal>,
    /// How the score and verdict are computed, with the weights.
    pub scoring: Scoring,
    /// The texts and pages the purpose's tables are taken from.
    pub sources: &'static [&'static str],
    /// The conventions the answer was computed with.
    pub conventions: MuhurtaConventions,
}

/// Sidereal ascendant with its rate (degrees per day) from a forward difference.
fn ascendant_with_rate(t: f64, place: Place, ayanamsa: Ayanamsa) -> Result<(f64, f64)> {
    const H: f64 = 1e-4;
    let a = sidereal_ascendant(t, place, ayanamsa)?;
    let b = sidereal_ascendant(t + H, place, ayanamsa)?;
    Ok((a, wrap180(b - a) / H))
}

/// Every time in `(start, end)` the sidereal ascendant enters a new sign.
pub fn lagna_crossings(start: f64, end: f64, place: Place, ayanamsa: Ayanamsa) -> Result<Vec<f64>> {
    let mut out = Vec::with_capacity(((end - start) * 12.5) as usize + 2);
    let (a0, mut rate) = ascendant_with_rate(start, place, ayanamsa)?;
    let mut sign = sign_index(a0);
    let mut t = start;
    let mut a = a0;
    loop {
        let target = ((sign + 1) % 12) as f64 * 30.0;
        let ahead = (target - a).rem_euclid(360.0);
        let mut guess = t + ahead / rate.max(1.0);
        let mut found = None;
        for _ in 0..12 {
            let (value, r) = ascendant_with_rate(guess, place, ayanamsa)?;
            if r.is_nan() || r <= 0.0 {
                break;
            }
            rate = r;
            let step = wrap180(value - target) / r;
            guess -= step;
            if step.abs() < TOLERANCE_DAYS {
                found = Some(guess);
                break;
            }
        }
        let root = match found {
            // Uniqueness: the ascendant increases, so the first crossing after `t` is the one.
            Some(x) if x > t && x - t < 0.5 => x,
            _ => next_angle_crossing(
                |x| ascendant_with_rate(x, place, ayanamsa),
                target,
                t + 1e-7,
                t + 1.1,
                1.0 / 288.0,
            )?
            .ok_or_else(|| Error::Ephemeris(format!("no ascendant crossing of {target}° after JD {t}")))?,
        };
        if root >= end {
            return Ok(out);
        }
        out.push(root);
        t = root;
        a = target;
        sign = (sign + 1) % 12;
    }
}

fn moon_sidereal(t: f64, ayanamsa: Ayanamsa) -> Result<(f64, f64)> {
    let p = position(t, MOON, Zodiac::Sidereal(ayanamsa))?;
    Ok((p.longitude, p.speed_longitude))
}

/// Every time in `(start, end)` the sidereal Moon reaches one of `targets` (degrees).
pub fn moon_crossings(
    start: f64,
    end: f64,
    targets: &[(f64, Transition)],
    ayanamsa: Ayanamsa,
) -> Result<Vec<(f64, Transition)>> {
    let mut out = Vec::new();
    if targets.is_empty() {
        return Ok(out);
    }
    let mut t = start;
    loop {
        let (lon, speed) = moon_sidereal(t, ayanamsa)?;
        // The next target ahead of the Moon (cyclically).
        let &(target, kind) = targets
            .iter()
            .min_by(|x, y| {
                let dx = (x.0 - lon).rem_euclid(360.0);
                let dy = (y.0 - lon).rem_euclid(360.0);
                let dx = if dx < 1e-9 { 360.0 } else { dx };
                let dy = if dy < 1e-9 { 360.0 } else { dy };
                dx.total_cmp(&dy)
            })
            .expect("non-empty");
        let ahead = (target - lon).rem_euclid(360.0).max(1e-9);
        // The Moon never moves slower than ~11.7° a day.
        let reach = ahead / 11.0 + 0.5;
        let root = match newton_angle(|x| moon_sidereal(x, ayanamsa), target, t + ahead / speed)? {
            Some(x) if x > t && x - t < reach => x,
            _ => next_increasing_crossing(|x| moon_sidereal(x, ayanamsa), target, t + 1e-7, t + reach, 0.25)?
                .ok_or_else(|| Error::Ephemeris(format!("no Moon crossing of {target}° after JD {t}")))?,
        };
        if root >= end {
            return Ok(out);
        }
        out.push((root, kind));
        t = root + 1e-7;
    }
}

fn elongation_of(body: crate::ephemeris::Body, t: f64) -> Result<(f64, f64)> {
    let p = position(t, body, Zodiac::Tropical)?;
    let s = position(t, SUN, Zodiac::Tropical)?;
    Ok((wrap180(p.longitude - s.longitude), p.speed_longitude - s.speed_longitude))
}

fn is_combust(body: crate::ephemeris::Body, t: f64) -> Result<bool> {
    let p = position(t, body, Zodiac::Tropical)?;
    let (e, _) = elongation_of(body, t)?;
    Ok(e.abs() < Graha::of_body(body).and_then(|g| threshold(g, p.retrograde())).unwrap_or(0.0))
}

/// Times in `(start, end)` at which Jupiter or Venus enters or leaves combustion.
pub fn combustion_flips(start: f64, end: f64) -> Result<Vec<f64>> {
    let mut out = Vec::new();
    for (body, limits) in [(JUPITER, &[11.0][..]), (VENUS, &[10.0, 8.0][..])] {
        for &limit in limits {
            for target in [limit, -limit] {
                let mut t = start;
                while let Some(c) = next_angle_crossing(|x| elongation_of(body, x), target, t, end, 2.0)? {
                    if c > start && c < end && is_combust(body, c - 1e-5)? != is_combust(body, c + 1e-5)? {
                        out.push(c);
                    }
                    t = c + 1e-3;
                    if t >= end {
                        break;
                    }
                }
            }
        }
    }
    Ok(out)
}

fn locate(spans: &[Span], cursor: &mut usize, t: f64) -> Span {
    while *cursor + 1 < spans.len() && spans[*cursor].end <= t {
        *cursor += 1;
    }
    spans[*cursor]
}

/// The checked parameters of a scan.
struct Scan {
    place: Place,
    ayanamsa: Ayanamsa,
    start: f64,
    end: f64,
    /// UTC offset of the answer (the range start's), minutes.
    off: i32,
    min_minutes: f64,
    limit: usize,
    /// Direction of the journey (travel only).
    direction: Option<super::Direction>,
}

/// Every moment in the range where something the score reads can change, with the day and month
/// data the stretches between them need.
struct Timeline {
    /// Range start, every transition (coincident ones merged, with all their kinds), range end.
    edges: Vec<(f64, Vec<&'static str>)>,
    /// Tithi, karana, nakshatra and yoga spans over the range.
    spans: Vec<Vec<Span>>,
    sunrises: Vec<f64>,
    months: Vec<LunarMonth>,
    transitions: BTreeMap<&'static str, usize>,
    /// The avoided periods of the days of the range.
    periods: Vec<Period>,
}

fn checked_scan(req: &BestTimeRequest) -> Result<Scan> {
    let place = Place::checked(req.place.lat, req.place.lon)?;
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let (start, end) = (req.start.jd_ut, req.end.jd_ut);
    let off = req.start.offset_minutes;
    check_supported(start)?;
    check_supported(end)?;
    if end.is_nan() || start.is_nan() || end <= start {
        return Err(Error::invalid("end", "must be on or after start"));
    }
    // One hour of slack for a daylight-saving change inside the range.
    if end - start > MAX_DAYS + 1.0 / 24.0 + 1e-9 {
        return Err(Error::invalid("end", format!("the range may span at most {MAX_DAYS} days")));
    }
    let min_minutes = req.min_minutes.unwrap_or(DEFAULT_MIN_MINUTES);
    if !(0.0..=1440.0).contains(&min_minutes) {
        return Err(Error::invalid("min_minutes", "must be from 0 to 1440"));
    }
    let limit = req.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(Error::invalid("limit", format!("must be from 1 to {MAX_LIMIT}")));
    }
    if place.lat.abs() > MAX_LATITUDE {
        return Err(Error::Unsupported(format!(
            "best-time scans need a steadily rising ascendant and daily sunrises; not offered beyond {MAX_LATITUDE}° of latitude"
        )));
    }
    let direction = super::checked_direction(req.purpose, req.direction)?;
    Ok(Scan { place, ayanamsa, start, end, off, min_minutes, limit, direction })
}

/// Every transition of the range (unsorted), the element spans and the sunrises found on the way.
struct Marks {
    marks: Vec<(f64, Transition)>,
    spans: Vec<Vec<Span>>,
    sunrises: Vec<f64>,
    periods: Vec<Period>,
}

/// The Moon longitudes bounding the pada riders of a purpose's row that are not nakshatra or
/// sign boundaries (marriage: the end of Magha 1 and Mula 1, the start of Revati 4).
fn pada_rider_marks(purpose: Purpose) -> Vec<(f64, Transition)> {
    let mut out: Vec<(f64, Transition)> = Vec::new();
    for &(n, p, _, _) in super::rows::rules(purpose).padas {
        let k = (n - 1) * 4 + (p - 1);
        for edge in [k, k + 1] {
            let lon = (edge % 108) as f64 * PADA_SPAN;
            let on_other_mark = edge % 4 == 0 || edge % 9 == 0;
            if !on_other_mark && !out.iter().any(|(x, _)| (x - lon).abs() < 1e-9) {
                out.push((lon, Transition::MoonPada));
            }
        }
    }
    out
}

fn transition_marks(req: &BestTimeRequest, s: &Scan) -> Result<Marks> {
    let (place, ayanamsa, start, end) = (s.place, s.ayanamsa, s.start, s.end);
    let mut marks: Vec<(f64, Transition)> = Vec::new();
    let kinds = [
        (ElementKind::Tithi, Transition::Tithi),
        (ElementKind::Karana, Transition::Karana),
        (ElementKind::Nakshatra, Transition::Nakshatra),
        (ElementKind::Yoga, Transition::Yoga),
    ];
    let mut spans: Vec<Vec<Span>> = Vec::with_capacity(4);
    for (kind, tr) in kinds {
        let s = spans_between(kind, start, end, ayanamsa)?;
        marks.extend(s.iter().skip(1).filter(|x| x.start < end).map(|x| (x.start, tr)));
        spans.push(s);
    }
    let polar = || Error::Unsupported("the Sun does not rise on some day of the range at this latitude".into());
    let first_day = vedic_day(start, place.lat, place.lon, req.sunrise)?.ok_or_else(polar)?;
    let mut sunrises = vec![first_day.sunrise];
    loop {
        let last = *sunrises.last().expect("non-empty");
        let next = next_sunrise(last + 0.01, place.lat, place.lon, req.sunrise)?.ok_or_else(polar)?;
        if next >= end {
            break;
        }
        sunrises.push(next);
        marks.push((next, Transition::Sunrise));
    }
    marks.extend(lagna_crossings(start, end, place, ayanamsa)?.into_iter().map(|t| (t, Transition::Lagna)));
    // Sign boundaries at multiples of 120° coincide with nakshatra boundaries: those come from
    // the spans above, so that the two searches cannot leave a sliver between them.
    let mut moon_targets: Vec<(f64, Transition)> =
        (0..12).filter(|k| k % 4 != 0).map(|k| (k as f64 * 30.0, Transition::MoonSign)).collect();
    match super::rows::rules(req.purpose).pada_marks {
        // The pada riders of the row (marriage: Magha 1, Mula 1, Revati 4): their first edges
        // are nakshatra boundaries already; their other edges are marked here.
        PadaMarks::Ruled => moon_targets.extend(pada_rider_marks(req.purpose)),
        // The pada gives the name's first syllable: every pada change ends a naming window.
        // Pada boundaries that are also nakshatra (k % 4) or sign (k % 9) boundaries come from
        // those searches already.
        PadaMarks::Every => moon_targets.extend(
            (1..108).filter(|k| k % 4 != 0 && k % 9 != 0).map(|k| (k as f64 * PADA_SPAN, Transition::MoonPada)),
        ),
        PadaMarks::None => {}
    }
    marks.extend(moon_crossings(start, end, &moon_targets, ayanamsa)?);
    marks.extend(
        sankrantis_between(start, end, ayanamsa)?
            .into_iter()
            .filter(|i| i.jd_ut > start)
            .map(|i| (i.jd_ut, Transition::Sankranti)),
    );
    marks.extend(combustion_flips(start, end)?.into_iter().map(|t| (t, Transition::Combustion)));
    let periods = periods_between(&sunrises, &spans[2], place, req.sunrise, s.off, (start, end))?;
    marks.extend(periods.iter().flat_map(|p| [(p.start, Transition::Period), (p.end, Transition::Period)]));
    marks.retain(|(t, _)| *t > start && *t < end);
    marks.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));

    Ok(Marks { marks, spans, sunrises, periods })
}

fn timeline(req: &BestTimeRequest, s: &Scan) -> Result<Timeline> {
    let (ayanamsa, start, end) = (s.ayanamsa, s.start, s.end);
    let Marks { marks, spans, sunrises, periods } = transition_marks(req, s)?;
    let mut transitions: BTreeMap<&'static str, usize> = BTreeMap::new();
    for (_, k) in &marks {
        *transitions.entry(k.slug()).or_default() += 1;
    }
    // Coincident marks (a tithi end is also a karana end) become one edge with every kind.
    let mut edges: Vec<(f64, Vec<&'static str>)> = vec![(start, vec![Transition::RangeStart.slug()])];
    for (t, k) in marks {
        let last = edges.last_mut().expect("non-empty");
        if t - last.0 < 1e-7 {
            if !last.1.contains(&k.slug()) {
                last.1.push(k.slug());
            }
        } else {
            edges.push((t, vec![k.slug()]));
        }
    }
    edges.push((end, vec![Transition::RangeEnd.slug()]));

    let mut months = vec![LunarMonth::at(start, ayanamsa)?];
    while months.last().expect("non-empty").end < end {
        let next = months.last().expect("non-empty").next(ayanamsa)?;
        months.push(next);
    }
    Ok(Timeline { edges, spans, sunrises, months, transitions, periods })
}

/// Walks the stretches between consecutive transitions, in order, keeping the cursors into the
/// element spans, the sunrises and the months.
struct Cursors {
    elements: [usize; 4],
    sunrise: usize,
    month: usize,
}

impl Cursors {
    /// The elements, the Vedic day's sunrise and the lunar month in force at `m`.
    fn at(&mut self, t: &Timeline, m: f64) -> ([Span; 4], f64, LunarMonth) {
        let e: [Span; 4] = std::array::from_fn(|i| locate(&t.spans[i], &mut self.elements[i], m));
        while self.sunrise + 1 < t.sunrises.len() && t.sunrises[self.sunrise + 1] <= m {
            self.sunrise += 1;
        }
        while self.month + 1 < t.months.len() && t.months[self.month].end <= m {
            self.month += 1;
        }
        (e, t.sunrises[self.sunrise], t.months[self.month])
    }
}

/// What the score reads at the middle of a stretch.
fn observed_at(
    s: &Scan,
    t: &Timeline,
    m: f64,
    elements: &[Span; 4],
    sunrise: f64,
    month: LunarMonth,
) -> Result<Observed> {
    let [tithi, karana, nakshatra, yoga] = elements;
    let sky = sky_at(m, s.place, s.ayanamsa)?;
    Ok(Observed {
        tithi: tithi.number,
        karana: karana.number,
        nakshatra: nakshatra.number,
        pada: pada_of(sky.moon_longitude),
        yoga: yoga.number,
        weekday: local_weekday(sunrise, s.off),
        moon_sign: sign_index(sky.moon_longitude),
        lagna_sign: sky.lagna_sign,
        sun_sign: sky.sun_sign,
        month: month.index(),
        adhika: month.is_adhika(),
        kshaya: month.is_kshaya(),
        jupiter_combust: sky.jupiter_combust,
        venus_combust: sky.venus_combust,
        periods: flags_at(&t.periods, m),
        direction: s.direction,
    })
}

/// One stretch between consecutive transitions, scored.
struct Scored {
    a: f64,
    b: f64,
    observed: Observed,
    month: LunarMonth,
    assessment: Assessment,
}

/// Every stretch of the range scored, with the exclusion statistics.
fn score_stretches(
    req: &BestTimeRequest,
    s: &Scan,
    t: &Timeline,
    persons: &[Natal],
    stats: &mut ScanStats,
) -> Result<Vec<Scored>> {
    let mut cursors = Cursors { elements: [0; 4], sunrise: 0, month: 0 };
    let mut scored = Vec::with_capacity(t.edges.len());
    for pair in t.edges.windows(2) {
        let (a, b) = (pair[0].0, pair[1].0);
        let minutes = (b - a) * 1440.0;
        let m = 0.5 * (a + b);
        let (elements, sunrise, month) = cursors.at(t, m);
        let observed = observed_at(s, t, m, &elements, sunrise, month)?;
        let assessment = evaluate(req.purpose, &observed, persons);
        for e in assessment.exclusions.iter().filter(|e| e.applies) {
            *stats.excluded_minutes_by_rule.entry(e.rule).or_default() += minutes;
        }
        if assessment.excluded && minutes >= s.min_minutes {
            stats.excluded += 1;
        }
        scored.push(Scored { a, b, observed, month, assessment });
    }
    Ok(scored)
}

/// Whether the next stretch continues the window: eligible, with the same score, and for a
/// naming in the same nakshatra pada (the pada gives the name's first syllable).
fn continues(purpose: Purpose, x: &Scored, y: &Scored) -> bool {
    let same_pada = (x.observed.nakshatra, x.observed.pada) == (y.observed.nakshatra, y.observed.pada);
    let per_pada = super::rows::rules(purpose).pada_marks == PadaMarks::Every;
    !y.assessment.excluded && x.assessment.score == y.assessment.score && (!per_pada || same_pada)
}

/// The windows (unranked) and what the scan saw: runs of neighbouring eligible stretches with the
/// same score are one window, kept when at least `min_minutes` long.
fn stretches(req: &BestTimeRequest, s: &Scan, t: Timeline, persons: &[Natal]) -> Result<(Vec<Window>, ScanStats)> {
    let mut stats = ScanStats {
        stretches: t.edges.len() - 1,
        too_short: 0,
        excluded: 0,
        eligible: 0,
        excluded_minutes_by_rule: BTreeMap::new(),
        transitions: t.transitions.clone(),
    };
    let scored = score_stretches(req, s, &t, persons, &mut stats)?;
    let mut candidates: Vec<Window> = Vec::new();
    let mut i = 0;
    while i < scored.len() {
        if scored[i].assessment.excluded {
            i += 1;
            continue;
        }
        let mut j = i;
        while j + 1 < scored.len() && continues(req.purpose, &scored[j], &scored[j + 1]) {
            j += 1;
        }
        if (scored[j].b - scored[i].a) * 1440.0 < s.min_minutes {
            stats.too_short += 1;
        } else {
            stats.eligible += 1;
            candidates.push(window(s, &t.edges[i..=j + 1], &scored[i..=j])?);
        }
        i = j + 1;
    }
    for minutes in stats.excluded_minutes_by_rule.values_mut() {
        *minutes = (*minutes * 10.0).round() / 10.0;
    }
    Ok((candidates, stats))
}

/// A transition inside a window that did not change its score.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WindowChange {
    /// When the transition happened, in the UTC offset of the range start.
    pub at: EventTime,
    /// The kinds of transition at that moment, e.g. `["karana"]` or `["tithi", "karana"]`.
    pub kinds: Vec<&'static str>,
}

/// Every nakshatra pada the Moon passes through from `a` to `b`, in order ("Rohini pada 2"). The
/// Moon only moves forward, so these are the padas from the one at `a` to the one at `b`.
fn padas_between(a: f64, b: f64, ayanamsa: Ayanamsa) -> Result<Vec<String>> {
    let pada_index = |t: f64| -> Result<usize> { Ok((moon_sidereal(t, ayanamsa)?.0 / PADA_SPAN) as usize % 108) };
    let (first, last) = (pada_index(a + 1e-6)?, pada_index(b - 1e-6)?);
    let count = (last + 108 - first) % 108 + 1;
    Ok((0..count)
        .map(|k| {
            let i = (first + k) % 108;
            format!("{} pada {}", NAKSHATRAS[i / 4], i % 4 + 1)
        })
        .collect())
}

/// One window from a run of stretches (`edges` are the run's edges, one more than stretches);
/// the elements and reasons are those at its start.
fn window(s: &Scan, edges: &[(f64, Vec<&'static str>)], run: &[Scored]) -> Result<Window> {
    let (first, last) = (&run[0], &run[run.len() - 1]);
    let (observed, month, assessment) = (&first.observed, first.month, &first.assessment);
    let (a, b) = (first.a, last.b);
    let minutes = (b - a) * 1440.0;
    let off = s.off;
    let month_name = format!(
        "{}{}",
        if month.is_adhika() {
            "Adhika "
        } else if month.is_kshaya() {
            "Kshaya "
        } else {
            ""
        },
        MONTH_NAMES[month.index()]
    );
    Ok(Window {
        rank: 0,
        start: EventTime::new(a, off),
        end: EventTime::new(b, off),
        duration_minutes: (minutes * 10.0).round() / 10.0,
        score: assessment.score,
        verdict: assessment.verdict,
        points: assessment.points,
        max_points: assessment.max_points,
        starts_at: edges[0].1.clone(),
        ends_at: edges[edges.len() - 1].1.clone(),
        stretches: run.len(),
        changes_within: edges[1..edges.len() - 1]
            .iter()
            .map(|(t, kinds)| WindowChange { at: EventTime::new(*t, off), kinds: kinds.clone() })
            .collect(),
        padas: padas_between(a, b, s.ayanamsa)?,
        elements: WindowElements {
            tithi: tithi_label(observed.tithi),
            nakshatra: format!("{} pada {}", NAKSHATRAS[observed.nakshatra - 1], observed.pada),
            yoga: YOGA_NAMES[observed.yoga - 1],
            karana: karana_name(observed.karana),
            vara: tables::WEEKDAY_NAMES[observed.weekday],
            lagna: crate::zodiac::Sign::from_index(observed.lagna_sign),
            moon_sign: crate::zodiac::Sign::from_index(observed.moon_sign),
            sun_sign: crate::zodiac::Sign::from_index(observed.sun_sign),
            lunar_month: month_name,
        },
        reasons: assessment
            .factors
            .iter()
            .map(|f| format!("{:+} {} {}: {}", f.points, f.factor, f.element, f.explanation))
            .collect(),
    })
}

/// Scans a range of up to 90 days for the best windows for a purpose, ranked by score, then length, then start.
pub fn best_time(req: &BestTimeRequest) -> Result<BestTime> {
    let s = checked_scan(req)?;
    let persons = resolve_persons(&req.persons, s.ayanamsa)?;
    let t = timeline(req, &s)?;
    let (mut candidates, stats) = stretches(req, &s, t, &persons)?;
    candidates.sort_by(|x, y| {
        y.score
            .total_cmp(&x.score)
            .then(y.duration_minutes.total_cmp(&x.duration_minutes))
            .then(x.start.jd_ut.total_cmp(&y.start.jd_ut))
    });
    candidates.truncate(s.limit);
    for (i, w) in candidates.iter_mut().enumerate() {
        w.rank = i + 1;
    }
    Ok(BestTime {
        purpose: req.purpose.slug(),
        range: Interval { start: EventTime::new(s.start, s.off), end: EventTime::new(s.end, s.off) },
        min_minutes: s.min_minutes,
        limit: s.limit,
        windows: candidates,
        scanned: stats,
        persons,
        scoring: scoring(),
        sources: tables::sources(req.purpose),
        conventions: conventions(s.ayanamsa, req.sunrise),
    })
}
