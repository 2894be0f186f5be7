//! The table in a real browser with a tiny board for the test game Tally: pass-and-play
//! hand-off, "why not?", the log with rule links, autosave, a computer seat's thinking
//! indicator with stop, undo and redo.

use super::{Board, BoardContext, Table, TableProps};
use crate::storage::{parse_save, KeyValue, LocalStore, SaveMeta, SaveSlots, SeatInfo, SeatKind, SAVE_KEY_PREFIX};
use crate::testing::tally::{played, verify_tally, Tally};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use yew::prelude::*;

struct TallyBoard;

impl Board for TallyBoard {
    type Game = Tally;
    fn game() -> Result<&'static Tally, String> {
        Ok(&Tally)
    }
    fn render(ctx: BoardContext<Tally>) -> Html {
        let button = |action: u32, label: String, class: &'static str| {
            let on_action = ctx.on_action.clone();
            html! { <button class={class} onclick={move |_| on_action.emit(action)}>{ label }</button> }
        };
        html! {
            <div>
                <p id="total">{ ctx.view.total }</p>
                { for ctx.legal.iter().map(|(a, label)| button(*a, label.clone(), "act")) }
                { button(9, "Add 9".into(), "illegal") }
            </div>
        }
    }
    fn how_to_play() -> &'static [&'static str] {
        &["Add to the total; reach the target to win."]
    }
}

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Lets timers fire, then waits until Yew's scheduler has nothing left to run. Yew yields to the
/// browser after 16 ms of work, between a render and its effects, so on a slow machine a timer
/// alone can end before an effect (the autosave) has run.
async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
    yew::scheduler::flush().await;
}

fn text(root: &web_sys::Element) -> String {
    root.text_content().unwrap_or_default()
}

async fn click(root: &web_sys::Element, selector: &str) {
    let el = root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector} in: {}", text(root)));
    el.dyn_into::<web_sys::HtmlElement>().unwrap().click();
    settle().await;
}

async fn click_button(root: &web_sys::Element, label: &str) {
    let buttons = root.query_selector_all("button").unwrap();
    for i in 0..buttons.length() {
        let b: web_sys::HtmlElement = buttons.item(i).unwrap().dyn_into().unwrap();
        if b.text_content().unwrap_or_default().contains(label) {
            b.click();
            settle().await;
            return;
        }
    }
    panic!("no button '{label}' in: {}", text(root));
}

fn mount(slot: &str, seats: Vec<SeatInfo>) -> web_sys::Element {
    let mut save = played(21, 2, 0);
    save.meta = SaveMeta { seats, ..save.meta };
    let mut slots = SaveSlots::with_verifier(LocalStore::open().unwrap(), verify_tally);
    slots.write(slot, &save).unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Table<TallyBoard>>::with_root_and_props(root.clone(), TableProps { slot: slot.to_string().into() })
        .render();
    root
}

fn stored(slot: &str) -> crate::storage::Save {
    let raw = LocalStore::open().unwrap().get(&format!("{SAVE_KEY_PREFIX}{slot}")).unwrap().unwrap();
    parse_save(&raw).unwrap()
}

fn human(name: &str) -> SeatInfo {
    SeatInfo { name: name.into(), kind: SeatKind::Human }
}

#[wasm_bindgen_test]
async fn pass_and_play_hands_off_explains_refusals_logs_and_autosaves() {
    let root = mount("table-pp", vec![human("Ada"), human("Bo")]);
    settle().await;
    // The first screen hides everything until Ada takes the device.
    assert!(text(&root).contains("Pass to Ada — tap when ready"), "{}", text(&root));
    // Only the public table shows meanwhile: nothing can be played.
    assert_eq!(root.query_selector_all(".act").unwrap().length(), 0);
    click_button(&root, "I am Ada").await;
    assert_eq!(root.query_selector_all(".act").unwrap().length(), 3);

    // An illegal action is refused with its rule.
    click(&root, ".illegal").await;
    let why = root.query_selector(".why-not").unwrap().expect("a why-not explanation");
    assert!(text(&why).contains("Add 1, 2 or 3 on your own turn."));
    assert_eq!(why.query_selector("a").unwrap().unwrap().get_attribute("href").as_deref(), Some("#/rules/tally"));
    assert!(stored("table-pp").record.actions.is_empty());

    // A legal one is played, logged with its rule, saved, and the device goes to Bo.
    click(&root, ".act").await;
    assert!(text(&root).contains("Pass to Bo — tap when ready"));
    assert_eq!(stored("table-pp").record.actions.len(), 1);
    click_button(&root, "I am Bo").await;
    let log = root.query_selector(".game-log").unwrap().unwrap();
    assert!(text(&log).contains("Seat 0 adds 1"), "{}", text(&log));
    assert!(text(&log).contains("Turns · Add"));
    // Bo cannot take back Ada's move.
    let undo = root.query_selector(".undo-redo button").unwrap().unwrap();
    assert!(undo.has_attribute("disabled"));
    LocalStore::open().unwrap().remove(&format!("{SAVE_KEY_PREFIX}table-pp")).unwrap();
}

#[wasm_bindgen_test]
async fn a_computer_seat_thinks_can_be_stopped_and_a_committed_move_cannot_be_undone() {
    let bot = SeatInfo { name: "Robo".into(), kind: SeatKind::Bot { bot: "ismcts:200".into() } };
    let root = mount("table-bot", vec![human("Ada"), bot]);
    settle().await;
    // One person: no hand-off screen.
    assert!(root.query_selector("#total").unwrap().is_some(), "{}", text(&root));
    click(&root, ".act").await;
    // The computer's turn: the indicator shows (this test page has no worker script, so it
    // never answers) and can be stopped.
    assert!(text(&root).contains("Robo is thinking"), "{}", text(&root));
    click_button(&root, "Stop thinking").await;
    assert!(text(&root).contains("The computer player is paused"));
    // Ada's move passed the turn: it is committed, so competitive undo is off.
    let undo = root.query_selector(".undo-redo button").unwrap().unwrap();
    assert!(undo.has_attribute("disabled"));
    LocalStore::open().unwrap().remove(&format!("{SAVE_KEY_PREFIX}table-bot")).unwrap();
}

#[wasm_bindgen_test]
async fn teaching_mode_steps_through_events_and_undoes_and_redoes_any_move() {
    let mut save = played(21, 2, 0);
    save.meta = SaveMeta { seats: vec![human("Ada"), human("Bo")], teaching: true, ..save.meta };
    let mut slots = SaveSlots::with_verifier(LocalStore::open().unwrap(), verify_tally);
    slots.write("table-teach", &save).unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Table<TallyBoard>>::with_root_and_props(root.clone(), TableProps { slot: "table-teach".into() })
        .render();
    settle().await;
    // No hand-off in teaching mode.
    assert!(!text(&root).contains("Pass to"), "{}", text(&root));
    click(&root, ".act").await;
    click_button(&root, "Done").await;
    click(&root, ".act").await;
    // Each action's event waits for a tap, with its rule.
    let stepper = root.query_selector(".event-stepper").unwrap().expect("the event stepper");
    assert!(text(&stepper).contains("Event 1 of 1"), "{}", text(&stepper));
    assert!(text(&stepper).contains("Turns · Add"));
    assert_eq!(root.query_selector_all(".act").unwrap().length(), 0, "no moves while an event is shown");
    click_button(&root, "Done").await;
    assert!(root.query_selector(".event-stepper").unwrap().is_none());
    // Undo takes back any move, one at a time; redo plays them again.
    click_button(&root, "Undo").await;
    click_button(&root, "Undo").await;
    assert!(stored("table-teach").record.actions.is_empty());
    assert_eq!(stored("table-teach").redo.len(), 2);
    click_button(&root, "Redo").await;
    assert_eq!(stored("table-teach").record.actions.len(), 1);
    assert_eq!(stored("table-teach").redo.len(), 1);
    // A redone move is explained again, event by event.
    assert!(root.query_selector(".event-stepper").unwrap().is_some());
    click_button(&root, "Redo").await;
    assert_eq!(stored("table-teach").record.actions.len(), 2);
    assert!(stored("table-teach").redo.is_empty());
    LocalStore::open().unwrap().remove(&format!("{SAVE_KEY_PREFIX}table-teach")).unwrap();
}

#[wasm_bindgen_test]
async fn the_end_of_the_game_shows_the_winner_and_lets_the_table_be_reviewed() {
    // A Tally game one move from the end: the player to act can reach the target with +3.
    let mut save = played(33, 2, 0);
    let mut m = crate::core::Match::replay(&Tally, &save.record).unwrap().0;
    while m.state.target - m.state.total > 3 {
        let seat = m.state.turn;
        m.play(&Tally, seat, &1).unwrap();
    }
    let winner = ["Ada", "Bo"][m.state.turn];
    save = crate::storage::Save::of_match(&Tally, &m, SaveMeta { seats: vec![human("Ada"), human("Bo")], ..save.meta });
    let mut slots = SaveSlots::with_verifier(LocalStore::open().unwrap(), verify_tally);
    slots.write("table-end", &save).unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Table<TallyBoard>>::with_root_and_props(root.clone(), TableProps { slot: "table-end".into() })
        .render();
    settle().await;
    click_button(&root, &format!("I am {winner}")).await;
    click_button(&root, "Add 3").await;
    let dialog = root.query_selector(".end-dialog").unwrap().expect("the end-of-game dialog");
    assert!(text(&dialog).contains(&format!("{winner} wins")), "{}", text(&dialog));
    assert!(stored("table-end").meta.finished);
    click_button(&root, "Look at the table").await;
    assert!(root.query_selector(".end-dialog").unwrap().is_none());
    assert_eq!(root.query_selector_all(".act").unwrap().length(), 0, "no moves after the end");
    LocalStore::open().unwrap().remove(&format!("{SAVE_KEY_PREFIX}table-end")).unwrap();
}

/// A table opened on the game the page just started (a guided game, a lesson's first chapter)
/// takes the match it was dealt as (`services::fresh_match`) instead of reading the slot back: it
/// must be the same table.
#[wasm_bindgen_test]
fn a_game_just_started_opens_as_its_save_would_read() {
    use crate::games::{ioi::Ioi, spellweaver::Spellweaver, weave::Weave, weavers::Weavers, woven::Woven};
    let logged = [
        opens_alike(Weavers::standard().unwrap(), "weavers"),
        opens_alike(Ioi::standard().unwrap(), "ioi"),
        opens_alike(Weave::standard().unwrap(), "weave"),
        opens_alike(Woven::standard().unwrap(), "woven"),
        opens_alike(Spellweaver::standard().unwrap(), "spellweaver"),
    ];
    assert!(logged.iter().any(|&n| n > 0), "some deal is logged, so the logs compared hold entries: {logged:?}");
}

/// Opens `id`'s guided game, then its shipped lesson's first chapter, each as just started and
/// then as read from its slot; how many log entries they hold.
fn opens_alike<G: crate::core::Game + 'static>(game: &'static G, id: &str) -> usize {
    use crate::app::services;
    let guided = opens_alike_in(game, id, &services::start_guide(id).unwrap());
    let (name, text) = crate::lessons::shipped_for(id).next().expect("every game ships a lesson");
    let lesson = crate::lessons::parse_lesson(text).unwrap();
    let key = crate::lessons::library::shipped_key(id, name);
    let chapter = services::start_lesson_chapter(&lesson, &key, 0, true).unwrap();
    guided + opens_alike_in(game, id, &chapter)
}

/// Opens `slot`, which the page has just started, as just started and as read from the slot.
fn opens_alike_in<G: crate::core::Game + 'static>(game: &'static G, id: &str, slot: &str) -> usize {
    use super::session::Session;
    use crate::app::services;
    let text = services::slots().unwrap().raw(slot).unwrap();
    assert!(services::fresh_save(slot, &text).is_some(), "{id} {slot}");
    assert!(services::fresh_save(slot, &format!("{text} ")).is_none(), "{id}: the slot's text changed since");

    let fresh = Session::from_text(game, slot, text.clone()).unwrap();
    assert!(services::fresh_save(slot, &text).is_none(), "{id}: taken by the first table");
    let read = Session::from_text(game, slot, text).unwrap();
    assert_eq!(fresh.save, read.save, "{id} {slot}");
    assert_eq!(fresh.played.record, read.played.record, "{id} {slot}");
    assert!(fresh.played.state == read.played.state, "{id} {slot}: the positions differ");
    assert_eq!(fresh.log, read.log, "{id} {slot}");
    fresh.log.len()
}
