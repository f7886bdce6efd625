//! Gochara vedha: favourable transit houses from the natal Moon and the houses that obstruct them.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::Conventions;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::Serialize;

use super::{house_from, natal_moon, Context, NatalMoon, TransitRequest};

/// Gochara vedha (Phaladeepika ch. 26; B.V. Raman, A Manual of Hindu Astrology): for each planet,
/// its favourable houses from the natal Moon, each with the house whose occupant obstructs it.
pub const VEDHA: [(Graha, &[(usize, usize)]); 9] = [
    (Graha::Sun, &[(3, 9), (6, 12), (10, 4), (11, 5)]),
    (Graha::Moon, &[(1, 5), (3, 9), (6, 12), (7, 2), (10, 4), (11, 8)]),
    (Graha::Mars, &[(3, 12), (6, 9), (11, 5)]),
    (Graha::Mercury, &[(2, 5), (4, 3), (6, 9), (8, 1), (10, 8), (11, 12)]),
    (Graha::Jupiter, &[(2, 12), (5, 4), (7, 3), (9, 10), (11, 8)]),
    (Graha::Venus, &[(1, 8), (2, 7), (3, 1), (4, 10), (5, 9), (8, 5), (9, 11), (11, 6), (12, 3)]),
    (Graha::Saturn, &[(3, 12), (6, 9), (11, 5)]),
    (Graha::Rahu, &[(3, 12), (6, 9), (11, 5)]),
    (Graha::Ketu, &[(3, 12), (6, 9), (11, 5)]),
];

/// No vedha between father and son: the Sun and Saturn, the Moon and Mercury.
fn exempt(a: Graha, b: Graha) -> bool {
    use Graha::{Mercury, Moon, Saturn, Sun};
    matches!((a, b), (Sun, Saturn) | (Saturn, Sun) | (Moon, Mercury) | (Mercury, Moon))
}

/// One planet's gochara from the natal Moon and whether a vedha obstructs it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedhaRow {
    /// The transiting planet.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// English name of the sidereal sign the planet transits, e.g. `Leo`.
    pub sign: crate::zodiac::Sign,
    /// House (1..12, whole sign) of the planet's sign counted from the natal Moon's sign.
    pub house_from_moon: usize,
    /// The planet's favourable houses from the natal Moon.
    pub favourable_houses: Vec<usize>,
    /// Whether the house is one of the planet's favourable houses.
    pub favourable_house: bool,
    /// For a favourable house: its vedha house; for an unfavourable one that is a vedha point,
    /// the favourable house that would cancel the evil (vipareeta vedha).
    pub vedha_house: Option<usize>,
    /// Planets in the vedha house (father-son pairs excepted).
    pub obstructed_by: Vec<Graha>,
    /// `favourable`, `favourable_obstructed`, `unfavourable`, `unfavourable_obstructed`.
    pub result: &'static str,
    /// Every (favourable house, vedha house) pair of the planet.
    pub vedha_points: Vec<VedhaPoint>,
}

/// A favourable house of a planet and the house whose occupant obstructs it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedhaPoint {
    /// The favourable house from the natal Moon (1..12).
    pub favourable_house: usize,
    /// The house from the natal Moon whose occupant causes vedha to it (1..12).
    pub vedha_house: usize,
}

/// Gochara vedha at the transit moment for the nine grahas.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedhaAnswer {
    /// The natal Moon the houses are counted from.
    pub natal_moon: NatalMoon,
    /// The transit moment, in its UTC offset.
    pub at: EventTime,
    /// One row per graha, Sun to Ketu.
    pub planets: Vec<VedhaRow>,
    /// How favourable houses and vedha are judged.
    pub definition: &'static str,
    /// The conventions the charts were computed with.
    pub conventions: Conventions,
}

/// Gochara vedha of the nine grahas at `req.at`, counted from the natal Moon.
pub fn vedha(req: &TransitRequest) -> Result<VedhaAnswer> {
    let ctx = Context::new(req)?;
    let transit = ctx.transit_chart(req)?;
    let house_of = |graha: Graha| -> usize {
        let g = transit.planets.iter().find(|g| g.graha == graha).expect("graha");
        house_from(sign_index(g.longitude), ctx.moon_sign)
    };
    let occupants = |house: usize, me: Graha| -> Vec<Graha> {
        transit
            .planets
            .iter()
            .filter(|g| g.graha != me && house_from(sign_index(g.longitude), ctx.moon_sign) == house)
            .filter(|g| !exempt(me, g.graha))
            .map(|g| g.graha)
            .collect()
    };
    let planets = VEDHA
        .iter()
        .map(|&(name, table)| {
            let g = transit.planets.iter().find(|g| g.graha == name).expect("graha");
            let h = house_of(name);
            let good = table.iter().find(|(f, _)| *f == h).map(|(_, v)| *v);
            let reverse = table.iter().find(|(_, v)| *v == h).map(|(f, _)| *f);
            let (vedha_house, favourable) = match (good, reverse) {
                (Some(v), _) => (Some(v), true),
                (None, Some(f)) => (Some(f), false),
                (None, None) => (None, false),
            };
            let obstructed_by = vedha_house.map(|v| occupants(v, name)).unwrap_or_default();
            let result = match (favourable, obstructed_by.is_empty()) {
                (true, true) => "favourable",
                (true, false) => "favourable_obstructed",
                (false, true) => "unfavourable",
                (false, false) => "unfavourable_obstructed",
            };
            VedhaRow {
                planet: g.graha,
                planet_key: g.graha.key(),
                sign: g.sign.sign,
                house_from_moon: h,
                favourable_houses: table.iter().map(|(f, _)| *f).collect(),
                favourable_house: favourable,
                vedha_house,
                obstructed_by,
                result,
                vedha_points: table.iter().map(|&(f, v)| VedhaPoint { favourable_house: f, vedha_house: v }).collect(),
            }
        })
        .collect();
    Ok(VedhaAnswer {
        natal_moon: natal_moon(&ctx),
        at: EventTime::new(ctx.at.jd_ut, ctx.offset),
        planets,
        definition: "gochara from the natal Moon's sign (Phaladeepika ch. 26): a planet in a favourable house \
                     gives its good result unless another planet transits the matching vedha house; in an \
                     unfavourable house that is a vedha point, a planet in the matching favourable house \
                     obstructs the evil (vipareeta vedha); the Sun and Saturn, and the Moon and Mercury, \
                     cause no vedha to each other",
        conventions: ctx.conventions(),
    })
}
