//! The AI Web Worker's entry point.
#![forbid(unsafe_code)]

fn main() {
    #[cfg(target_arch = "wasm32")]
    loomhall::app::worker::start();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("loomhall-worker runs the AI inside the browser; use `loomhall` natively");
}
