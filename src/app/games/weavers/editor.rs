//! Teaching mode's position editor: starting from the current position (every card open,
//! `scenario_of` in the engine), the teacher sets each player's hand, the top of the deck,
//! shields and statuses, and active spells with their progress, the round and the phase it
//! starts at (any of the five), with the tokens still to resolve at the later phases
//! (`editor_phase`). The position is checked by the rules before it starts; it can be saved as
//! a scenario file or shared as a link.

use crate::app::components::{event_value, start_checked, EditorFrame};
use crate::app::table::EditorContext;
use crate::core::Game;
use super::editor_phase::PhaseFields;
use crate::games::weavers::{Scenario, ScenarioPhase, ScenarioSpell, Status, Weavers};
/// The position in a view as a scenario (moved to the engine, where the round trip is tested).
pub use crate::games::weavers::scenario_of;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Every card, grouped by set, for the "add a card" lists.
fn card_options(game: &Weavers) -> Html {
    html! {
        <>
            <option value="" selected=true>{ "Choose a card…" }</option>
            { for game.content.sets.iter().map(|set| html! {
                <optgroup label={set.name.clone()}>
                    { for set.cards.iter().filter_map(|&c| game.content.cards.get(c as usize)).map(|c| html! {
                        <option value={c.name.clone()}>{ c.name.clone() }</option>
                    }) }
                </optgroup>
            }) }
        </>
    }
}

/// A change to the draft from a form field's new value.
type Edit = std::rc::Rc<dyn Fn(&mut Scenario, String)>;

#[derive(Clone, Copy, PartialEq)]
enum Zone {
    Hand,
    DeckTop,
    Active,
}

#[function_component(PositionEditor)]
pub fn position_editor(props: &EditorContext<Weavers>) -> Html {
    let game = props.game;
    let draft = use_state(|| scenario_of(&game.content, &props.view));
    let name = |s: usize| props.seat_names.get(s).cloned().unwrap_or_else(|| format!("Player {}", s + 1).into());
    let update = |f: Edit| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let mut next = (*draft).clone();
            f(&mut next, event_value(&e));
            draft.set(next);
        })
    };
    let remove = |seat: usize, zone: Zone, index: usize| {
        let draft = draft.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = (*draft).clone();
            if let Some(s) = next.seats.get_mut(seat) {
                match zone {
                    Zone::Hand if index < s.hand.len() => {
                        s.hand.remove(index);
                    }
                    Zone::DeckTop if index < s.deck.len() => {
                        s.deck.remove(index);
                    }
                    Zone::Active if index < s.active.len() => {
                        s.active.remove(index);
                    }
                    _ => {}
                }
            }
            draft.set(next);
        })
    };
    // Adding: the list's choice is added at once (hand: at the end; deck: on top; spells: new).
    let add = |seat: usize, zone: Zone| {
        // After the weaving a spell without progress is one played this round (rule 2).
        let (draft, round) = (draft.clone(), draft.round);
        let played = if draft.phase.after_weaving() { round } else { round.saturating_sub(1) };
        Callback::from(move |e: Event| {
            let card = event_value(&e);
            if card.is_empty() {
                return;
            }
            if let Some(select) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) {
                select.set_value("");
            }
            let mut next = (*draft).clone();
            if let Some(s) = next.seats.get_mut(seat) {
                match zone {
                    Zone::Hand => s.hand.push(card),
                    Zone::DeckTop => s.deck.insert(0, card),
                    Zone::Active => {
                        s.active.push(ScenarioSpell { card, progress: 0, played_round: Some(played) })
                    }
                }
            }
            draft.set(next);
        })
    };
    let on_start = start_checked(game, draft.clone(), props.on_start.clone());

    let seat_editor = |seat: usize| {
        let Some(s) = draft.seats.get(seat) else { return Html::default() };
        let card_list = |zone: Zone, cards: Vec<String>, label: &str| {
            html! {
                <ul class="edit-list" aria-label={format!("{} {label}", crate::core::wording::possessive(&name(seat)))}>
                    { for cards.iter().enumerate().map(|(i, c)| html! {
                        <li>
                            <span>{ c.clone() }</span>
                            <button type="button" class="icon small" aria-label={format!("Remove {c} from {label}")}
                                onclick={remove(seat, zone, i)}>{ "×" }</button>
                        </li>
                    }) }
                </ul>
            }
        };
        let top: Vec<String> = s.deck.iter().take(5).cloned().collect();
        html! {
            <fieldset class="seat-editor">
                <legend>{ name(seat) }</legend>
                <div class="edit-row">
                    <label class="field small">
                        { "Shields" }
                        <input type="number" min="0" max="30" value={s.shields.to_string()}
                            onchange={update(std::rc::Rc::new(move |d: &mut Scenario, v: String| {
                                if let Some(s) = d.seats.get_mut(seat) { s.shields = v.parse().unwrap_or(0).min(30); }
                            }))} />
                    </label>
                    { for Status::ALL.iter().map(|&st| {
                        let mut counts = s.statuses;
                        let n = *counts.count_mut(st);
                        html! {
                            <label class="field small">
                                { st.name() }
                                <input type="number" min="0" max="9" value={n.to_string()}
                                    onchange={update(std::rc::Rc::new(move |d: &mut Scenario, v: String| {
                                        if let Some(s) = d.seats.get_mut(seat) { *s.statuses.count_mut(st) = v.parse().unwrap_or(0).min(9); }
                                    }))} />
                            </label>
                        }
                    }) }
                </div>
                <PhaseFields seat_name={name(seat)} seat={s.clone()} phase={draft.phase}
                    card_options={card_options(game)} on_change={{
                        let draft = draft.clone();
                        Callback::from(move |next| {
                            let mut d = (*draft).clone();
                            if let Some(slot) = d.seats.get_mut(seat) { *slot = next; }
                            draft.set(d);
                        })
                    }} />
                <h3>{ format!("Hand ({})", s.hand.len()) }</h3>
                { card_list(Zone::Hand, s.hand.clone(), "hand") }
                <label class="field">
                    { "Add to the hand" }
                    <select onchange={add(seat, Zone::Hand)}>{ card_options(game) }</select>
                </label>
                <h3>{ format!("Deck ({} cards), top first", s.deck.len()) }</h3>
                { card_list(Zone::DeckTop, top, "deck") }
                if s.deck.len() > 5 { <p class="muted">{ format!("…and {} more below.", s.deck.len() - 5) }</p> }
                <label class="field">
                    { "Put on top of the deck" }
                    <select onchange={add(seat, Zone::DeckTop)}>{ card_options(game) }</select>
                </label>
                <h3>{ "Active spells" }</h3>
                <ul class="edit-list">
                    { for s.active.iter().enumerate().map(|(i, a)| {
                        let steps = game.content.card_named(&a.card).and_then(|id| game.content.cards.get(id as usize))
                            .map(|c| c.spell.steps.len()).unwrap_or(1);
                        html! {
                            <li>
                                <span>{ a.card.clone() }</span>
                                <label>
                                    { "woven " }
                                    <select aria-label={format!("Steps of {} already woven", a.card)}
                                        onchange={update(std::rc::Rc::new(move |d: &mut Scenario, v: String| {
                                            if let Some(sp) = d.seats.get_mut(seat).and_then(|s| s.active.get_mut(i)) { sp.progress = v.parse().unwrap_or(0); }
                                        }))}>
                                        { for (0..steps.max(1)).map(|p| html! {
                                            <option value={p.to_string()} selected={p == a.progress as usize}>{ format!("{p} of {steps}") }</option>
                                        }) }
                                    </select>
                                </label>
                                <button type="button" class="icon small" aria-label={format!("Remove {} from active spells", a.card)}
                                    onclick={remove(seat, Zone::Active, i)}>{ "×" }</button>
                            </li>
                        }
                    }) }
                </ul>
                <label class="field">
                    { "Add an active spell" }
                    <select onchange={add(seat, Zone::Active)}>{ card_options(game) }</select>
                </label>
            </fieldset>
        }
    };

    let scenario = crate::core::scenario_json(game, &*draft);
    html! {
        <EditorFrame game={game.id()} {scenario} default_title={format!("Weavers position, round {}", draft.round)}
            {on_start} on_cancel={props.on_cancel.clone()} seat_names={props.seat_names.clone()}>
            <div class="edit-row">
                <label class="field small">
                    { "Round" }
                    <input type="number" min="1" max="99" value={draft.round.to_string()}
                        onchange={update(std::rc::Rc::new(|d: &mut Scenario, v: String| d.round = v.parse().unwrap_or(1).clamp(1, 99)))} />
                </label>
                <label class="field">
                    { "Starts at" }
                    <select onchange={update(std::rc::Rc::new(|d: &mut Scenario, v: String| {
                        if let Some(p) = ScenarioPhase::ALL.into_iter().find(|p| p.name() == v) { d.set_phase(p) }
                    }))}>
                        { for ScenarioPhase::ALL.into_iter().map(|p| html! {
                            <option value={p.name()} selected={draft.phase == p}>{ p.name() }</option>
                        }) }
                    </select>
                </label>
            </div>
            <div class="seat-editors">{ seat_editor(0) }{ seat_editor(1) }</div>
        </EditorFrame>
    }
}
