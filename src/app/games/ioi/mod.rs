//! The Spellweaving IOI board: up to five tableaus, the deck and the four discard piles, the
//! turn track, the response window's stack, and the hand with the question to answer now.
//! Pieces, one per file: `card` (the card layout key), `card_slot` (a card as a picture or a
//! button), `spell`, `challenge`, `seat_panel` (an apprentice's side), `piles`, `turn_track`,
//! `stack`, `hand`, `choice_bar`, `editor` (teaching mode's position editor), `question` (what to ask and which taps answer it; a choice in
//! parts is previewed by the engine, `Game::preview`), `picks`, `answers` (the callbacks behind the
//! picks, made once per question), `summary` (end of game), `setup` ("how to play"),
//! `icons` and `text`. Styles: `styles/ioi.css`.

mod answers;
mod card;
mod card_slot;
mod challenge;
mod choice_bar;
mod editor;
mod editor_challenges;
mod editor_stack;
mod hand;
mod icons;
mod picks;
mod piles;
mod question;
mod seat_panel;
mod setup;
mod spell;
mod stack;
mod summary;
#[cfg(test)]
mod tests;
mod text;
mod turn_track;

use crate::app::table::{self, BoardContext, EditorContext};
use crate::core::{Rule, Seat, Viewer};
use crate::games::ioi::{Action, CardId, Ioi, IoiView, Step, Sub};
use answers::use_answers;
use card::{card_info, CardInfo};
use choice_bar::ChoiceBar;
use hand::Hand;
use piles::Piles;
use seat_panel::SeatPanel;
use spell::SpellInfo;
use stack::StackPanel;
use text::{plural, reading, step_index};
use turn_track::TurnTrack;
use yew::prelude::*;

pub struct Board;

impl table::Board for Board {
    type Game = Ioi;

    fn game() -> Result<&'static Ioi, String> {
        Ioi::standard()
    }

    fn render(ctx: BoardContext<Ioi>) -> Html {
        html! { <IoiTable ..ctx /> }
    }

    fn layout_class() -> &'static str {
        "layout-ioi"
    }

    fn summary(ctx: BoardContext<Ioi>) -> Html {
        html! { <summary::Summary ..ctx /> }
    }

    fn editor(ctx: EditorContext<Ioi>) -> Option<Html> {
        Some(html! { <editor::PositionEditor ..ctx /> })
    }

    fn has_editor() -> bool {
        true
    }

    /// With the setting "skip asking people with no possible answer" (on unless turned off, and
    /// always against the computer): a person whose only answer to an ability is to let it
    /// resolve is not asked (the table passes for them, logged).
    fn answers_forced(settings: &crate::storage::Settings) -> Option<table::Forced<Ioi>> {
        settings.skip_no_answer.then_some(|s, _| {
            (s.table.window.is_some() && s.table.sub == Sub::None).then_some(Rule::new("ioi", "COMBINING ABILITIES", ""))
        })
    }

    fn how_to_play() -> &'static [&'static str] {
        setup::HOW_TO_PLAY
    }
}

/// Local choices belong to one moment: a new action, another viewer or another seat to act
/// forgets them (so nothing of one player's half-made choice reaches the next).
type Moment = (Viewer, u32, Option<Seat>);

fn seat_status(view: &IoiView, seat: usize, thinking: bool, yours: bool) -> String {
    let t = &view.table;
    if t.step == Step::Over {
        return String::new();
    }
    if thinking {
        return "Thinking…".into();
    }
    if t.window.is_some_and(|w| w.asked as usize == seat) {
        return "Asked: answer or let it resolve".into();
    }
    if t.turn as usize == seat {
        return if yours { "Your turn" } else { "Their turn" }.into();
    }
    String::new()
}

#[function_component(IoiTable)]
pub fn ioi_table(props: &BoardContext<Ioi>) -> Html {
    let moment: Moment = (props.viewer, props.view.table.actions, props.seat);
    let plan_state = use_state(|| (moment, Vec::<Action>::new()));
    let selected_state = use_state(|| (moment, None::<CardId>));
    let game = props.game;
    let view = &props.view;
    let t = &view.table;
    let seats = t.seats as usize;
    let name = |s: usize| props.seat_names.get(s).cloned().unwrap_or_else(|| AttrValue::from(format!("Player {}", s + 1)));
    let info = |id: CardId| card_info(game, t, id);
    let over = t.step == Step::Over;

    // Whose hand the hand area shows: the viewer's own, or (every hand open) the acting seat's.
    let me: Option<usize> = match props.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Teacher => props.seat.or(t.active().map(|s| s as usize)).or(Some(t.turn as usize)),
        Viewer::Spectator => None,
    };

    // The question and the taps that answer it.
    let plan = if plan_state.0 == moment { plan_state.1.clone() } else { vec![] };
    let selected = if selected_state.0 == moment { selected_state.1 } else { None };
    let acting = props.seat.filter(|_| props.to_act);
    let q = acting.and_then(|seat| question::ask(game, view, seat, &plan, &props.legal, selected, &name));

    let marks: Vec<(CardId, AttrValue)> = props
        .hints
        .iter()
        .enumerate()
        .filter_map(|(k, (a, _, rate))| {
            question::card_of(a)
                .map(|c| (c, AttrValue::from(format!("Computer's choice {}: {:.0}%", k + 1, rate * 100.0))))
        })
        .collect();
    // A chosen card's places in the tableau come into view above the pinned question and hand,
    // so the card and where it can go are on the screen together (a phone).
    let weaves_here = q.as_ref().is_some_and(|q| {
        selected.is_some() && (q.new_spell.is_some() || q.card_picks.iter().any(|(_, _, p)| matches!(p, question::Pick::Path(_))))
    });
    use_effect_with((selected, weaves_here), |&(selected, weaves_here)| {
        if let (Some(_), true) = (selected, weaves_here) {
            let document = web_sys::window().and_then(|w| w.document());
            if let Some((document, tableau)) =
                document.and_then(|d| d.query_selector(".ioi .seat-panel.mine .tableau").ok().flatten().map(|t| (d, t)))
            {
                crate::app::components::bring_into_view(&document, &tableau);
            }
        }
    });
    let deps = (moment, acting, view.clone(), q.clone(), selected, marks, props.on_actions.clone());
    let answers = use_answers(game, deps, plan_state, selected_state);
    let (choose, cancel, picks) = (&answers.choose, &answers.cancel, &answers.picks);

    // The apprentices: the one holding the device at the bottom, the others in turn order.
    let bottom = me.unwrap_or(t.turn as usize).min(seats.saturating_sub(1));
    let others: Vec<usize> = (1..seats).map(|k| (bottom + k) % seats).collect();
    let spotlight = props.narrating.as_ref().and_then(|e| e.seat);
    let panel = |s: usize, mine: bool| {
        let score = game.score_breakdown(view, s);
        let challenge =
            view.challenges.get(s).copied().flatten().and_then(|id| t.challenge(&game.content, id));
        let spells: Vec<SpellInfo> = t
            .tableau(s as u8)
            .iter()
            .map(|sp| SpellInfo {
                reading: reading(game, sp).into(),
                cards: sp.cards().map(info).collect(),
                bound: sp.is_bound(&game.content),
                turned: sp.turned,
            })
            .collect();
        let tag = if props.viewer == Viewer::Seat(s) {
            Some(AttrValue::from("you"))
        } else if props.computer_seats.contains(&s) {
            Some(AttrValue::from("computer"))
        } else {
            None
        };
        let shows_hand_below = mine && me == Some(s) && props.viewer != Viewer::Spectator;
        html! {
            <SeatPanel seat={s} name={name(s)} {tag} status={seat_status(view, s, props.thinking == Some(s), props.viewer == Viewer::Seat(s))}
                is_turn={t.turn as usize == s && !over} thinking={props.thinking == Some(s)}
                spotlight={spotlight == Some(s)}
                hand_count={t.hand_counts.get(s).copied().unwrap_or(0)}
                hand_cards={if shows_hand_below { vec![] } else { view.hands.get(s).map(|h| h.iter().map(|&c| info(c)).collect()).unwrap_or_default() }}
                hand_open={props.viewer == Viewer::Teacher && !shows_hand_below}
                challenge={challenge.map(|c| (AttrValue::from(c.name.clone()), c.aspects))}
                challenge_up={over || t.cleared_noise.get(s) == Some(&true)}
                matched={score.matched.clone()} bonus={score.bonus}
                {spells}
                unraveled={t.unraveled.get(s).map(|u| u.iter().map(|&c| info(c)).collect::<Vec<_>>()).unwrap_or_default()}
                picks={picks.clone()} mine={shows_hand_below} />
        }
    };

    let stack = (!t.stack.is_empty()).then(|| {
        let lines: Vec<AttrValue> = t.stack.iter().map(|p| question::pending_line(game, view, p, &name)).collect();
        let asked = t.window.map(|w| name(w.asked as usize));
        html! { <StackPanel {lines} {asked} /> }
    });

    let choice = match &q {
        Some(q) => html! {
            <ChoiceBar prompt={q.prompt.clone()} detail={q.detail.clone()} options={q.options.clone()}
                on_pick={choose.clone()} on_cancel={q.can_cancel.then(|| cancel.clone())} focus={q.focus} />
        },
        None => {
            let text = if over {
                "The game is over.".to_string()
            } else if props.narrating.is_some() {
                "Showing what happened, one event at a time.".to_string()
            } else if let Some(w) = t.window {
                format!("Waiting: {} may answer, or let it resolve.", name(w.asked as usize))
            } else if let Some(s) = props.thinking {
                format!("{} is thinking…", name(s))
            } else {
                format!("Waiting for {}…", crate::core::wording::name_in(&name(t.active().map(|s| s as usize).unwrap_or(t.turn as usize))))
            };
            html! { <div class="choice-bar waiting"><p class="choice-text" role="status">{ text }</p></div> }
        }
    };

    let hand_cards: Vec<CardInfo> = match (me, props.viewer) {
        (_, Viewer::Spectator) | (None, _) => vec![],
        (Some(s), _) => view.hands.get(s).map(|h| h.iter().map(|&c| info(c)).collect()).unwrap_or_default(),
    };
    let current = step_index(t.step);
    let narrated = props.narrating.as_ref().and_then(|e| text::step_of_topic(&e.rule.topic));
    let passed: Vec<usize> = if props.reduced_motion {
        vec![]
    } else {
        let mut out: Vec<usize> = vec![];
        for e in props.recent.iter() {
            if let Some(i) = text::step_of_topic(&e.rule.topic) {
                if !out.contains(&i) {
                    out.push(i);
                }
            }
        }
        out
    };
    let end_note = match (t.final_turns, t.deck_count, over) {
        (_, _, true) => None,
        (Some(n), _, _) => Some(format!("All value-3 cards are woven: {} left", plural(n as usize, "turn", "turns"))),
        (None, 0, _) => Some(format!(
            "The deck is empty: the game ends after a whole round without it ({} of {} turns)",
            t.empty_deck_turns, seats
        )),
        _ => None,
    };
    let deck_top: Vec<CardInfo> = view.deck.iter().rev().take(3).map(|&c| info(c)).collect();

    html! {
        <div class={classes!("ioi", format!("seats-{seats}"), props.teaching.then_some("open-hands"))}>
            <TurnTrack round={t.round} turn_name={name(t.turn as usize)} current={narrated.or(current)} {passed}
                pulse={t.actions as usize} noise_left={t.cleared_noise.get(t.turn as usize) == Some(&false)}
                end_note={end_note.map(AttrValue::from)} />
            <div class="ioi-middle">
                <div class={classes!("others", format!("others-{}", others.len()))} role="region"
                    aria-label="The other apprentices">
                    { for others.iter().map(|&s| panel(s, false)) }
                </div>
                // The public table (the hand-off screen) shows the stack here; a seat's table pins it
                // above the question, so what is answered is never hidden under it.
                if props.viewer == Viewer::Spectator { { stack.clone().unwrap_or_default() } }
                <div class="near" role="region" aria-label="Your tableau, the deck and the discard piles">
                    { panel(bottom, true) }
                    <Piles piles={t.piles.iter().map(|p| p.iter().map(|&c| info(c)).collect::<Vec<_>>()).collect::<Vec<_>>()}
                        deck_count={t.deck_count} {deck_top} picks={picks.clone()} />
                </div>
            </div>
            if props.viewer != Viewer::Spectator {
                <div class="hand-area">
                    { stack.unwrap_or_default() }
                    { choice }
                    if let Some(s) = me {
                        <Hand owner={name(s)} cards={hand_cards} picks={picks.clone()} />
                    }
                </div>
            }
        </div>
    }
}
