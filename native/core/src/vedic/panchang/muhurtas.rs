//! The 30 named muhurtas of the Vedic day (15 of daytime from sunrise, 15 of night from
//! sunset, each 1/15 of its part) and the windows counted in them or in ghatis (1/30 of daytime
//! or of night): Vijaya, Godhuli, Nishita and the three Sandhyas.
//!
//! Names: the traditional list of the day muhurtas (Rudra … Bhaga, the 8th being Vidhi, i.e.
//! Abhijit) and of the night muhurtas (Girisha … Samudra), with the auspicious or inauspicious
//! mark of each as PyJHora 4.8.7 tabulates them (`const.muhurthas_of_the_day`).
//!
//! Windows (ghati = 1/30 of the part it is counted in):
//! - Vijaya: the day's midpoint ± 1 day-ghati (the muhurta centred on the middle of daytime, as
//!   PyJHora's `vijaya_muhurtha` has it; some almanacs use the 11th day muhurta instead), and the
//!   night's midpoint ± 1 night-ghati;
//! - Godhuli ("cow dust"): from ¼ day-muhurta (half a ghati) before sunset to ¼ night-muhurta after;
//! - Nishita: the night's midpoint ± 1 night-ghati (the 8th night muhurta);
//! - Sandhyas: Pratah from 2 day-ghatis before sunrise to 1 after; Madhyahna the midpoint of daytime
//!   ± 1½ ghatis; Sayam from 1 ghati before sunset to 2 after.

use super::day::{require_vedic_day, PanchangDay};
use super::kaal::equal_part;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use serde::Serialize;

/// The 15 day muhurtas from sunrise, with whether each is auspicious.
pub const DAY_MUHURTAS: [(&str, bool); 15] = [
    ("Rudra", false),
    ("Ahi", false),
    ("Mitra", true),
    ("Pitri", false),
    ("Vasu", true),
    ("Varaha", true),
    ("Vishvedeva", true),
    ("Vidhi", true),
    ("Satamukhi", true),
    ("Puruhuta", false),
    ("Vahini", false),
    ("Naktanakara", false),
    ("Varuna", true),
    ("Aryaman", true),
    ("Bhaga", false),
];

/// The 15 night muhurtas from sunset, with whether each is auspicious.
pub const NIGHT_MUHURTAS: [(&str, bool); 15] = [
    ("Girisha", true),
    ("Ajapada", false),
    ("Ahirbudhnya", true),
    ("Pushya", true),
    ("Ashvini", true),
    ("Yama", false),
    ("Agni", true),
    ("Vidhatri", true),
    ("Kanda", true),
    ("Aditi", true),
    ("Jiva", true),
    ("Vishnu", true),
    ("Dyumadgadyuti", true),
    ("Brahma", true),
    ("Samudra", true),
];

const DEFINITION: &str = "daytime (sunrise to sunset) and night (sunset to next sunrise) each in 15 equal \
     muhurtas, named in the traditional order; a ghati is 1/30 of daytime or of night. Vijaya: midpoint of daytime \
     (and of night) ± 1 ghati; Godhuli: sunset − ¼ day-muhurta to sunset + ¼ night-muhurta; Nishita: midpoint of \
     night ± 1 ghati; Sandhyas: sunrise − 2 to + 1 ghati, midday ± 1.5 ghati, sunset − 1 to + 2 ghati";

/// One named muhurta.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct NamedMuhurta {
    /// 1..15 within daytime or night.
    pub number: u8,
    /// Traditional name, e.g. `Rudra` or `Girisha`.
    pub name: &'static str,
    /// `day` or `night`.
    pub part: &'static str,
    /// Whether the muhurta is counted auspicious.
    pub auspicious: bool,
    /// When it begins and ends, in the request's UTC offset.
    pub window: Interval,
}

/// The three Sandhyas (junctions) of the day.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Sandhyas {
    /// Pratah (dawn) sandhya: 2 ghatis before sunrise to 1 after.
    pub pratah: Interval,
    /// Madhyahna (midday) sandhya: 1.5 ghatis either side of the midpoint of daytime.
    pub madhyahna: Interval,
    /// Sayam (dusk) sandhya: 1 ghati before sunset to 2 after.
    pub sayam: Interval,
}

/// The named muhurtas of the Vedic day and the windows counted in them.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Muhurtas {
    /// The 15 day muhurtas from sunrise, in order.
    pub day: Vec<NamedMuhurta>,
    /// The 15 night muhurtas from sunset, in order.
    pub night: Vec<NamedMuhurta>,
    /// The muhurta holding the request's moment.
    pub current: NamedMuhurta,
    /// Vijaya muhurta of daytime: midpoint of daytime ± 1 ghati.
    pub vijaya: Interval,
    /// Vijaya of the night: midpoint of night ± 1 ghati.
    pub vijaya_night: Interval,
    /// Godhuli: ¼ day-muhurta before sunset to ¼ night-muhurta after.
    pub godhuli: Interval,
    /// Nishita: midpoint of night ± 1 ghati (the 8th night muhurta).
    pub nishita: Interval,
    /// The three Sandhyas.
    pub sandhya: Sandhyas,
    /// How the muhurtas and windows are computed.
    pub definition: &'static str,
}

/// Julian days (UT) of the 30 muhurtas: 15 of daytime, then 15 of night.
pub fn muhurta_spans(sunrise: f64, sunset: f64, next_sunrise: f64) -> [(f64, f64); 30] {
    std::array::from_fn(|i| {
        if i < 15 {
            equal_part(sunrise, sunset, 15, i as u8 + 1)
        } else {
            equal_part(sunset, next_sunrise, 15, (i - 15) as u8 + 1)
        }
    })
}

/// The day's 30 named muhurtas, Vijaya, Godhuli, Nishita and the Sandhyas (needs a sunrise and sunset).
pub fn muhurtas(day: &PanchangDay) -> Result<Muhurtas> {
    let vd = require_vedic_day(day, "The muhurtas")?;
    let off = day.moment.offset_minutes;
    let spans = muhurta_spans(vd.sunrise, vd.sunset, vd.next_sunrise);
    let named = |i: usize| {
        let (part, (name, auspicious)) =
            if i < 15 { ("day", DAY_MUHURTAS[i]) } else { ("night", NIGHT_MUHURTAS[i - 15]) };
        NamedMuhurta {
            number: (i % 15 + 1) as u8,
            name,
            part,
            auspicious,
            window: Interval::new(spans[i].0, spans[i].1, off),
        }
    };
    let current = spans.iter().position(|&(_, end)| day.moment.jd_ut < end).unwrap_or(29);
    let (daylen, nightlen) = (vd.sunset - vd.sunrise, vd.next_sunrise - vd.sunset);
    let (gd, gn) = (daylen / 30.0, nightlen / 30.0);
    let noon = vd.sunrise + daylen / 2.0;
    let midnight = vd.sunset + nightlen / 2.0;
    let around = |t: f64, g: f64| Interval::new(t - g, t + g, off);
    Ok(Muhurtas {
        day: (0..15).map(named).collect(),
        night: (15..30).map(named).collect(),
        current: named(current),
        vijaya: around(noon, gd),
        vijaya_night: around(midnight, gn),
        godhuli: Interval::new(vd.sunset - daylen / 60.0, vd.sunset + nightlen / 60.0, off),
        nishita: around(midnight, gn),
        sandhya: Sandhyas {
            pratah: Interval::new(vd.sunrise - 2.0 * gd, vd.sunrise + gd, off),
            madhyahna: around(noon, 1.5 * gd),
            sayam: Interval::new(vd.sunset - gd, vd.sunset + 2.0 * gd, off),
        },
        definition: DEFINITION,
    })
}
