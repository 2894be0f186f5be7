//! A mundane effect built as the rules describe it ("Mundane Effects"): the player marks the
//! cards to discard in their hand, then picks one of the effects those cards all offer. Only
//! the effects of the marked cards are shown, so a turn never lists every combination of
//! discards; an effect the rules refuse (an Eye without the mana for it) stays visible and,
//! chosen, says why through the table's "why not?".

use super::text;
use crate::app::table::GameRef;
use crate::games::woven::{Action, Mundane, SpellId, Woven};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MundanePanelProps {
    pub game: GameRef<Woven>,
    /// The cards marked to discard, in hand order.
    pub marked: Vec<SpellId>,
    /// The mundane plays the rules allow now.
    pub legal: Vec<(Mundane, Vec<SpellId>)>,
    pub on_action: Callback<Action>,
    pub on_clear: Callback<()>,
}

fn sorted(cards: &[SpellId]) -> Vec<SpellId> {
    let mut v = cards.to_vec();
    v.sort_unstable();
    v
}

#[function_component(MundanePanel)]
pub fn mundane_panel(props: &MundanePanelProps) -> Html {
    if props.marked.is_empty() {
        return html! {
            <p class="mundane-hint">{ "For a mundane effect, mark the cards to discard in your hand, then choose the effect." }</p>
        };
    }
    let offers = |op: Mundane| {
        props.marked.iter().all(|&k| props.game.content.spell(k).is_some_and(|sp| sp.mundane.contains(&op)))
    };
    let marked = sorted(&props.marked);
    let n = props.marked.len();
    let effects: Vec<Html> = Mundane::ALL
        .into_iter()
        .filter(|&op| offers(op))
        .map(|op| {
            let legal = props.legal.iter().find(|(o, cards)| *o == op && sorted(cards) == marked);
            let cards = legal.map_or_else(|| props.marked.clone(), |(_, c)| c.clone());
            let (cb, action) = (props.on_action.clone(), Action::Mundane { op, cards });
            let words = text::mundane_effect(op, n);
            html! {
                <li><button type="button" class={classes!("choice", legal.is_none().then_some("refused"))}
                    onclick={move |_| cb.emit(action.clone())}>
                    if legal.is_none() { <span aria-hidden="true">{ "⊘ " }</span><span class="visually-hidden">{ "Not possible now: " }</span> }
                    { words }
                </button></li>
            }
        })
        .collect();
    let clear = props.on_clear.reform(|_: MouseEvent| ());
    html! {
        <section class="mundane-panel" aria-label="Mundane effect">
            <h3>{ format!("Discard {} for", crate::core::wording::count(n as u64, "card", "cards")) }</h3>
            if effects.is_empty() {
                <p>{ "These cards share no mundane effect: mark cards that offer the same one." }</p>
            } else {
                <ul>{ for effects }</ul>
            }
            <button type="button" onclick={clear}>{ "Unmark all" }</button>
        </section>
    }
}
