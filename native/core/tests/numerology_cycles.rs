//! Lo Shu grid and personal cycles against published worked examples and invariants.
//! Every expected number below is copied from the cited page, not from this code's output.

use astrology_core::numerology::cycles::{personal_cycles, spans, CyclesRequest};
use astrology_core::numerology::lo_shu::{lo_shu_grid, LO_SHU};
use astrology_core::Error;

fn cycles(date: &str, at: &str) -> astrology_core::numerology::cycles::PersonalCycles {
    personal_cycles(&CyclesRequest { date: date.into(), at: at.into() }).unwrap()
}

/// The Lo Shu square is magic: every row, column and diagonal sums to 15, and it holds 1 … 9
/// once each (the defining property, e.g. unnatiiastrowala.com/numerology, jcchaudhry.com).
#[test]
fn lo_shu_square_is_magic() {
    let g = LO_SHU;
    for row in &g {
        assert_eq!(row.iter().sum::<u32>(), 15);
    }
    for c in 0..3 {
        assert_eq!(g.iter().map(|row| row[c]).sum::<u32>(), 15);
    }
    assert_eq!(g[0][0] + g[1][1] + g[2][2], 15);
    assert_eq!(g[0][2] + g[1][1] + g[2][0], 15);
    let mut all: Vec<u32> = g.iter().flatten().copied().collect();
    all.sort_unstable();
    assert_eq!(all, (1..=9).collect::<Vec<_>>());
}

/// jcchaudhry.com/what-is-lo-shu-grid (also shoperclub.com/blog/how-to-make-lo-shu-grid):
/// 9 December 1973, psychic (driver) 9 / destiny (conductor) 32 → 5; "three numbers are
/// missing: 4, 6 and 8; two numbers, 1 and 9, are repeating". The day has one digit, so the
/// driver is not added a second time.
#[test]
fn lo_shu_published_1973_12_09() {
    let g = lo_shu_grid("1973-12-09").unwrap();
    assert_eq!(g.date_digits, vec![9, 1, 2, 1, 9, 7, 3]);
    assert_eq!(g.conductor.number, 5);
    assert!(g.conductor.added);
    assert_eq!(g.driver.number, 9);
    assert!(!g.driver.added);
    assert_eq!(g.missing_numbers, vec![4, 6, 8]);
    assert_eq!(g.repeated_numbers, vec![1, 9]);
}

/// mynumera.app/how-it-works: 15-03-1990, driver 1+5 = 6, conductor 28 → 1; both are placed
/// on the square with the digits 1 5 3 1 9 9.
#[test]
fn lo_shu_published_1990_03_15() {
    let g = lo_shu_grid("1990-03-15").unwrap();
    assert_eq!((g.driver.number, g.driver.added), (6, true));
    assert_eq!((g.conductor.number, g.conductor.added), (1, true));
    // digits 1 5 3 1 9 9, plus 6 and 1 → 1 ×3, 3, 5, 6, 9 ×2 (hand count of the page's rule).
    assert_eq!(g.counts, [3, 0, 1, 0, 1, 1, 0, 0, 2]);
    assert_eq!(g.grid[0][1].text, "99");
    let will = g.planes.iter().find(|p| p.key == "will").unwrap();
    assert!(will.complete, "9, 5 and 1 present");
    let mental = g.planes.iter().find(|p| p.key == "mental").unwrap();
    assert_eq!(mental.missing, vec![4, 2]);
}

/// Invariants: counts add up to the digits plus the added numbers; a plane is complete exactly
/// when nothing is missing; the grid's cells are the square's numbers.
#[test]
fn lo_shu_invariants() {
    for date in ["2000-01-01", "1999-12-31", "1988-08-28", "2024-02-29", "1901-10-10"] {
        let g = lo_shu_grid(date).unwrap();
        let added = u32::from(g.driver.added) + u32::from(g.conductor.added);
        assert_eq!(g.counts.iter().sum::<u32>(), g.date_digits.len() as u32 + added, "{date}");
        for p in &g.planes {
            assert_eq!(p.complete, p.missing.is_empty());
            assert_eq!(p.numbers.iter().sum::<u32>(), 15);
        }
        for (r, row) in g.grid.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                assert_eq!(cell.number, LO_SHU[r][c]);
                assert_eq!(cell.count, g.counts[cell.number as usize - 1]);
            }
        }
    }
    assert!(matches!(lo_shu_grid("1990-02-30"), Err(Error::InvalidInput { .. })));
}

/// Decoz, decoz.com/numerology-Course-19.htm: born May 15, 1949 → pinnacles 11, 11, 22, 1
/// ("Master numbers encountered during the Pinnacle calculations are not reduced").
#[test]
fn pinnacles_decoz_1949_05_15() {
    let c = cycles("1949-05-15", "2000-01-01");
    let p: Vec<u32> = c.pinnacles.iter().map(|p| p.value.number).collect();
    assert_eq!(p, vec![11, 11, 22, 1]);
    // Life path 5 + 6 + 5 = 16 → 7: first pinnacle to age 36 − 7 = 29, then 38, 47.
    assert_eq!(c.life_path.number, 7);
    assert_eq!(c.pinnacles[0].to_age, Some(29));
    assert_eq!(c.pinnacles[3].from_age, 47);
    assert_eq!(c.pinnacles[3].to_age, None);
}

/// Decoz, decoz.com/DoReading_numerology_6.htm: born March 23, 1987 → first pinnacle
/// 3 + 5 = 8, second 5 + 7 = 12 → 3.
#[test]
fn pinnacles_decoz_1987_03_23() {
    let c = cycles("1987-03-23", "2020-01-01");
    assert_eq!(c.pinnacles[0].value.number, 8);
    assert_eq!(c.pinnacles[1].value.number, 3);
}

/// Decoz, decoz.com/numerology-Course-19.htm: November 5 → 11 + 5 = 16 → 7 (the month 11 is
/// kept as a master number before adding).
#[test]
fn pinnacle_with_master_month() {
    assert_eq!(cycles("1960-11-05", "2000-01-01").pinnacles[0].value.number, 7);
}

/// Challenges: californiapsychics.com "Your numerology guides" works May 11, 1962 into the
/// single-digit units month 5, day 1 + 1 = 2, year 1962 → 18 → 9; the challenges follow by
/// the subtraction rule it and Theun Mares (Numerology Revealed, ch. 6) state, worked by hand:
/// first |5 − 2| = 3, second |2 − 9| = 7, third |3 − 7| = 4, fourth |5 − 9| = 4.
#[test]
fn challenges_1962_05_11() {
    let c = cycles("1962-05-11", "2000-01-01");
    let ch: Vec<u32> = c.challenges.iter().map(|p| p.value.number).collect();
    assert_eq!(ch, vec![3, 7, 4, 4]);
}

/// Spans: californiapsychics.com: life path 9 → 0-27, 27-36, 36-45, 45 on (first ends at 36 − 9).
#[test]
fn spans_life_path_9() {
    assert_eq!(spans(9), [(0, Some(27)), (27, Some(36)), (36, Some(45)), (45, None)]);
    // A master life path counts as its digit: 11 → 2, 22 → 4 (Decoz).
    assert_eq!(spans(11)[0], (0, Some(34)));
    assert_eq!(spans(22)[0], (0, Some(32)));
}

/// Personal year, month, day:
/// - numerology.findyourfate.com: May 15 in 1992 → 5 + 6 + 3 = 14 → 5; July in a 5 year →
///   12 → 3; July 17 → 3 + 8 = 11 → 2 (master numbers reduced);
/// - inspiredcreatively.com: April 23 at 2020-10-07 → year 4, month 5, day 12 → 3;
/// - numerologica.blogs.com: April 2 in 2007 → 6; November 23 in 2008 → 8.
#[test]
fn personal_cycles_published() {
    let a = cycles("1960-05-15", "1992-07-17");
    assert_eq!((a.personal_year.number, a.personal_month.number, a.personal_day.number), (5, 3, 2));
    let b = cycles("1965-04-23", "2020-10-07");
    assert_eq!((b.personal_year.number, b.personal_month.number, b.personal_day.number), (4, 5, 3));
    assert_eq!(cycles("1970-04-02", "2007-06-01").personal_year.number, 6);
    assert_eq!(cycles("1970-11-23", "2008-06-01").personal_year.number, 8);
}

/// Invariants: the four spans tile life from 0 with no gap; exactly one pinnacle is current;
/// personal numbers are 1 … 9; `at` before birth is a 400.
#[test]
fn cycles_invariants() {
    for (date, at) in [("1990-07-15", "2026-11-26"), ("2001-02-28", "2001-02-28"), ("1929-11-29", "2029-11-28")] {
        let c = cycles(date, at);
        assert_eq!(c.pinnacles[0].from_age, 0);
        for w in c.pinnacles.windows(2) {
            assert_eq!(w[0].to_age, Some(w[1].from_age));
        }
        assert_eq!(c.pinnacles.iter().filter(|p| p.current).count(), 1);
        assert_eq!(c.challenges.iter().filter(|p| p.current).count(), 1);
        for n in [c.personal_year.number, c.personal_month.number, c.personal_day.number] {
            assert!((1..=9).contains(&n));
        }
    }
    assert_eq!(cycles("1929-11-29", "2029-11-28").age, 99);
    let e = personal_cycles(&CyclesRequest { date: "2000-01-02".into(), at: "2000-01-01".into() });
    assert!(matches!(e, Err(Error::InvalidInput { ref param, .. }) if param == "at"));
}
