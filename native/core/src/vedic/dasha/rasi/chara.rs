//! Chara dasha (Jaimini Upadesa Sutras 1.1.22-26 and BPHS 46.156): the signs from the lagna,
//! each for the years from the sign to its lord.
//!
//! Two readings are served:
//! - `rao` (default), the Jaimini Sutras as K.N. Rao (*Predicting through Jaimini's Chara Dasha*)
//!   and Sanjay Rath teach them: the dashas run from the lagna forward when the 9th from it is
//!   odd-footed, backward otherwise; years counted to the lord (the stronger co-lord of Scorpio
//!   and Aquarius), forward from an odd-footed sign, backward from an even-footed one, less one,
//!   12 for a lord in its own sign, one more for an exalted lord, one less for a debilitated one;
//!   the antardashas of a sign start from the next sign in the direction that sign would give
//!   as a lagna (its 9th odd- or even-footed) and end with the sign itself;
//! - `iranganti`, Iranganti Rangacharya's reading: the same dashas and counts with Mars and
//!   Saturn as the only lords of Scorpio and Aquarius (and 12 years for a lord in its own sign
//!   whatever its dignity); the antardashas run in padakrama from the dasha sign itself: one by
//!   one for a movable sign, every 6th sign for a fixed sign, trine by trine for a dual sign,
//!   forward from an odd sign and backward from an even sign.
//!
//! In both the second cycle gives each sign 12 years less its first-cycle years (signs left
//! with nothing are skipped), so the two cycles make 144 years less the exaltation extras.

use super::engine::Schedule;
use super::signs::{ninth_direction, regular, years_to_lord, RasiChart};
use super::Built;
use crate::zodiac::{Graha, Sign};

/// The `rao` reading: mahadashas and antardasha orders.
pub fn rao(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let lords: [Graha; 12] = std::array::from_fn(|i| chart.lord(Sign::from_index(i), false));
    let years = |s: Sign| years_to_lord(chart, s, lords[s.index()], true);
    let sub_order = std::array::from_fn(|i| {
        let s = Sign::from_index(i);
        let d = ninth_direction(s);
        regular(s.plus(d), d)
    });
    built(chart, birth, year_days, lords, &years, sub_order)
}

/// The `iranganti` reading: mahadashas and padakrama antardashas.
pub fn iranganti(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let lords: [Graha; 12] = std::array::from_fn(|i| chart.lord(Sign::from_index(i), true));
    let years = |s: Sign| {
        let lord = lords[s.index()];
        let y = if chart.sign_of(lord) == s { 12.0 } else { years_to_lord(chart, s, lord, true) };
        if y <= 0.0 {
            12.0
        } else {
            y
        }
    };
    let sub_order = std::array::from_fn(|i| padakrama(Sign::from_index(i)));
    built(chart, birth, year_days, lords, &years, sub_order)
}

fn built(
    chart: &RasiChart,
    birth: f64,
    year_days: f64,
    lords: [Graha; 12],
    years: &dyn Fn(Sign) -> f64,
    sub_order: [[Sign; 12]; 12],
) -> Built {
    let direction = ninth_direction(chart.lagna);
    let order = regular(chart.lagna, direction);
    let first: Vec<(Sign, f64)> = order.iter().map(|&s| (s, years(s))).collect();
    let second = first.iter().map(|&(s, y)| (s, (12.0 - y).max(0.0)));
    let all: Vec<(Sign, f64)> = first.iter().copied().chain(second).collect();
    Built {
        schedule: Schedule { mahadashas: Schedule::spans(birth, &all, year_days), sub_order, lords },
        first_sign: chart.lagna,
        direction,
    }
}

/// Padakrama from a sign (Iranganti Rangacharya): movable signs one by one, fixed signs every
/// 6th sign, dual signs trine by trine (the sign, its 5th, its 9th, then the next sign's
/// trines); forward from an odd sign (Aries, Gemini ...), backward from an even one.
pub fn padakrama(s: Sign) -> [Sign; 12] {
    let d: i64 = if s.index().is_multiple_of(2) { 1 } else { -1 };
    match s.index() % 3 {
        0 => regular(s, d),
        1 => regular(s, 5 * d),
        _ => std::array::from_fn(|k| {
            let anchor = s.plus(d * (k / 3) as i64);
            anchor.plus(d * [0, 4, -4][k % 3])
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Sign::*;

    #[test]
    fn padakrama_moves_by_modality() {
        // Movable Aries (odd): one by one forward; fixed Taurus (even): every 6th backward.
        assert_eq!(padakrama(Aries)[..3], [Aries, Taurus, Gemini]);
        assert_eq!(padakrama(Taurus)[..4], [Taurus, Sagittarius, Cancer, Aquarius]);
        // Dual Gemini (odd): its trines, then Cancer's.
        assert_eq!(padakrama(Gemini)[..6], [Gemini, Libra, Aquarius, Cancer, Scorpio, Pisces]);
        // Dual Virgo (even): backward, Virgo's trines then Leo's.
        assert_eq!(padakrama(Virgo)[..6], [Virgo, Taurus, Capricorn, Leo, Aries, Sagittarius]);
    }
}
