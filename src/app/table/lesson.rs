//! A lesson's chapter at the table (`lessons`): which step the game is at (from the record and
//! the reading steps passed with "Next", kept in storage so a reload returns to the same step),
//! the lesson's own moves played one by one, and the gate on the board: a question's answer is
//! judged by the lesson (right, an expected wrong answer, or another answer), while a move the
//! rules refuse goes on to the table, which says why with the rule.

use super::board::BoardContext;
use super::session::{Session, TableMsg, TableState};
use crate::app::components::{LessonFeedback, LessonStepView};
use crate::app::route::{navigate, Route};
use crate::app::services;
use crate::core::{Game, Seat};
use crate::games::guide::legal_action;
use crate::lessons::{self, library, Lesson, Turn, Verdict};
use crate::storage::LocalStore;
use std::rc::Rc;
use yew::prelude::*;

/// How long a move of the lesson waits, so the class sees the position change.
const MOVE_DELAY_MS: u32 = 900;
/// Wrong answers before "Show me" is offered.
const TRIES_BEFORE_SHOW: u32 = 2;

#[derive(Clone)]
pub struct LessonRun {
    lesson: Rc<Lesson>,
    key: String,
    chapter: usize,
    slot: String,
    /// The step now (`None` once the chapter is done) and how many of its moves are played.
    step: Option<usize>,
    done: usize,
    read: UseStateHandle<usize>,
    feedback: UseStateHandle<Option<LessonFeedback>>,
    /// Wrong answers to the question now: (step, count).
    tries: UseStateHandle<(usize, u32)>,
    hint: UseStateHandle<Option<usize>>,
}

/// The lesson at this table, or `None` for any other game. Also plays the lesson's moves.
#[hook]
pub fn use_lesson<G: Game + 'static>(state: &UseReducerHandle<TableState<G>>) -> Option<LessonRun> {
    let session = state.session.as_ref().ok().filter(|s| s.save.meta.lesson.is_some()).cloned();
    let at = session.as_ref().and_then(|s| s.save.meta.lesson.clone());
    let slot = session.as_ref().map(|s| s.slot.clone()).unwrap_or_default();
    let lesson = use_memo(at.as_ref().map(|a| a.key.clone()), |key| {
        let store = LocalStore::open().ok()?;
        library::read_lesson_at(&store, key.as_ref()?).ok().flatten().map(Rc::new)
    });
    let read = {
        let slot = slot.clone();
        use_state(move || LocalStore::open().map(|s| library::read_steps(&s, &slot)).unwrap_or(0))
    };
    let feedback = use_state(|| None::<LessonFeedback>);
    let tries = use_state(|| (0usize, 0u32));
    let hint = use_state(|| None::<usize>);
    let chapter = at.as_ref().map_or(0, |a| a.chapter);
    let base = (*lesson).as_ref().and_then(|l| l.chapters.get(chapter)).map_or(0, |c| c.start.moves_played());
    let played = session.as_ref().map_or(0, |s| s.played.record.actions.len()).saturating_sub(base);
    let (step, done) = match (*lesson).as_ref().and_then(|l| l.chapters.get(chapter)) {
        Some(c) => lessons::progress(c, played, *read),
        None => (None, 0),
    };
    {
        // The place read so far survives a reload.
        let slot = slot.clone();
        use_effect_with(*read, move |read| {
            if let Ok(mut store) = LocalStore::open() {
                let _ = library::set_read_steps(&mut store, &slot, *read);
            }
        });
    }
    {
        // The lesson's own moves, one at a time.
        let (lesson, dispatch) = ((*lesson).clone(), state.dispatcher());
        let paused = session.as_ref().is_none_or(|s| s.paused || s.replay.is_some());
        use_effect_with((played, step, paused), move |_| {
            let timeout = (|| {
                let (lesson, session, index) = (lesson?, session?, step?);
                let s = lesson.chapters.get(chapter)?.steps.get(index)?;
                if lessons::turn(s, done) != Turn::Script || paused {
                    return None;
                }
                let (seat, value) = *lessons::step_moves(s).get(done)?;
                let msg = match legal_action(session.game, &session.played.state, seat, value) {
                    Ok(action) => TableMsg::PlayAll(seat, vec![action]),
                    Err(e) => TableMsg::AiFailed(format!("the lesson's move is not possible here: {e}")),
                };
                Some(gloo::timers::callback::Timeout::new(MOVE_DELAY_MS, move || dispatch.dispatch(msg)))
            })();
            move || drop(timeout)
        });
    }
    {
        // A question for one seat while several may act (secret choices): that seat answers
        // first, so the device is handed to it.
        let asked = (*lesson).as_ref().and_then(|l| {
            let s = l.chapters.get(chapter)?.steps.get(step?)?;
            s.question.as_ref().filter(|_| lessons::turn(s, done) == Turn::Ask).map(|q| q.seat)
        });
        let dispatch = state.dispatcher();
        let now = state.session.as_ref().ok().and_then(|s| s.prefer);
        use_effect_with((asked, now), move |&(asked, now)| {
            if asked != now {
                dispatch.dispatch(TableMsg::Prefer(asked));
            }
        });
    }
    let lesson = (*lesson).clone()?;
    Some(LessonRun { lesson, key: at?.key, chapter, slot, step, done, read, feedback, tries, hint })
}

impl LessonRun {
    fn step_now(&self) -> Option<&lessons::Step> {
        self.lesson.chapters.get(self.chapter)?.steps.get(self.step?)
    }

    fn turn(&self) -> Option<Turn> {
        self.step_now().map(|s| lessons::turn(s, self.done))
    }

    /// The panel's view of the step now.
    pub fn view<G: Game + 'static>(
        &self,
        session: &Session<G>,
        on_play: Callback<(Seat, Vec<G::Action>)>,
    ) -> Option<LessonStepView> {
        let chapter = self.lesson.chapters.get(self.chapter)?;
        let step = self.step_now();
        let index = self.step.unwrap_or(chapter.steps.len());
        let question = step.and_then(|s| s.question.as_ref()).filter(|_| self.turn() == Some(Turn::Ask));
        let tries = if self.tries.0 == index { self.tries.1 } else { 0 };
        let game = session.game;
        let now = &session.played.state;
        // "Show me": the lesson's answer, in the engine's words, after two wrong answers.
        let shown = question.filter(|_| tries >= TRIES_BEFORE_SHOW).and_then(|q| {
            let typed = lessons::typed_answer(game, now, q.seat, q.accept.first()?.get(self.done..)?).ok()?;
            let words = typed.iter().map(|a| game.describe_action(now, q.seat, a)).collect::<Vec<_>>().join(", then ");
            Some((q.seat, typed, words))
        });
        let read = self.read.clone();
        let feedback = self.feedback.clone();
        let next_chapter = (self.chapter + 1 < self.lesson.chapters.len()).then_some(self.chapter + 1);
        let (lesson, key) = (self.lesson.clone(), self.key.clone());
        Some(LessonStepView {
            lesson_title: self.lesson.title.clone().into(),
            chapter_title: chapter.title.clone().into(),
            chapter: self.chapter + 1,
            chapters: self.lesson.chapters.len(),
            number: index + 1,
            total: chapter.steps.len(),
            words: step.map(|s| s.words.clone()).unwrap_or_default().into(),
            rules: step.map(|s| s.rules.clone()).unwrap_or_default(),
            marks: step.map(|s| s.marks.clone()).unwrap_or_default(),
            mark_names: step
                .map(|s| s.marks.iter().map(|m| m.describe(|p| piece_label(session, p)).into()).collect())
                .unwrap_or_default(),
            turn: self.turn(),
            ask: question.map(|q| AttrValue::from(q.ask.clone())),
            asked: question
                .map(|q| session.save.meta.seats.get(q.seat).map(|s| s.name.clone()).unwrap_or_default().into()),
            hint: question.filter(|_| *self.hint == Some(index)).map(|q| {
                AttrValue::from(if q.hint.is_empty() { "No hint for this one.".to_string() } else { q.hint.clone() })
            }),
            on_hint: question.filter(|q| !q.hint.is_empty()).map(|_| {
                let hint = self.hint.clone();
                Callback::from(move |_| hint.set(Some(index)))
            }),
            show_me: shown.as_ref().map(|(_, _, words)| AttrValue::from(words.clone())),
            on_show_me: shown.map(|(seat, typed, _)| {
                let feedback = feedback.clone();
                on_play.reform(move |_| {
                    feedback
                        .set(Some(LessonFeedback { right: true, text: "The lesson's answer, played for you.".into() }));
                    (seat, typed.clone())
                })
            }),
            feedback: (*self.feedback).clone(),
            on_next: Callback::from(move |_| {
                feedback.set(None);
                read.set(index + 1);
            }),
            on_next_chapter: next_chapter.map(|c| {
                let (lesson, key) = (lesson.clone(), key.clone());
                Callback::from(move |_| match services::start_lesson_chapter(&lesson, &key, c, false) {
                    Ok(slot) => navigate(&Route::Table { slot: slot.into() }),
                    Err(e) => web_sys::console::warn_1(&e.into()),
                })
            }),
            outline: Route::Lesson { key: self.key.clone().into() }.href().into(),
            slot: self.slot.clone().into(),
        })
    }

    /// Wraps the board's action callbacks: a question's answer is judged first; nothing else
    /// goes to the table while the lesson reads or plays.
    pub fn gate<G: Game + 'static>(&self, ctx: &mut BoardContext<G>, session: &Session<G>) {
        let Some(seat) = ctx.seat else { return };
        let many = ctx.on_actions.clone();
        let run = self.clone();
        let (game, now) = (session.game, session.played.state.clone());
        let check = Rc::new(move |sent: Vec<G::Action>| {
            let Some(step) = run.step_now() else { return many.emit(sent) };
            let say = |right: bool, text: String| run.feedback.set(Some(LessonFeedback { right, text: text.into() }));
            match run.turn() {
                Some(Turn::Read) => say(false, "Not yet: read this step, then press Next.".into()),
                Some(Turn::Script) => say(false, "Not yet: the lesson plays this move.".into()),
                _ => {}
            }
            let Some(q) = step.question.as_ref().filter(|_| run.turn() == Some(Turn::Ask)) else { return };
            if seat != q.seat {
                return say(false, "This question is for another seat.".into());
            }
            // A move the rules refuse: the table says why, with the rule.
            let mut probe = now.clone();
            if sent.iter().any(|a| game.apply(&mut probe, seat, a).is_err()) {
                return many.emit(sent);
            }
            let verdict = match run.done {
                0 => lessons::judge(game, &now, q, &sent),
                // Part of the lesson's first answer is played: the rest must follow it.
                done => Ok(continue_first_answer(game, &now, q, done, &sent)),
            };
            match verdict {
                Ok(Verdict::Partial) => many.emit(sent),
                Ok(Verdict::Right { play, same }) => {
                    let text = if same {
                        q.right.clone()
                    } else {
                        let words: Vec<String> = play.iter().map(|a| game.describe_action(&now, seat, a)).collect();
                        format!("{} The lesson goes on from its own answer: {}.", q.right, words.join(", then "))
                    };
                    say(true, text);
                    many.emit(play);
                }
                Ok(Verdict::Wrong(says)) => {
                    let index = run.step.unwrap_or(0);
                    let count = if run.tries.0 == index { run.tries.1 } else { 0 };
                    run.tries.set((index, count + 1));
                    say(false, says);
                }
                Err(e) => say(false, format!("This answer cannot be judged: {e}")),
            }
        });
        ctx.on_action = {
            let check = check.clone();
            Callback::from(move |action: G::Action| check(vec![action]))
        };
        ctx.on_actions = Callback::from(move |actions: Vec<G::Action>| check(actions));
    }
}

/// What a piece is called at this table: a seat by its name, a card by its printed name (a
/// Weave Challenge card's face, which names every card of that face).
pub(super) fn piece_label<G: Game>(session: &Session<G>, piece: &str) -> String {
    let cards = session.game.cards();
    match lessons::piece_name(piece) {
        Ok(lessons::Piece::Seat(n)) => {
            session.save.meta.seats.get(n).map_or_else(|| format!("seat {}", n + 1), |s| s.name.clone())
        }
        Ok(lessons::Piece::Card(id)) => cards
            .iter()
            .find(|c| c.id == id || c.id.strip_prefix(id).is_some_and(|rest| rest.starts_with('-')))
            .map_or_else(|| id.to_string(), |c| c.name.clone()),
        // A spot is named by the board that draws it (its label for screen readers).
        Ok(lessons::Piece::Spot(_)) => web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(&format!("[data-piece=\"{piece}\"]")).ok().flatten())
            .and_then(|el| el.get_attribute("aria-label").or_else(|| el.get_attribute("title")))
            .map(|label| label.split(';').next().unwrap_or_default().trim().to_string())
            .filter(|label| !label.is_empty())
            .unwrap_or_else(|| piece.to_string()),
        Err(_) => piece.to_string(),
    }
}

/// The verdict on the next parts of an answer whose first `done` parts (those of the lesson's
/// first answer) are played: right when they complete it, partial while they follow it.
fn continue_first_answer<G: Game>(
    game: &G,
    now: &G::State,
    q: &lessons::Question,
    done: usize,
    sent: &[G::Action],
) -> Verdict<G::Action> {
    let values = q.accept.first().map(|a| &a[done.min(a.len())..]).unwrap_or_default();
    let rest = lessons::typed_answer(game, now, q.seat, values).unwrap_or_default();
    let follows = sent.len() <= rest.len() && sent.iter().zip(&rest).all(|(a, b)| game.same_choice(a, b));
    match (follows, sent.len() == rest.len()) {
        (true, true) => Verdict::Right { play: rest, same: true },
        (true, false) => Verdict::Partial,
        (false, _) => Verdict::Wrong(q.otherwise_words()),
    }
}
