//! The requests of the hottest bindings (`chartView`, `resolveMoment`) read field by field with
//! one N-API call per property, instead of through serde: napi's serde reader lists each
//! object's keys, converts every key to a Rust string and looks each property up again by a
//! freshly allocated name, some fifty N-API calls and as many allocations for a date, a time
//! and an offset (profiled as nearly all of `resolveMoment`'s time).
//!
//! Only the plain shape is read here; anything else (a missing field, a wrong type, a number
//! serde would refuse) returns `None`, and the caller falls back to serde, so every error and
//! every accepted input stays exactly what it was.

use napi::sys;
use std::ffi::CStr;

/// A JS object whose properties are read by name.
pub(crate) struct Props {
    env: sys::napi_env,
    object: sys::napi_value,
}

/// A property's value, by what the reader needs to know of it.
enum Value {
    /// Absent, `undefined` or `null` (serde reads both as "no value").
    Nothing,
    /// Anything else, with its N-API type.
    Some(sys::napi_value, sys::napi_valuetype),
}

impl Props {
    /// The object `value`, or `None` when it is not one.
    pub(crate) fn of(env: sys::napi_env, value: sys::napi_value) -> Option<Props> {
        (type_of(env, value)? == sys::ValueType::napi_object).then_some(Props { env, object: value })
    }

    fn get(&self, name: &CStr) -> Option<Value> {
        let mut out = std::ptr::null_mut();
        // SAFETY: env and object come from the running call; name is NUL-terminated.
        let status = unsafe { sys::napi_get_named_property(self.env, self.object, name.as_ptr(), &mut out) };
        if status != sys::Status::napi_ok {
            return None;
        }
        match type_of(self.env, out)? {
            sys::ValueType::napi_undefined | sys::ValueType::napi_null => Some(Value::Nothing),
            t => Some(Value::Some(out, t)),
        }
    }

    /// A nested object.
    pub(crate) fn object(&self, name: &CStr) -> Option<Props> {
        match self.get(name)? {
            Value::Some(v, sys::ValueType::napi_object) => Some(Props { env: self.env, object: v }),
            _ => None,
        }
    }

    /// A number as serde reads it through napi: a value within f64::EPSILON of a whole number
    /// arrives as that integer (napi's `deserialize_any`), anything else as itself.
    pub(crate) fn f64(&self, name: &CStr) -> Option<f64> {
        let x = self.number(name)?;
        Some(if (x.trunc() - x).abs() < f64::EPSILON { x as i64 as f64 } else { x })
    }

    /// A whole number in i32's range, as serde accepts one; `None` for any other number.
    pub(crate) fn i32(&self, name: &CStr) -> Option<i32> {
        let x = self.number(name)?;
        if (x.trunc() - x).abs() < f64::EPSILON {
            i32::try_from(x as i64).ok()
        } else {
            None
        }
    }

    fn number(&self, name: &CStr) -> Option<f64> {
        let Value::Some(v, sys::ValueType::napi_number) = self.get(name)? else { return None };
        let mut x = 0.0;
        // SAFETY: v is a JS number of this call.
        let status = unsafe { sys::napi_get_value_double(self.env, v, &mut x) };
        (status == sys::Status::napi_ok).then_some(x)
    }

    /// A required string.
    pub(crate) fn string(&self, name: &CStr) -> Option<String> {
        self.optional_string(name)?
    }

    /// An optional string: `Some(None)` when absent, `undefined` or `null`.
    pub(crate) fn optional_string(&self, name: &CStr) -> Option<Option<String>> {
        match self.get(name)? {
            Value::Nothing => Some(None),
            Value::Some(v, sys::ValueType::napi_string) => Some(Some(string_of(self.env, v)?)),
            Value::Some(..) => None,
        }
    }

    /// True when the object has no such property; false when it has one, even `undefined` or
    /// `null` (serde reads a key present as a value, and refuses those for a defaulted enum).
    pub(crate) fn is_absent(&self, name: &CStr) -> Option<bool> {
        let mut has = false;
        // SAFETY: as in `get`.
        let status = unsafe { sys::napi_has_named_property(self.env, self.object, name.as_ptr(), &mut has) };
        (status == sys::Status::napi_ok).then_some(!has)
    }
}

fn type_of(env: sys::napi_env, value: sys::napi_value) -> Option<sys::napi_valuetype> {
    let mut t = 0;
    // SAFETY: value belongs to the running call.
    let status = unsafe { sys::napi_typeof(env, value, &mut t) };
    (status == sys::Status::napi_ok).then_some(t)
}

/// A short JS string in one call through a stack buffer; `None` for longer ones (the caller's
/// serde fallback reads those).
fn string_of(env: sys::napi_env, value: sys::napi_value) -> Option<String> {
    let mut buf = [0u8; 64];
    let mut len = 0usize;
    // SAFETY: buf has 64 bytes; N-API writes at most 63 and a NUL.
    let status = unsafe { sys::napi_get_value_string_utf8(env, value, buf.as_mut_ptr().cast(), buf.len(), &mut len) };
    if status != sys::Status::napi_ok || len >= buf.len() - 1 {
        return None;
    }
    String::from_utf8(buf[..len].to_vec()).ok()
}
