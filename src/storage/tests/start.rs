//! Starting games (options, scenarios, rematches) and scenario files and links.

use crate::games::weavers::{DeckChoice, Options, Scenario, ScenarioPhase, ScenarioSeat};
use crate::storage::*;

fn people() -> Vec<SeatInfo> {
    vec![
        SeatInfo { name: "Ada".into(), kind: SeatKind::Human },
        SeatInfo { name: "Robo".into(), kind: SeatKind::Bot { bot: "ismcts:normal".into() } },
    ]
}

fn weavers_options() -> serde_json::Value {
    let deck = |c: &str, b: &str| Some(DeckChoice { class: c.into(), spellbook: b.into() });
    serde_json::to_value(Options { decks: vec![deck("Pyromancer", "Aegis Psalter"), None] }).unwrap()
}

#[test]
fn a_new_game_is_dealt_from_its_options_and_verifies() {
    let new = NewGame {
        game: "weavers".into(),
        start: Start::Options(weavers_options()),
        seats: people(),
        seed: 5,
        now: 10,
        teaching: true,
    };
    let save = start_game(new).unwrap();
    assert_eq!(save.meta.title, "Ada vs Robo");
    assert!(save.meta.teaching);
    assert_eq!(save.record.seed, 5);
    let verified = verify(&save).unwrap();
    assert_eq!(verified.progress, "Round 1");
    assert!(save.snapshot.contains("Pyromancer"));
    // Bad options are refused with a reason, never a panic.
    let bad = NewGame { start: Start::Options(serde_json::json!({"decks": 3})), ..rematch_of(&save) };
    assert!(start_game(bad).unwrap_err().contains("invalid options"));
}

fn rematch_of(save: &Save) -> NewGame {
    NewGame::rematch(save, 99, 20)
}

#[test]
fn a_rematch_keeps_seats_options_and_mode_with_a_new_seed() {
    let first = start_game(NewGame {
        game: "weavers".into(),
        start: Start::Options(weavers_options()),
        seats: people(),
        seed: 5,
        now: 10,
        teaching: false,
    })
    .unwrap();
    let again = start_game(rematch_of(&first)).unwrap();
    assert_eq!(again.meta.seats, first.meta.seats);
    assert_eq!(again.record.options, first.record.options);
    assert_eq!(again.record.seed, 99);
    assert_ne!(again.snapshot, first.snapshot);
}

#[test]
fn a_guided_games_rematch_keeps_the_guides_deal() {
    // The opponent's script answers the guide's deal only (docs/rulings.md, guided first games).
    let guide = crate::games::guide::guide_for("weavers").unwrap().unwrap();
    let first = start_game(NewGame::guided(&guide, 10)).unwrap();
    let again = start_game(rematch_of(&first)).unwrap();
    assert_eq!(again.record.seed, guide.seed);
    assert_eq!(again.snapshot, first.snapshot);
}

fn scenario_json() -> serde_json::Value {
    let seat =
        |hand: &[&str]| ScenarioSeat { hand: hand.iter().map(|s| s.to_string()).collect(), ..Default::default() };
    serde_json::to_value(Scenario {
        extra_sets: vec![],
        round: 3,
        phase: ScenarioPhase::Casting,
        seats: vec![seat(&["Spark Flick", "Ember Dart"]), seat(&["Smite"])],
    })
    .unwrap()
}

#[test]
fn a_scenario_starts_a_game_in_its_position_and_its_rematch_starts_there_again() {
    let new = NewGame {
        game: "weavers".into(),
        start: Start::Scenario(scenario_json()),
        seats: vec![],
        seed: 1,
        now: 1,
        teaching: true,
    };
    let save = start_game(new).unwrap();
    assert_eq!(save.meta.seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["Player 1", "Player 2"]);
    // The record names the cards by id (docs/records.md, "Card ids"), the position the same.
    let mut by_id = scenario_json();
    by_id["seats"][0]["hand"] = serde_json::json!(["spark-flick", "ember-dart"]);
    by_id["seats"][1]["hand"] = serde_json::json!(["smite"]);
    assert_eq!(save.record.scenario, Some(by_id));
    assert_eq!(verify(&save).unwrap().progress, "Round 3");
    let again = start_game(rematch_of(&save)).unwrap();
    assert_eq!(again.record.scenario, save.record.scenario);
    // An impossible position is refused with the game's own reason.
    let mut bad = scenario_json();
    bad["seats"][0]["hand"][0] = "No Such Card".into();
    let err = start_game(NewGame { start: Start::Scenario(bad), ..rematch_of(&save) }).unwrap_err();
    assert!(err.contains("No Such Card"), "{err}");
}

#[test]
fn scenario_files_and_links_round_trip() {
    let file = ScenarioFile::new("weavers", "Lesson 1", scenario_json());
    assert_eq!(parse_scenario_file(&file.to_pretty_json()).unwrap(), file);
    assert!(is_scenario_file(&file.to_pretty_json()));
    let data = file.to_link_data();
    assert!(data.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{data}");
    assert_eq!(ScenarioFile::from_link_data(&data).unwrap(), file);
    // A cut or garbled link and a save are told apart from a scenario.
    assert!(ScenarioFile::from_link_data(&data[..data.len() / 2]).is_err());
    assert!(ScenarioFile::from_link_data("%%%").is_err());
    assert_eq!(parse_scenario_file(r#"{"format_version":1,"game":"weavers"}"#), Err(SaveError::Foreign));
    assert!(!is_scenario_file(r#"{"format_version":1,"game":"weavers"}"#));
    let newer = file.to_pretty_json().replace("\"version\": 1", "\"version\": 9");
    assert!(matches!(parse_scenario_file(&newer), Err(SaveError::NewerVersion { found: 9, .. })));
}

#[test]
fn a_shared_position_keeps_its_title_and_seat_names() {
    // The teacher's editor shares the position with its title and the seats' names.
    let file = ScenarioFile::new("weavers", "Lesson 1: the last round", scenario_json()).with_seats(&["Ada", "Bo"]);
    let opened = ScenarioFile::from_link_data(&file.to_link_data()).unwrap();
    assert_eq!(opened, file);
    assert_eq!(parse_scenario_file(&file.to_pretty_json()).unwrap(), file);
    let save = start_scenario_file(&opened, 7, 10).unwrap().save;
    assert_eq!(save.meta.title, "Lesson 1: the last round");
    let names: Vec<&str> = save.meta.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ada", "Bo"]);
    assert!(save.meta.seats.iter().all(|s| s.kind == SeatKind::Human));
    assert!(save.meta.teaching);
    assert_eq!(verify(&save).unwrap().progress, "Round 3");

    // A file without names or title (older links): "Player N", and the seats as the title.
    let plain = ScenarioFile::new("weavers", "", scenario_json());
    let written: serde_json::Value = serde_json::from_str(&plain.to_pretty_json()).unwrap();
    assert!(written.get("seats").is_none(), "no empty seat list is written");
    let save = start_scenario_file(&plain, 7, 10).unwrap().save;
    assert_eq!(save.meta.title, "Player 1 vs Player 2");
    // A blank name falls back to its seat's; too many or too long names are refused.
    let save = start_scenario_file(&file.clone().with_seats(&["", "Bo"]), 7, 10).unwrap().save;
    assert_eq!(save.meta.seats[0].name, "Player 1");
    let long = file.clone().with_seats(&["A name far longer than any seat's name"]);
    assert!(parse_scenario_file(&long.to_pretty_json()).is_err());
    let many = file.with_seats(&["a"; 9]);
    assert!(parse_scenario_file(&many.to_pretty_json()).is_err());
}

#[test]
fn base64url_matches_the_standard_vectors() {
    // RFC 4648, section 10 (without padding).
    for (plain, encoded) in [
        ("", ""),
        ("f", "Zg"),
        ("fo", "Zm8"),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg"),
        ("fooba", "Zm9vYmE"),
        ("foobar", "Zm9vYmFy"),
    ] {
        assert_eq!(base64url_encode(plain.as_bytes()), encoded);
        assert_eq!(base64url_decode(encoded).unwrap(), plain.as_bytes());
    }
    assert_eq!(base64url_encode(&[0xfb, 0xff]), "-_8");
    assert_eq!(base64url_decode("-_8").unwrap(), [0xfb, 0xff]);
    assert_eq!(base64url_decode("Zm9v=="), Some(b"foo".to_vec()));
}
