//! One day of a Western horoscope (`system=western`), read from that day's tropical sky at the
//! local noon in the manner of modern Sun-sign columns: the Sun sign is the 1st solar house and
//! each following sign the next house. The factors: the Moon's sign and solar house, its phase,
//! its Ptolemaic aspects (applying or separating, with the orbs of `western::aspects`) to the
//! sign's traditional ruler, to its modern ruler where that differs, and to the Sun; the fast
//! planets (Sun, Mercury, Venus, Mars) with their solar houses and aspects to the ruler; the
//! void-of-course Moon and the stations that fall in the day; and a lucky time, the first
//! daytime planetary hour (Chaldean order) of the sign's ruler. Every sentence names its factor,
//! and each carries a figure of the day (a degree, a separation, a time), so that consecutive
//! days do not repeat each other (issue 20).

use super::chart_words::house_from;
use super::text::get;
use super::{ordinal, when};
use crate::ephemeris::bodies::{self, position, Body, Zodiac};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::{EventTime, Moment};
use crate::error::{Error, Result};
use crate::sky::hours::{planetary_hours, PlanetaryHoursRequest};
use crate::sky::moon::phase_name;
use crate::sky::phases::elongation;
use crate::sky::void_of_course::VoidPeriod;
use crate::western::aspects::{between, Aspect, AspectOptions, AspectSet, Body as Point};
use crate::western::dignities::{modern_ruler, ruler};
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, Sign};
use serde::Serialize;

/// The four fields after the overview, each read through one fast planet, its significator:
/// (field key, planet key).
pub const FIELDS: [(&str, &str); 4] = [("love", "venus"), ("career", "sun"), ("health", "mars"), ("money", "mercury")];

/// The fast planets whose solar houses and aspects to the ruler are read.
const FAST: [Body; 4] = [bodies::SUN, bodies::MERCURY, bodies::VENUS, bodies::MARS];

/// A station of a planet (its speed in longitude is zero) within the period.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternStation {
    /// Display name, e.g. `Mercury`.
    pub planet: &'static str,
    /// Stable lower-case key, e.g. `mercury`.
    pub planet_key: &'static str,
    /// `retrograde` (the planet turns backwards) or `direct`.
    pub direction: &'static str,
    /// When the speed in longitude is zero.
    pub time: EventTime,
    /// Tropical sign there.
    pub sign: Sign,
    /// Degrees within that sign, 0 to 30.
    pub degree: f64,
    /// Solar house of that sign (1 = the Sun sign itself).
    pub solar_house: usize,
}

/// The Moon measured against one planet at the local noon.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonAspect {
    /// The planet, e.g. `Mars`.
    pub planet: &'static str,
    /// `ruler` (the sign's traditional ruler), `modern ruler` (Pluto, Uranus or Neptune, for
    /// Scorpio, Aquarius and Pisces), `sun`, or `significator` (Venus, Mars or Mercury, read
    /// for love, health and money, when not already listed).
    pub role: &'static str,
    /// Shortest arc between the Moon and the planet, degrees, 0 to 180.
    pub separation: f64,
    /// The Ptolemaic aspect within the Western orbs, with its orb and motion; absent when none.
    pub aspect: Option<Aspect>,
}

/// A fast planet at the local noon.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FastPlanet {
    /// Display name: `Sun`, `Mercury`, `Venus` or `Mars`.
    pub planet: &'static str,
    /// Tropical sign.
    pub sign: Sign,
    /// Degrees within the sign, 0 to 30.
    pub degree: f64,
    /// Solar house of its sign (1 = the Sun sign itself).
    pub solar_house: usize,
    pub retrograde: bool,
    /// Its Ptolemaic aspect to the sign's traditional ruler; absent when none or when it is the ruler.
    pub to_ruler: Option<Aspect>,
}

/// The lucky time: the first daytime planetary hour of the sign's ruler.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LuckyHour {
    pub start: EventTime,
    pub end: EventTime,
    /// The hour's ruler (the sign's traditional ruler).
    pub ruler: Graha,
    /// Number of the hour counted from sunrise, 1 to 12.
    pub hour: u8,
}

/// Lucky number, colour and time of a Western day.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternLucky {
    /// The Moon's solar house of the day, 1 to 12.
    pub number: u32,
    /// The colour of the day's ruler (the planet of the first planetary hour).
    pub colour: &'static str,
    pub time: LuckyHour,
}

/// The factors a Western day's reading is built from, at the local noon.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternDayFactors {
    /// The Moon's tropical sign.
    pub moon_sign: Sign,
    /// The Moon's degrees within that sign, 0 to 30.
    pub moon_degree: f64,
    /// Solar house of the Moon's sign (1 = the Sun sign itself).
    pub moon_solar_house: usize,
    /// The Moon's elongation from the Sun, degrees, 0 to 360 (0 new, 180 full).
    pub elongation: f64,
    /// `new_moon`, `waxing_crescent`, `first_quarter` … `waning_crescent` (as `/v1/sky/moon`).
    pub phase: &'static str,
    /// The Moon against the ruler, the modern ruler (where it differs), the Sun and the fields'
    /// significators.
    pub moon_aspects: Vec<MoonAspect>,
    /// Sun, Mercury, Venus and Mars: solar houses and aspects to the ruler.
    pub fast_planets: Vec<FastPlanet>,
    /// Void-of-course periods of the Moon that overlap the day (as `/v1/sky/void-of-course`).
    pub void_of_course: Vec<VoidPeriod>,
    /// Stations within the day.
    pub stations: Vec<WesternStation>,
    /// The weekday (English) and its ruler, which rules the first planetary hour.
    pub weekday: &'static str,
    pub day_ruler: Graha,
}

/// One Western day's horoscope.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternDay {
    /// The local date, YYYY-MM-DD.
    pub date: String,
    pub overview: String,
    pub love: String,
    pub career: String,
    pub health: String,
    pub money: String,
    pub lucky: WesternLucky,
    pub factors: WesternDayFactors,
}

/// What the day is read for: the sign, its rulers, the place of the hours, and the period's
/// void-of-course periods and stations (computed once for the period).
pub struct DayInput<'a> {
    pub sign: usize,
    pub place: Place,
    pub voids: &'a [VoidPeriod],
    pub stations: &'a [WesternStation],
}

/// A planet at noon as aspect arithmetic takes it.
fn point(jd: f64, body: Body) -> Result<Point> {
    let p = position(jd, body, Zodiac::Tropical)?;
    Ok(Point { key: body.key, name: body.name, longitude: p.longitude, speed: p.speed_longitude })
}

/// Degrees and minutes within the sign: `14°05'`.
fn deg_min(lon: f64) -> String {
    let m = (lon.rem_euclid(30.0) * 60.0).floor() as i64;
    format!("{}°{:02}'", m / 60, m % 60)
}

/// A planet as a sentence names it: "the Sun", "the Moon", "Venus".
pub(super) fn the(name: &str) -> String {
    // The luminaries take the article; the body's key, not its display name, says which it is.
    if body_named(name).is_ok_and(|b| matches!(b.key, "sun" | "moon")) {
        format!("the {name}")
    } else {
        name.to_string()
    }
}

/// The same at the start of a sentence: "The Sun", "Venus".
pub(super) fn the_cap(name: &str) -> String {
    super::label(&the(name))
}

/// "a trine", "an opposition".
fn a(aspect: &str) -> String {
    let article = if aspect.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    format!("{article} {aspect}")
}

/// Shortest arc between two longitudes, 0 to 180 degrees.
fn arc(a: f64, b: f64) -> f64 {
    crate::ephemeris::root::wrap180(a - b).abs()
}

/// The ephemeris body of a planet by its name (`Mars`, `Pluto`).
fn body_named(name: &str) -> Result<Body> {
    Body::from_key(&name.to_lowercase())
}

/// "12°04' Leo in your solar 5th house": a point's place of the day.
fn place_words(lon: f64, sign: usize) -> String {
    let s = sign_index(lon);
    format!("{} {} in your solar {} house", deg_min(lon), Sign::from_index(s), ordinal(house_from(s, sign)))
}

/// The Moon's aspect clause: "the Moon, 123° from it, flows with it, ... and the aspect is still
/// building".
fn moon_clause(m: &MoonAspect) -> String {
    let key = m.aspect.as_ref().map_or("none", |a| a.aspect);
    let motion = m.aspect.as_ref().map_or(String::new(), |a| {
        format!(" ({:.1}° from exact), {}", a.orb, get("horoscope", &format!("western/motion/{}", a.motion)))
    });
    let text = if key == "none" {
        get("horoscope", "western/moon-aspect/none")
    } else {
        get("horoscope", &format!("moon-aspect/{key}"))
    };
    format!("the Moon, {:.0}° from it, {text}{motion}", m.separation)
}

/// "Venus trines it (orb 2.3°, applying)": a fast planet's aspect to the ruler.
fn to_ruler_words(name: &str, a: &Aspect) -> String {
    format!("{} {} it (orb {:.1}°, {})", the(name), get("horoscope", &format!("verb/{}", a.aspect)), a.orb, a.motion)
}

fn join_and(parts: &[String]) -> String {
    match parts.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// The first daytime planetary hour of `lord` on the date (the day whose sunrise falls on it),
/// from the engine of `/v1/sky/planetary-hours`. Twelve daytime hours in a cycle of seven
/// rulers give every planet at least one.
fn lucky_hour(start: Moment, place: Place, lord: Graha) -> Result<(LuckyHour, &'static str, Graha)> {
    let hours = planetary_hours(&PlanetaryHoursRequest { midnight: start, place, sunrise: Default::default() })?;
    let h = hours
        .hours
        .iter()
        .find(|h| h.part == "day" && h.lord == lord)
        .ok_or_else(|| Error::Ephemeris("horoscope: no daytime hour of the sign's ruler".into()))?;
    Ok((
        LuckyHour { start: h.start.clone(), end: h.end.clone(), ruler: lord, hour: h.number },
        hours.weekday,
        hours.day_ruler,
    ))
}

/// The Moon against the ruler, the modern ruler (where it differs), the Sun and the fields'
/// other significators, at noon; each planet once, under its first role.
fn moon_aspects(moon: &Point, sign: usize, jd: f64) -> Result<Vec<MoonAspect>> {
    let opts = AspectOptions::parse(None, AspectSet::Major)?;
    let mut out = Vec::new();
    let lord = ruler(sign).name();
    let modern = modern_ruler(sign);
    let read = [(lord, "ruler"), (modern, "modern ruler"), ("Sun", "sun"), ("Venus", "significator")];
    for (name, role) in read.into_iter().chain([("Mars", "significator"), ("Mercury", "significator")]) {
        // Each body once, by its key (Cancer's ruler is the Moon itself: no aspect to read).
        let body = body_named(name)?;
        if body.key == "moon" || out.iter().any(|m: &MoonAspect| body_named(m.planet).is_ok_and(|b| b.key == body.key))
        {
            continue;
        }
        let p = point(jd, body)?;
        out.push(MoonAspect {
            planet: p.name,
            role,
            separation: arc(moon.longitude, p.longitude),
            aspect: between(moon, &p, &opts),
        });
    }
    Ok(out)
}

/// Sun, Mercury, Venus and Mars at noon with their aspects to the ruler.
fn fast_planets(sign: usize, jd: f64) -> Result<Vec<FastPlanet>> {
    let opts = AspectOptions::parse(None, AspectSet::Major)?;
    let lord = point(jd, body_named(ruler(sign).name())?)?;
    FAST.iter()
        .map(|&b| {
            let p = point(jd, b)?;
            let s = sign_index(p.longitude);
            Ok(FastPlanet {
                planet: p.name,
                sign: Sign::from_index(s),
                degree: p.longitude - s as f64 * 30.0,
                solar_house: house_from(s, sign),
                retrograde: p.speed < 0.0,
                to_ruler: if p.key == lord.key { None } else { between(&p, &lord, &opts) },
            })
        })
        .collect()
}

/// The reading of the local day that starts at `start` (local midnight).
pub fn western_day(start: Moment, input: &DayInput<'_>) -> Result<WesternDay> {
    let sign = input.sign;
    let noon = start.jd_ut + 0.5;
    let moon = point(noon, bodies::MOON)?;
    let moon_sign = sign_index(moon.longitude);
    let moon_house = house_from(moon_sign, sign);
    let (elong, rate) = elongation(noon)?;
    let phase = phase_name(elong, rate);
    let aspects = moon_aspects(&moon, sign, noon)?;
    let fast = fast_planets(sign, noon)?;
    let lord = ruler(sign);
    let (hour, weekday, day_ruler) = lucky_hour(start, input.place, lord)?;
    let (a, b) = (start.jd_ut, start.jd_ut + 1.0);
    let voids: Vec<VoidPeriod> =
        input.voids.iter().filter(|v| v.period.end.jd_ut > a && v.period.start.jd_ut < b).cloned().collect();
    let stations: Vec<WesternStation> =
        input.stations.iter().filter(|s| s.time.jd_ut >= a && s.time.jd_ut < b).cloned().collect();
    let factors = WesternDayFactors {
        moon_sign: Sign::from_index(moon_sign),
        moon_degree: moon.longitude - moon_sign as f64 * 30.0,
        moon_solar_house: moon_house,
        elongation: elong,
        phase,
        moon_aspects: aspects,
        fast_planets: fast,
        void_of_course: voids,
        stations,
        weekday,
        day_ruler,
    };
    let overview = overview(&factors, &moon, sign, noon)?;
    let [love, career, health, money] = FIELDS.map(|(f, planet)| field_text(&factors, f, planet, sign));
    Ok(WesternDay {
        date: EventTime::new(start.jd_ut, start.offset_minutes).iso.get(..10).unwrap_or_default().to_string(),
        overview,
        love,
        career,
        health,
        money,
        lucky: WesternLucky {
            number: moon_house as u32,
            colour: get("horoscope", &format!("western/colour/{}", day_ruler.key())),
            time: hour,
        },
        factors,
    })
}

/// The overview: the Moon's solar house, its phase, the Moon and the fast planets on the ruler
/// (and the modern ruler), the void-of-course Moon and the day's stations.
fn overview(f: &WesternDayFactors, moon: &Point, sign: usize, noon: f64) -> Result<String> {
    let mut out = vec![format!(
        "The Moon moves through {} at {}, your solar {} house of {}: {}",
        f.moon_sign,
        deg_min(moon.longitude),
        ordinal(f.moon_solar_house),
        get("horoscope", &format!("western/house/{}", f.moon_solar_house)),
        get("horoscope", &format!("western/moon-house/{}", f.moon_solar_house)),
    )];
    let lord = ruler(sign);
    let sun = f.moon_aspects.iter().find(|m| m.role == "sun");
    let sun_part = match sun.and_then(|m| m.aspect.as_ref()) {
        Some(a) if lord != Graha::Sun => format!(
            "; its {} with the Sun, your sign's own light, is {:.1}° from exact and {}",
            a.aspect, a.orb, a.motion
        ),
        _ => String::new(),
    };
    out.push(format!(
        "The Moon is {:.0}° ahead of the Sun, {}{sun_part}.",
        f.elongation,
        get("horoscope", &format!("western/phase/{}", f.phase))
    ));
    let fast: Vec<String> =
        f.fast_planets.iter().filter_map(|p| p.to_ruler.as_ref().map(|a| to_ruler_words(p.planet, a))).collect();
    let tail = if fast.is_empty() { String::new() } else { format!(", while {}", join_and(&fast)) };
    if lord == Graha::Moon {
        out.push(format!(
            "Your ruler is the Moon itself, today at {} {}, so its passage colours your day more than any other sign's{tail}.",
            deg_min(moon.longitude),
            f.moon_sign
        ));
    } else if let Some(m) = f.moon_aspects.iter().find(|m| m.role == "ruler") {
        let lon = point(noon, body_named(m.planet)?)?;
        let retro = if lon.speed < 0.0 { ", retrograde" } else { "" };
        out.push(format!(
            "Your ruler, {}, is at {}{retro}; {}{tail}.",
            the(m.planet),
            place_words(lon.longitude, sign),
            moon_clause(m)
        ));
    }
    if let Some(m) = f.moon_aspects.iter().find(|m| m.role == "modern ruler") {
        let lon = point(noon, body_named(m.planet)?)?;
        out.push(format!(
            "Your modern ruler {} is at {}; {}.",
            m.planet,
            place_words(lon.longitude, sign),
            moon_clause(m)
        ));
    }
    for v in &f.void_of_course {
        let after =
            v.last_aspect.as_ref().map_or(String::new(), |l| format!(", after its {} to {}", l.aspect, the(l.planet)));
        out.push(format!(
            "The Moon is void of course in {} from {} to {}{after}: {}",
            v.sign,
            when(&v.period.start),
            when(&v.period.end),
            get("horoscope", "western/void")
        ));
    }
    for s in &f.stations {
        out.push(format!(
            "{} stations {} at {} at {} {}, your solar {} house: {}",
            s.planet,
            s.direction,
            when(&s.time),
            deg_min(s.degree),
            s.sign,
            ordinal(s.solar_house),
            get("horoscope", &format!("western/station/{}", s.direction))
        ));
    }
    Ok(out.join(" "))
}

/// A field: the Moon's solar house and the day's ruler read for it, then its significator's
/// place, solar house and aspects.
fn field_text(f: &WesternDayFactors, field: &str, planet: &str, sign: usize) -> String {
    let first = format!(
        "With the Moon in your solar {} house, {}; with {} ruling the day ({}), {}",
        ordinal(f.moon_solar_house),
        get("horoscope", &format!("western/{field}/house/{}", f.moon_solar_house)),
        f.day_ruler,
        f.weekday,
        get("horoscope", &format!("western/{field}/day/{}", f.day_ruler.key()))
    );
    let Some(p) = f.fast_planets.iter().find(|p| p.planet.eq_ignore_ascii_case(planet)) else {
        return first;
    };
    let retro = if p.retrograde {
        format!(", retrograde ({})", get("horoscope", &format!("western/retrograde/{planet}")))
    } else {
        String::new()
    };
    let moon =
        f.moon_aspects.iter().find(|m| m.planet.eq_ignore_ascii_case(planet)).map(moon_clause).unwrap_or_default();
    let lord = ruler(sign);
    let to_ruler = p.to_ruler.as_ref().map_or(String::new(), |x| {
        format!("; with your ruler, {}, it forms {} ({:.1}° orb, {})", the(lord.name()), a(x.aspect), x.orb, x.motion)
    });
    format!(
        "{first} {}, {}, is at {} {} in your solar {} house of {}{retro}: {}; {moon}{to_ruler}.",
        the_cap(p.planet),
        get("horoscope", &format!("western/significator/{field}")),
        deg_min(p.degree),
        p.sign,
        ordinal(p.solar_house),
        get("horoscope", &format!("western/house/{}", p.solar_house)),
        get("horoscope", &format!("western/planet/{planet}")),
    )
}
