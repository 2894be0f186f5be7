//! The replay viewer's controls: step through a finished game move by move (arrow keys too),
//! from the deal to the end, every card open. A move is what the log shows as one action's
//! lines (the table counts them: `Session::replay_moves`), so the counter and the log agree.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ReplayControlsProps {
    /// Moves replayed so far, out of `total`.
    pub step: usize,
    pub total: usize,
    pub on_go: Callback<usize>,
    pub on_close: Callback<()>,
}

#[function_component(ReplayControls)]
pub fn replay_controls(props: &ReplayControlsProps) -> Html {
    let (step, total) = (props.step, props.total);
    let go = |to: usize| props.on_go.reform(move |_: MouseEvent| to);
    // The arrow keys step the replay wherever the focus is (the replay may open from a dialog
    // that is gone), unless something under the focus used them already or a field is typed in.
    {
        let on_go = props.on_go.clone();
        use_effect_with((step, total), move |&(step, total)| {
            use gloo::events::{EventListener, EventListenerOptions};
            use wasm_bindgen::JsCast;
            let listener = web_sys::window().and_then(|w| w.document()).map(|d| {
                EventListener::new_with_options(
                    &d,
                    "keydown",
                    EventListenerOptions::enable_prevent_default(),
                    move |e| {
                        let Some(e) = e.dyn_ref::<KeyboardEvent>() else { return };
                        if super::typing_in_field(e)
                            || e.default_prevented()
                            || e.ctrl_key()
                            || e.meta_key()
                            || e.alt_key()
                        {
                            return;
                        }
                        let to = match e.key().as_str() {
                            "ArrowLeft" => step.saturating_sub(1),
                            "ArrowRight" => (step + 1).min(total),
                            _ => return,
                        };
                        e.prevent_default();
                        on_go.emit(to);
                    },
                )
            });
            move || drop(listener)
        });
    }
    html! {
        <section class="replay-controls" aria-label="Replay">
            <strong>{ "Replay" }</strong>
            <button onclick={go(0)} disabled={step == 0} aria-label="Back to the deal">
                <span aria-hidden="true">{ "◀◀" }</span>
            </button>
            <button onclick={go(step.saturating_sub(1))} disabled={step == 0} aria-keyshortcuts="ArrowLeft">
                <span aria-hidden="true">{ "◀ " }</span>{ "Back" }
            </button>
            <span class="replay-step" role="status">{ format!("Move {step} of {total}") }</span>
            <button onclick={go((step + 1).min(total))} disabled={step >= total} aria-keyshortcuts="ArrowRight">
                { "Next" }<span aria-hidden="true">{ " ▶" }</span>
            </button>
            <button onclick={go(total)} disabled={step >= total} aria-label="To the end">
                <span aria-hidden="true">{ "▶▶" }</span>
            </button>
            <button onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close the replay" }</button>
        </section>
    }
}
