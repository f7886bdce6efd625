//! Thin safe layer over the Swiss Ephemeris C API.
//!
//! Swiss Ephemeris keeps its state per thread (it is built with `__thread` storage), so the
//! ephemeris path and the sidereal mode must be set on the thread that calculates. Every entry
//! point here first calls `prepare_thread`, which applies the process-wide configuration to the
//! current thread when it has changed, and tracks the thread's sidereal mode so that it is only
//! reset when a different ayanamsa is asked for.

use crate::ephemeris::range::{date_of, SUPPORTED_FIRST_JD, SUPPORTED_LAST_JD, SUPPORTED_RANGE_TEXT};
use crate::error::{Error, Result};
use std::cell::Cell;
use std::ffi::{CStr, CString};
use std::os::raw::c_char;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use swiss_eph as ffi;

/// Files the product needs; their absence would make Swiss Ephemeris fall back silently to
/// its less precise Moshier model, which we refuse to do.
pub const REQUIRED_FILES: [&str; 4] = ["sepl_18.se1", "semo_18.se1", "seas_18.se1", "sefstars.txt"];

static EPHE_PATH: Mutex<Option<CString>> = Mutex::new(None);
static CONFIG_GENERATION: AtomicU64 = AtomicU64::new(0);

thread_local! {
    static APPLIED_GENERATION: Cell<u64> = const { Cell::new(u64::MAX) };
    static SIDEREAL_MODE: Cell<i32> = const { Cell::new(-1) };
}

/// Sets the directory holding the `.se1` files for every thread, after checking it is complete.
pub fn set_ephemeris_path(dir: &str) -> Result<()> {
    for file in REQUIRED_FILES {
        if !Path::new(dir).join(file).is_file() {
            return Err(Error::Ephemeris(format!("{file} not found in {dir}")));
        }
    }
    let c = CString::new(dir).map_err(|_| Error::Ephemeris("path contains NUL".into()))?;
    *EPHE_PATH.lock().unwrap_or_else(|e| e.into_inner()) = Some(c);
    CONFIG_GENERATION.fetch_add(1, Ordering::SeqCst);
    Ok(())
}

/// A number that changes whenever the ephemeris configuration does: values memoised from the
/// ephemeris are only reused under the same number.
pub fn config_generation() -> u64 {
    CONFIG_GENERATION.load(Ordering::SeqCst)
}

/// The configured ephemeris directory, if any.
pub fn ephemeris_path() -> Option<String> {
    let guard = EPHE_PATH.lock().unwrap_or_else(|e| e.into_inner());
    guard.as_ref().map(|c| c.to_string_lossy().into_owned())
}

fn prepare_thread() -> Result<()> {
    let current = CONFIG_GENERATION.load(Ordering::SeqCst);
    if APPLIED_GENERATION.with(|g| g.get()) == current {
        return Ok(());
    }
    if current == 0 {
        if let Ok(dir) = std::env::var("ASTROLOGY_EPHE_PATH") {
            set_ephemeris_path(&dir)?;
            return prepare_thread();
        }
        return Err(Error::Ephemeris(
            "no ephemeris path configured (set ASTROLOGY_EPHE_PATH or call set_ephemeris_path)".into(),
        ));
    }
    let guard = EPHE_PATH.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(path) = guard.as_ref() {
        // SAFETY: a valid NUL-terminated string; Swiss Ephemeris copies it into thread state.
        unsafe { ffi::swe_set_ephe_path(path.as_ptr()) };
    }
    APPLIED_GENERATION.with(|g| g.set(current));
    SIDEREAL_MODE.with(|m| m.set(-1));
    Ok(())
}

/// Applies the configured ephemeris path to this thread (for the wrappers in sibling modules).
pub(crate) fn prepare() -> Result<()> {
    prepare_thread()
}

/// The error of a call at `jd_ut` that Swiss Ephemeris refused (see `refused`).
pub(crate) fn refusal(jd_ut: f64, message: String) -> Error {
    refused(jd_ut, message)
}

/// Puts this thread in the given sidereal mode (a `SE_SIDM_*` constant), if not already.
pub fn use_sidereal_mode(mode: i32) -> Result<()> {
    prepare_thread()?;
    if SIDEREAL_MODE.with(|m| m.get()) != mode {
        // SAFETY: plain value arguments.
        unsafe { ffi::swe_set_sid_mode(mode, 0.0, 0.0) };
        SIDEREAL_MODE.with(|m| m.set(mode));
    }
    Ok(())
}

/// Forgets everything Swiss Ephemeris holds for this thread, so that the next call starts as on
/// a fresh thread (path and sidereal mode re-applied by `prepare_thread`).
///
/// Why: a search that runs past the end of the .se1 files makes Swiss Ephemeris try the next
/// file (`sepl_24.se1`), fail, and keep that failed file in the thread's state; afterwards the
/// same thread refuses dates the files do cover, while other threads answer them. Resetting
/// after every error keeps "same input, same answer" whatever the thread computed before.
fn reset_thread() {
    // SAFETY: swe_close only frees this thread's file handles and caches; Swiss Ephemeris
    // reopens what it needs on the next call, once the path is set again.
    unsafe { ffi::swe_close() };
    APPLIED_GENERATION.with(|g| g.set(u64::MAX));
    SIDEREAL_MODE.with(|m| m.set(-1));
}

/// An ephemeris error, after resetting the thread's Swiss Ephemeris state.
fn failure(message: String) -> Error {
    reset_thread();
    Error::Ephemeris(message)
}

/// The error of a calculation at `jd_ut` that Swiss Ephemeris refused. Outside the supported
/// range it is the caller's request that reaches there (an event search, a window, a return
/// that runs past the last date served), so it is a 400 naming the date needed, never a 500
/// that invites a retry; inside the range it is our failure.
fn refused(jd_ut: f64, message: String) -> Error {
    if (SUPPORTED_FIRST_JD..SUPPORTED_LAST_JD + 1.0).contains(&jd_ut) {
        return failure(message);
    }
    reset_thread();
    Error::invalid(
        "date",
        format!(
            "this answer needs the planets on {}, outside the supported range {SUPPORTED_RANGE_TEXT}: \
             ask for a moment further inside the range",
            date_of(jd_ut)
        ),
    )
}

fn error_text(buf: &[c_char]) -> String {
    // SAFETY: Swiss Ephemeris NUL-terminates its 256-byte error buffer.
    unsafe { CStr::from_ptr(buf.as_ptr()) }.to_string_lossy().into_owned()
}

/// `swe_calc_ut` with the file ephemeris; refuses a silent fallback to Moshier.
pub fn calc_ut(jd_ut: f64, body: i32, flags: i32) -> Result<[f64; 6]> {
    prepare_thread()?;
    let mut xx = [0.0f64; 6];
    let mut serr = [0 as c_char; 256];
    let iflag = flags | ffi::SEFLG_SWIEPH;
    // SAFETY: xx has the 6 doubles and serr the 256 bytes the C API writes.
    let ret = unsafe { ffi::swe_calc_ut(jd_ut, body, iflag, xx.as_mut_ptr(), serr.as_mut_ptr()) };
    if ret < 0 {
        return Err(refused(jd_ut, error_text(&serr)));
    }
    if ret & ffi::SEFLG_SWIEPH == 0 {
        return Err(refused(
            jd_ut,
            format!("ephemeris file missing for body {body} at JD {jd_ut}: {}", error_text(&serr)),
        ));
    }
    Ok(xx)
}

/// Ayanamsa in degrees at a UT Julian day for the thread's current sidereal mode.
pub fn ayanamsa_ut(jd_ut: f64) -> Result<f64> {
    prepare_thread()?;
    let mut value = 0.0;
    let mut serr = [0 as c_char; 256];
    // SAFETY: out-pointers to valid locals.
    let ret = unsafe { ffi::swe_get_ayanamsa_ex_ut(jd_ut, ffi::SEFLG_SWIEPH, &mut value, serr.as_mut_ptr()) };
    if ret < 0 {
        return Err(failure(error_text(&serr)));
    }
    Ok(value)
}

/// Mean ayanamsa (without nutation in longitude) in degrees at a UT Julian day, for the thread's
/// current sidereal mode; the true value ([`ayanamsa_ut`]) is this plus the nutation.
pub fn ayanamsa_mean_ut(jd_ut: f64) -> Result<f64> {
    prepare_thread()?;
    let mut value = 0.0;
    let mut serr = [0 as c_char; 256];
    // SAFETY: out-pointers to valid locals.
    let ret = unsafe {
        ffi::swe_get_ayanamsa_ex_ut(jd_ut, ffi::SEFLG_SWIEPH | ffi::SEFLG_NONUT, &mut value, serr.as_mut_ptr())
    };
    if ret < 0 {
        return Err(failure(error_text(&serr)));
    }
    Ok(value)
}

/// Swiss Ephemeris's own name of a sidereal mode (`swe_get_ayanamsa_name`).
pub fn ayanamsa_name(mode: i32) -> String {
    // SAFETY: returns a pointer to a static C string (or null for an unknown mode).
    let p = unsafe { ffi::swe_get_ayanamsa_name(mode) };
    if p.is_null() {
        return String::new();
    }
    // SAFETY: non-null, NUL-terminated static string.
    unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// Raw house computation: 13 (or 37 for Gauquelin) cusps and 10 angle values.
/// Returns false in the third slot when Swiss Ephemeris had to fall back (polar circle).
pub fn houses_ex(jd_ut: f64, flags: i32, lat: f64, lon: f64, system: u8) -> Result<([f64; 37], [f64; 10], bool)> {
    prepare_thread()?;
    let mut cusps = [0.0f64; 37];
    let mut ascmc = [0.0f64; 10];
    // SAFETY: cusps has room for the 37 values Gauquelin writes, ascmc for 10.
    let ret =
        unsafe { ffi::swe_houses_ex(jd_ut, flags, lat, lon, system as i32, cusps.as_mut_ptr(), ascmc.as_mut_ptr()) };
    Ok((cusps, ascmc, ret >= 0))
}

/// True obliquity of the ecliptic (degrees) at a UT Julian day: `swe_calc_ut(SE_ECL_NUT)`.
pub fn true_obliquity(jd_ut: f64) -> Result<f64> {
    prepare_thread()?;
    let mut xx = [0.0f64; 6];
    let mut serr = [0 as c_char; 256];
    // SAFETY: xx has the 6 doubles and serr the 256 bytes the C API writes.
    let ret =
        unsafe { ffi::swe_calc_ut(jd_ut, ffi::SE_ECL_NUT, ffi::SEFLG_SWIEPH, xx.as_mut_ptr(), serr.as_mut_ptr()) };
    if ret < 0 {
        return Err(refused(jd_ut, error_text(&serr)));
    }
    Ok(xx[0])
}

/// The sidereal time in degrees (ARMC) at a UT Julian day and east longitude, and the true
/// obliquity, computed as `swe_houses_ex` computes them, bit for bit, but from the nutation
/// Swiss Ephemeris keeps for the moment (`swe_calc_ut(SE_ECL_NUT)`): the planets of a chart
/// have just computed it, and `swe_houses_ex` would compute it again (a sixth of a chart's
/// ephemeris time when profiled). `None` when Swiss Ephemeris refuses.
pub fn armc_and_obliquity(jd_ut: f64, lon: f64) -> Result<Option<(f64, f64)>> {
    prepare_thread()?;
    let mut x = [0.0f64; 6];
    let mut serr = [0 as c_char; 256];
    // SAFETY: x has the 6 doubles and serr the 256 bytes the C API writes.
    let ret = unsafe { ffi::swe_calc_ut(jd_ut, ffi::SE_ECL_NUT, ffi::SEFLG_SWIEPH, x.as_mut_ptr(), serr.as_mut_ptr()) };
    if ret < 0 {
        return Ok(None);
    }
    // swe_houses_ex2: eps_mean + nutlo[1] and nutlo[0], each radians × RADTODEG as here
    // (x[1] mean obliquity, x[2] and x[3] the nutation in longitude and obliquity, degrees).
    let eps = x[1] + x[3];
    // SAFETY: pure computations on numbers.
    let armc = unsafe { ffi::swe_degnorm(ffi::swe_sidtime0(jd_ut, eps, x[2]) * 15.0 + lon) };
    Ok(Some((armc, eps)))
}

/// House cusps and angles from a sidereal time (ARMC, degrees), latitude and obliquity
/// (`swe_houses_armc`); false in the third slot when the system failed (polar circle).
pub fn houses_armc(armc: f64, lat: f64, eps: f64, system: u8) -> ([f64; 37], [f64; 10], bool) {
    let mut cusps = [0.0f64; 37];
    let mut ascmc = [0.0f64; 10];
    // SAFETY: cusps has room for the 37 values Gauquelin writes, ascmc for 10.
    let ret = unsafe { ffi::swe_houses_armc(armc, lat, eps, system as i32, cusps.as_mut_ptr(), ascmc.as_mut_ptr()) };
    (cusps, ascmc, ret >= 0)
}

/// `swe_fixstar2_ut` and `swe_fixstar2_mag` for one star of `sefstars.txt`: the name searched
/// (traditional name, `,nomenclature`, or the catalogue's sequential number as text), the name
/// found ("Aldebaran,alTau"), the six position values for `flags`, and the visual magnitude.
/// `Ok(None)` when the catalogue has no such star.
pub fn fixstar2_ut(star: &str, jd_ut: f64, flags: i32) -> Result<Option<(String, [f64; 6], f64)>> {
    prepare_thread()?;
    let mut name = [0 as c_char; 256];
    for (d, s) in name.iter_mut().zip(star.bytes().take(200)) {
        *d = s as c_char;
    }
    let mut xx = [0.0f64; 6];
    let mut serr = [0 as c_char; 256];
    // SAFETY: name is a NUL-terminated 256-byte buffer (the C API writes the found name back into
    // it, at most 2 * SE_MAX_STNAME + 1 bytes), xx has 6 doubles and serr 256 bytes.
    let ret = unsafe {
        ffi::swe_fixstar2_ut(name.as_mut_ptr(), jd_ut, flags | ffi::SEFLG_SWIEPH, xx.as_mut_ptr(), serr.as_mut_ptr())
    };
    if ret < 0 {
        let e = error_text(&serr);
        return if e.contains("not found") || e.contains("not available") { Ok(None) } else { Err(failure(e)) };
    }
    let found = error_text(&name);
    let mut mag = 0.0;
    // SAFETY: name holds the found name (NUL-terminated; the call may overwrite it with the name
    // its own search finds, hence `found` above); mag and serr are valid out-pointers.
    let ret = unsafe { ffi::swe_fixstar2_mag(name.as_mut_ptr(), &mut mag, serr.as_mut_ptr()) };
    if ret < 0 {
        return Err(failure(error_text(&serr)));
    }
    Ok(Some((found, xx, mag)))
}

/// `swe_pheno_ut` (geocentric apparent): phase angle (°), illuminated fraction (0..1),
/// elongation (°), apparent diameter (°) and apparent magnitude, in the C API's order.
pub fn pheno_ut(jd_ut: f64, body: i32) -> Result<[f64; 5]> {
    prepare_thread()?;
    let mut attr = [0.0f64; 20];
    let mut serr = [0 as c_char; 256];
    // SAFETY: attr has the 20 doubles the C API may write, serr 256 bytes.
    let ret = unsafe { ffi::swe_pheno_ut(jd_ut, body, ffi::SEFLG_SWIEPH, attr.as_mut_ptr(), serr.as_mut_ptr()) };
    if ret < 0 {
        return Err(refused(jd_ut, error_text(&serr)));
    }
    Ok([attr[0], attr[1], attr[2], attr[3], attr[4]])
}

/// Delta T (TT − UT) in days.
pub fn delta_t(jd_ut: f64) -> Result<f64> {
    prepare_thread()?;
    let mut serr = [0 as c_char; 256];
    // SAFETY: serr has 256 bytes.
    Ok(unsafe { ffi::swe_deltat_ex(jd_ut, ffi::SEFLG_SWIEPH, serr.as_mut_ptr()) })
}

/// Greenwich apparent sidereal time (with nutation) at a UT Julian day, in hours 0..24.
pub fn sidereal_time(jd_ut: f64) -> Result<f64> {
    prepare_thread()?;
    // SAFETY: a pure computation on a number.
    Ok(unsafe { ffi::swe_sidtime(jd_ut) })
}

/// Equation of time (local apparent minus local mean time) at a UT Julian day, in days.
pub fn equation_of_time(jd_ut: f64) -> Result<f64> {
    prepare_thread()?;
    let mut te = 0.0;
    let mut serr = [0 as c_char; 256];
    // SAFETY: te is one double, serr 256 bytes.
    let ret = unsafe { ffi::swe_time_equ(jd_ut, &mut te, serr.as_mut_ptr()) };
    if ret < 0 {
        return Err(refused(jd_ut, error_text(&serr)));
    }
    Ok(te)
}

/// Outcome of a rise/set search.
pub enum RiseSet {
    /// The event happens at this Julian day (UT).
    At(f64),
    /// The body stays above or below the horizon for the whole search (polar day or night).
    Never,
}

/// `swe_rise_trans` for a body; `rsmi` combines `SE_CALC_*` and `SE_BIT_*` flags.
pub fn rise_trans(jd_ut: f64, body: i32, rsmi: i32, lat: f64, lon: f64) -> Result<RiseSet> {
    prepare_thread()?;
    let mut geopos = [lon, lat, 0.0];
    let mut tret = [0.0f64; 10];
    let mut serr = [0 as c_char; 256];
    // SAFETY: geopos has 3 doubles, tret 10, serr 256 bytes; no star name.
    let ret = unsafe {
        ffi::swe_rise_trans(
            jd_ut,
            body,
            std::ptr::null_mut(),
            ffi::SEFLG_SWIEPH,
            rsmi,
            geopos.as_mut_ptr(),
            1013.25,
            15.0,
            tret.as_mut_ptr(),
            serr.as_mut_ptr(),
        )
    };
    match ret {
        r if r >= 0 => Ok(RiseSet::At(tret[0])),
        -2 => Ok(RiseSet::Never),
        _ => Err(refused(jd_ut, error_text(&serr))),
    }
}

/// Version string of the linked Swiss Ephemeris library, e.g. "2.10.03" (asked once).
pub fn version() -> &'static str {
    static VERSION: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    VERSION.get_or_init(|| {
        let mut buf = [0 as c_char; 256];
        // SAFETY: swe_version writes at most a short version string into buf.
        unsafe { ffi::swe_version(buf.as_mut_ptr()) };
        error_text(&buf)
    })
}

/// "Swiss Ephemeris 2.10.03": how every response names its ephemeris.
pub fn label() -> &'static str {
    static LABEL: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    LABEL.get_or_init(|| format!("Swiss Ephemeris {}", version()))
}
