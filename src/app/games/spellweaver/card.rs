//! A card's face as words: aspect (symbol and name), cost, levels, type, stats, keywords and
//! text. Used in the hand, graveyards, Divine Offering and the deck builder.

use super::text::{aspect_class, aspect_name, aspect_symbol, keyword_name, kind_name, levels_symbols, levels_words};
use crate::games::spellweaver::table_facts::ALL_KEYWORDS;
use crate::games::spellweaver::Card;

/// One line a screen reader reads for a card.
pub fn card_label(card: &Card) -> String {
    let mut s = format!(
        "{}: {} {}, cost {}, needs {}",
        card.name,
        aspect_name(card.aspect),
        kind_name(card.kind).to_lowercase(),
        card.cost,
        levels_words(&card.levels)
    );
    if let Some(st) = card.stats {
        s.push_str(&format!(", speed {} attack {} HP {}", st.speed, st.attack, st.hp));
    }
    let kws = keywords(card);
    if !kws.is_empty() {
        s.push_str(&format!(", {kws}"));
    }
    if !card.text.is_empty() {
        s.push_str(&format!(". {}", card.text));
    }
    s
}

pub fn keywords(card: &Card) -> String {
    ALL_KEYWORDS.into_iter().filter(|k| card.has(*k)).map(keyword_name).collect::<Vec<_>>().join(", ")
}

/// The inside of a card chip (the caller wraps it in a button or a list item).
pub fn card_face(card: &Card) -> yew::Html {
    use yew::prelude::*;
    let stats = card.stats.map(|st| format!("⚡{} ⚔{} ♥{}", st.speed, st.attack, st.hp));
    let kws = keywords(card);
    html! {
        <>
            <span class="sw-card-top">
                <span class={classes!("sw-aspect", aspect_class(card.aspect))} title={aspect_name(card.aspect)}>
                    { aspect_symbol(card.aspect) }
                </span>
                <span class="sw-card-name">{ card.name.clone() }</span>
                <span class="sw-cost" title="mana cost">{ format!("◆{}", card.cost) }</span>
            </span>
            <span class="sw-card-line">
                { kind_name(card.kind) }
                if card.levels.total() > 0 { { format!(" · needs {}", levels_symbols(&card.levels)) } }
            </span>
            if let Some(st) = stats { <span class="sw-card-line sw-stats">{ st }</span> }
            if !kws.is_empty() { <span class="sw-card-line sw-keywords">{ kws }</span> }
            if !card.text.is_empty() { <span class="sw-card-text">{ card.text.clone() }</span> }
        </>
    }
}
