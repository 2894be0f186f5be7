//! The table: the generic table a game's board plugs into (`#/table/<slot>` opens it through
//! `pages::table`, which finds the board for the save's game). It runs the game: whose turn, hand-off between
//! human seats, computer players in the worker, undo/redo, the log, "why not?", hints, teaching
//! mode (open hands, events one tap at a time, the position editor and scenario sharing), the
//! end-of-game dialog with rematch and the replay viewer.

mod board;
mod builder;
mod guide;
mod lesson;
mod preview;
mod session;
#[cfg(test)]
mod tests;

pub use board::{Board, BoardContext, EditorContext, GameRef};
pub use preview::preview;
pub use session::{replay_with_log, Forced, Hint, Narration, Replay, Session, TableMsg, TableState};

use crate::app::components::{
    CardZoom, EndDialog, EventStepper, GameLog, GuidePanel, HandOff, LastMove, LessonPanel, ReplayControls,
    RulePopover, Thinking, ToolMenu, UndoRedo, WhyNot,
};
use crate::app::crash;
use crate::app::route::{navigate, Route};
use crate::app::services;
use crate::app::settings::use_settings;
use crate::app::worker::AiClient;
use crate::core::{Game, Seat, Viewer};
use crate::storage::{export_file_name, export_json, NewGame, Start, Written, SAVE_KEY_PREFIX};
use crate::think::{ThinkRequest, ThinkUpdate, HINT_CHOICES};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub slot: AttrValue,
}

/// A seed per position: the same game replays the same answers.
fn position_seed(seed: u64, actions: usize) -> u64 {
    seed ^ (actions as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Computer players: whenever one must act (and is not paused), the worker is asked.
#[hook]
fn use_computer_players<G: Game + 'static>(state: &UseReducerHandle<TableState<G>>, ai: &Rc<AiClient>, budget: f64) {
    let key = match &state.session {
        Ok(s) => (
            s.played.record.actions.len(),
            s.acting_bot().map(|b| b.0),
            s.paused,
            state.thinking.is_some(),
            s.hints.len(),
        ),
        Err(_) => (0, None, true, false, 0),
    };
    let (state, ai) = (state.clone(), ai.clone());
    use_effect_with(key, move |_| {
        let Ok(s) = &state.session else { return };
        let (Some((seat, bot)), false, false) = (s.acting_bot(), s.paused, ai.busy()) else { return };
        if bot == crate::games::guide::GUIDE_BOT || bot == crate::lessons::LESSON_BOT {
            return; // a guided game's opponent and a lesson's seats play their script
        }
        let view = s.game.view(&s.played.state, Viewer::Seat(seat));
        let seed = position_seed(s.played.record.seed, s.played.record.actions.len());
        let request = ThinkRequest { budget_factor: budget, ..ThinkRequest::new(s.game, &view, seat, &bot, seed) };
        let dispatch = state.dispatcher();
        dispatch.dispatch(TableMsg::AiProgress(seat, 0, 1));
        ai.think(request, move |update| match update {
            ThinkUpdate::Progress { done, total, .. } => dispatch.dispatch(TableMsg::AiProgress(seat, done, total)),
            ThinkUpdate::Done(reply) => dispatch.dispatch(TableMsg::AiMove(seat, reply.action)),
            ThinkUpdate::Failed { message, .. } => dispatch.dispatch(TableMsg::AiFailed(message)),
        });
    });
}

/// Writes the session's save to its slot after every change to the record, unless another tab
/// has written the slot since this one last read or wrote it: then this tab reloads the game
/// from the slot instead (its own change is dropped, never written over the newer game), and a
/// computer player thinking about the dropped position is stopped.
#[hook]
fn use_autosave<G: Game + 'static>(state: &UseReducerHandle<TableState<G>>, ai: &Rc<AiClient>) {
    let revision = state.session.as_ref().map(|s| s.revision).unwrap_or(0);
    let (state, ai) = (state.clone(), ai.clone());
    use_effect_with(revision, move |&revision| {
        let Ok(s) = &state.session else { return };
        if revision == 0 {
            return; // just opened: nothing new to write
        }
        let mut save = s.save.clone();
        save.meta.updated_at = services::now_ms();
        let written = services::slots().and_then(|mut slots| slots.write_over(&s.slot, &save, &s.stored));
        state.dispatch(match written {
            Ok(Written::Saved(text)) => TableMsg::Saved(Ok(text.into())),
            Ok(Written::Changed(there)) => {
                ai.cancel();
                TableMsg::MovedOn(there)
            }
            Err(e) => TableMsg::Saved(Err(e.to_string())),
        });
    });
}

/// Another tab that writes this game's slot (the browser's `storage` event) makes this tab
/// reload the game at once, stopping a computer player that thinks about the old position.
#[hook]
fn use_other_tabs<G: Game + 'static>(state: &UseReducerHandle<TableState<G>>, ai: &Rc<AiClient>, slot: &str) {
    let (dispatch, ai) = (state.dispatcher(), ai.clone());
    use_effect_with(format!("{SAVE_KEY_PREFIX}{slot}"), move |key| {
        let key = key.clone();
        let listener = web_sys::window().map(|window| {
            gloo::events::EventListener::new(&window, "storage", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else { return };
                if event.key().as_deref() != Some(key.as_str()) {
                    return;
                }
                if let Some(text) = event.new_value() {
                    ai.cancel();
                    dispatch.dispatch(TableMsg::MovedOn(text));
                }
            })
        });
        move || drop(listener)
    });
}

/// Counts a game against the computer in the win/loss history when it ends (once per slot).
#[hook]
fn use_history<G: Game + 'static>(state: &UseReducerHandle<TableState<G>>) {
    let finished = state.session.as_ref().is_ok_and(|s| s.game.outcome(&s.played.state).is_some());
    let state = state.clone();
    use_effect_with(finished, move |&finished| {
        let Ok(s) = &state.session else { return };
        if guide::is_guided(s) || s.save.meta.lesson.is_some() {
            return; // a lesson, not a game against the computer
        }
        if let (true, Some(outcome)) = (finished, s.game.outcome(&s.played.state)) {
            services::record_finished(&s.slot, s.game.id(), &s.save.meta.seats, &outcome);
        }
    });
}

/// Sound effects, when the setting is on: a cue for each new move's events (`services::cue_for`),
/// a fanfare at the end. Nothing on opening a game, on undo (no new events) or in the replay.
#[hook]
fn use_sound<G: Game + 'static>(state: &UseReducerHandle<TableState<G>>, on: bool) {
    let key = state.session.as_ref().map(|s| (s.revision, s.recent.len())).unwrap_or_default();
    let state = state.clone();
    use_effect_with(key, move |_| {
        let Ok(s) = &state.session else { return };
        if !on || s.revision == 0 || s.recent.is_empty() || s.replay.is_some() {
            return;
        }
        let ended = s.game.outcome(&s.played.state).is_some();
        if let Some(cue) = if ended { Some(services::Cue::End) } else { services::cue_for(&s.recent) } {
            services::play_sound(cue);
        }
    });
}

/// Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac). Listened for on the document, not
/// the table: undoing to the start disables the Undo button, and the focus it held falls to
/// the page's body, out of the table's reach. Typing in a text field keeps its own undo.
#[hook]
fn use_undo_keys(active: bool, undo: Callback<()>, redo: Callback<()>) {
    use gloo::events::{EventListener, EventListenerOptions};
    use wasm_bindgen::JsCast;
    use_effect(move || {
        let document = web_sys::window().and_then(|w| w.document()).filter(|_| active);
        let listener = document.map(|d| {
            EventListener::new_with_options(&d, "keydown", EventListenerOptions::enable_prevent_default(), move |e| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else { return };
                if crate::app::components::typing_in_field(e) || !(e.ctrl_key() || e.meta_key()) {
                    return;
                }
                let key = e.key().to_ascii_lowercase();
                let msg = match (key.as_str(), e.shift_key()) {
                    ("z", false) => &undo,
                    ("z", true) | ("y", false) => &redo,
                    _ => return,
                };
                e.prevent_default();
                msg.emit(());
            })
        });
        move || drop(listener)
    });
}

/// The replay viewer's controls, counting moves (`Session::replay_moves`), not actions: the
/// move shown is the last one whose actions are all replayed.
fn replay_controls<G: Game + 'static>(moves: &[usize], step: usize, send: &Callback<TableMsg<G>>) -> Html {
    let shown = moves.iter().take_while(|&&m| m <= step).count();
    let ends: Rc<[usize]> = moves.into();
    let on_go = send
        .reform(move |k: usize| TableMsg::ReplayTo(k.checked_sub(1).and_then(|i| ends.get(i)).copied().unwrap_or(0)));
    html! {
        <ReplayControls step={shown} total={moves.len()} {on_go} on_close={send.reform(|_| TableMsg::ReplayClose)} />
    }
}

/// One of the hints: the choice, a list of the reasons a player can check on the table, and
/// last, plainer, how often the computer's simulations won with it.
fn hint_item<G: Game>(hint: &Hint<G>) -> Html {
    html! {
        <li class="hint">
            <span class="hint-choice">{ hint.label.clone() }</span>
            <ul class="hint-reasons">
                { for hint.reasons.iter().map(|r| html! { <li>{ r.clone() }</li> }) }
                <li class="hint-rate">{ format!("the computer's simulations won about {:.0}%", hint.win_rate * 100.0) }</li>
            </ul>
        </li>
    }
}

/// A board's two move callbacks: one action, several in order.
type Moves<A> = Rc<(Callback<A>, Callback<Vec<A>>)>;

/// The board's move callbacks for `acting` (the seat whose choices it offers now; `None`: no
/// moves), kept while that seat stays: a board whose props did not change is not drawn again,
/// so a progress tick from the thinking computer costs the table's bar, not the board.
#[hook]
fn use_moves<G: Game + 'static>(
    dispatch: UseReducerDispatcher<TableState<G>>,
    acting: Option<Seat>,
) -> Moves<G::Action> {
    use_memo(acting, move |&acting| {
        let one = dispatch.clone();
        let on_action = Callback::from(move |action| {
            if let Some(seat) = acting {
                one.dispatch(TableMsg::Play(seat, action))
            }
        });
        let on_actions = Callback::from(move |actions| {
            if let Some(seat) = acting {
                dispatch.dispatch(TableMsg::PlayAll(seat, actions))
            }
        });
        (on_action, on_actions)
    })
}

/// A game at the table, drawn by board `B`.
#[function_component(Table)]
pub fn table<B: Board>(props: &TableProps) -> Html {
    let slot = props.slot.to_string();
    // A panic from here until the table's first effect is one of opening this save (`crash`).
    use_memo(slot.clone(), |slot| crash::table_opening(slot));
    use_effect_with(slot.clone(), |slot| {
        crash::table_opened(slot);
        crash::table_closed
    });
    let settings = use_settings().settings;
    let opened = settings.clone();
    let state = use_reducer(move || TableState {
        session: Session::<B::Game>::open::<B>(&slot, &opened).map(Rc::new),
        thinking: None,
    });
    let ai = use_memo((), |_| AiClient::new());
    use_computer_players(&state, &ai, settings.ai_speed.budget_factor());
    use_autosave(&state, &ai);
    use_other_tabs(&state, &ai, &props.slot);
    use_history(&state);
    let guided = guide::use_guide(&state);
    let lesson = lesson::use_lesson(&state);
    let builder = builder::use_builder(&state);
    use_sound(&state, settings.sound);
    {
        // Leaving the table stops any search.
        let ai = ai.clone();
        use_effect_with((), move |_| move || ai.cancel());
    }

    // Undo and redo first stop a computer player that is thinking about the position they replace.
    let undo_redo = |msg: fn() -> TableMsg<B::Game>| {
        let (ai, dispatch) = (ai.clone(), state.dispatcher());
        Callback::from(move |_: ()| {
            ai.cancel();
            dispatch.dispatch(msg());
        })
    };
    // Before any early return: Yew needs the same hooks in the same order on every render. The
    // keys rest while the device is being handed on (nobody's table is showing).
    let keys_active = state.session.as_ref().is_ok_and(|s| s.hand_off_to().is_none());
    use_undo_keys(keys_active, undo_redo(|| TableMsg::Undo), undo_redo(|| TableMsg::Redo));
    let (shown, to_act) = state.session.as_ref().map(|s| s.board_seat()).unwrap_or((None, false));
    let acting = shown.filter(|_| to_act);
    let moves = use_moves(state.dispatcher(), acting);
    let no_moves = use_moves(state.dispatcher(), None);

    let session = match &state.session {
        Err(e) => {
            return html! {
                <section class="page">
                    <h1>{ "This game cannot be opened" }</h1>
                    <p role="alert">{ e.clone() }</p>
                    <a class="button" href="#/">{ "Back to the library" }</a>
                </section>
            }
        }
        Ok(s) => s.clone(),
    };
    crash::test_panic("table");
    if session.revision > 0 {
        crash::test_panic("move");
    }
    let thinking = state.thinking;
    let dispatch = state.dispatcher();
    let send = dispatch.to_callback();
    let names = session.seat_names();
    let name_of =
        |seat: usize| names.get(seat).cloned().unwrap_or_else(|| AttrValue::from(format!("Seat {}", seat + 1)));
    let game = session.game;
    let layout = classes!("table", B::layout_class(), session.teaching.then_some("teaching"));

    let board_ctx = |view: <B::Game as Game>::View, viewer: Viewer, seat: Option<Seat>, to_act: bool| {
        let state = &session.played.state;
        let legal = match seat.filter(|_| to_act) {
            Some(seat) => game
                .legal_actions(state, seat)
                .into_iter()
                .map(|a| {
                    let label = game.describe_action(state, seat, &a);
                    (a, label)
                })
                .collect(),
            None => vec![],
        };
        // Only the board of the seat that acts now offers moves (the others' are views).
        let (on_action, on_actions) = if seat.filter(|_| to_act).is_some_and(|s| Some(s) == acting) {
            (*moves).clone()
        } else {
            (*no_moves).clone()
        };
        BoardContext {
            game,
            view,
            viewer,
            seat,
            to_act,
            legal,
            on_action,
            on_actions,
            hints: if to_act { session.hints.iter().map(Hint::marked).collect() } else { vec![] },
            seat_names: names.clone(),
            computer_seats: session.computers(),
            thinking: thinking.map(|t| t.0),
            reduced_motion: settings.reduced_motion,
            teaching: session.teaching,
            recent: if session.replay.is_some() || session.narration.is_some() {
                Rc::new(vec![])
            } else {
                session.recent.clone()
            },
            narrating: session.narrated().map(|(e, _, _)| e.clone()),
        }
    };

    // Pass-and-play: the next person takes the device; meanwhile only the public table shows.
    if let Some(seat) = session.hand_off_to() {
        let ready = send.reform(move |_| TableMsg::Ready(seat));
        let public =
            B::render(board_ctx(game.view(&session.played.state, Viewer::Spectator), Viewer::Spectator, None, false));
        return html! {
            <div class={classes!(layout, "handing-off")} data-actions={session.played.record.actions.len().to_string()}>
                <HandOff to={name_of(seat)} on_ready={ready} />
                <div class="table-main">
                    <div class="board">{ board_heading() }{ public }</div>
                    <GameLog entries={session.log.clone()} seat_names={names.clone()} />
                </div>
                // The log's rule links open over the table here too (they would leave the game).
                <RulePopover />
            </div>
        };
    }

    let viewer = session.viewer();
    let mut ctx = board_ctx(game.view(session.shown_state(), viewer), viewer, shown, to_act);
    if let Some(run) = &guided {
        run.gate(&mut ctx, &session);
    }
    if let Some(run) = &lesson {
        run.gate(&mut ctx, &session);
    }
    let guide_panel = guided.as_ref().and_then(|run| run.view(&session));
    let lesson_panel = lesson.as_ref().and_then(|run| {
        let dispatch = dispatch.clone();
        run.view(&session, Callback::from(move |(seat, actions)| dispatch.dispatch(TableMsg::PlayAll(seat, actions))))
    });
    let editor = if session.editing {
        let on_start = {
            let (dispatch, save) = (dispatch.clone(), session.save.clone());
            Callback::from(move |scenario: <B::Game as Game>::Scenario| {
                let new = NewGame {
                    game: save.game.clone(),
                    start: Start::Scenario(crate::core::scenario_json(game, &scenario)),
                    seats: save.meta.seats.clone(),
                    seed: services::random_u64(),
                    now: services::now_ms(),
                    teaching: true,
                };
                match services::start_in_new_slot(new) {
                    Ok(slot) => navigate(&Route::Table { slot: slot.into() }),
                    Err(e) => {
                        dispatch.dispatch(TableMsg::Edit(false));
                        web_sys::console::warn_1(&format!("The position could not start: {e}").into());
                    }
                }
            })
        };
        // "Set up from here": the position on the board (a replay's step, the position before a
        // narrated action), not only the live one.
        B::editor(EditorContext {
            game,
            view: game.view(session.shown_state(), Viewer::Teacher),
            seat_names: names.clone(),
            on_start,
            on_cancel: send.reform(|_| TableMsg::Edit(false)),
        })
    } else {
        None
    };
    let board = editor.unwrap_or_else(|| B::render(ctx));

    let on_hint = {
        let (dispatch, ai, session) = (dispatch.clone(), ai.clone(), session.clone());
        let seed = session.played.record.seed ^ 0x4817;
        Callback::from(move |_: MouseEvent| {
            let Some(seat) = shown else { return };
            let state = session.played.state.clone();
            let view = game.view(&state, Viewer::Seat(seat));
            let dispatch = dispatch.clone();
            ai.think(ThinkRequest::hint(game, &view, seat, seed), move |update| {
                if let ThinkUpdate::Done(reply) = update {
                    let hints = reply
                        .choices
                        .into_iter()
                        .take(HINT_CHOICES)
                        .filter_map(|c| {
                            let action = crate::core::parse_json::<<B::Game as Game>::Action>(&c.action).ok()?;
                            let label = game.describe_action(&state, seat, &action);
                            Some(Hint { action, label, reasons: c.reasons, win_rate: c.win_rate })
                        })
                        .collect();
                    dispatch.dispatch(TableMsg::Hints(hints));
                }
            });
        })
    };

    let on_export = {
        let save = session.save.clone();
        Callback::from(move |_: MouseEvent| {
            let name = export_file_name(&save.game, &save.meta.progress);
            if let Err(e) = services::download(&name, &export_json(&save)) {
                web_sys::console::warn_1(&e.into());
            }
        })
    };
    let outcome = game.outcome(&session.played.state);
    let finished = outcome.is_some();
    // The end waits for the narration of the move that ended the game (teaching mode).
    let end_dialog = match (outcome, session.reviewing || session.narration.is_some()) {
        (Some(outcome), false) => {
            let summary_ctx =
                board_ctx(game.view(&session.played.state, Viewer::Teacher), Viewer::Teacher, None, false);
            let on_rematch = {
                let save = session.save.clone();
                Callback::from(move |_| {
                    match services::start_in_new_slot(NewGame::rematch(
                        &save,
                        services::random_u64(),
                        services::now_ms(),
                    )) {
                        Ok(slot) => navigate(&Route::Table { slot: slot.into() }),
                        Err(e) => web_sys::console::warn_1(&format!("No rematch: {e}").into()),
                    }
                })
            };
            html! {
                <EndDialog {outcome} seat_names={names.clone()} has_winner={game.has_winner()} summary={B::summary(summary_ctx)}
                    on_home={Callback::from(|_| navigate(&Route::Home))}
                    on_review={send.reform(|_| TableMsg::Review)}
                    on_rematch={Some(on_rematch)}
                    on_replay={Some(send.reform(|_| TableMsg::ReplayTo(0)))} />
            }
        }
        _ => Html::default(),
    };
    html! {
        <div class={layout} data-actions={session.played.record.actions.len().to_string()}>
            <div class="table-bar">
                <h1 title={session.save.meta.title.clone()}>{ session.save.meta.title.clone() }</h1>
                <span class="progress-label">{ game.progress_label(session.shown_state()) }</span>
                if session.teaching {
                    <span class="tag teaching-tag">{ "Teaching mode" }</span>
                }
                if let Some((seat, done, total)) = thinking {
                    <Thinking name={name_of(seat)} {done} {total} on_cancel={{
                        let (ai, dispatch) = (ai.clone(), dispatch.clone());
                        Callback::from(move |_| { ai.cancel(); dispatch.dispatch(TableMsg::Paused); })
                    }} />
                }
                <ToolMenu>
                    if session.replay.is_none() {
                        <UndoRedo can_undo={session.can_undo()} can_redo={!session.redo.is_empty()}
                            on_undo={undo_redo(|| TableMsg::Undo)} on_redo={undo_redo(|| TableMsg::Redo)} />
                    }
                    if to_act && thinking.is_none() {
                        <button onclick={on_hint}><span aria-hidden="true">{ "? " }</span>{ "What would the computer do?" }</button>
                    }
                    if session.can_edit() && !session.editing && B::has_editor() {
                        <button onclick={send.reform(|_| TableMsg::Edit(true))}>
                            <span aria-hidden="true">{ "✎ " }</span>{ "Set up from here" }
                        </button>
                    }
                    if session.replay.is_none() && ((finished && session.reviewing) || (session.teaching && !session.played.record.actions.is_empty())) {
                        <button onclick={send.reform(|_| TableMsg::ReplayTo(0))}>{ "Watch the replay" }</button>
                    }
                    if session.teaching && session.save.meta.lesson.is_none() && !*builder.open {
                        <button onclick={{ let open = builder.open.clone(); Callback::from(move |_: MouseEvent| open.set(true)) }}>
                            <span aria-hidden="true">{ "✚ " }</span>{ "Add to a lesson" }
                        </button>
                    }
                    <button onclick={on_export} aria-label="Export this game as a file">
                        <span aria-hidden="true">{ "⤓ " }</span>{ "Export" }
                    </button>
                </ToolMenu>
            </div>
            if let Some(problem) = &session.problem {
                <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ problem.clone() }</p>
            }
            if thinking.is_none() && session.paused && session.acting_bot().is_some() {
                <p class="banner">
                    { "The computer player is paused. " }
                    <button onclick={send.reform(|_| TableMsg::Resume)}>{ "Let it play" }</button>
                </p>
            }
            if let Some((event, number, total)) = session.narrated() {
                <EventStepper event={event.clone()} {number} {total} seat_names={names.clone()}
                    on_next={send.reform(|_| TableMsg::Step)} on_all={send.reform(|_| TableMsg::StepAll)} />
            }
            if let (Some(replay), false) = (&session.replay, session.editing) {
                { replay_controls(&session.replay_moves(), replay.step, &send) }
            }
            if let (Some(seat), false) = (shown, session.teaching || session.replay.is_some() || session.editing) {
                <LastMove key={session.played.record.actions.len()} entries={session.since_last_move(seat)}
                    seat_names={names.clone()} />
            }
            if let Some(error) = &session.why_not {
                <WhyNot error={error.clone()} on_close={send.reform(|_| TableMsg::CloseWhyNot)} />
            }
            if !session.hints.is_empty() && to_act {
                <section class="hints" aria-label="Hints">
                    <h2>{ "The computer would consider" }</h2>
                    <ol>{ for session.hints.iter().map(hint_item) }</ol>
                    <button class="icon" aria-label="Close the hints" onclick={send.reform(|_| TableMsg::CloseHints)}>{ "×" }</button>
                </section>
            }
            if let (Some(step), None) = (guide_panel, &session.replay) {
                <GuidePanel ..step />
            }
            if let (Some(step), None) = (lesson_panel, &session.replay) {
                <LessonPanel ..step />
            }
            if session.teaching && session.replay.is_none() && !session.editing {
                { builder.panel(&session) }
            }
            <div class="table-main">
                <div class="board">{ board_heading() }{ board }</div>
                <GameLog entries={session.visible_log()} seat_names={names.clone()} />
            </div>
            if session.replay.is_none() { { end_dialog } }
            <RulePopover />
            <CardZoom version={session.played.record.actions.len()} />
        </div>
    }
}

/// The board's own heading, for screen readers: the boards head their parts from `h3` down
/// (`h2` for a seat), which would otherwise follow the table's `h1` with a level skipped when no
/// panel with an `h2` (the guide's, the last move's) is above them.
fn board_heading() -> Html {
    html! { <h2 class="visually-hidden">{ "The board" }</h2> }
}
