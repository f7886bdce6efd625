//! Upagrahas ("sub-planets"): the five non-luminous points derived from the Sun's longitude and
//! the six points rising at set moments of the eightfold division of the day or night.
//!
//! Sun-based (aprakasha) points, BPHS ch. 3 vv. 61-64 (R. Santhanam's translation; the same
//! rule in Phaladeepika ch. 25 v. 5):
//! Dhuma = Sun + 4 signs 13°20′ (133°20′); Vyatipata = 360° − Dhuma; Parivesha = Vyatipata + 180°;
//! Indrachapa = 360° − Parivesha; Upaketu = Indrachapa + 16°40′ (which is Sun − 30°: "adding a
//! sign to Upaketu gives the Sun", v. 64).
//!
//! Time-based points, BPHS ch. 3 vv. 66-69: daytime (sunrise to sunset) and night (sunset to
//! next sunrise) are each cut into eight equal parts, ruled in weekday order from the lord of the
//! weekday by day and from the lord of the fifth weekday by night; the eighth part has no lord.
//! Sun's part is Kala, Mars's Mrityu, Mercury's Ardhaprahara, Jupiter's Yamaghantaka, Saturn's
//! Gulika. The seven lords take the first seven parts and the EIGHTH part is the lordless one
//! (BPHS as written; Phaladeepika ch. 25 vv. 2-4 tabulates the same parts). Jagannatha Hora and
//! PyJHora instead put the lordless part right after Saturn's, which moves every part that
//! follows Saturn's one eighth later (Saturn's own part, hence Gulika and Mandi, never moves). Each point is the sidereal ascendant at a moment of its part:
//! - Gulika: the START of Saturn's part (BPHS ch. 3 v. 70; Kalaprakashika, B.V. Raman) — the
//!   value `vedic::gulika` computes and which this module reuses;
//! - Mandi: the MIDDLE of Saturn's part (the convention of Jagannatha Hora and PyJHora's
//!   `maandi_longitude`; Phaladeepika ch. 25 v. 2 instead puts Mandi near the END of the part,
//!   and some authors treat Mandi and Gulika as one point);
//! - Kala, Mrityu, Ardhaprahara, Yamaghantaka: the MIDDLE of their planet's part (P.V.R.
//!   Narasimha Rao, "Vedic Astrology: An Integrated Approach", §4.3 "Other upagrahas", followed
//!   by Jagannatha Hora and PyJHora's `kaala_longitude` etc.).
//!
//! Every response carries the part's start and end, so other conventions can be recomputed.
//!
//! Where the Sun does not both rise and set (polar day or night) the day cannot be divided: the
//! Sun-based points are still returned and the time-based ones are listed as unavailable.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::ascendant;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::SunriseDefinition;
use crate::ephemeris::time::{EventTime, Interval};
use crate::ephemeris::Ayanamsa;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, whole_sign_house, ChartRequest, Conventions};
use crate::vedic::gulika::{gulika, saturn_portion, WEEKDAY_LORDS, WEEKDAY_NAMES};
use crate::zodiac::Graha;
use crate::zodiac::{NakshatraPlacement, SignPlacement};
use serde::{Deserialize, Serialize};

/// The query of `/v1/upagraha/positions`: a chart request and the sunrise definition.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct UpagrahaRequest {
    /// The moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// Which sunrise and sunset divide the day and night; `upper-limb` by default.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// 133°20′: four signs and 13°20′.
pub const DHUMA_OFFSET: f64 = 133.0 + 20.0 / 60.0;
/// 16°40′.
pub const UPAKETU_OFFSET: f64 = 16.0 + 40.0 / 60.0;

/// The five Sun-based upagrahas, in the order of BPHS ch. 3 vv. 61-63, from a sidereal Sun.
pub fn sun_based_longitudes(sun: f64) -> [(&'static str, f64); 5] {
    let dhuma = (sun + DHUMA_OFFSET).rem_euclid(360.0);
    let vyatipata = (360.0 - dhuma).rem_euclid(360.0);
    let parivesha = (vyatipata + 180.0).rem_euclid(360.0);
    let indrachapa = (360.0 - parivesha).rem_euclid(360.0);
    let upaketu = (indrachapa + UPAKETU_OFFSET).rem_euclid(360.0);
    [
        ("Dhuma", dhuma),
        ("Vyatipata", vyatipata),
        ("Parivesha", parivesha),
        ("Indrachapa", indrachapa),
        ("Upaketu", upaketu),
    ]
}

/// Where in its planet's eighth a time-based upagraha rises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PartPoint {
    /// The ascendant at the start of the part.
    Start,
    /// The ascendant at the middle of the part.
    Middle,
}

/// The six time-based upagrahas: name, lord (index into `WEEKDAY_LORDS`), point of the part, rule.
pub const TIME_BASED: [(&str, usize, PartPoint, &str); 6] = [
    (
        "Kala",
        0,
        PartPoint::Middle,
        "ascendant at the middle of the Sun's eighth (eighths per BPHS 3.66-69, middle per P.V.R. Narasimha Rao §4.3)",
    ),
    (
        "Mrityu",
        2,
        PartPoint::Middle,
        "ascendant at the middle of Mars's eighth (eighths per BPHS 3.66-69, middle per P.V.R. Narasimha Rao §4.3)",
    ),
    (
        "Ardhaprahara",
        3,
        PartPoint::Middle,
        "ascendant at the middle of Mercury's eighth (eighths per BPHS 3.66-69, middle per P.V.R. Narasimha Rao §4.3)",
    ),
    (
        "Yamaghantaka",
        4,
        PartPoint::Middle,
        "ascendant at the middle of Jupiter's eighth (eighths per BPHS 3.66-69, middle per P.V.R. Narasimha Rao §4.3)",
    ),
    ("Gulika", 6, PartPoint::Start, "ascendant at the start of Saturn's eighth (BPHS 3.70; Kalaprakashika)"),
    (
        "Mandi",
        6,
        PartPoint::Middle,
        "ascendant at the middle of Saturn's eighth (Jagannatha Hora / PyJHora convention)",
    ),
];

/// Index (0-based) of a lord's eighth of the day or night; `lord` indexes `WEEKDAY_LORDS`.
/// Derived from Saturn's eighth (`gulika::saturn_portion`): the lords follow in weekday order.
pub fn lord_portion(weekday: usize, daytime: bool, lord: usize) -> usize {
    (saturn_portion(weekday, daytime) + 1 + lord) % 7
}

/// One upagraha's place in the chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct UpagrahaPosition {
    /// Name of the upagraha (Dhuma … Upaketu, Kala … Mandi).
    pub name: &'static str,
    /// "sun_based" or "time_based".
    pub kind: &'static str,
    /// Sidereal ecliptic longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sign of the longitude and degree within it.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Nakshatra and pada of the longitude.
    #[serde(flatten)]
    pub nakshatra: NakshatraPlacement,
    /// Whole-sign house counted from the ascendant's sign.
    pub house: u8,
    /// How the longitude was found, with its source.
    pub rule: &'static str,
    /// Time-based only: the planet whose eighth it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lord: Option<Graha>,
    /// Time-based only: 1-based number of that eighth within the day or night.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub part_number: Option<u8>,
    /// Time-based only: start and end of that eighth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub part: Option<Interval>,
    /// Time-based only: the moment whose ascendant is the upagraha.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rises_at: Option<EventTime>,
}

/// A time-based upagraha that could not be placed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Unavailable {
    /// Name of the upagraha.
    pub name: &'static str,
    /// Why it could not be placed.
    pub reason: String,
}

/// The day or night that was divided.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Division {
    /// True when the moment falls between sunrise and sunset, so the daytime was divided.
    pub daytime: bool,
    /// Weekday of the Vedic day (sunrise to sunrise).
    pub weekday: &'static str,
    /// Sunrise to sunset, or sunset to next sunrise.
    pub period: Interval,
    /// Length of one eighth of that period, in minutes.
    pub part_minutes: f64,
}

/// The upagraha answer: the Sun-based and time-based upagrahas of a moment and place.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct UpagrahaPositions {
    /// The moment of the chart.
    pub moment: EventTime,
    /// The sidereal ascendant, from which the houses are counted.
    pub ascendant: crate::vedic::chart::ChartPoint,
    /// The sidereal Sun, from which the Sun-based upagrahas are counted.
    pub sun: crate::vedic::chart::ChartPoint,
    /// The five Sun-based ones, then the time-based ones that could be computed.
    pub upagrahas: Vec<UpagrahaPosition>,
    /// Time-based upagrahas that could not be placed (polar day or night), with the reason.
    pub unavailable: Vec<Unavailable>,
    /// `null` when the Sun does not both rise and set.
    pub division: Option<Division>,
    /// Sunrise definition used to divide the day: `upper-limb` or `disc-center`.
    pub sunrise_definition: &'static str,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

fn position(name: &'static str, kind: &'static str, longitude: f64, asc: f64, rule: &'static str) -> UpagrahaPosition {
    UpagrahaPosition {
        name,
        kind,
        longitude,
        sign: SignPlacement::of(longitude),
        nakshatra: NakshatraPlacement::of(longitude),
        house: whole_sign_house(longitude, asc),
        rule,
        lord: None,
        part_number: None,
        part: None,
        rises_at: None,
    }
}

const SUN_RULES: [&str; 5] = [
    "Sun + 133°20′ (BPHS 3.61)",
    "360° − Dhuma (BPHS 3.62)",
    "Vyatipata + 180° (BPHS 3.62)",
    "360° − Parivesha (BPHS 3.63)",
    "Indrachapa + 16°40′ = Sun − 30° (BPHS 3.63-64)",
];

/// The upagrahas of a moment and place; the time-based ones are listed as unavailable where
/// the Sun does not rise and set.
pub fn upagraha_positions(req: &UpagrahaRequest) -> Result<UpagrahaPositions> {
    let chart = vedic_chart(&req.chart)?;
    let place = Place::checked(req.chart.place.lat, req.chart.place.lon)?;
    let ayanamsa = Ayanamsa::resolve(req.chart.ayanamsa.as_deref(), LAHIRI)?;
    let m = req.chart.moment;
    let off = m.offset_minutes;
    let asc = chart.ascendant.longitude;
    let sun = chart.planets.iter().find(|p| p.graha == Graha::Sun).expect("the chart has the Sun").longitude;

    let mut upagrahas: Vec<UpagrahaPosition> = sun_based_longitudes(sun)
        .iter()
        .zip(SUN_RULES)
        .map(|(&(name, lon), rule)| position(name, "sun_based", lon, asc, rule))
        .collect();
    let mut unavailable = Vec::new();
    let mut division = None;

    match gulika(m.jd_ut, off, place, ayanamsa, req.sunrise)? {
        None => {
            for (name, ..) in TIME_BASED {
                unavailable.push(Unavailable {
                    name,
                    reason: format!(
                        "the Sun does not both rise and set at latitude {} around this date, so the day and night \
                         cannot be divided into eighths",
                        place.lat
                    ),
                });
            }
        }
        Some(g) => {
            let (start, end) =
                if g.daytime { (g.day.sunrise, g.day.sunset) } else { (g.day.sunset, g.day.next_sunrise) };
            let part = (end - start) / 8.0;
            let weekday = WEEKDAY_NAMES.iter().position(|w| *w == g.weekday).expect("a weekday name");
            for (name, lord, point, rule) in TIME_BASED {
                let k = lord_portion(weekday, g.daytime, lord);
                let part_start = start + k as f64 * part;
                let (jd, longitude) = match point {
                    // Gulika is exactly what `vedic::gulika` computes: take it as is.
                    PartPoint::Start if lord == 6 => (g.portion_start, g.longitude),
                    PartPoint::Start => {
                        (part_start, ascendant(part_start, place.lat, place.lon, Zodiac::Sidereal(ayanamsa))?)
                    }
                    PartPoint::Middle => {
                        let jd = part_start + part / 2.0;
                        (jd, ascendant(jd, place.lat, place.lon, Zodiac::Sidereal(ayanamsa))?)
                    }
                };
                let mut p = position(name, "time_based", longitude, asc, rule);
                p.lord = Some(WEEKDAY_LORDS[lord]);
                p.part_number = Some(k as u8 + 1);
                p.part = Some(Interval {
                    start: EventTime::new(part_start, off),
                    end: EventTime::new(part_start + part, off),
                });
                p.rises_at = Some(EventTime::new(jd, off));
                upagrahas.push(p);
            }
            division = Some(Division {
                daytime: g.daytime,
                weekday: g.weekday,
                period: Interval { start: EventTime::new(start, off), end: EventTime::new(end, off) },
                part_minutes: part * 1440.0,
            });
        }
    }

    let sun_point = crate::vedic::chart::ChartPoint::of(sun);
    Ok(UpagrahaPositions {
        moment: chart.moment,
        ascendant: chart.ascendant,
        sun: sun_point,
        upagrahas,
        unavailable,
        division,
        sunrise_definition: req.sunrise.slug(),
        conventions: chart.conventions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upaketu_plus_one_sign_is_the_sun() {
        // BPHS 3.64: "by adding a sign to Upaketu you get the Sun"; and Parivesha is opposite
        // Vyatipata, Indrachapa + Parivesha = 360°.
        for sun in [0.0, 12.345, 179.999, 226.6667, 359.99] {
            let l = sun_based_longitudes(sun);
            let d = |a: f64, b: f64| ((a - b + 540.0).rem_euclid(360.0) - 180.0).abs();
            assert!(d(l[4].1 + 30.0, sun) < 1e-9, "{sun}");
            assert!(d(l[0].1, sun + 133.0 + 1.0 / 3.0) < 1e-9);
            assert!(d(l[0].1 + l[1].1, 0.0) < 1e-9);
            assert!(d(l[2].1, l[1].1 + 180.0) < 1e-9);
            assert!(d(l[3].1 + l[2].1, 0.0) < 1e-9);
        }
    }

    #[test]
    fn classical_day_parts_of_kala_and_yamaghantaka() {
        // Phaladeepika 25.2-4 (daytime of 30 ghatikas, Sunday first): Kala at the end of
        // ghatikas 2, 26, 22, 18, 14, 10, 6; Yamaghantaka 18, 14, 10, 6, 2, 26, 22; Ardhaprahara
        // 14, 10, 6, 2, 26, 22, 18; ghatika 4k + 2 lies in the (k+1)-th eighth. The same
        // Yamaghantaka parts are the panchang "Yamaganda" table (Sunday 5th … Saturday 6th).
        let kala: Vec<usize> = (0..7).map(|w| lord_portion(w, true, 0) + 1).collect();
        assert_eq!(kala, vec![1, 7, 6, 5, 4, 3, 2]);
        let yama: Vec<usize> = (0..7).map(|w| lord_portion(w, true, 4) + 1).collect();
        assert_eq!(yama, vec![5, 4, 3, 2, 1, 7, 6]);
        let ardha: Vec<usize> = (0..7).map(|w| lord_portion(w, true, 3) + 1).collect();
        assert_eq!(ardha, vec![4, 3, 2, 1, 7, 6, 5]);
        // Saturn's part through this function equals gulika.rs's own.
        for w in 0..7 {
            for d in [true, false] {
                assert_eq!(lord_portion(w, d, 6), saturn_portion(w, d));
            }
        }
        // Sunday night (BPHS 3.68): the first part is Jupiter's (the 5th lord from the Sun), then
        // Venus, Saturn, the Sun: Kala is the 4th part.
        assert_eq!(lord_portion(0, false, 4), 0);
        assert_eq!(lord_portion(0, false, 0), 3);
    }
}
