//! "How to play" on the new-game page: a first game in a few sentences, with a link to the full
//! rules. Each board gives the sentences (`Board::how_to_play`).

use crate::app::route::Route;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HowToPlayProps {
    /// The game's id (for the rules link) and name.
    pub game: AttrValue,
    pub name: AttrValue,
    pub steps: &'static [&'static str],
}

#[function_component(HowToPlay)]
pub fn how_to_play(props: &HowToPlayProps) -> Html {
    html! {
        <details class="how-to-play">
            <summary>{ format!("How to play {}", props.name) }</summary>
            <ol>{ for props.steps.iter().map(|s| html! { <li>{ *s }</li> }) }</ol>
            <a href={Route::Rules { game: Some(props.game.clone()), anchor: None }.href()}>{ "Read the full rules" }</a>
        </details>
    }
}
