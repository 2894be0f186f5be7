//! Teaching mode: the events of the last action one at a time, large enough for a projector,
//! each with the rule it applied (linked into the rules reference). "Next" (focused, so Enter
//! or Space steps) shows the next one; "Show all" skips to the position after the action.

use crate::app::route::rule_href;
use crate::core::Event;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EventStepperProps {
    pub event: Event,
    /// 1-based number of the event shown, and how many the action produced.
    pub number: usize,
    pub total: usize,
    #[prop_or_default]
    pub seat_names: Vec<AttrValue>,
    pub on_next: Callback<()>,
    pub on_all: Callback<()>,
}

#[function_component(EventStepper)]
pub fn event_stepper(props: &EventStepperProps) -> Html {
    let next = use_node_ref();
    {
        let next = next.clone();
        use_effect_with((props.number, props.event.text.clone()), move |_| {
            if let Some(b) = next.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let last = props.number >= props.total;
    let text = crate::core::wording::with_names(&props.event.text, &props.seat_names);
    html! {
        <section class="event-stepper" aria-labelledby="event-stepper-title">
            <h2 id="event-stepper-title" class="visually-hidden">{ "What happens, step by step" }</h2>
            <p class="step-count">{ format!("Event {} of {}", props.number, props.total) }</p>
            <p class="step-text" aria-live="polite">{ text }</p>
            <a class="cite" href={rule_href(&props.event.rule)} title="Read this rule">
                <span aria-hidden="true">{ "§ " }</span>
                <span class="visually-hidden">{ "Rule: " }</span>
                { props.event.rule.to_string() }
            </a>
            <div class="step-actions">
                <button class="primary" ref={next} onclick={props.on_next.reform(|_: MouseEvent| ())}>
                    { if last { "Done" } else { "Next event" } }
                    <span aria-hidden="true">{ " ▶" }</span>
                </button>
                if !last {
                    <button onclick={props.on_all.reform(|_: MouseEvent| ())}>{ "Show all" }</button>
                }
            </div>
        </section>
    }
}
