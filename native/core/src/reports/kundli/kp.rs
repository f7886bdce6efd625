//! The KP chapter: the twelve Placidus cusps with their star and sub lords (`/v1/kp/cusps`) and
//! the houses each planet signifies at the four levels (`/v1/kp/significators`), read as
//! Krishnamurti reads a cusp: by the houses its sub-lord signifies.

use super::*;
use crate::vedic::kp::answers::{KpCuspsAnswer, KpSignificatorsAnswer};

fn houses_list(hs: &[u8]) -> String {
    let items: Vec<String> = hs.iter().map(|h| h.to_string()).collect();
    list(&items)
}

pub(super) fn chapter_kp(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let (Some(cusps), Some(sig)) = (&k.d.kp_cusps, &k.d.kp_significators) else { return Ok(()) };
    out.push(cusp_section(cusps, sig));
    out.push(planet_section(k, sig));
    Ok(())
}

/// The houses planet `g` signifies at any of the four levels.
fn signified(sig: &KpSignificatorsAnswer, g: Graha) -> &[u8] {
    sig.significators.planets.iter().find(|p| p.planet == g).map_or(&[][..], |p| p.all.as_slice())
}

fn cusp_section(cusps: &KpCuspsAnswer, sig: &KpSignificatorsAnswer) -> Section {
    let rows = cusps
        .cusps
        .iter()
        .map(|c| {
            vec![
                c.house.to_string(),
                format!("{} {}", c.sign, dms(c.longitude % 30.0)),
                c.sign_lord.to_string(),
                c.star_lord.to_string(),
                c.sub_lord.to_string(),
                houses_list(signified(sig, c.sub_lord)),
            ]
        })
        .collect();
    let mut s = Section::chapter("KP: cusps and sub-lords").text(get("chapters", "kp/about")).table(
        Some("Placidus cusps (Krishnamurti ayanamsa)"),
        &["Cusp", "Longitude", "Sign lord", "Star lord", "Sub-lord", "Sub-lord signifies"],
        rows,
    );
    for c in &cusps.cusps {
        let hs = signified(sig, c.sub_lord);
        let has = hs.contains(&c.house);
        s = s.text(fill(
            "chapters",
            "kp/cusp",
            &[
                ("house", &ordinal(c.house as usize)),
                ("topic", get("houses", &format!("topic/{}", c.house))),
                ("deg", &dms(c.longitude % 30.0)),
                ("sign", c.sign),
                ("star", c.star_lord.name()),
                ("sub", c.sub_lord.name()),
                ("houses", &houses_list(hs)),
                ("verdict", get("chapters", if has { "kp/cusp/yes" } else { "kp/cusp/no" })),
            ],
        ));
    }
    s
}

fn planet_section(k: &Kundli<'_>, sig: &KpSignificatorsAnswer) -> Section {
    let rows = sig
        .significators
        .houses
        .iter()
        .map(|h| vec![h.house.to_string(), names(&h.a), names(&h.b), names(&h.c), names(&h.d)])
        .collect();
    let mut s = Section::sub("KP significators").paged().table(
        Some("Significators of each house, strongest level first"),
        &["House", "A: in the star of an occupant", "B: occupants", "C: in the star of the lord", "D: lord"],
        rows,
    );
    for p in k.d.kp_planets.iter().flat_map(|x| x.planets.iter()) {
        let hs = &p.signifies.all;
        s = s.text(fill(
            "chapters",
            if hs.is_empty() { "kp/planet/none" } else { "kp/planet" },
            &[
                ("planet", p.lords.name.name()),
                ("star", p.lords.star_lord.name()),
                ("sub", p.lords.sub_lord.name()),
                ("houses", &houses_list(hs)),
            ],
        ));
    }
    s
}
