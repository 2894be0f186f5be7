//! Shown while a computer player thinks in the worker: who, how far, and a way to stop it.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ThinkingProps {
    pub name: AttrValue,
    pub done: u32,
    pub total: u32,
    pub on_cancel: Callback<()>,
}

#[function_component(Thinking)]
pub fn thinking(props: &ThinkingProps) -> Html {
    let percent = if props.total == 0 { 0 } else { (props.done as u64 * 100 / props.total as u64) as u32 };
    html! {
        <div class="thinking" role="status" aria-live="polite">
            <span class="spinner" aria-hidden="true"></span>
            <span>{ format!("{} is thinking… {percent}%", props.name) }</span>
            <progress max={props.total.max(1).to_string()} value={props.done.to_string()}
                aria-label={format!("{} thinking progress", props.name)}></progress>
            <button onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Stop thinking" }</button>
        </div>
    }
}
