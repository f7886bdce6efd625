//! The Vedic transit answers one can ask for, by the name the API path uses, and the dispatch
//! from a name to its answer.

use super::{
    ashtakavarga_overlay, double_transit, sade_sati, small_panoti, small_panoti_history, tarabala, vedha,
    TransitRequest,
};
use crate::error::{Error, Result};
use serde::Serialize;

/// Every view, in the order of the API's transit group.
pub const VIEWS: [&str; 7] =
    ["sade-sati", "small-panoti", "small-panoti/history", "tarabala", "vedha", "double-transit", "ashtakavarga"];

fn json<T: Serialize>(value: Result<T>) -> Result<String> {
    value.map(|v| serde_json::to_string(&v).expect("answers serialise"))
}

/// The JSON answer of one transit view for a birth chart and a transit moment.
pub fn answer_json(request: &TransitRequest, view: &str) -> Result<String> {
    match view {
        "sade-sati" => json(sade_sati(request)),
        "small-panoti" => json(small_panoti(request)),
        "small-panoti/history" => json(small_panoti_history(request)),
        "tarabala" => json(tarabala(request)),
        "vedha" => json(vedha(request)),
        "double-transit" => json(double_transit(request)),
        "ashtakavarga" => json(ashtakavarga_overlay(request)),
        _ => Err(Error::invalid("view", format!("must be one of: {}", VIEWS.join(", ")))),
    }
}
