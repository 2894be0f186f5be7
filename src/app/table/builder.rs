//! The lesson builder at a teaching-mode table ("Add to a lesson", `lessons::Draft`): keeps the
//! draft in storage after every change (and in the library once it reads), undoes whole edits,
//! and keeps the table and the recording chapter in step: a move played at the table is
//! recorded, a move taken back there is taken out, and an edit that takes moves out or puts
//! them back (undo, redo, deleting the last move) does the same at the table.

use super::lesson::piece_label;
use super::session::{Session, TableMsg, TableState};
use crate::app::components::{BuilderMsg, LessonBuilder};
use crate::app::route::{navigate, Route};
use crate::app::services;
use crate::core::{Game, Rule};
use crate::lessons::{self, library, Draft, DraftHistory, Recorded};
use crate::storage::{LocalStore, SeatKind};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone)]
pub struct Builder {
    /// Whether the builder shows at this table (opened with "Add to a lesson", or recording).
    pub open: UseStateHandle<bool>,
    draft: UseStateHandle<Option<Rc<Draft>>>,
    history: Rc<RefCell<DraftHistory>>,
    message: UseStateHandle<Option<String>>,
    rules: Rc<Vec<(Rule, String)>>,
    /// Whether the draft reads as a lesson, and the engine's check of it (`Checks`).
    checks: Rc<Checks>,
}

/// Whether a draft reads as a lesson (why not), and what each step of its recording chapter
/// does by the engine's check (or the first problem). Worked out once per draft, not per
/// drawing of the table.
#[derive(PartialEq)]
struct Checks {
    kept: Result<(), AttrValue>,
    checked: Result<Vec<AttrValue>, AttrValue>,
}

fn checks(draft: Option<&Draft>) -> Checks {
    let Some(d) = draft else { return Checks { kept: Ok(()), checked: Ok(vec![]) } };
    let kept = d.text().map(|_| ()).map_err(|e| AttrValue::from(e.to_string()));
    let checked = lessons::check_lesson(&d.lesson)
        .map(|report| {
            let steps =
                d.chapter.and_then(|c| report.chapters.get(c)).map(|ch| ch.steps.as_slice()).unwrap_or_default();
            steps.iter().map(|s| AttrValue::from(s.checked.clone())).collect()
        })
        .map_err(|e| AttrValue::from(e.to_string()));
    Checks { kept, checked }
}

/// The builder of this table: shown when its draft records here, or once opened.
#[hook]
pub fn use_builder<G: Game + 'static>(state: &UseReducerHandle<TableState<G>>) -> Builder {
    let session = state.session.as_ref().ok().cloned();
    let slot = session.as_ref().map(|s| s.slot.clone()).unwrap_or_default();
    let draft = use_state(|| LocalStore::open().ok().and_then(|s| library::draft(&s)).map(Rc::new));
    let recording_here = draft.as_ref().is_some_and(|d| d.slot == slot && !slot.is_empty());
    let open = use_state(|| false);
    let history = use_mut_ref(DraftHistory::default);
    let message = use_state(|| None::<String>);
    let game = session.as_ref().map(|s| s.game.id()).unwrap_or_default();
    let rules = use_memo(game, |game| lessons::citable_rules(game));
    let checks = use_memo((*draft).clone(), |d| checks(d.as_deref()));
    let builder =
        Builder { open: open.clone(), draft: draft.clone(), history: history.clone(), message, rules, checks };
    let len = session.as_ref().map_or(0, |s| s.played.record.actions.len());
    let seen = use_mut_ref(|| None::<(usize, usize)>);
    {
        // The table and the recording chapter in step (see the module's comment).
        let (builder, dispatch) = (builder.clone(), state.dispatcher());
        let key = (len, (*draft).clone(), recording_here);
        use_effect_with(key, move |(len, draft, here)| {
            let (Some(draft), true, Some(session)) = (draft, *here, session) else { return };
            let Some(expected) = draft.expected_moves() else { return };
            let len = *len;
            let before = seen.replace(Some((len, expected)));
            if before.is_none_or(|(l, _)| l != len) {
                // The table moved (or just opened): the chapter follows it.
                if len > expected {
                    builder.record(&session, expected, &dispatch);
                } else if len < expected {
                    builder.edit(|d| d.unrecord(expected - len));
                }
            } else if before.is_some_and(|(_, was)| was != expected) {
                // An edit took moves out or put them back: the table follows it.
                (expected..len).for_each(|_| dispatch.dispatch(TableMsg::Undo));
                (len..expected).for_each(|_| dispatch.dispatch(TableMsg::Redo));
            }
        });
    }
    if recording_here && !*open {
        open.set(true);
    }
    builder
}

impl Builder {
    /// Makes an edit (kept for undo) and keeps the draft; a refused edit is said, and changes
    /// nothing.
    fn edit<T>(&self, edit: impl FnOnce(&mut Draft) -> Result<T, String>) -> Option<T> {
        let now = (*self.draft).clone()?;
        let made = self.history.borrow_mut().edit(&now, edit);
        match made {
            Ok((next, out)) => {
                self.keep(next);
                self.message.set(None);
                Some(out)
            }
            Err(why) => {
                self.message.set(Some(why));
                None
            }
        }
    }

    fn keep(&self, draft: Draft) {
        if let Ok(mut store) = LocalStore::open() {
            if let Err(e) = library::keep_draft(&mut store, &draft) {
                self.message.set(Some(format!("The lesson could not be kept: {e}")));
            }
        }
        self.draft.set(Some(Rc::new(draft)));
    }

    /// Records the table's moves after the `expected` first ones.
    fn record<G: Game>(&self, session: &Session<G>, expected: usize, dispatch: &UseReducerDispatcher<TableState<G>>) {
        let actions = session.played.record.actions[expected..].to_vec();
        let seats = session.save.meta.seats.clone();
        let wrong = self.edit(|d| {
            let mut wrong = false;
            for a in actions {
                let computer = seats.get(a.seat).is_some_and(|s| matches!(s.kind, SeatKind::Bot { .. }));
                wrong |= d.record(a.seat, a.action, computer)? == Recorded::Answer;
            }
            Ok(wrong)
        });
        if wrong == Some(true) {
            dispatch.dispatch(TableMsg::Undo);
        }
    }

    fn on_msg<G: Game + 'static>(&self, session: &Session<G>, msg: BuilderMsg) {
        match msg {
            BuilderMsg::AddChapter { to, lesson_title, chapter_title } => {
                let being_built = (*self.draft).clone().filter(|d| Some(&d.key) == to.as_ref());
                let mut base = match (to, being_built) {
                    (Some(_), Some(draft)) => (*draft).clone(),
                    (Some(key), None) => {
                        let store = LocalStore::open().ok();
                        match store.and_then(|s| library::read_lesson_at(&s, &key).ok().flatten()) {
                            Some(lesson) => Draft { lesson, ..Draft::new(&key, session.game.id(), "") },
                            None => return self.message.set(Some("That lesson cannot be read any more.".into())),
                        }
                    }
                    (None, _) if lesson_title.trim().is_empty() => {
                        return self.message.set(Some("Give the new lesson a title.".into()))
                    }
                    (None, _) => {
                        Draft::new(&format!("draft-{:x}", services::now_ms()), session.game.id(), lesson_title.trim())
                    }
                };
                let seats = session.save.meta.seats.iter().map(|s| s.name.clone()).collect();
                let title = if chapter_title.trim().is_empty() { "From this position" } else { chapter_title.trim() };
                match base.add_chapter(title, &session.played.record, seats, &session.slot) {
                    Ok(()) => {
                        // A new start: what is undone from here is this lesson's.
                        *self.history.borrow_mut() = DraftHistory::default();
                        self.message.set(None);
                        self.keep(base);
                    }
                    Err(why) => self.message.set(Some(why)),
                }
            }
            BuilderMsg::Title(title) => {
                self.edit(|d| {
                    d.lesson.title = title.trim().to_string();
                    Ok(())
                });
            }
            BuilderMsg::ChapterTitle(c, title) => {
                self.edit(|d| {
                    let chapter = d.lesson.chapters.get_mut(c).ok_or("no such chapter")?;
                    chapter.title = title.trim().to_string();
                    Ok(())
                });
            }
            BuilderMsg::AddWords(words, rules) => {
                self.edit(|d| d.add_words(&words, rules));
            }
            BuilderMsg::Ask(seat, q) => {
                self.edit(|d| d.ask(seat, q));
            }
            BuilderMsg::NextMove(next) => {
                self.edit(|d| {
                    d.next = next;
                    Ok(())
                });
            }
            BuilderMsg::SetStep(c, s, step) => {
                self.edit(|d| d.set_step(c, s, step));
            }
            BuilderMsg::MoveStep(c, from, to) => {
                self.edit(|d| d.move_step(c, from, to));
            }
            BuilderMsg::DeleteStep(c, s) => {
                self.edit(|d| d.delete_step(c, s));
            }
            BuilderMsg::MoveChapter(from, to) => {
                self.edit(|d| d.move_chapter(from, to));
            }
            BuilderMsg::DeleteChapter(c) => {
                self.edit(|d| d.delete_chapter(c));
            }
            BuilderMsg::Undo | BuilderMsg::Redo => {
                let Some(now) = (*self.draft).clone() else { return };
                let mut history = self.history.borrow_mut();
                let back = if msg == BuilderMsg::Undo { history.undo(&now) } else { history.redo(&now) };
                drop(history);
                if let Some(draft) = back {
                    self.message.set(None);
                    self.keep(draft);
                }
            }
            BuilderMsg::Preview(c) => {
                let Some(draft) = (*self.draft).clone() else { return };
                let previewed = draft
                    .text()
                    .map_err(|e| format!("Not ready to preview: {e}"))
                    .and_then(|_| services::start_lesson_chapter(&draft.lesson, &draft.key, c, true));
                match previewed {
                    Ok(slot) => navigate(&Route::Table { slot: slot.into() }),
                    Err(why) => self.message.set(Some(why)),
                }
            }
            BuilderMsg::Close => {
                if let Some(draft) = (*self.draft).clone().filter(|d| d.slot == session.slot) {
                    self.keep(Draft { slot: String::new(), chapter: None, ..(*draft).clone() });
                }
                self.open.set(false);
            }
        }
    }

    /// This game's lessons a chapter can be added to: the draft's first, then those on the
    /// device that read (key, title).
    fn lessons_of(&self, game: &str) -> Vec<(AttrValue, AttrValue)> {
        let mut lessons: Vec<(AttrValue, AttrValue)> = Vec::new();
        if let Some(d) = (*self.draft).as_ref().filter(|d| d.lesson.game == game) {
            lessons.push((d.key.clone().into(), d.lesson.title.clone().into()));
        }
        let stored = LocalStore::open().ok().and_then(|store| library::stored(&store).ok()).unwrap_or_default();
        for entry in stored {
            if let Some(lesson) = entry.lesson.ok().filter(|l| l.game == game) {
                if !lessons.iter().any(|(k, _)| **k == entry.key) {
                    lessons.push((entry.key.into(), lesson.title.into()));
                }
            }
        }
        lessons
    }

    /// The builder's panel, or nothing when it is closed.
    pub fn panel<G: Game + 'static>(&self, session: &Rc<Session<G>>) -> Html {
        if !*self.open {
            return Html::default();
        }
        let here = (*self.draft).clone().filter(|d| d.slot == session.slot && d.chapter.is_some());
        // The lessons a chapter can start in, read only while the form that offers them shows
        // (the table redraws often: a thinking computer's progress).
        let lessons = if here.is_none() { self.lessons_of(session.game.id()) } else { vec![] };
        let seats = session.seat_names();
        let label_of = {
            let session = session.clone();
            Callback::from(move |piece: String| AttrValue::from(piece_label(&session, &piece)))
        };
        let on_msg = {
            let (builder, session) = (self.clone(), session.clone());
            Callback::from(move |msg| builder.on_msg(&session, msg))
        };
        html! {
            <LessonBuilder draft={here} {lessons} {seats} rules={self.rules.clone()} kept={self.checks.kept.clone()} checked={self.checks.checked.clone()}
                message={(*self.message).clone().map(AttrValue::from)}
                can_undo={self.history.borrow().can_undo()} can_redo={self.history.borrow().can_redo()}
                {label_of} {on_msg} />
        }
    }
}
