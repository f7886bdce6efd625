//! The opening chapters of a kundli: birth details, the panchang at birth, the avakhada chakra.

use super::*;

/// Birth details.
pub(super) fn chapter_birth_details(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let cr = k.cr;
    let c = &k.d.chart;
    let moon = k.moon();
    let sun = k.sun();
    let mut facts = vec![
        fact("Date and time", when(&c.moment)),
        fact("Julian day (UT)", fixed(c.moment.jd_ut, 5)),
        fact("Latitude, longitude", format!("{:.4}, {:.4}", cr.place.lat, cr.place.lon)),
        fact("Ayanamsa", format!("{} {}", c.conventions.ayanamsa_name, dms(c.conventions.ayanamsa_value))),
        fact("Ascendant (lagna)", format!("{} {}", c.ascendant.sign.sign, dms(c.ascendant.sign.degree))),
        fact("Lagna nakshatra", format!("{} pada {}", c.ascendant.nakshatra.nakshatra, c.ascendant.nakshatra.pada)),
        fact("Moon sign (rashi)", moon.sign.sign),
        fact("Birth star (nakshatra)", format!("{} pada {}", moon.nakshatra.nakshatra, moon.nakshatra.pada)),
        fact("Sun sign (sidereal)", sun.sign.sign),
        fact("Houses", "whole sign from the lagna"),
        fact(
            "Nodes",
            if matches!(c.conventions.node, crate::ephemeris::bodies::NodeType::Mean) { "mean" } else { "true" },
        ),
    ];
    if k.depth == Depth::Lite {
        // The summary leaves out the technical rows: the Julian day, the house system, the nodes.
        facts.retain(|f| !["Julian day (UT)", "Houses", "Nodes"].contains(&f[0].as_str()));
    }
    out.push(Section::chapter("Birth details").facts(facts));
    out.push(
        Section::sub("The ascendant")
            .text(get("misc", &format!("rashi/{}", c.ascendant.sign.sign.key())))
            .text(ascendant_lord(c)),
    );
    Ok(())
}

/// Where the ascendant's lord stands, in a sentence.
pub(super) fn ascendant_lord(c: &VedicChart) -> String {
    let lord = c.ascendant.sign.sign.lord();
    let Some(l) = c.planets.iter().find(|g| g.graha == lord) else { return String::new() };
    format!(
        "The ascendant rises at {} {}; its lord {lord} sits in {} in the {} house, so {} shape the course of life.",
        dms(c.ascendant.sign.degree),
        c.ascendant.sign.sign,
        l.sign.sign,
        ordinal(l.house as usize),
        get("houses", &format!("topic/{}", l.house))
    )
}

/// Panchang at birth.
pub(super) fn chapter_panchang_at_birth(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let p = &k.d.panchang;
    let mut facts = vec![
        fact("Vara (weekday)", format!("{} ({}), lord {}", p.vara.vara, p.vara.sanskrit, p.vara.lord)),
        fact("Tithi", format!("{} ({} paksha {})", p.tithi.element.current.name, p.tithi.paksha, p.tithi.paksha_tithi)),
        fact(
            "Nakshatra",
            format!("{} pada {}, lord {}", p.nakshatra.element.current.name, p.nakshatra.pada, p.nakshatra.lord),
        ),
        fact("Yoga", p.yoga.current.name),
        fact("Karana", p.karana.current.name),
    ];
    if let Some(t) = &p.sunrise_sunset.sunrise {
        facts.push(fact("Sunrise", when(t)));
    }
    if let Some(t) = &p.sunrise_sunset.sunset {
        facts.push(fact("Sunset", when(t)));
    }
    out.push(Section::chapter("Panchang at birth").text(misc("panchang/about")).facts(facts));
    Ok(())
}

/// Avakhada.
pub(super) fn chapter_avakhada(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let a = &d.avakhada;
    out.push(Section::chapter("Avakhada chakra").text(misc("avakhada/about")).facts(vec![
        fact("Varna", a.varna),
        fact("Vashya", a.vashya),
        fact("Yoni", &a.yoni),
        fact("Gana", a.gana),
        fact("Nadi", a.nadi),
        fact("Tatva", a.tatva),
        fact("Paya", a.paya),
        fact("Rajju", a.rajju),
        fact("Vedha", &a.vedha),
        fact("Name syllables", a.name_first_letter.join(", ")),
        fact("Nakshatra, pada", format!("{} {}", a.nakshatra, a.pada)),
        fact("Moon sign", a.moon_sign),
    ]));
    out.push(Section::sub("Birth star").text(get("nakshatras", a.nakshatra.key())));
    Ok(())
}
