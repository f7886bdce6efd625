//! Muhurta (electional astrology): how auspicious a moment and place is for a purpose (marriage,
//! house entry, naming, vehicle, property, bhoomi puja, business, travel, annaprashan, mundan,
//! upanayana, gold, panchaka rahita), and the best windows within a range of dates. Each purpose
//! is one rule row (`rows.rs`, type `rules::Rules`) read by the one evaluator and the one scan.
//!
//! Factors (the shared tables and sources in `tables.rs`, the purposes' rows in `rows.rs`): the five limbs of the panchang (tithi,
//! nakshatra, vara, yoga, karana), the lagna (sidereal ascendant sign, with the Moon-in-6/8/12
//! dosha), and for each person given, tarabala (birth nakshatra to the day's) and chandrabala
//! (birth Moon sign to the Moon's sign). Exclusions (classical prohibitions that no score
//! redeems) are checked separately and turn the verdict to `prohibited`.
//!
//! Scoring: each factor is valued −1, 0 or +1 from its table and weighted: nakshatra 3, tithi 2,
//! lagna 2, tarabala 2, chandrabala 2, vara 1, yoga 1, karana 1. No classical text gives
//! numbers; the ordering follows the texts' own emphasis (the nakshatra and tithi lists come
//! first in every muhurta chapter, and "lagna shuddhi removes many blemishes"). With persons,
//! tarabala and chandrabala are the mean of the persons' values. The composite
//! score = (Σ value × weight + W) / 2W × 100, where W is the sum of the weights of the factors
//! present (10 without persons, 14 with), so 0 = every factor bad and 100 = every factor good.
//! Verdict: `prohibited` if an exclusion applies, else `auspicious` ≥ 75 > `acceptable` ≥ 50 >
//! `inauspicious`.
//!
//! Definitions: the vara is the weekday of the sunrise that began the Vedic day; months are
//! amanta with true new moons (`panchang::month`); combustion uses the spec's thresholds
//! (`vedic::combustion::threshold`: Jupiter 11°, Venus 10°, 8° when retrograde) without the
//! extra days some almanacs add around Guru/Shukra asta.

pub mod evaluate;
pub mod exclusions;
pub mod observed;
pub mod periods;
pub mod rows;
pub mod rules;
pub mod scan;
pub mod tables;

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::{position, Zodiac, JUPITER, MOON, SUN, VENUS};
use crate::ephemeris::houses::ascendant;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::SunriseDefinition;
use crate::ephemeris::time::{EventTime, Interval};
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::vedic::combustion::{separation, threshold};
use crate::vedic::panchang::day::PanchangConventions;
use crate::vedic::panchang::elements::span_at;
use crate::vedic::panchang::month::LunarMonth;
use crate::vedic::panchang::{ElementKind, PanchangDay, PanchangRequest};
use crate::zodiac::nakshatra::{NAKSHATRA_SPAN, PADA_SPAN};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::NAKSHATRAS;
pub use evaluate::{evaluate, Assessment, ExclusionCheck, Factor, Natal, Observed};
use serde::{Deserialize, Serialize};

/// The undertaking a muhurta is sought for; each has its own rule row (`rows.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Purpose {
    /// Marriage (vivah), after Muhurta Chintamani ch. 6.
    Vivah,
    /// Entering a new house (graha pravesh).
    GrahaPravesh,
    /// Naming a child (naamkaran).
    Naamkaran,
    /// Buying a vehicle.
    Vehicle,
    /// Buying or registering land or a house.
    Property,
    /// Starting construction: the foundation (bhoomi puja, griha arambha).
    BhoomiPuja,
    /// Opening a shop or business (vyapara).
    Business,
    /// Setting out on a journey (yatra).
    Travel,
    /// A child's first solid food (annaprashan).
    Annaprashan,
    /// A child's first haircut (mundan, chudakarana).
    Mundan,
    /// The sacred-thread ceremony (upanayana).
    Upanayana,
    /// Buying gold or jewellery.
    Gold,
    /// Windows free of panchaka: the five-nakshatra panchaka and the lagna panchaka.
    PanchakaRahita,
}

impl Purpose {
    /// The purpose as the API spells it, e.g. `vivah`, `graha-pravesh` or `bhoomi-puja`.
    pub fn slug(&self) -> &'static str {
        rows::rules(*self).slug
    }
}

/// A direction of travel, for disha shool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// East.
    East,
    /// South.
    South,
    /// West.
    West,
    /// North.
    North,
}

impl Direction {
    /// The direction as the API spells it (`east`, `south`, `west`, `north`).
    pub fn slug(&self) -> &'static str {
        match self {
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
            Direction::North => "north",
        }
    }

    /// The disha shool direction of a weekday (0 = Sunday), from the panchang's one table.
    pub fn shool_of(weekday: usize) -> Direction {
        match crate::vedic::panchang::nivas::DISHA_SHOOL[weekday] {
            "east" => Direction::East,
            "south" => Direction::South,
            "west" => Direction::West,
            _ => Direction::North,
        }
    }
}

/// A person whose birth Moon the tarabala and chandrabala count from.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct PersonInput {
    /// `boy`, `girl`, `person`: how the person is named in explanations.
    #[serde(default = "default_label")]
    pub label: String,
    /// The person's birth moment (Julian day UT and UTC offset).
    pub moment: Moment,
    /// Accepted for symmetry with other birth inputs; the birth Moon is geocentric.
    pub place: Option<Place>,
}

fn default_label() -> String {
    "person".into()
}

/// A request to score one moment and place for a purpose.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct MuhurtaRequest {
    /// What the muhurta is for, e.g. `vivah`, `graha-pravesh`, `travel` or `panchaka-rahita`.
    pub purpose: Purpose,
    /// The moment to score, with the UTC offset every output time is given in.
    pub moment: Moment,
    /// The place of the event: latitude and longitude in degrees (north and east positive).
    pub place: Place,
    /// Ayanamsa slug for sidereal positions; Lahiri (Chitrapaksha) when absent.
    pub ayanamsa: Option<String>,
    /// How sunrise and sunset are defined (upper limb with refraction, or disc centre); upper limb by default.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
    /// Up to three persons whose birth Moon tarabala and chandrabala count from; none by default.
    #[serde(default)]
    pub persons: Vec<PersonInput>,
    /// Direction of the journey (travel only): disha shool and the southward panchaka read it.
    #[serde(default)]
    pub direction: Option<Direction>,
}

/// The conventions a muhurta answer was computed with.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MuhurtaConventions {
    /// The panchang conventions (ayanamsa, sunrise, day, positions, ephemeris), flattened into this object.
    #[serde(flatten)]
    pub panchang: PanchangConventions,
    /// How the lagna is taken (sign of the sidereal ascendant, whole sign).
    pub lagna: &'static str,
    /// How the lunar month is reckoned and named.
    pub month: &'static str,
    /// The combustion thresholds used for Jupiter and Venus.
    pub combustion: &'static str,
}

/// The conventions of a muhurta answer for an ayanamsa and sunrise definition.
pub fn conventions(ayanamsa: Ayanamsa, sunrise: SunriseDefinition) -> MuhurtaConventions {
    MuhurtaConventions {
        panchang: PanchangConventions {
            ayanamsa: ayanamsa.slug,
            ayanamsa_name: ayanamsa.name,
            sunrise: sunrise.slug(),
            day: "the Vedic day runs from sunrise to the next sunrise",
            positions: "apparent geocentric, true equinox of date",
            ephemeris: crate::ephemeris::swe::label(),
        },
        lagna: "sign of the sidereal ascendant (whole sign)",
        month: "amanta lunar month from true new moons, named by the Sun's sidereal sign at the opening new moon",
        combustion: "Jupiter within 11° of the Sun, Venus within 10° (8° when retrograde); no extra days",
    }
}

/// The weight of each factor in the composite score.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Weights {
    /// Weight of the nakshatra factor (3).
    pub nakshatra: f64,
    /// Weight of the tithi factor (2).
    pub tithi: f64,
    /// Weight of the lagna factor (2).
    pub lagna: f64,
    /// Weight of the tarabala factor (2), used only when persons are given.
    pub tarabala: f64,
    /// Weight of the chandrabala factor (2), used only when persons are given.
    pub chandrabala: f64,
    /// Weight of the vara (weekday) factor (1).
    pub vara: f64,
    /// Weight of the yoga factor (1).
    pub yoga: f64,
    /// Weight of the karana factor (1).
    pub karana: f64,
}

/// How the composite score and the verdict are computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Scoring {
    /// How each factor is valued (−1, 0 or +1).
    pub values: &'static str,
    /// The weight of each factor.
    pub weights: Weights,
    /// The composite score formula (0 = every factor bad, 100 = every factor good).
    pub formula: &'static str,
    /// How the verdict follows from the exclusions and the score.
    pub verdicts: &'static str,
}

/// The scoring rules every muhurta answer states.
pub fn scoring() -> Scoring {
    use tables::*;
    Scoring {
        values: "each factor is +1 (listed auspicious), 0 (neutral) or -1 (inauspicious); tarabala and chandrabala are the mean over the persons given",
        weights: Weights {
            nakshatra: W_NAKSHATRA,
            tithi: W_TITHI,
            lagna: W_LAGNA,
            tarabala: W_TARABALA,
            chandrabala: W_CHANDRABALA,
            vara: W_VARA,
            yoga: W_YOGA,
            karana: W_KARANA,
        },
        formula: "score = (sum(value*weight) + W) / (2W) * 100, W = sum of the weights of the factors present (10, or 14 with persons)",
        verdicts: "prohibited if any exclusion applies; else auspicious >= 75, acceptable >= 50, inauspicious below",
    }
}

/// The birth Moon of a person, in the request's ayanamsa.
pub fn natal(person: &PersonInput, ayanamsa: Ayanamsa) -> Result<Natal> {
    if let Some(p) = person.place {
        Place::checked(p.lat, p.lon)?;
    }
    crate::ephemeris::time::check_supported(person.moment.jd_ut)?;
    let moon = position(person.moment.jd_ut, MOON, Zodiac::Sidereal(ayanamsa))?.longitude;
    let n = ((moon / NAKSHATRA_SPAN) as usize).min(26);
    let s = sign_index(moon);
    Ok(Natal {
        label: person.label.clone(),
        nakshatra_index: n + 1,
        nakshatra: NAKSHATRAS[n],
        sign_index: s + 1,
        sign: crate::zodiac::Sign::from_index(s),
    })
}

/// Sidereal ascendant at a moment (tropical ascendant less the ayanamsa, as the chart does).
pub fn sidereal_ascendant(jd_ut: f64, place: Place, ayanamsa: Ayanamsa) -> Result<f64> {
    let tropical = ascendant(jd_ut, place.lat, place.lon, Zodiac::Tropical)?;
    Ok((tropical - ayanamsa.value(jd_ut)?).rem_euclid(360.0))
}

/// The parts of the state that come from positions rather than element spans.
#[derive(Debug, Clone, Copy)]
pub struct Sky {
    /// The Moon's sidereal longitude in degrees, 0 <= x < 360.
    pub moon_longitude: f64,
    /// Sidereal sign of the ascendant, 0 = Aries … 11 = Pisces.
    pub lagna_sign: usize,
    /// Sidereal sign of the Sun, 0 = Aries … 11 = Pisces.
    pub sun_sign: usize,
    /// Whether Jupiter is within 11° of the Sun.
    pub jupiter_combust: bool,
    /// Whether Venus is within 10° of the Sun (8° when retrograde).
    pub venus_combust: bool,
}

/// Moon, lagna and Sun signs and Jupiter and Venus combustion at a moment (Julian day UT) and place.
pub fn sky_at(jd_ut: f64, place: Place, ayanamsa: Ayanamsa) -> Result<Sky> {
    let zodiac = Zodiac::Sidereal(ayanamsa);
    let moon = position(jd_ut, MOON, zodiac)?.longitude;
    let sun = position(jd_ut, SUN, zodiac)?;
    let combust = |body| -> Result<bool> {
        let p = position(jd_ut, body, zodiac)?;
        let limit = Graha::of_body(body).and_then(|g| threshold(g, p.retrograde())).unwrap_or(0.0);
        Ok(separation(p.longitude, sun.longitude) < limit)
    };
    Ok(Sky {
        moon_longitude: moon,
        lagna_sign: sign_index(sidereal_ascendant(jd_ut, place, ayanamsa)?),
        sun_sign: sign_index(sun.longitude),
        jupiter_combust: combust(JUPITER)?,
        venus_combust: combust(VENUS)?,
    })
}

/// Pada (1..4) of the nakshatra at a sidereal Moon longitude in degrees.
pub fn pada_of(moon_longitude: f64) -> usize {
    (((moon_longitude % NAKSHATRA_SPAN) / PADA_SPAN) as usize).min(3) + 1
}

/// When each panchang element at the moment began and ends.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ElementSpans {
    /// The tithi in force: when it began and ends, in the request's UTC offset.
    pub tithi: Interval,
    /// The nakshatra in force: when it began and ends, in the request's UTC offset.
    pub nakshatra: Interval,
    /// The yoga in force: when it began and ends, in the request's UTC offset.
    pub yoga: Interval,
    /// The karana in force: when it began and ends, in the request's UTC offset.
    pub karana: Interval,
    /// Sunrise to next sunrise; absent where the Sun does not rise or set.
    pub vara: Option<Interval>,
}

/// The muhurta answer: how auspicious one moment and place is for a purpose.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MuhurtaResult {
    /// The purpose scored, e.g. `vivah`, `graha-pravesh` or `travel`.
    pub purpose: &'static str,
    /// The moment scored, in the request's UTC offset.
    pub moment: EventTime,
    /// Score, verdict, factors and exclusions; flattened into this object.
    #[serde(flatten)]
    pub assessment: Assessment,
    /// When each panchang element at the moment began and ends.
    pub spans: ElementSpans,
    /// Amanta lunar month at the moment, with `Adhika ` or `Kshaya ` before the name when it is
    /// one, e.g. `Adhika Shravana`.
    pub lunar_month: String,
    /// The persons' birth Moons, as tarabala and chandrabala used them.
    pub persons: Vec<Natal>,
    /// How the score and verdict are computed, with the weights.
    pub scoring: Scoring,
    /// The texts and pages the purpose's tables are taken from.
    pub sources: &'static [&'static str],
    /// The conventions the answer was computed with.
    pub conventions: MuhurtaConventions,
}

/// The birth Moons of the persons given (at most three; more is an invalid request).
pub fn resolve_persons(persons: &[PersonInput], ayanamsa: Ayanamsa) -> Result<Vec<Natal>> {
    if persons.len() > 3 {
        return Err(Error::invalid("persons", "at most three persons"));
    }
    persons.iter().map(|p| natal(p, ayanamsa)).collect()
}

/// The avoided periods of the Vedic day of `day` (none where the Sun does not rise and set).
fn day_periods(
    day: &PanchangDay,
    nakshatra: &crate::vedic::panchang::elements::Span,
    sunrise: SunriseDefinition,
    off: i32,
) -> Result<Vec<periods::Period>> {
    let Some(vd) = day.vedic_day else { return Ok(Vec::new()) };
    periods::periods_between(
        &[vd.sunrise],
        std::slice::from_ref(nakshatra),
        day.place,
        sunrise,
        off,
        (vd.sunrise, vd.next_sunrise),
    )
}

/// The direction of travel, refused for purposes other than travel.
pub fn checked_direction(purpose: Purpose, direction: Option<Direction>) -> Result<Option<Direction>> {
    if direction.is_some() && purpose != Purpose::Travel {
        return Err(Error::invalid("direction", "only for purpose travel"));
    }
    Ok(direction)
}

/// The composite score of one moment and place for a purpose.
pub fn muhurta(req: &MuhurtaRequest) -> Result<MuhurtaResult> {
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let day = PanchangDay::new(&PanchangRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        sunrise: req.sunrise,
    })?;
    let place = day.place;
    let persons = resolve_persons(&req.persons, ayanamsa)?;
    let jd = req.moment.jd_ut;
    let off = req.moment.offset_minutes;
    let interval = |a: f64, b: f64| Interval { start: EventTime::new(a, off), end: EventTime::new(b, off) };
    let tithi = span_at(ElementKind::Tithi, jd, ayanamsa)?;
    let karana = span_at(ElementKind::Karana, jd, ayanamsa)?;
    let nakshatra = span_at(ElementKind::Nakshatra, jd, ayanamsa)?;
    let yoga = span_at(ElementKind::Yoga, jd, ayanamsa)?;
    let sky = sky_at(jd, place, ayanamsa)?;
    let month = LunarMonth::at(jd, ayanamsa)?;
    let observed = Observed {
        tithi: tithi.number,
        karana: karana.number,
        nakshatra: nakshatra.number,
        pada: pada_of(sky.moon_longitude),
        yoga: yoga.number,
        weekday: day.weekday,
        moon_sign: sign_index(sky.moon_longitude),
        lagna_sign: sky.lagna_sign,
        sun_sign: sky.sun_sign,
        month: month.index(),
        adhika: month.is_adhika(),
        kshaya: month.is_kshaya(),
        jupiter_combust: sky.jupiter_combust,
        venus_combust: sky.venus_combust,
        periods: periods::flags_at(&day_periods(&day, &nakshatra, req.sunrise, off)?, jd),
        direction: checked_direction(req.purpose, req.direction)?,
    };
    let assessment = evaluate(req.purpose, &observed, &persons);
    let prefix = if month.is_adhika() {
        "Adhika "
    } else if month.is_kshaya() {
        "Kshaya "
    } else {
        ""
    };
    Ok(MuhurtaResult {
        purpose: req.purpose.slug(),
        moment: EventTime::new(jd, off),
        assessment,
        spans: ElementSpans {
            tithi: interval(tithi.start, tithi.end),
            nakshatra: interval(nakshatra.start, nakshatra.end),
            yoga: interval(yoga.start, yoga.end),
            karana: interval(karana.start, karana.end),
            vara: day.vedic_day.map(|d| interval(d.sunrise, d.next_sunrise)),
        },
        lunar_month: format!("{prefix}{}", month.name()),
        persons,
        scoring: scoring(),
        sources: tables::sources(req.purpose),
        conventions: conventions(ayanamsa, req.sunrise),
    })
}
