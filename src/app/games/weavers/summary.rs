//! The end-of-game summary: rounds played and, per player, damage dealt (and blocked), spells
//! completed, and the cards left in hand and deck.

use crate::app::table::BoardContext;
use crate::games::weavers::Weavers;
use yew::prelude::*;

#[function_component(Summary)]
pub fn summary(props: &BoardContext<Weavers>) -> Html {
    let v = &props.view;
    let name = |s: usize| props.seat_names.get(s).cloned().unwrap_or_else(|| format!("Player {}", s + 1).into());
    html! {
        <div class="game-summary">
            <p>{ format!("Rounds played: {}", v.round) }</p>
            <table class="scores">
                <caption class="visually-hidden">{ "Game summary" }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ "Player" }</th>
                        <th scope="col">{ "Damage dealt" }</th>
                        <th scope="col">{ "Damage blocked" }</th>
                        <th scope="col">{ "Spells completed" }</th>
                        <th scope="col">{ "Cards left" }</th>
                    </tr>
                </thead>
                <tbody>
                    { for v.seats.iter().enumerate().map(|(s, sv)| html! {
                        <tr>
                            <th scope="row">{ name(s) }</th>
                            <td>{ sv.stats.damage_dealt }</td>
                            <td>{ sv.stats.damage_blocked }</td>
                            <td>{ sv.stats.spells_completed }</td>
                            <td>{ format!("{} in hand, {} in deck", sv.hand_count, sv.deck_count) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}
