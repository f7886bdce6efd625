//! The planets chapter: each planet read by sign, house, dignity, strength and the houses it rules.

use super::*;

/// Planet readings.
pub(super) fn chapter_planet_readings(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let depth = k.depth;
    let c = &k.d.chart;
    if depth == Depth::Lite {
        // The summary: one paragraph per planet, its sign and its house, under the chapter.
        let mut s = Section::chapter("The planets in this chart");
        for g in &c.planets {
            s = s.text(format!(
                "{} {}",
                get("planet_sign", &format!("{}/{}", g.graha.key(), g.sign.sign.key())),
                get("planet_house", &format!("{}/{}", g.graha.key(), g.house))
            ));
        }
        out.push(s);
        return Ok(());
    }
    out.push(
        Section::chapter("The planets in this chart").text(
            "Each planet is read by its sign, its house, its dignity and its strength, with the houses it rules.",
        ),
    );
    for (i, g) in c.planets.iter().enumerate() {
        let mut s = Section::sub(g.graha.name());
        if i > 0 {
            s = s.paged();
        }
        s = s.text(get("planet_sign", &format!("{}/{}", g.graha.key(), g.sign.sign.key())));
        s = s.text(get("planet_house", &format!("{}/{}", g.graha.key(), g.house)));
        s = s.text(planet_notes(k, g));
        let rules = ruled_houses(c, g.graha);
        if !rules.is_empty() {
            let items: Vec<String> = rules
                .iter()
                .map(|h| format!("the {} ({})", ordinal(*h), get("houses", &format!("topic/{h}"))))
                .collect();
            s = s.text(format!("{} rules {}.", g.graha, list(&items)));
        }
        if depth == Depth::Brihad {
            s = planet_in_depth(k, g, s);
        }
        out.push(s);
    }
    if depth == Depth::Brihad {
        planet_taras(k, out);
    }
    Ok(())
}

/// Dignity, motion, combustion and shadbala of one planet, in a sentence or two.
pub(super) fn planet_notes(k: &Kundli<'_>, g: &GrahaPosition) -> String {
    let d = k.d;
    let pd = k.dig(g.graha);
    let comb = |graha: Graha| k.combust(graha);
    let mut notes = String::new();
    let planet_vars = [("planet", g.graha.name()), ("sign", g.sign.sign.name())];
    if let Some(pd) = pd {
        notes.push_str(&fill("misc", &format!("dignity/{}", status_key(pd.dignity)), &planet_vars));
    }
    if g.retrograde && !g.graha.is_node() {
        notes.push(' ');
        notes.push_str(&fill("misc", "retro", &planet_vars));
    }
    if comb(g.graha) {
        notes.push(' ');
        notes.push_str(&fill("misc", "combust", &planet_vars));
    }
    if let Some(sb) = d.shadbala.planets.iter().find(|x| x.planet == g.graha) {
        let key = if sb.is_strong { "strong" } else { "weak" };
        notes.push(' ');
        notes.push_str(&fill(
            "misc",
            key,
            &[("rupas", &fixed(sb.total_rupas, 2)), ("min", &fixed(sb.minimum_rupas, 1))],
        ));
    }
    notes.trim().to_string()
}

/// The brihad reading of one planet: its nakshatra, its aspects and its places in the vargas.
pub(super) fn planet_in_depth(k: &Kundli<'_>, g: &GrahaPosition, mut s: Section) -> Section {
    let d = k.d;
    // The Moon's nakshatra is read in the birth-star section; here it is only named.
    let star = if g.graha == Graha::Moon { "" } else { get("nakshatras", g.nakshatra.nakshatra.key()) };
    s = s.text(format!(
        "{} is in {} pada {}, whose lord is {}. {star}",
        g.graha, g.nakshatra.nakshatra, g.nakshatra.pada, g.nakshatra.nakshatra_lord,
    ));
    if let Some(gd) = d.aspects.graha_drishti.iter().find(|x| x.planet == g.graha) {
        let houses: Vec<String> = gd.aspected_houses.iter().map(|h| ordinal(*h as usize)).collect();
        s = s.text(format!(
            "It aspects the {} house{}{}.",
            list(&houses),
            if houses.len() > 1 { "s" } else { "" },
            if gd.aspected_planets.is_empty() {
                String::new()
            } else {
                format!(", and the planets {}", names(&gd.aspected_planets))
            }
        ));
    }
    let mut rows = vec![];
    for v in &d.vargas {
        if let Some(vp) = v.chart.planets.iter().find(|x| x.graha == Some(g.graha)) {
            rows.push(vec![v.chart.varga.clone(), vp.sign.to_string(), vp.house.to_string()]);
        }
    }
    s = s.table(Some(&format!("{} in the vargas", g.graha)), &["Varga", "Sign", "House"], rows);
    s
}
