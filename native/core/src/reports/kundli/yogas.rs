//! The yogas and doshas chapters.

use super::*;

/// Yogas: a table of every yoga found, then one reading per kind of yoga with the planets and
/// houses that form it here (several formations of one yoga share one reading).
pub(super) fn chapter_yogas(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let ys = &d.yogas.yogas;
    let s = Section::chapter("Yogas")
        .text(format!(
            "{} of the {} planetary combinations (yogas) checked are formed in this chart.",
            ys.len(),
            d.yogas.checked.len()
        ))
        .table(
            None,
            &["Yoga", "Family", "Planets", "Houses", ""],
            ys.iter()
                .map(|y| {
                    let houses: Vec<String> = y.houses.iter().map(|h| h.to_string()).collect();
                    vec![
                        y.name.clone(),
                        label(y.category),
                        names(&y.planets),
                        houses.join(", "),
                        if y.cancelled { "cancelled" } else { "" }.to_string(),
                    ]
                })
                .collect(),
        );
    let mut keys: Vec<&str> = ys.iter().map(|y| y.key).collect();
    keys.dedup();
    if k.depth == Depth::Lite {
        // The summary reads the first two kinds in the engine's order;
        // the table names every yoga formed.
        let mut s = s;
        for key in keys.into_iter().take(2) {
            s = s.text(yoga_reading(ys.iter().filter(|y| y.key == key).collect()));
        }
        out.push(s);
        return Ok(());
    }
    out.push(s);
    for (i, key) in keys.into_iter().enumerate() {
        let formed: Vec<&Yoga> = ys.iter().filter(|y| y.key == key).collect();
        let mut sub = Section::sub(formed[0].name.clone());
        if k.depth == Depth::Brihad && i > 0 && i.is_multiple_of(2) {
            sub = sub.paged();
        }
        sub = sub.text(yoga_reading(formed.clone())).text(format!(
            "The rule: {} (source: {}).",
            formed[0].definition,
            formed[0].source.replace("300IC", "B. V. Raman, Three Hundred Important Combinations,")
        ));
        let notes: Vec<String> = formed.iter().flat_map(|y| y.notes.iter().cloned()).collect();
        if !notes.is_empty() {
            sub = sub.text(format!("What modifies it here: {}.", notes.join("; ")));
        }
        out.push(sub);
    }
    Ok(())
}

/// The reading of one yoga (all its formations in this chart): the library text, then which
/// planets in which houses form it, and whether a cancellation applies.
pub(super) fn yoga_reading(formed: Vec<&Yoga>) -> String {
    let y = formed[0];
    let ways: Vec<String> = formed
        .iter()
        .map(|y| {
            let mut hs: Vec<u8> = y.houses.clone();
            hs.dedup();
            let houses: Vec<String> = hs.iter().map(|h| ordinal(*h as usize)).collect();
            let places = match houses.len() {
                0 => String::new(),
                1 => format!(" in the {} house", houses[0]),
                _ => format!(" in the {} houses", list(&houses)),
            };
            format!("{}{places}", names(&y.planets))
        })
        .collect();
    let mut t = get("yogas", y.key).to_string();
    t.push_str(&match ways.len() {
        1 => format!(" Here it is formed by {}.", ways[0]),
        n => format!(" This chart forms it {n} ways: by {}.", ways.join("; by ")),
    });
    let cancelled = formed.iter().filter(|y| y.cancelled).count();
    if cancelled > 0 {
        t.push_str(&format!(
            " {} of these formations {} cancelled by a classical exception, which weakens the promise.",
            cancelled,
            if cancelled == 1 { "is" } else { "are" }
        ));
    }
    t
}

/// Doshas.
pub(super) fn chapter_doshas(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let md = &d.mangal_dosha;
    let refs: Vec<String> = md
        .references
        .iter()
        .filter(|r| r.in_dosha_house)
        .map(|r| format!("the {} ({} house)", label(r.from), ordinal(r.house as usize)))
        .collect();
    let rules: Vec<String> = md
        .references
        .iter()
        .flat_map(|r| r.cancelled_by.iter().map(|x| x.to_string()))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    let mangal_text = if md.has_dosha {
        fill("misc", "mangal/yes", &[("refs", &list(&refs))])
    } else if md.in_dosha_house {
        let ids: Vec<&str> = rules.iter().map(String::as_str).collect();
        fill("misc", "mangal/cancelled", &[("refs", &list(&refs)), ("rules", &rule_names(&ids))])
    } else {
        misc("mangal/no").to_string()
    };
    let ss = &d.sade_sati;
    let ss_text = match ss.current_phase {
        Some(phase) if ss.active => fill("misc", "sadesati/active", &[("phase", phase)]),
        _ => misc("sadesati/inactive").to_string(),
    };
    out.push(
        Section::chapter("Doshas")
            .text(misc("mangal/about"))
            .table(
                Some("Mars from the three references"),
                &["From", "Reference sign", "House", "Dosha house", "Cancelled by"],
                md.references.iter().map(mars_reference_row).collect(),
            )
            .text(mangal_text),
    );
    out.push(Section::sub("Sade sati").text(misc("sadesati/about")).text(ss_text));
    let mut s = Section::sub("Other doshas").table(
        None,
        &["Dosha", "Present", "Planets", "Houses"],
        d.doshas
            .doshas
            .iter()
            // The summary's table lists the doshas present; the others list them all.
            .filter(|x| k.depth != Depth::Lite || x.present)
            .map(|x| {
                let houses: Vec<String> = x.houses.iter().map(|h| h.to_string()).collect();
                vec![
                    label(x.name),
                    if x.present && x.cancelled {
                        "cancelled"
                    } else if x.present {
                        "yes"
                    } else {
                        "no"
                    }
                    .to_string(),
                    names(&x.planets),
                    houses.join(", "),
                ]
            })
            .collect(),
    );
    for x in d.doshas.doshas.iter().filter(|x| x.present) {
        let details: Vec<&str> = x.details.iter().map(|d| d.trim_end_matches('.')).collect();
        let found = if details.is_empty() { String::new() } else { format!(" In this chart: {}.", details.join("; ")) };
        s = s.text(format!("{}{found}", get("yogas", &format!("dosha/{}", x.key))));
    }
    out.push(s);
    Ok(())
}
