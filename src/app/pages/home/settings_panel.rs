//! Settings: theme, reduced motion, sound effects, large table, how long computer players think
//! and whether Spellweaving IOI skips asking people with no possible answer. Saved at once.

use crate::app::settings::use_settings;
use crate::storage::{AiSpeed, Settings, Theme};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[function_component(SettingsPanel)]
pub fn settings_panel() -> Html {
    let ctx = use_settings();
    let current = ctx.settings.clone();
    let update = |f: fn(&mut Settings, &str)| {
        let (set, current) = (ctx.set.clone(), current.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target()
                .and_then(|t| {
                    t.clone()
                        .dyn_into::<web_sys::HtmlInputElement>()
                        .map(|i| if i.type_() == "checkbox" { i.checked().to_string() } else { i.value() })
                        .or_else(|_| t.dyn_into::<web_sys::HtmlSelectElement>().map(|s| s.value()))
                        .ok()
                })
                .unwrap_or_default();
            let mut next = current.clone();
            f(&mut next, &value);
            set.emit(next);
        })
    };
    let on_theme = update(|s, v| {
        s.theme = match v {
            "light" => Theme::Light,
            "dark" => Theme::Dark,
            _ => Theme::System,
        }
    });
    let on_motion = update(|s, v| s.reduced_motion = v == "true");
    let on_large = update(|s, v| s.large_table = v == "true");
    let on_sound = update(|s, v| s.sound = v == "true");
    let on_speed = update(|s, v| {
        s.ai_speed = match v {
            "fast" => AiSpeed::Fast,
            "thorough" => AiSpeed::Thorough,
            _ => AiSpeed::Normal,
        }
    });
    let on_skip = update(|s, v| s.skip_no_answer = v == "true");
    let theme_option = |value: &'static str, label: &'static str, theme: Theme| {
        html! {
            <label class="choice">
                <input type="radio" name="theme" {value} checked={current.theme == theme} onchange={on_theme.clone()} />
                { label }
            </label>
        }
    };
    html! {
        <section class="settings" aria-labelledby="settings-title">
            <h2 id="settings-title">{ "Settings" }</h2>
            <fieldset>
                <legend>{ "Theme" }</legend>
                { theme_option("system", "Like my device", Theme::System) }
                { theme_option("light", "Light", Theme::Light) }
                { theme_option("dark", "Dark", Theme::Dark) }
            </fieldset>
            <label class="choice">
                <input type="checkbox" id="reduced-motion" checked={current.reduced_motion} onchange={on_motion} />
                { "Reduce motion (no animations)" }
            </label>
            <label class="choice">
                <input type="checkbox" id="large-table" checked={current.large_table} onchange={on_large} />
                { "Large table (bigger text and cards, for a projector or TV)" }
            </label>
            <label class="choice">
                <input type="checkbox" id="sound" checked={current.sound} onchange={on_sound} />
                { "Sound effects" }
            </label>
            <label class="field" for="ai-speed">
                { "Computer players think" }
                <select id="ai-speed" onchange={on_speed}>
                    <option value="fast" selected={current.ai_speed == AiSpeed::Fast}>{ "Quickly (weaker)" }</option>
                    <option value="normal" selected={current.ai_speed == AiSpeed::Normal}>{ "Normally" }</option>
                    <option value="thorough" selected={current.ai_speed == AiSpeed::Thorough}>{ "Thoroughly (slower, stronger)" }</option>
                </select>
            </label>
            <div class="field">
                <label class="choice">
                    <input type="checkbox" id="skip-no-answer" aria-describedby="skip-no-answer-note"
                        checked={current.skip_no_answer} onchange={on_skip} />
                    { "Pass-and-play: skip asking people who have no possible answer (Spellweaving IOI, Spellweaver)" }
                </label>
                <p class="muted" id="skip-no-answer-note">{ "The tablet goes round only for decisions, but it reveals something: when a person is skipped, the others learn that this person had no card to answer with (the log says the table answered). Off: everyone is asked, so being asked says nothing about a hand. Against the computer, you are never asked when you have nothing to answer with." }</p>
            </div>
            <super::device_check::DeviceCheck />
            if let Some(problem) = &ctx.problem {
                <p class="banner warning" role="alert">{ format!("Settings not saved: {problem}") }</p>
            }
        </section>
    }
}
