//! A lesson chapter at the table: which step the game is at (from the record's length and the
//! reading steps passed with "Next"), the moves a step plays by itself, and the verdict on a
//! student's answer. Plain Rust, so the table's rules are tested natively.

use super::format::{Chapter, Question, Step};
use crate::core::{Game, Seat, Viewer};
use crate::games::guide::{legal_action, progress_by_moves};
use serde_json::Value;

/// The actions a step adds to the record, in order, with the seat that takes each: a play's
/// actions, or a question's first accepted answer and then what follows it (`then`).
pub fn step_moves(step: &Step) -> Vec<(Seat, &Value)> {
    match (&step.play, &step.question) {
        (Some(play), _) => play.actions.iter().map(|a| (play.seat, a)).collect(),
        (None, Some(q)) => {
            let answer = q.accept.first().into_iter().flatten().map(|a| (q.seat, a));
            answer.chain(q.then.iter().flat_map(|p| p.actions.iter().map(move |a| (p.seat, a)))).collect()
        }
        (None, None) => Vec::new(),
    }
}

/// Where a chapter stands: the step now (`None` once every step is done) and how many of its
/// moves are played. `played` counts the record's actions since the chapter's start; a step
/// without moves counts as read when a later move was played or its index is below `read`.
pub fn progress(chapter: &Chapter, played: usize, read: usize) -> (Option<usize>, usize) {
    progress_by_moves(chapter.steps.iter().map(|s| step_moves(s).len()), played, read)
}

/// What a step does at the table now: wait for "Next", play a move by itself, or ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Words or marks: "Next" reads on.
    Read,
    /// A move of the lesson's script (a play, or what follows an answer) is due.
    Script,
    /// The question waits for the asked seat's answer.
    Ask,
}

/// A question asks until its answer's actions are all played (a choice in parts is answered
/// part by part), then the lesson plays what follows it.
pub fn turn(step: &Step, done: usize) -> Turn {
    match (&step.play, &step.question) {
        (_, Some(q)) if done < q.accept.first().map_or(0, Vec::len) => Turn::Ask,
        (Some(_), _) | (None, Some(_)) => Turn::Script,
        (None, None) => Turn::Read,
    }
}

/// The verdict on an answer a student sent.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict<A> {
    /// The first actions of the first accepted answer: played, and the rest awaited.
    Partial,
    /// Right: `play` is what the table plays (the lesson's first accepted answer, so the chapter
    /// goes on from the position it was written from); `same` when that is what was sent.
    Right { play: Vec<A>, same: bool },
    /// Legal but not right: what the lesson says to it.
    Wrong(String),
}

/// Judges `sent` (seat `q.seat`'s actions from `state`) against the question: an accepted
/// answer or its beginning, an answer meeting the condition, an expected wrong answer (its
/// words), or another legal answer (`otherwise`). Moves the rules refuse never get here: the
/// table refuses them with the engine's reason.
pub fn judge<G: Game>(
    game: &G,
    state: &G::State,
    q: &Question,
    sent: &[G::Action],
) -> Result<Verdict<G::Action>, String> {
    let read = |answer: &[Value]| typed_answer(game, state, q.seat, answer);
    let first = read(q.accept.first().map(Vec::as_slice).unwrap_or_default())?;
    let same =
        |a: &[G::Action], b: &[G::Action]| a.len() == b.len() && a.iter().zip(b).all(|(x, y)| game.same_choice(x, y));
    let right = |same_as_first: bool| Verdict::Right { play: first.clone(), same: same_as_first };
    if same(sent, &first) {
        return Ok(right(true));
    }
    // Only the first answer is taken part by part: the table counts its parts.
    if sent.len() < first.len() && same(sent, &first[..sent.len()]) {
        return Ok(Verdict::Partial);
    }
    for answer in q.accept.iter().skip(1) {
        if same(sent, &read(answer)?) {
            return Ok(right(false));
        }
    }
    if let Some(condition) = &q.condition {
        let mut now = state.clone();
        let mut legal = true;
        for action in sent {
            legal &= game.apply(&mut now, q.seat, action).is_ok();
        }
        // The answer is complete when the seat is no longer part-way through a choice.
        if legal && game.active_seats(&now).contains(&q.seat) && game.mid_choice(&now, q.seat) {
            return Ok(Verdict::Partial);
        }
        for play in &q.then {
            for value in &play.actions {
                let Ok(action) = legal_action(game, &now, play.seat, value) else {
                    legal = false;
                    break;
                };
                legal &= game.apply(&mut now, play.seat, &action).is_ok();
            }
        }
        let view = serde_json::to_value(game.view(&now, Viewer::Seat(q.seat))).unwrap_or(Value::Null);
        if legal && condition.holds(&view)? {
            return Ok(right(false));
        }
    }
    for wrong in &q.wrong {
        if read(&wrong.answer).is_ok_and(|typed| same(sent, &typed)) {
            return Ok(Verdict::Wrong(wrong.says.clone()));
        }
    }
    Ok(Verdict::Wrong(q.otherwise_words()))
}

/// An answer written as a record writes it (`values`), read as `seat`'s typed actions played
/// one after another from `state`: each must be legal when it comes.
pub fn typed_answer<G: Game>(
    game: &G,
    state: &G::State,
    seat: Seat,
    values: &[Value],
) -> Result<Vec<G::Action>, String> {
    let mut now = state.clone();
    let mut typed = Vec::new();
    for value in values {
        let action = legal_action(game, &now, seat, value)?;
        game.apply(&mut now, seat, &action).map_err(|e| e.to_string())?;
        typed.push(action);
    }
    Ok(typed)
}
