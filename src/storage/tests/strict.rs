//! Strict input (issue 12): every game's scenario and options refuse fields they do not know,
//! indices are range-checked, texts have limits, a byte-order mark is accepted and a scenario
//! over 64 KB is refused, all through the paths the app's links and imports use.

use crate::core::{Game, Match, Record, MAX_SCENARIO_BYTES, MAX_TEXT_CHARS};
use crate::games::woven::{Woven, WovenOptions};
use crate::storage::*;
use serde_json::{json, Value};

/// A position each game accepts, as a teacher would write it.
fn scenario_of(game: &str) -> Value {
    match game {
        "weavers" => json!({"round": 2, "phase": "Casting", "seats": [{"hand": ["Spark Flick"]}, {"hand": ["Smite"]}]}),
        "ioi" => json!({"seats": [{"hand": ["Lantern"], "tableau": [["Nail", "Coin"]]}, {"hand": ["Brook"]}]}),
        "weave" => json!({
            "options": {"playset": "", "episodes": 3, "oracle": false},
            "seats": 2,
            "characters": [{"owner": 1, "name": "Wren", "focus": "Stones", "qualities": [], "signature": 0}]
        }),
        "spellweaver" => json!({"seats": [{"hand": ["Dawn Sentry"]}, {}], "active": 0, "phase": "Deploy", "turn": 3}),
        "woven" => {
            let state = Woven::standard().unwrap().new_game(&WovenOptions::default(), 2, 4).unwrap();
            json!({ "table": serde_json::to_value(&state).unwrap()["table"].clone() })
        }
        other => panic!("no sample scenario for {other}"),
    }
}

fn start(game: &str, start: Start) -> Result<Save, String> {
    start_game(NewGame { game: game.into(), start, seats: vec![], seed: 3, now: 1, teaching: true })
}

#[test]
fn every_games_sample_scenario_starts() {
    for game in crate::games::GAME_IDS {
        let save = start(game, Start::Scenario(scenario_of(game))).unwrap_or_else(|e| panic!("{game}: {e}"));
        verify(&save).unwrap_or_else(|e| panic!("{game}: {e}"));
    }
}

#[test]
fn an_unknown_field_is_refused_in_every_games_scenario() {
    // IOI once dropped `"hnd"` silently; Woven's table is a state type, checked through
    // `core::strict`, which refuses a field even deep inside it.
    let misspelt: [(&str, &[&str]); 5] = [
        ("weavers", &["seats", "0"]),
        ("ioi", &["seats", "1"]),
        ("weave", &["characters", "0"]),
        ("spellweaver", &["seats", "1"]),
        ("woven", &["table", "mages", "0"]),
    ];
    for (game, at) in misspelt {
        let mut scenario = scenario_of(game);
        let mut place = &mut scenario;
        for step in at {
            place = match step.parse::<usize>() {
                Ok(i) => &mut place[i],
                Err(_) => &mut place[*step],
            };
        }
        place["hnd"] = json!(["Lantern"]);
        let err = start(game, Start::Scenario(scenario)).unwrap_err();
        let field = format!(
            "{}.hnd",
            at.iter().fold(String::new(), |p, s| match s.parse::<usize>() {
                Ok(i) => format!("{p}[{i}]"),
                Err(_) if p.is_empty() => s.to_string(),
                Err(_) => format!("{p}.{s}"),
            })
        );
        assert!(err.contains(&format!("`{field}`")), "{game}: the refusal names {field}: {err}");
        let mut top = scenario_of(game);
        top["notes"] = json!("x");
        let err = start(game, Start::Scenario(top)).unwrap_err();
        assert!(err.contains("notes"), "{game}: {err}");
    }
}

#[test]
fn an_unknown_field_is_refused_in_every_games_options() {
    let options = [
        ("weavers", json!({"decks": [], "shuffle": false})),
        ("ioi", json!({"variant": 1})),
        ("weave", json!({"playset": "", "epsiodes": 3})),
        (
            "spellweaver",
            json!({"decks": [{"Preconstructed": "Dawn Legion"}, {"Preconstructed": "Dawn Legion"}], "x": 1}),
        ),
        ("woven", json!({"variant": 1})),
    ];
    for (game, value) in options {
        let seats = vec![SeatInfo { name: "A".into(), kind: SeatKind::Human }; if game == "woven" { 1 } else { 2 }];
        let new = NewGame { game: game.into(), start: Start::Options(value), seats, seed: 1, now: 1, teaching: false };
        let err = start_game(new).unwrap_err();
        assert!(err.contains("invalid options") && err.contains("field `"), "{game}: {err}");
    }
}

#[test]
fn out_of_range_turned_indices_are_refused_not_dropped() {
    // Spellweaving IOI: `turned` names spells of the seat's own tableau, counted from 0.
    let mut scenario = scenario_of("ioi");
    scenario["seats"][0]["turned"] = json!([0]);
    start("ioi", Start::Scenario(scenario.clone())).expect("spell 0 exists");
    scenario["seats"][0]["turned"] = json!([0, 1]);
    let err = start("ioi", Start::Scenario(scenario)).unwrap_err();
    assert!(err.contains("seats[0].turned") && err.contains("spell 1") && err.contains("has 1 spells"), "{err}");
}

#[test]
fn long_texts_are_refused_and_named() {
    // A 1.6 MB `deck_name` once became a 2.4 MB save.
    let mut scenario = scenario_of("weavers");
    scenario["seats"][1]["deck_name"] = json!({"class": "x".repeat(MAX_TEXT_CHARS + 1), "spellbook": "Custom"});
    let err = start("weavers", Start::Scenario(scenario.clone())).unwrap_err();
    assert!(err.contains("seats[1].deck_name.class") && err.contains("at most 240"), "{err}");
    // Weavers deck names keep the card files' own limit of 40 characters.
    scenario["seats"][1]["deck_name"]["class"] = json!("y".repeat(41));
    let err = start("weavers", Start::Scenario(scenario.clone())).unwrap_err();
    assert!(err.contains("seats[1].deck_name.class") && err.contains("at most 40"), "{err}");
    scenario["seats"][1]["deck_name"]["class"] = json!("Pyromancer");
    start("weavers", Start::Scenario(scenario)).expect("a short name is fine");
    // A scenario file's title.
    let title = "t".repeat(MAX_TITLE_CHARS + 1);
    let file = ScenarioFile::new("ioi", &title, scenario_of("ioi"));
    let err = parse_scenario_file(&file.to_pretty_json()).unwrap_err();
    assert!(err.to_string().contains("at most 120"), "{err}");
    // Weave: a quality's text.
    let mut weave = scenario_of("weave");
    weave["characters"][0]["qualities"] = json!([{"kind": "Talent", "text": "z".repeat(61)}]);
    let err = start("weave", Start::Scenario(weave)).unwrap_err();
    assert!(err.contains("quality 0"), "{err}");
}

#[test]
fn a_byte_order_mark_is_accepted_in_scenarios_saves_and_records() {
    let file = ScenarioFile::new("ioi", "Lesson", scenario_of("ioi"));
    let text = format!("\u{feff}{}", file.to_pretty_json());
    assert!(is_scenario_file(&text));
    assert_eq!(parse_scenario_file(&text).unwrap(), file);
    let save = start("ioi", Start::Scenario(scenario_of("ioi"))).unwrap();
    let (back, _) = import_json(&format!("\u{feff}{}", export_json(&save))).expect("a save with a BOM imports");
    assert_eq!(back, save);
    let record = Record::parse(&format!("\u{feff}{}", serde_json::to_string(&save.record).unwrap())).unwrap();
    assert_eq!(record, save.record);
}

#[test]
fn a_scenario_over_64_kb_is_refused_as_a_file_and_as_a_link() {
    let mut scenario = scenario_of("ioi");
    // Long enough in total, each text within its limit.
    scenario["seats"][0]["hand"] = json!(vec!["Lantern".repeat(30); MAX_SCENARIO_BYTES / 200]);
    let file = ScenarioFile::new("ioi", "Too big", scenario);
    let text = file.to_pretty_json();
    assert!(text.len() > MAX_SCENARIO_BYTES);
    let err = parse_scenario_file(&text).unwrap_err();
    assert!(matches!(err, SaveError::ScenarioTooLarge { limit: MAX_SCENARIO_BYTES, .. }), "{err:?}");
    assert!(err.to_string().contains("at most 65536 bytes"), "{err}");
    let err = ScenarioFile::from_link_data(&file.to_link_data()).unwrap_err();
    assert!(matches!(err, SaveError::ScenarioTooLarge { .. }), "{err:?}");
    // Just under the limit still opens.
    let small = ScenarioFile::new("ioi", "Fits", scenario_of("ioi"));
    assert_eq!(ScenarioFile::from_link_data(&small.to_link_data()).unwrap(), small);
}

fn ioi_record() -> Record {
    let save = start("ioi", Start::Scenario(scenario_of("ioi"))).unwrap();
    save.record
}

#[test]
fn a_record_of_an_unsupported_format_version_is_refused() {
    let game = crate::games::ioi::Ioi::standard().unwrap();
    for version in [0, 3, 77] {
        let record = Record { format_version: version, ..ioi_record() };
        let err = Match::replay(game, &record).unwrap_err();
        assert!(err.message.contains(&format!("record format {version}")), "{err}");
        assert!(err.message.contains("formats 1 to 2") || err.message.contains("(2)"), "{err}");
    }
    Match::replay(game, &ioi_record()).expect("format 2 replays");
}

#[test]
fn a_records_seats_must_match_its_scenario() {
    let game = crate::games::ioi::Ioi::standard().unwrap();
    let record = Record { seats: 4, ..ioi_record() };
    let err = Match::replay(game, &record).unwrap_err();
    assert_eq!(err.message, "the record says 4 seats but its scenario seats 2");
}

#[test]
fn a_content_hash_mismatch_is_reported_not_refused() {
    let game = crate::games::ioi::Ioi::standard().unwrap();
    let record = ioi_record();
    let check = record.content_check(game);
    assert!(check.matched && check.warning().is_none(), "{check:?}");
    let other = Record { content_hash: "0123456789abcdef".into(), ..record };
    let check = other.content_check(game);
    assert!(!check.matched);
    assert!(check.warning().unwrap().contains("0123456789abcdef"));
    Match::replay(game, &other).expect("other content still replays while its actions fit");
}
