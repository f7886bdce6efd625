//! Binding of the Vedic transit group (`/v1/transit/...`): one call per view.

use astrology_core::vedic::transit::{view, TransitRequest};
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[derive(serde::Deserialize)]
struct TransitCall {
    #[serde(flatten)]
    request: TransitRequest,
    /// Which answer, as in the API path (`transit::view::VIEWS`).
    view: String,
}

/// One Vedic transit answer for a birth chart and a transit moment.
#[napi(catch_unwind)]
pub fn vedic_transit(env: &Env, input: Unknown) -> Result<String> {
    let call: TransitCall = env.from_js_value(input)?;
    crate::answer_text(view::answer_json(&call.request, &call.view))
}
