//! What waits on the stack (last played resolves first), and the cards a Divine Offering shows
//! to its player (the shrines can be taken with the question bar's buttons).

use super::card::{card_face, card_label};
use crate::app::table::GameRef;
use super::text::stack_line;
use crate::games::spellweaver::{DefId, Iid, Spellweaver, Table};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StackProps {
    pub game: GameRef<Spellweaver>,
    pub table: Table,
    pub seat_names: Vec<AttrValue>,
}

#[function_component(StackList)]
pub fn stack_list(props: &StackProps) -> Html {
    let t = &props.table;
    if t.stack.is_empty() {
        return Html::default();
    }
    let name_of = |seat: u8| props.seat_names.get(seat as usize).cloned().unwrap_or_default();
    let items = t.stack.iter().rev().map(|item| html! { <li>{ stack_line(&props.game.content, t, item, &name_of) }</li> });
    html! {
        <section class="sw-stack" aria-labelledby="sw-stack-h">
            <h3 id="sw-stack-h">{ "▥ Waiting to resolve (top first)" }</h3>
            <ol>{ for items }</ol>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct OfferingProps {
    pub game: GameRef<Spellweaver>,
    pub offering: Vec<Iid>,
    pub cards: Vec<Option<DefId>>,
}

#[function_component(Offering)]
pub fn offering(props: &OfferingProps) -> Html {
    if props.offering.is_empty() {
        return Html::default();
    }
    let c = &props.game.content;
    html! {
        <section class="sw-offering" aria-labelledby="sw-offering-h">
            <h3 id="sw-offering-h">{ "Divine Offering: the top of your deck" }</h3>
            <ul class="sw-hand-cards">
                { for props.offering.iter().filter_map(|&id| props.cards.get(id as usize).copied().flatten()).filter_map(|d| c.card(d)).map(|card| html! {
                    <li class="sw-card" aria-label={card_label(card)}>{ card_face(card) }</li>
                }) }
            </ul>
        </section>
    }
}
