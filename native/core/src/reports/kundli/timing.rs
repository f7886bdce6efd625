//! Timing chapters: Vimshottari and Yogini dashas, and the transits at the reading date.

use super::*;

/// Vimshottari: past periods in a line, the running and the next mahadasha in depth.
pub(super) fn chapter_vimshottari(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let depth = match k.depth {
        Depth::Lite => DashaDepth::Summary,
        Depth::Detailed => DashaDepth::Full,
        Depth::Brihad => DashaDepth::Complete,
    };
    vimshottari_chapter(&k.d.chart, &k.d.vimshottari, &k.d.vimshottari_current, depth, out);
    Ok(())
}

/// Yogini.
pub(super) fn chapter_yogini(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let y = &d.yogini;
    let mut s = Section::chapter("Yogini dasha")
        .text("The Yogini dasha runs a 36-year cycle of eight yoginis, starting from the birth nakshatra.")
        .table(Some("Yogini periods"), &["Yogini", "Start", "End", "Years"], period_rows(&y.periods));
    if let Some(yc) = d.yogini_current.periods.first() {
        if let Some(name) = yc.yogini {
            s = s.text(format!(
                "Running at the reading date: {}",
                misc(&format!("yogini/{}", name.to_ascii_lowercase()))
            ));
        }
    }
    if depth != Depth::Lite {
        let mut seen = std::collections::BTreeSet::new();
        for p in &y.periods {
            if let Some(name) = p.yogini {
                if seen.insert(name) {
                    s = s.text(misc(&format!("yogini/{}", name.to_ascii_lowercase())));
                }
            }
        }
    }
    out.push(s);
    Ok(())
}

/// Transits.
pub(super) fn chapter_transits(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let c = &k.d.chart;
    let moon = k.moon();
    let moon_sign = moon.sign.sign_index as usize - 1;
    let lagna_sign = c.ascendant.sign.sign_index as usize - 1;
    let mut rows = vec![];
    let mut readings = vec![];
    for g in &d.transits.planets {
        let sign = g.sign.sign_index as usize - 1;
        let hm = house_from(sign, moon_sign);
        rows.push(vec![
            g.graha.to_string(),
            g.sign.sign.to_string(),
            dms(g.sign.degree),
            if g.retrograde { "R" } else { "" }.to_string(),
            hm.to_string(),
            house_from(sign, lagna_sign).to_string(),
            if favourable(g.graha, hm) { "Favourable" } else { "Challenging" }.to_string(),
        ]);
        readings.push(get("transit", &format!("{}/{}", g.graha.key(), hm)).to_string());
    }
    let mut s = Section::chapter("Transits now").text(misc("transit/about")).table(
        Some(&format!("Planets at {}", when(&d.transits.moment))),
        &["Planet", "Sign", "Degree", "", "From Moon", "From lagna", "Classically"],
        rows,
    );
    if depth == Depth::Brihad {
        out.push(s);
        for (g, r) in d.transits.planets.iter().zip(readings) {
            out.push(transit_in_depth(k, g, r));
        }
        s = Section::sub("Reading the transits").text(
            "A transit through a sign with many bindus (4 or more of the planet's own, 28 or more in the sarva table) tends to give better results than the house alone suggests; few bindus weaken a favourable transit.",
        );
    } else {
        // The summary reads Jupiter and Saturn, whose transits set the year; the table has all.
        let slow = [Graha::Jupiter, Graha::Saturn];
        for (g, r) in d.transits.planets.iter().zip(readings) {
            if depth != Depth::Lite || slow.contains(&g.graha) {
                s = s.text(r);
            }
        }
    }
    out.push(s);
    Ok(())
}

/// The brihad's section on one planet in transit: its sign, houses, verdict and bindus, the
/// library reading of its house from the Moon, and its house from the lagna.
fn transit_in_depth(k: &Kundli<'_>, g: &GrahaPosition, reading: String) -> Section {
    let av = &k.d.ashtakavarga;
    let moon_sign = k.moon().sign.sign_index as usize - 1;
    let lagna_sign = k.d.chart.ascendant.sign.sign_index as usize - 1;
    let sign = g.sign.sign_index as usize - 1;
    let hm = house_from(sign, moon_sign);
    let mut facts = vec![
        fact(
            "Sign now",
            format!("{} {}{}", g.sign.sign, dms(g.sign.degree), if g.retrograde { " (retrograde)" } else { "" }),
        ),
        fact("House from the Moon", hm),
        fact("House from the lagna", house_from(sign, lagna_sign)),
        fact("Classically", if favourable(g.graha, hm) { "Favourable" } else { "Challenging" }),
        fact("Sarva ashtakavarga of the sign", av.sarva[sign]),
    ];
    if let Some(b) = own_bindus(av, g.graha, sign) {
        facts.push(fact(&format!("{}'s own bindus in the sign", g.graha), b));
    }
    Section::sub(format!("{} in transit", g.graha)).facts(facts).text(reading).text(format!(
        "Counted from the lagna, {} passes through your {} house, the house of {}.",
        g.graha,
        ordinal(house_from(sign, lagna_sign)),
        get("houses", &format!("topic/{}", house_from(sign, lagna_sign)))
    ))
}
