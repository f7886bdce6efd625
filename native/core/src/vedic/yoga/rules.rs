//! The yoga rules, one function per family, in catalogue order (see [`super::RULES`]). Each
//! reads the chart through [`Ctx`] and adds the yogas it finds.

use super::{house_from, yoga, Ctx, Yoga, ALL, BENEFICS, DUSTHANAS, KENDRAS, MALEFICS, TARA, TRIKONAS};
use crate::vedic::dignity::{debilitation, exaltation, natural_relationship, own_signs, Relation};
use crate::zodiac::graha::names;
use crate::zodiac::{Graha, SIGNS};

/// Pancha mahapurusha.
pub(super) fn pancha_mahapurusha(c: &Ctx, out: &mut Vec<Yoga>) {
    for (key, p) in [
        ("ruchaka", Graha::Mars),
        ("bhadra", Graha::Mercury),
        ("hamsa", Graha::Jupiter),
        ("malavya", Graha::Venus),
        ("sasa", Graha::Saturn),
    ] {
        if c.strong_by_sign(p) && KENDRAS.contains(&c.house(p)) {
            let mut notes = Vec::new();
            if exaltation(p).0 == c.s(p) {
                notes.push(format!("{p} exalted"));
            }
            if c.s(p) == c.s(Graha::Sun) && p != Graha::Sun {
                notes.push(format!("{p} with the Sun (possibly combust): weakened"));
            }
            out.push(yoga(key, vec![p], vec![c.house(p)], notes, false));
        }
    }
}

/// Gajakesari.
pub(super) fn gajakesari(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    let jup = c.s(Graha::Jupiter);
    if KENDRAS.contains(&house_from(jup, moon)) {
        let mut notes = Vec::new();
        if debilitation(Graha::Jupiter).0 == jup {
            notes.push("Jupiter debilitated: weakened".into());
        }
        let lord = SIGNS[jup].lord;
        if lord != Graha::Jupiter && natural_relationship(Graha::Jupiter, lord) == Some(Relation::Enemy) {
            notes.push(format!("Jupiter in the sign of its enemy {lord}: weakened"));
        }
        if c.s(Graha::Sun) == jup {
            notes.push("Jupiter with the Sun (combust): weakened".into());
        }
        let helped = [Graha::Mercury, Graha::Venus].iter().any(|b| c.s(b) == jup || c.aspects(b, Graha::Jupiter));
        if !helped {
            notes.push("no benefic joins or aspects Jupiter (Raman's second condition unmet)".into());
        }
        out.push(yoga(
            "gajakesari",
            vec![Graha::Jupiter, Graha::Moon],
            vec![c.house(Graha::Jupiter), c.house(Graha::Moon)],
            notes,
            false,
        ));
    }
}

/// Budha-Aditya, Chandra-Mangala, Adhi.
pub(super) fn budha_aditya_chandra_mangala_adhi(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    if c.s(Graha::Sun) == c.s(Graha::Mercury) {
        out.push(yoga("budha_aditya", vec![Graha::Sun, Graha::Mercury], vec![c.house(Graha::Sun)], Vec::new(), false));
    }
    if c.s(Graha::Moon) == c.s(Graha::Mars) {
        out.push(yoga(
            "chandra_mangala",
            vec![Graha::Moon, Graha::Mars],
            vec![c.house(Graha::Moon)],
            Vec::new(),
            false,
        ));
    }
    if BENEFICS.iter().all(|b| (6..=8).contains(&house_from(c.s(b), moon))) {
        out.push(yoga("adhi", BENEFICS.to_vec(), BENEFICS.iter().map(|b| c.house(b)).collect(), Vec::new(), false));
    }
}

/// Sunapha, Anapha, Durudhara, Kemadruma.
pub(super) fn sunapha_anapha_durudhara_kemadruma(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    let second = c.in_sign((moon + 1) % 12, &TARA);
    let twelfth = c.in_sign((moon + 11) % 12, &TARA);
    // Alternatives (BPHS ch. 37-38): one side only is Sunapha or Anapha, both sides Durudhara.
    if !second.is_empty() && twelfth.is_empty() {
        out.push(yoga("sunapha", second.clone(), vec![house_from((moon + 1) % 12, c.asc)], Vec::new(), false));
    }
    if !twelfth.is_empty() && second.is_empty() {
        out.push(yoga("anapha", twelfth.clone(), vec![house_from((moon + 11) % 12, c.asc)], Vec::new(), false));
    }
    if !second.is_empty() && !twelfth.is_empty() {
        let planets = second.iter().chain(twelfth.iter()).copied().collect();
        out.push(yoga("durudhara", planets, Vec::new(), Vec::new(), false));
    }
    if second.is_empty() && twelfth.is_empty() {
        let mut notes = Vec::new();
        let with_moon = c.in_sign(moon, &TARA);
        if !with_moon.is_empty() {
            notes.push(format!("cancelled: {} with the Moon", names(&with_moon)));
        }
        let seven = [Graha::Sun, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];
        let kendra_lagna: Vec<Graha> = seven.iter().copied().filter(|p| KENDRAS.contains(&c.house(p))).collect();
        if !kendra_lagna.is_empty() {
            notes.push(format!("cancelled: {} in a kendra from the lagna", names(&kendra_lagna)));
        }
        let kendra_moon: Vec<Graha> =
            seven.iter().copied().filter(|p| KENDRAS.contains(&house_from(c.s(p), moon)) && c.s(p) != moon).collect();
        if !kendra_moon.is_empty() {
            notes.push(format!("cancelled: {} in a kendra from the Moon", names(&kendra_moon)));
        }
        let cancelled = !notes.is_empty();
        out.push(yoga("kemadruma", vec![Graha::Moon], vec![c.house(Graha::Moon)], notes, cancelled));
    }
}

/// Vesi, Vosi, Ubhayachari.
pub(super) fn vesi_vosi_ubhayachari(c: &Ctx, out: &mut Vec<Yoga>) {
    let sun = c.s(Graha::Sun);
    let s2 = c.in_sign((sun + 1) % 12, &TARA);
    let s12 = c.in_sign((sun + 11) % 12, &TARA);
    // Alternatives (BPHS ch. 38): one side only is Vesi or Vosi, both sides Ubhayachari.
    if !s2.is_empty() && s12.is_empty() {
        out.push(yoga("vesi", s2.clone(), vec![house_from((sun + 1) % 12, c.asc)], Vec::new(), false));
    }
    if !s12.is_empty() && s2.is_empty() {
        out.push(yoga("vosi", s12.clone(), vec![house_from((sun + 11) % 12, c.asc)], Vec::new(), false));
    }
    if !s2.is_empty() && !s12.is_empty() {
        out.push(yoga("ubhayachari", s2.iter().chain(s12.iter()).copied().collect(), Vec::new(), Vec::new(), false));
    }
}

/// Amala.
pub(super) fn amala(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    for (from, reference) in [("lagna", c.asc), ("Moon", moon)] {
        let tenth = (reference + 9) % 12;
        let b = c.in_sign(tenth, &BENEFICS);
        if !b.is_empty() && c.in_sign(tenth, &MALEFICS).is_empty() {
            out.push(yoga("amala", b, vec![house_from(tenth, c.asc)], vec![format!("10th from the {from}")], false));
            break;
        }
    }
}

/// Parvata.
pub(super) fn parvata(c: &Ctx, out: &mut Vec<Yoga>) {
    let only_benefics = |h: u8| c.in_sign(c.sign_of_house(h), &ALL).iter().all(|p| BENEFICS.contains(p));
    let kendra_occupied = KENDRAS.iter().any(|&h| !c.in_sign(c.sign_of_house(h), &ALL).is_empty());
    if kendra_occupied && KENDRAS.iter().all(|&h| only_benefics(h)) && only_benefics(6) && only_benefics(8) {
        let planets = KENDRAS.iter().flat_map(|&h| c.in_sign(c.sign_of_house(h), &ALL)).collect();
        out.push(yoga("parvata", planets, KENDRAS.to_vec(), Vec::new(), false));
    }
}

/// Kahala, Lakshmi.
pub(super) fn kahala_lakshmi(c: &Ctx, out: &mut Vec<Yoga>) {
    let l1 = c.lord(1);
    let l1_strong = c.strong_by_sign(l1) || KENDRAS.contains(&c.house(l1)) || TRIKONAS.contains(&c.house(l1));
    let (l4, l9) = (c.lord(4), c.lord(9));
    if l4 != l9 && KENDRAS.contains(&house_from(c.s(l4), c.s(l9))) && l1_strong {
        out.push(yoga("kahala", vec![l4, l9, l1], vec![c.house(l4), c.house(l9)], Vec::new(), false));
    }
    if c.strong_by_sign(l9) && (KENDRAS.contains(&c.house(l9)) || TRIKONAS.contains(&c.house(l9))) && l1_strong {
        out.push(yoga("lakshmi", vec![l9, l1], vec![c.house(l9)], Vec::new(), false));
    }
}

/// Saraswati.
pub(super) fn saraswati(c: &Ctx, out: &mut Vec<Yoga>) {
    let jup = c.s(Graha::Jupiter);
    let good = |p: Graha| KENDRAS.contains(&c.house(p)) || TRIKONAS.contains(&c.house(p)) || c.house(p) == 2;
    let jup_lord = SIGNS[jup].lord;
    let jup_ok =
        c.strong_by_sign(Graha::Jupiter) || natural_relationship(Graha::Jupiter, jup_lord) == Some(Relation::Friend);
    if BENEFICS.iter().all(|&p| good(p)) && jup_ok {
        out.push(yoga(
            "saraswati",
            BENEFICS.to_vec(),
            BENEFICS.iter().map(|b| c.house(b)).collect(),
            Vec::new(),
            false,
        ));
    }
}

/// Raja yogas: kendra lord with trikona lord.
pub(super) fn raja_yogas(c: &Ctx, out: &mut Vec<Yoga>) {
    let lords_of = |houses: &[u8]| -> Vec<(Graha, u8)> { houses.iter().map(|&h| (c.lord(h), h)).collect() };
    let kendra_lords = lords_of(&KENDRAS);
    let trikona_lords = lords_of(&TRIKONAS);
    let exchange = |a: Graha, b: Graha| own_signs(a).contains(&c.s(b)) && own_signs(b).contains(&c.s(a));
    let mut seen: Vec<(&str, Graha, Graha)> = Vec::new();
    let mut associations =
        |key: &'static str, group_a: &[(Graha, u8)], group_b: &[(Graha, u8)], out: &mut Vec<Yoga>| {
            for &(a, ha) in group_a {
                for &(b, hb) in group_b {
                    if a == b {
                        continue;
                    }
                    let (x, y) = if a < b { (a, b) } else { (b, a) };
                    let kinds = [
                        (c.s(a) == c.s(b), "conjunction"),
                        (c.aspects(a, b) && c.aspects(b, a) && c.s(a) != c.s(b), "aspect"),
                        (exchange(a, b), "exchange"),
                    ];
                    for (present, kind) in kinds {
                        if !present {
                            continue;
                        }
                        let k: &'static str = match (key, kind) {
                            ("raja", "conjunction") => "raja_conjunction",
                            ("raja", "aspect") => "raja_aspect",
                            ("raja", _) => "raja_exchange",
                            _ => "dhana",
                        };
                        if seen.contains(&(k, x, y)) {
                            continue;
                        }
                        seen.push((k, x, y));
                        let note = format!("{a} (lord of {ha}) and {b} (lord of {hb}): {kind}");
                        out.push(yoga(k, vec![a, b], vec![c.house(a), c.house(b)], vec![note], false));
                    }
                }
            }
        };
    associations("raja", &kendra_lords, &trikona_lords, out);
    for p in [Graha::Mars, Graha::Venus, Graha::Saturn, Graha::Moon, Graha::Sun, Graha::Mercury, Graha::Jupiter] {
        let owns = |hs: &[u8]| hs.iter().any(|&h| h != 1 && c.lord(h) == p);
        if owns(&KENDRAS) && owns(&TRIKONAS) {
            out.push(yoga("yogakaraka", vec![p], vec![c.house(p)], Vec::new(), false));
        }
    }
    associations("dhana", &lords_of(&[2, 11]), &lords_of(&[1, 5, 9]), out);
}

/// Viparita raja.
pub(super) fn viparita_raja(c: &Ctx, out: &mut Vec<Yoga>) {
    for (key, h) in [("harsha", 6u8), ("sarala", 8), ("vimala", 12)] {
        let l = c.lord(h);
        if DUSTHANAS.contains(&c.house(l)) {
            out.push(yoga(key, vec![l], vec![c.house(l)], Vec::new(), false));
        }
    }
}

/// Neecha bhanga raja.
pub(super) fn neecha_bhanga_raja(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    for p in [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn] {
        let (deb, _) = debilitation(p);
        if c.s(p) != deb {
            continue;
        }
        // A kendra from the lagna, or from the Moon; the Moon is always in the 1st from itself, so
        // it cancels only from a kendra from the lagna (Phaladeepika 7.26-27).
        let kendra = |q: Graha| {
            KENDRAS.contains(&c.house(q)) || (q != Graha::Moon && KENDRAS.contains(&house_from(c.s(q), moon)))
        };
        let mut notes = Vec::new();
        let deb_lord = SIGNS[deb].lord;
        if kendra(deb_lord) {
            notes.push(format!("{deb_lord}, lord of the debilitation sign, in a kendra from the lagna or the Moon"));
        }
        {
            let (ex, _) = exaltation(p);
            let ex_lord = SIGNS[ex].lord;
            if kendra(ex_lord) {
                notes.push(format!("{ex_lord}, lord of the exaltation sign, in a kendra from the lagna or the Moon"));
            }
        }
        for q in [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn] {
            if exaltation(q).0 == deb && kendra(q) {
                notes.push(format!("{q}, exalted in {}, in a kendra from the lagna or the Moon", SIGNS[deb].name));
            }
        }
        if !notes.is_empty() {
            out.push(yoga("neecha_bhanga_raja", vec![p], vec![c.house(p)], notes, false));
        }
    }
}

/// Parivartana.
pub(super) fn parivartana(c: &Ctx, out: &mut Vec<Yoga>) {
    for h1 in 1..=12u8 {
        for h2 in h1 + 1..=12u8 {
            let (a, b) = (c.lord(h1), c.lord(h2));
            if a == b || c.s(a) != c.sign_of_house(h2) || c.s(b) != c.sign_of_house(h1) {
                continue;
            }
            let key = if DUSTHANAS.contains(&h1) || DUSTHANAS.contains(&h2) {
                "dainya_parivartana"
            } else if h1 == 3 || h2 == 3 {
                "khala_parivartana"
            } else {
                "maha_parivartana"
            };
            out.push(yoga(key, vec![a, b], vec![h1, h2], Vec::new(), false));
        }
    }
}

/// Chatussagara, Sakata.
pub(super) fn chatussagara_sakata(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    let jup = c.s(Graha::Jupiter);
    if KENDRAS.iter().all(|&h| !c.in_sign(c.sign_of_house(h), &ALL).is_empty()) {
        let planets = KENDRAS.iter().flat_map(|&h| c.in_sign(c.sign_of_house(h), &ALL)).collect();
        out.push(yoga("chatussagara", planets, KENDRAS.to_vec(), Vec::new(), false));
    }
    if [6, 8, 12].contains(&house_from(moon, jup)) {
        let cancelled = KENDRAS.contains(&c.house(Graha::Moon));
        let notes =
            if cancelled { vec!["cancelled: the Moon in a kendra from the lagna".to_string()] } else { Vec::new() };
        out.push(yoga(
            "sakata",
            vec![Graha::Moon, Graha::Jupiter],
            vec![c.house(Graha::Moon), c.house(Graha::Jupiter)],
            notes,
            cancelled,
        ));
    }
}

/// Kartari.
pub(super) fn kartari(c: &Ctx, out: &mut Vec<Yoga>) {
    let (h2, h12) = (c.in_sign((c.asc + 1) % 12, &ALL), c.in_sign((c.asc + 11) % 12, &ALL));
    if !h2.is_empty() && !h12.is_empty() {
        let both: Vec<Graha> = h2.iter().chain(h12.iter()).copied().collect();
        if both.iter().all(|p| BENEFICS.contains(p)) {
            out.push(yoga("shubha_kartari", both, vec![2, 12], Vec::new(), false));
        } else if both.iter().all(|p| MALEFICS.contains(p)) {
            out.push(yoga("papa_kartari", both, vec![2, 12], Vec::new(), false));
        }
    }
}
