//! A lesson as its file holds it (docs/lessons.md): a title, a game and chapters; a chapter
//! starts from a position and holds steps of words, marks, a move that happens, or a "your
//! move" question. Actions are written as a record writes them (cards by their stable ids), so
//! a lesson reads like a guide (`games::guide`) with more kinds of step.

use crate::core::{Rule, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Marks a lesson file, so it is told apart from a save or a scenario at import.
pub const LESSON_FORMAT: &str = "loomhall-lesson";
pub const LESSON_FORMAT_VERSION: u32 = 1;

/// The most bytes of a lesson file (a link carries it compressed, within a scenario link's limit).
pub const MAX_LESSON_BYTES: usize = 256 * 1024;
/// The most chapters of a lesson, and steps of a chapter.
pub const MAX_CHAPTERS: usize = 64;
pub const MAX_STEPS: usize = 200;
/// The most characters of a title (lesson or chapter) and of one step's words.
pub const MAX_LESSON_TITLE_CHARS: usize = 120;
pub const MAX_WORDS_CHARS: usize = 1200;
/// The most marks on one step, answers to one question, and actions in one play or answer.
pub const MAX_MARKS: usize = 16;
pub const MAX_ANSWERS: usize = 16;
pub const MAX_ACTIONS: usize = 16;
/// How deep the lesson's JSON may nest (a position is about 8 deep; a hostile file far more).
pub const MAX_DEPTH: usize = 32;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub format: String,
    pub version: u32,
    /// The game's id ("weavers").
    pub game: String,
    pub title: String,
    /// One line on what the lesson teaches, shown in the game's library card.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub summary: String,
    pub chapters: Vec<Chapter>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chapter {
    pub title: String,
    pub start: ChapterStart,
    /// The seats' names at the table ("Ada", "Bo"); "Player N" where missing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<String>,
    pub steps: Vec<Step>,
}

/// Where a chapter starts: a scenario set up at a seed, or a game record after its first
/// `moves` actions. Exactly one of `scenario` and `record`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChapterStart {
    /// The game's scenario JSON (docs/records.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario: Option<Value>,
    /// The seed for what the scenario leaves to chance.
    #[serde(default = "first_seed")]
    pub seed: u64,
    /// A game record (docs/records.md), played up to `moves`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<usize>,
}

impl ChapterStart {
    /// How many of its record's actions the chapter starts after (none for a scenario).
    pub fn moves_played(&self) -> usize {
        let in_record = self.record.as_ref().and_then(|r| r["actions"].as_array()).map_or(0, Vec::len);
        self.moves.unwrap_or(in_record)
    }
}

fn first_seed() -> u64 {
    1
}

/// One step: words (with the rules they cite), marks on the board, and at most one of a move
/// that happens (`play`) or a question (`question`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Plain words: `**bold**`, and lines starting "- " make a list.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub words: String,
    /// Rules the words cite, each opening the rule's popover.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<Rule>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<Mark>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Play>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<Question>,
}

/// A highlight on one of the board's pieces, or an arrow from it to another (`to`). Pieces are
/// named `seat:N` (a seat's area, from 0) or `card:ID` (a card by its stable id, wherever the
/// board shows it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mark {
    pub piece: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    #[serde(default)]
    pub tone: Tone,
}

impl Mark {
    /// The mark in words, its pieces named by `name` ("Lumen → Wall of Flame").
    pub fn describe(&self, name: impl Fn(&str) -> String) -> String {
        match &self.to {
            Some(to) => format!("{} → {}", name(&self.piece), name(to)),
            None => name(&self.piece),
        }
    }
}

/// What a mark says; each tone has its own symbol and word as well as its colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tone {
    /// "Look here".
    #[default]
    Look,
    /// A good choice, a thing that helps.
    Good,
    /// A threat, a mistake.
    Bad,
}

impl Tone {
    /// The words a screen reader says and the board prints beside the symbol.
    pub fn word(self) -> &'static str {
        match self {
            Tone::Look => "look",
            Tone::Good => "good",
            Tone::Bad => "danger",
        }
    }
}

/// Actions that happen, in order, as one seat takes them (the teacher's or the computer's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Play {
    pub seat: Seat,
    pub actions: Vec<Value>,
    /// Chosen by the computer when the teacher recorded it (said in the narration).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub computer: bool,
}

/// "Your move" as `seat`. An answer is a list of actions (a choice in parts). The chapter goes
/// on from the first accepted answer, then `then`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub seat: Seat,
    /// What is asked ("Which card leaves you with two shields?").
    pub ask: String,
    /// The answers accepted; with a `condition`, examples of answers that meet it.
    pub accept: Vec<Vec<Value>>,
    /// Any legal answer that meets this is right too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
    /// What other seats do after the answer, before it is judged (a rival's secret card).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub then: Vec<Play>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub hint: String,
    /// Said after a right answer.
    pub right: String,
    /// Expected wrong answers and what is said after each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub wrong: Vec<WrongAnswer>,
    /// Said after any other legal answer that is not accepted.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub otherwise: String,
}

impl Question {
    /// What an answer that is neither right nor an expected wrong one hears.
    pub fn otherwise_words(&self) -> String {
        match self.otherwise.trim().is_empty() {
            true => "Not this one: try again, or ask for a hint.".to_string(),
            false => self.otherwise.clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WrongAnswer {
    pub answer: Vec<Value>,
    pub says: String,
}

/// A fact of the answering seat's own view after the answer (and `then`), checked by the
/// engine: `view` is a JSON pointer into that view ("/seats/0/shields"), compared with exactly
/// one of `equals`, `at_least` and `at_most`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Condition {
    /// The condition in words ("you end with two shields").
    pub says: String,
    pub view: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equals: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_least: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_most: Option<i64>,
}

impl Condition {
    /// Whether a view (as JSON) meets the condition. Nothing at the pointer does not meet it
    /// (a wrong answer may leave the view without the thing asked about, a removed spell); a
    /// mistaken path then shows as accepted answers that do not meet it. `Err` when a bound
    /// meets a value that is not a whole number.
    pub fn holds(&self, view: &Value) -> Result<bool, String> {
        let Some(found) = view.pointer(&self.view) else { return Ok(false) };
        if let Some(expected) = &self.equals {
            return Ok(found == expected);
        }
        let n = found.as_i64().ok_or_else(|| format!("`{}` holds {found}, not a whole number", self.view))?;
        Ok(self.at_least.is_none_or(|min| n >= min) && self.at_most.is_none_or(|max| n <= max))
    }
}

impl Step {
    /// What kind of step this is, for reports and the player's outline.
    pub fn kind(&self) -> StepKind {
        match (&self.play, &self.question) {
            (_, Some(_)) => StepKind::Question,
            (Some(_), None) => StepKind::Play,
            (None, None) if !self.marks.is_empty() => StepKind::Marks,
            (None, None) => StepKind::Words,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum StepKind {
    Words,
    Marks,
    Play,
    Question,
}
