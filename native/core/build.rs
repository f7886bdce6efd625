// The ephemeris files are served from memory on Linux with glibc (src/ephemeris/files_in_memory.rs):
// the link of this crate's tests, examples and benches routes Swiss Ephemeris's `fopen` there.
// The Node binding's build script does the same for the addon.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg=-Wl,--wrap=fopen");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
