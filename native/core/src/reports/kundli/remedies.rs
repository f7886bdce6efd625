//! The remedies chapter: what supports each afflicted planet of this chart.

use super::*;

/// Remedies.
pub(super) fn chapter_remedies(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let c = &k.d.chart;
    let dig = |graha: Graha| k.dig(graha);
    let comb = |graha: Graha| k.combust(graha);
    let mut s = Section::chapter("Remedies");
    let mut any = false;
    for g in &c.planets {
        let pd = dig(g.graha);
        let weak = d.shadbala.planets.iter().find(|x| x.planet == g.graha).is_some_and(|x| !x.is_strong);
        let st = pd.and_then(|x| x.dignity);
        let afflicted = matches!(st, Some(Status::Debilitated | Status::Enemy | Status::GreatEnemy))
            || comb(g.graha)
            || weak
            || (g.graha.is_node() && [1, 7, 8].contains(&g.house));
        if afflicted {
            any = true;
            let mut why = vec![];
            if matches!(st, Some(Status::Debilitated)) {
                why.push("debilitated".to_string());
            }
            if matches!(st, Some(Status::Enemy | Status::GreatEnemy)) {
                why.push("in an enemy's sign".to_string());
            }
            if comb(g.graha) {
                why.push("combust".to_string());
            }
            if weak {
                why.push("below its shadbala minimum".to_string());
            }
            if why.is_empty() {
                why.push(format!("placed in the {} house", ordinal(g.house as usize)));
            }
            s = s.text(format!(
                "{} is {} in this chart; what supports it: {}",
                g.graha,
                list(&why),
                lower_first(misc(&format!("remedy/{}", g.graha.key())))
            ));
        }
    }
    if !any {
        s = s.text("No planet is marked as afflicted by the rules of this report (debilitation, an enemy's sign, combustion, shadbala below the minimum, or the nodes in the 1st, 7th or 8th).");
    }
    out.push(s.text(misc("remedy/general")));
    Ok(())
}
