//! Binding of the milan (matchmaking) group (`/v1/milan/...`).

use astrology_core::vedic::milan;

crate::bindings! {
    /// One matchmaking check of two births (`check` as in the API path).
    milan => milan::milan;
}
