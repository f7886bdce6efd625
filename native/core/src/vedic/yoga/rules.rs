//! The yoga rules, one function per family, in catalogue order (see [`super::RULES`]). Each
//! reads the chart through [`Ctx`] and adds the yogas it finds; each condition, cancellation
//! and weakening goes through [`Ctx::cond`] or [`Ctx::check`], which record it when a trace is
//! asked for (`/v1/yoga/detail/{name}`), so the trace is the rule itself, not a description.

use super::ClauseKind::{Cancellation, Weakening};
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
        let strong = c
            .cond(key, c.strong_by_sign(p), &[p], || format!("{p} in its own sign or exaltation: in {}", c.at(c.s(p))));
        let kendra = c.cond(key, KENDRAS.contains(&c.house(p)), &[p], || format!("{p} in a kendra from the lagna"));
        let combust = c.check(key, Weakening, c.s(p) == c.s(Graha::Sun), &[p, Graha::Sun], || {
            format!("{p} with the Sun (possibly combust)")
        });
        if strong && kendra {
            let mut notes = Vec::new();
            if exaltation(p).0 == c.s(p) {
                notes.push(format!("{p} exalted"));
            }
            if combust {
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
    const K: &str = "gajakesari";
    let (jm, mo) = (Graha::Jupiter, Graha::Moon);
    let from_moon = house_from(jup, moon);
    let present = c.cond(K, KENDRAS.contains(&from_moon), &[jm, mo], || {
        format!("Jupiter in a kendra from the Moon: house {from_moon} from the Moon")
    });
    let debilitated = c.check(K, Weakening, debilitation(jm).0 == jup, &[jm], || "Jupiter debilitated".into());
    let lord = SIGNS[jup].lord;
    let enemy = lord != jm && natural_relationship(jm, lord) == Some(Relation::Enemy);
    let enemy = c.check(K, Weakening, enemy, &[jm, lord], || format!("Jupiter in the sign of an enemy ({lord})"));
    let combust = c.check(K, Weakening, c.s(Graha::Sun) == jup, &[jm, Graha::Sun], || "Jupiter with the Sun".into());
    let helped = [Graha::Mercury, Graha::Venus].iter().any(|b| c.s(b) == jup || c.aspects(b, jm));
    let unhelped = c.check(K, Weakening, !helped, &[jm, Graha::Mercury, Graha::Venus], || {
        "neither Mercury nor Venus joins or aspects Jupiter".into()
    });
    if present {
        let mut notes = Vec::new();
        if debilitated {
            notes.push("Jupiter debilitated: weakened".into());
        }
        if enemy {
            notes.push(format!("Jupiter in the sign of its enemy {lord}: weakened"));
        }
        if combust {
            notes.push("Jupiter with the Sun (combust): weakened".into());
        }
        if unhelped {
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
    let (su, me, mo, ma) = (Graha::Sun, Graha::Mercury, Graha::Moon, Graha::Mars);
    let ba = c.cond("budha_aditya", c.s(su) == c.s(me), &[su, me], || "the Sun and Mercury in the same sign".into());
    let cm = c.cond("chandra_mangala", c.s(mo) == c.s(ma), &[mo, ma], || "the Moon and Mars in the same sign".into());
    let adhi: Vec<bool> = BENEFICS
        .iter()
        .map(|&b| {
            let h = house_from(c.s(b), moon);
            c.cond("adhi", (6..=8).contains(&h), &[b], || {
                format!("{b} in the 6th, 7th or 8th from the Moon: house {h} from it")
            })
        })
        .collect();
    if ba {
        out.push(yoga("budha_aditya", vec![Graha::Sun, Graha::Mercury], vec![c.house(Graha::Sun)], Vec::new(), false));
    }
    if cm {
        out.push(yoga(
            "chandra_mangala",
            vec![Graha::Moon, Graha::Mars],
            vec![c.house(Graha::Moon)],
            Vec::new(),
            false,
        ));
    }
    if adhi.iter().all(|x| *x) {
        out.push(yoga("adhi", BENEFICS.to_vec(), BENEFICS.iter().map(|b| c.house(b)).collect(), Vec::new(), false));
    }
}

/// Sunapha, Anapha, Durudhara, Kemadruma.
pub(super) fn sunapha_anapha_durudhara_kemadruma(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    let second = c.in_sign((moon + 1) % 12, &TARA);
    let twelfth = c.in_sign((moon + 11) % 12, &TARA);
    for (keys, side, found) in [(["sunapha", "durudhara"], 1, &second), (["anapha", "durudhara"], 11, &twelfth)] {
        let ord = if side == 1 { "2nd" } else { "12th" };
        for key in keys {
            c.cond(key, !found.is_empty(), found, || {
                format!("a tara-graha in the {ord} from the Moon, {}: {}", c.at((moon + side) % 12), or_none(found))
            });
        }
        c.cond("kemadruma", found.is_empty(), found, || {
            format!("no tara-graha in the {ord} from the Moon, {}: {}", c.at((moon + side) % 12), or_none(found))
        });
    }
    c.cond("sunapha", twelfth.is_empty(), &twelfth, || "nothing in the 12th from the Moon (else Durudhara)".into());
    c.cond("anapha", second.is_empty(), &second, || "nothing in the 2nd from the Moon (else Durudhara)".into());
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
        const K: &str = "kemadruma";
        let mut notes = Vec::new();
        let with_moon = c.in_sign(moon, &TARA);
        if c.check(K, Cancellation, !with_moon.is_empty(), &with_moon, || "a tara-graha with the Moon".into()) {
            notes.push(format!("cancelled: {} with the Moon", names(&with_moon)));
        }
        let seven = [Graha::Sun, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];
        let kendra_lagna: Vec<Graha> = seven.iter().copied().filter(|p| KENDRAS.contains(&c.house(p))).collect();
        if c.check(K, Cancellation, !kendra_lagna.is_empty(), &kendra_lagna, || {
            "a graha in a kendra from the lagna".into()
        }) {
            notes.push(format!("cancelled: {} in a kendra from the lagna", names(&kendra_lagna)));
        }
        let kendra_moon: Vec<Graha> =
            seven.iter().copied().filter(|p| KENDRAS.contains(&house_from(c.s(p), moon)) && c.s(p) != moon).collect();
        if c.check(K, Cancellation, !kendra_moon.is_empty(), &kendra_moon, || {
            "a graha in a kendra from the Moon".into()
        }) {
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
    for (keys, side, found) in [(["vesi", "ubhayachari"], 1, &s2), (["vosi", "ubhayachari"], 11, &s12)] {
        let ord = if side == 1 { "2nd" } else { "12th" };
        for key in keys {
            c.cond(key, !found.is_empty(), found, || {
                format!("a tara-graha in the {ord} from the Sun, {}: {}", c.at((sun + side) % 12), or_none(found))
            });
        }
    }
    c.cond("vesi", s12.is_empty(), &s12, || "nothing in the 12th from the Sun (else Ubhayachari)".into());
    c.cond("vosi", s2.is_empty(), &s2, || "nothing in the 2nd from the Sun (else Ubhayachari)".into());
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
        let m = c.in_sign(tenth, &MALEFICS);
        let has_b = c.cond("amala", !b.is_empty(), &b, || {
            format!("a benefic in the 10th from the {from}, {}: {}", c.at(tenth), or_none(&b))
        });
        let no_m =
            c.cond("amala", m.is_empty(), &m, || format!("no malefic in the 10th from the {from}: {}", or_none(&m)));
        if has_b && no_m {
            out.push(yoga("amala", b, vec![house_from(tenth, c.asc)], vec![format!("10th from the {from}")], false));
            break;
        }
    }
}

/// Parvata.
pub(super) fn parvata(c: &Ctx, out: &mut Vec<Yoga>) {
    let only_benefics = |h: u8| {
        let there = c.in_sign(c.sign_of_house(h), &ALL);
        c.cond("parvata", there.iter().all(|p| BENEFICS.contains(p)), &there, || {
            format!("house {h} empty or only benefics: {}", or_none(&there))
        })
    };
    let kendra_occupied = KENDRAS.iter().any(|&h| !c.in_sign(c.sign_of_house(h), &ALL).is_empty());
    let kendra_occupied = c.cond("parvata", kendra_occupied, &[], || "at least one kendra occupied".into());
    let clean: Vec<bool> = [1, 4, 7, 10, 6, 8].iter().map(|&h| only_benefics(h)).collect();
    if kendra_occupied && clean.iter().all(|x| *x) {
        let planets = KENDRAS.iter().flat_map(|&h| c.in_sign(c.sign_of_house(h), &ALL)).collect();
        out.push(yoga("parvata", planets, KENDRAS.to_vec(), Vec::new(), false));
    }
}

/// Kahala, Lakshmi.
pub(super) fn kahala_lakshmi(c: &Ctx, out: &mut Vec<Yoga>) {
    let l1 = c.lord(1);
    let l1_strong = c.strong_by_sign(l1) || KENDRAS.contains(&c.house(l1)) || TRIKONAS.contains(&c.house(l1));
    let strong_text = || format!("the lagna lord {l1} strong (own sign or exaltation, or in a kendra or trikona)");
    let (l4, l9) = (c.lord(4), c.lord(9));
    let k_two =
        c.cond("kahala", l4 != l9, &[l4, l9], || format!("the 4th lord ({l4}) and 9th lord ({l9}) are two grahas"));
    let apart = house_from(c.s(l4), c.s(l9));
    let k_kendra = c.cond("kahala", KENDRAS.contains(&apart), &[l4, l9], || {
        format!("the 4th and 9th lords in kendras from each other: {apart} apart")
    });
    let k_strong = c.cond("kahala", l1_strong, &[l1], strong_text);
    if k_two && k_kendra && k_strong {
        out.push(yoga("kahala", vec![l4, l9, l1], vec![c.house(l4), c.house(l9)], Vec::new(), false));
    }
    let l_own =
        c.cond("lakshmi", c.strong_by_sign(l9), &[l9], || format!("the 9th lord {l9} in its own sign or exaltation"));
    let l_place = KENDRAS.contains(&c.house(l9)) || TRIKONAS.contains(&c.house(l9));
    let l_place = c.cond("lakshmi", l_place, &[l9], || format!("the 9th lord {l9} in a kendra or trikona"));
    let l_strong = c.cond("lakshmi", l1_strong, &[l1], strong_text);
    if l_own && l_place && l_strong {
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
    let placed: Vec<bool> = BENEFICS
        .iter()
        .map(|&p| c.cond("saraswati", good(p), &[p], || format!("{p} in a kendra, a trikona or the 2nd")))
        .collect();
    let jup_ok = c.cond("saraswati", jup_ok, &[Graha::Jupiter], || {
        format!("Jupiter in its own sign, exaltation or a friend's sign: in {}", c.at(jup))
    });
    if placed.iter().all(|x| *x) && jup_ok {
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
                        let k: &'static str = match (key, kind) {
                            ("raja", "conjunction") => "raja_conjunction",
                            ("raja", "aspect") => "raja_aspect",
                            ("raja", _) => "raja_exchange",
                            _ => "dhana",
                        };
                        let present = c
                            .cond(k, present, &[a, b], || format!("{a} (lord of {ha}) and {b} (lord of {hb}): {kind}"));
                        if !present {
                            continue;
                        }
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
        let both = c.cond("yogakaraka", owns(&KENDRAS) && owns(&TRIKONAS), &[p], || {
            format!("{p} owns a kendra and a trikona other than the lagna")
        });
        if both {
            out.push(yoga("yogakaraka", vec![p], vec![c.house(p)], Vec::new(), false));
        }
    }
    associations("dhana", &lords_of(&[2, 11]), &lords_of(&[1, 5, 9]), out);
}

/// Viparita raja.
pub(super) fn viparita_raja(c: &Ctx, out: &mut Vec<Yoga>) {
    for (key, h) in [("harsha", 6u8), ("sarala", 8), ("vimala", 12)] {
        let l = c.lord(h);
        if c.cond(key, DUSTHANAS.contains(&c.house(l)), &[l], || format!("the {h}th lord {l} in the 6th, 8th or 12th"))
        {
            out.push(yoga(key, vec![l], vec![c.house(l)], Vec::new(), false));
        }
    }
}

/// Neecha bhanga raja.
pub(super) fn neecha_bhanga_raja(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    for p in [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn] {
        const K: &str = "neecha_bhanga_raja";
        let (deb, _) = debilitation(p);
        if !c.cond(K, c.s(p) == deb, &[p], || format!("{p} debilitated in {}", SIGNS[deb].name)) {
            continue;
        }
        // A kendra from the lagna, or from the Moon; the Moon is always in the 1st from itself, so
        // it cancels only from a kendra from the lagna (Phaladeepika 7.26-27).
        let kendra = |q: Graha| {
            KENDRAS.contains(&c.house(q)) || (q != Graha::Moon && KENDRAS.contains(&house_from(c.s(q), moon)))
        };
        let mut notes = Vec::new();
        let deb_lord = SIGNS[deb].lord;
        if c.check(K, Cancellation, kendra(deb_lord), &[deb_lord], || {
            format!("{deb_lord}, lord of the debilitation sign, in a kendra from the lagna or the Moon")
        }) {
            notes.push(format!("{deb_lord}, lord of the debilitation sign, in a kendra from the lagna or the Moon"));
        }
        {
            let (ex, _) = exaltation(p);
            let ex_lord = SIGNS[ex].lord;
            if c.check(K, Cancellation, kendra(ex_lord), &[ex_lord], || {
                format!("{ex_lord}, lord of the exaltation sign, in a kendra from the lagna or the Moon")
            }) {
                notes.push(format!("{ex_lord}, lord of the exaltation sign, in a kendra from the lagna or the Moon"));
            }
        }
        for q in [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn] {
            if exaltation(q).0 == deb
                && c.check(K, Cancellation, kendra(q), &[q], || {
                    format!("{q}, exalted in {}, in a kendra from the lagna or the Moon", SIGNS[deb].name)
                })
            {
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
    let before = out.len();
    parivartana_pairs(c, out);
    for (key, kind) in [
        ("maha_parivartana", "neither house the 3rd, 6th, 8th or 12th"),
        ("dainya_parivartana", "one house the 6th, 8th or 12th"),
        ("khala_parivartana", "one house the 3rd, the other not a dusthana"),
    ] {
        if !out[before..].iter().any(|y| y.key == key) {
            c.cond(key, false, &[], || format!("two lords in each other's signs, {kind}: no such pair"));
        }
    }
}

/// The exchanges of sign between two lords, each with its kind.
fn parivartana_pairs(c: &Ctx, out: &mut Vec<Yoga>) {
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
            c.cond(key, true, &[a, b], || format!("{a} (lord of {h1}) and {b} (lord of {h2}) in each other's signs"));
            out.push(yoga(key, vec![a, b], vec![h1, h2], Vec::new(), false));
        }
    }
}

/// Chatussagara, Sakata.
pub(super) fn chatussagara_sakata(c: &Ctx, out: &mut Vec<Yoga>) {
    let moon = c.s(Graha::Moon);
    let jup = c.s(Graha::Jupiter);
    let filled: Vec<bool> = KENDRAS
        .iter()
        .map(|&h| {
            let there = c.in_sign(c.sign_of_house(h), &ALL);
            c.cond("chatussagara", !there.is_empty(), &there, || format!("house {h} occupied: {}", or_none(&there)))
        })
        .collect();
    if filled.iter().all(|x| *x) {
        let planets = KENDRAS.iter().flat_map(|&h| c.in_sign(c.sign_of_house(h), &ALL)).collect();
        out.push(yoga("chatussagara", planets, KENDRAS.to_vec(), Vec::new(), false));
    }
    let from_jup = house_from(moon, jup);
    let (mo, ju) = (Graha::Moon, Graha::Jupiter);
    let present = c.cond("sakata", [6, 8, 12].contains(&from_jup), &[mo, ju], || {
        format!("the Moon in the 6th, 8th or 12th from Jupiter: house {from_jup} from it")
    });
    let moon_kendra = c.check("sakata", Cancellation, KENDRAS.contains(&c.house(mo)), &[mo], || {
        "the Moon in a kendra from the lagna".into()
    });
    if present {
        let cancelled = moon_kendra;
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
    let both: Vec<Graha> = h2.iter().chain(h12.iter()).copied().collect();
    for key in ["shubha_kartari", "papa_kartari"] {
        c.cond(key, !h2.is_empty(), &h2, || format!("the 2nd occupied: {}", or_none(&h2)));
        c.cond(key, !h12.is_empty(), &h12, || format!("the 12th occupied: {}", or_none(&h12)));
    }
    c.cond("shubha_kartari", both.iter().all(|p| BENEFICS.contains(p)), &both, || "only natural benefics there".into());
    c.cond("papa_kartari", both.iter().all(|p| MALEFICS.contains(p)), &both, || "only natural malefics there".into());
    if !h2.is_empty() && !h12.is_empty() {
        if both.iter().all(|p| BENEFICS.contains(p)) {
            out.push(yoga("shubha_kartari", both, vec![2, 12], Vec::new(), false));
        } else if both.iter().all(|p| MALEFICS.contains(p)) {
            out.push(yoga("papa_kartari", both, vec![2, 12], Vec::new(), false));
        }
    }
}

/// Names of grahas, or "none".
fn or_none(grahas: &[Graha]) -> String {
    if grahas.is_empty() {
        "none".into()
    } else {
        names(grahas)
    }
}
