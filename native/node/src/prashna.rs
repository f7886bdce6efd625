//! Binding of the prashna group (`/v1/prashna/...`).

use astrology_core::vedic;

crate::bindings! {
    prashna => vedic::prashna::prashna;
}
