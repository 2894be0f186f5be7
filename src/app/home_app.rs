//! The home page's own module (`src/bin/home.rs`, the module Trunk starts): what a first visit
//! needs before the page is usable. It links no engine, board or table, so it is a seventh of
//! the whole app's download (143 kB brotli against 1,031) (docs/performance.md, "Two modules").
//! It draws the home page while no game is saved (`pages::home::LightHome`) and hands the page
//! on for everything else (`modules::start_module_for`): to the game's own module for a page
//! about one game, to the whole app (`loomhall-web`) for a saved game to list (verifying it
//! needs the engines) or a file to import; `web/boot.js` loads either. Another route at the
//! start or later is drawn here as loading meanwhile (`pages::loading`); a game's new-game form
//! it draws itself (`HandOver`).
//!
//! The module that takes over says it is starting (`whole_app_starts`) before it renders; this
//! module's app then unmounts and its root goes, in the same task, so nothing is painted in
//! between.

use crate::app::pages::home::LightHome;
use crate::app::pages::loading::{load_failed_banner, load_failed_page, loading_status, use_load_failure, LoadingPage};
use crate::app::pages::new_game::{Dealer, NewGame, OptionsProps};
use crate::app::route::{current_hash, use_route, Route};
use crate::app::settings::SettingsProvider;
use crate::app::{frame, remove_static_shell};
use crate::lessons::library::LESSON_KEY_PREFIX;
use crate::storage::{KeyValue, LocalStore, SAVE_KEY_PREFIX};
use gloo::events::EventListener;
use yew::prelude::*;

/// The event a module sends when it starts to draw the page (a game's or the whole app).
const WHOLE_APP_STARTS: &str = "loomhall-app-start";
/// The element this module's app is drawn in (removed with it).
const ROOT_ID: &str = "loomhall-home";

/// Starts the home page, or the whole app at once where the home page's module cannot serve.
pub fn start() {
    crate::app::crash::install();
    // With a game saved, the home page lists it, which needs the engines; the static shell shows
    // the same page meanwhile. Any other page is drawn here as loading (`LoadingPage`) until the
    // whole app takes it over, or says why it could not load.
    let saved = games_saved();
    let home = Route::parse(&current_hash()) == Route::Home;
    if !home || saved {
        // Asked for now, not from the first render's effect: `web/boot.js` registers the offline
        // copy once this returns unless the whole app has been asked for by then, and the page
        // waits for nothing else.
        hand_over();
    }
    if home && saved {
        return;
    }
    if !mount_until_taken_over::<HomeApp>(ROOT_ID, HomeAppProps { saved }) {
        hand_over();
    }
}

/// Draws `C` in a root of its own (id `root_id`) appended to `<body>`, until another module
/// takes the page over (`whole_app_starts`): then its app unmounts and its root goes, in that
/// same task. Its own root keeps its event listeners apart from the next app's (each Yew app
/// listens on its root). `false` when there was nowhere to draw.
pub(crate) fn mount_until_taken_over<C: BaseComponent>(root_id: &str, props: C::Properties) -> bool {
    let Ok(root) = gloo::utils::document().create_element("div") else { return false };
    root.set_id(root_id);
    if gloo::utils::body().append_child(&root).is_err() {
        return false;
    }
    let handle = yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    EventListener::once(&gloo::utils::window(), WHOLE_APP_STARTS, move |_| {
        handle.destroy();
        root.remove();
    })
    .forget();
    true
}

/// Whether any game or lesson is saved (listing them needs the engines to verify them).
fn games_saved() -> bool {
    LocalStore::open()
        .and_then(|s| s.keys())
        .map(|keys| keys.iter().any(|k| k.starts_with(SAVE_KEY_PREFIX) || k.starts_with(LESSON_KEY_PREFIX)))
        // Storage that cannot be read is for the whole app to explain.
        .unwrap_or(true)
}

/// Asks `web/boot.js` for the module that draws the page at the current address (its game's,
/// or the whole app: `modules::start_module_for`).
pub fn hand_over() {
    crate::app::modules::start_module_for(&Route::parse(&current_hash()));
}

/// Tells the module that drew this page, the home module's app or a game's module
/// (`app::start` in its root, `GAME_ROOT_ID`), that another module takes the page over
/// (`app::start` calls it first). Returns, if one had drawn, the id of the element that had the
/// focus ("" for none with an id): the focus went with its page, and the new page carries the
/// same ids where it draws the same controls (the new-game form).
pub fn whole_app_starts() -> Option<String> {
    let document = gloo::utils::document();
    let drawn =
        document.get_element_by_id(ROOT_ID).is_some() || document.get_element_by_id(crate::app::GAME_ROOT_ID).is_some();
    let focused = document.active_element().map(|e| e.id()).unwrap_or_default();
    if let Ok(event) = web_sys::Event::new(WHOLE_APP_STARTS) {
        let _ = gloo::utils::window().dispatch_event(&event);
    }
    drawn.then_some(focused)
}

/// The new-game page's dealer in this module: a game's own options come with the whole app (a
/// status stands where they will be), and a game started meanwhile is dealt by it.
pub struct HandOver;

impl Dealer for HandOver {
    fn options_editor(game: &str, props: OptionsProps) -> Html {
        if let Some(form) = crate::app::games::options_form(game, props) {
            return form;
        }
        // Only where options will appear: the form of a game without them is already whole, and
        // stays in place when the whole app takes it over.
        match crate::games::info(game) {
            Some(g) if crate::app::games::has_options(game) => loading_status(format!("Loading {}…", g.name)),
            _ => Html::default(),
        }
    }

    fn deal(_deal: crate::storage::NewGame) -> Option<Result<String, String>> {
        hand_over();
        None
    }
}

#[derive(Properties, PartialEq)]
struct HomeAppProps {
    /// Whether a game or lesson was saved when the page started (`games_saved`).
    saved: bool,
}

#[function_component(HomeApp)]
fn home_app(props: &HomeAppProps) -> Html {
    let route = use_route();
    let failed = use_load_failure();
    use_effect_with((), |_| remove_static_shell());
    // The home page is this module's only while no game is saved: with one (a link opened, then
    // "Home" before the whole app came), it would list none.
    let at_home = *route == Route::Home && !props.saved;
    use_effect_with(at_home, |&at_home| {
        if !at_home {
            hand_over();
        }
    });
    // The home page still works without the whole app (an import it was handed is what failed).
    let page = match (&*failed, at_home) {
        (Some(why), true) => html! { <>{ load_failed_banner(why) }<LightHome /></> },
        (Some(why), false) => load_failed_page(why),
        (None, true) => html! { <LightHome /> },
        // A game's new-game form works before the engines come (`HandOver`).
        (None, false) => match &*route {
            Route::NewGame { game } if crate::games::info(game).is_some() => {
                html! { <NewGame<HandOver> game={game.clone()} /> }
            }
            route => html! { <LoadingPage route={route.clone()} /> },
        },
    };
    html! { <SettingsProvider>{ frame(page) }</SettingsProvider> }
}
