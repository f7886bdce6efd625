//! Binding of the varshaphal group (`/v1/varshaphal/...`).

use astrology_core::vedic::varshaphal;

crate::bindings! {
    /// The Tajika annual chart of one year of life (solar return, muntha, year lord, sahams,
    /// Tajika aspects and yogas, mudda dasha).
    varshaphal => varshaphal::varshaphal;
}
