//! Lessons (docs/lessons.md): a teacher's sequence of positions with words, marks, moves that
//! happen and "your move" questions, stored as a versioned JSON document. Reading is strict
//! (`read`); `check` plays every chapter through the engine. Plain Rust, tested natively; the
//! app's builder and player and the CLI's `lesson check` use it.

mod check;
mod draft;
mod error;
mod format;
pub mod library;
mod read;
mod run;
mod start;

#[cfg(test)]
mod tests;

/// The lessons shipped with the app, one per game (`lessons/<game>/`, checked by
/// `tests/lessons.rs`): (game, name, text). Listed in each game's library card.
pub const SHIPPED: &[(&str, &str, &str)] = &[
    ("weavers", "effects-phase", include_str!("../../lessons/weavers/effects-phase.json")),
    ("ioi", "response-window", include_str!("../../lessons/ioi/response-window.json")),
    ("weave", "the-challenge", include_str!("../../lessons/weave/the-challenge.json")),
    ("woven", "spell-patterns", include_str!("../../lessons/woven/spell-patterns.json")),
    ("spellweaver", "combat-resolution", include_str!("../../lessons/spellweaver/combat-resolution.json")),
];

/// The shipped lessons' titles: (game, name, title), for the library cards, which are drawn
/// by the home page's own module and so must not carry the lessons' texts. `tests/lessons.rs`
/// checks each against its file.
pub const SHIPPED_TITLES: &[(&str, &str, &str)] = &[
    ("weavers", "effects-phase", "The effects phase: shields, then damage, then healing"),
    ("ioi", "response-window", "The response window: Block an Empowered Trade"),
    ("weave", "the-challenge", "The challenge: dice pool, Weaves, Strikes and enticements"),
    ("woven", "spell-patterns", "Spell patterns: turn them, mirror them"),
    ("spellweaver", "combat-resolution", "Combat resolution: blocker order, Ranged and Unstoppable"),
];

/// The shipped lessons of a game: (name, text).
pub fn shipped_for(game: &str) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
    SHIPPED.iter().filter(move |(g, _, _)| *g == game).map(|(_, name, text)| (*name, *text))
}

pub use check::{chapter_start, check_lesson, check_lesson_with, positions, ChapterReport, LessonReport, StepReport};
pub use draft::{
    answer_view, answer_view_with, citable_rules, view_facts, Draft, DraftHistory, NextMove, Recorded, DRAFT_UNDO_LIMIT,
};
pub use error::LessonError;
pub use format::*;
pub use read::{is_lesson_file, parse_lesson, piece_name, read_lesson, Piece};
pub use run::{judge, progress, step_moves, turn, typed_answer, Turn, Verdict};
pub use start::{start_chapter, start_chapter_with, LESSON_BOT};
