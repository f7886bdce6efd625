//! The `.se1` ephemeris files served from memory instead of through the kernel.
//!
//! Swiss Ephemeris reads its files through C stdio: one `fseek` and a few `fread`s whenever a body
//! moves to a new segment of coefficients. A chart for a new date moves every body to a new
//! segment, and glibc turns each seek into an `lseek` and a 4 KiB `read`: 16 reads and 16 seeks
//! per chart, a fifth of its time (perf, 2026-11-27). The files are small (about 2 MB together)
//! and do not change while the process runs, so the final link wraps `fopen`
//! (`-Wl,--wrap=fopen`, decided by this crate's build script, which hands it to the Node binding) and an
//! `.se1` file opened for reading is served from one copy per process through `fmemopen`: the
//! same bytes through the same stdio calls, without a system call. Any other file, and any
//! failure here, goes to the C library's own `fopen` (its `fopen64` name, which the wrap leaves
//! alone), so the behaviour is what it was; a link without the wrap never calls this at all.

use std::ffi::{CStr, CString, OsStr};
use std::os::raw::{c_char, c_void};
use std::os::unix::ffi::OsStrExt;
use std::sync::Mutex;

/// Each file read so far, by the path Swiss Ephemeris asked for. Swiss Ephemeris opens a file once
/// per thread and keeps it open, so this is consulted a handful of times per thread.
static FILES: Mutex<Vec<(CString, &'static [u8])>> = Mutex::new(Vec::new());

/// The file's bytes, read once per process; `None` for a file that cannot be read (Swiss
/// Ephemeris then gets the C library's own answer, `NULL` and its `errno`).
fn bytes_of(path: &CStr) -> Option<&'static [u8]> {
    let mut files = FILES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, bytes)) = files.iter().find(|(p, _)| p.as_c_str() == path) {
        return Some(bytes);
    }
    let bytes = std::fs::read(OsStr::from_bytes(path.to_bytes())).ok()?;
    if bytes.is_empty() {
        return None; // fmemopen refuses an empty buffer; stdio reports such a file itself
    }
    // Kept for the life of the process: the streams of every thread read from it.
    let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    files.push((path.to_owned(), bytes));
    Some(bytes)
}

/// The files served from memory so far: empty in a link without the wrap (readiness and tests).
pub fn served_files() -> Vec<String> {
    let files = FILES.lock().unwrap_or_else(|e| e.into_inner());
    files.iter().map(|(p, _)| p.to_string_lossy().into_owned()).collect()
}

/// Whether `fopen(path, mode)` asks to read an ephemeris file (Swiss Ephemeris opens them "rb").
fn is_ephemeris_read(path: &CStr, mode: &CStr) -> bool {
    let mode = mode.to_bytes();
    path.to_bytes().ends_with(b".se1") && mode.first() == Some(&b'r') && !mode.contains(&b'+')
}

/// `fopen` as the linker's `--wrap=fopen` routes it: an ephemeris file read from memory, anything
/// else opened as before.
///
/// # Safety
/// As `fopen`: `path` and `mode` are NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn __wrap_fopen(path: *const c_char, mode: *const c_char) -> *mut libc::FILE {
    if !path.is_null() && !mode.is_null() {
        // SAFETY: the caller passes NUL-terminated strings, as fopen requires.
        let (p, m) = unsafe { (CStr::from_ptr(path), CStr::from_ptr(mode)) };
        if is_ephemeris_read(p, m) {
            if let Some(bytes) = bytes_of(p) {
                // SAFETY: a read-only stream over a buffer that lives as long as the process;
                // glibc's fmemopen never writes to it in mode "rb".
                let stream = unsafe { libc::fmemopen(bytes.as_ptr() as *mut c_void, bytes.len(), c"rb".as_ptr()) };
                if !stream.is_null() {
                    return stream;
                }
            }
        }
    }
    // SAFETY: the C library's own fopen, with the caller's arguments.
    unsafe { libc::fopen64(path, mode) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_ephemeris_files_opened_for_reading_are_served_from_memory() {
        assert!(is_ephemeris_read(c"/e/sepl_18.se1", c"rb"));
        assert!(!is_ephemeris_read(c"/e/sepl_18.se1", c"r+b"));
        assert!(!is_ephemeris_read(c"/e/sepl_18.se1", c"wb"));
        assert!(!is_ephemeris_read(c"/e/sefstars.txt", c"rb"));
    }
}
