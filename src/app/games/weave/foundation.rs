//! The episode's foundation: Theme face up; Location and Boss face down until discovered
//! (shown face up to the storyteller, marked as still secret).

use crate::app::table::GameRef;
use crate::games::weave::{Slot, Table, Weave, HIDDEN};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FoundationProps {
    pub game: GameRef<Weave>,
    pub table: Table,
}

#[function_component(FoundationRow)]
pub fn foundation_row(props: &FoundationProps) -> Html {
    let t = &props.table;
    let Some(set) = props.game.content.playsets.get(t.playset as usize) else { return Html::default() };
    let slots = Slot::ALL.map(|slot| {
        let i = slot.index();
        let id = t.foundation.cards[i];
        let found = t.foundation.found[i] || slot == Slot::Theme;
        let text = (id != HIDDEN).then(|| set.story.get(id as usize)).flatten().map(|c| match slot {
            Slot::Theme => c.theme.clone(),
            Slot::Location => c.location.clone(),
            Slot::Boss => c.character.clone(),
        });
        let status = match (found, &text) {
            (true, _) => "face up",
            (false, Some(_)) => "face down · only you see it",
            (false, None) => "face down · not yet discovered",
        };
        html! {
            <li class={classes!("foundation-card", (!found).then_some("face-down"))}>
                <span class="slot-name">{ slot.name() }</span>
                <span class="slot-text">{ text.unwrap_or_else(|| "?".to_string()) }</span>
                <span class="slot-status">{ status }</span>
            </li>
        }
    });
    html! {
        <section class="weave-foundation" aria-labelledby="weave-foundation-h">
            <h2 id="weave-foundation-h">{ format!("Foundation · episode {} of {}", t.episode, t.episodes) }</h2>
            <ul class="foundation">{ for slots }</ul>
        </section>
    }
}
