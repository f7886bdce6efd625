//! The Vedic transit answers one can ask for, by the name the API path uses, and the dispatch
//! from a name to its answer.

use super::{
    ashtakavarga_overlay, double_transit, sade_sati, small_panoti, small_panoti_history, tarabala, vedha,
    TransitRequest,
};

crate::by_key! {
    "view", VIEWS, answer_json, answer_schemas, |request: &TransitRequest| {
        "sade-sati" => sade_sati(request),
        "small-panoti" => small_panoti(request),
        "small-panoti/history" => small_panoti_history(request),
        "tarabala" => tarabala(request),
        "vedha" => vedha(request),
        "double-transit" => double_transit(request),
        "ashtakavarga" => ashtakavarga_overlay(request),
    }
}
