//! Effects phase, Inflict Damage: choose the cards to discard for unblocked damage (secretly;
//! both players' discards are revealed together).

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DiscardChoiceProps {
    /// Cards still to choose in all.
    pub owed: u8,
    pub chosen: Vec<AttrValue>,
    pub on_confirm: Callback<()>,
}

#[function_component(DiscardChoice)]
pub fn discard_choice(props: &DiscardChoiceProps) -> Html {
    let owed = props.owed as usize;
    let ready = props.chosen.len() == owed;
    let plural = |n: usize| if n == 1 { "card" } else { "cards" };
    html! {
        <div class="choice-bar discard-choice">
            <div class="choice-text">
                <strong>{ "Unblocked damage. " }</strong>
                { format!("Choose {owed} {} to discard from your hand", plural(owed)) }
                if !props.chosen.is_empty() {
                    { format!(" (chosen: {})", props.chosen.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", ")) }
                }
                { "." }
            </div>
            <button class="primary" disabled={!ready} onclick={props.on_confirm.reform(|_: MouseEvent| ())}>
                { if ready { format!("Discard {}", if owed == 1 { "this card".to_string() } else { format!("these {owed} cards") }) }
                  else { format!("Choose {} more", owed - props.chosen.len()) } }
            </button>
        </div>
    }
}
