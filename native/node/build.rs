fn main() {
    napi_build::setup();
    // The `fopen` wrap astrology-core asks of the final link (its build.rs), for the addon.
    if let Ok(wrap) = std::env::var("DEP_ASTROLOGY_CORE_FOPEN_WRAP") {
        println!("cargo:rustc-link-arg={wrap}");
    }
}
