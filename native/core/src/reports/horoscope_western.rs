//! Western horoscopes (`system=western`): daily, weekly and monthly readings for a tropical Sun
//! sign, in the manner of modern Sun-sign columns (solar houses: the sign is the 1st house and
//! each following sign the next). The period's sky comes from the engines of the sky group:
//! the Moon's signs (`moments::ingress`), the void-of-course Moon (`sky::void_of_course`), the
//! principal phases (`sky::phases`), the stations (`moments::stations`) and the planetary hours
//! (`sky::hours`); rulers from `western::dignities`, aspects and orbs from `western::aspects`.
//! `system=vedic` (the default) is `horoscope.rs`, unchanged.

use super::chart_words::house_from;
use super::horoscope::{moon_passages, period_end, MoonPassage, Period};
use super::horoscope_western_day::{the, the_cap, western_day, DayInput, WesternDay, WesternStation};
use super::text::get;
use super::{dms, fact, ordinal, when, AnyReport, Report, ReportRequest, Section};
use crate::ephemeris::bodies::{position, Zodiac};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::{EventTime, Interval, Moment};
use crate::error::{Error, Result};
use crate::moments::ingress::{sign_changes, Mover};
use crate::moments::stations::{stations_between, STATION_BODIES};
use crate::sky::phases::{moon_phases, MoonPhase, MoonPhasesRequest};
use crate::sky::span::{Span, ZodiacChoice};
use crate::sky::void_of_course::{void_of_course, VoidOfCourseRequest, VoidPeriod};
use crate::western::aspects::{AspectConventions, AspectOptions, AspectSet};
use crate::western::chart::PLANETS;
use crate::western::dignities::{modern_ruler, ruler};
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, Sign};
use serde::Serialize;

/// Where the Western interpretation text comes from (printed on the cover).
pub const WESTERN_TEXT_SOURCE: &str = "Interpretation text written for this service in the manner of modern Sun-sign columns: solar houses counted from the Sun sign, Ptolemy's aspects (Tetrabiblos I.13) and the planetary hours in the Chaldean order.";

/// A planet at the start of the period, tropical, with its solar house.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternPlanet {
    /// Display name, `Sun` … `Pluto`.
    pub planet: &'static str,
    /// Stable lower-case key, `sun` … `pluto`.
    pub planet_key: &'static str,
    /// Tropical sign at the start of the period.
    pub sign: Sign,
    /// Degrees within that sign (0 to 30) at the start of the period.
    pub degree: f64,
    /// Solar house of that sign (1 = the Sun sign itself).
    pub solar_house: usize,
    pub retrograde: bool,
}

/// A planet's change of tropical sign within the period (the Moon's are in `moon`).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternIngress {
    /// Display name, `Sun` … `Pluto`.
    pub planet: &'static str,
    /// Stable lower-case key.
    pub planet_key: &'static str,
    pub time: EventTime,
    pub from: Sign,
    pub to: Sign,
    /// Solar house of the sign entered.
    pub solar_house: usize,
    pub retrograde: bool,
}

/// What a Western horoscope states about its method.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternConventions {
    /// `western`.
    pub system: &'static str,
    /// `tropical`.
    pub zodiac: &'static str,
    /// The house method.
    pub houses: &'static str,
    /// The rulers read.
    pub rulers: &'static str,
    /// The aspects looked for (the five Ptolemaic ones) with their orbs, and what applying means.
    pub aspects: AspectConventions,
    /// The moment of the day the factors are read at.
    pub day_moment: &'static str,
    /// How the lucky time is chosen.
    pub planetary_hours: &'static str,
    /// The void-of-course rule.
    pub void_of_course: &'static str,
    /// Where the hours are reckoned when the request gives no place.
    pub default_place: &'static str,
    /// The lucky number and colour.
    pub lucky: &'static str,
}

/// The sky of a Western horoscope period, read from one Sun sign.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct WesternHoroscopeData {
    /// The tropical Sun sign the horoscope is for, e.g. "Leo"; it counts as the 1st solar house.
    pub sign: Sign,
    /// `western`.
    pub system: &'static str,
    /// `daily`, `weekly` or `monthly`.
    pub period: &'static str,
    /// The period covered: 1, 7 or 30 days from the requested start.
    pub interval: Interval,
    /// The sign's traditional ruler.
    pub ruler: Graha,
    /// The sign's modern ruler (Pluto for Scorpio, Uranus for Aquarius, Neptune for Pisces;
    /// otherwise the traditional one).
    pub modern_ruler: &'static str,
    /// Sun … Pluto at the start of the period.
    pub planets: Vec<WesternPlanet>,
    /// The Moon's stays in the tropical signs over the period (`house` = solar house).
    pub moon: Vec<MoonPassage>,
    /// Sign changes of Sun … Pluto (Moon excluded) within the period.
    pub ingresses: Vec<WesternIngress>,
    /// Stations of Mercury … Pluto within the period.
    pub stations: Vec<WesternStation>,
    /// Void-of-course periods of the Moon that overlap the period (traditional planets).
    pub void_of_course: Vec<VoidPeriod>,
    /// New Moons, first quarters, full Moons and last quarters within the period.
    pub phases: Vec<MoonPhase>,
    /// The reading of each day of the period (1, 7 or 30).
    pub days: Vec<WesternDay>,
    /// Where the planetary hours were computed.
    pub place: Place,
    /// System, zodiac, house method, rulers, aspects and the rules of the hours and voids.
    pub conventions: WesternConventions,
}

/// The answer of the three horoscope kinds: the Vedic report (`system=vedic`, the default) or
/// the Western one (`system=western`); serialised as the report itself.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
pub enum HoroscopeAnswer {
    /// `system=vedic`: the rashi's horoscope.
    Vedic(Box<Report<super::HoroscopeData>>),
    /// `system=western`: the tropical Sun sign's horoscope.
    Western(Box<Report<WesternHoroscopeData>>),
}

impl HoroscopeAnswer {
    /// The parts every report shape shares: its cover lines, its addressee and its sections.
    pub fn parts_mut(&mut self) -> (&mut Vec<String>, &mut Option<String>, &mut Vec<Section>) {
        match self {
            HoroscopeAnswer::Vedic(r) => (&mut r.subtitle, &mut r.prepared_for, &mut r.sections),
            HoroscopeAnswer::Western(r) => (&mut r.subtitle, &mut r.prepared_for, &mut r.sections),
        }
    }
}

/// The horoscope of the system the request names: `vedic` (default) or `western`.
pub fn by_system(req: &ReportRequest, period: Period) -> Result<AnyReport> {
    let answer = match req.system.as_deref().unwrap_or("vedic") {
        "vedic" => HoroscopeAnswer::Vedic(Box::new(super::horoscope::horoscope(req, period)?)),
        "western" => HoroscopeAnswer::Western(Box::new(western(req, period)?)),
        _ => return Err(Error::invalid("system", "must be vedic or western")),
    };
    Ok(AnyReport::Horoscope(answer))
}

/// A Western sign name (`aries` … `pisces`); the Sanskrit names are the Vedic system's only.
fn western_sign(slug: &str) -> Result<usize> {
    Sign::ALL.iter().find(|s| s.key().eq_ignore_ascii_case(slug)).map(|s| s.index()).ok_or_else(|| {
        let all: Vec<&str> = Sign::ALL.iter().map(|s| s.key()).collect();
        Error::invalid("sign", format!("the Western system takes the English sign names: {}", all.join(", ")))
    })
}

/// Without a place, the hours are reckoned on the equator at the meridian of the UTC offset,
/// where sunrise is near 06:00 on the clock all year, so the daytime hours fall within the date.
fn default_place(offset_minutes: i32) -> Place {
    Place { lat: 0.0, lon: (offset_minutes as f64 / 4.0).clamp(-180.0, 180.0) }
}

fn period_name(period: Period) -> (&'static str, &'static str) {
    match period {
        Period::Daily => ("daily", "horoscope/daily"),
        Period::Weekly => ("weekly", "horoscope/weekly"),
        Period::Monthly => ("monthly", "horoscope/monthly"),
    }
}

fn conventions() -> Result<WesternConventions> {
    Ok(WesternConventions {
        system: "western",
        zodiac: "tropical",
        houses:
            "solar houses, as in modern Sun-sign columns: the Sun sign is the 1st house, each following sign the next",
        rulers: "traditional rulers (the seven planets) for the ruler's aspects and the lucky hour; the modern rulers \
                 (Pluto for Scorpio, Uranus for Aquarius, Neptune for Pisces) read beside them",
        aspects: AspectOptions::parse(None, AspectSet::Major)?.conventions(),
        day_moment: "each day's factors at the local noon of the date; voids and stations when they fall in the day",
        planetary_hours: "lucky time: the first daytime planetary hour of the sign's traditional ruler; daytime in 12 \
                          equal hours from sunrise, rulers in the Chaldean order from the weekday's ruler \
                          (as /v1/sky/planetary-hours)",
        void_of_course: "from the Moon's last exact Ptolemaic aspect to Sun … Saturn in a sign to its next ingress \
                         (Lilly; as /v1/sky/void-of-course, planets=traditional)",
        default_place: "without lat and lon: the equator at the meridian of the UTC offset (offset × 15°)",
        lucky: "number: the Moon's solar house of the day; colour: the colour of the day's ruler (modern \
                correspondence tables)",
    })
}

/// Stations of Mercury … Pluto in the period, with their tropical places and solar houses.
fn stations(sign: usize, from: f64, to: f64, off: i32) -> Result<Vec<WesternStation>> {
    let mut out = Vec::new();
    for body in STATION_BODIES {
        for s in stations_between(body, from, to)? {
            let lon = position(s.jd, body, Zodiac::Tropical)?.longitude;
            let si = sign_index(lon);
            out.push(WesternStation {
                planet: body.name,
                planet_key: body.key,
                direction: if s.retrograde { "retrograde" } else { "direct" },
                time: EventTime::new(s.jd, off),
                sign: Sign::from_index(si),
                degree: lon - si as f64 * 30.0,
                solar_house: house_from(si, sign),
            });
        }
    }
    out.sort_by(|a, b| a.time.jd_ut.total_cmp(&b.time.jd_ut));
    Ok(out)
}

/// Sun … Pluto at the start of the period, the Moon's signs over it, and the others' ingresses.
type PeriodSky = (Vec<WesternPlanet>, Vec<MoonPassage>, Vec<WesternIngress>);

fn sky_of(req: &ReportRequest, sign: usize, start: Moment, end_jd: f64) -> Result<PeriodSky> {
    let off = start.offset_minutes;
    let mut planets = Vec::new();
    let mut ingresses = Vec::new();
    let mut moon = Vec::new();
    for body in PLANETS {
        let mover = Mover::from_key(body.key, req.node)?;
        let (lon, speed) = mover.longitude(start.jd_ut, Zodiac::Tropical)?;
        let si = sign_index(lon);
        planets.push(WesternPlanet {
            planet: body.name,
            planet_key: body.key,
            sign: Sign::from_index(si),
            degree: lon - si as f64 * 30.0,
            solar_house: house_from(si, sign),
            retrograde: speed < 0.0,
        });
        let changes = sign_changes(mover, Zodiac::Tropical, start.jd_ut, end_jd)?;
        if body.key == "moon" {
            moon = moon_passages(&changes, si, sign, start.jd_ut, end_jd, off);
            continue;
        }
        for c in changes {
            ingresses.push(WesternIngress {
                planet: body.name,
                planet_key: body.key,
                time: EventTime::new(c.jd, off),
                from: Sign::from_index(c.from),
                to: Sign::from_index(c.to),
                solar_house: house_from(c.to, sign),
                retrograde: c.retrograde,
            });
        }
    }
    ingresses.sort_by(|a, b| a.time.jd_ut.total_cmp(&b.time.jd_ut));
    Ok((planets, moon, ingresses))
}

/// The Western horoscope of a tropical Sun sign for a day, a week or a month.
pub fn western(req: &ReportRequest, period: Period) -> Result<Report<WesternHoroscopeData>> {
    let sign = western_sign(req.sign.as_deref().ok_or_else(|| Error::invalid("sign", "is required"))?)?;
    if req.ayanamsa.is_some() {
        return Err(Error::invalid("ayanamsa", "applies to the Vedic system only (the Western one is tropical)"));
    }
    let start: Moment =
        req.period_start.ok_or_else(|| Error::invalid("date", "the start of the period is required"))?;
    let end_jd = period_end(start.jd_ut, period)?;
    let off = start.offset_minutes;
    let t = |jd: f64| EventTime::new(jd, off);
    let (planets, moon, ingresses) = sky_of(req, sign, start, end_jd)?;
    let span = Span { from: start, to: Moment { jd_ut: end_jd, offset_minutes: off } };
    let tropical = ZodiacChoice { zodiac: Some("tropical".into()), ayanamsa: None };
    let voids = void_of_course(&VoidOfCourseRequest { span, zodiac: tropical.clone(), planets: None })?.periods;
    let phases = moon_phases(&MoonPhasesRequest { span, zodiac: tropical })?.phases;
    let stations = stations(sign, start.jd_ut, end_jd, off)?;
    let place = req.place.unwrap_or_else(|| default_place(off));
    let input = DayInput { sign, place, voids: &voids, stations: &stations };
    let days = (0..(end_jd - start.jd_ut).round() as usize)
        .map(|i| western_day(Moment { jd_ut: start.jd_ut + i as f64, offset_minutes: off }, &input))
        .collect::<Result<Vec<_>>>()?;
    let (kind, report) = period_name(period);
    let data = WesternHoroscopeData {
        sign: Sign::from_index(sign),
        system: "western",
        period: kind,
        interval: Interval { start: t(start.jd_ut), end: t(end_jd) },
        ruler: ruler(sign),
        modern_ruler: modern_ruler(sign),
        planets,
        moon,
        ingresses,
        stations,
        void_of_course: voids,
        phases,
        days,
        place,
        conventions: conventions()?,
    };
    let sections = assemble(&data, period);
    Ok(Report {
        report,
        title: format!("{} {kind} horoscope (Western)", Sign::from_index(sign)),
        subtitle: vec![format!("{} to {}", when(&data.interval.start), when(&data.interval.end))],
        sections,
        data,
        prepared_for: None,
        text_source: WESTERN_TEXT_SOURCE,
    })
}

/// A day's fields as a section: overview, love, career, health, money and the lucky facts.
fn day_section(r: &WesternDay, full: bool) -> Section {
    let h = &r.lucky.time;
    let lucky = vec![
        fact("Lucky number", r.lucky.number),
        fact("Lucky colour", r.lucky.colour),
        fact(
            "Lucky time",
            format!(
                "{} to {} (planetary hour {} of the day, ruled by {})",
                &when(&h.start)[11..],
                &when(&h.end)[11..],
                h.hour,
                h.ruler
            ),
        ),
    ];
    let s = Section::sub(r.date.clone()).text(r.overview.clone());
    if !full {
        return s.facts(lucky);
    }
    s.text(format!("Love: {}", r.love))
        .text(format!("Career: {}", r.career))
        .text(format!("Health: {}", r.health))
        .text(format!("Money: {}", r.money))
        .facts(lucky)
}

fn assemble(d: &WesternHoroscopeData, period: Period) -> Vec<Section> {
    let mut out = vec![glance(d)];
    let mut s = Section::chapter(if period == Period::Daily { "The day" } else { "Day by day" });
    s.new_page = period != Period::Daily;
    out.push(s);
    for r in &d.days {
        out.push(day_section(r, period != Period::Monthly));
    }
    out.push(moon_section(d));
    if !d.void_of_course.is_empty() {
        out.push(voids_section(d));
    }
    out.push(planets_section(d));
    if let Some(s) = changes_section(d) {
        out.push(s);
    }
    out
}

/// The sign, its rulers and the method in two paragraphs.
fn glance(d: &WesternHoroscopeData) -> Section {
    let modern = if d.modern_ruler == d.ruler.name() {
        String::new()
    } else {
        format!(" and its modern ruler {}", d.modern_ruler)
    };
    Section::chapter(format!("{} at a glance", d.sign))
        .text(get("horoscope", &format!("western/sign/{}", d.sign.key())))
        .text(format!(
            "This reading counts {} as your 1st solar house and follows its ruler, {}{modern}, through the day's sky.",
            d.sign,
            the(d.ruler.name())
        ))
}

/// The Moon's signs with their solar houses, and the principal phases in one paragraph.
fn moon_section(d: &WesternHoroscopeData) -> Section {
    let mut s = Section::sub("The Moon");
    for m in &d.moon {
        s = s.text(format!(
            "{} to {}: Moon in {} (solar {} house).",
            when(&m.start),
            when(&m.end),
            m.sign,
            ordinal(m.house)
        ));
    }
    let phases: Vec<String> =
        d.phases.iter().map(|p| format!("{} {} in {}", when(&p.time), p.name, p.moon_sign.sign)).collect();
    if !phases.is_empty() {
        s = s.text(format!("Principal phases: {}.", phases.join("; ")));
    }
    s
}

fn voids_section(d: &WesternHoroscopeData) -> Section {
    Section::sub("Void-of-course Moon").table(
        None,
        &["From", "To", "Sign", "After"],
        d.void_of_course
            .iter()
            .map(|v| {
                vec![
                    when(&v.period.start),
                    when(&v.period.end),
                    v.sign.to_string(),
                    v.last_aspect.as_ref().map_or(String::new(), |l| format!("{} {}", l.aspect, l.planet)),
                ]
            })
            .collect(),
    )
}

fn planets_section(d: &WesternHoroscopeData) -> Section {
    Section::sub("The planets").table(
        None,
        &["Planet", "Sign", "Degree", "Solar house", ""],
        d.planets
            .iter()
            .map(|p| {
                vec![
                    p.planet.to_string(),
                    p.sign.to_string(),
                    dms(p.degree),
                    p.solar_house.to_string(),
                    if p.retrograde { "R" } else { "" }.to_string(),
                ]
            })
            .collect(),
    )
}

/// The period's stations and ingresses, one line each; none when the period has neither.
fn changes_section(d: &WesternHoroscopeData) -> Option<Section> {
    let stations = d.stations.iter().map(|s| {
        format!(
            "{}: {} stations {} at {} {} (solar {} house).",
            when(&s.time),
            s.planet,
            s.direction,
            dms(s.degree),
            s.sign,
            ordinal(s.solar_house)
        )
    });
    let ingresses = d.ingresses.iter().map(|i| {
        format!(
            "{}: {} {} {} (solar {} house).",
            when(&i.time),
            the_cap(i.planet),
            if i.retrograde { "moves back into" } else { "enters" },
            i.to,
            ordinal(i.solar_house)
        )
    });
    let lines: Vec<String> = stations.chain(ingresses).collect();
    if lines.is_empty() {
        return None;
    }
    Some(lines.into_iter().fold(Section::sub("Stations and changes of sign"), |s, l| s.text(l)))
}
