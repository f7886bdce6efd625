//! The dasha answers one can ask for, by the name the API path uses (`vimshottari`,
//! `vimshottari-current`, `yogini`, `yogini-current`), and the dispatch from a name to its answer.

use super::{vimshottari, yogini, DashaRequest};

crate::by_key! {
    "system", SYSTEMS, answer_json, answer_schemas, |request: &DashaRequest| {
        "vimshottari" => vimshottari::vimshottari(request),
        "vimshottari-current" => vimshottari::vimshottari_current(request),
        "yogini" => yogini::yogini(request),
        "yogini-current" => yogini::yogini_current(request),
    }
}
