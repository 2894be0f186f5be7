//! The AI Web Worker of Woven: it links that game's engine only (`think::by_game`).
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::worker::start(loomhall::think::by_game::woven);
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-worker-woven runs the computer player inside the browser; use `loomhall` natively");
}
