fn main() {
    napi_build::setup();
    // The ephemeris files are served from memory on Linux with glibc (astrology-core's
    // ephemeris/files_in_memory.rs): the addon's link routes Swiss Ephemeris's `fopen` there.
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg=-Wl,--wrap=fopen");
    }
}
