//! Daily, weekly and monthly horoscopes for one rashi, built from the real sky of the period:
//! the Moon's passage through the signs, the planets' ingresses, and where every graha stands
//! (and which aspect the rashi) counted from that rashi as the first house.

use super::chart_words::house_from;
use super::horoscope_day::{day_reading, DayReading, UJJAIN};
use super::kundli::favourable;
use super::text::get;
use super::{dms, when, Report, ReportRequest, Section, GRAHAS};
use crate::ephemeris::ayanamsa::{Ayanamsa, LAHIRI};
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::{EventTime, Interval, Moment};
use crate::error::{Error, Result};
use crate::moments::ingress::{sign_changes, Mover, SignChange};
use crate::vedic::drishti::aspected_houses;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::Sign;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    Daily,
    Weekly,
    Monthly,
}

/// A graha over the period.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct GrahaInPeriod {
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Sidereal sign at the start of the period.
    pub sign: Sign,
    /// Degrees within that sign (0 to 30) at the start of the period.
    pub degree: f64,
    /// House counted from the rashi (1 = the rashi itself) at the start.
    pub house: usize,
    pub retrograde: bool,
    /// In a classically favourable house from the rashi (Phaladeepika 26) at the start.
    pub favourable: bool,
    /// Aspects the rashi by graha drishti at the start of the period.
    pub aspects_sign: bool,
}

/// One stay of the Moon in a sign within the period.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonPassage {
    pub sign: Sign,
    /// House of that sign counted from the horoscope's sign (1 = the sign itself): from the rashi
    /// (`system=vedic`), or the solar house from the Sun sign (`system=western`).
    pub house: usize,
    pub start: EventTime,
    pub end: EventTime,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Ingress {
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    pub time: EventTime,
    pub from: Sign,
    pub to: Sign,
    /// House of the sign entered, counted from the rashi.
    pub house: usize,
    pub retrograde: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HoroscopeConventions {
    pub zodiac: &'static str,
    pub ayanamsa: &'static str,
    pub node: &'static str,
    pub houses: &'static str,
    pub favourable_houses: &'static str,
}

/// The sky of a horoscope period, read from one rashi.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HoroscopeData {
    /// The rashi (Moon sign) the horoscope is for, e.g. "Aries"; it counts as the 1st house.
    pub sign: Sign,
    /// `daily`, `weekly` or `monthly`.
    pub period: &'static str,
    /// The period covered: 1, 7 or 30 days from the requested start.
    pub interval: Interval,
    /// The nine grahas at the start of the period.
    pub planets: Vec<GrahaInPeriod>,
    /// The Moon's stays in the signs over the period, in order.
    pub moon: Vec<MoonPassage>,
    /// Sign changes of the other grahas within the period (Moon excluded).
    pub ingresses: Vec<Ingress>,
    /// The reading of each day of the period (1, 7 or 30): overview, love, career, health,
    /// money and the lucky number, colour and hour, from that day's sky and panchang.
    pub days: Vec<DayReading>,
    /// Where the days' sunrise and horas were computed (Ujjain when the request gives no place).
    pub place: Place,
    /// Zodiac, ayanamsa, node and house rules used.
    pub conventions: HoroscopeConventions,
}

pub fn sign_from_slug(slug: &str) -> Result<usize> {
    Sign::from_key(slug).map(Sign::index).ok_or_else(|| {
        let all: Vec<&str> = Sign::ALL.iter().map(|s| s.key()).collect();
        Error::invalid("sign", format!("must be one of: {}", all.join(", ")))
    })
}

fn aspects(planet: Graha, house: usize) -> bool {
    // A graha in house h aspects house h + k - 1 for each of its aspects k; the rashi is house 1.
    aspected_houses(planet).iter().any(|k| (house - 1 + *k as usize - 1).is_multiple_of(12))
}

/// The Moon's signs over the period, one passage per sign.
pub(super) fn moon_passages(
    changes: &[SignChange],
    sign: usize,
    rashi: usize,
    start: f64,
    end: f64,
    off: i32,
) -> Vec<MoonPassage> {
    let t = |jd: f64| EventTime::new(jd, off);
    let end_jd = end;
    let mut moon = Vec::new();
    let mut from = start;
    let mut current = sign;
    for c in changes {
        moon.push(MoonPassage {
            sign: Sign::from_index(current),
            house: house_from(current, rashi),
            start: t(from),
            end: t(c.jd),
        });
        from = c.jd;
        current = c.to;
    }
    moon.push(MoonPassage {
        sign: Sign::from_index(current),
        house: house_from(current, rashi),
        start: t(from),
        end: t(end_jd),
    });
    moon
}

/// The conventions a horoscope states.
fn horoscope_conventions(ayanamsa: Ayanamsa, node: crate::ephemeris::bodies::NodeType) -> HoroscopeConventions {
    HoroscopeConventions {
        zodiac: "sidereal",
        ayanamsa: ayanamsa.slug,
        node: if matches!(node, crate::ephemeris::bodies::NodeType::Mean) { "mean" } else { "true" },
        houses: "whole signs counted from the rashi (the rashi = 1st house)",
        favourable_houses: "Phaladeepika ch. 26 gochara table (Sun 3 6 10 11; Moon 1 3 6 7 10 11; Mars, Saturn, nodes 3 6 11; Mercury 2 4 6 8 10 11; Jupiter 2 5 7 9 11; Venus 1-5 8 9 11 12)",
    }
}

/// End of the period that starts at `start_jd` (1, 7 or 30 days), both ends within the ephemeris.
pub(super) fn period_end(start_jd: f64, period: Period) -> Result<f64> {
    let days = match period {
        Period::Daily => 1.0,
        Period::Weekly => 7.0,
        Period::Monthly => 30.0,
    };
    let end_jd = start_jd + days;
    for jd in [start_jd, end_jd] {
        crate::ephemeris::time::check_supported(jd)
            .map_err(|_| Error::invalid("date", "outside the supported range"))?;
    }
    Ok(end_jd)
}

/// The reading of every day of the period, each from its own sky and panchang.
fn days_of(
    req: &ReportRequest,
    zodiac: Zodiac,
    rashi: usize,
    place: Place,
    start: Moment,
    end_jd: f64,
) -> Result<Vec<DayReading>> {
    (0..(end_jd - start.jd_ut).round() as usize)
        .map(|i| {
            let day = Moment { jd_ut: start.jd_ut + i as f64, offset_minutes: start.offset_minutes };
            day_reading(day, rashi, place, req.ayanamsa.clone(), zodiac)
        })
        .collect()
}

/// The horoscope of a rashi (Moon sign) for a day, a week or a month from the real transits.
pub fn horoscope(req: &ReportRequest, period: Period) -> Result<Report<HoroscopeData>> {
    let rashi = sign_from_slug(req.sign.as_deref().ok_or_else(|| Error::invalid("sign", "is required"))?)?;
    let start: Moment =
        req.period_start.ok_or_else(|| Error::invalid("date", "the start of the period is required"))?;
    let end_jd = period_end(start.jd_ut, period)?;
    let ayanamsa = req.ayanamsa.as_deref().map_or(Ok(LAHIRI), Ayanamsa::from_slug)?;
    let zodiac = Zodiac::Sidereal(ayanamsa);
    let off = start.offset_minutes;
    let t = |jd: f64| EventTime::new(jd, off);

    let mut planets = Vec::new();
    let mut ingresses = Vec::new();
    let mut moon = Vec::new();
    for name in GRAHAS {
        let mover = Mover::from_key(name.key(), req.node)?;
        let (lon, speed) = mover.longitude(start.jd_ut, zodiac)?;
        let sign = sign_index(lon);
        let house = house_from(sign, rashi);
        planets.push(GrahaInPeriod {
            planet: name,
            planet_key: name.key(),
            sign: Sign::from_index(sign),
            degree: lon - sign as f64 * 30.0,
            house,
            retrograde: speed < 0.0,
            favourable: favourable(name, house),
            aspects_sign: aspects(name, house),
        });
        let changes = sign_changes(mover, zodiac, start.jd_ut, end_jd)?;
        if name == Graha::Moon {
            moon = moon_passages(&changes, sign, rashi, start.jd_ut, end_jd, off);
        } else {
            for c in changes {
                ingresses.push(Ingress {
                    planet: name,
                    planet_key: name.key(),
                    time: t(c.jd),
                    from: Sign::from_index(c.from),
                    to: Sign::from_index(c.to),
                    house: house_from(c.to, rashi),
                    retrograde: c.retrograde,
                });
            }
        }
    }
    ingresses.sort_by(|a, b| a.time.jd_ut.total_cmp(&b.time.jd_ut));
    let place = req.place.unwrap_or(UJJAIN);
    let days = days_of(req, zodiac, rashi, place, start, end_jd)?;
    let kind = match period {
        Period::Daily => "daily",
        Period::Weekly => "weekly",
        Period::Monthly => "monthly",
    };
    let data = HoroscopeData {
        sign: Sign::from_index(rashi),
        period: kind,
        interval: Interval { start: t(start.jd_ut), end: t(end_jd) },
        planets,
        moon,
        ingresses,
        days,
        place,
        conventions: horoscope_conventions(ayanamsa, req.node),
    };
    let sections = assemble(&data, period);
    let title = format!("{} {} horoscope", Sign::from_index(rashi), kind);
    Ok(Report {
        report: match period {
            Period::Daily => "horoscope/daily",
            Period::Weekly => "horoscope/weekly",
            Period::Monthly => "horoscope/monthly",
        },
        title: title[..1].to_uppercase() + &title[1..],
        subtitle: vec![format!("{} to {}", when(&data.interval.start), when(&data.interval.end))],
        sections,
        data,
        prepared_for: None,
        text_source: super::TEXT_SOURCE,
    })
}

/// The day's fields as a section: overview, love, career, health, money, and the lucky facts.
fn day_section(r: &DayReading, title: String, full: bool) -> Section {
    let lucky = vec![
        super::fact("Lucky number", r.lucky.number),
        super::fact("Lucky colour", r.lucky.colour),
        super::fact(
            "Lucky time",
            format!(
                "{} to {} (hora of {})",
                &when(&r.lucky.time.start)[11..],
                &when(&r.lucky.time.end)[11..],
                r.lucky.time.hora_lord
            ),
        ),
    ];
    let s = Section::sub(title).text(r.overview.clone());
    if !full {
        return s.facts(lucky);
    }
    s.text(format!("Love: {}", r.love))
        .text(format!("Career: {}", r.career))
        .text(format!("Health: {}", r.health))
        .text(format!("Money: {}", r.money))
        .facts(lucky)
}

fn assemble(d: &HoroscopeData, period: Period) -> Vec<Section> {
    let mut out = Vec::new();
    let good = d.planets.iter().filter(|p| p.favourable && p.planet != Graha::Moon).count();
    let outlook = match good {
        0..=2 => "a period to go carefully, consolidate and avoid needless risks",
        3..=4 => "a mixed period in which steady effort brings fair results",
        _ => "a supportive period for initiatives and cooperation",
    };
    out.push(
        Section::chapter(format!("{} at a glance", d.sign)).text(get("misc", &format!("rashi/{}", d.sign.key()))).text(
            format!(
            "{good} of the eight grahas other than the Moon stand in classically favourable houses from {}: {outlook}.",
            d.sign
        ),
        ),
    );
    let mut s = Section::chapter(if period == Period::Daily { "The day" } else { "Day by day" });
    s.new_page = period != Period::Daily;
    out.push(s);
    for r in &d.days {
        out.push(day_section(r, r.date.clone(), period != Period::Monthly));
    }
    let mut s = Section::sub("The Moon");
    for m in &d.moon {
        s = s.text(format!(
            "{} to {}: Moon in {} ({} house). {}",
            when(&m.start),
            when(&m.end),
            m.sign,
            super::ordinal(m.house),
            get("transit", &format!("moon/{}", m.house))
        ));
    }
    out.push(s);
    let mut s = Section::sub("The planets").table(
        None,
        &["Planet", "Sign", "Degree", "House", "", "Aspects the sign"],
        d.planets
            .iter()
            .map(|p| {
                vec![
                    p.planet.to_string(),
                    p.sign.to_string(),
                    dms(p.degree),
                    p.house.to_string(),
                    if p.retrograde { "R" } else { "" }.to_string(),
                    if p.aspects_sign { "yes" } else { "" }.to_string(),
                ]
            })
            .collect(),
    );
    let slow_first: Vec<&GrahaInPeriod> = d.planets.iter().filter(|p| p.planet != Graha::Moon).collect();
    let shown = if period == Period::Daily { 4 } else { slow_first.len() };
    for p in slow_first.iter().rev().take(shown).rev() {
        s = s.text(get("transit", &format!("{}/{}", p.planet.key(), p.house)));
    }
    let aspecting: Vec<&str> = d.planets.iter().filter(|p| p.aspects_sign).map(|p| p.planet.name()).collect();
    if !aspecting.is_empty() {
        s = s.text(format!("Aspecting {} in this period: {}.", d.sign, aspecting.join(", ")));
    }
    out.push(s);
    if !d.ingresses.is_empty() {
        let mut s = Section::sub("Changes of sign");
        for i in &d.ingresses {
            s = s.text(format!(
                "{}: {} {} {} from {} ({} house from {}). {}",
                when(&i.time),
                i.planet,
                if i.retrograde { "moves back into" } else { "enters" },
                i.to,
                i.from,
                super::ordinal(i.house),
                d.sign,
                get("transit", &format!("{}/{}", i.planet.key(), i.house))
            ));
        }
        out.push(s);
    }
    out
}
