//! Draw phase: bury cards, then draw. Each card tapped in the hand goes at once to the bottom
//! of the deck (secretly, in the order tapped) and is listed here; Undo takes the last one back
//! until the player finishes. "Finish burying and draw" commits.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BuryChoiceProps {
    /// Cards buried so far this phase, first buried first (they end up in this order).
    pub buried: Vec<AttrValue>,
    pub hand_size: usize,
    pub max_hand: usize,
    pub deck: u8,
    pub finish_label: AttrValue,
    pub on_finish: Callback<()>,
}

#[function_component(BuryChoice)]
pub fn bury_choice(props: &BuryChoiceProps) -> Html {
    let draws = props.max_hand.saturating_sub(props.hand_size).min(props.deck as usize);
    html! {
        <div class="choice-bar bury-choice">
            <div class="choice-text">
                <strong>{ "Draw phase. " }</strong>
                if props.buried.is_empty() {
                    { "Tap cards to bury them at the bottom of your deck (optional, in the order you tap), then draw." }
                } else {
                    { "Buried, in order, at the bottom of your deck: " }
                    <ol class="inline-list">{ for props.buried.iter().map(|n| html! { <li>{ n.clone() }</li> }) }</ol>
                    <span class="muted">{ " Undo takes the last one back." }</span>
                }
            </div>
            <button class="primary" onclick={props.on_finish.reform(|_: MouseEvent| ())}>
                { props.finish_label.clone() }
                <span class="muted-on-primary">{ format!(" ({draws} card{})", if draws == 1 { "" } else { "s" }) }</span>
            </button>
        </div>
    }
}
