//! The hand of the seat holding the device (in teaching mode: of the seat acting): full cards,
//! each a button when tapping it does something now.

use super::card::CardInfo;
use super::card_slot::CardSlot;
use super::picks::Picks;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub owner: AttrValue,
    pub cards: Vec<CardInfo>,
    pub picks: Picks,
}

#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    html! {
        <section class="hand" aria-label={format!("{} hand, {}", crate::core::wording::possessive(&props.owner), crate::core::wording::count(props.cards.len() as u64, "card", "cards"))}>
            if props.cards.is_empty() {
                <p class="muted empty-hand">{ "No cards in hand." }</p>
            }
            <ul class="hand-cards">
                { for props.cards.iter().map(|c| html! {
                    <li class="hand-card" key={c.id.to_string()}>
                        <CardSlot info={c.clone()} picks={props.picks.clone()} />
                    </li>
                }) }
            </ul>
        </section>
    }
}
