//! A character being made: the focus suit, the four Story cards drawn, the choices so far and
//! the step now ("CREATING A CHARACTER").

use super::text::{suit_class, suit_glyph};
use crate::app::table::GameRef;
use crate::games::weave::{DraftStep, Stage, Table, Weave};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DraftProps {
    pub game: GameRef<Weave>,
    pub table: Table,
    pub player: AttrValue,
}

fn step_text(step: DraftStep) -> String {
    match step {
        DraftStep::Backstory { card } => format!("Choose a backstory from card {}.", card + 1),
        DraftStep::Talent { card, left } => {
            format!("Choose a talent from card {} ({left} to choose).", card + 1)
        }
        DraftStep::Flaw { card } => format!("Choose a flaw from card {}.", card + 1),
        DraftStep::Signature => "Choose one signature move of the four cards.".to_string(),
        DraftStep::Items { left } => format!("Choose items ({left} to choose)."),
        DraftStep::Name => "Name the character.".to_string(),
    }
}

#[function_component(DraftPanel)]
pub fn draft_panel(props: &DraftProps) -> Html {
    let t = &props.table;
    let (Some(set), Stage::Creating(d)) = (props.game.content.playsets.get(t.playset as usize), &t.stage) else {
        return Html::default();
    };
    let current = match d.step {
        DraftStep::Backstory { card } | DraftStep::Talent { card, .. } | DraftStep::Flaw { card } => Some(card),
        _ => None,
    };
    html! {
        <section class="weave-draft" aria-labelledby="weave-draft-h">
            <h2 id="weave-draft-h">{ crate::core::wording::subject(&props.player, "makes a character") }</h2>
            <p>
                <span class={classes!("suit-tag", suit_class(d.focus))}><span aria-hidden="true">{ suit_glyph(d.focus) }</span>{ format!(" Focus suit: {}", d.focus.name()) }</span>
            </p>
            <p class="draft-step" aria-live="polite">{ step_text(d.step) }</p>
            <ol class="draft-cards">
                { for d.cards.iter().enumerate().filter_map(|(i, &c)| set.story.get(c as usize).map(|s| (i, s))).map(|(i, s)| {
                    let now = current == Some(i as u8);
                    let chosen_sig = d.signature == Some(i as u8);
                    html! {
                        <li class={classes!("draft-card", now.then_some("current"))} aria-current={now.then_some("step")}>
                            <span class="card-title">{ format!("Card {}: {}", i + 1, s.title) }</span>
                            <span class="card-use">{ format!("Signature move: {}{}", s.signature.name, if chosen_sig { " (chosen)" } else { "" }) }</span>
                        </li>
                    }
                }) }
            </ol>
            if !d.qualities.is_empty() {
                <ul class="draft-chosen" aria-label="Chosen so far">
                    { for d.qualities.iter().map(|q| html! { <li>{ format!("{}: {}", q.kind.name(), q.text) }</li> }) }
                </ul>
            }
        </section>
    }
}
