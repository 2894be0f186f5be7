//! Lessons (docs/lessons.md): a teacher's sequence of positions with words, marks, moves that
//! happen and "your move" questions, stored as a versioned JSON document. Reading is strict
//! (`read`); `check` plays every chapter through the engine. Plain Rust, tested natively; the
//! app's builder and player and the CLI's `lesson check` use it.

mod check;
mod error;
mod format;
mod read;
mod run;

#[cfg(test)]
mod tests;

pub use check::{chapter_start, check_lesson, positions, ChapterReport, LessonReport, StepReport};
pub use error::LessonError;
pub use format::*;
pub use run::{judge, moves_before, progress, step_moves, turn, Turn, Verdict};
pub use read::{is_lesson_file, parse_lesson, piece_name, read_lesson, Piece};
