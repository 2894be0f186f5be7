//! The lesson builder at a teaching-mode table (`lessons::Draft`, docs/lessons.md "Building one
//! in the app"): the lesson's title and chapters, the recording chapter's steps (each edited,
//! moved or deleted), and the forms that add words, a question, an expected wrong answer or a
//! chapter from the table's position. Moves are recorded by playing them on the table; pieces
//! are marked by tapping them on the board (or choosing them from a list, for the keyboard).
//! Every change goes to the table's builder as a `BuilderMsg`, so undo covers all of them.

use super::form::event_value;
use super::lesson_panel::{legend_item, use_marks, words, PIECE};
use crate::core::{Rule, Seat};
use crate::lessons::{answer_view, view_facts, Condition, Draft, Mark, NextMove, Question, Step, StepKind, Tone};
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub enum BuilderMsg {
    /// Adds a chapter from the table's position: to the lesson with this key (`None`: a new
    /// lesson with the given title).
    AddChapter {
        to: Option<String>,
        lesson_title: String,
        chapter_title: String,
    },
    Title(String),
    ChapterTitle(usize, String),
    AddWords(String, Vec<Rule>),
    Ask(Seat, Question),
    NextMove(NextMove),
    /// Replaces a step (chapter, step) with its words, marks or question's words changed.
    SetStep(usize, usize, Step),
    MoveStep(usize, usize, usize),
    DeleteStep(usize, usize),
    MoveChapter(usize, usize),
    DeleteChapter(usize),
    Undo,
    Redo,
    Preview(usize),
    /// Stops building at this table (the lesson stays in "Your lessons").
    Close,
}

#[derive(Properties, PartialEq)]
pub struct LessonBuilderProps {
    /// The draft recorded at this table; `None` offers to start one (or to add to a lesson).
    pub draft: Option<Rc<Draft>>,
    /// Lessons of this game a chapter can be added to: (key, title).
    pub lessons: Vec<(AttrValue, AttrValue)>,
    pub seats: Vec<AttrValue>,
    pub rules: Rc<Vec<(Rule, String)>>,
    /// `Err`: why the draft is not a lesson yet (kept as a draft meanwhile).
    pub kept: Result<(), AttrValue>,
    /// The engine's check of every chapter: what each step of the recording chapter does, or
    /// the first problem.
    pub checked: Result<Vec<AttrValue>, AttrValue>,
    /// Why the last change was refused.
    pub message: Option<AttrValue>,
    pub can_undo: bool,
    pub can_redo: bool,
    /// A piece's name at this table ("Lumen", "Wall of Flame").
    pub label_of: Callback<String, AttrValue>,
    pub on_msg: Callback<BuilderMsg>,
}

#[function_component(LessonBuilder)]
pub fn lesson_builder(props: &LessonBuilderProps) -> Html {
    let selected = use_state(|| None::<usize>);
    let Some(draft) = props.draft.clone() else { return start_form(props) };
    let Some(c) = draft.chapter else { return start_form(props) };
    let Some(chapter) = draft.lesson.chapters.get(c) else { return start_form(props) };
    let send = props.on_msg.clone();
    let selected_step = (*selected).filter(|&s| s < chapter.steps.len());
    let undo = send.reform(|_: MouseEvent| BuilderMsg::Undo);
    let redo = send.reform(|_: MouseEvent| BuilderMsg::Redo);
    html! {
        <section class="lesson-builder" aria-labelledby="builder-title">
            <div class="builder-head">
                <h2 id="builder-title">{ "Lesson builder" }</h2>
                <button onclick={undo} disabled={!props.can_undo} aria-label="Undo in the lesson">
                    <span aria-hidden="true">{ "↶ " }</span>{ "Undo" }
                </button>
                <button onclick={redo} disabled={!props.can_redo} aria-label="Redo in the lesson">
                    <span aria-hidden="true">{ "↷ " }</span>{ "Redo" }
                </button>
                <button onclick={send.reform(|_: MouseEvent| BuilderMsg::Close)}>{ "Stop building" }</button>
            </div>
            <label class="field">
                <span>{ "Lesson title" }</span>
                <input type="text" value={draft.lesson.title.clone()} maxlength="120"
                    onchange={send.reform(|e: Event| BuilderMsg::Title(event_value(&e)))} />
            </label>
            { status(props) }
            if let Some(message) = &props.message {
                <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ message.clone() }</p>
            }
            <h3>{ "Chapters" }</h3>
            <ol class="builder-chapters">
                { for draft.lesson.chapters.iter().enumerate().map(|(i, ch)| chapter_row(&draft, i, &ch.title, &send)) }
            </ol>
            <h3>{ format!("Chapter {}: steps", c + 1) }</h3>
            <p class="muted">{ "Moves played on the table are recorded here as steps, in order. Undo at the table takes the last one back." }</p>
            if chapter.steps.is_empty() {
                <p class="muted">{ "No steps yet: write words, ask a question, or play a move on the table." }</p>
            }
            <ol class="builder-steps">
                { for chapter.steps.iter().enumerate().map(|(i, step)| {
                    let note = props.checked.as_ref().ok().and_then(|notes| notes.get(i).cloned());
                    step_row(c, i, step, note, chapter.steps.len(), props, &selected)
                }) }
            </ol>
            if let Some(s) = selected_step {
                <StepEditor key={format!("{c}-{s}")} chapter={c} index={s} step={chapter.steps[s].clone()}
                    draft={draft.clone()}
                    seats={props.seats.clone()} rules={props.rules.clone()} label_of={props.label_of.clone()}
                    on_msg={send.clone()} on_close={{ let selected = selected.clone(); Callback::from(move |_| selected.set(None)) }} />
            }
            { add_forms(&draft, props) }
        </section>
    }
}

/// What the asked seat's view holds after a question's answer (none for another step, or when
/// the chapter does not play yet).
fn answer_facts(draft: &Draft, c: usize, s: usize) -> Vec<(String, serde_json::Value)> {
    let answered = draft.lesson.chapters[c].steps[s].question.as_ref().is_some_and(|q| !q.accept.is_empty());
    match answered {
        true => answer_view(&draft.lesson, c, s).map(|v| view_facts(&v, MAX_FACTS)).unwrap_or_default(),
        false => vec![],
    }
}

/// The most facts of a view the condition's list offers.
const MAX_FACTS: usize = 400;

/// Whether the draft is kept as a lesson, and whether every chapter plays.
fn status(props: &LessonBuilderProps) -> Html {
    html! {
        <div class="builder-status" role="status">
            { match &props.kept {
                Ok(()) => html! { <p><span aria-hidden="true">{ "✓ " }</span>{ "Kept in “Your lessons” on the home page." }</p> },
                Err(why) => html! { <p><span aria-hidden="true">{ "… " }</span>{ format!("Kept as a draft until it reads as a lesson: {why}") }</p> },
            } }
            if let Err(problem) = &props.checked {
                <p class="warning-text"><span aria-hidden="true">{ "⚠ " }</span>{ format!("Does not play yet: {problem}") }</p>
            }
        </div>
    }
}

/// The form shown before a chapter records at this table: a new lesson, or a chapter added to
/// one of this game's lessons.
fn start_form(props: &LessonBuilderProps) -> Html {
    html! { <StartForm lessons={props.lessons.clone()} message={props.message.clone()} on_msg={props.on_msg.clone()} /> }
}

#[derive(Properties, PartialEq)]
struct StartFormProps {
    lessons: Vec<(AttrValue, AttrValue)>,
    message: Option<AttrValue>,
    on_msg: Callback<BuilderMsg>,
}

#[function_component(StartForm)]
fn start_form_view(props: &StartFormProps) -> Html {
    let to = use_state(|| props.lessons.first().map(|(k, _)| k.to_string()).unwrap_or_default());
    let lesson_title = use_state(String::new);
    let chapter_title = use_state(|| "From this position".to_string());
    let on_add = {
        let (to, lesson_title, chapter_title, send) =
            (to.clone(), lesson_title.clone(), chapter_title.clone(), props.on_msg.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            send.emit(BuilderMsg::AddChapter {
                to: Some((*to).clone()).filter(|k| !k.is_empty()),
                lesson_title: (*lesson_title).clone(),
                chapter_title: (*chapter_title).clone(),
            })
        })
    };
    html! {
        <section class="lesson-builder" aria-labelledby="builder-title">
            <h2 id="builder-title">{ "Add to a lesson" }</h2>
            <p>{ "This position starts a chapter. Then write words, mark pieces, play moves on the table and ask questions." }</p>
            if let Some(message) = &props.message {
                <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ message.clone() }</p>
            }
            <form onsubmit={on_add}>
                <label class="field">
                    <span>{ "Lesson" }</span>
                    <select onchange={chosen_into(&to)}>
                        { for props.lessons.iter().map(|(key, title)| html! {
                            <option value={key.clone()} selected={**key == *to}>{ title.clone() }</option>
                        }) }
                        <option value="" selected={to.is_empty()}>{ "A new lesson" }</option>
                    </select>
                </label>
                if to.is_empty() {
                    <label class="field">
                        <span>{ "New lesson's title" }</span>
                        <input type="text" required=true maxlength="120" value={(*lesson_title).clone()} oninput={typed_into(&lesson_title)} />
                    </label>
                }
                <label class="field">
                    <span>{ "Chapter title" }</span>
                    <input type="text" required=true maxlength="120" value={(*chapter_title).clone()} oninput={typed_into(&chapter_title)} />
                </label>
                <div class="builder-head">
                    <button class="primary" type="submit">{ "Start the chapter here" }</button>
                    <button type="button" onclick={props.on_msg.reform(|_: MouseEvent| BuilderMsg::Close)}>{ "Cancel" }</button>
                </div>
            </form>
        </section>
    }
}

fn chapter_row(draft: &Draft, i: usize, title: &str, send: &Callback<BuilderMsg>) -> Html {
    let last = draft.lesson.chapters.len() - 1;
    let recording = draft.chapter == Some(i);
    html! {
        <li class={classes!("builder-row", recording.then_some("recording"))}>
            if recording {
                <input type="text" aria-label={format!("Chapter {} title", i + 1)} value={title.to_string()} maxlength="120"
                    onchange={send.reform(move |e: Event| BuilderMsg::ChapterTitle(i, event_value(&e)))} />
                <span class="tag"><span aria-hidden="true">{ "● " }</span>{ "recording here" }</span>
            } else {
                <span class="row-title">{ title.to_string() }</span>
            }
            <span class="row-tools">
                <button onclick={send.reform(move |_: MouseEvent| BuilderMsg::Preview(i))}
                    aria-label={format!("Preview chapter {} as a student", i + 1)}>{ "Preview" }</button>
                <button disabled={i == 0} onclick={send.reform(move |_: MouseEvent| BuilderMsg::MoveChapter(i, i - 1))}
                    aria-label={format!("Move chapter {} up", i + 1)}>{ "↑" }</button>
                <button disabled={i == last} onclick={send.reform(move |_: MouseEvent| BuilderMsg::MoveChapter(i, i + 1))}
                    aria-label={format!("Move chapter {} down", i + 1)}>{ "↓" }</button>
                <button onclick={send.reform(move |_: MouseEvent| BuilderMsg::DeleteChapter(i))}
                    aria-label={format!("Delete chapter {}", i + 1)}>{ "✕" }</button>
            </span>
        </li>
    }
}

fn kind_word(step: &Step) -> &'static str {
    match step.kind() {
        StepKind::Words => "Words",
        StepKind::Marks => "Marks",
        StepKind::Play => "Move",
        StepKind::Question if step.question.as_ref().is_some_and(|q| q.accept.is_empty()) => {
            "Question (play its answer)"
        }
        StepKind::Question => "Question",
    }
}

fn step_row(
    c: usize,
    i: usize,
    step: &Step,
    note: Option<AttrValue>,
    total: usize,
    props: &LessonBuilderProps,
    selected: &UseStateHandle<Option<usize>>,
) -> Html {
    let send = &props.on_msg;
    let summary = match (&step.question, step.words.trim()) {
        (Some(q), _) => q.ask.clone(),
        (None, w) if !w.is_empty() => w.replace("**", "").chars().take(90).collect(),
        _ => String::new(),
    };
    let edit = {
        let selected = selected.clone();
        Callback::from(move |_: MouseEvent| selected.set(Some(i)))
    };
    let is_selected = **selected == Some(i);
    html! {
        <li class={classes!("builder-row", is_selected.then_some("selected"))}>
            <span class="row-title">
                <strong>{ format!("{}. {}", i + 1, kind_word(step)) }</strong>
                if !summary.is_empty() { { format!(": {summary}") } }
                if let Some(note) = note.filter(|n| !n.is_empty()) { <span class="muted">{ format!(" ({note})") }</span> }
            </span>
            <span class="row-tools">
                <button onclick={edit} aria-pressed={is_selected.to_string()} aria-label={format!("Edit step {}", i + 1)}>{ "Edit" }</button>
                <button disabled={i == 0} onclick={send.reform(move |_: MouseEvent| BuilderMsg::MoveStep(c, i, i - 1))}
                    aria-label={format!("Move step {} up", i + 1)}>{ "↑" }</button>
                <button disabled={i + 1 == total} onclick={send.reform(move |_: MouseEvent| BuilderMsg::MoveStep(c, i, i + 1))}
                    aria-label={format!("Move step {} down", i + 1)}>{ "↓" }</button>
                <button onclick={send.reform(move |_: MouseEvent| BuilderMsg::DeleteStep(c, i))}
                    aria-label={format!("Delete step {}", i + 1)}>{ "✕" }</button>
            </span>
        </li>
    }
}

/// Adding words, a question, or an expected wrong answer to the last question.
fn add_forms(draft: &Draft, props: &LessonBuilderProps) -> Html {
    let waiting = draft
        .chapter
        .and_then(|c| draft.lesson.chapters.get(c))
        .and_then(|ch| ch.steps.last()?.question.as_ref())
        .filter(|q| q.accept.is_empty())
        .map(|q| props.seats.get(q.seat).cloned().unwrap_or_default());
    html! {
        <AddForms rules={props.rules.clone()} seats={props.seats.clone()} {waiting} lesson_key={draft.key.clone()}
            next={draft.next.clone()} also_right={draft.also_right.len()} on_msg={props.on_msg.clone()} />
    }
}

#[derive(Properties, PartialEq)]
struct AddFormsProps {
    rules: Rc<Vec<(Rule, String)>>,
    seats: Vec<AttrValue>,
    /// Who answers the last question, while it waits for its answer (wrong answers are
    /// recorded then, from the same position).
    waiting: Option<AttrValue>,
    lesson_key: AttrValue,
    /// What the next move at the table becomes.
    next: NextMove,
    /// Other right answers recorded for the waiting question.
    also_right: usize,
    on_msg: Callback<BuilderMsg>,
}

#[function_component(AddForms)]
fn add_forms_view(props: &AddFormsProps) -> Html {
    let text = use_state(String::new);
    let cite = use_state(String::new);
    let seat = use_state(|| 0usize);
    let ask = use_state(String::new);
    let hint = use_state(String::new);
    let right = use_state(String::new);
    let otherwise = use_state(String::new);
    let wrong = use_state(String::new);
    let chapter_title = use_state(String::new);
    let send = props.on_msg.clone();
    let on_chapter = {
        let (chapter_title, send, key) = (chapter_title.clone(), send.clone(), props.lesson_key.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            send.emit(BuilderMsg::AddChapter {
                to: Some(key.to_string()),
                lesson_title: String::new(),
                chapter_title: (*chapter_title).clone(),
            });
            chapter_title.set(String::new());
        })
    };
    let on_words = {
        let (text, cite, rules, send) = (text.clone(), cite.clone(), props.rules.clone(), send.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let cited = cite.parse::<usize>().ok().and_then(|i| rules.get(i)).map(|(r, _)| r.clone());
            send.emit(BuilderMsg::AddWords((*text).clone(), cited.into_iter().collect()));
            text.set(String::new());
            cite.set(String::new());
        })
    };
    let on_ask = {
        let fields = (seat.clone(), ask.clone(), hint.clone(), right.clone(), otherwise.clone());
        let send = send.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let (seat, ask, hint, right, otherwise) = &fields;
            let q = Question {
                seat: **seat,
                ask: (**ask).clone(),
                accept: vec![],
                condition: None,
                then: vec![],
                hint: (**hint).clone(),
                right: (**right).clone(),
                wrong: vec![],
                otherwise: (**otherwise).clone(),
            };
            send.emit(BuilderMsg::Ask(**seat, q));
            for h in [ask, hint, right, otherwise] {
                h.set(String::new());
            }
        })
    };
    let on_wrong = {
        let (wrong, send) = (wrong.clone(), send.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            send.emit(BuilderMsg::NextMove(NextMove::Wrong((*wrong).clone())));
            wrong.set(String::new());
        })
    };
    let pick_seat = {
        let seat = seat.clone();
        Callback::from(move |e: Event| seat.set(event_value(&e).parse().unwrap_or(0)))
    };
    html! {
        <div class="builder-add">
            <details class="builder-form" open=true>
            <summary><h3>{ "Add words" }</h3></summary>
            <form onsubmit={on_words} aria-label="Add words">
                <label class="field">
                    <span>{ "Words (**bold**, lines starting “- ” make a list)" }</span>
                    <textarea rows="3" maxlength="1200" value={(*text).clone()} oninput={typed_into(&text)} />
                </label>
                <label class="field">
                    <span>{ "Cite a rule (optional)" }</span>
                    <select onchange={chosen_into(&cite)}>
                        <option value="" selected={cite.is_empty()}>{ "No rule" }</option>
                        { for props.rules.iter().enumerate().map(|(i, (_, label))| html! {
                            <option value={i.to_string()} selected={*cite == i.to_string()}>{ label.clone() }</option>
                        }) }
                    </select>
                </label>
                <button type="submit">{ "Add the words" }</button>
            </form>
            </details>
            <details class="builder-form">
            <summary><h3>{ "Ask a question" }</h3></summary>
            <form onsubmit={on_ask} aria-label="Ask a question">
                <label class="field">
                    <span>{ "Who answers" }</span>
                    <select onchange={pick_seat}>
                        { for props.seats.iter().enumerate().map(|(i, name)| html! {
                            <option value={i.to_string()} selected={*seat == i}>{ name.clone() }</option>
                        }) }
                    </select>
                </label>
                <label class="field"><span>{ "The question" }</span>
                    <input type="text" required=true maxlength="1200" value={(*ask).clone()} oninput={typed_into(&ask)} /></label>
                <label class="field"><span>{ "What a right answer hears" }</span>
                    <input type="text" required=true maxlength="1200" value={(*right).clone()} oninput={typed_into(&right)} /></label>
                <label class="field"><span>{ "Hint (optional)" }</span>
                    <input type="text" maxlength="1200" value={(*hint).clone()} oninput={typed_into(&hint)} /></label>
                <label class="field"><span>{ "What any other answer hears (optional)" }</span>
                    <input type="text" maxlength="1200" value={(*otherwise).clone()} oninput={typed_into(&otherwise)} /></label>
                <button type="submit">{ "Ask, then play the answer on the table" }</button>
            </form>
            </details>
            if let Some(who) = &props.waiting {
                <form onsubmit={on_wrong} aria-labelledby="add-wrong-title">
                    <h3 id="add-wrong-title">{ "Other answers to this question" }</h3>
                    { match props.next {
                        NextMove::Wrong(_) => html! { <p role="status"><span aria-hidden="true">{ "● " }</span>{ format!("Play {who}'s wrong answer on the table: it is kept with its words and taken back. Then play the right answer.") }</p> },
                        NextMove::AlsoRight => html! { <p role="status"><span aria-hidden="true">{ "● " }</span>{ format!("Play another right answer of {who}'s on the table: it is kept and taken back.") }</p> },
                        NextMove::Play => html! {},
                    } }
                    if props.also_right > 0 {
                        <p>{ format!("Other right answers recorded: {}. The answer played next is the one the chapter goes on from.", props.also_right) }</p>
                    }
                    <label class="field"><span>{ "What a wrong answer hears" }</span>
                        <input type="text" required=true maxlength="1200" value={(*wrong).clone()} oninput={typed_into(&wrong)} /></label>
                    <div class="builder-head">
                        <button type="submit">{ format!("Record {who}'s next move as a wrong answer") }</button>
                        <button type="button" onclick={send.reform(|_: MouseEvent| BuilderMsg::NextMove(NextMove::AlsoRight))}>
                            { format!("Record {who}'s next move as another right answer") }
                        </button>
                    </div>
                </form>
            }
            <details class="builder-form">
            <summary><h3>{ "Start a new chapter" }</h3></summary>
            <form onsubmit={on_chapter} aria-label="Start a new chapter">
                <p class="muted">{ "It starts from the position on the table now; this chapter's steps stay as they are." }</p>
                <label class="field"><span>{ "Chapter title" }</span>
                    <input type="text" required=true maxlength="120" value={(*chapter_title).clone()} oninput={typed_into(&chapter_title)} /></label>
                <button type="submit">{ "Start a new chapter here" }</button>
            </form>
            </details>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct StepEditorProps {
    chapter: usize,
    index: usize,
    step: Step,
    seats: Vec<AttrValue>,
    rules: Rc<Vec<(Rule, String)>>,
    label_of: Callback<String, AttrValue>,
    /// The draft the step is in (a question's facts after its answer are read from it).
    draft: Rc<Draft>,
    on_msg: Callback<BuilderMsg>,
    on_close: Callback<()>,
}

/// One step's words, citations, marks and question words. A mark is made by tapping a piece
/// on the board while "Mark pieces" is on, or by choosing it from the list.
#[function_component(StepEditor)]
fn step_editor(props: &StepEditorProps) -> Html {
    let tone = use_state(|| Tone::Look);
    let marking = use_state(|| false);
    let arrow_from = use_state(|| None::<String>);
    let arrow = use_state(|| false);
    let pieces = use_state(Vec::<String>::new);
    use_marks(props.step.marks.clone(), (AttrValue::from(format!("builder-{}", props.chapter)), props.index));
    let (c, i) = (props.chapter, props.index);
    // Replays the chapter: once per change of the draft, not per drawing of the table.
    let facts = use_memo((props.draft.clone(), c, i), |(draft, c, i)| answer_facts(draft, *c, *i));
    let step = props.step.clone();
    let replace = {
        let (send, step) = (props.on_msg.clone(), step.clone());
        move |change: StepChange| {
            let (send, step) = (send.clone(), step.clone());
            Callback::from(move |e: Event| {
                let mut next = step.clone();
                change(&mut next, event_value(&e));
                send.emit(BuilderMsg::SetStep(c, i, next));
            })
        }
    };
    let add_mark = {
        let (send, step, tone, arrow, arrow_from) =
            (props.on_msg.clone(), step.clone(), tone.clone(), arrow.clone(), arrow_from.clone());
        Callback::from(move |piece: String| {
            if *arrow && arrow_from.is_none() {
                return arrow_from.set(Some(piece));
            }
            let mark = match (*arrow_from).clone() {
                Some(from) => Mark { piece: from, to: Some(piece), tone: *tone },
                None => Mark { piece, to: None, tone: *tone },
            };
            arrow_from.set(None);
            let mut next = step.clone();
            next.marks.push(mark);
            send.emit(BuilderMsg::SetStep(c, i, next));
        })
    };
    use_piece_taps(*marking, add_mark.clone());
    {
        // The pieces on the board now, for the keyboard's list.
        let pieces = pieces.clone();
        use_effect_with(*marking, move |_| pieces.set(board_pieces()));
    }
    let remove_mark = |k: usize| {
        let (send, step) = (props.on_msg.clone(), step.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = step.clone();
            next.marks.remove(k);
            send.emit(BuilderMsg::SetStep(c, i, next));
        })
    };
    let toggle = |h: &UseStateHandle<bool>| {
        let h = h.clone();
        Callback::from(move |_: Event| h.set(!*h))
    };
    let pick_tone = {
        let tone = tone.clone();
        Callback::from(move |e: Event| {
            tone.set(match event_value(&e).as_str() {
                "good" => Tone::Good,
                "danger" => Tone::Bad,
                _ => Tone::Look,
            })
        })
    };
    let choose_piece = add_mark.reform(|e: Event| event_value(&e));
    let mark_names: Vec<AttrValue> =
        step.marks.iter().map(|m| m.describe(|p| props.label_of.emit(p.to_string()).to_string()).into()).collect();
    let cited: Vec<String> = step.rules.iter().map(|r| r.to_string()).collect();
    html! {
        <div class="step-editor" role="group" aria-label={format!("Step {}", i + 1)}>
            <div class="builder-head">
                <h3>{ format!("Step {}", i + 1) }</h3>
                <button onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
            </div>
            <label class="field">
                <span>{ "Words" }</span>
                <textarea rows="3" maxlength="1200" value={step.words.clone()}
                    onchange={replace(Rc::new(|s: &mut Step, v| s.words = v))} />
            </label>
            if !step.words.is_empty() {
                <div class="step-text builder-preview" aria-label="As the student reads it">{ words(&step.words) }</div>
            }
            if !cited.is_empty() {
                <p>{ format!("Cites: {}", cited.join("; ")) }
                    <button onclick={{ let (send, step) = (props.on_msg.clone(), step.clone());
                        Callback::from(move |_: MouseEvent| { let mut n = step.clone(); n.rules.clear(); send.emit(BuilderMsg::SetStep(c, i, n)); }) }}>
                        { "Remove the citations" }</button>
                </p>
            }
            <label class="field">
                <span>{ "Cite a rule" }</span>
                <select onchange={{
                    let (rules, step, send) = (props.rules.clone(), step.clone(), props.on_msg.clone());
                    Callback::from(move |e: Event| {
                        let Some((rule, _)) = event_value(&e).parse::<usize>().ok().and_then(|k| rules.get(k)) else { return };
                        let mut n = step.clone();
                        n.rules.push(rule.clone());
                        send.emit(BuilderMsg::SetStep(c, i, n));
                    })
                }}>
                    <option value="" selected=true>{ "Choose a rule…" }</option>
                    { for props.rules.iter().enumerate().map(|(k, (_, label))| html! { <option value={k.to_string()}>{ label.clone() }</option> }) }
                </select>
            </label>
            if let Some(q) = &step.question {
                { question_fields(q, &replace) }
                if !facts.is_empty() {
                    <ConditionForm chapter={c} index={i} step={step.clone()} {facts} on_msg={props.on_msg.clone()} />
                }
            }
            <fieldset class="builder-marks">
                <legend>{ "Marks" }</legend>
                if !step.marks.is_empty() {
                    <ul class="mark-legend">
                        { for step.marks.iter().zip(&mark_names).enumerate().map(|(k, (m, name))| html! {
                            <li class="builder-mark">
                                { legend_item(m, name) }
                                <button onclick={remove_mark(k)} aria-label={format!("Remove the mark on {name}")}>{ "✕" }</button>
                            </li>
                        }) }
                    </ul>
                }
                <label class="field">
                    <span>{ "Tone" }</span>
                    <select onchange={pick_tone}>
                        { for [Tone::Look, Tone::Good, Tone::Bad].into_iter().map(|t| html! {
                            <option value={t.word()} selected={*tone == t}>{ t.word() }</option>
                        }) }
                    </select>
                </label>
                <label class="choice"><input type="checkbox" checked={*arrow} onchange={toggle(&arrow)} />{ " An arrow from one piece to another" }</label>
                <label class="choice"><input type="checkbox" checked={*marking} onchange={toggle(&marking)} />{ " Mark pieces by tapping them on the board" }</label>
                if *marking {
                    <p role="status">
                        { match (&*arrow_from, *arrow) {
                            (Some(from), _) => format!("Arrow from {}: now tap where it points.", props.label_of.emit(from.clone())),
                            (None, true) => "Tap the piece the arrow starts from.".to_string(),
                            (None, false) => "Tap a piece on the board to mark it.".to_string(),
                        } }
                    </p>
                }
                <label class="field">
                    <span>{ if arrow_from.is_some() { "Or choose where it points" } else { "Or choose a piece" } }</span>
                    <select onchange={choose_piece}>
                        <option value="" selected=true>{ "Choose…" }</option>
                        { for pieces.iter().map(|p| html! { <option value={p.clone()}>{ props.label_of.emit(p.clone()) }</option> }) }
                    </select>
                </label>
            </fieldset>
        </div>
    }
}

/// A change to a step from one field's new value.
type StepChange = Rc<dyn Fn(&mut Step, String)>;
type Replace = dyn Fn(StepChange) -> Callback<Event>;

fn question_fields(q: &Question, replace: &Replace) -> Html {
    fn q_mut(s: &mut Step) -> Option<&mut Question> {
        s.question.as_mut()
    }
    html! {
        <fieldset>
            <legend>{ "Question" }</legend>
            <label class="field"><span>{ "The question" }</span>
                <input type="text" maxlength="1200" value={q.ask.clone()}
                    onchange={replace(Rc::new(|s: &mut Step, v| if let Some(q) = q_mut(s) { q.ask = v }))} /></label>
            <label class="field"><span>{ "What a right answer hears" }</span>
                <input type="text" maxlength="1200" value={q.right.clone()}
                    onchange={replace(Rc::new(|s: &mut Step, v| if let Some(q) = q_mut(s) { q.right = v }))} /></label>
            <label class="field"><span>{ "Hint" }</span>
                <input type="text" maxlength="1200" value={q.hint.clone()}
                    onchange={replace(Rc::new(|s: &mut Step, v| if let Some(q) = q_mut(s) { q.hint = v }))} /></label>
            <label class="field"><span>{ "What any other answer hears" }</span>
                <input type="text" maxlength="1200" value={q.otherwise.clone()}
                    onchange={replace(Rc::new(|s: &mut Step, v| if let Some(q) = q_mut(s) { q.otherwise = v }))} /></label>
            if q.accept.is_empty() {
                <p role="status">{ "Play the right answer on the table: it is recorded as the answer." }</p>
            } else {
                <p>{ format!("{} accepted answer, {} expected wrong.", q.accept.len(), q.wrong.len()) }</p>
            }
        </fieldset>
    }
}

/// A text field that keeps what is typed in `h` (a form's own state, not an edit yet).
fn typed_into(h: &UseStateHandle<String>) -> Callback<InputEvent> {
    let h = h.clone();
    Callback::from(move |e: InputEvent| h.set(event_value(&e)))
}

/// A list whose choice is kept in `h`.
fn chosen_into(h: &UseStateHandle<String>) -> Callback<Event> {
    let h = h.clone();
    Callback::from(move |e: Event| h.set(event_value(&e)))
}

/// The pieces the board shows now (`data-piece`), each once.
fn board_pieces() -> Vec<String> {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return vec![] };
    let Ok(list) = document.query_selector_all(&format!(".board [{PIECE}]")) else { return vec![] };
    let mut out: Vec<String> = Vec::new();
    for k in 0..list.length() {
        let piece =
            list.item(k).and_then(|n| n.dyn_into::<web_sys::Element>().ok()).and_then(|e| e.get_attribute(PIECE));
        if let Some(p) = piece.filter(|p| !out.contains(p)) {
            out.push(p);
        }
    }
    out
}

/// While on, a tap on one of the board's pieces marks it instead of playing it: the click is
/// caught on the window, before the board and the card zoom (on the document) see it.
#[hook]
fn use_piece_taps(on: bool, mark: Callback<String>) {
    use_effect_with((on, mark), |(on, mark)| {
        let window = web_sys::window().filter(|_| *on);
        let mark = mark.clone();
        let options = EventListenerOptions { phase: EventListenerPhase::Capture, passive: false };
        let listener = window.map(|w| {
            EventListener::new_with_options(&w, "click", options, move |e| {
                let piece = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .filter(|t| t.closest(".board").ok().flatten().is_some())
                    .and_then(|t| t.closest(&format!("[{PIECE}]")).ok().flatten())
                    .and_then(|el| el.get_attribute(PIECE));
                if let Some(piece) = piece {
                    e.prevent_default();
                    e.stop_propagation();
                    mark.emit(piece);
                }
            })
        });
        move || drop(listener)
    });
}

#[derive(Properties, PartialEq)]
struct ConditionFormProps {
    chapter: usize,
    index: usize,
    step: Step,
    /// What the asked seat's view holds after the answer: (JSON pointer, value).
    facts: Rc<Vec<(String, serde_json::Value)>>,
    on_msg: Callback<BuilderMsg>,
}

/// "Any answer that …": a fact of the asked seat's view after the answer, compared with a
/// value, that makes any legal answer meeting it right too (checked by the engine).
#[function_component(ConditionForm)]
fn condition_form(props: &ConditionFormProps) -> Html {
    let fact = use_state(|| props.facts.first().map(|(p, _)| p.clone()).unwrap_or_default());
    let compare = use_state(|| "equals".to_string());
    let value = use_state(|| props.facts.first().map(|(_, v)| plain(v)).unwrap_or_default());
    let says = use_state(String::new);
    let (c, i) = (props.chapter, props.index);
    let pick_fact = {
        let (fact, value, facts) = (fact.clone(), value.clone(), props.facts.clone());
        Callback::from(move |e: Event| {
            let chosen = event_value(&e);
            if let Some((_, v)) = facts.iter().find(|(p, _)| *p == chosen) {
                value.set(plain(v));
            }
            fact.set(chosen);
        })
    };
    let on_set = {
        let (fact, compare, value, says) = (fact.clone(), compare.clone(), value.clone(), says.clone());
        let (step, send) = (props.step.clone(), props.on_msg.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let typed: serde_json::Value = serde_json::from_str(value.trim())
                .unwrap_or_else(|_| serde_json::Value::String(value.trim().to_string()));
            let number = typed.as_i64();
            let condition = Condition {
                says: says.trim().to_string(),
                view: (*fact).clone(),
                equals: (compare.as_str() == "equals").then_some(typed),
                at_least: number.filter(|_| compare.as_str() == "at_least"),
                at_most: number.filter(|_| compare.as_str() == "at_most"),
            };
            let mut next = step.clone();
            if let Some(q) = next.question.as_mut() {
                q.condition = Some(condition);
            }
            send.emit(BuilderMsg::SetStep(c, i, next));
        })
    };
    let remove = {
        let (step, send) = (props.step.clone(), props.on_msg.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = step.clone();
            if let Some(q) = next.question.as_mut() {
                q.condition = None;
            }
            send.emit(BuilderMsg::SetStep(c, i, next));
        })
    };
    let now = props.step.question.as_ref().and_then(|q| q.condition.as_ref());
    html! {
        <form class="builder-condition" onsubmit={on_set} aria-label="Any answer that meets a condition">
            <h4>{ "Also right: any answer that …" }</h4>
            if let Some(cond) = now {
                <p role="status">
                    { format!("Right when {} ({} {}). ", cond.says, cond.view, condition_words(cond)) }
                    <button type="button" onclick={remove}>{ "Remove the condition" }</button>
                </p>
            }
            <p class="muted">{ "Choose a fact of the answering seat's view after the right answer; the engine checks every answer against it." }</p>
            <label class="field"><span>{ "The fact (its value after the right answer)" }</span>
                <select onchange={pick_fact}>
                    { for props.facts.iter().map(|(p, v)| html! {
                        <option value={p.clone()} selected={*p == *fact}>{ format!("{p} = {}", plain(v)) }</option>
                    }) }
                </select>
            </label>
            <label class="field"><span>{ "Compared" }</span>
                <select onchange={chosen_into(&compare)}>
                    { for [("equals", "equals"), ("at_least", "at least"), ("at_most", "at most")].into_iter().map(|(k, w)| html! {
                        <option value={k} selected={*compare == k}>{ w }</option>
                    }) }
                </select>
            </label>
            <label class="field"><span>{ "Value" }</span>
                <input type="text" required=true value={(*value).clone()} oninput={typed_into(&value)} /></label>
            <label class="field"><span>{ "In words (“you end with two shields”)" }</span>
                <input type="text" required=true maxlength="1200" value={(*says).clone()} oninput={typed_into(&says)} /></label>
            <button type="submit">{ "Set the condition" }</button>
        </form>
    }
}

/// A value as a person types it (a word without its quotes).
fn plain(v: &serde_json::Value) -> String {
    v.as_str().map(str::to_string).unwrap_or_else(|| v.to_string())
}

fn condition_words(c: &Condition) -> String {
    match (&c.equals, c.at_least, c.at_most) {
        (Some(v), _, _) => format!("= {}", plain(v)),
        (None, Some(lo), Some(hi)) => format!("from {lo} to {hi}"),
        (None, Some(lo), None) => format!("≥ {lo}"),
        (None, None, Some(hi)) => format!("≤ {hi}"),
        _ => String::new(),
    }
}
