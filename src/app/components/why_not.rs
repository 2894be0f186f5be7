//! "Why not?": the rule that forbids an action, in the player's words, with a link to it.

use crate::app::route::rule_href;
use crate::core::RuleError;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct WhyNotProps {
    pub error: RuleError,
    pub on_close: Callback<()>,
}

#[function_component(WhyNot)]
pub fn why_not(props: &WhyNotProps) -> Html {
    html! {
        <div class="why-not" role="alert">
            <span class="why-not-icon" aria-hidden="true">{ "⊘" }</span>
            <div>
                <strong>{ "Not allowed: " }</strong>
                { props.error.message.clone() }
                <br />
                <a class="cite" href={rule_href(&props.error.rule)}>
                    { format!("§ {}", props.error.rule) }
                </a>
            </div>
            <button class="icon" aria-label="Close the explanation" onclick={props.on_close.reform(|_: MouseEvent| ())}>
                { "×" }
            </button>
        </div>
    }
}
