//! Reading and checking lessons (docs/lessons.md): the shipped Weavers lesson plays; hostile
//! and mistaken files are refused with the chapter, step and field at fault.

use super::*;
use serde_json::{json, Value};

const WEAVERS: &str = include_str!("../../lessons/weavers/effects-phase.json");

fn base() -> Value {
    serde_json::from_str(WEAVERS).unwrap()
}

/// Reads and checks a lesson's JSON, as the app and the CLI do.
fn verdict(value: &Value) -> Result<LessonReport, LessonError> {
    let lesson = read_lesson(value)?;
    check_lesson(&lesson)
}

fn refused(value: &Value) -> LessonError {
    match verdict(value) {
        Ok(_) => panic!("accepted: {value}"),
        Err(e) => e,
    }
}

fn question(lesson: &mut Value) -> &mut Value {
    &mut lesson["chapters"][0]["steps"][2]["question"]
}

#[test]
fn the_shipped_weavers_lesson_plays_every_step() {
    let report = verdict(&base()).unwrap();
    assert_eq!(report.chapters.len(), 2);
    let kinds: Vec<StepKind> = report.chapters[0].steps.iter().map(|s| s.kind).collect();
    assert_eq!(kinds, [StepKind::Words, StepKind::Play, StepKind::Question]);
    assert!(report.chapters[0].steps[1].checked.contains("Cast Dawnstrike face up"), "{:?}", report.chapters[0]);
}

#[test]
fn text_that_is_not_a_lesson_is_refused_and_says_why() {
    let cut = &WEAVERS[..WEAVERS.len() / 2];
    assert!(parse_lesson(cut).unwrap_err().message.contains("cut off"));
    assert!(parse_lesson("{nope").unwrap_err().message.contains("not valid JSON"));
    let e = parse_lesson(r#"{"format":"loomhall-scenario","version":1}"#).unwrap_err();
    assert_eq!(e.field, "format");
    let mut newer = base();
    newer["version"] = json!(2);
    assert!(refused(&newer).message.contains("newer Loomhall"));
    let huge = format!("{{\"format\":\"loomhall-lesson\",\"pad\":\"{}\"}}", "x".repeat(MAX_LESSON_BYTES));
    assert!(parse_lesson(&huge).unwrap_err().message.contains("at most 256 KB"));
    assert!(is_lesson_file(WEAVERS) && !is_lesson_file(r#"{"format":"loomhall-scenario"}"#));
}

#[test]
fn deep_nesting_is_refused_before_it_is_read() {
    let mut deep = json!(1);
    for _ in 0..40 {
        deep = json!([deep]);
    }
    let mut lesson = base();
    lesson["chapters"][0]["start"]["scenario"]["extra"] = deep;
    assert!(refused(&lesson).message.contains("nests"));
}

#[test]
fn an_unknown_field_is_named_with_its_path() {
    let mut lesson = base();
    lesson["chapters"][0]["steps"][2]["qestion"] = json!({});
    let e = refused(&lesson);
    assert!(e.field.contains("qestion"), "{e}");
    let mut lesson = base();
    lesson["game"] = json!("chess");
    assert!(refused(&lesson).message.contains("unknown game \"chess\""));
}

#[test]
fn a_step_must_say_something_and_hold_one_move_at_most() {
    let mut lesson = base();
    lesson["chapters"][0]["steps"][0] = json!({});
    let e = refused(&lesson);
    assert_eq!((e.chapter, e.step), (Some(0), Some(0)));
    assert!(e.message.contains("empty step"));
    let mut lesson = base();
    let play = lesson["chapters"][0]["steps"][1]["play"].clone();
    question(&mut lesson);
    lesson["chapters"][0]["steps"][2]["play"] = play;
    assert!(refused(&lesson).message.contains("not both"));
}

#[test]
fn words_and_citations_are_checked() {
    let mut lesson = base();
    lesson["chapters"][0]["steps"][0]["words"] = json!("an **open bold");
    assert!(refused(&lesson).message.contains("not closed"));
    let mut lesson = base();
    lesson["chapters"][0]["steps"][0]["rules"] = json!([{ "game": "ioi", "section": "Setup" }]);
    assert!(refused(&lesson).message.contains("rule of \"ioi\""));
    let mut lesson = base();
    lesson["chapters"][0]["steps"][0]["rules"] = json!([{ "game": "weavers", "section": "9. Dessert Phase" }]);
    assert!(refused(&lesson).message.contains("no section"));
    let mut lesson = base();
    lesson["chapters"][0]["steps"][0]["words"] = json!("x".repeat(MAX_WORDS_CHARS + 1));
    assert!(refused(&lesson).message.contains("at most 1200"));
}

#[test]
fn marks_name_pieces_the_position_has() {
    let cases = [
        ("seat:7", "seats 2"),
        ("card:not-a-card", "no card"),
        ("square:3", "names no piece"),
        ("spot:Loc 3", "lowercase letters"),
    ];
    for (piece, says) in cases {
        let mut lesson = base();
        lesson["chapters"][0]["steps"][0]["marks"] = json!([{ "piece": piece }]);
        let e = refused(&lesson);
        assert!(e.message.contains(says), "{piece}: {e}");
        assert!(e.field.ends_with("marks[0].piece"), "{e}");
    }
    let mut lesson = base();
    lesson["chapters"][0]["steps"][0]["marks"] = json!([{ "piece": "card:glare", "to": "seat:0", "tone": "good" }]);
    verdict(&lesson).unwrap();
    // A spot (a location, a square, a die) is named by its board: only its form is checked.
    lesson["chapters"][0]["steps"][0]["marks"] = json!([{ "piece": "spot:loc-3-4", "to": "spot:die-0" }]);
    verdict(&lesson).unwrap();
}

#[test]
fn a_play_the_rules_refuse_names_its_step() {
    let mut lesson = base();
    // Lumen does not hold Fireball.
    lesson["chapters"][0]["steps"][1]["play"]["actions"] = json!([{ "Cast": { "card": "fireball", "face_up": true } }]);
    let e = refused(&lesson);
    assert_eq!((e.chapter, e.step), (Some(0), Some(1)));
    assert_eq!(e.field, "chapters[0].steps[1].play");
    let mut lesson = base();
    lesson["chapters"][0]["steps"][1]["play"]["seat"] = json!(0);
    lesson["chapters"][0]["steps"][1]["play"]["actions"] =
        json!([{ "Cast": { "card": "burning-blood", "face_up": true } }]);
    // Seat 0 has then played its card: the question for seat 0 comes too late.
    assert!(refused(&lesson).message.contains("not asked to act"));
}

#[test]
fn answers_are_judged_as_the_lesson_says() {
    // An accepted answer that fails the condition.
    let mut lesson = base();
    question(&mut lesson)["accept"] = json!([[{ "Cast": { "card": "spark-flick", "face_up": true } }]]);
    let e = refused(&lesson);
    assert!(e.field.ends_with("question.accept[0]") && e.message.contains("does not meet"), "{e}");
    // A wrong answer that is accepted, or that meets the condition.
    let mut lesson = base();
    question(&mut lesson)["wrong"][0]["answer"] = json!([{ "Cast": { "card": "wall-of-flame", "face_up": true } }]);
    assert!(refused(&lesson).message.contains("also an accepted one"));
    let mut lesson = base();
    question(&mut lesson)["accept"] = json!([[{ "Cast": { "card": "wall-of-flame", "face_up": false } }]]);
    question(&mut lesson)["condition"] = Value::Null;
    question(&mut lesson)["wrong"][0]["answer"] = json!([{ "Cast": { "card": "wall-of-flame", "face_up": true } }]);
    question(&mut lesson).as_object_mut().unwrap().remove("condition");
    verdict(&lesson).unwrap();
    // A condition whose path the view does not have.
    let mut lesson = base();
    question(&mut lesson)["condition"]["view"] = json!("/seats/0/sheilds");
    assert!(refused(&lesson).message.contains("does not meet the condition"));
    // Both kinds of comparison at once.
    let mut lesson = base();
    question(&mut lesson)["condition"]["at_least"] = json!(0);
    assert!(refused(&lesson).message.contains("not both kinds"));
}

#[test]
fn a_chapter_may_start_from_a_record_after_some_moves() {
    let mut lesson = base();
    let scenario = lesson["chapters"][0]["start"]["scenario"].clone();
    let record = json!({
        "format_version": 2, "game": "weavers", "content_hash": "0000000000000000", "options": null,
        "seats": 2, "seed": 3, "scenario": scenario,
        "actions": [{ "seat": 1, "action": { "Cast": { "card": "dawnstrike", "face_up": true } } }]
    });
    lesson["chapters"][0]["start"] = json!({ "record": record, "moves": 1 });
    // The record already played Lumen's card: drop the lesson's own play of it.
    lesson["chapters"][0]["steps"].as_array_mut().unwrap().remove(1);
    verdict(&lesson).unwrap();
    lesson["chapters"][0]["start"]["moves"] = json!(3);
    assert!(refused(&lesson).message.contains("holds 1 actions"));
}

#[test]
fn positions_give_the_state_before_every_step_and_after_the_last() {
    use crate::core::{Game, Viewer};
    use crate::games::weavers::Weavers;
    let lesson = parse_lesson(WEAVERS).unwrap();
    let game = Weavers::standard().unwrap();
    let states = positions(game, &lesson, 1).unwrap();
    assert_eq!(states.len(), lesson.chapters[1].steps.len() + 1);
    // Chapter 2's last words: one healing token removed Weak and one of two Dazed.
    let end = serde_json::to_value(game.view(states.last().unwrap(), Viewer::Seat(0))).unwrap();
    assert_eq!(end["seats"][0]["statuses"], json!([0, 0, 1, 0, 0]), "{}", end["seats"][0]);
}

#[test]
fn the_table_follows_a_chapter_by_its_moves_and_reading() {
    let lesson = parse_lesson(WEAVERS).unwrap();
    let chapter = &lesson.chapters[0];
    // Words first (read with Next), then Lumen's card, then the question's answer.
    assert_eq!(progress(chapter, 0, 0), (Some(0), 0));
    assert_eq!(progress(chapter, 0, 1), (Some(1), 0));
    assert_eq!(turn(&chapter.steps[1], 0), Turn::Script);
    assert_eq!(progress(chapter, 1, 1), (Some(2), 0));
    assert_eq!(turn(&chapter.steps[2], 0), Turn::Ask);
    assert_eq!(progress(chapter, 2, 1), (None, 0));
}

#[test]
fn answers_get_the_lessons_verdict() {
    use crate::core::Game;
    use crate::games::weavers::{Action, Weavers};
    let lesson = parse_lesson(WEAVERS).unwrap();
    let game = Weavers::standard().unwrap();
    let states = positions(game, &lesson, 0).unwrap();
    let before = &states[2];
    let q = lesson.chapters[0].steps[2].question.as_ref().unwrap();
    let cast = |card: &str, face_up: bool| {
        game.action_from_json(before, &json!({ "Cast": { "card": card, "face_up": face_up } })).unwrap()
    };
    let wall = cast("wall-of-flame", true);
    assert_eq!(judge(game, before, q, &[wall]).unwrap(), Verdict::Right { play: vec![wall], same: true });
    match judge(game, before, q, &[cast("burning-blood", true)]).unwrap() {
        Verdict::Wrong(says) => assert!(says.starts_with("Burning Blood hurts Lumen"), "{says}"),
        other => panic!("{other:?}"),
    }
    // Another legal answer hears `otherwise`.
    let other: Action = cast("spark-flick", false);
    assert_eq!(judge(game, before, q, &[other]).unwrap(), Verdict::Wrong(q.otherwise.clone()));
}

#[test]
fn a_chapter_starts_as_a_save_with_people_only_where_asked() {
    use crate::storage::{verify, SeatKind};
    let lesson = parse_lesson(WEAVERS).unwrap();
    let started = start_chapter(&lesson, "shipped-weavers-effects-phase", 1, 5).unwrap();
    let save = started.save;
    verify(&save).unwrap();
    // The match it hands over (for the table that opens it at once) is the save's position.
    let played = started.played.downcast::<crate::core::Match<crate::games::weavers::Weavers>>().unwrap();
    assert_eq!(played.record, save.record);
    assert_eq!(serde_json::to_string(&played.state).unwrap(), save.snapshot);
    assert_eq!(save.meta.seats[0].kind, SeatKind::Human);
    assert_eq!(save.meta.seats[1].kind, SeatKind::Bot { bot: LESSON_BOT.into() });
    assert_eq!(save.meta.seats[1].name, "Lumen");
    assert_eq!(save.meta.lesson.as_ref().map(|l| l.chapter), Some(1));
    assert!(save.meta.title.ends_with("Healing removes one token of every kind"), "{}", save.meta.title);
    assert!(start_chapter(&lesson, "k", 9, 5).err().unwrap().contains("no chapter 10"));
}

#[test]
fn the_library_keeps_lessons_places_and_damaged_lessons() {
    use crate::storage::{KeyValue, MemoryStore};
    let mut store = MemoryStore::new();
    let key = library::store_lesson(&mut store, WEAVERS).unwrap();
    assert_eq!(library::store_lesson(&mut store, WEAVERS).unwrap(), key, "the same text is kept once");
    store.set(&format!("{}saved-broken", library::LESSON_KEY_PREFIX), "{\"format\":\"loomhall-lesson\"").unwrap();
    let entries = library::stored(&store).unwrap();
    assert_eq!(entries.len(), 2);
    let broken = entries.iter().find(|e| e.key == "saved-broken").unwrap();
    assert!(broken.lesson.as_ref().unwrap_err().message.contains("cut off"));
    assert!(library::read_lesson_at(&store, &key).unwrap().is_some());
    assert!(library::read_lesson_at(&store, &library::shipped_key("ioi", "response-window")).unwrap().is_some());
    assert_eq!(library::read_lesson_at(&store, "saved-none").unwrap(), None);
    library::set_place(&mut store, &key, 1, "slot-b").unwrap();
    library::set_place(&mut store, &key, 0, "slot-a").unwrap();
    assert_eq!(library::places(&store, &key).get(&1).map(String::as_str), Some("slot-b"));
    library::set_read_steps(&mut store, "slot-a", 3).unwrap();
    assert_eq!((library::read_steps(&store, "slot-a"), library::read_steps(&store, "slot-x")), (3, 0));
    library::remove_lesson(&mut store, &key).unwrap();
    assert!(library::places(&store, &key).is_empty());
    // The damaged lesson is kept until removed on purpose.
    assert_eq!(library::stored(&store).unwrap().len(), 1);
}

/// A teacher's table: a Weavers game from its deal, played on by `moves` (seat, legal choice).
fn teaching_table(seed: u64) -> crate::core::Match<crate::games::weavers::Weavers> {
    use crate::games::weavers::Weavers;
    let game = Weavers::standard().unwrap();
    crate::core::Match::new(game, &Default::default(), 2, seed).unwrap()
}

/// Plays `seat`'s first legal choice at the table and records it in the draft, as the builder
/// does for every move played at its table.
fn play_and_record(
    table: &mut crate::core::Match<crate::games::weavers::Weavers>,
    draft: &mut Draft,
    seat: usize,
    choice: usize,
) -> Recorded {
    use crate::core::Game;
    use crate::games::weavers::Weavers;
    let game = Weavers::standard().unwrap();
    let action = game.legal_actions(&table.state, seat)[choice];
    table.play(game, seat, &action).unwrap();
    let value = table.record.actions.last().unwrap().action.clone();
    draft.record(seat, value, false).unwrap()
}

#[test]
fn a_lesson_built_at_the_table_records_its_moves_and_checks() {
    let mut table = teaching_table(11);
    let mut draft = Draft::new("draft-1", "weavers", "Shields first");
    assert!(draft.text().is_err(), "no chapter yet");
    draft.add_chapter("Chapter one", &table.record, vec!["Ada".into(), "Bo".into()], "slot-1").unwrap();
    assert_eq!(draft.expected_moves(), Some(0));
    draft.add_words("Bo casts **first**.", vec![citable_rules("weavers")[0].0.clone()]).unwrap();
    assert_eq!(play_and_record(&mut table, &mut draft, 1, 0), Recorded::Kept);
    let q = Question {
        seat: 0,
        ask: "Your card?".into(),
        accept: vec![],
        condition: None,
        then: vec![],
        hint: "Any card".into(),
        right: "Yes.".into(),
        wrong: vec![],
        otherwise: String::new(),
    };
    draft.ask(0, q).unwrap();
    // A question waiting for its answer does not read as a lesson yet.
    assert!(draft.text().unwrap_err().field.contains("accept"));
    // An expected wrong answer, played while the question waits: kept with its words (the
    // table then takes it back, so the right answer is played from the same position).
    let mut wrong_table = table.clone();
    draft.next = NextMove::Wrong("Not that one.".into());
    assert_eq!(play_and_record(&mut wrong_table, &mut draft, 0, 1), Recorded::Answer);
    assert_eq!(draft.next, NextMove::Play);
    assert_eq!(draft.expected_moves(), Some(table.record.actions.len()));
    // Another right answer, recorded the same way, joins the accepted answers after the one
    // played (the chapter goes on from that one).
    let mut also_table = table.clone();
    draft.next = NextMove::AlsoRight;
    assert_eq!(play_and_record(&mut also_table, &mut draft, 0, 2), Recorded::Answer);
    // Room is kept for the answer still to be played: at most 16 accepted answers in all.
    let mut full = draft.clone();
    full.also_right = vec![json!(null); MAX_ANSWERS - 1];
    full.next = NextMove::AlsoRight;
    assert!(full.record(0, json!(null), false).unwrap_err().contains("at most 16"));
    play_and_record(&mut table, &mut draft, 0, 0);
    assert_eq!(draft.expected_moves(), Some(table.record.actions.len()));
    let q = draft.lesson.chapters[0].steps[2].question.clone().unwrap();
    assert_eq!(q.accept.len(), 2);
    assert_eq!(q.accept[1][0], also_table.record.actions.last().unwrap().action);
    assert!(draft.also_right.is_empty());
    // A condition reads the asked seat's view after the answer: the builder lists its facts.
    let view = answer_view(&draft.lesson, 0, 2).unwrap();
    let facts = view_facts(&view, 500);
    let (pointer, value) = facts.iter().find(|(p, _)| p == "/seats/0/shields").unwrap();
    assert_eq!(view.pointer(pointer), Some(value));
    // A condition no answer meets does not hide them (it is being written).
    draft.lesson.chapters[0].steps[2].question.as_mut().unwrap().condition = Some(Condition {
        says: "never".into(),
        view: "/nowhere".into(),
        equals: Some(json!(1)),
        at_least: None,
        at_most: None,
    });
    assert!(check_lesson(&draft.lesson).is_err());
    assert_eq!(answer_view(&draft.lesson, 0, 2).unwrap(), view);
    draft.lesson.chapters[0].steps[2].question.as_mut().unwrap().condition = None;
    let kinds: Vec<StepKind> = draft.lesson.chapters[0].steps.iter().map(|s| s.kind()).collect();
    assert_eq!(kinds, [StepKind::Words, StepKind::Play, StepKind::Question]);
    let text = draft.text().unwrap();
    let report = check_lesson(&parse_lesson(&text).unwrap()).unwrap();
    assert_eq!(report.chapters[0].steps.len(), 3);
    assert_eq!(draft.lesson.chapters[0].steps[2].question.as_ref().unwrap().wrong[0].says, "Not that one.");
    // Taken back at the table: the answer goes, and the question waits again.
    draft.unrecord(1).unwrap();
    assert_eq!(draft.lesson.chapters[0].steps[2].question.as_ref().unwrap().accept.len(), 0);
    assert_eq!(draft.also_right.len(), 1);
    assert_eq!(draft.expected_moves(), Some(1));
}

#[test]
fn the_builder_keeps_the_order_of_moves_and_undoes_whole_edits() {
    let mut table = teaching_table(5);
    let mut draft = Draft::new("draft-2", "weavers", "Order");
    draft.add_chapter("One", &table.record, vec![], "slot").unwrap();
    draft.add_words("Read me", vec![]).unwrap();
    play_and_record(&mut table, &mut draft, 1, 0);
    play_and_record(&mut table, &mut draft, 0, 0);
    // Bo's move, then Ada's: two steps with moves. Words move freely; moves keep their order.
    assert_eq!(draft.lesson.chapters[0].steps.len(), 3);
    draft.move_step(0, 0, 1).unwrap();
    assert_eq!(draft.lesson.chapters[0].steps[1].words, "Read me");
    assert!(draft.move_step(0, 2, 0).unwrap_err().contains("order"));
    assert!(draft.delete_step(0, 0).unwrap_err().contains("later moves"));
    draft.delete_step(0, 2).unwrap();
    assert_eq!(draft.expected_moves(), Some(1));
    // A step's words can be rewritten, its moves cannot.
    let mut step = draft.lesson.chapters[0].steps[0].clone();
    step.words = "Bo plays.".into();
    draft.set_step(0, 0, step.clone()).unwrap();
    step.play = None;
    assert!(draft.set_step(0, 0, step).is_err());
    // The history undoes and redoes whole edits; a refused edit changes nothing.
    let mut history = DraftHistory::default();
    let (after, _) = history.edit(&draft, |d| d.add_words("More", vec![])).unwrap();
    assert!(history.edit(&after, |d| d.delete_step(0, 9)).is_err());
    assert_eq!(history.undo(&after), Some(draft.clone()));
    assert_eq!(history.redo(&draft), Some(after.clone()));
    // Chapters reorder and delete; the recording chapter follows its place.
    let (two, _) = history.edit(&after, |d| d.add_chapter("Two", &table.record, vec![], "slot")).unwrap();
    let (moved, _) = history.edit(&two, |d| d.move_chapter(1, 0)).unwrap();
    assert_eq!((moved.lesson.chapters[0].title.as_str(), moved.chapter), ("Two", Some(0)));
    let (gone, _) = history.edit(&moved, |d| d.delete_chapter(0)).unwrap();
    assert_eq!((gone.lesson.chapters.len(), gone.chapter), (1, None));
}

#[test]
fn a_draft_is_kept_and_joins_the_library_once_it_reads() {
    use crate::storage::MemoryStore;
    let mut store = MemoryStore::default();
    let table = teaching_table(2);
    let mut draft = Draft::new("draft-9", "weavers", "Kept");
    draft.add_chapter("One", &table.record, vec![], "slot").unwrap();
    // A chapter without a step is kept as a draft, not yet as a lesson.
    assert!(library::keep_draft(&mut store, &draft).unwrap().is_err());
    assert_eq!(library::draft(&store), Some(draft.clone()));
    assert!(library::stored(&store).unwrap().is_empty());
    draft.add_words("Hello", vec![]).unwrap();
    library::keep_draft(&mut store, &draft).unwrap().unwrap();
    let listed = library::stored(&store).unwrap();
    assert_eq!((listed[0].key.as_str(), listed[0].lesson.as_ref().unwrap().title.as_str()), ("draft-9", "Kept"));
}
