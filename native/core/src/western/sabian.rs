//! `/v1/western/sabian`: the Sabian degree (1..360) of each point with this API's keynote.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::ChartConventions;
use crate::western::request::Birth;
use crate::zodiac::SIGNS;
use serde::Serialize;

/// The Sabian degree of one chart point.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Sabian {
    /// Display name of the point, e.g. `Sun`, `Ascendant`.
    pub name: &'static str,
    /// Tropical ecliptic longitude of the point in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// 1..360: the zodiacal degree the point is in, counted from 0° Aries (any fraction of a
    /// degree rounds up: 0°00′01″ Aries is symbol 1, 15°30′ Taurus is symbol 46).
    pub symbol: u16,
    /// Tropical sign the degree is in (Aries … Pisces).
    pub sign: &'static str,
    /// 1..30 within the sign ("Taurus 16").
    pub sign_degree: u8,
    /// A one-line keynote for the degree, written for this API (data/western/sabian.txt); not
    /// the traditional symbol text of Jones (1953) or Rudhyar.
    pub keynote: &'static str,
}

/// The Sabian degree of every natal point and of the ascendant and MC.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SabianAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Sun … Pluto, True Node, Chiron, Lilith, then the ascendant and MC.
    pub planets: Vec<Sabian>,
    /// Where the keynotes come from.
    pub note: &'static str,
    /// How the chart was computed.
    pub conventions: ChartConventions,
}

const SABIAN_DATA: &str = include_str!("../../data/western/sabian.txt");

/// The 360 keynotes, index 0 = symbol 1 (Aries 1). Each line of the data file is
/// `<Sign> <degree>: <keynote>`.
pub fn sabian_keynotes() -> &'static [&'static str; 360] {
    static K: std::sync::OnceLock<[&'static str; 360]> = std::sync::OnceLock::new();
    K.get_or_init(|| {
        let mut out = [""; 360];
        let mut n = 0;
        for line in SABIAN_DATA.lines().filter(|l| !l.trim().is_empty()) {
            let (label, text) = line.split_once(": ").expect("sabian.txt: `<Sign> <degree>: <keynote>`");
            let expected = format!("{} {}", SIGNS[n / 30].name, n % 30 + 1);
            assert_eq!(label, expected, "sabian.txt line {}", n + 1);
            out[n] = text.trim();
            n += 1;
        }
        assert_eq!(n, 360, "sabian.txt must have 360 lines");
        out
    })
}

/// The Sabian degree and keynote of a tropical longitude in degrees, under a point's display name.
pub fn sabian_of(name: &'static str, longitude: f64) -> Sabian {
    let n = (longitude.floor() as i64).rem_euclid(360) as u16 + 1;
    let s = ((n - 1) / 30) as usize;
    Sabian {
        name,
        longitude,
        symbol: n,
        sign: SIGNS[s].name,
        sign_degree: ((n - 1) % 30 + 1) as u8,
        keynote: sabian_keynotes()[n as usize - 1],
    }
}

/// `/v1/western/sabian`: every natal point and the two angles.
pub fn sabian(birth: &Birth) -> Result<SabianAnswer> {
    let c = birth.chart()?;
    let mut planets: Vec<Sabian> = c.points.iter().map(|p| sabian_of(p.name, p.longitude)).collect();
    planets.push(sabian_of("Ascendant", c.ascendant()));
    planets.push(sabian_of("MC", c.mc()));
    Ok(SabianAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        planets,
        note: "keynotes are this API's own one-line readings of each degree; the traditional symbol texts \
               (Jones 1953, Rudhyar 1973) are not reproduced",
        conventions: c.chart_conventions(&Default::default()),
    })
}
