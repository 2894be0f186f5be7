//! The Weavers board: the table as one seat (or the teacher, or everyone at a hand-off) sees
//! it. Pieces, one per file: `card` (the eight parts of a spell card), `spell_formula`,
//! `token_tray`, `round_track`, `zones`, `seat_area` (a player's public side), `reveal` (the
//! last casts), `hand`, the choice controls (`bury_choice`, `cast_choice`, `discard_choice`),
//! `summary` (end of game), `editor` (teaching mode's position editor), `setup` (new-game
//! options and "how to play"), `icons` and `text` (symbols and words). Styles:
//! `styles/weavers.css`.

mod bury_choice;
mod card;
mod cast_choice;
mod discard_choice;
mod editor;
mod editor_phase;
mod hand;
mod icons;
mod reveal;
mod round_track;
mod seat_area;
mod setup;
mod spell_formula;
mod summary;
mod text;
mod token_tray;
mod zones;

use crate::app::pages::new_game::OptionsProps;
use crate::app::table::{self, BoardContext, EditorContext};
use crate::core::{Event, Seat, Viewer};
use crate::games::weavers::{Action, CardId, Phase, SeatView, Status, View, Weavers};
use bury_choice::BuryChoice;
use card::card_info;
use cast_choice::CastChoice;
use discard_choice::DiscardChoice;
use hand::{Hand, HandMode};
use reveal::{RevealProps, Revealed};
use round_track::RoundTrack;
use seat_area::{ActiveTile, SeatArea};
use std::rc::Rc;
use yew::prelude::*;

pub struct Board;

impl table::Board for Board {
    type Game = Weavers;

    fn game() -> Result<&'static Weavers, String> {
        Weavers::standard()
    }

    fn render(ctx: BoardContext<Weavers>) -> Html {
        html! { <WeaversTable ..ctx /> }
    }

    fn layout_class() -> &'static str {
        "layout-weavers"
    }

    fn summary(ctx: BoardContext<Weavers>) -> Html {
        html! { <summary::Summary ..ctx /> }
    }

    fn editor(ctx: EditorContext<Weavers>) -> Option<Html> {
        Some(html! { <editor::PositionEditor ..ctx /> })
    }

    fn has_editor() -> bool {
        true
    }

    fn has_options() -> bool {
        true
    }

    fn options_form(props: OptionsProps) -> Option<Html> {
        Some(html! { <setup::DeckOptions ..props /> })
    }

    /// Every Weavers question with one legal answer is answered by the table: finishing the
    /// bury with an empty hand, casting a Sealed seat's only card, discarding its only card.
    /// Which it is follows from hand sizes and status tokens, which everyone sees.
    fn answers_forced(_settings: &crate::storage::Settings) -> Option<table::Forced<Weavers>> {
        Some(|_, _| Some(crate::core::Rule::new("weavers", "Gameplay", "each phase resolved simultaneously")))
    }

    fn how_to_play() -> &'static [&'static str] {
        setup::HOW_TO_PLAY
    }
}

/// The phases the events went through, in order (each once).
fn phases_of(events: &[Event]) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for e in events {
        if let Some(p) = text::phase_of_rule(&e.rule.section, &e.rule.topic) {
            if out.last() != Some(&p) && !out.contains(&p) {
                out.push(p);
            }
        }
    }
    out
}

fn seat_status(view: &View, sv: &SeatView, thinking: bool, card_name: &dyn Fn(CardId) -> AttrValue) -> String {
    if thinking {
        return "Thinking…".into();
    }
    // A secret choice the viewer may see (their own, or every one for the teacher).
    if let (Phase::Casting, Some(cast)) = (view.phase, sv.secret.as_ref().and_then(|s| s.cast)) {
        let how = if cast.face_up { "face up" } else { "as Wild Magic" };
        return format!("Chose {} {how}", card_name(cast.card));
    }
    match view.phase {
        Phase::Over => String::new(),
        Phase::Draw if sv.committed => "Finished burying".into(),
        Phase::Draw => "Burying…".into(),
        Phase::Casting if sv.committed && sv.hand_count == 0 => "Nothing to cast".into(),
        Phase::Casting if sv.committed => "Card chosen".into(),
        Phase::Casting => "Choosing…".into(),
        Phase::Discarding if sv.owed > 0 && sv.committed => "Discards chosen".into(),
        Phase::Discarding if sv.owed > 0 => format!("Must discard {}", sv.owed),
        Phase::Discarding => String::new(),
    }
}

#[function_component(WeaversTable)]
pub fn weavers_table(props: &BoardContext<Weavers>) -> Html {
    let view = &props.view;
    // Which hand the hand area shows: the viewer's own, or (every hand open) the acting seat's.
    // The replay viewer (every card open, not teaching) lists both hands in the seat areas.
    let hand_seat = match props.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Teacher if props.teaching => Some(props.seat.unwrap_or(0)),
        Viewer::Teacher | Viewer::Spectator => None,
    };
    let hand_ids: Vec<CardId> =
        hand_seat.and_then(|s| view.seats.get(s)).and_then(|sv| sv.hand.clone()).unwrap_or_default();
    let selected = use_state(Vec::<usize>::new);
    {
        // A new phase, seat or hand clears the selection.
        let selected = selected.clone();
        use_effect_with((view.round, view.phase, hand_seat, hand_ids.clone()), move |_| selected.set(vec![]));
    }
    let game = props.game;
    let table = &view.table.0;
    let name = |s: Seat| props.seat_names.get(s).cloned().unwrap_or_else(|| AttrValue::from(format!("Player {}", s + 1)));
    let bottom = match props.viewer {
        Viewer::Seat(s) => s.min(1),
        _ => 0,
    };
    let top = 1 - bottom;
    let open = props.viewer == Viewer::Teacher;
    let fresh = !props.reduced_motion && props.recent.iter().any(|e| e.rule.section == "2. Casting Phase");

    let seat_area = |s: Seat| {
        let Some(sv) = view.seats.get(s) else { return Html::default() };
        let tag = if props.computer_seats.contains(&s) {
            Some(AttrValue::from("computer"))
        } else if props.viewer == Viewer::Seat(s) {
            Some(AttrValue::from("you"))
        } else {
            None
        };
        let reveal = view.recap.map(|r| {
            let cast = match r.casts.get(s).copied().flatten() {
                Some(c) if c.face_up => {
                    c.card.map(|id| Revealed::FaceUp(card_info(game, table, id))).unwrap_or(Revealed::Nothing)
                }
                Some(c) => Revealed::FaceDown(c.card.map(|id| AttrValue::from(game.card(table, id).name.clone()))),
                None => Revealed::Nothing,
            };
            RevealProps { round: r.round, cast, components: r.components.get(s).copied().unwrap_or_default(), fresh }
        });
        let names_of = |ids: &[CardId]| -> Vec<AttrValue> {
            ids.iter().map(|&c| AttrValue::from(game.card(table, c).name.clone())).collect()
        };
        let shows_hand_below = hand_seat == Some(s);
        html! {
            <SeatArea seat={s} name={name(s)} {tag}
                deck_label={table.decks.get(s).cloned().unwrap_or_default()}
                status={seat_status(view, sv, props.thinking == Some(s), &|c| AttrValue::from(game.card(table, c).name.clone()))}
                thinking={props.thinking == Some(s)}
                deck={sv.deck_count}
                discard={zones::discard_names(game, table, &sv.discard)}
                hand_count={(!shows_hand_below).then_some(sv.hand_count)}
                shields={sv.shields} damage={sv.damage} healing={sv.healing} statuses={sv.statuses}
                {reveal}
                active={sv.active.iter().map(|a| ActiveTile {
                    info: card_info(game, table, a.card),
                    progress: a.progress,
                    new_this_round: a.since >= view.round,
                }).collect::<Vec<_>>()}
                open_hand={(open && !shows_hand_below).then(|| names_of(sv.hand.as_deref().unwrap_or(&[])))}
                deck_top={open.then(|| names_of(&sv.deck.clone().unwrap_or_default().into_iter().take(4).collect::<Vec<_>>()))}
                spotlight={props.narrating.as_ref().and_then(|e| e.seat) == Some(s)} />
        }
    };

    // The hand and the choice to make.
    let me = hand_seat.and_then(|s| view.seats.get(s).map(|sv| (s, sv)));
    let legal_has = |a: &Action| props.legal.iter().any(|(l, _)| l == a);
    let label_of =
        |a: &Action| props.legal.iter().find(|(l, _)| l == a).map(|(_, label)| AttrValue::from(label.clone()));
    let card_name = |c: CardId| AttrValue::from(game.card(table, c).name.clone());
    let mode = match (props.to_act, view.phase) {
        (false, _) => HandMode::Look,
        (true, Phase::Draw) => HandMode::Bury,
        (true, Phase::Casting) => HandMode::Cast,
        (true, Phase::Discarding) => HandMode::Discard,
        (true, Phase::Over) => HandMode::Look,
    };
    let remaining = me
        .map(|(_, sv)| (sv.owed as usize).saturating_sub(sv.secret.as_ref().map(|s| s.discarding.len()).unwrap_or(0)))
        .unwrap_or(0);
    let on_pick = {
        let (selected, hand_ids, on_action) = (selected.clone(), hand_ids.clone(), props.on_action.clone());
        let legal: Vec<Action> = props.legal.iter().map(|(a, _)| *a).collect();
        Callback::from(move |i: usize| {
            let Some(&card) = hand_ids.get(i) else { return };
            match mode {
                HandMode::Bury if legal.contains(&Action::Bury(card)) => on_action.emit(Action::Bury(card)),
                HandMode::Cast => selected.set(if selected.contains(&i) { vec![] } else { vec![i] }),
                HandMode::Discard => {
                    let mut next = (*selected).clone();
                    if let Some(k) = next.iter().position(|&p| p == i) {
                        next.remove(k);
                    } else if next.len() < remaining {
                        next.push(i);
                    }
                    selected.set(next);
                }
                _ => {}
            }
        })
    };
    let marks: Vec<(usize, AttrValue)> = props
        .hints
        .iter()
        .enumerate()
        .filter_map(|(k, (action, _, rate))| {
            let (card, how) = match *action {
                Action::Cast { card, face_up: true } => (card, "cast face up"),
                Action::Cast { card, face_up: false } => (card, "Wild Magic"),
                Action::Bury(card) => (card, "bury"),
                Action::Discard(card) => (card, "discard"),
                Action::FinishBurying => return None,
            };
            let pos = hand_ids.iter().position(|&c| c == card)?;
            Some((pos, AttrValue::from(format!("Computer's choice {}: {how} · {:.0}%", k + 1, rate * 100.0))))
        })
        .collect();

    let choice = match (mode, me) {
        (HandMode::Bury, Some((_, sv))) => {
            let buried: Vec<AttrValue> =
                sv.secret.as_ref().map(|s| s.buried.iter().map(|&c| card_name(c)).collect()).unwrap_or_default();
            let weak = sv.statuses.get(Status::Weak as usize).copied().unwrap_or(0) > 0;
            let on_finish = props.on_action.reform(|_| Action::FinishBurying);
            html! {
                <BuryChoice {buried} hand_size={hand_ids.len()} max_hand={if weak { 5 } else { 6 }} deck={sv.deck_count}
                    finish_label={label_of(&Action::FinishBurying).unwrap_or_else(|| "Finish burying and draw".into())}
                    {on_finish} />
            }
        }
        (HandMode::Cast, Some((_, sv))) => {
            let chosen = selected.first().and_then(|&i| hand_ids.get(i)).copied();
            let up = chosen.map(|card| Action::Cast { card, face_up: true });
            let down = chosen.map(|card| Action::Cast { card, face_up: false });
            let sealed = sv.statuses.get(Status::Sealed as usize).copied().unwrap_or(0) > 0;
            let emit = |a: Option<Action>| {
                let on_action = props.on_action.clone();
                let ok = a.filter(|a| legal_has(a));
                Callback::from(move |_: ()| {
                    if let Some(a) = ok {
                        on_action.emit(a)
                    }
                })
            };
            html! {
                <CastChoice selected={chosen.map(card_name)} {sealed} on_up={emit(up)} on_down={emit(down)} />
            }
        }
        (HandMode::Discard, Some(_)) => {
            let picks: Vec<CardId> = selected.iter().filter_map(|&i| hand_ids.get(i).copied()).collect();
            let on_confirm = {
                let (on_actions, picks) = (props.on_actions.clone(), picks.clone());
                let ready = picks.len() == remaining;
                Callback::from(move |_: ()| {
                    if ready {
                        on_actions.emit(picks.iter().map(|&c| Action::Discard(c)).collect())
                    }
                })
            };
            html! {
                <DiscardChoice owed={remaining as u8} chosen={picks.iter().map(|&c| card_name(c)).collect::<Vec<_>>()} {on_confirm} />
            }
        }
        (_, Some((s, sv))) => waiting(view, s, sv, props, &name(1 - s.min(1)), &card_name),
        (_, None) => Html::default(),
    };

    let narrated_phase = props.narrating.as_ref().and_then(|e| text::phase_of_rule(&e.rule.section, &e.rule.topic));
    let current = narrated_phase.unwrap_or(text::phase_index(view.phase));
    let resolved = if props.reduced_motion { vec![] } else { phases_of(&props.recent) };
    let hand_cards: Vec<Rc<card::CardInfo>> = hand_ids.iter().map(|&c| card_info(game, table, c)).collect();

    html! {
        <div class={classes!("weavers", format!("phase-{}", text::phase_index(view.phase) + 1), props.teaching.then_some("open-hands"))}>
            <RoundTrack round={view.round} {current} {resolved} pulse={view.round as usize * 100 + props.recent.len()} />
            { seat_area(top) }
            { seat_area(bottom) }
            if let Some((s, _)) = me {
                <div class="hand-area">
                    <Hand owner={name(s)} cards={hand_cards} {mode} selected={(*selected).clone()} {on_pick} {marks} />
                    { choice }
                </div>
            }
        </div>
    }
}

/// What the hand area says when the seat has nothing to choose now.
fn waiting(
    view: &View,
    seat: Seat,
    sv: &SeatView,
    props: &BoardContext<Weavers>,
    other: &AttrValue,
    card_name: &dyn Fn(CardId) -> AttrValue,
) -> Html {
    let secret = sv.secret.clone().unwrap_or_default();
    let mine = props.viewer == Viewer::Seat(seat);
    let who = if mine {
        "You have".to_string()
    } else {
        crate::core::wording::subject(&props.seat_names.get(seat).cloned().unwrap_or_default(), "has")
    };
    let text = match view.phase {
        Phase::Over => "The game is over.".to_string(),
        _ if props.narrating.is_some() => "Showing what happened, one event at a time.".to_string(),
        Phase::Casting if secret.cast.is_some() => {
            let c = secret.cast.map(|c| (card_name(c.card), c.face_up));
            match c {
                Some((n, true)) => format!("{who} chosen {n}, face up. Waiting for {other}…"),
                Some((n, false)) => format!("{who} chosen {n}, face down as Wild Magic. Waiting for {other}…"),
                None => String::new(),
            }
        }
        Phase::Draw if sv.committed => {
            let n = secret.buried.len();
            format!("{who} finished burying ({}). Waiting for {other}…", crate::core::wording::count(n as u64, "card", "cards"))
        }
        Phase::Discarding if sv.committed && !secret.discarding.is_empty() => {
            let names: Vec<String> = secret.discarding.iter().map(|&c| card_name(c).to_string()).collect();
            format!("{who} chosen to discard {}. Waiting for {other}…", names.join(", "))
        }
        Phase::Discarding => format!("Nothing to discard. Waiting for {other}…"),
        _ => format!("Waiting for {other}…"),
    };
    html! { <div class="choice-bar waiting"><div class="choice-text" role="status">{ text }</div></div> }
}
