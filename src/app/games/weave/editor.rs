//! Teaching mode's position editor: starting from the current position (every card open), the
//! teacher sets each character's focus suit, wounds by suit, whether the signature move is
//! spent, and the Challenge cards kept from enticements; the storyteller's hand (four Challenge
//! and two Story cards); the Challenge cards on top of the deck; the episodes in the season. The
//! position starts as a new first scene (a challenge under way is not part of a scenario). The
//! rules check it before it starts; it can be saved as a scenario file or shared as a link.

use super::text::{challenge_name, story_title, suit_glyph};
use crate::app::components::{event_value, start_checked, EditorFrame};
use crate::app::table::EditorContext;
use crate::core::Game;
use crate::games::weave::{
    Playset, Scenario, ScenarioCharacter, Suit, Weave, HAND_CHALLENGES, HAND_STORIES,
};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

pub use crate::games::weave::scenario_of;

/// A change to the draft from a form field's new value.
type Edit = Rc<dyn Fn(&mut Scenario, String)>;

/// The places a Challenge card can be put.
#[derive(Clone, Copy, PartialEq)]
enum Pile {
    Kept(usize),
    Hand,
    DeckTop,
}

fn pile_mut(d: &mut Scenario, pile: Pile) -> Option<&mut Vec<u8>> {
    match pile {
        Pile::Kept(i) => d.characters.get_mut(i).map(|c| &mut c.kept),
        Pile::Hand => Some(&mut d.hand_challenges),
        Pile::DeckTop => Some(&mut d.challenge_top),
    }
}

/// Challenge cards not placed anywhere in the draft, for the "add a card" lists.
fn free_challenges(set: &Playset, d: &Scenario) -> Vec<u8> {
    let used: Vec<u8> = d
        .characters
        .iter()
        .flat_map(|c| c.kept.iter())
        .chain(&d.hand_challenges)
        .chain(&d.challenge_top)
        .copied()
        .collect();
    (0..set.challenges.len() as u8).filter(|c| !used.contains(c)).collect()
}

fn wounds_in(c: &ScenarioCharacter, suit: Suit) -> usize {
    c.wounds.iter().filter(|&&w| w == suit).count()
}

#[function_component(PositionEditor)]
pub fn position_editor(props: &EditorContext<Weave>) -> Html {
    let game = props.game;
    let draft = use_state(|| scenario_of(game, &props.view));
    let Some(set) = game.content.playsets.get(props.view.table.playset as usize) else { return Html::default() };
    let update = |f: Edit| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let mut next = (*draft).clone();
            f(&mut next, event_value(&e));
            draft.set(next);
        })
    };
    let remove = |pile: Pile, index: usize| {
        let draft = draft.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = (*draft).clone();
            if let Some(cards) = pile_mut(&mut next, pile).filter(|cards| index < cards.len()) {
                cards.remove(index);
            }
            draft.set(next);
        })
    };
    // Adding: the list's choice is added at once, and the list goes back to its prompt.
    let add = |pile: Pile| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let Ok(card) = event_value(&e).parse::<u8>() else { return };
            if let Some(select) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) {
                select.set_value("");
            }
            let mut next = (*draft).clone();
            if let Some(cards) = pile_mut(&mut next, pile) {
                cards.push(card);
            }
            draft.set(next);
        })
    };
    let free = free_challenges(set, &draft);
    let card_list = |pile: Pile, cards: &[u8], label: String| {
        html! {
            <ul class="edit-list" aria-label={label.clone()}>
                { for cards.iter().enumerate().map(|(i, &c)| {
                    let name = challenge_name(set, c);
                    html! {
                        <li>
                            <span>{ name.clone() }</span>
                            <button type="button" class="icon small" aria-label={format!("Remove {name} from {label}")}
                                onclick={remove(pile, i)}>{ "×" }</button>
                        </li>
                    }
                }) }
            </ul>
        }
    };
    let add_select = |pile: Pile, label: &str| {
        html! {
            <label class="field">
                { label.to_string() }
                <select onchange={add(pile)}>
                    <option value="" selected=true>{ "Choose a Challenge card…" }</option>
                    { for free.iter().map(|&c| html! { <option value={c.to_string()}>{ challenge_name(set, c) }</option> }) }
                </select>
            </label>
        }
    };
    let owner_name =
        |s: u8| props.seat_names.get(s as usize).cloned().unwrap_or_else(|| format!("Player {}", s as usize + 1).into());

    let character_editor = |i: usize| {
        let Some(c) = draft.characters.get(i) else { return Html::default() };
        let focus = c.focus.unwrap_or(Suit::Stones);
        html! {
            <fieldset class="seat-editor">
                <legend>{ format!("{} ({})", c.name, owner_name(c.owner)) }</legend>
                <div class="edit-row">
                    <label class="field">
                        { "Focus suit" }
                        <select onchange={update(Rc::new(move |d: &mut Scenario, v: String| {
                            if let Some(c) = d.characters.get_mut(i) { c.focus = Suit::parse(&v).or(c.focus); }
                        }))}>
                            { for Suit::ALL.iter().map(|s| html! {
                                <option value={s.name()} selected={*s == focus}>{ format!("{} {}", suit_glyph(*s), s.name()) }</option>
                            }) }
                        </select>
                    </label>
                    { for Suit::ALL.iter().map(|&suit| html! {
                        <label class="field small">
                            { format!("{} wounds", suit.name()) }
                            <input type="number" min="0" max="3" value={wounds_in(c, suit).to_string()}
                                onchange={update(Rc::new(move |d: &mut Scenario, v: String| {
                                    let Some(c) = d.characters.get_mut(i) else { return };
                                    let n = v.parse::<usize>().unwrap_or(0).min(3);
                                    // Wounds are kept in suit order; three in all remove the character.
                                    let mut wounds: Vec<Suit> = Suit::ALL.iter()
                                        .flat_map(|&s| std::iter::repeat_n(s, if s == suit { n } else { wounds_in(c, s) }))
                                        .collect();
                                    wounds.truncate(3);
                                    c.wounds = wounds;
                                }))} />
                        </label>
                    }) }
                </div>
                <label class="check">
                    <input type="checkbox" checked={c.signature_used}
                        onchange={update(Rc::new(move |d: &mut Scenario, _v: String| {
                            if let Some(c) = d.characters.get_mut(i) { c.signature_used = !c.signature_used; }
                        }))} />
                    { format!(" Signature move ({}) used this episode", set.story.get(c.signature as usize).map(|s| s.signature.name.clone()).unwrap_or_default()) }
                </label>
                <h3>{ format!("Kept Challenge cards ({})", c.kept.len()) }</h3>
                { card_list(Pile::Kept(i), &c.kept, format!("{} kept cards", crate::core::wording::possessive(&c.name))) }
                { add_select(Pile::Kept(i), "Add a kept card") }
            </fieldset>
        }
    };

    let story_hand = {
        let stories: Vec<u8> = (0..set.story.len() as u8).filter(|c| !draft.hand_stories.contains(c)).collect();
        let draft_for_remove = draft.clone();
        let draft_for_add = draft.clone();
        html! {
            <>
                <h3>{ format!("Story cards ({} of {HAND_STORIES})", draft.hand_stories.len()) }</h3>
                <ul class="edit-list" aria-label="The storyteller's Story cards">
                    { for draft.hand_stories.iter().enumerate().map(|(i, &c)| {
                        let title = story_title(set, c);
                        let draft = draft_for_remove.clone();
                        html! {
                            <li>
                                <span>{ title.clone() }</span>
                                <button type="button" class="icon small" aria-label={format!("Remove {title} from the storyteller's Story cards")}
                                    onclick={Callback::from(move |_: MouseEvent| {
                                        let mut next = (*draft).clone();
                                        if i < next.hand_stories.len() { next.hand_stories.remove(i); }
                                        draft.set(next);
                                    })}>{ "×" }</button>
                            </li>
                        }
                    }) }
                </ul>
                if draft.hand_stories.len() < HAND_STORIES {
                    <label class="field">
                        { "Add a Story card" }
                        <select onchange={Callback::from(move |e: Event| {
                            let Ok(card) = event_value(&e).parse::<u8>() else { return };
                            let mut next = (*draft_for_add).clone();
                            next.hand_stories.push(card);
                            draft_for_add.set(next);
                        })}>
                            <option value="" selected=true>{ "Choose a Story card…" }</option>
                            { for stories.iter().map(|&c| html! { <option value={c.to_string()}>{ story_title(set, c) }</option> }) }
                        </select>
                    </label>
                }
            </>
        }
    };

    let on_start = start_checked(game, draft.clone(), props.on_start.clone());
    let scenario = crate::core::scenario_json(game, &*draft);
    html! {
        <EditorFrame game={game.id()} {scenario} default_title={format!("Weave position, {} characters", draft.characters.len())}
            {on_start} on_cancel={props.on_cancel.clone()} seat_names={props.seat_names.clone()} class={classes!("weave-editor")}>
            <p class="muted">{ "The position starts as the first scene of a new episode, with the storyteller to frame it." }</p>
            <div class="edit-row">
                <label class="field small">
                    { "Episodes" }
                    <input type="number" min="1" max="50" value={draft.options.episodes.to_string()}
                        onchange={update(Rc::new(|d: &mut Scenario, v: String| d.options.episodes = v.parse().unwrap_or(3).clamp(1, 50)))} />
                </label>
            </div>
            <div class="seat-editors">
                { for (0..draft.characters.len()).map(character_editor) }
                if !draft.options.oracle {
                    <fieldset class="seat-editor">
                        <legend>{ "Storyteller's hand" }</legend>
                        <h3>{ format!("Challenge cards ({} of {HAND_CHALLENGES})", draft.hand_challenges.len()) }</h3>
                        { card_list(Pile::Hand, &draft.hand_challenges, "the storyteller's Challenge cards".to_string()) }
                        if draft.hand_challenges.len() < HAND_CHALLENGES {
                            { add_select(Pile::Hand, "Add a Challenge card") }
                        }
                        { story_hand }
                    </fieldset>
                }
                <fieldset class="seat-editor">
                    <legend>{ "Challenge deck" }</legend>
                    <h3>{ "Cards on top (the last one is drawn first)" }</h3>
                    { card_list(Pile::DeckTop, &draft.challenge_top, "the top of the Challenge deck".to_string()) }
                    { add_select(Pile::DeckTop, "Put a card on top") }
                </fieldset>
            </div>
        </EditorFrame>
    }
}
