//! Reading form fields from their events.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The value of the `<input>` or `<select>` that fired `e` (empty for anything else).
pub fn event_value(e: &Event) -> String {
    e.target()
        .and_then(|t| {
            t.clone()
                .dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .or_else(|_| t.dyn_into::<web_sys::HtmlSelectElement>().map(|s| s.value()))
                .ok()
        })
        .unwrap_or_default()
}
