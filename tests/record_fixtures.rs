//! Records of format 1 (cards named by number) still replay: each fixture under
//! `tests/fixtures/records/v1/` was written by Loomhall before format 2 (commit be6cd5c) and must
//! reach the final state hash recorded beside it in `expected.json`.

use loomhall::core::{Game, GameRng, Match};
use loomhall::games::{self, GameVisitor};
use loomhall::storage::{export_json, Save, SaveMeta, SeatInfo, SeatKind};
use serde_json::{json, Value};
use std::path::PathBuf;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/v1")
}

/// The most actions a fixture game records: enough to name many cards, short enough to read.
const MAX_ACTIONS: usize = 400;

/// Plays random legal actions from `m` on (the game's own policy, seeded).
fn play_on<G: Game>(game: &G, m: &mut Match<G>, seed: u64) {
    let mut rng = GameRng::seeded(seed);
    for _ in 0..MAX_ACTIONS {
        let Some(&seat) = game.active_seats(&m.state).first() else { break };
        let Some(action) = game.policy_action(&m.state, seat, &mut rng) else { break };
        m.play(game, seat, &action).expect("a policy action is legal");
    }
}

struct Write(u64);

impl GameVisitor for Write {
    type Output = (String, String);
    fn visit<G: Game>(self, game: &G) -> (String, String) {
        let seats = game.min_seats().max(2).min(game.max_seats());
        let mut m = Match::new(game, &G::Options::default(), seats, self.0).expect("a standard deal");
        play_on(game, &mut m, self.0);
        (serde_json::to_string_pretty(&m.record).unwrap(), m.state_hash())
    }
}

/// Writes the v1 fixtures. Run once, on the code before format 2, with
/// `LOOMHALL_WRITE_V1_FIXTURES=1 cargo test --test record_fixtures -- --ignored`.
#[test]
#[ignore]
fn write_v1_fixtures() {
    if std::env::var("LOOMHALL_WRITE_V1_FIXTURES").is_err() {
        return;
    }
    let mut expected = serde_json::Map::new();
    for id in games::GAME_IDS {
        let (record, hash) = games::visit(id, Write(7)).unwrap();
        let name = format!("{id}.json");
        std::fs::write(fixtures().join(&name), record + "\n").unwrap();
        expected.insert(name, json!(hash));
    }
    // A Weavers scenario whose hands hold homebrew cards (numbered 180 on in format 1).
    let weavers = games::weavers::Weavers::standard().unwrap();
    let scenario: games::weavers::Scenario = serde_json::from_value(json!({
        "extra_sets": [{"set": "Homebrew", "kind": "Class", "cards": [
            {"name": "Tiny Spark", "instant": {"components": ["Gesture"], "effect": [{"Damage": 1}]}, "duration": "Temporary"},
            {"name": "Tiny Ward", "instant": {"components": ["Word"]}, "duration": "Temporary"}]}],
        "phase": "Casting",
        "seats": [
            {"hand": ["Tiny Spark", "Tiny Ward", "Fireball", "Tiny Spark"], "deck": ["Tiny Ward", "Ember Dart", "Tiny Spark"], "shields": 1},
            {"hand": ["Tiny Ward", "Smite", "Halo", "Tiny Spark"], "deck": ["Sunflare", "Tiny Spark"]}
        ]
    }))
    .unwrap();
    let mut m = Match::from_scenario(weavers, &scenario, 3).unwrap();
    play_on(weavers, &mut m, 3);
    assert!(
        m.record.actions.iter().any(|a| a.action.to_string().contains("180") || a.action.to_string().contains("181")),
        "the homebrew fixture names a homebrew card"
    );
    std::fs::write(fixtures().join("weavers-homebrew.json"), serde_json::to_string_pretty(&m.record).unwrap() + "\n")
        .unwrap();
    expected.insert("weavers-homebrew.json".into(), json!(m.state_hash()));
    // A saved game's export (format 1 save holding a format 1 record), Spellweaver mid-game.
    let spellweaver = games::spellweaver::Spellweaver::standard().unwrap();
    let mut m = Match::new(spellweaver, &Default::default(), 2, 11).unwrap();
    let mut rng = GameRng::seeded(11);
    for _ in 0..60 {
        let Some(&seat) = spellweaver.active_seats(&m.state).first() else { break };
        let Some(action) = spellweaver.policy_action(&m.state, seat, &mut rng) else { break };
        m.play(spellweaver, seat, &action).unwrap();
    }
    let seat = |name: &str, kind: SeatKind| SeatInfo { name: name.into(), kind };
    let meta = SaveMeta {
        title: "Spellweaver".into(),
        seats: vec![seat("You", SeatKind::Human), seat("Computer", SeatKind::Bot { bot: "greedy".into() })],
        progress: String::new(),
        created_at: 1_790_000_000_000,
        updated_at: 1_790_000_100_000,
        finished: false,
        teaching: false,
    };
    let save = Save::of_match(spellweaver, &m, meta);
    std::fs::write(fixtures().join("spellweaver-save.json"), export_json(&save) + "\n").unwrap();
    expected.insert("spellweaver-save.json".into(), json!(m.state_hash()));
    std::fs::write(
        fixtures().join("expected.json"),
        serde_json::to_string_pretty(&Value::Object(expected)).unwrap() + "\n",
    )
    .unwrap();
}

struct Replay(Value);

impl GameVisitor for Replay {
    type Output = String;
    fn visit<G: Game>(self, game: &G) -> String {
        let record = serde_json::from_value(self.0).expect("a record");
        let (m, _) = Match::<G>::replay(game, &record).unwrap_or_else(|e| panic!("{}: {e}", game.id()));
        m.state_hash()
    }
}

#[test]
fn format_1_records_replay_to_the_same_final_state() {
    let expected: serde_json::Map<String, Value> =
        serde_json::from_str(&std::fs::read_to_string(fixtures().join("expected.json")).unwrap()).unwrap();
    assert_eq!(expected.len(), 7, "every game, the homebrew scenario and the save");
    for (name, hash) in &expected {
        let value: Value = serde_json::from_str(&std::fs::read_to_string(fixtures().join(name)).unwrap()).unwrap();
        let record = if name.ends_with("-save.json") { value["record"].clone() } else { value };
        assert_eq!(record["format_version"], 1, "{name} is a format 1 record");
        let game = record["game"].as_str().unwrap().to_string();
        let replayed = games::visit(&game, Replay(record)).unwrap();
        assert_eq!(&replayed, hash.as_str().unwrap(), "{name} replays to its recorded final state");
    }
}
