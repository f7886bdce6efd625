//! One AsyncTask for every long computation: it runs a core function on the libuv pool, catches
//! a panic there as an ordinary error, and resolves to the JSON answer: as text (`JsonTask`), or
//! as the UTF-8 bytes an HTTP answer sends as they are (`BytesTask`).
//!
//! Swiss Ephemeris state is per thread; the core's swe layer prepares each pool thread itself.

use crate::js_error;
use napi::bindgen_prelude::*;
use napi::Task;
use serde::Serialize;

type Job = Box<dyn FnOnce() -> Result<String> + Send>;

pub struct JsonTask {
    job: Option<Job>,
}

impl JsonTask {
    /// Wraps `f(request)`: the request is deserialised on the JS thread, `f` runs on the pool.
    pub fn new<I, O>(request: I, f: fn(&I) -> astrology_core::Result<O>) -> JsonTask
    where
        I: Send + 'static,
        O: Serialize + 'static,
    {
        let job = move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&request))).map_err(panicked)?;
            let answer = outcome.map_err(js_error)?;
            crate::to_json(&answer)
        };
        JsonTask { job: Some(Box::new(job)) }
    }

    /// Wraps a job that already writes its answer as JSON text (a dispatch by name).
    pub fn text<F>(job: F) -> JsonTask
    where
        F: FnOnce() -> astrology_core::Result<String> + Send + 'static,
    {
        let job = move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)).map_err(panicked)?;
            crate::answer_text(outcome)
        };
        JsonTask { job: Some(Box::new(job)) }
    }
}

/// A job whose JSON answer resolves as a Buffer of its UTF-8 text, not a string: the HTTP layer
/// sends those bytes as they are, so the text is neither made ASCII-only for V8 (see
/// `crate::to_json`) nor turned back and encoded again on the JS side.
pub struct BytesTask {
    job: Option<Box<dyn FnOnce() -> Result<Vec<u8>> + Send>>,
}

impl BytesTask {
    /// Wraps a job that writes its answer as JSON text.
    pub fn text<F>(job: F) -> BytesTask
    where
        F: FnOnce() -> astrology_core::Result<String> + Send + 'static,
    {
        let job = move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)).map_err(panicked)?;
            outcome.map(String::into_bytes).map_err(js_error)
        };
        BytesTask { job: Some(Box::new(job)) }
    }
}

impl Task for BytesTask {
    type Output = Vec<u8>;
    type JsValue = Buffer;

    fn compute(&mut self) -> Result<Vec<u8>> {
        match self.job.take() {
            Some(job) => job(),
            None => Err(Error::new(Status::GenericFailure, "task ran twice")),
        }
    }

    fn resolve(&mut self, _env: Env, out: Vec<u8>) -> Result<Buffer> {
        Ok(Buffer::from(out))
    }
}

/// A panic on the pool as an ordinary error (the HTTP layer answers 500 and refunds).
fn panicked(panic: Box<dyn std::any::Any + Send>) -> Error {
    let text = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".into());
    Error::new(Status::GenericFailure, format!("computation panicked: {text}"))
}

impl Task for JsonTask {
    type Output = String;
    type JsValue = String;

    fn compute(&mut self) -> Result<String> {
        match self.job.take() {
            Some(job) => job(),
            None => Err(Error::new(Status::GenericFailure, "task ran twice")),
        }
    }

    fn resolve(&mut self, _env: Env, out: String) -> Result<String> {
        Ok(out)
    }
}
