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
pub mod modules;
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
    // A game's own module draws its game's pages; any other it hands to the whole app and shows
    // as loading meanwhile (`modules`).
    let drawn_here = *use_memo((*route).clone(), modules::draws);
    let failed = pages::loading::use_load_failure();
    use_effect_with((drawn_here, (*route).clone()), |(drawn_here, route)| {
        if !drawn_here {
            modules::start_module_for(route);
        }
    });
    if !drawn_here {
        let page = match &*failed {
            Some(why) => pages::loading::load_failed_page(why),
            None => html! { <pages::loading::LoadingPage route={(*route).clone()} /> },
        };
        return html! { <SettingsProvider>{ frame(page) }</SettingsProvider> };
    }
    let page = match &*route {
        Route::Home => html! { <Home /> },
        Route::NewGame { game } => html! { <NewGame<Engines> game={game.clone()} /> },
        Route::Table { slot } => html! { <TableRoute slot={slot.clone()} /> },
        Route::Scenario { data } => html! { <OpenScenario data={data.clone()} /> },
        Route::Guide { game } => html! { <GuideStart game={game.clone()} /> },
        Route::Lesson { key } => html! { <LessonPage lesson_key={key.clone()} /> },
        Route::LessonLink { data } => html! { <OpenLesson key={data.to_string()} data={data.clone()} /> },
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

/// The element a game's own module draws the page in (`display: contents`, so the page's
/// layout is as if drawn in `<body>`); it goes with the module's app when the whole app takes
/// the page over (`home_app::mount_until_taken_over`).
pub const GAME_ROOT_ID: &str = "loomhall-game";

/// Mounts the app with the games it draws (called by `src/bin/web.rs` with every game's board and
/// by `src/bin/web_<id>.rs` with its own: `games::link`), in place of the page a module drew
/// before (`home_app::whole_app_starts`): it is told first, and leaves in this same task, so the
/// browser never paints the page without either. The whole app draws straight into `<body>`; a
/// game's own module into its root, which leaves when the whole app comes.
pub fn start(boards: &'static [&'static dyn games::LinkedBoard]) {
    crash::install();
    games::link(boards);
    let took_over = home_app::whole_app_starts().map(AttrValue::from);
    let props = AppProps { took_over };
    if games::only_game().is_none() {
        yew::Renderer::<App>::with_props(props).render();
    } else if !home_app::mount_until_taken_over::<App>(GAME_ROOT_ID, props) {
        // Nowhere of its own to draw: the whole app draws the page instead.
        modules::start_module_for(&route::Route::Home);
    }
}
