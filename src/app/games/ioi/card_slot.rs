//! One card wherever it lies: a button when tapping it answers the current question (keyboard:
//! Tab to it, Enter or Space), otherwise a labelled picture. Full size in hands and on pile
//! tops, small (`CardChip`) in tableaus and lists.

use super::card::{CardChip, CardFace, CardInfo};
use super::picks::Picks;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CardSlotProps {
    pub info: CardInfo,
    pub picks: Picks,
    #[prop_or_default]
    pub small: bool,
}

#[function_component(CardSlot)]
pub fn card_slot(props: &CardSlotProps) -> Html {
    let info = &props.info;
    let id = info.id;
    // The piece a lesson marks (`card:ID`, the id records name the card by).
    let piece = format!("card:{}", crate::core::slugify(&format!("{} {}", info.target, info.action)));
    let face = if props.small {
        html! { <CardChip info={info.clone()} /> }
    } else {
        html! { <CardFace info={info.clone()} /> }
    };
    let selected = props.picks.selected == Some(id);
    let marks: Html = props
        .picks
        .marks_of(id)
        .into_iter()
        .map(|m| html! { <span class="hint-mark"><span aria-hidden="true">{ "? " }</span>{ m }</span> })
        .collect();
    let body = match props.picks.card(id) {
        Some(what) => {
            let on_card = props.picks.on_card.clone();
            html! {
                <button type="button" class={classes!("card-button", selected.then_some("selected"))}
                    aria-pressed={selected.then_some("true")} data-card={info.target.clone()} data-piece={piece.clone()}
                    onclick={move |_: MouseEvent| on_card.emit(id)}>
                    // Named by its words (no aria-label, so what is read matches what is shown).
                    <span class="visually-hidden">{ format!("{what}: {}", info.summary()) }</span>
                    <span aria-hidden="true">{ face }</span>
                </button>
            }
        }
        None => html! {
            <span class={classes!("card-still", selected.then_some("selected"))} role="img"
                aria-label={info.summary()} data-card={info.target.clone()} data-piece={piece}>{ face }</span>
        },
    };
    html! { <span class="card-slot">{ body }{ marks }</span> }
}
