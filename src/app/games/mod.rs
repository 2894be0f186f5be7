//! The boards, one folder per game (`src/app/games/<id>/`, exporting `Board`), expanded from the
//! one list of games in `src/games/mod.rs`: a listed game without a board folder, or whose
//! `Board` draws another game, does not compile; a board folder that is not listed is refused by
//! the game-list test (`tests/game_list.rs`).

use crate::app::components::HowToPlay;
use crate::app::pages::new_game::OptionsProps;
use crate::app::table::{Board as _, Table};
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

/// What draws a game's position needs its engine: only the games this build links
/// (`games::with_linked_games!`).
macro_rules! linked_boards {
    ($($id:ident => $game:ident),* $(,)?) => {
        /// The table for a saved game of `game`, or `None` when this version has no board for it.
        /// Keyed by slot, so opening another game (a rematch) starts a fresh table.
        pub fn table_for(game: &str, slot: AttrValue) -> Option<Html> {
            let key = slot.to_string();
            match game {
                $(stringify!($id) => Some(html! { <Table<$id::Board> {key} {slot} /> }),)*
                _ => None,
            }
        }

        /// A save's position drawn read-only by its game's board (every card open), or `None`
        /// when this version has no board for the game.
        pub fn preview_for(save: &crate::storage::Save) -> Option<Result<Html, String>> {
            match save.game.as_str() {
                $(stringify!($id) => Some(crate::app::table::preview::<$id::Board>(save)),)*
                _ => None,
            }
        }

        /// The game's own options on the new-game page (`Board::options_editor`); they report
        /// the game's `Options` as JSON. Empty for a game with only default options.
        pub fn options_editor(game: &str, props: OptionsProps) -> Html {
            match game {
                $(stringify!($id) => $id::Board::options_editor(props),)*
                _ => Html::default(),
            }
        }
    };
}
crate::games::with_linked_games!(linked_boards);
