//! A spell card with all eight parts of its anatomy (the rulebook's "Anatomy of a Spell Card"):
//! 1 name, 2 instant effect, 3 instant components, 4 steps, 5 residual components, 6 delayed
//! effects, 7 set, 8 duration. Every part has a symbol and a text label. Built from spans so it
//! can sit inside a button (a card to choose in hand).

use super::icons;
use super::spell_formula::SpellFormula;
use super::text;
use crate::games::weavers::{Card, CardId, Kind, Table, Tokens, Weavers};
use std::rc::Rc;
use yew::prelude::*;

/// What a card component needs: the card, its set's name and its id.
#[derive(Clone, Debug, PartialEq)]
pub struct CardInfo {
    pub id: CardId,
    pub card: Card,
    pub set: String,
    /// The piece a lesson marks: `card:` and the card's stable id.
    pub piece: String,
}

impl CardInfo {
    pub fn summary(&self) -> String {
        text::card_summary(&self.card, &self.set)
    }
}

pub fn card_info(game: &Weavers, table: &Table, id: CardId) -> Rc<CardInfo> {
    Rc::new(CardInfo {
        id,
        card: game.card(table, id).clone(),
        set: game.set_name(table, id).to_string(),
        piece: format!("card:{}", game.card_stable_id(table, id)),
    })
}

/// Token chips: each token's symbol with "2 Damage".
pub fn token_chips(tokens: &Tokens) -> Html {
    if tokens.is_empty() {
        return html! { <span class="chip empty">{ "no effect" }</span> };
    }
    tokens
        .iter()
        .map(|(kind, n)| {
            html! { <span class={classes!("chip", "token-chip")}>{ icons::token(kind) }{ format!("{n} {}", kind.name()) }</span> }
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub info: Rc<CardInfo>,
    /// Steps woven, for a spell on the table (its instant part is then left out: it happened).
    #[prop_or_default]
    pub progress: Option<u8>,
}

#[function_component(CardFace)]
pub fn card_face(props: &CardFaceProps) -> Html {
    let CardInfo { card, set, piece, .. } = &*props.info;
    let spell = &card.spell;
    let kind = match card.kind {
        Kind::Class => "kind-class",
        Kind::Spellbook => "kind-spellbook",
    };
    html! {
        <span class={classes!("wcard", kind, props.progress.is_some().then_some("on-table"))} data-piece={piece.clone()}>
            <span class="wc-name">{ card.name.clone() }</span>
            if props.progress.is_none() {
                <span class="wc-instant">
                    <span class="part-label">{ "Instant" }</span>
                    <span class="wc-components" title="Instant components: produced when played face up">
                        if spell.components.count() == 0 {
                            <span class="chip empty">{ "no components" }</span>
                        }
                        { for spell.components.iter().map(|c| html! {
                            <span class="chip comp-chip" title={text::component_meaning(c)}>{ icons::component(c) }{ c.name() }</span>
                        }) }
                    </span>
                    <span class="wc-effect" title="Instant effect: tokens generated when played face up">
                        { token_chips(&spell.instant) }
                    </span>
                </span>
            }
            <span class="wc-formula">
                <span class="part-label">{ "Steps" }</span>
                <SpellFormula steps={spell.steps.clone()} progress={props.progress} />
            </span>
            <span class="wc-delayed" title="Delayed effect: tokens generated when the spell is complete">
                <span class="part-label">{ "Complete" }</span>
                { token_chips(&spell.delayed) }
            </span>
            <span class="wc-foot">
                <span class="wc-set">{ format!("{set} · {}", text::kind_name(card.kind)) }</span>
                <span class="wc-duration" title={text::duration_meaning(spell.duration)}>
                    { icons::duration(spell.repeatable()) }{ text::duration_name(spell.duration) }
                </span>
            </span>
        </span>
    }
}
