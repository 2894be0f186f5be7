//! The season's timeline: each episode with its theme, discoveries and scenes, as told so far.

use super::text::story_title;
use crate::app::table::GameRef;
use crate::games::weave::{Moment, Slot, Table, Weave};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TimelineProps {
    pub game: GameRef<Weave>,
    pub table: Table,
}

#[function_component(Timeline)]
pub fn timeline(props: &TimelineProps) -> Html {
    let t = &props.table;
    let Some(set) = props.game.content.playsets.get(t.playset as usize) else { return Html::default() };
    let card = |id: u8, slot: Slot| {
        set.story.get(id as usize).map(|c| match slot {
            Slot::Theme => c.theme.clone(),
            Slot::Location => c.location.clone(),
            Slot::Boss => c.character.clone(),
        })
    };
    let who = |i: u8| t.character(i).map(|c| c.name.clone()).unwrap_or_default();
    let episodes: Vec<Html> = (1..=t.episodes)
        .map(|ep| {
            let lines: Vec<String> = t
                .timeline
                .iter()
                .filter_map(|m| match *m {
                    Moment::EpisodeBegan { episode, theme } if episode == ep => {
                        Some(format!("Theme: {}", card(theme, Slot::Theme).unwrap_or_else(|| story_title(set, theme))))
                    }
                    Moment::Discovered { episode, slot, card: c } if episode == ep => {
                        Some(format!("{} discovered: {}", slot.name(), card(c, slot).unwrap_or_default()))
                    }
                    Moment::SceneEnded { episode, scene, beats } if episode == ep => {
                        Some(format!("Scene {scene}: {beats} beat{}", if beats == 1 { "" } else { "s" }))
                    }
                    Moment::CharacterJoined { episode, character } if episode == ep => {
                        Some(format!("{} joins", who(character)))
                    }
                    Moment::CharacterRetired { episode, character } if episode == ep => {
                        Some(format!("{} leaves", who(character)))
                    }
                    _ => None,
                })
                .collect();
            let current = ep == t.episode;
            let state = if ep < t.episode || (current && t.stage == crate::games::weave::Stage::Over) {
                "told"
            } else if current {
                "now"
            } else {
                "to come"
            };
            html! {
                <li class={classes!("episode", current.then_some("current"))} aria-current={current.then_some("step")}>
                    <span class="episode-name">{ format!("Episode {ep}") }<span class="episode-state">{ format!(" · {state}") }</span></span>
                    if current && t.scene.number > 0 {
                        <span class="episode-scene">{ format!("Scene {} · {} beat{}", t.scene.number, t.scene.beats, if t.scene.beats == 1 { "" } else { "s" }) }</span>
                    }
                    if !lines.is_empty() {
                        <ul class="moments">{ for lines.into_iter().map(|l| html! { <li>{ l }</li> }) }</ul>
                    }
                </li>
            }
        })
        .collect();
    html! {
        <section class="weave-timeline" aria-labelledby="weave-timeline-h">
            <h2 id="weave-timeline-h">{ "Season" }</h2>
            <ol class="episodes">{ for episodes }</ol>
        </section>
    }
}
