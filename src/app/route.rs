//! Hash routes, so the app is one static page that works from any folder and offline.

use crate::core::Rule;
use crate::games;
use gloo::events::EventListener;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    NewGame {
        game: AttrValue,
    },
    Table {
        slot: AttrValue,
    },
    /// A shared scenario: the scenario file, base64url-encoded; it is shown before it is saved.
    Scenario {
        data: AttrValue,
    },
    /// Starts the game's guided first game in a new slot, then replaces itself with its table
    /// (a route, so the home page's own module, which links no engine, can ask for it).
    Guide {
        game: AttrValue,
    },
    /// A lesson's outline: its chapters and where the student stands (`lessons::library` key).
    Lesson {
        key: AttrValue,
    },
    /// A shared lesson: compressed (deflate-raw), base64url-encoded; shown before it is saved.
    LessonLink {
        data: AttrValue,
    },
    /// The rules reference, optionally of one game and scrolled to one section.
    Rules {
        game: Option<AttrValue>,
        anchor: Option<AttrValue>,
    },
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let mut parts = path.split('/').filter(|p| !p.is_empty());
        let owned = |s: &str| AttrValue::from(s.to_string());
        match (parts.next(), parts.next(), parts.next()) {
            (Some("new"), Some(game), _) => Route::NewGame { game: owned(game) },
            (Some("table"), Some(slot), _) => Route::Table { slot: owned(slot) },
            (Some("scenario"), Some(data), _) => Route::Scenario { data: owned(data) },
            (Some("guide"), Some(game), _) => Route::Guide { game: owned(game) },
            (Some("lessons"), Some(key), _) => Route::Lesson { key: owned(key) },
            (Some("lesson"), Some(data), _) => Route::LessonLink { data: owned(data) },
            (Some("rules"), game, anchor) => Route::Rules { game: game.map(owned), anchor: anchor.map(owned) },
            _ => Route::Home,
        }
    }

    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::NewGame { game } => format!("#/new/{game}"),
            Route::Table { slot } => format!("#/table/{slot}"),
            Route::Scenario { data } => format!("#/scenario/{data}"),
            Route::Guide { game } => format!("#/guide/{game}"),
            Route::Lesson { key } => format!("#/lessons/{key}"),
            Route::LessonLink { data } => format!("#/lesson/{data}"),
            Route::Rules { game: None, .. } => "#/rules".into(),
            Route::Rules { game: Some(g), anchor: None } => format!("#/rules/{g}"),
            Route::Rules { game: Some(g), anchor: Some(a) } => format!("#/rules/{g}/{a}"),
        }
    }
}

/// Where a rule citation links in the rules reference: its topic if the reference has one,
/// else its section, else the game's rules page.
pub fn rule_href(rule: &Rule) -> String {
    let game = AttrValue::from(rule.game.to_string());
    let anchor = games::rules_reference(&rule.game).and_then(|r| r.anchor_for(rule)).map(AttrValue::from);
    Route::Rules { game: Some(game), anchor }.href()
}

/// This page's address without its fragment (origin and path, wherever it is served from),
/// for the links the app shares.
pub fn page_address() -> String {
    web_sys::window()
        .map(|w| w.location())
        .map(|l| format!("{}{}", l.origin().unwrap_or_default(), l.pathname().unwrap_or_default()))
        .unwrap_or_default()
}

pub fn current_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

pub fn navigate(route: &Route) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(&route.href());
    }
}

/// Goes to `route` replacing the current history entry (so "back" does not return to a page
/// that only forwards, like an opened scenario link).
pub fn replace(route: &Route) {
    if let Some(w) = web_sys::window() {
        if w.location().replace(&format!("{}{}", page_address(), route.href())).is_err() {
            navigate(route);
        }
    }
}

/// Moves focus to the page's `<main>`, for keyboard and screen-reader users arriving on a new page.
pub fn focus_main() {
    focus_id("main", true);
}

/// Moves focus to the element with this id, scrolling it into view or leaving the page where it
/// is; whether there is one.
pub fn focus_id(id: &str, scroll: bool) -> bool {
    let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
    else {
        return false;
    };
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(!scroll);
    element.focus_with_options(&options).is_ok()
}

/// The current route, re-rendering on every hash change.
#[hook]
pub fn use_route() -> Rc<Route> {
    let route = use_state(|| Rc::new(Route::parse(&current_hash())));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    route.set(Rc::new(Route::parse(&current_hash())));
                    focus_main();
                })
            });
            move || drop(listener)
        });
    }
    (*route).clone()
}
