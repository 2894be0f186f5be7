//! Scenario files written before a game's scenario gained fields still read exactly as before:
//! each fixture under `tests/fixtures/scenarios/` was written by hand against the code of the
//! commit that added it, and `expected.json` beside them holds what that code made of it: the
//! scenario as it writes it back (`core::scenario_json`), the state hash of the position it
//! sets up, and the state hash after the first listed legal action has been played, over and
//! over, for a fixed number of actions.
//!
//! Bless (only when a fixture is added): `LOOMHALL_BLESS=1 cargo test --test scenario_fixtures`.

use loomhall::core::{read_scenario, scenario_json, state_hash, Game};
use loomhall::games::{self, GameVisitor};
use loomhall::storage::parse_scenario_file;
use serde_json::{json, Map, Value};
use std::path::PathBuf;

const SEED: u64 = 5;
const ACTIONS: usize = 60;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scenarios")
}

struct Read(Value);

impl GameVisitor for Read {
    type Output = Value;
    fn visit<G: Game>(self, game: &G) -> Value {
        let scenario = read_scenario(game, &self.0).unwrap_or_else(|e| panic!("{}: {e}", game.id()));
        let mut state = game.from_scenario(&scenario, SEED).unwrap_or_else(|e| panic!("{}: {e}", game.id()));
        let built = state_hash(&state);
        for _ in 0..ACTIONS {
            let Some(seat) = game.first_active(&state) else { break };
            let Some(action) = game.legal_actions(&state, seat).into_iter().next() else { break };
            game.apply(&mut state, seat, &action).unwrap_or_else(|e| panic!("{}: {e}", game.id()));
        }
        json!({ "written": scenario_json(game, &scenario), "built": built, "played": state_hash(&state) })
    }
}

#[test]
fn scenarios_written_before_new_fields_read_as_they_did() {
    let path = fixtures().join("expected.json");
    let bless = std::env::var_os("LOOMHALL_BLESS").is_some();
    let expected: Map<String, Value> = match std::fs::read_to_string(&path) {
        Ok(text) => serde_json::from_str(&text).expect("expected.json"),
        Err(_) if bless => Map::new(),
        Err(e) => panic!("{}: {e}", path.display()),
    };
    let mut names: Vec<String> = std::fs::read_dir(fixtures())
        .expect("fixtures")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".json") && n != "expected.json")
        .collect();
    names.sort();
    assert!(!names.is_empty());
    let mut got = Map::new();
    for name in &names {
        let text = std::fs::read_to_string(fixtures().join(name)).expect("fixture");
        let file = parse_scenario_file(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let result = games::visit(&file.game, Read(file.scenario)).unwrap_or_else(|e| panic!("{name}: {e}"));
        if !bless {
            assert_eq!(Some(&result), expected.get(name), "{name} reads as it did when it was written");
        }
        got.insert(name.clone(), result);
    }
    if bless {
        std::fs::write(&path, serde_json::to_string_pretty(&got).expect("json") + "\n").expect("write");
        return;
    }
    assert_eq!(expected.len(), names.len(), "every fixture has its expected reading (bless to add one)");
}
