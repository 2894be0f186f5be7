//! The boards, one folder per game (`src/app/games/<id>/`, exporting `Board`), expanded from the
//! one list of games in `src/games/mod.rs`: a listed game without a board folder, or whose
//! `Board` draws another game, does not compile; a board folder that is not listed is refused by
//! the game-list test (`tests/game_list.rs`).

use crate::app::components::end_dialog::headline;
use crate::app::components::HowToPlay;
use crate::app::pages::new_game::OptionsProps;
use crate::app::table::{Board, Table};
use crate::core::Game;
use crate::linked::{Engine, LinkedGame, Standard};
use crate::storage::{Save, Started};
use std::marker::PhantomData;
use std::sync::OnceLock;
use yew::prelude::*;

macro_rules! boards {
    ($($id:ident => $game:ident),* $(,)?) => {
        $(pub mod $id;)*

        // Each listed game's board draws that game.
        $(const _: fn() = || {
            fn draws<B: crate::app::table::Board<Game = crate::games::$id::$game>>() {}
            draws::<$id::Board>();
        };)*

        /// The game's own options as drawn without its engine (`Board::options_form`), for the
        /// home page's module; `None` where they need the engine or the game has none.
        pub fn options_form(game: &str, props: OptionsProps) -> Option<Html> {
            match game {
                $(stringify!($id) => $id::Board::options_form(props),)*
                _ => None,
            }
        }

        /// Whether the game has options of its own on the new-game page (`Board::has_options`).
        pub fn has_options(game: &str) -> bool {
            match game {
                $(stringify!($id) => $id::Board::has_options(),)*
                _ => false,
            }
        }

        /// A short "how to play" for first-timers on the new-game page.
        /// Reads no engine: the home page's module draws it too.
        pub fn how_to_play(game: &str) -> Html {
            let steps = match game {
                $(stringify!($id) => $id::Board::how_to_play(),)*
                _ => return Html::default(),
            };
            let Some(info) = crate::games::info(game) else { return Html::default() };
            html! { <HowToPlay game={game.to_string()} name={info.name} {steps} /> }
        }
    };
}
crate::games::with_games!(boards);

/// What a module does with one game's board known only by its id: each method is a generic
/// function run with the game's `Board`, so naming a game's [`LinkedBoard`] links its engine and
/// board (`crate::linked` does the same for the engine's crate).
pub trait LinkedBoard: Sync {
    /// The game's engine, for what the engine's crate reaches by id (`linked::game`).
    fn game(&self) -> &'static dyn LinkedGame;
    /// The table for a saved game, keyed by slot, so opening another game (a rematch) starts a
    /// fresh table.
    fn table(&self, slot: AttrValue) -> Html;
    /// A game's position just started, drawn read-only by the board (every card open).
    fn preview(&self, started: &Started) -> Result<Html, String>;
    /// The game's own options on the new-game page (`Board::options_editor`), reported as JSON.
    fn options_editor(&self, props: OptionsProps) -> Html;
    /// A finished save's result as the end dialog words it ("You win"), from its snapshot;
    /// `None` when the position does not read or is not over.
    fn result_of(&self, save: &Save) -> Option<String>;
}

/// The [`LinkedBoard`] of board `B`: a type with no data, so a module's list is constant.
pub struct Boards<B>(PhantomData<fn() -> B>);

impl<B> Boards<B> {
    pub const NEW: Self = Boards(PhantomData);
}

impl<B: Board> LinkedBoard for Boards<B>
where
    B::Game: Standard,
{
    fn game(&self) -> &'static dyn LinkedGame {
        &Engine::<B::Game>::NEW
    }
    fn table(&self, slot: AttrValue) -> Html {
        let key = slot.to_string();
        html! { <Table<B> {key} {slot} /> }
    }
    fn preview(&self, started: &Started) -> Result<Html, String> {
        crate::app::table::preview::<B>(started)
    }
    fn options_editor(&self, props: OptionsProps) -> Html {
        B::options_editor(props)
    }
    fn result_of(&self, save: &Save) -> Option<String> {
        let game = B::game().ok()?;
        let state: <B::Game as Game>::State = crate::core::parse_json(&save.snapshot).ok()?;
        let names: Vec<&str> = save.meta.seats.iter().map(|s| s.name.as_str()).collect();
        game.outcome(&state).map(|o| headline(&o, &names, game.has_winner()))
    }
}

macro_rules! linked_boards {
    ($($id:ident => $game:ident),* $(,)?) => {
        /// Each game's [`LinkedBoard`], by id: a game's own page module names one
        /// (`src/bin/web_<id>.rs`), so it links that game's engine and board only.
        #[allow(non_upper_case_globals)]
        pub mod each {
            $(pub const $id: &dyn super::LinkedBoard = &super::Boards::<super::$id::Board>::NEW;)*
        }

        /// Every game's board, in library order: what the whole app links (`src/bin/web.rs`).
        pub const ALL: &[&dyn LinkedBoard] = &[$(each::$id),*];
    };
}
crate::games::with_games!(linked_boards);

static LINKED: OnceLock<&'static [&'static dyn LinkedBoard]> = OnceLock::new();

/// Sets the boards this module draws, and their engines (`linked::link`), once at its start.
pub fn link(boards: &'static [&'static dyn LinkedBoard]) {
    crate::linked::link(boards.iter().map(|b| b.game()).collect());
    let _ = LINKED.set(boards);
}

/// The boards this module draws: those its start [`link`]ed (every board in the app's tests).
fn linked() -> &'static [&'static dyn LinkedBoard] {
    match LINKED.get() {
        Some(boards) => boards,
        #[cfg(test)]
        None => ALL,
        #[cfg(not(test))]
        None => &[],
    }
}

/// The board of `game`, where this module draws it.
fn board(game: &str) -> Option<&'static dyn LinkedBoard> {
    linked().iter().find(|b| b.game().id() == game).copied()
}

/// The one game this module draws, or `None` for the whole app (every game).
pub fn only_game() -> Option<&'static str> {
    match linked() {
        [one] => Some(one.game().id()),
        _ => None,
    }
}

/// The table for a saved game of `game`, or `None` when this module has no board for it.
pub fn table_for(game: &str, slot: AttrValue) -> Option<Html> {
    board(game).map(|b| b.table(slot))
}

/// A game's position just started, drawn read-only by its game's board, or `None` when this
/// module has no board for the game.
pub fn preview_for(started: &Started) -> Option<Result<Html, String>> {
    board(&started.save.game).map(|b| b.preview(started))
}

/// The game's own options on the new-game page; empty for a game with only default options.
pub fn options_editor(game: &str, props: OptionsProps) -> Html {
    board(game).map(|b| b.options_editor(props)).unwrap_or_default()
}

/// A finished save's result ("You win"), where this module has the save's game.
pub fn result_of(save: &Save) -> Option<String> {
    board(&save.game)?.result_of(save)
}
