//! The game log: what happened, newest last, each line citing the rule that made it happen
//! with a link into the rules reference. Lines are grouped by the round they were played in
//! (`Game::round_label`), one `<details>` each, and within a round by the rule section that
//! made them happen (Weavers' phases, IOI's steps). The current round is open, older ones are
//! collapsed and their lines are drawn only once someone opens them: a long game's log costs a
//! summary per round, not a line per event, on every render.

use crate::app::route::rule_href;
use crate::core::Event;
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub event: Event,
    /// The index of the action that produced it (`None` for the game's set-up).
    pub action_index: Option<usize>,
    /// The round the action was played in (the set-up's: the first round's).
    pub round: Rc<str>,
}

#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    pub entries: Rc<Vec<LogEntry>>,
    /// Seat names, for the filter labels.
    #[prop_or_default]
    pub seat_names: Vec<AttrValue>,
}

/// Consecutive runs of `entries` by `key`, each with the index of its first entry.
fn runs<K: PartialEq>(entries: &[LogEntry], key: impl Fn(&LogEntry) -> K) -> Vec<(usize, &[LogEntry])> {
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=entries.len() {
        let ends = entries.get(i).is_none_or(|e| entries.get(start).is_some_and(|s| key(s) != key(e)));
        if ends {
            out.push((start, &entries[start..i]));
            start = i;
        }
    }
    out
}

#[function_component(GameLog)]
pub fn game_log(props: &GameLogProps) -> Html {
    let list = use_node_ref();
    // The older rounds someone opened (by their index among the rounds).
    let opened = use_state(BTreeSet::<usize>::new);
    {
        // Keep the newest line in sight: in the next frame, when the browser lays the page out
        // anyway. Read now, `scroll_height` would make it lay out the whole table inside the
        // render's task, the largest part of the long tasks after an action
        // (docs/performance.md, "Where the main thread's time went").
        let list = list.clone();
        use_effect_with(props.entries.len(), move |_| {
            let frame = gloo::render::request_animation_frame(move |_| {
                if let Some(el) = list.cast::<web_sys::Element>() {
                    el.set_scroll_top(el.scroll_height());
                }
            });
            move || drop(frame)
        });
    }
    let newest = props.entries.len().saturating_sub(1);
    let line = |number: usize, entry: &LogEntry| {
        // Engines write "Player N"; the table puts names in, "You" in the second person.
        let text = crate::core::wording::with_names(&entry.event.text, &props.seat_names);
        let seat = entry.event.seat.and_then(|s| props.seat_names.get(s)).map(|n| n.to_string());
        // The seat's name leads the line unless the sentence already names a player.
        // ("you" and "your" name the "You" seat too.)
        let lower = text.to_lowercase();
        let seat = seat.filter(|_| !props.seat_names.iter().any(|n| lower.contains(&n.to_lowercase())));
        html! {
            <li class={classes!("log-line", (number == newest).then_some("newest"))}>
                if let Some(name) = seat { <span class="log-seat">{ name }</span>{ " " } }
                <span class="log-text">{ text }</span>
                { " " }
                <a class="cite" href={rule_href(&entry.event.rule)} title="Read this rule">
                    <span aria-hidden="true">{ "§ " }</span>
                    <span class="visually-hidden">{ "Rule: " }</span>
                    { entry.event.rule.to_string() }
                </a>
            </li>
        }
    };
    let rounds = runs(&props.entries, |e| e.round.clone());
    let last = rounds.len().saturating_sub(1);
    let round = |(index, (first, entries)): (usize, &(usize, &[LogEntry]))| {
        let open = index == last || opened.contains(&index);
        let ontoggle = {
            let opened = opened.clone();
            Callback::from(move |e: yew::Event| {
                // The current round is open by itself: its own toggle (fired when it is first
                // drawn open) must not count as opened by someone, or it stays open ever after.
                if index == last {
                    return;
                }
                let Some(details) = e.target_dyn_into::<web_sys::HtmlDetailsElement>() else { return };
                let mut next = (*opened).clone();
                if details.open() {
                    next.insert(index);
                } else {
                    next.remove(&index);
                }
                if next != *opened {
                    opened.set(next);
                }
            })
        };
        let title = entries.first().map(|e| e.round.to_string()).unwrap_or_default();
        let count = crate::core::wording::count(entries.len() as u64, "event", "events");
        html! {
            <details class="log-round" {open} {ontoggle} key={index}>
                <summary>
                    <span class="log-round-title">{ title }</span>
                    { " " }<span class="muted">{ format!("({count})") }</span>
                </summary>
                // Closed rounds draw nothing inside.
                if open {
                    { for runs(entries, |e| e.event.rule.section.clone()).into_iter().map(|(at, phase)| {
                        let start = first + at;
                        let section = phase.first().map(|e| e.event.rule.section.to_string()).unwrap_or_default();
                        html! {
                            <>
                                <h3 class="log-phase">{ section }</h3>
                                <ol start={(start + 1).to_string()}>
                                    { for phase.iter().enumerate().map(|(i, e)| line(start + i, e)) }
                                </ol>
                            </>
                        }
                    }) }
                }
            </details>
        }
    };
    html! {
        <section class="game-log" aria-labelledby="game-log-title">
            <h2 id="game-log-title">{ "Game log" }</h2>
            if props.entries.is_empty() {
                <p class="muted">{ "Nothing has happened yet." }</p>
            } else {
                <div class="log-rounds" ref={list} aria-live="polite" aria-relevant="additions">
                    { for rounds.iter().enumerate().map(round) }
                </div>
            }
        </section>
    }
}
