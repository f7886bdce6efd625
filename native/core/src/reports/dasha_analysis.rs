//! The dasha-analysis report: the running Vimshottari periods at five levels and a ten-year
//! preview of the sub-periods.

use super::dasha_reading::{pair_reading, period_rows};
use super::kundli::dasha_request;
use super::text::{get, misc};
use super::{at, birth, day, fact, when, Report, ReportRequest, Section};
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, VedicChart};
use crate::vedic::dasha::vimshottari::{vimshottari, vimshottari_current, Vimshottari, VimshottariCurrent};
use serde::Serialize;

/// Length of the preview: ten Julian years (the dasha year of the request is Julian).
pub const PREVIEW_DAYS: f64 = 10.0 * 365.25;

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DashaAnalysisData {
    /// `/v1/dasha/vimshottari/current` at `at` (five levels).
    pub current: VimshottariCurrent,
    /// `/v1/dasha/vimshottari?levels=3&from=at&to=at+10y`.
    pub preview: Vimshottari,
    pub chart: VedicChart,
}

pub fn dasha_analysis(req: &ReportRequest) -> Result<Report<DashaAnalysisData>> {
    let cr = birth(req)?;
    let now = at(req)?;
    if now.jd_ut < cr.moment.jd_ut {
        return Err(Error::invalid("at", "must not be before the birth moment"));
    }
    let current = vimshottari_current(&super::kundli::dasha_request(&cr, 5, Some(now.jd_ut)))?;
    let mut preq = dasha_request(&cr, 3, None);
    preq.from = Some(now.jd_ut);
    preq.to = Some(now.jd_ut + PREVIEW_DAYS);
    let preview = vimshottari(&preq)?;
    let data = DashaAnalysisData { chart: vedic_chart(&cr)?, current, preview };
    let c = &data.chart;
    let cur = &data.current.periods;
    let mut out = vec![];
    let mut s = Section::chapter("Running periods")
        .text(misc("dashaanalysis/about"))
        .facts(vec![
            fact("Reading date", when(&data.current.at)),
            fact(
                "Birth nakshatra",
                format!(
                    "{} (lord {})",
                    data.current.moon.nakshatra.nakshatra, data.current.moon.nakshatra.nakshatra_lord
                ),
            ),
        ])
        .table(
            Some("Five levels"),
            &["Level", "Lord", "Start", "End"],
            cur.iter().map(|p| vec![super::label(p.level), p.lord.to_string(), when(&p.start), when(&p.end)]).collect(),
        );
    if let Some(m) = cur.first() {
        s = s.text(get("dasha", &format!("md/{}", m.lord.key())));
    }
    for w in cur.windows(2) {
        s = s.text(format!(
            "{} under {} ({}): {}",
            w[1].lord,
            w[0].lord,
            w[1].level,
            pair_reading(c, w[0].lord, w[1].lord)
        ));
    }
    out.push(s);
    out.push(Section::chapter("Ten-year preview").text(format!(
        "The sub-periods from {} to {}, three levels deep.",
        day(&data.preview.window.start),
        day(&data.preview.window.end)
    )));
    for m in &data.preview.periods {
        out.push(
            Section::sub(format!("{} mahadasha ({} to {})", m.lord, day(&m.start), day(&m.end)))
                .text(get("dasha", &format!("md/{}", m.lord.key())))
                .table(None, &["Antardasha", "Start", "End", "Years"], period_rows(&m.periods)),
        );
        for a in &m.periods {
            out.push(
                Section::sub(format!("{} - {} ({} to {})", m.lord, a.lord, day(&a.start), day(&a.end)))
                    .text(pair_reading(c, m.lord, a.lord))
                    .table(None, &["Pratyantardasha", "Start", "End", "Years"], period_rows(&a.periods)),
            );
        }
    }
    Ok(Report {
        report: "dasha-analysis",
        title: "Vimshottari Dasha Analysis".into(),
        subtitle: vec![format!("Born {}", when(&c.moment)), format!("Read at {}", when(&data.current.at))],
        sections: out,
        data,
        prepared_for: None,
        text_source: super::TEXT_SOURCE,
    })
}
