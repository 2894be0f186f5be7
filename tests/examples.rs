//! The worked examples under `docs/examples/<game>/<example>/` run through the CLI, as a teacher would run
//! them: `loomhall scenario check scenario.json --json` and `loomhall replay record.json --json`.
//! Every example directory there is picked up: a new example is a new directory holding
//! - `scenario.json`: a scenario file (as the app shares it);
//! - `record.json`: a record starting from that scenario;
//! - `expected.json`: `scenario_check` and `replay`, each a map from a JSON pointer into that
//!   command's output to the value expected there; `events`, events the replay must print (each
//!   `{action_index, seats, text}`, in order, others may come between); optionally
//!   `replay_args`, more arguments for the replay (`["--view", "seat", "1"]`, `["--step", "3"]`).

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn loomhall(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_loomhall")).args(args).output().expect("the CLI runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "loomhall {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("loomhall {args:?} printed no JSON ({e}): {stdout}"))
}

fn read(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every `pointer: value` of `expected` holds in `output`.
fn check_pointers(name: &str, what: &str, output: &Value, expected: &Value) {
    for (pointer, value) in expected.as_object().into_iter().flatten() {
        let found = output.pointer(pointer).unwrap_or_else(|| panic!("{name}: {what} has no {pointer}: {output}"));
        assert_eq!(found, value, "{name}: {what} {pointer}");
    }
}

fn run_example(dir: &Path) {
    let name = dir.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(dir).display().to_string();
    let (scenario, record) = (dir.join("scenario.json"), dir.join("record.json"));
    let expected = read(&dir.join("expected.json"));
    // The record starts from the example's own scenario.
    assert_eq!(read(&record)["scenario"], read(&scenario)["scenario"], "{name}: record.json starts elsewhere");
    let check = loomhall(&["scenario", "check", scenario.to_str().unwrap(), "--json"]);
    check_pointers(&name, "scenario check", &check, &expected["scenario_check"]);
    let mut args = vec!["replay", record.to_str().unwrap(), "--json"];
    let extra: Vec<String> =
        expected["replay_args"].as_array().into_iter().flatten().filter_map(|a| a.as_str().map(String::from)).collect();
    args.extend(extra.iter().map(String::as_str));
    let replay = loomhall(&args);
    check_pointers(&name, "replay", &replay, &expected["replay"]);
    let printed = replay["events"].as_array().cloned().unwrap_or_default();
    let mut rest = printed.iter();
    for event in expected["events"].as_array().into_iter().flatten() {
        let matches = |e: &&Value| event.as_object().into_iter().flatten().all(|(k, v)| e.get(k) == Some(v));
        assert!(rest.find(matches).is_some(), "{name}: the replay does not print {event} (in order): {printed:?}");
    }
}

/// The directories under `dir`, sorted.
fn subdirectories(dir: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs
}

#[test]
fn every_worked_example_replays_as_documented() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/examples");
    let games = subdirectories(&root);
    for game in loomhall::games::GAME_IDS {
        let dir = root.join(game);
        assert!(games.contains(&dir) && !subdirectories(&dir).is_empty(), "docs/examples has no example of {game}");
    }
    for game in &games {
        for example in subdirectories(game) {
            run_example(&example);
        }
    }
}
