//! The end of a season: no winner, the story told — the timeline and every character's sheet.

use super::sheet::Sheet;
use super::timeline::Timeline;
use crate::app::table::{BoardContext, GameRef};
use crate::games::weave::Weave;
use yew::prelude::*;

#[function_component(Summary)]
pub fn summary(props: &BoardContext<Weave>) -> Html {
    let t = &props.view.table;
    let game = GameRef(props.game);
    html! {
        <div class="weave weave-summary">
            <p>{ format!("The season's {} episodes are told. Weave has no winner: the story belongs to the whole table.", t.episodes) }</p>
            <Timeline {game} table={t.clone()} />
            <div class="characters">
                { for (0..t.characters.len() as u8).map(|i| {
                    let owner = t.characters[i as usize].owner as usize;
                    html! { <Sheet {game} table={t.clone()} index={i} player={props.name(owner)} spotlight={false} /> }
                }) }
            </div>
        </div>
    }
}
