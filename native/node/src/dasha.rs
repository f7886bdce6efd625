//! Binding of the dasha group (`/v1/dasha/...`).

use astrology_core::vedic::dasha;
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[derive(serde::Deserialize)]
struct DashaCall {
    #[serde(flatten)]
    request: dasha::DashaRequest,
    /// A system as in the API path (`vimshottari`, `yogini-current` ...; `dasha::system::SYSTEMS`).
    system: String,
}

/// One dasha answer: the full listing or the running periods of a system.
#[napi(catch_unwind)]
pub fn dasha(env: &Env, input: Unknown) -> Result<String> {
    let call: DashaCall = env.from_js_value(input)?;
    crate::answer_text(dasha::system::answer_json(&call.request, &call.system))
}
