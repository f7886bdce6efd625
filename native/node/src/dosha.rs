//! Binding of the dosha group (`/v1/dosha/...`).

use astrology_core::vedic::dosha;

crate::bindings! {
    /// The doshas of one birth chart (with sade sati at `at`).
    doshas => dosha::doshas;
}
