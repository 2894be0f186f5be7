//! One seat in the position editor: life, mana crystals and mana, levels per aspect, the hand
//! (remove a card, add any card) and the creatures in play (row, damage, exhausted; remove one,
//! add any creature). Every control is a labelled form field or button at least 44 px tall;
//! values go to the scenario as typed, and the engine's check refuses what is out of range.

use super::text::{aspect_name, aspect_symbol};
use crate::app::components::event_value;
use crate::app::table::GameRef;
use crate::games::spellweaver::{
    Aspect, Keyword, Kind, Row, ScenarioCreature, ScenarioSeat, Spellweaver, MAX_SCENARIO_CRYSTALS, MAX_SCENARIO_LEVELS,
    MAX_SCENARIO_LIFE,
};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SeatEditorProps {
    pub game: GameRef<Spellweaver>,
    pub name: AttrValue,
    pub seat: ScenarioSeat,
    pub on_change: Callback<ScenarioSeat>,
    /// A creature taken out of play (by its place in `seat.board`): the editor also takes off
    /// what was attached to it.
    pub on_remove_creature: Callback<usize>,
}

/// A change to the seat from a field's new value.
type Edit = Rc<dyn Fn(&mut ScenarioSeat, &str)>;

/// A whole number typed in a field, kept within `lo..=hi` of its type (the engine's own ranges
/// are narrower and say so when the position is started).
fn number(v: &str, lo: i64, hi: i64) -> Option<i64> {
    v.trim().parse::<i64>().ok().map(|n| n.clamp(lo, hi))
}

/// A number field: a visible label, words only a screen reader needs, the range it offers.
fn number_field(label: &str, hidden: String, value: i64, max: i64, onchange: Callback<Event>) -> Html {
    html! {
        <label class="field small">
            <span>{ label.to_string() }<span class="visually-hidden">{ hidden }</span></span>
            <input type="number" inputmode="numeric" min="0" max={max.to_string()} value={value.to_string()} {onchange} />
        </label>
    }
}

/// Clears a `<select>` after its choice was used (the list offers "add a card" again).
fn reset_select(e: &Event) {
    if let Some(select) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) {
        select.set_value("");
    }
}

#[function_component(SeatEditor)]
pub fn seat_editor(props: &SeatEditorProps) -> Html {
    let content = &props.game.content;
    let seat = &props.seat;
    let who = props.name.clone();
    let change = |f: Edit| {
        let (seat, on_change) = (props.seat.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let mut next = seat.clone();
            f(&mut next, &event_value(&e));
            on_change.emit(next);
        })
    };
    let levels = seat.level_counts().unwrap_or_default();
    let level_field = |a: Aspect| {
        let i = a as usize;
        let f: Edit = Rc::new(move |s, v| {
            if let Some(n) = number(v, 0, u8::MAX as i64) {
                let mut counts = s.level_counts().unwrap_or_default();
                counts[i] = n as u8;
                s.set_level_counts(counts);
            }
        });
        html! {
            <label class="field small">
                <span><span aria-hidden="true">{ format!("{} ", aspect_symbol(a)) }</span>{ aspect_name(a) }
                    <span class="visually-hidden">{ format!(" levels of {who}") }</span></span>
                <input type="number" inputmode="numeric" min="0" max={MAX_SCENARIO_LEVELS.to_string()}
                    value={levels[i].to_string()} onchange={change(f)} />
            </label>
        }
    };
    let add_to_hand = {
        let (seat, on_change) = (props.seat.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let card = event_value(&e);
            reset_select(&e);
            if !card.is_empty() {
                let mut next = seat.clone();
                next.hand.push(card);
                on_change.emit(next);
            }
        })
    };
    let remove_from_hand = |i: usize| {
        let (seat, on_change) = (props.seat.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = seat.clone();
            if i < next.hand.len() {
                next.hand.remove(i);
            }
            on_change.emit(next);
        })
    };
    let add_creature = {
        let (seat, on_change, game) = (props.seat.clone(), props.on_change.clone(), props.game);
        Callback::from(move |e: Event| {
            let card = event_value(&e);
            reset_select(&e);
            if let Some(def) = game.content.card_named(&card).and_then(|d| game.content.card(d)) {
                // Where it would enter: Flying and Support creatures in the support row.
                let back = def.has(Keyword::Flying) || def.has(Keyword::Support);
                let row = Some(if back { Row::Support } else { Row::Combat });
                let mut next = seat.clone();
                next.board.push(ScenarioCreature { name: card, row, ..Default::default() });
                on_change.emit(next);
            }
        })
    };
    let creature = |k: usize, cr: &ScenarioCreature| {
        let (seat, on_change) = (props.seat.clone(), props.on_change.clone());
        let on_change = Callback::from(move |c: ScenarioCreature| {
            let mut next = seat.clone();
            if let Some(slot) = next.board.get_mut(k) {
                *slot = c;
            }
            on_change.emit(next);
        });
        html! {
            <CreatureEditor game={props.game} who={who.clone()} creature={cr.clone()} {on_change}
                on_remove={props.on_remove_creature.reform(move |_: ()| k)} />
        }
    };
    let all_cards = content.cards.iter().map(|c| html! { <option value={c.name.clone()}>{ c.name.clone() }</option> });
    let creatures = content
        .cards
        .iter()
        .filter(|c| c.kind == Kind::Creature)
        .map(|c| html! { <option value={c.name.clone()}>{ c.name.clone() }</option> });
    html! {
        <fieldset class="sw-seat-editor">
            <legend>{ format!("{who} · {}", seat.hero) }</legend>
            <div class="sw-edit-row">
                { number_field("♥ Life", format!(" of {who}"), seat.life.unwrap_or(20) as i64, MAX_SCENARIO_LIFE as i64,
                    change(Rc::new(|s, v| if let Some(n) = number(v, i16::MIN as i64, i16::MAX as i64) { s.life = Some(n as i16) }))) }
                { number_field("◆ Crystals", format!(" (mana crystals of {who})"), seat.crystals.unwrap_or(1) as i64, MAX_SCENARIO_CRYSTALS as i64,
                    change(Rc::new(|s, v| if let Some(n) = number(v, 0, u8::MAX as i64) { s.crystals = Some(n as u8) }))) }
                { number_field("◆ Mana", format!(" of {who} now"), seat.mana.or(seat.crystals).unwrap_or(1) as i64, MAX_SCENARIO_CRYSTALS as i64,
                    change(Rc::new(|s, v| if let Some(n) = number(v, 0, u8::MAX as i64) { s.mana = Some(n as u8) }))) }
            </div>
            <fieldset class="sw-edit-levels">
                <legend>{ "Levels" }</legend>
                <div class="sw-edit-row">{ for Aspect::ALL.into_iter().map(level_field) }</div>
            </fieldset>
            <h3>{ format!("Hand ({})", seat.hand.len()) }</h3>
            <ul class="sw-edit-list" aria-label={format!("{} hand", crate::core::wording::possessive(&who))}>
                { for seat.hand.iter().enumerate().map(|(i, c)| html! {
                    <li>
                        <span>{ c.clone() }</span>
                        <button type="button" class="button sw-edit-remove" onclick={remove_from_hand(i)}
                            aria-label={format!("Remove {c} from {} hand", crate::core::wording::possessive_in(&who))}>{ "×" }</button>
                    </li>
                }) }
                if seat.hand.is_empty() { <li class="muted">{ "empty" }</li> }
            </ul>
            <label class="field">
                <span>{ "Add to the hand" }<span class="visually-hidden">{ format!(" of {who}") }</span></span>
                <select onchange={add_to_hand}>
                    <option value="" selected=true>{ "Choose a card…" }</option>
                    { for all_cards }
                </select>
            </label>
            <h3>{ format!("Creatures in play ({})", seat.board.len()) }</h3>
            <ul class="sw-edit-creatures" aria-label={format!("{} creatures", crate::core::wording::possessive(&who))}>
                { for seat.board.iter().enumerate().map(|(k, cr)| creature(k, cr)) }
                if seat.board.is_empty() { <li class="muted">{ "none" }</li> }
            </ul>
            <label class="field">
                <span>{ "Put a creature into play" }<span class="visually-hidden">{ format!(" for {who}") }</span></span>
                <select onchange={add_creature}>
                    <option value="" selected=true>{ "Choose a creature…" }</option>
                    { for creatures }
                </select>
            </label>
        </fieldset>
    }
}

#[derive(Properties, PartialEq)]
struct CreatureEditorProps {
    game: GameRef<Spellweaver>,
    /// Whose creature it is (in the labels).
    who: AttrValue,
    creature: ScenarioCreature,
    on_change: Callback<ScenarioCreature>,
    on_remove: Callback<()>,
}

/// One creature in play: its row, damage (below its HP) and whether it is exhausted.
#[function_component(CreatureEditor)]
fn creature_editor(props: &CreatureEditorProps) -> Html {
    let cr = &props.creature;
    let who = &props.who;
    let stats = props.game.content.card_named(&cr.name).and_then(|d| props.game.content.card(d)).and_then(|c| c.stats);
    let shown = stats.map(|s| format!(" ⚡{} ⚔{} ♥{}", s.speed, s.attack, s.hp)).unwrap_or_default();
    let hp = stats.map(|s| s.hp as i64).unwrap_or(1);
    let row = cr.row.unwrap_or(Row::Combat);
    let of = format!(" of {} ({who})", cr.name);
    let change = |f: fn(&mut ScenarioCreature, &str)| {
        let (cr, on_change) = (cr.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let mut next = cr.clone();
            f(&mut next, &event_value(&e));
            on_change.emit(next);
        })
    };
    html! {
        <li class="sw-edit-creature">
            <span class="sw-edit-name">{ cr.name.clone() }<span class="muted">{ shown }</span></span>
            <label class="field">
                <span>{ "Row" }<span class="visually-hidden">{ of.clone() }</span></span>
                <select onchange={change(|c, v| c.row = Some(if v == "support" { Row::Support } else { Row::Combat }))}>
                    <option value="combat" selected={row == Row::Combat}>{ "⚔ Combat row" }</option>
                    <option value="support" selected={row == Row::Support}>{ "◇ Support row" }</option>
                </select>
            </label>
            { number_field("Damage", of.clone(), cr.damage as i64, (hp - 1).max(0),
                change(|c, v| if let Some(n) = number(v, 0, u8::MAX as i64) { c.damage = n as u8 })) }
            <label class="choice sw-edit-check">
                <input type="checkbox" checked={cr.exhausted} onchange={change(|c, _| c.exhausted = !c.exhausted)} />
                <span>{ "↷ Exhausted" }<span class="visually-hidden">{ of.clone() }</span></span>
            </label>
            <button type="button" class="button sw-edit-remove" onclick={props.on_remove.reform(|_: MouseEvent| ())}
                aria-label={format!("Remove {} ({who}) from play", cr.name)}>
                <span aria-hidden="true">{ "× " }</span>{ "Remove" }
            </button>
        </li>
    }
}
