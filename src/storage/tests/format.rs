//! Every kind of bad save gives its own typed error with a clear message.

use crate::core::RecordedAction;
use crate::storage::{parse_save, verify, SaveError, SAVE_FORMAT_VERSION};
use crate::testing::tally::{edit_total, played, verify_tally};

#[test]
fn a_good_save_parses_and_verifies() {
    let save = played(3, 2, 6);
    let back = parse_save(&save.to_json()).unwrap();
    assert_eq!(back, save);
    let v = verify_tally(&back).unwrap();
    assert_eq!(v.progress, save.meta.progress);
}

#[test]
fn empty_and_cut_off_text_is_truncated() {
    assert_eq!(parse_save(""), Err(SaveError::Truncated));
    let json = played(4, 2, 5).to_json();
    assert_eq!(parse_save(&json[..json.len() / 2]), Err(SaveError::Truncated));
}

#[test]
fn garbage_is_corrupt() {
    assert!(matches!(parse_save("{not json"), Err(SaveError::Corrupt(_))));
    let json = played(4, 2, 5).to_json().replace("\"record\"", "\"recrod\"");
    let err = parse_save(&json).unwrap_err();
    assert!(matches!(err, SaveError::Corrupt(_)), "{err:?}");
    assert!(err.to_string().contains("damaged"));
}

#[test]
fn other_json_is_foreign() {
    for text in ["[1,2,3]", "{\"hello\":1}", "\"a string\"", "42", "{\"game\":\"weavers\"}"] {
        assert_eq!(parse_save(text), Err(SaveError::Foreign), "{text}");
    }
    assert_eq!(SaveError::Foreign.to_string(), "This file is not a Loomhall save.");
}

#[test]
fn a_newer_save_is_refused_with_its_version() {
    let mut value: serde_json::Value = serde_json::from_str(&played(4, 2, 5).to_json()).unwrap();
    value["format_version"] = serde_json::json!(SAVE_FORMAT_VERSION + 1);
    value["something_new"] = serde_json::json!({"x": 1});
    let err = parse_save(&value.to_string()).unwrap_err();
    assert_eq!(err, SaveError::NewerVersion { found: SAVE_FORMAT_VERSION + 1, supported: SAVE_FORMAT_VERSION });
    assert!(err.to_string().contains("newer version"));
}

#[test]
fn a_save_whose_record_names_another_game_is_wrong_game() {
    let mut save = played(5, 2, 4);
    save.record.game = "weavers".into();
    let err = parse_save(&save.to_json()).unwrap_err();
    assert!(matches!(err, SaveError::WrongGame { .. }), "{err:?}");
    let mut save = played(5, 2, 4);
    save.game = "ioi".into();
    save.record.game = "ioi".into();
    assert!(matches!(verify_tally(&save), Err(SaveError::WrongGame { .. })));
}

#[test]
fn unknown_games_are_named() {
    let save = played(5, 2, 4);
    assert_eq!(verify(&save), Err(SaveError::UnknownGame("tally".into())));
}

#[test]
fn other_card_content_is_allowed_while_the_moves_fit_and_named_when_they_do_not() {
    // docs/records.md: replaying under other content is allowed but reported.
    let mut save = played(6, 2, 4);
    save.content_hash = "00000000deadbeef".into();
    save.record.content_hash = "00000000deadbeef".into();
    assert!(verify_tally(&save).unwrap().content_changed);
    assert!(!verify_tally(&played(6, 2, 4)).unwrap().content_changed);
    save.snapshot = edit_total(&save.snapshot, 77);
    assert!(matches!(verify_tally(&save), Err(SaveError::ContentChanged { .. })));
}

#[test]
fn an_illegal_recorded_action_names_its_index_and_rule() {
    let mut save = played(7, 2, 4);
    save.record.actions.push(RecordedAction { seat: 1, action: serde_json::json!(9) });
    let Err(SaveError::Replay(e)) = verify_tally(&save) else { panic!("expected a replay error") };
    assert_eq!(e.action_index, Some(save.record.actions.len() - 1));
    assert!(e.rule.is_some());
}

#[test]
fn an_edited_snapshot_does_not_match_its_moves() {
    let mut save = played(8, 2, 4);
    save.snapshot = edit_total(&save.snapshot, 99);
    let err = verify_tally(&save).unwrap_err();
    assert!(matches!(err, SaveError::SnapshotMismatch { .. }), "{err:?}");
    assert!(err.to_string().contains("does not match its moves"));
    let mut save = played(8, 2, 4);
    save.snapshot = r#"{"total": "many"}"#.into();
    assert!(matches!(verify_tally(&save), Err(SaveError::Corrupt(_))));
}

#[test]
fn a_save_verified_while_it_is_replayed_for_the_table_gives_that_replay_and_the_same_errors() {
    // The table opens a save by replaying it once (`verify_replaying`), not once to verify and
    // once more for its log: the checks and their errors must be verify_with's.
    use crate::core::Match;
    use crate::storage::verify_replaying;
    use crate::testing::tally::Tally;
    let replay_counting = |record: &crate::core::Record| {
        Match::<Tally>::replay_steps(&Tally, record, record.actions.len()).map(|(m, steps)| (m, steps.len()))
    };
    let save = played(9, 2, 4);
    let (verified, (m, steps)) = verify_replaying(&Tally, &save, replay_counting).unwrap();
    assert_eq!(verified, verify_tally(&save).unwrap());
    assert_eq!((steps, &m.record.actions), (save.record.actions.len(), &save.record.actions));
    let mut edited = save.clone();
    edited.snapshot = edit_total(&edited.snapshot, 99);
    let err = verify_replaying(&Tally, &edited, replay_counting).map(|_| ()).unwrap_err();
    assert_eq!(Err(err), verify_tally(&edited).map(|_| ()));
    let mut illegal = save;
    illegal.record.actions.push(RecordedAction { seat: 1, action: serde_json::json!(9) });
    let err = verify_replaying(&Tally, &illegal, replay_counting).map(|_| ()).unwrap_err();
    assert_eq!(Err(err), verify_tally(&illegal).map(|_| ()));
}
