//! Adds names in the asked language beside the English names of an answer, after the answer is
//! built: every member `X` whose thing is in a name table gets `X_localized` right after it.
//! Keys, numbers and member names never change, and nothing is removed.
//!
//! Which thing a member names, in this order:
//! - `name` beside `key`, or `X` beside `X_key`: the key given (`planet` + `planet_key`);
//! - any other string member: its value written as a key (`"Sunday"` → `sunday`,
//!   `"Rahu Kaal"` → `rahu_kaal`, `"semi-sextile"` stays as it is);
//! - a number under a field that names a family (`"house": 9`): the number as the key.
//!
//! Which family the key is read in: a key in one family of the language (or in several that
//! give it the same name) is that name. A key two families name differently (Shravana the
//! nakshatra, Shravana the month) is settled by the field (`month`, `amanta`, `nakshatra` …,
//! see each family's `hints`) or by the `kind` of the enclosing object (`"kind": "nakshatra"`);
//! with neither, it is left without a localized name rather than risk a wrong one.

use super::tree::{member, Json};
use crate::error::{Error, Result};
use crate::names::languages::{is_supported, LANGUAGES};
use crate::names::tables::{alone_families, hinted_families, language_index, LanguageIndex};
use crate::zodiac::key::key_from_name;
use std::borrow::Cow;

/// Longest value read as a name; longer strings are prose.
const NAME_MAX: usize = 48;

/// The JSON text `answer` with localized names in `lang` added; `en` gives the text unchanged.
/// An unknown language is a 400 naming `lang` and listing the supported ones.
pub fn localize<'a>(answer: &'a str, lang: &str) -> Result<Cow<'a, str>> {
    if !is_supported(lang) {
        return Err(Error::invalid("lang", format!("must be one of: {}", LANGUAGES.join(", "))));
    }
    let Some(index) = language_index(lang) else {
        return Ok(Cow::Borrowed(answer));
    };
    let mut tree: Json =
        serde_json::from_str(answer).map_err(|e| Error::invalid("answer", format!("is not JSON text: {e}")))?;
    walk(&mut tree, 0, index);
    // Written as every answer is (numbers in JavaScript's form): the text can be sent as it is.
    Ok(Cow::Owned(crate::answer::text(&tree)))
}

/// Localizes every object inside `value`; `hint` is the families the enclosing field speaks of.
pub fn walk(value: &mut Json, hint: u64, index: &LanguageIndex) {
    match value {
        Json::Array(items) => items.iter_mut().for_each(|item| walk(item, hint, index)),
        Json::Object(members) => localize_object(members, hint, index),
        _ => {}
    }
}

fn localize_object(members: &mut Vec<(String, Json)>, inherited: u64, index: &LanguageIndex) {
    let kind = member(members, "kind").and_then(Json::as_str).map_or(0, hinted_families);
    let own = if kind != 0 { kind } else { inherited };
    for (field, value) in members.iter_mut() {
        let hint = hinted_families(field);
        walk(value, if hint != 0 { hint } else { own }, index);
    }
    let additions: Vec<(usize, String, &'static str)> = members
        .iter()
        .enumerate()
        .filter_map(|(i, (field, value))| {
            let name = localized(members, field, value, own, index)?;
            let new_field = format!("{field}_localized");
            (member(members, &new_field).is_none()).then_some((i, new_field, name))
        })
        .collect();
    for (i, field, name) in additions.into_iter().rev() {
        members.insert(i + 1, (field, Json::String(name.to_owned())));
    }
}

/// The localized name for member `field` of an object, if its thing is in a table.
fn localized(
    members: &[(String, Json)],
    field: &str,
    value: &Json,
    own: u64,
    index: &LanguageIndex,
) -> Option<&'static str> {
    if !matches!(value, Json::String(_) | Json::Number(_))
        || field == "key"
        || field.ends_with("_key")
        || field.ends_with("_localized")
    {
        return None;
    }
    let field_hint = hinted_families(field);
    let hint = if field_hint != 0 { field_hint } else { own };
    match value {
        Json::String(text) => {
            let key_field = if field == "name" { Cow::Borrowed("key") } else { Cow::Owned(format!("{field}_key")) };
            match member(members, &key_field) {
                Some(Json::String(key)) => lookup(index, key, hint),
                Some(_) => None,
                // A name without its key: read in the hinted families, or (with no hint) only in
                // the families whose answers carry names alone; never guessed from any table.
                None if text.len() <= NAME_MAX => {
                    let key = key_from_name(text);
                    if hint != 0 {
                        lookup(index, &key, hint)
                    } else {
                        lookup_within(index, &key, alone_families())
                    }
                }
                None => None,
            }
        }
        // Only a field that names a family reads a number as a key (`house`: 1..12).
        Json::Number(n) if field_hint != 0 => lookup_within(index, &n.as_u64()?.to_string(), field_hint),
        _ => None,
    }
}

/// The name of `key` in one of the families `within`, if they agree on it.
fn lookup_within(index: &LanguageIndex, key: &str, within: u64) -> Option<&'static str> {
    let mut names = index.get(key)?.iter().filter(|(family, _)| within & (1 << family) != 0).map(|(_, name)| *name);
    let first = names.next()?;
    names.all(|name| name == first).then_some(first)
}

/// The name of `key`: in a hinted family, else the one name all its families agree on.
pub fn lookup(index: &LanguageIndex, key: &str, hint: u64) -> Option<&'static str> {
    let found = index.get(key)?;
    if let Some((_, name)) = found.iter().find(|(family, _)| hint & (1 << family) != 0) {
        return Some(name);
    }
    let first = found.first()?.1;
    found.iter().all(|(_, name)| *name == first).then_some(first)
}
