//! Playing a lesson through the engine: every chapter set up from its start, every play legal
//! when its step comes, every question's accepted and expected wrong answers legal for the
//! asked seat, judged as the lesson says (a condition met by each accepted answer and by no
//! wrong one), and every marked piece one the game has. The app's player and the CLI's
//! `lesson check` walk a chapter through the same [`positions`].

use super::error::LessonError;
use super::format::{Lesson, Play, Question, Step, StepKind};
use super::read::{piece_name, Piece};
use crate::core::{read_scenario, Game, Match, Record, Seat, Viewer};
use crate::games::guide::legal_action;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeSet;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LessonReport {
    pub game: String,
    pub title: String,
    pub chapters: Vec<ChapterReport>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChapterReport {
    pub title: String,
    /// Where the chapter's position stands at its end ("Round 6 · Effects").
    pub ends_at: String,
    pub steps: Vec<StepReport>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StepReport {
    pub kind: StepKind,
    /// What the step does, checked: the moves played, the answers judged.
    pub checked: String,
}

/// Checks a lesson already read ([`super::parse_lesson`]) against its game's engine.
pub fn check_lesson(lesson: &Lesson) -> Result<LessonReport, LessonError> {
    crate::linked::game(&lesson.game).and_then(|game| game.check_lesson(lesson)).map_err(LessonError::whole)?
}

/// `check_lesson` for a game value (a linked game's, or a test game).
pub fn check_lesson_with<G: Game>(game: &G, lesson: &Lesson) -> Result<LessonReport, LessonError> {
    let mut chapters = Vec::new();
    for c in 0..lesson.chapters.len() {
        let mut steps = Vec::new();
        let end = walk(game, lesson, c, |_, report| steps.push(report))?;
        chapters.push(ChapterReport {
            title: lesson.chapters[c].title.clone(),
            ends_at: game.progress_label(&end),
            steps,
        });
    }
    Ok(LessonReport { game: lesson.game.clone(), title: lesson.title.clone(), chapters })
}

/// The position before each step of chapter `c`, and after its last (one more than its steps).
pub fn positions<G: Game>(game: &G, lesson: &Lesson, c: usize) -> Result<Vec<G::State>, LessonError> {
    let mut states = Vec::new();
    let end = walk(game, lesson, c, |before, _| states.push(before.clone()))?;
    states.push(end);
    Ok(states)
}

/// The chapter's starting position, with the record that leads to it (a scenario's empty
/// record, or a record's first moves), so a table can start from it.
pub fn chapter_start<G: Game>(game: &G, lesson: &Lesson, c: usize) -> Result<Match<G>, LessonError> {
    let chapter = lesson.chapters.get(c).ok_or_else(|| LessonError::whole(format!("there is no chapter {}", c + 1)))?;
    let at = |field: &str, m: String| LessonError::at(c, None, field, m);
    let start = &chapter.start;
    let m = match (&start.scenario, &start.record) {
        (Some(scenario), None) => {
            let scenario = read_scenario(game, scenario).map_err(|e| {
                let field = if e.field.is_empty() {
                    "start.scenario".to_string()
                } else {
                    format!("start.scenario.{}", e.field)
                };
                at(&field, e.message)
            })?;
            Match::from_scenario(game, &scenario, start.seed).map_err(|e| at("start.scenario", e.message))?
        }
        (None, Some(record)) => {
            let text = serde_json::to_string(record).unwrap_or_default();
            let record = Record::parse(&text).map_err(|e| at("start.record", e.to_string()))?;
            if record.game != game.id() {
                return Err(at("start.record", format!("a record of \"{}\", not \"{}\"", record.game, game.id())));
            }
            let moves = start.moves_played();
            if moves > record.actions.len() {
                return Err(at(
                    "start.moves",
                    format!("the record holds {} actions, not {moves}", record.actions.len()),
                ));
            }
            Match::replay_prefix(game, &record, moves).map_err(|e| at("start.record", e.to_string()))?.0
        }
        _ => return Err(at("start", "a chapter starts from exactly one of `scenario` and `record`".into())),
    };
    let seats = game.seat_count(&m.state);
    if chapter.seats.len() > seats {
        return Err(at("seats", format!("it names {} seats; the position seats {seats}", chapter.seats.len())));
    }
    Ok(m)
}

/// Walks chapter `c` from its start, showing each step's position before it and its report;
/// returns the position after the last step.
fn walk<G: Game>(
    game: &G,
    lesson: &Lesson,
    c: usize,
    mut each: impl FnMut(&G::State, StepReport),
) -> Result<G::State, LessonError> {
    let mut state = chapter_start(game, lesson, c)?.state;
    let known: BTreeSet<String> = game.cards().into_iter().map(|card| card.id).collect();
    for (s, step) in lesson.chapters[c].steps.iter().enumerate() {
        let err = |field: &str, m: String| LessonError::at(c, Some(s), field, m);
        check_marks(game, &state, step, &known).map_err(|(f, m)| err(&f, m))?;
        let before = state.clone();
        let checked = match (&step.play, &step.question) {
            (Some(play), _) => {
                let said = play_all(game, &mut state, play).map_err(|m| err("play", m))?;
                format!("seat {} {}: {said}", play.seat, if play.computer { "(the computer) plays" } else { "plays" })
            }
            (None, Some(q)) => judge_all(game, &mut state, q).map_err(|(f, m)| err(&f, m))?,
            (None, None) => match step.kind() {
                StepKind::Marks => format!("{} mark(s)", step.marks.len()),
                _ => "words".to_string(),
            },
        };
        each(&before, StepReport { kind: step.kind(), checked });
    }
    Ok(state)
}

fn check_marks<G: Game>(
    game: &G,
    state: &G::State,
    step: &Step,
    known: &BTreeSet<String>,
) -> Result<(), (String, String)> {
    let seats = game.seat_count(state);
    for (i, mark) in step.marks.iter().enumerate() {
        for (field, name) in [("piece", Some(&mark.piece)), ("to", mark.to.as_ref())] {
            let Some(name) = name else { continue };
            let fault = match piece_name(name) {
                Err(m) => Some(m),
                Ok(Piece::Seat(n)) if n >= seats => {
                    Some(format!("\"{name}\": the position seats {seats} (from seat:0)"))
                }
                Ok(Piece::Card(id)) if !known.contains(id) => {
                    Some(format!("\"{name}\": {} has no card \"{id}\"", game.name()))
                }
                Ok(_) => None,
            };
            if let Some(m) = fault {
                return Err((format!("marks[{i}].{field}"), m));
            }
        }
    }
    Ok(())
}

/// Plays a seat's actions in order, each legal when it comes; returns them in words.
fn play_all<G: Game>(game: &G, state: &mut G::State, play: &Play) -> Result<String, String> {
    play_answer(game, state, play.seat, &play.actions).map(|(_, said)| said)
}

/// Plays `values` as `seat`'s actions: the typed actions and their words.
fn play_answer<G: Game>(
    game: &G,
    state: &mut G::State,
    seat: Seat,
    values: &[Value],
) -> Result<(Vec<G::Action>, String), String> {
    if game.outcome(state).is_some() {
        return Err("the game is already over here".into());
    }
    let mut typed = Vec::new();
    let mut said = Vec::new();
    for (i, value) in values.iter().enumerate() {
        let action = legal_action(game, state, seat, value).map_err(|m| format!("action {}: {m}", i + 1))?;
        said.push(game.describe_action(state, seat, &action));
        game.apply(state, seat, &action).map_err(|e| format!("action {}: {e}", i + 1))?;
        typed.push(action);
    }
    Ok((typed, said.join("; ")))
}

/// Where an answer leads, its typed actions, and whether it meets the condition (if any).
type Answered<G> = (<G as Game>::State, Vec<<G as Game>::Action>, Option<bool>);

/// An answer played from `start`, with the question's `then`, and whether the condition holds.
fn try_answer<G: Game>(game: &G, start: &G::State, q: &Question, answer: &[Value]) -> Result<Answered<G>, String> {
    let mut state = start.clone();
    let (typed, _) = play_answer(game, &mut state, q.seat, answer)?;
    for (i, play) in q.then.iter().enumerate() {
        play_all(game, &mut state, play).map_err(|m| format!("then[{i}]: {m}"))?;
    }
    let holds = match &q.condition {
        Some(cond) => {
            let view = serde_json::to_value(game.view(&state, Viewer::Seat(q.seat))).unwrap_or(Value::Null);
            Some(cond.holds(&view).map_err(|m| format!("condition: {m}"))?)
        }
        None => None,
    };
    Ok((state, typed, holds))
}

/// Judges a question: every accepted answer right, every expected wrong answer legal and
/// wrong. The chapter goes on from the first accepted answer.
fn judge_all<G: Game>(game: &G, state: &mut G::State, q: &Question) -> Result<String, (String, String)> {
    if !game.active_seats(state).contains(&q.seat) {
        return Err(("question.seat".into(), format!("seat {} is not asked to act here", q.seat)));
    }
    let mut accepted: Vec<Vec<G::Action>> = Vec::new();
    let mut next = None;
    for (i, answer) in q.accept.iter().enumerate() {
        let field = format!("question.accept[{i}]");
        let (after, typed, holds) = try_answer(game, state, q, answer).map_err(|m| (field.clone(), m))?;
        if holds == Some(false) {
            let says = q.condition.as_ref().map(|c| c.says.as_str()).unwrap_or_default();
            return Err((field, format!("this accepted answer does not meet the condition ({says})")));
        }
        accepted.push(typed);
        next.get_or_insert(after);
    }
    for (i, wrong) in q.wrong.iter().enumerate() {
        let field = format!("question.wrong[{i}].answer");
        let (_, typed, holds) = try_answer(game, state, q, &wrong.answer).map_err(|m| (field.clone(), m))?;
        let same =
            |a: &Vec<G::Action>| a.len() == typed.len() && a.iter().zip(&typed).all(|(x, y)| game.same_choice(x, y));
        if accepted.iter().any(same) {
            return Err((field, "this wrong answer is also an accepted one".into()));
        }
        if holds == Some(true) {
            return Err((field, "this wrong answer meets the condition, so it would be judged right".into()));
        }
    }
    if let Some(after) = next {
        *state = after;
    }
    Ok(format!(
        "seat {} is asked; {} answer(s) accepted{}, {} wrong answer(s) explained",
        q.seat,
        q.accept.len(),
        if q.condition.is_some() { " and meet the condition" } else { "" },
        q.wrong.len()
    ))
}
