//! The Yew front end (wasm32 only): the shell every game board plugs into.
//!
//! - `route`: hash routes (`#/`, `#/new/<game>`, `#/table/<slot>`, `#/rules/<game>/<anchor>`).
//! - `pages/`: home (library, continue list, settings, import), new game, rules reference.
//! - `table/`: the generic table a board plugs into (saves, undo/redo, AI turns, hand-off).
//! - `components/`: pieces every board uses (hand-off, log, thinking, why-not, undo/redo,
//!   end-of-game dialog), one per file.
//! - `games/`: one folder per game's board, and the one list mapping game ids to boards.
//! - `worker`: the AI Web Worker and the page's client for it.

pub mod components;
pub mod games;
pub mod pages;
pub mod route;
pub mod services;
pub mod settings;
pub mod table;
pub mod worker;

#[cfg(test)]
mod tests;

use pages::{home::Home, new_game::NewGame, open_scenario::OpenScenario, rules::RulesPage, table::TableRoute};
use route::{use_route, Route};
use settings::SettingsProvider;
use yew::prelude::*;

#[function_component(App)]
pub fn app() -> Html {
    let route = use_route();
    // index.html's static shell stood in while the WebAssembly loaded; the app has rendered the
    // same page in its place by the time effects run (before the browser paints again).
    use_effect_with((), |_| {
        if let Some(shell) = gloo::utils::document().get_element_by_id("loomhall-shell") {
            shell.remove();
        }
    });
    let page = match &*route {
        Route::Home => html! { <Home /> },
        Route::NewGame { game } => html! { <NewGame game={game.clone()} /> },
        Route::Table { slot } => html! { <TableRoute slot={slot.clone()} /> },
        Route::Scenario { data } => html! { <OpenScenario data={data.clone()} /> },
        Route::Rules { game, anchor } => html! { <RulesPage game={game.clone()} anchor={anchor.clone()} /> },
    };
    html! {
        <SettingsProvider>
            <a class="skip-link" href="#main">{ "Skip to content" }</a>
            <header class="app-header">
                <a class="brand" href="#/" aria-label="Loomhall home">
                    <img src="icons/icon.svg" alt="" width="32" height="32" />
                    <span>{ "Loomhall" }</span>
                </a>
                <nav aria-label="Main">
                    <a href="#/">{ "Home" }</a>
                    <a href="#/rules">{ "Rules" }</a>
                </nav>
            </header>
            <main id="main" tabindex="-1">{ page }</main>
        </SettingsProvider>
    }
}

/// Mounts the app on `<body>` (called by `src/bin/web.rs`).
pub fn start() {
    yew::Renderer::<App>::new().render();
}
