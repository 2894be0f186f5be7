//! The turn: shrines, mana, levels, Divine Offering, moving, The Spark, skills and the end of
//! turn. Spellweaver rules (001_ff038117decaf434.txt), "Gameplay", "Shrines", "Mana", "Heroes",
//! "Divine Offering", "Starting Resources".

use super::super::{Action, Phase, Row, ScenarioCreature, ScenarioPermanent, ShrineUse, Target};
use super::support::{game, id, life, play, resolve, scenario, seat};
use crate::core::Game;

fn no_levels(hand: &[&str]) -> super::super::ScenarioSeat {
    let mut s = seat(&[], hand);
    s.levels.clear();
    s.crystals = Some(1);
    s
}

#[test]
fn a_shrine_gives_a_level_or_a_crystal_and_a_card_once_per_turn() {
    // "Shrines" and "Deploy - First Main Phase": one shrine per turn.
    let mut s = scenario(no_levels(&["Shrine of Embers", "Shrine of Dawn"]), seat(&[], &[]), Phase::Deploy);
    let embers = id(&s, 0, "Shrine of Embers");
    play(&mut s, 0, Action::PlayShrine { card: embers, use_: ShrineUse::Level });
    assert_eq!(s.table.players[0].levels[3], 1);
    assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::PlayShrine { .. })));

    let mut a = seat(&[], &["Shrine of Embers"]);
    a.crystals = Some(2);
    a.mana = Some(0);
    let mut s = scenario(a, seat(&[], &[]), Phase::Reinforce);
    let hand = s.hands[0].len();
    let embers = id(&s, 0, "Shrine of Embers");
    play(&mut s, 0, Action::PlayShrine { card: embers, use_: ShrineUse::Mana });
    let p = &s.table.players[0];
    assert_eq!((p.crystals, p.mana), (3, 1), "the new crystal is full");
    assert_eq!(s.hands[0].len(), hand, "shrine out, a card in");
    assert!(p.graveyard.contains(&embers));
}

#[test]
fn mana_without_levels_asks_for_confirmation() {
    // "Shrines": the game prompts before a shrine is played for mana with no levels.
    let mut s = scenario(no_levels(&["Shrine of Embers"]), seat(&[], &[]), Phase::Deploy);
    let embers = id(&s, 0, "Shrine of Embers");
    play(&mut s, 0, Action::PlayShrine { card: embers, use_: ShrineUse::Mana });
    assert_eq!(game().legal_actions(&s, 0), vec![Action::ConfirmShrine, Action::CancelShrine]);
    play(&mut s, 0, Action::CancelShrine);
    assert!(s.hands[0].contains(&embers) && !s.table.players[0].shrine_played);
    play(&mut s, 0, Action::PlayShrine { card: embers, use_: ShrineUse::Mana });
    play(&mut s, 0, Action::ConfirmShrine);
    assert_eq!(s.table.players[0].crystals, 2);
}

#[test]
fn a_skill_shrine_gives_its_skill_instead_of_the_card() {
    // "Shrines": the skill replaces the drawn card; ruling "Skill shrine, no slot": then a card.
    let mut s = scenario(seat(&[], &["Forge of Fury"]), seat(&[], &[]), Phase::Deploy);
    let forge = id(&s, 0, "Forge of Fury");
    let hand = s.hands[0].len();
    play(&mut s, 0, Action::PlayShrine { card: forge, use_: ShrineUse::Mana });
    assert_eq!(s.table.players[0].skills.len(), 2);
    assert_eq!(s.hands[0].len(), hand - 1);

    let mut a = seat(&[], &["Forge of Fury"]);
    a.skills = vec!["Mend".into(), "Muster".into()];
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let forge = id(&s, 0, "Forge of Fury");
    play(&mut s, 0, Action::PlayShrine { card: forge, use_: ShrineUse::Mana });
    assert_eq!(s.table.players[0].skills.len(), 3);
    assert_eq!(s.hands[0].len(), 1, "three skills already: the card is drawn");
}

#[test]
fn a_skill_may_be_gained_before_its_levels_are_met() {
    // "Shrines": the skill is gained but cannot be used until its levels are met.
    let mut s = scenario(no_levels(&["Forge of Fury"]), seat(&[], &[]), Phase::Deploy);
    let forge = id(&s, 0, "Forge of Fury");
    play(&mut s, 0, Action::PlayShrine { card: forge, use_: ShrineUse::Mana });
    play(&mut s, 0, Action::ConfirmShrine);
    assert_eq!(s.table.players[0].skills.len(), 2);
    assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::UseSkill { slot: 1, .. })));
}

#[test]
fn divine_offering_shows_four_and_takes_one_shrine() {
    // "Divine Offering": a card under the deck, the top four seen, one shrine taken, once per turn.
    let mut a = seat(&[], &["Dawn Sentry"]);
    a.deck = ["Iron Enforcer", "Shrine of Dawn", "Firebolt", "Shrine of Embers", "Briar Wolf", "Ember Imp"]
        .iter()
        .map(|n| n.to_string())
        .collect();
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let sentry = id(&s, 0, "Dawn Sentry");
    play(&mut s, 0, Action::Offer { card: sentry });
    assert_eq!(s.offering.len(), 4);
    let takes: Vec<Action> = game().legal_actions(&s, 0);
    // Top card last: Ember Imp, Briar Wolf, Shrine of Embers, Firebolt are shown.
    assert_eq!(takes.len(), 2, "the one shrine among the top four, or nothing: {takes:?}");
    let Action::TakeShrine { card } = takes[0] else { panic!("a shrine first") };
    play(&mut s, 0, Action::TakeShrine { card });
    assert_eq!(s.hands[0], vec![card]);
    assert_eq!(s.decks[0].len(), 6, "seven cards less the one taken");
    assert_eq!(s.decks[0][3], sentry, "the offered card, then the three shown under it");
    assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::Offer { .. })));
}

#[test]
fn divine_offering_with_a_short_deck_may_take_back_the_offered_shrine() {
    // Ruling "Divine Offering with fewer than four cards".
    let mut a = seat(&[], &["Shrine of Dawn"]);
    a.deck = vec!["Dawn Sentry".into(), "Iron Enforcer".into()];
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let shrine = id(&s, 0, "Shrine of Dawn");
    play(&mut s, 0, Action::Offer { card: shrine });
    assert_eq!(s.offering.len(), 3);
    let legal = game().legal_actions(&s, 0);
    assert!(legal.contains(&Action::TakeShrine { card: shrine }), "{legal:?} {:?}", s.offering);
}

#[test]
fn moving_creatures_between_rows() {
    // "Deploy - First Main Phase": moved to the front it cannot attack this turn unless swift;
    // exhausted creatures do not move; ruling: each creature moves once per turn.
    let mut a = seat(&[], &[]);
    a.board.push(ScenarioCreature { name: "Dawn Sentry".into(), row: Some(Row::Support), ..Default::default() });
    a.board.push(ScenarioCreature { name: "Iron Enforcer".into(), exhausted: true, ..Default::default() });
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let sentry = id(&s, 0, "Dawn Sentry");
    assert!(!game().legal_actions(&s, 0).contains(&Action::Move { creature: id(&s, 0, "Iron Enforcer") }));
    play(&mut s, 0, Action::Move { creature: sentry });
    assert_eq!(s.table.creature(sentry).unwrap().row, Row::Combat);
    assert!(!game().legal_actions(&s, 0).contains(&Action::Move { creature: sentry }));
    play(&mut s, 0, Action::ToCombat);
    assert_eq!(game().legal_actions(&s, 0), vec![Action::EndAttacks]);
}

#[test]
fn the_spark_gives_one_mana_in_its_owners_turn() {
    // "The Spark" and ruling "The Spark": one mana this turn; it leaves the game.
    let mut b = seat(&[], &["Firebolt"]);
    b.spark = true;
    b.mana = Some(0);
    let mut s = scenario(seat(&[], &["Dawn Sentry"]), b, Phase::Reinforce);
    play(&mut s, 0, Action::EndTurn);
    assert!(!game().legal_actions(&s, 1).contains(&Action::SacrificeSpark), "not in the other turn");
    play(&mut s, 1, Action::Pass);
    let mana = s.table.players[1].mana;
    play(&mut s, 1, Action::SacrificeSpark);
    assert_eq!(s.table.players[1].mana, mana + 1);
    assert!(!s.table.players[1].spark);
    play(&mut s, 1, Action::ToCombat);
    play(&mut s, 1, Action::EndAttacks);
    play(&mut s, 1, Action::EndTurn);
    play(&mut s, 0, Action::Pass);
    play(&mut s, 0, Action::ToCombat);
    play(&mut s, 0, Action::EndAttacks);
    play(&mut s, 0, Action::EndTurn);
    play(&mut s, 1, Action::Pass);
    assert_eq!(s.table.players[1].mana, s.table.players[1].crystals, "not a lasting crystal");
}

#[test]
fn only_the_active_players_crystals_refill_and_creatures_ready() {
    // Rulings "Mana refill" and "Exhaustion": at the start of one's own turn only.
    let mut b = seat(&[], &["Firebolt"]);
    b.crystals = Some(3);
    b.board.push(ScenarioCreature { name: "Dawn Sentry".into(), exhausted: true, ..Default::default() });
    let mut s = scenario(seat(&[], &[]), b, Phase::Reinforce);
    play(&mut s, 0, Action::EndTurn);
    let bolt = id(&s, 1, "Firebolt");
    play(&mut s, 1, Action::Cast { card: bolt, target: Some(Target::Hero(0)) });
    resolve(&mut s);
    assert_eq!(s.table.players[1].mana, 2);
    assert!(s.table.creatures[0].exhausted, "not readied in the other's turn");
    play(&mut s, 1, Action::Pass);
    assert_eq!(s.table.players[1].mana, 3);
    assert!(!s.table.creatures[0].exhausted);
}

#[test]
fn skills_cool_down_in_their_owners_turns() {
    // "Heroes" and ruling "Cooldown": counted in the owner's own turns.
    let mut a = seat(&[], &[]);
    a.hero = "Korrag Emberfist".into();
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    play(&mut s, 0, Action::UseSkill { slot: 0, target: Some(Target::Hero(1)) });
    resolve(&mut s);
    assert_eq!(life(&s, 1), 19);
    assert_eq!(s.table.players[0].skills[0].cooldown, 2);
    let to_next_own_turn = |s: &mut super::super::SpellweaverState| {
        for (seat, a) in [(0, Action::ToCombat), (0, Action::EndAttacks), (0, Action::EndTurn), (1, Action::Pass)] {
            play(s, seat, a);
        }
        for (seat, a) in [(1, Action::ToCombat), (1, Action::EndAttacks), (1, Action::EndTurn), (0, Action::Pass)] {
            play(s, seat, a);
        }
    };
    to_next_own_turn(&mut s);
    assert_eq!(s.table.players[0].skills[0].cooldown, 1);
    assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::UseSkill { .. })));
    to_next_own_turn(&mut s);
    assert!(game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::UseSkill { .. })));
}

#[test]
fn the_end_of_turn_heals_creatures_and_ends_effects() {
    // "End of Turn": end-of-turn effects, the other player's window, then creatures heal.
    let mut a = seat(&[], &[]);
    a.board.push(ScenarioCreature { name: "Oakheart Bear".into(), damage: 3, ..Default::default() });
    a.permanents.push(ScenarioPermanent { name: "Bone Altar".into(), ..Default::default() });
    let mut s = scenario(a, seat(&[], &[]), Phase::Reinforce);
    s.table.creatures[0].buff_attack = 3;
    play(&mut s, 0, Action::EndTurn);
    assert_eq!(life(&s, 1), 19, "Bone Altar at the end of its owner's turn");
    assert_eq!(s.table.creatures[0].damage, 3, "healing comes after the window");
    play(&mut s, 1, Action::Pass);
    assert_eq!((s.table.creatures[0].damage, s.table.creatures[0].buff_attack), (0, 0));
}

#[test]
fn start_of_turn_effects_happen_after_the_draw() {
    // "Start of Turn": effects that happen at the start of the turn.
    let mut b = seat(&[], &[]);
    b.permanents.push(ScenarioPermanent { name: "Reliquary of Hope".into(), ..Default::default() });
    b.life = Some(10);
    let mut s = scenario(seat(&[], &[]), b, Phase::Reinforce);
    play(&mut s, 0, Action::EndTurn);
    play(&mut s, 1, Action::Pass);
    assert_eq!(life(&s, 1), 12);
    assert_eq!(s.hands[1].len(), 1, "drew a card");
}
