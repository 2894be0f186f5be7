//! A lesson chapter as a game to play at the table: a save set up at the chapter's start, with
//! a person in every seat the chapter asks a question of and the lesson's script (the bot
//! [`LESSON_BOT`]) in the others, so the table hands the device only to those who answer.

use super::check::chapter_start;
use super::format::Lesson;
use crate::core::{Game, Match};
use crate::storage::{LessonAt, Save, SaveMeta, SeatInfo, SeatKind, Started};
use std::collections::BTreeSet;

/// The "computer player" of a lesson's other seats: their moves come from the lesson.
pub const LESSON_BOT: &str = "lesson";

/// Starts chapter `chapter` of `lesson` (kept under `key`) as a save, at `now` (ms), with the
/// match it was set up as (as `storage::start_played` gives a new game's).
pub fn start_chapter(lesson: &Lesson, key: &str, chapter: usize, now: u64) -> Result<Started, String> {
    crate::linked::game(&lesson.game)?.start_chapter(lesson, key, chapter, now)?
}

/// `start_chapter` for a game value (a linked game's, or a test game).
pub fn start_chapter_with<G: Game>(
    game: &G,
    lesson: &Lesson,
    key: &str,
    c: usize,
    now: u64,
) -> Result<(Save, Match<G>), String> {
    let chapter = lesson.chapters.get(c).ok_or_else(|| format!("this lesson has no chapter {}", c + 1))?;
    let m = chapter_start(game, lesson, c).map_err(|e| e.to_string())?;
    let mut asked: BTreeSet<usize> = chapter.steps.iter().filter_map(|s| s.question.as_ref().map(|q| q.seat)).collect();
    // A chapter that only shows is watched from the first seat's side.
    if asked.is_empty() {
        asked.insert(0);
    }
    let seats = (0..game.seat_count(&m.state))
        .map(|seat| {
            let name = chapter.seats.get(seat).map(|n| n.trim()).filter(|n| !n.is_empty());
            SeatInfo {
                name: name.map(str::to_string).unwrap_or_else(|| format!("Player {}", seat + 1)),
                kind: match asked.contains(&seat) {
                    true => SeatKind::Human,
                    false => SeatKind::Bot { bot: LESSON_BOT.to_string() },
                },
            }
        })
        .collect();
    let meta = SaveMeta {
        title: format!("{} · {}", lesson.title, chapter.title),
        seats,
        progress: String::new(),
        created_at: now,
        updated_at: now,
        finished: false,
        teaching: false,
        lesson: Some(LessonAt { key: key.to_string(), chapter: c }),
    };
    Ok((Save::of_match(game, &m, meta), m))
}
