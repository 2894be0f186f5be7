//! Symbols drawn as inline SVG (no icon font to load, the same on every device). They mirror
//! the rulebook: components are stars, steps are squares (with the component's initial);
//! tokens have their own shapes. Every symbol is shown next to its name, so colour is never
//! the only cue. All are `aria-hidden`: the text next to them is what is read.

use crate::games::weavers::{Component, Need, Status, TokenKind};
use yew::prelude::*;

const STAR: &str = "10,1 12.9,6.6 19.1,7.6 14.7,12.1 15.6,18.4 10,15.5 4.4,18.4 5.3,12.1 0.9,7.6 7.1,6.6";
const BURST: &str = "10,0.5 12.1,4.9 16.7,3.3 15.1,7.9 19.5,10 15.1,12.1 16.7,16.7 12.1,15.1 10,19.5 7.9,15.1 \
                     3.3,16.7 4.9,12.1 0.5,10 4.9,7.9 3.3,3.3 7.9,4.9";

pub fn component_letter(c: Component) -> &'static str {
    match c {
        Component::Word => "W",
        Component::Gesture => "G",
        Component::Focus => "F",
        Component::Item => "I",
        Component::Blood => "B",
    }
}

fn component_class(c: Component) -> &'static str {
    match c {
        Component::Word => "c-word",
        Component::Gesture => "c-gesture",
        Component::Focus => "c-focus",
        Component::Item => "c-item",
        Component::Blood => "c-blood",
    }
}

/// A component: a star (always shown with the component's name beside it).
pub fn component(c: Component) -> Html {
    html! {
        <svg class={classes!("icon", "star", component_class(c))} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <polygon points={STAR} />
        </svg>
    }
}

/// A step of a formula: a square with the component's initial, or an hourglass for Time.
pub fn step(n: Need) -> Html {
    match n {
        Need::Component(c) => html! {
            <svg class={classes!("icon", "square", component_class(c))} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <rect x="1.5" y="1.5" width="17" height="17" rx="3" />
                <text x="10" y="14.2" text-anchor="middle">{ component_letter(c) }</text>
            </svg>
        },
        Need::Time => html! {
            <svg class={classes!("icon", "square", "c-time")} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <rect x="1.5" y="1.5" width="17" height="17" rx="3" />
                <path class="glyph" d="M6 5h8l-4 5 4 5H6l4-5z" />
            </svg>
        },
    }
}

/// A token: a shield, a burst of damage, a healing cross, or a status's own shape.
pub fn token(kind: TokenKind) -> Html {
    let (class, shape) = match kind {
        TokenKind::Shield => {
            ("t-shield", html! { <path d="M10 1.5 17 4v5.5c0 4.5-3.2 7.8-7 9-3.8-1.2-7-4.5-7-9V4z" /> })
        }
        TokenKind::Damage => ("t-damage", html! { <polygon points={BURST} /> }),
        TokenKind::Healing => ("t-healing", html! { <path d="M7.5 2h5v5.5H18v5h-5.5V18h-5v-5.5H2v-5h5.5z" /> }),
        TokenKind::Status(s) => status_shape(s),
    };
    html! {
        <svg class={classes!("icon", "token-icon", class)} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            { shape }
        </svg>
    }
}

fn status_shape(s: Status) -> (&'static str, Html) {
    match s {
        Status::Sick => ("s-sick", html! { <path d="M10 1.5S4 8.8 4 12.5a6 6 0 0 0 12 0C16 8.8 10 1.5 10 1.5z" /> }),
        Status::Weak => ("s-weak", html! { <path d="M7.5 1.5h5v8.5h4L10 18.5 3.5 10h4z" /> }),
        Status::Dazed => (
            "s-dazed",
            html! {
                <>
                    <circle cx="10" cy="10" r="8.5" />
                    <path class="glyph-line" d="M10 10.5a1.2 1.2 0 1 1 1.2-1.2 2.6 2.6 0 1 1-2.6-2.6 4.2 4.2 0 1 1-4.2 4.2" />
                </>
            },
        ),
        Status::Sealed => (
            "s-sealed",
            html! {
                <>
                    <path class="glyph-line" d="M6.5 9.5V6.5a3.5 3.5 0 0 1 7 0v3" />
                    <rect x="3.5" y="9" width="13" height="9.5" rx="2" />
                </>
            },
        ),
        Status::Cursed => (
            "s-cursed",
            html! {
                <>
                    <path d="M1 10c3.5-6 14.5-6 18 0-3.5 6-14.5 6-18 0z" />
                    <circle class="glyph" cx="10" cy="10" r="3" />
                </>
            },
        ),
    }
}

/// The duration mark: a loop for Repeatable, a single dot for Temporary.
pub fn duration(repeatable: bool) -> Html {
    if repeatable {
        html! {
            <svg class="icon duration-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path class="glyph-line" d="M15.5 7.5A6 6 0 1 0 16 12" />
                <path d="M13 4.5l4 3-4.5 1.8z" />
            </svg>
        }
    } else {
        html! {
            <svg class="icon duration-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="4" />
            </svg>
        }
    }
}
