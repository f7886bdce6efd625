// The ephemeris files are served from memory on Linux with glibc (src/ephemeris/files_in_memory.rs):
// the link routes Swiss Ephemeris's `fopen` there. Decided here once: this crate's tests, examples
// and benches get the link argument, and the crates that link this one (the Node addon) read it
// from DEP_ASTROLOGY_CORE_FOPEN_WRAP.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        let wrap = "-Wl,--wrap=fopen";
        println!("cargo:rustc-link-arg={wrap}");
        println!("cargo:fopen_wrap={wrap}");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
