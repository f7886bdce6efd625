//! Bindings of the muhurta group; the best-time scan runs as an AsyncTask on the libuv pool.

use crate::pool_task::JsonTask;
use crate::schemas::{of_fn, Generators, Listed};
use astrology_core::vedic::muhurta::{self, scan};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// Score of one moment and place for a purpose (`vivah`, `graha-pravesh`, `naamkaran`).
#[napi(catch_unwind)]
pub fn muhurta(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, muhurta::muhurta)
}

/// Best windows of a date range for a purpose; resolves to the JSON answer (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn muhurta_best_time(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: scan::BestTimeRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, scan::best_time)))
}

/// The schemas of both bindings.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("muhurta".into(), of_fn(g, muhurta::muhurta)));
    out.push(("muhurtaBestTime".into(), of_fn(g, scan::best_time)));
}
