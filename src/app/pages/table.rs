//! `#/table/<slot>`: finds the save's game and opens its board at the generic table.

use crate::app::games;
use crate::app::services;
use crate::app::table::TableProps;
use crate::storage::parse_save;
use yew::prelude::*;

/// Finds the save's game and hands the slot to that game's board.
#[function_component(TableRoute)]
pub fn table_route(props: &TableProps) -> Html {
    let game = services::slots().and_then(|s| s.raw(&props.slot)).and_then(|raw| parse_save(&raw));
    match game {
        Err(e) => html! {
            <section class="page">
                <h1>{ "This game cannot be opened" }</h1>
                <p role="alert">{ e.to_string() }</p>
                <p>{ "The save is kept as it is; you can export it from the home screen." }</p>
                <a class="button" href="#/">{ "Back to the library" }</a>
            </section>
        },
        Ok(save) => games::table_for(&save.game, props.slot.clone()).unwrap_or_else(|| {
            html! {
                <section class="page">
                    <h1>{ save.meta.title.clone() }</h1>
                    <p>{ format!("The board for '{}' is not part of this version yet. Your game is saved ({}).",
                        save.game, save.meta.progress) }</p>
                    <a class="button" href="#/">{ "Back to the library" }</a>
                </section>
            }
        }),
    }
}
