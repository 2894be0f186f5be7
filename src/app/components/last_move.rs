//! "Since your last move": what the log says happened since the person at the device last
//! moved (the other players' turns in pass-and-play, the computer's move), drawn from the same
//! public events as the log, so it tells nothing the log does not. The cards it names are
//! marked on the board with the `last-move-card` class, which the styles draw as a dashed
//! outline and the word "new" (never colour alone). It is shown only behind the hand-off, on
//! that seat's own table, and "Got it" puts it away until the next move.

use super::LogEntry;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The board's cards, and where each one's name is: a `data-card` attribute (IOI) or a name
/// element inside (Weavers' cards, Spellweaver's creatures).
const CARDS: &str = "[data-card], .wcard, .sw-creature";
const NAMES: &str = ".wc-name, .sw-card-name";
const MARK: &str = "last-move-card";
/// Lines the panel shows at most.
const SHOWN: usize = 6;

#[derive(Properties, PartialEq)]
pub struct LastMoveProps {
    pub entries: Rc<Vec<LogEntry>>,
    pub seat_names: Vec<AttrValue>,
}

/// The name a board card shows, if the summary can find it.
fn card_name(el: &web_sys::Element) -> Option<String> {
    el.get_attribute("data-card")
        .or_else(|| el.query_selector(NAMES).ok().flatten().and_then(|n| n.text_content()))
        .map(|n| n.trim().to_string())
        .filter(|n| n.chars().count() >= 3)
}

/// Marks (or, with `texts` empty, unmarks) the board's cards named in `texts`.
fn mark_cards(texts: &[String]) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(cards) = doc.query_selector_all(&format!(".board :is({CARDS})")) else { return };
    for i in 0..cards.length() {
        let Some(el) = cards.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
        let named = card_name(&el).is_some_and(|name| texts.iter().any(|t| t.contains(&name)));
        let _ = if named { el.class_list().add_1(MARK) } else { el.class_list().remove_1(MARK) };
    }
}

#[function_component(LastMove)]
pub fn last_move(props: &LastMoveProps) -> Html {
    let open = use_state(|| true);
    let texts: Rc<Vec<String>> = Rc::new(
        props.entries.iter().map(|e| crate::core::wording::with_names(&e.event.text, &props.seat_names)).collect(),
    );
    {
        // After every render (the board may have redrawn its cards), and unmarked on the way out.
        let marked = if *open { texts.clone() } else { Rc::new(vec![]) };
        use_effect(move || {
            mark_cards(&marked);
            || mark_cards(&[])
        });
    }
    if !*open || texts.is_empty() {
        return Html::default();
    }
    // The newest lines; the rest are in the log (the panel never scrolls).
    let earlier = texts.len().saturating_sub(SHOWN);
    html! {
        <section class="last-move" aria-labelledby="last-move-title">
            <h2 id="last-move-title">{ "Since your last move" }</h2>
            if earlier > 0 {
                <p class="muted">{ format!("…and {} before these, in the log.", crate::core::wording::count(earlier as u64, "line", "lines")) }</p>
            }
            <ul>{ for texts.iter().skip(earlier).map(|t| html! { <li>{ t.clone() }</li> }) }</ul>
            <p class="muted">{ "Cards named here are marked “new” on the table." }</p>
            <button onclick={let open = open.clone(); move |_: MouseEvent| open.set(false)}>{ "Got it" }</button>
        </section>
    }
}
