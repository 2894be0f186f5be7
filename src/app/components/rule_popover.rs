//! Rule citations read over the table: a link into the rules reference inside the table (a log
//! line's "§ rule", "why not?") opens that rule's text from the rules page in a dialog instead of
//! leaving the game. Esc, the close button or a click outside closes it, and the focus goes back
//! to the link. A link opened in a new tab (Ctrl, Shift or the middle button) still goes there.

use crate::app::pages::rules::blocks;
use crate::app::route::Route;
use crate::games;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The cited rule: the game and the section's anchor (none: the whole game's rules).
type Cited = (AttrValue, Option<AttrValue>);

/// A cited rule and which opening it is. Esc then Enter at once can open the same rule again
/// before the table has drawn it closed: a new opening is a new value, so the dialog is shown
/// again instead of the state settling back where it was with the dialog shut.
type Opening = (Cited, u32);

/// Calls a method without arguments on a DOM element (`showModal`, `close` of a `<dialog>`).
pub(crate) fn call(el: &web_sys::Element, method: &str) {
    if let Ok(f) = js_sys::Reflect::get(el, &method.into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
        let _ = f.call0(el);
    }
}

/// A click outside a modal dialog lands on the dialog itself (its backdrop): close it then.
/// (Yew delegates events, so the dialog is known by its reference, not the current target.)
pub(crate) fn close_on_backdrop(dialog: NodeRef) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        let Some(el) = dialog.cast::<web_sys::Element>() else { return };
        if e.target().is_some_and(|t| t == el.clone().into()) {
            call(&el, "close");
        }
    })
}

/// The rule link a click landed on, if it is one in the table (not in this dialog).
fn cited(e: &web_sys::Event) -> Option<Cited> {
    let mouse = e.dyn_ref::<web_sys::MouseEvent>()?;
    if mouse.ctrl_key() || mouse.meta_key() || mouse.shift_key() || mouse.button() != 0 {
        return None;
    }
    let link = e.target()?.dyn_into::<web_sys::Element>().ok()?.closest("a[href^='#/rules/']").ok()??;
    if link.closest(".table").ok()?.is_none() || link.closest(".rule-popover").ok()?.is_some() {
        return None;
    }
    match Route::parse(&link.get_attribute("href")?) {
        Route::Rules { game: Some(game), anchor } => Some((game, anchor)),
        _ => None,
    }
}

fn rule_text((game, anchor): &Cited) -> Option<(String, Html)> {
    let reference = games::rules_reference(game)?;
    let Some(start) = anchor.as_ref().and_then(|a| reference.sections.iter().position(|s| s.anchor == a.as_str()))
    else {
        return Some((reference.title.clone(), blocks(&reference.intro)));
    };
    let section = &reference.sections[start];
    // A section with its topics; a topic alone.
    let topics = reference.sections[start + 1..].iter().take_while(|s| s.level > section.level);
    let body = html! {
        <>
            { blocks(&section.blocks) }
            { for topics.map(|t| html! { <><h3>{ t.title.clone() }</h3>{ blocks(&t.blocks) }</> }) }
        </>
    };
    Some((format!("{} — {}", reference.title, section.title), body))
}

#[function_component(RulePopover)]
pub fn rule_popover() -> Html {
    let shown = use_state(|| None::<Opening>);
    let dialog = use_node_ref();
    {
        let shown = shown.clone();
        use_effect_with((), move |_| {
            let mut openings = 0u32;
            let listener = EventListener::new_with_options(
                &gloo::utils::document(),
                "click",
                EventListenerOptions::enable_prevent_default(),
                move |e| {
                    if let Some(rule) = cited(e) {
                        e.prevent_default();
                        openings = openings.wrapping_add(1);
                        shown.set(Some((rule, openings)));
                    }
                },
            );
            move || drop(listener)
        });
    }
    {
        let dialog = dialog.clone();
        use_effect_with((*shown).clone(), move |shown| {
            if let (Some(_), Some(el)) = (shown, dialog.cast::<web_sys::Element>()) {
                if !el.has_attribute("open") {
                    call(&el, "showModal");
                }
            }
        });
    }
    let Some((rule, _)) = shown.as_ref() else {
        return Html::default();
    };
    let Some((title, body)) = rule_text(rule) else {
        return Html::default();
    };
    let href = Route::Rules { game: Some(rule.0.clone()), anchor: rule.1.clone() }.href();
    let on_close = {
        let (shown, dialog) = (shown.clone(), dialog.clone());
        Callback::from(move |_: Event| {
            // The close event comes a task after the dialog shut: it may have opened again since.
            if dialog.cast::<web_sys::Element>().is_some_and(|el| el.has_attribute("open")) {
                return;
            }
            shown.set(None)
        })
    };
    let close = {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(el) = dialog.cast::<web_sys::Element>() {
                call(&el, "close");
            }
        })
    };
    let backdrop = close_on_backdrop(dialog.clone());
    html! {
        <dialog ref={dialog} class="rule-popover" aria-labelledby="rule-popover-title" onclose={on_close} onclick={backdrop}>
            <div class="popover-body">
                <div class="popover-head">
                    <h2 id="rule-popover-title">{ title }</h2>
                    <button class="icon" aria-label="Close the rule" onclick={close}>{ "×" }</button>
                </div>
                <div class="popover-text">{ body }</div>
                <a class="button" href={href}>{ "Open the rules page" }</a>
            </div>
        </dialog>
    }
}
