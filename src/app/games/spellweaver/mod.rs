//! The Spellweaver board: two heroes facing each other across their combat rows. Pieces, one
//! per file: `side` (a player's hero, resources, levels, skills, graveyard and rows),
//! `creature` (a creature in play), `hand`, `card` (a card's face in words), `combat` (the
//! attack and block arrows in SVG and the damage order), `choices` (the question, the turn's
//! buttons and the selected thing's plays), `stack` (what waits to resolve, and Divine
//! Offering), `pick` (grouping legal actions by what they move and aim at), `summary`,
//! `setup` (options: each seat's deck; "how to play"), `decks` (saved decks in localStorage),
//! `deck_builder`, `editor` and `seat_editor` (teaching mode's position editor), `text`
//! (aspect symbols and words). Styles: `styles/spellweaver.css`.
//!
//! Playing is "tap what you move, then where it goes": a hand card, creature or skill is
//! selected, its legal plays are listed as buttons, and the creatures and heroes it can aim
//! at are marked; tapping one of those plays it. Everything comes from `ctx.legal`.

mod card;
mod choices;
mod combat;
mod creature;
mod deck_builder;
mod decks;
mod editor;
mod hand;
mod pick;
mod seat_editor;
mod setup;
mod side;
mod stack;
mod summary;
mod text;

use crate::core::wording::with_names;
use crate::core::wording::possessive;
use crate::app::pages::new_game::OptionsProps;
use crate::app::table::{self, BoardContext, EditorContext, GameRef};
use deck_builder::DeckBuilder;
use crate::core::Viewer;
use crate::games::spellweaver::{Action, AttackTarget, Homebrew, Iid, Kind, Phase, ShrineUse, Spellweaver};
use std::cell::RefCell;
use choices::Choices;
use combat::CombatMap;
use hand::Hand;
use pick::{aimed, hint_marks, subject, Aimed, Pick};
use side::PlayerSide;
use stack::{Offering, StackList};
use yew::prelude::*;

pub struct Board;

/// The game a table shows: the built-in one, or (a game from a scenario with homebrew cards)
/// one whose content also holds those cards. The pieces compare the game by address, so each
/// set of homebrew cards gets one such game, made the first time it is shown and kept for the
/// rest of the run.
pub(crate) fn table_game(game: &'static Spellweaver, homebrew: &Homebrew) -> &'static Spellweaver {
    if homebrew.is_empty() {
        return game;
    }
    thread_local! {
        static GAMES: RefCell<Vec<(Homebrew, &'static Spellweaver)>> = const { RefCell::new(Vec::new()) };
    }
    GAMES.with(|games| {
        let mut games = games.borrow_mut();
        if let Some((_, found)) = games.iter().find(|(h, _)| h == homebrew) {
            return *found;
        }
        let content = homebrew.content(&game.content).clone();
        let made: &'static Spellweaver = Box::leak(Box::new(Spellweaver { content }));
        games.push((homebrew.clone(), made));
        made
    })
}

impl table::Board for Board {
    type Game = Spellweaver;

    fn game() -> Result<&'static Spellweaver, String> {
        Spellweaver::standard()
    }

    fn render(ctx: BoardContext<Spellweaver>) -> Html {
        html! { <SpellweaverTable ..ctx /> }
    }

    fn layout_class() -> &'static str {
        "layout-spellweaver"
    }

    fn summary(ctx: BoardContext<Spellweaver>) -> Html {
        html! { <summary::Summary ..ctx /> }
    }

    fn editor(ctx: EditorContext<Spellweaver>) -> Option<Html> {
        Some(html! { <editor::PositionEditor ..ctx /> })
    }

    fn has_editor() -> bool {
        true
    }

    fn has_options() -> bool {
        true
    }

    fn options_form(options: OptionsProps) -> Option<Html> {
        Some(html! { <setup::DeckOptions {options} /> })
    }

    /// The card pool is loaded when the deck builder opens, not with the page.
    fn options_editor(options: OptionsProps) -> Html {
        let builder = Callback::from(|on_saved| match Self::game() {
            Ok(game) => html! { <DeckBuilder game={GameRef(game)} {on_saved} /> },
            Err(e) => html! { <p class="banner warning" role="alert">{ format!("The card pool could not be loaded: {e}") }</p> },
        });
        html! { <setup::DeckOptions {options} builder={Some(builder)} /> }
    }

    /// With the setting "skip asking people with no possible answer" (on unless turned off, and
    /// always against the computer): a person asked to answer the stack, a block or the end of a
    /// turn whose only answer is to pass is not asked (the table passes for them, logged), so the
    /// tablet goes round only for decisions. The engine still asks (ruling "Instant windows").
    fn answers_forced(settings: &crate::storage::Settings) -> Option<table::Forced<Spellweaver>> {
        settings.skip_no_answer.then_some(|s, seat| {
            let t = &s.table;
            // The answer windows: the stack, blocks, before damage, the end of a turn.
            let window = t.priority == Some(seat as u8)
                || matches!(t.phase, Phase::Block | Phase::AfterBlocks | Phase::EndWindow);
            window.then(|| crate::core::Rule::new("spellweaver", "Card Types", "Spells"))
        })
    }

    fn how_to_play() -> &'static [&'static str] {
        setup::HOW_TO_PLAY
    }
}

#[function_component(SpellweaverTable)]
pub fn spellweaver_table(props: &BoardContext<Spellweaver>) -> Html {
    let view = &props.view;
    let t = &view.table;
    let game = GameRef(table_game(props.game, &t.homebrew));
    let selected = use_state(|| None::<Pick>);
    // A new position clears a selection that no longer has plays.
    let legal: Vec<(Action, String)> = if props.to_act { props.legal.clone() } else { Vec::new() };
    let current = (*selected).filter(|p| legal.iter().any(|(a, _)| subject(a) == Some(*p)));
    let defender = t.defender();
    let bottom: u8 = match props.viewer {
        Viewer::Seat(s) => s as u8,
        _ => props.seat.map(|s| s as u8).unwrap_or(0),
    };
    let top = 1 - bottom.min(1);
    let all_picked: Vec<(Action, String)> = match current {
        Some(p) => legal.iter().filter(|(a, _)| subject(a) == Some(p)).cloned().collect(),
        None => Vec::new(),
    };
    // A target tapped that several plays aim at (a creature attacking the hero or using its
    // ability on it): the bar then lists only those, for this selection in this position.
    let narrowed = use_state(|| None::<(Pick, Aimed, u32)>);
    let narrow_to = (*narrowed).filter(|(p, _, at)| Some(*p) == current && *at == t.actions).map(|(_, aim, _)| aim);
    let picked_actions: Vec<(Action, String)> = match narrow_to {
        Some(aim) => all_picked.iter().filter(|(a, _)| aimed(a, defender) == Some(aim)).cloned().collect(),
        None => all_picked.clone(),
    };
    let aims: Vec<Aimed> = all_picked.iter().filter_map(|(a, _)| aimed(a, defender)).collect();
    let target_creatures: Vec<Iid> =
        aims.iter().filter_map(|a| if let Aimed::Creature(id) = a { Some(*id) } else { None }).collect();
    let actors: Vec<Iid> = legal
        .iter()
        .filter_map(|(a, _)| if let Some(Pick::Creature(id)) = subject(a) { Some(id) } else { None })
        .collect();
    let skills_usable: Vec<u8> = legal
        .iter()
        .filter_map(|(a, _)| if let Some(Pick::Skill(s)) = subject(a) { Some(s) } else { None })
        .collect();
    let playable: Vec<Iid> = legal
        .iter()
        .filter_map(|(a, _)| if let Some(Pick::Card(id)) = subject(a) { Some(id) } else { None })
        .collect();
    // Marked "playable" only for a play of its own: Divine Offering takes any card, so it
    // would mark the whole hand.
    let castable: Vec<Iid> = legal
        .iter()
        .filter_map(|(a, _)| match *a {
            Action::Cast { card, .. } | Action::PlayShrine { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    // Tapping a creature or hero: complete the selection aimed there (or, when several plays
    // aim there, list just those), else select it.
    let tap_aim = {
        let (selected, picked, on_action) = (selected.clone(), all_picked.clone(), props.on_action.clone());
        let (narrowed, at) = (narrowed.clone(), t.actions);
        move |aim: Aimed| -> bool {
            let there: Vec<Action> = picked.iter().filter(|(a, _)| aimed(a, defender) == Some(aim)).map(|(a, _)| *a).collect();
            match (there.as_slice(), current) {
                ([], _) | (_, None) => false,
                ([one], _) => {
                    on_action.emit(*one);
                    selected.set(None);
                    true
                }
                (_, Some(p)) => {
                    narrowed.set(Some((p, aim, at)));
                    true
                }
            }
        }
    };
    // While attackers or blockers are declared, a creature of the player's own that may not
    // attack or block says why when tapped, in the engine's words ("why not?").
    let declaring: Option<Action> = match (props.to_act, t.phase) {
        (true, Phase::Attack) if t.priority.is_none() => Some(Action::Attack { attacker: 0, target: AttackTarget::Hero }),
        (true, Phase::Block) if t.priority.is_none() => {
            t.attacks.first().map(|d| Action::Block { blocker: 0, attacker: d.attacker })
        }
        _ => None,
    };
    let on_creature = {
        let (selected, tap_aim, actors, narrowed) = (selected.clone(), tap_aim.clone(), actors.clone(), narrowed.clone());
        let (on_action, creatures, seat) = (props.on_action.clone(), t.creatures.clone(), bottom);
        Callback::from(move |id: Iid| {
            if tap_aim(Aimed::Creature(id)) {
                return;
            }
            if actors.contains(&id) {
                selected.set(if current == Some(Pick::Creature(id)) { None } else { Some(Pick::Creature(id)) });
                narrowed.set(None);
            } else if creatures.iter().any(|c| c.id == id && c.owner == seat) {
                match declaring {
                    Some(Action::Attack { target, .. }) => on_action.emit(Action::Attack { attacker: id, target }),
                    Some(Action::Block { attacker, .. }) => on_action.emit(Action::Block { blocker: id, attacker }),
                    _ => {}
                }
            }
        })
    };
    let on_hero = {
        let tap_aim = tap_aim.clone();
        Callback::from(move |h: u8| {
            tap_aim(Aimed::Hero(h));
        })
    };
    let on_skill = {
        let (selected, narrowed) = (selected.clone(), narrowed.clone());
        Callback::from(move |slot: u8| {
            selected.set(if current == Some(Pick::Skill(slot)) { None } else { Some(Pick::Skill(slot)) });
            narrowed.set(None);
        })
    };
    let cards = view.cards.clone();
    let on_card = {
        let (selected, playable, cards, narrowed) = (selected.clone(), playable.clone(), cards.clone(), narrowed.clone());
        let (castable, on_action, mine) = (castable.clone(), props.on_action.clone(), props.to_act);
        Callback::from(move |id: Iid| {
            // The engine offers one copy of twin cards: stand for it.
            let def = cards.get(id as usize).copied().flatten();
            let twin_of = |ids: &[Iid]| ids.iter().copied().find(|&p| cards.get(p as usize).copied().flatten() == def);
            // A card with no play of its own says why, in the engine's words and rule ("why not?").
            if mine && twin_of(&castable).is_none() {
                let shrine = def.and_then(|d| game.content.card(d)).is_some_and(|k| k.kind == Kind::Shrine);
                on_action.emit(if shrine {
                    Action::PlayShrine { card: id, use_: ShrineUse::Level }
                } else {
                    Action::Cast { card: id, target: None }
                });
            }
            let next = twin_of(&playable).map(Pick::Card);
            selected.set(if next == current { None } else { next });
            narrowed.set(None);
        })
    };
    let on_cancel = {
        let (selected, narrowed) = (selected.clone(), narrowed.clone());
        Callback::from(move |_: ()| {
            selected.set(None);
            narrowed.set(None);
        })
    };
    let onkeydown = {
        let on_cancel = on_cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                on_cancel.emit(());
            }
        })
    };
    let on_play = {
        let (selected, on_action) = (selected.clone(), props.on_action.clone());
        Callback::from(move |a: Action| {
            selected.set(None);
            on_action.emit(a);
        })
    };
    let marks = hint_marks(&props.hints);
    let creature_marks: Vec<(Iid, AttrValue)> = marks
        .iter()
        .filter_map(|(p, m)| if let Pick::Creature(id) = p { Some((*id, AttrValue::from(m.clone()))) } else { None })
        .collect();
    let card_marks: Vec<(Iid, AttrValue)> = marks
        .iter()
        .filter_map(|(p, m)| if let Pick::Card(id) = p { Some((*id, AttrValue::from(m.clone()))) } else { None })
        .collect();
    let side = |seat: u8, far: bool| {
        let hero_target = aims.contains(&Aimed::Hero(seat));
        let sel_creature = if let Some(Pick::Creature(id)) = current { Some(id) } else { None };
        let sel_skill = if let (Some(Pick::Skill(s)), true) = (current, props.seat == Some(seat as usize)) { Some(s) } else { None };
        let mine = props.seat == Some(seat as usize);
        html! {
            <PlayerSide {game} table={t.clone()} {seat} name={props.name(seat as usize)} {far}
                computer={props.computer_seats.contains(&(seat as usize))} thinking={props.thinking == Some(seat as usize)}
                selected={sel_creature} selected_skill={sel_skill} targets={target_creatures.clone()} {hero_target}
                cards={cards.clone()} marks={creature_marks.clone()}
                actors={actors.clone()} skills_usable={if mine { skills_usable.clone() } else { Vec::new() }}
                on_creature={on_creature.clone()} on_hero={on_hero.clone()} on_skill={on_skill.clone()} />
        }
    };
    let hand_of = |seat: u8, title: String| {
        let hand = view.hands.get(seat as usize).cloned().unwrap_or_default();
        let sel = if let Some(Pick::Card(id)) = current { Some(id) } else { None };
        let mine = props.seat == Some(seat as usize);
        html! {
            <Hand {game} {title} {hand} cards={cards.clone()} selected={sel} marks={if mine { card_marks.clone() } else { Vec::new() }}
                playable={if mine { castable.clone() } else { Vec::new() }} on_tap={on_card.clone()} />
        }
    };
    let status = match (&t.ending, props.thinking) {
        // The engine's reason names seats "Player 1", "Player 2": the table uses the players' names.
        (Some(e), _) => with_names(
            &format!("Player {} wins · {}", e.winner + 1, crate::games::spellweaver::reason_words(&e.reason)),
            &props.seat_names,
        ),
        (None, Some(s)) => format!("{} is thinking…", props.name(s)),
        (None, None) => String::new(),
    };
    let waiting = t.stack.last().map(|item| {
        let name_of = |seat: u8| props.name(seat as usize);
        AttrValue::from(text::stack_line(&game.content, t, item, &name_of))
    });
    let show_bottom_hand = !view.hands.get(bottom as usize).map(Vec::is_empty).unwrap_or(true);
    let show_top_hand = props.viewer == Viewer::Teacher && !view.hands.get(top as usize).map(Vec::is_empty).unwrap_or(true);
    html! {
        <div class={classes!("spellweaver", props.reduced_motion.then_some("reduced-motion"))} {onkeydown}>
            <header class="sw-header">
                <p class="sw-turn">
                    { format!("Turn {} · {} · ", t.turn.max(1), text::phase_name(t.phase)) }
                    <strong>{ format!("{} turn", possessive(&props.name(t.active as usize))) }</strong>
                </p>
                if !status.is_empty() { <p class="sw-status" role="status">{ status }</p> }
            </header>
            if show_top_hand { { hand_of(top, format!("{} hand (open for teaching)", possessive(&props.name(top as usize)))) } }
            { side(top, true) }
            <div class="sw-middle">
                <CombatMap {game} table={t.clone()} defender_name={props.name(defender as usize)} />
                <StackList {game} table={t.clone()} seat_names={props.seat_names.clone()} />
                <Offering {game} offering={view.offering.clone()} cards={cards.clone()} />
            </div>
            // The question sits in the flow between the middle and the acting side, right under
            // what is being decided (the combat, the stack), so it never covers them.
            if props.to_act && !legal.is_empty() {
                <Choices table={t.clone()} seat={props.seat.unwrap_or(0) as u8} legal={legal.clone()} picked={picked_actions.clone()}
                    hints={props.hints.clone()} on_play={on_play} {on_cancel} {waiting} />
            }
            { side(bottom, false) }
            if show_bottom_hand {
                { hand_of(bottom, if props.seat == Some(bottom as usize) { "Your hand".to_string() } else { format!("{} hand", possessive(&props.name(bottom as usize))) }) }
            }
        </div>
    }
}
