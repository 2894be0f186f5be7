//! The combat in progress as a picture and a list: attackers along the top, what they attack
//! and who blocks them along the bottom; a solid arrow (⚔) from each attacker to its target, a
//! dashed arrow (◈ and the damage order) from each blocker to the attacker it blocks. The
//! list below says the same in words, in the order damage is divided ("Combat Resolution").

use crate::app::table::GameRef;
use crate::games::spellweaver::table_facts::damage_order;
use crate::games::spellweaver::{AttackTarget, Iid, Spellweaver, Table};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CombatProps {
    pub game: GameRef<Spellweaver>,
    pub table: Table,
    pub defender_name: AttrValue,
}

const W: i32 = 130;
const H: i32 = 44;
const GAP: i32 = 16;

fn short(name: &str) -> String {
    if name.chars().count() > 15 {
        format!("{}…", name.chars().take(14).collect::<String>())
    } else {
        name.to_string()
    }
}

#[function_component(CombatMap)]
pub fn combat_map(props: &CombatProps) -> Html {
    let t = &props.table;
    if t.attacks.is_empty() {
        return Html::default();
    }
    let name = |id: Iid| t.creature(id).map(|c| props.game.content.name(c.def).to_string()).unwrap_or_default();
    let mut attackers: Vec<Iid> = Vec::new();
    for a in &t.attacks {
        if !attackers.contains(&a.attacker) {
            attackers.push(a.attacker);
        }
    }
    // Bottom row: the hero (if attacked), attacked creatures, then blockers.
    #[derive(PartialEq, Clone, Copy)]
    enum Node {
        Hero,
        Creature(Iid),
    }
    let mut bottom: Vec<Node> = Vec::new();
    if t.attacks.iter().any(|a| a.target == AttackTarget::Hero) {
        bottom.push(Node::Hero);
    }
    for a in &t.attacks {
        if let AttackTarget::Creature(id) = a.target {
            if !bottom.contains(&Node::Creature(id)) {
                bottom.push(Node::Creature(id));
            }
        }
    }
    for b in &t.blocks {
        if !bottom.contains(&Node::Creature(b.blocker)) {
            bottom.push(Node::Creature(b.blocker));
        }
    }
    let cols = attackers.len().max(bottom.len()).max(1) as i32;
    let width = cols * (W + GAP) + GAP;
    let height = 2 * H + 90;
    let x_of = |i: usize, n: usize| {
        let total = n as i32 * (W + GAP) - GAP;
        (width - total) / 2 + i as i32 * (W + GAP)
    };
    let top_x = |id: Iid| attackers.iter().position(|&a| a == id).map(|i| x_of(i, attackers.len()) + W / 2);
    let bottom_x = |n: Node| bottom.iter().position(|&b| b == n).map(|i| x_of(i, bottom.len()) + W / 2);
    let (top_y, bottom_y) = (10, height - 10 - H);
    let mut arrows: Vec<Html> = Vec::new();
    for a in &t.attacks {
        let node = match a.target {
            AttackTarget::Hero => Node::Hero,
            AttackTarget::Creature(id) => Node::Creature(id),
        };
        if let (Some(x1), Some(x2)) = (top_x(a.attacker), bottom_x(node)) {
            let (x1, x2) = (x1 - 12, x2 - 12);
            arrows.push(html! {
                <g class="sw-arrow-attack">
                    <line x1={x1.to_string()} y1={(top_y + H).to_string()} x2={x2.to_string()} y2={(bottom_y - 4).to_string()} marker-end="url(#sw-arrowhead)" />
                    <text x={((x1 + x2) / 2 - 14).to_string()} y={((top_y + H + bottom_y) / 2).to_string()}>{ "⚔" }</text>
                </g>
            });
        }
    }
    for &attacker in &attackers {
        for (i, blocker) in damage_order(t, attacker).into_iter().enumerate() {
            if let (Some(x1), Some(x2)) = (bottom_x(Node::Creature(blocker)), top_x(attacker)) {
                let (x1, x2) = (x1 + 12, x2 + 12);
                arrows.push(html! {
                    <g class="sw-arrow-block">
                        <line x1={x1.to_string()} y1={bottom_y.to_string()} x2={x2.to_string()} y2={(top_y + H + 4).to_string()} marker-end="url(#sw-arrowhead)" />
                        <text x={((x1 + x2) / 2 + 4).to_string()} y={((top_y + H + bottom_y) / 2 + 14).to_string()}>{ format!("◈{}", i + 1) }</text>
                    </g>
                });
            }
        }
    }
    let boxes_top = attackers.iter().enumerate().map(|(i, &id)| {
        let x = x_of(i, attackers.len());
        html! {
            <g class="sw-node sw-node-attacker">
                <rect x={x.to_string()} y={top_y.to_string()} width={W.to_string()} height={H.to_string()} rx="8" />
                <text x={(x + 8).to_string()} y={(top_y + 27).to_string()}>{ format!("⚔ {}", short(&name(id))) }</text>
            </g>
        }
    });
    let boxes_bottom = bottom.iter().enumerate().map(|(i, &n)| {
        let x = x_of(i, bottom.len());
        let label = match n {
            Node::Hero => format!("♥ {}", short(&props.defender_name)),
            Node::Creature(id) => {
                let blocking = t.blocks.iter().any(|b| b.blocker == id);
                format!("{} {}", if blocking { "◈" } else { "◎" }, short(&name(id)))
            }
        };
        html! {
            <g class="sw-node sw-node-defender">
                <rect x={x.to_string()} y={bottom_y.to_string()} width={W.to_string()} height={H.to_string()} rx="8" />
                <text x={(x + 8).to_string()} y={(bottom_y + 27).to_string()}>{ label }</text>
            </g>
        }
    });
    let words: Vec<String> = attackers
        .iter()
        .map(|&a| {
            let targets: Vec<String> = t
                .attacks
                .iter()
                .filter(|d| d.attacker == a)
                .map(|d| match d.target {
                    AttackTarget::Hero => format!("{} hero", crate::core::wording::possessive_in(&props.defender_name)),
                    AttackTarget::Creature(id) => name(id),
                })
                .collect();
            let blockers: Vec<String> =
                damage_order(t, a).into_iter().enumerate().map(|(i, b)| format!("{}. {}", i + 1, name(b))).collect();
            if blockers.is_empty() {
                format!("{} attacks {}; unblocked.", name(a), targets.join(" and "))
            } else {
                format!(
                    "{} attacks {}; blocked by {} (its damage goes to them in this order).",
                    name(a),
                    targets.join(" and "),
                    blockers.join(", ")
                )
            }
        })
        .collect();
    html! {
        <section class="sw-combat" aria-labelledby="sw-combat-h">
            <h3 id="sw-combat-h">{ "Combat" }</h3>
            <svg class="sw-combat-map" viewBox={format!("0 0 {width} {height}")} role="img"
                aria-label={words.join(" ")} preserveAspectRatio="xMidYMid meet">
                <defs>
                    <marker id="sw-arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                        <path d="M0,0 L10,5 L0,10 z" />
                    </marker>
                </defs>
                { for boxes_top }
                { for boxes_bottom }
                { for arrows }
            </svg>
            <ol class="sw-combat-words">{ for words.into_iter().map(|w| html! { <li>{ w }</li> }) }</ol>
        </section>
    }
}
