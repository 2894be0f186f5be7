//! One player's side of the table, all public: name and deck, where they stand in the phase
//! (choosing, chosen, owing discards), deck and discard pile, tokens, what they cast last round
//! and their active spells with each formula's progress. With every hand open (teaching, the
//! replay) it also lists the hand and the deck's top cards.

use super::card::{CardFace, CardInfo};
use super::reveal::{RevealProps, RevealTile};
use super::token_tray::TokenTray;
use super::zones::Zones;
use crate::games::weavers::DeckLabel;
use std::rc::Rc;
use yew::prelude::*;

/// A spell on the table: the card, steps woven, and whether it was played this round (it
/// cannot be woven until the next).
#[derive(Clone, Debug, PartialEq)]
pub struct ActiveTile {
    pub info: Rc<CardInfo>,
    pub progress: u8,
    pub new_this_round: bool,
}

#[derive(Properties, PartialEq)]
pub struct SeatAreaProps {
    pub seat: usize,
    pub name: AttrValue,
    /// "you", "computer", or nothing.
    #[prop_or_default]
    pub tag: Option<AttrValue>,
    pub deck_label: DeckLabel,
    /// Where the seat stands in the current phase ("Choosing…", "Has chosen").
    pub status: AttrValue,
    pub thinking: bool,
    pub deck: u8,
    pub discard: Vec<(Option<AttrValue>, bool)>,
    /// The hand's size when the hand itself is not shown below.
    pub hand_count: Option<u8>,
    pub shields: u8,
    pub damage: u8,
    pub healing: u8,
    pub statuses: [u8; 5],
    pub reveal: Option<RevealProps>,
    pub active: Vec<ActiveTile>,
    /// Open information (teaching, replay): the hand's and the deck top's card names.
    #[prop_or_default]
    pub open_hand: Option<Vec<AttrValue>>,
    #[prop_or_default]
    pub deck_top: Option<Vec<AttrValue>>,
    /// Highlight: the event being explained is about this seat.
    #[prop_or_default]
    pub spotlight: bool,
}

#[function_component(SeatArea)]
pub fn seat_area(props: &SeatAreaProps) -> Html {
    let id = format!("seat-{}", props.seat);
    html! {
        <section class={classes!("seat-area", format!("seat-{}", props.seat), props.spotlight.then_some("spotlight"))}
            aria-labelledby={format!("{id}-title")} data-piece={format!("seat:{}", props.seat)}>
            <header class="seat-head">
                <div class="seat-who">
                    <div class="seat-line">
                        <h2 id={format!("{id}-title")}>
                            { props.name.clone() }
                            if let Some(tag) = &props.tag { <span class="tag">{ tag.clone() }</span> }
                        </h2>
                        <span class={classes!("seat-status", props.thinking.then_some("thinking-now"))} role="status">
                            { props.status.clone() }
                        </span>
                    </div>
                    <span class="deck-label" title="Class and Spellbook">
                        { format!("{} + {}", props.deck_label.class, props.deck_label.spellbook) }
                    </span>
                </div>
                <Zones deck={props.deck} discard={props.discard.clone()} hand={props.hand_count} />
                <TokenTray id={id.clone()} owner={props.name.clone()} shields={props.shields} damage={props.damage}
                    healing={props.healing} statuses={props.statuses} />
            </header>
            if props.open_hand.is_some() || props.deck_top.is_some() {
                <p class="open-cards">
                    if let Some(cards) = &props.open_hand {
                        <span><strong>{ "Hand: " }</strong>{ join(cards) }</span>
                    }
                    if let Some(cards) = &props.deck_top {
                        <span><strong>{ "Deck top: " }</strong>{ join(cards) }</span>
                    }
                </p>
            }
            <div class="spells">
                if let Some(reveal) = &props.reveal {
                    <RevealTile round={reveal.round} cast={reveal.cast.clone()} components={reveal.components} fresh={reveal.fresh} />
                }
                <ul class="active-spells" aria-label={format!("{} active spells", crate::core::wording::possessive(&props.name))}>
                    if props.active.is_empty() {
                        <li class="no-spells muted">{ "No active spells" }</li>
                    }
                    { for props.active.iter().map(|a| html! {
                        <li class="active-spell" aria-label={format!("{} (steps woven: {} of {})", a.info.summary(), a.progress, a.info.card.spell.steps.len())}>
                            <CardFace info={a.info.clone()} progress={Some(a.progress)} />
                            if a.new_this_round {
                                <span class="new-spell">{ "New: weaves from next round" }</span>
                            }
                        </li>
                    }) }
                </ul>
            </div>
        </section>
    }
}

fn join(cards: &[AttrValue]) -> String {
    if cards.is_empty() {
        "none".into()
    } else {
        cards.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", ")
    }
}
