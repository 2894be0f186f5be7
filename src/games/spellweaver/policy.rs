//! The AI's helpers: a quick playout policy, the greedy bot's one-ply choice and a position
//! estimate. The playout policy keeps the shape of a sensible turn (a shrine, cards with
//! fitting targets, attacks, mostly passing when asked) so random games stay short and telling.

use super::actions::{Action, ShrineUse};
use super::content::{Aspect, Content, Effect, EmblemKind, Keyword, Kind, Who};
use super::legal::{execute, legal_actions, legal_actions_of, Kinds};
use super::state::{current, AttackTarget, Creature, Iid, Phase, SpellweaverState, Target};
use crate::core::wording::listed;
use crate::core::{GameRng, Log};

/// Whether any of `effects` harms its target.
fn harms_target(effects: &[Effect]) -> bool {
    effects.iter().any(|e| {
        matches!(
            e,
            Effect::Damage(_, Who::Target)
                | Effect::Destroy(Who::Target)
                | Effect::Bounce(Who::Target)
                | Effect::Exhaust(Who::Target)
                | Effect::Freeze(Who::Target)
                | Effect::Emblem(EmblemKind::Weakness, Who::Target)
                | Effect::Buff { attack: ..=-1, to: Who::Target, .. }
        )
    })
}

/// Whether a card's or skill's target suits it: harmful effects at the other side, helpful
/// ones at one's own.
fn target_fits(s: &SpellweaverState, seat: u8, harmful: bool, target: Option<Target>) -> bool {
    match target {
        None => true,
        Some(Target::Spell(id)) => {
            s.table.stack.iter().any(|i| {
                i.controller != seat && matches!(i.source, super::state::Source::Card { id: x, .. } if x == id)
            })
        }
        Some(Target::Hero(h)) => (h != seat) == harmful,
        Some(Target::Creature(id)) => s.table.creature(id).is_some_and(|cr| (cr.owner != seat) == harmful),
    }
}

fn sensible(c: &Content, s: &SpellweaverState, seat: u8, a: &Action) -> bool {
    match *a {
        Action::Cast { card, target } => c.card(s.def(card)).is_some_and(|k| {
            // An attached curse harms its host; a blessing helps it.
            let harmful = harms_target(&k.on_play) || (k.attach && k.kind == Kind::Curse);
            target_fits(s, seat, harmful, target)
        }),
        Action::Activate { creature, ability, target } => c
            .card(s.def(creature))
            .and_then(|k| k.abilities.get(ability as usize))
            .is_some_and(|a| target_fits(s, seat, harms_target(&a.effects), target)),
        Action::UseSkill { slot, target } => {
            let skill = s.table.player(seat).skills.get(slot as usize).and_then(|sk| c.skills.get(sk.skill as usize));
            skill.is_some_and(|sk| target_fits(s, seat, harms_target(&sk.effects), target))
        }
        _ => true,
    }
}

/// With a `num` in `den` chance, one of the legal actions `fits` accepts, when there are any:
/// the same random numbers as collecting them and `GameRng::pick`ing one, without the list (the
/// playout policy chooses at every step).
fn pick_fitting(
    legal: &[Action],
    rng: &mut GameRng,
    (num, den): (u32, u32),
    fits: impl Fn(&Action) -> bool,
) -> Option<Action> {
    let count = legal.iter().filter(|a| fits(a)).count();
    if count == 0 || !rng.chance(num, den) {
        return None;
    }
    legal.iter().filter(|a| fits(a)).nth(rng.below(count)).copied()
}

/// Levels until they outnumber the crystals, then mana.
fn shrine_use(s: &SpellweaverState, seat: u8) -> ShrineUse {
    let p = s.table.player(seat);
    let total_levels: u8 = p.levels.iter().sum();
    if total_levels <= p.crystals {
        ShrineUse::Level
    } else {
        ShrineUse::Mana
    }
}

/// Whether `a`'s damage kills `b` in a straight fight (Deadly or a frozen `b`: any damage;
/// a Shield soaks the first blow).
fn kills(c: &Content, t: &super::state::Table, a: &Creature, b: &Creature) -> bool {
    let (ac, bc) = (current(c, t, a), current(c, t, b));
    if ac.attack == 0 || b.shields > 0 {
        return false;
    }
    ac.has(Keyword::Deadly) || b.frozen || ac.attack as i16 >= bc.hp - b.damage as i16
}

/// A block is worth it when the blocker survives the attacker or takes it down with it.
fn worth_blocking(c: &Content, s: &SpellweaverState, blocker: Iid, attacker: Iid) -> bool {
    let t = &s.table;
    let (Some(b), Some(x)) = (t.creature(blocker), t.creature(attacker)) else { return false };
    !kills(c, t, x, b) || kills(c, t, b, x)
}

/// What a creature on the table is worth: its attack and hitpoints, more for keywords that
/// win fights or damage the hero, and for emblems of Shield.
fn creature_value(c: &Content, t: &super::state::Table, cr: &Creature) -> f64 {
    let cur = current(c, t, cr);
    let attack = cur.attack as f64;
    let mut v = attack + (cur.hp - cr.damage as i16).max(0) as f64 * 0.7 + cur.speed as f64 * 0.3;
    let bonus = [
        (Keyword::Deadly, 1.5),
        (Keyword::Flying, 0.2 * attack + 0.5),
        (Keyword::Ranged, 0.3 * attack),
        (Keyword::Unstoppable, 0.3 * attack),
        (Keyword::Lifebound, 0.3 * attack),
        (Keyword::Protected, 0.5),
        (Keyword::Shock, 0.5),
    ];
    v += bonus.iter().filter(|(k, _)| cur.has(*k)).map(|(_, b)| b).sum::<f64>();
    v += cr.shields as f64 * 1.0;
    if cr.frozen {
        v *= 0.6;
    }
    v
}

/// The kinds of action `policy_action` picks from in this position (the rest it never looks
/// at, so they are not listed): what answers priority, the main phases' plays, attacks, blocks.
pub fn policy_kinds(s: &SpellweaverState, seat: u8) -> Kinds {
    let t = &s.table;
    let casts = Kinds { casts: true, abilities: true, ..Kinds::NONE };
    if t.priority == Some(seat) {
        return casts;
    }
    match t.phase {
        Phase::Deploy | Phase::Reinforce => Kinds { shrines: true, moves: true, skills: true, ..casts },
        Phase::Attack => Kinds { attacks: true, ..Kinds::NONE },
        Phase::Block => Kinds { blocks: true, ..Kinds::NONE },
        _ => casts,
    }
}

/// The playout policy.
pub fn policy_action(c: &Content, s: &SpellweaverState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    // The list is kept from call to call for its room: a playout asks at every step, and
    // allocating is dear in WebAssembly. (Taken and put back, so no call can find it borrowed.)
    let mut legal = POLICY_LEGAL.take();
    legal_actions_of(c, s, seat, policy_kinds(s, seat), &mut legal);
    let action = policy_choice(c, s, seat, rng, &legal);
    POLICY_LEGAL.set(legal);
    action
}

thread_local! {
    static POLICY_LEGAL: std::cell::Cell<Vec<Action>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The playout policy's choice among `legal`, the actions of `policy_kinds`.
fn policy_choice(c: &Content, s: &SpellweaverState, seat: u8, rng: &mut GameRng, legal: &[Action]) -> Option<Action> {
    let t = &s.table;
    if legal.is_empty() {
        return None;
    }
    let has = |a: Action| legal.contains(&a);
    if has(Action::Keep) {
        return Some(Action::Keep);
    }
    if has(Action::CancelShrine) {
        return Some(Action::CancelShrine);
    }
    if t.offering {
        return legal.iter().find(|a| matches!(a, Action::TakeShrine { .. })).copied().or(Some(Action::TakeNothing));
    }
    let cast_like = |a: &Action| matches!(a, Action::Cast { .. } | Action::Activate { .. }) && sensible(c, s, seat, a);
    if t.priority == Some(seat) {
        return pick_fitting(legal, rng, (1, 4), cast_like).or(Some(Action::Pass));
    }
    match t.phase {
        Phase::Deploy | Phase::Reinforce => {
            let want = shrine_use(s, seat);
            if let Some(a) = legal.iter().find(|a| matches!(a, Action::PlayShrine { use_, .. } if *use_ == want)) {
                return Some(*a);
            }
            let play = |a: &Action| {
                matches!(a, Action::Cast { .. } | Action::UseSkill { .. } | Action::Activate { .. }) && sensible(c, s, seat, a)
            };
            let forward = |a: &Action| {
                matches!(a, Action::Move { creature } if t.creature(*creature)
                    .is_some_and(|cr| cr.row == super::state::Row::Support
                        && c.card(cr.def).is_some_and(|k| !k.has(Keyword::Flying))))
            };
            pick_fitting(legal, rng, (7, 8), play)
                .or_else(|| pick_fitting(legal, rng, (1, 2), forward))
                .or(Some(if t.phase == Phase::Deploy { Action::ToCombat } else { Action::EndTurn }))
        }
        Phase::Attack => {
            let at_hero = |a: &Action| matches!(a, Action::Attack { target: AttackTarget::Hero, .. });
            let attack = |a: &Action| matches!(a, Action::Attack { .. });
            pick_fitting(legal, rng, (4, 5), at_hero)
                .or_else(|| pick_fitting(legal, rng, (1, 3), attack))
                .or(Some(Action::EndAttacks))
        }
        Phase::Block => {
            // Blocks where the blocker survives, or trades, are worth it.
            let good = |a: &Action| match a {
                Action::Block { blocker, attacker } => worth_blocking(c, s, *blocker, *attacker),
                _ => false,
            };
            pick_fitting(legal, rng, (3, 4), good).or(Some(Action::EndBlocks))
        }
        _ => pick_fitting(legal, rng, (1, 4), cast_like).or(Some(Action::Pass)),
    }
}

/// Estimated reward per seat: life, the board and cards in hand, through a logistic curve.
pub fn evaluate(c: &Content, s: &SpellweaverState) -> Vec<f64> {
    if let Some(e) = &s.table.ending {
        let mut r = vec![0.0, 0.0];
        r[e.winner as usize & 1] = 1.0;
        return r;
    }
    let t = &s.table;
    let score = |seat: u8| -> f64 {
        let p = t.player(seat);
        let board: f64 = t.creatures.iter().filter(|cr| cr.owner == seat).map(|cr| creature_value(c, t, cr)).sum();
        let levels: f64 = p.levels.iter().map(|&l| l as f64).sum();
        p.life.min(40) as f64 * 0.5
            + board * 0.6
            + p.hand_count as f64 * 0.3
            + levels.min(8.0) * 0.8
            + p.crystals as f64 * 0.6
    };
    let diff = score(0) - score(1);
    let p0 = 1.0 / (1.0 + (-diff / 6.0).exp());
    vec![p0, 1.0 - p0]
}

/// The greedy bot: every choice tried one step ahead on a copy — with whatever it put on the
/// stack resolved as if the other player passed — and the best estimate kept. Attack and block
/// declarations only pay off at combat resolution, beyond one step, so there (and when merely
/// asked to answer) it follows the playout policy.
pub fn greedy_action(c: &Content, s: &SpellweaverState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let legal = legal_actions(c, s, seat);
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    if matches!(s.table.phase, Phase::Attack | Phase::Block) || s.table.priority == Some(seat) {
        return policy_action(c, s, seat, rng);
    }
    let mut best: Vec<Action> = Vec::new();
    let mut best_score = f64::MIN;
    // Levels and crystals pay off over later turns: the shrine is played as the policy does.
    let want = shrine_use(s, seat);
    let candidates = legal.iter().filter(|a| match a {
        Action::PlayShrine { use_, .. } => *use_ == want,
        _ => sensible(c, s, seat, a),
    });
    for a in candidates {
        let v = evaluate(c, &one_step(c, s, seat, a))[seat as usize & 1];
        if v > best_score + 1e-9 {
            best_score = v;
            best.clear();
            best.push(*a);
        } else if (v - best_score).abs() <= 1e-9 {
            best.push(*a);
        }
    }
    if best.is_empty() {
        return policy_action(c, s, seat, rng);
    }
    // Among equals, the playout policy's choice if it is one of them.
    let preferred = policy_action(c, s, seat, rng);
    match preferred {
        Some(p) if best.contains(&p) => Some(p),
        _ => rng.pick(&best).copied(),
    }
}

/// `a` tried one step ahead on a copy of `s`, with whatever it put on the stack resolved as if
/// the other player passed (the greedy bot's look-ahead, and the hints' reasons).
fn one_step(c: &Content, s: &SpellweaverState, seat: u8, a: &Action) -> SpellweaverState {
    let mut w = s.clone();
    w.quiet = true;
    let mut log = Log::new(true);
    execute(c, &mut w, seat, a, &mut log);
    if w.table.priority.is_some_and(|p| p != seat) {
        let other = w.table.priority.unwrap_or(seat);
        execute(c, &mut w, other, &Action::Pass, &mut log);
    }
    w
}

/// How a fight between `a` and `b` ends, as the policy judges it (`kills`): who dies, or who
/// survives ("Combat Resolution").
fn fight_words(c: &Content, s: &SpellweaverState, a: &Creature, b: &Creature) -> String {
    let t = &s.table;
    let (an, bn) = (c.name(a.def), c.name(b.def));
    match (kills(c, t, a, b), kills(c, t, b, a)) {
        (true, true) => format!("{an} and {bn} destroy each other"),
        (true, false) => format!("{an} destroys {bn} and survives"),
        (false, true) => format!("{bn} survives and destroys {an}"),
        (false, false) => format!("{an} and {bn} both survive"),
    }
}

/// Why a player might choose `a` (the hints), in the table's words and only from what the open
/// table and the player's own hand show: an attack or a block says how its fight ends (as the
/// policy judges fights); any other choice is tried one step ahead as the greedy bot tries it
/// (`one_step`) and the open table before and after compared: life, creatures, levels, mana.
/// `s` is a world sampled from the player's view; what it guessed about hidden cards (the
/// other hand, the decks) never shows, as only open counts and the table are read.
pub fn hint_reasons(c: &Content, s: &SpellweaverState, seat: u8, a: &Action) -> Vec<String> {
    let t = &s.table;
    match *a {
        Action::Attack { attacker, target } => {
            let Some(x) = t.creature(attacker) else { return vec![] };
            return match target {
                AttackTarget::Hero => vec![format!(
                    "{} deals {} damage to the enemy hero unless it is blocked",
                    c.name(x.def),
                    current(c, t, x).attack
                )],
                AttackTarget::Creature(id) => t.creature(id).map(|y| fight_words(c, s, x, y)).into_iter().collect(),
            };
        }
        Action::Block { blocker, attacker } => {
            let (Some(b), Some(x)) = (t.creature(blocker), t.creature(attacker)) else { return vec![] };
            let mut reasons = Vec::new();
            let damage = current(c, t, x).attack;
            let aimed_at_hero =
                t.attacks.iter().any(|d| d.attacker == attacker && matches!(d.target, AttackTarget::Hero));
            if aimed_at_hero && damage > 0 {
                reasons.push(format!("stops the {damage} damage {} would deal to your hero", c.name(x.def)));
            }
            reasons.push(fight_words(c, s, b, x));
            return reasons;
        }
        Action::Offer { card } => {
            return vec![format!(
                "puts {} under your deck to look at the top four cards for a shrine",
                c.name(s.def(card))
            )];
        }
        Action::Move { creature } => {
            let Some(cr) = t.creature(creature) else { return vec![] };
            return vec![match cr.row {
                super::state::Row::Support => format!("{} goes to the combat row, where it can attack and block", c.name(cr.def)),
                _ => format!("{} goes to the support row, where it cannot be attacked", c.name(cr.def)),
            }];
        }
        _ => {}
    }
    let after = one_step(c, s, seat, a);
    if *a == Action::ToCombat && after.table.phase == Phase::Attack {
        let u = &after.table;
        let attacks = legal_actions(c, &after, seat);
        let ready: Vec<&Creature> = u
            .creatures
            .iter()
            .filter(|cr| attacks.iter().any(|x| matches!(x, Action::Attack { attacker, .. } if *attacker == cr.id)))
            .collect();
        if !ready.is_empty() {
            let attack: u32 = ready.iter().map(|cr| current(c, u, cr).attack as u32).sum();
            let names: Vec<&str> = ready.iter().map(|cr| c.name(cr.def)).collect();
            return vec![format!("{} can attack ({attack} attack in all)", listed(&names, 2))];
        }
    }
    let (u, w) = (&after.table, seat ^ 1);
    let mut reasons = Vec::new();
    if u.ending.as_ref().is_some_and(|e| e.winner == seat) {
        reasons.push("wins the game".to_string());
    }
    let dealt = t.player(w).life - u.player(w).life;
    if dealt > 0 {
        reasons.push(format!("deals {dealt} damage to the enemy hero"));
    }
    let healed = u.player(seat).life - t.player(seat).life;
    if healed > 0 {
        reasons.push(format!("gains {healed} life"));
    }
    let gone = |owner: u8| -> Vec<&str> {
        t.creatures
            .iter()
            .filter(|cr| cr.owner == owner && u.creature(cr.id).is_none())
            .map(|cr| c.name(cr.def))
            .collect()
    };
    let removed = gone(w);
    if !removed.is_empty() {
        reasons.push(format!("removes {} from the table", listed(&removed, 2)));
    }
    for cr in u.creatures.iter().filter(|cr| cr.owner == seat && t.creature(cr.id).is_none()) {
        let now = current(c, u, cr);
        reasons.push(format!("puts {} ({} attack, {} hitpoints) on the table", c.name(cr.def), now.attack, now.hp));
    }
    let (p, q) = (t.player(seat), u.player(seat));
    for (aspect, (before, now)) in Aspect::ALL.iter().zip(p.levels.iter().zip(q.levels.iter())) {
        if now > before {
            reasons.push(format!("gains a level of {aspect:?}"));
        }
    }
    if q.crystals > p.crystals {
        reasons.push(format!("gains a mana crystal ({} in all)", q.crystals));
    }
    let lost = gone(seat);
    if !lost.is_empty() {
        reasons.push(format!("loses {}", listed(&lost, 2)));
    }
    if q.mana > p.mana && a != &Action::EndTurn {
        reasons.push(format!("gives you {} mana", q.mana - p.mana));
    }
    reasons.truncate(2);
    if q.mana < p.mana || !reasons.is_empty() {
        reasons.push(format!("leaves {} mana", q.mana));
    }
    reasons
}
