//! The panchang elements one can ask for, by the key of the API path (`tithi`, `rahu-kaal`,
//! `summary` …), and the dispatch from a key to its answer. One list: the binding publishes it
//! (`catalogs()`), and the HTTP layer builds one endpoint per entry from it.

use super::day::PanchangDay;
use super::{choghadiya, hora, kaal, limbs, month, panchaka, sankranti, siddha_yoga, summary, sun_moon, varjyam};
use crate::error::{Error, Result};
use serde::Serialize;

/// One element: its path key and what it answers.
#[derive(Debug, Clone, Copy, Serialize, schemars::JsonSchema)]
pub struct Element {
    pub key: &'static str,
    pub summary: &'static str,
}

const fn e(key: &'static str, summary: &'static str) -> Element {
    Element { key, summary }
}

/// Every element, in the order of the API's panchang group.
pub const ELEMENTS: [Element; 23] = [
    e("tithi", "Lunar day at the moment, with transition times"),
    e("nakshatra", "Nakshatra, pada and lord at the moment"),
    e("yoga", "Yoga with its transition Julian day"),
    e("karana", "Karana (half-tithi)"),
    e("vara", "Vedic weekday with its lord"),
    e("sunrise-sunset", "Sunrise and sunset at the location, as local times and UT Julian days"),
    e("moonrise-moonset", "Moonrise and moonset at the location, as local times and UT Julian days"),
    e("rahu-kaal", "Rahu Kaal interval for the day"),
    e("yamaganda", "Yamaganda interval"),
    e("gulika", "Gulika interval"),
    e("abhijit", "Abhijit muhurta window"),
    e("brahma-muhurat", "Brahma Muhurat window"),
    e("pradosh-kaal", "Pradosh Kaal interval"),
    e("hora", "Ruling planetary hora at the moment"),
    e("choghadiya", "Day and night Choghadiya schedule"),
    e("durmuhurta", "Durmuhurta intervals"),
    e("varjyam", "Varjyam window"),
    e("amrit-kalam", "Amrit Kalam window"),
    e("siddha-yoga", "Siddha Yoga check"),
    e("panchaka", "Panchaka type (five-fold inauspicious)"),
    e("hindu-month", "Hindu month, Amanta and Purnimanta"),
    e("sankranti", "Next solar sankranti (sign ingress)"),
    e("summary", "All 22 panchang fields in one response"),
];

fn json<T: Serialize>(value: Result<T>) -> Result<String> {
    value.map(|v| serde_json::to_string(&v).expect("answers serialise"))
}

/// The JSON answer of one element for a day (its conventions included).
pub fn answer_json(day: &PanchangDay, element: &str) -> Result<String> {
    match element {
        "tithi" => json(day.answer(limbs::tithi(day))),
        "nakshatra" => json(day.answer(limbs::nakshatra(day))),
        "yoga" => json(day.answer(limbs::yoga(day))),
        "karana" => json(day.answer(limbs::karana(day))),
        "vara" => json(day.answer(limbs::vara(day))),
        "sunrise-sunset" => json(day.answer(sun_moon::sunrise_sunset(day))),
        "moonrise-moonset" => json(day.answer(sun_moon::moonrise_moonset(day))),
        "rahu-kaal" => json(day.answer(kaal::rahu_kaal(day))),
        "yamaganda" => json(day.answer(kaal::yamaganda(day))),
        "gulika" => json(day.answer(kaal::gulika_kaal(day))),
        "abhijit" => json(day.answer(kaal::abhijit(day))),
        "brahma-muhurat" => json(day.answer(kaal::brahma_muhurat(day))),
        "pradosh-kaal" => json(day.answer(kaal::pradosh_kaal(day))),
        "hora" => json(day.answer(hora::hora(day))),
        "choghadiya" => json(day.answer(choghadiya::choghadiya(day))),
        "durmuhurta" => json(day.answer(kaal::durmuhurta(day))),
        "varjyam" => json(day.answer(varjyam::varjyam(day))),
        "amrit-kalam" => json(day.answer(varjyam::amrit_kalam(day))),
        "siddha-yoga" => json(day.answer(siddha_yoga::siddha_yoga(day))),
        "panchaka" => json(day.answer(panchaka::panchaka(day))),
        // Carries its own month-reckoning conventions (with the ayanamsa).
        "hindu-month" => json(month::hindu_month(day)),
        "sankranti" => json(day.answer(sankranti::sankranti(day))),
        "summary" => json(summary::summary(day)),
        _ => Err(Error::invalid("element", format!("must be one of: {}", keys().join(", ")))),
    }
}

fn keys() -> Vec<&'static str> {
    ELEMENTS.iter().map(|e| e.key).collect()
}
