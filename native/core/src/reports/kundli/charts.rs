//! The charts chapter: the rashi and the divisional charts, each with its placements and reading.

use super::*;

/// Charts.
pub(super) fn chapter_charts(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let cr = k.cr;
    let depth = k.depth;
    let about = if k.draw.style == Some("south") { "charts/south" } else { "charts/north" };
    out.push(Section::chapter("Charts").text(misc(about)));
    if depth == Depth::Lite {
        return lite_charts(k, out);
    }
    for (i, v) in d.vargas.iter().enumerate() {
        let title = format!("{} {}", v.chart.varga, v.chart.name);
        let rows = placement_rows(&v.chart);
        let mut s = Section::sub(title.clone());
        if depth != Depth::Lite && i > 0 {
            s = s.paged();
        }
        s = s.block(chart_block(cr, &v.chart.varga, &title, k.draw)?);
        if depth != Depth::Lite || i == 0 {
            s = s.table(Some(&format!("{title}: placements")), &["Point", "Sign", "Degree", "House"], rows);
        }
        if depth != Depth::Lite && i > 0 {
            s = s.text(varga_reading(&d.chart, &v.chart));
        }
        out.push(s);
    }
    Ok(())
}

/// The placements table of a divisional chart: the ascendant, then each planet.
pub(super) fn placement_rows(v: &crate::vedic::varga::chart::VargaChart) -> Vec<Vec<String>> {
    std::iter::once(&v.ascendant)
        .chain(v.planets.iter())
        .map(|pl| vec![pl.name.to_string(), pl.sign.to_string(), dms(pl.degree), pl.house.to_string()])
        .collect()
}

/// The summary's charts: the rashi and navamsa drawn side by side (the PDF sets two chart
/// blocks in a row), then the rashi's placements.
pub(super) fn lite_charts(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let titles: Vec<String> = k.d.vargas.iter().map(|v| format!("{} {}", v.chart.varga, v.chart.name)).collect();
    let mut s = Section::sub(titles.join(" and "));
    for (v, title) in k.d.vargas.iter().zip(&titles) {
        s = s.block(chart_block(k.cr, &v.chart.varga, title, k.draw)?);
    }
    if let (Some(v), Some(title)) = (k.d.vargas.first(), titles.first()) {
        let rows = placement_rows(&v.chart);
        s = s.table(Some(&format!("{title}: placements")), &["Point", "Sign", "Degree", "House"], rows);
    }
    out.push(s);
    Ok(())
}

/// What a divisional chart says of this birth: its ascendant and that sign's lord, and the
/// planets that keep their birth sign in it (vargottama, a classical mark of strength, BPHS ch. 7).
pub(super) fn varga_reading(birth: &VedicChart, v: &crate::vedic::varga::chart::VargaChart) -> String {
    let same: Vec<String> = v
        .planets
        .iter()
        .filter(|p| birth.planets.iter().any(|b| Some(b.graha) == p.graha && b.sign.sign == p.sign))
        .map(|p| p.name.to_string())
        .collect();
    let lord = v.ascendant.sign_lord;
    let lord_house = v.planets.iter().find(|p| p.graha == Some(lord)).map(|p| ordinal(p.house as usize));
    let mut t = format!("In the {} the ascendant falls in {}, whose lord {lord}", v.varga, v.ascendant.sign);
    t.push_str(&match lord_house {
        Some(h) => format!(" stands in this chart's {h} house."),
        None => " rules it.".to_string(),
    });
    t.push_str(&match same.len() {
        0 => format!(" No planet keeps its birth sign in the {}.", v.varga),
        1 => format!(
            " {} keeps its birth sign here (vargottama in the {}), which steadies its results.",
            same[0], v.varga
        ),
        _ => format!(
            " {} keep their birth signs here (vargottama in the {}), which steadies their results.",
            list(&same),
            v.varga
        ),
    });
    t
}
