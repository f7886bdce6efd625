//! The brihad kundli's vimshopaka bala: each planet's 0 to 20 score over the six and the sixteen
//! vargas (the `vimshopaka` of the divisional chart answer, BPHS ch. 7), with its reading.

use super::*;

/// The grade of a score of 0 to 20 (this report's reading of the scale, stated in the text).
fn grade(score: f64) -> &'static str {
    match score {
        s if s >= 15.0 => "very_strong",
        s if s >= 10.0 => "good",
        s if s >= 5.0 => "middling",
        _ => "weak",
    }
}

pub(super) fn vimshopaka_section(k: &Kundli<'_>, out: &mut Vec<Section>) {
    let Some(v) = k.d.vargas.first() else { return };
    let rows = v
        .vimshopaka
        .iter()
        .map(|p| {
            vec![
                p.name.to_string(),
                fixed(p.shadvarga, 2),
                fixed(p.saptavarga, 2),
                fixed(p.dashavarga, 2),
                fixed(p.shodashavarga, 2),
            ]
        })
        .collect();
    let mut s = Section::sub("Vimshopaka bala").paged().text(get("chapters", "vimshopaka/about")).table(
        Some("Scores out of 20"),
        &["Planet", "Six vargas", "Seven vargas", "Ten vargas", "Sixteen vargas"],
        rows,
    );
    for p in &v.vimshopaka {
        let g = grade(p.shodashavarga);
        s = s.text(fill(
            "chapters",
            "vimshopaka/reading",
            &[
                ("planet", p.name.name()),
                ("shodasha", &fixed(p.shodashavarga, 2)),
                ("shad", &fixed(p.shadvarga, 2)),
                ("verdict", get("chapters", &format!("vimshopaka/{g}"))),
                ("effect", get("chapters", &format!("vimshopaka/effect/{g}"))),
            ],
        ));
    }
    out.push(s);
}
