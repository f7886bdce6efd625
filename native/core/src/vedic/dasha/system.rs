//! The dasha answers one can ask for, by the name the API path uses (`vimshottari`,
//! `vimshottari-current`, `yogini`, `yogini-current`), and the dispatch from a name to its answer.

use super::{vimshottari, yogini, DashaRequest};
use crate::error::{Error, Result};
use serde::Serialize;

/// Every system's answers, in the order of the API's dasha group.
pub const SYSTEMS: [&str; 4] = ["vimshottari", "vimshottari-current", "yogini", "yogini-current"];

fn json<T: Serialize>(value: Result<T>) -> Result<String> {
    value.map(|v| serde_json::to_string(&v).expect("answers serialise"))
}

/// The JSON answer of one system (or its running periods, `-current`) for a birth.
pub fn answer_json(request: &DashaRequest, system: &str) -> Result<String> {
    match system {
        "vimshottari" => json(vimshottari::vimshottari(request)),
        "vimshottari-current" => json(vimshottari::vimshottari_current(request)),
        "yogini" => json(yogini::yogini(request)),
        "yogini-current" => json(yogini::yogini_current(request)),
        _ => Err(Error::invalid("system", format!("must be one of: {}", SYSTEMS.join(", ")))),
    }
}
