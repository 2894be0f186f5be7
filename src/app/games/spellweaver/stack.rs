//! What waits on the stack (last played resolves first), and the cards a Divine Offering shows
//! to its player (the shrines can be taken with the question bar's buttons).

use super::card::{card_face, card_label};
use crate::app::table::GameRef;
use crate::games::spellweaver::{DefId, Iid, Source, Spellweaver, Table, Target};
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
    let c = &props.game.content;
    let name_of = |seat: u8| props.seat_names.get(seat as usize).cloned().unwrap_or_default();
    let items = t.stack.iter().rev().map(|item| {
        let what = match item.source {
            Source::Card { def, .. } => c.name(def).to_string(),
            Source::Skill { skill } => c.skills.get(skill as usize).map(|s| format!("skill {}", s.name)).unwrap_or_default(),
            Source::Ability { def, .. } => format!("{}'s ability", c.name(def)),
        };
        let on = match item.target {
            Some(Target::Creature(id)) => t.creature(id).map(|cr| format!(" on {}", c.name(cr.def))).unwrap_or_default(),
            Some(Target::Hero(h)) => format!(" on {}'s hero", name_of(h)),
            Some(Target::Spell(_)) => " on a waiting spell".to_string(),
            None => String::new(),
        };
        html! { <li>{ format!("{what}{on} — played by {}", name_of(item.controller)) }</li> }
    });
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
