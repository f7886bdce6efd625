//! The tables of a kundli: positions, houses, aspects, shadbala, bhavabala and ashtakavarga.

use super::*;

/// Planets and houses.
pub(super) fn chapter_planets_and_houses(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let c = &k.d.chart;
    let dig = |graha: Graha| k.dig(graha);
    let comb = |graha: Graha| k.combust(graha);
    let rows = c
        .planets
        .iter()
        .map(|g| {
            vec![
                g.graha.to_string(),
                g.sign.sign.to_string(),
                dms(g.sign.degree),
                format!("{} {}", g.nakshatra.nakshatra, g.nakshatra.pada),
                g.house.to_string(),
                status_label(dig(g.graha).and_then(|x| x.dignity)).to_string(),
                format!("{}{}", if g.retrograde { "R" } else { "" }, if comb(g.graha) { " C" } else { "" }),
            ]
        })
        .collect();
    out.push(Section::chapter("Planets").table(
        Some("Sidereal positions (R retrograde, C combust)"),
        &["Planet", "Sign", "Degree", "Nakshatra", "House", "Dignity", ""],
        rows,
    ));
    let rows = c
        .houses
        .iter()
        .map(|h| {
            let occupants: Vec<&str> =
                c.planets.iter().filter(|g| g.house == h.number).map(|g| g.graha.name()).collect();
            let bb = &d.bhavabala.houses[h.number as usize - 1];
            vec![
                h.number.to_string(),
                h.sign.to_string(),
                h.lord.to_string(),
                occupants.join(", "),
                d.ashtakavarga.sarva[h.sign_index as usize - 1].to_string(),
                fixed(bb.total_rupas, 2),
            ]
        })
        .collect();
    out.push(Section::sub("Houses").table(
        None,
        &["House", "Sign", "Lord", "Occupants", "SAV points", "Bhavabala (rupas)"],
        rows,
    ));
    Ok(())
}

/// Aspects.
pub(super) fn chapter_aspects(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let rows = d
        .aspects
        .graha_drishti
        .iter()
        .map(|g| {
            let houses: Vec<String> = g.aspected_houses.iter().map(|h| h.to_string()).collect();
            vec![g.planet.to_string(), g.sign.to_string(), houses.join(", "), names(&g.aspected_planets)]
        })
        .collect();
    out.push(Section::chapter("Aspects").text(misc("aspects/about")).table(
        Some("Graha drishti (whole signs)"),
        &["Planet", "From", "Houses aspected", "Planets aspected"],
        rows,
    ));
    Ok(())
}

/// Strengths.
pub(super) fn chapter_strengths(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let rows = d
        .shadbala
        .planets
        .iter()
        .map(|s| {
            vec![
                s.planet.to_string(),
                fixed(s.sthana.total, 1),
                fixed(s.dig, 1),
                fixed(s.kala.total, 1),
                fixed(s.cheshta, 1),
                fixed(s.naisargika, 1),
                fixed(s.drik, 1),
                fixed(s.total_rupas, 2),
                fixed(s.minimum_rupas, 1),
                if s.is_strong { "Strong" } else { "Weak" }.to_string(),
            ]
        })
        .collect();
    out.push(Section::chapter("Strengths").text(misc("strength/about")).table(
        Some("Shadbala (virupas; total in rupas)"),
        &["Planet", "Sthana", "Dig", "Kala", "Cheshta", "Naisarg.", "Drik", "Rupas", "Min", ""],
        rows,
    ));
    if depth != Depth::Lite {
        let rows = d
            .bhavabala
            .houses
            .iter()
            .map(|h| {
                vec![
                    h.house.to_string(),
                    h.sign.to_string(),
                    fixed(h.bhavadhipati, 1),
                    fixed(h.dig, 1),
                    fixed(h.drishti, 1),
                    fixed(h.total_rupas, 2),
                ]
            })
            .collect();
        out.push(Section::sub("Bhavabala").paged().table(
            Some("House strength (virupas; total in rupas)"),
            &["House", "Sign", "Lord's strength", "Dig", "Drishti", "Rupas"],
            rows,
        ));
    }
    if depth == Depth::Brihad {
        vimshopaka_section(k, out);
    }
    Ok(())
}

/// Ashtakavarga.
pub(super) fn chapter_ashtakavarga(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let av = &d.ashtakavarga;
    let mut rows: Vec<Vec<String>> = Vec::new();
    let bhinna = [
        (Graha::Sun, &av.bhinna.sun),
        (Graha::Moon, &av.bhinna.moon),
        (Graha::Mars, &av.bhinna.mars),
        (Graha::Mercury, &av.bhinna.mercury),
        (Graha::Jupiter, &av.bhinna.jupiter),
        (Graha::Venus, &av.bhinna.venus),
        (Graha::Saturn, &av.bhinna.saturn),
    ];
    if depth != Depth::Lite {
        for (name, r) in bhinna {
            let mut row = vec![name.to_string()];
            row.extend(r.iter().map(|x| x.to_string()));
            row.push(r.iter().map(|x| *x as u32).sum::<u32>().to_string());
            rows.push(row);
        }
    }
    let mut sav = vec!["Sarva".to_string()];
    sav.extend(av.sarva.iter().map(|x| x.to_string()));
    sav.push(av.sarva_total.to_string());
    rows.push(sav);
    let mut cols = vec!["".to_string()];
    cols.extend(SIGNS.iter().map(|s| s.name[..3].to_string()));
    cols.push("Total".into());
    let colrefs: Vec<&str> = cols.iter().map(|s| s.as_str()).collect();
    let strong_signs: Vec<String> =
        av.sarva.iter().enumerate().filter(|(_, x)| **x >= 28).map(|(i, _)| SIGNS[i].name.to_string()).collect();
    out.push(
        Section::sub("Ashtakavarga")
            .paged()
            .text(misc("ashtakavarga/about"))
            .table(Some("Bindus by sign"), &colrefs, rows)
            .text(format!(
                "Signs with 28 or more points in this chart: {}.",
                if strong_signs.is_empty() { "none".into() } else { list(&strong_signs) }
            )),
    );

    if depth == Depth::Brihad {
        prastara_tables(&av.prastara, &colrefs, out);
        bhinna_readings(k, out);
    }
    Ok(())
}

/// The brihad kundli's prastara tables: which contributor gives each planet a bindu in which sign.
pub(super) fn prastara_tables(pr: &PerPlanet<PerContributor<SignRow>>, colrefs: &[&str], out: &mut Vec<Section>) {
    let tables = [
        (Graha::Sun, &pr.sun),
        (Graha::Moon, &pr.moon),
        (Graha::Mars, &pr.mars),
        (Graha::Mercury, &pr.mercury),
        (Graha::Jupiter, &pr.jupiter),
        (Graha::Venus, &pr.venus),
        (Graha::Saturn, &pr.saturn),
    ];
    for (i, (name, t)) in tables.into_iter().enumerate() {
        let contributors = [
            (Graha::Sun.name(), &t.planets.sun),
            (Graha::Moon.name(), &t.planets.moon),
            (Graha::Mars.name(), &t.planets.mars),
            (Graha::Mercury.name(), &t.planets.mercury),
            (Graha::Jupiter.name(), &t.planets.jupiter),
            (Graha::Venus.name(), &t.planets.venus),
            (Graha::Saturn.name(), &t.planets.saturn),
            ("Ascendant", &t.ascendant),
        ];
        let rows = contributors
            .iter()
            .map(|(c, r)| {
                let mut row = vec![c.to_string()];
                row.extend(r.iter().map(|x| if *x > 0 { "1".to_string() } else { ".".to_string() }));
                row.push(r.iter().map(|x| *x as u32).sum::<u32>().to_string());
                row
            })
            .collect();
        let mut sub = Section::sub(format!("Prastara ashtakavarga of {name}"));
        sub.new_page = i % 2 == 0;
        out.push(
            sub.text(format!(
                    "Which contributor gives {name} a bindu in which sign; the column sums are {name}'s bhinna ashtakavarga."
                ))
                .table(None, colrefs, rows),
        );
    }
}
