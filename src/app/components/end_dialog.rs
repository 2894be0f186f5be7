//! The end of a game: who won and why, the scores, the board's summary, and what to do next
//! (a rematch, the replay, a last look at the table, or back to the library).

use crate::app::route::rule_href;
use crate::core::{wording, Outcome};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndDialogProps {
    pub outcome: Outcome,
    pub seat_names: Vec<AttrValue>,
    /// False for a game that names no winner by design (`Game::has_winner`).
    #[prop_or(true)]
    pub has_winner: bool,
    /// The board's summary of the game (rounds, totals), if it has one.
    #[prop_or_default]
    pub summary: Html,
    pub on_home: Callback<()>,
    /// Close the dialog to look at the final position and the log.
    pub on_review: Callback<()>,
    #[prop_or_default]
    pub on_rematch: Option<Callback<()>>,
    #[prop_or_default]
    pub on_replay: Option<Callback<()>>,
}

/// Who won, in a few words ("You win", "Bo wins", "A tie: Ada and Bo"), for the dialog and
/// the home page's finished games. A game without winners by design ends with "The end".
pub fn headline<N: AsRef<str>>(outcome: &Outcome, seat_names: &[N], has_winner: bool) -> String {
    let name =
        |seat: usize| seat_names.get(seat).map(|n| n.as_ref().to_string()).unwrap_or(format!("Seat {}", seat + 1));
    match outcome.winners.as_slice() {
        [] if !has_winner => "The end: this game has no winner".to_string(),
        [] => "Nobody wins: a tie".to_string(),
        // Through the shared wording, so "You" wins as "You win".
        [one] => wording::with_names(&format!("{} wins", wording::seat_label(*one)), seat_names),
        many => format!("A tie: {}", many.iter().map(|&s| name(s)).collect::<Vec<_>>().join(" and ")),
    }
}

#[function_component(EndDialog)]
pub fn end_dialog(props: &EndDialogProps) -> Html {
    let name = |seat: usize| props.seat_names.get(seat).map(|n| n.to_string()).unwrap_or(format!("Seat {}", seat + 1));
    let headline = headline(&props.outcome, &props.seat_names, props.has_winner);
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with((), move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    // Engines name seats "Player 1"...; the dialog uses the players' names.
    let reason = wording::with_names(&props.outcome.reason, &props.seat_names);
    html! {
        <div class="dialog-backdrop">
            <section class="dialog end-dialog" role="dialog" aria-modal="true" aria-labelledby="end-title">
                <h2 id="end-title"><span aria-hidden="true">{ "★ " }</span>{ headline }</h2>
                <p class="end-reason">
                    { reason }
                    if let Some(rule) = &props.outcome.rule {
                        { " " }
                        <a class="cite" href={rule_href(rule)} title="Read this rule">
                            <span aria-hidden="true">{ "§ " }</span>
                            <span class="visually-hidden">{ "Rule: " }</span>
                            { rule.to_string() }
                        </a>
                    }
                </p>
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
                { props.summary.clone() }
                <div class="actions">
                    if let Some(rematch) = &props.on_rematch {
                        <button class="primary" ref={button.clone()} onclick={rematch.reform(|_: MouseEvent| ())}>
                            { "Rematch" }
                        </button>
                    }
                    if let Some(replay) = &props.on_replay {
                        <button onclick={replay.reform(|_: MouseEvent| ())}>{ "Watch the replay" }</button>
                    }
                    <button onclick={props.on_review.reform(|_: MouseEvent| ())}>{ "Look at the table" }</button>
                    <button ref={if props.on_rematch.is_none() { button.clone() } else { NodeRef::default() }}
                        onclick={props.on_home.reform(|_: MouseEvent| ())}>
                        { "Back to the library" }
                    </button>
                </div>
            </section>
        </div>
    }
}
