//! Varnada dasa (BPHS, the chapter on the special lagnas, after the varnada lagna; the order and
//! the years as PyJHora 4.8.7 lists them, `jhora/horoscope/dhasa/raasi/varnada.py`).
//!
//! - Seed: BPHS starts the dasa from the stronger of the lagna and the hora lagna (not from the
//!   varnada lagna itself); the strength of signs is the one of every rasi dasha here
//!   ([`stronger_sign`]). The hora lagna and the varnada lagna are those of
//!   `/v1/jaimini/special-lagnas` (one definition: [`hora_lagna`], [`varnada_sign`]).
//! - Order: the twelve signs one by one, forward from an odd seed and backward from an even one.
//! - Years: the signs counted forward from the varnada lagna to the dasa sign, less one (PyJHora:
//!   the dasa sign less the varnada lagna, modulo 12); the varnada lagna's own sign, where that
//!   count leaves nothing, gets 12 as in every counted Jaimini dasha (PyJHora gives it 0 years:
//!   docs/dasha-rasi.md, difference 13). One cycle of 78 years.
//! - Antardashas: forward from the dasha sign itself.

use super::signs::{count, RasiChart};
use super::strength::stronger_sign;
use super::Built;
use crate::error::Result;
use crate::vedic::dasha::DashaRequest;
use crate::vedic::jaimini::special_lagnas::{hora_lagna as hora_of, ishta_kaala, varnada_sign};
use crate::zodiac::Sign;

/// The hora lagna (sidereal longitude) of a dasha request's birth: from the sunrise that began
/// its Vedic day, as the special lagnas count it; 422 where the Sun does not rise.
pub fn hora_lagna(req: &DashaRequest) -> Result<f64> {
    use crate::ephemeris::{ayanamsa::LAHIRI, Ayanamsa};
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
    let m = req.moment;
    Ok(hora_of(&ishta_kaala(m.jd_ut, m.offset_minutes, req.place.lat, req.place.lon, ayanamsa)?))
}

/// The hora lagna's sign; every caller has set it (systems with `needs_hora_lagna`).
pub fn hora_sign(chart: &RasiChart) -> Sign {
    Sign::of(chart.hora_lagna.expect("the hora lagna is worked out before a system that reads it"))
}

/// The sign of the varnada lagna (of the 1st house) from the lagna and the hora lagna.
pub fn varnada_lagna(chart: &RasiChart) -> Sign {
    Sign::from_index(varnada_sign(chart.lagna.index(), hora_sign(chart).index()))
}

/// The first sign (the stronger of the lagna and the hora lagna) and the direction.
pub fn start(chart: &RasiChart) -> (Sign, i64) {
    let seed = stronger_sign(chart, chart.lagna, hora_sign(chart)).0;
    (seed, if seed.index().is_multiple_of(2) { 1 } else { -1 })
}

/// The years of a sign: signs counted forward from the varnada lagna to it, less one; 12 for the
/// varnada lagna's own sign.
pub fn years(varnada: Sign, s: Sign) -> f64 {
    match count(varnada, s, true) - 1 {
        0 => 12.0,
        y => y as f64,
    }
}

/// Varnada dasa of the rasi chart (its hora lagna set).
pub fn varnada(chart: &RasiChart, birth: f64, year_days: f64) -> Built {
    let (first, direction) = start(chart);
    let vl = varnada_lagna(chart);
    Built::sign_by_sign(chart, birth, year_days, first, direction, |s| years(vl, s))
}

#[cfg(test)]
mod tests {
    use super::super::signs::regular;
    use super::*;
    use Sign::*;

    #[test]
    fn years_count_on_from_the_varnada_lagna() {
        // PyJHora 4.8.7's own example (tests/pvr_tests.py, varnada_dhasa_test: Chennai,
        // 1996-12-07 10:34): varnada lagna Sagittarius, dashas from Pisces backward of 3, 2, 1, 0,
        // 11, 10 ... years; the varnada lagna's own sign 12 here (difference 13).
        let got: Vec<f64> = regular(Pisces, -1).iter().map(|&s| years(Sagittarius, s)).collect();
        assert_eq!(got, [3.0, 2.0, 1.0, 12.0, 11.0, 10.0, 9.0, 8.0, 7.0, 6.0, 5.0, 4.0]);
        assert_eq!(got.iter().sum::<f64>(), 78.0);
    }
}
