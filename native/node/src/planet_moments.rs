//! Bindings of the planet-moments group (`/v1/planet-moments/...`): speed, stations and the
//! retrograde window, sign ingresses, combustion windows.

use crate::call;
use astrology_core::moments;
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[napi(catch_unwind)]
pub fn planet_speed(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, moments::speed::planet_speed)
}

#[napi(catch_unwind)]
pub fn retrograde_window(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, moments::stations::retrograde_window)
}

#[napi(catch_unwind)]
pub fn next_ingress(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, moments::ingress::next_ingress)
}

#[napi(catch_unwind)]
pub fn combustion_window(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, moments::combustion_window::combustion_window)
}
