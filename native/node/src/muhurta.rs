//! Bindings of the muhurta group; the best-time scan runs as an AsyncTask on the libuv pool.

use crate::{call, js_error};
use astrology_core::vedic::muhurta::{self, scan};
use napi::bindgen_prelude::*;
use napi::Task;
use napi_derive::napi;

/// Score of one moment and place for a purpose (`vivah`, `graha-pravesh`, `naamkaran`).
#[napi(catch_unwind)]
pub fn muhurta(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, muhurta::muhurta)
}

/// The scan request, deserialised on the JS thread; the work runs on a pool thread.
pub struct BestTimeTask(scan::BestTimeRequest);

impl Task for BestTimeTask {
    type Output = String;
    type JsValue = String;

    fn compute(&mut self) -> Result<String> {
        // Swiss Ephemeris state is per thread; the core's swe layer prepares each pool thread.
        let request = &self.0;
        let outcome =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| scan::best_time(request))).map_err(|panic| {
                let text = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "panic".into());
                Error::new(Status::GenericFailure, format!("best-time scan panicked: {text}"))
            })?;
        let result = outcome.map_err(js_error)?;
        serde_json::to_string(&result).map_err(|e| Error::new(Status::GenericFailure, e.to_string()))
    }

    fn resolve(&mut self, _env: Env, out: String) -> Result<String> {
        Ok(out)
    }
}

/// Best windows of a date range for a purpose; resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn muhurta_best_time(env: &Env, input: Unknown) -> Result<AsyncTask<BestTimeTask>> {
    let request: scan::BestTimeRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(BestTimeTask(request)))
}
