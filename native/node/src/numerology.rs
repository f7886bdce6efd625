//! Numerology: one call for the whole group; `number` picks the endpoint's answer.

use astrology_core::numerology::{numerology as compute, NumerologyRequest};
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[derive(serde::Deserialize)]
struct NumerologyCall {
    #[serde(flatten)]
    request: NumerologyRequest,
    /// `driver`, `conductor`, `soul`, `personality`, `destiny` or `full`.
    number: String,
}

#[napi(catch_unwind)]
pub fn numerology(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, |c: &NumerologyCall| compute(&c.request, &c.number))
}
