//! All 22 panchang answers for one day and place in one response, from one `PanchangDay`
//! (its sunrise, sunset and Vedic day are found once and shared by every part).

use super::day::PanchangDay;
use super::{choghadiya, hora, kaal, limbs, memo, month, panchaka, sankranti, siddha_yoga, sun_moon, varjyam};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use serde::Serialize;

/// A part of the summary, or why it cannot be given here (polar day or night).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
#[schemars(rename = "Part_{T}")]
pub enum Part<T> {
    /// The part's answer.
    Value(T),
    /// The part cannot be computed at this place and date.
    Unavailable {
        /// Why: the part needs a sunrise and sunset the place does not have (polar day or night).
        unavailable: String,
    },
}

fn part<T>(r: Result<T>) -> Result<Part<T>> {
    match r {
        Ok(v) => Ok(Part::Value(v)),
        Err(Error::Unsupported(reason)) => Ok(Part::Unavailable { unavailable: reason }),
        Err(e) => Err(e),
    }
}

/// The whole panchang of the request's day and place in one answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Summary {
    /// The request moment, in its UTC offset.
    pub moment: EventTime,
    /// Tithi (lunar day) at the moment; see the `tithi` element.
    pub tithi: limbs::TithiAnswer,
    /// Nakshatra at the moment, with pada and lord; see the `nakshatra` element.
    pub nakshatra: limbs::NakshatraAnswer,
    /// Yoga at the moment; see the `yoga` element.
    pub yoga: limbs::ElementAnswer,
    /// Karana (half-tithi) at the moment; see the `karana` element.
    pub karana: limbs::ElementAnswer,
    /// Vara (Vedic weekday); see the `vara` element.
    pub vara: limbs::VaraAnswer,
    /// Sunrise and sunset on the civil date; see the `sunrise-sunset` element.
    pub sunrise_sunset: sun_moon::SunriseSunset,
    /// Moonrise and moonset on the civil date; see the `moonrise-moonset` element.
    pub moonrise_moonset: sun_moon::MoonriseMoonset,
    /// Rahu Kaal of the Vedic day, or why it is unavailable (polar day or night).
    pub rahu_kaal: Part<kaal::Kaal>,
    /// Yamaganda of the Vedic day, or why it is unavailable.
    pub yamaganda: Part<kaal::Kaal>,
    /// Gulika Kaal of the Vedic day, or why it is unavailable.
    pub gulika: Part<kaal::Kaal>,
    /// Abhijit muhurta of the Vedic day, or why it is unavailable.
    pub abhijit: Part<kaal::Abhijit>,
    /// Brahma Muhurat before the Vedic day's sunrise, or why it is unavailable.
    pub brahma_muhurat: Part<kaal::BrahmaMuhurat>,
    /// Pradosh Kaal after the Vedic day's sunset, or why it is unavailable.
    pub pradosh_kaal: Part<kaal::PradoshKaal>,
    /// The 24 horas and the current one, or why they are unavailable.
    pub hora: Part<hora::Hora>,
    /// The 16 choghadiyas and the current one, or why they are unavailable.
    pub choghadiya: Part<choghadiya::Choghadiya>,
    /// The weekday's durmuhurtas, or why they are unavailable.
    pub durmuhurta: Part<kaal::Durmuhurta>,
    /// Varjyam windows overlapping the day.
    pub varjyam: varjyam::NakshatraWindows,
    /// Amrit Kalam windows overlapping the day.
    pub amrit_kalam: varjyam::NakshatraWindows,
    /// Vara yogas (Siddha, Amrita Siddhi, Mrityu …) active at the moment or later in the day.
    pub siddha_yoga: siddha_yoga::SiddhaYogas,
    /// Whether the Moon is in panchaka, with the current and next one.
    pub panchaka: panchaka::Panchaka,
    /// Hindu lunisolar month, years and ritu at the moment.
    pub hindu_month: month::HinduMonth,
    /// The last and next solar sankranti.
    pub sankranti: sankranti::Sankrantis,
    /// The conventions every part was computed with.
    pub conventions: super::day::PanchangConventions,
}

/// Every panchang answer for the day in one response; the sunrise-based parts say why they are
/// unavailable in polar day or night.
pub fn summary(day: &PanchangDay) -> Result<Summary> {
    // The parts meet at the same instants (sunrise, the moment): each position once.
    let _positions = memo::Scope::enter();
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
