//! Import a saved game from a `.json` file: size-limited, fully verified, then stored in a new
//! slot (never over an existing one). A scenario file (a shared position) starts a new
//! teaching-mode game from its position and opens it; a lesson file is read, played through the
//! engine, kept in the lesson library and opened.
//!
//! The home page's own module (`app::home_app`) links no engine, so it cannot verify a file:
//! `HandOverImport` keeps the chosen file's text for this tab (`sessionStorage`) and hands the
//! page to the whole app, whose home page imports it on its first render
//! (`import_handed_over`), with the same notice as an import made there.

use super::Notice;
use crate::app::route::{navigate, Route};
use crate::app::services;
use crate::storage::{import_json, is_scenario_file, parse_scenario_file, MAX_IMPORT_BYTES};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Where a file chosen on the home module's page waits for the whole app: its name, a newline,
/// its text.
const HANDED_OVER_KEY: &str = "loomhall.import-handed-over";

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    pub on_done: Callback<Option<Notice>>,
}

fn store_import(text: &str) -> Result<String, String> {
    if crate::lessons::is_lesson_file(text) {
        // Read strictly and played through the engine before anything is kept.
        let lesson = crate::lessons::parse_lesson(text).map_err(|e| e.to_string())?;
        crate::lessons::check_lesson(&lesson).map_err(|e| e.to_string())?;
        crate::app::pages::lesson::keep_and_open(text)?;
        return Ok(format!("The lesson “{}” was saved on this device.", lesson.title));
    }
    if is_scenario_file(text) {
        let file = parse_scenario_file(text).map_err(|e| e.to_string())?;
        // Choosing the file is the person's confirmation: it is stored and opened at once.
        let slot = services::store_started(services::scenario_game(&file)?)?;
        navigate(&Route::Table { slot: slot.into() });
        return Ok("The position was opened in teaching mode.".into());
    }
    let (save, verified) = import_json(text).map_err(|e| e.to_string())?;
    services::store_in_new_slot(&save)?;
    Ok(format!("Imported “{}” ({}).", save.meta.title, verified.progress))
}

/// The notice of importing a file named `name` whose text is `text`.
fn import_notice(name: &str, text: Result<String, String>) -> Notice {
    match text.and_then(|t| store_import(&t)) {
        Ok(message) => Notice::Info(message),
        Err(e) => Notice::Problem(format!("“{name}” was not imported: {e}")),
    }
}

/// Imports the file the home module handed over, if any (once: it is taken out of storage).
pub fn import_handed_over() -> Option<Notice> {
    let storage = services::session_storage()?;
    let kept = storage.get_item(HANDED_OVER_KEY).ok()??;
    let _ = storage.remove_item(HANDED_OVER_KEY);
    let (name, text) = kept.split_once('\n')?;
    Some(import_notice(name, Ok(text.to_string())))
}

#[function_component(ImportButton)]
pub fn import_button(props: &ImportProps) -> Html {
    let on_done = props.on_done.clone();
    let on_file = Callback::from(move |(name, text): (String, Result<String, String>)| {
        on_done.emit(Some(import_notice(&name, text)));
    });
    html! { <FilePicker on_file={on_file} on_done={props.on_done.clone()} /> }
}

/// The home module's import: keeps the file for the whole app and starts it.
#[function_component(HandOverImport)]
pub fn hand_over_import(props: &ImportProps) -> Html {
    let on_done = props.on_done.clone();
    let on_file = Callback::from(move |(name, text): (String, Result<String, String>)| {
        let kept = text.and_then(|text| {
            let storage =
                services::session_storage().ok_or_else(|| "this browser keeps no session storage".to_string())?;
            storage
                .set_item(HANDED_OVER_KEY, &format!("{name}\n{text}"))
                .map_err(|_| "there is no room to hold it while the app loads".to_string())
        });
        match kept {
            Ok(()) => crate::app::home_app::hand_over(),
            Err(e) => on_done.emit(Some(import_notice(&name, Err(e)))),
        }
    });
    html! { <FilePicker on_file={on_file} on_done={props.on_done.clone()} /> }
}

#[derive(Properties, PartialEq)]
struct FilePickerProps {
    /// The chosen file's name and its text (or why it could not be read).
    on_file: Callback<(String, Result<String, String>)>,
    /// A file too large to be a save.
    on_done: Callback<Option<Notice>>,
}

#[function_component(FilePicker)]
fn file_picker(props: &FilePickerProps) -> Html {
    // The reader must live until it has read the file.
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);
    let onchange = {
        let (on_file, on_done) = (props.on_file.clone(), props.on_done.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            input.set_value(""); // the same file may be chosen again
            if file.size() > MAX_IMPORT_BYTES as f64 {
                on_done.emit(Some(Notice::Problem(format!(
                    "“{}” is too large to be a save ({} bytes; the limit is {MAX_IMPORT_BYTES}).",
                    file.name(),
                    file.size()
                ))));
                return;
            }
            let on_file = on_file.clone();
            let name = file.name();
            let blob = gloo::file::File::from(file);
            *reader.borrow_mut() = Some(gloo::file::callbacks::read_as_text(&blob, move |text| {
                on_file.emit((name, text.map_err(|e| e.to_string())));
            }));
        })
    };
    html! {
        <label class="button file-button">
            <span aria-hidden="true">{ "⤒ " }</span>{ "Import a game, scenario or lesson" }
            <input type="file" accept=".json,application/json" class="visually-hidden" {onchange}
                aria-label="Import a saved game, a scenario or a lesson from a file" />
        </label>
    }
}
