//! The hand of the seat holding the device (or, with every hand open, of the seat choosing):
//! full cards. When the seat has a choice to make, each card is a toggle button (keyboard:
//! Tab to it, Enter or Space to choose); the computer's suggestions are marked on their cards.

use super::card::{CardFace, CardInfo};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandMode {
    /// Nothing to choose now.
    Look,
    /// Each tap buries the card at once (in the order tapped).
    Bury,
    /// Tap to choose the card to cast.
    Cast,
    /// Tap to choose the cards to discard.
    Discard,
}

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub owner: AttrValue,
    pub cards: Vec<Rc<CardInfo>>,
    pub mode: HandMode,
    /// Chosen cards, by position in the hand.
    #[prop_or_default]
    pub selected: Vec<usize>,
    pub on_pick: Callback<usize>,
    /// Marks from hints: position in hand and text ("Computer's 1st choice, face up: 62%").
    #[prop_or_default]
    pub marks: Vec<(usize, AttrValue)>,
}

#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    let verb = match props.mode {
        HandMode::Look => None,
        HandMode::Bury => Some("Bury"),
        HandMode::Cast => Some("Choose"),
        HandMode::Discard => Some("Discard"),
    };
    html! {
        <section class="hand" aria-label={format!("{} hand, {}", crate::core::wording::possessive(&props.owner), crate::core::wording::count(props.cards.len() as u64, "card", "cards"))}>
            if props.cards.is_empty() {
                <p class="muted empty-hand">{ "No cards in hand." }</p>
            }
            <ul class={classes!("hand-cards", format!("n{}", props.cards.len().min(9)))}>
                { for props.cards.iter().enumerate().map(|(i, info)| {
                    let selected = props.selected.contains(&i);
                    let marks: Vec<&AttrValue> = props.marks.iter().filter(|(p, _)| *p == i).map(|(_, m)| m).collect();
                    let face = html! { <CardFace info={info.clone()} /> };
                    let badges: Html = marks.iter().map(|m| html! { <span class="hint-mark">{ (*m).clone() }</span> }).collect();
                    let order = props.selected.iter().position(|&p| p == i);
                    html! {
                        <li class={classes!("hand-card", selected.then_some("selected"))} key={format!("{i}-{}", info.id)}>
                            if let Some(verb) = verb {
                                <button type="button" class="card-button" aria-pressed={selected.to_string()}
                                    onclick={props.on_pick.reform(move |_: MouseEvent| i)}>
                                    <span class="visually-hidden">{ format!("{verb}: ") }</span>
                                    { face }
                                    if let (Some(n), HandMode::Discard) = (order, props.mode) {
                                        <span class="pick-order" aria-hidden="true">{ n + 1 }</span>
                                    }
                                    if selected && props.mode == HandMode::Cast {
                                        <span class="pick-order" aria-hidden="true">{ "✓" }</span>
                                    }
                                </button>
                            } else {
                                <div class="card-still" role="img" aria-label={info.summary()}>{ face }</div>
                            }
                            { badges }
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}
