//! Chart images (SVG): the North/South Indian chart of a varga and the Western natal wheel.

use astrology_core::render::{chart_image as indian, natal_wheel, ChartImageRequest};
use astrology_core::western::WesternRequest;
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// `{content_type, body}` with the SVG document as `body`.
#[napi(catch_unwind)]
pub fn chart_image(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, |r: &ChartImageRequest| indian(r))
}

/// `{content_type, body}` with the SVG wheel as `body`.
#[napi(catch_unwind)]
pub fn western_natal_wheel(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, |r: &WesternRequest| natal_wheel(r))
}
