//! The 28 Anandadi yogas: the vara combined with the Moon's nakshatra, counted in the 28-star
//! cycle that includes Abhijit (between Uttarashadha and Shravana).
//!
//! Rule (Muhurta Chintamani's Anandadi table): the yoga is the count from the weekday's starting
//! star to the Moon's star, in the 28-star cycle: Sunday from Ashwini, Monday Mrigashira, Tuesday
//! Ashlesha, Wednesday Hasta, Thursday Anuradha, Friday Uttarashadha, Saturday Shatabhisha (each
//! four stars on from the last). Abhijit is the last quarter of Uttarashadha and the first
//! fifteenth of Shravana: sidereal 276°40′ to 280°53′20″.
//!
//! Results are those printed with the table in North Indian panchangs.

use super::angles::ElementKind;
use super::day::PanchangDay;
use super::elements::Span;
use crate::ephemeris::root::next_angle_crossing;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::vedic::gulika::WEEKDAY_NAMES;
use crate::zodiac::nakshatra::NAKSHATRAS;
use serde::Serialize;

/// The 28 yogas in order, with whether each is auspicious and its traditional result.
pub const YOGAS: [(&str, bool, &str); 28] = [
    ("Ananda", true, "joy and success"),
    ("Kaladanda", false, "danger of death"),
    ("Dhumra", false, "discomfort"),
    ("Prajapati", true, "success"),
    ("Saumya", true, "prosperity"),
    ("Dhwanksha", false, "loss of wealth"),
    ("Dhwaja", true, "good fortune"),
    ("Shrivatsa", true, "wealth"),
    ("Vajra", false, "loss"),
    ("Mudgara", false, "loss of wealth"),
    ("Chhatra", true, "royal honour"),
    ("Mitra", true, "nourishment"),
    ("Manasa", true, "good fortune"),
    ("Padma", true, "gain of wealth"),
    ("Lumbaka", false, "loss of wealth"),
    ("Utpata", false, "danger to life"),
    ("Mrityu", false, "danger of death"),
    ("Kana", false, "distress"),
    ("Siddhi", true, "success in work"),
    ("Shubha", true, "welfare"),
    ("Amrita", true, "royal honour"),
    ("Musala", false, "loss of wealth"),
    ("Gada", false, "fear"),
    ("Matanga", true, "growth of the family"),
    ("Rakshasa", false, "great distress"),
    ("Chara", true, "success in work"),
    ("Sthira", true, "lasting gains"),
    ("Vardhamana", true, "increase"),
];

/// Start of Abhijit in sidereal longitude: the last quarter of Uttarashadha (276°40′).
pub const ABHIJIT_START: f64 = 276.0 + 40.0 / 60.0;
/// End of Abhijit: the first fifteenth of Shravana (280°53′20″).
pub const ABHIJIT_END: f64 = 280.0 + 160.0 / 180.0;

/// Position of a star in the 28-star cycle (0 Ashwini … 20 Uttarashadha, 21 Abhijit, 22 Shravana …
/// 27 Revati), from the 27-star number (1..27) and whether the Moon is within Abhijit.
pub fn star28(nakshatra: usize, in_abhijit: bool) -> usize {
    match (in_abhijit, nakshatra) {
        (true, _) => 21,
        (false, n) if n <= 21 => n - 1,
        (false, n) => n,
    }
}

/// Index 0..27 into [`YOGAS`] for a weekday (0 = Sunday) and a 28-cycle star.
pub fn yoga_index(weekday: usize, star28: usize) -> usize {
    (star28 + 28 - 4 * weekday) % 28
}

/// One Anandadi yoga with when it holds.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct AnandadiYoga {
    /// 1..28 in the traditional order (1 Ananda … 28 Vardhamana).
    pub number: u8,
    /// Name of the yoga.
    pub name: &'static str,
    /// Whether the yoga is counted auspicious.
    pub auspicious: bool,
    /// Its traditional result.
    pub result: &'static str,
    /// The Moon's star that produces it (`Abhijit` within 276°40′–280°53′20″).
    pub nakshatra: &'static str,
    /// While the Moon is in that star (the vara being the Vedic day's throughout).
    pub window: Interval,
}

/// The Anandadi yogas of the Vedic day.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Anandadi {
    /// Weekday of the Vedic day.
    pub weekday: &'static str,
    /// The yoga at the request's moment.
    pub current: AnandadiYoga,
    /// Every yoga in force during the day (sunrise to next sunrise), in order.
    pub day: Vec<AnandadiYoga>,
    /// The rule applied.
    pub definition: &'static str,
}

/// The Moon's stars over the day, with Abhijit cut out of Uttarashadha and Shravana:
/// (28-cycle star, start, end).
fn stars28(day: &PanchangDay, spans: &[Span]) -> Result<Vec<(usize, f64, f64)>> {
    let angle = |t| ElementKind::Nakshatra.angle(t, day.ayanamsa);
    let mut out = Vec::with_capacity(spans.len() + 2);
    for s in spans {
        let cut = match s.number {
            21 => Some(ABHIJIT_START),
            22 => Some(ABHIJIT_END),
            _ => None,
        };
        let at = match cut {
            Some(target) => next_angle_crossing(angle, target, s.start, s.end, 0.25)?,
            None => None,
        };
        match at {
            Some(t) if s.number == 21 => {
                out.push((star28(21, false), s.start, t));
                out.push((21, t, s.end));
            }
            Some(t) => {
                out.push((21, s.start, t));
                out.push((star28(22, false), t, s.end));
            }
            None => out.push((star28(s.number, false), s.start, s.end)),
        }
    }
    // Abhijit split over two nakshatra spans becomes one.
    out.dedup_by(|b, a| {
        let same = a.0 == b.0 && (a.2 - b.1).abs() < 1e-9;
        if same {
            a.2 = b.2;
        }
        same
    });
    Ok(out)
}

fn star_name(s28: usize) -> &'static str {
    match s28 {
        21 => "Abhijit",
        s if s < 21 => NAKSHATRAS[s],
        s => NAKSHATRAS[s - 1],
    }
}

/// The Anandadi yoga at the moment and those of the whole Vedic day.
pub fn anandadi_yoga(day: &PanchangDay) -> Result<Anandadi> {
    let spans = day.spans(ElementKind::Nakshatra)?;
    let off = day.moment.offset_minutes;
    let b = day.bounds();
    let stars = stars28(day, &spans)?;
    let make = |&(s28, start, end): &(usize, f64, f64)| {
        let i = yoga_index(day.weekday, s28);
        let (name, auspicious, result) = YOGAS[i];
        AnandadiYoga {
            number: i as u8 + 1,
            name,
            auspicious,
            result,
            nakshatra: star_name(s28),
            window: Interval::new(start, end, off),
        }
    };
    let jd = day.moment.jd_ut;
    let current = stars.iter().find(|s| s.1 <= jd && jd < s.2).or_else(|| {
        stars.iter().min_by(|a, b| {
            let d = |s: &&(usize, f64, f64)| (s.1 - jd).abs().min((s.2 - jd).abs());
            d(a).total_cmp(&d(b))
        })
    });
    Ok(Anandadi {
        weekday: WEEKDAY_NAMES[day.weekday],
        current: make(current.expect("the day has at least one star")),
        day: stars.iter().filter(|s| s.2 > b.start && s.1 < b.end).map(make).collect(),
        definition: "count from the weekday's starting star to the Moon's star in the 28-star cycle with Abhijit \
                     (276°40′–280°53′20″ sidereal): Sunday Ashwini, Monday Mrigashira, Tuesday Ashlesha, Wednesday \
                     Hasta, Thursday Anuradha, Friday Uttarashadha, Saturday Shatabhisha",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each weekday's table starts with Ananda at its starting star, and Abhijit sits between
    /// Uttarashadha and Shravana.
    #[test]
    fn weekday_starts_and_abhijit() {
        let starts = [1, 5, 9, 13, 17, 21, 24]; // Ashwini, Mrigashira, Ashlesha, Hasta, Anuradha, U.Ashadha, Shatabhisha
        for (w, n) in starts.iter().enumerate() {
            assert_eq!(yoga_index(w, star28(*n, false)), 0, "weekday {w}");
        }
        assert_eq!(star_name(star28(21, false)), "Uttara Ashadha");
        assert_eq!(star_name(star28(22, true)), "Abhijit");
        assert_eq!(star_name(star28(22, false)), "Shravana");
        assert_eq!(star_name(star28(27, false)), "Revati");
    }
}
