//! A roll drawn die by die: every face of the first roll, the re-rolls of Weave faces (counted
//! again), which faces are successes against the suit, the level, strikes and the verdict.
//! Dice tumble in unless the player asked for reduced motion.

use super::text::{face_class, face_glyph, pool_reason, signed, suit_glyph};
use crate::app::table::GameRef;
use crate::games::weave::{Face, RollRecord, Suit, Table, Verdict, Weave};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RollsProps {
    pub game: GameRef<Weave>,
    pub table: Table,
    pub reduced_motion: bool,
    /// Whether the roll was made by the last action (animate it then).
    pub fresh: bool,
}

fn verdict_text(v: Verdict) -> &'static str {
    match v {
        Verdict::EpicPass => "Epic pass",
        Verdict::Pass => "Pass",
        Verdict::Fail => "Fail",
        Verdict::EpicFail => "Epic fail",
    }
}

/// One die; `piece` names it for a lesson's marks (`spot:die-N`, `spot:reroll-N`).
fn die(face: Face, suit: Suit, animate: bool, piece: String) -> Html {
    let hit = Weave::counts_as_success(face, suit);
    let label = format!("{}{}", face.name(), if hit { ", success" } else { "" });
    html! {
        <li class={classes!("die", face_class(face), hit.then_some("hit"), animate.then_some("tumble"))}
            title={label.clone()} data-piece={piece}>
            <span class="die-face" role="img" aria-label={label}>
                <span class="die-glyph" aria-hidden="true">{ face_glyph(face) }</span>
                <span class="die-name" aria-hidden="true">{ face.name() }</span>
            </span>
        </li>
    }
}

fn record(t: &Table, r: &RollRecord, animate: bool) -> Html {
    let c = t.character(r.character);
    let name = c.map(|c| c.name.clone()).unwrap_or_default();
    let qualities = c.map(|c| c.qualities.clone()).unwrap_or_default();
    let what = match r.check {
        Some(check) => format!("{name}: {} check ({})", check.name(), r.suit.name()),
        None => format!("{name}: {} challenge", r.suit.name()),
    };
    let total: i32 = r.pool.iter().map(|p| p.dice as i32).sum();
    let pool = r.pool.iter().map(|p| format!("{} {}", pool_reason(p, &qualities), signed(p.dice))).collect::<Vec<_>>();
    html! {
        <div class="roll-record">
            <h3><span aria-hidden="true">{ suit_glyph(r.suit) }</span>{ format!(" {what}") }</h3>
            <p class="roll-pool">{ format!("{total} dice: {}", pool.join(", ")) }</p>
            <ul class="dice" aria-label="Dice rolled">
                { for r.faces.iter().enumerate().map(|(i, &f)| die(f, r.suit, animate, format!("spot:die-{i}"))) }
            </ul>
            if !r.rerolls.is_empty() {
                <p class="roll-note">{ "Weave faces re-rolled, counted again:" }</p>
                <ul class="dice rerolls" aria-label="Re-rolls of Weave faces">
                    { for r.rerolls.iter().enumerate().map(|(i, &f)| die(f, r.suit, animate, format!("spot:reroll-{i}"))) }
                </ul>
            }
            <p class={classes!("verdict", if r.verdict.passed() { "passed" } else { "failed" })}>
                <strong>{ verdict_text(r.verdict) }</strong>
                { format!(": {} success{}", r.successes, if r.successes == 1 { "" } else { "es" }) }
                { if r.bonus > 0 { format!(" + {} from the signature move", r.bonus) } else { String::new() } }
                { format!(" against level {}", r.level) }
                { if r.check.is_none() { format!(" · {} strike{}", r.strikes, if r.strikes == 1 { "" } else { "s" }) } else { String::new() } }
            </p>
        </div>
    }
}

#[function_component(Rolls)]
pub fn rolls(props: &RollsProps) -> Html {
    let t = &props.table;
    let animate = props.fresh && !props.reduced_motion;
    let checks = !t.last_check.is_empty();
    if t.last_roll.is_none() && !checks {
        return Html::default();
    }
    html! {
        <section class="weave-rolls" aria-labelledby="weave-rolls-h">
            <h2 id="weave-rolls-h">{ "Last roll" }</h2>
            { for t.last_roll.iter().map(|r| record(t, r, animate)) }
            if checks {
                <h2>{ "Last skill check" }</h2>
                { for t.last_check.iter().map(|r| record(t, r, animate)) }
            }
        </section>
    }
}
