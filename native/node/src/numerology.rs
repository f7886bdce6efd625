//! Numerology: one call for the whole group; `number` picks the endpoint's answer.

use astrology_core::numerology::{numerology as compute, NumerologyRequest};

/// A numerology request and the number the endpoint answers.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct NumerologyCall {
    #[serde(flatten)]
    request: NumerologyRequest,
    /// `driver`, `conductor`, `soul`, `personality`, `destiny` or `full`.
    number: String,
}

fn numerology_answer(c: &NumerologyCall) -> astrology_core::Result<astrology_core::numerology::NumerologyAnswer> {
    compute(&c.request, &c.number)
}

crate::bindings! {
    numerology => numerology_answer;
}
