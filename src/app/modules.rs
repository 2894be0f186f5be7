//! Which module draws a page. A first visit starts with the home page's module (`home_app`,
//! no engine); a page about one game is then drawn by that game's own module (`src/bin/web_<id>.rs`,
//! its engine and board only), anything else by the whole app (every game). A game's
//! module hands the page to the whole app when the person goes to a page it cannot draw (the
//! home page, another game's); the whole app draws every page, so it never hands on
//! (docs/performance.md, "One page module per game").

use crate::app::route::Route;
use crate::lessons::{library::shipped_key, SHIPPED_TITLES};
use crate::storage::{raw_save, LocalStore, ScenarioFile};
use wasm_bindgen::JsCast;

/// The one game a page is about, where that is known without the engines: a game's new-game
/// page, guided game and rules, a saved game's table, a shared position and a shipped lesson.
/// `None` for the pages about every game (home, the rules' index) and for what cannot be read
/// here (a shared lesson, which is compressed; a lesson of the person's own; a save that is
/// missing or damaged), which the whole app draws or explains.
pub fn game_of(route: &Route) -> Option<String> {
    let id = match route {
        Route::NewGame { game } | Route::Guide { game } | Route::Rules { game: Some(game), .. } => game.to_string(),
        // Only the save's `game`: read without the slots' verifier, which links every engine, or
        // the save's whole type; the module that opens it reads the rest.
        Route::Table { slot } => {
            let raw = raw_save(&LocalStore::open().ok()?, slot).ok()?;
            serde_json::from_str::<serde_json::Value>(&raw).ok()?.get("game")?.as_str()?.to_string()
        }
        Route::Scenario { data } => ScenarioFile::from_link_data(data).ok()?.game,
        Route::Lesson { key } => {
            SHIPPED_TITLES.iter().find(|(game, name, _)| shipped_key(game, name) == key.as_str())?.0.to_string()
        }
        Route::LessonLink { .. } | Route::Rules { game: None, .. } | Route::Home => return None,
    };
    crate::games::info(&id).map(|_| id)
}

/// Whether this module draws the page: the whole app draws every page, a game's module those
/// about its game (`game_of`).
pub fn draws(route: &Route) -> bool {
    match crate::app::games::only_game() {
        None => true,
        Some(only) => game_of(route).as_deref() == Some(only),
    }
}

/// Asks `web/boot.js` to load and start the module for `route` (once per module, however often
/// asked): the game's own module where the page is about one game, else the whole app. A game's
/// module asks only for the whole app (it draws its own game's pages).
pub fn start_module_for(route: &Route) {
    let game = match crate::app::games::only_game() {
        None => game_of(route),
        Some(_) => None,
    };
    let window = gloo::utils::window();
    let start = js_sys::Reflect::get(&window, &"loomhallStartApp".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match start {
        Some(start) => {
            let game = game.map_or(wasm_bindgen::JsValue::UNDEFINED, |g| g.into());
            let _ = start.call1(&window, &game);
        }
        None => web_sys::console::error_1(&"Loomhall: web/boot.js did not define loomhallStartApp".into()),
    }
}
