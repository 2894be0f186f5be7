//! A spell in a tableau: its reading (Action · Target once complete), its one or two cards,
//! whether it is partial or complete and what it scores, and for a Bound spell whether its
//! ability was used this round (the top card turned).

use super::card::CardInfo;
use super::card_slot::CardSlot;
use super::picks::Picks;
use yew::prelude::*;

#[derive(Clone, PartialEq)]
pub struct SpellInfo {
    pub reading: AttrValue,
    pub cards: Vec<CardInfo>,
    pub bound: bool,
    pub turned: bool,
}

impl SpellInfo {
    pub fn complete(&self) -> bool {
        self.cards.len() == 2
    }

    pub fn points(&self) -> u32 {
        if self.complete() {
            self.cards.iter().map(|c| c.points as u32).sum()
        } else {
            0
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SpellViewProps {
    pub spell: SpellInfo,
    pub picks: Picks,
}

#[function_component(SpellView)]
pub fn spell_view(props: &SpellViewProps) -> Html {
    let s = &props.spell;
    let status = if s.complete() { format!("complete, {} points", s.points()) } else { "partial, 0 points".into() };
    html! {
        <li class={classes!("spell", if s.complete() { "complete" } else { "partial" }, s.bound.then_some("bound"), s.turned.then_some("turned"))}
            aria-label={format!("Spell {}: {status}{}{}", s.reading, if s.bound { ", Bound" } else { "" },
                if s.turned { ", its Binding used this round" } else { "" })}>
            <span class="spell-head">
                if s.complete() {
                    <span class="reading-line">
                        <span class="reading"><span class="visually-hidden">{ "Reads " }</span>{ s.reading.clone() }</span>
                        <span class="spell-points">{ format!("{} pt", s.points()) }</span>
                    </span>
                } else {
                    <span class="tag partial-tag"><span aria-hidden="true">{ "◐ " }</span>{ "partial · 0 pt" }</span>
                }
                if s.bound {
                    <span class="tag bound-tag" title="Bound: other cards' abilities cannot affect it; once per round it lends its ability to any of your cards">
                        <span aria-hidden="true">{ "⚭ " }</span>{ "Bound" }
                    </span>
                }
                if s.turned {
                    <span class="tag turned-tag" title="Its Binding was used this round; it turns back at the start of its owner's next turn">
                        <span aria-hidden="true">{ "↻ " }</span>{ "used" }
                    </span>
                }
            </span>
            <span class="spell-cards">
                { for s.cards.iter().map(|c| html! { <CardSlot info={c.clone()} picks={props.picks.clone()} small=true /> }) }
            </span>
        </li>
    }
}
