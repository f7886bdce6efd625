//! One AsyncTask for every long computation: it runs a core function on the libuv pool, catches
//! a panic there as an ordinary error, and resolves to the JSON answer: as text (`JsonTask`), or
//! as the UTF-8 bytes an HTTP answer sends as they are (`BytesTask`).
//!
//! Swiss Ephemeris state is per thread; the core's swe layer prepares each pool thread itself.

use crate::js_error;
use napi::bindgen_prelude::*;
use napi::Task;
use serde::Serialize;

/// A job for the pool: runs once, gives the answer in the form `T` it resolves with.
pub struct PoolTask<T> {
    job: Option<Box<dyn FnOnce() -> Result<T> + Send>>,
}

/// The JSON answer as ASCII text (see `crate::to_json`), for callers that parse it.
pub type JsonTask = PoolTask<String>;

/// The JSON answer as a Buffer of its UTF-8 text, not a string: the HTTP layer sends those bytes
/// as they are, so the text is neither made ASCII-only for V8 nor turned back and encoded again
/// on the JS side.
pub type BytesTask = PoolTask<Vec<u8>>;

impl<T: 'static> PoolTask<T> {
    /// `job` on the pool, a panic there caught as an ordinary error, its answer put in form by `finish`.
    fn caught<A, J, F>(job: J, finish: F) -> PoolTask<T>
    where
        J: FnOnce() -> astrology_core::Result<A> + Send + 'static,
        F: FnOnce(A) -> Result<T> + Send + 'static,
    {
        let job = move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)).map_err(panicked)?;
            finish(outcome.map_err(js_error)?)
        };
        PoolTask { job: Some(Box::new(job)) }
    }

    /// Runs the job (once).
    fn run(&mut self) -> Result<T> {
        match self.job.take() {
            Some(job) => job(),
            None => Err(Error::new(Status::GenericFailure, "task ran twice")),
        }
    }
}

impl JsonTask {
    /// Wraps `f(request)`: the request is deserialised on the JS thread, `f` runs on the pool.
    pub fn new<I, O>(request: I, f: fn(&I) -> astrology_core::Result<O>) -> JsonTask
    where
        I: Send + 'static,
        O: Serialize + 'static,
    {
        PoolTask::caught(move || f(&request), |answer: O| crate::to_json(&answer))
    }

    /// Wraps a job that already writes its answer as JSON text (a dispatch by name).
    pub fn text<F>(job: F) -> JsonTask
    where
        F: FnOnce() -> astrology_core::Result<String> + Send + 'static,
    {
        PoolTask::caught(job, |text| crate::answer_text(Ok(text)))
    }
}

impl BytesTask {
    /// Wraps a job that writes its answer as JSON text.
    pub fn text<F>(job: F) -> BytesTask
    where
        F: FnOnce() -> astrology_core::Result<String> + Send + 'static,
    {
        PoolTask::caught(job, |text| Ok(text.into_bytes()))
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
        self.run()
    }

    fn resolve(&mut self, _env: Env, out: String) -> Result<String> {
        Ok(out)
    }
}

impl Task for BytesTask {
    type Output = Vec<u8>;
    type JsValue = Buffer;

    fn compute(&mut self) -> Result<Vec<u8>> {
        self.run()
    }

    fn resolve(&mut self, _env: Env, out: Vec<u8>) -> Result<Buffer> {
        Ok(Buffer::from(out))
    }
}
