//! The `.se1` files are read from memory once the link wraps `fopen` (build.rs), and what Swiss
//! Ephemeris reads through that stream is the file itself, byte for byte. That the positions stay
//! those of pyswisseph is every other test's business: they all run through this link.
#![cfg(all(target_os = "linux", target_env = "gnu"))]

mod common;

use astrology_core::ephemeris::files_in_memory::{__wrap_fopen, served_files};
use astrology_core::ephemeris::swe;

#[test]
fn swiss_ephemeris_reads_its_files_from_memory_in_this_link() {
    common::init();
    // 1987-04-10 (Meeus, example 22.a's date): any date makes Swiss Ephemeris open the planet file.
    swe::calc_ut(2_446_895.5, 4, 0).expect("Mars");
    let served = served_files();
    assert!(served.iter().any(|p| p.ends_with("sepl_18.se1")), "served from memory: {served:?}");
}

#[test]
fn a_stream_from_memory_reads_the_file_byte_for_byte_and_seeks_like_the_file() {
    common::init();
    let path = common::ephemeris_dir().join("semo_18.se1");
    let on_disk = std::fs::read(&path).expect("the Moon's file");
    let c_path = std::ffi::CString::new(path.to_string_lossy().as_bytes()).unwrap();
    // SAFETY: NUL-terminated strings; the stream is closed below.
    let stream = unsafe { __wrap_fopen(c_path.as_ptr(), c"rb".as_ptr()) };
    assert!(!stream.is_null());
    let mut read = vec![0u8; on_disk.len() + 16];
    // SAFETY: `read` has room for what is asked; the stream is open for reading.
    unsafe {
        assert_eq!(libc::fseek(stream, 0, libc::SEEK_END), 0);
        assert_eq!(libc::ftell(stream) as usize, on_disk.len(), "the end is where the file ends");
        assert_eq!(libc::fseek(stream, 0, libc::SEEK_SET), 0);
        let n = libc::fread(read.as_mut_ptr().cast(), 1, read.len(), stream);
        assert_eq!(n, on_disk.len(), "reading stops at the end of the file");
        assert_eq!(libc::fseek(stream, 1000, libc::SEEK_SET), 0);
        let mut three = [0u8; 3];
        assert_eq!(libc::fread(three.as_mut_ptr().cast(), 1, 3, stream), 3);
        assert_eq!(&three, &on_disk[1000..1003]);
        libc::fclose(stream);
    }
    assert_eq!(&read[..on_disk.len()], &on_disk[..]);
    // A file that is not there is refused as the C library refuses it.
    let missing =
        std::ffi::CString::new(common::ephemeris_dir().join("sepl_99.se1").to_string_lossy().as_bytes()).unwrap();
    // SAFETY: NUL-terminated strings.
    assert!(unsafe { __wrap_fopen(missing.as_ptr(), c"rb".as_ptr()) }.is_null());
}
