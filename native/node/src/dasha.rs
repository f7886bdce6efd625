//! Binding of the dasha group (`/v1/dasha/...`).

use crate::schemas::{of_selector, Generators, Listed};
use astrology_core::vedic::dasha;
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// A dasha request and the system whose answer it asks for.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct DashaCall {
    #[serde(flatten)]
    request: dasha::DashaRequest,
    /// A system as in the API path (`vimshottari`, `yogini-current` ...; `dasha::system::SYSTEMS`).
    system: String,
}

/// One dasha answer: the full listing or the running periods of a system.
#[napi(catch_unwind)]
pub fn dasha(env: &Env, input: Unknown) -> Result<String> {
    let call: DashaCall = env.from_js_value(input)?;
    crate::answer_text(dasha::system::answer(&call.request, &call.system))
}

/// The schemas of `dasha`: one answer per system.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("dasha".into(), of_selector::<DashaCall>(g, "system", dasha::system::schemas)));
}
