//! The position editor's fields for the later phases of a round: per seat, the card played this
//! round (Spellweaving phase), the damage and healing tokens still to resolve, and the cards owed
//! to unblocked damage (Effects phase). Shown only at the phases that hold them.

use crate::app::components::event_value;
use crate::games::weavers::{ScenarioCast, ScenarioPhase, ScenarioSeat};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PhaseFieldsProps {
    pub seat_name: AttrValue,
    pub seat: ScenarioSeat,
    pub phase: ScenarioPhase,
    /// The card list's `<option>`s (every card, by set).
    pub card_options: Html,
    pub on_change: Callback<ScenarioSeat>,
}

#[function_component(PhaseFields)]
pub fn phase_fields(props: &PhaseFieldsProps) -> Html {
    let phase = props.phase;
    let tokens = matches!(phase, ScenarioPhase::Spellweaving | ScenarioPhase::Effects);
    if !tokens {
        return Html::default();
    }
    let edit = |f: fn(&mut ScenarioSeat, String)| {
        let (seat, on_change) = (props.seat.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let mut next = seat.clone();
            f(&mut next, event_value(&e));
            on_change.emit(next);
        })
    };
    let name = &props.seat_name;
    let s = &props.seat;
    let cast = s.cast.clone();
    html! {
        <div class="edit-row" role="group" aria-label={format!("{name}: this round's tokens")}>
            if phase == ScenarioPhase::Spellweaving {
                <label class="field">
                    { "Card played this round" }
                    <select aria-label={format!("{name}: card played this round")}
                        onchange={edit(|s, v| s.cast = (!v.is_empty()).then(|| ScenarioCast {
                            card: v, face_up: s.cast.as_ref().is_none_or(|c| c.face_up) }))}>
                        <option value="" selected={cast.is_none()}>{ "None (empty hand)" }</option>
                        if let Some(c) = &cast { <option value={c.card.clone()} selected=true>{ c.card.clone() }</option> }
                        { props.card_options.clone() }
                    </select>
                </label>
                <label class="choice">
                    <input type="checkbox" checked={cast.as_ref().is_some_and(|c| !c.face_up)} disabled={cast.is_none()}
                        onchange={edit(|s, _| if let Some(c) = s.cast.as_mut() { c.face_up = !c.face_up })} />
                    { "Played face down (Wild Magic)" }
                </label>
            }
            <label class="field small">
                { "Damage to resolve" }
                <input type="number" min="0" max="30" value={s.damage.to_string()}
                    aria-label={format!("{name}: damage tokens to resolve")}
                    onchange={edit(|s, v| s.damage = token_count(&v))} />
            </label>
            <label class="field small">
                { "Healing to resolve" }
                <input type="number" min="0" max="30" value={s.healing.to_string()}
                    aria-label={format!("{name}: healing tokens to resolve")}
                    onchange={edit(|s, v| s.healing = token_count(&v))} />
            </label>
            if phase == ScenarioPhase::Effects {
                <label class="field small">
                    { "Cards owed (damage already blocked)" }
                    <input type="number" min="0" max="30" value={s.owed.to_string()}
                        aria-label={format!("{name}: cards still owed to unblocked damage")}
                        onchange={edit(|s, v| s.owed = token_count(&v))} />
                </label>
            }
        </div>
    }
}

/// A number field's tokens, 0 to 30 (as the shields field).
fn token_count(v: &str) -> u8 {
    v.parse::<u8>().unwrap_or(0).min(30)
}
