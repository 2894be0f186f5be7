//! The player's settings as a context: loaded from localStorage at start, saved on every
//! change, and applied to `<html>` as `data-theme` / `data-reduced-motion` / `data-large-table` for the styles.

use crate::app::services;
use crate::storage::{Settings, Theme};
use yew::prelude::*;

#[derive(Clone, PartialEq)]
pub struct SettingsContext {
    pub settings: Settings,
    pub set: Callback<Settings>,
    /// Why the last change could not be stored, if it could not.
    pub problem: Option<String>,
}

#[derive(Properties, PartialEq)]
pub struct ProviderProps {
    pub children: Html,
}

fn apply(settings: &Settings) {
    let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) else {
        return;
    };
    let theme = match settings.theme {
        Theme::System => "system",
        Theme::Light => "light",
        Theme::Dark => "dark",
    };
    let _ = root.set_attribute("data-theme", theme);
    let _ = root.set_attribute("data-reduced-motion", if settings.reduced_motion { "true" } else { "false" });
    // The large table (styles/table.css scales text and cards under it).
    let _ = root.set_attribute("data-large-table", if settings.large_table { "true" } else { "false" });
}

#[function_component(SettingsProvider)]
pub fn settings_provider(props: &ProviderProps) -> Html {
    let settings = use_state(services::load_settings);
    let problem = use_state(|| None::<String>);
    {
        let current = (*settings).clone();
        use_effect_with(current, apply);
    }
    let set = {
        let (settings, problem) = (settings.clone(), problem.clone());
        Callback::from(move |next: Settings| {
            problem.set(services::store_settings(&next).err());
            settings.set(next);
        })
    };
    let context = SettingsContext { settings: (*settings).clone(), set, problem: (*problem).clone() };
    html! {
        <ContextProvider<SettingsContext> context={context}>
            { props.children.clone() }
        </ContextProvider<SettingsContext>>
    }
}

#[hook]
pub fn use_settings() -> SettingsContext {
    use_context::<SettingsContext>().unwrap_or_else(|| SettingsContext {
        settings: Settings::default(),
        set: Callback::noop(),
        problem: None,
    })
}
