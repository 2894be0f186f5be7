//! A creature in play: a button with its name, speed/attack/HP now, damage, emblems, keywords
//! and state (exhausted, frozen, attacking, blocking), tapped to select it or to aim at it.

use super::text::{aspect_class, aspect_symbol, keyword_name};
use crate::app::table::GameRef;
use crate::games::spellweaver::table_facts::creature_facts;
use crate::games::spellweaver::{Iid, Spellweaver, Table};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CreatureProps {
    pub game: GameRef<Spellweaver>,
    pub table: Table,
    pub id: Iid,
    pub selected: bool,
    /// The current selection can be aimed at it (tapping it completes the choice).
    pub target: bool,
    /// It has a choice of its own now (attack, block, move).
    pub can_act: bool,
    pub on_tap: Callback<Iid>,
    /// The computer's suggestions for it, as chips under it.
    #[prop_or_default]
    pub marks: Vec<AttrValue>,
}

#[function_component(CreatureToken)]
pub fn creature_token(props: &CreatureProps) -> Html {
    let t = &props.table;
    let Some(c) = t.creature(props.id) else { return Html::default() };
    let Some(card) = props.game.content.card(c.def) else { return Html::default() };
    let f = creature_facts(&props.game.content, t, c.id);
    let attacking = t.attacks.iter().any(|a| a.attacker == c.id);
    let blocking = t.blocks.iter().find(|b| b.blocker == c.id).and_then(|b| t.creature(b.attacker));
    let mut states: Vec<String> = Vec::new();
    if c.exhausted {
        states.push("exhausted".into());
    }
    if c.frozen {
        states.push("frozen".into());
    }
    if attacking {
        states.push("attacking".into());
    }
    if let Some(a) = blocking {
        states.push(format!("blocking {}", props.game.content.name(a.def)));
    }
    let mut marks: Vec<String> = Vec::new();
    if c.might > 0 {
        marks.push(format!("Might ×{}", c.might));
    }
    if c.weakness > 0 {
        marks.push(format!("Weakness ×{}", c.weakness));
    }
    if c.shields > 0 {
        marks.push(format!("Shield ×{}", c.shields));
    }
    if let Some(e) = c.energy {
        marks.push(format!("Energy {e}"));
    }
    let (stats, stats_words, kws) = match &f {
        Some(f) => (
            format!("⚡{} ⚔{} ♥{}/{}", f.speed, f.attack, f.hp_left, f.hp),
            format!("speed {}, attack {}, {} of {} HP left", f.speed, f.attack, f.hp_left, f.hp),
            f.keywords.iter().map(|k| keyword_name(*k)).collect::<Vec<_>>().join(", "),
        ),
        None => Default::default(),
    };
    let attached: Vec<String> = t
        .permanents
        .iter()
        .filter(|p| p.attached == Some(c.id))
        .map(|p| props.game.content.name(p.def).to_string())
        .collect();
    let mut label = format!("{}, {stats_words}", card.name);
    for part in [kws.clone(), marks.join(", "), states.join(", ")] {
        if !part.is_empty() {
            label.push_str(&format!(", {part}"));
        }
    }
    if !attached.is_empty() {
        label.push_str(&format!(", with {}", attached.join(", ")));
    }
    if !card.text.is_empty() {
        label.push_str(&format!(". {}", card.text));
    }
    if props.target {
        label.push_str(" — tap to aim here");
    }
    let onclick = {
        let (cb, id) = (props.on_tap.clone(), c.id);
        Callback::from(move |_| cb.emit(id))
    };
    html! {
        <li>
            <button type="button" id={format!("sw-creature-{}", c.id)}
                class={classes!("sw-creature", aspect_class(card.aspect), c.exhausted.then_some("exhausted"),
                    props.selected.then_some("selected"), props.target.then_some("target"),
                    props.can_act.then_some("can-act"), attacking.then_some("attacking"), blocking.is_some().then_some("blocking"))}
                aria-pressed={props.selected.to_string()} {onclick}
                data-piece={format!("card:{}", props.game.content.card_id(c.def))}>
                <span class="visually-hidden">{ label }</span>
                <span class="sw-card-top" aria-hidden="true">
                    <span class="sw-aspect">{ aspect_symbol(card.aspect) }</span>
                    <span class="sw-card-name">{ card.name.clone() }</span>
                </span>
                <span class="sw-stats" aria-hidden="true">{ stats }</span>
                if !kws.is_empty() { <span class="sw-keywords" aria-hidden="true">{ kws }</span> }
                if !marks.is_empty() { <span class="sw-marks" aria-hidden="true">{ marks.join(" · ") }</span> }
                if !attached.is_empty() { <span class="sw-marks" aria-hidden="true">{ format!("+ {}", attached.join(", ")) }</span> }
                if !states.is_empty() {
                    <span class="sw-state" aria-hidden="true">
                        { states.iter().map(|s| match s.as_str() {
                            "exhausted" => "↷ exhausted".to_string(),
                            "frozen" => "❄ frozen".to_string(),
                            "attacking" => "⚔ attacking".to_string(),
                            other => format!("◈ {other}"),
                        }).collect::<Vec<_>>().join(" · ") }
                    </span>
                }
                if props.target { <span class="sw-target-mark" aria-hidden="true">{ "◎ aim here" }</span> }
            </button>
            { for props.marks.iter().map(|m| html! { <span class="hint-mark">{ m.clone() }</span> }) }
        </li>
    }
}
