//! The end of the game, under the end dialog's winner and reason (which name the players):
//! both heroes' life, turns played and what each side left in play and in the graveyard.

use crate::app::table::BoardContext;
use crate::games::spellweaver::Spellweaver;
use yew::prelude::*;

#[function_component(Summary)]
pub fn summary(props: &BoardContext<Spellweaver>) -> Html {
    let t = &props.view.table;
    html! {
        <div class="sw-summary">
            <table>
                <caption>{ format!("After {}", crate::core::wording::count(t.turn, "turn", "turns")) }</caption>
                <thead><tr><th scope="col">{ "Player" }</th><th scope="col">{ "Life" }</th><th scope="col">{ "Creatures in play" }</th>
                    <th scope="col">{ "Graveyard" }</th><th scope="col">{ "Deck" }</th></tr></thead>
                <tbody>
                    { for t.players.iter().enumerate().map(|(i, p)| html! {
                        <tr>
                            <th scope="row">{ props.name(i) }</th>
                            <td>{ p.life }</td>
                            <td>{ t.creatures.iter().filter(|c| c.owner as usize == i).count() }</td>
                            <td>{ p.graveyard.len() }</td>
                            <td>{ p.deck_count }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}
