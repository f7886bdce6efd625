//! Swiss Ephemeris's own eclipse functions, wrapped: global solar and lunar eclipse searches,
//! where and how a solar eclipse is seen, local circumstances at a place, and gamma.
//!
//! These are the raw results (Julian days UT, the `SE_ECL_*` flags, the `attr` arrays), named;
//! what the API makes of them (types, lists, visibility, sutak) lives in `crate::eclipses`.

use crate::ephemeris::place::Place;
use crate::ephemeris::swe;
use crate::error::{Error, Result};
use std::os::raw::c_char;
use swiss_eph as ffi;

/// Equatorial radius of the Earth in km (IERS 2003, the value Swiss Ephemeris uses).
const EARTH_RADIUS_KM: f64 = 6_378.136_6;
/// Astronomical unit in km (IAU 2012).
const AU_KM: f64 = 149_597_870.7;

/// The `SE_ECL_*` bits Swiss Ephemeris answers with.
pub mod flags {
    use swiss_eph as ffi;
    /// Central eclipse (the shadow axis touches the Earth).
    pub const CENTRAL: i32 = ffi::SE_ECL_CENTRAL;
    /// Total (solar: the Moon covers the Sun somewhere; lunar: the Moon wholly in the umbra).
    pub const TOTAL: i32 = ffi::SE_ECL_TOTAL;
    /// Annular solar eclipse.
    pub const ANNULAR: i32 = ffi::SE_ECL_ANNULAR;
    /// Partial eclipse.
    pub const PARTIAL: i32 = ffi::SE_ECL_PARTIAL;
    /// Hybrid (annular-total) solar eclipse.
    pub const HYBRID: i32 = ffi::SE_ECL_ANNULAR_TOTAL;
    /// Penumbral lunar eclipse.
    pub const PENUMBRAL: i32 = ffi::SE_ECL_PENUMBRAL;
    /// Some part of the eclipse is above the horizon at the place.
    pub const VISIBLE: i32 = ffi::SE_ECL_VISIBLE;
    /// The maximum is above the horizon at the place.
    pub const MAX_VISIBLE: i32 = ffi::SE_ECL_MAX_VISIBLE;
}

/// A global eclipse found by `swe_sol_eclipse_when_glob` or `swe_lun_eclipse_when`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GlobalEclipse {
    /// The `SE_ECL_*` type flags.
    pub flags: i32,
    /// Times (JD UT) as Swiss Ephemeris orders them; 0 where a phase does not happen.
    /// Solar: 0 maximum, 2/3 first/last contact on the Earth, 4/5 central phase begin/end.
    /// Lunar: 0 maximum, 2/3 partial begin/end (U1/U4), 4/5 total begin/end (U2/U3),
    /// 6/7 penumbral begin/end (P1/P4).
    pub times: [f64; 10],
}

/// Local circumstances from `swe_sol_eclipse_when_loc`, `swe_lun_eclipse_when_loc` or a `how`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LocalEclipse {
    /// The `SE_ECL_*` type and visibility flags.
    pub flags: i32,
    /// Times (JD UT). Solar: 0 maximum, 1–4 first to fourth contact, 5/6 sunrise/sunset during
    /// the eclipse. Lunar: as [`GlobalEclipse::times`], plus 8/9 moonrise/moonset during it.
    pub times: [f64; 10],
    /// Swiss Ephemeris's attribute array (magnitudes, obscuration, altitude, saros).
    pub attr: [f64; 20],
}

fn error_text(buf: &[c_char]) -> String {
    // SAFETY: Swiss Ephemeris NUL-terminates its 256-byte error buffer.
    unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }.to_string_lossy().into_owned()
}

/// A refusal of the eclipse functions: past the ephemeris files it is a 400 naming `date`.
fn refused(jd: f64, serr: &[c_char]) -> Error {
    swe::refusal(jd, error_text(serr))
}

/// The next (or, `backward`, the previous) solar eclipse anywhere on the Earth after `jd_ut`.
pub fn solar_when_glob(jd_ut: f64, backward: bool) -> Result<GlobalEclipse> {
    swe::prepare()?;
    let mut times = [0.0f64; 10];
    let mut serr = [0 as c_char; 256];
    // SAFETY: times has the 10 doubles and serr the 256 bytes the C API writes.
    let ret = unsafe {
        ffi::swe_sol_eclipse_when_glob(
            jd_ut,
            ffi::SEFLG_SWIEPH,
            0,
            times.as_mut_ptr(),
            backward as i32,
            serr.as_mut_ptr(),
        )
    };
    if ret <= 0 {
        return Err(refused(jd_ut, &serr));
    }
    Ok(GlobalEclipse { flags: ret, times })
}

/// The next (or previous) lunar eclipse after `jd_ut`.
pub fn lunar_when(jd_ut: f64, backward: bool) -> Result<GlobalEclipse> {
    swe::prepare()?;
    let mut times = [0.0f64; 10];
    let mut serr = [0 as c_char; 256];
    // SAFETY: as above.
    let ret = unsafe {
        ffi::swe_lun_eclipse_when(jd_ut, ffi::SEFLG_SWIEPH, 0, times.as_mut_ptr(), backward as i32, serr.as_mut_ptr())
    };
    if ret <= 0 {
        return Err(refused(jd_ut, &serr));
    }
    Ok(GlobalEclipse { flags: ret, times })
}

/// Where the solar eclipse at `jd_ut` is greatest: the place (on the central line for a
/// central eclipse) and Swiss Ephemeris's attributes there (magnitude, saros ...).
pub fn solar_where(jd_ut: f64) -> Result<(Place, [f64; 20])> {
    swe::prepare()?;
    let mut geopos = [0.0f64; 10];
    let mut attr = [0.0f64; 20];
    let mut serr = [0 as c_char; 256];
    // SAFETY: geopos has the 10 doubles, attr the 20 and serr the 256 bytes the C API writes.
    let ret = unsafe {
        ffi::swe_sol_eclipse_where(jd_ut, ffi::SEFLG_SWIEPH, geopos.as_mut_ptr(), attr.as_mut_ptr(), serr.as_mut_ptr())
    };
    if ret < 0 {
        return Err(refused(jd_ut, &serr));
    }
    Ok((Place { lat: geopos[1], lon: geopos[0] }, attr))
}

/// How a solar eclipse looks at a place at `jd_ut` (magnitude, obscuration, Sun's altitude).
pub fn solar_how(jd_ut: f64, place: Place) -> Result<LocalEclipse> {
    swe::prepare()?;
    let mut geopos = [place.lon, place.lat, 0.0];
    let mut attr = [0.0f64; 20];
    let mut serr = [0 as c_char; 256];
    // SAFETY: geopos has 3 doubles, attr 20, serr 256 bytes.
    let ret = unsafe {
        ffi::swe_sol_eclipse_how(jd_ut, ffi::SEFLG_SWIEPH, geopos.as_mut_ptr(), attr.as_mut_ptr(), serr.as_mut_ptr())
    };
    if ret < 0 {
        return Err(refused(jd_ut, &serr));
    }
    Ok(LocalEclipse { flags: ret, times: [0.0; 10], attr })
}

/// How a lunar eclipse looks at `jd_ut` (magnitudes, saros) and at a place (Moon's altitude).
pub fn lunar_how(jd_ut: f64, place: Place) -> Result<LocalEclipse> {
    swe::prepare()?;
    let mut geopos = [place.lon, place.lat, 0.0];
    let mut attr = [0.0f64; 20];
    let mut serr = [0 as c_char; 256];
    // SAFETY: geopos has 3 doubles, attr 20, serr 256 bytes.
    let ret = unsafe {
        ffi::swe_lun_eclipse_how(jd_ut, ffi::SEFLG_SWIEPH, geopos.as_mut_ptr(), attr.as_mut_ptr(), serr.as_mut_ptr())
    };
    if ret < 0 {
        return Err(refused(jd_ut, &serr));
    }
    Ok(LocalEclipse { flags: ret, times: [0.0; 10], attr })
}

/// Swiss Ephemeris's local eclipse searches share one signature.
type WhenLoc = unsafe extern "C" fn(f64, i32, *mut f64, *mut f64, *mut f64, i32, *mut c_char) -> i32;

/// One local search forward from `jd_ut` (solar or lunar, by `search`).
fn when_loc(search: WhenLoc, jd_ut: f64, place: Place) -> Result<LocalEclipse> {
    swe::prepare()?;
    let mut geopos = [place.lon, place.lat, 0.0];
    let mut times = [0.0f64; 10];
    let mut attr = [0.0f64; 20];
    let mut serr = [0 as c_char; 256];
    // SAFETY: geopos 3, times 10, attr 20 doubles and serr 256 bytes, as the C API writes.
    let ret = unsafe {
        search(
            jd_ut,
            ffi::SEFLG_SWIEPH,
            geopos.as_mut_ptr(),
            times.as_mut_ptr(),
            attr.as_mut_ptr(),
            0,
            serr.as_mut_ptr(),
        )
    };
    if ret <= 0 {
        return Err(refused(jd_ut, &serr));
    }
    Ok(LocalEclipse { flags: ret, times, attr })
}

/// The next solar eclipse after `jd_ut` of which some part is above the horizon at the place.
pub fn solar_when_loc(jd_ut: f64, place: Place) -> Result<LocalEclipse> {
    when_loc(ffi::swe_sol_eclipse_when_loc, jd_ut, place)
}

/// The next lunar eclipse after `jd_ut` of which some part is above the horizon at the place.
pub fn lunar_when_loc(jd_ut: f64, place: Place) -> Result<LocalEclipse> {
    when_loc(ffi::swe_lun_eclipse_when_loc, jd_ut, place)
}

/// Geocentric true-of-date equatorial vector of a body in km.
fn equatorial_km(jd_ut: f64, body: i32) -> Result<[f64; 3]> {
    let x = swe::calc_ut(jd_ut, body, ffi::SEFLG_EQUATORIAL | ffi::SEFLG_XYZ)?;
    Ok([x[0] * AU_KM, x[1] * AU_KM, x[2] * AU_KM])
}

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// The part of `point` perpendicular to `axis` (through the Earth's centre), as a signed length
/// in Earth equatorial radii, positive north. For a line through `point` along `axis` this is
/// also where that line passes the Earth's centre.
fn axis_offset(point: [f64; 3], axis: [f64; 3]) -> f64 {
    let n = dot(axis, axis).sqrt();
    let u = [axis[0] / n, axis[1] / n, axis[2] / n];
    let along = dot(point, u);
    let p = [point[0] - along * u[0], point[1] - along * u[1], point[2] - along * u[2]];
    dot(p, p).sqrt().copysign(p[2]) / EARTH_RADIUS_KM
}

/// Gamma of a solar eclipse at `jd_ut`: how far the axis of the Moon's shadow passes from the
/// Earth's centre, in Earth equatorial radii, positive north (Swiss Ephemeris has no gamma).
pub fn solar_gamma(jd_ut: f64) -> Result<f64> {
    let sun = equatorial_km(jd_ut, ffi::SE_SUN)?;
    let moon = equatorial_km(jd_ut, ffi::SE_MOON)?;
    Ok(axis_offset(moon, [moon[0] - sun[0], moon[1] - sun[1], moon[2] - sun[2]]))
}

/// Gamma of a lunar eclipse at `jd_ut`: how far the Moon's centre passes from the axis of the
/// Earth's shadow, in Earth equatorial radii, positive when the Moon is north of it.
pub fn lunar_gamma(jd_ut: f64) -> Result<f64> {
    let sun = equatorial_km(jd_ut, ffi::SE_SUN)?;
    let moon = equatorial_km(jd_ut, ffi::SE_MOON)?;
    // The shadow axis runs from the Earth's centre away from the Sun; the Moon's perpendicular
    // offset from that line is what gamma measures.
    Ok(axis_offset(moon, [-sun[0], -sun[1], -sun[2]]))
}
