//! The acting player's hand (only from a view that shows it: nothing of a hidden hand reaches
//! the page). Each card is a button; a card with a play now is marked "▶ playable".

use super::card::{card_face, card_label};
use super::text::aspect_class;
use crate::app::table::GameRef;
use crate::games::spellweaver::{DefId, Iid, Spellweaver};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub game: GameRef<Spellweaver>,
    pub title: AttrValue,
    pub hand: Vec<Iid>,
    pub cards: Vec<Option<DefId>>,
    pub selected: Option<Iid>,
    pub playable: Vec<Iid>,
    pub on_tap: Callback<Iid>,
    /// The computer's suggestions for cards (a hint asked for), as chips under them.
    #[prop_or_default]
    pub marks: Vec<(Iid, AttrValue)>,
}

#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    let content = &props.game.content;
    html! {
        <section class="sw-hand" aria-label={props.title.clone()}>
            <h3>{ format!("{} · {}", props.title, crate::core::wording::count(props.hand.len() as u64, "card", "cards")) }</h3>
            <ul class="sw-hand-cards">
                { for props.hand.iter().filter_map(|&id| {
                    let def = props.cards.get(id as usize).copied().flatten()?;
                    let card = content.card(def)?;
                    // A twin of a playable card plays the same way (the engine offers one copy).
                    let playable = props.playable.iter().any(|&p| props.cards.get(p as usize).copied().flatten() == Some(def));
                    let selected = props.selected == Some(id);
                    let onclick = { let cb = props.on_tap.clone(); Callback::from(move |_| cb.emit(id)) };
                    Some(html! {
                        <li>
                            <button type="button" id={format!("sw-hand-{id}")} data-piece={format!("card:{}", content.card_id(def))}
                                class={classes!("sw-card", aspect_class(card.aspect), playable.then_some("can-act"), selected.then_some("selected"))}
                                aria-pressed={selected.to_string()}
                                {onclick}>
                                <span class="visually-hidden">{ format!("{}{}", card_label(card), if playable { " — playable now" } else { "" }) }</span>
                                <span class="sw-face" aria-hidden="true">{ card_face(card) }</span>
                                if playable { <span class="sw-playable" aria-hidden="true">{ "▶ playable" }</span> }
                            </button>
                            { for props.marks.iter().filter(|(c, _)| *c == id).map(|(_, m)| html! { <span class="hint-mark">{ m.clone() }</span> }) }
                        </li>
                    })
                }) }
            </ul>
        </section>
    }
}
