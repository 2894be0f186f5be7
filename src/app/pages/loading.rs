//! What the home page's own module (`app::home_app`) draws while the whole app loads for a page
//! it cannot draw itself: the page's heading where it is known without the engines (the same
//! heading the whole app then draws in its place), what can be read meanwhile (a guided game's
//! first step; the game's card picture and pitch; a shared position's title and sentence) and a
//! status. Before this module starts, index.html's static shell shows a loading line on such a
//! route (`web/shell.js`), never its home page, where a tap on a game's button would do nothing
//! yet.

use super::home::pictures;
use super::lesson::{unpack_link, Outline};
use super::open_scenario::{shared_position_intro, shared_position_title};
use crate::app::components::guide_panel::step_title;
use crate::app::route::Route;
use crate::games::{self, guide, GameInfo};
use crate::lessons::{library::shipped_key, SHIPPED_TITLES};
use crate::storage::ScenarioFile;
use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The event `web/boot.js` sends when the module a page asked for could not be loaded.
const LOAD_FAILED: &str = "loomhall-app-failed";

/// Why the module this page asked for could not be loaded, once `web/boot.js` says so.
#[hook]
pub fn use_load_failure() -> UseStateHandle<Option<String>> {
    let failed = use_state(|| None::<String>);
    {
        let failed = failed.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), LOAD_FAILED, move |event| {
                let detail =
                    event.dyn_ref::<web_sys::CustomEvent>().and_then(|e| e.detail().as_string()).unwrap_or_default();
                failed.set(Some(detail));
            });
            move || drop(listener)
        });
    }
    failed
}

/// The banner that says the games could not be loaded, and why.
pub fn load_failed_banner(why: &str) -> Html {
    html! {
        <p class="banner warning" role="alert">
            <span aria-hidden="true">{ "⚠ " }</span>
            { format!("Loomhall could not load its games: {why} Check the connection and reload the page.") }
        </p>
    }
}

/// The page in place of one whose module could not be loaded.
pub fn load_failed_page(why: &str) -> Html {
    html! {
        <section class="page">
            <h1>{ "Loomhall could not load its games" }</h1>
            { load_failed_banner(why) }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct LoadingPageProps {
    pub route: Route,
}

#[function_component(LoadingPage)]
pub fn loading_page(props: &LoadingPageProps) -> Html {
    if let Route::LessonLink { data } = &props.route {
        return html! { <SharedLessonLoading data={data.clone()} /> };
    }
    draw(Loading::of(&props.route))
}

/// A page while its module loads, as `Loading::of` reads it.
fn draw(Loading { heading, game, first_step, intro }: Loading) -> Html {
    let status = loading_status(match &game {
        Some(g) => format!("Loading {}…", g.name),
        None => "Loading…".to_string(),
    });
    if let Some((text, total)) = first_step {
        // The guided game's table as it will open: its bar's title and the guide's first words
        // in the panel the table then shows, as wide, so nothing moves sideways.
        return html! {
            <div class="loading-table">
                <div class="table-bar"><h1>{ heading }</h1></div>
                <section class="guide-panel" aria-labelledby="guide-title">
                    { step_title(1, total) }
                    <p class="step-text">{ text }</p>
                </section>
                { status }
            </div>
        };
    }
    html! {
        <section class="page loading-page">
            <h1>{ heading }</h1>
            if let Some(intro) = intro {
                <p>{ intro }</p>
            }
            if let Some(g) = &game {
                <div class="loading-game">
                    { for pictures::picture(g.id).map(|svg| Html::from_html_unchecked(svg.into())) }
                    <p class="muted">{ g.pitch() }</p>
                </div>
            }
            { status }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct SharedLessonProps {
    data: AttrValue,
}

/// A shared lesson's outline while its game's module loads, read from the link as `web/boot.js`
/// unpacked it: the outline that module then draws, with a status where its buttons will be. A
/// link that does not read says so in the module that explains it.
#[function_component(SharedLessonLoading)]
fn shared_lesson_loading(props: &SharedLessonProps) -> Html {
    // `None` while the link unpacks (a few milliseconds: an empty page, so the outline moves
    // nothing when it comes), `Some(None)` for a link that does not read.
    let outline = use_state(|| None::<Option<Outline>>);
    {
        let outline = outline.clone();
        use_effect_with(props.data.clone(), move |data| {
            let data = data.to_string();
            wasm_bindgen_futures::spawn_local(async move {
                outline.set(Some(unpack_link(&data).await.ok().and_then(|text| Outline::read(&text))));
            });
        });
    }
    match &*outline {
        Some(Some(o)) => o.draw(loading_status(format!("Loading {}…", games::display_name(&o.game)))),
        Some(None) => draw(Loading::of(&Route::LessonLink { data: props.data.clone() })),
        None => html! { <section class="page loading-page" /> },
    }
}

/// The line that says what is still on its way (index.html's static shell draws the same).
pub fn loading_status(text: String) -> Html {
    html! { <p class="muted loading" role="status">{ text }</p> }
}

/// What is known of the page for a route without the engines (a saved game's or a shared
/// file's title is not).
struct Loading {
    /// The heading the whole app's page starts with.
    heading: String,
    /// The game it is about.
    game: Option<GameInfo>,
    /// A guided game's first step: its text, and how many steps the guide has.
    first_step: Option<(String, usize)>,
    /// What the whole app's page says under its heading, where it is known (a shared
    /// position's link carries its title and game).
    intro: Option<String>,
}

impl Loading {
    fn of(route: &Route) -> Loading {
        let plain = |heading: &str| Loading { heading: heading.into(), game: None, first_step: None, intro: None };
        let about = |heading: String, game| Loading { heading, game, first_step: None, intro: None };
        match route {
            Route::NewGame { game: id } => match games::info(id) {
                Some(g) => about(format!("New game of {}", g.name), Some(g)),
                None => plain("New game"),
            },
            Route::Guide { game: id } => match guide::opening(id) {
                // The guided game's table carries the guide's title (the save's).
                Some(opening) => Loading {
                    heading: opening.title,
                    game: games::info(id),
                    first_step: Some((opening.first_text, opening.steps)),
                    intro: None,
                },
                None => plain("Guided first game"),
            },
            Route::Lesson { key } => {
                match SHIPPED_TITLES.iter().find(|(game, name, _)| shipped_key(game, name) == key.as_str()) {
                    Some((id, _, title)) => about(title.to_string(), games::info(id)),
                    None => plain("A lesson"),
                }
            }
            Route::LessonLink { .. } => plain("A shared lesson"),
            // The link is the file: its title and game are read as the whole app reads them.
            Route::Scenario { data } => match ScenarioFile::from_link_data(data) {
                Ok(file) => Loading {
                    heading: shared_position_title(&file),
                    game: None,
                    first_step: None,
                    intro: Some(shared_position_intro(&file)),
                },
                Err(_) => plain("A shared position"),
            },
            Route::Table { .. } => plain("Your game"),
            Route::Rules { game: Some(id), .. } => match games::info(id) {
                Some(g) => about(format!("Rules of {}", g.name), Some(g)),
                None => plain("Rules"),
            },
            Route::Rules { game: None, .. } | Route::Home => plain("Loomhall"),
        }
    }
}
