//! One player's side of the table: the hero (life, skills and cooldowns, The Spark), mana
//! crystals and levels per aspect, hand/deck/graveyard counts (the graveyard opens as a list),
//! the blessings, curses and artifacts in play, and the support and combat rows.

use super::card::card_label;
use super::creature::CreatureToken;
use super::text::{aspect_class, aspect_name, aspect_symbol, levels_symbols};
use crate::app::table::GameRef;
use crate::games::spellweaver::table_facts::row_of;
use crate::games::spellweaver::{Aspect, DefId, Iid, Row, Spellweaver, Table};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SideProps {
    pub game: GameRef<Spellweaver>,
    pub table: Table,
    pub seat: u8,
    pub name: AttrValue,
    /// Drawn at the top (the other player): combat row nearest the middle.
    pub far: bool,
    pub computer: bool,
    pub thinking: bool,
    pub selected: Option<Iid>,
    pub selected_skill: Option<u8>,
    /// Creatures and heroes the current selection may aim at.
    pub targets: Vec<Iid>,
    pub hero_target: bool,
    /// Each instance's card where the viewer sees it (graveyards are open).
    pub cards: Vec<Option<DefId>>,
    /// The computer's suggestions for creatures (a hint asked for), shown under them.
    pub marks: Vec<(Iid, AttrValue)>,
    /// Creatures and skill slots that have a choice now.
    pub actors: Vec<Iid>,
    pub skills_usable: Vec<u8>,
    pub on_creature: Callback<Iid>,
    pub on_hero: Callback<u8>,
    pub on_skill: Callback<u8>,
}

#[function_component(PlayerSide)]
pub fn player_side(props: &SideProps) -> Html {
    let t = &props.table;
    let content = &props.game.content;
    let Some(p) = t.players.get(props.seat as usize) else { return Html::default() };
    let hero = content.heroes.get(p.hero as usize);
    let hero_name = hero.map(|h| h.name.clone()).unwrap_or_default();
    let aspect = hero.map(|h| h.aspect).unwrap_or(Aspect::Order);
    let active = t.active == props.seat;
    let row = |r: Row| {
        let ids = row_of(t, props.seat, r);
        let (title, sym) = match r {
            Row::Combat => ("Combat row", "⚔"),
            Row::Support => ("Support row", "◇"),
        };
        html! {
            <div class={classes!("sw-row", if r == Row::Combat { "sw-row-combat" } else { "sw-row-support" })}>
                <h4 class="sw-row-title"><span aria-hidden="true">{ sym }</span>{ format!(" {title}") }</h4>
                <ul class="sw-creatures" aria-label={format!("{} {}", crate::core::wording::possessive(&props.name), title.to_lowercase())}>
                    { for ids.iter().map(|&id| html! {
                        <CreatureToken game={props.game} table={t.clone()} {id}
                            selected={props.selected == Some(id)} target={props.targets.contains(&id)}
                            can_act={props.actors.contains(&id)} on_tap={props.on_creature.clone()}
                            marks={props.marks.iter().filter(|(c, _)| *c == id).map(|(_, m)| m.clone()).collect::<Vec<_>>()} />
                    }) }
                    if ids.is_empty() { <li class="sw-empty muted">{ "empty" }</li> }
                </ul>
            </div>
        }
    };
    let levels = Aspect::ALL.iter().filter(|&&a| p.levels[a as usize] > 0).map(|&a| {
        let n = p.levels[a as usize];
        html! {
            <li class={classes!("sw-level", aspect_class(a))}>
                <span aria-hidden="true">{ aspect_symbol(a) }</span>{ format!(" {} {n}", aspect_name(a)) }
            </li>
        }
    });
    let free_permanents: Vec<Html> = t
        .permanents
        .iter()
        .filter(|q| q.owner == props.seat && q.attached.is_none())
        .filter_map(|q| content.card(q.def).map(|c| (q, c)))
        .map(|(q, c)| {
            let energy = q.energy.map(|e| format!(" · energy {e}")).unwrap_or_default();
            html! { <li class="sw-permanent" title={card_label(c)}>{ format!("{}{energy}", c.name) }<span class="visually-hidden">{ format!(": {}", c.text) }</span></li> }
        })
        .collect();
    let hero_click = {
        let (cb, seat) = (props.on_hero.clone(), props.seat);
        Callback::from(move |_| cb.emit(seat))
    };
    let hero_label = format!(
        "{} hero {hero_name}, {} life{}",
        crate::core::wording::possessive(&props.name),
        p.life,
        if props.hero_target { " — tap to aim here" } else { "" }
    );
    let skills = p.skills.iter().enumerate().map(|(slot, sk)| {
        let slot = slot as u8;
        let Some(skill) = content.skills.get(sk.skill as usize) else { return Html::default() };
        let usable = props.skills_usable.contains(&slot);
        let cd = if sk.cooldown > 0 { format!(" · ◷ ready in {}", crate::core::wording::count(sk.cooldown, "turn", "turns")) } else { " · ready".to_string() };
        let text = format!("{} (◆{}, needs {}, cooldown {}){cd}: {}", skill.name, skill.cost, levels_symbols(&skill.levels), skill.cooldown, skill.text);
        if usable {
            let (cb, selected) = (props.on_skill.clone(), props.selected_skill == Some(slot));
            html! {
                <li><button type="button" class={classes!("sw-skill", "can-act", selected.then_some("selected"))}
                    aria-pressed={selected.to_string()} onclick={Callback::from(move |_| cb.emit(slot))}>{ text }</button></li>
            }
        } else {
            html! { <li class="sw-skill">{ text }</li> }
        }
    });
    html! {
        <section class={classes!("sw-side", props.far.then_some("far"), active.then_some("active"))}
            aria-label={format!("{} side", crate::core::wording::possessive(&props.name))} data-piece={format!("seat:{}", props.seat)}>
            // The rows' headings sit under this one: headings that skip a level confuse a
            // screen reader's list of them.
            <h3 class="visually-hidden">{ format!("{} side", crate::core::wording::possessive(&props.name)) }</h3>
            <div class="sw-hero-bar">
                <button type="button" class={classes!("sw-hero", aspect_class(aspect), props.hero_target.then_some("target"))}
                    disabled={!props.hero_target} onclick={hero_click}>
                    <span class="visually-hidden">{ hero_label }</span>
                    <span class="sw-hero-name" aria-hidden="true">
                        <span aria-hidden="true">{ aspect_symbol(aspect) }</span>{ format!(" {}", props.name) }
                        if props.computer { <span class="sw-badge">{ " · computer" }</span> }
                        if active { <span class="sw-badge">{ " · ▶ turn" }</span> }
                    </span>
                    <span class="sw-hero-sub" aria-hidden="true">{ hero_name.clone() }</span>
                    <span class="sw-life" aria-hidden="true">{ format!("♥ {}", p.life) }</span>
                    if props.hero_target { <span class="sw-target-mark" aria-hidden="true">{ "◎ aim here" }</span> }
                </button>
                <ul class="sw-resources" aria-label={format!("{} resources", crate::core::wording::possessive(&props.name))}>
                    <li>{ format!("◆ Mana {} of {} crystals", p.mana, p.crystals) }</li>
                    <li>{ format!("▭ Hand {}", p.hand_count) }</li>
                    <li>{ format!("▤ Deck {}", p.deck_count) }</li>
                    if p.spark { <li>{ "✦ The Spark" }</li> }
                    if props.thinking { <li role="status">{ "… thinking" }</li> }
                </ul>
                <ul class="sw-levels" aria-label={format!("{} levels", crate::core::wording::possessive(&props.name))}>
                    { for levels }
                    if p.levels.iter().all(|&n| n == 0) { <li class="muted">{ "No levels" }</li> }
                </ul>
            </div>
            <ul class="sw-skills" aria-label={format!("{} hero skills", crate::core::wording::possessive(&props.name))}>{ for skills }</ul>
            if !free_permanents.is_empty() {
                <ul class="sw-permanents" aria-label={format!("{} blessings, curses and artifacts", crate::core::wording::possessive(&props.name))}>{ for free_permanents }</ul>
            }
            <details class="sw-graveyard">
                <summary>{ format!("▣ Graveyard: {}", crate::core::wording::count(p.graveyard.len() as u64, "card", "cards")) }</summary>
                <ol>
                    { for p.graveyard.iter().rev().map(|&id| {
                        let def = props.cards.get(id as usize).copied().flatten().unwrap_or(0);
                        let label = props.game.content.card(def).map(card_label).unwrap_or_default();
                        html! { <li title={label.clone()}>{ props.game.content.name(def).to_string() }<span class="visually-hidden">{ format!(" — {label}") }</span></li> }
                    }) }
                </ol>
            </details>
            if props.far {
                { row(Row::Support) }
                { row(Row::Combat) }
            } else {
                { row(Row::Combat) }
                { row(Row::Support) }
            }
        </section>
    }
}

