//! The conclusion of a kundli: the lagna and its lord, the strongest and weakest planets by
//! shadbala, the strongest and weakest houses by bhavabala, the yogas and the running periods,
//! each gathered from the chapters before it (issue 20: every report ends with a conclusion and
//! its remedies).

use super::*;

pub(super) fn chapter_conclusion(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let c = &d.chart;
    let text = |key: &str, vars: &[(&str, &str)]| fill("chapters", key, vars);
    let lord = c.ascendant.sign.sign.lord();
    let lh = k.graha(lord).house as usize;
    let mut s = Section::chapter("Conclusion").text(text(
        "conclusion/lagna",
        &[
            ("sign", c.ascendant.sign.sign.name()),
            ("lord", lord.name()),
            ("house", &ordinal(lh)),
            ("topic", get("houses", &format!("topic/{lh}"))),
        ],
    ));
    let mut sb: Vec<_> = d.shadbala.planets.iter().collect();
    sb.sort_by(|a, b| (b.total_rupas / b.minimum_rupas).total_cmp(&(a.total_rupas / a.minimum_rupas)));
    let strong: Vec<String> = sb.iter().take(3).map(|x| x.planet.to_string()).collect();
    s = s.text(text("conclusion/strong", &[("list", &list(&strong))]));
    let weak: Vec<String> = sb.iter().filter(|x| !x.is_strong).map(|x| x.planet.to_string()).collect();
    s = s.text(if weak.is_empty() {
        get("chapters", "conclusion/none_weak").to_string()
    } else {
        text("conclusion/weak", &[("list", &list(&weak))])
    });
    let mut hb: Vec<_> = d.bhavabala.houses.iter().collect();
    hb.sort_by_key(|h| h.rank);
    let name = |hs: &[&crate::vedic::strength::BhavaStrength]| {
        list(&hs.iter().map(|h| ordinal(h.house as usize)).collect::<Vec<_>>())
    };
    // The summary keeps to the lagna, the planets and the periods (its yogas have their chapter).
    let full = k.depth != Depth::Lite;
    if full && hb.len() >= 4 {
        s = s.text(text("conclusion/houses", &[("best", &name(&hb[..2])), ("worst", &name(&hb[hb.len() - 2..]))]));
    }
    let mut ys: Vec<String> = d.yogas.yogas.iter().filter(|y| !y.cancelled).map(|y| y.name.clone()).collect();
    ys.dedup();
    if full && !ys.is_empty() {
        let n = ys.len().to_string();
        ys.truncate(4);
        s = s.text(text("conclusion/yogas", &[("n", &n), ("list", &list(&ys))]));
    }
    let cur = &d.vimshottari_current.periods;
    if let (Some(md), Some(ad)) = (cur.first(), cur.get(1)) {
        let next =
            d.vimshottari.periods.iter().find(|p| p.start.jd_ut >= md.end.jd_ut - 1e-6).map_or("-", |p| p.lord.name());
        s = s.text(text(
            "conclusion/period",
            &[
                ("md", md.lord.name()),
                ("end", &day(&md.end)),
                ("ad", ad.lord.name()),
                ("adend", &day(&ad.end)),
                ("next", next),
            ],
        ));
    }
    out.push(s);
    Ok(())
}
