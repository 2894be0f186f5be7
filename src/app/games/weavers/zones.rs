//! A player's deck and discard pile: counts at a glance, and the discard pile's cards on
//! request (face-up cards are public; face-down Wild Magic only to its owner and the teacher).

use crate::games::weavers::{DiscardView, Table, Weavers};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ZonesProps {
    pub deck: u8,
    /// Discarded cards' names, oldest first; `None` for a face-down card the viewer cannot see.
    pub discard: Vec<(Option<AttrValue>, bool)>,
    /// The seat's hand size as everyone sees it (shown for the other seat).
    #[prop_or_default]
    pub hand: Option<u8>,
}

pub fn discard_names(game: &Weavers, table: &Table, pile: &[DiscardView]) -> Vec<(Option<AttrValue>, bool)> {
    pile.iter().map(|d| (d.card.map(|c| AttrValue::from(game.card(table, c).name.clone())), d.face_down)).collect()
}

#[function_component(Zones)]
pub fn zones(props: &ZonesProps) -> Html {
    html! {
        <div class="zones">
            if let Some(hand) = props.hand {
                <span class="zone hand-count" aria-label={format!("{hand} cards in hand")}>
                    <span class="card-back" aria-hidden="true"></span>{ format!("Hand {hand}") }
                </span>
            }
            <span class="zone" aria-label={format!("{} cards in the deck", props.deck)}>
                <span class="deck-stack" aria-hidden="true"></span>{ format!("Deck {}", props.deck) }
            </span>
            <details class="zone discard">
                <summary>
                    { format!("Discard {}", props.discard.len()) }
                    <span class="visually-hidden">{ " (the discard pile: show its cards)" }</span>
                </summary>
                if props.discard.is_empty() {
                    <p class="muted">{ "Empty." }</p>
                } else {
                    <ol reversed=true>
                        { for props.discard.iter().rev().map(|(name, face_down)| html! {
                            <li>
                                { name.clone().unwrap_or_else(|| "A face-down card".into()) }
                                if *face_down { <span class="muted">{ " (Wild Magic, face down)" }</span> }
                            </li>
                        }) }
                    </ol>
                }
            </details>
        </div>
    }
}
