//! Binding of the dosha group (`/v1/dosha/...`).

use astrology_core::vedic::dosha;
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// The doshas of one birth chart (with sade sati at `at`).
#[napi(catch_unwind)]
pub fn doshas(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, dosha::doshas)
}
