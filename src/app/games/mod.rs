//! The one list mapping game ids to their boards. Each board lives in its own folder,
//! `src/app/games/<id>/`, implements [`Board`](crate::app::table::Board) and is added here with
//! one arm, e.g. `"weavers" => Some(html! { <Table<weavers::WeaversBoard> {slot} /> }),`.

#[allow(unused_imports)]
use crate::app::table::Table;
use yew::prelude::*;

/// The table for a saved game of `game`, or `None` when this version has no board for it.
// One arm per game with a board; until the first arrives the match has only its fallback.
#[allow(clippy::match_single_binding)]
pub fn table_for(game: &str, slot: AttrValue) -> Option<Html> {
    let _ = &slot;
    match game {
        _ => None,
    }
}
