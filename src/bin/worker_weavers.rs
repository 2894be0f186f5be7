//! The AI Web Worker of Weavers: it links that game's engine only (`think::by_game`).
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::worker::start(loomhall::think::by_game::weavers);
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-worker-weavers runs the computer player inside the browser; use `loomhall` natively");
}
