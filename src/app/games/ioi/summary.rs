//! The end-of-game breakdown: for each apprentice every complete spell with its reading and
//! points, the partial spells (worth nothing), the Challenge card with the Aspects found among
//! the complete spells and the bonus they give, and the total.

use super::icons;
use super::text::{card_name, reading};
use crate::app::table::BoardContext;
use crate::games::ioi::{Ioi, Spell};
use yew::prelude::*;

#[function_component(Summary)]
pub fn summary(props: &BoardContext<Ioi>) -> Html {
    let (game, v) = (props.game, &props.view);
    let name = |s: usize| props.seat_names.get(s).cloned().unwrap_or_else(|| format!("Player {}", s + 1).into());
    let seat = |s: usize| {
        let b = game.score_breakdown(v, s);
        let ch = b.challenge.and_then(|id| v.table.challenge(&game.content, id));
        html! {
            <section class="score-seat" aria-labelledby={format!("score-{s}")}>
                <h3 id={format!("score-{s}")}>{ format!("{} — {} points", name(s), b.total) }</h3>
                <table class="scores breakdown">
                    <caption class="visually-hidden">{ format!("How {} scored", crate::core::wording::name_in(&name(s))) }</caption>
                    <thead><tr><th scope="col">{ "Spell" }</th><th scope="col">{ "Cards" }</th><th scope="col">{ "Points" }</th></tr></thead>
                    <tbody>
                        { for b.spells.iter().map(|sp| {
                            let spell = Spell { first: sp.cards[0], second: Some(sp.cards[1]), turned: false };
                            html! {
                                <tr>
                                    <th scope="row">{ reading(game, &spell) }</th>
                                    <td>{ format!("{} + {}", card_name(game, sp.cards[0]), card_name(game, sp.cards[1])) }</td>
                                    <td>{ sp.points }</td>
                                </tr>
                            }
                        }) }
                        { for b.partial.iter().map(|&c| html! {
                            <tr class="muted">
                                <th scope="row">{ "Partial spell" }</th>
                                <td>{ card_name(game, c) }</td>
                                <td>{ 0 }</td>
                            </tr>
                        }) }
                        <tr class="bonus-row">
                            <th scope="row">{ "Challenge bonus" }</th>
                            <td>
                                if let Some(ch) = ch {
                                    { format!("{}: ", ch.name) }
                                    { for ch.aspects.iter().map(|a| {
                                        let hit = b.matched.contains(a);
                                        html! {
                                            <span class={classes!("bonus-aspect", hit.then_some("hit"))}>
                                                { icons::aspect(*a) }{ a.name() }
                                                { if hit { " ✓ " } else { " ✗ " } }
                                            </span>
                                        }
                                    }) }
                                    { format!("({} of 3)", b.matched.len()) }
                                }
                            </td>
                            <td>{ format!("+{}", b.bonus) }</td>
                        </tr>
                    </tbody>
                </table>
            </section>
        }
    };
    html! {
        <div class="game-summary ioi-summary">
            <p>{ format!("Rounds played: {}", v.table.round) }</p>
            { for (0..v.table.seats as usize).map(seat) }
        </div>
    }
}
