//! The CLI's contract (docs/cli.md): one JSON value on stdout with `--json`, exit 0 on success,
//! non-zero with a JSON error otherwise.

use serde_json::Value;
use std::process::Command;

fn loomhall(args: &[&str]) -> (bool, Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_loomhall")).args(args).output().expect("the CLI runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let value = if out.status.success() {
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("stdout is not one JSON value ({e}): {stdout}"))
    } else {
        serde_json::from_str(&stderr).unwrap_or(Value::Null)
    };
    (out.status.success(), value, stderr)
}

#[test]
fn games_lists_the_library() {
    let (ok, value, _) = loomhall(&["games", "--json"]);
    assert!(ok);
    let games = value.as_array().expect("an array");
    for g in games {
        assert!(g["id"].is_string() && g["name"].is_string());
        assert!(g["min_seats"].as_u64().unwrap() <= g["max_seats"].as_u64().unwrap());
    }
}

#[test]
fn errors_are_json_with_a_failing_exit() {
    for args in [
        &["simulate", "--game", "nonesuch", "--bots", "random,random", "--json"][..],
        &["simulate", "--json"][..],
        &["simulate", "--game", "weavers", "--bots", "oracle,random", "--json"][..],
        &["frobnicate", "--json"][..],
        &["replay", "/nonexistent/record.json", "--json"][..],
    ] {
        let (ok, value, stderr) = loomhall(args);
        assert!(!ok, "{args:?} must fail");
        assert!(value["error"].is_string() || value["error"].is_object(), "{args:?}: {stderr}");
    }
}

#[test]
fn a_malformed_record_is_refused() {
    let dir = std::env::temp_dir().join(format!("loomhall-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.json");
    std::fs::write(&path, "{\"format_version\": 1, \"game\": ").unwrap();
    let (ok, value, _) = loomhall(&["replay", path.to_str().unwrap(), "--json"]);
    assert!(!ok);
    assert!(value["error"]["message"].as_str().unwrap().contains("not a Loomhall game record"));
}
