//! Teaching mode's position editor: starting from the current position (the engine's
//! `scenario_of` the teacher's view), the teacher sets whose turn it is, the phase it starts in,
//! the turn number and who went first, and for each seat (`seat_editor`) life, mana crystals
//! and mana, levels per aspect, the hand, and the creatures in play with their row, damage and
//! exhaustion. Decks, graveyards, blessings, curses, artifacts, extra skills and the scenario's
//! homebrew cards (which the card lists offer too) are kept as they are. The rules check the
//! position before it starts (`start_checked`: a value out of range is refused with the
//! engine's sentence); it can be saved as a scenario file or shared as a link.

use super::seat_editor::SeatEditor;
use super::table_game;
use crate::app::components::{event_value, start_checked, EditorFrame};
use crate::app::table::{EditorContext, GameRef};
use crate::core::Game;
use crate::games::spellweaver::{scenario_of, Phase, Scenario, ScenarioSeat, Spellweaver, MAX_SCENARIO_TURN};
use yew::prelude::*;

/// The phases a scenario can start in, with the value their option carries.
fn phases(name: &dyn Fn(usize) -> AttrValue) -> Vec<(Phase, &'static str, String)> {
    vec![
        (Phase::Mulligan { seat: 0 }, "mulligan-0", format!("Mulligan: {}", crate::core::wording::subject(&name(0), "keeps or replaces the hand"))),
        (Phase::Mulligan { seat: 1 }, "mulligan-1", format!("Mulligan: {}", crate::core::wording::subject(&name(1), "keeps or replaces the hand"))),
        (Phase::Deploy, "deploy", "Deploy (first main phase)".into()),
        (Phase::Attack, "attack", "Attack (declare attackers)".into()),
        (Phase::Reinforce, "reinforce", "Reinforce (second main phase)".into()),
        (Phase::EndWindow, "end", "End of the turn (the other player's instant window)".into()),
    ]
}

/// Removes a seat's creature (by its place in the seat's list); what was attached to it goes to
/// its owner's graveyard, and the attachments to the creatures after it are renumbered.
fn remove_creature(sc: &mut Scenario, seat: usize, index: usize) {
    let Some(s) = sc.seats.get_mut(seat) else { return };
    if index >= s.board.len() {
        return;
    }
    s.board.remove(index);
    for (owner, other) in sc.seats.iter_mut().enumerate() {
        let mut gone = Vec::new();
        other.permanents.retain_mut(|p| {
            let host = if p.on_enemy { owner ^ 1 } else { owner };
            match p.attached_to {
                Some(n) if host == seat && n == index => {
                    gone.push(p.name.clone());
                    false
                }
                Some(n) if host == seat && n > index => {
                    p.attached_to = Some(n - 1);
                    true
                }
                _ => true,
            }
        });
        // What was attached leaves with the creature, to its owner's graveyard.
        other.graveyard.extend(gone);
    }
}

#[function_component(PositionEditor)]
pub fn position_editor(props: &EditorContext<Spellweaver>) -> Html {
    let game = props.game;
    let draft = {
        let view = props.view.clone();
        use_state(move || scenario_of(&game.content, &view))
    };
    let names = props.seat_names.clone();
    let name = move |s: usize| names.get(s).cloned().unwrap_or_else(|| AttrValue::from(format!("Player {}", s + 1)));
    let edit = |f: fn(&mut Scenario, &str)| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let mut next = (*draft).clone();
            f(&mut next, &event_value(&e));
            draft.set(next);
        })
    };
    let on_seat = |i: usize| {
        let draft = draft.clone();
        Callback::from(move |seat: ScenarioSeat| {
            let mut next = (*draft).clone();
            if let Some(s) = next.seats.get_mut(i) {
                *s = seat;
            }
            draft.set(next);
        })
    };
    let on_remove_creature = |i: usize| {
        let draft = draft.clone();
        Callback::from(move |index: usize| {
            let mut next = (*draft).clone();
            remove_creature(&mut next, i, index);
            draft.set(next);
        })
    };
    let phase_list = phases(&name);
    let on_phase = {
        let (draft, list) = (draft.clone(), phase_list.clone());
        Callback::from(move |e: Event| {
            let v = event_value(&e);
            if let Some((p, _, _)) = list.iter().find(|(_, key, _)| *key == v) {
                let mut next = (*draft).clone();
                next.phase = *p;
                draft.set(next);
            }
        })
    };
    let sc = (*draft).clone();
    let on_start = start_checked(game, draft.clone(), props.on_start.clone());
    let scenario = crate::core::scenario_json(game, &sc);
    html! {
        <EditorFrame game={game.id()} {scenario} default_title={format!("Spellweaver position, turn {}", sc.turn)}
            {on_start} on_cancel={props.on_cancel.clone()} seat_names={props.seat_names.clone()} class="sw-editor">
            <p class="muted">{ "Set each side, then start a teaching game from here. Decks, graveyards, blessings, curses and artifacts stay as they are; a combat in progress starts again at its Attack step." }</p>
            <fieldset class="sw-edit-turn">
                <legend>{ "The turn" }</legend>
                <label class="field">
                    { "Whose turn" }
                    <select onchange={edit(|sc, v| if let Ok(s) = v.parse() { sc.active = s })}>
                        { for (0..2u8).map(|s| html! {
                            <option value={s.to_string()} selected={sc.active == s}>{ name(s as usize) }</option>
                        }) }
                    </select>
                </label>
                <label class="field">
                    { "Starts at" }
                    <select onchange={on_phase}>
                        { for phase_list.iter().map(|(p, key, label)| html! {
                            <option value={*key} selected={sc.phase == *p}>{ label.clone() }</option>
                        }) }
                    </select>
                </label>
                <label class="field small">
                    { format!("Turn (1 to {MAX_SCENARIO_TURN})") }
                    <input type="number" min="1" max={MAX_SCENARIO_TURN.to_string()} value={sc.turn.to_string()}
                        onchange={edit(|sc, v| if let Ok(n) = v.trim().parse::<i64>() { sc.turn = n.clamp(0, u16::MAX as i64) as u16 })} />
                </label>
                <label class="field">
                    { "Who went first" }
                    <select onchange={edit(|sc, v| sc.set_first_player(v.parse().ok()))}>
                        if sc.first_player.is_none() {
                            <option value="" selected=true>{ "Not set (an older position)" }</option>
                        }
                        { for (0..2u8).map(|s| html! {
                            <option value={s.to_string()} selected={sc.first_player == Some(s)}>{ name(s as usize) }</option>
                        }) }
                    </select>
                </label>
                <p class="muted">{ "The player who went first takes the odd turns, the other player the even ones and The Spark; at the mulligans it is turn 1." }</p>
            </fieldset>
            <div class="sw-seat-editors">
                { for sc.seats.iter().enumerate().map(|(i, seat)| html! {
                    <SeatEditor game={GameRef(table_game(game, &props.view.table.homebrew))} name={name(i)} seat={seat.clone()} on_change={on_seat(i)}
                        on_remove_creature={on_remove_creature(i)} />
                }) }
            </div>
        </EditorFrame>
    }
}
