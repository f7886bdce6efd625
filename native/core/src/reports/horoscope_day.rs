//! One day of a rashi's horoscope, read from that day's real sky and panchang: the Moon's
//! nakshatra and its house from the rashi (chandra bala), the weekday and its lord, the tithi's
//! class, the transits of the significators of each field (Venus for love, the Sun for career,
//! Mars for health, Jupiter for money), and a lucky hour: the first daytime hora of the rashi's
//! own lord. Every sentence names the factor it comes from.

use super::chart_words::house_from;
use super::ordinal;
use super::text::get;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::{EventTime, Moment};
use crate::error::{Error, Result};
use crate::numerology::meanings;
use crate::vedic::panchang::hora::hora;
use crate::vedic::panchang::limbs::{nakshatra, tithi, vara};
use crate::vedic::panchang::{PanchangDay, PanchangRequest};
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, Sign};
use serde::Serialize;

/// Where the day's sunrise and horas are computed when the request gives no place: Ujjain, the
/// prime meridian of the Indian astronomical tradition (Surya Siddhanta).
pub const UJJAIN: Place = Place { lat: 23.1765, lon: 75.7885 };

/// The lucky hour of a day: a daytime hora ruled by the rashi's lord.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LuckyTime {
    pub start: EventTime,
    pub end: EventTime,
    /// The hora's lord (the rashi's own lord).
    pub hora_lord: Graha,
}

/// Lucky number, colour and hour of the day.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Lucky {
    /// The number of the day's nakshatra lord in Indian numerology (1 Sun … 9 Mars).
    pub number: u32,
    /// The colour of the weekday's lord (BPHS ch. 3).
    pub colour: &'static str,
    /// The first daytime hora of the rashi's lord, within the day.
    pub time: LuckyTime,
}

/// The factors a day's reading is built from.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DayFactors {
    /// Sidereal sign of the Moon at sunrise.
    pub moon_sign: Sign,
    /// House of that sign counted from the rashi (1 = the rashi itself).
    pub moon_house: usize,
    /// The Moon's nakshatra at sunrise and its lord.
    pub nakshatra: String,
    pub nakshatra_lord: Graha,
    /// The tithi at sunrise and its class (nanda, bhadra, jaya, rikta, purna).
    pub tithi: String,
    pub tithi_class: &'static str,
    /// The weekday and its lord.
    pub weekday: &'static str,
    pub weekday_lord: Graha,
}

/// One day's horoscope for a rashi.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DayReading {
    /// The local date, YYYY-MM-DD.
    pub date: String,
    pub overview: String,
    pub love: String,
    pub career: String,
    pub health: String,
    pub money: String,
    pub lucky: Lucky,
    pub factors: DayFactors,
}

/// The class of a tithi by its number within the paksha (Muhurta Chintamani).
pub fn tithi_class(paksha_tithi: u8) -> &'static str {
    match (paksha_tithi as usize).saturating_sub(1) % 5 {
        0 => "nanda",
        1 => "bhadra",
        2 => "jaya",
        3 => "rikta",
        _ => "purna",
    }
}

/// The number a planet rules in Indian numerology, from the numerology meanings table.
fn number_of(graha: Graha) -> u32 {
    meanings::all().iter().position(|m| m.planet == graha.name()).map_or(0, |i| i as u32 + 1)
}

/// A transit sentence for a field's significator: its house from the rashi and the classical reading.
fn significator(planets: &[(Graha, usize)], graha: Graha, what: &str) -> String {
    let house = planets.iter().find(|(g, _)| *g == graha).map_or(1, |(_, h)| *h);
    format!(
        "{graha}, the significator of {what}, is in your {} house from the sign: {}",
        ordinal(house),
        super::label(get("transit", &format!("{}/{house}", graha.key())))
    )
}

/// The reading of the local day that starts at `start` (local midnight) for `rashi` (0-based).
/// `planets` are the grahas' houses from the rashi over the period.
pub fn day_reading(
    start: Moment,
    rashi: usize,
    place: Place,
    ayanamsa: Option<String>,
    planets: &[(Graha, usize)],
) -> Result<DayReading> {
    // Noon falls inside the Vedic day (sunrise to sunrise) of this date everywhere but the poles.
    let noon = Moment { jd_ut: start.jd_ut + 0.5, offset_minutes: start.offset_minutes };
    let day = PanchangDay::new(&PanchangRequest { moment: noon, place, ayanamsa, sunrise: Default::default() })?;
    let (t, n, v) = (tithi(&day)?, nakshatra(&day)?, vara(&day)?);
    let moon_sign = sign_index(n.moon_longitude);
    let moon_house = house_from(moon_sign, rashi);
    let class = tithi_class(t.paksha_tithi);
    let lord = Sign::from_index(rashi).lord();
    let hour = lucky_hora(&start, place, lord)?;
    let field = |f: &str| {
        format!(
            "{} {}",
            get("horoscope", &format!("{f}/vara/{}", v.lord.key())),
            get("horoscope", &format!("{f}/tithi/{class}"))
        )
    };
    let overview = format!(
        "The Moon passes through {} in {}, your {} house from the sign: {} {}",
        n.element.current.name,
        Sign::from_index(moon_sign),
        ordinal(moon_house),
        super::label(get("transit", &format!("moon/{moon_house}"))),
        field("overview")
    );
    Ok(DayReading {
        date: start_date(&start),
        overview,
        love: format!("{} {}", field("love"), significator(planets, Graha::Venus, "love")),
        career: format!("{} {}", field("career"), significator(planets, Graha::Sun, "career")),
        health: format!("{} {}", field("health"), significator(planets, Graha::Mars, "vitality")),
        money: format!("{} {}", field("money"), significator(planets, Graha::Jupiter, "wealth")),
        lucky: Lucky {
            number: number_of(n.lord),
            colour: get("horoscope", &format!("colour/{}", v.lord.key())),
            time: LuckyTime { start: hour.start, end: hour.end, hora_lord: lord },
        },
        factors: DayFactors {
            moon_sign: Sign::from_index(moon_sign),
            moon_house,
            nakshatra: n.element.current.name.to_string(),
            nakshatra_lord: n.lord,
            tithi: format!("{} ({} paksha {})", t.element.current.name, t.paksha, t.paksha_tithi),
            tithi_class: class,
            weekday: v.vara,
            weekday_lord: v.lord,
        },
    })
}

/// The first daytime hora of `lord` inside the local day from `start`. The Vedic day (sunrise to
/// sunrise) holding the local noon usually has one; when the place's sunrise is far from the
/// offset's own (an offset of +11:00 with the horas at Ujjain, where local noon comes before
/// sunrise), the day's daytime lies in the next or the previous Vedic day, so those are tried too.
fn lucky_hora(start: &Moment, place: Place, lord: Graha) -> Result<crate::vedic::panchang::hora::HoraEntry> {
    let day_end = start.jd_ut + 1.0;
    for shift in [0.5, 1.0, 0.0] {
        let at = Moment { jd_ut: start.jd_ut + shift, offset_minutes: start.offset_minutes };
        let day =
            PanchangDay::new(&PanchangRequest { moment: at, place, ayanamsa: None, sunrise: Default::default() })?;
        let h = hora(&day)
            .map_err(|_| Error::invalid("lat", "the day has no sunrise at this latitude; give another place"))?;
        let found = h
            .horas
            .into_iter()
            .find(|x| x.part == "day" && x.lord == lord && x.start.jd_ut >= start.jd_ut && x.end.jd_ut <= day_end);
        if let Some(hour) = found {
            return Ok(hour);
        }
    }
    Err(Error::Ephemeris("horoscope: no daytime hora of the sign's lord within the day".into()))
}

fn start_date(start: &Moment) -> String {
    EventTime::new(start.jd_ut, start.offset_minutes).iso.get(..10).unwrap_or_default().to_string()
}
