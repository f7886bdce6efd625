//! Bindings of the timing and relationship groups: dashas and matchmaking (milan).

use astrology_core::vedic::{dasha, milan};
use astrology_core::Error as CoreError;
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[derive(serde::Deserialize)]
struct DashaCall {
    #[serde(flatten)]
    request: dasha::DashaRequest,
    /// vimshottari, vimshottari-current, yogini, yogini-current.
    system: String,
}

/// One dasha answer: the full listing or the running periods of a system.
#[napi(catch_unwind)]
pub fn dasha(env: &Env, input: Unknown) -> Result<String> {
    let call: DashaCall = env.from_js_value(input)?;
    let r = &call.request;
    let answer = match call.system.as_str() {
        "vimshottari" => crate::json(dasha::vimshottari::vimshottari(r)),
        "vimshottari-current" => crate::json(dasha::vimshottari::vimshottari_current(r)),
        "yogini" => crate::json(dasha::yogini::yogini(r)),
        "yogini-current" => crate::json(dasha::yogini::yogini_current(r)),
        other => Err(CoreError::invalid("system", format!("unknown dasha system {other}"))),
    };
    answer.map_err(crate::js_error)
}

/// One matchmaking check of two births (`check` as in the API path).
#[napi(catch_unwind)]
pub fn milan(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, milan::milan)
}
