//! Answers chosen by a key of the API path (a panchang element, a dasha system, a transit
//! view): the JSON text of each, and the JSON Schema of each, from one list (`by_key!`), so a
//! key cannot answer without a schema or have a schema without an answer.

use crate::error::Result;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::Serialize;

/// The JSON text of a computed answer.
pub fn json<T: Serialize>(value: Result<T>) -> Result<String> {
    value.map(|v| serde_json::to_string(&v).expect("answers serialise"))
}

/// The JSON Schema of what `f` answers, read off its type.
pub fn schema_of<A, T: JsonSchema>(g: &mut SchemaGenerator, _f: impl Fn(&A) -> Result<T>) -> Schema {
    g.subschema_for::<T>()
}

/// Declares the keys of a group of answers and generates, from one list:
/// `$answer(arg, key) -> Result<String>` (the JSON answer; an unknown key is a 400 naming
/// `$param`), `$schemas(g) -> Vec<(key, Schema)>` and `$keys: [&str; N]`.
#[macro_export]
macro_rules! by_key {
    (
        $param:literal, $keys:ident, $answer:ident, $schemas:ident, |$arg:ident: &$input:ty| {
            $($key:literal => $e:expr,)*
        }
    ) => {
        /// Every key, in the order of the API's group.
        pub const $keys: [&str; [$($key),*].len()] = [$($key),*];

        /// The JSON answer of one key.
        pub fn $answer($arg: &$input, key: &str) -> $crate::error::Result<String> {
            match key {
                $($key => $crate::answer::json($e),)*
                _ => Err($crate::error::Error::invalid($param, format!("must be one of: {}", $keys.join(", ")))),
            }
        }

        /// The JSON Schema of each key's answer.
        pub fn $schemas(g: &mut schemars::SchemaGenerator) -> Vec<(&'static str, schemars::Schema)> {
            vec![$(($key, $crate::answer::schema_of(g, |$arg: &$input| $e)),)*]
        }
    };
}
