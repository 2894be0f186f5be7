//! Reading a lesson file: size, nesting, format and version, then the strict typed read
//! (unknown fields refused, the field named), then the shape every step must have. What the
//! rules say of its positions and moves is checked after, by `check` against the engine.

use super::error::LessonError;
use super::format::*;
use crate::core::{parse_json_value, strict};
use crate::games::{self, GAME_IDS};
use crate::storage::{MAX_SEAT_NAMES, MAX_SEAT_NAME_CHARS};
use serde_json::Value;

/// Whether a file's text looks like a lesson (rather than a save or a scenario).
pub fn is_lesson_file(text: &str) -> bool {
    parse_json_value(text)
        .ok()
        .and_then(|v| v.get("format").and_then(|f| f.as_str().map(|f| f == LESSON_FORMAT)))
        .unwrap_or(false)
}

/// Reads a lesson's text, refusing with the chapter, step and field at fault.
pub fn parse_lesson(text: &str) -> Result<Lesson, LessonError> {
    if text.len() > MAX_LESSON_BYTES {
        return Err(LessonError::whole(format!(
            "this lesson is {} KB; a lesson is at most {} KB",
            text.len().div_ceil(1024),
            MAX_LESSON_BYTES / 1024
        )));
    }
    let value = parse_json_value(text).map_err(|e| {
        LessonError::whole(if e.is_eof() {
            "this lesson ends part-way through (was it cut off?)".to_string()
        } else {
            format!("this is not a lesson file: it is not valid JSON ({e})")
        })
    })?;
    read_lesson(&value)
}

/// [`parse_lesson`] for JSON already parsed.
pub fn read_lesson(value: &Value) -> Result<Lesson, LessonError> {
    let depth = depth_of(value);
    if depth > MAX_DEPTH {
        return Err(LessonError::whole(format!("it nests {depth} levels deep; a lesson nests at most {MAX_DEPTH}")));
    }
    if value.get("format").and_then(Value::as_str) != Some(LESSON_FORMAT) {
        return Err(LessonError::field(
            "format",
            format!("this is not a Loomhall lesson (`format` is not \"{LESSON_FORMAT}\")"),
        ));
    }
    if let Some(version) = value.get("version").and_then(Value::as_u64) {
        if version > LESSON_FORMAT_VERSION as u64 {
            return Err(LessonError::field(
                "version",
                format!(
                    "made by a newer Loomhall (lesson version {version}; this one reads up to {LESSON_FORMAT_VERSION})"
                ),
            ));
        }
    }
    let lesson: Lesson = strict(value).map_err(|e| LessonError::field(e.field, e.message))?;
    check_shape(&lesson)?;
    Ok(lesson)
}

/// How deep a value nests (a scalar is 1), counted without recursion so a hostile file cannot
/// exhaust the stack here.
fn depth_of(value: &Value) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(value, 1usize)];
    while let Some((v, d)) = stack.pop() {
        deepest = deepest.max(d);
        match v {
            Value::Array(items) => stack.extend(items.iter().map(|i| (i, d + 1))),
            Value::Object(map) => stack.extend(map.values().map(|i| (i, d + 1))),
            _ => {}
        }
    }
    deepest
}

fn check_shape(lesson: &Lesson) -> Result<(), LessonError> {
    if !GAME_IDS.contains(&lesson.game.as_str()) {
        return Err(LessonError::field(
            "game",
            format!("unknown game \"{}\" (known: {})", lesson.game, GAME_IDS.join(", ")),
        ));
    }
    text("title", &lesson.title, MAX_LESSON_TITLE_CHARS, true).map_err(|m| LessonError::field("title", m))?;
    text("summary", &lesson.summary, MAX_LESSON_TITLE_CHARS * 2, false)
        .map_err(|m| LessonError::field("summary", m))?;
    count("chapters", lesson.chapters.len(), MAX_CHAPTERS).map_err(|m| LessonError::field("chapters", m))?;
    let reference = games::rules_reference(&lesson.game);
    for (c, chapter) in lesson.chapters.iter().enumerate() {
        let at = |field: &str, m: String| LessonError::at(c, None, field, m);
        text("title", &chapter.title, MAX_LESSON_TITLE_CHARS, true).map_err(|m| at("title", m))?;
        let start = &chapter.start;
        match (&start.scenario, &start.record) {
            (Some(_), Some(_)) | (None, None) => {
                return Err(at("start", "a chapter starts from exactly one of `scenario` and `record`".into()))
            }
            (Some(_), None) if start.moves.is_some() => {
                return Err(at(
                    "start.moves",
                    "`moves` counts a record's actions; this chapter starts from a scenario".into(),
                ))
            }
            _ => {}
        }
        if chapter.seats.len() > MAX_SEAT_NAMES {
            return Err(at("seats", format!("it names {} seats; at most {MAX_SEAT_NAMES}", chapter.seats.len())));
        }
        for (i, name) in chapter.seats.iter().enumerate() {
            text("a seat's name", name, MAX_SEAT_NAME_CHARS, false).map_err(|m| at(&format!("seats[{i}]"), m))?;
        }
        count("steps", chapter.steps.len(), MAX_STEPS).map_err(|m| at("steps", m))?;
        for (s, step) in chapter.steps.iter().enumerate() {
            check_step(lesson, reference, step).map_err(|(field, m)| LessonError::at(c, Some(s), &field, m))?;
        }
    }
    Ok(())
}

type StepFault = (String, String);

/// Names the field of a step's fault.
fn field(name: &str) -> impl Fn(String) -> StepFault + '_ {
    move |m| (name.to_string(), m)
}

fn check_step(lesson: &Lesson, reference: Option<&crate::core::Reference>, step: &Step) -> Result<(), StepFault> {
    if step.words.trim().is_empty() && step.marks.is_empty() && step.play.is_none() && step.question.is_none() {
        return Err((String::new(), "an empty step: give it words, marks, a play or a question".into()));
    }
    if step.play.is_some() && step.question.is_some() {
        return Err((String::new(), "a step holds a play or a question, not both".into()));
    }
    words("words", &step.words, false).map_err(field("words"))?;
    at_most("rules", step.rules.len(), MAX_MARKS).map_err(field("rules"))?;
    for (i, rule) in step.rules.iter().enumerate() {
        let here = format!("rules[{i}]");
        if rule.game != lesson.game {
            return Err((here, format!("cites a rule of \"{}\", not of \"{}\"", rule.game, lesson.game)));
        }
        if reference.is_some_and(|r| r.anchor_for(rule).is_none()) {
            return Err((here, format!("the rules have no section \"{}\"", rule.section)));
        }
    }
    at_most("marks", step.marks.len(), MAX_MARKS).map_err(field("marks"))?;
    for (i, mark) in step.marks.iter().enumerate() {
        piece_name(&mark.piece).map_err(field(&format!("marks[{i}].piece")))?;
        if let Some(to) = &mark.to {
            piece_name(to).map_err(field(&format!("marks[{i}].to")))?;
        }
    }
    if let Some(play) = &step.play {
        actions(&play.actions).map_err(field("play.actions"))?;
    }
    if let Some(q) = &step.question {
        words("the question", &q.ask, true).map_err(field("question.ask"))?;
        words("the right answer's words", &q.right, true).map_err(field("question.right"))?;
        words("the hint", &q.hint, false).map_err(field("question.hint"))?;
        words("what other answers hear", &q.otherwise, false).map_err(field("question.otherwise"))?;
        count("accepted answers", q.accept.len(), MAX_ANSWERS).map_err(field("question.accept"))?;
        for (i, answer) in q.accept.iter().enumerate() {
            actions(answer).map_err(field(&format!("question.accept[{i}]")))?;
        }
        at_most("wrong answers", q.wrong.len(), MAX_ANSWERS).map_err(field("question.wrong"))?;
        for (i, wrong) in q.wrong.iter().enumerate() {
            actions(&wrong.answer).map_err(field(&format!("question.wrong[{i}].answer")))?;
            words("what a wrong answer hears", &wrong.says, true)
                .map_err(field(&format!("question.wrong[{i}].says")))?;
        }
        at_most("plays", q.then.len(), MAX_ACTIONS).map_err(field("question.then"))?;
        for (i, play) in q.then.iter().enumerate() {
            actions(&play.actions).map_err(field(&format!("question.then[{i}].actions")))?;
        }
        if let Some(cond) = &q.condition {
            words("the condition's words", &cond.says, true).map_err(field("question.condition.says"))?;
            if !cond.view.starts_with('/') {
                return Err((
                    "question.condition.view".into(),
                    "a JSON pointer into the view starts with \"/\"".into(),
                ));
            }
            let tests = [cond.equals.is_some(), cond.at_least.is_some() || cond.at_most.is_some()];
            if tests.iter().filter(|t| **t).count() != 1 {
                return Err((
                    "question.condition".into(),
                    "compare with `equals`, or with `at_least` and/or `at_most`, not both kinds".into(),
                ));
            }
        }
    }
    Ok(())
}

/// A piece's name: `seat:N`, `card:ID` or `spot:ID` (docs/lessons.md, "Marks").
pub fn piece_name(name: &str) -> Result<Piece<'_>, String> {
    let id_like = |id: &str| {
        !id.is_empty()
            && id.len() <= 80
            && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    };
    match name.split_once(':') {
        Some(("seat", n)) => n.parse().map(Piece::Seat).map_err(|_| format!("\"{name}\": a seat is a number from 0")),
        Some(("card", id)) if !id.is_empty() && id.len() <= 80 => Ok(Piece::Card(id)),
        Some(("spot", id)) if id_like(id) => Ok(Piece::Spot(id)),
        Some(("spot", _)) => Err(format!("\"{name}\": a spot is named by lowercase letters, digits and dashes")),
        _ => Err(format!("\"{name}\" names no piece: write `seat:N`, `card:ID` or `spot:ID`")),
    }
}

/// A piece of the board a mark names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Seat(usize),
    Card(&'a str),
    /// A place the board draws that is not a card: a map location, a tapestry square, a die.
    Spot(&'a str),
}

fn actions(list: &[Value]) -> Result<(), String> {
    if list.is_empty() {
        return Err("give at least one action".into());
    }
    count("actions", list.len(), MAX_ACTIONS)
}

/// A list that must hold one to `most` items.
fn count(what: &str, n: usize, most: usize) -> Result<(), String> {
    match n {
        0 => Err(format!("there are no {what}: give at least one")),
        n => at_most(what, n, most),
    }
}

/// A list that may be empty and holds at most `most` items.
fn at_most(what: &str, n: usize, most: usize) -> Result<(), String> {
    match n > most {
        true => Err(format!("{n} {what}; at most {most}")),
        false => Ok(()),
    }
}

fn text(what: &str, value: &str, most: usize, required: bool) -> Result<(), String> {
    let n = value.chars().count();
    if required && value.trim().is_empty() {
        return Err(format!("{what} is empty"));
    }
    if n > most {
        return Err(format!("{what} has {n} characters; at most {most}"));
    }
    if value.chars().any(|c| c.is_control() && c != '\n') {
        return Err(format!("{what} holds a control character"));
    }
    Ok(())
}

/// Words: within their length, and every `**` that opens bold closed on the same line.
fn words(what: &str, value: &str, required: bool) -> Result<(), String> {
    text(what, value, MAX_WORDS_CHARS, required)?;
    if let Some(line) = value.lines().find(|l| l.matches("**").count() % 2 == 1) {
        return Err(format!("{what}: a `**` opens bold and is not closed in \"{line}\""));
    }
    Ok(())
}
