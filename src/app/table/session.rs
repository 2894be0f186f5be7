//! A game at the table: the match (record + state), its log, the redo steps and the
//! table's transient state, changed only through `TableMsg`s. Every change to the record is
//! autosaved to the game's slot.

use super::board::Board;
use crate::app::components::LogEntry;
use crate::app::services;
use crate::core::{Event, Game, Match, RecordedAction, RuleError, Seat};
use crate::storage::{parse_save, verify_with, Save, SeatKind};
use std::rc::Rc;
use yew::prelude::*;

pub struct Session<G: Game + 'static> {
    pub game: &'static G,
    pub slot: String,
    pub save: Save,
    pub m: Match<G>,
    pub log: Rc<Vec<LogEntry>>,
    pub redo: Vec<Vec<RecordedAction>>,
    pub why_not: Option<RuleError>,
    /// Pass-and-play: the human seat that last took the device.
    pub unlocked: Option<Seat>,
    /// A computer player thinking: seat, iterations done, budget.
    pub thinking: Option<(Seat, u32, u32)>,
    /// The player stopped a computer player; it waits for "resume".
    pub paused: bool,
    pub problem: Option<String>,
    /// The end-of-game dialog was closed to look at the table.
    pub reviewing: bool,
    pub hints: Vec<(G::Action, String, f64)>,
}

impl<G: Game + 'static> Clone for Session<G> {
    fn clone(&self) -> Self {
        Session {
            game: self.game,
            slot: self.slot.clone(),
            save: self.save.clone(),
            m: self.m.clone(),
            log: self.log.clone(),
            redo: self.redo.clone(),
            why_not: self.why_not.clone(),
            unlocked: self.unlocked,
            thinking: self.thinking,
            paused: self.paused,
            problem: self.problem.clone(),
            reviewing: self.reviewing,
            hints: self.hints.clone(),
        }
    }
}

pub enum TableMsg<G: Game> {
    Play(Seat, G::Action),
    /// A computer player's answer, as JSON from the worker.
    AiMove(Seat, Option<String>),
    AiProgress(Seat, u32, u32),
    AiFailed(String),
    /// The player stopped the computer player.
    Paused,
    Resume,
    Undo,
    Redo,
    Ready(Seat),
    CloseWhyNot,
    Review,
    Hints(Vec<(G::Action, String, f64)>),
}

fn entries(events: Vec<Event>, index: Option<usize>) -> impl Iterator<Item = LogEntry> {
    events.into_iter().map(move |event| LogEntry { event, action_index: index })
}

impl<G: Game + 'static> Session<G> {
    /// Opens a slot: reads and verifies the save, then replays it action by action for the log.
    pub fn open<B: Board<Game = G>>(slot: &str) -> Result<Session<G>, String> {
        let game = B::game()?;
        let raw = services::slots().and_then(|s| s.raw(slot)).map_err(|e| e.to_string())?;
        let save = parse_save(&raw).map_err(|e| e.to_string())?;
        verify_with(game, &save).map_err(|e| e.to_string())?;
        let mut state = Match::<G>::start_of(game, &save.record).map_err(|e| e.to_string())?;
        let mut log = Vec::new();
        for (i, step) in save.record.actions.iter().enumerate() {
            let action: G::Action = serde_json::from_value(step.action.clone()).map_err(|e| e.to_string())?;
            let events = game.apply(&mut state, step.seat, &action).map_err(|e| e.to_string())?;
            log.extend(entries(events, Some(i)));
        }
        let m = Match { record: save.record.clone(), state };
        Ok(Session {
            game,
            slot: slot.to_string(),
            redo: save.redo.clone(),
            save,
            m,
            log: Rc::new(log),
            why_not: None,
            unlocked: None,
            thinking: None,
            paused: false,
            problem: None,
            reviewing: false,
            hints: vec![],
        })
    }

    pub fn seat_kind(&self, seat: Seat) -> Option<&SeatKind> {
        self.save.meta.seats.get(seat).map(|s| &s.kind)
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        matches!(self.seat_kind(seat), Some(SeatKind::Human) | None)
    }

    pub fn humans(&self) -> Vec<Seat> {
        (0..self.game.seat_count(&self.m.state)).filter(|&s| self.is_human(s)).collect()
    }

    pub fn seat_names(&self) -> Vec<AttrValue> {
        (0..self.game.seat_count(&self.m.state))
            .map(|s| {
                self.save.meta.seats.get(s).map(|i| i.name.clone()).unwrap_or_else(|| format!("Seat {}", s + 1)).into()
            })
            .collect()
    }

    /// The first human seat that must act now.
    pub fn acting_human(&self) -> Option<Seat> {
        self.game.active_seats(&self.m.state).into_iter().find(|&s| self.is_human(s))
    }

    /// The first computer seat that must act now, with its bot name.
    pub fn acting_bot(&self) -> Option<(Seat, String)> {
        self.game.active_seats(&self.m.state).into_iter().find_map(|s| match self.seat_kind(s) {
            Some(SeatKind::Bot { bot }) => Some((s, bot.clone())),
            _ => None,
        })
    }

    /// Whose view the device shows: the acting human, else the only human, else the last one
    /// who took the device (a spectator view when there is none).
    pub fn shown_seat(&self) -> Option<Seat> {
        let humans = self.humans();
        self.acting_human().or(if humans.len() == 1 { humans.first().copied() } else { self.unlocked })
    }

    /// Pass-and-play: the seat that must take the device before anything is shown.
    pub fn hand_off_to(&self) -> Option<Seat> {
        let acting = self.acting_human()?;
        (self.humans().len() > 1 && self.unlocked != Some(acting)).then_some(acting)
    }

    fn play(&mut self, seat: Seat, action: &G::Action) -> Result<(), RuleError> {
        let index = self.m.record.actions.len();
        let events = self.m.play(self.game, seat, action)?;
        Rc::make_mut(&mut self.log).extend(entries(events, Some(index)));
        Ok(())
    }

    /// Rebuilds the match from the first `count` actions of the record (undo).
    fn rewind(&mut self, count: usize) -> Result<(), String> {
        let (m, _) = Match::replay_prefix(self.game, &self.m.record, count).map_err(|e| e.to_string())?;
        self.m = m;
        Rc::make_mut(&mut self.log).retain(|e| e.action_index.is_none_or(|i| i < count));
        Ok(())
    }

    fn autosave(&mut self) {
        let mut save = Save::of_match(self.game, &self.m, self.save.meta.clone());
        save.meta.updated_at = services::now_ms();
        save.redo = self.redo.clone();
        self.problem = match services::slots().and_then(|mut s| s.write(&self.slot, &save)) {
            Ok(()) => None,
            Err(e) => Some(format!("Not saved: {e}")),
        };
        self.save = save;
    }

    pub fn can_undo(&self) -> bool {
        self.undo_point().is_some()
    }

    /// Undo takes back the last action of the player holding the device and the computer
    /// players' answers to it, never another person's move.
    fn undo_point(&self) -> Option<usize> {
        let seat = self.shown_seat()?;
        let actions = &self.m.record.actions;
        let index = actions.iter().rposition(|a| a.seat == seat)?;
        actions.iter().skip(index + 1).all(|a| !self.is_human(a.seat)).then_some(index)
    }

    pub fn reduce(mut self, msg: TableMsg<G>) -> Self {
        match msg {
            TableMsg::Play(seat, action) => {
                self.hints.clear();
                match self.play(seat, &action) {
                    Ok(()) => {
                        self.why_not = None;
                        self.redo.clear();
                        self.autosave();
                    }
                    Err(e) => self.why_not = Some(e),
                }
            }
            TableMsg::AiMove(seat, action) => {
                self.thinking = None;
                let parsed = action.as_deref().map(serde_json::from_str::<G::Action>);
                match parsed {
                    Some(Ok(action)) => match self.play(seat, &action) {
                        Ok(()) => {
                            self.redo.clear();
                            self.autosave();
                        }
                        Err(e) => self.problem = Some(format!("The computer player's move was refused: {e}")),
                    },
                    Some(Err(e)) => self.problem = Some(format!("The computer player's answer is unreadable: {e}")),
                    None => self.problem = Some("The computer player found nothing to do.".into()),
                }
            }
            TableMsg::AiProgress(seat, done, total) => self.thinking = Some((seat, done, total)),
            TableMsg::AiFailed(message) => {
                self.thinking = None;
                self.paused = true;
                self.problem = Some(format!("The computer player stopped: {message}"));
            }
            TableMsg::Paused => {
                self.thinking = None;
                self.paused = true;
            }
            TableMsg::Resume => {
                self.paused = false;
                self.problem = None;
            }
            TableMsg::Undo => {
                if let Some(index) = self.undo_point() {
                    let step = self.m.record.actions.get(index..).map(<[_]>::to_vec).unwrap_or_default();
                    match self.rewind(index) {
                        Ok(()) => {
                            self.redo.push(step);
                            self.why_not = None;
                            self.hints.clear();
                            self.thinking = None;
                            self.autosave();
                        }
                        Err(e) => self.problem = Some(format!("Undo failed: {e}")),
                    }
                }
            }
            TableMsg::Redo => {
                if let Some(step) = self.redo.pop() {
                    let before = self.m.record.actions.len();
                    for recorded in step {
                        let ok = serde_json::from_value::<G::Action>(recorded.action)
                            .ok()
                            .map(|a| self.play(recorded.seat, &a).is_ok())
                            .unwrap_or(false);
                        if !ok {
                            // The step no longer fits: take back what was replayed and forget the rest.
                            let _ = self.rewind(before);
                            self.redo.clear();
                            self.problem = Some("Redo is no longer possible from here.".into());
                            break;
                        }
                    }
                    self.hints.clear();
                    self.autosave();
                }
            }
            TableMsg::Ready(seat) => {
                self.unlocked = Some(seat);
                self.hints.clear();
            }
            TableMsg::CloseWhyNot => self.why_not = None,
            TableMsg::Review => self.reviewing = true,
            TableMsg::Hints(hints) => self.hints = hints,
        }
        self
    }
}

/// The reducer's state: a session, or why the slot could not be opened.
pub enum TableState<G: Game + 'static> {
    Failed(String),
    Ready(Box<Session<G>>),
}

impl<G: Game + 'static> Reducible for TableState<G> {
    type Action = TableMsg<G>;
    fn reduce(self: Rc<Self>, msg: TableMsg<G>) -> Rc<Self> {
        match &*self {
            TableState::Failed(_) => self,
            TableState::Ready(session) => Rc::new(TableState::Ready(Box::new((**session).clone().reduce(msg)))),
        }
    }
}
