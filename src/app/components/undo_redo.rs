//! Undo and redo buttons (also on Ctrl+Z, and Ctrl+Shift+Z or Ctrl+Y, heard by the table).

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct UndoRedoProps {
    pub can_undo: bool,
    pub can_redo: bool,
    pub on_undo: Callback<()>,
    pub on_redo: Callback<()>,
}

#[function_component(UndoRedo)]
pub fn undo_redo(props: &UndoRedoProps) -> Html {
    html! {
        <div class="undo-redo" role="group" aria-label="Undo and redo">
            <button disabled={!props.can_undo} onclick={props.on_undo.reform(|_: MouseEvent| ())}
                aria-keyshortcuts="Control+Z">
                <span aria-hidden="true">{ "↶ " }</span>{ "Undo" }
            </button>
            <button disabled={!props.can_redo} onclick={props.on_redo.reform(|_: MouseEvent| ())}
                aria-keyshortcuts="Control+Shift+Z">
                <span aria-hidden="true">{ "↷ " }</span>{ "Redo" }
            </button>
        </div>
    }
}
