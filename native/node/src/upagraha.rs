//! Binding of the upagraha positions (Sun-based and time-based sub-planets).

use crate::call;
use astrology_core::vedic::upagraha;
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[napi(catch_unwind)]
pub fn upagraha_positions(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, upagraha::upagraha_positions)
}
