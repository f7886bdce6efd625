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

mod chart_depth;
mod chart_strength;
mod muhurta;
mod numerology;
mod pool_task;
mod relations;
mod render;
mod reports;
mod timing;
mod upagraha;
mod western_charts;
mod yogas;

use astrology_core::ephemeris::{ayanamsa, bodies, houses, swe, time};
use astrology_core::{moments, vedic, western, Error as CoreError};
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
    let req: I = env.from_js_value(input)?;
    let out = f(&req).map_err(js_error)?;
    to_json(&out)
}

/// The JSON text of an answer, ASCII only: every non-ASCII character (°, ′, −, Devanagari …)
/// is written as a `\u` escape. JSON.parse gives the same value, and V8 builds a JS string
/// from ASCII bytes without decoding UTF-8: on the 107 KB chart bundle, 0.04 ms instead of
/// 0.58 ms (benches/, this machine), a third of the whole call.
pub(crate) fn to_json<T: Serialize>(value: &T) -> Result<String> {
    let text = serde_json::to_string(value).map_err(|e| Error::new(Status::GenericFailure, e.to_string()))?;
    Ok(ascii_only(text))
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

#[derive(Serialize)]
struct Catalogs {
    ayanamsas: &'static [ayanamsa::Ayanamsa],
    house_systems: &'static [houses::HouseSystem],
    bodies: &'static [bodies::Body],
    supported_range: &'static str,
}

/// The option tables (ayanamsas, house systems, bodies) the HTTP layer validates against.
#[napi]
pub fn catalogs(env: &Env) -> Result<Unknown<'_>> {
    let c = Catalogs {
        ayanamsas: ayanamsa::AYANAMSAS,
        house_systems: houses::HOUSE_SYSTEMS,
        bodies: &bodies::ALL_BODIES,
        supported_range: time::SUPPORTED_RANGE_TEXT,
    };
    env.to_js_value(&c)
}

/// Local date, time and offset or IANA zone → UT/TT Julian days and the offset used.
#[napi(catch_unwind)]
pub fn resolve_moment(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, |i: &time::LocalInput| time::Moment::from_local(i)?.describe(i))
}

#[napi(catch_unwind)]
pub fn vedic_chart(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, vedic::vedic_chart)
}

#[napi(catch_unwind)]
pub fn prashna(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, vedic::prashna::prashna)
}

#[napi(catch_unwind)]
pub fn planet_speed(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, moments::speed::planet_speed)
}

#[napi(catch_unwind)]
pub fn natal_houses(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, western::houses::natal_houses)
}

#[derive(serde::Deserialize)]
struct PanchangCall {
    #[serde(flatten)]
    request: vedic::panchang::PanchangRequest,
    /// Which answer: an element name as in the API path (`tithi`, `rahu-kaal`, `summary` ...).
    element: String,
}

pub(crate) fn json<T: Serialize>(value: astrology_core::Result<T>) -> astrology_core::Result<String> {
    value.map(|v| ascii_only(serde_json::to_string(&v).expect("serialisable")))
}

/// One panchang answer for a day and place; the day (sunrise, sunset) is computed once per call.
#[napi(catch_unwind)]
pub fn panchang(env: &Env, input: Unknown) -> Result<String> {
    use vedic::panchang::{
        choghadiya, hora, kaal, limbs, month, panchaka, sankranti, siddha_yoga, summary, sun_moon, varjyam, PanchangDay,
    };
    let call: PanchangCall = env.from_js_value(input)?;
    let answer = (|| {
        let day = PanchangDay::new(&call.request)?;
        match call.element.as_str() {
            "tithi" => json(day.answer(limbs::tithi(&day))),
            "nakshatra" => json(day.answer(limbs::nakshatra(&day))),
            "yoga" => json(day.answer(limbs::yoga(&day))),
            "karana" => json(day.answer(limbs::karana(&day))),
            "vara" => json(day.answer(limbs::vara(&day))),
            "sunrise-sunset" => json(day.answer(sun_moon::sunrise_sunset(&day))),
            "moonrise-moonset" => json(day.answer(sun_moon::moonrise_moonset(&day))),
            "rahu-kaal" => json(day.answer(kaal::rahu_kaal(&day))),
            "yamaganda" => json(day.answer(kaal::yamaganda(&day))),
            "gulika" => json(day.answer(kaal::gulika_kaal(&day))),
            "abhijit" => json(day.answer(kaal::abhijit(&day))),
            "brahma-muhurat" => json(day.answer(kaal::brahma_muhurat(&day))),
            "pradosh-kaal" => json(day.answer(kaal::pradosh_kaal(&day))),
            "hora" => json(day.answer(hora::hora(&day))),
            "choghadiya" => json(day.answer(choghadiya::choghadiya(&day))),
            "durmuhurta" => json(day.answer(kaal::durmuhurta(&day))),
            "varjyam" => json(day.answer(varjyam::varjyam(&day))),
            "amrit-kalam" => json(day.answer(varjyam::amrit_kalam(&day))),
            "siddha-yoga" => json(day.answer(siddha_yoga::siddha_yoga(&day))),
            "panchaka" => json(day.answer(panchaka::panchaka(&day))),
            // Carries its own month-reckoning conventions (with the ayanamsa).
            "hindu-month" => json(month::hindu_month(&day)),
            "sankranti" => json(day.answer(sankranti::sankranti(&day))),
            "summary" => json(summary::summary(&day)),
            other => Err(CoreError::invalid("element", format!("unknown panchang element {other}"))),
        }
    })();
    answer.map_err(js_error)
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
