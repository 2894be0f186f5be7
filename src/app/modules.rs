//! Which module draws a page. A first visit starts with the home page's module (`home_app`,
//! no engine); a page about one game is then drawn by that game's own module (`src/bin/web_<id>.rs`,
//! its engine and board only), anything else by the whole app (every game). A game's
//! module hands the page to the whole app when the person goes to a page it cannot draw (the
//! home page, another game's); the whole app draws every page, so it never hands on
//! (docs/performance.md, "One page module per game").

use crate::app::route::Route;
use crate::lessons::library::LESSON_KEY_PREFIX;
use crate::lessons::{library::shipped_key, SHIPPED_TITLES};
use crate::storage::{raw_save, KeyValue, LocalStore, ScenarioFile};
use wasm_bindgen::{JsCast, JsValue};

/// The one game a page is about, where that is known without the engines: a game's new-game
/// page, guided game and rules, a saved game's table, a shared position and a lesson (shipped,
/// or the person's own).
/// `None` for the pages about every game (home, the rules' index) and for what cannot be read
/// here (a shared lesson, which is compressed: `web/boot.js` reads its game; a save or lesson
/// that is missing or damaged), which the whole app draws or explains.
pub fn game_of(route: &Route) -> Option<String> {
    let id = match route {
        Route::NewGame { game } | Route::Guide { game } | Route::Rules { game: Some(game), .. } => game.to_string(),
        // Only the save's `game`: read without the slots' verifier, which links every engine, or
        // the save's whole type; the module that opens it reads the rest.
        Route::Table { slot } => game_field(&raw_save(&LocalStore::open().ok()?, slot).ok()?)?,
        Route::Scenario { data } => ScenarioFile::from_link_data(data).ok()?.game,
        Route::Lesson { key } => {
            match SHIPPED_TITLES.iter().find(|(game, name, _)| shipped_key(game, name) == key.as_str()) {
                Some((game, _, _)) => game.to_string(),
                // A lesson of the person's own: its `game`, read from its JSON as a save's is.
                None => {
                    let text = LocalStore::open().ok()?.get(&format!("{LESSON_KEY_PREFIX}{key}")).ok()??;
                    game_field(&text)?
                }
            }
        }
        // A shared lesson's link is compressed: `web/boot.js` unpacks it for its game.
        Route::LessonLink { .. } | Route::Rules { game: None, .. } | Route::Home => return None,
    };
    crate::games::info(&id).map(|_| id)
}

/// The `game` of a save's or a lesson's JSON, read without its type.
fn game_field(json: &str) -> Option<String> {
    Some(serde_json::from_str::<serde_json::Value>(json).ok()?.get("game")?.as_str()?.to_string())
}

/// Whether this module draws the pages of `game`: the whole app every game's, a game's module
/// its own.
pub fn draws_game(game: &str) -> bool {
    crate::app::games::only_game().is_none_or(|only| only == game)
}

/// Whether this module draws the page: the whole app draws every page, a game's module those
/// about its game (`game_of`). A shared lesson's link a game's module opens, as the home module
/// asked for it by the lesson's game; the lesson page hands on one of another game's
/// (`pages::lesson`), as when the address is changed to it.
pub fn draws(route: &Route) -> bool {
    match (crate::app::games::only_game(), route) {
        (None, _) | (Some(_), Route::LessonLink { .. }) => true,
        (Some(only), _) => game_of(route).as_deref() == Some(only),
    }
}

/// Asks `web/boot.js` to load and start the module for `route` (once per module, however often
/// asked): the game's own module where the page is about one game, else the whole app. A game's
/// module asks only for the whole app (it draws its own game's pages). A shared lesson's link is
/// unpacked for its game first.
pub fn start_module_for(route: &Route) {
    match (crate::app::games::only_game(), route) {
        (Some(_), _) => ask_boot_for(JsValue::UNDEFINED),
        // `boot.js` unpacks it, with the browser's own `DecompressionStream` (the home module
        // would grow by the code to call it).
        (None, Route::LessonLink { data }) => {
            let link = js_sys::Object::new();
            let games: js_sys::Array = crate::games::GAME_IDS.iter().map(|id| JsValue::from_str(id)).collect();
            let _ = js_sys::Reflect::set(&link, &"lessonLink".into(), &JsValue::from_str(data));
            let _ = js_sys::Reflect::set(&link, &"games".into(), &games);
            ask_boot_for(link.into())
        }
        (None, _) => ask_boot_for(game_of(route).map_or(JsValue::UNDEFINED, JsValue::from)),
    }
}

/// Calls `web/boot.js`'s `loomhallStartApp` with a game's id (its own module), `undefined` (the
/// whole app) or `{ lessonLink, games }`, a shared lesson's link data and the games this version
/// has (the module of the lesson's game, where it is one of them).
fn ask_boot_for(game: JsValue) {
    let window = gloo::utils::window();
    let start = js_sys::Reflect::get(&window, &"loomhallStartApp".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match start {
        Some(start) => {
            let _ = start.call1(&window, &game);
        }
        None => web_sys::console::error_1(&"Loomhall: web/boot.js did not define loomhallStartApp".into()),
    }
}
