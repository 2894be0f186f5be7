//! Building a lesson at the table (docs/lessons.md, "Building one in the app"): a draft lesson
//! and the chapter a teaching-mode table records into. Every move played at that table after the
//! chapter's start is one of the chapter's moves, in order, so the table and the chapter always
//! agree: a move played is recorded (a play, or the answer of the question waiting for it), a
//! move taken back at the table is taken out, and an edit that takes moves out (undo, deleting
//! the last step with moves) takes them back at the table. Plain Rust, so the builder's rules
//! are tested natively; `app::table::builder` draws it.

use super::error::LessonError;
use super::format::*;
use super::read::parse_lesson;
use super::run::step_moves;
use crate::core::{Record, Rule, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How many edits the builder can undo.
pub const DRAFT_UNDO_LIMIT: usize = 100;

/// The lesson being built, kept in storage after every edit (`DRAFT_KEY`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Draft {
    /// Where the lesson is kept once it reads (`library`): `loomhall.lesson.<key>`.
    pub key: String,
    pub lesson: Lesson,
    /// The chapter the table `slot` records into (`None`: no table records).
    #[serde(default)]
    pub chapter: Option<usize>,
    #[serde(default)]
    pub slot: String,
    /// What the next move played at the table becomes.
    #[serde(default)]
    pub next: NextMove,
    /// Other right answers to the question waiting for its answer, recorded before it: they join
    /// its accepted answers after the one played (the chapter goes on from that one).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_right: Vec<Value>,
}

/// The next move at the table: one of the chapter's, or an expected wrong answer to the
/// question waiting for its answer (kept with its words, then taken back at the table, so the
/// right answer is played from the same position).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NextMove {
    #[default]
    Play,
    Wrong(String),
    /// Another right answer (kept, then taken back at the table).
    AlsoRight,
}

/// What recording one move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// It is the chapter's: the table keeps it.
    Kept,
    /// It is another answer to the waiting question (wrong, or also right): the table takes it
    /// back.
    Answer,
}

impl Draft {
    /// A new lesson of `game`, with no chapter yet.
    pub fn new(key: &str, game: &str, title: &str) -> Draft {
        let lesson = Lesson {
            format: LESSON_FORMAT.into(),
            version: LESSON_FORMAT_VERSION,
            game: game.into(),
            title: title.into(),
            summary: String::new(),
            chapters: vec![],
        };
        Draft { key: key.into(), lesson, chapter: None, slot: String::new(), next: NextMove::Play, also_right: vec![] }
    }

    /// Adds a chapter starting from the table's position (its record so far) and records the
    /// table `slot` into it from now on.
    pub fn add_chapter(&mut self, title: &str, record: &Record, seats: Vec<String>, slot: &str) -> Result<(), String> {
        if self.lesson.chapters.len() >= MAX_CHAPTERS {
            return Err(format!("a lesson holds at most {MAX_CHAPTERS} chapters"));
        }
        if record.game != self.lesson.game {
            return Err(format!("this lesson is of {}, this table of {}", self.lesson.game, record.game));
        }
        let record = serde_json::to_value(record).map_err(|e| e.to_string())?;
        let start = ChapterStart { scenario: None, seed: 1, record: Some(record), moves: None };
        self.lesson.chapters.push(Chapter { title: title.trim().into(), start, seats, steps: vec![] });
        self.chapter = Some(self.lesson.chapters.len() - 1);
        self.slot = slot.into();
        self.next = NextMove::Play;
        self.also_right.clear();
        Ok(())
    }

    /// How many actions the recording table's record holds when it agrees with the chapter.
    pub fn expected_moves(&self) -> Option<usize> {
        let chapter = self.lesson.chapters.get(self.chapter?)?;
        Some(chapter.start.moves_played() + chapter.steps.iter().map(|s| step_moves(s).len()).sum::<usize>())
    }

    fn steps_mut(&mut self) -> Result<&mut Vec<Step>, String> {
        let c = self.chapter.ok_or("no chapter records this table")?;
        self.lesson.chapters.get_mut(c).map(|c| &mut c.steps).ok_or_else(|| "no chapter records this table".into())
    }

    /// Records a move played at the table by `seat` (`computer` when a computer seat chose it).
    /// It answers the last question when that question waits for its seat's answer or for
    /// more of it; a move of another seat while a question waits goes before the question (a
    /// rival's secret card is chosen before the answer is judged); otherwise it joins the last
    /// step when that is the same seat's play, or makes a new step.
    pub fn record(&mut self, seat: Seat, action: Value, computer: bool) -> Result<Recorded, String> {
        let next = std::mem::take(&mut self.next);
        let mut also_right = std::mem::take(&mut self.also_right);
        let recorded = self.place(seat, action, computer, next, &mut also_right);
        self.also_right = also_right;
        recorded
    }

    fn place(
        &mut self,
        seat: Seat,
        action: Value,
        computer: bool,
        next: NextMove,
        also_right: &mut Vec<Value>,
    ) -> Result<Recorded, String> {
        if let NextMove::Wrong(_) | NextMove::AlsoRight = next {
            let steps = self.steps_mut()?;
            let q = steps
                .last_mut()
                .and_then(|s| s.question.as_mut())
                .filter(|q| q.seat == seat && q.accept.is_empty())
                .ok_or("another answer is played by the seat of the question waiting for its answer")?;
            match next {
                NextMove::Wrong(says) if q.wrong.len() < MAX_ANSWERS => {
                    q.wrong.push(WrongAnswer { answer: vec![action], says })
                }
                // The answer played next is accepted too: room is kept for it.
                NextMove::AlsoRight if also_right.len() + 1 < MAX_ANSWERS => also_right.push(action),
                _ => return Err(format!("a question holds at most {MAX_ANSWERS} answers of each kind")),
            }
            return Ok(Recorded::Answer);
        }
        let steps = self.steps_mut()?;
        let joins = |p: &Play| p.seat == seat && p.computer == computer && p.actions.len() < MAX_ACTIONS;
        let new_step = |action| Step { play: Some(Play { seat, actions: vec![action], computer }), ..Step::default() };
        match steps.last().map(|s| (&s.play, &s.question)) {
            Some((_, Some(q))) if q.seat == seat && q.then.is_empty() => {
                let q = steps.last_mut().and_then(|s| s.question.as_mut()).ok_or("no question")?;
                match q.accept.first_mut() {
                    Some(answer) if answer.len() >= MAX_ACTIONS => return Err(too_many()),
                    Some(answer) => answer.push(action),
                    None => {
                        // The answer played first; the other right answers recorded before it after.
                        q.accept.push(vec![action]);
                        q.accept.extend(also_right.drain(..).map(|a| vec![a]));
                    }
                }
            }
            Some((_, Some(q))) if q.accept.is_empty() => {
                let waiting = steps.len() - 1;
                match waiting.checked_sub(1).and_then(|b| steps[b].play.as_mut()).filter(|p| joins(p)) {
                    Some(p) => p.actions.push(action),
                    None => steps.insert(waiting, new_step(action)),
                }
            }
            Some((Some(p), None)) if joins(p) => {
                steps.last_mut().and_then(|s| s.play.as_mut()).ok_or("no play")?.actions.push(action)
            }
            _ if steps.len() >= MAX_STEPS => return Err(format!("a chapter holds at most {MAX_STEPS} steps")),
            _ => steps.push(new_step(action)),
        }
        Ok(Recorded::Kept)
    }

    /// Takes the chapter's last `n` moves out (they were taken back at the table). A play
    /// left without actions goes, with its step when nothing else is on it; a question left
    /// without an answer waits for one again, with its other right answers.
    pub fn unrecord(&mut self, n: usize) -> Result<(), String> {
        let mut waiting = Vec::new();
        let steps = self.steps_mut()?;
        for _ in 0..n {
            let i = steps.iter().rposition(|s| !step_moves(s).is_empty()).ok_or("the chapter has no more moves")?;
            let step = &mut steps[i];
            if let Some(play) = &mut step.play {
                play.actions.pop();
                if play.actions.is_empty() {
                    step.play = None;
                }
            } else if let Some(q) = &mut step.question {
                if q.then.pop().is_none() {
                    if let Some(answer) = q.accept.first_mut() {
                        answer.pop();
                        if answer.is_empty() {
                            // The question waits again; its other right answers wait with it.
                            q.accept.remove(0);
                            waiting.extend(q.accept.drain(..).flatten());
                        }
                    }
                }
            }
            if *step == Step::default() {
                steps.remove(i);
            }
        }
        self.also_right.extend(waiting);
        Ok(())
    }

    /// Adds a step of words (with the rules they cite) at the chapter's end.
    pub fn add_words(&mut self, words: &str, rules: Vec<Rule>) -> Result<usize, String> {
        if words.trim().is_empty() && rules.is_empty() {
            return Err("write the words first".into());
        }
        self.push(Step { words: words.trim().into(), rules, ..Step::default() })
    }

    /// Asks `seat` a question: the next move that seat plays at the table is its answer.
    pub fn ask(&mut self, seat: Seat, question: Question) -> Result<usize, String> {
        if question.ask.trim().is_empty() || question.right.trim().is_empty() {
            return Err("a question needs its words and what a right answer hears".into());
        }
        self.push(Step { question: Some(Question { seat, accept: vec![], ..question }), ..Step::default() })
    }

    fn push(&mut self, step: Step) -> Result<usize, String> {
        let steps = self.steps_mut()?;
        if steps.len() >= MAX_STEPS {
            return Err(format!("a chapter holds at most {MAX_STEPS} steps"));
        }
        steps.push(step);
        Ok(steps.len() - 1)
    }

    /// Replaces a step's words, rules, marks or question's words; its moves stay as they are.
    pub fn set_step(&mut self, chapter: usize, index: usize, step: Step) -> Result<(), String> {
        let steps = self.chapter_steps(chapter)?;
        let old = steps.get_mut(index).ok_or("no such step")?;
        if step_moves(old) != step_moves(&step) || wrong_answers(old) != wrong_answers(&step) {
            return Err("a step's moves are played at the table, not written".into());
        }
        if step.marks.len() > MAX_MARKS {
            return Err(format!("a step holds at most {MAX_MARKS} marks"));
        }
        *old = step;
        Ok(())
    }

    /// Moves a step to `to`. Steps with moves keep their order (it is the game's); words,
    /// marks and questions still waiting for an answer move freely.
    pub fn move_step(&mut self, chapter: usize, from: usize, to: usize) -> Result<(), String> {
        let steps = self.chapter_steps(chapter)?;
        if from >= steps.len() || to >= steps.len() {
            return Err("no such step".into());
        }
        let before = moves_of(steps);
        let step = steps.remove(from);
        steps.insert(to, step);
        if moves_of(steps) != before {
            let step = steps.remove(to);
            steps.insert(from, step);
            return Err("moves keep the order they were played in: a step with moves cannot pass another".into());
        }
        Ok(())
    }

    /// Deletes a step. One with moves must be the chapter's last with moves (its moves are
    /// then taken back at the recording table too).
    pub fn delete_step(&mut self, chapter: usize, index: usize) -> Result<(), String> {
        let recording = Some(chapter) == self.chapter;
        let steps = self.chapter_steps(chapter)?;
        let step = steps.get(index).ok_or("no such step")?;
        if !step_moves(step).is_empty() && steps[index + 1..].iter().any(|s| !step_moves(s).is_empty()) {
            return Err("later moves follow from this one: delete them first".into());
        }
        if !step_moves(step).is_empty() && !recording {
            return Err("this chapter's table is not the one recording: its moves stay".into());
        }
        steps.remove(index);
        Ok(())
    }

    pub fn move_chapter(&mut self, from: usize, to: usize) -> Result<(), String> {
        let chapters = &mut self.lesson.chapters;
        if from >= chapters.len() || to >= chapters.len() {
            return Err("no such chapter".into());
        }
        let chapter = chapters.remove(from);
        chapters.insert(to, chapter);
        self.chapter = self.chapter.map(|c| match c {
            c if c == from => to,
            c if from < c && c <= to => c - 1,
            c if to <= c && c < from => c + 1,
            c => c,
        });
        Ok(())
    }

    /// Deletes a chapter; when it is the one recording, the table stops recording.
    pub fn delete_chapter(&mut self, index: usize) -> Result<(), String> {
        if index >= self.lesson.chapters.len() {
            return Err("no such chapter".into());
        }
        self.lesson.chapters.remove(index);
        self.chapter = match self.chapter {
            Some(c) if c == index => None,
            Some(c) if c > index => Some(c - 1),
            c => c,
        };
        Ok(())
    }

    fn chapter_steps(&mut self, chapter: usize) -> Result<&mut Vec<Step>, String> {
        self.lesson.chapters.get_mut(chapter).map(|c| &mut c.steps).ok_or_else(|| "no such chapter".into())
    }

    /// The lesson's text when it reads as a lesson (it is then kept in the library), or what it
    /// lacks: a new chapter with no step, a question with no answer yet.
    pub fn text(&self) -> Result<String, LessonError> {
        let text = serde_json::to_string_pretty(&self.lesson).map_err(|e| LessonError::whole(e.to_string()))?;
        parse_lesson(&text)?;
        Ok(text)
    }
}

fn too_many() -> String {
    format!("an answer holds at most {MAX_ACTIONS} actions")
}

fn wrong_answers(step: &Step) -> Vec<&Vec<Value>> {
    step.question.iter().flat_map(|q| q.wrong.iter().map(|w| &w.answer)).collect()
}

fn moves_of(steps: &[Step]) -> Vec<(Seat, Value)> {
    steps.iter().flat_map(|s| step_moves(s).into_iter().map(|(seat, v)| (seat, v.clone()))).collect()
}

/// The builder's edits, undone and redone whole (the draft before each edit is kept).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DraftHistory {
    undo: Vec<Draft>,
    redo: Vec<Draft>,
}

impl DraftHistory {
    /// Makes an edit to a copy of `draft`: the edited draft (the one before kept for undo), or
    /// why the edit is refused (the draft unchanged).
    pub fn edit<T>(
        &mut self,
        draft: &Draft,
        edit: impl FnOnce(&mut Draft) -> Result<T, String>,
    ) -> Result<(Draft, T), String> {
        let mut next = draft.clone();
        let out = edit(&mut next)?;
        if next != *draft {
            self.undo.push(draft.clone());
            if self.undo.len() > DRAFT_UNDO_LIMIT {
                self.undo.remove(0);
            }
            self.redo.clear();
        }
        Ok((next, out))
    }

    pub fn undo(&mut self, now: &Draft) -> Option<Draft> {
        let before = self.undo.pop()?;
        self.redo.push(now.clone());
        Some(before)
    }

    pub fn redo(&mut self, now: &Draft) -> Option<Draft> {
        let after = self.redo.pop()?;
        self.undo.push(now.clone());
        Some(after)
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

/// The rules a step may cite: each section of the game's rules reference, and each topic in
/// one, with the words to list it by.
pub fn citable_rules(game: &str) -> Vec<(Rule, String)> {
    let Some(reference) = crate::games::rules_reference(game) else { return vec![] };
    let mut section = String::new();
    let mut out = Vec::new();
    for s in &reference.sections {
        let rule = if s.level <= 2 {
            section = s.title.clone();
            Rule { game: game.to_string().into(), section: s.title.clone().into(), topic: "".into() }
        } else {
            Rule { game: game.to_string().into(), section: section.clone().into(), topic: s.title.clone().into() }
        };
        if reference.anchor_for(&rule).is_some() {
            let label = if s.level <= 2 { s.title.clone() } else { format!("{} › {}", section, s.title) };
            out.push((rule, label));
        }
    }
    out
}

/// The asked seat's view after a question's first accepted answer (and what follows it), as
/// JSON: what a condition reads (`view_facts` lists its values for the builder).
pub fn answer_view(lesson: &Lesson, chapter: usize, step: usize) -> Result<Value, LessonError> {
    // The moves alone: a condition or a wrong answer being written must not hide the facts.
    let mut moves_only = lesson.clone();
    for q in moves_only.chapters.iter_mut().flat_map(|c| c.steps.iter_mut()).filter_map(|s| s.question.as_mut()) {
        q.condition = None;
        q.wrong.clear();
    }
    let lesson = &moves_only;
    let view = |game: &dyn crate::linked::LinkedGame| game.answer_view(lesson, chapter, step);
    crate::linked::game(&lesson.game).and_then(view).map_err(LessonError::whole)?
}

/// `answer_view` for a game value (a linked game's, or a test game), on a lesson of its moves alone.
pub fn answer_view_with<G: crate::core::Game>(
    game: &G,
    lesson: &Lesson,
    chapter: usize,
    step: usize,
) -> Result<Value, LessonError> {
    let at = |m: String| LessonError::at(chapter, Some(step), "question", m);
    let states = super::check::positions(game, lesson, chapter)?;
    let s = lesson.chapters.get(chapter).and_then(|c| c.steps.get(step)).ok_or_else(|| at("no such step".into()))?;
    let q = s.question.as_ref().ok_or_else(|| at("this step asks no question".into()))?;
    let mut now = states.get(step).cloned().ok_or_else(|| at("no such step".into()))?;
    for (seat, value) in step_moves(s) {
        let action = crate::games::guide::legal_action(game, &now, seat, value).map_err(at)?;
        game.apply(&mut now, seat, &action).map_err(|e| at(e.to_string()))?;
    }
    serde_json::to_value(game.view(&now, crate::core::Viewer::Seat(q.seat))).map_err(|e| at(e.to_string()))
}

/// Every number, flag and word in a view with its JSON pointer (the first `most`, in the view's
/// order), for choosing what a condition compares.
pub fn view_facts(view: &Value, most: usize) -> Vec<(String, Value)> {
    let mut facts = Vec::new();
    let mut stack = vec![(String::new(), view)];
    while let Some((path, value)) = stack.pop() {
        if facts.len() >= most {
            break;
        }
        match value {
            Value::Object(map) => {
                let escaped = |k: &str| k.replace('~', "~0").replace('/', "~1");
                stack.extend(map.iter().rev().map(|(k, v)| (format!("{path}/{}", escaped(k)), v)));
            }
            Value::Array(items) => {
                stack.extend(items.iter().enumerate().rev().map(|(i, v)| (format!("{path}/{i}"), v)))
            }
            Value::Null => {}
            leaf => facts.push((path, leaf.clone())),
        }
    }
    facts
}
