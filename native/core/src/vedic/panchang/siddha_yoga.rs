//! Vara yogas: auspicious and inauspicious combinations of the weekday (vara, sunrise to
//! sunrise) with the nakshatra or the tithi — Sarvartha Siddhi, Amrita Siddhi and Siddha, and
//! their opposites Mrityu, Dagdha, Visha, Hutashana, Yamaghanta and Utpata.
//!
//! A combination holds while both its parts do: from the later of the element's start and
//! sunrise to the earlier of the element's end and the next sunrise (the end of the vara).
//!
//! Sources for the tables (each entry below was checked against at least two of them):
//! - Muhurta Chintamani, Shubhashubha prakarana, as quoted with Hindi translation by
//!   karmkandbyanandpathak.com/2023/02/sarvarth-siddhi-yog.html (Sarvartha Siddhi verse
//!   "सूर्येऽर्कमूलोत्तरपुष्यदास्त्रं ..."), tarushastro.com/tithi-sangya (Siddha tithis: "...
//!   सितज्ञभौमार्किगुरौ च सिद्धाः", Nanda on Friday, Bhadra on Wednesday, Jaya on Tuesday,
//!   Rikta on Saturday, Purna on Thursday) and tarushastro.com/hi/amaghantyog (Yamaghanta verse
//!   "... मघाविशाखाशिवमूलवह्निः ..." and the Dagdha nakshatra verse "याम्यं त्वाष्ट्रं
//!   वैश्वदेवं धनिष्ठार्यम्णं ज्येष्ठान्त्यं ...");
//! - PyJHora (github.com/naturalstupid/PyJHora, src/jhora/const.py): `sarvartha_siddha_yoga`,
//!   `amrita_siddha_yoga_dict`, `mrityu_yoga_dict`, `daghda_yoga_dict`, `yamaghata_yoga_dict`,
//!   `utpata_yoga_dict`;
//! - vedastrology.blogspot.com/2011/10/panchanga-yogas.html (Amrita Siddhi, Siddha);
//!   astrobix.com "Siddha Yoga Gives Profit and Guarantees Success" (Siddha);
//! - astromuhurat.com/2013/03/5-3-10-mrityu-yog.html (Mrityu by tithi group and by nakshatra);
//! - teluguone.com toneastrology catid=458 (the Utpata / Mrityu / Kana / Siddhi table: four
//!   nakshatras per weekday from Vishakha on Sunday);
//! - jainqq.org/explore/006192/244 and /090544/68 (Visha and Hutashana tithis by weekday;
//!   Dagdha begins "Sunday with Dvadashi"); the Muhurta Chintamani verse
//!   "सूर्येशपञ्चाग्निरसाष्टनन्दा वेदाङ्गसप्ताश्विगजाङ्कशैलाः । सूर्याङ्गसप्तोरगगोदिगीशा दग्धा
//!   विषाख्याश्च हुताशनाश्च" encodes the three rows Dagdha 12 11 5 3 6 8 9, Visha 4 6 7 2 8 9 7,
//!   Hutashana 12 6 7 8 9 10 11 (the last two rows exactly as jainqq lists them).
//!
//! Variants and the choices made:
//! - Amrita Siddhi on Wednesday: Anuradha (PyJHora, vedastrology, marathiwikipedia) — kept;
//!   hindu-blog.com gives Vishakha. marathiwikipedia.com/अमृतसिद्धियोग also allows Shravana on
//!   Monday; not kept.
//! - Friday Mrityu / Dagdha nakshatra: PyJHora has Jyeshtha for Mrityu and Ashlesha for
//!   Dagdha; the Telugu table and astromuhurat give Mrityu = Ashlesha, and the Muhurta
//!   Chintamani verse (tarushastro) and sahitinandanam.blogspot.com give Dagdha = Jyeshtha.
//!   Kept: Mrityu Ashlesha, Dagdha Jyeshtha (PyJHora's two entries look swapped).
//! - Dagdha tithi: the Muhurta Chintamani row above (Sun 12, Mon 11, Tue 5, Wed 3, Thu 6,
//!   Fri 8, Sat 9). Other lists exist (hindupedia.com/en/Dagdhayoga: 12 11 10 3 6 2 7; a Telugu
//!   rule "weekday + tithi = 13"). Published almanac entries agree with the kept row:
//!   Wednesday 2016-05-25 with Krishna Tritiya (sambhaavnews.com "દગ્ધયોગ"), Saturday
//!   2017-01-07 with Navami (rprachi.blogspot.com, after the Date Panchang).

use super::angles::ElementKind;
use super::day::PanchangDay;
use super::elements::SpanView;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use serde::Serialize;

/// Whether a vara yoga is auspicious or inauspicious.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Nature {
    /// Favourable for undertakings (Sarvartha Siddhi, Amrita Siddhi, Siddha).
    Auspicious,
    /// To be avoided (Mrityu, Dagdha, Visha, Hutashana, Yamaghanta, Utpata).
    Inauspicious,
}

/// What the weekday is combined with; the lists are per weekday, Sunday first.
#[derive(Debug, Clone, Copy)]
pub enum Rule {
    /// Nakshatra numbers 1..=27.
    Nakshatra([&'static [u8]; 7]),
    /// Tithi numbers within the paksha 1..=15 (15 = Purnima or Amavasya), either paksha.
    Tithi([&'static [u8]; 7]),
}

/// One vara yoga: a named combination of the weekday with a nakshatra or a tithi.
#[derive(Debug, Clone, Copy)]
pub struct VaraYoga {
    /// Name of the yoga, e.g. `Sarvartha Siddhi` or `Mrityu`.
    pub name: &'static str,
    /// Whether the yoga is auspicious or inauspicious.
    pub nature: Nature,
    /// The nakshatras or tithis that form the yoga on each weekday.
    pub rule: Rule,
}

// Tithi groups (nanda, bhadra, jaya, rikta, purna) by their tithis within a paksha.
const NANDA: &[u8] = &[1, 6, 11];
const BHADRA: &[u8] = &[2, 7, 12];
const JAYA: &[u8] = &[3, 8, 13];
const RIKTA: &[u8] = &[4, 9, 14];
const PURNA: &[u8] = &[5, 10, 15];
const NONE: &[u8] = &[];

/// All the combinations, auspicious first.
pub const VARA_YOGAS: [VaraYoga; 11] = [
    VaraYoga {
        name: "Sarvartha Siddhi",
        nature: Nature::Auspicious,
        rule: Rule::Nakshatra([
            &[13, 19, 12, 21, 26, 8, 1], // Sun: Hasta, Mula, the three Uttaras, Pushya, Ashwini
            &[22, 4, 5, 8, 17],          // Mon: Shravana, Rohini, Mrigashira, Pushya, Anuradha
            &[1, 26, 3, 9],              // Tue: Ashwini, Uttara Bhadrapada, Krittika, Ashlesha
            &[4, 17, 13, 3, 5],          // Wed: Rohini, Anuradha, Hasta, Krittika, Mrigashira
            &[27, 17, 1, 7, 8],          // Thu: Revati, Anuradha, Ashwini, Punarvasu, Pushya
            &[27, 17, 1, 7, 22],         // Fri: Revati, Anuradha, Ashwini, Punarvasu, Shravana
            &[22, 4, 15],                // Sat: Shravana, Rohini, Swati
        ]),
    },
    VaraYoga {
        name: "Amrita Siddhi",
        nature: Nature::Auspicious,
        // Hasta, Mrigashira, Ashwini, Anuradha, Pushya, Revati, Rohini
        rule: Rule::Nakshatra([&[13], &[5], &[1], &[17], &[8], &[27], &[4]]),
    },
    VaraYoga {
        name: "Siddha",
        nature: Nature::Auspicious,
        // Tue Jaya, Wed Bhadra, Thu Purna, Fri Nanda, Sat Rikta; none on Sunday and Monday.
        rule: Rule::Tithi([NONE, NONE, JAYA, BHADRA, PURNA, NANDA, RIKTA]),
    },
    VaraYoga {
        name: "Mrityu",
        nature: Nature::Inauspicious,
        // Anuradha, Uttara Ashadha, Shatabhisha, Ashwini, Mrigashira, Ashlesha, Hasta
        rule: Rule::Nakshatra([&[17], &[21], &[24], &[1], &[5], &[9], &[13]]),
    },
    VaraYoga {
        name: "Mrityu",
        nature: Nature::Inauspicious,
        // Nanda on Sun and Tue, Bhadra on Mon and Fri, Jaya on Wed, Rikta on Thu, Purna on Sat.
        rule: Rule::Tithi([NANDA, BHADRA, NANDA, JAYA, RIKTA, BHADRA, PURNA]),
    },
    VaraYoga {
        name: "Dagdha",
        nature: Nature::Inauspicious,
        // Bharani, Chitra, Uttara Ashadha, Dhanishta, Uttara Phalguni, Jyeshtha, Revati
        rule: Rule::Nakshatra([&[2], &[14], &[21], &[23], &[12], &[18], &[27]]),
    },
    VaraYoga {
        name: "Dagdha",
        nature: Nature::Inauspicious,
        rule: Rule::Tithi([&[12], &[11], &[5], &[3], &[6], &[8], &[9]]),
    },
    VaraYoga {
        name: "Visha",
        nature: Nature::Inauspicious,
        rule: Rule::Tithi([&[4], &[6], &[7], &[2], &[8], &[9], &[7]]),
    },
    VaraYoga {
        name: "Hutashana",
        nature: Nature::Inauspicious,
        rule: Rule::Tithi([&[12], &[6], &[7], &[8], &[9], &[10], &[11]]),
    },
    VaraYoga {
        name: "Yamaghanta",
        nature: Nature::Inauspicious,
        // Magha, Vishakha, Ardra, Mula, Krittika, Rohini, Hasta
        rule: Rule::Nakshatra([&[10], &[16], &[6], &[19], &[3], &[4], &[13]]),
    },
    VaraYoga {
        name: "Utpata",
        nature: Nature::Inauspicious,
        // Vishakha, Purva Ashadha, Dhanishta, Revati, Rohini, Pushya, Uttara Phalguni
        rule: Rule::Nakshatra([&[16], &[20], &[23], &[27], &[4], &[8], &[12]]),
    },
];

impl VaraYoga {
    /// Whether this yoga holds for `weekday` (0 = Sunday) and an element number of `kind`
    /// (tithi 1..=30 or nakshatra 1..=27); `false` for a kind the yoga is not built on.
    pub fn holds(&self, weekday: usize, kind: ElementKind, number: usize) -> bool {
        match (self.rule, kind) {
            (Rule::Nakshatra(table), ElementKind::Nakshatra) => table[weekday].contains(&(number as u8)),
            (Rule::Tithi(table), ElementKind::Tithi) => table[weekday].contains(&(((number - 1) % 15 + 1) as u8)),
            _ => false,
        }
    }

    /// What the weekday is combined with: `Nakshatra` or `Tithi`.
    pub fn basis(&self) -> ElementKind {
        match self.rule {
            Rule::Nakshatra(_) => ElementKind::Nakshatra,
            Rule::Tithi(_) => ElementKind::Tithi,
        }
    }
}

/// One combination with the time it holds within the vara.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct VaraYogaWindow {
    /// Name of the yoga, e.g. `Amrita Siddhi`.
    pub name: &'static str,
    /// `auspicious` or `inauspicious`.
    pub nature: Nature,
    /// `nakshatra` or `tithi`: what the weekday is combined with.
    pub basis: ElementKind,
    /// The nakshatra or tithi, with its own full start and end.
    pub element: SpanView,
    /// From the later of the element's start and sunrise ...
    pub start: EventTime,
    /// ... to the earlier of the element's end and the next sunrise.
    pub end: EventTime,
}

/// The vara yogas of the Vedic day: those holding at the request moment and those beginning later.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct SiddhaYogas {
    /// Weekday of the Vedic day (vara, sunrise to sunrise).
    pub weekday: &'static str,
    /// `vedic_day` (sunrise to next sunrise) or `civil_day` (no sunrise at the place).
    pub day_basis: &'static str,
    /// The vara the combinations are sought in (sunrise to next sunrise, or the civil day).
    pub day: Interval,
    /// Combinations holding at the request's moment.
    pub active: Vec<VaraYogaWindow>,
    /// Combinations that begin after the moment and before the vara ends, in time order.
    pub later: Vec<VaraYogaWindow>,
}

/// The vara yogas holding at `day.moment` and those beginning later in the same vara.
pub fn siddha_yoga(day: &PanchangDay) -> Result<SiddhaYogas> {
    let bounds = day.bounds();
    let offset = day.moment.offset_minutes;
    let now = day.moment.jd_ut;
    let mut active = Vec::new();
    let mut later = Vec::new();
    for kind in [ElementKind::Nakshatra, ElementKind::Tithi] {
        for span in day.spans(kind)? {
            let start = span.start.max(bounds.start);
            let end = span.end.min(bounds.end);
            if end <= start {
                continue;
            }
            for yoga in VARA_YOGAS.iter().filter(|y| y.holds(day.weekday, kind, span.number)) {
                let window = VaraYogaWindow {
                    name: yoga.name,
                    nature: yoga.nature,
                    basis: kind,
                    element: span.view(offset),
                    start: EventTime::new(start, offset),
                    end: EventTime::new(end, offset),
                };
                if start <= now && now < end {
                    active.push(window);
                } else if start > now {
                    later.push(window);
                }
            }
        }
    }
    later.sort_by(|a, b| a.start.jd_ut.total_cmp(&b.start.jd_ut));
    Ok(SiddhaYogas {
        weekday: day.weekday_name(),
        day_basis: bounds.basis,
        day: Interval { start: EventTime::new(bounds.start, offset), end: EventTime::new(bounds.end, offset) },
        active,
        later,
    })
}
