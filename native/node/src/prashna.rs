//! Binding of the prashna group (`/v1/prashna/...`).

use astrology_core::vedic;

crate::bindings! {
    prashna => vedic::prashna::prashna;
    prashna_number => vedic::prashna_number::prashna_number;
}
