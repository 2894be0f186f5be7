//! `#/scenario/<data>`: a shared position. It shows the position (the game's board as a teacher
//! sees it, read-only), its title and its players' names (both kept by the game it starts), and asks: "Save and play" stores it as a new teaching-mode
//! game and goes to its table (replacing this address in the history); "Don't save" goes back to
//! the library. Nothing is written before the person confirms. A link that is damaged, too
//! large, for an unknown game or names an impossible position says why and writes nothing.

use crate::app::games;
use crate::app::route::{replace, Route};
use crate::app::services;
use crate::storage::{ScenarioFile, Started};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OpenScenarioProps {
    pub data: AttrValue,
}

/// The link's file and the game it would start (not stored), or why it cannot be opened.
fn read_link(data: &str) -> Result<(ScenarioFile, Started), String> {
    let file = ScenarioFile::from_link_data(data).map_err(|e| e.to_string())?;
    let started = services::scenario_game(&file)?;
    Ok((file, started))
}

use crate::games::display_name as game_name;

/// The page of a shared link that cannot be opened (a position's or a lesson's): why, and that
/// nothing was saved.
pub fn link_refused(heading: &str, why: &str) -> Html {
    html! {
        <section class="page">
            <h1>{ heading.to_string() }</h1>
            <p class="banner warning" role="alert">
                <span aria-hidden="true">{ "⚠ " }</span>{ format!("This link cannot be opened: {why}") }
            </p>
            <p>{ "Nothing was saved." }</p>
            <a class="button" href="#/">{ "Back to the library" }</a>
        </section>
    }
}

/// A shared position's heading: its title, or what it is.
pub fn shared_position_title(file: &ScenarioFile) -> String {
    if file.title.is_empty() {
        "A shared position".to_string()
    } else {
        file.title.clone()
    }
}

/// The sentence under a shared position's heading (the home module's loading page, which reads
/// the link without the engines, says it too).
pub fn shared_position_intro(file: &ScenarioFile) -> String {
    format!("A shared position of {}, every card open. Save it to play it in teaching mode.", game_name(&file.game))
}

#[function_component(OpenScenario)]
pub fn open_scenario(props: &OpenScenarioProps) -> Html {
    let opened = use_memo(props.data.clone(), |data| read_link(data));
    let problem = use_state(|| None::<String>);
    let (file, started) = match &*opened {
        Ok(opened) => opened,
        Err(e) => return link_refused("A shared position", e),
    };
    let save = &started.save;
    let on_save = {
        let (save, problem) = (save.clone(), problem.clone());
        Callback::from(move |_: MouseEvent| match services::store_in_new_slot(&save) {
            Ok(slot) => replace(&Route::Table { slot: slot.into() }),
            Err(e) => problem.set(Some(format!("The position was not saved: {e}"))),
        })
    };
    let on_leave = Callback::from(|_: MouseEvent| replace(&Route::Home));
    let title = shared_position_title(file);
    let board = match games::preview_for(started) {
        Some(Ok(board)) => board,
        Some(Err(e)) => html! { <p role="note">{ format!("The position cannot be drawn: {e}") }</p> },
        None => html! { <p role="note">{ "This version has no board for this game yet." }</p> },
    };
    html! {
        <section class="page scenario-preview" aria-labelledby="scenario-title">
            <h1 id="scenario-title">{ title }</h1>
            <p>{ shared_position_intro(file) }</p>
            if !save.meta.seats.is_empty() {
                <p class="scenario-seats">{ format!("Players: {}.",
                    save.meta.seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>().join(", ")) }</p>
            }
            <div class="actions">
                <button class="primary" onclick={on_save}>{ "Save and play" }</button>
                <button onclick={on_leave}>{ "Don't save" }</button>
            </div>
            if let Some(p) = &*problem {
                <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ p.clone() }</p>
            }
            <h2>{ "The position" }</h2>
            <div class="board scenario-board">{ board }</div>
        </section>
    }
}
