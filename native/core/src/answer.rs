//! Answers chosen by a key of the API path (a panchang element, a dasha system, a transit
//! view): the JSON text of each, and the JSON Schema of each, from one list (`by_key!`), so a
//! key cannot answer without a schema or have a schema without an answer.

use crate::error::Result;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::Serialize;

/// The JSON text of a computed answer.
pub fn json<T: Serialize>(value: Result<T>) -> Result<String> {
    value.map(|v| text(&v))
}

/// The JSON text of any answer, with every number rounded to [`DECIMALS`] decimal places: the
/// one place where the API's numeric precision is decided. Binary noise such as
/// `0.33999999999999997` becomes `0.34`; what remains is far finer than any input or reference
/// (1e-9° is 3.6 micro-arcseconds; 1e-9 of a Julian day is 86 µs).
pub fn text<T: Serialize + ?Sized>(value: &T) -> String {
    let mut out = Vec::with_capacity(1024);
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Rounded);
    value.serialize(&mut ser).expect("answers serialise");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// Decimal places kept in every number of an answer.
pub const DECIMALS: i32 = 9;

/// serde_json's compact output, numbers rounded to [`DECIMALS`] places.
struct Rounded;

impl serde_json::ser::Formatter for Rounded {
    fn write_f64<W: ?Sized + std::io::Write>(&mut self, writer: &mut W, value: f64) -> std::io::Result<()> {
        serde_json::ser::CompactFormatter.write_f64(writer, round(value))
    }

    fn write_f32<W: ?Sized + std::io::Write>(&mut self, writer: &mut W, value: f32) -> std::io::Result<()> {
        self.write_f64(writer, f64::from(value))
    }
}

/// `value` rounded to [`DECIMALS`] places. Beyond 9e6 the scaled value would pass 2^53 and lose
/// integer exactness, so such numbers (none is a fraction that matters: counts, years) are kept
/// as they are; -0 becomes 0.
fn round(value: f64) -> f64 {
    let scale = 10f64.powi(DECIMALS);
    if value.abs() >= 9.0e6 {
        return value;
    }
    let r = (value * scale).round() / scale;
    if r == 0.0 {
        0.0
    } else {
        r
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_lose_binary_noise_and_keep_nine_places() {
        // Both figures were seen in answers before rounding (the HTTP issue's examples).
        assert_eq!(text(&0.33999999999999997), "0.34");
        assert_eq!(text(&0.0024904083423680423), "0.002490408");
        // A Julian day keeps 86 µs; a longitude keeps 3.6 µas.
        // (a Julian day has 16 significant digits here, at the edge of a double: within 1e-9).
        let jd: f64 = text(&2448087.4999702424).parse().unwrap();
        assert!((jd - 2448087.4999702424).abs() <= 1e-9 && text(&jd).len() <= 17);
        assert_eq!(text(&88.89815916713356), "88.898159167");
        assert_eq!(text(&-1e-12), "0.0");
        assert_eq!(text(&20.5), "20.5");
        assert_eq!(text(&1.0e12), "1000000000000.0");
        assert_eq!(text(&f64::NAN), "null");
        assert_eq!(text(&serde_json::json!({"a": [1.23456789012, 3]})), r#"{"a":[1.23456789,3]}"#);
    }
}
