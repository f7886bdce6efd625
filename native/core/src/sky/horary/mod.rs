//! `/v1/western/horary`: a traditional horary chart (William Lilly, *Christian Astrology*,
//! 1647, Book II) cast for the moment and place of the question.
//!
//! - The chart: tropical, Regiomontanus houses by default (Lilly's), Sun … Pluto.
//! - The planetary hour and its agreement with the ascendant ([`hour`]).
//! - Considerations before judgement (Lilly, Book II, p. 121-123): the ascendant earlier than 3°
//!   or later than 27° of its sign; the Moon void of course (from `/v1/sky/void-of-course`,
//!   reused: the seven traditional planets, tropical signs); the Moon in the via combusta
//!   (15° Libra to 15° Scorpio, λ 195°–225°); Saturn in the 1st or the 7th house.
//! - Significators: the querent's is the lord of the ascendant with the Moon as co-significator;
//!   the quesited's is the lord of the house of the question (`house`, default 7).
//! - Applying aspects of the Moon and the significators with the time to perfection
//!   ([`perfection`]) and the receptions between the significators ([`reception`]).
//!
//! This lives in `sky` rather than `western` because it reuses the sky's void-of-course Moon,
//! planetary hours and aspect search, and `western` may not import `sky` (layers).

pub mod hour;
pub mod perfection;
pub mod reception;

use crate::ephemeris::houses::{HouseSystem, REGIOMONTANUS};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::sky::span::{Span, ZodiacChoice};
use crate::sky::void_of_course::{void_of_course, VoidOfCourseRequest, VoidPeriod};
use crate::western::chart::{house_of, Point};
use crate::western::dignities::{ruler, CLASSICAL};
use crate::western::houses::{Angle, Cusp};
use crate::western::request::{Birth, Lilith};
use crate::western::NatalChart;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use hour::{hour_of, HourOfQuestion};
use perfection::{applying, Applying, MOON_WINDOW_DAYS, SLOW_WINDOW_DAYS};
use reception::{receptions, Reception};
use serde::{Deserialize, Serialize};

/// Start and end of the via combusta, tropical longitude (15° Libra, 15° Scorpio).
pub const VIA_COMBUSTA: (f64, f64) = (195.0, 225.0);
/// Degrees of the rising sign before which the ascendant is "too early".
pub const EARLY_DEGREES: f64 = 3.0;
/// Degrees of the rising sign after which the ascendant is "too late".
pub const LATE_DEGREES: f64 = 27.0;

fn regiomontanus() -> HouseSystem {
    REGIOMONTANUS
}

/// A horary question: when and where it was asked, the house system and the house asked about.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct HoraryRequest {
    /// The moment of the question.
    pub moment: Moment,
    /// Where the question was asked (or received).
    pub place: Place,
    /// House system by slug; Regiomontanus when absent.
    #[serde(default = "regiomontanus")]
    #[schemars(extend("default" = "regiomontanus"))]
    pub house_system: HouseSystem,
    /// House of the quesited, 1–12 (default 7).
    pub house: Option<u8>,
}

/// The considerations before judgement.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Considerations {
    /// Degrees of the rising sign on the ascendant.
    pub ascendant_degree: f64,
    /// Ascendant earlier than 3°: too early to judge.
    pub ascendant_early: bool,
    /// Ascendant later than 27°: too late, the matter already decided.
    pub ascendant_late: bool,
    /// The Moon makes no further Ptolemaic aspect to Sun … Saturn before leaving its sign.
    pub moon_void_of_course: bool,
    /// The void period the question falls in, when void.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub void_period: Option<VoidPeriod>,
    /// The Moon between 15° Libra and 15° Scorpio.
    pub moon_via_combusta: bool,
    /// Saturn in the 1st house.
    pub saturn_in_first: bool,
    /// Saturn in the 7th house.
    pub saturn_in_seventh: bool,
    /// Keys of the considerations that hold (`ascendant_early`, `moon_void_of_course` …).
    pub cautions: Vec<&'static str>,
}

/// The significators of the question.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Significators {
    /// Lord of the ascendant: the querent.
    pub querent: Graha,
    /// Co-significator of the querent: the Moon.
    pub co_significator: Graha,
    /// House of the quesited (1–12).
    pub quesited_house: u8,
    /// Lord of that house's cusp: the quesited.
    pub quesited: Graha,
}

/// How the horary chart was judged.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HoraryConventions {
    /// Zodiac: `tropical`.
    pub zodiac: &'static str,
    /// House system slug.
    pub house_system: &'static str,
    /// Rulerships used.
    pub rulers: &'static str,
    /// Which aspects count and how far ahead perfection is sought.
    pub aspects: &'static str,
    /// Reception rules.
    pub reception: &'static str,
    /// The planetary hour's definition.
    pub hours: &'static str,
    /// Ephemeris and version.
    pub ephemeris: &'static str,
}

/// A horary chart with its considerations, significators, applications and receptions.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HoraryAnswer {
    /// The moment of the question.
    pub moment: EventTime,
    /// Sun … Pluto, true node, Chiron and Lilith.
    pub planets: Vec<Point>,
    /// The ascendant.
    pub ascendant: Angle,
    /// The MC.
    pub mc: Angle,
    /// House cusps, house 1 first.
    pub houses: Vec<Cusp>,
    /// True when the Sun is above the horizon.
    pub day_chart: bool,
    /// The planetary hour of the question.
    pub planetary_hour: HourOfQuestion,
    /// The considerations before judgement.
    pub considerations: Considerations,
    /// The significators.
    pub significators: Significators,
    /// Aspects of the Moon and of the significators perfecting while both planets keep their
    /// signs, in time order.
    pub applying: Vec<Applying>,
    /// Receptions between the querent's lord, the Moon and the quesited's lord.
    pub receptions: Vec<Reception>,
    /// How it was judged.
    pub conventions: HoraryConventions,
}

fn void_period(c: &NatalChart) -> Result<Option<VoidPeriod>> {
    let t = c.moment.jd_ut;
    let req = VoidOfCourseRequest {
        span: Span { from: c.moment.at(t - 1.0 / 1440.0), to: c.moment.at(t + 1.0 / 1440.0) },
        zodiac: ZodiacChoice { zodiac: Some("tropical".into()), ayanamsa: None },
        planets: Some("traditional".into()),
    };
    let periods = void_of_course(&req)?.periods;
    Ok(periods.into_iter().find(|p| p.period.start.jd_ut <= t && t < p.period.end.jd_ut))
}

fn considerations(c: &NatalChart) -> Result<Considerations> {
    let asc_deg = c.ascendant() - 30.0 * sign_index(c.ascendant()) as f64;
    let moon = c.lon("moon");
    let saturn = house_of(c.lon("saturn"), &c.houses.cusps);
    let void = void_period(c)?;
    let flags = [
        ("ascendant_early", asc_deg < EARLY_DEGREES),
        ("ascendant_late", asc_deg > LATE_DEGREES),
        ("moon_void_of_course", void.is_some()),
        ("moon_via_combusta", (VIA_COMBUSTA.0..VIA_COMBUSTA.1).contains(&moon)),
        ("saturn_in_first", saturn == 1),
        ("saturn_in_seventh", saturn == 7),
    ];
    Ok(Considerations {
        ascendant_degree: asc_deg,
        ascendant_early: flags[0].1,
        ascendant_late: flags[1].1,
        moon_void_of_course: flags[2].1,
        void_period: void,
        moon_via_combusta: flags[3].1,
        saturn_in_first: flags[4].1,
        saturn_in_seventh: flags[5].1,
        cautions: flags.iter().filter(|f| f.1).map(|f| f.0).collect(),
    })
}

/// The applying aspects of the Moon (3 days) and of the other significators (90 days).
fn applications(c: &NatalChart, sig: &Significators) -> Result<Vec<Applying>> {
    let t = c.moment.jd_ut;
    let off = c.moment.offset_minutes;
    let list: Vec<Graha> = CLASSICAL.to_vec();
    let is = |g: Graha| g == sig.querent || g == sig.quesited;
    let mut out = applying(&list, |i, j| list[i] == Graha::Moon || list[j] == Graha::Moon, t, MOON_WINDOW_DAYS, off)?;
    let slow: Vec<Graha> = list.iter().copied().filter(|&g| g != Graha::Moon).collect();
    out.extend(applying(&slow, |i, j| is(slow[i]) || is(slow[j]), t, SLOW_WINDOW_DAYS, off)?);
    out.sort_by(|a, b| a.perfects_at.jd_ut.total_cmp(&b.perfects_at.jd_ut));
    Ok(out)
}

/// `/v1/western/horary`.
pub fn horary(req: &HoraryRequest) -> Result<HoraryAnswer> {
    if req.house_system.cusp_count() != 12 {
        return Err(Error::invalid("house_system", "must be a system of 12 houses"));
    }
    let house = req.house.unwrap_or(7);
    if !(1..=12).contains(&house) {
        return Err(Error::invalid("house", "must be 1 to 12"));
    }
    let birth = Birth { moment: req.moment, place: req.place, house_system: req.house_system, lilith: Lilith::Mean };
    let c = birth.chart()?;
    let asc_sign = sign_index(c.ascendant());
    let sig = Significators {
        querent: ruler(asc_sign),
        co_significator: Graha::Moon,
        quesited_house: house,
        quesited: ruler(sign_index(c.houses.cusps[usize::from(house) - 1])),
    };
    let mut sig_planets: Vec<(Graha, f64)> = Vec::new();
    for g in [sig.querent, Graha::Moon, sig.quesited] {
        if !sig_planets.iter().any(|p| p.0 == g) {
            sig_planets.push((g, c.lon(g.key())));
        }
    }
    Ok(HoraryAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        planets: c.points.clone(),
        ascendant: Angle::of(c.ascendant()),
        mc: Angle::of(c.mc()),
        houses: c.cusps(),
        day_chart: c.is_day(),
        planetary_hour: hour_of(req.moment, c.place, asc_sign)?,
        considerations: considerations(&c)?,
        applying: applications(&c, &sig)?,
        receptions: receptions(&sig_planets, c.is_day()),
        significators: sig,
        conventions: HoraryConventions {
            zodiac: "tropical",
            house_system: req.house_system.slug,
            rulers: "traditional (seven-planet) rulerships; the querent's lord rules the ascendant's sign, the \
                     quesited's lord the sign on the cusp of the asked house",
            aspects: "Ptolemaic aspects (conjunction, sextile, square, trine, opposition) that perfect while both \
                      planets keep their present signs: the Moon's with Sun … Saturn within 3 days, the other \
                      significators' within 90 days",
            reception: "by domicile, exaltation, triplicity (ruler of the chart's sect), Egyptian term, Chaldean face",
            hours: "the planetary hours of /v1/sky/planetary-hours (upper-limb sunrise, Chaldean order)",
            ephemeris: crate::ephemeris::swe::label(),
        },
    })
}
