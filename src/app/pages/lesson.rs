//! Lessons' own pages. `#/lessons/<key>`: a lesson's outline (its chapters, where the student
//! stands in each, start or continue one), and sharing it as a file or a link. `#/lesson/<data>`:
//! a shared lesson (compressed in the link); it is read, played through the engine and shown
//! before anything is stored, with the same ask-before-saving as a shared position. A link that
//! is damaged, too large, for an unknown game or whose steps the rules refuse says why and
//! writes nothing.

use crate::app::modules;
use crate::app::pages::loading::loading_status;
use crate::app::pages::open_scenario::link_refused;
use crate::app::route::{navigate, page_address, replace, Route};
use crate::app::services::{self, compress};
use crate::core::slugify;
use crate::core::MAX_SCENARIO_BYTES;
use crate::games::display_name as game_name;
use crate::lessons::{self, library, Lesson, MAX_LESSON_BYTES};
use crate::storage::{base64url_decode, base64url_encode, LocalStore};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
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
                            <p class="muted">{ chapter_size(chapter) }</p>
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

/// A chapter's length as its card gives it: "5 steps, no questions", "4 steps, 1 question".
fn chapter_size(chapter: &crate::lessons::Chapter) -> String {
    use crate::core::wording::plural;
    let steps = chapter.steps.len();
    let questions = chapter.steps.iter().filter(|s| s.question.is_some()).count();
    let asked = match questions {
        0 => "no questions".to_string(),
        n => format!("{n} {}", plural(n as u64, "question", "questions")),
    };
    format!("{steps} {}, {asked}", plural(steps as u64, "step", "steps"))
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

/// A link's lesson text, unpacked by `web/boot.js` (`loomhallUnpackLesson`: once, for every
/// module; the browser's `DecompressionStream`), within the limits.
pub async fn unpack_link(data: &str) -> Result<String, String> {
    let unpack = check_link(data)?;
    if let Some(text) = unpacked(data) {
        return checked_text(text);
    }
    let unpack = unpack.ok_or("the page's start-up script is missing (reload the page)")?;
    let promise = unpack.call1(&JsValue::NULL, &data.into()).map_err(js_message)?;
    let text = JsFuture::from(js_sys::Promise::resolve(&promise))
        .await
        .map_err(|e| format!("the link's lesson cannot be unpacked: {}", js_message(e)))?;
    checked_text(text)
}

/// A link's lesson text where `web/boot.js` has unpacked it already (the module that draws the
/// lesson starts once it has), so the page opens on the lesson rather than a loading line.
fn unpacked_now(data: &str) -> Option<Result<String, String>> {
    check_link(data).ok()?;
    unpacked(data).map(checked_text)
}

/// What `web/boot.js` has unpacked of a link (its cache), unchecked.
fn unpacked(data: &str) -> Option<JsValue> {
    let text = boot_function("loomhallUnpackedLesson")?.call1(&JsValue::NULL, &data.into()).ok()?;
    text.is_string().then_some(text)
}

/// Refuses a link's data past the limits or not base64url; the unpacking function otherwise.
fn check_link(data: &str) -> Result<Option<js_sys::Function>, String> {
    if data.len() > MAX_LINK_CHARS {
        return Err(format!(
            "the link is longer than a lesson link may be ({} KB packed at most)",
            MAX_SCENARIO_BYTES / 1024
        ));
    }
    base64url_decode(data).ok_or("the link is damaged (was it cut off?)")?;
    Ok(boot_function("loomhallUnpackLesson"))
}

fn checked_text(text: JsValue) -> Result<String, String> {
    let text = text.as_string().ok_or("the link's lesson cannot be unpacked: it is not text")?;
    if text.len() > MAX_LESSON_BYTES {
        return Err(format!(
            "the link's lesson cannot be unpacked: it unpacks to more than {} KB",
            MAX_LESSON_BYTES / 1024
        ));
    }
    Ok(text)
}

fn boot_function(name: &str) -> Option<js_sys::Function> {
    js_sys::Reflect::get(&js_sys::global(), &name.into()).ok()?.dyn_into().ok()
}

fn js_message(e: JsValue) -> String {
    e.as_string().or_else(|| js_sys::Error::from(e).message().as_string()).unwrap_or_else(|| "unknown error".into())
}

/// A shared lesson as read so far.
#[derive(Clone, PartialEq)]
enum Opened {
    Unpacking,
    /// Unpacked, its outline drawn, to be checked against the rules in a task of its own (it
    /// plays the lesson through the engine), after the outline has painted.
    Outlined(Rc<Outline>, Rc<str>),
    /// Another game's, which this module does not draw: the whole app is asked for.
    HandedOn,
    Read(Rc<Lesson>, Rc<str>),
    Refused(String),
}

/// An unpacked lesson's outline, to draw while it is checked (a lesson whose outline does not
/// read goes to the check, which says why).
fn outlined(text: Result<String, String>) -> Opened {
    match text {
        Ok(text) => match Outline::read(&text) {
            Some(outline) => Opened::Outlined(Rc::new(outline), Rc::from(text)),
            None => open_text(Ok(text)),
        },
        Err(e) => Opened::Refused(e),
    }
}

/// Reads an unpacked lesson strictly and plays it through the engine, where this module draws
/// its game.
fn open_text(text: Result<String, String>) -> Opened {
    let read = text.and_then(|text| {
        let lesson = lessons::parse_lesson(&text).map_err(|e| e.to_string())?;
        if !modules::draws_game(&lesson.game) {
            return Ok(None);
        }
        lessons::check_lesson(&lesson).map_err(|e| e.to_string())?;
        Ok(Some((lesson, text)))
    });
    match read {
        Ok(Some((lesson, text))) => Opened::Read(Rc::new(lesson), Rc::from(text)),
        Ok(None) => Opened::HandedOn,
        Err(e) => Opened::Refused(e),
    }
}

/// What a shared lesson's page says under its outline, in the home module as in the module
/// that checks it (the same words, so the page's largest text is drawn once).
const CHECKED: &str = "Every position and answer is checked against the rules before you play it. Save it on this device to play it (it works offline).";

/// What a shared lesson's outline shows, read from its JSON without the lesson's type.
#[derive(PartialEq)]
pub struct Outline {
    pub game: String,
    pub title: String,
    pub summary: String,
    pub chapters: Vec<String>,
}

impl Outline {
    pub fn read(text: &str) -> Option<Outline> {
        let value: serde_json::Value = serde_json::from_str(text).ok()?;
        let field =
            |v: &serde_json::Value, name: &str| v.get(name).and_then(|f| f.as_str()).unwrap_or_default().to_string();
        let chapters = value.get("chapters")?.as_array()?.iter().map(|c| field(c, "title")).collect();
        let game = field(&value, "game");
        crate::games::info(&game)?;
        Some(Outline { title: field(&value, "title"), summary: field(&value, "summary"), chapters, game })
    }

    /// The outline: its game, title, summary and chapters, then `below` (its buttons, or what
    /// is still loading).
    pub fn draw(&self, below: Html) -> Html {
        html! {
            <section class="page lesson-preview" aria-labelledby="open-lesson-title">
                <p class="muted">{ format!("A shared lesson of {}", game_name(&self.game)) }</p>
                <h1 id="open-lesson-title">{ self.title.clone() }</h1>
                if !self.summary.is_empty() {
                    <p>{ self.summary.clone() }</p>
                }
                <ol class="chapters">
                    { for self.chapters.iter().map(|c| html! { <li>{ c.clone() }</li> }) }
                </ol>
                <p>{ CHECKED }</p>
                { below }
            </section>
        }
    }
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
    let opened = use_state(|| unpacked_now(&props.data).map_or(Opened::Unpacking, outlined));
    {
        let opened = opened.clone();
        use_effect_with((props.data.clone(), (*opened).clone()), move |(data, now)| {
            // Another game's: the whole app takes the page over, its outline shown until it does.
            let hand_on = |data: String| modules::start_module_for(&Route::LessonLink { data: data.into() });
            let data = data.to_string();
            match now {
                Opened::Unpacking => {
                    wasm_bindgen_futures::spawn_local(async move { opened.set(outlined(unpack_link(&data).await)) })
                }
                Opened::Outlined(_, text) => {
                    let text = text.to_string();
                    gloo::timers::callback::Timeout::new(0, move || opened.set(open_text(Ok(text)))).forget();
                }
                Opened::HandedOn => hand_on(data),
                Opened::Read(..) | Opened::Refused(_) => {}
            }
        });
    }
    let problem = use_state(|| None::<String>);
    let (lesson, text) = match &*opened {
        Opened::Unpacking | Opened::HandedOn => {
            return html! { <p class="muted" role="status">{ "Opening the lesson…" }</p> }
        }
        Opened::Outlined(outline, _) => {
            return outline.draw(loading_status("Checking the lesson against the rules…".to_string()))
        }
        Opened::Read(lesson, text) => (lesson.clone(), text.clone()),
        Opened::Refused(e) => return link_refused("A shared lesson", e),
    };
    let on_save = {
        let (text, problem) = (text.clone(), problem.clone());
        Callback::from(move |_: MouseEvent| {
            if let Err(e) = keep_and_open(&text) {
                problem.set(Some(format!("The lesson was not saved: {e}")));
            }
        })
    };
    let outline = Outline {
        game: lesson.game.clone(),
        title: lesson.title.clone(),
        summary: lesson.summary.clone(),
        chapters: lesson.chapters.iter().map(|c| c.title.clone()).collect(),
    };
    let below = html! {
        <>
            <div class="actions">
                <button class="primary" onclick={on_save}>{ "Save and open" }</button>
                <button onclick={Callback::from(|_: MouseEvent| replace(&Route::Home))}>{ "Don't save" }</button>
            </div>
            if let Some(p) = &*problem {
                <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ p.clone() }</p>
            }
        </>
    };
    outline.draw(below)
}
