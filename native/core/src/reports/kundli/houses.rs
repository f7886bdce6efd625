//! The twelve houses chapter: each house's sign, occupants, lord and (brihad) its strength.

use super::*;

/// Houses.
pub(super) fn chapter_houses(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let c = &k.d.chart;
    if depth != Depth::Lite {
        let mut chapter = Section::chapter("The twelve houses");
        chapter.blocks.clear();
        out.push(chapter.text(
            "Each house is read from its sign, the planets in it, and where its lord sits (whole-sign houses from the lagna).",
        ));
        for h in &c.houses {
            let n = h.number as usize;
            let mut s = Section::sub(format!("{} house: {}", ordinal(n), h.sign));
            // The brihad gives every house its page (karakas, vargas and strengths follow).
            // The 1st house runs on under the chapter's heading.
            if n > 1 && (n % 2 == 1 || depth == Depth::Brihad) {
                s = s.paged();
            }
            s = s.text(get("houses", &format!("about/{n}")));
            let occupants: Vec<String> =
                c.planets.iter().filter(|g| g.house == h.number).map(|g| g.graha.to_string()).collect();
            s = s.text(if occupants.is_empty() {
                format!("No planet occupies the {} house; its lord {} carries its results.", ordinal(n), h.lord)
            } else {
                format!("{} occupied by {}.", capitalise(&format!("the {} house is", ordinal(n))), list(&occupants))
            });
            if let Some(lord) = c.planets.iter().find(|g| g.graha == h.lord) {
                let topic = get("houses", &format!("topic/{n}"));
                let mut t = fill(
                    "houses",
                    &format!("lord/{}", lord.house),
                    &[("lord", lord.graha.name()), ("house", &n.to_string()), ("topic", topic)],
                );
                if lord.house as usize == n {
                    t.push(' ');
                    t.push_str(get("houses", "own/1"));
                }
                s = s.text(t);
            }
            if depth == Depth::Brihad {
                let bb = &d.bhavabala.houses[n - 1];
                let aspecting: Vec<String> = d
                    .aspects
                    .graha_drishti
                    .iter()
                    .filter(|g| g.aspected_houses.contains(&(n as u8)))
                    .map(|g| g.planet.to_string())
                    .collect();
                s = s.facts(vec![
                    fact("Sign and lord", format!("{} ({})", h.sign, h.lord)),
                    fact("Aspected by", if aspecting.is_empty() { "none".into() } else { list(&aspecting) }),
                    fact("Bhavabala", format!("{} rupas (rank {} of 12)", fixed(bb.total_rupas, 2), bb.rank)),
                    fact("Sarva ashtakavarga", d.ashtakavarga.sarva[h.sign_index as usize - 1]),
                ]);
                let sav = d.ashtakavarga.sarva[h.sign_index as usize - 1];
                s = s.text(format!(
                    "With {} rupas of bhavabala the {} house ranks {} of 12 in strength, and {} holds {sav} ashtakavarga points, {} the average of 28.",
                    fixed(bb.total_rupas, 2),
                    ordinal(n),
                    ordinal(bb.rank as usize),
                    h.sign,
                    if sav >= 28 { "at or above" } else { "below" }
                ));
                s = house_in_depth(k, n, s);
            }
            out.push(s);
        }
    }
    Ok(())
}

/// The karakas of each house (Phaladeepika ch. 15, BPHS ch. 32).
const BHAVA_KARAKAS: [&[Graha]; 12] = [
    &[Graha::Sun],
    &[Graha::Jupiter],
    &[Graha::Mars],
    &[Graha::Moon],
    &[Graha::Jupiter],
    &[Graha::Mars, Graha::Saturn],
    &[Graha::Venus],
    &[Graha::Saturn],
    &[Graha::Jupiter, Graha::Sun],
    &[Graha::Sun, Graha::Mercury, Graha::Jupiter, Graha::Saturn],
    &[Graha::Jupiter],
    &[Graha::Saturn],
];

/// The divisional chart that details each house's matters, with what BPHS ch. 6 reads in it.
const HOUSE_VARGAS: [(&str, &str); 12] = [
    ("D27", "strength and weakness"),
    ("D2", "wealth"),
    ("D3", "siblings and courage"),
    ("D4", "fortune, home and property"),
    ("D7", "children"),
    ("D30", "illness and misfortune"),
    ("D9", "the spouse and dharma"),
    ("D30", "dangers and the hidden"),
    ("D12", "the parents"),
    ("D10", "career and standing"),
    ("D2", "wealth and its gains"),
    ("D20", "worship and release"),
];

/// The brihad's further reading of house `n`: its karakas, the varga of its matters, and the
/// strength of its lord and of the house.
fn house_in_depth(k: &Kundli<'_>, n: usize, mut s: Section) -> Section {
    let d = k.d;
    let h = &d.chart.houses[n - 1];
    let karakas = BHAVA_KARAKAS[n - 1];
    let names: Vec<String> = karakas.iter().map(|g| g.to_string()).collect();
    let placements: Vec<String> = karakas
        .iter()
        .map(|g| {
            let from = house_from(k.graha(*g).sign.sign_index as usize - 1, h.sign_index as usize - 1);
            let karaka = g.name();
            if from == 1 {
                fill("chapters", "house/karaka_in", &[("karaka", karaka)])
            } else {
                fill("chapters", "house/karaka_from", &[("karaka", karaka), ("n", &ordinal(from))])
            }
        })
        .collect();
    s = s.text(fill(
        "chapters",
        "house/karaka",
        &[("house", &ordinal(n)), ("karakas", &list(&names)), ("placement", &placements.join("; "))],
    ));
    let (varga, what) = HOUSE_VARGAS[n - 1];
    if let Some(v) = d.vargas.iter().find(|v| v.chart.varga == varga) {
        if let Some(vp) = v.chart.planets.iter().find(|p| p.graha == Some(h.lord)) {
            let own = vp.sign.lord() == h.lord;
            s = s.text(fill(
                "chapters",
                "house/varga",
                &[
                    ("varga", varga),
                    ("name", v.chart.name),
                    ("topic", what),
                    ("lord", h.lord.name()),
                    ("sign", vp.sign.name()),
                    ("vhouse", &ordinal(vp.house as usize)),
                    ("own", if own { get("chapters", "house/varga_own") } else { "" }),
                ],
            ));
        }
    }
    if let Some(sb) = d.shadbala.planets.iter().find(|x| x.planet == h.lord) {
        let lord = k.graha(h.lord);
        let bb = &d.bhavabala.houses[n - 1];
        s = s.text(fill(
            "chapters",
            "house/strength",
            &[
                ("lord", h.lord.name()),
                ("rupas", &fixed(sb.total_rupas, 2)),
                ("verdict", get("chapters", if sb.is_strong { "house/verdict/strong" } else { "house/verdict/weak" })),
                ("dignity", dignity_phrase(k.dig(h.lord).and_then(|x| x.dignity))),
                ("sign", lord.sign.sign.name()),
                ("sav", &d.ashtakavarga.sarva[h.sign_index as usize - 1].to_string()),
                ("rank", &ordinal(bb.rank as usize)),
            ],
        ));
    }
    s
}
