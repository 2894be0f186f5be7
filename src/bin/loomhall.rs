//! The headless CLI: simulate, replay, tournaments, benchmarks. See docs/cli.md.
#![forbid(unsafe_code)]

fn main() {
    println!("loomhall: see docs/cli.md");
}
