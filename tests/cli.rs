//! The CLI's contract (docs/cli.md): one JSON value on stdout with `--json`, exit 0 on success,
//! 1 with a JSON error when a command fails, 2 with the usage when the arguments are wrong.
//! They start the CLI as a process, which WebAssembly has no way to do.
#![cfg(not(target_arch = "wasm32"))]

use loomhall::core::{Game, Match};
use loomhall::games::weavers::{Options, Weavers};
use serde_json::Value;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_loomhall"));
    command.args(args).env_remove("LOOMHALL_TEST_PANIC_GAME");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("the CLI runs")
}

fn loomhall(args: &[&str]) -> (bool, Value, String) {
    let out = run(args, &[]);
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let value = if out.status.success() {
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("stdout is not one JSON value ({e}): {stdout}"))
    } else {
        serde_json::from_str(&stderr).unwrap_or(Value::Null)
    };
    (out.status.success(), value, stderr)
}

/// Runs a command expected to fail: its exit status and stderr (parsed as JSON when it is).
fn failing(args: &[&str], env: &[(&str, &str)]) -> (i32, Value, String) {
    let out = run(args, env);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout: {}", String::from_utf8_lossy(&out.stdout));
    (out.status.code().expect("an exit status"), serde_json::from_str(&stderr).unwrap_or(Value::Null), stderr)
}

/// The error message of a failing `--json` command.
fn error_of(value: &Value) -> &str {
    value["error"].as_str().unwrap_or_else(|| panic!("no error message in {value}"))
}

/// A Weavers record of the first `actions` actions of a game dealt from `seed`, each seat
/// taking its first legal action.
fn weavers_record(seed: u64, actions: usize) -> String {
    let game = Weavers::standard().expect("the built-in cards load");
    let mut m = Match::new(game, &Options::default(), 2, seed).expect("a standard deal");
    for _ in 0..actions {
        let Some(&seat) = game.active_seats(&m.state).first() else { break };
        let action = game.legal_actions(&m.state, seat).into_iter().next().expect("an active seat can act");
        m.play(game, seat, &action).expect("a legal action");
    }
    serde_json::to_string(&m.record).expect("a record serializes")
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("loomhall-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
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
    let path = temp_file("bad.json", "{\"format_version\": 1, \"game\": ");
    let (ok, value, _) = loomhall(&["replay", path.to_str().unwrap(), "--json"]);
    assert!(!ok);
    assert!(value["error"]["message"].as_str().unwrap().contains("not a Loomhall game record"));
}

#[test]
fn unknown_flags_and_stray_arguments_are_usage_errors() {
    let run = ["simulate", "--game", "weavers", "--bots", "random,random", "--games", "2"];
    let with = |extra: &[&'static str]| -> Vec<&str> { run.iter().copied().chain(extra.iter().copied()).collect() };
    for args in [
        with(&["--frobnicate", "1"]),
        with(&["stray"]),
        vec!["games", "extra"],
        vec!["replay", "a.json", "b.json"],
        vec!["frobnicate"],
    ] {
        let (status, _, stderr) = failing(&args, &[]);
        assert_eq!(status, 2, "{args:?}: {stderr}");
        assert!(stderr.contains("Usage: loomhall"), "{args:?} shows the usage: {stderr}");

        let json_args: Vec<&str> = args.iter().copied().chain(["--json"]).collect();
        let (status, value, stderr) = failing(&json_args, &[]);
        assert_eq!(status, 2, "{json_args:?}: {stderr}");
        assert!(!error_of(&value).is_empty());
        assert!(value["usage"].as_str().unwrap().starts_with("loomhall"), "{json_args:?}: {stderr}");
    }
}

#[test]
fn zero_threads_are_refused() {
    let (status, value, _) =
        failing(&["simulate", "--game", "weavers", "--bots", "random,random", "--threads", "0", "--json"], &[]);
    assert_eq!(status, 2);
    assert!(error_of(&value).contains("--threads"));
}

#[test]
fn the_number_of_games_is_bounded() {
    // Ten million games per run (docs/cli.md, "Limits"); u64::MAX once panicked in a worker and
    // printed zero figures, a billion once asked for 88 GB up front.
    for games in ["0", "10000001", "1000000000", "18446744073709551615", "-1", "many"] {
        let (status, value, _) =
            failing(&["simulate", "--game", "weavers", "--bots", "random,random", "--games", games, "--json"], &[]);
        assert_eq!(status, 2, "--games {games}");
        assert!(error_of(&value).contains("from 1 to 10000000 games"), "--games {games}: {value}");
    }
}

#[test]
fn simulate_and_tournament_figures_do_not_depend_on_threads() {
    for command in ["simulate", "tournament"] {
        let figures = |threads: &str| {
            let args = [command, "--game", "weavers", "--games", "7", "--seed", "3", "--bots", "random,greedy"];
            let (ok, mut value, stderr) = loomhall(&[&args[..], &["--threads", threads, "--json"]].concat());
            assert!(ok, "{command}: {stderr}");
            value.as_object_mut().unwrap().remove("elapsed_ms");
            value
        };
        let one = figures("1");
        assert_eq!(one, figures("3"), "{command}");
        assert_eq!(one["games"], 7);
        assert_eq!(one["errors"], 0);
        assert_eq!(one["bots"], serde_json::json!(["random", "greedy"]));
        if command == "simulate" {
            let wins: u64 = one["wins"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
            assert_eq!(wins + one["ties"].as_u64().unwrap(), one["finished"].as_u64().unwrap());
            assert!(one["error_samples"].as_array().unwrap().is_empty());
        } else {
            let wins = one["wins"]["random"].as_u64().unwrap() + one["wins"]["greedy"].as_u64().unwrap();
            assert_eq!(wins + one["ties"].as_u64().unwrap() + one["unfinished"].as_u64().unwrap(), 7);
            let rate = one["win_rate"]["greedy"].as_f64().unwrap();
            assert_eq!(rate, one["wins"]["greedy"].as_u64().unwrap() as f64 / 7.0);
        }
    }
}

#[test]
fn simulate_and_tournament_report_mean_scores() {
    // Greedy against itself: seats do not rotate in `simulate`; in `tournament` the same bot
    // named twice sits in both seats of the same games, so its mean is the seats' mean.
    let args = ["--game", "woven", "--games", "4", "--seed", "2", "--bots", "greedy,greedy", "--json"];
    let (ok, simulated, stderr) = loomhall(&[&["simulate"][..], &args[..]].concat());
    assert!(ok, "{stderr}");
    let seats: Vec<f64> = simulated["mean_score"].as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect();
    assert_eq!(seats.len(), 2);
    assert!(seats.iter().any(|&x| x > 0.0), "greedy scores stars: {simulated}");
    let (ok, toured, stderr) = loomhall(&[&["tournament"][..], &args[..]].concat());
    assert!(ok, "{stderr}");
    let mean = toured["mean_score"]["greedy"].as_f64().unwrap();
    assert!((mean - (seats[0] + seats[1]) / 2.0).abs() < 1e-9, "{toured}");
    // Solo: the one seat's mean score.
    let (ok, solo, stderr) = loomhall(&["simulate", "--game", "woven", "--games", "3", "--bots", "random", "--json"]);
    assert!(ok, "{stderr}");
    assert!(solo["mean_score"][0].as_f64().is_some(), "{solo}");
}

/// The fault is injected through a test hook that only builds with debug assertions.
#[cfg(debug_assertions)]
#[test]
fn a_game_that_panics_fails_the_run() {
    for command in ["simulate", "tournament"] {
        let args = [command, "--game", "weavers", "--games", "6", "--seed", "10", "--bots", "random,random"];
        let args = [&args[..], &["--threads", "2", "--json"]].concat();
        let (status, value, stderr) = failing(&args, &[("LOOMHALL_TEST_PANIC_GAME", "3")]);
        assert_eq!(status, 1, "{command}: {stderr}");
        let error = error_of(&value);
        assert!(error.starts_with("engine defect: game 3 (seed 13) panicked at "), "{command}: {error}");
        assert!(error.ends_with("injected by LOOMHALL_TEST_PANIC_GAME=3"), "{command}: {error}");
    }
}

#[test]
fn replay_into_a_closed_pipe_exits_quietly() {
    let path = temp_file("replay-pipe.json", &weavers_record(5, 300));
    let (ok, value, _) = loomhall(&["replay", path.to_str().unwrap(), "--json"]);
    assert!(ok && value["actions"].as_u64().unwrap() > 0);
    // `loomhall replay FILE | head -0`: the reader is gone before the replay prints.
    let mut child = Command::new(env!("CARGO_BIN_EXE_loomhall"))
        .args(["replay", path.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("the CLI ends");
    assert!(out.status.success(), "exit {:?}: {}", out.status, String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn bench_seconds_must_be_finite_and_at_most_ten_minutes() {
    for seconds in ["inf", "NaN", "0", "-1", "600.5", "1e9", "soon"] {
        let (status, value, _) = failing(&["bench", "--game", "weavers", "--seconds", seconds, "--json"], &[]);
        assert_eq!(status, 2, "--seconds {seconds}");
        assert!(error_of(&value).contains("at most 600"), "--seconds {seconds}: {value}");
    }
    let (ok, value, stderr) =
        loomhall(&["bench", "--game", "weavers", "--seconds", "0.05", "--iterations", "200", "--json"]);
    assert!(ok, "{stderr}");
    assert!(value["random_playouts_per_s"].as_f64().unwrap() > 0.0);
    assert!(value["ismcts_iterations_per_s"].as_f64().unwrap() > 0.0);
    // The device check's request, to the last iteration.
    assert_eq!(value["speed_request"]["iterations"], 200);
    assert!(value["speed_request"]["iterations_per_s"].as_f64().unwrap() > 0.0);
    assert!(value.get("answers").is_none());
}

#[test]
fn bench_times_each_answer_of_a_whole_game() {
    let args =
        ["bench", "--game", "weavers", "--seconds", "0.01", "--iterations", "0", "--answers", "ismcts:20", "--json"];
    let (ok, value, stderr) = loomhall(&args);
    assert!(ok, "{stderr}");
    assert!(value.get("speed_request").is_none());
    let answers = &value["answers"];
    assert_eq!(answers["bot"], "ismcts:20");
    assert!(answers["searched"].as_u64().unwrap() > 4, "{answers}");
    assert!(answers["actions"].as_u64().unwrap() >= answers["searched"].as_u64().unwrap());
    assert!(answers["max_ms"].as_f64().unwrap() >= answers["median_ms"].as_f64().unwrap());
}

#[test]
fn bad_options_are_a_setup_error() {
    let unknown_deck = r#"{"decks":[{"class":"Necromancer","spellbook":"Cinder Codex"},null]}"#;
    for (options, names) in [(unknown_deck, "Necromancer"), (r#"{"shuffle":false}"#, "shuffle")] {
        for command in ["simulate", "tournament"] {
            let args = [command, "--game", "weavers", "--bots", "random,random", "--options", options, "--json"];
            let (status, value, stderr) = failing(&args, &[]);
            assert_eq!(status, 1, "{command} {options}: {stderr}");
            assert!(error_of(&value).contains(names), "{command} {options}: {value}");
        }
    }
    // Text that is not JSON at all is a usage error.
    let (status, _, stderr) =
        failing(&["simulate", "--game", "weavers", "--bots", "random,random", "--options", "{decks", "--json"], &[]);
    assert_eq!(status, 2, "{stderr}");
}

#[test]
fn every_command_has_help() {
    let commands: [&[&str]; 10] = [
        &["--help"],
        &["games", "--help"],
        &["simulate", "--help"],
        &["tournament", "-h"],
        &["replay", "--help"],
        &["bench", "--help"],
        &["help", "bench"],
        &["cards", "--help"],
        &["scenario", "--help"],
        &["scenario", "check", "--help"],
    ];
    for command in commands {
        let out = run(command, &[]);
        let help = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{command:?}");
        assert!(help.contains("Usage: loomhall"), "{command:?}: {help}");
        assert!(help.contains("--json"), "{command:?}: {help}");
    }
    let out = run(&["simulate", "--help"], &[]);
    let help = String::from_utf8_lossy(&out.stdout);
    // The listed games, in library order.
    let games = format!("[possible values: {}]", loomhall::games::GAME_IDS.join(", "));
    for words in ["--game <ID>", games.as_str(), "--games <N>", "[default: 100]", "ismcts:hard"] {
        assert!(help.contains(words), "simulate --help names {words}: {help}");
    }
}

#[test]
fn cards_lists_every_card_of_every_game() {
    for game in loomhall::games::GAME_IDS {
        let (ok, value, stderr) = loomhall(&["cards", "--game", game, "--json"]);
        assert!(ok, "{game}: {stderr}");
        assert_eq!(value["game"], *game);
        let cards = value["cards"].as_array().unwrap_or_else(|| panic!("{game}: {value}"));
        assert!(!cards.is_empty(), "{game} has cards");
        for card in cards {
            assert!(card["id"].is_string() && card["group"].is_string(), "{game}: {card}");
            assert!(!card["name"].as_str().unwrap().is_empty() && card["facts"].is_string(), "{game}: {card}");
        }
        // Ids are unique within the game.
        let mut ids: Vec<&str> = cards.iter().map(|c| c["id"].as_str().unwrap()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), cards.len(), "{game}");
    }
    // Weavers: the 180 built-in cards, each with the id records name it by.
    let (_, value, _) = loomhall(&["cards", "--game", "weavers", "--json"]);
    let cards = value["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 180);
    assert_eq!(cards[0]["name"], "Spark Flick");
    assert_eq!(cards[0]["id"], "spark-flick");
    assert_eq!(cards[0]["group"], "Pyromancer");
    // Without --json, one line per card.
    let out = run(&["cards", "--game", "ioi"], &[]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && text.lines().next().unwrap().starts_with("lantern-dim  Lantern · Dim (Spell)"),
        "{text}"
    );
    let (status, _, _) = failing(&["cards", "--game", "chess", "--json"], &[]);
    assert_eq!(status, 2);
}

const IOI_SCENARIO: &str = r#"{"seats": [{"hand": ["Lantern", "Tide"], "tableau": [["Nail", "Coin"]], "turned": [0]}, {"hand": ["Brook"]}], "start": "Actions"}"#;

fn scenario_file(game: &str, scenario: &str) -> String {
    format!(
        r#"{{"format": "loomhall-scenario", "version": 1, "game": "{game}", "title": "Lesson", "scenario": {scenario}}}"#
    )
}

#[test]
fn scenario_check_prints_the_position_a_scenario_sets_up() {
    let path = temp_file("ioi-scenario.json", &scenario_file("ioi", IOI_SCENARIO));
    let (ok, value, stderr) = loomhall(&["scenario", "check", path.to_str().unwrap(), "--json"]);
    assert!(ok, "{stderr}");
    assert_eq!(value["game"], "ioi");
    assert_eq!(value["title"], "Lesson");
    assert_eq!(value["seats"], 2);
    // The teacher's view: every hand open.
    assert_eq!(value["view"]["hands"][0].as_array().unwrap().len(), 2, "{value}");
    assert_eq!(value["view"]["hands"][1].as_array().unwrap().len(), 1, "{value}");
    assert_eq!(value["to_act"][0]["seat"], 0);
    assert!(value["to_act"][0]["actions"].as_array().unwrap().iter().any(|a| a.as_str().unwrap().contains("Lantern")));
    // Human-readable by default; a byte-order mark is accepted; a bare scenario names its game.
    let bom = temp_file("ioi-bom.json", &format!("\u{feff}{}", scenario_file("ioi", IOI_SCENARIO)));
    let out = run(&["scenario", "check", bom.to_str().unwrap()], &[]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("game: ioi") && text.contains("hands:"), "{text}");
    let bare = temp_file("ioi-bare.json", IOI_SCENARIO);
    let (ok, value, stderr) = loomhall(&["scenario", "check", bare.to_str().unwrap(), "--game", "ioi", "--json"]);
    assert!(ok && value["game"] == "ioi", "{stderr}");
    // A bare scenario without --game, or a file checked as another game's, is refused.
    let (status, value, _) = failing(&["scenario", "check", bare.to_str().unwrap(), "--json"], &[]);
    assert_eq!(status, 1);
    assert!(error_of(&value).contains("--game"), "{value}");
    let (status, value, _) = failing(&["scenario", "check", path.to_str().unwrap(), "--game", "woven", "--json"], &[]);
    assert_eq!(status, 1);
    assert!(error_of(&value).contains("not 'woven'"), "{value}");
}

#[test]
fn scenario_check_names_the_field_at_fault() {
    let cases = [
        ("unknown.json", IOI_SCENARIO.replace(r#"{"hand": ["Brook"]}"#, r#"{"hnd": ["Brook"]}"#), "seats[1].hnd"),
        ("turned.json", IOI_SCENARIO.replace(r#""turned": [0]"#, r#""turned": [3]"#), "seats[0].turned"),
        ("long.json", IOI_SCENARIO.replace("Tide", &"T".repeat(241)), "seats[0].hand[1]"),
        ("card.json", IOI_SCENARIO.replace("Tide", "Nonesuch"), "Nonesuch"),
    ];
    for (name, scenario, names) in cases {
        let path = temp_file(name, &scenario_file("ioi", &scenario));
        let (status, value, stderr) = failing(&["scenario", "check", path.to_str().unwrap(), "--json"], &[]);
        assert_eq!(status, 1, "{name}: {stderr}");
        let error = &value["error"];
        let said = format!("{} {}", error["field"].as_str().unwrap_or_default(), error["message"].as_str().unwrap());
        assert!(said.contains(names), "{name}: {value}");
        // Without --json: one sentence on stderr.
        let (status, _, stderr) = failing(&["scenario", "check", path.to_str().unwrap()], &[]);
        assert_eq!(status, 1);
        assert!(stderr.starts_with("loomhall: ") && stderr.contains(names), "{name}: {stderr}");
    }
    // Over 64 KB: refused before it is read as JSON.
    let big = temp_file("big.json", &format!("{{\"pad\": \"{}\"}}", "x".repeat(64 * 1024)));
    let (status, value, _) = failing(&["scenario", "check", big.to_str().unwrap(), "--game", "ioi", "--json"], &[]);
    assert_eq!(status, 1);
    assert!(error_of(&value).contains("at most 65536 bytes"), "{value}");
}

#[test]
fn replay_reports_whether_the_content_hash_matched() {
    let record = weavers_record(4, 20);
    let path = temp_file("hash-ok.json", &record);
    let (ok, value, stderr) = loomhall(&["replay", path.to_str().unwrap(), "--json"]);
    assert!(ok, "{stderr}");
    assert_eq!(value["content_hash"]["matched"], true, "{value}");
    assert_eq!(value["warnings"], serde_json::json!([]));
    let mut other: Value = serde_json::from_str(&record).unwrap();
    other["content_hash"] = "0123456789abcdef".into();
    let path = temp_file("hash-other.json", &other.to_string());
    let (ok, value, stderr) = loomhall(&["replay", path.to_str().unwrap(), "--json"]);
    assert!(ok, "a mismatch is a warning, not a refusal: {stderr}");
    assert_eq!(value["content_hash"]["matched"], false);
    assert_eq!(value["content_hash"]["recorded"], "0123456789abcdef");
    assert!(value["warnings"][0].as_str().unwrap().contains("other cards"), "{value}");
}

#[test]
fn replay_refuses_unsupported_formats_and_accepts_a_byte_order_mark() {
    let record = weavers_record(4, 10);
    let path = temp_file("bom-record.json", &format!("\u{feff}{record}"));
    let (ok, _, stderr) = loomhall(&["replay", path.to_str().unwrap(), "--json"]);
    assert!(ok, "{stderr}");
    let mut zero: Value = serde_json::from_str(&record).unwrap();
    zero["format_version"] = 0.into();
    let path = temp_file("format-0.json", &zero.to_string());
    let (status, value, _) = failing(&["replay", path.to_str().unwrap(), "--json"], &[]);
    assert_eq!(status, 1);
    assert!(value["error"]["message"].as_str().unwrap().contains("record format 0"), "{value}");
}

#[test]
fn cards_lists_a_scenarios_homebrew_cards_after_the_built_in_ones() {
    // Homebrew cards follow the built-in ones, their ids prefixed by their set.
    let homebrew = r#"{"extra_sets": [{"set": "Homebrew", "kind": "Class", "cards": [
        {"name": "Tiny Spark", "instant": {"components": ["Gesture"], "effect": [{"Damage": 1}]}, "duration": "Temporary"},
        {"name": "Tiny Ward", "duration": "Temporary"}]}],
        "seats": [{"hand": ["Tiny Spark"]}, {"hand": ["Smite"]}]}"#;
    let path = temp_file("homebrew.json", &scenario_file("weavers", homebrew));
    let (ok, value, stderr) = loomhall(&["cards", "--game", "weavers", "--scenario", path.to_str().unwrap(), "--json"]);
    assert!(ok, "{stderr}");
    let cards = value["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 182);
    assert_eq!(
        (cards[180]["id"].as_str(), cards[180]["name"].as_str()),
        (Some("homebrew/homebrew/tiny-spark"), Some("Tiny Spark"))
    );
    assert_eq!(
        (cards[181]["id"].as_str(), cards[181]["group"].as_str()),
        (Some("homebrew/homebrew/tiny-ward"), Some("Homebrew"))
    );
    assert!(cards[180]["text"].as_str().unwrap().contains("1 Damage"), "{}", cards[180]);
    // The scenario is checked as `scenario check` checks it; another game's scenario is refused.
    let (status, value, _) = failing(&["cards", "--game", "ioi", "--scenario", path.to_str().unwrap(), "--json"], &[]);
    assert_eq!(status, 1);
    assert!(error_of(&value).contains("not 'ioi'"), "{value}");
}

#[test]
fn replay_shows_each_events_seats_and_action_and_the_position_for_a_viewer() {
    let record = weavers_record(4, 30);
    let path = temp_file("viewers.json", &record);
    let file = path.to_str().unwrap();
    let (ok, value, stderr) = loomhall(&["replay", file, "--json"]);
    assert!(ok, "{stderr}");
    assert_eq!(value["format_version"], 2, "records are written as format 2");
    assert_eq!(value["viewer"], "teacher");
    assert!(value["view"]["seats"][1]["hand"].is_array(), "the teacher sees every hand: {}", value["view"]);
    let events = value["events"].as_array().unwrap();
    assert!(!events.is_empty());
    assert!(events.iter().all(|e| e["action_index"].as_u64().is_some_and(|i| i < 30) && e["seats"].is_array()));
    assert!(events.iter().any(|e| e["seats"] == serde_json::json!([1])), "{events:?}");
    // --step K stops after K actions; a seat sees only its own hand.
    let (ok, value, stderr) = loomhall(&["replay", file, "--json", "--step", "3", "--view", "seat", "0"]);
    assert!(ok, "{stderr}");
    assert_eq!((value["actions"].as_u64(), value["total_actions"].as_u64()), (Some(3), Some(30)));
    assert_eq!(value["viewer"], serde_json::json!({"seat": 0}));
    assert!(
        value["view"]["seats"][0]["hand"].is_array() && value["view"]["seats"][1]["hand"].is_null(),
        "{}",
        value["view"]
    );
    assert!(value["events"].as_array().unwrap().iter().all(|e| e["action_index"].as_u64().unwrap() < 3));
    let (status, value, _) = failing(&["replay", file, "--json", "--step", "31"], &[]);
    assert_eq!(status, 1);
    assert_eq!(error_of(&value), "--step 31 is past the end: the record has 30 actions");
    let (status, value, _) = failing(&["replay", file, "--json", "--view", "seat", "2"], &[]);
    assert_eq!(status, 1);
    assert!(error_of(&value).contains("seats 0 to 1"), "{value}");
    let (status, _, _) = failing(&["replay", file, "--json", "--view", "everyone"], &[]);
    assert_eq!(status, 2);
}

#[test]
fn lesson_check_reports_every_step_or_the_step_at_fault() {
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons/weavers/effects-phase.json");
    let (ok, value, stderr) = loomhall(&["lesson", "check", shipped, "--json"]);
    assert!(ok, "{stderr}");
    assert_eq!(value["game"], "weavers");
    let steps = value["chapters"][0]["steps"].as_array().unwrap();
    assert_eq!(steps[2]["kind"], "question");
    assert!(steps[1]["checked"].as_str().unwrap().contains("Dawnstrike"), "{value}");
    // For a person: each chapter and step on its own line.
    let out = run(&["lesson", "check", shipped], &[]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && text.contains("chapter 2: Healing") && text.contains("3. question"), "{text}");
    // A play the rules refuse: exit 1, the chapter, step and field named.
    let text = std::fs::read_to_string(shipped).unwrap().replace("\"card\": \"dawnstrike\"", "\"card\": \"fireball\"");
    let bad = temp_file("bad-lesson.json", &text);
    let (status, value, _) = failing(&["lesson", "check", bad.to_str().unwrap(), "--json"], &[]);
    assert_eq!(status, 1);
    assert_eq!(value["error"]["chapter"], 0);
    assert_eq!(value["error"]["step"], 1);
    assert_eq!(value["error"]["field"], "chapters[0].steps[1].play");
    let (status, _, stderr) = failing(&["lesson", "check", bad.to_str().unwrap()], &[]);
    assert!(status == 1 && stderr.starts_with("loomhall: chapter 1, step 2:"), "{stderr}");
}
