//! Binding of the milan (matchmaking) group (`/v1/milan/...`).

use astrology_core::vedic::milan;
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// One matchmaking check of two births (`check` as in the API path).
#[napi(catch_unwind)]
pub fn milan(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, milan::milan)
}
