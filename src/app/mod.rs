//! The Yew front end (wasm32 only): the shell every game board plugs into.
//!
//! - `route`: hash routes (`#/`, `#/new/<game>`, `#/table/<slot>`, `#/rules/<game>/<anchor>`).
//! - `pages/`: home (library, continue list, settings, import), new game, rules reference.
//! - `table/`: the generic table a board plugs into (saves, undo/redo, AI turns, hand-off).
//! - `components/`: pieces every board uses (hand-off, log, thinking, why-not, undo/redo,
//!   end-of-game dialog), one per file.
//! - `games/`: one folder per game's board, and the one list mapping game ids to boards.
//! - `worker`: the AI Web Worker and the page's client for it.
//! - `crash`: what a panic leaves behind (the panel, the note of the table it hit).

pub mod components;
pub mod crash;
pub mod games;
pub mod home_app;
pub mod pages;
pub mod route;
pub mod services;
pub mod settings;
pub mod table;
pub mod worker;

#[cfg(test)]
mod tests;

use pages::{
    guide::GuideStart,
    home::Home,
    lesson::{LessonPage, OpenLesson},
    new_game::{Engines, NewGame},
    open_scenario::OpenScenario,
    rules::RulesPage,
    table::TableRoute,
};
use route::{use_route, Route};
use settings::SettingsProvider;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The home page's module drew the page before (`home_app`): the focus went with its page,
    /// from the element with this id ("" for none), which this page may draw too.
    pub took_over: Option<AttrValue>,
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let route = use_route();
    use_effect_with(props.took_over.clone(), |took_over| {
        remove_static_shell();
        // The page stays where the person had it: focusing <main> would scroll the header away.
        if let Some(focused) = took_over {
            if focused.is_empty() || !route::focus_id(focused, false) {
                route::focus_id("main", false);
            }
        }
    });
    let page = match &*route {
        Route::Home => html! { <Home /> },
        Route::NewGame { game } => html! { <NewGame<Engines> game={game.clone()} /> },
        Route::Table { slot } => html! { <TableRoute slot={slot.clone()} /> },
        Route::Scenario { data } => html! { <OpenScenario data={data.clone()} /> },
        Route::Guide { game } => html! { <GuideStart game={game.clone()} /> },
        Route::Lesson { key } => html! { <LessonPage lesson_key={key.clone()} /> },
        Route::LessonLink { data } => html! { <OpenLesson data={data.clone()} /> },
        Route::Rules { game, anchor } => html! { <RulesPage game={game.clone()} anchor={anchor.clone()} /> },
    };
    html! { <SettingsProvider>{ frame(page) }</SettingsProvider> }
}

/// index.html's static shell stood in while the WebAssembly loaded; the app has rendered the
/// same page in its place by the time effects run (before the browser paints again).
pub fn remove_static_shell() {
    if let Some(shell) = gloo::utils::document().get_element_by_id("loomhall-shell") {
        shell.remove();
    }
}

/// What every page sits in: the skip link, the header and `<main>` (the home module's app too).
pub fn frame(page: Html) -> Html {
    html! {
        <>
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
        </>
    }
}

/// Mounts the app on `<body>` (called by `src/bin/web.rs`), in place of the home module's page
/// if it drew one (`home_app`): it is told first, and leaves in this same task, so the browser
/// never paints the page without either.
pub fn start() {
    crash::install();
    let took_over = home_app::whole_app_starts().map(AttrValue::from);
    yew::Renderer::<App>::with_props(AppProps { took_over }).render();
}
