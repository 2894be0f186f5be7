//! Every game in the one list (`src/games/mod.rs`) has every part a game needs, and nothing
//! game-shaped lives outside the list. Listing a game without its engine or board does not
//! compile; this test checks the files the compiler cannot see.

use loomhall::games::GAME_IDS;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The folder names directly under `dir`.
fn folders(dir: &str) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

#[test]
fn every_listed_game_has_its_rules_cards_styles_balance_and_browser_tests() {
    let index = read("index.html");
    for id in GAME_IDS {
        for path in [
            format!("rules/{id}.md"),
            format!("cards/{id}/README.md"),
            format!("styles/{id}.css"),
            format!("docs/balance/{id}.md"),
            format!("tests/e2e/{id}.test.mjs"),
        ] {
            assert!(root().join(&path).is_file(), "{id}: {path} is missing");
        }
        let link = format!("<link data-trunk rel=\"css\" href=\"styles/{id}.css\" />");
        assert!(index.contains(&link), "{id}: index.html does not link styles/{id}.css");
    }
}

#[test]
fn every_board_folder_is_a_listed_game() {
    // A board folder that is not listed would never be compiled: refuse it here.
    for folder in folders("src/app/games") {
        assert!(GAME_IDS.contains(&folder.as_str()), "src/app/games/{folder} is not in the list of games");
    }
}

#[test]
fn every_listed_game_has_an_engine_folder() {
    let engines = folders("src/games");
    for id in GAME_IDS {
        assert!(engines.iter().any(|f| f == id), "{id} has no src/games/{id}/");
    }
}
