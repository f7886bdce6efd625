//! SVG to PNG in-process with resvg (`format=png`). The images name DejaVu Sans first, and that
//! font is compiled in (the `dejavu` crate ships its files), so the PNG looks the same on every
//! machine and never depends on the fonts a server happens to have installed. DejaVu has no
//! Indian scripts: the host registers the Noto fonts it ships (`register_font_files`, done by the
//! Node layer at start from its npm font packages), and resvg falls back to them glyph by glyph
//! for the labels of `lang=hi`, `ta` … A document resvg cannot read (none of ours) is answered
//! as unsupported rather than with a panic.

use crate::error::{Error, Result};
use resvg::usvg::fontdb::Database;
use std::sync::{Arc, LazyLock, RwLock};

/// DejaVu Sans regular and bold, and the generic families pointing at it.
fn built_in() -> Database {
    let mut db = Database::new();
    db.load_font_data(dejavu::sans::regular().to_vec());
    db.load_font_data(dejavu::sans::bold().to_vec());
    db.set_sans_serif_family("DejaVu Sans");
    db.set_serif_family("DejaVu Sans");
    db.set_monospace_family("DejaVu Sans");
    db
}

/// The font database every PNG is drawn with: the built-in fonts and any registered since.
static DB: LazyLock<RwLock<Arc<Database>>> = LazyLock::new(|| RwLock::new(Arc::new(built_in())));

fn fonts() -> Arc<Database> {
    DB.read().map_or_else(|e| e.into_inner().clone(), |db| db.clone())
}

/// Adds font files (TrueType/OpenType) to the PNG renderer's fonts; returns how many faces it
/// now has. A file that cannot be read is an error naming it, and nothing is added.
pub fn register_font_files(paths: &[String]) -> Result<usize> {
    let mut db = (*fonts()).clone();
    for path in paths {
        let data = std::fs::read(path).map_err(|e| Error::Unsupported(format!("font {path}: {e}")))?;
        db.load_font_data(data);
    }
    let faces = db.len();
    *DB.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(db);
    Ok(faces)
}

/// The PNG of an SVG document, at the document's own width and height in px.
pub fn png_of(svg: &str) -> Result<Vec<u8>> {
    let options = resvg::usvg::Options { fontdb: fonts(), ..Default::default() };
    let tree = resvg::usvg::Tree::from_str(svg, &options)
        .map_err(|e| Error::Unsupported(format!("the image could not be read back for PNG: {e}")))?;
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| Error::Unsupported("empty image size".into()))?;
    resvg::render(&tree, resvg::tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| Error::Unsupported(format!("PNG encoding failed: {e}")))
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 with padding (RFC 4648 §4): how the PNG bytes cross to the HTTP layer.
pub fn base64(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * k)) as usize & 63] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{base64, png_of, register_font_files};

    /// Dark pixels of a PNG drawn from `svg` (decoded back with tiny-skia).
    fn ink(svg: &str) -> usize {
        let png = png_of(svg).unwrap();
        let pixmap = resvg::tiny_skia::Pixmap::decode_png(&png).unwrap();
        pixmap.pixels().iter().filter(|p| p.red() < 128 && p.alpha() > 0).count()
    }

    /// DejaVu has no Devanagari, so a Hindi label is empty boxes until the Noto font the Node layer
    /// registers (from the npm package the project installs) is added; then it is drawn in it.
    #[test]
    fn a_registered_font_draws_the_labels_dejavu_cannot() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" font-family="DejaVu Sans"><rect width="120" height="60" fill="white"/><text x="10" y="40" font-size="30" fill="black">सू चं</text></svg>"#;
        // Without it: DejaVu's empty boxes (.notdef) where the syllables should be.
        let boxes = png_of(svg).unwrap();
        let dir = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular"
        );
        let faces = register_font_files(&[format!("{dir}/NotoSansDevanagari_400Regular.ttf")]).unwrap();
        assert!(faces >= 3);
        assert_ne!(png_of(svg).unwrap(), boxes, "the registered font changed nothing");
        assert!(ink(svg) > 100, "the Devanagari label drew {} dark pixels", ink(svg));
        assert!(register_font_files(&["/no/such/font.ttf".into()]).is_err());
    }

    #[test]
    fn base64_matches_rfc_4648_test_vectors() {
        // RFC 4648 §10.
        for (input, want) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(input.as_bytes()), want);
        }
    }
}
