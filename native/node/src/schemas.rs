//! The JSON Schemas of every binding, derived from the core's own request and answer types
//! (schemars): the one source of the OpenAPI response schemas and of the TypeScript types of
//! the addon. Each group file lists its bindings once, in `bindings!`, which declares the napi
//! function and its schema entry together, so no function can be exported without a schema.

use schemars::generate::SchemaSettings;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::Serialize;
use serde_json::{Map, Value};

/// Where answer schemas put their shared definitions: the OpenAPI components.
pub const ANSWER_DEFINITIONS: &str = "/components/schemas";
/// Request definitions live apart: a type can read differently than it is written.
pub const REQUEST_DEFINITIONS: &str = "/components/requests";

/// The two generators, one per direction, each collecting the shared definitions it meets.
pub struct Generators {
    pub request: SchemaGenerator,
    pub answer: SchemaGenerator,
}

impl Generators {
    fn new() -> Generators {
        let settings =
            |path: &str| SchemaSettings::draft2020_12().with(|s| s.definitions_path = path.to_string().into());
        Generators {
            request: settings(REQUEST_DEFINITIONS).for_deserialize().into_generator(),
            answer: settings(ANSWER_DEFINITIONS).for_serialize().into_generator(),
        }
    }
}

/// What one addon function reads and answers. Functions that answer by a selector (a dasha
/// system, a panchang element ...) give one answer schema per selector value.
#[derive(Serialize)]
pub struct FunctionSchema {
    pub request: Schema,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<Schema>,
    /// The request field that selects the answer, and the answer of each of its values.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selector: Option<&'static str>,
    #[serde(skip_serializing_if = "Map::is_empty")]
    pub answers: Map<String, Value>,
}

/// The schemas of a function `f(&I) -> Result<O>`, read off its signature.
pub fn of_fn<I: JsonSchema, O: JsonSchema>(
    g: &mut Generators,
    _f: impl Fn(&I) -> astrology_core::Result<O>,
) -> FunctionSchema {
    FunctionSchema {
        request: g.request.subschema_for::<I>(),
        answer: Some(g.answer.subschema_for::<O>()),
        selector: None,
        answers: Map::new(),
    }
}

/// The schemas of a function whose answer depends on `selector`: request type `I`, and the
/// answer schema of each selector value from the core's dispatch table.
pub fn of_selector<I: JsonSchema>(
    g: &mut Generators,
    selector: &'static str,
    answers: impl Fn(&mut SchemaGenerator) -> Vec<(&'static str, Schema)>,
) -> FunctionSchema {
    let request = g.request.subschema_for::<I>();
    let answers = answers(&mut g.answer).into_iter().map(|(k, s)| (k.to_string(), s.to_value())).collect();
    FunctionSchema { request, answer: None, selector: Some(selector), answers }
}

/// The JavaScript name napi gives a Rust function (`western_natal_chart` → `westernNatalChart`).
pub fn js_name(rust_name: &str) -> String {
    let mut out = String::with_capacity(rust_name.len());
    let mut upper = false;
    for c in rust_name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Every binding's schemas, with the shared definitions of each direction.
#[derive(Serialize)]
pub struct AddonSchemas {
    pub functions: Map<String, Value>,
    /// Shared answer definitions, referenced as `#/components/schemas/<Name>`.
    pub answer_definitions: Map<String, Value>,
    /// Shared request definitions, referenced as `#/components/requests/<Name>`.
    pub request_definitions: Map<String, Value>,
}

/// The JavaScript name of each function and its schemas, as a group file lists them.
pub type Listed = Vec<(String, FunctionSchema)>;

/// Collects the schemas of every group file's bindings.
pub fn collect(groups: &[fn(&mut Generators, &mut Listed)]) -> AddonSchemas {
    let mut g = Generators::new();
    let mut list = Vec::new();
    for group in groups {
        group(&mut g, &mut list);
    }
    let functions =
        list.into_iter().map(|(name, f)| (name, serde_json::to_value(f).expect("schemas are JSON"))).collect();
    AddonSchemas {
        functions,
        answer_definitions: g.answer.take_definitions(true),
        request_definitions: g.request.take_definitions(true),
    }
}

/// Declares a group's bindings and their schemas from one list. Each entry is
/// `name => core_function` (a synchronous JSON answer, `crate::call`); the generated
/// `schemas` function registers every entry under its JavaScript name, after the schemas of
/// the file's other bindings (`@also schemas_fn;`, written beside those bindings).
#[macro_export]
macro_rules! bindings {
    ($(@also $extra:path;)* $($(#[$doc:meta])* $name:ident => $f:expr;)*) => {
        $(
            $(#[$doc])*
            #[napi_derive::napi(catch_unwind)]
            pub fn $name(env: &napi::Env, input: napi::bindgen_prelude::Unknown) -> napi::Result<String> {
                $crate::call(env, input, $f)
            }
        )*

        /// The request and answer schemas of this file's bindings.
        pub(crate) fn schemas(
            g: &mut $crate::schemas::Generators,
            out: &mut $crate::schemas::Listed,
        ) {
            $( $extra(g, out); )*
            $( out.push(($crate::schemas::js_name(stringify!($name)), $crate::schemas::of_fn(g, $f))); )*
        }
    };
}

#[cfg(test)]
mod tests {
    use super::js_name;

    #[test]
    fn js_names_follow_napi_camel_case() {
        assert_eq!(js_name("western_natal_chart"), "westernNatalChart");
        assert_eq!(js_name("vedic_chart"), "vedicChart");
        assert_eq!(js_name("dasha"), "dasha");
    }
}
