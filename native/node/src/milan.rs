//! Binding of the milan (matchmaking) group (`/v1/milan/...`).

use crate::schemas::{of_selector, Generators, Listed};
use astrology_core::vedic::milan::{self, MilanRequest};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// One matchmaking check of two births (`check` as in the API path).
#[napi(catch_unwind)]
pub fn milan(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, milan::milan)
}

/// The schemas of `milan`: one answer per check.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("milan".into(), of_selector::<MilanRequest>(g, "check", milan::answer_schemas)));
}
