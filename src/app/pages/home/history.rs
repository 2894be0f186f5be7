//! The win/loss history on the home page: per game, per computer level, how the people at this
//! device fared (wins, losses, draws; Weave's seasons as "played").

use crate::app::services;
use crate::games;
use yew::prelude::*;

/// "ismcts:normal" → "Computer, normal"; other bots by their own name.
fn level_name(level: &str) -> String {
    level
        .split(" + ")
        .map(|l| match l.strip_prefix("ismcts:") {
            Some(strength) => format!("Computer, {strength}"),
            None => format!("Computer ({l})"),
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

#[function_component(HistoryPanel)]
pub fn history_panel() -> Html {
    let history = services::load_history();
    if history.games.is_empty() {
        return Html::default();
    }
    let game_name = games::display_name;
    html! {
        <section class="history" aria-labelledby="history-title">
            <h2 id="history-title">{ "Your results against the computer" }</h2>
            { for history.games.iter().map(|(game, levels)| html! {
                <table class="scores history-table" data-game={game.clone()}>
                    <caption>{ game_name(game) }</caption>
                    <thead>
                        <tr>
                            <th scope="col">{ "Opponent" }</th>
                            <th scope="col">{ "Wins" }</th>
                            <th scope="col">{ "Losses" }</th>
                            <th scope="col">{ "Draws" }</th>
                            <th scope="col">{ "Played" }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for levels.iter().map(|(level, t)| html! {
                            <tr data-level={level.clone()}>
                                <th scope="row">{ level_name(level) }</th>
                                <td>{ t.wins }</td>
                                <td>{ t.losses }</td>
                                <td>{ t.draws }</td>
                                <td>{ t.total() }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }) }
        </section>
    }
}
