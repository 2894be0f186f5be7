//! `#/table/<slot>`: finds the save's game and opens its board at the generic table, unless the
//! last time this save was opened its board crashed before it had drawn (`crash::CrashNote`):
//! then the save is shown with the reason, and opened again only when the person asks.

use crate::app::crash;
use crate::app::games;
use crate::app::services;
use crate::app::table::TableProps;
use crate::storage::parse_save;
use yew::prelude::*;

/// Finds the save's game and hands the slot to that game's board.
#[function_component(TableRoute)]
pub fn table_route(props: &TableProps) -> Html {
    let crashed = use_state(|| crash::note_for(&props.slot).filter(|n| n.opening));
    let game = services::slots()
        .and_then(|s| s.raw(&props.slot))
        .and_then(|raw| services::fresh_save(&props.slot, &raw).map_or_else(|| parse_save(&raw), Ok));
    match game {
        Err(e) => html! {
            <section class="page">
                <h1>{ "This game cannot be opened" }</h1>
                <p role="alert">{ e.to_string() }</p>
                <p>{ "The save is kept as it is; you can export it from the home screen." }</p>
                <a class="button" href="#/">{ "Back to the library" }</a>
            </section>
        },
        Ok(save) if crashed.is_some() => {
            let message = crashed.as_ref().map(|n| n.message.clone()).unwrap_or_default();
            let try_again = {
                let crashed = crashed.clone();
                Callback::from(move |_: MouseEvent| {
                    crash::forget();
                    crashed.set(None);
                })
            };
            html! {
                <section class="page crashed-save">
                    <h1>{ save.meta.title.clone() }</h1>
                    <p role="alert">
                        <strong>{ "This game crashed Loomhall when it was last opened. " }</strong>
                        { "Its save is kept exactly as it was." }
                    </p>
                    <dl>
                        <dt>{ "Game" }</dt><dd>{ crate::games::display_name(&save.game) }</dd>
                        <dt>{ "Progress" }</dt><dd>{ save.meta.progress.clone() }</dd>
                        <dt>{ "Reason" }</dt><dd class="crash-reason">{ message }</dd>
                    </dl>
                    <p>{ "Export it from the home screen to keep a copy or to report the problem." }</p>
                    <div class="actions">
                        <button class="primary" onclick={try_again}>{ "Open it again" }</button>
                        <a class="button" href="#/">{ "Back to the library" }</a>
                    </div>
                </section>
            }
        }
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
