//! Node bindings of astrology-core: convert, call the core, convert back. No logic lives here.
//!
//! Inputs cross as JS objects through serde; results cross as one JSON string, which V8 parses
//! several times faster than napi can build the same object property by property (measured in
//! benches/: ~13 µs against ~50 µs for a chart). Core errors become JS errors
//! whose message is a JSON object `{code, param?, message}` so the HTTP layer can map them to
//! the error envelope without parsing prose. Panics are caught (`catch_unwind`) and surface as
//! ordinary JS exceptions, never as a dead process.

// `cargo test` builds this crate without napi's registration, so every exported function looks
// unused there; in the real (cdylib) build they are all reachable from JS.
#![cfg_attr(test, allow(dead_code))]

// One file per URL group of the API (`/v1/<group>/...`), plus the shared pool task.
mod ashtakavarga;
mod calendar;
mod chart;
mod clock;
mod dasha;
mod dasha_rasi;
mod dosha;
mod eclipses;
mod fast_input;
mod jaimini;
mod kp;
mod lalkitab;
mod lang;
mod meta;
mod milan;
mod muhurta;
mod numerology;
mod panchang;
mod planet_moments;
mod pool_task;
mod prashna;
mod reports;
pub mod schemas;
mod sky;
mod transit;
mod upagraha;
mod varshaphal;
mod western;
mod yoga;

use astrology_core::ephemeris::{ayanamsa, bodies, houses, swe, time};
use astrology_core::vedic::{dasha::system::SYSTEMS, panchang::element, transit::view::VIEWS};
use astrology_core::Error as CoreError;
use napi::bindgen_prelude::*;
use napi_derive::napi;
use serde::de::DeserializeOwned;
use serde::Serialize;

pub(crate) fn js_error(e: CoreError) -> Error {
    let body = match &e {
        CoreError::InvalidInput { param, message } => {
            serde_json::json!({ "code": e.code(), "param": param, "message": message })
        }
        other => serde_json::json!({ "code": other.code(), "message": other.to_string() }),
    };
    Error::new(Status::GenericFailure, body.to_string())
}

pub(crate) fn call<I, O>(env: &Env, input: Unknown, f: impl FnOnce(&I) -> astrology_core::Result<O>) -> Result<String>
where
    I: DeserializeOwned,
    O: Serialize,
{
    let req: I = env.from_js_value(input).map_err(|e| js_error(request_error(&e.reason)))?;
    let out = f(&req).map_err(js_error)?;
    to_json(&out)
}

/// A request the core's types refuse (an unknown option value, a missing field) is the
/// caller's error, not the engine's: the HTTP layer validates first, so this guards callers of
/// the addon itself. Typed options report `param: message` (e.g. a house-system slug); serde's
/// own messages name no parameter.
fn request_error(reason: &str) -> CoreError {
    match reason.split_once(": ") {
        Some((param, message)) if !param.is_empty() && param.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') => {
            CoreError::invalid(param, message)
        }
        _ => CoreError::invalid("input", reason),
    }
}

/// The JSON text of an answer, ASCII only: every non-ASCII character (°, ′, −, Devanagari …)
/// is written as a `\u` escape. JSON.parse gives the same value, and V8 builds a JS string
/// from ASCII bytes without decoding UTF-8: on the 107 KB chart bundle, 0.04 ms instead of
/// 0.58 ms (benches/, this machine), a third of the whole call.
pub(crate) fn to_json<T: Serialize>(value: &T) -> Result<String> {
    Ok(ascii_only(astrology_core::answer::text(value)))
}

/// `text` with each non-ASCII character replaced by its JSON `\u` escape (UTF-16, surrogate
/// pairs above U+FFFF). Valid for JSON text: serde_json writes non-ASCII only inside strings.
fn ascii_only(text: String) -> String {
    if text.is_ascii() {
        return text;
    }
    use std::fmt::Write;
    let mut out = String::with_capacity(text.len() + 256);
    let mut from = 0;
    for (i, c) in text.char_indices().filter(|(_, c)| !c.is_ascii()) {
        out.push_str(&text[from..i]);
        let mut units = [0u16; 2];
        for u in c.encode_utf16(&mut units) {
            write!(out, "\\u{u:04x}").expect("writing to a String");
        }
        from = i + c.len_utf8();
    }
    out.push_str(&text[from..]);
    out
}

/// Points every thread at the directory with the `.se1` files (checked for completeness).
#[napi]
pub fn configure(ephemeris_path: String) -> Result<()> {
    swe::set_ephemeris_path(&ephemeris_path).map_err(js_error)
}

/// Version of the linked Swiss Ephemeris, as the library reports it.
#[napi]
pub fn ephemeris_version() -> String {
    swe::version().to_string()
}

/// The `.se1` files this process reads from memory (astrology-core's ephemeris/files_in_memory.rs):
/// empty until a calculation opens them, and always empty in a link without the `fopen` wrap.
#[napi]
pub fn ephemeris_files_in_memory() -> Vec<String> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    return astrology_core::ephemeris::files_in_memory::served_files();
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    return Vec::new();
}

#[derive(Serialize)]
struct Catalogs {
    ayanamsas: &'static [ayanamsa::Ayanamsa],
    house_systems: &'static [houses::HouseSystem],
    bodies: &'static [bodies::Body],
    /// The twelve signs, Aries first, with their Sanskrit names and lords.
    signs: &'static [astrology_core::zodiac::sign::SignFacts],
    supported_range: &'static str,
    panchang_elements: &'static [element::Element],
    dasha_systems: &'static [&'static str],
    transit_views: &'static [&'static str],
}

/// The option tables (ayanamsas, house systems, bodies) the HTTP layer validates against, and
/// the answers of the groups that are one engine call with a selector (panchang elements, dasha
/// systems, transit views), so the HTTP layer builds those endpoints from the engine's own list.
#[napi]
pub fn catalogs(env: &Env) -> Result<Unknown<'_>> {
    let c = Catalogs {
        ayanamsas: ayanamsa::AYANAMSAS,
        house_systems: houses::HOUSE_SYSTEMS,
        bodies: &bodies::ALL_BODIES,
        signs: &astrology_core::zodiac::SIGNS,
        supported_range: time::SUPPORTED_RANGE_TEXT,
        panchang_elements: &element::ELEMENTS,
        dasha_systems: &SYSTEMS,
        transit_views: &VIEWS,
    };
    env.to_js_value(&c)
}

/// Local date, time and offset or IANA zone → UT/TT Julian days and the offset used.
#[napi(catch_unwind)]
pub fn resolve_moment(env: &Env, input: Unknown) -> Result<String> {
    // Not an answer but a value the HTTP layer hands back to the engine (the Julian day of the
    // moment asked about): written in full, so the rounding of answers never moves the instant
    // that is computed.
    let i = match read_local_input(env, &input) {
        Some(i) => i,
        None => env.from_js_value(input).map_err(|e| js_error(request_error(&e.reason)))?,
    };
    let moment = time::Moment::from_local(&i).and_then(|m| m.describe(&i)).map_err(js_error)?;
    serde_json::to_string(&moment).map_err(|e| Error::new(Status::GenericFailure, e.to_string()))
}

/// The request of [`resolve_moment`] read field by field (fast_input), when it has the plain
/// shape.
fn read_local_input(env: &Env, input: &Unknown) -> Option<time::LocalInput> {
    let o = fast_input::Props::of(env.raw(), input.raw())?;
    Some(time::LocalInput {
        date: o.string(c"date")?,
        time: o.string(c"time")?,
        tz: o.optional_string(c"tz")?,
        timezone: o.optional_string(c"timezone")?,
    })
}

/// A JSON answer the core wrote, made ASCII-only (see [`to_json`]), or the core's error.
pub(crate) fn answer_text(text: astrology_core::Result<String>) -> Result<String> {
    text.map(ascii_only).map_err(js_error)
}

/// The JSON Schemas of every binding's request and answer, and their shared definitions, as
/// JSON text: the HTTP layer publishes the answer schemas in its OpenAPI document.
#[napi]
pub fn schemas() -> Result<String> {
    let all = schemas::collect(&[
        ashtakavarga::schemas,
        calendar::schemas,
        chart::schemas,
        clock::schemas,
        dasha::schemas,
        dasha_rasi::schemas,
        dosha::schemas,
        meta::schemas,
        eclipses::schemas,
        jaimini::schemas,
        kp::schemas,
        lalkitab::schemas,
        milan::schemas,
        muhurta::schemas,
        numerology::schemas,
        panchang::schemas,
        planet_moments::schemas,
        prashna::schemas,
        reports::schemas,
        sky::schemas,
        transit::schemas,
        upagraha::schemas,
        varshaphal::schemas,
        western::schemas,
        yoga::schemas,
        core_schemas,
    ]);
    to_json(&all)
}

/// The schemas of the bindings declared in this file.
fn core_schemas(g: &mut schemas::Generators, out: &mut schemas::Listed) {
    out.push((
        "resolveMoment".into(),
        schemas::of_fn(g, |i: &time::LocalInput| time::Moment::from_local(i)?.describe(i)),
    ));
}

/// Panics on purpose: lets the test suite prove a Rust panic becomes a JS error.
#[napi(catch_unwind)]
pub fn panic_for_test() {
    panic!("deliberate panic for the test suite");
}

#[cfg(test)]
mod tests {
    use super::ascii_only;

    #[test]
    fn ascii_only_escapes_what_json_parse_restores() {
        let text = serde_json::to_string(&serde_json::json!({"rule": "0°–15° Leo′s ॐ 𝄞", "n": 1})).unwrap();
        let ascii = ascii_only(text.clone());
        assert!(ascii.is_ascii());
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&ascii).unwrap(),
            serde_json::from_str::<serde_json::Value>(&text).unwrap()
        );
        assert!(ascii.contains("\\u00b0") && ascii.contains("\\ud834\\udd1e"));
        assert_eq!(ascii_only("{\"a\":1}".into()), "{\"a\":1}");
    }
}
