//! The home page's own module: what Trunk starts first (`app::home_app`); it loads the whole
//! app (`src/bin/web.rs`) when the page needs more than the home page.
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::home_app::start();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-home is the browser app's home page: build it with `trunk build` (see README)");
}
