//! The end-of-game summary: each mage's score, part by part.

use crate::app::table::BoardContext;
use crate::games::woven::Woven;
use yew::prelude::*;

#[function_component(Summary)]
pub fn summary(props: &BoardContext<Woven>) -> Html {
    let t = &props.view.table;
    html! {
        <div class="game-summary">
            <p>{ format!("Rounds played: {}", t.round) }</p>
            if let Some(s) = t.citadel_destroyed_by { <p>{ format!("{} destroyed the Citadel.", props.name(s as usize)) }</p> }
            <table class="scores">
                <caption class="visually-hidden">{ "Scores" }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ "Mage" }</th>
                        <th scope="col">{ "Spells" }</th>
                        <th scope="col">{ "Treasure" }</th>
                        <th scope="col">{ "Artifacts" }</th>
                        <th scope="col">{ "Bonus" }</th>
                        <th scope="col">{ "Total" }</th>
                    </tr>
                </thead>
                <tbody>
                    { for t.mages.iter().enumerate().map(|(s, m)| {
                        let b = props.game.mage_score(m);
                        html! {
                            <tr>
                                <th scope="row">{ props.name(s) }</th>
                                <td>{ b.spells }</td><td>{ b.treasure }</td><td>{ b.artifacts }</td>
                                <td>{ b.bonus }</td><td>{ b.total }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </div>
    }
}
