//! The middle of the table: the draw deck (face down, its count; in teaching mode its next
//! cards) and the four discard pile places, each pile face up with its top card in full and the
//! cards beneath it a tap away. A pile place is a button when a card may go there or be taken.

use super::card::CardInfo;
use super::card_slot::CardSlot;
use super::picks::Picks;
use super::text::plural;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PilesProps {
    /// Four pile places, bottom card first; an empty place is no pile.
    pub piles: Vec<Vec<CardInfo>>,
    pub deck_count: u8,
    /// Teaching mode: the deck's next cards, top first.
    #[prop_or_default]
    pub deck_top: Vec<CardInfo>,
    pub picks: Picks,
}

#[function_component(Piles)]
pub fn piles(props: &PilesProps) -> Html {
    let pile = |(i, cards): (usize, &Vec<CardInfo>)| {
        let p = i as u8;
        let tap = props.picks.pile(p);
        let below: Vec<&CardInfo> = cards.iter().rev().skip(1).collect();
        // Open the list when a card beneath the top is a choice now (Recall).
        let open_list = below.iter().any(|c| props.picks.card(c.id).is_some());
        let title = format!("Pile {}", i + 1);
        let top = cards.last();
        html! {
            <li class={classes!("pile", top.is_none().then_some("empty"), tap.is_some().then_some("choosable"))}>
                <span class="pile-name">
                    { title.clone() }
                    <span class="muted">{ match cards.len() { 0 => " · none".to_string(), 1 => " · 1 card".to_string(), _ => String::new() } }</span>
                </span>
                if let Some(what) = tap.clone() {
                    <button type="button" class="pile-button"
                        onclick={{ let on = props.picks.on_pile.clone(); move |_: MouseEvent| on.emit(p) }}>
                        <span class="pile-do">{ what }</span>
                        <span class="visually-hidden">{ format!(" ({title})") }</span>
                    </button>
                }
                if let Some(c) = top {
                    <CardSlot info={c.clone()} picks={props.picks.clone()} small=true />
                }
                if !below.is_empty() {
                    <details class="pile-below" open={open_list}>
                        <summary>
                            <span aria-hidden="true">{ "▾ " }</span>{ format!("{} cards", cards.len()) }
                            <span class="visually-hidden">{ format!(" in {title}: see the ones beneath the top") }</span>
                        </summary>
                        <span class="pile-list">
                            { for below.iter().map(|c| html! { <CardSlot info={(*c).clone()} picks={props.picks.clone()} small=true /> }) }
                        </span>
                    </details>
                }
            </li>
        }
    };
    html! {
        <section class="piles-area" aria-labelledby="piles-title">
            <h2 id="piles-title" class="visually-hidden">{ "Deck and discard piles" }</h2>
            <div class="deck" role="img" aria-label={format!("Draw deck: {}", plural(props.deck_count as usize, "card", "cards"))}>
                <span class="deck-back" aria-hidden="true">{ props.deck_count }</span>
                <span class="deck-label">{ "Deck" }</span>
            </div>
            <ol class="piles">
                { for props.piles.iter().enumerate().map(pile) }
            </ol>
            if !props.deck_top.is_empty() {
                <div class="deck-top">
                    <span class="muted">{ "Next in the deck:" }</span>
                    { for props.deck_top.iter().map(|c| html! { <CardSlot info={c.clone()} picks={props.picks.clone()} small=true /> }) }
                </div>
            }
        </section>
    }
}
