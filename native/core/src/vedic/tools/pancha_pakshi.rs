//! Pancha Pakshi (`/v1/chart/pancha-pakshi`), the Tamil "five birds" system: the native's bird
//! from the birth nakshatra and the paksha of birth, and, for one day, the bird's activity in each
//! of the five yamas of daytime (sunrise to sunset, five equal parts) and of night (sunset to the
//! next sunrise, five equal parts).
//!
//! Rules (Pancha Pakshi Shastra, as tabulated in Tamil almanacs and in PyJHora 4.8.7's database):
//! - the birds are Vulture, Owl, Crow, Cock and Peacock; born in the bright fortnight (shukla
//!   paksha) stars 1-5 give the Vulture, 6-11 the Owl, 12-16 the Crow, 17-21 the Cock and 22-27
//!   the Peacock; in the dark fortnight the order is reversed (Peacock, Cock, Crow, Owl, Vulture);
//! - each bird rules, eats, walks, sleeps or dies in turn: the turn order is fixed for the half
//!   of the day and the paksha of that day (`CYCLES`), and the weekday and bird fix which activity
//!   comes first (`FIRST`); the five activities then follow in the turn order;
//! - the day's paksha is that of the tithi at its sunrise; its weekday is that of its sunrise
//!   (the Vedic day); the birth paksha is that of the tithi at the birth moment.

use super::ToolConventions;
use crate::ephemeris::rise_set::{vedic_day, SunriseDefinition};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest};
use crate::vedic::gulika::{local_weekday, WEEKDAY_NAMES};
use crate::vedic::panchang::angles::ElementKind;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// The five birds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Bird {
    /// Vulture (Tamil Valluru).
    Vulture,
    /// Owl (Aandhai).
    Owl,
    /// Crow (Kaakam).
    Crow,
    /// Cock (Kozhi).
    Cock,
    /// Peacock (Mayil).
    Peacock,
}

/// The birds in the order of the bright fortnight's star groups.
pub const BIRDS: [Bird; 5] = [Bird::Vulture, Bird::Owl, Bird::Crow, Bird::Cock, Bird::Peacock];

/// The five activities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Activity {
    /// Ruling (Arasu): the strongest state.
    Rule,
    /// Eating (Oon).
    Eat,
    /// Walking (Nadai).
    Walk,
    /// Sleeping (Thuyil).
    Sleep,
    /// Dying (Saavu): the weakest state.
    Die,
}

use Activity::*;

/// Last birth star (1-based) of each bird's group in the bright fortnight: 1-5, 6-11, 12-16,
/// 17-21, 22-27.
pub const STAR_GROUP_ENDS: [usize; 5] = [5, 11, 16, 21, 27];

/// The bird of a birth star (1..27) and paksha (`shukla` true for the bright fortnight).
pub fn birth_bird(star: usize, shukla: bool) -> Bird {
    let group = STAR_GROUP_ENDS.iter().position(|end| star <= *end).unwrap_or(4);
    if shukla {
        BIRDS[group]
    } else {
        BIRDS[4 - group]
    }
}

/// The order the activities follow one another: [shukla, krishna][day, night].
pub const CYCLES: [[[Activity; 5]; 2]; 2] = [
    [[Eat, Walk, Rule, Sleep, Die], [Eat, Rule, Die, Walk, Sleep]],
    [[Eat, Die, Sleep, Rule, Walk], [Eat, Sleep, Walk, Die, Rule]],
];

/// The first yama's activity: [shukla, krishna][day, night][bird in `BIRDS` order][weekday, Sunday first].
pub const FIRST: [[[[Activity; 7]; 5]; 2]; 2] = [
    [
        [
            [Eat, Die, Eat, Die, Sleep, Rule, Walk],
            [Walk, Eat, Walk, Eat, Die, Sleep, Rule],
            [Rule, Walk, Rule, Walk, Eat, Die, Sleep],
            [Sleep, Rule, Sleep, Rule, Walk, Eat, Die],
            [Die, Sleep, Die, Sleep, Rule, Walk, Eat],
        ],
        [
            [Die, Walk, Die, Walk, Sleep, Eat, Rule],
            [Rule, Die, Rule, Die, Walk, Sleep, Eat],
            [Eat, Rule, Eat, Rule, Die, Walk, Sleep],
            [Sleep, Eat, Sleep, Eat, Rule, Die, Walk],
            [Walk, Sleep, Walk, Sleep, Eat, Rule, Die],
        ],
    ],
    [
        [
            [Walk, Sleep, Walk, Die, Rule, Eat, Sleep],
            [Die, Walk, Die, Rule, Eat, Sleep, Walk],
            [Rule, Die, Rule, Eat, Sleep, Walk, Die],
            [Eat, Rule, Eat, Sleep, Walk, Die, Rule],
            [Sleep, Eat, Sleep, Walk, Die, Rule, Eat],
        ],
        [
            [Eat, Die, Eat, Sleep, Walk, Rule, Die],
            [Rule, Walk, Rule, Eat, Sleep, Die, Walk],
            [Die, Sleep, Die, Rule, Eat, Walk, Sleep],
            [Walk, Eat, Walk, Die, Rule, Sleep, Eat],
            [Sleep, Rule, Sleep, Walk, Die, Eat, Rule],
        ],
    ],
];

/// The five activities of a bird in the yamas of one half of a day, in order.
pub fn yama_activities(bird: Bird, weekday: usize, shukla: bool, daytime: bool) -> [Activity; 5] {
    let (p, h) = (usize::from(!shukla), usize::from(!daytime));
    let b = BIRDS.iter().position(|x| *x == bird).expect("one of the five birds");
    let cycle = CYCLES[p][h];
    let start = cycle.iter().position(|a| *a == FIRST[p][h][b][weekday]).expect("every activity is in the cycle");
    std::array::from_fn(|i| cycle[(start + i) % 5])
}

/// A request: the birth (for the bird) and the day whose yamas are wanted.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PanchaPakshiRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// A moment of the day to tabulate (its Vedic day, at the birth place); the birth day when absent.
    #[serde(default)]
    pub day: Option<Moment>,
    /// How sunrise and sunset are defined; upper limb with refraction by default.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
}

/// One yama: a fifth of daytime or of night.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Yama {
    /// 1..5 within daytime or night.
    pub number: u8,
    /// What the native's bird does in it.
    pub activity: Activity,
    /// Start of the yama.
    pub start: EventTime,
    /// End of the yama.
    pub end: EventTime,
}

/// The day the yamas belong to.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PakshiDay {
    /// Weekday of the Vedic day, e.g. `Tuesday`.
    pub weekday: &'static str,
    /// `shukla` or `krishna`: the paksha of the tithi at sunrise.
    pub paksha: &'static str,
    /// Sunrise that starts the day.
    pub sunrise: EventTime,
    /// Sunset between the day and night yamas.
    pub sunset: EventTime,
    /// The next sunrise, which ends the night.
    pub next_sunrise: EventTime,
}

/// The `/v1/chart/pancha-pakshi` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PanchaPakshi {
    /// The native's bird.
    pub bird: Bird,
    /// Birth nakshatra, 1 = Ashwini … 27 = Revati.
    pub birth_nakshatra: u8,
    /// Stable lower-case key of the birth nakshatra.
    pub birth_nakshatra_key: &'static str,
    /// `shukla` or `krishna`: the paksha at birth.
    pub birth_paksha: &'static str,
    /// The tabulated day.
    pub day: PakshiDay,
    /// The five daytime yamas, sunrise to sunset.
    pub day_yamas: Vec<Yama>,
    /// The five night yamas, sunset to the next sunrise.
    pub night_yamas: Vec<Yama>,
    /// The moment of the birth chart.
    pub moment: EventTime,
    /// The chart's settings and the rules applied.
    pub conventions: ToolConventions,
}

const RULES: [&str; 4] = [
    "Pancha Pakshi Shastra: the bird of the birth star, shukla paksha stars 1-5 Vulture, 6-11 Owl, 12-16 Crow, \
     17-21 Cock, 22-27 Peacock; krishna paksha the reverse (Peacock, Cock, Crow, Owl, Vulture)",
    "daytime sunrise to sunset and night sunset to next sunrise, each in five equal yamas",
    "activities in the turn order of the day's paksha and half (shukla day: eat, walk, rule, sleep, die; shukla \
     night: eat, rule, die, walk, sleep; krishna day: eat, die, sleep, rule, walk; krishna night: eat, sleep, walk, \
     die, rule), the first fixed by the weekday and bird (Tamil almanac tables, as in PyJHora's database)",
    "paksha of the day: the tithi at its sunrise; paksha of birth: the tithi at the birth moment (Moon-Sun \
     elongation under 180° = shukla)",
];

fn paksha_name(shukla: bool) -> &'static str {
    if shukla {
        "shukla"
    } else {
        "krishna"
    }
}

fn is_shukla(jd_ut: f64) -> Result<bool> {
    // The elongation does not depend on the ayanamsa; Lahiri is passed only to satisfy the signature.
    let (elongation, _) = ElementKind::Tithi.angle(jd_ut, crate::ephemeris::ayanamsa::LAHIRI)?;
    Ok(elongation < 180.0)
}

fn yamas(activities: [Activity; 5], from: f64, to: f64, offset: i32) -> Vec<Yama> {
    let part = (to - from) / 5.0;
    (0..5)
        .map(|i| Yama {
            number: i as u8 + 1,
            activity: activities[i],
            start: EventTime::new(from + part * i as f64, offset),
            end: EventTime::new(if i == 4 { to } else { from + part * (i + 1) as f64 }, offset),
        })
        .collect()
}

/// `/v1/chart/pancha-pakshi`.
pub fn pancha_pakshi(req: &PanchaPakshiRequest) -> Result<PanchaPakshi> {
    let chart = vedic_chart(&req.chart)?;
    let moon = chart.planets.iter().find(|p| p.graha == Graha::Moon).expect("the Moon is in every chart");
    let star = moon.nakshatra.nakshatra_index as usize;
    let birth_shukla = is_shukla(req.chart.moment.jd_ut)?;
    let bird = birth_bird(star, birth_shukla);
    let at = req.day.unwrap_or(req.chart.moment);
    if !at.jd_ut.is_finite() {
        return Err(Error::invalid("day", "must be a date"));
    }
    let place = req.chart.place;
    let v = vedic_day(at.jd_ut, place.lat, place.lon, req.sunrise)?.ok_or_else(|| {
        Error::Unsupported(format!(
            "pancha pakshi yamas run from sunrise and sunset, and at latitude {:.4} the Sun does not both rise and \
             set on this day (polar day or night)",
            place.lat
        ))
    })?;
    let offset = at.offset_minutes;
    let weekday = local_weekday(v.sunrise, offset);
    let shukla = is_shukla(v.sunrise)?;
    Ok(PanchaPakshi {
        bird,
        birth_nakshatra: star as u8,
        birth_nakshatra_key: moon.nakshatra.nakshatra_key,
        birth_paksha: paksha_name(birth_shukla),
        day: PakshiDay {
            weekday: WEEKDAY_NAMES[weekday],
            paksha: paksha_name(shukla),
            sunrise: EventTime::new(v.sunrise, offset),
            sunset: EventTime::new(v.sunset, offset),
            next_sunrise: EventTime::new(v.next_sunrise, offset),
        },
        day_yamas: yamas(yama_activities(bird, weekday, shukla, true), v.sunrise, v.sunset, offset),
        night_yamas: yamas(yama_activities(bird, weekday, shukla, false), v.sunset, v.next_sunrise, offset),
        moment: chart.moment.clone(),
        conventions: ToolConventions {
            chart: chart.conventions.clone(),
            method: "pancha-pakshi-shastra",
            rules: RULES.to_vec(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each cycle holds the five activities once, and each first activity is one of them.
    #[test]
    fn cycles_are_permutations() {
        for p in CYCLES {
            for c in p {
                for a in [Rule, Eat, Walk, Sleep, Die] {
                    assert_eq!(c.iter().filter(|x| **x == a).count(), 1);
                }
            }
        }
    }

    /// The star groups: Ashwini (1) Vulture by day, Peacock in the dark fortnight; Revati (27) the reverse.
    #[test]
    fn star_groups() {
        assert_eq!(birth_bird(1, true), Bird::Vulture);
        assert_eq!(birth_bird(1, false), Bird::Peacock);
        assert_eq!(birth_bird(12, true), Bird::Crow);
        assert_eq!(birth_bird(27, false), Bird::Vulture);
    }
}
