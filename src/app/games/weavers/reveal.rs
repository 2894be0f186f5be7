//! What a seat cast in the last Casting phase and the components it produced that round. Both
//! seats' tiles flip over together when the casts are revealed (a short animation, none with
//! reduced motion), for a human's card and the computer's alike.

use super::card::CardInfo;
use super::icons;
use crate::games::weavers::Components;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub enum Revealed {
    /// Cast face up (the card is public).
    FaceUp(Rc<CardInfo>),
    /// Wild Magic; the card's name only for its owner and the teacher.
    FaceDown(Option<AttrValue>),
    /// Nothing to cast (an empty hand).
    Nothing,
}

#[derive(Properties, PartialEq)]
pub struct RevealProps {
    pub round: u16,
    pub cast: Revealed,
    pub components: Components,
    /// The reveal just happened: play the flip.
    pub fresh: bool,
}

#[function_component(RevealTile)]
pub fn reveal_tile(props: &RevealProps) -> Html {
    let (face, label) = match &props.cast {
        Revealed::FaceUp(info) => (
            html! { <span class="reveal-name">{ info.card.name.clone() }</span> },
            format!("{} face up", info.card.name),
        ),
        Revealed::FaceDown(name) => (
            html! {
                <>
                    <span class="reveal-name">{ "Wild Magic" }</span>
                    <span class="reveal-note">{ match name { Some(n) => format!("face down: {n}"), None => "face down".into() } }</span>
                </>
            },
            match name {
                Some(n) => format!("Wild Magic, face down ({n})"),
                None => "Wild Magic, face down".into(),
            },
        ),
        Revealed::Nothing => (html! { <span class="reveal-name">{ "Nothing" }</span> }, "nothing".into()),
    };
    let wild = matches!(props.cast, Revealed::FaceDown(_));
    html! {
        <div class={classes!("reveal-tile", wild.then_some("wild"), props.fresh.then_some("fresh"))}
            role="group" aria-label={format!("Cast in round {}: {label}", props.round)}>
            <span class="part-label">{ format!("Cast · round {}", props.round) }</span>
            <span class="reveal-card">{ face }</span>
            <span class="produced" title="Components produced that round (instant, Wild Magic and residuals)">
                <span class="part-label">{ "Produced" }</span>
                if props.components.count() == 0 {
                    <span class="chip empty">{ "none" }</span>
                } else if props.components == Components::ALL {
                    <span class="chip comp-chip all-five">
                        { for props.components.iter().map(icons::component) }
                        <span class="comp-name">{ "all five" }</span>
                    </span>
                } else {
                    { for props.components.iter().map(|c| html! {
                        <span class="chip comp-chip">{ icons::component(c) }<span class="comp-name">{ c.name() }</span></span>
                    }) }
                }
            </span>
        </div>
    }
}
