//! The one list mapping game ids to their boards. Each board lives in its own folder,
//! `src/app/games/<id>/`, implements [`Board`](crate::app::table::Board) and is added here with
//! one arm in `table_for` (and, if it has any, in `options_editor` and `how_to_play`).

pub mod ioi;
pub mod weavers;

use crate::app::table::Table;
use yew::prelude::*;

/// The table for a saved game of `game`, or `None` when this version has no board for it.
/// Keyed by slot, so opening another game (a rematch) starts a fresh table.
pub fn table_for(game: &str, slot: AttrValue) -> Option<Html> {
    match game {
        "weavers" => {
            let key = slot.to_string();
            Some(html! { <Table<weavers::WeaversBoard> {key} {slot} /> })
        }
        "ioi" => {
            let key = slot.to_string();
            Some(html! { <Table<ioi::IoiBoard> {key} {slot} /> })
        }
        _ => None,
    }
}

/// The game's own options on the new-game page (e.g. Weavers' decks); they report the game's
/// `Options` as JSON. Empty for a game with only default options.
pub fn options_editor(game: &str, seats: usize, on_change: Callback<serde_json::Value>) -> Html {
    match game {
        "weavers" => html! { <weavers::setup::DeckOptions {seats} {on_change} /> },
        _ => Html::default(),
    }
}

/// A short "how to play" for first-timers on the new-game page.
pub fn how_to_play(game: &str) -> Html {
    match game {
        "weavers" => weavers::setup::how_to_play(),
        "ioi" => ioi::setup::how_to_play(),
        _ => Html::default(),
    }
}
