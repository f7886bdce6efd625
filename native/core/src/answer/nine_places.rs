//! A number rounded to nine decimal places, written as JavaScript writes it, from the integer
//! count of its billionths: no float formatting, no allocation.
//!
//! Why this is the same text as formatting the rounded double: below 2^23 the double nearest
//! `units / 1e9` has an ulp of at most 2^-30 < 1e-9, so its rounding interval holds exactly one multiple of
//! 1e-9, the decimal `units × 10⁻⁹` itself; the shortest digits that read back as that double
//! (what JavaScript prints) are therefore the digits of `units` with the point put back and
//! trailing zeros dropped. Every number an answer carries below that bound (longitudes, Julian
//! days ~2.4e6, speeds, fractions) takes this path; the rest keep the general one.

/// Magnitude below which [`write`] applies: under 2^23 (8,388,608), where the ulp is at most
/// 2^-30, with room for the rounding to carry upwards.
pub const LIMIT: f64 = 8.0e6;

/// Billionths in one.
const SCALE: u64 = 1_000_000_000;

/// Writes `units / 1e9` (`units` an integer-valued double, |units| < LIMIT × 1e9) in the form of
/// ECMAScript's Number::toString: `12.5`, `-0.000001`, `1.5e-7`, `3`.
pub fn write<W: ?Sized + std::io::Write>(w: &mut W, units: f64) -> std::io::Result<()> {
    let mut buf = [0u8; 32];
    let len = format(&mut buf, units);
    w.write_all(&buf[..len])
}

/// Fills `buf` with the text of `units / 1e9` and returns its length.
fn format(buf: &mut [u8; 32], units: f64) -> usize {
    let mut at = 0;
    if units < 0.0 {
        buf[0] = b'-';
        at = 1;
    }
    // Exact: |units| <= LIMIT × 1e9 < 2^53.
    let all = units.abs() as u64;
    let (int, frac) = (all / SCALE, all % SCALE);
    if all == 0 {
        buf[0] = b'0';
        return 1;
    }
    if int == 0 && frac < 1000 {
        // Below 1e-6 JavaScript writes an exponent: 1.5e-7, 1e-9.
        return at + exponent_form(&mut buf[at..], frac);
    }
    at += put_uint(&mut buf[at..], int);
    if frac == 0 {
        return at;
    }
    buf[at] = b'.';
    at += 1;
    let mut digits = [0u8; 9];
    put_padded(&mut digits, frac);
    let kept = 9 - digits.iter().rev().take_while(|&&d| d == b'0').count();
    buf[at..at + kept].copy_from_slice(&digits[..kept]);
    at + kept
}

/// `billionths × 1e-9` (1 ..= 999) as `d[.ddd]e-N`; returns the length written.
fn exponent_form(out: &mut [u8], mut billionths: u64) -> usize {
    let mut digits = [0u8; 3];
    let n = put_uint(&mut digits, billionths);
    let exponent = 10 - n; // the first digit's place is 10^(n - 10)
    while billionths.is_multiple_of(10) {
        billionths /= 10;
    }
    let kept = put_uint(&mut digits, billionths);
    out[0] = digits[0];
    let mut at = 1;
    if kept > 1 {
        out[1] = b'.';
        out[2..1 + kept].copy_from_slice(&digits[1..kept]);
        at = 1 + kept;
    }
    out[at..at + 2].copy_from_slice(b"e-");
    out[at + 2] = b'0' + exponent as u8;
    at + 3
}

/// Decimal digits of `value` (no padding) at the start of `out`; returns their count.
fn put_uint(out: &mut [u8], mut value: u64) -> usize {
    let mut tmp = [0u8; 20];
    let mut n = 0;
    loop {
        tmp[19 - n] = b'0' + (value % 10) as u8;
        n += 1;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out[..n].copy_from_slice(&tmp[20 - n..]);
    n
}

/// `value` (< 10^len) in decimal, zero-padded to the length of `out`.
fn put_padded(out: &mut [u8], mut value: u64) {
    for b in out.iter_mut().rev() {
        *b = b'0' + (value % 10) as u8;
        value /= 10;
    }
}

#[cfg(test)]
mod tests {
    use super::super::{round, write_js_number, DECIMALS};
    use super::{write, LIMIT};

    fn fast(v: f64) -> String {
        let mut out = Vec::new();
        write(&mut out, (v * 10f64.powi(DECIMALS)).round()).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn general(v: f64) -> String {
        let mut out = Vec::new();
        write_js_number(&mut out, round(v), &mut String::new()).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn writes_what_javascript_prints_for_the_rounded_number() {
        // Expected: String(Math.round(v * 1e9) / 1e9) for each v, printed by Node 20 (`node -e`);
        // no case is a negative half, where Math.round and Rust's round differ.
        let cases: [(f64, &str); 31] = [
            (0.0, "0"),
            (-0.0, "0"),
            (1e-10, "0"),
            (4e-10, "0"),
            (5e-10, "1e-9"),
            (1e-9, "1e-9"),
            (-1e-9, "-1e-9"),
            (1.5e-8, "1.5e-8"),
            (9.99e-7, "9.99e-7"),
            (-9.99e-7, "-9.99e-7"),
            (1e-7, "1e-7"),
            (1e-6, "0.000001"),
            (1.2e-6, "0.0000012"),
            (0.000123456789, "0.000123457"),
            (0.34, "0.34"),
            (0.33999999999999997, "0.34"),
            (12.5, "12.5"),
            (-12.5, "-12.5"),
            (359.999999999, "359.999999999"),
            (359.9999999996, "360"),
            (88.89815916713356, "88.898159167"),
            (2448087.4999702424, "2448087.499970243"),
            (2415020.5, "2415020.5"),
            (-2448087.875, "-2448087.875"),
            (1234567.890123456, "1234567.890123456"),
            (7999999.999999999, "7999999.999999999"),
            (123.000000001, "123.000000001"),
            (-0.0024904083423680423, "-0.002490408"),
            (3.8e-5, "0.000038"),
            (-3.8123456789e-5, "-0.000038123"),
            (13.176358427, "13.176358427"),
        ];
        for (v, js) in cases {
            assert_eq!(fast(v), js, "{v:e}");
        }
    }

    /// The same text as the general writer (shortest digits of the rounded double, checked
    /// against JavaScript in answer.rs) over every magnitude the fast path takes: an invariant,
    /// two independent ways to the same digits.
    #[test]
    fn equals_the_general_writer_below_the_limit() {
        // A fixed xorshift stream: mantissas at every scale from 1e-12 to the limit.
        let mut s: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let mut checked = 0;
        for _ in 0..400_000 {
            let r = next();
            let unit = (r >> 11) as f64 / (1u64 << 53) as f64;
            let v = unit * 10f64.powi((r % 19) as i32 - 12);
            let v = if r & (1 << 10) == 0 { v } else { -v };
            if v.abs() < LIMIT {
                assert_eq!(fast(v), general(v), "{v:e}");
                checked += 1;
            }
        }
        assert!(checked > 300_000);
        // Just under the limit, and numbers that sit on a billionth or half of one.
        for v in [LIMIT - 1e-9, LIMIT - 0.5e-9, 4194303.999999999, 4194304.000000001, 2.5e-9, 0.5, 1e-6 - 1e-9] {
            assert_eq!(fast(v), general(v), "{v:e}");
        }
    }
}
