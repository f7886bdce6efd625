//! One day of a rashi's horoscope, read from that day's real sky and panchang: the Moon's
//! nakshatra and its house from the rashi (chandra bala), the weekday and its lord, the tithi's
//! class, the transits of the significators of each field (Venus for love, the Sun for career,
//! Mars for health, Jupiter for money), and a lucky hour: the first daytime hora of the rashi's
//! own lord. Every sentence names the factor it comes from.

use super::chart_words::house_from;
use super::horoscope_aspect::{key as aspect_key, separation, Separation};
use super::horoscope_tara::{taras_for_sign, verdict, TaraFrom};
use super::ordinal;
use super::text::get;
use crate::ephemeris::bodies::{NodeType, Zodiac};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::{EventTime, Moment};
use crate::error::{Error, Result};
use crate::moments::ingress::Mover;
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
    /// Tara bala: the day's nakshatra counted from each nakshatra of the sign (the rule is in
    /// src/reports/horoscope_tara.rs: the majority of favourable taras).
    pub taras: Vec<TaraFrom>,
    /// The Moon's separation from the sign's lord at noon (the Sun's, for Cancer, whose lord is
    /// the Moon) and the major aspect within 8°.
    pub moon_to_lord: Separation,
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

/// Degrees and minutes within the sign: `14°05'`.
fn deg_min(lon: f64) -> String {
    let m = (lon.rem_euclid(30.0) * 60.0).floor() as i64;
    format!("{}°{:02}'", m / 60, m % 60)
}

/// The day's sky at noon: sidereal longitudes of the seven visible grahas.
struct Sky(Vec<(Graha, f64)>);

impl Sky {
    fn at(jd: f64, zodiac: Zodiac) -> Result<Sky> {
        const SEVEN: [Graha; 7] =
            [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];
        let mut out = Vec::new();
        for g in SEVEN {
            out.push((g, Mover::from_key(g.key(), NodeType::Mean)?.longitude(jd, zodiac)?.0));
        }
        Ok(Sky(out))
    }
    fn lon(&self, g: Graha) -> f64 {
        self.0.iter().find(|(x, _)| *x == g).map_or(0.0, |(_, l)| *l)
    }
}

/// "Venus stands at 12°04' Leo, your 5th house from the sign": a graha's place of the day.
fn place_of(sky: &Sky, g: Graha, rashi: usize) -> (String, usize) {
    let lon = sky.lon(g);
    let house = house_from(sign_index(lon), rashi);
    (
        format!("{} {}, your {} house from the sign", deg_min(lon), Sign::from_index(sign_index(lon)), ordinal(house)),
        house,
    )
}

/// "the Moon, 123° from it today, flows with it, ...": the day's Moon (the Sun when `g` is the
/// Moon itself) measured against `g`.
fn moon_clause(sky: &Sky, g: Graha) -> (String, Separation) {
    let (by, name) = if g == Graha::Moon { (Graha::Sun, "the Sun") } else { (Graha::Moon, "the Moon") };
    let s = separation(sky.lon(by), sky.lon(g));
    (
        format!(
            "{name}, {:.0}° from it today, {}",
            s.degrees,
            get("horoscope", &format!("moon-aspect/{}", aspect_key(&s)))
        ),
        s,
    )
}

/// A field's significator: its place, its classical transit reading and the day's Moon on it.
fn significator(sky: &Sky, rashi: usize, graha: Graha, what: &str) -> String {
    let (at, house) = place_of(sky, graha, rashi);
    let reading = get("transit", &format!("{}/{house}", graha.key())).trim_end_matches('.');
    format!(
        "{graha}, the significator of {what}, is at {at}: {}; {}.",
        super::label(reading),
        moon_clause(sky, graha).0
    )
}

/// The sign's lord: its place, the Moon on it, and the other fast planets' major aspects to it.
fn lord_sentence(sky: &Sky, rashi: usize) -> (String, Separation) {
    let lord = Sign::from_index(rashi).lord();
    let (at, _) = place_of(sky, lord, rashi);
    let (clause, sep) = moon_clause(sky, lord);
    let fast: Vec<String> = [Graha::Sun, Graha::Mercury, Graha::Venus, Graha::Mars]
        .into_iter()
        .filter(|g| *g != lord)
        .filter_map(|g| {
            let s = separation(sky.lon(g), sky.lon(lord));
            s.aspect.map(|a| {
                format!("{g} {} it (orb {:.0}°)", get("horoscope", &format!("verb/{a}")), s.orb.unwrap_or(0.0))
            })
        })
        .collect();
    let tail = if fast.is_empty() { String::new() } else { format!(", while {}", fast.join(" and ")) };
    (format!("{}'s lord {lord} is at {at}; {clause}{tail}.", Sign::from_index(rashi)), sep)
}

/// The day's nakshatra counted as a tara from each nakshatra of the sign, with the verdict.
fn tara_sentence(taras: &[TaraFrom], nak: &str, rashi: usize) -> String {
    let parts: Vec<String> =
        taras.iter().map(|t| format!("{} ({}{}) from {}", t.name, t.tara, ordinal_suffix(t.tara), t.from)).collect();
    format!(
        "Counted as a tara, the day's {nak} is {}, the nakshatras of {}: {}",
        join_and(&parts),
        Sign::from_index(rashi),
        get("horoscope", &format!("tara/{}", verdict(taras)))
    )
}

fn ordinal_suffix(n: u8) -> &'static str {
    match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    }
}

fn join_and(parts: &[String]) -> String {
    match parts.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// A field's reading of the weekday lord and the tithi class, one sentence: the day's pair.
fn vara_tithi(field: &str, lord: Graha, class: &str) -> String {
    let vara = get("horoscope", &format!("{field}/vara/{}", lord.key())).trim_end_matches('.');
    let tithi = get("horoscope", &format!("{field}/tithi/{class}"));
    let mut c = tithi.chars();
    let lower = c.next().map(|f| f.to_lowercase().collect::<String>() + c.as_str()).unwrap_or_default();
    format!("{vara}; {lower}")
}

/// The reading of the local day that starts at `start` (local midnight) for `rashi` (0-based),
/// from the sky and the panchang at the local noon.
pub fn day_reading(
    start: Moment,
    rashi: usize,
    place: Place,
    ayanamsa: Option<String>,
    zodiac: Zodiac,
) -> Result<DayReading> {
    // Noon falls inside the Vedic day (sunrise to sunrise) of this date everywhere but the poles.
    let noon = Moment { jd_ut: start.jd_ut + 0.5, offset_minutes: start.offset_minutes };
    let day = PanchangDay::new(&PanchangRequest { moment: noon, place, ayanamsa, sunrise: Default::default() })?;
    let (t, n, v) = (tithi(&day)?, nakshatra(&day)?, vara(&day)?);
    let sky = Sky::at(noon.jd_ut, zodiac)?;
    let moon_sign = sign_index(n.moon_longitude);
    let moon_house = house_from(moon_sign, rashi);
    let class = tithi_class(t.paksha_tithi);
    let lord = Sign::from_index(rashi).lord();
    let hour = lucky_hora(&start, place, lord)?;
    let taras = taras_for_sign(rashi, n.element.current.number as usize - 1);
    let (lord_text, moon_to_lord) = lord_sentence(&sky, rashi);
    let overview = format!(
        "The Moon passes through {} at {} {}, your {} house from the sign: {} {} {} {} {}",
        n.element.current.name,
        deg_min(n.moon_longitude),
        Sign::from_index(moon_sign),
        ordinal(moon_house),
        super::label(get("transit", &format!("moon/{moon_house}"))),
        tara_sentence(&taras, n.element.current.name, rashi),
        get("horoscope", &format!("overview/vara/{}", v.lord.key())),
        get("horoscope", &format!("overview/tithi/{class}")),
        lord_text,
    );
    let field = |f: &str, g: Graha, what: &str| {
        format!("{} {}", vara_tithi(f, v.lord, class), significator(&sky, rashi, g, what))
    };
    Ok(DayReading {
        date: start_date(&start),
        overview,
        love: field("love", Graha::Venus, "love"),
        career: field("career", Graha::Sun, "career"),
        health: field("health", Graha::Mars, "vitality"),
        money: field("money", Graha::Jupiter, "wealth"),
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
            taras,
            moon_to_lord,
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
