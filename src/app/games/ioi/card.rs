//! A spell card as the rules' "Card Layout Key" shows it: Aspect value (that many symbols),
//! the Target word at the top and the Action word at the bottom, the points, the Aspect's name
//! and its ability with the ability value. Values changed by abilities show both numbers.
//! Built from spans so it can sit inside a button. `CardChip` is the small form for tableaus.

use super::icons;
use super::text::{ability_meaning, aspect_class};
use crate::games::ioi::{Ability, Aspect, CardId, Ioi, Table};
use yew::prelude::*;

/// What a card component needs: the printed card and its values now.
#[derive(Clone, Debug, PartialEq)]
pub struct CardInfo {
    pub id: CardId,
    pub aspect: Aspect,
    pub value: u8,
    pub target: String,
    pub action: String,
    pub points: u8,
    pub ability: Ability,
    pub ability_value: u8,
    /// The Aspect and ability values with Conceal/Strengthen/Empower/Block applied.
    pub value_now: u8,
    pub ability_now: u8,
}

impl CardInfo {
    pub fn name(&self) -> String {
        format!("{} · {}", self.target, self.action)
    }

    /// What a screen reader says for the card.
    pub fn summary(&self) -> String {
        let changed = |printed: u8, now: u8| {
            if printed == now {
                printed.to_string()
            } else {
                format!("{now} (printed {printed})")
            }
        };
        format!(
            "{}: {}, Aspect value {}, {} point{}, {} {}",
            self.name(),
            self.aspect,
            changed(self.value, self.value_now),
            self.points,
            if self.points == 1 { "" } else { "s" },
            self.ability,
            changed(self.ability_value, self.ability_now),
        )
    }
}

pub fn card_info(game: &Ioi, table: &Table, id: CardId) -> CardInfo {
    let c = &game.content;
    let printed = c.card(id);
    CardInfo {
        id,
        aspect: c.aspect(id),
        value: c.value(id),
        target: printed.map(|p| p.target.clone()).unwrap_or_default(),
        action: printed.map(|p| p.action.clone()).unwrap_or_default(),
        points: c.points(id),
        ability: c.aspect(id).ability(),
        ability_value: c.ability_value(id),
        value_now: table.aspect_value(c, id),
        ability_now: table.ability_value(c, id),
    }
}

/// A value and, if an ability changed it, the printed one struck through.
fn value(printed: u8, now: u8) -> Html {
    if printed == now {
        html! { <b>{ now }</b> }
    } else {
        let up = now > printed;
        html! {
            <span class={classes!("changed", if up { "up" } else { "down" })}>
                <s>{ printed }</s>{ " " }<b>{ now }</b><span aria-hidden="true">{ if up { "▲" } else { "▼" } }</span>
            </span>
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub info: CardInfo,
}

/// The full card (hand, piles).
#[function_component(CardFace)]
pub fn card_face(props: &CardProps) -> Html {
    let i = &props.info;
    html! {
        <span class={classes!("icard", aspect_class(i.aspect))}>
            <span class="ic-head">
                <span class="ic-value" title={format!("Aspect value {}", i.value_now)}>
                    { icons::value_pips(i.aspect, i.value) }{ value(i.value, i.value_now) }
                </span>
                <span class="ic-points" title="Points">{ i.points }<small>{ " pt" }</small></span>
            </span>
            <span class="ic-target">{ i.target.clone() }</span>
            <span class="ic-aspect" title={ability_meaning(i.ability)}>
                { icons::aspect(i.aspect) }<span class="ic-aspect-name">{ i.aspect.name() }</span>
                <span class="ic-ability">{ i.ability.name() }{ " " }{ value(i.ability_value, i.ability_now) }</span>
            </span>
            <span class="ic-action">{ i.action.clone() }</span>
        </span>
    }
}

/// The small card of a tableau spell: Aspect symbol and value, the two words, points, ability.
#[function_component(CardChip)]
pub fn card_chip(props: &CardProps) -> Html {
    let i = &props.info;
    html! {
        <span class={classes!("ichip", aspect_class(i.aspect))}>
            <span class="ch-line">
                { icons::aspect(i.aspect) }
                <span class="ch-aspect">{ format!("{} ", i.aspect.name()) }{ value(i.value, i.value_now) }</span>
                <span class="ch-points">{ format!("{} pt", i.points) }</span>
            </span>
            <span class="ch-line">
                <span class="ch-target">{ i.target.clone() }</span>
                <span class="ch-action">{ i.action.clone() }</span>
            </span>
            <span class="ch-line small ch-ability" title={ability_meaning(i.ability)}>
                { format!("{} ", i.ability.name()) }{ value(i.ability_value, i.ability_now) }
            </span>
        </span>
    }
}
