//! Sphutas (`/v1/jaimini/sphutas`): sums of longitudes read as sensitive points, and the yogi
//! and avayogi points (P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 4 and
//! the yogi point section; the sphutas as Jagannatha Hora and PyJHora define them).
//!
//! With L the lagna and Gulika the ascendant at the start of Saturn's part of the day or night
//! ([`crate::vedic::gulika`], sunrise and sunset by the disc centre without refraction, the
//! traditional Hindu definition), all longitudes sidereal and every sum taken modulo 360°:
//! - prana sphuta = 5 x L + Gulika; deha sphuta = 8 x Moon + Gulika; mrityu sphuta =
//!   7 x Gulika + Sun; sookshma tri-sphuta = prana + deha + mrityu;
//! - tri-sphuta = Moon + L + Gulika; chatur-sphuta = tri-sphuta + Sun; pancha-sphuta =
//!   chatur-sphuta + Rahu;
//! - beeja sphuta = Sun + Jupiter + Venus (a man's fertility); kshetra sphuta = Moon + Jupiter +
//!   Mars (a woman's);
//! - yogi point = Sun + Moon + 93°20′; its nakshatra's lord is the yogi planet and its sign's
//!   lord the duplicate yogi (sahayogi); avayogi point = yogi point + 186°40′, its nakshatra's
//!   lord the avayogi planet.

use super::JaiminiRequest;
use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::SunriseDefinition;
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartPoint, Conventions, VedicChart};
use crate::vedic::gulika::gulika;
use crate::zodiac::sign::normalize;
use crate::zodiac::Graha;
use serde::Serialize;

/// 93°20′, added to Sun + Moon for the yogi point.
pub const YOGI_OFFSET: f64 = 93.0 + 20.0 / 60.0;
/// 186°40′ from the yogi point to the avayogi point.
pub const AVAYOGI_OFFSET: f64 = 186.0 + 40.0 / 60.0;

/// One sphuta.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Sphuta {
    /// Stable key, e.g. `prana_sphuta`.
    pub key: &'static str,
    /// Display name, e.g. `Prana sphuta`.
    pub name: &'static str,
    /// Longitude, sign and nakshatra of the point.
    #[serde(flatten)]
    pub point: ChartPoint,
    /// The sum that gives it.
    pub formula: &'static str,
}

/// The yogi and avayogi points and their planets.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Yogi {
    /// Yogi point: Sun + Moon + 93°20′.
    pub yogi_point: ChartPoint,
    /// Lord of the yogi point's nakshatra.
    pub yogi: Graha,
    /// Lord of the yogi point's sign (duplicate yogi, sahayogi).
    pub duplicate_yogi: Graha,
    /// Avayogi point: the yogi point + 186°40′.
    pub avayogi_point: ChartPoint,
    /// Lord of the avayogi point's nakshatra.
    pub avayogi: Graha,
}

/// The `/v1/jaimini/sphutas` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Sphutas {
    /// Birth moment.
    pub moment: crate::ephemeris::time::EventTime,
    /// Gulika, which most sphutas add (the ascendant at the start of Saturn's part).
    pub gulika: ChartPoint,
    /// Prana, deha, mrityu, sookshma tri-, tri-, chatur-, pancha-, beeja and kshetra sphutas.
    pub sphutas: Vec<Sphuta>,
    /// Yogi and avayogi points and planets.
    pub yogi: Yogi,
    /// Zodiac, ayanamsa, node and ephemeris of the chart; Gulika's sunrise definition.
    pub conventions: Conventions,
}

/// The sphutas of a chart with its Gulika, in the order prana, deha, mrityu, sookshma tri, tri,
/// chatur, pancha, beeja, kshetra.
pub fn sphutas_of(chart: &VedicChart, gulika: f64) -> Vec<Sphuta> {
    let lon = |g: Graha| chart.planets.iter().find(|p| p.graha == g).expect("the chart has the nine grahas").longitude;
    let (asc, sun, moon) = (chart.ascendant.longitude, lon(Graha::Sun), lon(Graha::Moon));
    let prana = 5.0 * asc + gulika;
    let deha = 8.0 * moon + gulika;
    let mrityu = 7.0 * gulika + sun;
    let tri = moon + asc + gulika;
    let chatur = tri + sun;
    let rows: [(&str, &str, f64, &str); 9] = [
        ("prana_sphuta", "Prana sphuta", prana, "5 x lagna + Gulika"),
        ("deha_sphuta", "Deha sphuta", deha, "8 x Moon + Gulika"),
        ("mrityu_sphuta", "Mrityu sphuta", mrityu, "7 x Gulika + Sun"),
        ("sookshma_tri_sphuta", "Sookshma tri-sphuta", prana + deha + mrityu, "prana + deha + mrityu sphutas"),
        ("tri_sphuta", "Tri-sphuta", tri, "Moon + lagna + Gulika"),
        ("chatur_sphuta", "Chatur-sphuta", chatur, "tri-sphuta + Sun"),
        ("pancha_sphuta", "Pancha-sphuta", chatur + lon(Graha::Rahu), "chatur-sphuta + Rahu"),
        ("beeja_sphuta", "Beeja sphuta", sun + lon(Graha::Jupiter) + lon(Graha::Venus), "Sun + Jupiter + Venus"),
        ("kshetra_sphuta", "Kshetra sphuta", moon + lon(Graha::Jupiter) + lon(Graha::Mars), "Moon + Jupiter + Mars"),
    ];
    rows.iter()
        .map(|&(key, name, l, formula)| Sphuta { key, name, point: ChartPoint::of(normalize(l)), formula })
        .collect()
}

/// The yogi and avayogi points and planets of a Sun and Moon.
pub fn yogi(sun: f64, moon: f64) -> Yogi {
    let yogi_point = ChartPoint::of(normalize(sun + moon + YOGI_OFFSET));
    let avayogi_point = ChartPoint::of(normalize(yogi_point.longitude + AVAYOGI_OFFSET));
    Yogi {
        yogi: yogi_point.nakshatra.nakshatra_lord,
        duplicate_yogi: yogi_point.sign.sign_lord,
        avayogi: avayogi_point.nakshatra.nakshatra_lord,
        yogi_point,
        avayogi_point,
    }
}

/// `/v1/jaimini/sphutas`.
pub fn jaimini_sphutas(req: &JaiminiRequest) -> Result<Sphutas> {
    let chart = vedic_chart(&req.chart)?;
    let ayanamsa = Ayanamsa::resolve(req.chart.ayanamsa.as_deref(), LAHIRI)?;
    let place = Place::checked(req.chart.place.lat, req.chart.place.lon)?;
    let m = req.chart.moment;
    let g = gulika(m.jd_ut, m.offset_minutes, place, ayanamsa, SunriseDefinition::DiscCenter)?.ok_or_else(|| {
        Error::Unsupported("sphutas need Gulika, and the Sun does not both rise and set there on this date".into())
    })?;
    let lon = |k: usize| chart.planets[k].longitude;
    Ok(Sphutas {
        moment: chart.moment.clone(),
        gulika: ChartPoint::of(g.longitude),
        sphutas: sphutas_of(&chart, g.longitude),
        yogi: yogi(lon(0), lon(1)),
        conventions: chart.conventions,
    })
}
