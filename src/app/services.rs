//! The browser side of storage and files: the save slots in localStorage, settings, file
//! download (export) and upload (import), time and fresh seeds.

use crate::storage::{LocalStore, SaveError, SaveSlots, Settings, StoreError};
use wasm_bindgen::JsCast;

pub fn slots() -> Result<SaveSlots<LocalStore>, SaveError> {
    Ok(SaveSlots::new(LocalStore::open()?))
}

pub fn load_settings() -> Settings {
    LocalStore::open().map(|s| Settings::load(&s)).unwrap_or_default()
}

pub fn store_settings(settings: &Settings) -> Result<(), String> {
    let mut store = LocalStore::open().map_err(|e| e.to_string())?;
    settings.store(&mut store).map_err(|e: StoreError| e.to_string())
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}

/// A seed from the browser's entropy (for new games and slot ids).
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_err() {
        // No crypto source: the clock still gives different games.
        return now_ms().wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    u64::from_le_bytes(bytes)
}

pub fn new_slot_id() -> String {
    SaveSlots::<LocalStore>::new_id(now_ms(), random_u64() as u32)
}

/// "3 minutes ago", "yesterday", or a date, for the continue list.
pub fn relative_time(then_ms: u64, now_ms: u64) -> String {
    let seconds = now_ms.saturating_sub(then_ms) / 1000;
    let plural = |n: u64, unit: &str| format!("{n} {unit}{} ago", if n == 1 { "" } else { "s" });
    match seconds {
        0..=59 => "just now".into(),
        60..=3599 => plural(seconds / 60, "minute"),
        3600..=86_399 => plural(seconds / 3600, "hour"),
        86_400..=172_799 => "yesterday".into(),
        _ => {
            let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(then_ms as f64));
            String::from(date.to_locale_date_string("default", &wasm_bindgen::JsValue::UNDEFINED))
        }
    }
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let fail = |e: wasm_bindgen::JsValue| format!("the download could not start ({e:?})");
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let link: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.dyn_into().map_err(|_| "no anchor element".to_string())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Puts `text` on the clipboard; `false` when the browser offers no clipboard here.
pub fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let clipboard = window.navigator().clipboard();
    let _ = clipboard.write_text(text);
    true
}

/// Starts a game and stores it in a new slot; returns the slot's id.
pub fn start_in_new_slot(new: crate::storage::NewGame) -> Result<String, String> {
    let save = crate::storage::start_game(new)?;
    let slot = new_slot_id();
    slots().and_then(|mut s| s.write(&slot, &save)).map_err(|e| e.to_string())?;
    Ok(slot)
}

/// A scenario file opened from a link or a file: a new game in teaching mode, every seat a
/// person (the teacher plays both), in a new slot.
pub fn open_scenario(file: &crate::storage::ScenarioFile) -> Result<String, String> {
    start_in_new_slot(crate::storage::NewGame {
        game: file.game.clone(),
        start: crate::storage::Start::Scenario(file.scenario.clone()),
        seats: vec![],
        seed: random_u64(),
        now: now_ms(),
        teaching: true,
    })
}
