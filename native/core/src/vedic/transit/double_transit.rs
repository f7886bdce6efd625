//! The Jupiter-Saturn double transit: houses from the ascendant and the Moon that both influence.

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::moments::ingress::{next_sign_change, Mover};
use crate::vedic::chart::Conventions;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::Serialize;

use super::{house_from, Context, TransitRequest};

/// Houses (counted from the planet's sign, 1 = its own) that Jupiter and Saturn influence:
/// occupation plus their full aspects (Jupiter 5, 7, 9; Saturn 3, 7, 10; BPHS ch. 26).
const JUPITER_REACH: [usize; 4] = [1, 5, 7, 9];
const SATURN_REACH: [usize; 4] = [1, 3, 7, 10];

fn influence(planet_sign: usize, target_sign: usize, reach: &[usize]) -> Option<&'static str> {
    let d = house_from(target_sign, planet_sign);
    reach.contains(&d).then_some(match d {
        1 => "occupies",
        3 => "aspects (3rd)",
        5 => "aspects (5th)",
        7 => "aspects (7th)",
        9 => "aspects (9th)",
        _ => "aspects (10th)",
    })
}

/// One house of the double-transit table: whether transiting Jupiter and Saturn influence it and its lord.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DoubleTransitHouse {
    /// House number 1..12, counted from the frame's reference sign (whole signs).
    pub house: usize,
    /// English name of the house's sidereal sign, e.g. `Leo`.
    pub sign: crate::zodiac::Sign,
    /// How transiting Jupiter influences the house (`occupies`, `aspects (5th)` …); null when it does not.
    pub jupiter: Option<&'static str>,
    /// How transiting Saturn influences the house (`occupies`, `aspects (3rd)` …); null when it does not.
    pub saturn: Option<&'static str>,
    /// Both Jupiter and Saturn influence the house.
    pub activated: bool,
    /// Planet ruling the house's sign.
    pub lord: Graha,
    /// Sidereal sign the house lord occupies in the natal chart.
    pub lord_sign: crate::zodiac::Sign,
    /// Both influence the sign the house lord occupies in the natal chart.
    pub lord_activated: bool,
}

/// The twelve houses counted from one natal reference sign.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DoubleTransitFrame {
    /// What the houses are counted from: `ascendant` or `moon`.
    pub reference: &'static str,
    /// English name of the natal reference sign (house 1).
    pub reference_sign: crate::zodiac::Sign,
    /// The twelve houses in order, from house 1.
    pub houses: Vec<DoubleTransitHouse>,
    /// Numbers of the houses both Jupiter and Saturn influence.
    pub activated_houses: Vec<usize>,
}

/// The Jupiter-Saturn double transit at a moment (K.N. Rao), from the natal ascendant and Moon.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DoubleTransit {
    /// The transit moment, in its UTC offset.
    pub at: EventTime,
    /// Sidereal sign transiting Jupiter occupies, e.g. `Taurus`.
    pub jupiter_sign: crate::zodiac::Sign,
    /// Sidereal sign transiting Saturn occupies, e.g. `Pisces`.
    pub saturn_sign: crate::zodiac::Sign,
    /// The houses counted from the natal ascendant's sign.
    pub from_ascendant: DoubleTransitFrame,
    /// The houses counted from the natal Moon's sign.
    pub from_moon: DoubleTransitFrame,
    /// Until the next sidereal sign change of Jupiter or Saturn (the table holds until then).
    pub valid_until: EventTime,
    /// How houses are counted and activated.
    pub definition: &'static str,
    /// The conventions the charts were computed with.
    pub conventions: Conventions,
}

/// The Jupiter-Saturn double transit over the natal chart at `req.at`.
pub fn double_transit(req: &TransitRequest) -> Result<DoubleTransit> {
    let ctx = Context::new(req)?;
    let zodiac = Zodiac::Sidereal(ctx.ayanamsa);
    let jupiter = Mover::from_key("jupiter", NodeType::Mean)?;
    let saturn = ctx.saturn();
    let now = ctx.at.jd_ut;
    let j = sign_index(jupiter.longitude(now, zodiac)?.0);
    let s = sign_index(saturn.longitude(now, zodiac)?.0);
    let natal_sign = |graha: Graha| -> usize {
        sign_index(ctx.natal.planets.iter().find(|g| g.graha == graha).expect("graha").longitude)
    };
    let frame = |reference: &'static str, first: usize| -> DoubleTransitFrame {
        let houses: Vec<DoubleTransitHouse> = (0..12)
            .map(|k| {
                let sign = (first + k) % 12;
                let lord = SIGNS[sign].lord;
                let lord_sign = natal_sign(lord);
                let (ji, si) = (influence(j, sign, &JUPITER_REACH), influence(s, sign, &SATURN_REACH));
                DoubleTransitHouse {
                    house: k + 1,
                    sign: crate::zodiac::Sign::from_index(sign),
                    jupiter: ji,
                    saturn: si,
                    activated: ji.is_some() && si.is_some(),
                    lord,
                    lord_sign: crate::zodiac::Sign::from_index(lord_sign),
                    lord_activated: influence(j, lord_sign, &JUPITER_REACH).is_some()
                        && influence(s, lord_sign, &SATURN_REACH).is_some(),
                }
            })
            .collect();
        let activated_houses = houses.iter().filter(|h| h.activated).map(|h| h.house).collect();
        DoubleTransitFrame {
            reference,
            reference_sign: crate::zodiac::Sign::from_index(first),
            houses,
            activated_houses,
        }
    };
    let asc = sign_index(ctx.natal.ascendant.longitude);
    let next = |m: Mover| -> Result<f64> {
        Ok(next_sign_change(m, zodiac, now, now + m.horizon())?.map_or(now + m.horizon(), |c| c.jd))
    };
    let until = next(jupiter)?.min(next(saturn)?);
    Ok(DoubleTransit {
        at: EventTime::new(now, ctx.offset),
        jupiter_sign: crate::zodiac::Sign::from_index(j),
        saturn_sign: crate::zodiac::Sign::from_index(s),
        from_ascendant: frame("ascendant", asc),
        from_moon: frame("moon", ctx.moon_sign),
        valid_until: EventTime::new(until, ctx.offset),
        definition: "K.N. Rao's double transit: a house is activated when transiting Jupiter and Saturn both \
                     occupy or aspect it (whole signs; Jupiter's aspects 5, 7, 9, Saturn's 3, 7, 10), counted \
                     from the natal ascendant and from the natal Moon; the same test on the sign of the \
                     house lord is given as lord_activated",
        conventions: ctx.conventions(),
    })
}
