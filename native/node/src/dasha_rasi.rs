//! Binding of the rasi (sign) dashas (`/v1/dasha/{system}` for chara ...).

use crate::schemas::{of_selector, Generators, Listed};
use astrology_core::vedic::dasha::rasi;
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// A rasi dasha request and the system whose answer it asks for.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct RasiDashaCall {
    #[serde(flatten)]
    request: rasi::RasiDashaRequest,
    /// A system as in the API path (`chara`, `chara-current` ...; `dasha::rasi::RASI_SYSTEMS`).
    system: String,
}

/// One rasi dasha answer: the listing or the running periods of a system.
#[napi(catch_unwind)]
pub fn dasha_rasi(env: &Env, input: Unknown) -> Result<String> {
    let call: RasiDashaCall = env.from_js_value(input)?;
    crate::answer_text(rasi::answer(&call.request, &call.system))
}

/// The schemas of `dasha_rasi`: one answer per system.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push((crate::schemas::js_name("dasha_rasi"), of_selector::<RasiDashaCall>(g, "system", rasi::schemas)));
}
