//! Arrow keys between the map's locations and the tapestry's squares: focus moves to the
//! element with the id of the neighbour in that direction (if there is one).

use wasm_bindgen::JsCast;

/// The (column, row) step an arrow key asks for, if it is one.
pub fn arrow(key: &str) -> Option<(i16, i16)> {
    match key {
        "ArrowLeft" => Some((-1, 0)),
        "ArrowRight" => Some((1, 0)),
        "ArrowUp" => Some((0, -1)),
        "ArrowDown" => Some((0, 1)),
        _ => None,
    }
}

/// Focuses the element with this id; false when there is none.
pub fn focus_id(id: &str) -> bool {
    let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) else {
        return false;
    };
    let focus = js_sys::Reflect::get(&el, &"focus".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    focus.is_some_and(|f| f.call0(&el).is_ok())
}
