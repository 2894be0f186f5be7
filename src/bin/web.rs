//! The browser app's entry point: the whole app, which draws every game (`app::games::ALL`).
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::start(loomhall::app::games::ALL);
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-web is the browser app: build it with `trunk build` (see README)");
}
