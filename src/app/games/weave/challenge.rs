//! The challenge being resolved: who faces it, suit and level (raised, reduced, or the refused
//! enticement's), the enticement, the step, and the dice pool's make-up from the engine.

use super::text::{challenge_name, pool_reason, signed, suit_class, suit_glyph};
use crate::app::table::GameRef;
use crate::games::weave::{ChallengeStep, Stage, Table, Weave, HIDDEN};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChallengePanelProps {
    pub game: GameRef<Weave>,
    pub table: Table,
}

fn step_text(step: ChallengeStep) -> &'static str {
    match step {
        ChallengeStep::Setting => "The storyteller sets the level: raise it, entice, let it pass, or go on to the dice.",
        ChallengeStep::Enticed => "The player accepts or refuses the enticement.",
        ChallengeStep::Weighing => "The table agrees which qualities apply, and whether it was awesome.",
        ChallengeStep::Ready => "The player may redeem kept cards or use the signature move, then rolls.",
        ChallengeStep::Wound => "A strike showed on a failed roll: the storyteller chooses the wound's suit.",
        ChallengeStep::Consequence => "Epic fail: the storyteller gives a consequence, or none.",
    }
}

#[function_component(ChallengePanel)]
pub fn challenge_panel(props: &ChallengePanelProps) -> Html {
    let t = &props.table;
    let (Some(set), Stage::Challenge(ch)) = (props.game.content.playsets.get(t.playset as usize), &t.stage) else {
        return Html::default();
    };
    let Some(c) = t.character(ch.character) else { return Html::default() };
    let enticement_card = ch.enticement.and_then(|e| set.challenges.get(e.card as usize).map(|k| (k.suit, k.level)));
    let (suit, printed) = ch.target(enticement_card);
    let level = printed.saturating_sub(ch.pool.reduced_by);
    let parts = props.game.pool_breakdown(t).unwrap_or_default();
    let total: i32 = parts.iter().map(|p| p.dice as i32).sum();
    let enticement = ch.enticement.map(|e| {
        let quality = c.qualities.get(e.quality as usize).map(|q| q.text.clone()).unwrap_or_default();
        let card = match (e.revealed, e.card == HIDDEN) {
            (true, _) => challenge_name(set, e.card),
            (false, true) => "a face-down Challenge card".to_string(),
            // The storyteller's own view: the card is theirs to know.
            (false, false) => format!("{} face down (only you see it)", challenge_name(set, e.card)),
        };
        html! { <p class="enticement">{ format!("Enticed through \"{quality}\" with {card}.") }</p> }
    });
    html! {
        <section class="weave-challenge" aria-labelledby="weave-challenge-h" aria-live="polite">
            <h2 id="weave-challenge-h">
                <span class={classes!("suit-tag", suit_class(suit))}><span aria-hidden="true">{ suit_glyph(suit) }</span>{ format!(" {}", suit.name()) }</span>
                { format!(" challenge for {} · level {level}", c.name) }
            </h2>
            <p class="challenge-detail">
                { format!("Issued in {} at level {}", ch.suit.name(), ch.level) }
                { ch.raised_with.map(|r| format!("; raised with {}", challenge_name(set, r))).unwrap_or_default() }
                { if ch.pool.reduced_by > 0 { format!("; lowered by {} with redeemed cards", ch.pool.reduced_by) } else { String::new() } }
                { if ch.against_enticement { "; this roll is against the refused enticement".to_string() } else { String::new() } }
                { "." }
            </p>
            { for enticement }
            <p class="challenge-step">{ step_text(ch.step) }</p>
            if !parts.is_empty() {
                <table class="pool">
                    <caption>{ format!("Dice pool: {total} {}", if total == 1 { "die" } else { "dice" }) }</caption>
                    <tbody>
                        { for parts.iter().map(|p| html! {
                            <tr><th scope="row">{ pool_reason(p, &c.qualities) }</th><td>{ signed(p.dice) }</td></tr>
                        }) }
                    </tbody>
                    <tfoot><tr><th scope="row">{ "Total" }</th><td>{ total }</td></tr></tfoot>
                </table>
            }
        </section>
    }
}
