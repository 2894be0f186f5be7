//! A game at the table: what has been played (record + state), its log, the redo steps and the
//! table's transient state, changed only through `TableMsg`s by a pure reducer. Every change to
//! the record makes a new `save` and bumps `revision`; the table writes it to the game's slot
//! in an effect (the reducer itself does no I/O).
//!
//! Two modes (the save's `meta.teaching`):
//! - **Competitive**: each person sees only their own seat; undo takes back only one's own
//!   choice that is not yet committed (see [`Session::undo_point`]).
//! - **Teaching**: every hand is open, the events of each action are shown one at a time
//!   (the position before the action stays on the board until the last one), and undo/redo
//!   go back and forth over every action without limit.

use super::board::Board;
use crate::app::components::LogEntry;
use crate::app::services;
use crate::core::wording::seat_label;
use crate::core::{Event, Game, Match, Record, RecordError, RecordedAction, Rule, RuleError, Seat, Viewer};
use crate::storage::{parse_save, verify_replaying, Save, SeatKind, Settings};
use std::rc::Rc;
use yew::prelude::*;

/// Teaching mode: the last action's events being stepped through.
pub struct Narration<G: Game> {
    /// The position before the action, shown until every event has been seen.
    pub before: G::State,
    /// Index in the log of the action's first event.
    pub first: usize,
    /// How many of the action's events are shown (at least one).
    pub shown: usize,
}

impl<G: Game> Clone for Narration<G> {
    fn clone(&self) -> Self {
        Narration { before: self.before.clone(), first: self.first, shown: self.shown }
    }
}

/// One of the computer's suggestions ("What would the computer do?"): the action, its label, why a
/// player might choose it (`Game::hint_reasons`) and how often the search's simulations won.
pub struct Hint<G: Game> {
    pub action: G::Action,
    pub label: String,
    pub reasons: Vec<String>,
    pub win_rate: f64,
}

impl<G: Game> Clone for Hint<G> {
    fn clone(&self) -> Self {
        Hint {
            action: self.action.clone(),
            label: self.label.clone(),
            reasons: self.reasons.clone(),
            win_rate: self.win_rate,
        }
    }
}

impl<G: Game> Hint<G> {
    /// As the boards take it: the action, its label and the win rate (they mark the pieces).
    pub fn marked(&self) -> (G::Action, String, f64) {
        (self.action.clone(), self.label.clone(), self.win_rate)
    }
}

/// The replay viewer: the game after its first `step` actions.
pub struct Replay<G: Game> {
    pub step: usize,
    pub state: G::State,
}

impl<G: Game> Clone for Replay<G> {
    fn clone(&self) -> Self {
        Replay { step: self.step, state: self.state.clone() }
    }
}

pub struct Session<G: Game + 'static> {
    pub game: &'static G,
    pub slot: String,
    /// The slot's save as of the last change (written by the table's autosave effect).
    pub save: Save,
    /// The slot's text as this tab last read or wrote it. When the slot holds anything else,
    /// another tab has moved the game on: this tab reloads it instead of writing over it.
    pub stored: Rc<str>,
    /// Bumped by every change to the record, so the table knows when to autosave.
    pub revision: u64,
    /// What has been played: the record and the position it leads to.
    pub played: Match<G>,
    pub log: Rc<Vec<LogEntry>>,
    pub redo: Vec<Vec<RecordedAction>>,
    pub why_not: Option<RuleError>,
    /// Pass-and-play: the human seat that last took the device.
    pub unlocked: Option<Seat>,
    /// The seat that acts first when several people may (a lesson's question names who answers
    /// while both seats choose in secret); the device is handed to it.
    pub prefer: Option<Seat>,
    /// The player stopped a computer player; it waits for "resume".
    pub paused: bool,
    pub problem: Option<String>,
    /// The end-of-game dialog was closed to look at the table.
    pub reviewing: bool,
    pub hints: Vec<Hint<G>>,
    pub teaching: bool,
    pub narration: Option<Narration<G>>,
    pub replay: Option<Replay<G>>,
    /// The position editor is open on the position shown (teaching mode, the replay viewer).
    pub editing: bool,
    /// Events of the last action played (for the board's reveal animations).
    pub recent: Rc<Vec<Event>>,
    /// Where undo would take the record back to (computed after every change).
    undo_at: Option<usize>,
    /// Whether the action at this index of the record changed nothing the others can see (the
    /// costly part of [`Session::undo_point`] without it: a replay of the record up to it). `play`
    /// notes it for each person's action; the record only grows between undos, so an index
    /// keeps its answer until `rebuild` forgets it.
    unseen_at: Option<(usize, bool)>,
    /// The questions the table answers itself (`Board::answers_forced` with the settings).
    pub answers_forced: Option<Forced<G>>,
}

/// Whether the table may answer a human seat's one legal answer itself (position, seat): the
/// rule its note in the log cites, or `None` to ask the person.
pub type Forced<G> = fn(&<G as Game>::State, Seat) -> Option<Rule>;

/// At most this many answers in a row are played by the table (a bound, never reached in play).
const MAX_FORCED: usize = 64;

impl<G: Game + 'static> Clone for Session<G> {
    fn clone(&self) -> Self {
        Session {
            game: self.game,
            slot: self.slot.clone(),
            save: self.save.clone(),
            stored: self.stored.clone(),
            revision: self.revision,
            played: self.played.clone(),
            log: self.log.clone(),
            redo: self.redo.clone(),
            why_not: self.why_not.clone(),
            unlocked: self.unlocked,
            prefer: self.prefer,
            paused: self.paused,
            problem: self.problem.clone(),
            reviewing: self.reviewing,
            hints: self.hints.clone(),
            teaching: self.teaching,
            narration: self.narration.clone(),
            replay: self.replay.clone(),
            editing: self.editing,
            recent: self.recent.clone(),
            undo_at: self.undo_at,
            unseen_at: self.unseen_at,
            answers_forced: self.answers_forced,
        }
    }
}

pub enum TableMsg<G: Game> {
    Play(Seat, G::Action),
    /// Several actions of one seat in order (e.g. a choice made of parts); stops at a refusal.
    PlayAll(Seat, Vec<G::Action>),
    /// A computer player's answer, as JSON from the worker.
    AiMove(Seat, Option<String>),
    /// Progress of the thinking computer: seat, iterations done, budget (kept beside the
    /// session: a tick never copies it).
    AiProgress(Seat, u32, u32),
    AiFailed(String),
    /// The autosave effect wrote `revision` as this text (or says why not).
    Saved(Result<Rc<str>, String>),
    /// The slot's text changed under this tab (another tab played on): the session is
    /// reloaded from it, unless it is what this tab wrote itself.
    MovedOn(String),
    /// The player stopped the computer player.
    Paused,
    Resume,
    Undo,
    Redo,
    Ready(Seat),
    /// Who acts first when several people may (`Session::prefer`).
    Prefer(Option<Seat>),
    CloseWhyNot,
    Review,
    Hints(Vec<Hint<G>>),
    CloseHints,
    /// Teaching: show the next event of the last action, or all of them.
    Step,
    StepAll,
    /// The replay viewer: open it, go to a step, close it.
    ReplayTo(usize),
    ReplayClose,
    /// "Set up from here": open or close the position editor on the position shown.
    Edit(bool),
}

fn entries(events: Vec<Event>, index: Option<usize>, round: Rc<str>) -> impl Iterator<Item = LogEntry> {
    events.into_iter().map(move |event| LogEntry { event, action_index: index, round: round.clone() })
}

/// Replays a record action by action, keeping each action's events for the log, with the round
/// each was played in. The match's record is in the current format (a format 1 save is
/// converted as it loads).
pub fn replay_with_log<G: Game>(game: &G, record: &Record) -> Result<(Match<G>, Vec<LogEntry>), RecordError> {
    let start = Match::<G>::start_of(game, record)?;
    let setup: Vec<LogEntry> = entries(game.setup_events(&start), None, game.round_label(&start).into()).collect();
    let mut rounds: Vec<Rc<str>> = Vec::with_capacity(record.actions.len());
    // From the start just dealt: dealing again (a scenario read again) is the longest part.
    let (m, steps) = Match::<G>::replay_steps_from(game, record, start, record.actions.len(), |state| {
        // Consecutive actions of one round share the label's text.
        let label = game.round_label(state);
        let same = rounds.last().filter(|last| ***last == *label).cloned();
        rounds.push(same.unwrap_or_else(|| label.into()));
    })?;
    let log = setup
        .into_iter()
        .chain(
            steps.into_iter().zip(rounds).enumerate().flat_map(|(i, (events, round))| entries(events, Some(i), round)),
        )
        .collect();
    Ok((m, log))
}

impl<G: Game + 'static> Session<G> {
    /// Opens a slot: reads and verifies the save, then replays it action by action for the log.
    /// A question the table answers itself that is waiting (e.g. saved before the setting was
    /// on) is answered now, and the game saved.
    pub fn open<B: Board<Game = G>>(slot: &str, settings: &Settings) -> Result<Session<G>, String> {
        let game = B::game()?;
        let raw = services::slots().and_then(|s| s.raw(slot)).map_err(|e| e.to_string())?;
        let mut session = Session::from_text(game, slot, raw)?;
        // Against the computer nobody learns anything from a person not being asked, so a
        // person alone at the table is never asked for an answer they do not have.
        let skip = settings.skip_no_answer || session.humans().len() <= 1;
        // A lesson counts its moves: the table adds none of its own.
        if session.save.meta.lesson.is_none() {
            session.answers_forced = B::answers_forced(&Settings { skip_no_answer: skip, ..settings.clone() });
        }
        if session.answer_forced() {
            session.autosave();
            session.undo_at = session.undo_point();
        }
        Ok(session)
    }

    /// A session from a slot's text (as read at opening, or when another tab changed it).
    pub fn from_text(game: &'static G, slot: &str, raw: String) -> Result<Session<G>, String> {
        let (save, m, log) = match services::fresh_match::<G>(slot, &raw) {
            // The game this page just started: its match is the save's, with no action to replay.
            Some((save, m)) if save.record.actions.is_empty() => {
                let log = entries(game.setup_events(&m.state), None, game.round_label(&m.state).into()).collect();
                (save, m, log)
            }
            _ => {
                let save = parse_save(&raw).map_err(|e| e.to_string())?;
                let (_, (m, log)) =
                    verify_replaying(game, &save, |record| replay_with_log(game, record)).map_err(|e| e.to_string())?;
                (save, m, log)
            }
        };
        let mut session = Session {
            game,
            slot: slot.to_string(),
            redo: m.convert_redo(game, &save.record, &save.redo),
            teaching: save.meta.teaching,
            save,
            stored: raw.into(),
            revision: 0,
            played: m,
            log: Rc::new(log),
            why_not: None,
            unlocked: None,
            prefer: None,
            paused: false,
            problem: None,
            reviewing: false,
            hints: vec![],
            narration: None,
            replay: None,
            editing: false,
            recent: Rc::new(vec![]),
            undo_at: None,
            unseen_at: None,
            answers_forced: None,
        };
        session.undo_at = session.undo_point();
        Ok(session)
    }

    pub fn seat_kind(&self, seat: Seat) -> Option<&SeatKind> {
        self.save.meta.seats.get(seat).map(|s| &s.kind)
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        matches!(self.seat_kind(seat), Some(SeatKind::Human) | None)
    }

    pub fn humans(&self) -> Vec<Seat> {
        (0..self.game.seat_count(&self.played.state)).filter(|&s| self.is_human(s)).collect()
    }

    pub fn computers(&self) -> Vec<Seat> {
        (0..self.game.seat_count(&self.played.state)).filter(|&s| !self.is_human(s)).collect()
    }

    pub fn seat_names(&self) -> Vec<AttrValue> {
        (0..self.game.seat_count(&self.played.state))
            .map(|s| {
                self.save.meta.seats.get(s).map(|i| i.name.clone()).unwrap_or_else(|| format!("Seat {}", s + 1)).into()
            })
            .collect()
    }

    /// The human seat that must act now: the person holding the device while they still have a
    /// choice to make (pass-and-play hands the device on only when they have none), else the
    /// first human seat to act.
    pub fn acting_human(&self) -> Option<Seat> {
        let humans: Vec<Seat> =
            self.game.active_seats(&self.played.state).into_iter().filter(|&s| self.is_human(s)).collect();
        let among = |seat: &Seat| humans.contains(seat);
        self.prefer.filter(among).or(self.unlocked.filter(among)).or_else(|| humans.first().copied())
    }

    /// The first computer seat that must act now, with its bot name; none while the events of
    /// the last action are still being shown or the replay viewer is open.
    pub fn acting_bot(&self) -> Option<(Seat, String)> {
        if self.narration.is_some() || self.replay.is_some() || self.editing {
            return None;
        }
        self.game.active_seats(&self.played.state).into_iter().find_map(|s| match self.seat_kind(s) {
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

    /// The seat whose choices the board offers, and whether it must act now (teaching mode
    /// offers the acting seat's; nobody acts in a replay, a narration or the editor).
    pub fn board_seat(&self) -> (Option<Seat>, bool) {
        let shown = if self.teaching { self.acting_human() } else { self.shown_seat() };
        let to_act = shown.is_some()
            && shown == self.acting_human()
            && self.narration.is_none()
            && self.replay.is_none()
            && !self.editing;
        (shown, to_act)
    }

    /// Who looks at the board: the teacher sees everything, the replay viewer too.
    pub fn viewer(&self) -> Viewer {
        if self.teaching || self.replay.is_some() {
            return Viewer::Teacher;
        }
        self.shown_seat().map(Viewer::Seat).unwrap_or(Viewer::Spectator)
    }

    /// Pass-and-play: the seat that must take the device before anything is shown. Never in
    /// teaching mode (all hands are open on purpose).
    pub fn hand_off_to(&self) -> Option<Seat> {
        if self.teaching || self.replay.is_some() {
            return None;
        }
        let acting = self.acting_human()?;
        (self.humans().len() > 1 && self.unlocked != Some(acting)).then_some(acting)
    }

    /// Whether "Set up from here" may open the editor: in teaching mode (every card is open
    /// anyway) and in the replay viewer (only reachable when the game is over or in teaching).
    pub fn can_edit(&self) -> bool {
        self.teaching || self.replay.is_some()
    }

    /// The state the board shows: the replay's, the position before a narrated action, or now.
    pub fn shown_state(&self) -> &G::State {
        match (&self.replay, &self.narration) {
            (Some(r), _) => &r.state,
            (None, Some(n)) => &n.before,
            (None, None) => &self.played.state,
        }
    }

    /// The log as far as it is shown (narration and replay hide what has not happened yet).
    pub fn visible_log(&self) -> Rc<Vec<LogEntry>> {
        match (&self.replay, &self.narration) {
            (Some(r), _) => {
                Rc::new(self.log.iter().filter(|e| e.action_index.is_none_or(|i| i < r.step)).cloned().collect())
            }
            (None, Some(n)) => Rc::new(self.log.iter().take(n.first + n.shown).cloned().collect()),
            (None, None) => self.log.clone(),
        }
    }

    /// What the log says happened since `seat` last moved: the lines after its last action's
    /// (all but the set-up's when it has not moved yet). The log's events are public, so this
    /// tells the seat nothing the log does not.
    pub fn since_last_move(&self, seat: Seat) -> Rc<Vec<LogEntry>> {
        let last = self.played.record.actions.iter().rposition(|a| a.seat == seat);
        let after = |e: &LogEntry| e.action_index.is_some_and(|i| last.is_none_or(|last| i > last));
        Rc::new(self.log.iter().filter(|e| after(e)).cloned().collect())
    }

    /// The replay viewer's moves: how many actions each one ends after. A move is an action
    /// that wrote to the log, together with the silent actions before it (choices that log
    /// nothing, such as a Weavers bury before "Finish burying"); silent actions after the last
    /// logged one are not a move. So "Move 3 of 40" always shows three moves' lines in the log
    /// (docs/web.md, "The end of a game").
    pub fn replay_moves(&self) -> Vec<usize> {
        let mut moves: Vec<usize> = Vec::new();
        for i in self.log.iter().filter_map(|e| e.action_index) {
            if moves.last() != Some(&(i + 1)) {
                moves.push(i + 1);
            }
        }
        moves
    }

    /// Teaching: the event being explained now, its number and how many the action has.
    pub fn narrated(&self) -> Option<(&Event, usize, usize)> {
        let n = self.narration.as_ref()?;
        let total = self.log.len().saturating_sub(n.first);
        let entry = self.log.get(n.first + n.shown - 1)?;
        Some((&entry.event, n.shown, total))
    }

    fn play(&mut self, seat: Seat, action: &G::Action) -> Result<(), RuleError> {
        let index = self.played.record.actions.len();
        let round = self.game.round_label(&self.played.state);
        // A person's choice may be the one undo takes back: whether others saw it is read now,
        // from the positions at hand, rather than by replaying the record later.
        let before = (!self.teaching && self.is_human(seat)).then(|| self.played.state.clone());
        let events = self.played.play(self.game, seat, action)?;
        if let Some(before) = before {
            self.unseen_at = Some((index, self.unseen_between(seat, &before, &self.played.state)));
        }
        Rc::make_mut(&mut self.log).extend(entries(events, Some(index), round.into()));
        Ok(())
    }

    /// Plays the answer of each human seat asked a question with one legal answer that the
    /// board lets the table answer (never in teaching mode or the replay). Each is a move of the
    /// record like any other, and the log says the table gave it (a note of this session: a
    /// reload rebuilds the log from the record's events). Whether anything was played.
    fn answer_forced(&mut self) -> bool {
        let Some(forced) = self.answers_forced.filter(|_| !self.teaching && self.replay.is_none()) else {
            return false;
        };
        let mut played = false;
        for _ in 0..MAX_FORCED {
            let state = &self.played.state;
            let next = self.game.active_seats(state).into_iter().filter(|&s| self.is_human(s)).find_map(|seat| {
                let legal = self.game.legal_actions(state, seat);
                let [action] = legal.as_slice() else { return None };
                forced(state, seat).map(|rule| (seat, action.clone(), rule))
            });
            let Some((seat, action, rule)) = next else { break };
            let said = self.game.describe_action(&self.played.state, seat, &action);
            let index = self.played.record.actions.len();
            let round: Rc<str> = self.game.round_label(&self.played.state).into();
            if self.play(seat, &action).is_err() {
                break;
            }
            let note = format!(
                "{} had only one possible answer, so the table gave it without asking: {said}.",
                seat_label(seat)
            );
            Rc::make_mut(&mut self.log).push(LogEntry {
                event: Event::new(rule, note).about(seat),
                action_index: Some(index),
                round,
            });
            played = true;
        }
        played
    }

    /// After actions were played from `before` (the log then `first` lines long): their events
    /// become the recent ones and, in teaching mode, are narrated one at a time.
    fn played_from(&mut self, before: G::State, first: usize) {
        let new: Vec<Event> = self.log.iter().skip(first).map(|e| e.event.clone()).collect();
        self.narration = (self.teaching && !new.is_empty()).then_some(Narration { before, first, shown: 1 });
        self.recent = Rc::new(new);
    }

    /// Rebuilds the match from `record` (undo), with its log.
    fn rebuild(&mut self, record: &Record) -> Result<(), String> {
        let (m, log) = replay_with_log(self.game, record).map_err(|e| e.to_string())?;
        self.played = m;
        self.log = Rc::new(log);
        self.narration = None;
        self.recent = Rc::new(vec![]);
        self.unseen_at = None;
        Ok(())
    }

    /// The record changed: a new save to write (the table's autosave effect writes it).
    fn autosave(&mut self) {
        let mut save = Save::of_match(self.game, &self.played, self.save.meta.clone());
        save.redo = self.redo.clone();
        self.save = save;
        self.revision += 1;
    }

    pub fn can_undo(&self) -> bool {
        self.undo_at.is_some()
    }

    /// The action undo would take back, if any.
    ///
    /// Teaching: the last action, whoever made it. Competitive: only the last action of the
    /// person holding the device, and only while it is a choice not yet committed: after it
    /// that seat still had to act, and nobody else could see any difference (their views and the
    /// public view are unchanged). So never across a reveal, a shuffle or a draw that others
    /// notice, and never another person's move. Actions other seats made since (e.g. a
    /// computer player choosing at the same time) are kept.
    fn undo_point(&mut self) -> Option<usize> {
        let actions = &self.played.record.actions;
        if self.replay.is_some() || self.editing {
            return None;
        }
        if self.teaching {
            return actions.len().checked_sub(1);
        }
        let seat = self.shown_seat()?;
        if !self.is_human(seat) || !self.game.active_seats(&self.played.state).contains(&seat) {
            return None;
        }
        let index = actions.iter().rposition(|a| a.seat == seat)?;
        let unseen = match self.unseen_at {
            Some((at, unseen)) if at == index => unseen,
            _ => {
                let unseen = self.unseen(seat, index).unwrap_or(false);
                self.unseen_at = Some((index, unseen));
                unseen
            }
        };
        unseen.then_some(index)
    }

    /// Whether the record's action at `index` (by `seat`) left `seat` to act and changed nothing
    /// another seat or a spectator sees, found by replaying the record up to it. Only when
    /// `play` did not note it (the game was just opened, or undo rebuilt the record).
    fn unseen(&self, seat: Seat, index: usize) -> Option<bool> {
        let step = self.played.record.actions.get(index)?;
        let (before, _) = Match::<G>::replay_prefix(self.game, &self.played.record, index).ok()?;
        let action = self.played.record.decode_action(self.game, &before.state, &step.action).ok()?;
        let mut after = before.state.clone();
        self.game.apply(&mut after, seat, &action).ok()?;
        Some(self.unseen_between(seat, &before.state, &after))
    }

    /// Whether `seat`'s action from `before` to `after` left it to act and changed nothing
    /// another seat or a spectator sees.
    fn unseen_between(&self, seat: Seat, before: &G::State, after: &G::State) -> bool {
        if !self.game.active_seats(after).contains(&seat) {
            return false;
        }
        (0..self.game.seat_count(after))
            .filter(|&s| s != seat)
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
            .all(|v| self.game.view(before, v) == self.game.view(after, v))
    }

    pub fn reduce(mut self, msg: TableMsg<G>) -> Self {
        // Progress and save reports change nothing undo depends on; recomputing it (a replay
        // of the record) for each made the page janky in long games.
        let undo_may_change = !matches!(msg, TableMsg::AiProgress(..) | TableMsg::Saved(_) | TableMsg::MovedOn(_));
        match msg {
            TableMsg::Play(seat, action) => self.play_all(seat, vec![action]),
            TableMsg::PlayAll(seat, actions) => self.play_all(seat, actions),
            TableMsg::AiMove(seat, action) => {
                let parsed = action.as_deref().map(crate::core::parse_json::<G::Action>);
                match parsed {
                    // The computer answers for the position it was asked about; a late answer
                    // after an undo or for a seat no longer acting is dropped (it asks again).
                    Some(Ok(_)) if self.acting_bot().map(|b| b.0) != Some(seat) => {}
                    Some(Ok(action)) => {
                        let (before, first) = (self.played.state.clone(), self.log.len());
                        match self.play(seat, &action) {
                            Ok(()) => {
                                self.answer_forced();
                                self.played_from(before, first);
                                self.autosave()
                            }
                            Err(e) => self.problem = Some(format!("The computer player's move was refused: {e}")),
                        }
                    }
                    Some(Err(e)) => self.problem = Some(format!("The computer player's answer is unreadable: {e}")),
                    None => self.problem = Some("The computer player found nothing to do.".into()),
                }
            }
            // Kept by `TableState`, never here.
            TableMsg::AiProgress(..) => {}
            TableMsg::Saved(result) => match result {
                Ok(text) => {
                    self.stored = text;
                    self.problem = None;
                }
                Err(e) => self.problem = Some(format!("Not saved: {e}")),
            },
            TableMsg::MovedOn(raw) if *raw == *self.stored => {}
            TableMsg::MovedOn(raw) => return self.moved_on(raw),
            TableMsg::AiFailed(message) => {
                self.paused = true;
                self.problem = Some(format!("The computer player stopped: {message}"));
            }
            TableMsg::Paused => self.paused = true,
            TableMsg::Resume => {
                self.paused = false;
                self.problem = None;
            }
            TableMsg::Undo => {
                if let Some(index) = self.undo_at {
                    let mut record = self.played.record.clone();
                    let taken = record.actions.remove(index);
                    match self.rebuild(&record) {
                        Ok(()) => {
                            self.redo.push(vec![taken]);
                            self.why_not = None;
                            self.hints.clear();
                            // Teaching: the computer waits, or it would play the same move again.
                            self.paused |= self.teaching && !self.computers().is_empty();
                            self.autosave();
                        }
                        Err(e) => self.problem = Some(format!("Undo failed: {e}")),
                    }
                }
            }
            TableMsg::Redo => {
                if let Some(step) = self.redo.pop() {
                    let before = self.played.record.clone();
                    let (state, first) = (self.played.state.clone(), self.log.len());
                    for recorded in step {
                        let ok = (self.played.record)
                            .decode_action(self.game, &self.played.state, &recorded.action)
                            .ok()
                            .map(|a| self.play(recorded.seat, &a).is_ok())
                            .unwrap_or(false);
                        if !ok {
                            // The step no longer fits: take back what was replayed and forget the rest.
                            let _ = self.rebuild(&before);
                            self.redo.clear();
                            self.problem = Some("Redo is no longer possible from here.".into());
                            break;
                        }
                    }
                    if self.played.record.actions.len() > before.actions.len() {
                        self.played_from(state, first);
                    }
                    self.hints.clear();
                    self.autosave();
                }
            }
            TableMsg::Prefer(seat) => self.prefer = seat,
            TableMsg::Ready(seat) => {
                self.unlocked = Some(seat);
                self.hints.clear();
            }
            TableMsg::CloseWhyNot => self.why_not = None,
            TableMsg::Review => self.reviewing = true,
            TableMsg::Hints(hints) => self.hints = hints,
            TableMsg::CloseHints => self.hints.clear(),
            TableMsg::Step => {
                if let Some(n) = &mut self.narration {
                    n.shown += 1;
                    if n.first + n.shown > self.log.len() {
                        self.narration = None;
                    }
                }
            }
            TableMsg::StepAll => self.narration = None,
            TableMsg::ReplayTo(step) => {
                let step = step.min(self.played.record.actions.len());
                match Match::<G>::replay_prefix(self.game, &self.played.record, step) {
                    Ok((m, _)) => {
                        // The replay tells the game from the start: the last move's narration ends.
                        self.narration = None;
                        self.replay = Some(Replay { step, state: m.state });
                        self.reviewing = true;
                    }
                    Err(e) => self.problem = Some(format!("The replay stopped: {e}")),
                }
            }
            TableMsg::ReplayClose => {
                self.replay = None;
                self.editing &= self.teaching;
            }
            TableMsg::Edit(open) => {
                self.editing = open && self.can_edit();
                self.narration = None;
            }
        }
        if undo_may_change {
            self.undo_at = self.undo_point();
        }
        self
    }

    /// Another tab wrote this game's slot: the game as it is there replaces this tab's (whose
    /// unsaved change, if any, is dropped rather than written over the newer game).
    fn moved_on(mut self, raw: String) -> Self {
        match Session::from_text(self.game, &self.slot, raw) {
            Ok(mut newer) => {
                newer.answers_forced = self.answers_forced;
                newer.problem = Some(
                    "This game moved on in another tab: it was reloaded here as it is there (nothing was \
                     written over it)."
                        .into(),
                );
                newer
            }
            Err(e) => {
                self.problem = Some(format!(
                    "This game was changed in another tab and cannot be read here ({e}); this tab saves nothing \
                     over it."
                ));
                self
            }
        }
    }

    fn play_all(&mut self, seat: Seat, actions: Vec<G::Action>) {
        self.hints.clear();
        let (before, first) = (self.played.state.clone(), self.log.len());
        let mut played = false;
        for action in actions {
            match self.play(seat, &action) {
                Ok(()) => {
                    played = true;
                    self.why_not = None;
                    self.redo.clear();
                }
                Err(e) => {
                    self.why_not = Some(e);
                    break;
                }
            }
        }
        if played {
            self.answer_forced();
            self.played_from(before, first);
            self.autosave();
        }
    }
}

/// The reducer's state: a session (or why the slot could not be opened) and the thinking
/// computer's progress, kept apart so its many ticks never copy the session.
pub struct TableState<G: Game + 'static> {
    pub session: Result<Rc<Session<G>>, String>,
    /// A computer player thinking: seat, iterations done, budget.
    pub thinking: Option<(Seat, u32, u32)>,
}

impl<G: Game + 'static> Reducible for TableState<G> {
    type Action = TableMsg<G>;
    fn reduce(self: Rc<Self>, msg: TableMsg<G>) -> Rc<Self> {
        let Ok(session) = &self.session else { return self };
        let thinking = match &msg {
            TableMsg::AiProgress(seat, done, total) => {
                return Rc::new(TableState { session: self.session.clone(), thinking: Some((*seat, *done, *total)) });
            }
            // The computer's answer, failure or pause ends its thinking; so does taking moves back.
            TableMsg::AiMove(..)
            | TableMsg::AiFailed(_)
            | TableMsg::Paused
            | TableMsg::Undo
            | TableMsg::Redo
            | TableMsg::MovedOn(_) => None,
            _ => self.thinking,
        };
        let session = Rc::new((**session).clone().reduce(msg));
        Rc::new(TableState { session: Ok(session), thinking })
    }
}
