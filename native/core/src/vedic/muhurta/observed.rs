//! What a muhurta is judged on at one moment (`Observed`) and how an exclusion is reported
//! (`ExclusionCheck`): shared by the evaluator and the exclusion rules, so neither imports the other.

use super::tables::is_shukla;
use crate::vedic::panchang::names::tithi_name;
use serde::Serialize;

/// Everything a muhurta score depends on. Each field is piecewise constant in time, changing
/// only at the transitions the best-time scan collects.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Observed {
    /// Tithi 1..30 (1–15 Shukla, 16–30 Krishna, 30 = Amavasya).
    pub tithi: usize,
    /// Karana (half-tithi) 1..60.
    pub karana: usize,
    /// Nakshatra of the Moon, 1 = Ashwini … 27 = Revati.
    pub nakshatra: usize,
    /// Pada 1..4 of the Moon in its nakshatra.
    pub pada: usize,
    /// Yoga 1..27 (1 = Vishkambha … 27 = Vaidhriti).
    pub yoga: usize,
    /// Weekday of the Vedic day (sunrise to sunrise), 0 = Sunday.
    pub weekday: usize,
    /// Sidereal sign of the Moon, 0 = Aries.
    pub moon_sign: usize,
    /// Sidereal sign of the ascendant.
    pub lagna_sign: usize,
    /// Sidereal sign of the Sun.
    pub sun_sign: usize,
    /// Amanta month, 0 = Chaitra.
    pub month: usize,
    /// Whether the amanta month is adhika (no sankranti within it).
    pub adhika: bool,
    /// Whether the amanta month is kshaya (two sankrantis within it).
    pub kshaya: bool,
    /// Whether Jupiter is combust (within 11° of the Sun).
    pub jupiter_combust: bool,
    /// Whether Venus is combust (within 10° of the Sun, 8° when retrograde).
    pub venus_combust: bool,
    /// Which of the day's avoided periods (`periods::PERIODS`) the moment falls in.
    pub periods: super::periods::PeriodFlags,
    /// Direction of the journey, for travel (disha shool, southward panchaka); `None` otherwise.
    pub direction: Option<super::Direction>,
}

/// One classical exclusion (a prohibition no score redeems) and whether it applies.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ExclusionCheck {
    /// Rule identifier, e.g. `vishti_karana`, `chaturmas` or `rahu_kaal`.
    pub rule: &'static str,
    /// Whether the rule applies at the moment; if so the verdict is `prohibited`.
    pub applies: bool,
    /// What was in force and what the rule forbids.
    pub explanation: String,
}

/// A tithi (1..30) with its paksha, e.g. `Shukla Dwitiya` or `Krishna Amavasya`.
pub fn tithi_label(tithi: usize) -> String {
    let paksha = if is_shukla(tithi) { "Shukla" } else { "Krishna" };
    format!("{paksha} {}", tithi_name(tithi))
}

/// An exclusion check with its rule name, whether it applies and why.
pub(crate) fn check(rule: &'static str, applies: bool, explanation: String) -> ExclusionCheck {
    ExclusionCheck { rule, applies, explanation }
}
