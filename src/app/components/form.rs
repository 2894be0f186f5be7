//! Reading form fields from their events, and telling keys typed into them from the others.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The value of the `<input>`, `<textarea>` or `<select>` that fired `e` (empty for anything else).
pub fn event_value(e: &Event) -> String {
    e.target()
        .and_then(|t| {
            t.clone()
                .dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .or_else(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().map(|a| a.value()))
                .or_else(|t| t.dyn_into::<web_sys::HtmlSelectElement>().map(|s| s.value()))
                .ok()
        })
        .unwrap_or_default()
}

/// Whether a key pressed went to a text field or a list (which keep their own keys: arrows,
/// undo): keys listened for on the whole document leave those alone.
pub fn typing_in_field(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}
