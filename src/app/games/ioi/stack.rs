//! The response window, for everyone to see: the abilities waiting to resolve (the last one
//! resolves first) and who is being asked now. Every other apprentice is asked in turn, whether
//! or not they could answer, so being asked says nothing about one's hand.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StackProps {
    /// One line per ability on the stack, oldest first.
    pub lines: Vec<AttrValue>,
    pub asked: Option<AttrValue>,
}

#[function_component(StackPanel)]
pub fn stack_panel(props: &StackProps) -> Html {
    html! {
        <section class="stack-panel" aria-labelledby="stack-title">
            <h2 id="stack-title">{ "Waiting to resolve" }<span class="muted">{ " — the last one first" }</span></h2>
            <ol>
                { for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
            </ol>
            if let Some(asked) = &props.asked {
                <p class="asked">{ format!("{asked} may answer with an ability, or let it resolve.") }</p>
            }
        </section>
    }
}
