//! The Woven board: the map (`hex_map`), the viewer's tapestry (`tapestry_grid`), their hand
//! and Active spells (`spell_card`), the cast panel (every place the chosen spell's pattern
//! fits, drawn on the tapestry), the other choices (`choices`), each mage's public side
//! (`mage_panel`), the Citadel's turn step by step (`citadel_turn`), the end summary
//! (`summary`), teaching mode's position editor (`editor`) and "how to play" (`setup`); words in `text`.
//! Styles: `styles/woven.css`.

mod choices;
mod citadel_turn;
mod editor;
mod focus;
pub(crate) mod hex_map;
mod mage_panel;
mod mundane_panel;
mod pan_zoom;
mod setup;
mod spell_card;
mod summary;
mod tapestry_grid;
mod text;

use crate::app::table::{self, BoardContext, EditorContext, GameRef};
use std::rc::Rc;
use crate::core::Viewer;
use crate::games::woven::{Action, Mage, Mundane, Phase, SpellId, Task, Woven, HIDDEN};
use choices::Choices;
use citadel_turn::CitadelTurn;
use hex_map::{HexMap, MapChoice};
use mage_panel::MagePanel;
use mundane_panel::MundanePanel;
use spell_card::SpellCard;
use tapestry_grid::{GridMode, TapestryGrid};
use yew::prelude::*;

pub struct Board;

impl table::Board for Board {
    type Game = Woven;

    fn game() -> Result<&'static Woven, String> {
        Woven::standard()
    }

    fn render(ctx: BoardContext<Woven>) -> Html {
        html! { <WovenTable ..ctx /> }
    }

    fn layout_class() -> &'static str {
        "layout-woven"
    }

    fn summary(ctx: BoardContext<Woven>) -> Html {
        html! { <summary::Summary ..ctx /> }
    }

    fn editor(ctx: EditorContext<Woven>) -> Option<Html> {
        Some(html! { <editor::PositionEditor ..ctx /> })
    }

    fn has_editor() -> bool {
        true
    }

    fn how_to_play() -> &'static [&'static str] {
        setup::HOW_TO_PLAY
    }
}

/// A spell being cast: which one, and whether from the Active area (a re-cast).
#[derive(Clone, Copy, PartialEq)]
struct Casting {
    spell: SpellId,
    recast: bool,
}

#[function_component(WovenTable)]
pub fn woven_table(props: &BoardContext<Woven>) -> Html {
    let game = props.game;
    let t = &props.view.table;
    let casting = use_state(|| None::<Casting>);
    let shown = use_state(|| 0usize);
    // Hand positions marked to discard for a mundane effect.
    let marked = use_state(Vec::<usize>::new);
    {
        // A new position clears the spell being cast and the cards marked.
        let (casting, shown, marked) = (casting.clone(), shown.clone(), marked.clone());
        use_effect_with(props.legal.clone(), move |_| {
            casting.set(None);
            shown.set(0);
            marked.set(Vec::new());
        });
    }
    // Choosing a spell brings the tapestry, where its places are drawn, and the cast panel into view.
    use_effect_with(*casting, |casting| {
        if casting.is_some() {
            scroll_into_view("woven-cast");
        }
    });
    let me = match props.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Teacher => props.seat.or(t.active_seat()),
        Viewer::Spectator => None,
    };
    let shown_seat = me.or(t.active_seat()).unwrap_or(0);
    let mine = t.mages.get(shown_seat);
    let task = if t.phase == Phase::Play { t.pending.last() } else { None };
    let legal = |f: &dyn Fn(&Action) -> bool| -> Vec<(Action, String)> {
        props.legal.iter().filter(|(a, _)| f(a)).cloned().collect()
    };

    // Status line.
    let acting = t.active_seat();
    let name = |s: usize| props.name(s).to_string();
    // A reaction question names who did what, with which spell, where (ruling "Reactions").
    let question = match task {
        Some(Task::React { threat, .. } | Task::Sacrifice { threat, .. }) => {
            Some(text::threat(&game.content, threat, &name))
        }
        _ => None,
    };
    let status = match t.phase {
        Phase::Setup { seat } => crate::core::wording::with_names(
            &format!("Setup: Player {} chooses the face of their first tapestry card.", seat + 1),
            &props.seat_names,
        ),
        Phase::Over => "The game is over.".into(),
        Phase::Play => {
            let who = props.name(t.turn as usize);
            let doing = match task {
                Some(k) => text::task(&game.content, k, &name),
                // Free actions may follow the action until the turn is ended ("Each turn").
                None if t.actions_left == 0 => "The action is done: take a free action, or end the turn.".into(),
                None => String::new(),
            };
            format!(
                "Round {} of {} — {} turn, {} left. {}",
                t.round,
                game.content.round_limit,
                crate::core::wording::possessive(&who),
                crate::core::wording::count(t.actions_left, "action", "actions"),
                doing
            )
        }
    };

    // The map's choices.
    // What each step costs, as the rules count it (spells that waive terrain costs included).
    let walk_costs = match (task, acting) {
        (Some(Task::Walk { .. }), Some(seat)) => game.walk_costs(t, seat as u8),
        _ => Vec::new(),
    };
    let map_choices: Vec<MapChoice> = props
        .legal
        .iter()
        .filter_map(|(a, label)| match a {
            Action::Go { to } => Some(MapChoice {
                at: *to,
                action: a.clone(),
                label: label.clone().into(),
                cost: walk_costs.iter().find(|(l, _)| l == to).map(|&(_, k)| k),
            }),
            Action::Eye { at } => Some(MapChoice { at: *at, action: a.clone(), label: label.clone().into(), cost: None }),
            _ => None,
        })
        .collect();

    // The tapestry's mode.
    let cast_options: Vec<(Action, String)> = match *casting {
        Some(c) => legal(&|a| match a {
            Action::Cast { spell, .. } => !c.recast && *spell == c.spell,
            Action::Recast { spell, .. } => c.recast && *spell == c.spell,
            _ => false,
        }),
        None => Vec::new(),
    };
    let recast_task = matches!(task, Some(Task::Recast { .. }));
    let recast_options = if recast_task { legal(&|a| matches!(a, Action::Recast { .. })) } else { Vec::new() };
    let pattern_options = if recast_task { recast_options } else { cast_options };
    let placements: Vec<_> = props.legal.iter().filter_map(|(a, _)| match a {
        Action::Place { placement } => Some(*placement),
        _ => None,
    }).collect();
    let pulls: Vec<_> = props.legal.iter().filter_map(|(a, _)| match a {
        Action::Pull { at } => Some(*at),
        _ => None,
    }).collect();
    let mode = if let (Some(Task::PlaceCard { card }), false) = (task, placements.is_empty()) {
        GridMode::Place { card: *card, placements }
    } else if !pulls.is_empty() {
        GridMode::Pull { squares: pulls }
    } else {
        match pattern_options.get(*shown).or(pattern_options.first()).map(|(a, _)| a) {
            Some(Action::Cast { placement, .. } | Action::Recast { placement, .. }) => {
                GridMode::Show { placement: placement.clone() }
            }
            _ => GridMode::Look,
        }
    };
    let my_spells: Vec<SpellId> = mine
        .map(|m| m.hand.iter().copied().chain(m.active.iter().map(|a| a.spell)).filter(|&k| k != HIDDEN).collect())
        .unwrap_or_default();

    let cast_panel = if pattern_options.is_empty() {
        Html::default()
    } else {
        let spell = match &pattern_options[0].0 {
            Action::Cast { spell, .. } | Action::Recast { spell, .. } => *spell,
            _ => 0,
        };
        let name = game.content.spell(spell).map_or("?".to_string(), |s| s.name.clone());
        let cancel = {
            let casting = casting.clone();
            Callback::from(move |_| casting.set(None))
        };
        let n = pattern_options.len();
        let i = (*shown).min(n - 1);
        let (a, _) = &pattern_options[i];
        let words = match a {
            Action::Cast { placement, .. } | Action::Recast { placement, .. } => format!(
                "{} — {}",
                text::orientation(placement.orientation),
                text::new_threads(mine.map(|m| &m.tapestry), &placement.new_threads)
            ),
            _ => String::new(),
        };
        let step = |by: usize| {
            let shown = shown.clone();
            Callback::from(move |_: MouseEvent| shown.set((i + by) % n))
        };
        let (cb, act) = (props.on_action.clone(), a.clone());
        html! {
            <section class="cast-panel" id="woven-cast" aria-label={format!("Cast {name}")}>
                <h3>{ format!("Cast {name}: place {} of {n}", i + 1) }</h3>
                <p aria-live="polite">{ format!("{words}. The place is drawn on your tapestry.") }</p>
                <div class="cast-steps">
                    if n > 1 {
                        <button type="button" onclick={step(n - 1)} aria-label="Previous place">{ "◀ Previous" }</button>
                        <button type="button" onclick={step(1)} aria-label="Next place">{ "Next ▶" }</button>
                    }
                    <button type="button" class="place-option primary" onclick={move |_| cb.emit(act.clone())}>
                        { "Cast here" }
                    </button>
                    if !recast_task { <button type="button" onclick={cancel}>{ "Cancel" }</button> }
                </div>
            </section>
        }
    };

    // The hand and the Active area.
    let can_cast = |k: SpellId, recast: bool| {
        props.legal.iter().any(|(a, _)| match a {
            Action::Cast { spell, .. } => !recast && *spell == k,
            Action::Recast { spell, .. } => recast && *spell == k,
            _ => false,
        })
    };
    let choose = |k: SpellId, recast: bool| {
        let (casting, shown) = (casting.clone(), shown.clone());
        Callback::from(move |_| {
            shown.set(0);
            casting.set(Some(Casting { spell: k, recast }));
        })
    };
    let mundane_legal: Vec<(Mundane, Vec<SpellId>)> = props
        .legal
        .iter()
        .filter_map(|(a, _)| match a {
            Action::Mundane { op, cards } => Some((*op, cards.clone())),
            _ => None,
        })
        .collect();
    let can_discard = |k: SpellId| mundane_legal.iter().any(|(_, cards)| cards.contains(&k));
    let mark = |i: usize| {
        let marked = marked.clone();
        Callback::from(move |_: MouseEvent| {
            let mut v = (*marked).clone();
            match v.iter().position(|&x| x == i) {
                Some(p) => {
                    v.remove(p);
                }
                None => {
                    v.push(i);
                    v.sort_unstable();
                }
            }
            marked.set(v);
        })
    };
    // The mage chooses the turn's action now: a spell without a cast can say why not.
    let my_turn_to_choose =
        props.to_act && t.phase == Phase::Play && task.is_none() && acting == me && me == Some(t.turn as usize);
    let probe = |m: &Mage, k: SpellId| {
        let (cb, act) = (props.on_action.clone(), game.cast_probe(m, k));
        Callback::from(move |_: MouseEvent| cb.emit(act.clone()))
    };
    let hand = match mine {
        Some(m) if me.is_some() => {
            let marked_cards: Vec<SpellId> = marked.iter().filter_map(|&i| m.hand.get(i).copied()).collect();
            let clear = {
                let marked = marked.clone();
                Callback::from(move |_| marked.set(Vec::new()))
            };
            html! {
                <section class="woven-hand" aria-label="Your hand">
                    <h3>{ "Hand" }</h3>
                    <div class="cards">
                        { for m.hand.iter().enumerate().map(|(i, &k)| {
                            let is_marked = marked.contains(&i);
                            let spell_name = game.content.spell(k).map_or("", |s| s.name.as_str());
                            html! {
                                <SpellCard key={i} game={GameRef(game)} spell={k}
                                    selected={*casting == Some(Casting { spell: k, recast: false }) || is_marked}>
                                    if can_cast(k, false) {
                                        <button type="button" class="cast" onclick={choose(k, false)}>
                                            { format!("Cast {spell_name}…") }
                                        </button>
                                    } else if my_turn_to_choose {
                                        // No cast now: the touch asks the engine, whose refusal says why.
                                        <button type="button" class="cast unavailable" onclick={probe(m, k)}>
                                            { format!("Cast {spell_name}…") }
                                            <span class="why-hint">{ " why not?" }</span>
                                        </button>
                                    }
                                    if can_discard(k) {
                                        <button type="button" class="discard-mark" aria-pressed={if is_marked { "true" } else { "false" }}
                                            onclick={mark(i)}>
                                            <span aria-hidden="true">{ if is_marked { "☑ " } else { "☐ " } }</span>
                                            { format!("Discard {spell_name}") }
                                        </button>
                                    }
                                </SpellCard>
                            }
                        }) }
                    </div>
                    if !mundane_legal.is_empty() {
                        <MundanePanel game={GameRef(game)} marked={marked_cards} legal={mundane_legal.clone()}
                            on_action={props.on_action.clone()} on_clear={clear} />
                    }
                </section>
            }
        }
        _ => Html::default(),
    };
    let active = match mine {
        Some(m) if !m.active.is_empty() => html! {
            <section class="woven-active" aria-label="Active spells">
                <h3>{ "Active area" }</h3>
                <div class="cards">
                    { for m.active.iter().enumerate().map(|(i, a)| html! {
                        <SpellCard key={i} game={GameRef(game)} spell={a.spell} charges={Some(a.charges)}>
                            if me.is_some() && can_cast(a.spell, true) && !recast_task {
                                <button type="button" class="cast" onclick={choose(a.spell, true)}>
                                    { format!("Cast {} again…", game.content.spell(a.spell).map_or("", |s| s.name.as_str())) }
                                </button>
                            }
                        </SpellCard>
                    }) }
                </div>
            </section>
        },
        _ => Html::default(),
    };

    // Setup: the two faces of the first card.
    let setup = match (t.phase, mine.and(t.dealt.get(shown_seat))) {
        (Phase::Setup { .. }, Some(&card)) if props.to_act && card != HIDDEN => {
            let faces = game.content.tapestry.get(card as usize).map(|k| k.faces);
            html! {
                <section class="woven-setup" aria-label="Your first tapestry card">
                    <h3>{ "Your first tapestry card" }</h3>
                    { for faces.into_iter().flat_map(|f| f.into_iter().enumerate()).map(|(side, face)| {
                        let rows: Vec<String> = face.iter().map(|r| r.iter().map(|s| s.map_or('·', |e| e.letter())).collect()).collect();
                        let cb = props.on_action.clone();
                        html! {
                            <div class="face">
                                <div class="face-grid" role="img" aria-label={format!("{} face: {}", if side == 0 { "Front" } else { "Back" }, rows.join(" / "))}>
                                    { for rows.iter().flat_map(|r| r.chars().collect::<Vec<_>>()).map(|c| html! { <span aria-hidden="true">{ c }</span> }) }
                                </div>
                                <button type="button" onclick={move |_| cb.emit(Action::ChooseSide { side: side as u8 })}>
                                    { if side == 0 { "Start with the front face" } else { "Start with the back face" } }
                                </button>
                            </div>
                        }
                    }) }
                </section>
            }
        }
        _ => Html::default(),
    };

    let mut other = legal(&|a| {
        !matches!(a, Action::Cast { .. } | Action::Recast { .. } | Action::Place { .. } | Action::ChooseSide { .. } | Action::Mundane { .. })
    });
    // Declining a reaction question says what it means.
    let decline = match task {
        Some(Task::React { .. }) => Some("No reaction: let it happen"),
        Some(Task::Sacrifice { .. }) => Some("Keep my Charges: let it happen"),
        _ => None,
    };
    if let Some(words) = decline {
        for (a, label) in other.iter_mut() {
            if *a == Action::Stop {
                *label = words.to_string();
            }
        }
    }
    let heading = match (&question, task) {
        (Some(q), Some(Task::React { .. })) => format!("Your answer: {q}. Cast a reaction spell from your hand, or not."),
        (Some(q), _) => format!("Your answer: {q}. Spend a Charge against it, or not."),
        (None, Some(_)) => "Choose".to_string(),
        (None, None) => "Actions".to_string(),
    };
    let tag = |s: usize| {
        if props.computer_seats.contains(&s) {
            Some(AttrValue::from(if props.thinking == Some(s) { "computer, thinking" } else { "computer" }))
        } else if me == Some(s) && props.viewer != Viewer::Teacher {
            Some(AttrValue::from("you"))
        } else {
            None
        }
    };
    let tapestry_caption = format!("{} tapestry", crate::core::wording::possessive(&props.name(shown_seat)));
    // The Citadel's part of the last action, step by step (teaching mode steps through it all).
    let citadel_steps = Rc::new(if props.teaching { Vec::new() } else { game.citadel_steps(&props.recent) });
    html! {
        <div class="woven">
            <p class="woven-status" role="status">{ status }</p>
            { setup }
            <div class="woven-play">
                <HexMap game={GameRef(game)} table={t.clone()} choices={map_choices}
                    seat_names={props.seat_names.clone()} on_action={props.on_action.clone()} />
                <div class="woven-side">
                    if let Some(m) = mine {
                        <h3>{ tapestry_caption.clone() }</h3>
                        <TapestryGrid game={GameRef(game)} tapestry={m.tapestry.clone()} {mode} spells={my_spells}
                            on_action={props.on_action.clone()} caption={AttrValue::from(tapestry_caption)}
                            grid_id={AttrValue::from("woven-mine")} />
                    }
                    <CitadelTurn steps={citadel_steps} seat_names={props.seat_names.clone()} />
                    { cast_panel }
                    <Choices choices={other} on_action={props.on_action.clone()} heading={AttrValue::from(heading)} />
                </div>
            </div>
            { hand }
            { active }
            <div class="woven-mages">
                { for t.mages.iter().enumerate().map(|(s, m)| html! {
                    <MagePanel key={s} game={GameRef(game)} seat={s} mage={m.clone()} name={props.name(s)}
                        tag={tag(s)} acting={acting == Some(s)} />
                }) }
            </div>
            { for t.mages.iter().enumerate().filter(|(s, _)| *s != shown_seat).map(|(s, m)| html! {
                <details class="other-tapestry">
                    <summary>{ format!("{} tapestry", crate::core::wording::possessive(&props.name(s))) }</summary>
                    <TapestryGrid game={GameRef(game)} tapestry={m.tapestry.clone()} mode={GridMode::Look} spells={Vec::<SpellId>::new()}
                        on_action={Callback::noop()} caption={AttrValue::from(format!("{} tapestry", crate::core::wording::possessive(&props.name(s))))}
                        grid_id={AttrValue::from(format!("woven-seat{s}"))} />
                </details>
            }) }
        </div>
    }
}

/// Scrolls the element with this id up to the window's bottom edge, so that what stands above
/// it (the tapestry above the cast panel) shows as well.
fn scroll_into_view(id: &str) {
    if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) {
        el.scroll_into_view_with_bool(false);
    }
}
