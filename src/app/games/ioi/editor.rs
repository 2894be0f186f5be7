//! Teaching mode's position editor: starting from the current position (every card open), the
//! teacher moves any card to any place (a hand, a new spell, a partial spell to complete, the
//! cards set aside to unravel, the top of the deck, a discard pile), sets the Challenge cards
//! and who has cleared the noise, whose turn it is, where the turn starts and the round. The
//! position is checked by the rules before it starts; it can be saved as a scenario file or
//! shared as a link. Challenge cards of the position's own (`editor_challenges`), values changed
//! by abilities and the abilities waiting in the response window (`editor_stack`) are set too;
//! `scenario_of` (in the engine) reads all of it back from the table as it stands.

use super::editor_challenges::CustomChallenges;
use super::editor_stack::StackEditor;
use super::text::card_name;
use crate::app::components::{event_value, start_checked, EditorFrame};
use crate::app::table::EditorContext;
use crate::core::Game;
use crate::games::ioi::{CardId, Ioi, Scenario, ScenarioSeat, Start};
/// The position in a view as a scenario (moved to the engine, where the round trip is tested).
pub use crate::games::ioi::scenario_of;
use yew::prelude::*;

/// Where a card can be put.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Spot {
    Hand(usize),
    NewSpell(usize),
    /// Complete this seat's partial spell (by index).
    Complete(usize, usize),
    Unraveled(usize),
    DeckTop,
    Pile(usize),
}

impl Spot {
    fn key(self) -> String {
        match self {
            Spot::Hand(s) => format!("hand-{s}"),
            Spot::NewSpell(s) => format!("new-{s}"),
            Spot::Complete(s, i) => format!("complete-{s}-{i}"),
            Spot::Unraveled(s) => format!("unraveled-{s}"),
            Spot::DeckTop => "deck".into(),
            Spot::Pile(p) => format!("pile-{p}"),
        }
    }
}

/// Takes a card (by its word) out of wherever the scenario has it; a value changed by an
/// ability ends when the card moves, and an ability waiting on the stack is taken back.
pub(super) fn take(sc: &mut Scenario, word: &str) {
    let is = |w: &String| w.eq_ignore_ascii_case(word);
    for seat in sc.seats.iter_mut() {
        seat.hand.retain(|w| !is(w));
        seat.unraveled.retain(|w| !is(w));
        let mut turned = Vec::new();
        let mut kept = Vec::new();
        for (i, mut spell) in std::mem::take(&mut seat.tableau).into_iter().enumerate() {
            spell.retain(|w| !is(w));
            if spell.is_empty() {
                continue;
            }
            // A spell that lost a card is no longer the Bound spell it may have been.
            if seat.turned.contains(&i) && spell.len() == 2 {
                turned.push(kept.len());
            }
            kept.push(spell);
        }
        seat.tableau = kept;
        seat.turned = turned;
    }
    sc.deck.retain(|w| !is(w));
    for pile in sc.piles.iter_mut() {
        pile.retain(|w| !is(w));
    }
    sc.modifiers.retain(|m| !is(&m.card));
    if let Some(i) = sc.waiting.iter().position(|w| is(&w.card)) {
        // Answers to it go back to their owners' hands with it.
        for w in sc.waiting.drain(i..).skip(1) {
            if let Some(seat) = sc.seats.get_mut(w.owner) {
                seat.hand.push(w.card);
            }
        }
        sc.asked = None;
    }
}

fn put(sc: &mut Scenario, word: String, spot: Spot) {
    match spot {
        Spot::Hand(s) => sc.seats.get_mut(s).into_iter().for_each(|seat| seat.hand.push(word.clone())),
        Spot::NewSpell(s) => sc.seats.get_mut(s).into_iter().for_each(|seat| seat.tableau.push(vec![word.clone()])),
        Spot::Complete(s, i) => {
            if let Some(spell) = sc.seats.get_mut(s).and_then(|seat| seat.tableau.get_mut(i)) {
                spell.push(word)
            }
        }
        Spot::Unraveled(s) => sc.seats.get_mut(s).into_iter().for_each(|seat| seat.unraveled.push(word.clone())),
        Spot::DeckTop => sc.deck.insert(0, word),
        Spot::Pile(p) => {
            while sc.piles.len() <= p {
                sc.piles.push(vec![]);
            }
            if let Some(pile) = sc.piles.get_mut(p) {
                pile.push(word)
            }
        }
    }
}

/// Where a card is in the scenario, in words ("Ada's hand").
fn place_of(sc: &Scenario, word: &str, name: &dyn Fn(usize) -> String) -> String {
    let is = |w: &String| w.eq_ignore_ascii_case(word);
    for (s, seat) in sc.seats.iter().enumerate() {
        if seat.hand.iter().any(is) {
            return format!("{} hand", crate::core::wording::possessive(&name(s)));
        }
        if seat.tableau.iter().flatten().any(is) {
            return format!("{} tableau", crate::core::wording::possessive(&name(s)));
        }
        if seat.unraveled.iter().any(is) {
            return format!("{} unraveled cards", crate::core::wording::possessive(&name(s)));
        }
    }
    if let Some(w) = sc.waiting.iter().find(|w| is(&w.card)) {
        return format!("waiting to resolve ({} {})", crate::core::wording::possessive_in(&name(w.owner)), w.ability);
    }
    if let Some(i) = sc.deck.iter().position(is) {
        return format!("deck, card {} from the top", i + 1);
    }
    match sc.piles.iter().position(|p| p.iter().any(is)) {
        Some(p) => format!("pile {}", p + 1),
        None => "the deck (below the listed cards)".into(),
    }
}

#[function_component(PositionEditor)]
pub fn position_editor(props: &EditorContext<Ioi>) -> Html {
    let game = props.game;
    let scenario = use_state(|| scenario_of(&game.content, &props.view));
    let card = use_state(|| 0u8);
    let spot = use_state(|| Spot::Hand(0));
    let sc = (*scenario).clone();
    let name = |s: usize| props.seat_names.get(s).map(|n| n.to_string()).unwrap_or_else(|| format!("Player {}", s + 1));
    let word = |id: CardId| game.content.card(id).map(|c| c.target.clone()).unwrap_or_default();

    let mut spots = Vec::new();
    for (s, seat) in sc.seats.iter().enumerate() {
        spots.push((Spot::Hand(s), format!("{} hand", crate::core::wording::possessive(&name(s)))));
        spots.push((Spot::NewSpell(s), format!("{} tableau: a new spell", crate::core::wording::possessive(&name(s)))));
        for (i, spell) in seat.tableau.iter().enumerate().filter(|(_, sp)| sp.len() == 1) {
            let with = spell.first().cloned().unwrap_or_default();
            spots.push((Spot::Complete(s, i), format!("{} tableau: complete the spell of {with}", crate::core::wording::possessive(&name(s)))));
        }
        spots.push((Spot::Unraveled(s), format!("{} unraveled cards", crate::core::wording::possessive(&name(s)))));
    }
    spots.push((Spot::DeckTop, "the top of the deck".into()));
    for p in 0..4 {
        spots.push((Spot::Pile(p), format!("the top of pile {}", p + 1)));
    }

    let edit = |f: fn(&mut Scenario, &str)| {
        let scenario = scenario.clone();
        Callback::from(move |e: Event| {
            let mut next = (*scenario).clone();
            f(&mut next, &event_value(&e));
            scenario.set(next);
        })
    };
    let on_move = {
        let (scenario, card, spot) = (scenario.clone(), card.clone(), spot.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = (*scenario).clone();
            let w = word(*card);
            take(&mut next, &w);
            put(&mut next, w, *spot);
            scenario.set(next);
        })
    };
    let on_start = start_checked(game, scenario.clone(), props.on_start.clone());
    let set = {
        let scenario = scenario.clone();
        Callback::from(move |next: Scenario| scenario.set(next))
    };
    let seat_editor = |s: usize, seat: &ScenarioSeat| {
        let on_challenge = {
            let scenario = scenario.clone();
            Callback::from(move |e: Event| {
                let mut next = (*scenario).clone();
                if let Some(seat) = next.seats.get_mut(s) {
                    seat.challenge = event_value(&e);
                }
                scenario.set(next);
            })
        };
        let on_cleared = {
            let scenario = scenario.clone();
            Callback::from(move |_: Event| {
                let mut next = (*scenario).clone();
                if let Some(seat) = next.seats.get_mut(s) {
                    seat.cleared_noise = !seat.cleared_noise;
                }
                scenario.set(next);
            })
        };
        let spells: Vec<String> = seat.tableau.iter().map(|sp| sp.join(" + ")).collect();
        html! {
            <fieldset class="seat-editor">
                <legend>{ name(s) }</legend>
                <p>{ format!("Hand: {}", if seat.hand.is_empty() { "—".to_string() } else { seat.hand.join(", ") }) }</p>
                <p>{ format!("Spells: {}", if spells.is_empty() { "—".to_string() } else { spells.join("; ") }) }</p>
                if !seat.unraveled.is_empty() { <p>{ format!("Unraveled: {}", seat.unraveled.join(", ")) }</p> }
                <div class="field">
                    <label for={format!("ioi-challenge-{s}")}>{ "Challenge card" }</label>
                    <select id={format!("ioi-challenge-{s}")} onchange={on_challenge}>
                        <option value="" selected={seat.challenge.is_empty()}>{ "Dealt at random" }</option>
                        { for game.content.challenges.iter().map(|c| html! {
                            <option value={c.name.clone()} selected={seat.challenge == c.name}>{ c.label() }</option>
                        }) }
                        { for sc.challenge_cards.iter().map(|c| html! {
                            <option value={c.name.clone()} selected={seat.challenge == c.name}>
                                { format!("{} ({})", c.name, c.aspects.join(", ")) }
                            </option>
                        }) }
                    </select>
                </div>
                <label class="choice">
                    <input type="checkbox" checked={seat.cleared_noise} onchange={on_cleared} />
                    { "Has cleared the noise (Challenge card face up)" }
                </label>
            </fieldset>
        }
    };
    let default_title = format!("IOI position, round {}", sc.round);
    let json = crate::core::scenario_json(game, &sc);

    html! {
        <EditorFrame game={game.id()} scenario={json} {default_title} {on_start} on_cancel={props.on_cancel.clone()} seat_names={props.seat_names.clone()}
            class="ioi-editor">
            <p class="muted">{ "Move any card anywhere, change values, put abilities in the response window, then start a teaching game from here." }</p>
            <div class="editor-move" role="group" aria-label="Move a card">
                <div class="field">
                    <label for="ioi-move-card">{ "Card" }</label>
                    <select id="ioi-move-card" onchange={{ let card = card.clone(); Callback::from(move |e: Event| card.set(event_value(&e).parse().unwrap_or(0))) }}>
                        { for (0..game.content.spells.len() as u8).map(|id| html! {
                            <option value={id.to_string()} selected={*card == id}>
                                { format!("{} — {}", card_name(game, id), place_of(&sc, &word(id), &name)) }
                            </option>
                        }) }
                    </select>
                </div>
                <div class="field">
                    <label for="ioi-move-to">{ "Move it to" }</label>
                    <select id="ioi-move-to" onchange={{
                        let (spot, spots) = (spot.clone(), spots.clone());
                        Callback::from(move |e: Event| {
                            let key = event_value(&e);
                            if let Some((s, _)) = spots.iter().find(|(s, _)| s.key() == key) { spot.set(*s) }
                        })
                    }}>
                        { for spots.iter().map(|(s, label)| html! {
                            <option value={s.key()} selected={*spot == *s}>{ label.clone() }</option>
                        }) }
                    </select>
                </div>
                <button type="button" onclick={on_move}>{ "Move the card" }</button>
            </div>
            <div class="seat-editors">
                { for sc.seats.iter().enumerate().map(|(s, seat)| seat_editor(s, seat)) }
            </div>
            <p>{ format!("Deck, top first ({} listed; the cards not listed anywhere go below): {}", sc.deck.len(),
                sc.deck.iter().take(8).cloned().collect::<Vec<_>>().join(", ")) }</p>
            <p>{ format!("Piles: {}", sc.piles.iter().enumerate().map(|(i, p)| format!("{}: {}", i + 1,
                if p.is_empty() { "—".to_string() } else { p.join(", ") })).collect::<Vec<_>>().join(" · ")) }</p>
            <CustomChallenges scenario={sc.clone()} on_change={set.clone()} />
            <StackEditor {game} scenario={sc.clone()} seat_names={props.seat_names.clone()} on_change={set.clone()} />
            <div class="editor-turn">
                <div class="field">
                    <label for="ioi-to-move">{ "Whose turn" }</label>
                    <select id="ioi-to-move" onchange={edit(|sc, v| sc.to_move = v.parse().unwrap_or(0))}>
                        { for (0..sc.seats.len()).map(|s| html! {
                            <option value={s.to_string()} selected={sc.to_move == s}>{ name(s) }</option>
                        }) }
                    </select>
                </div>
                <div class="field">
                    <label for="ioi-start">{ "The turn starts at" }</label>
                    <select id="ioi-start" onchange={edit(|sc, v| sc.start = match v {
                        "actions" => Start::Actions,
                        "listen" => Start::ListenIn,
                        _ => Start::TurnStart,
                    })}>
                        <option value="start" selected={sc.start == Start::TurnStart}>{ "1. Refresh (the whole turn)" }</option>
                        <option value="listen" selected={sc.start == Start::ListenIn}>{ "3. Listen In" }</option>
                        <option value="actions" selected={sc.start == Start::Actions}>{ "4. Actions" }</option>
                    </select>
                </div>
                <div class="field">
                    <label for="ioi-round">{ "Round" }</label>
                    <input id="ioi-round" type="number" min="1" max="99" value={sc.round.to_string()}
                        onchange={edit(|sc, v| sc.round = v.parse().unwrap_or(1).clamp(1, 99))} />
                </div>
            </div>
        </EditorFrame>
    }
}
