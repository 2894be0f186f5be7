//! The browser app of one game's pages (woven): it names only that game's board
//! (`app::games::each`), so it links that game's engine and board alone; it hands the page to the
//! whole app (`src/bin/web.rs`) for any page of another game.
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::start(&[loomhall::app::games::each::woven]);
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-web-woven is the browser app of one game: build it with `trunk build` (see README)");
}
