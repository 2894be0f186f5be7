//! A spell's formula: its steps in order (squares), each with its residual component (a small
//! star) when it has one. On the table the woven steps are covered (a check and "woven"), and
//! the next step is marked: it must be produced this round or the spell is discarded.

use super::icons;
use crate::games::weavers::Step;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SpellFormulaProps {
    pub steps: Vec<Step>,
    /// Steps already woven, for a spell on the table; `None` for a card in hand.
    #[prop_or_default]
    pub progress: Option<u8>,
}

#[function_component(SpellFormula)]
pub fn spell_formula(props: &SpellFormulaProps) -> Html {
    if props.steps.is_empty() {
        return html! { <span class="formula none">{ "No steps: complete when played" }</span> };
    }
    let done = props.progress.unwrap_or(0) as usize;
    html! {
        <span class="formula" role="list" aria-label="Steps">
            { for props.steps.iter().enumerate().map(|(i, step)| {
                let woven = props.progress.is_some() && i < done;
                let next = props.progress.is_some() && i == done;
                let state = if woven { "woven" } else if next { "next step" } else { "" };
                html! {
                    <span role="listitem" class={classes!("step", woven.then_some("woven"), next.then_some("next"))}
                        title={format!("Step {}: {}{}", i + 1, step.needs.name(), if woven { " (woven)" } else if next { " (next)" } else { "" })}>
                        { icons::step(step.needs) }
                        <span class="step-name">{ step.needs.name() }</span>
                        if let Some(r) = step.residual {
                            <span class="residual" title={format!("Residual: completing this step also produces {}", r.name())}>
                                <span aria-hidden="true">{ "→" }</span>
                                { icons::component(r) }
                                <span class="visually-hidden">{ " leaves residual " }</span>
                                <span class="residual-name">{ r.name() }</span>
                            </span>
                        }
                        if woven {
                            <span class="woven-mark"><span aria-hidden="true">{ "✓" }</span><span class="visually-hidden">{ " (woven)" }</span></span>
                        } else if next {
                            <span class="visually-hidden">{ format!(" ({state})") }</span>
                        }
                    </span>
                }
            }) }
        </span>
    }
}
