//! The table's tools (undo and redo, hints, set up, replay, export). On a wide screen they sit in
//! the table's bar; on a phone they fold into a "Menu" button so the bar keeps one line
//! (styles/table.css shows the button below 600 px). Esc closes the open menu.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ToolMenuProps {
    pub children: Html,
}

#[function_component(ToolMenu)]
pub fn tool_menu(props: &ToolMenuProps) -> Html {
    let open = use_state(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let on_key = {
        let open = open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" && *open {
                open.set(false);
            }
        })
    };
    html! {
        <div class={classes!("tool-menu", open.then_some("open"))} onkeydown={on_key}>
            <button class="tool-menu-button" aria-expanded={open.to_string()} aria-controls="table-tools" onclick={toggle}>
                <span aria-hidden="true">{ "☰ " }</span>{ "Menu" }
            </button>
            <div class="table-tools" id="table-tools">{ props.children.clone() }</div>
        </div>
    }
}
