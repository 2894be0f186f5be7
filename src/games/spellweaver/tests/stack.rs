//! The stack and instant windows. Spellweaver rules (001_ff038117decaf434.txt), "Spells" and
//! "Combat" ("Instant Effects"); ruling "Instant windows".

use super::super::{Action, Phase, Target};
use super::support::{alive, game, id, life, play, resolve, scenario, seat};
use crate::core::Game;

#[test]
fn the_other_player_is_always_asked_even_without_an_instant() {
    // Ruling "Instant windows": asking only players who hold an instant would reveal it.
    let mut s = scenario(seat(&[], &["Dawn Sentry"]), seat(&[], &[]), Phase::Deploy);
    let sentry = id(&s, 0, "Dawn Sentry");
    play(&mut s, 0, Action::Cast { card: sentry, target: None });
    assert_eq!(game().active_seats(&s), vec![1]);
    assert_eq!(game().legal_actions(&s, 1), vec![Action::Pass]);
    play(&mut s, 1, Action::Pass);
    assert!(alive(&s, sentry));
    assert_eq!(game().active_seats(&s), vec![0]);
}

#[test]
fn a_cancelled_card_goes_to_the_graveyard_without_resolving() {
    // Glossary ruling "Cancel": the card is gone, its cost stays paid.
    let mut b = seat(&[], &["Counterspell"]);
    b.mana = Some(2);
    let mut a = seat(&[], &["Oakheart Bear"]);
    a.mana = Some(3);
    let mut s = scenario(a, b, Phase::Deploy);
    let bear = id(&s, 0, "Oakheart Bear");
    play(&mut s, 0, Action::Cast { card: bear, target: None });
    let counter = id(&s, 1, "Counterspell");
    play(&mut s, 1, Action::Cast { card: counter, target: Some(Target::Spell(bear)) });
    assert_eq!(game().active_seats(&s), vec![0], "the answer can be answered");
    play(&mut s, 0, Action::Pass);
    assert!(!alive(&s, bear));
    assert!(s.table.players[0].graveyard.contains(&bear) && s.table.players[1].graveyard.contains(&counter));
    assert_eq!(s.table.players[0].mana, 0);
}

#[test]
fn the_stack_resolves_last_in_first_out() {
    // "Spells": the answer resolves first: the shield is up before the bolt lands.
    let mut s = scenario(seat(&[], &["Firebolt"]), seat(&["Dawn Sentry"], &["Divine Aegis"]), Phase::Deploy);
    let sentry = id(&s, 1, "Dawn Sentry");
    let firebolt = id(&s, 0, "Firebolt");
    play(&mut s, 0, Action::Cast { card: firebolt, target: Some(Target::Creature(sentry)) });
    let aegis = id(&s, 1, "Divine Aegis");
    play(&mut s, 1, Action::Cast { card: aegis, target: Some(Target::Creature(sentry)) });
    play(&mut s, 0, Action::Pass);
    let c = s.table.creature(sentry).expect("the shield took the bolt");
    assert_eq!((c.damage, c.shields), (0, 0));
}

#[test]
fn a_card_whose_target_is_gone_does_nothing() {
    // "Spells": the card resolves to nothing and goes to the graveyard.
    let mut a = seat(&[], &["Firebolt"]);
    a.mana = Some(3);
    let mut s = scenario(a, seat(&["Dawn Sentry"], &["Recall to Mind"]), Phase::Deploy);
    let sentry = id(&s, 1, "Dawn Sentry");
    let firebolt = id(&s, 0, "Firebolt");
    play(&mut s, 0, Action::Cast { card: firebolt, target: Some(Target::Creature(sentry)) });
    let recall = id(&s, 1, "Recall to Mind");
    play(&mut s, 1, Action::Cast { card: recall, target: Some(Target::Creature(sentry)) });
    play(&mut s, 0, Action::Pass);
    assert!(s.hands[1].contains(&sentry));
    assert!(s.table.players[0].graveyard.contains(&firebolt));
}

#[test]
fn instants_in_ones_own_main_phase_and_the_other_turn() {
    // "Spells" and ruling "Instants in one's own main phase": instants may be played there too;
    // in the other player's turn only instants, in the windows the engine asks.
    let mut b = seat(&[], &["Firebolt", "Dawn Sentry", "Arcane Bolt"]);
    b.mana = Some(5);
    let a = seat(&[], &["Firebolt", "Arcane Bolt"]);
    let mut s = scenario(a, b, Phase::Deploy);
    let own = game().legal_actions(&s, 0);
    assert!(own.contains(&Action::Cast { card: id(&s, 0, "Firebolt"), target: Some(Target::Hero(1)) }));
    assert!(own.contains(&Action::Cast { card: id(&s, 0, "Arcane Bolt"), target: Some(Target::Hero(1)) }));
    play(&mut s, 0, Action::ToCombat);
    assert!(
        !game()
            .legal_actions(&s, 0)
            .iter()
            .any(|a| *a == Action::Cast { card: id(&s, 0, "Arcane Bolt"), target: Some(Target::Hero(1)) }),
        "an action is not played in combat"
    );
    play(&mut s, 0, Action::EndAttacks);
    play(&mut s, 0, Action::EndTurn);
    // "End of Turn": the other player's instant window.
    assert_eq!(s.table.phase, Phase::EndWindow);
    let theirs = game().legal_actions(&s, 1);
    let bolt = id(&s, 1, "Firebolt");
    assert!(theirs.contains(&Action::Cast { card: bolt, target: Some(Target::Hero(0)) }));
    assert!(!theirs.iter().any(|a| matches!(a, Action::Cast { card, .. } if *card == id(&s, 1, "Dawn Sentry"))));
    assert!(!theirs.iter().any(|a| matches!(a, Action::Cast { card, .. } if *card == id(&s, 1, "Arcane Bolt"))));
    play(&mut s, 1, Action::Cast { card: bolt, target: Some(Target::Hero(0)) });
    resolve(&mut s);
    assert_eq!(life(&s, 0), 18);
    play(&mut s, 1, Action::Pass);
    assert_eq!((s.table.active, s.table.phase), (1, Phase::Deploy));
}

#[test]
fn combat_windows_ask_the_defender_then_the_attacker() {
    // "Block Declaration" (the defender's instants) and "Instant Effects" (the attacker's, once more).
    let mut s = scenario(seat(&["Dawn Sentry"], &["Firebolt"]), seat(&[], &["Firebolt"]), Phase::Attack);
    let sentry = id(&s, 0, "Dawn Sentry");
    play(&mut s, 0, Action::Attack { attacker: sentry, target: super::super::AttackTarget::Hero });
    play(&mut s, 0, Action::EndAttacks);
    assert_eq!((game().active_seats(&s), s.table.phase), (vec![1], Phase::Block));
    let bolt = id(&s, 1, "Firebolt");
    assert!(game().legal_actions(&s, 1).contains(&Action::Cast { card: bolt, target: Some(Target::Creature(sentry)) }));
    play(&mut s, 1, Action::EndBlocks);
    assert_eq!((game().active_seats(&s), s.table.phase), (vec![0], Phase::AfterBlocks));
    assert!(game().legal_actions(&s, 0).contains(&Action::Pass));
    play(&mut s, 0, Action::Pass);
    assert_eq!(life(&s, 1), 19);
}
