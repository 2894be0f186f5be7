//! Records of format 1 (cards named by the engine's numbers) still replay: each fixture under
//! `tests/fixtures/records/v1/` was written by Loomhall before format 2 (by the test
//! `write_v1_fixtures` of commit b5686fd, on the code of be6cd5c) and must reach the final state
//! hash recorded beside it in `expected.json`, converted to format 2 on the way.

use loomhall::core::{Game, Match, Record, RECORD_FORMAT_VERSION};
use loomhall::games::{self, GameVisitor};
use loomhall::storage::import_json;
use serde_json::Value;
use std::path::PathBuf;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/v1")
}

struct Replay(Value);

impl GameVisitor for Replay {
    /// The final state hash, and the record as format 2.
    type Output = (String, Record);
    fn visit<G: Game>(self, game: &G) -> (String, Record) {
        let record = serde_json::from_value(self.0).expect("a record");
        let (m, _) = Match::<G>::replay(game, &record).unwrap_or_else(|e| panic!("{}: {e}", game.id()));
        // The converted record replays to the same position on its own.
        let (again, _) =
            Match::<G>::replay(game, &m.record).unwrap_or_else(|e| panic!("{} as format 2: {e}", game.id()));
        assert_eq!(again.state_hash(), m.state_hash());
        (m.state_hash(), m.record)
    }
}

/// Fixtures of a game whose rules changed since they were written: refused, naming the change
/// (docs/records.md, `rules_version`), with a word of each sentence.
const RULES_CHANGED: &[(&str, &[&str])] = &[("woven.json", &["Woven rules", "Ruin"])];

struct Refusal(Value);

impl GameVisitor for Refusal {
    type Output = String;
    fn visit<G: Game>(self, game: &G) -> String {
        let record: Record = serde_json::from_value(self.0).expect("a record");
        match Match::<G>::replay(game, &record) {
            Ok(_) => panic!("{}: a record of older rules replayed", game.id()),
            Err(e) => e.to_string(),
        }
    }
}

#[test]
fn a_record_of_older_rules_is_refused_naming_what_changed() {
    for (name, words) in RULES_CHANGED {
        let record: Value = serde_json::from_str(&std::fs::read_to_string(fixtures().join(name)).unwrap()).unwrap();
        assert!(record.get("rules_version").is_none(), "{name} predates rules versions");
        let game = record["game"].as_str().unwrap().to_string();
        let why = games::visit(&game, Refusal(record)).unwrap();
        for word in *words {
            assert!(why.contains(word), "{name}: {why}");
        }
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
        if RULES_CHANGED.iter().any(|(changed, _)| changed == name) {
            continue;
        }
        let game = record["game"].as_str().unwrap().to_string();
        let (replayed, converted) = games::visit(&game, Replay(record)).unwrap();
        assert_eq!(&replayed, hash.as_str().unwrap(), "{name} replays to its recorded final state");
        assert_eq!(converted.format_version, RECORD_FORMAT_VERSION);
    }
}

#[test]
fn format_2_names_cards_by_id_where_format_1_had_numbers() {
    let text = std::fs::read_to_string(fixtures().join("weavers-homebrew.json")).unwrap();
    let (_, converted) = games::visit("weavers", Replay(serde_json::from_str(&text).unwrap())).unwrap();
    let actions: Vec<String> = converted.actions.iter().map(|a| a.action.to_string()).collect();
    assert!(actions.contains(&r#"{"Discard":"homebrew/homebrew/tiny-spark"}"#.to_string()), "{actions:?}");
    assert!(actions.iter().any(|a| a == r#"{"Cast":{"card":"fireball","face_up":true}}"#), "{actions:?}");
    let text = std::fs::read_to_string(fixtures().join("spellweaver.json")).unwrap();
    let (_, converted) = games::visit("spellweaver", Replay(serde_json::from_str(&text).unwrap())).unwrap();
    let played = converted.actions.iter().find(|a| a.action.get("PlayShrine").is_some()).expect("a shrine is played");
    let card = &played.action["PlayShrine"]["card"];
    assert!(card["card"].is_string() && card["instance"].is_u64(), "{card}");
}

#[test]
fn a_format_1_save_still_loads() {
    // Saves (localStorage, exports) read their record through the same replay.
    let text = std::fs::read_to_string(fixtures().join("spellweaver-save.json")).unwrap();
    let (save, verified) = import_json(&text).expect("a format 1 save imports");
    assert_eq!(save.record.format_version, 1);
    let expected: Value =
        serde_json::from_str(&std::fs::read_to_string(fixtures().join("expected.json")).unwrap()).unwrap();
    assert_eq!(verified.state_hash, expected["spellweaver-save.json"]);
}

struct Redo(Value);

impl GameVisitor for Redo {
    type Output = ();
    fn visit<G: Game>(self, game: &G) {
        // The last two actions undone (one step each), as a save keeps them: most recent last.
        let full: Record = serde_json::from_value(self.0).unwrap();
        let cut = full.actions.len() - 2;
        let mut undone = full.clone();
        let redo: Vec<Vec<_>> = undone.actions.split_off(cut).into_iter().rev().map(|a| vec![a]).collect();
        let (m, _) = Match::<G>::replay(game, &undone).unwrap();
        let converted = m.convert_redo(game, &undone, &redo);
        let (whole, _) = Match::<G>::replay(game, &full).unwrap();
        let expected: Vec<Vec<_>> = whole.record.actions[cut..].iter().rev().map(|a| vec![a.clone()]).collect();
        assert_eq!(converted, expected, "{}", game.id());
    }
}

#[test]
fn a_format_1_saves_redo_steps_are_converted_too() {
    for name in ["weavers-homebrew.json", "spellweaver.json"] {
        let value: Value = serde_json::from_str(&std::fs::read_to_string(fixtures().join(name)).unwrap()).unwrap();
        let game = value["game"].as_str().unwrap().to_string();
        games::visit(&game, Redo(value)).unwrap();
    }
}

/// A Woven record of rules version 2 (the worked example `docs/examples/woven/first-turns/` as it
/// was at 521fa5f) is refused under version 4, naming what changed for the Watchers, not
/// replayed into another game.
#[test]
fn a_woven_record_of_version_2_is_refused_naming_the_watchers_changes() {
    use loomhall::games::woven::Woven;
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/woven-v2/first-turns.json");
    let record: Record = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(record.rules_version, 2);
    let g = Woven::standard().unwrap();
    assert_eq!(g.rules_version(), 4);
    let why = Match::<Woven>::replay(g, &record).unwrap_err().to_string();
    for word in ["every Watcher now detects", "own turn", "Citadel Defense, Watchers"] {
        assert!(why.contains(word), "{why}");
    }
    assert!(!why.contains("Ruin"), "the changes of version 2 are not named again: {why}");
}

#[test]
fn a_record_says_which_rules_it_was_played_under() {
    // docs/records.md, `rules_version`: written from version 2 on; a newer one is refused.
    use loomhall::games::woven::Woven;
    let g = Woven::standard().unwrap();
    let m = Match::<Woven>::new(g, &Default::default(), 2, 3).unwrap();
    let written = serde_json::to_value(&m.record).unwrap();
    assert_eq!(written["rules_version"], g.rules_version());
    let mut newer = m.record.clone();
    newer.rules_version = g.rules_version() + 1;
    let e = Match::<Woven>::replay(g, &newer).unwrap_err().to_string();
    assert!(e.contains("newer"), "{e}");
    let (again, _) = Match::<Woven>::replay(g, &serde_json::from_value(written).unwrap()).unwrap();
    assert_eq!(again.state_hash(), m.state_hash());
}

/// Weave records and saves made before issue 28 changed its rules (written by the code of
/// 4764331, before the change): their options name no `rules` edition, so they replay under
/// edition 1, the rules they were played by, to the very state they reached then (docs/records.md,
/// "Weave rules"). The record has four seats (three characters made one after another, so the
/// creation cards' return matters), encounters and wounds; the save is mid-season, oracle mode.
#[test]
fn weave_records_made_before_issue_28_replay_under_their_own_rules() {
    use loomhall::games::weave::{Weave, RULES_BEFORE_28};
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/weave-before-28");
    let expected: Value = serde_json::from_str(&std::fs::read_to_string(dir.join("expected.json")).unwrap()).unwrap();
    let game = Weave::standard().unwrap();
    let text = std::fs::read_to_string(dir.join("storyteller-4-seats.json")).unwrap();
    let record: Record = serde_json::from_str(&text).unwrap();
    assert!(record.options.get("rules").is_none(), "written before the field existed");
    let (m, _) = Match::<Weave>::replay(game, &record).unwrap();
    assert_eq!(m.state.table.rules, RULES_BEFORE_28);
    assert_eq!(m.state_hash(), expected["storyteller-4-seats.json"]);
    // The edition matters: read under edition 2 the same actions tell another story, or stop.
    let mut as_2 = record.clone();
    as_2.options["rules"] = 2.into();
    if let Ok((other, _)) = Match::<Weave>::replay(game, &as_2) {
        assert_ne!(other.state_hash(), m.state_hash());
    }
    let text = std::fs::read_to_string(dir.join("oracle-3-seats-save.json")).unwrap();
    let (save, verified) = import_json(&text).expect("a save made before issue 28 imports");
    assert!(save.record.options.get("rules").is_none());
    assert_eq!(verified.state_hash, expected["oracle-3-seats-save.json"]);
}
