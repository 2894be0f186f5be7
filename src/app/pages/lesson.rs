//! Lessons' own pages. `#/lessons/<key>`: a lesson's outline (its chapters, where the student
//! stands in each, start or continue one), and sharing it as a file or a link. `#/lesson/<data>`:
//! a shared lesson (compressed in the link); it is read, played through the engine and shown
//! before anything is stored, with the same ask-before-saving as a shared position. A link that
//! is damaged, too large, for an unknown game or whose steps the rules refuse says why and
//! writes nothing.

use crate::app::modules;
use crate::app::pages::open_scenario::link_refused;
use crate::app::route::{navigate, page_address, replace, Route};
use crate::app::services::{self, compress};
use crate::core::slugify;
use crate::core::MAX_SCENARIO_BYTES;
use crate::games::display_name as game_name;
use crate::lessons::{self, library, Lesson, MAX_LESSON_BYTES};
use crate::storage::{base64url_decode, base64url_encode, LocalStore};
use std::rc::Rc;
use yew::prelude::*;

/// The most characters of a lesson link's data: what a compressed lesson within a scenario
/// link's limit encodes to.
pub const MAX_LINK_CHARS: usize = MAX_SCENARIO_BYTES.div_ceil(3) * 4;

#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    pub lesson_key: AttrValue,
}

#[function_component(LessonPage)]
pub fn lesson_page(props: &LessonPageProps) -> Html {
    let key = props.lesson_key.to_string();
    let found = use_memo(key.clone(), |key| {
        let store = LocalStore::open().map_err(|e| e.to_string())?;
        match library::read_lesson_at(&store, key) {
            Ok(Some(lesson)) => {
                Ok((Rc::new(lesson), library::lesson_text(&store, key).ok().flatten().unwrap_or_default()))
            }
            Ok(None) => Err("There is no such lesson on this device.".to_string()),
            Err(e) => Err(format!("This lesson cannot be read: {e}. It is kept as it is.")),
        }
    });
    let notice = use_state(|| None::<String>);
    let link = use_state(|| None::<Result<String, String>>);
    let (lesson, text) = match &*found {
        Ok(found) => found.clone(),
        Err(e) => {
            return html! {
                <section class="page">
                    <h1>{ "A lesson" }</h1>
                    <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ e.clone() }</p>
                    <a class="button" href="#/">{ "Back to the library" }</a>
                </section>
            }
        }
    };
    let store = LocalStore::open().ok();
    let places = store.as_ref().map(|s| library::places(s, &key)).unwrap_or_default();
    // The table this lesson is being built at, if it is.
    let building =
        store.as_ref().and_then(library::draft).filter(|d| d.key == key && !d.slot.is_empty()).map(|d| d.slot);
    let open = |chapter: usize, again: bool| {
        let (lesson, key, notice) = (lesson.clone(), key.clone(), notice.clone());
        Callback::from(move |_: MouseEvent| match services::start_lesson_chapter(&lesson, &key, chapter, again) {
            Ok(slot) => navigate(&Route::Table { slot: slot.into() }),
            Err(e) => notice.set(Some(format!("The chapter could not start: {e}"))),
        })
    };
    let on_download = {
        let (text, notice, title) = (text.clone(), notice.clone(), lesson.title.clone());
        Callback::from(move |_: MouseEvent| {
            let name = format!("loomhall-lesson-{}.json", slugify(&title));
            notice.set(Some(match services::download(&name, &text) {
                Ok(()) => format!("Saved as {name}."),
                Err(e) => format!("The file could not be saved: {e}"),
            }));
        })
    };
    let on_link = {
        let (text, link) = (text.clone(), link.clone());
        Callback::from(move |_: MouseEvent| {
            let (text, link) = (text.clone(), link.clone());
            wasm_bindgen_futures::spawn_local(async move {
                link.set(Some(lesson_link(&text).await));
            });
        })
    };
    let stored = key.starts_with("saved-");
    let on_remove = {
        let key = key.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(mut store) = LocalStore::open() {
                let _ = library::remove_lesson(&mut store, &key);
            }
            navigate(&Route::Home);
        })
    };
    html! {
        <section class="page lesson-page" aria-labelledby="lesson-page-title">
            <p class="muted">{ format!("A lesson of {}", game_name(&lesson.game)) }</p>
            <h1 id="lesson-page-title">{ lesson.title.clone() }</h1>
            if !lesson.summary.is_empty() {
                <p>{ lesson.summary.clone() }</p>
            }
            if let Some(slot) = building {
                <p><a class="button" href={Route::Table { slot: slot.into() }.href()}>
                    <span aria-hidden="true">{ "✎ " }</span>{ "Back to building this lesson" }</a></p>
            }
            <ol class="chapters">
                { for lesson.chapters.iter().enumerate().map(|(i, chapter)| {
                    let started = places.get(&i).is_some_and(|slot| services::slots().is_ok_and(|s| s.raw(slot).is_ok()));
                    html! {
                        <li class="card chapter">
                            <h2>{ format!("Chapter {}: {}", i + 1, chapter.title) }</h2>
                            <p class="muted">{ format!("{} steps, {} question(s)", chapter.steps.len(),
                                chapter.steps.iter().filter(|s| s.question.is_some()).count()) }</p>
                            <div class="actions">
                                <button class="primary" onclick={open(i, false)}>
                                    { if started { "Continue" } else { "Start" } }
                                    <span class="visually-hidden">{ format!(" chapter {}", i + 1) }</span>
                                </button>
                                if started {
                                    <button onclick={open(i, true)}>
                                        { "Start again" }<span class="visually-hidden">{ format!(" chapter {}", i + 1) }</span>
                                    </button>
                                }
                            </div>
                        </li>
                    }
                }) }
            </ol>
            <h2>{ "Share this lesson" }</h2>
            <div class="actions">
                <button onclick={on_download}>{ "Save as a file" }</button>
                <button onclick={on_link}>{ "Make a link" }</button>
                if stored {
                    <button onclick={on_remove}>{ "Remove from this device" }</button>
                }
            </div>
            { match &*link {
                Some(Ok(url)) => html! {
                    <label class="field share-link">
                        { "Link to this lesson" }
                        <input type="text" readonly=true value={url.clone()} class="lesson-link" />
                    </label>
                },
                Some(Err(e)) => html! { <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ e.clone() }</p> },
                None => Html::default(),
            } }
            if let Some(n) = &*notice {
                <p role="status" class="muted">{ n.clone() }</p>
            }
        </section>
    }
}

/// The full address of a link to a lesson, or why the lesson is too big for one.
async fn lesson_link(text: &str) -> Result<String, String> {
    let packed = compress::deflate(text.as_bytes()).await?;
    let data = base64url_encode(&packed);
    if data.len() > MAX_LINK_CHARS {
        return Err(format!(
            "This lesson is too big for a link ({} KB packed; a link holds {} KB): share it as a file instead.",
            packed.len().div_ceil(1024),
            MAX_SCENARIO_BYTES / 1024
        ));
    }
    Ok(format!("{}{}", page_address(), Route::LessonLink { data: data.into() }.href()))
}

/// A link's lesson text, unpacked within the limits.
async fn unpack_link(data: &str) -> Result<String, String> {
    if data.len() > MAX_LINK_CHARS {
        return Err(format!(
            "the link is longer than a lesson link may be ({} KB packed at most)",
            MAX_SCENARIO_BYTES / 1024
        ));
    }
    let packed = base64url_decode(data).ok_or("the link is damaged (was it cut off?)")?;
    compress::inflate(&packed, MAX_LESSON_BYTES).await.map_err(|e| format!("the link's lesson cannot be unpacked: {e}"))
}

/// A link's lesson, read strictly: `None` where it is another game's than this module draws
/// (a game's own module, `modules::draws_game`), which has then asked for the whole app.
async fn read_link(data: &str) -> Result<Option<(Lesson, String)>, String> {
    let text = unpack_link(data).await?;
    let lesson = lessons::parse_lesson(&text).map_err(|e| e.to_string())?;
    if !modules::draws_game(&lesson.game) {
        modules::start_module_for(&Route::LessonLink { data: data.to_string().into() });
        return Ok(None);
    }
    lessons::check_lesson(&lesson).map_err(|e| e.to_string())?;
    Ok(Some((lesson, text)))
}

/// Keeps a lesson's text on this device and opens its outline (the address replaced, so "back"
/// does not return to the link).
pub fn keep_and_open(text: &str) -> Result<(), String> {
    let mut store = LocalStore::open().map_err(|e| e.to_string())?;
    let key = library::store_lesson(&mut store, text).map_err(|e| e.to_string())?;
    replace(&Route::Lesson { key: key.into() });
    Ok(())
}

#[derive(Properties, PartialEq)]
pub struct OpenLessonProps {
    pub data: AttrValue,
}

#[function_component(OpenLesson)]
pub fn open_lesson(props: &OpenLessonProps) -> Html {
    let opened = use_state(|| None::<Result<(Rc<Lesson>, Rc<str>), String>>);
    {
        let opened = opened.clone();
        use_effect_with(props.data.clone(), move |data| {
            let data = data.to_string();
            wasm_bindgen_futures::spawn_local(async move {
                match read_link(&data).await {
                    // Another module draws it: "Opening the lesson…" until it takes the page over.
                    Ok(None) => {}
                    Ok(Some((lesson, text))) => opened.set(Some(Ok((Rc::new(lesson), Rc::from(text))))),
                    Err(e) => opened.set(Some(Err(e))),
                }
            });
        });
    }
    let problem = use_state(|| None::<String>);
    let (lesson, text) = match &*opened {
        None => return html! { <p class="muted" role="status">{ "Opening the lesson…" }</p> },
        Some(Ok(found)) => found.clone(),
        Some(Err(e)) => return link_refused("A shared lesson", e),
    };
    let on_save = {
        let (text, problem) = (text.clone(), problem.clone());
        Callback::from(move |_: MouseEvent| {
            if let Err(e) = keep_and_open(&text) {
                problem.set(Some(format!("The lesson was not saved: {e}")));
            }
        })
    };
    html! {
        <section class="page lesson-preview" aria-labelledby="open-lesson-title">
            <p class="muted">{ format!("A shared lesson of {}", game_name(&lesson.game)) }</p>
            <h1 id="open-lesson-title">{ lesson.title.clone() }</h1>
            if !lesson.summary.is_empty() {
                <p>{ lesson.summary.clone() }</p>
            }
            <ol class="chapters">
                { for lesson.chapters.iter().map(|c| html! { <li>{ c.title.clone() }</li> }) }
            </ol>
            <p>{ "Every position and answer was checked against the rules. Save it on this device to play it (it works offline)." }</p>
            <div class="actions">
                <button class="primary" onclick={on_save}>{ "Save and open" }</button>
                <button onclick={Callback::from(|_: MouseEvent| replace(&Route::Home))}>{ "Don't save" }</button>
            </div>
            if let Some(p) = &*problem {
                <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ p.clone() }</p>
            }
        </section>
    }
}
