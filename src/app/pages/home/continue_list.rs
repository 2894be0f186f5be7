//! Saved games, most recent first; a save that cannot be opened comes first, says why, and
//! offers its exact text for export. Deleting needs a second, explicit press.

use super::Notice;
use crate::app::route::Route;
use crate::app::services;
use crate::storage::{export_file_name, export_json, SeatKind, SlotEntry};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ContinueListProps {
    pub entries: Vec<SlotEntry>,
    pub on_changed: Callback<Option<Notice>>,
}

use crate::games::display_name as game_name;

/// What the continue list says while no game is saved.
pub const NO_SAVES: &str = "No saved games yet. Start one from the library above.";

#[function_component(ContinueList)]
pub fn continue_list(props: &ContinueListProps) -> Html {
    if props.entries.is_empty() {
        return html! { <p class="muted">{ NO_SAVES }</p> };
    }
    html! {
        <ul class="cards saves">
            { for props.entries.iter().map(|e| html! {
                <SaveCard key={e.id.clone()} entry={e.clone()} on_changed={props.on_changed.clone()} />
            }) }
        </ul>
    }
}

#[derive(Properties, PartialEq)]
struct SaveCardProps {
    entry: SlotEntry,
    on_changed: Callback<Option<Notice>>,
}

#[function_component(SaveCard)]
fn save_card(props: &SaveCardProps) -> Html {
    let confirming = use_state(|| false);
    let entry = &props.entry;
    let id = entry.id.clone();

    let on_export = {
        let (id, on_changed, save) = (id.clone(), props.on_changed.clone(), entry.save.clone());
        let playable = entry.is_playable();
        Callback::from(move |_: MouseEvent| {
            // A readable save exports as pretty JSON; a damaged one exactly as stored.
            let exported = services::slots().and_then(|s| s.raw(&id)).map(|raw| match (&save, playable) {
                (Some(save), true) => (export_file_name(&save.game, &save.meta.progress), export_json(save)),
                _ => (format!("loomhall-save-{id}.json"), raw),
            });
            let result = exported
                .map_err(|e| e.to_string())
                .and_then(|(name, text)| services::download(&name, &text).map(|_| name));
            on_changed.emit(Some(match result {
                Ok(name) => Notice::Info(format!("Exported as {name}.")),
                Err(e) => Notice::Problem(format!("Export failed: {e}")),
            }));
        })
    };
    let on_delete = {
        let (id, on_changed, confirming) = (id.clone(), props.on_changed.clone(), confirming.clone());
        Callback::from(move |_: MouseEvent| {
            if !*confirming {
                confirming.set(true);
                return;
            }
            confirming.set(false);
            let result = services::slots().and_then(|mut s| s.delete(&id));
            on_changed.emit(Some(match result {
                Ok(()) => Notice::Info("The saved game was deleted.".into()),
                Err(e) => Notice::Problem(e.to_string()),
            }));
        })
    };
    let delete_label = if *confirming { "Press again to delete" } else { "Delete" };
    let now = services::now_ms();

    match (&entry.save, &entry.problem) {
        (Some(save), None) => {
            let seats = save
                .meta
                .seats
                .iter()
                .map(|s| match &s.kind {
                    SeatKind::Human => s.name.clone(),
                    SeatKind::Bot { .. } => format!("{} (computer)", s.name),
                })
                .collect::<Vec<_>>()
                .join(", ");
            let progress =
                entry.verified.as_ref().map(|v| v.progress.clone()).unwrap_or_else(|| save.meta.progress.clone());
            html! {
                <li class="card save-card">
                    <h3>{ save.meta.title.clone() }</h3>
                    <dl>
                        <dt>{ "Game" }</dt><dd>{ game_name(&save.game) }</dd>
                        <dt>{ "Players" }</dt><dd>{ seats }</dd>
                        <dt>{ "Progress" }</dt>
                        <dd>
                            { progress }
                            if save.meta.finished {
                                { " · " }<span class="tag">{ "finished" }</span>
                                if let Some(result) = crate::app::games::result_of(save) {
                                    { " " }<span class="tag result">{ result }</span>
                                }
                            }
                        </dd>
                        <dt>{ "Last played" }</dt><dd>{ services::relative_time(save.meta.updated_at, now) }</dd>
                    </dl>
                    if entry.verified.as_ref().is_some_and(|v| v.content_changed) {
                        <p class="muted">{ "Saved with other cards than this version's; its moves still fit them." }</p>
                    }
                    <div class="actions">
                        if save.meta.finished {
                            <a class="button" href={Route::Table { slot: id.clone().into() }.href()}
                                aria-label={format!("Look at {}", save.meta.title)}>{ "Look at it" }</a>
                        } else {
                            <a class="button primary" href={Route::Table { slot: id.clone().into() }.href()}
                                aria-label={format!("Continue {}", save.meta.title)}>{ "Continue" }</a>
                        }
                        <button onclick={on_export} aria-label={format!("Export {}", save.meta.title)}>{ "Export" }</button>
                        <button class="danger" onclick={on_delete}>{ delete_label }</button>
                    </div>
                </li>
            }
        }
        (save, problem) => {
            let title = save.as_ref().map(|s| s.meta.title.clone()).unwrap_or_else(|| format!("Saved game {id}"));
            let message = problem.as_ref().map(|p| p.to_string()).unwrap_or_default();
            html! {
                <li class="card save-card problem" data-slot={id.clone()}>
                    <h3><span aria-hidden="true">{ "⚠ " }</span>{ title }</h3>
                    <p class="problem-text" role="note"><strong>{ "This save cannot be opened. " }</strong>{ message }</p>
                    <p class="muted">{ "It is kept exactly as it is. Export it to keep a copy or to report the problem." }</p>
                    <div class="actions">
                        <button onclick={on_export}>{ "Export the damaged save" }</button>
                        <button class="danger" onclick={on_delete}>{ delete_label }</button>
                    </div>
                </li>
            }
        }
    }
}
