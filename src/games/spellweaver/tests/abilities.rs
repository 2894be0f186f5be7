//! Activated creature abilities. Spellweaver rules (001_ff038117decaf434.txt), "Combat",
//! "Attack Declaration" ("instant effects like instant spells or effects of creatures";
//! "Attacking exhausts creatures, so they cannot activate abilities that would exhaust them")
//! and rules/spellweaver.md "Creatures", "Abilities"; ruling "Activated abilities".

use super::super::{Action, AttackTarget, Content, Phase, ScenarioCreature, Target};
use super::support::{alive, game, id, life, play, resolve, scenario, seat};
use crate::core::Game;

fn activate(creature: u16, target: Option<Target>) -> Action {
    Action::Activate { creature, ability: 0, target }
}

#[test]
fn an_ability_pays_mana_exhausts_and_waits_on_the_stack() {
    // "Creatures", "Abilities": costs paid at once; it waits on the stack and the other is asked.
    let mut s = scenario(seat(&["Ember Slinger"], &[]), seat(&[], &[]), Phase::Deploy);
    let slinger = id(&s, 0, "Ember Slinger");
    let mana = s.table.players[0].mana;
    play(&mut s, 0, activate(slinger, Some(Target::Hero(1))));
    assert_eq!(s.table.players[0].mana, mana - 1);
    assert!(s.table.creature(slinger).unwrap().exhausted);
    assert_eq!((s.table.stack.len(), s.table.priority), (1, Some(1)));
    assert_eq!(life(&s, 1), 20, "not yet resolved");
    play(&mut s, 1, Action::Pass);
    assert_eq!(life(&s, 1), 19);
    let again = game().legal_actions(&s, 0);
    assert!(!again.iter().any(|a| matches!(a, Action::Activate { .. })), "exhausted: no second use");
}

#[test]
fn an_attacker_cannot_also_exhaust_for_an_ability_but_a_mana_ability_repeats() {
    // "Attack Declaration": attacking exhausts, so no ability that would exhaust it.
    let mut s = scenario(seat(&["Ember Slinger", "Bloodfed Channeler"], &[]), seat(&[], &[]), Phase::Attack);
    let slinger = id(&s, 0, "Ember Slinger");
    let channeler = id(&s, 0, "Bloodfed Channeler");
    play(&mut s, 0, Action::Attack { attacker: slinger, target: AttackTarget::Hero });
    play(&mut s, 0, Action::Attack { attacker: channeler, target: AttackTarget::Hero });
    let legal = game().legal_actions(&s, 0);
    assert!(!legal.iter().any(|a| matches!(a, Action::Activate { creature, .. } if *creature == slinger)));
    // The Channeler's ability costs only mana: used twice while attacking, +2 attack.
    play(&mut s, 0, activate(channeler, None));
    resolve(&mut s);
    play(&mut s, 0, activate(channeler, None));
    resolve(&mut s);
    play(&mut s, 0, Action::EndAttacks);
    play(&mut s, 1, Action::EndBlocks);
    play(&mut s, 0, Action::Pass);
    assert_eq!(life(&s, 1), 20 - 1 - 3, "Slinger 1, Channeler 1 + 2");
}

#[test]
fn instant_abilities_answer_and_action_abilities_wait_for_the_main_phase() {
    // "Spells": instants in combat and the other turn; actions in one's own main phases.
    let mut s = scenario(seat(&[], &["Thornling"]), seat(&["Ember Slinger", "Tide Seer"], &[]), Phase::Deploy);
    let slinger = id(&s, 1, "Ember Slinger");
    let seer = id(&s, 1, "Tide Seer");
    let thornling = id(&s, 0, "Thornling");
    play(&mut s, 0, Action::Cast { card: thornling, target: None });
    let answers = game().legal_actions(&s, 1);
    assert!(answers.contains(&activate(slinger, Some(Target::Hero(0)))));
    assert!(!answers.iter().any(|a| matches!(a, Action::Activate { creature, .. } if *creature == seer)));

    // In its own Deploy the Seer draws; not in combat.
    let mut s = scenario(seat(&["Tide Seer"], &[]), seat(&[], &[]), Phase::Deploy);
    let seer = id(&s, 0, "Tide Seer");
    let hand = s.hands[0].len();
    play(&mut s, 0, activate(seer, None));
    resolve(&mut s);
    assert_eq!(s.hands[0].len(), hand + 1);
    let mut s = scenario(seat(&["Tide Seer"], &[]), seat(&[], &[]), Phase::Attack);
    assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::Activate { .. })));
    play(&mut s, 0, Action::EndAttacks);
}

#[test]
fn a_new_creature_may_use_its_ability_and_a_frozen_one_may_not() {
    // Ruling "Activated abilities": only attacking waits a turn; frozen creatures are exhausted.
    let mut a = seat(&[], &[]);
    a.board.push(ScenarioCreature { name: "Grove Shaman".into(), fresh: true, ..Default::default() });
    a.board.push(ScenarioCreature { name: "Ember Slinger".into(), frozen: true, ..Default::default() });
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    s.table.players[0].life = 10;
    let shaman = id(&s, 0, "Grove Shaman");
    let slinger = id(&s, 0, "Ember Slinger");
    let legal = game().legal_actions(&s, 0);
    assert!(!legal.iter().any(|a| matches!(a, Action::Activate { creature, .. } if *creature == slinger)));
    play(&mut s, 0, activate(shaman, None));
    resolve(&mut s);
    assert_eq!(life(&s, 0), 12);
}

#[test]
fn an_ability_resolves_after_its_creature_is_gone_and_cannot_aim_at_protected() {
    // Ruling "Activated abilities": the ability is on the stack on its own; "Protected".
    let mut s = scenario(seat(&["Ember Slinger"], &[]), seat(&["Chapel Guard"], &["Firebolt"]), Phase::Deploy);
    let slinger = id(&s, 0, "Ember Slinger");
    let guard = id(&s, 1, "Chapel Guard");
    let firebolt = id(&s, 1, "Firebolt");
    assert!(!game().legal_actions(&s, 0).contains(&activate(slinger, Some(Target::Creature(guard)))));
    play(&mut s, 0, activate(slinger, Some(Target::Hero(1))));
    play(&mut s, 1, Action::Cast { card: firebolt, target: Some(Target::Creature(slinger)) });
    play(&mut s, 0, Action::Pass);
    assert!(!alive(&s, slinger));
    assert_eq!(life(&s, 1), 19, "the ability still dealt its damage");
}

#[test]
fn abilities_are_data_checked_when_loaded() {
    // A free ability that does not exhaust could be used without end; only creatures have them.
    let cards = include_str!("../../../../cards/spellweaver/cards.ron");
    let heroes = include_str!("../../../../cards/spellweaver/heroes.ron");
    let decks = include_str!("../../../../cards/spellweaver/decks.ron");
    let bad = cards.replacen("(cost: 1, speed: Instant, effects: [Buff", "(cost: 0, speed: Instant, effects: [Buff", 1);
    let err = Content::parse(&bad, heroes, decks).expect_err("free, not exhausting");
    assert!(err.contains("Bloodfed Channeler") && err.contains("abilities"), "{err}");
    let bad = cards.replacen(
        "text: \"2 damage to a creature or hero.\"",
        "abilities: [(cost: 1, speed: Action, effects: [Draw(1)])], text: \"\"",
        1,
    );
    assert!(Content::parse(&bad, heroes, decks).expect_err("a spell's ability").contains("only creatures"));
}
