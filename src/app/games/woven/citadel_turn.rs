//! The Citadel's turn after an action, one step at a time: each Watcher or special location
//! that acted, what followed from it, and the rule it followed (linked into the rules
//! reference). "Next" shows the next step; "Show all" the rest. Teaching mode's own stepper
//! already walks through every event, so this panel stays out of its way there.

use crate::core::wording::with_names;
use crate::app::route::rule_href;
use crate::core::Event;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CitadelTurnProps {
    pub steps: Rc<Vec<Vec<Event>>>,
    pub seat_names: Vec<AttrValue>,
}

#[function_component(CitadelTurn)]
pub fn citadel_turn(props: &CitadelTurnProps) -> Html {
    let shown = use_state(|| 1usize);
    {
        let shown = shown.clone();
        use_effect_with(props.steps.clone(), move |_| shown.set(1));
    }
    let total = props.steps.len();
    if total == 0 {
        return Html::default();
    }
    let upto = (*shown).min(total);
    let next = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(upto + 1))
    };
    let all = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(total))
    };
    html! {
        <section class="citadel-turn" aria-labelledby="citadel-turn-title">
            <h3 id="citadel-turn-title">{ format!("The Citadel's turn — step {upto} of {total}") }</h3>
            <ol aria-live="polite">
                { for props.steps.iter().take(upto).enumerate().map(|(i, step)| html! {
                    <li class={classes!((i + 1 == upto).then_some("current"))}>
                        { for step.iter().enumerate().map(|(j, e)| html! {
                            <span class={if j == 0 { "step-what" } else { "step-then" }}>
                                { with_names(&e.text, &props.seat_names) }
                            </span>
                        }) }
                        <a class="cite" href={rule_href(&step[0].rule)} title="Read this rule">
                            <span aria-hidden="true">{ "§ " }</span>
                            <span class="visually-hidden">{ "Rule: " }</span>
                            { step[0].rule.to_string() }
                        </a>
                    </li>
                }) }
            </ol>
            if upto < total {
                <div class="step-actions">
                    <button type="button" onclick={next}>{ "Next step" }<span aria-hidden="true">{ " ▶" }</span></button>
                    <button type="button" onclick={all}>{ "Show all" }</button>
                </div>
            }
        </section>
    }
}
