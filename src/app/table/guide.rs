//! A guided first game at the table (`games::guide`): which step the game is at (from the
//! record, and the reading steps passed with "Next"), the opponent's scripted answers played
//! for the guide's computer seat, and the gate on the board's actions.
//!
//! Other moves are refused gently, with a note naming the move the step asks for: the
//! opponent's answers are scripted for the guide's moves (a different move would leave it
//! without an answer), and each step teaches the rule its move shows. The refusal changes
//! nothing, and a game of one's own is a tap away in the library.

use super::board::BoardContext;
use super::session::{Session, TableMsg, TableState};
use crate::app::components::GuideStepView;
use crate::core::Game;
use crate::games::guide::{self, Guide, StepKind, GUIDE_BOT};
use crate::storage::SeatKind;
use std::rc::Rc;
use yew::prelude::*;

/// How long the opponent's scripted answer waits, so the player sees the position change.
const ANSWER_DELAY_MS: u32 = 700;

/// Whether a session is a guided game: one of its seats is played by the guide's script.
pub fn is_guided<G: Game>(session: &Session<G>) -> bool {
    session.save.meta.seats.iter().any(|s| matches!(&s.kind, SeatKind::Bot { bot } if bot == GUIDE_BOT))
}

/// The guide's state at the table: the step shown and what to do with the board's actions.
#[derive(Clone)]
pub struct GuideRun {
    guide: Rc<Guide>,
    /// The step now, and how many of its actions are played.
    step: Option<usize>,
    done: usize,
    note: UseStateHandle<Option<String>>,
    read: UseStateHandle<usize>,
}

/// The guided game's state, or `None` for any other game. Also plays the opponent's scripted
/// answers when their step comes.
#[hook]
pub fn use_guide<G: Game + 'static>(state: &UseReducerHandle<TableState<G>>) -> Option<GuideRun> {
    let session = state.session.as_ref().ok().filter(|s| is_guided(s)).cloned();
    let id = session.as_ref().map(|s| s.game.id());
    let guide = use_memo(id, |id| id.and_then(guide::guide_for).and_then(Result::ok).map(Rc::new));
    let read = use_state(|| 0usize);
    let note = use_state(|| None::<String>);
    let played = session.as_ref().map(|s| s.played.record.actions.len()).unwrap_or(0);
    let (step, done) = match &*guide {
        Some(g) => guide::progress(g, played, *read),
        None => (None, 0),
    };
    {
        // A new move or step clears the last refusal.
        let note = note.clone();
        use_effect_with((played, step), move |_| note.set(None));
    }
    {
        let (guide, dispatch) = ((*guide).clone(), state.dispatcher());
        let paused = session.as_ref().is_none_or(|s| s.paused);
        use_effect_with((played, step, paused), move |_| {
            let timeout = (|| {
                let (guide, session, index) = (guide?, session?, step?);
                let step = guide.steps.get(index)?;
                if step.kind() != StepKind::Opponent || session.paused {
                    return None;
                }
                let (game, now) = (session.game, &session.played.state);
                let seat = guide::seat_of(game, &guide, now, step);
                let msg = match guide::legal_action(game, now, seat, step.opponent.get(done)?) {
                    Ok(action) => TableMsg::AiMove(seat, serde_json::to_string(&action).ok()),
                    Err(e) => TableMsg::AiFailed(format!("the guide's scripted move is not possible: {e}")),
                };
                Some(gloo::timers::callback::Timeout::new(ANSWER_DELAY_MS, move || dispatch.dispatch(msg)))
            })();
            move || drop(timeout)
        });
    }
    let guide = (*guide).clone()?;
    Some(GuideRun { guide, step, done, note, read })
}

impl GuideRun {
    /// The panel's view of the step now, with its "Next".
    pub fn view<G: Game>(&self, session: &Session<G>) -> Option<GuideStepView> {
        let index = self.step?;
        let step = self.guide.steps.get(index)?;
        let kind = step.kind();
        let expected = match kind {
            StepKind::Yours => {
                let now = &session.played.state;
                let seat = self.guide.you;
                let value = step.actions.get(self.done)?;
                guide::legal_action(session.game, now, seat, value)
                    .ok()
                    .map(|a| session.game.describe_action(now, seat, &a).into())
            }
            _ => None,
        };
        let read = self.read.clone();
        Some(GuideStepView {
            number: index + 1,
            total: self.guide.steps.len(),
            text: step.text.clone().into(),
            rule: step.rule.clone(),
            kind,
            expected,
            opponent: self.guide.opponent.clone().into(),
            targets: step.targets.iter().map(|t| AttrValue::from(t.clone())).collect(),
            note: (*self.note).clone().map(AttrValue::from),
            on_next: Callback::from(move |_| read.set(index + 1)),
        })
    }

    /// Wraps the board's action callbacks: only the moves the step asks for go to the table.
    pub fn gate<G: Game + 'static>(&self, ctx: &mut BoardContext<G>, session: &Session<G>) {
        let Some(seat) = ctx.seat else { return };
        let check = {
            let (run, game, now) = (self.clone(), session.game, session.played.state.clone());
            Rc::new(move |sent: &[G::Action]| {
                let Some(step) = run.step.and_then(|i| run.guide.steps.get(i)) else { return true };
                let allowed = match step.kind() {
                    StepKind::Yours => guide::allows(game, &now, seat, step, run.done, sent),
                    _ => false,
                };
                if !allowed {
                    run.note.set(Some(refusal(step.kind())));
                }
                allowed
            })
        };
        let (one, many) = (ctx.on_action.clone(), ctx.on_actions.clone());
        ctx.on_action = {
            let check = check.clone();
            Callback::from(move |action: G::Action| {
                if check(std::slice::from_ref(&action)) {
                    one.emit(action)
                }
            })
        };
        ctx.on_actions = Callback::from(move |actions: Vec<G::Action>| {
            if check(&actions) {
                many.emit(actions)
            }
        });
    }
}

fn refusal(kind: StepKind) -> String {
    match kind {
        StepKind::Read => "Not yet: read this step, then press Next.".into(),
        StepKind::Opponent => "Not yet: your opponent answers first.".into(),
        StepKind::Yours => "Not in this guided game: this step asks for the move named above (it is marked on the table). \
            The opponent's answers are written for these moves; start a game of your own from the library to play freely."
            .into(),
    }
}
