//! The table: the generic route a game's board plugs into (`#/table/<slot>`). It finds the
//! board for the save's game in `app::games`, then runs the game: whose turn, hand-off between
//! human seats, computer players in the worker, undo/redo, the log, "why not?" and the end.

mod board;
mod session;
#[cfg(test)]
mod tests;

pub use board::{Board, BoardContext};
pub use session::{Session, TableMsg, TableState};

use crate::app::components::{EndDialog, GameLog, HandOff, Thinking, UndoRedo, WhyNot};
use crate::app::route::{navigate, Route};
use crate::app::services;
use crate::app::settings::use_settings;
use crate::app::worker::AiClient;
use crate::core::{Game, Viewer};
use crate::storage::parse_save;
use crate::think::{ThinkRequest, ThinkUpdate};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub slot: AttrValue,
}

/// Finds the save's game and hands the slot to that game's board.
#[function_component(TableRoute)]
pub fn table_route(props: &TableProps) -> Html {
    let game = services::slots().and_then(|s| s.raw(&props.slot)).and_then(|raw| parse_save(&raw));
    match game {
        Err(e) => html! {
            <section class="page">
                <h1>{ "This game cannot be opened" }</h1>
                <p role="alert">{ e.to_string() }</p>
                <p>{ "The save is kept as it is; you can export it from the home screen." }</p>
                <a class="button" href="#/">{ "Back to the library" }</a>
            </section>
        },
        Ok(save) => crate::app::games::table_for(&save.game, props.slot.clone()).unwrap_or_else(|| {
            html! {
                <section class="page">
                    <h1>{ save.meta.title.clone() }</h1>
                    <p>{ format!("The board for '{}' is not part of this version yet. Your game is saved ({}).",
                        save.game, save.meta.progress) }</p>
                    <a class="button" href="#/">{ "Back to the library" }</a>
                </section>
            }
        }),
    }
}

/// A game at the table, drawn by board `B`.
#[function_component(Table)]
pub fn table<B: Board>(props: &TableProps) -> Html {
    let slot = props.slot.to_string();
    let state = use_reducer(move || match Session::<B::Game>::open::<B>(&slot) {
        Ok(session) => TableState::Ready(Box::new(session)),
        Err(e) => TableState::Failed(e),
    });
    let ai = use_memo((), |_| AiClient::new());
    let settings = use_settings().settings;

    // Computer players: whenever one must act (and is not paused), ask the worker.
    {
        let (state, ai) = (state.clone(), ai.clone());
        let budget = settings.ai_speed.budget_factor();
        let key = match &*state {
            TableState::Ready(s) => {
                (s.m.record.actions.len(), s.acting_bot().map(|b| b.0), s.paused, s.thinking.is_some(), s.hints.len())
            }
            TableState::Failed(_) => (0, None, true, false, 0),
        };
        use_effect_with(key, move |_| {
            if let TableState::Ready(s) = &*state {
                if let (Some((seat, bot)), false, false) = (s.acting_bot(), s.paused, ai.busy()) {
                    let view = s.game.view(&s.m.state, Viewer::Seat(seat));
                    let request = ThinkRequest {
                        id: 0,
                        game: s.game.id().to_string(),
                        seat,
                        view: serde_json::to_string(&view).unwrap_or_default(),
                        bot,
                        // A seed per position: the same game replays the same answers.
                        seed: s.m.record.seed ^ (s.m.record.actions.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
                        budget_factor: budget,
                    };
                    let dispatch = state.dispatcher();
                    dispatch.dispatch(TableMsg::AiProgress(seat, 0, 1));
                    ai.think(request, move |update| match update {
                        ThinkUpdate::Progress { done, total, .. } => {
                            dispatch.dispatch(TableMsg::AiProgress(seat, done, total))
                        }
                        ThinkUpdate::Done(reply) => dispatch.dispatch(TableMsg::AiMove(seat, reply.action)),
                        ThinkUpdate::Failed { message, .. } => dispatch.dispatch(TableMsg::AiFailed(message)),
                    });
                }
            }
        });
    }
    {
        // Leaving the table stops any search.
        let ai = ai.clone();
        use_effect_with((), move |_| move || ai.cancel());
    }

    let session = match &*state {
        TableState::Failed(e) => {
            return html! {
                <section class="page">
                    <h1>{ "This game cannot be opened" }</h1>
                    <p role="alert">{ e.clone() }</p>
                    <a class="button" href="#/">{ "Back to the library" }</a>
                </section>
            }
        }
        TableState::Ready(s) => s,
    };
    let dispatch = state.dispatcher();
    let send = dispatch.to_callback();
    let names = session.seat_names();
    let name_of =
        |seat: usize| names.get(seat).cloned().unwrap_or_else(|| AttrValue::from(format!("Seat {}", seat + 1)));

    if let Some(seat) = session.hand_off_to() {
        let ready = send.reform(move |_| TableMsg::Ready(seat));
        return html! { <HandOff to={name_of(seat)} on_ready={ready} /> };
    }

    let shown = session.shown_seat();
    let viewer = shown.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
    let to_act = shown.is_some() && shown == session.acting_human();
    let legal = match shown.filter(|_| to_act) {
        Some(seat) => session
            .game
            .legal_actions(&session.m.state, seat)
            .into_iter()
            .map(|a| {
                let label = session.game.describe_action(&session.m.state, seat, &a);
                (a, label)
            })
            .collect(),
        None => vec![],
    };
    let on_action = {
        let dispatch = dispatch.clone();
        Callback::from(move |action| {
            if let Some(seat) = shown {
                dispatch.dispatch(TableMsg::Play(seat, action));
            }
        })
    };
    let board = B::render(&BoardContext {
        game: session.game,
        view: session.game.view(&session.m.state, viewer),
        seat: shown,
        to_act,
        legal,
        on_action,
        hints: session.hints.clone(),
        seat_names: names.clone(),
        reduced_motion: settings.reduced_motion,
    });

    let on_hint = {
        let (dispatch, ai, game, state) = (dispatch.clone(), ai.clone(), session.game, session.m.state.clone());
        let seed = session.m.record.seed ^ 0x4817;
        Callback::from(move |_: MouseEvent| {
            let Some(seat) = shown else { return };
            let view = game.view(&state, Viewer::Seat(seat));
            let request = ThinkRequest {
                id: 0,
                game: game.id().to_string(),
                seat,
                view: serde_json::to_string(&view).unwrap_or_default(),
                bot: "ismcts:normal".into(),
                seed,
                budget_factor: 1.0,
            };
            let (dispatch, state) = (dispatch.clone(), state.clone());
            ai.think(request, move |update| {
                if let ThinkUpdate::Done(reply) = update {
                    let hints = reply
                        .choices
                        .iter()
                        .filter_map(|c| {
                            serde_json::from_str::<<B::Game as Game>::Action>(&c.action).ok().map(|a| (a, c.win_rate))
                        })
                        .take(3)
                        .map(|(a, rate)| {
                            let label = game.describe_action(&state, seat, &a);
                            (a, label, rate)
                        })
                        .collect();
                    dispatch.dispatch(TableMsg::Hints(hints));
                }
            });
        })
    };

    // Undo and redo first stop a computer player that is thinking about the position they replace.
    let undo_redo = |msg: fn() -> TableMsg<B::Game>| {
        let (ai, dispatch) = (ai.clone(), dispatch.clone());
        Callback::from(move |_: ()| {
            ai.cancel();
            dispatch.dispatch(msg());
        })
    };
    let onkeydown = {
        let (undo, redo) = (undo_redo(|| TableMsg::Undo), undo_redo(|| TableMsg::Redo));
        Callback::from(move |e: KeyboardEvent| {
            if (e.ctrl_key() || e.meta_key()) && e.key().eq_ignore_ascii_case("z") {
                e.prevent_default();
                if e.shift_key() {
                    redo.emit(())
                } else {
                    undo.emit(())
                }
            }
        })
    };
    let outcome = session.game.outcome(&session.m.state);

    html! {
        <div class="table" {onkeydown}>
            <div class="table-bar">
                <h1>{ session.save.meta.title.clone() }</h1>
                <span class="progress-label">{ session.game.progress_label(&session.m.state) }</span>
                <UndoRedo can_undo={session.can_undo()} can_redo={!session.redo.is_empty()}
                    on_undo={undo_redo(|| TableMsg::Undo)} on_redo={undo_redo(|| TableMsg::Redo)} />
                if to_act && session.thinking.is_none() {
                    <button onclick={on_hint}><span aria-hidden="true">{ "? " }</span>{ "Hint" }</button>
                }
            </div>
            if let Some(problem) = &session.problem {
                <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ problem.clone() }</p>
            }
            if let Some((seat, done, total)) = session.thinking {
                <Thinking name={name_of(seat)} {done} {total} on_cancel={{
                    let (ai, dispatch) = (ai.clone(), dispatch.clone());
                    Callback::from(move |_| { ai.cancel(); dispatch.dispatch(TableMsg::Paused); })
                }} />
            } else if session.paused && session.acting_bot().is_some() {
                <p class="banner">
                    { "The computer player is paused. " }
                    <button onclick={send.reform(|_| TableMsg::Resume)}>{ "Let it play" }</button>
                </p>
            }
            if let Some(error) = &session.why_not {
                <WhyNot error={error.clone()} on_close={send.reform(|_| TableMsg::CloseWhyNot)} />
            }
            if !session.hints.is_empty() {
                <section class="hints" aria-label="Hints">
                    <h2>{ "The computer would consider" }</h2>
                    <ol>{ for session.hints.iter().map(|(_, label, rate)| html! {
                        <li>{ format!("{label} — wins about {:.0}% of its simulations", rate * 100.0) }</li>
                    }) }</ol>
                </section>
            }
            <div class="table-main">
                <div class="board">{ board }</div>
                <GameLog entries={session.log.clone()} seat_names={names.clone()} />
            </div>
            if let (Some(outcome), false) = (outcome, session.reviewing) {
                <EndDialog {outcome} seat_names={names.clone()}
                    on_home={Callback::from(|_| navigate(&Route::Home))}
                    on_review={send.reform(|_| TableMsg::Review)} />
            }
        </div>
    }
}
