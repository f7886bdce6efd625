//! Essential dignities of the seven classical planets.
//!
//! Tables (classical facts): domicile and detriment by the traditional rulerships; exaltations
//! Sun 19° Aries, Moon 3° Taurus, Mercury 15° Virgo, Venus 27° Pisces, Mars 28° Capricorn,
//! Jupiter 15° Cancer, Saturn 21° Libra (fall in the opposite sign); triplicity rulers of
//! Dorotheus (fire Sun/Jupiter/Saturn, earth Venus/Moon/Mars, air Saturn/Mercury/Jupiter, water
//! Venus/Mars/Moon: day, night, participating); Egyptian terms (Ptolemy, Tetrabiblos I.20);
//! Chaldean faces (decans from Mars at 0° Aries in the order Saturn, Jupiter, Mars, Sun, Venus,
//! Mercury, Moon).
//!
//! Scores (Lilly, Christian Astrology p. 101): domicile +5, exaltation +4, triplicity (ruler of
//! the chart's sect) +3, term +2, face +1, detriment −5, fall −4, peregrine (none of the five
//! dignities) −5.

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::ChartConventions;
use crate::western::request::Birth;
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::Serialize;

/// The seven classical planets, the only ones with essential dignities.
pub const CLASSICAL: [Graha; 7] =
    [Graha::Sun, Graha::Moon, Graha::Mercury, Graha::Venus, Graha::Mars, Graha::Jupiter, Graha::Saturn];

/// Traditional ruler of a sign (0 = Aries): the seven-planet rulerships of `zodiac::SIGNS`.
pub fn ruler(sign: usize) -> Graha {
    crate::zodiac::SIGNS[sign % 12].lord
}

/// Modern ruler: the traditional one except Scorpio (Pluto), Aquarius (Uranus), Pisces (Neptune).
pub fn modern_ruler(sign: usize) -> &'static str {
    match sign % 12 {
        7 => "Pluto",
        10 => "Uranus",
        11 => "Neptune",
        s => ruler(s).name(),
    }
}

/// (planet, sign index, exact degree) of each exaltation.
pub const EXALTATIONS: [(Graha, usize, f64); 7] = [
    (Graha::Sun, 0, 19.0),
    (Graha::Moon, 1, 3.0),
    (Graha::Mercury, 5, 15.0),
    (Graha::Venus, 11, 27.0),
    (Graha::Mars, 9, 28.0),
    (Graha::Jupiter, 3, 15.0),
    (Graha::Saturn, 6, 21.0),
];

/// Dorothean triplicity rulers by element (fire, earth, air, water): day, night, participating.
pub const TRIPLICITY: [[Graha; 3]; 4] = [
    [Graha::Sun, Graha::Jupiter, Graha::Saturn],
    [Graha::Venus, Graha::Moon, Graha::Mars],
    [Graha::Saturn, Graha::Mercury, Graha::Jupiter],
    [Graha::Venus, Graha::Mars, Graha::Moon],
];

/// Egyptian terms: (ruler, end degree) in order, per sign.
pub const TERMS: [[(Graha, f64); 5]; 12] = [
    [(Graha::Jupiter, 6.0), (Graha::Venus, 12.0), (Graha::Mercury, 20.0), (Graha::Mars, 25.0), (Graha::Saturn, 30.0)],
    [(Graha::Venus, 8.0), (Graha::Mercury, 14.0), (Graha::Jupiter, 22.0), (Graha::Saturn, 27.0), (Graha::Mars, 30.0)],
    [(Graha::Mercury, 6.0), (Graha::Jupiter, 12.0), (Graha::Venus, 17.0), (Graha::Mars, 24.0), (Graha::Saturn, 30.0)],
    [(Graha::Mars, 7.0), (Graha::Venus, 13.0), (Graha::Mercury, 19.0), (Graha::Jupiter, 26.0), (Graha::Saturn, 30.0)],
    [(Graha::Jupiter, 6.0), (Graha::Venus, 11.0), (Graha::Saturn, 18.0), (Graha::Mercury, 24.0), (Graha::Mars, 30.0)],
    [(Graha::Mercury, 7.0), (Graha::Venus, 17.0), (Graha::Jupiter, 21.0), (Graha::Mars, 28.0), (Graha::Saturn, 30.0)],
    [(Graha::Saturn, 6.0), (Graha::Mercury, 14.0), (Graha::Jupiter, 21.0), (Graha::Venus, 28.0), (Graha::Mars, 30.0)],
    [(Graha::Mars, 7.0), (Graha::Venus, 11.0), (Graha::Mercury, 19.0), (Graha::Jupiter, 24.0), (Graha::Saturn, 30.0)],
    [(Graha::Jupiter, 12.0), (Graha::Venus, 17.0), (Graha::Mercury, 21.0), (Graha::Saturn, 26.0), (Graha::Mars, 30.0)],
    [(Graha::Mercury, 7.0), (Graha::Jupiter, 14.0), (Graha::Venus, 22.0), (Graha::Saturn, 26.0), (Graha::Mars, 30.0)],
    [(Graha::Mercury, 7.0), (Graha::Venus, 13.0), (Graha::Jupiter, 20.0), (Graha::Mars, 25.0), (Graha::Saturn, 30.0)],
    [(Graha::Venus, 12.0), (Graha::Jupiter, 16.0), (Graha::Mercury, 19.0), (Graha::Mars, 28.0), (Graha::Saturn, 30.0)],
];

/// Chaldean order, slowest first.
pub const CHALDEAN: [Graha; 7] =
    [Graha::Saturn, Graha::Jupiter, Graha::Mars, Graha::Sun, Graha::Venus, Graha::Mercury, Graha::Moon];

/// Ruler of the face (decan) containing a longitude: Mars rules 0–10° Aries, then Chaldean order.
pub fn face_ruler(longitude: f64) -> Graha {
    let decan = (crate::zodiac::sign::normalize(longitude) / 10.0) as usize % 36;
    CHALDEAN[(2 + decan) % 7]
}

/// Ruler of the Egyptian term (bound) containing a longitude in degrees.
pub fn term_ruler(longitude: f64) -> Graha {
    let lon = crate::zodiac::sign::normalize(longitude);
    let s = sign_index(lon);
    let deg = lon - 30.0 * s as f64;
    TERMS[s].iter().find(|(_, end)| deg < *end).map_or(TERMS[s][4].0, |t| t.0)
}

/// 0-based index of the sign (0 = Aries) where a planet is exalted; None for the nodes.
pub fn exaltation_sign(planet: Graha) -> Option<usize> {
    EXALTATIONS.iter().find(|e| e.0 == planet).map(|e| e.1)
}

/// The three Dorothean triplicity rulers of a sign's element.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Triplicity {
    /// Triplicity ruler by day.
    pub day: Graha,
    /// Triplicity ruler by night.
    pub night: Graha,
    /// Participating (third) triplicity ruler.
    pub participating: Graha,
}

/// Essential dignities and debilities of one classical planet (Lilly's scores).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "WesternPlanetDignity")]
pub struct PlanetDignity {
    /// The planet.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Tropical ecliptic longitude of the planet in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Tropical sign of the planet (Aries … Pisces).
    pub sign: &'static str,
    /// Degrees within the sign, 0 <= x < 30.
    pub degree: f64,
    /// True when the planet is in a sign it rules (+5).
    pub domicile: bool,
    /// True when the planet is in its sign of exaltation (+4).
    pub exaltation: bool,
    /// True when the planet is in the sign opposite one it rules (−5).
    pub detriment: bool,
    /// True when the planet is in the sign opposite its exaltation (−4).
    pub fall: bool,
    /// Triplicity ruler of the chart's sect (day ruler by day, night ruler by night).
    pub triplicity: bool,
    /// Any of the three triplicity rulers (day, night, participating), not scored.
    pub triplicity_any: bool,
    /// True when the planet rules the Egyptian term (bound) it is in (+2).
    pub term: bool,
    /// True when the planet rules the Chaldean face (decan) it is in (+1).
    pub face: bool,
    /// True when the planet has none of domicile, exaltation, triplicity, term or face (−5).
    pub peregrine: bool,
    /// Lilly's essential dignity score: sum of the points above, from −14 to +15.
    pub score: i32,
    /// Who rules this degree: the planet's hosts.
    pub sign_ruler: Graha,
    /// Planet exalted in this sign, if any.
    pub exaltation_ruler: Option<Graha>,
    /// The three triplicity rulers of this sign's element.
    pub triplicity_rulers: Triplicity,
    /// Ruler of the Egyptian term (bound) this degree is in.
    pub term_ruler: Graha,
    /// Ruler of the Chaldean face (decan) this degree is in.
    pub face_ruler: Graha,
}

/// Essential dignities of a classical planet at a tropical longitude in degrees, in a day (`day`)
/// or night chart.
pub fn dignity_of(name: Graha, longitude: f64, day: bool) -> PlanetDignity {
    let s = sign_index(longitude);
    let element = s % 4;
    let trip = TRIPLICITY[element];
    let domicile = ruler(s) == name;
    let detriment = ruler((s + 6) % 12) == name;
    let exaltation = exaltation_sign(name) == Some(s);
    let fall = exaltation_sign(name) == Some((s + 6) % 12);
    let triplicity = if day { trip[0] == name } else { trip[1] == name };
    let term = term_ruler(longitude) == name;
    let face = face_ruler(longitude) == name;
    let peregrine = !(domicile || exaltation || triplicity || term || face);
    let score = 5 * domicile as i32 + 4 * exaltation as i32 + 3 * triplicity as i32 + 2 * term as i32 + face as i32
        - 5 * detriment as i32
        - 4 * fall as i32
        - 5 * peregrine as i32;
    PlanetDignity {
        name,
        key: name.key(),
        longitude,
        sign: crate::zodiac::SIGNS[s].name,
        degree: longitude - 30.0 * s as f64,
        domicile,
        exaltation,
        detriment,
        fall,
        triplicity,
        triplicity_any: trip.contains(&name),
        term,
        face,
        peregrine,
        score,
        sign_ruler: ruler(s),
        exaltation_ruler: EXALTATIONS.iter().find(|e| e.1 == s).map(|e| e.0),
        triplicity_rulers: Triplicity { day: trip[0], night: trip[1], participating: trip[2] },
        term_ruler: term_ruler(longitude),
        face_ruler: face_ruler(longitude),
    }
}

/// Essential dignities of the seven classical planets at birth.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DignitiesAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// True for a day birth (the Sun above the horizon); decides the triplicity ruler.
    pub day_chart: bool,
    /// Sun, Moon, Mercury, Venus, Mars, Jupiter and Saturn, in that order.
    pub planets: Vec<PlanetDignity>,
    /// Sum of the seven planets' scores.
    pub total_score: i32,
    /// Which tables and scores were used.
    pub conventions: DignityConventions,
}

/// Which dignity tables and scores were used.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DignityConventions {
    /// How the chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Rulership scheme: traditional (seven planets).
    pub rulerships: &'static str,
    /// Triplicity rulers used (Dorothean).
    pub triplicities: &'static str,
    /// Terms used (Egyptian).
    pub terms: &'static str,
    /// Faces used (Chaldean order from Mars at 0° Aries).
    pub faces: &'static str,
    /// Points of each dignity and debility (Lilly).
    pub scores: &'static str,
    /// How day and night charts are told apart.
    pub sect: &'static str,
}

/// Essential dignities of the seven classical planets of a birth chart.
pub fn natal_dignities(birth: &Birth) -> Result<DignitiesAnswer> {
    let c = birth.chart()?;
    let day = c.is_day();
    let planets: Vec<PlanetDignity> =
        // The classical seven by their stable keys (the chart's points also hold the outer planets).
        c.points
            .iter()
            .filter_map(|p| Graha::from_key(p.key).filter(|g| CLASSICAL.contains(g)).map(|g| dignity_of(g, p.longitude, day)))
            .collect();
    Ok(DignitiesAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        day_chart: day,
        total_score: planets.iter().map(|p| p.score).sum(),
        planets,
        conventions: DignityConventions {
            chart: c.chart_conventions(&Default::default()),
            rulerships: "traditional (seven planets)",
            triplicities: "Dorothean: fire Sun/Jupiter/Saturn, earth Venus/Moon/Mars, air Saturn/Mercury/Jupiter, \
                           water Venus/Mars/Moon (day, night, participating)",
            terms: "Egyptian (Ptolemy, Tetrabiblos I.20)",
            faces: "Chaldean, Mars from 0° Aries",
            scores: "Lilly: domicile +5, exaltation +4, triplicity of the sect +3, term +2, face +1, \
                     detriment −5, fall −4, peregrine −5",
            sect: "day when the Sun is above the ascendant–descendant axis (houses 7–12)",
        },
    })
}
