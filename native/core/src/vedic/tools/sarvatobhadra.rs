//! Sarvatobhadra chakra (`/v1/chart/sarvatobhadra-chakra`): the 9 × 9 grid
//! ([`super::sarvatobhadra_grid`]) with the natal and the transit planets placed on their
//! nakshatras, and the vedhas (piercings) each transit planet casts from its star along the three
//! lines, front and the two diagonals, with the natal planets, the natal Moon's sign and star and
//! the ascendant's star that each line strikes.
//!
//! Motion rule (Narapatijayacharya as commonly taught): a retrograde planet's principal vedha is
//! the right diagonal, a fast one's the left, one at mean speed the front; Rahu and Ketu, always
//! retrograde, the right; the Sun and the Moon, never retrograde, the front. All three lines are
//! listed; `principal` names the one the rule stresses.

use super::sarvatobhadra_grid::{grid_star, sign_cell, star_cell, vedha_line, Cell, Direction, GRID};
use super::ToolConventions;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, GrahaPosition, VedicChart};
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// Mean daily motion (degrees) of Mars … Saturn, the line between "mean" and "fast"; Mercury
/// and Venus keep the Sun's mean motion.
pub fn mean_motion(graha: Graha) -> Option<f64> {
    match graha {
        Graha::Mars => Some(0.5240),
        Graha::Mercury | Graha::Venus => Some(0.9856),
        Graha::Jupiter => Some(0.0831),
        Graha::Saturn => Some(0.0335),
        _ => None,
    }
}

/// `retrograde`, `fast` or `mean`, and the principal vedha that goes with it.
pub fn motion(graha: Graha, speed: f64) -> (&'static str, Direction) {
    if graha.is_node() || speed < 0.0 {
        ("retrograde", Direction::Right)
    } else if mean_motion(graha).is_some_and(|m| speed > m) {
        ("fast", Direction::Left)
    } else {
        ("mean", Direction::Front)
    }
}

/// A request: the birth and the transit moment.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SarvatobhadraRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// The transit moment (its planets are placed beside the natal ones).
    pub at: Moment,
}

/// One cell of the grid.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct GridCell {
    /// Row index, 0 (north) … 8 (south).
    pub row: u8,
    /// Column index, 0 (west) … 8 (east).
    pub col: u8,
    /// `nakshatra`, `vowel`, `consonant`, `sign` or `tithis`.
    pub kind: &'static str,
    /// What the cell shows: nakshatra or sign key, the letter, or the tithi group.
    pub label: &'static str,
    /// For a tithi cell, its weekdays (0 = Sunday).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub weekdays: Vec<u8>,
    /// Natal planets on this nakshatra (and `ascendant`).
    pub natal: Vec<&'static str>,
    /// Transit planets on this nakshatra.
    pub transit: Vec<&'static str>,
}

/// One vedha line of a transit planet.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedhaLine {
    /// Front, left or right, seen from the star looking into the grid.
    pub direction: Direction,
    /// The cells it runs through, from the planet's star to the border: [row, col].
    pub cells: Vec<[u8; 2]>,
    /// What the cells show, in the same order.
    pub labels: Vec<&'static str>,
    /// Natal planets (and `ascendant`) whose nakshatra lies on the line.
    pub natal_struck: Vec<&'static str>,
    /// Whether the line strikes the natal Moon's sign cell.
    pub janma_rashi_struck: bool,
}

/// A transit planet and its vedhas.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitVedha {
    /// The planet.
    pub name: Graha,
    /// Stable lower-case key.
    pub key: &'static str,
    /// Its grid star key (Abhijit included).
    pub nakshatra: &'static str,
    /// `retrograde`, `fast` or `mean`.
    pub motion: &'static str,
    /// The line the motion rule stresses.
    pub principal: Direction,
    /// Front, left and right lines.
    pub lines: Vec<VedhaLine>,
}

/// The `/v1/chart/sarvatobhadra-chakra` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Sarvatobhadra {
    /// The 81 cells, row by row.
    pub grid: Vec<Vec<GridCell>>,
    /// Each transit planet's vedhas.
    pub vedhas: Vec<TransitVedha>,
    /// The birth moment.
    pub moment: EventTime,
    /// The transit moment.
    pub transit_moment: EventTime,
    /// The chart's settings and the rules applied.
    pub conventions: ToolConventions,
}

const RULES: [&str; 4] = [
    "grid of Narapatijayacharya: 28 nakshatras (Abhijit between Uttarashadha and Shravana) round the border, north \
     at the top (Dhanishta to Bharani), east on the right (Krittika to Ashlesha); vowels in the ring corners, \
     consonants, signs, tithi groups with their weekdays inward",
    "a planet stands on its nakshatra; Abhijit from 276°40′ to 280°53′20″ sidereal",
    "vedha lines from the planet's star looking into the grid: front straight across, left and right the diagonals",
    "principal vedha: retrograde right (Rahu, Ketu always), fast (above mean daily motion) left, mean front; Sun and \
     Moon front",
];

/// Key of a grid star: the nakshatra key, or `abhijit`.
pub fn star_key(star: u8) -> &'static str {
    if star == super::sarvatobhadra_grid::ABHIJIT {
        "abhijit"
    } else {
        crate::zodiac::Nakshatra::from_index(star as usize - 1).key()
    }
}

fn label(cell: Cell) -> (&'static str, &'static str, Vec<u8>) {
    match cell {
        Cell::Star(s) => ("nakshatra", star_key(s), vec![]),
        Cell::Vowel(v) => ("vowel", v, vec![]),
        Cell::Consonant(c) => ("consonant", c, vec![]),
        Cell::Sign(s) => ("sign", crate::zodiac::SIGNS[s as usize - 1].key, vec![]),
        Cell::Tithis(g, days) => ("tithis", g, days.to_vec()),
    }
}

/// Planets (and the ascendant) of a chart by grid star.
fn placed(chart: &VedicChart) -> Vec<(&'static str, u8)> {
    let mut out: Vec<(&'static str, u8)> = chart.planets.iter().map(|p| (p.key, grid_star(p.longitude))).collect();
    out.push(("ascendant", grid_star(chart.ascendant.longitude)));
    out
}

fn grid(natal: &[(&'static str, u8)], transit: &[(&'static str, u8)]) -> Vec<Vec<GridCell>> {
    let on = |list: &[(&'static str, u8)], cell: Cell| -> Vec<&'static str> {
        list.iter().filter(|(_, s)| cell == Cell::Star(*s)).map(|(k, _)| *k).collect()
    };
    (0..9)
        .map(|r| {
            (0..9)
                .map(|c| {
                    let cell = GRID[r][c];
                    let (kind, label, weekdays) = label(cell);
                    GridCell {
                        row: r as u8,
                        col: c as u8,
                        kind,
                        label,
                        weekdays,
                        natal: on(natal, cell),
                        transit: on(transit, cell),
                    }
                })
                .collect()
        })
        .collect()
}

fn line(star: u8, direction: Direction, natal: &[(&'static str, u8)], moon_sign: u8) -> VedhaLine {
    let cells = vedha_line(star, direction);
    let natal_struck = natal.iter().filter(|(_, s)| cells.contains(&star_cell(*s))).map(|(k, _)| *k).collect();
    VedhaLine {
        direction,
        labels: cells.iter().map(|(r, c)| label(GRID[*r][*c]).1).collect(),
        janma_rashi_struck: cells.contains(&sign_cell(moon_sign)),
        cells: cells.iter().map(|(r, c)| [*r as u8, *c as u8]).collect(),
        natal_struck,
    }
}

fn transit_vedha(p: &GrahaPosition, natal: &[(&'static str, u8)], moon_sign: u8) -> TransitVedha {
    let star = grid_star(p.longitude);
    let (motion, principal) = motion(p.graha, p.speed);
    TransitVedha {
        name: p.graha,
        key: p.key,
        nakshatra: star_key(star),
        motion,
        principal,
        lines: [Direction::Front, Direction::Left, Direction::Right]
            .into_iter()
            .map(|d| line(star, d, natal, moon_sign))
            .collect(),
    }
}

/// `/v1/chart/sarvatobhadra-chakra`.
pub fn sarvatobhadra(req: &SarvatobhadraRequest) -> Result<Sarvatobhadra> {
    if !req.at.jd_ut.is_finite() {
        return Err(Error::invalid("at", "must be a moment"));
    }
    let natal_chart = vedic_chart(&req.chart)?;
    let transit_chart = vedic_chart(&ChartRequest { moment: req.at, ..req.chart.clone() })?;
    let natal = placed(&natal_chart);
    let transit: Vec<(&'static str, u8)> =
        transit_chart.planets.iter().map(|p| (p.key, grid_star(p.longitude))).collect();
    let moon = natal_chart.planets.iter().find(|p| p.graha == Graha::Moon).expect("the Moon");
    let moon_sign = moon.sign.sign_index;
    Ok(Sarvatobhadra {
        grid: grid(&natal, &transit),
        vedhas: transit_chart.planets.iter().map(|p| transit_vedha(p, &natal, moon_sign)).collect(),
        moment: natal_chart.moment.clone(),
        transit_moment: transit_chart.moment.clone(),
        conventions: ToolConventions {
            chart: natal_chart.conventions.clone(),
            method: "narapatijayacharya",
            rules: RULES.to_vec(),
        },
    })
}
