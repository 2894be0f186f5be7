//! A guided first game's step (`games::guide`): what it teaches, the rule it cites (linked into
//! the rules reference), the move it asks for, and "Next" when the step is only reading (focused,
//! so Enter reads on). It sits in the page's flow above the table, so it never covers what it
//! talks about. The control the step asks for is marked on the table (`data-guide-target`: a
//! dashed frame and the words "Guide: this one", not colour alone) and described by the step.

use super::in_view::bring_into_view;
use crate::app::route::rule_href;
use crate::core::Rule;
use crate::games::guide::StepKind;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The attribute that marks the control a step asks for.
const MARK: &str = "data-guide-target";

#[derive(Properties, PartialEq, Clone)]
pub struct GuideStepView {
    /// 1-based number of the step, and how many the guide has.
    pub number: usize,
    pub total: usize,
    pub text: AttrValue,
    pub rule: Option<Rule>,
    pub kind: StepKind,
    /// The move the step asks for, as the engine words it.
    pub expected: Option<AttrValue>,
    pub opponent: AttrValue,
    /// Words on the controls the step asks for, in the order they are used.
    pub targets: Vec<AttrValue>,
    /// Why the last move was refused.
    pub note: Option<AttrValue>,
    pub on_next: Callback<()>,
}

/// The panel's title: "Guided first game · step 1 of 9" (the home module's loading page draws
/// it too, `pages::loading`).
pub fn step_title(number: usize, total: usize) -> Html {
    html! {
        <h2 id="guide-title" class="guide-title">
            { "Guided first game" }
            <span class="step-count">{ format!(" · step {number} of {total}") }</span>
        </h2>
    }
}

#[function_component(GuidePanel)]
pub fn guide_panel(props: &GuideStepView) -> Html {
    let next = use_node_ref();
    {
        let next = next.clone();
        use_effect_with(props.number, move |_| {
            if let Some(b) = next.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    use_target_mark(props.targets.clone(), props.number);
    html! {
        <section class="guide-panel" aria-labelledby="guide-title">
            { step_title(props.number, props.total) }
            <p id="guide-step-text" class="step-text" aria-live="polite">{ props.text.clone() }</p>
            if let Some(rule) = &props.rule {
                <a class="cite" href={rule_href(rule)} title="Read this rule">
                    <span aria-hidden="true">{ "§ " }</span>
                    <span class="visually-hidden">{ "Rule: " }</span>
                    { rule.to_string() }
                </a>
            }
            { match (props.kind, &props.expected) {
                (StepKind::Read, _) => html! {
                    <div class="step-actions">
                        <button class="primary guide-next" ref={next} onclick={props.on_next.reform(|_: MouseEvent| ())}>
                            { "Next" }<span aria-hidden="true">{ " ▶" }</span>
                        </button>
                    </div>
                },
                (StepKind::Yours, Some(expected)) => html! {
                    <p class="guide-ask">
                        <strong>{ "Your move: " }</strong>{ expected.clone() }
                        <span class="muted">{ " (marked “Guide: this one” on the table)" }</span>
                    </p>
                },
                (StepKind::Yours, None) => Html::default(),
                (StepKind::Opponent, _) => html! {
                    <p class="guide-ask muted">{ format!("{} is answering…", props.opponent) }</p>
                },
            } }
            if let Some(note) = &props.note {
                <p class="guide-note" role="status"><span aria-hidden="true">{ "✋ " }</span>{ note.clone() }</p>
            }
        </section>
    }
}

/// Marks the control the step asks for: the enabled button of the table whose words hold the
/// last of `targets` found (a later part of a move appears once the earlier one is chosen).
#[hook]
fn use_target_mark(targets: Vec<AttrValue>, step: usize) {
    use_effect_with((targets, step), |(targets, _)| {
        let targets: Vec<String> = targets.iter().map(|t| t.to_lowercase()).collect();
        mark_target(&targets);
        // A board redraws its own pieces (a chosen card, the next question) without the panel
        // knowing, so the mark moves whenever the page's elements, their words or a button's
        // `disabled` change: before the next paint, never a beat late. Setting the mark touches
        // neither, so it does not call itself.
        let on_change = Closure::<dyn FnMut()>::new(move || mark_target(&targets));
        let observer = web_sys::MutationObserver::new(on_change.as_ref().unchecked_ref()).ok();
        let body = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body());
        if let (Some(observer), Some(body)) = (&observer, body) {
            let watch = web_sys::MutationObserverInit::new();
            watch.set_child_list(true);
            watch.set_subtree(true);
            watch.set_character_data(true);
            watch.set_attribute_filter(&js_sys::Array::of1(&"disabled".into()));
            let _ = observer.observe_with_options(&body, &watch);
        }
        move || {
            if let Some(observer) = observer {
                observer.disconnect();
            }
            drop(on_change);
            mark_target(&[]);
        }
    });
}

fn mark_target(targets: &[String]) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let found = document.query_selector_all(".table-main button:not([disabled])").ok().and_then(|buttons| {
        let buttons: Vec<web_sys::Element> =
            (0..buttons.length()).filter_map(|i| buttons.item(i)?.dyn_into::<web_sys::Element>().ok()).collect();
        targets.iter().rev().find_map(|target| {
            buttons
                .iter()
                .find(|b| b.text_content().is_some_and(|t| t.to_lowercase().contains(target.as_str())))
                .cloned()
        })
    });
    if let Ok(marked) = document.query_selector_all(&format!("[{MARK}]")) {
        for i in 0..marked.length() {
            let Some(el) = marked.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
            if found.as_ref() != Some(&el) {
                let _ = el.remove_attribute(MARK);
                if el.get_attribute("aria-describedby").as_deref() == Some("guide-step-text") {
                    let _ = el.remove_attribute("aria-describedby");
                }
            }
        }
    }
    if let Some(el) = found {
        if el.has_attribute(MARK) {
            return;
        }
        let _ = el.set_attribute(MARK, "");
        if !el.has_attribute("aria-describedby") {
            let _ = el.set_attribute("aria-describedby", "guide-step-text");
        }
        bring_into_view(&document, &el);
        // The board may still be growing a panel over it (a phone's question and hand, drawn in
        // the next render): look again once it has settled.
        let (document, el) = (document.clone(), el.clone());
        gloo::timers::callback::Timeout::new(SETTLE_MS, move || bring_into_view(&document, &el)).forget();
    }
}

/// How long after marking a control the table checks again that nothing covers it.
const SETTLE_MS: u32 = 250;
