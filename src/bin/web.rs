//! The browser app's entry point.
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::start();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-web is the browser app: build it with `trunk build` (see README)");
}
