//! A mage's tapestry as a grid of squares (symbols and Threads). Laying a card shows the face
//! and turn chosen and the squares it may go on; pulling marks the threaded squares; a spell
//! being cast draws the chosen pattern (element square, Threads, new Threads); hovering or
//! focusing a square lists every pattern a Thread there would complete, in which rotation or
//! mirror image (from the engine's `Tapestry::completed_by`), and draws the first.

use super::text;
use crate::app::table::GameRef;
use crate::games::woven::{
    card_squares, Action, CardPlacement, PatternPlacement, SpellId, Square, Tapestry, TapestryId, Thread, Woven,
};
use std::collections::BTreeSet;
use yew::prelude::*;

#[derive(Clone, PartialEq)]
pub enum GridMode {
    Look,
    Place { card: TapestryId, placements: Vec<CardPlacement> },
    Pull { squares: Vec<Square> },
    /// A pattern chosen for a cast, drawn on the grid.
    Show { placement: PatternPlacement },
}

#[derive(Properties, PartialEq)]
pub struct TapestryGridProps {
    pub game: GameRef<Woven>,
    pub tapestry: Tapestry,
    pub mode: GridMode,
    /// Spells whose patterns a new Thread is checked against (the viewer's hand and Active area).
    pub spells: Vec<SpellId>,
    pub on_action: Callback<Action>,
    #[prop_or_default]
    pub caption: AttrValue,
    /// Prefix of the squares' ids (one per grid on the page), for the arrow keys.
    pub grid_id: AttrValue,
}

#[function_component(TapestryGrid)]
pub fn tapestry_grid(props: &TapestryGridProps) -> Html {
    let side = use_state(|| 0u8);
    let rotation = use_state(|| 0u8);
    let hovered = use_state(|| None::<Square>);
    let game = props.game;
    let t = &props.tapestry;

    // Laying a card: the placements of the chosen face and turn, by top-left square.
    let (face, candidates): (Option<_>, Vec<CardPlacement>) = match &props.mode {
        GridMode::Place { card, placements } => (
            game.content.tapestry.get(*card as usize).map(|k| k.faces[*side as usize % 2]),
            placements.iter().copied().filter(|p| p.side == *side && p.rotation == *rotation).collect(),
        ),
        _ => (None, Vec::new()),
    };
    let ghost: Vec<(Square, Option<crate::games::woven::Element>)> = match (face, *hovered) {
        (Some(f), Some(h)) => candidates.iter().find(|p| p.at == h).map(|&p| card_squares(&f, p)).unwrap_or_default(),
        _ => Vec::new(),
    };

    // What a Thread on the hovered square would complete.
    let completions: Vec<(SpellId, PatternPlacement)> = match (*hovered, &props.mode) {
        (Some(h), GridMode::Look | GridMode::Show { .. }) if t.cells.get(&h).is_some_and(|c| c.thread.is_none()) => {
            let mut out = Vec::new();
            for &k in &props.spells {
                if let Some(sp) = game.content.spell(k) {
                    out.extend(t.completed_by(&sp.pattern, sp.element, h).into_iter().map(|p| (k, p)));
                }
            }
            out
        }
        _ => Vec::new(),
    };
    let drawn: Option<&PatternPlacement> = match &props.mode {
        GridMode::Show { placement } => Some(placement),
        _ => completions.first().map(|(_, p)| p),
    };

    let mut squares: BTreeSet<Square> = t.cells.keys().copied().collect();
    if let Some(f) = face {
        for p in &candidates {
            squares.extend(card_squares(&f, *p).into_iter().map(|(s, _)| s));
        }
    }
    if let Some(p) = drawn {
        squares.insert(p.element);
        squares.extend(p.threads.iter().copied());
    }
    let min_x = squares.iter().map(|s| s.0).min().unwrap_or(0);
    let max_x = squares.iter().map(|s| s.0).max().unwrap_or(0);
    let min_y = squares.iter().map(|s| s.1).min().unwrap_or(0);
    let max_y = squares.iter().map(|s| s.1).max().unwrap_or(0);

    let square = |sq: Square| -> Html {
        let cell = t.cells.get(&sq);
        let ghost_here = ghost.iter().find(|(s, _)| *s == sq);
        let mut words = vec![format!("Square {}, {}", sq.0 - min_x + 1, sq.1 - min_y + 1)];
        let mut class = classes!("square");
        let mut mark = String::new();
        match cell {
            Some(c) => {
                class.push("laid");
                match c.symbol {
                    Some(e) => {
                        words.push(format!("{} symbol", e.name()));
                        mark.push(e.letter());
                        class.push(format!("el-{}", e.letter()));
                    }
                    None => words.push("blank".into()),
                }
                match c.thread {
                    Some(Thread::Loose) => {
                        words.push("Thread".into());
                        class.push("thread");
                    }
                    Some(Thread::Anchored) => {
                        words.push("anchored Thread".into());
                        class.push("thread");
                        class.push("anchored");
                    }
                    None => {}
                }
            }
            None => {
                class.push("empty");
                words.push("no card".into());
            }
        }
        if let Some((_, e)) = ghost_here {
            class.push("ghost");
            words.push(format!("the new card covers it{}", e.map(|e| format!(" with {}", e.name())).unwrap_or_default()));
        }
        if let Some(p) = drawn {
            if p.element == sq {
                class.push("pattern-element");
                words.push("the pattern's element square".into());
            } else if p.new_threads.contains(&sq) {
                class.push("pattern-new");
                words.push("a new Thread of the pattern".into());
            } else if p.threads.contains(&sq) {
                class.push("pattern-thread");
                words.push("a Thread of the pattern".into());
            }
        }
        let action: Option<Action> = match &props.mode {
            GridMode::Place { .. } => candidates.iter().find(|p| p.at == sq).map(|&placement| Action::Place { placement }),
            GridMode::Pull { squares } => squares.contains(&sq).then_some(Action::Pull { at: sq }),
            _ => None,
        };
        if let Some(a) = &action {
            class.push("target");
            words.push(match a {
                Action::Place { .. } => "lay the card here (its top-left square)".into(),
                _ => "pull this Thread".into(),
            });
        }
        let onclick = {
            let (cb, a) = (props.on_action.clone(), action.clone());
            Callback::from(move |_: MouseEvent| {
                if let Some(a) = &a {
                    cb.emit(a.clone());
                }
            })
        };
        let enter = {
            let h = hovered.clone();
            Callback::from(move |_| h.set(Some(sq)))
        };
        let focus = {
            let h = hovered.clone();
            Callback::from(move |_: FocusEvent| h.set(Some(sq)))
        };
        let gid = props.grid_id.clone();
        let id_of = move |x: i16, y: i16| format!("{gid}-sq-{x}-{y}");
        let keydown = {
            let id_of = id_of.clone();
            Callback::from(move |e: KeyboardEvent| {
                if let Some((dx, dy)) = super::focus::arrow(&e.key()) {
                    e.prevent_default();
                    super::focus::focus_id(&id_of(sq.0 + dx, sq.1 + dy));
                }
            })
        };
        html! {
            <button type="button" class={class} id={id_of(sq.0, sq.1)} data-piece={format!("spot:{}", id_of(sq.0, sq.1))}
                onkeydown={keydown} aria-label={words.join(", ")}
                aria-disabled={action.is_none().then_some("true")}
                {onclick} onmouseenter={enter} onfocus={focus}>
                { mark }
                { if cell.and_then(|c| c.thread).is_some() { html! { <span class="thread-mark" aria-hidden="true">{ "╳" }</span> } } else { Html::default() } }
                // Words a guided game's step can point at (the square's name is its aria-label).
                { match &action {
                    Some(Action::Place { .. }) => html! { <span class="visually-hidden">{ "Lay the card here" }</span> },
                    Some(_) => html! { <span class="visually-hidden">{ "Pull this Thread" }</span> },
                    None => Html::default(),
                } }
            </button>
        }
    };

    let place_tools = match (&props.mode, face) {
        (GridMode::Place { .. }, Some(f)) => {
            let pick_side = |s: u8| {
                let (side, r) = (side.clone(), rotation.clone());
                Callback::from(move |_| {
                    side.set(s);
                    r.set(*r);
                })
            };
            let turn = |r: u8| {
                let rotation = rotation.clone();
                Callback::from(move |_| rotation.set(r))
            };
            html! {
                <div class="place-tools">
                    <div role="group" aria-label="Face of the card">
                        { for [0u8, 1].into_iter().map(|s| html! {
                            <button type="button" aria-pressed={if *side == s { "true" } else { "false" }} onclick={pick_side(s)}>
                                { if s == 0 { "Front face" } else { "Back face" } }
                            </button>
                        }) }
                    </div>
                    <div role="group" aria-label="Turn of the card">
                        { for (0u8..4).map(|r| html! {
                            <button type="button" aria-pressed={if *rotation == r { "true" } else { "false" }} onclick={turn(r)}>
                                { format!("Turn {}°", r as u16 * 90) }
                            </button>
                        }) }
                    </div>
                    <p>{ format!("{} for this face and turn. Face: {}.", crate::core::wording::count(candidates.len() as u64, "place", "places"),
                        f.iter().map(|row| row.iter().map(|s| s.map_or('·', |e| e.letter())).collect::<String>()).collect::<Vec<_>>().join(" / ")) }</p>
                </div>
            }
        }
        _ => Html::default(),
    };
    let completes = if completions.is_empty() {
        Html::default()
    } else {
        html! {
            <div class="completes" aria-live="polite">
                <p>{ "A Thread on this square would complete:" }</p>
                <ul>
                    { for completions.iter().map(|(k, p)| html! {
                        <li>{ format!("{} — {}, {}",
                            game.content.spell(*k).map_or("?", |s| s.name.as_str()), text::orientation(p.orientation), crate::core::wording::count(p.new_threads.len() as u64, "new Thread", "new Threads")) }</li>
                    }) }
                </ul>
            </div>
        }
    };
    let leave = {
        let h = hovered.clone();
        Callback::from(move |_| h.set(None))
    };
    html! {
        <section class="woven-tapestry" aria-label={if props.caption.is_empty() { AttrValue::from("Tapestry") } else { props.caption.clone() }}>
            { place_tools }
            <div class="grid" role="group" aria-label="Tapestry squares" onmouseleave={leave}>
                { for (min_y..=max_y).map(|y| html! {
                    <div class="trow">
                        { for (min_x..=max_x).map(|x| if squares.contains(&(x, y)) {
                            square((x, y))
                        } else {
                            html! { <span class="gap" aria-hidden="true"></span> }
                        }) }
                    </div>
                }) }
            </div>
            { completes }
        </section>
    }
}
