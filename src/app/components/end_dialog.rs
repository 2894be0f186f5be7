//! The end of a game: who won and why, the scores, and what to do next.

use crate::core::Outcome;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndDialogProps {
    pub outcome: Outcome,
    pub seat_names: Vec<AttrValue>,
    pub on_home: Callback<()>,
    /// Close the dialog to look at the final position and the log.
    pub on_review: Callback<()>,
}

#[function_component(EndDialog)]
pub fn end_dialog(props: &EndDialogProps) -> Html {
    let name = |seat: usize| props.seat_names.get(seat).map(|n| n.to_string()).unwrap_or(format!("Seat {}", seat + 1));
    let headline = match props.outcome.winners.as_slice() {
        [] => "Nobody wins".to_string(),
        [one] => format!("{} wins", name(*one)),
        many => format!("A tie: {}", many.iter().map(|&s| name(s)).collect::<Vec<_>>().join(" and ")),
    };
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with((), move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    html! {
        <div class="dialog-backdrop">
            <section class="dialog end-dialog" role="dialog" aria-modal="true" aria-labelledby="end-title">
                <h2 id="end-title"><span aria-hidden="true">{ "★ " }</span>{ headline }</h2>
                <p>{ props.outcome.reason.clone() }</p>
                if !props.outcome.scores.is_empty() {
                    <table class="scores">
                        <caption class="visually-hidden">{ "Final scores" }</caption>
                        <thead><tr><th scope="col">{ "Player" }</th><th scope="col">{ "Score" }</th></tr></thead>
                        <tbody>
                            { for props.outcome.scores.iter().enumerate().map(|(seat, score)| html! {
                                <tr>
                                    <th scope="row">
                                        { name(seat) }
                                        if props.outcome.winners.contains(&seat) { <span>{ " (winner)" }</span> }
                                    </th>
                                    <td>{ score }</td>
                                </tr>
                            }) }
                        </tbody>
                    </table>
                }
                <div class="actions">
                    <button class="primary" ref={button} onclick={props.on_home.reform(|_: MouseEvent| ())}>
                        { "Back to the library" }
                    </button>
                    <button onclick={props.on_review.reform(|_: MouseEvent| ())}>{ "Look at the table" }</button>
                </div>
            </section>
        </div>
    }
}
