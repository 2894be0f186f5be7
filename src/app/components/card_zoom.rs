//! Card zoom: a larger, readable copy of any card on the table in a dialog. A tap on a card that
//! is not a button, a long press (or a right click) on any card, Enter on a focused card or Z on
//! a focused card button opens it; Esc, the close button or a tap outside closes it, and the
//! focus goes back to the card. Every board's cards are found by their classes (`CARDS`), so a
//! board needs nothing more than its card class listed here.

use super::rule_popover::{call, close_on_backdrop};
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

/// The card faces of the five boards (Weavers, IOI's cards and chips, Spellweaver's cards and
/// creatures, Woven's spells, Weave's story and challenge cards).
const CARDS: &str =
    ".wcard, .icard, .ichip, .sw-card, .sw-face, .sw-creature, .woven .spell:not(.hidden-card), .story-card, .challenge-card";
/// What a tap already means something on: the card answers it rather than zooming.
const INTERACTIVE: &str = "button, a, label, input, select, summary, textarea";
/// How long a press lasts before it zooms.
const LONG_PRESS_MS: u32 = 550;

#[derive(Properties, PartialEq)]
pub struct CardZoomProps {
    /// Changes whenever the board may show other cards (the number of actions): the cards that
    /// are not buttons are then made focusable, so the keyboard reaches them too.
    pub version: usize,
}

fn element(target: Option<web_sys::EventTarget>) -> Option<Element> {
    target?.dyn_into::<Element>().ok()
}

/// The card an event happened on (or the card a button it happened on shows), if it is one on
/// the table (not the zoomed copy).
fn card_at(target: Option<web_sys::EventTarget>) -> Option<Element> {
    let at = element(target)?;
    let card = match at.closest(CARDS).ok()? {
        Some(card) => card,
        None => at.closest("button").ok()??.query_selector(CARDS).ok()??,
    };
    (card.closest(".table").ok()?.is_some() && card.closest(".card-zoom").ok()?.is_none()).then_some(card)
}

fn is_static(card: &Element) -> bool {
    card.parent_element().and_then(|p| p.closest(INTERACTIVE).ok().flatten()).is_none()
        && !card.matches(INTERACTIVE).unwrap_or(false)
}

/// Makes the cards that are not buttons focusable (once each).
fn mark_static_cards() {
    let Ok(cards) = gloo::utils::document().query_selector_all(&format!(".table :is({CARDS}):not([tabindex])")) else {
        return;
    };
    for i in 0..cards.length() {
        if let Some(card) = cards.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
            if is_static(&card) && card.closest(".card-zoom").ok().flatten().is_none() {
                let _ = card.set_attribute("tabindex", "0");
                let _ = card.set_attribute("data-zoomable", "");
                let _ = card.set_attribute("title", "Show this card larger");
            }
        }
    }
}

#[function_component(CardZoom)]
pub fn card_zoom(props: &CardZoomProps) -> Html {
    let dialog = use_node_ref();
    let copy = use_node_ref();
    use_effect_with(props.version, |_| mark_static_cards());
    {
        let (dialog, copy) = (dialog.clone(), copy.clone());
        use_effect_with((), move |_| {
            let zoom = Rc::new(move |card: &Element| {
                let (Some(dialog), Some(copy)) = (dialog.cast::<Element>(), copy.cast::<Element>()) else { return };
                if dialog.has_attribute("open") {
                    return;
                }
                let Ok(clone) = card.clone_node_with_deep(true) else { return };
                let Ok(clone) = clone.dyn_into::<Element>() else { return };
                for attr in ["id", "tabindex", "title", "aria-pressed", "aria-hidden", "data-zoomable"] {
                    let _ = clone.remove_attribute(attr);
                }
                if let Ok(inner) = clone.query_selector_all("[id], [tabindex]") {
                    for i in 0..inner.length() {
                        if let Some(el) = inner.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                            let _ = el.remove_attribute("id");
                            let _ = el.remove_attribute("tabindex");
                        }
                    }
                }
                copy.set_inner_html("");
                let _ = copy.append_child(&clone);
                call(&dialog, "showModal");
            });
            let doc = gloo::utils::document();
            let options = EventListenerOptions::enable_prevent_default();
            let press: Rc<RefCell<Option<Timeout>>> = Rc::default();
            let pressed = Rc::new(Cell::new(false));
            let listeners = vec![
                {
                    let zoom = zoom.clone();
                    EventListener::new_with_options(&doc, "contextmenu", options, move |e| {
                        if let Some(card) = card_at(e.target()) {
                            e.prevent_default();
                            zoom(&card);
                        }
                    })
                },
                {
                    let (zoom, press, pressed) = (zoom.clone(), press.clone(), pressed.clone());
                    EventListener::new(&doc, "pointerdown", move |e| {
                        pressed.set(false);
                        let touch = e.dyn_ref::<web_sys::PointerEvent>().is_some_and(|p| p.pointer_type() != "mouse");
                        let Some(card) = card_at(e.target()).filter(|_| touch) else { return };
                        let (zoom, pressed) = (zoom.clone(), pressed.clone());
                        *press.borrow_mut() = Some(Timeout::new(LONG_PRESS_MS, move || {
                            pressed.set(true);
                            zoom(&card);
                        }));
                    })
                },
                {
                    let press = press.clone();
                    EventListener::new(&doc, "pointerup", move |_| drop(press.borrow_mut().take()))
                },
                {
                    let press = press.clone();
                    EventListener::new(&doc, "pointercancel", move |_| drop(press.borrow_mut().take()))
                },
                {
                    // Capture: a long press must not also choose the card it zoomed.
                    let zoom = zoom.clone();
                    let capture = EventListenerOptions { phase: EventListenerPhase::Capture, passive: false };
                    EventListener::new_with_options(&doc, "click", capture, move |e| {
                        if pressed.replace(false) {
                            e.prevent_default();
                            e.stop_propagation();
                            return;
                        }
                        // A tap on a control inside a card (Woven's "Cast" button on a spell)
                        // is that control's, not a zoom.
                        let on_control =
                            element(e.target()).and_then(|at| at.closest(INTERACTIVE).ok().flatten()).is_some();
                        if let Some(card) = card_at(e.target()).filter(is_static).filter(|_| !on_control) {
                            zoom(&card);
                        }
                    })
                },
                EventListener::new_with_options(&doc, "keydown", options, move |e| {
                    let Some(key) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                    if key.ctrl_key() || key.meta_key() || key.alt_key() || key.repeat() {
                        return;
                    }
                    let Some(focused) = doc_focus() else { return };
                    let card = match key.key().as_str() {
                        "Enter" | " " if focused.has_attribute("data-zoomable") => Some(focused),
                        // A card, or a button showing one (never the first card of a focused page).
                        "z" | "Z" => card_at(Some(focused.clone().into())),
                        _ => None,
                    };
                    if let Some(card) = card.filter(|c| c.closest(".card-zoom").ok().flatten().is_none()) {
                        e.prevent_default();
                        zoom(&card);
                    }
                }),
            ];
            move || drop(listeners)
        });
    }
    let close = {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(el) = dialog.cast::<Element>() {
                call(&el, "close");
            }
        })
    };
    let backdrop = close_on_backdrop(dialog.clone());
    html! {
        <dialog ref={dialog} class="card-zoom" aria-label="The card, larger" onclick={backdrop}>
            <div class="popover-body">
                <div ref={copy} class="zoomed"></div>
                <button onclick={close}>{ "Close" }</button>
            </div>
        </dialog>
    }
}

fn doc_focus() -> Option<Element> {
    gloo::utils::document().active_element()
}
