//! A mage's public side: where they stand, mana pool and supply, Eyes, Charges, cards in
//! hand and deck, Active spells, Treasure, Artifacts and score so far.

use crate::app::table::GameRef;
use crate::games::woven::{Mage, Trophy, Woven, COLOURS, HIDDEN};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MagePanelProps {
    pub game: GameRef<Woven>,
    pub seat: usize,
    pub mage: Mage,
    pub name: AttrValue,
    pub tag: Option<AttrValue>,
    pub acting: bool,
}

#[function_component(MagePanel)]
pub fn mage_panel(props: &MagePanelProps) -> Html {
    let game = props.game;
    let m = &props.mage;
    let map = &game.content.map;
    let score = game.mage_score(m);
    let anchored: u8 = m.eyes.values().map(|e| e.anchored).sum();
    let eyes_at: Vec<String> = m.eyes.iter().map(|(&l, e)| format!("{}×{}", map.label(l), e.total())).collect();
    let trophy = |t: &Trophy| match *t {
        Trophy::Treasure(k) => game.content.treasures.get(k as usize).map_or("Treasure".into(), |x| x.name.clone()),
        Trophy::Watcher(_) => "a Watcher".into(),
        Trophy::Sentry(_) => "a Sentry".into(),
        Trophy::Tower(k) => game.content.towers.get(k as usize).map_or("a Tower".into(), |x| x.name.clone()),
        Trophy::Spell(k) => game.content.spell(k).map_or("a spell".into(), |x| x.name.clone()),
    };
    let colour = COLOURS[props.seat % 4];
    // Hidden spells (a rival's hand and deck) count for nothing here.
    let hidden = m.hand.contains(&HIDDEN) || m.deck.contains(&HIDDEN);
    html! {
        <section class={classes!("mage-panel", format!("seat-{}", props.seat), props.acting.then_some("acting"))}
            aria-label={format!("{} ({colour})", props.name)} data-piece={format!("seat:{}", props.seat)}>
            <h3>
                <span class="token" aria-hidden="true">{ &colour[..1] }</span>
                { format!("{} ({colour})", props.name) }
                { for props.tag.iter().map(|t| html! { <span class="tag">{ t.clone() }</span> }) }
                if props.acting { <span class="tag">{ "to act" }</span> }
            </h3>
            <dl>
                <dt>{ "At" }</dt><dd>{ map.label(m.loc) }</dd>
                <dt>{ "Mana pool" }</dt><dd>{ format!("{} (supply {})", m.pool, m.supply) }</dd>
                <dt>{ "Threads" }</dt><dd>{ m.tapestry.threads() }</dd>
                <dt>{ "Eyes" }</dt>
                <dd>{ format!("{}{}{}", m.eye_count(), if anchored > 0 { format!(" ({anchored} anchored)") } else { String::new() },
                    if eyes_at.is_empty() { String::new() } else { format!(": {}", eyes_at.join(", ")) }) }</dd>
                <dt>{ "Charges" }</dt><dd>{ m.charges() }</dd>
                <dt>{ "Cards" }</dt>
                <dd>{ format!("{} in hand, {} in deck, {} discarded", m.hand.len(), m.deck.len(), m.discard.len()) }</dd>
                if m.ward > 0 { <dt>{ "Ward" }</dt><dd>{ m.ward }</dd> }
                <dt>{ "Active" }</dt>
                <dd>{ if m.active.is_empty() { "none".to_string() } else {
                    m.active.iter().map(|a| format!("{} ({})",
                        game.content.spell(a.spell).map_or("?", |s| s.name.as_str()), crate::core::wording::count(a.charges, "Charge", "Charges"))).collect::<Vec<_>>().join(", ") } }</dd>
                <dt>{ "Treasure" }</dt>
                <dd>{ if m.treasure.is_empty() { "none".to_string() } else { m.treasure.iter().map(trophy).collect::<Vec<_>>().join(", ") } }</dd>
                if !m.artifacts.is_empty() {
                    <dt>{ "Artifacts" }</dt>
                    <dd>{ m.artifacts.iter().map(|a| format!("{}{}",
                        game.content.artifacts.get(a.artifact as usize).map_or("?", |x| x.name.as_str()),
                        if a.used { " (used)" } else { "" })).collect::<Vec<_>>().join(", ") }</dd>
                }
                <dt>{ if hidden { "Score (open cards)" } else { "Score" } }</dt><dd>{ format!("{}★", score.total) }</dd>
            </dl>
        </section>
    }
}
