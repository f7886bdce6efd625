//! `/v1/western/progressions/{secondary,tertiary,minor}`: the progressed chart for a date.
//!
//! A progression maps the time lived since birth, Δ = target − birth (days), to a moment shortly
//! after birth, the progressed moment p = birth + Δ · rate, and casts the sky of p:
//! - secondary: one day after birth for each tropical year of life, rate = 1 / 365.24219;
//! - tertiary (Troinski): one day after birth for each tropical month of life,
//!   rate = 1 / 27.321582;
//! - minor: one tropical month after birth for each year of life, rate = 27.321582 / 365.24219.
//!
//! Progressed angles: by Naibod in right ascension (default; the natal RAMC advances by
//! 360° / 365.24219 per progressed day), by solar arc (the MC advances by the progressed Sun's
//! arc in longitude, the other cusps follow from its RAMC), or daily houses (the houses of the
//! progressed moment at the birth place). Cusps come from the RAMC, the birth latitude and the
//! true obliquity at the progressed moment.

use super::{NAIBOD, TROPICAL_MONTH, TROPICAL_YEAR};
use crate::ephemeris::bodies::{self, position, Zodiac};
use crate::ephemeris::houses::{houses, Houses};
use crate::ephemeris::root::{refine, wrap180};
use crate::ephemeris::swe;
use crate::ephemeris::time::{check_supported, EventTime, Interval};
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::aspects::{self, Aspect};
use crate::western::chart::{cusp_list, house_of, make_point, ChartConventions, NatalChart, Point, PLANETS};
use crate::western::houses::{Angle, Cusp};
use crate::western::request::{AspectChoice, Birth};
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// Which progression: how lived time maps to time after birth.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ProgressionKind {
    /// One day after birth for each year of life.
    #[default]
    Secondary,
    /// One day after birth for each tropical month of life (Troinski).
    Tertiary,
    /// One tropical month after birth for each year of life.
    Minor,
}

impl ProgressionKind {
    /// Progressed days per day of life.
    pub fn rate(self) -> f64 {
        match self {
            ProgressionKind::Secondary => 1.0 / TROPICAL_YEAR,
            ProgressionKind::Tertiary => 1.0 / TROPICAL_MONTH,
            ProgressionKind::Minor => TROPICAL_MONTH / TROPICAL_YEAR,
        }
    }
    /// Slug of the kind.
    pub fn slug(self) -> &'static str {
        match self {
            ProgressionKind::Secondary => "secondary",
            ProgressionKind::Tertiary => "tertiary",
            ProgressionKind::Minor => "minor",
        }
    }
    fn key(self) -> &'static str {
        match self {
            ProgressionKind::Secondary => "1 day after birth = 1 tropical year of life (365.24219 days)",
            ProgressionKind::Tertiary => {
                "1 day after birth = 1 tropical month of life (27.321582 days), after Troinski"
            }
            ProgressionKind::Minor => {
                "1 tropical month after birth (27.321582 days) = 1 tropical year of life (365.24219 days)"
            }
        }
    }
    /// The progressed moment (UT Julian day) for a moment of life.
    pub fn progressed_jd(self, birth_jd: f64, t: f64) -> f64 {
        birth_jd + (t - birth_jd) * self.rate()
    }
}

/// How the progressed angles and cusps are found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum AngleMethod {
    /// Natal RAMC + 0.98564733° per progressed day (Naibod in right ascension).
    #[default]
    Naibod,
    /// MC = natal MC + (progressed Sun − natal Sun) in longitude.
    SolarArc,
    /// The houses of the progressed moment at the birth place.
    Daily,
}

impl AngleMethod {
    fn describe(self) -> &'static str {
        match self {
            AngleMethod::Naibod => {
                "Naibod in right ascension: RAMC = natal RAMC + 0.98564733° × progressed days; \
                 cusps from that RAMC, the birth latitude and the true obliquity of the progressed moment"
            }
            AngleMethod::SolarArc => {
                "solar arc in longitude: MC = natal MC + (progressed Sun − natal Sun); cusps from the \
                 MC's right ascension, the birth latitude and the true obliquity of the progressed moment"
            }
            AngleMethod::Daily => "daily houses: the houses of the progressed moment at the birth place",
        }
    }
}

/// A progressed chart request: the natal chart, the target date, the angle method and the span
/// whose progressed-Moon changes are listed.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ProgressionRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs (progressed-to-natal).
    #[serde(flatten)]
    pub aspects: AspectChoice,
    /// Secondary (default), tertiary or minor.
    #[serde(default)]
    pub kind: ProgressionKind,
    /// The date of life the chart is progressed to.
    pub at: Moment,
    /// Naibod (default), solar-arc or daily.
    #[serde(default)]
    pub angles: AngleMethod,
    /// Start of the span of progressed-Moon changes; `at` when absent.
    pub from: Option<Moment>,
    /// End of the span; ten years after its start when absent (at most 100 years).
    pub to: Option<Moment>,
}

/// A progressed point: its position at the progressed moment (speed per progressed day),
/// house in the progressed houses, and house in the natal houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ProgressedPoint {
    /// The progressed position, sign and (progressed) house.
    #[serde(flatten)]
    pub point: Point,
    /// House of the natal chart the progressed point falls in.
    pub natal_house: u8,
}

/// The progressed Moon entering a sign or a natal house.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonChange {
    /// `sign` or `house`.
    pub kind: &'static str,
    /// The date of life it happens.
    pub at: EventTime,
    /// The progressed Moon's longitude then (a sign boundary or a natal cusp).
    pub longitude: f64,
    /// The sign the progressed Moon enters (or is in, for a house change).
    pub sign: crate::zodiac::Sign,
    /// The natal house the progressed Moon enters (or is in, for a sign change).
    pub house: u8,
}

/// How a progressed chart was computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ProgressionConventions {
    /// Zodiac, houses, node, Lilith and aspect rules.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// The time key of the progression.
    pub key: &'static str,
    /// How the progressed angles and cusps were found.
    pub angles: &'static str,
    /// What the aspects and Moon changes compare.
    pub comparison: &'static str,
}

/// A progressed chart for a date, its aspects to the natal chart and the progressed Moon's
/// sign and natal-house changes in a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ProgressionAnswer {
    /// `secondary`, `tertiary` or `minor`.
    pub kind: &'static str,
    /// The birth moment.
    pub natal_moment: EventTime,
    /// The date of life progressed to.
    pub target: EventTime,
    /// The moment whose sky is the progressed chart.
    pub progressed_moment: EventTime,
    /// Years of life from birth to the target (tropical years).
    pub age_years: f64,
    /// Sun … Pluto, True Node, Chiron and Lilith at the progressed moment.
    pub planets: Vec<ProgressedPoint>,
    /// The progressed ascendant.
    pub ascendant: Angle,
    /// The progressed MC.
    pub mc: Angle,
    /// Progressed house cusps, house 1 first.
    pub houses: Vec<Cusp>,
    /// Progressed point (p1) to natal point (p2), natal points fixed.
    pub aspects: Vec<Aspect>,
    /// The span searched for progressed-Moon changes.
    pub moon_span: Interval,
    /// The progressed Moon's sign ingresses and natal-house ingresses in the span, in time order.
    pub moon_changes: Vec<MoonChange>,
    /// How it was computed.
    pub conventions: ProgressionConventions,
}

/// Houses from a sidereal time, for the birth latitude; Unsupported inside the polar circle.
pub fn houses_from_armc(natal: &NatalChart, armc: f64, eps: f64) -> Result<Houses> {
    let system = natal.system;
    let (cusps, ascmc, ok) = swe::houses_armc(normalize(armc), natal.place.lat, eps, system.code);
    let cusps: Vec<f64> = cusps[1..=system.cusp_count()].to_vec();
    if !ok || cusps.iter().chain(ascmc.iter().take(4)).any(|v| !v.is_finite()) {
        return Err(Error::Unsupported(format!(
            "{} houses cannot be computed at latitude {}: use porphyry, equal or whole-sign",
            system.name, natal.place.lat
        )));
    }
    Ok(Houses { system, cusps, ascendant: ascmc[0], mc: ascmc[1], armc: ascmc[2], vertex: ascmc[3] })
}

/// Right ascension (degrees) of a point of the ecliptic at longitude `lon`, obliquity `eps`.
pub fn ecliptic_ra(lon: f64, eps: f64) -> f64 {
    let (l, e) = (lon.to_radians(), eps.to_radians());
    normalize((l.sin() * e.cos()).atan2(l.cos()).to_degrees())
}

/// The progressed houses at progressed moment `p` by `method`.
pub fn progressed_houses(natal: &NatalChart, p: f64, method: AngleMethod) -> Result<Houses> {
    let birth = natal.moment.jd_ut;
    match method {
        AngleMethod::Daily => houses(p, natal.place.lat, natal.place.lon, natal.system, Zodiac::Tropical),
        AngleMethod::Naibod => {
            houses_from_armc(natal, natal.houses.armc + NAIBOD * (p - birth), swe::true_obliquity(p)?)
        }
        AngleMethod::SolarArc => {
            let arc = position(p, bodies::SUN, Zodiac::Tropical)?.longitude - natal.lon("sun");
            let eps = swe::true_obliquity(p)?;
            houses_from_armc(natal, ecliptic_ra(natal.mc() + arc, eps), eps)
        }
    }
}

/// Years after the start of a span when it has no end: ten.
const DEFAULT_SPAN_YEARS: f64 = 10.0;
/// Longest span of progressed-Moon changes: 100 years.
const MAX_SPAN_YEARS: f64 = 100.0;

fn moon_span(req: &ProgressionRequest) -> Result<(f64, f64)> {
    let from = req.from.map_or(req.at.jd_ut, |m| m.jd_ut);
    let to = req.to.map_or(from + DEFAULT_SPAN_YEARS * TROPICAL_YEAR, |m| m.jd_ut);
    if to <= from {
        return Err(Error::invalid("to", "must be after from"));
    }
    if to - from > MAX_SPAN_YEARS * TROPICAL_YEAR + 1.0 {
        return Err(Error::invalid("to", "the span may be at most 100 years"));
    }
    Ok((from, to))
}

/// The progressed Moon's sign and natal-house ingresses between two dates of life, shown in an
/// offset of minutes east of UTC.
pub fn moon_changes(
    natal: &NatalChart,
    kind: ProgressionKind,
    from: f64,
    to: f64,
    offset: i32,
) -> Result<Vec<MoonChange>> {
    let birth = natal.moment.jd_ut;
    let rate = kind.rate();
    let moon = |t: f64| position(kind.progressed_jd(birth, t), bodies::MOON, Zodiac::Tropical);
    let mut targets: Vec<(&'static str, f64)> = (0..12).map(|k| ("sign", 30.0 * k as f64)).collect();
    targets.extend(natal.houses.cusps.iter().map(|&c| ("house", c)));
    // Half a progressed day: the Moon moves less than 8° per step.
    let step = 0.5 / rate;
    let mut out = Vec::new();
    let mut ta = from;
    let mut la = moon(ta)?.longitude;
    while ta < to {
        let tb = (ta + step).min(to);
        let lb = moon(tb)?.longitude;
        for &(what, target) in &targets {
            let (ga, gb) = (wrap180(la - target), wrap180(lb - target));
            if ga < 0.0 && gb >= 0.0 && (ga - gb).abs() < 180.0 {
                let mut g = |t: f64| {
                    let m = moon(t)?;
                    Ok((wrap180(m.longitude - target), m.speed_longitude * rate))
                };
                let t = refine(&mut g, ta, tb)?;
                let after = normalize(target + 1e-7);
                out.push(MoonChange {
                    kind: what,
                    at: EventTime::new(t, offset),
                    longitude: normalize(target),
                    sign: SignPlacement::of(after).sign,
                    house: house_of(after, &natal.houses.cusps),
                });
            }
        }
        ta = tb;
        la = lb;
    }
    out.sort_by(|a, b| a.at.jd_ut.total_cmp(&b.at.jd_ut));
    Ok(out)
}

/// The progressed chart for a date: planets, angles, cusps, aspects to natal, Moon changes.
pub fn progressions(req: &ProgressionRequest) -> Result<ProgressionAnswer> {
    let opts = req.aspects.options()?;
    let natal = req.birth.chart()?;
    let birth = natal.moment.jd_ut;
    check_supported(req.at.jd_ut).map_err(|_| Error::invalid("target_date", "is outside the supported range"))?;
    let (from, to) = moon_span(req)?;
    check_supported(from).map_err(|_| Error::invalid("from", "is outside the supported range"))?;
    check_supported(to).map_err(|_| Error::invalid("to", "is outside the supported range"))?;
    let p = req.kind.progressed_jd(birth, req.at.jd_ut);
    let h = progressed_houses(&natal, p, req.angles)?;
    let mut planets = Vec::with_capacity(13);
    for b in PLANETS.iter().copied().chain([bodies::TRUE_NODE, bodies::CHIRON, natal.lilith]) {
        let point = make_point(b, p, &h.cusps)?;
        planets.push(ProgressedPoint { natal_house: house_of(point.longitude, &natal.houses.cusps), point });
    }
    let mut moving: Vec<aspects::Body> = planets
        .iter()
        .map(|q| aspects::Body {
            key: q.point.key,
            name: q.point.name,
            longitude: q.point.longitude,
            speed: q.point.speed,
        })
        .collect();
    let angle_speed = if req.angles == AngleMethod::Daily { 0.0 } else { NAIBOD };
    moving.push(aspects::Body { key: "ascendant", name: "Ascendant", longitude: h.ascendant, speed: angle_speed });
    moving.push(aspects::Body { key: "mc", name: "MC", longitude: h.mc, speed: angle_speed });
    let fixed: Vec<aspects::Body> =
        natal.aspect_points().into_iter().map(|b| aspects::Body { speed: 0.0, ..b }).collect();
    let off = req.at.offset_minutes;
    Ok(ProgressionAnswer {
        kind: req.kind.slug(),
        natal_moment: EventTime::new(birth, natal.moment.offset_minutes),
        target: EventTime::new(req.at.jd_ut, off),
        progressed_moment: EventTime::new(p, off),
        age_years: (req.at.jd_ut - birth) / TROPICAL_YEAR,
        planets,
        ascendant: Angle::of(h.ascendant),
        mc: Angle::of(h.mc),
        houses: cusp_list(&h.cusps),
        aspects: aspects::across(&moving, &fixed, &opts),
        moon_span: Interval::new(from, to, off),
        moon_changes: moon_changes(&natal, req.kind, from, to, off)?,
        conventions: ProgressionConventions {
            chart: natal.chart_conventions(&opts),
            key: req.kind.key(),
            angles: req.angles.describe(),
            comparison: "aspects: progressed points (moving at their progressed speeds) to the fixed natal points; \
                         Moon changes: the progressed Moon entering a tropical sign or a natal house cusp",
        },
    })
}
