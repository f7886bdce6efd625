//! Answers chosen by a key of the API path (a panchang element, a dasha system, a transit
//! view): the JSON text of each, and the JSON Schema of each, from one list (`by_key!`), so a
//! key cannot answer without a schema or have a schema without an answer.

mod nine_places;

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
///
/// Numbers are written as JavaScript writes them (`18`, not serde's `18.0`; `1e-7`; `1e+21`), so
/// the text is byte for byte what `JSON.stringify(JSON.parse(text))` gives: the HTTP layer can
/// send it as it comes, with no parse and re-stringify of large answers.
pub fn text<T: Serialize + ?Sized>(value: &T) -> String {
    // A chart view is 4-5 KB: one allocation instead of growing through 1, 2 and 4 KB.
    let mut out = Vec::with_capacity(8192);
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Rounded::default());
    value.serialize(&mut ser).expect("answers serialise");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// Decimal places kept in every number of an answer.
pub const DECIMALS: i32 = 9;

/// serde_json's compact output, numbers rounded to [`DECIMALS`] places and written in
/// JavaScript's form.
#[derive(Default)]
struct Rounded {
    /// Scratch space for the shortest digits of one number.
    digits: String,
}

impl serde_json::ser::Formatter for Rounded {
    fn write_f64<W: ?Sized + std::io::Write>(&mut self, writer: &mut W, value: f64) -> std::io::Result<()> {
        // Nearly every number of an answer: written from its count of billionths, the same text
        // as below without float formatting (which profiled as the largest cost of a chart).
        if value.abs() < nine_places::LIMIT {
            return nine_places::write(writer, (value * 10f64.powi(DECIMALS)).round());
        }
        write_js_number(writer, round(value), &mut self.digits)
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

/// Writes a finite `value` as ECMAScript's Number::toString does (ECMA-262, 6.1.6.1.20): the
/// shortest digits that read back as the same double (Rust's own float formatting gives those),
/// placed by the decimal exponent: plain up to 21 integer digits, `0.000001` down to six zeros,
/// `1.5e-7` and `1e+21` beyond. serde_json writes non-finite numbers as `null` before this.
fn write_js_number<W: ?Sized + std::io::Write>(w: &mut W, value: f64, scratch: &mut String) -> std::io::Result<()> {
    use std::fmt::Write as _;
    // Whole numbers below 2^53 are exact integers: their decimal digits, as JavaScript prints them.
    if value.fract() == 0.0 && value.abs() < 9_007_199_254_740_992.0 {
        return write!(w, "{}", value as i64);
    }
    scratch.clear();
    write!(scratch, "{:e}", value.abs()).expect("a String takes any write");
    let (mantissa, exponent) = scratch.split_once('e').expect("LowerExp writes an exponent");
    let exponent: i32 = exponent.parse().expect("LowerExp writes a decimal exponent");
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let k = digits.len() as i32;
    // The value is 0.d1d2…dk × 10^n.
    let n = exponent + 1;
    if value < 0.0 {
        w.write_all(b"-")?;
    }
    if k <= n && n <= 21 {
        w.write_all(digits.as_bytes())?;
        (0..n - k).try_for_each(|_| w.write_all(b"0"))
    } else if 0 < n && n <= 21 {
        let (int, frac) = digits.split_at(n as usize);
        write!(w, "{int}.{frac}")
    } else if -6 < n && n <= 0 {
        w.write_all(b"0.")?;
        (0..-n).try_for_each(|_| w.write_all(b"0"))?;
        w.write_all(digits.as_bytes())
    } else {
        let (first, rest) = digits.split_at(1);
        let sign = if n > 0 { '+' } else { '-' };
        let dot = if rest.is_empty() { "" } else { "." };
        write!(w, "{first}{dot}{rest}e{sign}{}", (n - 1).abs())
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
        assert_eq!(text(&-1e-12), "0");
        assert_eq!(text(&20.5), "20.5");
        assert_eq!(text(&1.0e12), "1000000000000");
        assert_eq!(text(&f64::NAN), "null");
        assert_eq!(text(&serde_json::json!({"a": [1.23456789012, 3]})), r#"{"a":[1.23456789,3]}"#);
    }

    #[test]
    fn numbers_are_written_as_javascript_writes_them() {
        // Expected: String(v) in Node 20 (V8's Number.prototype.toString, ECMA-262 Number::toString)
        // for each v, printed by `node -e` (and JSON.stringify agrees for every finite number).
        let cases: [(f64, &str); 30] = [
            (0.0, "0"),
            (-0.0, "0"),
            (1.0, "1"),
            (18.0, "18"),
            (18.5, "18.5"),
            (-18.5, "-18.5"),
            (0.1, "0.1"),
            (0.34, "0.34"),
            (123456789.123, "123456789.123"),
            (2451545.0, "2451545"),
            (2451545.123456789, "2451545.123456789"),
            (1e-7, "1e-7"),
            (1.5e-7, "1.5e-7"),
            (-2.5e-7, "-2.5e-7"),
            (0.000001, "0.000001"),
            (0.0000012, "0.0000012"),
            (1e21, "1e+21"),
            (1.5e21, "1.5e+21"),
            (1.23e22, "1.23e+22"),
            (9007199254740992.0, "9007199254740992"),
            (1e300, "1e+300"),
            (-1e-300, "-1e-300"),
            (5e-324, "5e-324"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1.0 / 3.0, "0.3333333333333333"),
            (100.0, "100"),
            (1e20, "100000000000000000000"),
            (123456789012345680000.0, "123456789012345680000"),
            (12345.678901234, "12345.678901234"),
            (-1e-9, "-1e-9"),
        ];
        let mut scratch = String::new();
        for (v, js) in cases {
            let mut out = Vec::new();
            write_js_number(&mut out, v, &mut scratch).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), js, "{v:e}");
        }
    }
}
