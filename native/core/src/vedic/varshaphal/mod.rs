//! Varshaphal: the Tajika annual chart (varsha pravesha) of a birth for one year of life.
//!
//! Public API (used by the HTTP layer and by the reports):
//! - [`varshaphal`]`(&VarshaphalRequest) -> Result<Varshaphal>`: the whole year in one call.
//! - [`solar_return`]`(birth_jd, natal_sun, age, ayanamsa) -> Result<f64>`: the moment (JD UT) the
//!   sidereal Sun comes back to its natal sidereal longitude for the `age`-th time.
//! - [`muntha_sign`]`(natal_ascendant_sign, age) -> usize`, [`tri_rashi_pati`]`(sign, day)`.
//! - [`sahams`]`(&SahamInput) -> Vec<Saham>`, [`tajika_aspect`]`(from_sign, to_sign)`,
//!   [`tajika_aspects`] and [`tajika_yogas`] of a chart's seven grahas, [`mudda_dasha`].
//!
//! Definitions (every one stated again in the response's `definitions`):
//! - Solar return: the sidereal (request ayanamsa, Lahiri by default) apparent longitude of the
//!   Sun equals its natal value; found by `ephemeris::root` (bracketing scan + Newton, 0.01 s).
//!   Age n = the n-th return after birth (n = 0 is the birth itself). `year` (calendar) means
//!   age = year − the birth's calendar year.
//! - The annual chart is cast for the return moment at the birth place (or the place given),
//!   whole-sign houses from the annual ascendant.
//! - Day or night: the Sun above the horizon, i.e. its sidereal longitude lies in the half of the
//!   ecliptic from the descendant to the ascendant (houses 7 → 12 by degree). The Sun's ecliptic
//!   latitude (< 1.2″) is ignored; no refraction.
//! - Muntha: natal ascendant's sign advanced one sign per completed year (Tajika Neelakanthi,
//!   Samjna Tantra; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 30).
//! - Year lord (Varsheshwara) — the five office-bearers (pancha-adhikari) of Tajika Neelakanthi:
//!   (1) the muntha lord, (2) the lord of the natal ascendant's sign, (3) the tri-rashi pati of the
//!   annual ascendant (day or night table), (4) the lord of the Sun's sign by day or the Moon's
//!   sign by night (annual chart), (5) the lord of the annual ascendant. The year lord is the
//!   strongest of the office-bearers that aspect the annual ascendant's sign with a Tajika aspect
//!   (any of the 1/3/4/5/7/9/10/11 sign relations); if none aspects it, the strongest of all.
//!   Strength here is the Shadbala total in rupas of the annual chart (this API's stand-in for
//!   Neelakanthi's pancha-vargeeya bala, which needs the Tajika hadda table); where Shadbala
//!   cannot be computed (no sunrise) the first candidate in the order above wins. The Moon is
//!   never made year lord (Neelakanthi): it is skipped and the next candidate considered.
//! - Sahams: A − B + C; when C is not between B and A (counting signs forward from the sign
//!   after B's up to A's sign) 30° is added; by night the formulas marked `reversed_at_night`
//!   use B − A + C; when C is the point A itself (Roga) nothing is added (Tajika Neelakanthi, Samjna Tantra, saham chapter, as tabulated by
//!   P.V.R. Narasimha Rao, ch. 30). House points are the annual ascendant + 30° × (house − 1).
//! - Tajika aspects (Neelakanthi): sign distances 3/11 secret friendly, 5/9 open friendly,
//!   4/10 secret inimical, 1/7 open inimical; 2/6/8/12 no aspect. Orbs (deeptamsa): Sun 15,
//!   Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9; two planets are within orb when
//!   the difference of their degrees within their signs is at most the mean of their deeptamsas.
//! - Tajika yogas: see [`tajika_yogas`].
//! - Mudda dasha: Vimshottari order and proportions (Sun 18, Moon 30, Mars 21, Rahu 54, Jupiter
//!   48, Saturn 57, Mercury 51, Ketu 21, Venus 60 of 360 parts) spread over the year from this
//!   return to the next; the first lord = (janma nakshatra number + completed years − 2) mod 9
//!   counted Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury, Ketu, Venus (0 = Venus), i.e. the
//!   nakshatra lord advanced one step per year (P.V.R. Narasimha Rao, ch. 30, "Mudda dasa"); the
//!   first period's balance is the unelapsed fraction of the natal Moon's nakshatra, as in natal
//!   Vimshottari, so the nine periods start before the return by the elapsed part.

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::{self, position, Zodiac};
use crate::ephemeris::place::Place;
use crate::ephemeris::root::next_angle_crossing;
use crate::ephemeris::time::{calendar_from_jd, EventTime};
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartPoint, ChartRequest, Conventions, House, VedicChart};
use crate::vedic::strength::{shadbala, StrengthRequest};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::{NakshatraPlacement, SignPlacement, SIGNS};
use chrono::Datelike;
use serde::{Deserialize, Serialize};

mod mudda;
mod saham_id;
mod sahams;
mod tajika;
pub use mudda::{mudda_dasha, MuddaPeriod, MUDDA_DAYS, MUDDA_LORDS};
pub use saham_id::SahamId;
pub use sahams::{sahams, Saham, SahamInput};
pub use tajika::{tajika_aspect, tajika_aspects, tajika_yogas, TajikaAspect, TajikaYoga, DEEPTAMSA, FASTEST_FIRST};

/// The seven grahas Sun … Saturn, the index order of the per-planet tables here.
pub const SEVEN: [Graha; 7] = Graha::SEVEN;
/// Tri-rashi pati by day and by night, Aries first (Tajika Neelakanthi).
pub const TRI_RASHI_DAY: [Graha; 12] = [
    Graha::Sun,
    Graha::Venus,
    Graha::Saturn,
    Graha::Venus,
    Graha::Jupiter,
    Graha::Moon,
    Graha::Mercury,
    Graha::Mars,
    Graha::Saturn,
    Graha::Mars,
    Graha::Jupiter,
    Graha::Moon,
];
/// Tri-rashi pati by night, Aries first (Tajika Neelakanthi); the day table is [`TRI_RASHI_DAY`].
pub const TRI_RASHI_NIGHT: [Graha; 12] = [
    Graha::Jupiter,
    Graha::Moon,
    Graha::Mercury,
    Graha::Mars,
    Graha::Sun,
    Graha::Venus,
    Graha::Saturn,
    Graha::Venus,
    Graha::Saturn,
    Graha::Mars,
    Graha::Jupiter,
    Graha::Moon,
];
const SIDEREAL_YEAR: f64 = 365.256_363;

/// A birth and the year of life whose annual chart is asked for.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct VarshaphalRequest {
    /// Birth moment and place.
    pub moment: Moment,
    /// Birth place: latitude and longitude in degrees (north and east positive).
    pub place: Place,
    /// Ayanamsa slug for the sidereal charts and the solar return; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model for Rahu and Ketu: `mean` (default) or `true`.
    #[serde(default)]
    pub node: NodeType,
    /// Completed years (0..=120); or give `year` (with both, they must agree).
    pub age: Option<i32>,
    /// Calendar year of the return (age = year − birth year).
    pub year: Option<i32>,
    /// Place of the annual chart; the birth place when absent.
    pub annual_place: Option<Place>,
}

/// A graha in the annual chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TajikaPlanet {
    /// The graha.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Sidereal longitude at the solar return in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Speed in sidereal longitude, degrees per day (negative when retrograde).
    pub speed: f64,
    /// Whether the graha is retrograde at the solar return.
    pub retrograde: bool,
    /// Sidereal sign and degree within it.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Nakshatra, pada, nakshatra lord and fraction crossed.
    #[serde(flatten)]
    pub nakshatra: NakshatraPlacement,
    /// Whole-sign house counted from the annual ascendant, 1 … 12.
    pub house: u8,
}

/// The annual chart (varsha pravesha): cast for the solar return at the annual place.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AnnualChart {
    /// Annual ascendant: sidereal longitude, sign and nakshatra.
    pub ascendant: ChartPoint,
    /// The nine grahas in the annual chart.
    pub planets: Vec<TajikaPlanet>,
    /// The twelve whole-sign houses from the annual ascendant.
    pub houses: Vec<House>,
    /// Whether the Sun is above the horizon at the return (a day chart).
    pub daytime: bool,
}

/// The muntha: the natal ascendant's sign advanced one sign per completed year.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Muntha {
    /// Sign of the muntha.
    pub sign: crate::zodiac::Sign,
    /// Number of that sign, 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// House of the muntha in the annual chart.
    pub house: u8,
    /// Lord of the muntha's sign.
    pub lord: Graha,
}

/// One of the five office-bearers (pancha-adhikari) who may become year lord.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Office {
    /// The office, e.g. "muntha lord" or "lord of the annual ascendant".
    pub office: &'static str,
    /// The graha holding that office.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Has a Tajika aspect (or conjunction) on the annual ascendant's sign.
    pub aspects_ascendant: bool,
    /// Shadbala total in rupas in the annual chart (null when not computable).
    pub strength_rupas: Option<f64>,
}

/// The lord of the year (Varsheshwara) and how it was chosen.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct YearLord {
    /// The year lord; never the Moon.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// The five office-bearers in Tajika Neelakanthi's order, with their aspect and strength.
    pub candidates: Vec<Office>,
    /// The selection rule in words.
    pub rule: &'static str,
}

/// The Tajika annual chart of one year of life, with everything read from it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Varshaphal {
    /// Completed years of life at this solar return (0 = the birth itself).
    pub age: i32,
    /// Calendar year of the solar return (birth year + age).
    pub year: i32,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// Natal sidereal longitude of the Sun in degrees, which the Sun returns to.
    pub natal_sun_longitude: f64,
    /// Sidereal sign of the natal ascendant.
    pub natal_ascendant_sign: crate::zodiac::Sign,
    /// The varsha pravesha: sidereal solar return.
    pub solar_return: EventTime,
    /// The next solar return, which ends this year of life.
    pub next_solar_return: EventTime,
    /// Where the annual chart is cast: latitude and longitude in degrees.
    pub annual_place: Place,
    /// The annual chart.
    pub chart: AnnualChart,
    /// The muntha of this year.
    pub muntha: Muntha,
    /// The year lord and the office-bearers considered.
    pub year_lord: YearLord,
    /// The 36 sahams (sensitive points) of the annual chart, in Neelakanthi's order.
    pub sahams: Vec<Saham>,
    /// Tajika aspects between each pair of the seven grahas.
    pub tajika_aspects: Vec<TajikaAspect>,
    /// Tajika yogas found among the seven grahas.
    pub tajika_yogas: Vec<TajikaYoga>,
    /// The nine Mudda dasha periods of the year.
    pub mudda_dasha: Vec<MuddaPeriod>,
    /// Every definition and rule used, in words.
    pub definitions: Definitions,
    /// Conventions of the annual chart (zodiac, ayanamsa, node model, ephemeris).
    pub conventions: Conventions,
}

/// The definitions behind a varshaphal answer, in words.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Definitions {
    /// How the solar return is found.
    pub solar_return: &'static str,
    /// How day or night is decided.
    pub daytime: &'static str,
    /// How the muntha is found.
    pub muntha: &'static str,
    /// How the sahams are computed.
    pub sahams: &'static str,
    /// The Tajika aspects and their orbs.
    pub tajika_aspects: &'static str,
    /// The Tajika yogas looked for.
    pub tajika_yogas: &'static str,
    /// How the Mudda dasha is laid out.
    pub mudda_dasha: &'static str,
}

const DEFINITIONS: Definitions = Definitions {
    solar_return: "moment the sidereal apparent Sun returns to its natal sidereal longitude (root finding, 0.01 s); age n = n-th return",
    daytime: "Sun above the horizon: its longitude between the descendant and the ascendant (houses 7-12 by degree)",
    muntha: "natal ascendant sign + completed years (Tajika Neelakanthi; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 30)",
    sahams: "A - B + C, +30 degrees when C's sign is not met counting from the sign after B's to A's sign; night reversal B - A + C where marked (Tajika Neelakanthi, saham chapter, table of P.V.R. Narasimha Rao ch. 30)",
    tajika_aspects: "sign distance 3/11 secret friendly, 5/9 open friendly, 4/10 secret inimical, 1/7 open inimical, 2/6/8/12 none; deeptamsa Sun 15 Moon 12 Mars 8 Mercury 7 Jupiter 9 Venus 7 Saturn 9, within orb when the degree-in-sign gap <= the mean of the two (Tajika Neelakanthi)",
    tajika_yogas: "Ithasala: Tajika aspect within orb, the faster planet (classical order Moon Mercury Venus Sun Mars Jupiter Saturn) fewer degrees into its sign (applying); Ishrafa: same but the faster has passed; Nakta: two planets without a Tajika aspect both in ithasala with a planet faster than both; Yamaya: the same through a planet slower than both; Kamboola: an ithasala of two planets other than the Moon with the Moon in ithasala with either; Radda: an ithasala with one of the pair retrograde or in its debilitation sign; Manahoo: an ithasala where Mars or Saturn has an inimical aspect within orb on the faster planet (Tajika Neelakanthi, Samjna Tantra, after P.V.R. Narasimha Rao ch. 30)",
    mudda_dasha: "Vimshottari proportions (Sun 18 Moon 30 Mars 21 Rahu 54 Jupiter 48 Saturn 57 Mercury 51 Ketu 21 Venus 60 of 360) over the actual year from this return to the next; first lord = (janma nakshatra + completed years - 2) mod 9 from Sun (0 = Venus); balance as natal Vimshottari (P.V.R. Narasimha Rao ch. 30)",
};

/// Index of one of the seven grahas in [`SEVEN`] (the order of the per-planet tables).
fn idx(graha: Graha) -> usize {
    SEVEN.iter().position(|p| *p == graha).expect("one of the seven grahas")
}

/// The `age`-th sidereal solar return after a birth at `birth_jd` with natal Sun `natal_sun`.
pub fn solar_return(birth_jd: f64, natal_sun: f64, age: i32, ayanamsa: Ayanamsa) -> Result<f64> {
    if age == 0 {
        return Ok(birth_jd);
    }
    let guess = birth_jd + age as f64 * SIDEREAL_YEAR;
    let sun = |t: f64| -> Result<(f64, f64)> {
        let p = position(t, bodies::SUN, Zodiac::Sidereal(ayanamsa))?;
        Ok((p.longitude, p.speed_longitude))
    };
    // The sidereal year is fixed; nutation and aberration move the return by minutes, so ±3 days
    // brackets it with room to spare.
    next_angle_crossing(sun, natal_sun, guess - 3.0, guess + 3.0, 1.0)?
        .ok_or_else(|| Error::Ephemeris("solar return not bracketed".into()))
}

/// Sign of the muntha (0 = Aries) from the natal ascendant's sign (0 = Aries) and the completed years.
pub fn muntha_sign(natal_ascendant_sign: usize, age: i32) -> usize {
    (natal_ascendant_sign as i64 + age as i64).rem_euclid(12) as usize
}

/// Tri-rashi pati of a sign (0 = Aries) by day or by night (Tajika Neelakanthi).
pub fn tri_rashi_pati(sign: usize, daytime: bool) -> Graha {
    if daytime {
        TRI_RASHI_DAY[sign]
    } else {
        TRI_RASHI_NIGHT[sign]
    }
}

/// Tajika aspect of a planet's sign on a sign (conjunction counts).
fn aspects_sign(planet_sign: usize, sign: usize) -> bool {
    tajika_aspect(planet_sign, sign).2.is_some()
}

/// The year of life asked for, by `age` (completed years) or calendar `year`, checked.
fn year_of_life(req: &VarshaphalRequest, birth_year: i32) -> Result<i32> {
    let age = match (req.age, req.year) {
        (Some(a), Some(y)) if y - birth_year == a => a,
        (Some(_), Some(_)) => return Err(Error::invalid("year", "disagrees with age (age = year - birth year)")),
        (Some(a), None) => a,
        (None, Some(y)) => y - birth_year,
        (None, None) => return Err(Error::invalid("age", "give age (completed years) or year")),
    };
    if !(0..=120).contains(&age) {
        let param = if req.age.is_some() { "age" } else { "year" };
        return Err(Error::invalid(param, "the year of life must be from 0 to 120 years after birth"));
    }
    Ok(age)
}

/// The lord of the year among the five office-bearers of the annual chart.
fn year_lord(
    req: &VarshaphalRequest,
    annual: &VedicChart,
    t0: f64,
    natal_asc_sign: usize,
    muntha_lord: Graha,
) -> Result<YearLord> {
    let offset = req.moment.offset_minutes;
    let annual_place = annual_place_of(req)?;
    let asc_sign = sign_index(annual.ascendant.longitude);
    let longitudes: [f64; 7] = std::array::from_fn(|i| annual.planets[i].longitude);
    let daytime = (longitudes[0] - annual.ascendant.longitude).rem_euclid(360.0) >= 180.0;
    let strengths: Option<Vec<(Graha, f64)>> = shadbala(&StrengthRequest {
        moment: Moment { jd_ut: t0, offset_minutes: offset },
        place: annual_place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
        sunrise: Default::default(),
        method: Default::default(),
    })
    .ok()
    .map(|s| s.planets.iter().map(|p| (p.planet, p.total_rupas)).collect());
    let luminary = if daytime { longitudes[0] } else { longitudes[1] };
    let offices = [
        ("muntha lord", muntha_lord),
        ("lord of the natal ascendant", SIGNS[natal_asc_sign].lord),
        ("tri-rashi pati of the annual ascendant", tri_rashi_pati(asc_sign, daytime)),
        (
            if daytime { "lord of the Sun's sign (day)" } else { "lord of the Moon's sign (night)" },
            SIGNS[sign_index(luminary)].lord,
        ),
        ("lord of the annual ascendant", SIGNS[asc_sign].lord),
    ];
    let candidates: Vec<Office> = offices
        .iter()
        .map(|&(office, planet)| Office {
            office,
            planet,
            planet_key: planet.key(),
            aspects_ascendant: aspects_sign(sign_index(longitudes[idx(planet)]), asc_sign),
            strength_rupas: strengths.as_ref().and_then(|s| s.iter().find(|(n, _)| *n == planet).map(|(_, v)| *v)),
        })
        .collect();
    let eligible: Vec<&Office> = candidates.iter().filter(|c| c.planet != Graha::Moon).collect();
    let aspecting: Vec<&Office> = eligible.iter().copied().filter(|c| c.aspects_ascendant).collect();
    let pool = if aspecting.is_empty() { &eligible } else { &aspecting };
    let strongest = pool
        .iter()
        .copied()
        .fold(None::<&Office>, |best, c| match (best, c.strength_rupas) {
            (None, _) => Some(c),
            (Some(b), Some(s)) if s > b.strength_rupas.unwrap_or(f64::NEG_INFINITY) => Some(c),
            (Some(b), _) => Some(b),
        })
        .map(|c| c.planet)
        .unwrap_or(SIGNS[asc_sign].lord);
    Ok(YearLord {
        planet: strongest, planet_key: strongest.key(),
        candidates,
        rule: "the strongest (Shadbala rupas of the annual chart) of the five office-bearers that aspect the annual ascendant by a Tajika aspect; if none does, the strongest of all; the Moon is never year lord (Tajika Neelakanthi; strength measure: this API's choice)",
    })
}

/// Where the annual chart is cast: the annual place if given, else the birth place.
fn annual_place_of(req: &VarshaphalRequest) -> Result<Place> {
    match req.annual_place {
        Some(p) => Place::checked(p.lat, p.lon),
        None => Ok(req.place),
    }
}

/// The Tajika annual chart of the requested year of life, with muntha, year lord, sahams,
/// Tajika aspects and yogas, and Mudda dasha.
pub fn varshaphal(req: &VarshaphalRequest) -> Result<Varshaphal> {
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let natal = vedic_chart(&ChartRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
    })?;
    let offset = req.moment.offset_minutes;
    let birth_year = calendar_from_jd(req.moment.jd_ut + offset as f64 / 1440.0).year();
    let age = year_of_life(req, birth_year)?;
    let annual_place = annual_place_of(req)?;
    let sun = natal.planets[0].longitude;
    let moon = natal.planets[1].longitude;
    let t0 = solar_return(req.moment.jd_ut, sun, age, ayanamsa)?;
    let t1 = solar_return(req.moment.jd_ut, sun, age + 1, ayanamsa)?;
    crate::ephemeris::time::check_supported(t1)?;
    let annual = vedic_chart(&ChartRequest {
        moment: Moment { jd_ut: t0, offset_minutes: offset },
        place: annual_place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
    })?;
    let asc = annual.ascendant.longitude;
    let asc_sign = sign_index(asc);
    let longitudes: [f64; 7] = std::array::from_fn(|i| annual.planets[i].longitude);
    let retro: [bool; 7] = std::array::from_fn(|i| annual.planets[i].retrograde);
    let daytime = (longitudes[0] - asc).rem_euclid(360.0) >= 180.0;
    let natal_asc_sign = sign_index(natal.ascendant.longitude);
    let m = muntha_sign(natal_asc_sign, age);
    let muntha = Muntha {
        sign: crate::zodiac::Sign::from_index(m),
        sign_index: m as u8 + 1,
        house: ((m + 12 - asc_sign) % 12 + 1) as u8,
        lord: SIGNS[m].lord,
    };
    let year_lord = year_lord(req, &annual, t0, natal_asc_sign, muntha.lord)?;
    let planets = annual
        .planets
        .iter()
        .map(|g| TajikaPlanet {
            name: g.graha,
            key: g.graha.key(),
            longitude: g.longitude,
            speed: g.speed,
            retrograde: g.retrograde,
            sign: g.sign.clone(),
            nakshatra: g.nakshatra.clone(),
            house: g.house,
        })
        .collect();
    Ok(Varshaphal {
        age,
        year: birth_year + age,
        birth: EventTime::new(req.moment.jd_ut, offset),
        natal_sun_longitude: sun,
        natal_ascendant_sign: crate::zodiac::Sign::from_index(natal_asc_sign),
        solar_return: EventTime::new(t0, offset),
        next_solar_return: EventTime::new(t1, offset),
        annual_place,
        sahams: sahams(&SahamInput { ascendant: asc, planets: longitudes, daytime }),
        tajika_aspects: tajika_aspects(&longitudes),
        tajika_yogas: tajika_yogas(&longitudes, &retro),
        mudda_dasha: mudda_dasha(moon, age, t0, t1, offset),
        chart: AnnualChart { ascendant: annual.ascendant.clone(), planets, houses: annual.houses.clone(), daytime },
        muntha,
        year_lord,
        definitions: DEFINITIONS,
        conventions: annual.conventions,
    })
}
