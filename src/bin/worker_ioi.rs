//! The AI Web Worker of Spellweaving IOI: it links that game's engine only (`think::by_game`).
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::worker::start(loomhall::think::by_game::ioi);
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-worker-ioi runs the computer player inside the browser; use `loomhall` natively");
}
