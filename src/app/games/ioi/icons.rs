//! The seven Aspect symbols, drawn as inline SVG: each Aspect has its own shape (a sun, a drop,
//! winds, a mountain, a flame, a nut, a star), so the symbol reads without its colour, and it
//! is always shown next to (or labelled with) the Aspect's name. All are `aria-hidden`.

use super::text::aspect_class;
use crate::games::ioi::Aspect;
use yew::prelude::*;

fn shape(a: Aspect) -> Html {
    match a {
        Aspect::Light => html! {
            <>
                <circle cx="10" cy="10" r="4.2" />
                <path class="stroke" d="M10 1v3M10 16v3M1 10h3M16 10h3M3.6 3.6l2.1 2.1M14.3 14.3l2.1 2.1M3.6 16.4l2.1-2.1M14.3 5.7l2.1-2.1" />
            </>
        },
        Aspect::Water => {
            html! { <path d="M10 1.5C10 1.5 3.5 9.2 3.5 12.8a6.5 6.5 0 0 0 13 0C16.5 9.2 10 1.5 10 1.5z" /> }
        }
        Aspect::Air => html! {
            <path class="stroke" d="M2 6.5h10a2.6 2.6 0 1 0-2.6-2.6M2 10.5h14a2.6 2.6 0 1 1-2.6 2.6M2 14.5h7" />
        },
        Aspect::Earth => html! { <path d="M1 17.5L7.4 5l3.7 6.2 2.3-3.4 5.6 9.7z" /> },
        Aspect::Fire => html! {
            <path d="M10 1c1 3.6 5.8 5.6 5.8 10.6A5.8 5.8 0 0 1 4.2 11.6c0-2.6 1.5-4 2.6-5.2.2 2 1.1 3 2.2 3.4C8.6 6.6 9.4 3.6 10 1z" />
        },
        Aspect::Metal => html! {
            <path fill-rule="evenodd" d="M10 1.3l7.5 4.35v8.7L10 18.7l-7.5-4.35v-8.7zM10 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
        },
        Aspect::Aether => html! { <path d="M10 0.8l2.2 6.9 6.9 2.3-6.9 2.2L10 19.2l-2.2-7L0.9 10l6.9-2.3z" /> },
    }
}

/// An Aspect's symbol.
pub fn aspect(a: Aspect) -> Html {
    html! {
        <svg class={classes!("icon", "asp-icon", aspect_class(a))} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            { shape(a) }
        </svg>
    }
}

/// An Aspect value as that many symbols ("number of icons at the top" of a card).
pub fn value_pips(a: Aspect, value: u8) -> Html {
    html! {
        <span class="pips" aria-hidden="true">{ for (0..value.min(6)).map(|_| aspect(a)) }</span>
    }
}
