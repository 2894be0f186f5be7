//! Combat, step by step. Spellweaver rules (001_ff038117decaf434.txt), "Combat".

use super::super::{Action, AttackTarget, Phase, Row, ScenarioCreature, ScenarioPermanent, Target};
use super::support::{alive, fight, game, id, life, play, resolve, scenario, seat, texts};
use crate::core::Game;

fn attacks_of(s: &super::super::SpellweaverState, attacker: u16) -> Vec<AttackTarget> {
    game()
        .legal_actions(s, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::Attack { attacker: x, target } if x == attacker => Some(target),
            _ => None,
        })
        .collect()
}

#[test]
fn attack_declaration_follows_speed() {
    // "Attack Declaration": speed 1 attacks the hero; a creature needs at least the target's speed.
    let s = scenario(
        seat(&["Dawn Sentry", "Mossback Tortoise"], &[]),
        seat(&["Briar Wolf", "Iron Enforcer"], &[]),
        Phase::Attack,
    );
    let sentry = id(&s, 0, "Dawn Sentry");
    let targets = attacks_of(&s, sentry);
    assert!(targets.contains(&AttackTarget::Hero));
    assert!(targets.contains(&AttackTarget::Creature(id(&s, 1, "Iron Enforcer"))), "speed 2 vs 2");
    assert!(!targets.contains(&AttackTarget::Creature(id(&s, 1, "Briar Wolf"))), "speed 2 vs 3");
    assert_eq!(attacks_of(&s, id(&s, 0, "Mossback Tortoise")), vec![AttackTarget::Hero]);
}

#[test]
fn creatures_that_just_arrived_attack_only_if_swift() {
    // "Attack Declaration": creatures played or moved to the front this turn cannot attack unless swift.
    let mut a = seat(&[], &[]);
    for name in ["Dawn Sentry", "Ember Imp"] {
        a.board.push(ScenarioCreature { name: name.into(), fresh: true, ..Default::default() });
    }
    let s = scenario(a, seat(&[], &[]), Phase::Attack);
    assert!(attacks_of(&s, id(&s, 0, "Dawn Sentry")).is_empty());
    assert_eq!(attacks_of(&s, id(&s, 0, "Ember Imp")), vec![AttackTarget::Hero]);
}

#[test]
fn rows_decide_who_attacks_and_who_is_attacked() {
    // "Battlefield" and "Attack Declaration": only the front row and flyers attack; only the
    // front row is attacked; Reach (ruling) reaches the support row, but a flyer never attacks
    // a flyer in the support row.
    let s = scenario(
        seat(&["Grove Tender", "Storm Heron", "Vinecaller"], &[]),
        seat(&["Grove Tender", "Cloud Skimmer", "Dawn Sentry"], &[]),
        Phase::Attack,
    );
    assert!(attacks_of(&s, id(&s, 0, "Grove Tender")).is_empty(), "support row does not attack");
    let heron = attacks_of(&s, id(&s, 0, "Storm Heron"));
    assert!(heron.contains(&AttackTarget::Hero) && heron.contains(&AttackTarget::Creature(id(&s, 1, "Dawn Sentry"))));
    assert!(!heron.contains(&AttackTarget::Creature(id(&s, 1, "Cloud Skimmer"))), "flyer vs flyer in support");
    assert!(!heron.contains(&AttackTarget::Creature(id(&s, 1, "Grove Tender"))));
    let vine = attacks_of(&s, id(&s, 0, "Vinecaller"));
    assert!(vine.contains(&AttackTarget::Creature(id(&s, 1, "Grove Tender"))), "Reach");
}

#[test]
fn no_attack_means_no_combat() {
    // Ruling "No attack": with nothing declared, combat ends at once.
    let mut s = scenario(seat(&["Dawn Sentry"], &[]), seat(&["Dawn Sentry"], &[]), Phase::Attack);
    play(&mut s, 0, Action::EndAttacks);
    assert_eq!(s.table.phase, Phase::Reinforce);
}

#[test]
fn attacking_exhausts_and_attacked_creatures_cannot_block() {
    // "Attack Declaration": attacking exhausts. "Block Declaration": attacked creatures cannot block.
    let mut s = scenario(
        seat(&["Dawn Sentry", "Iron Enforcer"], &[]),
        seat(&["Dawn Sentry", "Iron Enforcer"], &[]),
        Phase::Attack,
    );
    let (a1, a2) = (id(&s, 0, "Dawn Sentry"), id(&s, 0, "Iron Enforcer"));
    let (d1, d2) = (id(&s, 1, "Dawn Sentry"), id(&s, 1, "Iron Enforcer"));
    play(&mut s, 0, Action::Attack { attacker: a1, target: AttackTarget::Creature(d1) });
    assert!(s.table.creature(a1).unwrap().exhausted);
    play(&mut s, 0, Action::Attack { attacker: a2, target: AttackTarget::Hero });
    play(&mut s, 0, Action::EndAttacks);
    let legal = game().legal_actions(&s, 1);
    assert!(!legal.contains(&Action::Block { blocker: d1, attacker: a2 }), "attacked creature");
    assert!(legal.contains(&Action::Block { blocker: d2, attacker: a2 }));
}

#[test]
fn exhausted_or_slower_creatures_cannot_block() {
    // "Block Declaration": exhausted creatures cannot block; blockers need the attacker's speed.
    let mut b = seat(&["Mossback Tortoise"], &[]);
    b.board.push(ScenarioCreature { name: "Iron Enforcer".into(), exhausted: true, ..Default::default() });
    let mut s = scenario(seat(&["Dawn Sentry"], &[]), b, Phase::Attack);
    let a = id(&s, 0, "Dawn Sentry");
    play(&mut s, 0, Action::Attack { attacker: a, target: AttackTarget::Hero });
    play(&mut s, 0, Action::EndAttacks);
    assert_eq!(game().legal_actions(&s, 1), vec![Action::EndBlocks]);
}

#[test]
fn an_attacked_creature_divides_its_damage_in_declaration_order() {
    // "Combat Resolution": damage goes to opponents in the order declared, exactly what kills each.
    let mut s = scenario(seat(&["Dawn Sentry", "Dawn Sentry"], &[]), seat(&["Oakheart Bear"], &[]), Phase::Attack);
    let ids: Vec<u16> = s.table.creatures.iter().filter(|c| c.owner == 0).map(|c| c.id).collect();
    let bear = id(&s, 1, "Oakheart Bear");
    fight(&mut s, &[(ids[0], AttackTarget::Creature(bear)), (ids[1], AttackTarget::Creature(bear))], &[]);
    assert!(!alive(&s, ids[0]), "the first declared takes the 2 that kill it");
    assert!(alive(&s, ids[1]), "the second takes the 1 left");
    assert!(alive(&s, bear));
}

#[test]
fn blockers_take_damage_in_order_and_unstoppable_overflows() {
    // "Combat Resolution": several blockers in declared order; leftover goes on only for Unstoppable.
    let mut s = scenario(seat(&["Ashen Juggernaut"], &[]), seat(&["Dawn Sentry", "Iron Enforcer"], &[]), Phase::Attack);
    let j = id(&s, 0, "Ashen Juggernaut");
    let (b1, b2) = (id(&s, 1, "Dawn Sentry"), id(&s, 1, "Iron Enforcer"));
    fight(&mut s, &[(j, AttackTarget::Hero)], &[(b1, j), (b2, j)]);
    assert!(!alive(&s, b1) && !alive(&s, b2));
    assert_eq!(life(&s, 1), 20, "2 + 3 = all 5 used");

    let mut s = scenario(seat(&["Pyre Berserker"], &[]), seat(&["Dawn Sentry"], &[]), Phase::Attack);
    let p = id(&s, 0, "Pyre Berserker");
    let sentry = id(&s, 1, "Dawn Sentry");
    fight(&mut s, &[(p, AttackTarget::Hero)], &[(sentry, p)]);
    assert_eq!(life(&s, 1), 18, "4 attack, 2 kill the blocker, 2 go on");
}

#[test]
fn leftover_damage_is_wasted_without_unstoppable() {
    // "Combat Resolution": leftover damage is wasted.
    let mut s = scenario(seat(&["Oakheart Bear"], &[]), seat(&["Dawn Sentry"], &[]), Phase::Attack);
    let bear = id(&s, 0, "Oakheart Bear");
    let sentry = id(&s, 1, "Dawn Sentry");
    fight(&mut s, &[(bear, AttackTarget::Hero)], &[(sentry, bear)]);
    assert!(!alive(&s, sentry));
    assert_eq!(life(&s, 1), 20);
    assert_eq!(s.table.creature(bear).unwrap().damage, 1, "the blocker's damage");
}

#[test]
fn ranged_damage_comes_first() {
    // "Combat Resolution": creatures killed by ranged damage deal none of their own.
    let mut s = scenario(seat(&["Dawn Sentry"], &[]), seat(&["Magma Hurler"], &[]), Phase::Attack);
    let sentry = id(&s, 0, "Dawn Sentry");
    let hurler = id(&s, 1, "Magma Hurler");
    fight(&mut s, &[(sentry, AttackTarget::Hero)], &[(hurler, sentry)]);
    assert!(!alive(&s, sentry));
    assert_eq!(s.table.creature(hurler).unwrap().damage, 0);
}

#[test]
fn dead_creatures_still_deal_their_damage() {
    // "Combat Resolution": all (non-ranged) damage is dealt at once.
    let mut s = scenario(seat(&["Briar Wolf"], &[]), seat(&["Briar Wolf"], &[]), Phase::Attack);
    let (a, b) = (id(&s, 0, "Briar Wolf"), id(&s, 1, "Briar Wolf"));
    fight(&mut s, &[(a, AttackTarget::Hero)], &[(b, a)]);
    assert!(!alive(&s, a) && !alive(&s, b));
}

#[test]
fn a_shield_takes_the_full_lethal_share() {
    // "Combat Resolution": exactly the HP even with a Shield emblem; ruling "Shield".
    let mut b = seat(&["Dawn Sentry"], &[]);
    b.board.insert(0, ScenarioCreature { name: "Iron Enforcer".into(), shields: 1, ..Default::default() });
    let mut s = scenario(seat(&["Ashen Juggernaut"], &[]), b, Phase::Attack);
    let j = id(&s, 0, "Ashen Juggernaut");
    let (shielded, sentry) = (id(&s, 1, "Iron Enforcer"), id(&s, 1, "Dawn Sentry"));
    fight(&mut s, &[(j, AttackTarget::Hero)], &[(shielded, j), (sentry, j)]);
    let e = s.table.creature(shielded).expect("the shield saved it");
    assert_eq!((e.damage, e.shields), (0, 0));
    assert!(!alive(&s, sentry));
    assert_eq!(life(&s, 1), 20, "3 to the shield, 2 to the sentry, none left");
}

#[test]
fn a_blocker_removed_before_damage_still_stops_the_attack() {
    // "Block Declaration": blocking prevents the combat even if the blocker is killed before it.
    let mut a = seat(&["Oakheart Bear"], &["Firebolt"]);
    a.mana = Some(3);
    let mut s = scenario(a, seat(&["Dawn Sentry"], &[]), Phase::Attack);
    let bear = id(&s, 0, "Oakheart Bear");
    let sentry = id(&s, 1, "Dawn Sentry");
    play(&mut s, 0, Action::Attack { attacker: bear, target: AttackTarget::Hero });
    play(&mut s, 0, Action::EndAttacks);
    play(&mut s, 1, Action::Block { blocker: sentry, attacker: bear });
    play(&mut s, 1, Action::EndBlocks);
    // "Instant Effects": the attacking player's window after blocks.
    let firebolt = id(&s, 0, "Firebolt");
    play(&mut s, 0, Action::Cast { card: firebolt, target: Some(Target::Creature(sentry)) });
    resolve(&mut s);
    assert!(!alive(&s, sentry));
    play(&mut s, 0, Action::Pass);
    assert_eq!(life(&s, 1), 20, "removing the blocker does not send the attack back to its target");
    assert_eq!(s.table.phase, Phase::Reinforce);
}

#[test]
fn unstoppable_with_every_blocker_removed_is_cancelled() {
    // Ruling "Unstoppable": every blocker removed before damage cancels the whole attack.
    let mut a = seat(&["Pyre Berserker"], &["Firebolt"]);
    a.mana = Some(3);
    let mut s = scenario(a, seat(&["Dawn Sentry"], &[]), Phase::Attack);
    let p = id(&s, 0, "Pyre Berserker");
    let sentry = id(&s, 1, "Dawn Sentry");
    play(&mut s, 0, Action::Attack { attacker: p, target: AttackTarget::Hero });
    play(&mut s, 0, Action::EndAttacks);
    play(&mut s, 1, Action::Block { blocker: sentry, attacker: p });
    play(&mut s, 1, Action::EndBlocks);
    let card = id(&s, 0, "Firebolt");
    play(&mut s, 0, Action::Cast { card, target: Some(Target::Creature(sentry)) });
    resolve(&mut s);
    play(&mut s, 0, Action::Pass);
    assert_eq!(life(&s, 1), 20);
}

#[test]
fn removing_every_attacker_of_a_creature_lets_it_block() {
    // "Block Declaration": removing all creatures attacking one creature allows it to block.
    let mut b = seat(&["Dawn Sentry"], &["Firebolt"]);
    b.mana = Some(3);
    let mut s = scenario(seat(&["Ember Imp", "Iron Enforcer"], &[]), b, Phase::Attack);
    let (imp, enforcer) = (id(&s, 0, "Ember Imp"), id(&s, 0, "Iron Enforcer"));
    let sentry = id(&s, 1, "Dawn Sentry");
    play(&mut s, 0, Action::Attack { attacker: imp, target: AttackTarget::Creature(sentry) });
    play(&mut s, 0, Action::Attack { attacker: enforcer, target: AttackTarget::Hero });
    play(&mut s, 0, Action::EndAttacks);
    let block = Action::Block { blocker: sentry, attacker: enforcer };
    assert!(!game().legal_actions(&s, 1).contains(&block));
    let card = id(&s, 1, "Firebolt");
    play(&mut s, 1, Action::Cast { card, target: Some(Target::Creature(imp)) });
    resolve(&mut s);
    assert!(game().legal_actions(&s, 1).contains(&block));
}

#[test]
fn moving_an_attacked_creature_to_support_cancels_that_combat() {
    // "Various Things to consider in Combat": moving the attacked creature away cancels the combat.
    let mut b = seat(&["Dawn Sentry"], &["Tactical Retreat"]);
    b.mana = Some(3);
    let mut s = scenario(seat(&["Oakheart Bear"], &[]), b, Phase::Attack);
    let bear = id(&s, 0, "Oakheart Bear");
    let sentry = id(&s, 1, "Dawn Sentry");
    play(&mut s, 0, Action::Attack { attacker: bear, target: AttackTarget::Creature(sentry) });
    play(&mut s, 0, Action::EndAttacks);
    let card = id(&s, 1, "Tactical Retreat");
    play(&mut s, 1, Action::Cast { card, target: Some(Target::Creature(sentry)) });
    resolve(&mut s);
    assert_eq!(s.table.creature(sentry).unwrap().row, Row::Support);
    assert_eq!(s.table.phase, Phase::Reinforce, "nothing left to fight");
    assert!(alive(&s, sentry));
    assert_eq!(life(&s, 1), 20);
}

#[test]
fn changing_speed_after_declaration_does_not_cancel_the_attack() {
    // "Various Things to consider in Combat": speed changes after declaration keep the attack.
    let mut a = seat(&["Briar Wolf"], &[]);
    a.mana = Some(3);
    let mut b = seat(&["Iron Enforcer"], &["Wild Growth"]);
    b.mana = Some(3);
    let mut s = scenario(a, b, Phase::Attack);
    let wolf = id(&s, 0, "Briar Wolf");
    let enforcer = id(&s, 1, "Iron Enforcer");
    play(&mut s, 0, Action::Attack { attacker: wolf, target: AttackTarget::Creature(enforcer) });
    play(&mut s, 0, Action::EndAttacks);
    // +2/+2 to the defender: it now kills the wolf and survives.
    let card = id(&s, 1, "Wild Growth");
    play(&mut s, 1, Action::Cast { card, target: Some(Target::Creature(enforcer)) });
    resolve(&mut s);
    play(&mut s, 1, Action::EndBlocks);
    play(&mut s, 0, Action::Pass);
    assert!(!alive(&s, wolf));
    assert_eq!(s.table.creature(enforcer).unwrap().damage, 2);
}

#[test]
fn rampage_attacks_several_and_one_blocker_stops_them_all() {
    // "Various Things to consider in Combat": several targets; a single blocker prevents them all.
    let mut s =
        scenario(seat(&["Frenzied Marauder"], &[]), seat(&["Dawn Sentry", "Iron Enforcer"], &[]), Phase::Attack);
    let m = id(&s, 0, "Frenzied Marauder");
    let (d1, d2) = (id(&s, 1, "Dawn Sentry"), id(&s, 1, "Iron Enforcer"));
    fight(&mut s, &[(m, AttackTarget::Creature(d1)), (m, AttackTarget::Creature(d2))], &[]);
    assert!(!alive(&s, d1), "2 of 3 to the first target");
    assert_eq!(s.table.creature(d2).unwrap().damage, 1, "the last 1 to the second");

    let mut s = scenario(seat(&["Frenzied Marauder"], &[]), seat(&["Dawn Sentry", "Briar Wolf"], &[]), Phase::Attack);
    let m = id(&s, 0, "Frenzied Marauder");
    let (d1, wolf) = (id(&s, 1, "Dawn Sentry"), id(&s, 1, "Briar Wolf"));
    play(&mut s, 0, Action::Attack { attacker: m, target: AttackTarget::Creature(d1) });
    assert!(!game().legal_actions(&s, 0).contains(&Action::Attack { attacker: m, target: AttackTarget::Hero }));
    fight(&mut s, &[], &[(wolf, m)]);
    assert!(alive(&s, d1) && s.table.creature(d1).unwrap().damage == 0);
    assert!(!alive(&s, wolf));
}

#[test]
fn a_prohibition_beats_rampage() {
    // "Conflicting Rules": a creature that cannot attack cannot, whatever else allows it.
    let mut b = seat(&["Dawn Sentry"], &[]);
    b.permanents.push(ScenarioPermanent {
        name: "Vow of Peace".into(),
        attached_to: Some(0),
        on_enemy: true,
        energy: None,
    });
    let s = scenario(seat(&["Frenzied Marauder"], &[]), b, Phase::Attack);
    assert!(attacks_of(&s, id(&s, 0, "Frenzied Marauder")).is_empty());
}

#[test]
fn deaths_are_simultaneous_and_all_trigger() {
    // "Various Things to consider in Combat": death effects trigger even when their creature dies.
    // A speed-1 attacker with 5 attack: the Colossus with a Might emblem.
    let mut a = seat(&[], &[]);
    a.board.push(ScenarioCreature { name: "Cathedral Colossus".into(), might: 1, ..Default::default() });
    let mut s = scenario(a, seat(&["Grave Whisperer", "Bone Golem"], &[]), Phase::Attack);
    let j = id(&s, 0, "Cathedral Colossus");
    let (w, g) = (id(&s, 1, "Grave Whisperer"), id(&s, 1, "Bone Golem"));
    let events = fight(&mut s, &[(j, AttackTarget::Hero)], &[(w, j), (g, j)]);
    assert!(!alive(&s, w) && !alive(&s, g), "{}", texts(&events));
    assert_eq!(life(&s, 0), 17, "1 from the Whisperer, 2 from the Golem");
    assert_eq!(life(&s, 1), 21);
}

#[test]
fn a_hero_healed_before_combat_ends_survives() {
    // "Ways of Losing": below 1 life unless healed back before the action resolves.
    let mut b = seat(&["Spore Carrier"], &[]);
    b.life = Some(2);
    let mut s = scenario(seat(&["Pyre Berserker"], &[]), b, Phase::Attack);
    let p = id(&s, 0, "Pyre Berserker");
    let carrier = id(&s, 1, "Spore Carrier");
    fight(&mut s, &[(p, AttackTarget::Hero)], &[(carrier, p)]);
    assert_eq!(life(&s, 1), 3, "2 - 2 overflow + 3 from the dying Spore Carrier");
    assert!(game().outcome(&s).is_none());
}

#[test]
fn flyers_block_from_the_support_row() {
    // "Battlefield": flying creatures can block from the support row.
    let mut s = scenario(seat(&["Briar Wolf"], &[]), seat(&["Cloud Skimmer"], &[]), Phase::Attack);
    let wolf = id(&s, 0, "Briar Wolf");
    let skimmer = id(&s, 1, "Cloud Skimmer");
    assert_eq!(s.table.creature(skimmer).unwrap().row, Row::Support);
    fight(&mut s, &[(wolf, AttackTarget::Hero)], &[(skimmer, wolf)]);
    assert!(!alive(&s, skimmer));
    assert_eq!(life(&s, 1), 20);
}

#[test]
fn an_attacker_sent_to_the_support_row_stops_attacking() {
    // Ruling "Retreat": only the front row (or a flyer) attacks, so a retreated attacker stops.
    let mut b = seat(&[], &["Tactical Retreat"]);
    b.mana = Some(3);
    let mut s = scenario(seat(&["Oakheart Bear"], &[]), b, Phase::Attack);
    let bear = id(&s, 0, "Oakheart Bear");
    play(&mut s, 0, Action::Attack { attacker: bear, target: AttackTarget::Hero });
    play(&mut s, 0, Action::EndAttacks);
    let card = id(&s, 1, "Tactical Retreat");
    play(&mut s, 1, Action::Cast { card, target: Some(Target::Creature(bear)) });
    resolve(&mut s);
    assert_eq!(s.table.phase, Phase::Reinforce);
    assert_eq!(life(&s, 1), 20);
}
