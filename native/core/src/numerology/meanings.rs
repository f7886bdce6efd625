//! The meanings of the numbers, read once from `data/numerology/meanings.txt` (our own text).

use super::Role;
use std::sync::OnceLock;

const DATA: &str = include_str!("../../data/numerology/meanings.txt");

#[derive(Debug, Clone)]
pub struct NumberMeaning {
    pub number: u32,
    pub planet: &'static str,
    pub keywords: Vec<&'static str>,
    pub core: &'static str,
    roles: [&'static str; 5],
}

impl NumberMeaning {
    pub fn role(&self, role: Role) -> &'static str {
        self.roles[role as usize]
    }
}

fn parse() -> Vec<NumberMeaning> {
    let mut out: Vec<NumberMeaning> = Vec::new();
    for line in DATA.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(n) = line.strip_prefix("== ") {
            out.push(NumberMeaning {
                number: n.trim().parse().expect("meanings.txt: number"),
                planet: "",
                keywords: Vec::new(),
                core: "",
                roles: [""; 5],
            });
            continue;
        }
        let m = out.last_mut().expect("meanings.txt: field before the first == N");
        let (field, text) = line.split_once(": ").expect("meanings.txt: field: text");
        match field {
            "planet" => m.planet = text,
            "keywords" => m.keywords = text.split(", ").collect(),
            "core" => m.core = text,
            "driver" => m.roles[Role::Driver as usize] = text,
            "conductor" => m.roles[Role::Conductor as usize] = text,
            "soul" => m.roles[Role::Soul as usize] = text,
            "personality" => m.roles[Role::Personality as usize] = text,
            "destiny" => m.roles[Role::Destiny as usize] = text,
            other => panic!("meanings.txt: unknown field {other}"),
        }
    }
    out
}

/// Every number with a meaning: 1 … 9, 11, 22, 33.
pub fn all() -> &'static [NumberMeaning] {
    static TABLE: OnceLock<Vec<NumberMeaning>> = OnceLock::new();
    TABLE.get_or_init(parse)
}

pub fn meaning(number: u32) -> &'static NumberMeaning {
    all().iter().find(|m| m.number == number).expect("a meaning for every reduced number")
}
