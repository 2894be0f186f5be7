//! `#/scenario/<data>`: a shared position. It starts a new teaching-mode game from it in a new
//! slot and goes to its table (replacing this address in the history); a link that is damaged
//! or names an impossible position says why.

use crate::app::route::{replace, Route};
use crate::app::services;
use crate::storage::ScenarioFile;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OpenScenarioProps {
    pub data: AttrValue,
}

#[function_component(OpenScenario)]
pub fn open_scenario(props: &OpenScenarioProps) -> Html {
    let problem = use_state(|| None::<String>);
    {
        let (data, problem) = (props.data.clone(), problem.clone());
        use_effect_with(data, move |data| {
            let opened = ScenarioFile::from_link_data(data)
                .map_err(|e| e.to_string())
                .and_then(|file| services::open_scenario(&file));
            match opened {
                Ok(slot) => replace(&Route::Table { slot: slot.into() }),
                Err(e) => problem.set(Some(e)),
            }
        });
    }
    html! {
        <section class="page">
            <h1>{ "A shared position" }</h1>
            if let Some(p) = &*problem {
                <p class="banner warning" role="alert">{ format!("This link cannot be opened: {p}") }</p>
                <a class="button" href="#/">{ "Back to the library" }</a>
            } else {
                <p role="status">{ "Setting up the position…" }</p>
            }
        </section>
    }
}
