//! The dasha answers one can ask for, by the name the API path uses (`vimshottari`,
//! `vimshottari-current`, `ashtottari`, `ashtottari-current`, `systems` ...), and the dispatch
//! from a name to its answer. The conditional nakshatra dashas are rows of
//! [`GRAHA_SYSTEMS`]: each answers as `{slug}` and `{slug}-current` with the shared answer types.

use super::graha::{graha_dasha, graha_dasha_current, graha_system, GrahaDasha, GrahaDashaCurrent, GRAHA_SYSTEMS};
use super::{kaala, kalachakra, naisargika, overview, vimshottari, yogini, DashaRequest};
use crate::error::Result;
use schemars::{Schema, SchemaGenerator};

crate::by_key! {
    "system", SYSTEMS, answer_json, answer_schemas, |request: &DashaRequest| {
        "vimshottari" => vimshottari::vimshottari(request),
        "vimshottari-current" => vimshottari::vimshottari_current(request),
        "yogini" => yogini::yogini(request),
        "yogini-current" => yogini::yogini_current(request),
        "naisargika" => naisargika::naisargika(request),
        "naisargika-current" => naisargika::naisargika_current(request),
        "kaala" => kaala::kaala(request),
        "kaala-current" => kaala::kaala_current(request),
        "kalachakra" => kalachakra::kalachakra(request),
        "kalachakra-current" => kalachakra::kalachakra_current(request),
        "systems" => overview::dasha_systems(request),
    }
}

/// The JSON answer of a system name: the fixed ones above, or a row of [`GRAHA_SYSTEMS`] as
/// `{slug}` (the listing) or `{slug}-current` (the running periods).
pub fn answer(request: &DashaRequest, system: &str) -> Result<String> {
    let (slug, current) = match system.strip_suffix("-current") {
        Some(slug) => (slug, true),
        None => (system, false),
    };
    match (graha_system(slug), current) {
        (Some(_), false) => crate::answer::json(graha_dasha(request, slug)),
        (Some(_), true) => crate::answer::json(graha_dasha_current(request, slug)),
        (None, _) => answer_json(request, system),
    }
}

/// The JSON Schema of every system name's answer.
pub fn schemas(g: &mut SchemaGenerator) -> Vec<(&'static str, Schema)> {
    let mut out = answer_schemas(g);
    let listing = g.subschema_for::<GrahaDasha>();
    let current = g.subschema_for::<GrahaDashaCurrent>();
    for s in &GRAHA_SYSTEMS {
        out.push((s.slug, listing.clone()));
        out.push((s.current, current.clone()));
    }
    out
}
