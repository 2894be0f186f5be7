//! The effect vocabulary at work: damage, healing, emblems, creatures entering and leaving
//! play, deaths and their triggers, drawing and decay. Cards and skills only name effects
//! (content.rs); this is the one place that carries them out.

use super::content::{Content, DefId, Effect, EmblemKind, Keyword, Kind, Who};
use super::state::{
    current, emblem_name, other, remaining_hp, rule, Creature, Iid, Permanent, Row, Source, SpellweaverState, Target,
};
use crate::core::Log;

/// Who plays an effect and from where.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    pub controller: u8,
    /// The card the text is on (a creature or permanent in play, or a spell resolving).
    pub source: Option<Iid>,
    pub target: Option<Target>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reach {
    Creature(Iid),
    Hero(u8),
}

fn reach(s: &SpellweaverState, ctx: &Ctx, who: Who) -> Vec<Reach> {
    let t = &s.table;
    let side = |seat: u8| t.creatures.iter().filter(|c| c.owner == seat).map(|c| Reach::Creature(c.id)).collect();
    match who {
        Who::Target => match ctx.target {
            Some(Target::Creature(id)) if t.creature(id).is_some() => vec![Reach::Creature(id)],
            Some(Target::Hero(seat)) => vec![Reach::Hero(seat)],
            _ => vec![],
        },
        Who::Itself => match ctx.source {
            Some(id) if t.creature(id).is_some() => vec![Reach::Creature(id)],
            _ => vec![],
        },
        Who::You => vec![Reach::Hero(ctx.controller)],
        Who::Foe => vec![Reach::Hero(other(ctx.controller))],
        Who::Allies => side(ctx.controller),
        Who::Enemies => side(other(ctx.controller)),
        Who::AllCreatures => t.creatures.iter().map(|c| Reach::Creature(c.id)).collect(),
    }
}

fn creatures_of(s: &SpellweaverState, ctx: &Ctx, who: Who) -> Vec<Iid> {
    reach(s, ctx, who)
        .into_iter()
        .filter_map(|r| match r {
            Reach::Creature(id) => Some(id),
            Reach::Hero(_) => None,
        })
        .collect()
}

/// Carries out a list of effects, then lets the dead go ("Creatures": below one HP, it dies).
pub fn resolve(c: &Content, s: &mut SpellweaverState, log: &mut Log, ctx: &Ctx, effects: &[Effect]) {
    for &e in effects {
        apply_one(c, s, log, ctx, e);
    }
    check_deaths(c, s, log);
}

fn apply_one(c: &Content, s: &mut SpellweaverState, log: &mut Log, ctx: &Ctx, e: Effect) {
    let who_name = |s: &SpellweaverState, r: Reach| match r {
        Reach::Creature(id) => c.name(s.def(id)).to_string(),
        Reach::Hero(seat) => format!("Player {}'s hero", seat + 1),
    };
    match e {
        Effect::Damage(n, who) => {
            for r in reach(s, ctx, who) {
                let dealt = match r {
                    Reach::Creature(id) => damage_creature(c, s, id, n, false),
                    Reach::Hero(seat) => damage_hero(s, seat, n),
                };
                log.say(rule("Creatures", "Hitpoints"), Some(ctx.controller as usize), || {
                    format!("{} takes {dealt} damage", who_name(s, r))
                });
            }
        }
        Effect::Heal(n, who) => {
            for r in reach(s, ctx, who) {
                match r {
                    Reach::Creature(id) => {
                        if let Some(cr) = s.table.creature_mut(id) {
                            cr.damage = cr.damage.saturating_sub(n);
                        }
                    }
                    Reach::Hero(seat) => {
                        let p = s.table.player_mut(seat);
                        p.life = p.life.saturating_add(n as i16);
                    }
                }
                log.say(rule("Heroes", ""), Some(ctx.controller as usize), || format!("{} heals {n}", who_name(s, r)));
            }
        }
        Effect::Draw(n) => {
            for _ in 0..n {
                draw(s, ctx.controller);
            }
            log.say(rule("Decks", ""), Some(ctx.controller as usize), || {
                format!("Player {} draws {n}", ctx.controller + 1)
            });
        }
        Effect::Decay(n) => {
            let foe = other(ctx.controller);
            for _ in 0..n {
                if let Some(id) = s.decks[foe as usize].pop() {
                    s.table.player_mut(foe).graveyard.push(id);
                }
            }
            s.sync_counts();
            log.say(rule("Decks", ""), Some(foe as usize), || format!("Player {} decays {n} cards", foe + 1));
        }
        Effect::Buff { attack, hp, speed, to } => {
            for id in creatures_of(s, ctx, to) {
                if let Some(cr) = s.table.creature_mut(id) {
                    cr.buff_attack = cr.buff_attack.saturating_add(attack);
                    cr.buff_hp = cr.buff_hp.saturating_add(hp);
                    cr.buff_speed = cr.buff_speed.saturating_add(speed);
                }
            }
        }
        Effect::Grant(k, to) => {
            for id in creatures_of(s, ctx, to) {
                if let Some(cr) = s.table.creature_mut(id) {
                    cr.granted |= k.bit();
                }
            }
        }
        Effect::Emblem(kind, to) => {
            for id in creatures_of(s, ctx, to) {
                add_emblem(s, id, kind);
                log.say(rule("Emblems", ""), Some(ctx.controller as usize), || {
                    format!("{} gets a {} emblem", c.name(s.def(id)), emblem_name(kind))
                });
            }
        }
        Effect::Destroy(to) => {
            let ids = creatures_of(s, ctx, to);
            for &id in &ids {
                log.say(rule("Graveyards", ""), Some(ctx.controller as usize), || {
                    format!("{} is destroyed", c.name(s.def(id)))
                });
            }
            kill(c, s, log, &ids);
        }
        Effect::Bounce(to) => {
            for id in creatures_of(s, ctx, to) {
                let owner = s.table.owners.get(id as usize).copied().unwrap_or(0);
                leave_play(s, id);
                s.hands[owner as usize & 1].push(id);
                s.sync_counts();
                log.say(rule("Creatures", ""), Some(owner as usize), || {
                    format!("{} returns to its owner's hand", c.name(s.def(id)))
                });
            }
        }
        Effect::Exhaust(to) => {
            for id in creatures_of(s, ctx, to) {
                if let Some(cr) = s.table.creature_mut(id) {
                    cr.exhausted = true;
                }
            }
        }
        Effect::Ready(to) => {
            for id in creatures_of(s, ctx, to) {
                if let Some(cr) = s.table.creature_mut(id) {
                    cr.exhausted = false;
                    cr.frozen = false;
                }
            }
        }
        Effect::Freeze(to) => {
            for id in creatures_of(s, ctx, to) {
                freeze(s, id);
            }
        }
        Effect::Retreat(to) => {
            for id in creatures_of(s, ctx, to) {
                retreat(c, s, id);
            }
        }
        Effect::GainMana(n) => {
            let p = s.table.player_mut(ctx.controller);
            p.mana = p.mana.saturating_add(n);
        }
        Effect::GainEnergy(n) => {
            if let Some(id) = ctx.source {
                if let Some(energy) = energy_mut(s, id) {
                    *energy = energy.saturating_add(n);
                }
            }
        }
        Effect::Cancel => {
            if let Some(Target::Spell(id)) = ctx.target {
                cancel(c, s, log, id);
            }
        }
        Effect::WinAtEnergy(n) => {
            let energy = ctx.source.and_then(|id| energy_mut(s, id).map(|e| *e));
            if energy.is_some_and(|e| e >= n) {
                s.table.player_mut(ctx.controller).won_by_card = true;
                log.say(rule("Ending a Game", "Ways of Winning"), Some(ctx.controller as usize), || {
                    format!("Player {}'s card says they win the game", ctx.controller + 1)
                });
            }
        }
    }
}

/// "Energy": only a card with an energy rating has energy; it never goes below 0.
pub fn energy_mut(s: &mut SpellweaverState, id: Iid) -> Option<&mut u8> {
    let t = &mut s.table;
    if let Some(cr) = t.creatures.iter_mut().find(|c| c.id == id) {
        return cr.energy.as_mut();
    }
    t.permanents.iter_mut().find(|p| p.id == id).and_then(|p| p.energy.as_mut())
}

pub fn add_emblem(s: &mut SpellweaverState, id: Iid, kind: EmblemKind) {
    if let Some(cr) = s.table.creature_mut(id) {
        match kind {
            EmblemKind::Might => cr.might = cr.might.saturating_add(1),
            EmblemKind::Weakness => cr.weakness = cr.weakness.saturating_add(1),
            EmblemKind::Shield => cr.shields = cr.shields.saturating_add(1),
        }
    }
}

/// Ruling "Freeze": a frozen creature is exhausted, skips its next readying and dies to any damage.
pub fn freeze(s: &mut SpellweaverState, id: Iid) {
    if let Some(cr) = s.table.creature_mut(id) {
        cr.frozen = true;
        cr.exhausted = true;
    }
}

/// To the support row; an attack on it, or by it, is called off ("Moving an attacked creature
/// to the support row after attack declaration cancels that combat").
/// An attacker that cannot fight from the support row (not flying) stops attacking too (ruling
/// "Retreat"); a blocker keeps its block but no longer fights.
pub fn retreat(c: &Content, s: &mut SpellweaverState, id: Iid) {
    let Some(cr) = s.table.creature(id) else { return };
    let flying = current(c, &s.table, cr).has(Keyword::Flying);
    if let Some(cr) = s.table.creature_mut(id) {
        cr.row = Row::Support;
    }
    let t = &mut s.table;
    t.attacks.retain(|a| a.target != super::state::AttackTarget::Creature(id) && (flying || a.attacker != id));
}

/// Deals damage to a creature; returns what it actually took. A Shield emblem prevents all of
/// one damage and is removed (ruling "Shield"); Deadly damage (`deadly`) and any damage to a
/// frozen creature kill it.
pub fn damage_creature(c: &Content, s: &mut SpellweaverState, id: Iid, amount: u8, deadly: bool) -> u8 {
    if amount == 0 {
        return 0;
    }
    let Some(cr) = s.table.creature(id) else { return 0 };
    if cr.shields > 0 {
        if let Some(cr) = s.table.creature_mut(id) {
            cr.shields -= 1;
        }
        return 0;
    }
    let left = remaining_hp(c, &s.table, cr).max(0) as u8;
    let lethal = cr.frozen || deadly;
    if let Some(cr) = s.table.creature_mut(id) {
        cr.damage = cr.damage.saturating_add(if lethal { amount.max(left) } else { amount });
    }
    amount
}

pub fn damage_hero(s: &mut SpellweaverState, seat: u8, amount: u8) -> u8 {
    let p = s.table.player_mut(seat);
    p.life = p.life.saturating_sub(amount as i16);
    amount
}

/// Draws a card; with an empty deck nothing is drawn (the owner has already lost: "Decks").
pub fn draw(s: &mut SpellweaverState, seat: u8) {
    if let Some(id) = s.decks[seat as usize & 1].pop() {
        s.hands[seat as usize & 1].push(id);
    }
    s.sync_counts();
}

/// Takes a creature out of play: its attached cards go to their owners' graveyards, its
/// emblems and effects end, and it leaves combat.
pub fn leave_play(s: &mut SpellweaverState, id: Iid) {
    let t = &mut s.table;
    t.creatures.retain(|c| c.id != id);
    let (gone, stay): (Vec<Permanent>, Vec<Permanent>) =
        std::mem::take(&mut t.permanents).into_iter().partition(|p| p.attached == Some(id));
    t.permanents = stay;
    for p in gone {
        let owner = t.owners.get(p.id as usize).copied().unwrap_or(p.owner);
        t.player_mut(owner).graveyard.push(p.id);
    }
    // A block stays declared when the blocker leaves: the blocked combat never happens.
    t.attacks.retain(|a| a.attacker != id && a.target != super::state::AttackTarget::Creature(id));
}

/// Creatures die together; then each one's death text happens ("All combats happen at the same
/// time. Effects that trigger on the death of a creature are triggered even if the creature
/// with the effect dies itself").
pub fn kill(c: &Content, s: &mut SpellweaverState, log: &mut Log, ids: &[Iid]) {
    let mut dead: Vec<(Iid, DefId, u8)> = Vec::new();
    for &id in ids {
        if let Some(cr) = s.table.creature(id) {
            dead.push((id, cr.def, cr.owner));
        }
    }
    for &(id, _, _) in &dead {
        let owner = s.table.owners.get(id as usize).copied().unwrap_or(0);
        leave_play(s, id);
        s.table.player_mut(owner).graveyard.push(id);
    }
    for &(id, def, owner) in &dead {
        if let Some(card) = c.card(def) {
            if !card.on_death.is_empty() {
                let ctx = Ctx { controller: owner, source: Some(id), target: None };
                for &e in &card.on_death {
                    apply_one(c, s, log, &ctx, e);
                }
            }
        }
    }
}

/// Every creature below one HP dies; repeats while deaths cause deaths (each round removes
/// creatures, so it ends).
pub fn check_deaths(c: &Content, s: &mut SpellweaverState, log: &mut Log) {
    loop {
        let dead: Vec<Iid> =
            s.table.creatures.iter().filter(|cr| remaining_hp(c, &s.table, cr) < 1).map(|cr| cr.id).collect();
        if dead.is_empty() {
            return;
        }
        for &id in &dead {
            log.say(rule("Creatures", "Hitpoints"), None, || format!("{} dies", c.name(s.def(id))));
        }
        kill(c, s, log, &dead);
    }
}

/// A creature card resolves: into the support row if it flies or is support, else the combat
/// row ("Battlefield"); Valor and its entering text follow.
pub fn enter_creature(
    c: &Content,
    s: &mut SpellweaverState,
    log: &mut Log,
    id: Iid,
    owner: u8,
    target: Option<Target>,
) {
    let def = s.def(id);
    let Some(card) = c.card(def) else { return };
    let row = if card.has(Keyword::Flying) || card.has(Keyword::Support) { Row::Support } else { Row::Combat };
    let turn = s.table.turn;
    s.table.creatures.push(Creature {
        id,
        def,
        owner,
        row,
        damage: 0,
        exhausted: false,
        frozen: false,
        arrived: turn,
        moved: false,
        might: 0,
        weakness: 0,
        shields: 0,
        buff_attack: 0,
        buff_hp: 0,
        buff_speed: 0,
        granted: 0,
        energy: card.energy,
    });
    log.say(rule("Battlefield", ""), Some(owner as usize), || {
        format!("{} enters the {} row", card.name, if row == Row::Combat { "combat" } else { "support" })
    });
    if card.valor > 0 {
        valor(s, log, c, id, owner, card.valor);
    }
    let ctx = Ctx { controller: owner, source: Some(id), target };
    resolve(c, s, log, &ctx, &card.on_play);
}

/// Ruling "Valor X": a Might emblem on the creature itself and on the X-1 allied creatures that
/// entered most recently, one each.
fn valor(s: &mut SpellweaverState, log: &mut Log, c: &Content, id: Iid, owner: u8, x: u8) {
    let mut chosen = vec![id];
    chosen.extend(s.table.creatures.iter().rev().filter(|cr| cr.owner == owner && cr.id != id).map(|cr| cr.id));
    chosen.truncate(x as usize);
    for cid in chosen {
        add_emblem(s, cid, EmblemKind::Might);
        log.say(rule("Emblems", ""), Some(owner as usize), || {
            format!("Valor: {} gets a Might emblem", c.name(s.def(cid)))
        });
    }
}

/// A blessing, curse or artifact resolves: onto the table, attached to its target if it attaches.
pub fn enter_permanent(
    c: &Content,
    s: &mut SpellweaverState,
    log: &mut Log,
    id: Iid,
    owner: u8,
    target: Option<Target>,
) {
    let def = s.def(id);
    let Some(card) = c.card(def) else { return };
    let attached = match (card.attach, target) {
        (true, Some(Target::Creature(host))) if s.table.creature(host).is_some() => Some(host),
        (true, _) => {
            // The host left before this resolved: the card has nothing to attach to.
            s.table.player_mut(owner).graveyard.push(id);
            return;
        }
        (false, _) => None,
    };
    s.table.permanents.push(Permanent { id, def, owner, attached, energy: card.energy });
    log.say(rule("Card Types", "Spells"), Some(owner as usize), || format!("{} comes into play", card.name));
    let ctx = Ctx { controller: owner, source: Some(id), target };
    resolve(c, s, log, &ctx, &card.on_play);
}

/// The cancelled card goes to its owner's graveyard without resolving (a skill simply ends).
pub fn cancel(c: &Content, s: &mut SpellweaverState, log: &mut Log, id: Iid) {
    let Some(pos) = s.table.stack.iter().position(|i| matches!(i.source, Source::Card { id: x, .. } if x == id)) else {
        return;
    };
    s.table.stack.remove(pos);
    let owner = s.table.owners.get(id as usize).copied().unwrap_or(0);
    s.table.player_mut(owner).graveyard.push(id);
    log.say(rule("Card Types", "Spells"), Some(owner as usize), || format!("{} is cancelled", c.name(s.def(id))));
}

/// Start-of-turn or end-of-turn text of the active player's cards in play, oldest first.
pub fn turn_triggers(c: &Content, s: &mut SpellweaverState, log: &mut Log, start: bool) {
    let seat = s.table.active;
    let mut sources: Vec<Iid> = s.table.creatures.iter().filter(|cr| cr.owner == seat).map(|cr| cr.id).collect();
    sources.extend(s.table.permanents.iter().filter(|p| p.owner == seat).map(|p| p.id));
    sources.sort_unstable();
    for id in sources {
        let still_there = s.table.creature(id).is_some() || s.table.permanents.iter().any(|p| p.id == id);
        let Some(card) = c.card(s.def(id)) else { continue };
        let effects = if start { &card.start_of_turn } else { &card.end_of_turn };
        if still_there && !effects.is_empty() {
            let ctx = Ctx { controller: seat, source: Some(id), target: None };
            resolve(c, s, log, &ctx, effects);
        }
    }
}

/// Channeling: mana plus the energy on the player's Channeling cards in play.
pub fn channel_energy(c: &Content, s: &SpellweaverState, seat: u8) -> u16 {
    let t = &s.table;
    let from_creatures = t
        .creatures
        .iter()
        // Energy first: it is cheap to read, and `current` works out every aura.
        .filter(|cr| cr.owner == seat && cr.energy.unwrap_or(0) > 0 && current(c, t, cr).has(Keyword::Channeling))
        .map(|cr| cr.energy.unwrap_or(0) as u16);
    let from_perms = t
        .permanents
        .iter()
        .filter(|p| p.owner == seat && c.card(p.def).is_some_and(|k| k.has(Keyword::Channeling)))
        .map(|p| p.energy.unwrap_or(0) as u16);
    from_creatures.chain(from_perms).sum()
}

pub fn can_pay(c: &Content, s: &SpellweaverState, seat: u8, cost: u8) -> bool {
    // Mana alone answers most asks; Channeling energy is counted only when it is needed.
    let mana = s.table.player(seat).mana as u16;
    mana >= cost as u16 || mana + channel_energy(c, s, seat) >= cost as u16
}

/// Pays mana first, then Channeling energy (ruling "Channeling": energy pays only what mana cannot).
pub fn pay(c: &Content, s: &mut SpellweaverState, seat: u8, cost: u8) {
    let p = s.table.player_mut(seat);
    let from_mana = p.mana.min(cost);
    p.mana -= from_mana;
    let mut owed = cost - from_mana;
    let mut ids: Vec<Iid> = Vec::new();
    for cr in &s.table.creatures {
        if cr.owner == seat && current(c, &s.table, cr).has(Keyword::Channeling) {
            ids.push(cr.id);
        }
    }
    for p in &s.table.permanents {
        if p.owner == seat && c.card(p.def).is_some_and(|k| k.has(Keyword::Channeling)) {
            ids.push(p.id);
        }
    }
    for id in ids {
        if owed == 0 {
            break;
        }
        if let Some(e) = energy_mut(s, id) {
            let take = (*e).min(owed);
            *e -= take;
            owed -= take;
        }
    }
}

/// A card of this kind goes to the graveyard once it has resolved.
pub fn goes_to_graveyard(kind: Kind) -> bool {
    matches!(kind, Kind::Instant | Kind::Action | Kind::Shrine)
}
