//! Binding of the prashna group (`/v1/prashna/...`).

use astrology_core::vedic;
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[napi(catch_unwind)]
pub fn prashna(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, vedic::prashna::prashna)
}
