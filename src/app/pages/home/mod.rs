//! Home: the game library, the "continue" list of saved games (damaged saves shown with what
//! is wrong and an export button), import, and settings. A save that cannot be read never
//! stops the rest of the page from working. `LightHome` is the same page drawn by the home
//! page's own module (`app::home_app`) when no game is saved.

mod continue_list;
mod device_check;
mod history;
mod import;
mod lessons;
mod library;
pub(crate) mod pictures;
mod settings_panel;

use crate::app::services;
use continue_list::ContinueList;
use history::HistoryPanel;
use import::ImportButton;
use lessons::LessonList;
use library::Library;
use settings_panel::SettingsPanel;
use yew::prelude::*;

/// A message for the player after an action (import, export, delete), polite or urgent.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Info(String),
    Problem(String),
}

#[function_component(Home)]
pub fn home() -> Html {
    let refresh = use_state(|| 0u32);
    let notice = use_state(|| None::<Notice>);
    let slots = use_memo(*refresh, |_| services::slots().and_then(|s| s.list()));
    let on_changed = {
        let (refresh, notice) = (refresh.clone(), notice.clone());
        Callback::from(move |n: Option<Notice>| {
            notice.set(n);
            refresh.set(*refresh + 1);
        })
    };
    // A file chosen on the home module's page, before this module was loaded (`LightHome`).
    {
        let on_changed = on_changed.clone();
        use_effect_with((), move |_| {
            if let Some(notice) = import::import_handed_over() {
                on_changed.emit(Some(notice));
            }
        });
    }
    // Finished games are listed apart with their result; the rest (and damaged saves) continue.
    let (finished, running): (Vec<_>, Vec<_>) = match &*slots {
        Ok(entries) => {
            entries.iter().cloned().partition(|e| e.is_playable() && e.save.as_ref().is_some_and(|s| s.meta.finished))
        }
        Err(_) => (Vec::new(), Vec::new()),
    };
    let saves = match &*slots {
        Ok(_) => html! { <ContinueList entries={running} on_changed={on_changed.clone()} /> },
        Err(e) => html! { <p class="banner warning" role="alert">{ format!("Saved games cannot be listed: {e}") }</p> },
    };
    let finished = html! {
        <>
            if !finished.is_empty() {
                <section class="finished" aria-labelledby="finished-title">
                    <h2 id="finished-title">{ "Finished" }</h2>
                    <ContinueList entries={finished} on_changed={on_changed.clone()} />
                </section>
            }
            <LessonList />
        </>
    };
    let import = html! { <ImportButton on_done={on_changed} /> };
    layout(&notice, import, saves, finished, *refresh)
}

/// The home page of the home module (`app::home_app`), shown while no game is saved: the same
/// page without the engines, which it never needs then. Importing a file hands the file and
/// the page to the whole app (`import::HandOverImport`), which verifies and stores it.
#[function_component(LightHome)]
pub fn light_home() -> Html {
    let notice = use_state(|| None::<Notice>);
    let on_problem = {
        let notice = notice.clone();
        Callback::from(move |n: Option<Notice>| notice.set(n))
    };
    let saves = html! { <p class="muted">{ continue_list::NO_SAVES }</p> };
    let import = html! { <import::HandOverImport on_done={on_problem} /> };
    layout(&notice, import, saves, html! {}, 0)
}

/// The page both modules draw, so the whole app takes the home module's page over unmoved.
fn layout(notice: &Option<Notice>, import: Html, saves: Html, finished: Html, refresh: u32) -> Html {
    let notice_html = match notice {
        Some(Notice::Info(text)) => html! { <p class="banner info" role="status">{ text.clone() }</p> },
        Some(Notice::Problem(text)) => html! {
            <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ text.clone() }</p>
        },
        None => html! {},
    };
    html! {
        <div class="home">
            <section class="intro">
                <h1>{ "Loomhall" }</h1>
                <p>{ "Spell-weaving card games with their complete rules, against friends on one device or against the computer. Works offline." }</p>
            </section>
            // The library comes right after the intro, as in index.html's static shell, so the
            // shell's games do not move when the app takes over.
            <Library />
            { notice_html }
            <section class="continue" aria-labelledby="continue-title">
                <div class="section-head">
                    <h2 id="continue-title">{ "Continue" }</h2>
                    { import }
                </div>
                { saves }
            </section>
            { finished }
            <HistoryPanel key={refresh} />
            <SettingsPanel />
        </div>
    }
}
