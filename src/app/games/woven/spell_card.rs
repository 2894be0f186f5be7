//! A spell card: name, element, stars, its pattern drawn as printed (element square, Thread
//! squares), what it does and its mundane options.

use super::text;
use crate::app::table::GameRef;
use crate::games::woven::{Pattern, SpellId, Woven};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PatternProps {
    pub pattern: Pattern,
    pub letter: char,
}

/// The pattern in its printed orientation, as a small grid.
#[function_component(PatternDrawing)]
pub fn pattern_drawing(props: &PatternProps) -> Html {
    let p = &props.pattern;
    let all: Vec<(i8, i8)> = std::iter::once(p.element).chain(p.threads.iter().copied()).collect();
    let (min_x, max_x) = (all.iter().map(|s| s.0).min().unwrap_or(0), all.iter().map(|s| s.0).max().unwrap_or(0));
    let (min_y, max_y) = (all.iter().map(|s| s.1).min().unwrap_or(0), all.iter().map(|s| s.1).max().unwrap_or(0));
    let rows: Vec<String> = (min_y..=max_y)
        .map(|y| {
            (min_x..=max_x)
                .map(|x| {
                    if p.element == (x, y) {
                        props.letter
                    } else if p.threads.contains(&(x, y)) {
                        '╳'
                    } else {
                        '·'
                    }
                })
                .collect()
        })
        .collect();
    html! {
        <div class="pattern" role="img" aria-label={format!("Pattern: {}", rows.join(" / "))}>
            { for rows.iter().map(|r| html! {
                <div class="prow">
                    { for r.chars().map(|c| html! {
                        <span class={classes!("p", match c { '╳' => "t", '·' => "o", _ => "e" })} aria-hidden="true">{ c }</span>
                    }) }
                </div>
            }) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct SpellCardProps {
    pub game: GameRef<Woven>,
    pub spell: SpellId,
    #[prop_or_default]
    pub charges: Option<u8>,
    #[prop_or_default]
    pub children: Html,
    #[prop_or_default]
    pub selected: bool,
}

#[function_component(SpellCard)]
pub fn spell_card(props: &SpellCardProps) -> Html {
    let Some(sp) = props.game.content.spell(props.spell) else {
        return html! { <div class="spell hidden-card">{ "A hidden spell" }</div> };
    };
    let mundane: Vec<&str> = sp.mundane.iter().map(|&m| text::mundane(m)).collect();
    html! {
        <article class={classes!("spell", format!("el-{}", sp.element.letter()), props.selected.then_some("selected"))}
            aria-label={sp.name.clone()} data-piece={format!("card:{}", crate::core::slugify(&sp.name))}>
            <h4>{ &sp.name }</h4>
            <p class="meta">
                { format!("{} · {}★", sp.element.name(), sp.stars) }
                { for props.charges.map(|c| format!(" · {}", crate::core::wording::count(c, "Charge", "Charges"))) }
            </p>
            <PatternDrawing pattern={sp.pattern.clone()} letter={sp.element.letter()} />
            <p class="rules-text">{ &sp.text }</p>
            if !mundane.is_empty() {
                <p class="mundane">{ format!("Mundane: {}", mundane.join(", ")) }</p>
            }
            { props.children.clone() }
        </article>
    }
}
