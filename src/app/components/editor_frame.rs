//! What every position editor shares around its game's own fields: the heading, a title, the
//! rules' check that the position can start (and why not), Start and Cancel, and saving or
//! sharing the position as a scenario file or link.

use super::form::event_value;
use super::ScenarioShare;
use crate::core::{read_scenario, scenario_json, Game};
use crate::storage::ScenarioFile;
use yew::prelude::*;

/// The frame's `on_start` for a draft scenario: the draft is read back from the JSON it is
/// shared as (cards by id), the rules check the position, and only a position they accept goes
/// to `on_start`; a refusal says why.
pub fn start_checked<G: Game>(
    game: &'static G,
    draft: UseStateHandle<G::Scenario>,
    on_start: Callback<G::Scenario>,
) -> Callback<(), Option<String>> {
    Callback::from(move |()| {
        let scenario = match read_scenario(game, &scenario_json(game, &draft)) {
            Ok(scenario) => scenario,
            Err(e) => return Some(e.to_string()),
        };
        match game.from_scenario(&scenario, 1) {
            Ok(_) => {
                on_start.emit(scenario);
                None
            }
            Err(e) => Some(e.to_string()),
        }
    })
}

#[derive(Properties, PartialEq)]
pub struct EditorFrameProps {
    /// The game's id, which the scenario file names.
    pub game: AttrValue,
    /// The position as the game's scenario, in JSON.
    pub scenario: serde_json::Value,
    /// The title the file gets when the teacher gives none.
    pub default_title: AttrValue,
    /// Starts the position, or says why the rules refuse it.
    pub on_start: Callback<(), Option<String>>,
    pub on_cancel: Callback<()>,
    /// An extra class for the game's own layout.
    #[prop_or_default]
    pub class: Classes,
    /// The game's own fields.
    pub children: Html,
    /// The seats' names, which a shared position keeps.
    #[prop_or_default]
    pub seat_names: Vec<AttrValue>,
}

#[function_component(EditorFrame)]
pub fn editor_frame(props: &EditorFrameProps) -> Html {
    let title = use_state(String::new);
    let problem = use_state(|| None::<String>);
    {
        // An edit answers the last refusal.
        let problem = problem.clone();
        use_effect_with(props.scenario.clone(), move |_| problem.set(None));
    }
    let on_start = {
        let (problem, start) = (problem.clone(), props.on_start.clone());
        Callback::from(move |_: MouseEvent| problem.set(start.emit(())))
    };
    let named = if title.trim().is_empty() { props.default_title.to_string() } else { (*title).clone() };
    let file = ScenarioFile::new(&props.game, &named, props.scenario.clone()).with_seats(&props.seat_names);
    html! {
        <section class={classes!("position-editor", props.class.clone())} aria-labelledby="editor-title">
            <h2 id="editor-title">{ "Set up a position" }</h2>
            { props.children.clone() }
            <label class="field">
                { "Title" }
                <input type="text" value={(*title).clone()} maxlength="60" placeholder={props.default_title.clone()}
                    onchange={{
                        let title = title.clone();
                        Callback::from(move |e: Event| title.set(event_value(&e)))
                    }} />
            </label>
            if let Some(p) = &*problem {
                <p class="banner warning" role="alert">{ format!("This position cannot start: {p}") }</p>
            }
            <div class="actions">
                <button class="primary" onclick={on_start}>{ "Start from this position" }</button>
                <button onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </div>
            <ScenarioShare {file} />
        </section>
    }
}
