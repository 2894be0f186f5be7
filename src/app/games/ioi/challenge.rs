//! A Challenge card: face down (its back) for the others until its owner clears the noise,
//! face up with its three Aspects otherwise; the Aspects already among the owner's complete
//! spells are ticked, with the bonus they would give now.

use super::icons;
use crate::games::ioi::Aspect;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChallengeProps {
    /// Name and Aspects, when this viewer may see the card.
    pub card: Option<(AttrValue, [Aspect; 3])>,
    /// Turned face up for everyone (its owner cleared the noise, or the game is over).
    pub face_up: bool,
    /// The owner's Aspects among complete spells, and the bonus they give now (the engine's
    /// score breakdown).
    pub matched: Vec<Aspect>,
    pub bonus: u32,
}

#[function_component(ChallengeCard)]
pub fn challenge_card(props: &ChallengeProps) -> Html {
    let Some((name, aspects)) = &props.card else {
        return html! {
            <div class="challenge face-down">
                <span class="challenge-back" aria-hidden="true">{ "✦" }</span>
                { "Challenge card face down" }
            </div>
        };
    };
    let secret = !props.face_up;
    html! {
        <div class={classes!("challenge", if secret { "secret" } else { "face-up" })}>
            <span class="challenge-name">
                <span class="challenge-back" aria-hidden="true">{ "✦ " }</span>
                { name.clone() }
                <span class="tag">{ if secret { "secret" } else { "face up" } }</span>
            </span>
            <ul class="challenge-aspects" aria-label="Aspects of the Challenge card">
                { for aspects.iter().map(|a| {
                    let hit = props.matched.contains(a);
                    html! {
                        <li class={classes!(hit.then_some("hit"))}>
                            { icons::aspect(*a) }{ a.name() }
                            if hit { <span class="tick" aria-label="in a complete spell">{ " ✓" }</span> }
                        </li>
                    }
                }) }
            </ul>
            <span class="challenge-bonus">{ format!("bonus now +{}", props.bonus) }</span>
        </div>
    }
}
