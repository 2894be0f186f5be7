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

/// Each game's two browser modules of its own (docs/web.md, "One page module per game";
/// docs/performance.md, "One AI worker per game"): its page module, whose `main` names its own
/// board alone, and its AI worker, each an entry point, a `[[bin]]` and a Trunk link. A game
/// without them would be drawn by the whole app and thought about by nobody; a page module that
/// named another board would link that game instead.
#[test]
fn every_listed_game_has_its_own_page_module_and_ai_worker() {
    let (index, cargo) = (read("index.html"), read("Cargo.toml"));
    for id in GAME_IDS {
        for (bin, file) in [
            (format!("loomhall-web-{id}"), format!("web_{id}")),
            (format!("loomhall-worker-{id}"), format!("worker_{id}")),
        ] {
            assert!(root().join(format!("src/bin/{file}.rs")).is_file(), "{id}: src/bin/{file}.rs is missing");
            let entry = format!("[[bin]]\nname = \"{bin}\"\npath = \"src/bin/{file}.rs\"");
            assert!(cargo.contains(&entry), "{id}: Cargo.toml has no [[bin]] {bin}");
            assert!(index.contains(&format!("data-bin=\"{bin}\"")), "{id}: index.html does not build {bin}");
        }
        let page = read(&format!("src/bin/web_{id}.rs"));
        assert!(
            page.contains(&format!("loomhall::app::start(&[loomhall::app::games::each::{id}]);")),
            "{id}: src/bin/web_{id}.rs does not start the app with its own board alone"
        );
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

/// Issue 27: a new game starts as a person against the computer: two seats within the game's
/// range (Woven and Weave used to start solo), and the computer can play the second seat from
/// the first turn it acts in.
#[test]
fn a_new_game_defaults_to_a_person_against_the_computer() {
    use loomhall::ai::{choose, Bot};
    use loomhall::core::{Game, GameRng, Viewer};
    use loomhall::games::{library, visit, GameVisitor};

    struct ComputerPlays;
    impl GameVisitor for ComputerPlays {
        type Output = Result<(), String>;
        fn visit<G: Game>(self, game: &G) -> Self::Output {
            let bot = Bot::parse("ismcts:easy")?;
            let mut state = game.new_game(&G::Options::default(), 2, 3).map_err(|e| e.to_string())?;
            let mut rng = GameRng::seeded(3);
            for _ in 0..2_000 {
                let Some(&seat) = game.active_seats(&state).first() else { break };
                let action = if seat == 1 {
                    let view = game.view(&state, Viewer::Seat(1));
                    let chosen = choose(game, &view, 1, &bot, rng.next_u64());
                    return chosen.map(|_| ()).ok_or_else(|| "the computer has no move for seat 2".to_string());
                } else {
                    let actions = game.legal_actions(&state, seat);
                    rng.pick(&actions).cloned().ok_or("no legal action")?
                };
                game.apply(&mut state, seat, &action).map_err(|e| e.to_string())?;
            }
            Err("seat 2 never acted".into())
        }
    }

    for info in library() {
        assert_eq!(info.default_seats(), 2, "{}: a new game has {} seats", info.id, info.default_seats());
        assert!((info.min_seats..=info.max_seats).contains(&info.default_seats()), "{}", info.id);
        visit(info.id, ComputerPlays).unwrap().unwrap_or_else(|e| panic!("{}: {e}", info.id));
    }
}

/// The library card's picture of each game (the app's own file, which index.html's shell copies).
#[path = "../src/app/pages/home/pictures.rs"]
mod pictures;

/// Issue 27: every game's library card says in a line what the game is like (players, length,
/// what you do) beside a small decorative picture drawn from the game's own pieces.
#[test]
fn every_game_has_a_pitch_line_and_a_picture() {
    use loomhall::games::library;
    for info in library() {
        let pitch = info.pitch();
        assert!(pitch.starts_with(&format!("{} · ", info.players())), "{}: {pitch}", info.id);
        assert!(
            info.length.contains("minutes") || info.length.contains("hour"),
            "{}: length {:?}",
            info.id,
            info.length
        );
        assert!(info.play.split_whitespace().count() >= 6, "{}: say what you do ({:?})", info.id, info.play);
        assert!(!pitch.contains("  ") && !pitch.ends_with('.'), "{}: one line, no full stop: {pitch}", info.id);
        let svg = pictures::picture(info.id).unwrap_or_else(|| panic!("{} has no picture", info.id));
        assert!(
            svg.starts_with(r#"<svg class="game-art" viewBox="0 0 160 96" aria-hidden="true" focusable="false">"#),
            "{}: the picture is a decorative inline SVG",
            info.id
        );
        assert!(svg.ends_with("</svg>") && svg.len() < 2_000, "{}: {} bytes", info.id, svg.len());
        // Drawn in the theme's colours (styles/home.css), never a colour of its own.
        assert!(!svg.contains("fill=\"#") && !svg.contains("style="), "{}", info.id);
    }
}
