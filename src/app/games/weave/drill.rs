//! A choice made in parts, as the storyteller thinks of it: a challenge by its suit and then the
//! character it is for, a Story card and then how it is played, an item and then who gets it.
//! Each step shows only what fits the parts already chosen, so a long list of every pairing
//! becomes a few short ones. A button that plays a move says the whole move (the engine's
//! label): "Flames challenge for Wren", not "Wren".

use yew::prelude::*;

/// One legal action: its parts in the order they are chosen, and its full label.
#[derive(Clone, PartialEq)]
pub struct DrillOption<A: Clone + PartialEq> {
    pub parts: Vec<String>,
    pub action: A,
    pub label: String,
}

#[derive(Properties, PartialEq)]
pub struct DrillProps<A: Clone + PartialEq + 'static> {
    pub options: Vec<DrillOption<A>>,
    pub on_action: Callback<A>,
    /// Marks for the computer's suggestions: the label of each hinted action, in order.
    #[prop_or_default]
    pub hinted: Vec<String>,
}

#[function_component(Drill)]
pub fn drill<A: Clone + PartialEq + 'static>(props: &DrillProps<A>) -> Html {
    let path = use_state(Vec::<String>::new);
    // A path that no longer leads anywhere (a new position) starts again from the top.
    let here: Vec<&DrillOption<A>> = props.options.iter().filter(|o| o.parts.starts_with(&path)).collect();
    let (path_now, here) = if here.is_empty() && !path.is_empty() {
        (Vec::new(), props.options.iter().collect())
    } else {
        ((*path).clone(), here)
    };
    let depth = path_now.len();
    let mut next: Vec<(String, Vec<&DrillOption<A>>)> = Vec::new();
    for o in here {
        let part = o.parts.get(depth).cloned().unwrap_or_else(|| o.label.clone());
        match next.iter_mut().find(|(p, _)| *p == part) {
            Some((_, v)) => v.push(o),
            None => next.push((part, vec![o])),
        }
    }
    let buttons: Vec<Html> = next.into_iter().map(|(part, under)| {
        if let [one] = under.as_slice() {
            // One move left under this part: the button plays it, named by the whole move.
            let (cb, action) = (props.on_action.clone(), one.action.clone());
            let hint = props.hinted.iter().position(|h| *h == one.label);
            html! {
                <button type="button" class={classes!("choice", hint.map(|_| "hinted"))}
                    onclick={move |_| cb.emit(action.clone())}>
                    { one.label.clone() }
                    if let Some(k) = hint { <span class="hint-mark">{ format!(" · computer's choice {}", k + 1) }</span> }
                </button>
            }
        } else {
            let (path, mut deeper) = (path.clone(), path_now.clone());
            deeper.push(part.clone());
            // The computer's suggestion is marked on the way to it too.
            let hint = props.hinted.iter().position(|h| under.iter().any(|o| o.label == *h));
            html! {
                <button type="button" class={classes!("choice", "drill-step", hint.map(|_| "hinted"))}
                    aria-label={format!("{part}: {} choices", under.len())}
                    onclick={move |_| path.set(deeper.clone())}>
                    { part }<span aria-hidden="true">{ " ›" }</span>
                    if let Some(k) = hint { <span class="hint-mark">{ format!(" · computer's choice {}", k + 1) }</span> }
                </button>
            }
        }
    }).collect();
    let back = {
        let (path, mut up) = (path.clone(), path_now.clone());
        up.pop();
        Callback::from(move |_: MouseEvent| path.set(up.clone()))
    };
    html! {
        <div class="drill">
            if depth > 0 {
                <p class="drill-path">
                    <button type="button" class="choice" onclick={back}>
                        <span aria-hidden="true">{ "‹ " }</span>{ "Back" }
                    </button>
                    <span>{ path_now.join(" › ") }</span>
                </p>
            }
            { choice_box(buttons, crate::app::components::MOST_CHOICES_AT_ONCE) }
        </div>
    }
}

/// Choice buttons in a row that wraps; more than `room` (a phone step's dozen, less what the
/// step shows beside them) scroll in their own box (one thing on the screen, issue 27).
pub fn choice_box(buttons: Vec<Html>, room: usize) -> Html {
    if buttons.len() > room {
        html! {
            <div class="choice-buttons scrolls" role="group" tabindex="0"
                aria-label={format!("{} choices: the list scrolls", buttons.len())}>{ for buttons }</div>
        }
    } else {
        html! { <div class="choice-buttons">{ for buttons }</div> }
    }
}
