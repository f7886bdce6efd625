//! The `/v1/kp/...` answers: planets, cusps, significators, ruling planets, horary and cuspal
//! interlinks, all from one KP chart (Krishnamurti ayanamsa and Placidus cusps by default).

use super::ruling::{ruling_planets, RulingPlanets};
use super::significators::{house_of, significators, PlanetSignificators, SigPlanet, Significators};
use super::{kp_planet, lords_of, sub_table, KpCusp, KpPlanet, SubEntry};
use crate::ephemeris::ayanamsa::KRISHNAMURTI;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::{ascendant, houses, HouseSystem, PLACIDUS};
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{vedic_day, SunriseDefinition};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::vedic::chart::{sidereal_grahas, tropical_grahas, ChartRequest, Conventions, SiderealShift};
use crate::vedic::gulika::{local_weekday, WEEKDAY_LORDS, WEEKDAY_NAMES};
use crate::zodiac::sign::normalize;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// A KP request: the chart's moment, place and sidereal options, the house system of the cusps
/// and, for the ruling planets, the sunrise that starts the day.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct KpRequest {
    /// Moment, place, ayanamsa (Krishnamurti when absent) and node model.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// House system of the cusps; Placidus when absent.
    #[serde(default)]
    pub house_system: Option<HouseSystem>,
    /// Sunrise definition that starts the day of the day lord; upper limb when absent.
    #[serde(default)]
    pub sunrise: Option<SunriseDefinition>,
}

/// A KP horary request: a [`KpRequest`] for the moment and place of the question, and the
/// number 1 … 249 the querent gave.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct KpHoraryRequest {
    /// Moment and place of the question and the chart options.
    #[serde(flatten)]
    pub base: KpRequest,
    /// The horary number, 1 … 249.
    pub number: u16,
}

/// The conventions of a `/v1/kp/...` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpRules {
    /// Zodiac, ayanamsa (Krishnamurti by default), node and house system of the cusps.
    #[serde(flatten)]
    pub base: Conventions,
    /// How the cusps and the sign, star, sub and sub-sub lords were found.
    pub lords: &'static str,
    /// Which house a planet occupies and the four levels of significators.
    pub significators: &'static str,
    /// How Rahu and Ketu act as agents.
    pub nodes: &'static str,
}

const LORDS_RULE: &str = "cusps of the house system (tropical, minus the ayanamsa); each nakshatra of 13°20′ divided \
    into nine subs in Vimshottari order from its own lord, each proportional to its lord's years (of 120), and each sub \
    into nine sub-subs the same way";
const SIGNIFICATORS_RULE: &str = "a planet occupies the house from the cusp it has passed to the next cusp; house \
    significators A: planets in the star of the occupants, B: occupants, C: planets in the star of the cusp's sign \
    lord, D: that sign lord";
const NODES_RULE: &str = "Rahu and Ketu own no sign; as agents they represent the planets in their sign, the planets \
    aspecting their sign by graha drishti, and their sign lord (listed apart from the A … D table)";

/// One graha with its lords, its house and the houses it signifies.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpPlanetRow {
    /// Longitude, sign and the four lords.
    #[serde(flatten)]
    pub lords: KpPlanet,
    /// The house (cusp to cusp) the graha occupies.
    pub house: u8,
    /// Houses the graha signifies at the four levels.
    pub signifies: PlanetSignificators,
}

/// The KP chart every `/v1/kp/...` answer is read from.
struct KpChart {
    conventions: KpRules,
    moment: EventTime,
    planets: Vec<KpPlanet>,
    cusps: Vec<KpCusp>,
    /// Right ascension of the MC the cusps were computed at, degrees.
    armc: f64,
    shift: SiderealShift,
}

fn cusps_of(tropical: &[f64], shift: SiderealShift) -> Vec<KpCusp> {
    tropical
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let lon = normalize(c - shift.value);
            let l = lords_of(lon);
            KpCusp {
                house: i as u8 + 1,
                longitude: lon,
                sign: l.sign,
                sign_lord: l.sign_lord,
                star_lord: l.star_lord,
                sub_lord: l.sub_lord,
                sub_sub_lord: l.sub_sub_lord,
            }
        })
        .collect()
}

/// The chart of the request; `cusps_at` is the Julian day whose cusps are used (the moment's
/// own, or for horary the moment the number's degree rises).
fn kp_chart(req: &KpRequest, cusps_at: impl FnOnce(SiderealShift, HouseSystem) -> Result<f64>) -> Result<KpChart> {
    let chart = &req.chart;
    let place = Place::checked(chart.place.lat, chart.place.lon)?;
    let ayanamsa = Ayanamsa::resolve(chart.ayanamsa.as_deref(), KRISHNAMURTI)?;
    let system = req.house_system.unwrap_or(PLACIDUS);
    if system.cusp_count() != 12 {
        return Err(Error::invalid("house_system", "KP needs twelve cusps; gauquelin has 36 sectors"));
    }
    let jd = chart.moment.jd_ut;
    let shift = SiderealShift::at(jd, ayanamsa)?;
    let planets = sidereal_grahas(&tropical_grahas(jd, chart.node)?, shift)
        .into_iter()
        .map(|(name, p)| kp_planet(name, p.longitude, p.retrograde()))
        .collect();
    let h = houses(cusps_at(shift, system)?, place.lat, place.lon, system, Zodiac::Tropical)?;
    let mut base = Conventions::sidereal(ayanamsa, shift.value, chart.node);
    base.house_system = system.slug;
    Ok(KpChart {
        conventions: KpRules { base, lords: LORDS_RULE, significators: SIGNIFICATORS_RULE, nodes: NODES_RULE },
        moment: EventTime::new(jd, chart.moment.offset_minutes),
        planets,
        cusps: cusps_of(&h.cusps, shift),
        armc: h.armc,
        shift,
    })
}

fn natal_chart(req: &KpRequest) -> Result<KpChart> {
    let jd = req.chart.moment.jd_ut;
    kp_chart(req, |_, _| Ok(jd))
}

impl KpChart {
    fn cusp_longitudes(&self) -> Vec<f64> {
        self.cusps.iter().map(|c| c.longitude).collect()
    }

    fn significators(&self) -> Significators {
        let planets: Vec<SigPlanet> = self
            .planets
            .iter()
            .map(|p| SigPlanet { graha: p.name, longitude: p.longitude, star_lord: p.star_lord })
            .collect();
        significators(&planets, &self.cusp_longitudes())
    }

    fn planet_rows(&self, sig: &Significators) -> Vec<KpPlanetRow> {
        let cusps = self.cusp_longitudes();
        self.planets
            .iter()
            .zip(&sig.planets)
            .map(|(p, s)| KpPlanetRow { lords: p.clone(), house: house_of(p.longitude, &cusps), signifies: s.clone() })
            .collect()
    }
}

/// The `/v1/kp/planets` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpPlanetsAnswer {
    /// The nine grahas, Sun … Saturn, Rahu, Ketu.
    pub planets: Vec<KpPlanetRow>,
    /// The moment of the chart.
    pub moment: EventTime,
    /// The rules that produced the answer.
    pub conventions: KpRules,
}

/// `/v1/kp/planets`: each graha's sign, star, sub and sub-sub lords, its house and the houses it
/// signifies at the four levels.
pub fn kp_planets(req: &KpRequest) -> Result<KpPlanetsAnswer> {
    let c = natal_chart(req)?;
    let sig = c.significators();
    Ok(KpPlanetsAnswer { planets: c.planet_rows(&sig), moment: c.moment, conventions: c.conventions })
}

/// The `/v1/kp/cusps` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpCuspsAnswer {
    /// The twelve cusps, house 1 (the ascendant) first.
    pub cusps: Vec<KpCusp>,
    /// Right ascension of the MC (sidereal time) of the cusps, degrees.
    pub armc: f64,
    /// The moment of the chart.
    pub moment: EventTime,
    /// The rules that produced the answer.
    pub conventions: KpRules,
}

/// `/v1/kp/cusps`: the twelve cusps with sign, star, sub and sub-sub lords.
pub fn kp_cusps(req: &KpRequest) -> Result<KpCuspsAnswer> {
    let c = natal_chart(req)?;
    Ok(KpCuspsAnswer { cusps: c.cusps, armc: c.armc, moment: c.moment, conventions: c.conventions })
}

/// The `/v1/kp/significators` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpSignificatorsAnswer {
    /// The house table, the planet table and the nodes' agency.
    #[serde(flatten)]
    pub significators: Significators,
    /// The moment of the chart.
    pub moment: EventTime,
    /// The rules that produced the answer.
    pub conventions: KpRules,
}

/// `/v1/kp/significators`: the A … D significators of each house and the reverse table.
pub fn kp_significators(req: &KpRequest) -> Result<KpSignificatorsAnswer> {
    let c = natal_chart(req)?;
    Ok(KpSignificatorsAnswer { significators: c.significators(), moment: c.moment, conventions: c.conventions })
}

/// The conventions of a ruling-planets answer: the KP rules and the day.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RulingRules {
    /// The KP chart rules.
    #[serde(flatten)]
    pub kp: KpRules,
    /// Sunrise definition that starts the Vedic day of the day lord.
    pub sunrise: &'static str,
    /// The day of the day lord.
    pub day: &'static str,
}

/// The `/v1/kp/ruling-planets` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpRulingAnswer {
    /// Day lord, ascendant and Moon lords and the ranked ruling planets.
    #[serde(flatten)]
    pub ruling: RulingPlanets,
    /// The moment of the chart.
    pub moment: EventTime,
    /// The rules that produced the answer.
    pub conventions: RulingRules,
}

fn ruling_of(req: &KpRequest, c: &KpChart, ascendant: f64) -> Result<(RulingPlanets, RulingRules)> {
    let m = &req.chart.moment;
    let def = req.sunrise.unwrap_or_default();
    let day = vedic_day(m.jd_ut, req.chart.place.lat, req.chart.place.lon, def)?;
    let weekday = local_weekday(day.map_or(m.jd_ut, |d| d.sunrise), m.offset_minutes);
    let grahas: Vec<(Graha, f64)> = c.planets.iter().map(|p| (p.name, p.longitude)).collect();
    let moon = grahas[1].1;
    let ruling = ruling_planets(WEEKDAY_LORDS[weekday], WEEKDAY_NAMES[weekday], ascendant, moon, &grahas);
    let rules = RulingRules {
        kp: c.conventions.clone(),
        sunrise: def.slug(),
        day: if day.is_some() {
            "the Vedic day, sunrise to the next sunrise"
        } else {
            "the civil day (the Sun does not rise or set at the place that day)"
        },
    };
    Ok((ruling, rules))
}

/// `/v1/kp/ruling-planets`: the ruling planets of a moment and place.
pub fn kp_ruling_planets(req: &KpRequest) -> Result<KpRulingAnswer> {
    let c = natal_chart(req)?;
    let (ruling, conventions) = ruling_of(req, &c, c.cusps[0].longitude)?;
    Ok(KpRulingAnswer { ruling, moment: c.moment, conventions })
}

/// One cusp's sub lord and what it links the cusp to.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CuspalInterlink {
    /// House number, 1 … 12.
    pub house: u8,
    /// Sidereal longitude of the cusp.
    pub longitude: f64,
    /// The cusp's sub lord (CSL).
    pub sub_lord: Graha,
    /// Houses the sub lord signifies at the four levels.
    pub sub_lord_signifies: PlanetSignificators,
    /// The star lord of the sub lord (the sub lord's source of results).
    pub sub_lord_star_lord: Graha,
    /// Houses that star lord signifies (A … D).
    pub star_lord_signifies: Vec<u8>,
    /// The houses this cusp is linked to: every house the sub lord signifies, and when it is
    /// Rahu or Ketu, the houses of the planets it represents.
    pub linked_houses: Vec<u8>,
}

/// The `/v1/kp/cuspal-interlinks` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpInterlinksAnswer {
    /// The twelve cusps, house 1 first.
    pub cusps: Vec<CuspalInterlink>,
    /// The moment of the chart.
    pub moment: EventTime,
    /// The rules that produced the answer.
    pub conventions: KpRules,
}

/// `/v1/kp/cuspal-interlinks`: each cusp's sub lord and the houses it signifies.
pub fn kp_cuspal_interlinks(req: &KpRequest) -> Result<KpInterlinksAnswer> {
    let c = natal_chart(req)?;
    let sig = c.significators();
    let of = |g: Graha| sig.planets.iter().find(|s| s.planet == g).expect("nine planets").clone();
    let star_lord = |g: Graha| c.planets.iter().find(|p| p.name == g).expect("nine planets").star_lord;
    let cusps = c
        .cusps
        .iter()
        .map(|cusp| {
            let csl = of(cusp.sub_lord);
            let mut linked = csl.all.clone();
            if let Some(n) = sig.nodes.iter().find(|n| n.node == cusp.sub_lord) {
                linked = n.houses.clone();
            }
            CuspalInterlink {
                house: cusp.house,
                longitude: cusp.longitude,
                sub_lord: cusp.sub_lord,
                sub_lord_star_lord: star_lord(cusp.sub_lord),
                star_lord_signifies: of(star_lord(cusp.sub_lord)).all,
                sub_lord_signifies: csl,
                linked_houses: linked,
            }
        })
        .collect();
    Ok(KpInterlinksAnswer { cusps, moment: c.moment, conventions: c.conventions })
}

/// The `/v1/kp/horary` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpHoraryAnswer {
    /// The number given, 1 … 249.
    pub number: u16,
    /// Its row of the KP table: the ascendant is set to the row's start.
    pub row: SubEntry,
    /// The moment (on or after the question) at which the row's start rises at the place; the
    /// cusps are those of that moment's sidereal time.
    pub ascendant_rises: EventTime,
    /// Right ascension of the MC of the cusps, degrees.
    pub armc: f64,
    /// The twelve cusps, house 1 at the start of the row.
    pub cusps: Vec<KpCusp>,
    /// The grahas at the moment of the question, with houses and significations.
    pub planets: Vec<KpPlanetRow>,
    /// The house table, the planet table and the nodes' agency.
    pub significators: Significators,
    /// Ruling planets of the moment of the question (its own rising degree, not the number's).
    pub ruling_planets: RulingPlanets,
    /// The moment of the question.
    pub moment: EventTime,
    /// The rules that produced the answer.
    pub conventions: RulingRules,
}

/// A sliver past the row's start, 0.036″, so rounding cannot put the ascendant in the row before.
const PAST_START: f64 = 1e-5;

/// The Julian day (UT), within a day after `from`, when the tropical ascendant at the place is
/// `target`: the ascendant always advances, so a scan of ten-minute steps with the advance
/// unwrapped, then bisection to the resolution of the Julian day (~40 µs).
fn rising_moment(from: f64, lat: f64, lon: f64, target: f64) -> Result<f64> {
    let asc = |t: f64| ascendant(t, lat, lon, Zodiac::Tropical);
    let step = 10.0 / 1440.0;
    let mut t = from;
    let mut a = asc(t)?;
    let mut left = normalize(target - a);
    for _ in 0..160 {
        let b = asc(t + step)?;
        let moved = normalize(b - a);
        if moved >= left {
            let (mut lo, mut hi) = (t, t + step);
            let start = a;
            // 40 halvings of ten minutes: below the resolution of a Julian day number.
            for _ in 0..40 {
                let mid = 0.5 * (lo + hi);
                if normalize(asc(mid)? - start) >= left {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
            return Ok(hi);
        }
        left -= moved;
        t += step;
        a = b;
    }
    Err(Error::Unsupported(format!("the degree {target:.4} does not rise at latitude {lat} within a day")))
}

/// `/v1/kp/horary`: the KP horary chart of a number 1 … 249.
pub fn kp_horary(req: &KpHoraryRequest) -> Result<KpHoraryAnswer> {
    if !(1..=249).contains(&req.number) {
        return Err(Error::invalid("number", "must be a whole number from 1 to 249"));
    }
    let row = sub_table().swap_remove(req.number as usize - 1);
    let base = &req.base;
    let (lat, lon) = (base.chart.place.lat, base.chart.place.lon);
    let mut rises = 0.0;
    let c = kp_chart(base, |shift, _| {
        rises = rising_moment(base.chart.moment.jd_ut, lat, lon, normalize(row.start + PAST_START + shift.value))?;
        Ok(rises)
    })?;
    let sig = c.significators();
    // The ruling planets are those of the moment of judgement, with its own rising degree.
    let rising = ascendant(base.chart.moment.jd_ut, lat, lon, Zodiac::Tropical)? - c.shift.value;
    let (ruling, conventions) = ruling_of(base, &c, normalize(rising))?;
    Ok(KpHoraryAnswer {
        number: req.number,
        ascendant_rises: EventTime::new(rises, base.chart.moment.offset_minutes),
        armc: c.armc,
        planets: c.planet_rows(&sig),
        cusps: c.cusps,
        significators: sig,
        ruling_planets: ruling,
        moment: c.moment,
        conventions,
        row,
    })
}
