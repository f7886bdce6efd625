//! Binding of the yoga group (`/v1/yoga/...`).

use astrology_core::vedic::yoga;

crate::bindings! {
    /// Every yoga of `vedic::yoga` present in a birth chart.
    yogas => yoga::yogas;
}
