//! Binding of the Jaimini group (`/v1/jaimini/...`).

use astrology_core::vedic::jaimini;

crate::bindings! {
    jaimini_karakas => jaimini::jaimini_karakas;
    jaimini_karakamsa => jaimini::jaimini_karakamsa;
    jaimini_rasi_drishti => jaimini::jaimini_rasi_drishti;
    jaimini_arudha_padas => jaimini::jaimini_arudha_padas;
    jaimini_argala => jaimini::jaimini_argala;
    jaimini_special_lagnas => jaimini::special_lagnas::jaimini_special_lagnas;
    jaimini_sphutas => jaimini::sphutas::jaimini_sphutas;
}
