//! The meanings of the numbers, read once from `data/numerology/meanings.txt` (our own text).

use super::Role;
use std::sync::OnceLock;

const DATA: &str = include_str!("../../data/numerology/meanings.txt");

/// The written meaning of one number, from `data/numerology/meanings.txt`.
#[derive(Debug, Clone)]
pub struct NumberMeaning {
    /// The number: 1 … 9, or the master numbers 11, 22, 33.
    pub number: u32,
    /// Ruling planet of the number in Indian numerology (master numbers take the planet of
    /// their digit sum), e.g. "Sun".
    pub planet: &'static str,
    /// A few keywords for the number.
    pub keywords: Vec<&'static str>,
    /// What the number stands for, whatever role it plays.
    pub core: &'static str,
    roles: [&'static str; 5],
}

impl NumberMeaning {
    /// The sentence on this number in the given role (driver, conductor, soul, personality,
    /// destiny).
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

/// The meaning of a reduced number (1 … 9, 11, 22 or 33); panics for any other number.
pub fn meaning(number: u32) -> &'static NumberMeaning {
    all().iter().find(|m| m.number == number).expect("a meaning for every reduced number")
}
