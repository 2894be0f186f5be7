//! The in-app rules reference: each game's rules in the project's own words, one anchor per
//! section and topic, so log lines and "why not?" explanations link to the rule they applied.

use crate::app::route::Route;
use crate::core::{Block, Reference};
use crate::games;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub game: Option<AttrValue>,
    pub anchor: Option<AttrValue>,
}

/// A section's text (also the rule popover's, `components::rule_popover`).
pub(crate) fn blocks(blocks: &[Block]) -> Html {
    blocks
        .iter()
        .map(|b| match b {
            Block::Paragraph(text) => html! { <p>{ text.clone() }</p> },
            Block::List(items) => html! { <ul>{ for items.iter().map(|i| html! { <li>{ i.clone() }</li> }) }</ul> },
        })
        .collect()
}

fn reference_page(r: &Reference) -> Html {
    let link = |anchor: &str| {
        Route::Rules { game: Some(r.game.clone().into()), anchor: Some(anchor.to_string().into()) }.href()
    };
    html! {
        <article class="rules-reference">
            <h1>{ r.title.clone() }</h1>
            { blocks(&r.intro) }
            <nav class="toc" aria-label="Sections">
                <ul>
                    { for r.sections.iter().filter(|s| s.level == 2).map(|s| html! {
                        <li><a href={link(&s.anchor)}>{ s.title.clone() }</a></li>
                    }) }
                </ul>
            </nav>
            { for r.sections.iter().map(|s| {
                let heading = if s.level == 2 {
                    html! { <h2 id={s.anchor.clone()} tabindex="-1">{ s.title.clone() }</h2> }
                } else {
                    html! { <h3 id={s.anchor.clone()} tabindex="-1">{ s.title.clone() }</h3> }
                };
                html! { <section class={classes!("rule", format!("level-{}", s.level))}>{ heading }{ blocks(&s.blocks) }</section> }
            }) }
        </article>
    }
}

#[function_component(RulesPage)]
pub fn rules_page(props: &RulesProps) -> Html {
    {
        // Bring the cited rule into view and give it focus, so it is read out too.
        let anchor = props.anchor.clone();
        use_effect_with(anchor, |anchor| {
            if let Some(el) = anchor
                .as_ref()
                .and_then(|a| web_sys::window()?.document()?.get_element_by_id(a))
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
            {
                el.scroll_into_view();
                let _ = el.focus();
            }
        });
    }
    let reference = props.game.as_ref().and_then(|g| games::rules_reference(g));
    match reference {
        Some(r) => html! { <section class="page">{ reference_page(r) }</section> },
        None => html! {
            <section class="page">
                <h1>{ "Rules" }</h1>
                <ul class="cards">
                    { for games::GAME_IDS.iter().filter_map(|id| games::rules_reference(id)).map(|r| html! {
                        <li class="card">
                            <h2>{ r.title.clone() }</h2>
                            <a class="button" href={Route::Rules { game: Some(r.game.clone().into()), anchor: None }.href()}>
                                { "Read the rules" }
                            </a>
                        </li>
                    }) }
                </ul>
            </section>
        },
    }
}
