//! Small shared pieces of the kundli chapters (and of the single reports that read the same
//! factors): the gochara table, the Mars dosha rows, dasha requests, dignity words.

use super::*;

/// Classical favourable transit houses from the Moon (Phaladeepika ch. 26, the gochara table).
pub(crate) fn favourable(graha: Graha, house: usize) -> bool {
    let good: &[usize] = match graha {
        Graha::Sun => &[3, 6, 10, 11],
        Graha::Moon => &[1, 3, 6, 7, 10, 11],
        Graha::Mars | Graha::Saturn | Graha::Rahu | Graha::Ketu => &[3, 6, 11],
        Graha::Mercury => &[2, 4, 6, 8, 10, 11],
        Graha::Jupiter => &[2, 5, 7, 9, 11],
        Graha::Venus => &[1, 2, 3, 4, 5, 8, 9, 11, 12],
    };
    good.contains(&house)
}

/// One reference of a Mangal dosha table: from, reference sign, house, dosha house, cancelled by
/// (the single Mangal dosha report adds whether a dosha remains).
pub(crate) fn mars_reference_row(r: &FromReference) -> Vec<String> {
    vec![
        label(r.from),
        r.reference_sign.to_string(),
        r.house.to_string(),
        if r.in_dosha_house { "Yes" } else { "No" }.to_string(),
        rule_names(&r.cancelled_by),
    ]
}

/// The mangal dosha cancellations by the engine's rule ids, in words.
pub(crate) fn rule_names(ids: &[&str]) -> String {
    let words: Vec<String> = ids
        .iter()
        .map(|id| {
            let t = misc(&format!("mangal_rule/{}", id.to_ascii_lowercase()));
            if t.is_empty() {
                id.to_string()
            } else {
                t.to_string()
            }
        })
        .collect();
    words.join("; ")
}

pub(crate) fn mangal_of(chart: &ChartRequest) -> Result<PersonDosha> {
    let person = Person { moment: chart.moment, place: chart.place };
    let req = MilanRequest {
        boy: person,
        girl: person,
        ayanamsa: chart.ayanamsa.clone(),
        node: chart.node,
        check: "mangal-dosha".into(),
        koota: None,
        at: None,
        years: None,
        year: Default::default(),
    };
    match milan(&req).map_err(unprefix)? {
        MilanAnswer::Dosha(d) => Ok(d.result.boy),
        _ => Err(Error::Ephemeris("mangal dosha: unexpected answer".into())),
    }
}

/// The milan checks name parameters `boy_…`; a single-chart report names them plainly.
pub(super) fn unprefix(e: Error) -> Error {
    match e {
        Error::InvalidInput { param, message } => {
            Error::InvalidInput { param: param.trim_start_matches("boy_").to_string(), message }
        }
        other => other,
    }
}

pub(crate) fn dasha_request(chart: &ChartRequest, levels: u8, at: Option<f64>) -> DashaRequest {
    DashaRequest {
        moment: chart.moment,
        place: chart.place,
        ayanamsa: chart.ayanamsa.clone(),
        node: chart.node,
        year: Default::default(),
        levels: Some(levels),
        from: None,
        to: None,
        at,
    }
}

pub(crate) fn status_key(s: Option<Status>) -> &'static str {
    match s {
        Some(Status::Exalted) => "exalted",
        Some(Status::Moolatrikona) => "moolatrikona",
        Some(Status::OwnSign) => "own",
        Some(Status::GreatFriend) => "great_friend",
        Some(Status::Friend) => "friend",
        Some(Status::Neutral) | None => "neutral",
        Some(Status::Enemy) => "enemy",
        Some(Status::GreatEnemy) => "great_enemy",
        Some(Status::Debilitated) => "debilitated",
    }
}

pub(super) fn status_label(s: Option<Status>) -> &'static str {
    match s {
        Some(Status::Exalted) => "Exalted",
        Some(Status::Moolatrikona) => "Moolatrikona",
        Some(Status::OwnSign) => "Own sign",
        Some(Status::GreatFriend) => "Great friend",
        Some(Status::Friend) => "Friend",
        Some(Status::Neutral) => "Neutral",
        None => "-",
        Some(Status::Enemy) => "Enemy",
        Some(Status::GreatEnemy) => "Great enemy",
        Some(Status::Debilitated) => "Debilitated",
    }
}

pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

pub(super) fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// A dignity as the readings phrase it after "stands …, ": "exalted", "in its own sign".
pub(crate) fn dignity_phrase(s: Option<Status>) -> &'static str {
    match s {
        Some(Status::Exalted) => "exalted",
        Some(Status::Moolatrikona) => "in its moolatrikona sign",
        Some(Status::OwnSign) => "in its own sign",
        Some(Status::GreatFriend) => "in a great friend's sign",
        Some(Status::Friend) => "in a friend's sign",
        Some(Status::Neutral) | None => "in a neutral sign",
        Some(Status::Enemy) => "in an enemy's sign",
        Some(Status::GreatEnemy) => "in a great enemy's sign",
        Some(Status::Debilitated) => "debilitated",
    }
}
