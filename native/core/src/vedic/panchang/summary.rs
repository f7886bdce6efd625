//! All 22 panchang answers for one day and place in one response, from one `PanchangDay`
//! (its sunrise, sunset and Vedic day are found once and shared by every part).

use super::day::PanchangDay;
use super::{choghadiya, hora, kaal, limbs, month, panchaka, sankranti, siddha_yoga, sun_moon, varjyam};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use serde::Serialize;

/// A part of the summary, or why it cannot be given here (polar day or night).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
#[schemars(rename = "Part_{T}")]
pub enum Part<T> {
    Value(T),
    Unavailable { unavailable: String },
}

fn part<T>(r: Result<T>) -> Result<Part<T>> {
    match r {
        Ok(v) => Ok(Part::Value(v)),
        Err(Error::Unsupported(reason)) => Ok(Part::Unavailable { unavailable: reason }),
        Err(e) => Err(e),
    }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Summary {
    pub moment: EventTime,
    pub tithi: limbs::TithiAnswer,
    pub nakshatra: limbs::NakshatraAnswer,
    pub yoga: limbs::ElementAnswer,
    pub karana: limbs::ElementAnswer,
    pub vara: limbs::VaraAnswer,
    pub sunrise_sunset: sun_moon::SunriseSunset,
    pub moonrise_moonset: sun_moon::MoonriseMoonset,
    pub rahu_kaal: Part<kaal::Kaal>,
    pub yamaganda: Part<kaal::Kaal>,
    pub gulika: Part<kaal::Kaal>,
    pub abhijit: Part<kaal::Abhijit>,
    pub brahma_muhurat: Part<kaal::BrahmaMuhurat>,
    pub pradosh_kaal: Part<kaal::PradoshKaal>,
    pub hora: Part<hora::Hora>,
    pub choghadiya: Part<choghadiya::Choghadiya>,
    pub durmuhurta: Part<kaal::Durmuhurta>,
    pub varjyam: varjyam::NakshatraWindows,
    pub amrit_kalam: varjyam::NakshatraWindows,
    pub siddha_yoga: siddha_yoga::SiddhaYogas,
    pub panchaka: panchaka::Panchaka,
    pub hindu_month: month::HinduMonth,
    pub sankranti: sankranti::Sankrantis,
    pub conventions: super::day::PanchangConventions,
}

pub fn summary(day: &PanchangDay) -> Result<Summary> {
    Ok(Summary {
        moment: EventTime::new(day.moment.jd_ut, day.moment.offset_minutes),
        tithi: limbs::tithi(day)?,
        nakshatra: limbs::nakshatra(day)?,
        yoga: limbs::yoga(day)?,
        karana: limbs::karana(day)?,
        vara: limbs::vara(day)?,
        sunrise_sunset: sun_moon::sunrise_sunset(day)?,
        moonrise_moonset: sun_moon::moonrise_moonset(day)?,
        rahu_kaal: part(kaal::rahu_kaal(day))?,
        yamaganda: part(kaal::yamaganda(day))?,
        gulika: part(kaal::gulika_kaal(day))?,
        abhijit: part(kaal::abhijit(day))?,
        brahma_muhurat: part(kaal::brahma_muhurat(day))?,
        pradosh_kaal: part(kaal::pradosh_kaal(day))?,
        hora: part(hora::hora(day))?,
        choghadiya: part(choghadiya::choghadiya(day))?,
        durmuhurta: part(kaal::durmuhurta(day))?,
        varjyam: varjyam::varjyam(day)?,
        amrit_kalam: varjyam::amrit_kalam(day)?,
        siddha_yoga: siddha_yoga::siddha_yoga(day)?,
        panchaka: panchaka::panchaka(day)?,
        hindu_month: month::hindu_month(day)?,
        sankranti: sankranti::sankranti(day)?,
        conventions: day.conventions(),
    })
}
