//! Teaching mode's position editor: starting from the current position, the teacher puts each
//! mage and each standing Watcher on any location, and chooses whose turn it is and the round.
//! Everything else (tapestries, hands, Eyes, decks) stays as it is. A choice the mage was in the
//! middle of is dropped: a scenario starts between actions. The rules check the position before
//! it starts; it can be saved as a scenario file or shared as a link.

use crate::app::components::{event_value, start_checked, EditorFrame};
use crate::app::table::EditorContext;
use crate::games::woven::{Loc, Scenario, Table, Woven};
use std::rc::Rc;
use yew::prelude::*;

/// A change to the draft table from a field's new value.
type Edit = Rc<dyn Fn(&mut Table, &str)>;

#[function_component(PositionEditor)]
pub fn position_editor(props: &EditorContext<Woven>) -> Html {
    let game = props.game;
    let draft = {
        let table = props.view.table.clone();
        use_state(move || {
            let mut table = table;
            table.pending.clear();
            table.attack_totals.clear();
            Scenario { table }
        })
    };
    let map = &game.content.map;
    let t = &draft.table;
    // Mages and Watchers may stand anywhere but the Citadel.
    let places: Rc<Vec<(Loc, String)>> =
        Rc::new((0..map.len() as Loc).filter(|&l| l != map.citadel).map(|l| (l, map.label(l))).collect());
    let edit = |f: Edit| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let mut next = (*draft).clone();
            f(&mut next.table, &event_value(&e));
            draft.set(next);
        })
    };
    let place_select = |id: String, label: String, value: Loc, f: Edit| {
        html! {
            <label class="field" for={id.clone()}>
                { label }
                <select {id} onchange={edit(f)}>
                    { for places.iter().map(|(l, name)| html! {
                        <option value={l.to_string()} selected={*l == value}>{ name.clone() }</option>
                    }) }
                </select>
            </label>
        }
    };
    let loc_of = |v: &str| v.parse::<Loc>().ok();
    let scenario = crate::core::scenario_json(game, &*draft);
    let name = |s: usize| props.seat_names.get(s).cloned().unwrap_or_else(|| AttrValue::from(format!("Seat {}", s + 1)));
    html! {
        <EditorFrame game="woven" {scenario} default_title="Woven position" class={classes!("woven-editor")}
            on_start={start_checked(game, draft.clone(), props.on_start.clone())} on_cancel={props.on_cancel.clone()} seat_names={props.seat_names.clone()}>
            <fieldset>
                <legend>{ "Mages" }</legend>
                { for t.mages.iter().enumerate().map(|(s, m)| place_select(
                    format!("woven-edit-mage-{s}"), format!("Where {}", crate::core::wording::subject_in(&name(s), "stands")), m.loc,
                    Rc::new(move |t: &mut Table, v: &str| if let (Some(l), Some(m)) = (loc_of(v), t.mages.get_mut(s)) { m.loc = l; }),
                )) }
            </fieldset>
            <fieldset>
                <legend>{ "Watchers" }</legend>
                { for t.watchers.iter().enumerate().filter(|(_, w)| !w.fallen).map(|(i, w)| place_select(
                    format!("woven-edit-watcher-{i}"), format!("Watcher {}", i + 1), w.loc,
                    Rc::new(move |t: &mut Table, v: &str| if let (Some(l), Some(w)) = (loc_of(v), t.watchers.get_mut(i)) { w.loc = l; }),
                )) }
            </fieldset>
            <fieldset>
                <legend>{ "Turn" }</legend>
                <label class="field" for="woven-edit-turn">
                    { "Whose turn" }
                    <select id="woven-edit-turn" onchange={edit(Rc::new(|t: &mut Table, v: &str| {
                        if let Some(s) = v.parse::<u8>().ok().filter(|&s| (s as usize) < t.seats()) { t.turn = s; }
                    }))}>
                        { for (0..t.seats()).map(|s| html! {
                            <option value={s.to_string()} selected={s == t.turn as usize}>{ name(s) }</option>
                        }) }
                    </select>
                </label>
                <label class="field" for="woven-edit-round">
                    { format!("Round (1 to {})", game.content.round_limit) }
                    <select id="woven-edit-round" onchange={edit(Rc::new(move |t: &mut Table, v: &str| {
                        if let Ok(r) = v.parse::<u8>() { t.round = r; }
                    }))}>
                        { for (1..=game.content.round_limit).map(|r| html! {
                            <option value={r.to_string()} selected={r == t.round}>{ r.to_string() }</option>
                        }) }
                    </select>
                </label>
            </fieldset>
        </EditorFrame>
    }
}
