//! The acting seat's choices, grouped as the table thinks of them, each a button labelled by the
//! engine; plus typed names and consequences (the engine checks the text).

use super::drill::{choice_box, Drill, DrillOption};
use super::text::{challenge_name, suit_glyph};
use crate::app::components::{event_value, MOST_CHOICES_AT_ONCE};
use crate::core::wording::with_article;
use crate::games::weave::{Action, Playset, Redemption, StoryUse, Table};
use yew::prelude::*;

/// The group an action is offered in, in the order the groups are shown.
fn group(action: &Action) -> (usize, &'static str) {
    match action {
        Action::Pick { .. } | Action::Name { .. } => (0, "Character"),
        Action::Accept | Action::Refuse => (1, "Enticement"),
        // A wound can be healed on any action of the player, in a challenge or not.
        Action::Redeem { used_for: Redemption::Heal(_), .. } => (16, "Heal with a kept card"),
        Action::Roll | Action::UseSignature | Action::Redeem { .. } => (2, "Roll"),
        Action::RaiseLevel { .. }
        | Action::Entice { .. }
        | Action::AutoPass
        | Action::SetPool
        | Action::Weigh { .. }
        | Action::Awesome
        | Action::Agree => (3, "Challenge"),
        Action::Wound { .. } | Action::Consequence { .. } | Action::NoConsequence => (4, "After the roll"),
        Action::PickStory { .. } => (5, "Story card"),
        Action::Redraw { .. } => (6, "Redraw Challenge cards"),
        Action::BeginEpisode | Action::Reuse { .. } | Action::Recast { .. } => (7, "Episode"),
        Action::IssueChallenge { .. } => (8, "Issue a challenge"),
        Action::SkillCheck { .. } => (9, "Skill check"),
        Action::Discover { .. } => (10, "Foundation"),
        Action::ConsultOracle { .. }
        | Action::OracleItem { .. }
        | Action::PlayStory { .. }
        | Action::PlayFaceDown { .. }
        | Action::Reveal { .. }
        | Action::OfferStory { .. } => (11, "Story cards"),
        Action::GiveItem { .. } => (12, "Give an item"),
        Action::StartEncounter { .. } | Action::NextTurn | Action::NonPlayerAction | Action::EndEncounter => {
            (13, "Encounter")
        }
        Action::AddQuality { .. } | Action::RemoveQuality { .. } => (14, "Qualities"),
        Action::EndScene | Action::EndEpisode => (15, "Scene"),
    }
}

/// Groups long enough to fold away until opened.
const FOLDED: [usize; 1] = [14];

/// The parts a move is chosen by, one step each (`drill`): a challenge by suit, then character;
/// a Story card, then how it is played; an item's receiver, then the item. None for a move chosen
/// at once.
fn parts(set: &Playset, t: &Table, a: &Action) -> Option<Vec<String>> {
    let who = |i: u8| t.character(i).map(|c| c.name.clone()).unwrap_or_default();
    let story = |k: u8| set.story.get(k as usize);
    let title = |k: u8| story(k).map(|c| c.title.clone()).unwrap_or_default();
    let as_ = |u: StoryUse| format!("As {}", with_article(u.name()));
    Some(match *a {
        Action::IssueChallenge { character, suit } => vec![format!("{} {}", suit_glyph(suit), suit.name()), who(character)],
        Action::PlayStory { card, used_as } => vec![title(card), as_(used_as)],
        Action::PlayFaceDown { card } => vec![title(card), "Face down, to turn up later".into()],
        Action::Reveal { index, used_as } => vec![format!("Face-down card {}", index as usize + 1), as_(used_as)],
        Action::OfferStory { character, used_as } => {
            vec!["Let a player choose".into(), who(character), as_(used_as)]
        }
        Action::ConsultOracle { used_as } => vec!["Ask the oracle".into(), as_(used_as)],
        Action::OracleItem { character } => vec!["Ask the oracle".into(), format!("An item for {}", who(character))],
        Action::GiveItem { card, item, character } => {
            let text = story(card).and_then(|c| c.items.get(item as usize)).cloned().unwrap_or_default();
            vec![who(character), format!("The {text} ({})", title(card))]
        }
        _ => return None,
    })
}

#[derive(Properties, PartialEq)]
pub struct ChoicesProps {
    pub set: &'static Playset,
    pub table: Table,
    pub legal: Vec<(Action, String)>,
    pub hints: Vec<(Action, String, f64)>,
    pub on_action: Callback<Action>,
    /// Who is choosing, for the heading.
    pub who: AttrValue,
    pub naming: bool,
    pub consequence: bool,
}

#[function_component(Choices)]
pub fn choices(props: &ChoicesProps) -> Html {
    let typed = use_state(String::new);
    // The Challenge cards marked to redraw after an auto-pass (bits of `Action::Redraw`'s mask):
    // marked card by card, rather than one button for every subset of the hand.
    let marked = use_state(|| 0u8);
    {
        let marked = marked.clone();
        use_effect_with(props.legal.clone(), move |_| marked.set(0));
    }
    let hinted: Vec<String> = props.hints.iter().map(|(_, label, _)| label.clone()).collect();
    // A new position starts each drill from its first part.
    let moment = props.legal.len();
    // Each move with its group and, if it is chosen in parts, its parts (worked out once).
    // (A redraw is marked card by card instead: `redraw_marks`.)
    let moves: Vec<_> = props
        .legal
        .iter()
        .filter(|(a, _)| !matches!(a, Action::Redraw { .. }))
        .map(|(a, text)| {
            let (order, name) = group(a);
            (order, name, a, text, parts(props.set, &props.table, a))
        })
        .collect();
    // More than a phone's dozen of first choices (the storyteller's scene): every move but the
    // folded ones is chosen in parts, its group first ("Issue a challenge ›", then the suit, then
    // the character).
    let mut firsts: Vec<(usize, &String)> = Vec::new();
    for (order, _, _, text, parts) in &moves {
        let first = (*order, parts.as_ref().and_then(|p| p.first()).unwrap_or(text));
        if !FOLDED.contains(order) && !firsts.contains(&first) {
            firsts.push(first);
        }
    }
    let whole = firsts.len() > MOST_CHOICES_AT_ONCE;
    // What the step shows beside an opened folded group: every first choice, or with the whole
    // step in parts, one per group. The group's own buttons get the rest of the dozen.
    let beside = if whole {
        let mut orders: Vec<usize> = firsts.iter().map(|(order, _)| *order).collect();
        orders.sort_unstable();
        orders.dedup();
        orders.len()
    } else {
        firsts.len()
    };
    let folded_room = MOST_CHOICES_AT_ONCE.saturating_sub(beside);
    let mut all_in_parts: Vec<DrillOption<Action>> = Vec::new();
    let mut groups: Vec<(usize, &'static str, Vec<Html>)> = Vec::new();
    if props.legal.iter().any(|(a, _)| matches!(a, Action::Redraw { .. })) {
        groups.push((6, "Redraw Challenge cards", redraw_marks(props, &marked)));
    }
    // Moves chosen in parts, by group.
    let mut drills: Vec<(usize, &'static str, Vec<DrillOption<Action>>)> = Vec::new();
    for (order, name, action, text, parts) in moves {
        if whole && !FOLDED.contains(&order) {
            let path = std::iter::once(name.to_string()).chain(parts.unwrap_or_default()).collect();
            all_in_parts.push(DrillOption { parts: path, action: action.clone(), label: text.clone() });
            continue;
        }
        if let Some(parts) = parts {
            let option = DrillOption { parts, action: action.clone(), label: text.clone() };
            match drills.iter_mut().find(|g| g.0 == order) {
                Some(g) => g.2.push(option),
                None => drills.push((order, name, vec![option])),
            }
            continue;
        }
        let hint = props.hints.iter().position(|(h, _, _)| h == action);
        let on_click = props.on_action.reform({
            let action = action.clone();
            move |_: MouseEvent| action.clone()
        });
        let button = html! {
            <button type="button" class={classes!("choice", hint.map(|_| "hinted"))} onclick={on_click}>
                { text.clone() }
                if let Some(k) = hint { <span class="hint-mark">{ format!(" · computer's choice {}", k + 1) }</span> }
            </button>
        };
        match groups.iter_mut().find(|g| g.0 == order) {
            Some(g) => g.2.push(button),
            None => groups.push((order, name, vec![button])),
        }
    }
    let drilled: Vec<usize> = drills.iter().map(|g| g.0).collect();
    for (order, name, options) in drills {
        let drill = html! { <Drill<Action> key={format!("{order}-{moment}")} {options} on_action={props.on_action.clone()} hinted={hinted.clone()} /> };
        groups.push((order, name, vec![drill]));
    }
    groups.sort_by_key(|g| g.0);
    let on_input = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| typed.set(event_value(&e)))
    };
    let submit = |make: fn(String) -> Action| {
        let (typed, on_action) = (typed.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = typed.trim().to_string();
            if !text.is_empty() {
                on_action.emit(make(text));
                typed.set(String::new());
            }
        })
    };
    let typed_field = |id: &'static str, label: &'static str, button: &'static str, make: fn(String) -> Action| {
        html! {
            <form class="typed" onsubmit={submit(make)}>
                <label for={id}>{ label }</label>
                <input {id} type="text" maxlength="60" value={(*typed).clone()} oninput={on_input.clone()} />
                <button type="submit" class="choice">{ button }</button>
            </form>
        }
    };
    html! {
        <section class="weave-choices choice-bar" aria-labelledby="weave-choices-h">
            <h2 id="weave-choices-h">{ format!("{}: your move", props.who) }</h2>
            if whole {
                <Drill<Action> key={format!("all-{moment}")} options={all_in_parts} on_action={props.on_action.clone()} hinted={hinted.clone()} />
            }
            { for groups.into_iter().map(|(order, name, buttons)| {
                let folded = FOLDED.contains(&order);
                let body = if drilled.contains(&order) {
                    html! { <>{ for buttons }</> }
                } else {
                    choice_box(buttons, if folded { folded_room } else { MOST_CHOICES_AT_ONCE })
                };
                if folded {
                    html! { <details class="choice-group"><summary>{ name }</summary>{ body }</details> }
                } else {
                    html! { <div class="choice-group" role="group" aria-label={name}><h3>{ name }</h3>{ body }</div> }
                }
            }) }
            if props.naming {
                { typed_field("weave-name", "Or type a name", "Use this name", |name| Action::Name { name }) }
            }
            if props.consequence {
                { typed_field("weave-consequence", "Or type a consequence", "Give this consequence", |text| Action::Consequence { text }) }
            }
        </section>
    }
}

/// The redraw after an auto-pass: a toggle per Challenge card in hand, then one button that
/// discards the marked ones and draws anew (or keeps the hand when none is marked).
fn redraw_marks(props: &ChoicesProps, marked: &UseStateHandle<u8>) -> Vec<Html> {
    let mask = **marked;
    let mut out: Vec<Html> = props
        .table
        .hand_challenges
        .iter()
        .enumerate()
        .take(8)
        .map(|(i, &card)| {
            let bit = 1u8 << i;
            let on = mask & bit != 0;
            let marked = marked.clone();
            html! {
                <button type="button" class="choice" aria-pressed={if on { "true" } else { "false" }}
                    onclick={move |_| marked.set(mask ^ bit)}>
                    <span aria-hidden="true">{ if on { "☑ " } else { "☐ " } }</span>
                    { format!("Redraw {}", challenge_name(props.set, card)) }
                </button>
            }
        })
        .collect();
    let words = if mask == 0 {
        "Keep the hand".to_string()
    } else {
        format!("Discard and draw {}", crate::core::wording::count(mask.count_ones() as u64, "new card", "new cards"))
    };
    let on_action = props.on_action.reform(move |_: MouseEvent| Action::Redraw { mask });
    out.push(html! { <button type="button" class="choice primary" onclick={on_action}>{ words }</button> });
    out
}
