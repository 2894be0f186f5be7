//! The game log: what happened, newest last, each line citing the rule that made it happen
//! with a link into the rules reference.

use crate::app::route::rule_href;
use crate::core::Event;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub event: Event,
    /// The index of the action that produced it (`None` for the game's set-up).
    pub action_index: Option<usize>,
}

#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    pub entries: std::rc::Rc<Vec<LogEntry>>,
    /// Seat names, for the filter labels.
    #[prop_or_default]
    pub seat_names: Vec<AttrValue>,
}

#[function_component(GameLog)]
pub fn game_log(props: &GameLogProps) -> Html {
    let list = use_node_ref();
    {
        // Keep the newest line in sight.
        let list = list.clone();
        use_effect_with(props.entries.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    let line = |entry: &LogEntry| {
        // Engines write "Player N"; the table puts names in, "You" in the second person.
        let text = crate::core::wording::with_names(&entry.event.text, &props.seat_names);
        let seat = entry.event.seat.and_then(|s| props.seat_names.get(s)).map(|n| n.to_string());
        // The seat's name leads the line unless the sentence already names a player.
        // ("you" and "your" name the "You" seat too.)
        let lower = text.to_lowercase();
        let seat = seat.filter(|_| !props.seat_names.iter().any(|n| lower.contains(&n.to_lowercase())));
        html! {
            <li class="log-line">
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
    html! {
        <section class="game-log" aria-labelledby="game-log-title">
            <h2 id="game-log-title">{ "Game log" }</h2>
            if props.entries.is_empty() {
                <p class="muted">{ "Nothing has happened yet." }</p>
            } else {
                <ol ref={list} aria-live="polite" aria-relevant="additions">
                    { for props.entries.iter().map(line) }
                </ol>
            }
        </section>
    }
}
