//! The scene's spread: Story cards played (left), Challenge cards played (right), and the
//! encounter in progress with its order and story time.

use super::text::{challenge_name, challenge_piece, suit_glyph};
use crate::app::table::GameRef;
use crate::games::weave::{StoryUse, Table, Weave, HIDDEN};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SpreadProps {
    pub game: GameRef<Weave>,
    pub table: Table,
}

#[function_component(Spread)]
pub fn spread(props: &SpreadProps) -> Html {
    let t = &props.table;
    let Some(set) = props.game.content.playsets.get(t.playset as usize) else { return Html::default() };
    let stories = t.scene.stories.iter().enumerate().map(|(i, p)| {
        let card = (p.card != HIDDEN).then(|| set.story.get(p.card as usize)).flatten();
        let what = match (p.used_as, card) {
            (StoryUse::Location, Some(c)) => c.location.clone(),
            (StoryUse::Npc | StoryUse::Enemy, Some(c)) => c.character.clone(),
            (StoryUse::PlotTwist, Some(c)) => c.theme.clone(),
            (StoryUse::Item, Some(c)) => c.title.clone(),
            (_, None) => String::new(),
        };
        let title = card.map(|c| c.title.clone()).unwrap_or_else(|| "Face-down Story card".to_string());
        html! {
            <li class={classes!("story-card", p.face_down.then_some("face-down"))}>
                <span class="card-index">{ format!("{}.", i + 1) }</span>
                <span class="card-title">{ title }</span>
                if p.face_down {
                    <span class="card-use">{ if card.is_some() { "face down · only you see it" } else { "face down" } }</span>
                } else {
                    <span class="card-use">{ format!("{}: {what}", p.used_as.name()) }</span>
                }
            </li>
        }
    });
    let challenges = t.scene.challenges.iter().map(|&c| {
        let suit = set.challenges.get(c as usize).map(|k| suit_glyph(k.suit)).unwrap_or("");
        html! { <li class="challenge-card" data-piece={challenge_piece(set, c)}><span aria-hidden="true">{ suit }</span>{ " " }{ challenge_name(set, c) }</li> }
    });
    let encounter = t.scene.encounter.as_ref().map(|e| {
        let current = e.current();
        html! {
            <div class="encounter" role="group" aria-label="Encounter">
                <h3>{ format!("Encounter · turn {} · {} s of story time", e.turn + 1, e.seconds) }</h3>
                <ol class="encounter-order">
                    { for e.order.iter().map(|&c| {
                        let name = t.character(c).map(|x| x.name.clone()).unwrap_or_default();
                        let now = current == Some(c);
                        html! { <li class={classes!(now.then_some("current"))} aria-current={now.then_some("true")}>{ name }{ if now { " ◀ acting" } else { "" } }</li> }
                    }) }
                </ol>
            </div>
        }
    });
    html! {
        <section class="weave-spread" aria-labelledby="weave-spread-h">
            <h2 id="weave-spread-h">{ format!("Scene {} · {} beat{}", t.scene.number, t.scene.beats, if t.scene.beats == 1 { "" } else { "s" }) }</h2>
            <div class="spread-columns">
                <div>
                    <h3>{ "Story cards" }</h3>
                    if t.scene.stories.is_empty() { <p class="muted">{ "None played yet." }</p> }
                    <ul class="spread-stories">{ for stories }</ul>
                </div>
                <div>
                    <h3>{ "Challenge cards" }</h3>
                    if t.scene.challenges.is_empty() { <p class="muted">{ "None played yet." }</p> }
                    <ul class="spread-challenges">{ for challenges }</ul>
                </div>
            </div>
            { for encounter }
        </section>
    }
}
