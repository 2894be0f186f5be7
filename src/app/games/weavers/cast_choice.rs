//! Casting phase: the chosen card is cast face up (an active spell) or played face down as Wild
//! Magic. Sealed players see Wild Magic disabled with the rule that forbids it.

use crate::app::route::rule_href;
use crate::games::weavers::SEALED;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CastChoiceProps {
    /// The chosen card's name, if one is chosen.
    pub selected: Option<AttrValue>,
    pub sealed: bool,
    pub on_up: Callback<()>,
    pub on_down: Callback<()>,
}

#[function_component(CastChoice)]
pub fn cast_choice(props: &CastChoiceProps) -> Html {
    let chosen = props.selected.is_some();
    html! {
        <div class="choice-bar cast-choice">
            <div class="choice-text">
                <strong>{ "Casting phase. " }</strong>
                { match &props.selected {
                    Some(name) => format!("{name}: face up it is a spell; face down, Wild Magic gives all five components and no effect."),
                    None => "Choose a card from your hand; both cards are revealed together.".to_string(),
                } }
                if props.sealed {
                    <span class="sealed-reason" id="sealed-reason">
                        { " You are Sealed: no Wild Magic, every card is cast face up. " }
                        <a class="cite" href={rule_href(&SEALED)}>{ format!("§ {SEALED}") }</a>
                    </span>
                }
            </div>
            <div class="choice-buttons">
                <button class="primary" disabled={!chosen} onclick={props.on_up.reform(|_: MouseEvent| ())}>
                    { "Cast face up" }
                </button>
                <button disabled={!chosen || props.sealed} onclick={props.on_down.reform(|_: MouseEvent| ())}
                    aria-describedby={props.sealed.then_some("sealed-reason")}>
                    { "Play face down: Wild Magic" }
                </button>
            </div>
        </div>
    }
}
