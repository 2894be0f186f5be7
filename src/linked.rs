//! The games a binary links, reached by id at run time. The engine's crate is compiled once for
//! every browser module; which engines a module holds is what its `main` names: the whole app
//! [`link`]s every game ([`ALL`]), a game's own page module only its own ([`each`]), so LTO drops
//! the other four (docs/performance.md, "One page module per game"). What a module reaches by id
//! (a save verified, a game or lesson started, a lesson checked) goes through [`game`], which only
//! knows the linked games; the CLI and the tests, which do not link, know them all.

use crate::core::Game;
use crate::lessons::{Lesson, LessonError, LessonReport};
use crate::storage::{NewGame, Save, SaveError, Started, Verified};
use serde_json::Value;
use std::marker::PhantomData;
use std::sync::OnceLock;

/// What the engine's crate does with one game known only by its id. Each method is a generic
/// function of the crate, run on the game's built-in content; `Err` is that content failing to
/// load (a build defect: tests validate it).
pub trait LinkedGame: Sync {
    fn id(&self) -> &'static str;
    /// `storage::verify` for this game.
    fn verify_save(&self, save: &Save) -> Result<Result<Verified, SaveError>, String>;
    /// `storage::start_played` for this game.
    fn start_game(&self, new: NewGame) -> Result<Result<Started, String>, String>;
    /// `lessons::start_chapter` for this game.
    fn start_chapter(
        &self,
        lesson: &Lesson,
        key: &str,
        chapter: usize,
        now: u64,
    ) -> Result<Result<Started, String>, String>;
    /// `lessons::check_lesson` for this game.
    fn check_lesson(&self, lesson: &Lesson) -> Result<Result<LessonReport, LessonError>, String>;
    /// `lessons::answer_view` for this game.
    fn answer_view(&self, lesson: &Lesson, chapter: usize, step: usize) -> Result<Result<Value, LessonError>, String>;
}

/// A game whose built-in content loads by type (each game's `standard()`).
pub trait Standard: Game + 'static {
    const ID: &'static str;
    fn standard() -> Result<&'static Self, String>;
}

/// The [`LinkedGame`] of game `G`: a type with no data, so a module's list of games is constant.
pub struct Engine<G>(PhantomData<fn() -> G>);

impl<G> Engine<G> {
    pub const NEW: Self = Engine(PhantomData);
}

impl<G: Standard> LinkedGame for Engine<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn verify_save(&self, save: &Save) -> Result<Result<Verified, SaveError>, String> {
        Ok(crate::storage::verify_with(G::standard()?, save))
    }
    fn start_game(&self, new: NewGame) -> Result<Result<Started, String>, String> {
        let started = crate::storage::start_match_with(G::standard()?, new);
        Ok(started.map(|(save, played)| Started { save, played: Box::new(played) }))
    }
    fn start_chapter(
        &self,
        lesson: &Lesson,
        key: &str,
        chapter: usize,
        now: u64,
    ) -> Result<Result<Started, String>, String> {
        let started = crate::lessons::start_chapter_with(G::standard()?, lesson, key, chapter, now);
        Ok(started.map(|(save, played)| Started { save, played: Box::new(played) }))
    }
    fn check_lesson(&self, lesson: &Lesson) -> Result<Result<LessonReport, LessonError>, String> {
        Ok(crate::lessons::check_lesson_with(G::standard()?, lesson))
    }
    fn answer_view(&self, lesson: &Lesson, chapter: usize, step: usize) -> Result<Result<Value, LessonError>, String> {
        Ok(crate::lessons::answer_view_with(G::standard()?, lesson, chapter, step))
    }
}

macro_rules! linked_games {
    ($($id:ident => $game:ident),* $(,)?) => {
        $(impl Standard for crate::games::$id::$game {
            const ID: &'static str = stringify!($id);
            fn standard() -> Result<&'static Self, String> {
                crate::games::$id::$game::standard()
            }
        })*

        /// Each game's [`LinkedGame`], by id: naming one links its engine.
        #[allow(non_upper_case_globals)]
        pub mod each {
            $(pub const $id: &dyn super::LinkedGame = &super::Engine::<crate::games::$id::$game>::NEW;)*
        }

        /// Every game, in library order: what the whole app links.
        pub const ALL: &[&dyn LinkedGame] = &[$(each::$id),*];
    };
}
crate::games::with_games!(linked_games);

static LINKED: OnceLock<Vec<&'static dyn LinkedGame>> = OnceLock::new();

/// Sets the games this module runs (once, at its start; a second call changes nothing).
pub fn link(games: Vec<&'static dyn LinkedGame>) {
    let _ = LINKED.set(games);
}

/// The games this binary runs. Natively and in tests, every game; in a browser module, those
/// its start [`link`]ed (none before), so that nothing names an engine the module left out.
pub fn linked() -> &'static [&'static dyn LinkedGame] {
    match LINKED.get() {
        Some(games) => games,
        None => unlinked(),
    }
}

#[cfg(any(test, not(target_arch = "wasm32")))]
fn unlinked() -> &'static [&'static dyn LinkedGame] {
    ALL
}

#[cfg(not(any(test, not(target_arch = "wasm32"))))]
fn unlinked() -> &'static [&'static dyn LinkedGame] {
    &[]
}

/// The linked game with this id. The error names an id this version does not know, or a game
/// this module does not run.
pub fn game(id: &str) -> Result<&'static dyn LinkedGame, String> {
    if let Some(game) = linked().iter().find(|g| g.id() == id) {
        return Ok(*game);
    }
    match crate::games::info(id) {
        Some(info) => Err(format!("{} is not part of this page's module", info.name)),
        None => Err(format!("unknown game '{id}' (known: {})", crate::games::GAME_IDS.join(", "))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_linked_by_its_id_in_library_order() {
        let ids: Vec<&str> = linked().iter().map(|g| g.id()).collect();
        assert_eq!(ids, crate::games::GAME_IDS);
        assert!(game("weavers").is_ok());
        assert!(game("chess").err().is_some_and(|e| e.contains("unknown game 'chess'")));
    }
}
