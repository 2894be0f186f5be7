//! Import a saved game from a `.json` file: size-limited, fully verified, then stored in a new
//! slot (never over an existing one). A scenario file (a shared position) starts a new
//! teaching-mode game from its position and opens it.

use super::Notice;
use crate::app::route::{navigate, Route};
use crate::app::services;
use crate::storage::{import_json, is_scenario_file, parse_scenario_file, MAX_IMPORT_BYTES};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    pub on_done: Callback<Option<Notice>>,
}

fn store_import(text: &str) -> Result<String, String> {
    if is_scenario_file(text) {
        let file = parse_scenario_file(text).map_err(|e| e.to_string())?;
        // Choosing the file is the person's confirmation: it is stored and opened at once.
        let slot = services::store_in_new_slot(&services::scenario_game(&file)?)?;
        navigate(&Route::Table { slot: slot.into() });
        return Ok("The position was opened in teaching mode.".into());
    }
    let (save, verified) = import_json(text).map_err(|e| e.to_string())?;
    services::store_in_new_slot(&save)?;
    Ok(format!("Imported “{}” ({}).", save.meta.title, verified.progress))
}

#[function_component(ImportButton)]
pub fn import_button(props: &ImportProps) -> Html {
    // The reader must live until it has read the file.
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);
    let onchange = {
        let on_done = props.on_done.clone();
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
            let on_done = on_done.clone();
            let name = file.name();
            let blob = gloo::file::File::from(file);
            *reader.borrow_mut() = Some(gloo::file::callbacks::read_as_text(&blob, move |text| {
                let notice = match text.map_err(|e| e.to_string()).and_then(|t| store_import(&t)) {
                    Ok(message) => Notice::Info(message),
                    Err(e) => Notice::Problem(format!("“{name}” was not imported: {e}")),
                };
                on_done.emit(Some(notice));
            }));
        })
    };
    html! {
        <label class="button file-button">
            <span aria-hidden="true">{ "⤒ " }</span>{ "Import a game or scenario" }
            <input type="file" accept=".json,application/json" class="visually-hidden" {onchange}
                aria-label="Import a saved game or a scenario from a file" />
        </label>
    }
}
