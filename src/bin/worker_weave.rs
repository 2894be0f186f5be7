//! The AI Web Worker of Weave: it links that game's engine only (`think::by_game`).
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::worker::start(loomhall::think::by_game::weave);
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-worker-weave runs the computer player inside the browser; use `loomhall` natively");
}
