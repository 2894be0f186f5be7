//! Keywords, emblems and energy. Spellweaver rules (001_ff038117decaf434.txt), "Creatures",
//! "Emblems", "Energy", and the keyword rulings in docs/rulings.md.

use super::super::{Action, AttackTarget, Phase, Row, ScenarioCreature, ScenarioPermanent, Target};
use super::support::{alive, fight, game, id, life, play, resolve, scenario, seat};
use crate::core::Game;

#[test]
fn deadly_kills_with_one_point_each_in_order() {
    // "Combat Resolution": 1 in case of Deadly damage; ruling "Deadly" with too few points.
    let mut s = scenario(seat(&["Oakheart Bear"], &[]), seat(&["Venom Stalker"], &[]), Phase::Attack);
    let bear = id(&s, 0, "Oakheart Bear");
    let stalker = id(&s, 1, "Venom Stalker");
    fight(&mut s, &[(bear, AttackTarget::Hero)], &[(stalker, bear)]);
    assert!(!alive(&s, bear), "one deadly point kills 4 HP");

    let mut s = scenario(seat(&["Dawn Sentry", "Dawn Sentry"], &[]), seat(&["Plague Rat"], &[]), Phase::Attack);
    let ids: Vec<u16> = s.table.creatures.iter().filter(|c| c.owner == 0).map(|c| c.id).collect();
    let rat = id(&s, 1, "Plague Rat");
    fight(&mut s, &[(ids[0], AttackTarget::Creature(rat)), (ids[1], AttackTarget::Creature(rat))], &[]);
    assert!(!alive(&s, ids[0]) && alive(&s, ids[1]), "1 attack: only the first declared");
}

#[test]
fn deadly_against_a_shield_only_removes_it() {
    // Ruling "Deadly": the 1 point is the shield's; the creature lives.
    let mut b = seat(&[], &[]);
    b.board.push(ScenarioCreature { name: "Oakheart Bear".into(), shields: 1, ..Default::default() });
    let mut s = scenario(seat(&["Venom Stalker"], &[]), b, Phase::Attack);
    let stalker = id(&s, 0, "Venom Stalker");
    let bear = id(&s, 1, "Oakheart Bear");
    fight(&mut s, &[(stalker, AttackTarget::Creature(bear))], &[]);
    let b = s.table.creature(bear).expect("alive");
    assert_eq!((b.shields, b.damage), (0, 0));
}

#[test]
fn freeze_keeps_a_creature_exhausted_and_makes_it_brittle() {
    // Ruling "Freeze": frozen creatures skip their next readying and die to any damage.
    let mut s = scenario(seat(&["Mossback Tortoise"], &[]), seat(&["Glacier Sentinel"], &[]), Phase::Attack);
    let tortoise = id(&s, 0, "Mossback Tortoise");
    let sentinel = id(&s, 1, "Glacier Sentinel");
    fight(&mut s, &[(tortoise, AttackTarget::Hero)], &[(sentinel, tortoise)]);
    let t = s.table.creature(tortoise).expect("4 HP survive 2");
    assert!(t.frozen && t.exhausted);

    // A frozen creature is not readied at its owner's next start of turn.
    let mut a = seat(&[], &[]);
    a.board.push(ScenarioCreature { name: "Oakheart Bear".into(), frozen: true, ..Default::default() });
    let mut s = scenario(seat(&[], &[]), a, Phase::Reinforce);
    let bear = id(&s, 1, "Oakheart Bear");
    play(&mut s, 0, Action::EndTurn);
    play(&mut s, 1, Action::Pass);
    let b = s.table.creature(bear).unwrap();
    assert!(b.exhausted && !b.frozen, "thawed but still exhausted this turn");

    // Any damage kills a frozen creature: the Rage hero's 1-damage skill on a frozen 4-HP bear.
    let mut a = seat(&[], &[]);
    a.hero = "Korrag Emberfist".into();
    let mut b = seat(&[], &[]);
    b.board.push(ScenarioCreature { name: "Oakheart Bear".into(), frozen: true, ..Default::default() });
    let mut s = scenario(a, b, Phase::Deploy);
    let bear = id(&s, 1, "Oakheart Bear");
    play(&mut s, 0, Action::UseSkill { slot: 0, target: Some(Target::Creature(bear)) });
    resolve(&mut s);
    assert!(!alive(&s, bear));
}

#[test]
fn lifebound_heals_by_the_damage_dealt() {
    // Ruling "Lifebound".
    let mut s = scenario(seat(&["Radiant Halberdier"], &[]), seat(&[], &[]), Phase::Attack);
    let h = id(&s, 0, "Radiant Halberdier");
    fight(&mut s, &[(h, AttackTarget::Hero)], &[]);
    assert_eq!((life(&s, 0), life(&s, 1)), (23, 17));
}

#[test]
fn shock_hits_the_hero_when_declared() {
    // Ruling "Shock".
    let mut s = scenario(seat(&["Cinder Goblin"], &[]), seat(&["Iron Enforcer"], &[]), Phase::Attack);
    let g = id(&s, 0, "Cinder Goblin");
    let e = id(&s, 1, "Iron Enforcer");
    play(&mut s, 0, Action::Attack { attacker: g, target: AttackTarget::Creature(e) });
    assert_eq!(life(&s, 1), 19);
}

#[test]
fn protected_creatures_cannot_be_aimed_at_by_the_enemy() {
    // Ruling "Protected": not by the other player's cards, still by their owner's.
    let a = seat(&[], &["Firebolt"]);
    let mut s = scenario(a, seat(&["Chapel Guard"], &["Divine Aegis"]), Phase::Deploy);
    let guard = id(&s, 1, "Chapel Guard");
    let firebolt = id(&s, 0, "Firebolt");
    let legal = game().legal_actions(&s, 0);
    assert!(!legal.contains(&Action::Cast { card: firebolt, target: Some(Target::Creature(guard)) }));
    assert!(legal.contains(&Action::Cast { card: firebolt, target: Some(Target::Hero(1)) }));
    // Its owner may still shield it in answer.
    play(&mut s, 0, Action::Cast { card: firebolt, target: Some(Target::Hero(1)) });
    let aegis = id(&s, 1, "Divine Aegis");
    assert!(game().legal_actions(&s, 1).contains(&Action::Cast { card: aegis, target: Some(Target::Creature(guard)) }));
}

#[test]
fn support_creatures_stay_in_the_support_row() {
    // Ruling "Support": enters the support row and cannot move to combat.
    let mut s = scenario(seat(&[], &["Grove Tender", "Dawn Sentry"]), seat(&[], &[]), Phase::Deploy);
    let tender = id(&s, 0, "Grove Tender");
    play(&mut s, 0, Action::Cast { card: tender, target: None });
    resolve(&mut s);
    assert_eq!(s.table.creature(tender).unwrap().row, Row::Support);
    assert!(!game().legal_actions(&s, 0).contains(&Action::Move { creature: tender }));
}

#[test]
fn valor_gives_might_to_itself_and_the_latest_allies() {
    // Ruling "Valor X"; "Emblems": Might is +1 attack and +1 HP.
    let mut s =
        scenario(seat(&["Dawn Sentry", "Iron Enforcer"], &["Oathsworn Captain"]), seat(&[], &[]), Phase::Deploy);
    let captain = id(&s, 0, "Oathsworn Captain");
    play(&mut s, 0, Action::Cast { card: captain, target: None });
    resolve(&mut s);
    let might = |name: &str| s.table.creature(id(&s, 0, name)).unwrap().might;
    assert_eq!((might("Oathsworn Captain"), might("Iron Enforcer"), might("Dawn Sentry")), (1, 1, 0));
}

#[test]
fn weakness_can_kill_and_emblems_leave_with_the_creature() {
    // "Emblems": Weakness is -1/-1; emblems are removed when the creature leaves play.
    let mut a = seat(&[], &["Wither", "Recall to Mind"]);
    a.mana = Some(5);
    let mut b = seat(&["Ember Imp"], &[]);
    b.board.push(ScenarioCreature { name: "Dawn Sentry".into(), might: 2, ..Default::default() });
    let mut s = scenario(a, b, Phase::Deploy);
    let imp = id(&s, 1, "Ember Imp");
    let wither = id(&s, 0, "Wither");
    play(&mut s, 0, Action::Cast { card: wither, target: Some(Target::Creature(imp)) });
    resolve(&mut s);
    assert!(!alive(&s, imp), "1 HP - 1");
    let sentry = id(&s, 1, "Dawn Sentry");
    let recall = id(&s, 0, "Recall to Mind");
    play(&mut s, 0, Action::Cast { card: recall, target: Some(Target::Creature(sentry)) });
    resolve(&mut s);
    assert!(s.hands[1].contains(&sentry) && !alive(&s, sentry));
}

#[test]
fn channeling_energy_pays_what_mana_cannot() {
    // Ruling "Channeling"; "Energy": never below 0.
    let mut a = seat(&[], &["Oakheart Bear"]);
    a.mana = Some(1);
    a.permanents.push(ScenarioPermanent { name: "Mana Prism".into(), ..Default::default() });
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let bear = id(&s, 0, "Oakheart Bear");
    assert!(game().legal_actions(&s, 0).contains(&Action::Cast { card: bear, target: None }), "1 mana + 3 energy");
    play(&mut s, 0, Action::Cast { card: bear, target: None });
    assert_eq!(s.table.players[0].mana, 0);
    assert_eq!(s.table.permanents[0].energy, Some(1));
}

#[test]
fn energy_counts_up_to_a_win() {
    // "Energy" and "Ways of Winning": a card that says its player wins.
    let mut a = seat(&[], &[]);
    a.permanents.push(ScenarioPermanent { name: "Grand Chronicle".into(), energy: Some(5), ..Default::default() });
    let mut s = scenario(seat(&[], &[]), a, Phase::Reinforce);
    play(&mut s, 0, Action::EndTurn);
    play(&mut s, 1, Action::Pass);
    let outcome = game().outcome(&s).expect("the Chronicle reached 6");
    assert_eq!(outcome.winners, vec![1]);
}

#[test]
fn attached_cards_leave_with_their_creature() {
    // "Spells": an attached blessing or curse goes to the graveyard when its creature leaves.
    let mut a = seat(&["Dawn Sentry"], &["Firebolt"]);
    a.permanents.push(ScenarioPermanent { name: "Warpaint".into(), attached_to: Some(0), ..Default::default() });
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let sentry = id(&s, 0, "Dawn Sentry");
    let paint = id(&s, 0, "Warpaint");
    let firebolt = id(&s, 0, "Firebolt");
    play(&mut s, 0, Action::Cast { card: firebolt, target: Some(Target::Creature(sentry)) });
    resolve(&mut s);
    assert!(!alive(&s, sentry));
    assert!(s.table.permanents.is_empty() && s.table.players[0].graveyard.contains(&paint));
}

#[test]
fn level_gated_text_exists_only_while_the_levels_are_met() {
    // Ruling "Level-gated text" ("LEVELS – power", and "Levels": levels are never spent).
    let mut a = seat(&["Stagmother"], &["Shrine of the Grove"]);
    a.levels = "NNN".into();
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let stag = id(&s, 0, "Stagmother");
    let values = |s: &super::super::SpellweaverState| {
        let cr = s.table.creature(stag).unwrap();
        let cur = super::super::state::current(&game().content, &s.table, cr);
        (cur.attack, cur.hp)
    };
    assert_eq!(values(&s), (3, 3));
    let shrine = id(&s, 0, "Shrine of the Grove");
    play(&mut s, 0, Action::PlayShrine { card: shrine, use_: super::super::ShrineUse::Level });
    assert_eq!(values(&s), (4, 4), "NNNN met");
}
