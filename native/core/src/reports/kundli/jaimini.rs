//! The Jaimini chapter: the chara karakas (`/v1/jaimini/karakas`), the karakamsa
//! (`/v1/jaimini/karakamsa`) and the arudha padas (`/v1/jaimini/arudha-padas`) of this chart,
//! each read by where it falls in the birth chart (BPHS ch. 29 and 32, Jaimini's Upadesa Sutras).

use super::*;
use crate::vedic::jaimini::{ArudhaAnswer, ArudhaPada, KarakamsaAnswer, KarakasAnswer};

fn text(key: &str) -> &'static str {
    get("chapters", key)
}

fn topic(h: usize) -> &'static str {
    get("houses", &format!("topic/{h}"))
}

/// The birth-chart house of a sign (by name).
fn house_of_sign(c: &VedicChart, sign: &str) -> usize {
    c.houses.iter().find(|h| h.sign.name() == sign).map_or(1, |h| h.number as usize)
}

/// The planets of the birth chart in a sign (by name).
fn planets_in(c: &VedicChart, sign: &str) -> Vec<String> {
    c.planets.iter().filter(|p| p.sign.sign.name() == sign).map(|p| p.graha.to_string()).collect()
}

pub(super) fn chapter_jaimini(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let (Some(kar), Some(kms), Some(ar)) = (&k.d.jaimini_karakas, &k.d.karakamsa, &k.d.arudha_padas) else {
        return Ok(());
    };
    karakas(k, kar, out);
    karakamsa(k, kms, out);
    arudhas(k, ar, out);
    Ok(())
}

fn karakas(k: &Kundli<'_>, kar: &KarakasAnswer, out: &mut Vec<Section>) {
    let rows = kar
        .karakas
        .iter()
        .map(|x| {
            let p = k.graha(x.planet);
            vec![
                x.karaka.to_string(),
                x.planet.to_string(),
                p.sign.sign.to_string(),
                dms(x.ranking_degree),
                p.house.to_string(),
            ]
        })
        .collect();
    let mut s = Section::chapter("Jaimini: the chara karakas").text(text("jaimini/about")).table(
        Some("Chara karakas, by degrees travelled in the sign"),
        &["Karaka", "Planet", "Sign", "Degrees in sign", "House"],
        rows,
    );
    for x in &kar.karakas {
        let p = k.graha(x.planet);
        let what = text(&format!("karaka/{}", x.karaka.to_ascii_lowercase()));
        if what.is_empty() {
            continue;
        }
        let dignity = dignity_phrase(k.dig(x.planet).and_then(|d| d.dignity));
        s = s.text(fill(
            "chapters",
            "karaka/reading",
            &[
                ("planet", x.planet.name()),
                ("karaka", x.karaka),
                ("what", what),
                ("deg", &dms(x.ranking_degree)),
                ("sign", p.sign.sign.name()),
                ("house", &ordinal(p.house as usize)),
                ("topic", topic(p.house as usize)),
                ("dignity", dignity),
            ],
        ));
    }
    out.push(s);
}

fn karakamsa(k: &Kundli<'_>, kms: &KarakamsaAnswer, out: &mut Vec<Section>) {
    let c = &k.d.chart;
    let h = house_of_sign(c, kms.karakamsa);
    let mut s = Section::sub("The karakamsa").paged().text(text("karakamsa/about")).text(fill(
        "chapters",
        "karakamsa/reading",
        &[("ak", kms.atmakaraka.name()), ("sign", kms.karakamsa), ("house", &ordinal(h)), ("topic", topic(h))],
    ));
    let inside = planets_in(c, kms.karakamsa);
    s = s.text(if inside.is_empty() {
        let lord = c.houses.iter().find(|x| x.sign.name() == kms.karakamsa).map_or(Graha::Sun, |x| x.lord);
        fill("chapters", "karakamsa/empty", &[("lord", lord.name())])
    } else {
        fill("chapters", "karakamsa/planets", &[("list", &list(&inside))])
    });
    if let Some(twelfth) = kms.karakamsa_chart.get(11) {
        let ps: Vec<String> = twelfth.planets.iter().map(|p| p.to_string()).collect();
        let planets =
            if ps.is_empty() { "no planet occupies it".to_string() } else { format!("it holds {}", list(&ps)) };
        s = s.text(fill("chapters", "karakamsa/twelfth", &[("sign", twelfth.sign), ("planets", &planets)]));
    }
    let rows = kms
        .swamsa_chart
        .iter()
        .map(|x| {
            vec![
                x.house.to_string(),
                x.sign.to_string(),
                x.planets.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", "),
            ]
        })
        .collect();
    out.push(s.table(Some("Houses from the karakamsa in the navamsa (swamsa)"), &["House", "Sign", "Points"], rows));
}

fn arudhas(k: &Kundli<'_>, ar: &ArudhaAnswer, out: &mut Vec<Section>) {
    let c = &k.d.chart;
    let rows = ar
        .padas
        .iter()
        .map(|p| {
            vec![
                p.name.map_or_else(|| p.pada.clone(), str::to_string),
                format!("{} ({})", p.house_sign, p.lord),
                p.sign.to_string(),
                p.house_from_lagna.to_string(),
            ]
        })
        .collect();
    let mut s = Section::sub("Arudha padas").paged().text(text("arudha/about")).table(
        None,
        &["Pada", "House sign (lord)", "Pada sign", "House from lagna"],
        rows,
    );
    let pada = |n: usize| &ar.padas[n - 1];
    let al = pada(1);
    let hl = al.house_from_lagna as usize;
    s = s.text(fill("chapters", "arudha/al", &[("sign", al.sign), ("house", &ordinal(hl)), ("topic", topic(hl))]));
    let in_al = planets_in(c, al.sign);
    s = s.text(if in_al.is_empty() {
        let lord = c.houses.iter().find(|x| x.sign.name() == al.sign).map_or(Graha::Sun, |x| x.lord);
        fill("chapters", "arudha/al_empty", &[("lord", lord.name())])
    } else {
        fill("chapters", "arudha/al_planets", &[("list", &list(&in_al))])
    });
    let ul = pada(12);
    let ul_lord = c.houses.iter().find(|x| x.sign.name() == ul.sign).map_or(Graha::Sun, |x| x.lord);
    let hu = ul.house_from_lagna as usize;
    s = s.text(fill(
        "chapters",
        "arudha/ul",
        &[
            ("sign", ul.sign),
            ("house", &ordinal(hu)),
            ("lord", ul_lord.name()),
            ("lhouse", &ordinal(k.graha(ul_lord).house as usize)),
            ("topic", topic(hu)),
        ],
    ));
    for (n, key) in [(7, "arudha/a7"), (10, "arudha/a10")] {
        let p: &ArudhaPada = pada(n);
        let h = p.house_from_lagna as usize;
        s = s.text(fill("chapters", key, &[("sign", p.sign), ("house", &ordinal(h)), ("topic", topic(h))]));
    }
    let al_sign = SIGNS.iter().position(|x| x.name == al.sign).unwrap_or(0);
    let (gain, loss) = (SIGNS[(al_sign + 10) % 12].name, SIGNS[(al_sign + 11) % 12].name);
    let in_gain = planets_in(c, gain);
    s = s.text(if in_gain.is_empty() {
        let lord = c.houses.iter().find(|x| x.sign.name() == gain).map_or(Graha::Sun, |x| x.lord);
        fill("chapters", "arudha/gain_empty", &[("sign", gain), ("lord", lord.name())])
    } else {
        fill("chapters", "arudha/gain", &[("sign", gain), ("list", &list(&in_gain))])
    });
    let in_loss = planets_in(c, loss);
    if !in_loss.is_empty() {
        s = s.text(fill("chapters", "arudha/loss", &[("sign", loss), ("list", &list(&in_loss))]));
    }
    out.push(s);
}
