//! The panchang elements one can ask for, by the key of the API path (`tithi`, `rahu-kaal`,
//! `summary` …), and the dispatch from a key to its answer. One list: the binding publishes it
//! (`catalogs()`), and the HTTP layer builds one endpoint per entry from it.

use super::day::PanchangDay;
use super::{anandadi, chandrabala, gowri, lagna_table, muhurtas, nivas};
use super::{choghadiya, hora, kaal, limbs, month, panchaka, sankranti, siddha_yoga, summary, sun_moon, varjyam};
use serde::Serialize;

/// One element: its path key and what it answers.
#[derive(Debug, Clone, Copy, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Element {
    /// Path key of the element in the API, e.g. `tithi` or `rahu-kaal`.
    pub key: &'static str,
    /// One-line description of what the element answers.
    pub summary: &'static str,
}

const fn e(key: &'static str, summary: &'static str) -> Element {
    Element { key, summary }
}

/// Every element, in the order of the API's panchang group.
pub const ELEMENTS: [Element; 31] = [
    e("tithi", "Lunar day at the moment, with transition times"),
    e("nakshatra", "Nakshatra, pada and lord at the moment"),
    e("yoga", "Yoga with its transition Julian day"),
    e("karana", "Karana (half-tithi)"),
    e("vara", "Vedic weekday with its lord"),
    e("sunrise-sunset", "Sunrise and sunset (Julian day) for the location"),
    e("moonrise-moonset", "Moonrise and moonset (Julian day)"),
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
    e("disha-shool", "Direction to avoid for travel on the day's weekday"),
    e("anandadi-yoga", "The Anandadi yoga (weekday and star of 28) now and through the day, with start and end"),
    e("chandrabala", "Chandrabala for each of the 12 janma rashis, now and after the Moon's next sign change"),
    e("chandrashtama", "Which janma rashi has chandrashtama (Moon in its 8th), now and through the day"),
    e("nivas", "Shiva vasa, Agni vasa and Yogini vasa from the tithi in force"),
    e("lagna-table", "Start and end of each sidereal sign rising through the day"),
    e("muhurtas", "The 15 day and 15 night named muhurtas, Vijaya, Godhuli, Nishita and the Sandhyas"),
    e("gowri", "Gowri panchangam (Gowri nalla neram): 8 day and 8 night periods with names and good/bad"),
];

crate::by_key! {
    "element", ELEMENT_KEYS, answer_json, answer_schemas, |day: &PanchangDay| {
        "tithi" => day.answer(limbs::tithi(day)),
        "nakshatra" => day.answer(limbs::nakshatra(day)),
        "yoga" => day.answer(limbs::yoga(day)),
        "karana" => day.answer(limbs::karana(day)),
        "vara" => day.answer(limbs::vara(day)),
        "sunrise-sunset" => day.answer(sun_moon::sunrise_sunset(day)),
        "moonrise-moonset" => day.answer(sun_moon::moonrise_moonset(day)),
        "rahu-kaal" => day.answer(kaal::rahu_kaal(day)),
        "yamaganda" => day.answer(kaal::yamaganda(day)),
        "gulika" => day.answer(kaal::gulika_kaal(day)),
        "abhijit" => day.answer(kaal::abhijit(day)),
        "brahma-muhurat" => day.answer(kaal::brahma_muhurat(day)),
        "pradosh-kaal" => day.answer(kaal::pradosh_kaal(day)),
        "hora" => day.answer(hora::hora(day)),
        "choghadiya" => day.answer(choghadiya::choghadiya(day)),
        "durmuhurta" => day.answer(kaal::durmuhurta(day)),
        "varjyam" => day.answer(varjyam::varjyam(day)),
        "amrit-kalam" => day.answer(varjyam::amrit_kalam(day)),
        "siddha-yoga" => day.answer(siddha_yoga::siddha_yoga(day)),
        "panchaka" => day.answer(panchaka::panchaka(day)),
        // Carries its own month-reckoning conventions (with the ayanamsa).
        "hindu-month" => month::hindu_month(day),
        "sankranti" => day.answer(sankranti::sankranti(day)),
        "summary" => summary::summary(day),
        "disha-shool" => day.answer(nivas::disha_shool(day)),
        "anandadi-yoga" => day.answer(anandadi::anandadi_yoga(day)),
        "chandrabala" => day.answer(chandrabala::chandrabala(day)),
        "chandrashtama" => day.answer(chandrabala::chandrashtama(day)),
        "nivas" => day.answer(nivas::nivas(day)),
        "lagna-table" => day.answer(lagna_table::lagna_table(day)),
        "muhurtas" => day.answer(muhurtas::muhurtas(day)),
        "gowri" => day.answer(gowri::gowri(day)),
    }
}

#[cfg(test)]
mod tests {
    use super::{ELEMENTS, ELEMENT_KEYS};

    /// The summaries table and the dispatch list name the same keys in the same order.
    #[test]
    fn every_listed_element_answers() {
        let listed: Vec<&str> = ELEMENTS.iter().map(|e| e.key).collect();
        assert_eq!(listed, ELEMENT_KEYS);
    }
}
