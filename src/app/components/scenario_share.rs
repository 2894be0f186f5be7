//! Saving or sharing a position: download it as a scenario file, or copy a link that opens it
//! (the scenario travels in the link's fragment, so it never reaches a server).

use crate::app::route::{page_address, Route};
use crate::app::services;
use crate::core::slugify;
use crate::storage::ScenarioFile;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScenarioShareProps {
    pub file: ScenarioFile,
}

/// The full address of a scenario link, for this page wherever it is served from.
pub fn scenario_url(file: &ScenarioFile) -> String {
    format!("{}{}", page_address(), Route::Scenario { data: file.to_link_data().into() }.href())
}

#[function_component(ScenarioShare)]
pub fn scenario_share(props: &ScenarioShareProps) -> Html {
    let notice = use_state(|| None::<String>);
    let url = scenario_url(&props.file);
    let on_download = {
        let (file, notice) = (props.file.clone(), notice.clone());
        Callback::from(move |_: MouseEvent| {
            let title = if file.title.is_empty() { "position".to_string() } else { slugify(&file.title) };
            let name = format!("loomhall-{}-{title}.scenario.json", file.game);
            notice.set(Some(match services::download(&name, &file.to_pretty_json()) {
                Ok(()) => format!("Saved as {name}."),
                Err(e) => format!("The file could not be saved: {e}"),
            }));
        })
    };
    let on_copy = {
        let (url, notice) = (url.clone(), notice.clone());
        Callback::from(move |_: MouseEvent| {
            let copied = services::copy_text(&url);
            notice.set(Some(if copied { "The link is copied.".into() } else { "Select the link and copy it.".into() }));
        })
    };
    html! {
        <div class="scenario-share">
            <button onclick={on_download}>{ "Save as a scenario file" }</button>
            <label class="field share-link">
                { "Link to this position" }
                <input type="text" readonly=true value={url.clone()} class="scenario-link" />
            </label>
            <button onclick={on_copy}>{ "Copy the link" }</button>
            if let Some(text) = &*notice {
                <p role="status" class="muted">{ text.clone() }</p>
            }
        </div>
    }
}
