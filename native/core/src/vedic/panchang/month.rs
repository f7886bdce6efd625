//! The Hindu lunisolar month at a moment: amanta and purnimanta names, adhika (leap) and kshaya
//! (lost) months, the Vikram and Shaka years, the samvatsara and the ritu.
//!
//! Rules (the "drik" rules with true new moons and the true sidereal Sun):
//! - An amanta month runs from new moon to new moon (the instants the Moon's elongation from the
//!   Sun crosses 0°). It is named by the sign the sidereal Sun occupies at the new moon that
//!   begins it, plus one: Sun in Meena at that new moon gives Chaitra, in Mesha Vaishakha, and so
//!   on. Equivalently a month is named after the sankranti it contains (the month in which the
//!   Sun enters Mesha is Chaitra). This is Reingold & Dershowitz, *Calendrical Calculations*,
//!   ch. "Modern Hindu Calendars" (`hindu-lunar-from-fixed`: month = amod(zodiac(last new
//!   moon) + 1, 12)), and PyJHora `drik.lunar_month` (same rule).
//! - Adhika: no sankranti between the bounding new moons (the Sun is in the same sign at both).
//!   The leap month takes the name of the month that follows it, which is the nija ("true")
//!   month of that name. Kshaya: two sankrantis in one month (the Sun two signs on at its end);
//!   the month is named by the first rule, and the name of the following sign is skipped. Both
//!   flags come from the signs at the new moons; the sankrantis inside the month are listed too.
//! - Purnimanta months run from full moon to full moon and end at the full moon that ends the
//!   amanta month of the same name: in Shukla paksha the names agree, in Krishna paksha the
//!   purnimanta month is the next amanta month. An adhika month is the same new-moon-to-new-moon
//!   span in both systems (as Indian almanacs print it), so the purnimanta nija month around it
//!   is split: its Krishna half ends at the new moon that begins the adhika month and its Shukla
//!   half starts at the one that ends it. `start`/`end` are the contiguous span that holds the
//!   moment.
//! - The month is reckoned at the request moment itself, not at sunrise: before the new moon on
//!   an Amavasya day the old month still runs.
//! - Vikram Samvat (north-Indian amanta convention): the year begins with the amanta month
//!   Chaitra (Chaitra Shukla Pratipada; an adhika Chaitra, when it occurs, opens the year, as in
//!   Calendrical Calculations). Vikram = Gregorian year of that Chaitra + 57; Shaka = Vikram − 135.
//!   (Gujarat counts Vikram years from Kartika instead; not modelled.)
//! - Samvatsara: the 60-year cycle as south-Indian lunisolar calendars count it (the year named
//!   at Ugadi, i.e. with the same Chaitra start): index = (Shaka + 11) mod 60, Prabhava = 0, so
//!   Shaka 1946 (2024–25) is Krodhi. North-Indian almanacs name the Vikram year from Jupiter's
//!   mean motion (Barhaspatya cycle), which differs and is not given here.
//! - Ritu: `lunar` pairs the amanta months (Chaitra–Vaishakha Vasanta, Jyeshtha–Ashadha
//!   Grishma, …; PyJHora `drik.ritu`); `solar` ("drik ritu") pairs the Sun's tropical signs
//!   (Vasanta while the tropical Sun is in Pisces or Aries, i.e. 330°–30°, starting ~19 Feb;
//!   Grishma 30°–90°, …), as drikpanchang.com prints the six ritus.

use super::day::PanchangDay;
use super::memo::position;
use super::newton::crossing_near;
use super::sankranti::{sankrantis_between, sun_sidereal, SankrantiEvent, SignRef};
use crate::ephemeris::bodies::{Zodiac, MOON, SUN};
use crate::ephemeris::time::{calendar_from_jd, EventTime};
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::zodiac::sign::sign_index;
use chrono::Datelike;
use serde::Serialize;

/// Month names, index 0 = Chaitra.
pub const MONTH_NAMES: [&str; 12] = [
    "Chaitra",
    "Vaishakha",
    "Jyeshtha",
    "Ashadha",
    "Shravana",
    "Bhadrapada",
    "Ashwin",
    "Kartika",
    "Margashirsha",
    "Pausha",
    "Magha",
    "Phalguna",
];

/// The six ritus (seasons), index 0 = Vasanta (spring).
pub const RITU_NAMES: [&str; 6] = ["Vasanta", "Grishma", "Varsha", "Sharad", "Hemanta", "Shishira"];

/// The 60 samvatsaras, index 0 = Prabhava.
pub const SAMVATSARA_NAMES: [&str; 60] = [
    "Prabhava",
    "Vibhava",
    "Shukla",
    "Pramoda",
    "Prajapati",
    "Angirasa",
    "Shrimukha",
    "Bhava",
    "Yuva",
    "Dhatri",
    "Ishvara",
    "Bahudhanya",
    "Pramathi",
    "Vikrama",
    "Vrisha",
    "Chitrabhanu",
    "Svabhanu",
    "Tarana",
    "Parthiva",
    "Vyaya",
    "Sarvajit",
    "Sarvadhari",
    "Virodhi",
    "Vikriti",
    "Khara",
    "Nandana",
    "Vijaya",
    "Jaya",
    "Manmatha",
    "Durmukhi",
    "Hevilambi",
    "Vilambi",
    "Vikari",
    "Sharvari",
    "Plava",
    "Shubhakrit",
    "Shobhakrit",
    "Krodhi",
    "Vishvavasu",
    "Parabhava",
    "Plavanga",
    "Kilaka",
    "Saumya",
    "Sadharana",
    "Virodhikrit",
    "Paridhavi",
    "Pramadi",
    "Ananda",
    "Rakshasa",
    "Nala",
    "Pingala",
    "Kalayukta",
    "Siddharthi",
    "Raudra",
    "Durmati",
    "Dundubhi",
    "Rudhirodgari",
    "Raktakshi",
    "Krodhana",
    "Akshaya",
];

/// Scan step for new and full moons: the elongation moves 10–15° per day.
const PHASE_STEP: f64 = 1.0;
/// Mean elongation rate, degrees per day (360° / 29.530589 d).
const MEAN_ELONGATION_RATE: f64 = 360.0 / 29.530_589;
/// True phases stray from the mean-rate estimate by well under a day; 2.5 days of margin keeps
/// exactly one crossing of the target inside each search window.
const PHASE_MARGIN: f64 = 2.5;

/// The Moon's elongation from the Sun (degrees in [0, 360)) and its rate.
pub fn elongation(jd_ut: f64) -> Result<(f64, f64)> {
    let sun = position(jd_ut, SUN, Zodiac::Tropical)?;
    let moon = position(jd_ut, MOON, Zodiac::Tropical)?;
    Ok(((moon.longitude - sun.longitude).rem_euclid(360.0), moon.speed_longitude - sun.speed_longitude))
}

/// The crossing of `target` by the elongation in `[from, to]` (which holds exactly one):
/// Newton from `guess`, the scan when Newton leaves the window.
fn phase_near(target: f64, guess: f64, from: f64, to: f64) -> Result<f64> {
    crossing_near(elongation, target, guess, from, to, PHASE_STEP)?
        .ok_or_else(|| Error::Ephemeris(format!("no elongation {target}° between JD {from} and {to}")))
}

/// The last moment at or before `jd_ut` at which the elongation equals `target` (0 = new moon,
/// 180 = full moon).
pub fn phase_before(jd_ut: f64, target: f64) -> Result<f64> {
    let (e, _) = elongation(jd_ut)?;
    let since = (e - target).rem_euclid(360.0) / MEAN_ELONGATION_RATE;
    phase_near(target, jd_ut - since, jd_ut - since - PHASE_MARGIN, jd_ut)
}

/// The first moment after `jd_ut` at which the elongation equals `target`.
pub fn phase_after(jd_ut: f64, target: f64) -> Result<f64> {
    let from = jd_ut + 1e-7;
    // The elongation at the moment itself (often known already) predicts the crossing, except
    // within a degree of it, where the one at `from` tells whether it is just ahead or just past.
    let (e, _) = elongation(jd_ut)?;
    let mut ahead = (target - e).rem_euclid(360.0);
    if !(1.0..=359.0).contains(&ahead) {
        ahead = (target - elongation(from)?.0).rem_euclid(360.0);
    }
    let until = ahead / MEAN_ELONGATION_RATE;
    phase_near(target, from + until, from, from + until + PHASE_MARGIN)
}

/// The phase `target` about `lunations` mean lunations from `jd_ut` (a known phase), which is
/// the only one in the `PHASE_MARGIN`-wide window on either side: the months next to a known
/// new moon, the full moon half a lunation from one.
fn phase_from_known(jd_ut: f64, lunations: f64, target: f64) -> Result<f64> {
    let guess = jd_ut + lunations * MEAN_LUNATION;
    phase_near(target, guess, guess - PHASE_MARGIN - 1.0, guess + PHASE_MARGIN + 1.0)
}

/// The last new moon (elongation 0°) at or before `jd_ut`, as a Julian day (UT).
pub fn new_moon_before(jd_ut: f64) -> Result<f64> {
    phase_before(jd_ut, 0.0)
}

/// The first new moon (elongation 0°) after `jd_ut`, as a Julian day (UT).
pub fn new_moon_after(jd_ut: f64) -> Result<f64> {
    phase_after(jd_ut, 0.0)
}

fn sun_sign(jd_ut: f64, ayanamsa: Ayanamsa) -> Result<usize> {
    Ok(sign_index(sun_sidereal(jd_ut, ayanamsa)?.0))
}

/// One amanta month in raw form: bounding new moons and the Sun's sidereal sign at each.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LunarMonth {
    /// Opening new moon, as a Julian day (UT).
    pub start: f64,
    /// Closing new moon (the next one), as a Julian day (UT).
    pub end: f64,
    /// 0-based sidereal sign of the Sun at `start` and at `end`.
    pub sign_at_start: usize,
    /// 0-based sidereal sign of the Sun at `end` (0 = Mesha/Aries).
    pub sign_at_end: usize,
}

impl LunarMonth {
    /// The amanta month holding `jd_ut` (new moon at or before it, to the next new moon).
    pub fn at(jd_ut: f64, ayanamsa: Ayanamsa) -> Result<LunarMonth> {
        let start = new_moon_before(jd_ut)?;
        // A lunation lasts 29.2 to 29.9 days: the end is the new moon a mean lunation on.
        let end = phase_from_known(start, 1.0, 0.0)?;
        Ok(LunarMonth { start, end, sign_at_start: sun_sign(start, ayanamsa)?, sign_at_end: sun_sign(end, ayanamsa)? })
    }

    /// The amanta month that follows this one.
    pub fn next(&self, ayanamsa: Ayanamsa) -> Result<LunarMonth> {
        let end = phase_from_known(self.end, 1.0, 0.0)?;
        Ok(LunarMonth { start: self.end, end, sign_at_start: self.sign_at_end, sign_at_end: sun_sign(end, ayanamsa)? })
    }

    /// The amanta month that precedes this one.
    pub fn previous(&self, ayanamsa: Ayanamsa) -> Result<LunarMonth> {
        let start = phase_from_known(self.start, -1.0, 0.0)?;
        Ok(LunarMonth {
            start,
            end: self.start,
            sign_at_start: sun_sign(start, ayanamsa)?,
            sign_at_end: self.sign_at_start,
        })
    }

    /// 0-based month index, 0 = Chaitra: the sign at the opening new moon, plus one.
    pub fn index(&self) -> usize {
        (self.sign_at_start + 1) % 12
    }

    /// Name of the month by the amanta rule, e.g. `Chaitra` (without an adhika or nija prefix).
    pub fn name(&self) -> &'static str {
        MONTH_NAMES[self.index()]
    }

    /// Sankrantis inside the month: (sign_at_end − sign_at_start) mod 12.
    pub fn sankranti_count(&self) -> usize {
        (self.sign_at_end + 12 - self.sign_at_start) % 12
    }

    /// True for an adhika (leap) month: no sankranti between its new moons.
    pub fn is_adhika(&self) -> bool {
        self.sankranti_count() == 0
    }

    /// True for a kshaya month: two sankrantis between its new moons.
    pub fn is_kshaya(&self) -> bool {
        self.sankranti_count() == 2
    }
}

/// A lunar month's name with its leap status.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AmantaMonth {
    /// 1 = Chaitra … 12 = Phalguna.
    pub number: u8,
    /// Month name, e.g. `Shravana`.
    pub name: &'static str,
    /// `Adhika Shravana`, `Nija Shravana` or plain `Shravana`.
    pub full_name: String,
    /// No sankranti in the month.
    pub is_adhika: bool,
    /// The regular month right after an adhika month of the same name.
    pub is_nija: bool,
    /// Two sankrantis in the month.
    pub is_kshaya: bool,
    /// In a kshaya month, the name that does not get a month of its own.
    pub kshaya_skipped: Option<&'static str>,
    /// Opening new moon.
    pub start: EventTime,
    /// Closing new moon.
    pub end: EventTime,
    /// The sidereal sign the Sun occupies at the opening new moon.
    pub sun_sign_at_start: SignRef,
    /// The sidereal sign the Sun occupies at the closing new moon.
    pub sun_sign_at_end: SignRef,
    /// The sankrantis that fall inside the month (none in an adhika month, two in a kshaya).
    pub sankrantis: Vec<SankrantiEvent>,
}

/// The purnimanta month (full moon to full moon) holding the moment.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PurnimantaMonth {
    /// 1 = Chaitra … 12 = Phalguna.
    pub number: u8,
    /// Month name, e.g. `Shravana`.
    pub name: &'static str,
    /// `Adhika Shravana` or plain `Shravana`.
    pub full_name: String,
    /// True when the moment is in an adhika month (kept new moon to new moon, as in the amanta system).
    pub is_adhika: bool,
    /// The contiguous span of this month that holds the moment (see the module notes).
    pub start: EventTime,
    /// End of that span (a full moon, or a new moon next to an adhika month), in the request's UTC offset.
    pub end: EventTime,
}

/// The lunisolar years of the moment's lunar year (which begins with amanta Chaitra).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Samvat {
    /// Vikram Samvat year: Gregorian year of the opening Chaitra + 57.
    pub vikram: i32,
    /// Shaka year: Vikram − 135.
    pub shaka: i32,
    /// 1 = Prabhava … 60 = Akshaya.
    pub samvatsara_number: u8,
    /// Name of the samvatsara in the 60-year cycle, south-Indian count ((Shaka + 11) mod 60).
    pub samvatsara: &'static str,
    /// How the years and the samvatsara are computed.
    pub rule: &'static str,
}

/// One of the six ritus (seasons of two months).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RituName {
    /// 1 = Vasanta … 6 = Shishira.
    pub number: u8,
    /// Name of the ritu, e.g. `Vasanta`.
    pub name: &'static str,
}

impl RituName {
    fn of(index: usize) -> RituName {
        RituName { number: index as u8 + 1, name: RITU_NAMES[index] }
    }
}

/// The ritu (season) at the moment, by the lunar month and by the Sun.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Ritu {
    /// By the amanta month: Chaitra and Vaishakha are Vasanta, and so on.
    pub lunar: RituName,
    /// By the Sun's tropical sign pair: Vasanta from 330° to 30°, and so on ("drik ritu").
    pub solar: RituName,
}

/// The conventions the month answer was computed with.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MonthConventions {
    /// The ayanamsa used for the Sun's sidereal sign.
    pub ayanamsa: Ayanamsa,
    /// When the month is reckoned: at the request moment, with true new and full moons.
    pub reckoned_at: &'static str,
    /// How the amanta month, adhika and kshaya months are named.
    pub month_naming: &'static str,
    /// How the purnimanta month is bounded and named.
    pub purnimanta: &'static str,
}

/// The Hindu lunisolar month, years and ritu at the request moment.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HinduMonth {
    /// The amanta month (new moon to new moon) holding the moment.
    pub amanta: AmantaMonth,
    /// The purnimanta month (full moon to full moon) holding the moment.
    pub purnimanta: PurnimantaMonth,
    /// `Shukla` (waxing) or `Krishna` (waning).
    pub paksha: &'static str,
    /// Vikram and Shaka years and the samvatsara.
    pub samvat: Samvat,
    /// The ritu by the lunar month and by the Sun's tropical sign.
    pub ritu: Ritu,
    /// The conventions the answer was computed with.
    pub conventions: MonthConventions,
}

const SAMVAT_RULE: &str = "Vikram year begins with amanta Chaitra (Chaitra Shukla Pratipada): Gregorian year of that \
Chaitra + 57; Shaka = Vikram - 135; samvatsara = (Shaka + 11) mod 60 from Prabhava (south-Indian count, changes at Ugadi)";

fn prefixed(prefix: Option<&str>, name: &str) -> String {
    match prefix {
        Some(p) => format!("{p} {name}"),
        None => name.to_string(),
    }
}

/// Vikram Samvat of a moment in the amanta month `m`: the Gregorian year in which the Chaitra
/// that opened its lunar year began, + 57.
///
/// A Chaitra always begins in March or April (the Sun in Meena at its new moon). Months from
/// Vaishakha on begin after Mesha Sankranti (11–19 April across 1800–2400), Pausha to Phalguna
/// may begin in the next Gregorian year (December to mid-March), so any month but Chaitra
/// that starts before April belongs to the lunar year of the previous Gregorian year.
pub fn vikram_year(month: &LunarMonth) -> i32 {
    let start = calendar_from_jd(month.start);
    let year = start.year();
    let chaitra_year = if month.index() != 0 && start.month() < 4 { year - 1 } else { year };
    chaitra_year + 57
}

/// The purnimanta month (full moon to full moon) at `jd_ut`, beside the amanta `month`
/// (`next_sign_at_end`: the Sun's sign at the new moon that ends the month after it).
fn purnimanta_month(
    jd_ut: f64,
    month: &LunarMonth,
    next_sign_at_end: usize,
    amanta: &AmantaMonth,
    shukla: bool,
    nija: bool,
    at: impl Fn(f64) -> EventTime,
) -> Result<PurnimantaMonth> {
    let adhika = month.is_adhika();
    let amanta_name = amanta.name;
    Ok(if adhika {
        // The adhika month is kept whole, new moon to new moon, in both systems.
        PurnimantaMonth {
            number: amanta.number,
            name: amanta_name,
            full_name: prefixed(Some("Adhika"), amanta_name),
            is_adhika: true,
            start: at(month.start),
            end: at(month.end),
        }
    } else if shukla {
        // The full moons either side of the opening new moon, half a lunation away (13.9 to 15.6 days).
        let full_before = phase_from_known(month.start, -0.5, 180.0)?;
        let full_after = phase_from_known(month.start, 0.5, 180.0)?;
        // After an adhika month the Shukla half of the nija month starts at the new moon.
        let start = if nija { month.start } else { full_before };
        PurnimantaMonth {
            number: amanta.number,
            name: amanta_name,
            full_name: amanta_name.to_string(),
            is_adhika: false,
            start: at(start),
            end: at(full_after),
        }
    } else {
        // Krishna paksha: the purnimanta month is the one the next amanta month is named for.
        // The next month opens with the Sun in this month's closing sign (`LunarMonth::index`),
        // and is adhika when the Sun is still there at its end (`LunarMonth::is_adhika`).
        let index = (month.sign_at_end + 1) % 12;
        let next_is_adhika = next_sign_at_end == month.sign_at_end;
        let full_before = phase_before(jd_ut, 180.0)?;
        let end = if next_is_adhika { month.end } else { phase_from_known(month.end, 0.5, 180.0)? };
        PurnimantaMonth {
            number: index as u8 + 1,
            name: MONTH_NAMES[index],
            full_name: MONTH_NAMES[index].to_string(),
            is_adhika: false,
            start: at(full_before),
            end: at(end),
        }
    })
}

/// Vikram and Shaka years and the samvatsara of a lunar month.
fn samvat_of(month: &LunarMonth) -> Samvat {
    let vikram = vikram_year(month);
    let shaka = vikram - 135;
    let samvatsara_index = (shaka + 11).rem_euclid(60) as usize;
    Samvat {
        vikram,
        shaka,
        samvatsara_number: samvatsara_index as u8 + 1,
        samvatsara: SAMVATSARA_NAMES[samvatsara_index],
        rule: SAMVAT_RULE,
    }
}

/// Mean length of a lunation, days.
const MEAN_LUNATION: f64 = 29.530_589;
/// How close (degrees) the Sun may come to a sign's edge at an approximate new moon before its
/// sign is taken from the exact search instead: a hundred times the approximation's error.
const SIGN_MARGIN_DEG: f64 = 0.01;

/// The Sun's sidereal sign at the new moon nearest `guess` (within a day of it), for a month
/// whose only use is that sign; `exact` finds the same new moon to 0.01 s. Newton on the
/// elongation stops once a step is under 5e-3 day: its error is then under C·(5e-3)² < 1e-6
/// day, C < 0.03 per day (see `newton.rs`), and the Sun moves less than 1e-6°, so the sign
/// equals the one at the exact new moon whenever the Sun is more than `SIGN_MARGIN_DEG` inside
/// it; nearer an edge, or if Newton strays, the exact search decides.
fn sign_at_new_moon_near(guess: f64, exact: impl FnOnce() -> Result<f64>, ayanamsa: Ayanamsa) -> Result<usize> {
    let mut t = guess;
    for _ in 0..8 {
        let (e, rate) = elongation(t)?;
        let step = crate::ephemeris::root::wrap180(e) / rate;
        t -= step;
        if step.abs() < 5e-3 {
            if (t - guess).abs() > 1.0 {
                break;
            }
            let (lon, _) = sun_sidereal(t, ayanamsa)?;
            let inside = lon.rem_euclid(30.0);
            if inside > SIGN_MARGIN_DEG && inside < 30.0 - SIGN_MARGIN_DEG {
                return Ok(sign_index(lon));
            }
            break;
        }
    }
    sun_sign(exact()?, ayanamsa)
}

/// Least the sidereal Sun moves in a lunation (degrees): 29.1 days (the shortest lunation is
/// 29.27) at 0.95°/day (its slowest is 0.953).
const LEAST_SUN_MOTION_IN_LUNATION: f64 = 29.1 * 0.95;

/// Whether the month before (`side` −1) or after (+1) the new moon at `jd_ut` could be adhika,
/// i.e. the Sun stay in one sign from one of its new moons to the other. That needs the Sun at
/// least `LEAST_SUN_MOTION_IN_LUNATION` into its sign at the month's end, or that far short of
/// its sign's end at its start; when it is not, the month is not adhika and the Sun's sign at
/// its far new moon is not the one at `jd_ut` (only that comparison is ever made with it).
fn could_be_adhika(jd_ut: f64, side: f64, ayanamsa: Ayanamsa) -> Result<bool> {
    let (lon, _) = sun_sidereal(jd_ut, ayanamsa)?;
    let into_sign = lon.rem_euclid(30.0);
    Ok(if side < 0.0 {
        into_sign >= LEAST_SUN_MOTION_IN_LUNATION - 0.1
    } else {
        30.0 - into_sign >= LEAST_SUN_MOTION_IN_LUNATION - 0.1
    })
}

/// The Hindu month, years and ritu at an instant, times in the given UTC offset.
pub fn hindu_month_at(jd_ut: f64, offset_minutes: i32, ayanamsa: Ayanamsa) -> Result<HinduMonth> {
    let month = LunarMonth::at(jd_ut, ayanamsa)?;
    // Of the months either side only the Sun's sign at their far new moon is needed (is the
    // month before adhika; the next month's name and whether it is adhika): those new moons are
    // not searched for exactly.
    // Most of the time the Sun's place at this month's new moons already rules an adhika
    // month next to it out (`could_be_adhika`); only otherwise is the far new moon's sign found.
    let sign_before = if could_be_adhika(month.start, -1.0, ayanamsa)? {
        sign_at_new_moon_near(month.start - MEAN_LUNATION, || new_moon_before(month.start - 1.0), ayanamsa)?
    } else {
        (month.sign_at_start + 1) % 12
    };
    let sign_after = if could_be_adhika(month.end, 1.0, ayanamsa)? {
        sign_at_new_moon_near(month.end + MEAN_LUNATION, || new_moon_after(month.end + 1.0), ayanamsa)?
    } else {
        (month.sign_at_end + 1) % 12
    };
    let at = |jd: f64| EventTime::new(jd, offset_minutes);

    let adhika = month.is_adhika();
    // The month before is adhika when the Sun is in the same sign at both its new moons.
    let nija = sign_before == month.sign_at_start && !adhika;
    let kshaya = month.is_kshaya();
    let amanta_name = month.name();
    let sankrantis = sankrantis_between(month.start, month.end, ayanamsa)?
        .into_iter()
        .map(|s| s.view(offset_minutes))
        .collect::<Vec<_>>();
    let amanta = AmantaMonth {
        number: month.index() as u8 + 1,
        name: amanta_name,
        full_name: prefixed(
            if adhika {
                Some("Adhika")
            } else if nija {
                Some("Nija")
            } else {
                None
            },
            amanta_name,
        ),
        is_adhika: adhika,
        is_nija: nija,
        is_kshaya: kshaya,
        kshaya_skipped: kshaya.then(|| MONTH_NAMES[(month.index() + 1) % 12]),
        start: at(month.start),
        end: at(month.end),
        sun_sign_at_start: SignRef::of(month.sign_at_start),
        sun_sign_at_end: SignRef::of(month.sign_at_end),
        sankrantis,
    };

    let (e, _) = elongation(jd_ut)?;
    let shukla = e < 180.0;
    let purnimanta = purnimanta_month(jd_ut, &month, sign_after, &amanta, shukla, nija, at)?;

    let samvat = samvat_of(&month);

    let tropical_sun = position(jd_ut, SUN, Zodiac::Tropical)?.longitude;
    let ritu = Ritu {
        lunar: RituName::of(month.index() / 2),
        solar: RituName::of((((tropical_sun + 30.0).rem_euclid(360.0) / 60.0) as usize).min(5)),
    };

    Ok(HinduMonth {
        amanta,
        purnimanta,
        paksha: if shukla { "Shukla" } else { "Krishna" },
        samvat,
        ritu,
        conventions: MonthConventions {
            ayanamsa,
            reckoned_at: "request moment (true new and full moons; not the tithi at sunrise)",
            month_naming: "amanta month named by the sidereal sign of the Sun at its opening new moon + 1 \
(Meena -> Chaitra); adhika = no sankranti inside, kshaya = two",
            purnimanta: "full moon to full moon; Krishna paksha belongs to the next amanta month's name; \
adhika month kept new moon to new moon in both systems",
        },
    })
}

/// The Hindu month at the panchang moment.
pub fn hindu_month(day: &PanchangDay) -> Result<HinduMonth> {
    hindu_month_at(day.moment.jd_ut, day.moment.offset_minutes, day.ayanamsa)
}
