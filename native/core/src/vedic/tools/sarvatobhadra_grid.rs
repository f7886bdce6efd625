//! The Sarvatobhadra chakra's 9 × 9 grid (Narapatijayacharya), as data: 28 nakshatras (Abhijit
//! between Uttarashadha and Shravana) round the border, the 16 vowels in the corners of the four
//! rings, 20 consonants on the second ring, the 12 signs on the third, the five tithi groups with
//! their weekdays in the centre.
//!
//! Drawn with north at the top and east on the right (row 0 is the northern side): east holds
//! Krittika to Ashlesha, south Magha to Vishakha, west Anuradha to Shravana with Abhijit, north
//! Dhanishta to Bharani; the corners NE a, SE aa, SW i, NW ii. The layout is the one PyJHora
//! 4.8.7 draws (`ui/chakra.py`, `Sarvatobadra`), which the tests compare cell by cell.

/// What a cell holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// A nakshatra: 1 = Ashwini … 27 = Revati, 28 = Abhijit.
    Star(u8),
    /// A vowel (transliterated).
    Vowel(&'static str),
    /// A consonant (transliterated).
    Consonant(&'static str),
    /// A sign, 1 = Aries … 12 = Pisces.
    Sign(u8),
    /// A tithi group (nanda, bhadra, jaya, rikta, purna) and its weekdays (0 = Sunday).
    Tithis(&'static str, &'static [u8]),
}

/// Abhijit's number in the grid's star numbering.
pub const ABHIJIT: u8 = 28;

use Cell::{Consonant as C, Sign as R, Star as S, Tithis as T, Vowel as V};

/// The grid, row 0 (north) first, column 0 (west) first.
pub const GRID: [[Cell; 9]; 9] = [
    [V("ii"), S(23), S(24), S(25), S(26), S(27), S(1), S(2), V("a")],
    [S(22), V("rii"), C("ga"), C("sa"), C("da"), C("cha"), C("la"), V("u"), S(3)],
    [S(28), C("kha"), V("ai"), R(11), R(12), R(1), V("lu"), C("a"), S(4)],
    [S(21), C("ja"), R(10), V("ah"), T("rikta", &[5]), V("o"), R(2), C("va"), S(5)],
    [S(20), C("bha"), R(9), T("jaya", &[4]), T("purna", &[6]), T("nanda", &[0, 2]), R(3), C("ka"), S(6)],
    [S(19), C("ya"), R(8), V("am"), T("bhadra", &[1, 3]), V("au"), R(4), C("ha"), S(7)],
    [S(18), C("na"), V("e"), R(7), R(6), R(5), V("luu"), C("da"), S(8)],
    [S(17), V("ri"), C("ta"), C("ra"), C("pa"), C("tha"), C("ma"), V("uu"), S(9)],
    [V("i"), S(16), S(15), S(14), S(13), S(12), S(11), S(10), V("aa")],
];

/// Row and column of a nakshatra (1..28) on the border.
pub fn star_cell(star: u8) -> (usize, usize) {
    for (r, row) in GRID.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            if *cell == Cell::Star(star) {
                return (r, c);
            }
        }
    }
    unreachable!("every star 1..28 is on the grid")
}

/// Row and column of a sign (1..12).
pub fn sign_cell(sign: u8) -> (usize, usize) {
    for (r, row) in GRID.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            if *cell == Cell::Sign(sign) {
                return (r, c);
            }
        }
    }
    unreachable!("every sign 1..12 is on the grid")
}

/// Abhijit's span: the last quarter of Uttarashadha and the first fifteenth of Shravana
/// (276°40′ to 280°53′20″ sidereal).
pub const ABHIJIT_SPAN: (f64, f64) = (276.0 + 40.0 / 60.0, 280.0 + 53.0 / 60.0 + 20.0 / 3600.0);

/// The grid star of a sidereal longitude: the 27-star count, with Abhijit over its span.
pub fn grid_star(longitude: f64) -> u8 {
    let lon = longitude.rem_euclid(360.0);
    if (ABHIJIT_SPAN.0..ABHIJIT_SPAN.1).contains(&lon) {
        ABHIJIT
    } else {
        ((lon / (360.0 / 27.0)) as u8).min(26) + 1
    }
}

/// Which way a vedha line runs from a star, seen from the star looking into the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Straight across to the opposite side.
    Front,
    /// The diagonal to the left hand.
    Left,
    /// The diagonal to the right hand.
    Right,
}

/// The cells of a vedha line from a border star, the star first, to the border it reaches.
pub fn vedha_line(star: u8, direction: Direction) -> Vec<(usize, usize)> {
    let (r, c) = star_cell(star);
    // Facing into the grid from the border the star sits on.
    let (dr, dc): (i32, i32) = if r == 0 {
        (1, 0)
    } else if r == 8 {
        (-1, 0)
    } else if c == 0 {
        (0, 1)
    } else {
        (0, -1)
    };
    // Right hand of the facing direction, on the page (rows grow downwards).
    let (rr, rc) = (dc, -dr);
    let (sr, sc) = match direction {
        Direction::Front => (dr, dc),
        Direction::Right => (dr + rr, dc + rc),
        Direction::Left => (dr - rr, dc - rc),
    };
    let mut cells = vec![(r, c)];
    let (mut i, mut j) = (r as i32, c as i32);
    loop {
        let (ni, nj) = (i + sr, j + sc);
        if !(0..9).contains(&ni) || !(0..9).contains(&nj) {
            break;
        }
        cells.push((ni as usize, nj as usize));
        (i, j) = (ni, nj);
        if ni == 0 || ni == 8 || nj == 0 || nj == 8 {
            break;
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each of the 28 stars, 12 signs and 16 vowels appears once; 20 consonants, 5 tithi groups.
    #[test]
    fn every_element_once() {
        let cells: Vec<Cell> = GRID.iter().flatten().copied().collect();
        for s in 1..=28 {
            assert_eq!(cells.iter().filter(|c| **c == Cell::Star(s)).count(), 1, "star {s}");
        }
        for s in 1..=12 {
            assert_eq!(cells.iter().filter(|c| **c == Cell::Sign(s)).count(), 1, "sign {s}");
        }
        assert_eq!(cells.iter().filter(|c| matches!(c, Cell::Vowel(_))).count(), 16);
        assert_eq!(cells.iter().filter(|c| matches!(c, Cell::Consonant(_))).count(), 20);
        assert_eq!(cells.iter().filter(|c| matches!(c, Cell::Tithis(..))).count(), 5);
    }

    /// The stars run in order round the border: clockwise from Dhanishta (23rd) in the NW.
    #[test]
    fn stars_run_round_the_border() {
        let order: [u8; 28] =
            [23, 24, 25, 26, 27, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 28, 22];
        let mut ring = Vec::new();
        ring.extend((1..8).map(|c| GRID[0][c]));
        ring.extend((1..8).map(|r| GRID[r][8]));
        ring.extend((1..8).rev().map(|c| GRID[8][c]));
        ring.extend((1..8).rev().map(|r| GRID[r][0]));
        assert_eq!(ring, order.iter().map(|s| Cell::Star(*s)).collect::<Vec<_>>());
    }

    /// Front vedha crosses to the opposite side: Krittika (3, east) to Shravana (22, west); the
    /// diagonals end on the border.
    #[test]
    fn vedha_lines() {
        let front = vedha_line(3, Direction::Front);
        assert_eq!(GRID[front.last().unwrap().0][front.last().unwrap().1], Cell::Star(22));
        assert_eq!(front.len(), 9);
        for d in [Direction::Left, Direction::Right] {
            let line = vedha_line(3, d);
            let (r, c) = *line.last().unwrap();
            assert!(r == 0 || r == 8 || c == 0 || c == 8);
        }
        // Looking west from Krittika (east side, row 1), the right hand is north: the right
        // diagonal climbs to row 0.
        assert_eq!(*vedha_line(3, Direction::Right).last().unwrap(), (0, 7));
    }

    #[test]
    fn abhijit_span() {
        assert_eq!(grid_star(277.0), ABHIJIT);
        assert_eq!(grid_star(276.0), 21);
        assert_eq!(grid_star(281.0), 22);
        assert_eq!(grid_star(0.5), 1);
    }
}
