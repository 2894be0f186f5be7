//! A lesson's step at the table (`lessons`): the chapter and step, the words (bold and lists),
//! the rules they cite (opening the rule popover), the question with its hint and "Show me",
//! what was said to the last answer, and "Next". It sits in the page's flow above the table,
//! so it never covers what it talks about. The step's marks are drawn on the board's own
//! pieces (`data-piece`): a frame, a symbol and a word for the tone, and arrows between two.

use super::in_view::bring_into_view;
use crate::app::route::rule_href;
use crate::core::Rule;
use crate::lessons::{Mark, Tone, Turn};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What was said to the last answer (or the last refused tap).
#[derive(Clone, Debug, PartialEq)]
pub struct LessonFeedback {
    pub right: bool,
    pub text: AttrValue,
}

#[derive(Properties, PartialEq, Clone)]
pub struct LessonStepView {
    pub lesson_title: AttrValue,
    pub chapter_title: AttrValue,
    /// 1-based chapter and step numbers, with their totals; `number` past `total` once done.
    pub chapter: usize,
    pub chapters: usize,
    pub number: usize,
    pub total: usize,
    pub words: AttrValue,
    pub rules: Vec<Rule>,
    pub marks: Vec<Mark>,
    /// What each mark's pieces are called ("Lumen", "Wall of Flame"), for the legend.
    pub mark_names: Vec<AttrValue>,
    /// What the step waits for; `None` once the chapter is done.
    pub turn: Option<Turn>,
    pub ask: Option<AttrValue>,
    /// Who is asked (the seat's name).
    pub asked: Option<AttrValue>,
    pub hint: Option<AttrValue>,
    pub on_hint: Option<Callback<()>>,
    /// The lesson's answer in words, offered after two wrong answers.
    pub show_me: Option<AttrValue>,
    pub on_show_me: Option<Callback<()>>,
    pub feedback: Option<LessonFeedback>,
    pub on_next: Callback<()>,
    pub on_next_chapter: Option<Callback<()>>,
    /// The lesson's outline page.
    pub outline: AttrValue,
    /// The table's slot (the marks are redrawn when it changes).
    pub slot: AttrValue,
}

#[function_component(LessonPanel)]
pub fn lesson_panel(props: &LessonStepView) -> Html {
    let next = use_node_ref();
    {
        let next = next.clone();
        use_effect_with((props.number, props.turn), move |_| {
            if let Some(b) = next.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    use_marks(props.marks.clone(), (props.slot.clone(), props.number));
    let done = props.turn.is_none();
    html! {
        <section class="lesson-panel guide-panel" aria-labelledby="lesson-title">
            <h2 id="lesson-title" class="guide-title">
                <a href={props.outline.clone()} class="lesson-name">{ props.lesson_title.clone() }</a>
                <span class="step-count">
                    { format!(" · chapter {} of {}: {}", props.chapter, props.chapters, props.chapter_title) }
                    if !done { { format!(" · step {} of {}", props.number, props.total) } }
                </span>
            </h2>
            if let Some(feedback) = &props.feedback {
                <p class={classes!("lesson-feedback", if feedback.right { "right" } else { "wrong" })} role="status">
                    <span role="img" aria-label={if feedback.right { "Right:" } else { "Not right:" }}>
                        { if feedback.right { "✓ " } else { "✗ " } }
                    </span>
                    { feedback.text.clone() }
                </p>
            }
            if done {
                <p class="step-text">{ "Chapter complete." }</p>
                <div class="step-actions">
                    if let Some(on_next_chapter) = &props.on_next_chapter {
                        <button class="primary" ref={next.clone()} onclick={on_next_chapter.reform(|_: MouseEvent| ())}>
                            { "Next chapter" }<span aria-hidden="true">{ " ▶" }</span>
                        </button>
                    }
                    <a class="button" href={props.outline.clone()}>{ "Back to the lesson" }</a>
                </div>
            } else {
                <div id="lesson-step-text" class="step-text" aria-live="polite">{ words(&props.words) }</div>
                if !props.marks.is_empty() {
                    <ul class="mark-legend" aria-label="Marked on the table">
                        { for props.marks.iter().zip(&props.mark_names).map(|(m, name)| legend_item(m, name)) }
                    </ul>
                }
                { for props.rules.iter().map(|rule| html! {
                    <a class="cite" href={rule_href(rule)} title="Read this rule">
                        <span aria-hidden="true">{ "§ " }</span>
                        <span class="visually-hidden">{ "Rule: " }</span>
                        { rule.to_string() }
                    </a>
                }) }
                { match props.turn {
                    Some(Turn::Read) => html! {
                        <div class="step-actions">
                            <button class="primary guide-next" ref={next.clone()} onclick={props.on_next.reform(|_: MouseEvent| ())}>
                                { "Next" }<span aria-hidden="true">{ " ▶" }</span>
                            </button>
                        </div>
                    },
                    Some(Turn::Script) => html! { <p class="guide-ask muted">{ "The lesson plays this move…" }</p> },
                    Some(Turn::Ask) => html! {
                        <div class="lesson-question">
                            <p class="guide-ask">
                                <strong>{ format!("Your move{}: ", props.asked.as_ref().map(|n| format!(", {n}")).unwrap_or_default()) }</strong>
                                { props.ask.clone().unwrap_or_default() }
                            </p>
                            <p class="muted">{ "Answer on the table." }</p>
                            if let Some(hint) = &props.hint {
                                <p class="lesson-hint"><span aria-hidden="true">{ "☞ " }</span><strong>{ "Hint: " }</strong>{ hint.clone() }</p>
                            }
                            <div class="step-actions">
                                if let (Some(on_hint), None) = (&props.on_hint, &props.hint) {
                                    <button onclick={on_hint.reform(|_: MouseEvent| ())}>{ "Hint" }</button>
                                }
                                if let (Some(words), Some(on_show_me)) = (&props.show_me, &props.on_show_me) {
                                    <button onclick={on_show_me.reform(|_: MouseEvent| ())} title={words.clone()}>
                                        { "Show me" }
                                    </button>
                                    <span class="muted">{ format!("The lesson's answer: {words}") }</span>
                                }
                            </div>
                        </div>
                    },
                    None => Html::default(),
                } }
            }
        </section>
    }
}

/// Words as the lesson writes them: paragraphs, `- ` list lines, and `**bold**`; never HTML.
pub fn words(text: &str) -> Html {
    let mut blocks: Vec<Html> = Vec::new();
    let mut list: Vec<Html> = Vec::new();
    let flush = |list: &mut Vec<Html>, blocks: &mut Vec<Html>| {
        if !list.is_empty() {
            blocks.push(html! { <ul>{ for list.drain(..) }</ul> });
        }
    };
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        match line.strip_prefix("- ") {
            Some(item) => list.push(html! { <li>{ inline(item) }</li> }),
            None => {
                flush(&mut list, &mut blocks);
                blocks.push(html! { <p>{ inline(line) }</p> });
            }
        }
    }
    flush(&mut list, &mut blocks);
    html! { <>{ for blocks }</> }
}

fn inline(line: &str) -> Html {
    let parts = line.split("**").enumerate().map(|(i, part)| match i % 2 {
        1 => html! { <strong>{ part.to_string() }</strong> },
        _ => html! { { part.to_string() } },
    });
    html! { <>{ for parts }</> }
}

fn tone_symbol(tone: Tone) -> &'static str {
    match tone {
        Tone::Look => "◎",
        Tone::Good => "✓",
        Tone::Bad => "⚠",
    }
}

pub(crate) fn legend_item(mark: &Mark, name: &AttrValue) -> Html {
    html! {
        <li class={classes!("legend", format!("tone-{}", mark.tone.word()))}>
            <span aria-hidden="true">{ tone_symbol(mark.tone) }{ " " }</span>{ format!("{}: {name}", mark.tone.word()) }
        </li>
    }
}

/// The attribute a board puts on a piece a lesson can mark (`seat:N`, `card:ID`).
pub const PIECE: &str = "data-piece";
/// The attribute that marks a piece (its value is the tone's symbol and word).
const MARKED: &str = "data-lesson-mark";
const ARROWS_ID: &str = "lesson-arrows";

/// Draws the marks on the board's pieces, again whenever the board redraws (a MutationObserver,
/// as the guide's target mark does), and clears them when the step changes.
#[hook]
pub(crate) fn use_marks(marks: Vec<Mark>, step: (AttrValue, usize)) {
    use_effect_with((marks, step), |(marks, _)| {
        let marks = marks.clone();
        draw_marks(&marks);
        let redraw = marks.clone();
        let on_change = Closure::<dyn FnMut()>::new(move || draw_marks(&redraw));
        let observer = web_sys::MutationObserver::new(on_change.as_ref().unchecked_ref()).ok();
        let board =
            web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(".table-main").ok().flatten());
        if let (Some(observer), Some(board)) = (&observer, board) {
            let watch = web_sys::MutationObserverInit::new();
            watch.set_child_list(true);
            watch.set_subtree(true);
            let _ = observer.observe_with_options(&board, &watch);
        }
        let resize = web_sys::window().map(|w| {
            let marks = marks.clone();
            gloo::events::EventListener::new(&w, "resize", move |_| draw_marks(&marks))
        });
        // The first marked piece the board shows: a mark's arrow may start at a card no longer
        // on the board (a card on IOI's stack), and its target must still come into view.
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            let shown = marks
                .iter()
                .flat_map(|m| std::iter::once(&m.piece).chain(m.to.as_ref()))
                .find_map(|piece| document.query_selector(&format!("[{PIECE}=\"{piece}\"]")).ok().flatten());
            if let Some(el) = shown {
                bring_into_view(&document, &el);
            }
        }
        move || {
            if let Some(observer) = observer {
                observer.disconnect();
            }
            drop(on_change);
            drop(resize);
            draw_marks(&[]);
        }
    });
}

fn draw_marks(marks: &[Mark]) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let wanted: Vec<(String, String)> = marks
        .iter()
        .flat_map(|m| {
            let label = format!("{} {}", tone_symbol(m.tone), m.tone.word());
            std::iter::once((m.piece.clone(), label.clone())).chain(m.to.clone().map(|to| (to, label)))
        })
        .collect();
    let elements = |selector: &str| -> Vec<web_sys::Element> {
        document
            .query_selector_all(selector)
            .map(|l| (0..l.length()).filter_map(|i| l.item(i)?.dyn_into::<web_sys::Element>().ok()).collect())
            .unwrap_or_default()
    };
    // Only what changed is touched, so redrawing never calls the observer again.
    for el in elements(&format!("[{MARKED}]")) {
        let piece = el.get_attribute(PIECE).unwrap_or_default();
        if !wanted.iter().any(|(p, _)| *p == piece) {
            let _ = el.remove_attribute(MARKED);
        }
    }
    for (piece, label) in &wanted {
        for el in elements(&format!("[{PIECE}=\"{piece}\"]")) {
            if el.get_attribute(MARKED).as_deref() != Some(label.as_str()) {
                let _ = el.set_attribute(MARKED, label);
            }
        }
    }
    draw_arrows(&document, marks);
}

/// Arrows from one marked piece to another, in an SVG laid over the page (not in the board,
/// so the board's own redraws never remove them).
fn draw_arrows(document: &web_sys::Document, marks: &[Mark]) {
    if let Some(old) = document.get_element_by_id(ARROWS_ID) {
        old.remove();
    }
    let centre = |piece: &str| {
        let el = document.query_selector(&format!("[{PIECE}=\"{piece}\"]")).ok().flatten()?;
        let r = el.get_bounding_client_rect();
        let w = web_sys::window()?;
        let (sx, sy) = (w.scroll_x().ok()?, w.scroll_y().ok()?);
        Some((r.left() + r.width() / 2.0 + sx, r.top() + r.height() / 2.0 + sy))
    };
    let lines: Vec<String> = marks
        .iter()
        .filter_map(|m| {
            let ((x1, y1), (x2, y2)) = (centre(&m.piece)?, centre(m.to.as_deref()?)?);
            Some(format!(
                "<line class=\"tone-{}\" x1=\"{x1:.0}\" y1=\"{y1:.0}\" x2=\"{x2:.0}\" y2=\"{y2:.0}\" marker-end=\"url(#lesson-arrow-head)\"/>",
                m.tone.word()
            ))
        })
        .collect();
    if lines.is_empty() {
        return;
    }
    let Some(body) = document.body() else { return };
    let height = body.scroll_height().max(1);
    let width = body.scroll_width().max(1);
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\"><defs><marker id=\"lesson-arrow-head\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\"/></marker></defs>{}</svg>",
        lines.join("")
    );
    if let Ok(layer) = document.create_element("div") {
        layer.set_id(ARROWS_ID);
        let _ = layer.set_attribute("aria-hidden", "true");
        layer.set_inner_html(&svg);
        let _ = body.append_child(&layer);
    }
}
