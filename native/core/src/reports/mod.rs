//! Composed reports: the engine's answers for one birth (or couple, date, name or rashi),
//! assembled deterministically into a document of sections with tables, chart images and text.
//!
//! Every number in a report comes from the same core functions as the endpoints (the answers
//! are kept whole under `data`, so a client or a test can compare them with the endpoints); the
//! text comes from the interpretation library in `native/core/data/reports/` (written for this
//! project), chosen by keys computed from the chart. The same input always gives the same report.
//! The document is what the PDF typesetter (ts/reports/) walks: it adds no numbers of its own.

mod chart_words;
mod dasha_analysis;
mod dasha_reading;
mod horoscope;
mod horoscope_aspect;
mod horoscope_day;
mod horoscope_tara;
mod horoscope_western;
mod horoscope_western_day;
mod kundli;
mod personal;
mod single;
pub mod text;
mod varshaphal;

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::{EventTime, Moment};
use crate::error::{Error, Result};
use crate::numerology::NumerologyRequest;
use crate::render::{ChartImageQuery, ChartImageRequest, ImageOptions};
use crate::vedic::chart::ChartRequest;
use crate::vedic::milan::Person;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

pub use horoscope::HoroscopeData;
pub use horoscope_western::WesternHoroscopeData;

/// The report kinds, as in the API paths.
pub const KINDS: [&str; 12] = [
    "kundli/lite",
    "kundli/detailed",
    "kundli/brihad",
    "match-making",
    "varshaphal",
    "sade-sati",
    "mangal-dosha",
    "numerology",
    "dasha-analysis",
    "horoscope/daily",
    "horoscope/weekly",
    "horoscope/monthly",
];

/// One request for any report; each kind reads the fields it needs and names a missing one.
#[derive(Debug, Clone, Deserialize, Default)]
#[derive(schemars::JsonSchema)]
pub struct ReportRequest {
    /// One of [`KINDS`].
    pub kind: String,
    /// Birth moment and place (kundli, sade-sati, mangal-dosha, dasha-analysis, varshaphal).
    pub moment: Option<Moment>,
    /// Birth place (latitude and longitude).
    pub place: Option<Place>,
    /// Ayanamsa slug for the sidereal zodiac; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model for Rahu and Ketu: mean (default) or true.
    #[serde(default)]
    pub node: NodeType,
    /// The reading moment: transits, running dashas, sade sati status (the HTTP layer passes now).
    pub at: Option<Moment>,
    /// match-making: the two births.
    pub boy: Option<Person>,
    /// match-making: the girl's birth moment and place.
    pub girl: Option<Person>,
    /// numerology: date of birth and name (and letter options).
    pub numerology: Option<NumerologyRequest>,
    /// horoscope: the rashi (`aries` … `pisces`) and the local start of the period.
    pub sign: Option<String>,
    /// horoscope: the start of the period (a day, 7 days or 30 days long).
    pub period_start: Option<Moment>,
    /// horoscope: `vedic` (default: the rashi, sidereal) or `western` (the tropical Sun sign).
    pub system: Option<String>,
    /// Draw the chart images (SVG) into the chart blocks (the PDF needs them; JSON omits them
    /// unless asked).
    #[serde(default)]
    pub images: bool,
    /// varshaphal: the year of life (completed years, 0..=120) or the calendar year of the
    /// solar return, and the place where the year begins (the birth place when absent).
    pub age: Option<i32>,
    /// varshaphal: the calendar year of the solar return (instead of `age`).
    pub year: Option<i32>,
    /// varshaphal: the place where the year begins; the birth place when absent.
    pub annual_place: Option<Place>,
    /// The person's name, printed on the cover and in the page headers (optional).
    pub name: Option<String>,
    /// The birth place as the client words it ("Pune, India"), printed beside the coordinates.
    pub place_name: Option<String>,
    /// match-making: the boy's name (optional).
    pub boy_name: Option<String>,
    /// match-making: the girl's name (optional).
    pub girl_name: Option<String>,
    /// Chart drawing style: `north` (default) or `south`, as `/v1/chart/image` takes it.
    pub chart_style: Option<String>,
    /// Language of the chart drawings' labels (`lang=`, as `/v1/chart/image` takes it).
    pub lang: Option<String>,
}

/// One block of a section.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Block {
    /// A paragraph of text.
    Paragraph {
        /// The paragraph, plain text.
        text: String,
    },
    /// Label/value pairs.
    Facts {
        /// Each row is `[label, value]`.
        rows: Vec<[String; 2]>,
    },
    /// A table with a header row.
    Table {
        /// Caption printed above the table, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        caption: Option<String>,
        /// Column headings.
        columns: Vec<String>,
        /// The rows, each with one cell per column, as display text.
        rows: Vec<Vec<String>>,
    },
    /// A chart drawing: North Indian style of a varga; `svg` when images were asked for.
    Chart {
        /// Caption of the drawing, e.g. "D1 Rashi".
        title: String,
        /// Code of the divisional chart drawn, `D1` … `D60`.
        varga: String,
        /// The SVG document of the drawing; absent unless images were asked for.
        #[serde(skip_serializing_if = "Option::is_none")]
        svg: Option<String>,
    },
}

/// A titled section of a report: a chapter or a sub-section, with its blocks in order.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Section {
    /// Heading of the section.
    pub title: String,
    /// 1 = chapter (listed in the contents), 2 = sub-section.
    pub level: u8,
    /// Start the section on a new page.
    pub new_page: bool,
    /// The content of the section, in reading order.
    pub blocks: Vec<Block>,
}

impl Section {
    /// A new chapter (level 1, starts a page), empty.
    pub fn chapter(title: impl Into<String>) -> Section {
        Section { title: title.into(), level: 1, new_page: true, blocks: Vec::new() }
    }
    /// A new sub-section (level 2, runs on), empty.
    pub fn sub(title: impl Into<String>) -> Section {
        Section { title: title.into(), level: 2, new_page: false, blocks: Vec::new() }
    }
    /// The section, made to start on a new page.
    pub fn paged(mut self) -> Section {
        self.new_page = true;
        self
    }
    /// Appends a paragraph; an empty text, or the same text as the paragraph before, adds nothing.
    pub fn text(mut self, t: impl Into<String>) -> Section {
        let t = t.into();
        let repeated = matches!(self.blocks.last(), Some(Block::Paragraph { text }) if *text == t);
        if !t.is_empty() && !repeated {
            self.blocks.push(Block::Paragraph { text: t });
        }
        self
    }
    /// Appends label/value rows.
    pub fn facts(mut self, rows: Vec<[String; 2]>) -> Section {
        self.blocks.push(Block::Facts { rows });
        self
    }
    /// Appends a table with an optional caption, column headings and rows.
    pub fn table(mut self, caption: Option<&str>, columns: &[&str], rows: Vec<Vec<String>>) -> Section {
        self.blocks.push(Block::Table {
            caption: caption.map(str::to_string),
            columns: columns.iter().map(|c| c.to_string()).collect(),
            rows,
        });
        self
    }
    /// Appends any block.
    pub fn block(mut self, b: Block) -> Section {
        self.blocks.push(b);
        self
    }
}

/// A composed report. `data` holds the engine answers, each exactly as its endpoint gives it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "Report_{D}")]
pub struct Report<D: Serialize> {
    /// The report kind, as in the API path (one of [`KINDS`]).
    pub report: &'static str,
    /// Title of the report (title page).
    pub title: String,
    /// Lines under the title: the birth, reading moment or period the report is for.
    pub subtitle: Vec<String>,
    /// Who the report is prepared for (the name, or both names for match-making), when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prepared_for: Option<String>,
    /// The document: chapters and sub-sections in order.
    pub sections: Vec<Section>,
    /// The engine answers the report was built from, each as its endpoint gives it.
    pub data: D,
    /// Where the interpretation text comes from.
    pub text_source: &'static str,
}

/// The `text_source` line every report carries (printed on the cover, so it names no file).
pub const TEXT_SOURCE: &str = "Interpretation text written for this service from the classical rules of Parashara's Brihat Parashara Hora Shastra, Mantreswara's Phaladeepika and Varahamihira's Brihat Jataka.";

/// The answer of [`report`]: one of the report shapes.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
pub enum AnyReport {
    /// `kundli/lite`, `kundli/detailed` and `kundli/brihad`.
    Kundli(Box<Report<kundli::KundliData>>),
    /// `match-making`.
    Match(Box<Report<single::MatchData>>),
    /// `sade-sati`.
    SadeSati(Box<Report<single::SadeSatiData>>),
    /// `mangal-dosha`.
    Mangal(Box<Report<single::MangalData>>),
    /// `numerology`.
    Numerology(Box<Report<single::NumerologyData>>),
    /// `dasha-analysis`.
    Dasha(Box<Report<dasha_analysis::DashaAnalysisData>>),
    /// `horoscope/daily`, `horoscope/weekly` and `horoscope/monthly`: the rashi's (`system=vedic`)
    /// or the tropical Sun sign's (`system=western`).
    Horoscope(horoscope_western::HoroscopeAnswer),
    /// `varshaphal`.
    Varshaphal(Box<Report<varshaphal::VarshaphalData>>),
}

/// The answer schema of each kind: the variant of [`AnyReport`] that [`report`] gives for it.
pub fn answer_schemas(g: &mut schemars::SchemaGenerator) -> Vec<(&'static str, schemars::Schema)> {
    let kundli = g.subschema_for::<Report<kundli::KundliData>>();
    let horoscope = g.subschema_for::<horoscope_western::HoroscopeAnswer>();
    vec![
        ("kundli/lite", kundli.clone()),
        ("kundli/detailed", kundli.clone()),
        ("kundli/brihad", kundli),
        ("match-making", g.subschema_for::<Report<single::MatchData>>()),
        ("sade-sati", g.subschema_for::<Report<single::SadeSatiData>>()),
        ("mangal-dosha", g.subschema_for::<Report<single::MangalData>>()),
        ("numerology", g.subschema_for::<Report<single::NumerologyData>>()),
        ("dasha-analysis", g.subschema_for::<Report<dasha_analysis::DashaAnalysisData>>()),
        ("horoscope/daily", horoscope.clone()),
        ("horoscope/weekly", horoscope.clone()),
        ("horoscope/monthly", horoscope),
        ("varshaphal", g.subschema_for::<Report<varshaphal::VarshaphalData>>()),
    ]
}

/// Builds the report `req.kind`: the document, then the personal lines on its cover and the
/// repetition guard over its text.
pub fn report(req: &ReportRequest) -> Result<AnyReport> {
    text::library()?;
    if let Some(style) = req.chart_style.as_deref() {
        crate::render::style_from(Some(style))?;
    }
    let mut answer = build(req)?;
    let (subtitle, prepared_for, sections) = answer.parts_mut();
    personal::cover(req, subtitle, prepared_for);
    personal::limit_repeats(sections);
    Ok(answer)
}

impl AnyReport {
    /// The parts every report shape shares: its cover lines, its addressee and its sections.
    fn parts_mut(&mut self) -> (&mut Vec<String>, &mut Option<String>, &mut Vec<Section>) {
        macro_rules! parts {
            ($r:expr) => {
                (&mut $r.subtitle, &mut $r.prepared_for, &mut $r.sections)
            };
        }
        match self {
            AnyReport::Kundli(r) => parts!(r),
            AnyReport::Match(r) => parts!(r),
            AnyReport::SadeSati(r) => parts!(r),
            AnyReport::Mangal(r) => parts!(r),
            AnyReport::Numerology(r) => parts!(r),
            AnyReport::Dasha(r) => parts!(r),
            AnyReport::Horoscope(r) => r.parts_mut(),
            AnyReport::Varshaphal(r) => parts!(r),
        }
    }
}

fn build(req: &ReportRequest) -> Result<AnyReport> {
    Ok(match req.kind.as_str() {
        "kundli/lite" => AnyReport::Kundli(Box::new(kundli::kundli(req, kundli::Depth::Lite)?)),
        "kundli/detailed" => AnyReport::Kundli(Box::new(kundli::kundli(req, kundli::Depth::Detailed)?)),
        "kundli/brihad" => AnyReport::Kundli(Box::new(kundli::kundli(req, kundli::Depth::Brihad)?)),
        "match-making" => AnyReport::Match(Box::new(single::match_making(req)?)),
        "sade-sati" => AnyReport::SadeSati(Box::new(single::sade_sati(req)?)),
        "mangal-dosha" => AnyReport::Mangal(Box::new(single::mangal_dosha(req)?)),
        "numerology" => AnyReport::Numerology(Box::new(single::numerology(req)?)),
        "dasha-analysis" => AnyReport::Dasha(Box::new(dasha_analysis::dasha_analysis(req)?)),
        "horoscope/daily" => horoscope_western::by_system(req, horoscope::Period::Daily)?,
        "horoscope/weekly" => horoscope_western::by_system(req, horoscope::Period::Weekly)?,
        "horoscope/monthly" => horoscope_western::by_system(req, horoscope::Period::Monthly)?,
        "varshaphal" => AnyReport::Varshaphal(Box::new(varshaphal::varshaphal(req)?)),
        other => return Err(Error::invalid("kind", format!("unknown report {other}; one of {}", KINDS.join(", ")))),
    })
}

// ---- shared helpers -------------------------------------------------------------------------

pub(crate) fn birth(req: &ReportRequest) -> Result<ChartRequest> {
    let moment = req.moment.ok_or_else(|| Error::invalid("date", "the birth date and time are required"))?;
    let place = req.place.ok_or_else(|| Error::invalid("lat", "the birth place (lat, lon) is required"))?;
    Ok(ChartRequest { moment, place, ayanamsa: req.ayanamsa.clone(), node: req.node })
}

pub(crate) fn at(req: &ReportRequest) -> Result<Moment> {
    req.at.ok_or_else(|| Error::invalid("at", "the reading moment is required"))
}

/// `12.3456°` → `12°20'44"` style.
pub(crate) fn dms(deg: f64) -> String {
    let total = (deg * 3600.0).round() as i64;
    format!("{}°{:02}'{:02}\"", total / 3600, (total % 3600) / 60, total % 60)
}

pub(crate) fn fixed(x: f64, places: usize) -> String {
    format!("{x:.places$}")
}

/// `2024-05-01T10:00:00+05:30` → `2024-05-01 10:00 (UTC+05:30)`: the cover states the offset.
pub(crate) fn when_zoned(t: &EventTime) -> String {
    match t.iso.get(19..) {
        Some(off) if off.starts_with('+') || off.starts_with('-') => format!("{} (UTC{off})", when(t)),
        Some("Z") => format!("{} (UTC)", when(t)),
        _ => when(t),
    }
}

/// A lower-case engine label (`pancha mahapurusha`, `lagna`) as a table prints it.
pub(crate) fn label(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + &c.as_str().replace('_', " "),
        None => String::new(),
    }
}

/// `2024-05-01T10:00:00+05:30` → `2024-05-01 10:00`.
pub(crate) fn when(t: &EventTime) -> String {
    let s = &t.iso;
    if s.len() >= 16 {
        format!("{} {}", &s[..10], &s[11..16])
    } else {
        s.clone()
    }
}

pub(crate) fn day(t: &EventTime) -> String {
    t.iso.get(..10).unwrap_or(&t.iso).to_string()
}

pub(crate) fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

pub(crate) fn fact(label: &str, value: impl std::fmt::Display) -> [String; 2] {
    [label.to_string(), value.to_string()]
}

/// How a report draws its charts: whether to draw them at all, and in which style.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Draw<'a> {
    pub images: bool,
    pub style: Option<&'a str>,
    pub lang: Option<&'a str>,
}

impl<'a> Draw<'a> {
    pub fn of(req: &'a ReportRequest) -> Draw<'a> {
        Draw { images: req.images, style: req.chart_style.as_deref(), lang: req.lang.as_deref() }
    }
}

/// A chart block of `varga` for the birth; with `images` the SVG is drawn by the same renderer
/// (and in the same style) as `/v1/chart/image`.
pub(crate) fn chart_block(chart: &ChartRequest, varga: &str, title: &str, draw: Draw<'_>) -> Result<Block> {
    let svg = if draw.images {
        let req = ChartImageQuery {
            chart: ChartImageRequest {
                chart: chart.clone(),
                style: draw.style.map(str::to_string),
                varga: Some(varga.into()),
                method: None,
            },
            image: ImageOptions { lang: draw.lang.map(str::to_string), ..ImageOptions::default() },
        };
        Some(crate::render::chart_image(&req)?.body)
    } else {
        None
    };
    Ok(Block::Chart { title: title.to_string(), varga: varga.to_string(), svg })
}

pub(crate) const GRAHAS: [Graha; 9] = Graha::ALL;

#[cfg(test)]
mod schema_tests {
    use super::{answer_schemas, KINDS};

    /// Every kind the dispatch knows has its answer schema, and no other.
    #[test]
    fn every_kind_has_an_answer_schema() {
        let mut g = schemars::SchemaGenerator::default();
        let mut listed: Vec<&str> = answer_schemas(&mut g).into_iter().map(|(k, _)| k).collect();
        let mut kinds = KINDS.to_vec();
        listed.sort_unstable();
        kinds.sort_unstable();
        assert_eq!(listed, kinds);
    }
}
