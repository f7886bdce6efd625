//! Names in the user's language: the pass the HTTP layer runs on a finished JSON answer when
//! the request asks for `lang=` other than `en`, and the list of supported languages that its
//! shared `lang` parameter is validated against.

use astrology_core::lang;
use napi_derive::napi;

/// The JSON answer `answer` with `*_localized` names in `lang` added (ASCII-only text, like
/// every answer); an unknown language is the engine's 400 naming `lang`.
#[napi(catch_unwind)]
pub fn localize(answer: String, lang: String) -> napi::Result<String> {
    crate::answer_text(lang::localize(&answer, &lang).map(|text| text.into_owned()))
}

/// Adds font files to the PNG renderer (the Noto fonts of the Indian scripts, which the built-in
/// DejaVu Sans lacks); returns the number of font faces it then has.
#[napi(catch_unwind)]
pub fn register_font_files(paths: Vec<String>) -> napi::Result<u32> {
    astrology_core::render::png::register_font_files(&paths)
        .map(|n| u32::try_from(n).unwrap_or(u32::MAX))
        .map_err(crate::js_error)
}

/// The supported language codes, `en` first.
#[napi]
pub fn languages() -> Vec<&'static str> {
    lang::LANGUAGES.to_vec()
}
