//! The browser app of one game's pages (ioi), built with `--features only-ioi` so that
//! it links that game's engine and board only (`games::with_linked_games!`); it hands the page to the whole
//! app (`src/bin/web.rs`) for any page of another game.
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::start();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-web-ioi is the browser app of one game: build it with `trunk build` (see README)");
}
