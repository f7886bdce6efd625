//! What makes a report the client's own: the person's name and birth place on the cover, and
//! an editor's rule over the text, that no sentence is said a third time in one document.

use super::{Block, ReportRequest, Section};
use std::collections::HashMap;

/// Puts the name (or, for match-making, both names) and the worded birth place on the cover
/// lines, and records who the report is prepared for (the PDF prints it in its headers).
pub(crate) fn cover(req: &ReportRequest, subtitle: &mut Vec<String>, prepared_for: &mut Option<String>) {
    let clean = |s: &Option<String>| s.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    let who = if req.kind == "match-making" {
        match (clean(&req.boy_name), clean(&req.girl_name)) {
            (Some(b), Some(g)) => Some(format!("{b} & {g}")),
            (b, g) => b.or(g),
        }
    } else {
        clean(&req.name)
    };
    if let Some(place) = clean(&req.place_name) {
        // After the line that gives the birth (or at the top when none does).
        let at = subtitle.iter().position(|l| l.starts_with("Born")).map_or(0, |i| i + 1);
        subtitle.insert(at, format!("Place of birth: {place}"));
    }
    if let Some(w) = &who {
        subtitle.insert(0, format!("Prepared for {w}"));
    }
    *prepared_for = who;
}

/// Splits a paragraph into sentences: a `.`, `!` or `?` followed by a space and a capital letter
/// ends one (so "ch. 26" and "12.5" stay inside theirs).
pub(crate) fn sentences(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    for i in 0..b.len() {
        let ends = matches!(b[i], b'.' | b'!' | b'?')
            && b.get(i + 1) == Some(&b' ')
            && b.get(i + 2).is_some_and(|c| c.is_ascii_uppercase());
        if ends {
            out.push(text[start..=i].trim());
            start = i + 2;
        }
    }
    let rest = text[start..].trim();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

/// How many times one sentence may appear in a report.
pub(crate) const MAX_REPEATS: usize = 2;

/// Drops every sentence that the report has already said [`MAX_REPEATS`] times, and a paragraph
/// left empty by it; tables and facts are data and stay whole.
pub(crate) fn limit_repeats(sections: &mut [Section]) {
    let mut seen: HashMap<String, usize> = HashMap::new();
    for s in sections.iter_mut() {
        for b in s.blocks.iter_mut() {
            if let Block::Paragraph { text } = b {
                let kept: Vec<&str> = sentences(text)
                    .into_iter()
                    .filter(|sentence| {
                        let n = seen.entry(sentence.to_lowercase()).or_insert(0);
                        *n += 1;
                        *n <= MAX_REPEATS
                    })
                    .collect();
                *text = kept.join(" ");
            }
        }
        s.blocks.retain(|b| !matches!(b, Block::Paragraph { text } if text.is_empty()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_split_at_a_capital_after_a_full_stop() {
        assert_eq!(
            sentences("Mars is strong. It rules the 10th (ch. 26). Its 12.5 rupas"),
            vec!["Mars is strong.", "It rules the 10th (ch. 26).", "Its 12.5 rupas"]
        );
    }

    #[test]
    fn a_third_saying_is_dropped() {
        let p = |t: &str| Block::Paragraph { text: t.into() };
        let mut s = vec![Section::chapter("A").block(p("Same. One.")).block(p("Same. Two.")).block(p("Same."))];
        limit_repeats(&mut s);
        assert_eq!(s[0].blocks, vec![p("Same. One."), p("Same. Two.")]);
    }
}
